"""The front ends' ES modules are joined into one module per widget (widgets/bundle.py)."""
from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from puertorico_nb.widgets.bundle import STATIC, BundleError, bundle


def write(folder, files: dict[str, str]):
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_each_imported_module_comes_once_before_its_importers_in_its_own_scope(tmp_path):
    write(tmp_path, {
        "entry.js": 'import { a } from "./one.js";\nimport { b as bee } from "./two.js";\n'
                    "const secret = 3;\nexport default { render: () => a() + bee() + secret };\n",
        "one.js": 'import { b } from "./two.js";\nconst secret = 1;\nexport function a() { return b() + secret; }\n',
        "two.js": "const secret = 2;\nexport function b() { return secret; }\nexport { secret };\n",
    })
    text = bundle("entry.js", root=tmp_path)
    assert text.count("const secret = 2;") == 1
    assert text.index("module_two") < text.index("module_one = ")
    assert "return { b, secret };" in text and "const { b: bee } = module_two;" in text
    assert not re.search(r"^\s*import\s", text, re.M) and text.count("export") == 1
    if shutil.which("node"):  # the bundle is one valid ES module that runs: 1+2+2+3
        (tmp_path / "out.mjs").write_text(text, encoding="utf-8")
        run = subprocess.run(["node", "-e", f"import('{tmp_path / 'out.mjs'}').then(m => console.log(m.default.render()))"],
                             capture_output=True, text=True, timeout=60)
        assert run.stdout.strip() == "8", run.stderr


@pytest.mark.parametrize(("files", "error"), [
    ({"entry.js": 'import { a } from "./one.js";\n', "one.js": 'import { b } from "./entry.js";\nexport const a = 1;\n'},
     "cycle"),
    ({"entry.js": 'import { a } from "./gone.js";\n'}, "gone.js, which does not exist"),
    ({"entry.js": 'import thing from "./one.js";\n', "one.js": "export default 1;\n"}, "only `import"),
    ({"entry.js": 'import { a } from "./one.js";\n', "one.js": "export default 1;\n"}, "entry module only"),
    ({"entry.js": 'import { a } from "./one.js";\n', "one.js": "export * from './x.js';\n"}, "does not read"),
])
def test_a_form_it_does_not_take_is_an_error_naming_the_file(tmp_path, files, error):
    write(tmp_path, files)
    with pytest.raises(BundleError, match=re.escape(error)):
        bundle("entry.js", root=tmp_path)


def test_both_tables_share_the_same_modules_and_ship_no_import():
    modules = sorted(path.name for path in (STATIC / "modules").glob("*.js"))
    assert {"dom.js", "message.js", "walkthrough.js", "recording.js"} <= set(modules)
    for entry in ("puertorico.js", "sanjuan.js"):
        text = bundle(entry)
        assert "// -- modules/dom.js" in text and "// -- modules/message.js" in text
        assert not re.search(r"^\s*import\s", text, re.M)
