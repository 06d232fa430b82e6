"""The package as people install it: the wheel and sdist built from this checkout (hatchling, the
build backend), and the wheel installed outside any source checkout.

Checked: what the wheel and the sdist carry (py.typed, the license, the package data the code
reads, binder/); that `rules --exercised` names the same tutorial steps installed as in the
checkout (the tutorial index ships as data); that the `lab` extra brings the widgets the README's
Voila line needs; and that `import puertorico_nb.widgets` without the widgets extra says which
extra to install.
"""
from __future__ import annotations

import email.parser
import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
COMMAND = ["-m", "puertorico_nb", "rules", "small_market", "--exercised"]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "hatchling", "build", "-t", "wheel", "-t", "sdist", "-d", str(out)],
                   cwd=ROOT, check=True, capture_output=True)
    (wheel,) = out.glob("puertorico_nb-*.whl")
    (sdist,) = out.glob("puertorico_nb-*.tar.gz")
    return {"wheel": wheel, "sdist": sdist}


@pytest.fixture(scope="module")
def installed(built, tmp_path_factory) -> Path:
    """The wheel installed into a folder of its own (its dependencies are this interpreter's)."""
    target = tmp_path_factory.mktemp("site")
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target),
                    str(built["wheel"])], check=True, capture_output=True)
    return target


def run_installed(target: Path, args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    """Python with the installed copy first on the path, started outside the checkout (so the
    checkout's package cannot be imported by accident)."""
    env = dict(os.environ, PYTHONPATH=str(target), PYTHONNOUSERSITE="1")
    return subprocess.run([sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_the_wheel_carries_types_license_and_data(built):
    names = set(zipfile.ZipFile(built["wheel"]).namelist())
    for name in ("puertorico_nb/py.typed", "puertorico_nb/rulings/schema.json",
                 "puertorico_nb/rulings/tutorial_index.json", "puertorico_nb/widgets/static/puertorico.js"):
        assert name in names, name
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert any(n.startswith("puertorico_nb/rulings/examples/") and n.endswith(".yaml") for n in names)


def test_the_sdist_carries_the_license_types_and_binder(built):
    names = {n.split("/", 1)[1] for n in tarfile.open(built["sdist"]).getnames() if "/" in n}
    for name in ("LICENSE", "puertorico_nb/py.typed", "binder/requirements.txt", "binder/postBuild",
                 "pyproject.toml", "conftest.py"):
        assert name in names, name
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")


def test_the_license_file_says_what_the_metadata_says(built):
    with zipfile.ZipFile(built["wheel"]) as whl:
        (meta,) = [n for n in whl.namelist() if n.endswith(".dist-info/METADATA")]
        metadata = email.parser.Parser().parsestr(whl.read(meta).decode())
    assert "MIT" in (metadata.get("License") or metadata.get("License-Expression") or "")


def test_rules_exercised_lists_the_same_tutorial_steps_when_installed(installed, tmp_path):
    here = subprocess.run([sys.executable, *COMMAND], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert here.returncode == 0, here.stderr
    assert "tutorial" in here.stdout.lower() and ".ipynb" in here.stdout
    there = run_installed(installed, COMMAND, cwd=tmp_path)
    assert there.returncode == 0, there.stderr
    assert there.stdout == here.stdout


def test_the_installed_copy_is_the_one_run(installed, tmp_path):
    probe = run_installed(installed, ["-c", "import puertorico_nb; print(puertorico_nb.__file__)"], cwd=tmp_path)
    assert probe.stdout.strip().startswith(str(installed))


def test_widgets_without_their_extra_say_which_extra_to_install(installed, tmp_path):
    # anywidget and traitlets made unimportable, as in an environment without the widgets extra
    hide = "import sys; sys.modules.update(anywidget=None, traitlets=None, ipywidgets=None)\n"
    probe = run_installed(installed, ["-c", hide + "import puertorico_nb.widgets"], cwd=tmp_path)
    assert probe.returncode != 0
    last = probe.stderr.strip().splitlines()[-1]
    assert last.startswith("ImportError: puertorico_nb.widgets needs anywidget")
    assert "pip install 'puertorico_nb[widgets]'" in last
    # the rest of the package does not need them
    ok = run_installed(installed, ["-c", hide + "import puertorico_nb; print(puertorico_nb.check('title: t\\n"
                                   "steps: [{expect: {turn: 0}}]').exit_code)"], cwd=tmp_path)
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.strip() == "0"


def test_the_lab_extra_brings_the_widgets_the_voila_line_needs(built):
    with zipfile.ZipFile(built["wheel"]) as whl:
        (meta,) = [n for n in whl.namelist() if n.endswith(".dist-info/METADATA")]
        requires = email.parser.Parser().parsestr(whl.read(meta).decode()).get_all("Requires-Dist")

    def extra(name: str) -> set[str]:
        return {r.split(";")[0].strip() for r in requires
                if r.replace('"', "'").split(";")[-1].strip() == f"extra == '{name}'"}

    widgets = extra("widgets")
    assert {"anywidget>=0.9", "ipywidgets>=8.0", "traitlets>=5.9"} <= widgets
    assert widgets <= extra("lab")  # the build spells out [lab]'s own widgets
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "voila apps/play_at_one_screen.ipynb           # one app (pip install -e '.[lab]' first" in readme
