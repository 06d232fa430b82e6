"""The front ends' ES modules joined into one module, in pure Python, when the package is imported.

anywidget loads one ES module per widget (``_esm``), and a kernel cannot serve the relative
imports of a module folder to every front end (JupyterLab, Voila, JupyterLite, an exported page).
So ``static/`` holds real ES modules that import each other (``tsc`` type-checks them across
files, ``make lint``), and :func:`bundle` joins an entry module and what it imports into one
module text: every imported module becomes a function scope that returns its exports, placed
before the modules that import it, so names never clash between modules. No network and no node
at run time, and the same in the browser under Pyodide.

Only the forms these modules use are accepted, and anything else is an error naming the file:
``import { a, b as c } from "./x.js";`` (relative, with the extension), ``export function``,
``export const``/``let``/``class``, ``export { a, b };`` and, in the entry module only,
``export default``.
"""
from __future__ import annotations

import functools
import re
from pathlib import Path

STATIC = Path(__file__).resolve().parent / "static"

_IMPORT = re.compile(r'^import\s*\{([^}]*)\}\s*from\s*"(\./[^"]+\.js)";?[ \t]*$', re.M)
_ANY_IMPORT = re.compile(r"^\s*import\b(?!\s*\()", re.M)
_EXPORT_DECLARATION = re.compile(r"^export\s+((?:async\s+)?function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)", re.M)
_EXPORT_LIST = re.compile(r"^export\s*\{([^}]*)\};?[ \t]*$", re.M)
_EXPORT_DEFAULT = re.compile(r"^export\s+default\b", re.M)
_ANY_EXPORT = re.compile(r"^\s*export\b", re.M)
_NAME = re.compile(r"^[A-Za-z_$][\w$]*$")


class BundleError(ValueError):
    """A module uses a form of import or export the bundler does not take, or imports in a cycle."""


def _names(listed: str, where: Path) -> list[tuple[str, str]]:
    """``a, b as c`` as ``[("a", "a"), ("b", "c")]`` (the exported name, the local name)."""
    pairs = []
    for item in (part.strip() for part in listed.split(",")):
        if not item:
            continue
        exported, _, local = (word.strip() for word in item.partition(" as "))
        local = local or exported
        if not (_NAME.match(exported) and _NAME.match(local)):
            raise BundleError(f"{where.name}: cannot read the imported or exported name {item!r}")
        pairs.append((exported, local))
    return pairs


class _Module:
    """One module's text with its imports and exports taken out."""

    def __init__(self, path: Path, entry: bool) -> None:
        self.path = path
        text = path.read_text(encoding="utf-8")
        self.imports: list[tuple[Path, list[tuple[str, str]]]] = []
        for match in _IMPORT.finditer(text):
            target = (path.parent / match.group(2)).resolve()
            if not target.is_file():
                raise BundleError(f"{path.name}: imports {match.group(2)}, which does not exist")
            self.imports.append((target, _names(match.group(1), path)))
        text = _IMPORT.sub("", text)
        if _ANY_IMPORT.search(text):
            raise BundleError(f"{path.name}: only `import {{ ... }} from \"./file.js\";` is bundled")
        self.exports = [match.group(2) for match in _EXPORT_DECLARATION.finditer(text)]
        text = _EXPORT_DECLARATION.sub(lambda m: f"{m.group(1)} {m.group(2)}", text)
        if not entry:
            for match in _EXPORT_LIST.finditer(text):
                self.exports.extend(local for local, _ in _names(match.group(1), path))
            text = _EXPORT_LIST.sub("", text)
            if _EXPORT_DEFAULT.search(text):
                raise BundleError(f"{path.name}: `export default` belongs to the entry module only")
            if _ANY_EXPORT.search(text):
                raise BundleError(f"{path.name}: an export the bundler does not read")
        self.body = text

    def variable(self, root: Path) -> str:
        """The name its exports are kept under in the bundle, from its path under ``static/``."""
        return "module_" + re.sub(r"\W", "_", self.path.relative_to(root).with_suffix("").as_posix())

    def imports_text(self, variables: dict[Path, str]) -> str:
        lines = []
        for target, names in self.imports:
            fields = ", ".join(name if name == local else f"{name}: {local}" for name, local in names)
            lines.append(f"const {{ {fields} }} = {variables[target]};")
        return "\n".join(lines)


def _ordered(entry: Path) -> list[_Module]:
    """The entry's imported modules, each after what it imports, then the entry itself."""
    done: dict[Path, _Module] = {}
    visiting: list[Path] = []

    def visit(path: Path, is_entry: bool) -> None:
        if path in done:
            return
        if path in visiting:
            cycle = " -> ".join(p.name for p in visiting[visiting.index(path):] + [path])
            raise BundleError(f"modules import each other in a cycle: {cycle}")
        visiting.append(path)
        module = _Module(path, is_entry)
        for target, _ in module.imports:
            visit(target, False)
        visiting.pop()
        done[path] = module

    visit(entry.resolve(), True)
    return list(done.values())


def bundle(entry: str | Path, root: Path = STATIC) -> str:
    """The module ``entry`` (a path under ``root``) with everything it imports, as one ES module.

    >>> text = bundle("puertorico.js")
    >>> "export default" in text and "\\nimport " not in text
    True
    """
    modules = _ordered(root / entry)
    variables = {module.path: module.variable(root.resolve()) for module in modules}
    parts = [f"// Built from static/{Path(entry).as_posix()} and the modules it imports "
             "(puertorico_nb/widgets/bundle.py); edit those, not this."]
    for module in modules[:-1]:
        exports = ", ".join(module.exports)
        parts.append(f"// -- {module.path.relative_to(root.resolve()).as_posix()}\n"
                     f"const {variables[module.path]} = (() => {{\n{module.imports_text(variables)}\n"
                     f"{module.body.strip()}\nreturn {{ {exports} }};\n}})();")
    last = modules[-1]
    parts.append(f"// -- {Path(entry).as_posix()}\n{last.imports_text(variables)}\n{last.body.strip()}\n")
    return "\n\n".join(parts)


@functools.cache
def front_end(entry: str) -> str:
    """The bundled module of one widget, built once per process."""
    return bundle(entry)


def stylesheet(*names: str) -> str:
    """Stylesheets of ``static/`` joined in order (the shared one first)."""
    return "\n".join((STATIC / name).read_text(encoding="utf-8") for name in names)
