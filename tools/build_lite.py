"""Build the course as a static site that runs in the browser alone (JupyterLite with the Pyodide
kernel): ``make lite`` writes it to build/lite/, ``make lite-serve`` serves it on localhost.

Everything comes from package registries, through their ordinary clients: JupyterLite and its
Pyodide kernel from the Python package index (the ``lite`` extra), the Pyodide runtime from the
npm registry's ``pyodide`` package (``npm pack``), and every Python package the kernel installs as
a pure-Python wheel from the package index (``pip download``). Nothing is fetched from a CDN: the
runtime's lock file is rewritten to list only the wheels shipped in the site, with their sha256,
the kernel's fall-back to the package index is switched off, and this project's package is
preloaded, so a notebook's ``import puertorico_nb`` needs no network at all. Every wheel and the
runtime's standard library carry their modules' bytecode, made at build time by Pyodide itself in
Node, so a notebook's start compiles no Python source; the wheels other than this project's carry
it in place of their sources, and files the browser never reads are left out (WITH_SOURCES,
LEFT_OUT), since every file of every wheel is unpacked into the page's memory at each start.

Downloads are kept in a cache (``$PUERTORICO_NB_CACHE``, else ``~/.cache/puertorico_nb``): the
runtime and the wheels are fixed versions (see BROWSER_PINS), so a second build fetches nothing.

    python tools/build_lite.py [--output build/lite] [--cache DIR]
"""
from __future__ import annotations

import argparse
import email.parser
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The Pyodide runtime that jupyterlite-pyodide-kernel 0.8.6 was built against (its
# constants.PYODIDE_VERSION; checked at build time), and the Python it runs.
PYODIDE_VERSION = "314.0.6"
BROWSER_PYTHON = "3.14"
BROWSER_PYTHON_FULL = "3.14.2"
# pip picks wheels for this platform: none exist on the package index, so only pure-Python
# (py3-none-any) wheels qualify, which is what the browser can install.
BROWSER_PLATFORM = "pyemscripten_2026_0_wasm32"

# Environment markers as Pyodide evaluates them (packaging.markers names).
BROWSER_MARKERS = {
    "implementation_name": "cpython",
    "implementation_version": BROWSER_PYTHON_FULL,
    "os_name": "posix",
    "platform_machine": "wasm32",
    "platform_python_implementation": "CPython",
    "platform_release": "",
    "platform_system": "Emscripten",
    "platform_version": "",
    "python_full_version": BROWSER_PYTHON_FULL,
    "python_version": BROWSER_PYTHON,
    "sys_platform": "emscripten",
}

# What the kernel itself installs at start (ipykernel and pyodide-kernel come with the kernel's
# own labextension; these are the registry packages it needs beside them), and the package
# manager Pyodide loads first.
KERNEL_NEEDS = ["ipython", "comm", "jedi"]
# The kernel's own wheels, shipped inside its labextension (static/pypi). Left out of the lock
# file, the kernel installs each at every start through micropip and piplite (about 3 s of every
# notebook's start on a quiet machine); listed in it and preloaded, the kernel skips them.
KERNEL_OWN_WHEELS = ["ipykernel", "piplite", "pyodide-kernel"]
# Every Python package in the site, pinned: the cache stays valid and a build is repeatable.
# A new version is a deliberate edit here (then `make lite` fetches it once).
BROWSER_PINS = {
    "anywidget": "0.11.0",
    "asttokens": "3.0.2",
    "attrs": "26.1.0",
    "comm": "0.2.3",
    "decorator": "5.3.1",
    "executing": "2.3.0",
    "ipython": "9.12.0",
    "ipython-pygments-lexers": "1.1.1",
    "ipywidgets": "8.1.9",
    "jedi": "0.20.1",
    "jsonschema": "4.17.3",
    "jupyterlab-widgets": "3.0.17",
    "matplotlib-inline": "0.2.2",
    "micropip": "0.11.1",
    "parso": "0.8.7",
    "prompt-toolkit": "3.0.53",
    "psygnal": "0.16.1",
    "pure-eval": "0.2.4",
    "pygments": "2.21.0",
    "pyrsistent": "0.20.0",
    "ruamel-yaml": "0.19.1",
    "stack-data": "0.6.3",
    "traitlets": "5.16.1",
    "typing-extensions": "4.16.0",
    "wcwidth": "0.9.4",
    "widgetsnbextension": "4.0.16",
}
# Required by a shipped package but never used in the browser, so not shipped (the resolver skips
# them, and the lock file does not list them as anyone's dependency).
NOT_SHIPPED = {
    # ipywidgets requires it for the classic Notebook; JupyterLite's pages are JupyterLab's, whose
    # widget manager is jupyterlab-widgets' extension (LAB_EXTENSIONS). 2.2 MB saved.
    "widgetsnbextension": "the classic Notebook's widget extension",
}
# Makes the browser's bytecode with the browser's Python (Pyodide in Node): see precompiled().
PRECOMPILE = ROOT / "tools" / "lite" / "precompile.mjs"
# The wheels shipped with their modules' sources beside the bytecode: this project's, whose lines a
# learner's traceback shows. Every other wheel ships its bytecode in place of its sources, as
# Pyodide ships its own packages: each file of a wheel is unpacked into the page's memory at every
# start, and sources beside the bytecode took 134 MB more per Python (issue #26). A traceback
# through them still names the file, the line and the function; the learner's cells and this
# package show their code.
WITH_SOURCES = {"puertorico-nb"}
# Files of a wheel the browser never reads, left out of the site (each one is unpacked into the
# page's memory at every start), by the start of their paths:
# - jedi's stubs for third-party libraries (4,300 files, 9.6 MB unpacked: a third of a start's
#   unpacking) and for Django: none of those libraries is in the site, and jedi skips a missing
#   stubs folder (jedi/inference/gradual/typeshed.py). Its standard library stubs stay.
LEFT_OUT = {"jedi": ("jedi/third_party/typeshed/stubs/", "jedi/third_party/django-stubs/")}
# and by their ends: this project's translation sources (the package reads the compiled .mo beside).
LEFT_OUT_ENDS = {"puertorico-nb": (".po", ".pot")}
# and in every wheel, the front-end extensions under share/jupyter in its data (the site's pages
# have theirs from LAB_EXTENSIONS; Python never reads them).
FRONT_END_DATA = re.compile(r"^[^/]+\.data/data/share/jupyter/")
# The site's own script, on the front page and every JupyterLite page: a clear message when Python
# cannot start (no WebAssembly, wrong MIME types) and a newer notebook on the site announced.
SITE_CHECK = ROOT / "tools" / "lite" / "site-check.js"
# The notebooks' versions (path: a digest of the teacher's file), which site-check.js compares.
VERSIONS_FILE = "course-versions.json"
# The front-end extensions, from the Python packages that ship them (share/jupyter/labextensions
# inside the wheel), pinned to the versions above and to the kernel's.
LAB_EXTENSIONS = ["anywidget", "jupyterlab-widgets", "jupyterlite-pyodide-kernel"]
KERNEL_PACKAGE_VERSION = "0.8.6"
# The JupyterLite front ends the course uses: JupyterLab, the one-notebook view, the file list.
APPS = ["lab", "notebooks", "tree"]
# Course material copied into the site, by folder.
COURSE_FOLDERS = ["tutorials", "apps", "notebooks"]
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
# Settings every page of the site starts with: each notebook drawn whole (no windowing: the
# tutorials are short, and the browser's find-in-page and screen readers then reach every cell),
# the light or dark theme as the computer is set (a learner's own choice in Settings, Theme, kept in
# the browser, wins), and no news or update checks (they would ask the internet).
SETTINGS = {
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension:themes": {"adaptive-theme": True},
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
}
BROWSER_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


def canonical(name: str) -> str:
    """A distribution name as the package index compares them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def default_cache() -> Path:
    if os.environ.get("PUERTORICO_NB_CACHE"):
        return Path(os.environ["PUERTORICO_NB_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "puertorico_nb"


def run(command: list[str], **kwargs) -> None:
    print("+", " ".join(str(c) for c in command), flush=True)
    subprocess.run(command, check=True, **kwargs)


# -- the Pyodide runtime --------------------------------------------------------------------------
RUNTIME_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json", "package.json"]


def pyodide_runtime(cache: Path) -> Path:
    """The runtime files of the npm package ``pyodide`` (no wheels: its lock file names 356
    packages that live on a CDN; the site ships its own). Fetched once with ``npm pack``."""
    folder = cache / f"pyodide-{PYODIDE_VERSION}"
    if all((folder / name).exists() for name in RUNTIME_FILES):
        return folder
    if not shutil.which("npm"):
        raise SystemExit("npm is needed once to fetch the Pyodide runtime (apt-get install npm)")
    with tempfile.TemporaryDirectory() as tmp:
        run(["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", tmp, "--silent"],
            stdout=subprocess.DEVNULL)
        (tarball,) = Path(tmp).glob("pyodide-*.tgz")
        partial = folder.with_name(folder.name + ".partial")
        shutil.rmtree(partial, ignore_errors=True)
        partial.mkdir(parents=True)
        with tarfile.open(tarball) as tar:
            for name in RUNTIME_FILES:
                member = tar.getmember(f"package/{name}")
                source = tar.extractfile(member)
                assert source is not None, name
                (partial / name).write_bytes(source.read())
        shutil.rmtree(folder, ignore_errors=True)
        partial.rename(folder)
    return folder


# -- wheels ---------------------------------------------------------------------------------------
@dataclass
class Wheel:
    path: Path
    name: str  # canonical
    version: str
    requires: list[str] = field(default_factory=list)  # Requires-Dist lines
    imports: list[str] = field(default_factory=list)  # top-level importable names

    @classmethod
    def read(cls, path: Path) -> Wheel:
        with zipfile.ZipFile(path) as whl:
            names = whl.namelist()
            (metadata,) = [n for n in names if n.endswith(".dist-info/METADATA") and n.count("/") == 1]
            meta = email.parser.Parser().parsestr(whl.read(metadata).decode("utf-8"))
        tops = set()
        for n in names:
            top = n.split("/", 1)[0]
            if top.endswith((".dist-info", ".data")):
                continue
            if "/" in n and n.endswith(".py"):
                tops.add(top)
            elif "/" not in n and n.endswith(".py"):
                tops.add(n[:-3])
        return cls(path, canonical(meta["Name"]), meta["Version"], meta.get_all("Requires-Dist") or [],
                   sorted(t for t in tops if t.isidentifier()))

    def sha256(self) -> str:
        return hashlib.sha256(self.path.read_bytes()).hexdigest()


def browser_requirements(requires: list[str], extras: tuple[str, ...] = ()) -> list:
    """The requirements that hold in the browser (markers evaluated as Pyodide would), without
    their markers (pip, run here, would evaluate them for this machine instead)."""
    from packaging.requirements import Requirement

    out = []
    for line in requires:
        req = Requirement(line)
        if req.marker is None or any(req.marker.evaluate({**BROWSER_MARKERS, "extra": extra})
                                     for extra in ("", *extras)):
            req.marker = None
            out.append(req)
    return out


def project_wheel(work: Path) -> Wheel:
    """This project's wheel, built from the checkout (always afresh: it is the course), without the
    copy of the course the wheel carries for pip users: the site serves the notebooks itself, and
    every kernel start would otherwise unpack them again."""
    dist = work / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(dist), str(ROOT)])
    (path,) = dist.glob("puertorico_nb-*.whl")
    without_files(path, lambda member: member.startswith("puertorico_nb/course_material/"))
    return Wheel.read(path)


def without_files(path: Path, unwanted, target: Path | None = None) -> Path:
    """Rewrite a wheel without the files whose path `unwanted` accepts, and without their lines in
    its RECORD (in place, or into `target`)."""
    kept = (target or path).with_suffix(".tmp")
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(kept, "w", zipfile.ZIP_DEFLATED) as archive:
        for item in source.infolist():
            if unwanted(item.filename):
                continue
            data = source.read(item)
            if item.filename.endswith(".dist-info/RECORD"):
                lines = data.decode("utf-8").splitlines(keepends=True)
                data = "".join(line for line in lines if not unwanted(line.split(",", 1)[0])).encode("utf-8")
            archive.writestr(item, data)
    return kept.replace(target or path)


def trimmed(wheel: Wheel, work: Path) -> Wheel:
    """The wheel without the files the browser never reads (LEFT_OUT, LEFT_OUT_ENDS,
    FRONT_END_DATA): a copy in `work`, or the wheel itself when it has none."""
    def unwanted(member: str) -> bool:
        return (member.startswith(LEFT_OUT.get(wheel.name, ())) or member.endswith(LEFT_OUT_ENDS.get(wheel.name, ()))
                or bool(FRONT_END_DATA.match(member)))

    with zipfile.ZipFile(wheel.path) as whl:
        if not any(unwanted(member) for member in whl.namelist()):
            return wheel
    folder = work / "trimmed"
    folder.mkdir(parents=True, exist_ok=True)
    return Wheel.read(without_files(wheel.path, unwanted, target=folder / wheel.path.name))


def download_wheels(cache: Path, requirements: list[str]) -> Path:
    """Pure-Python wheels for the browser's Python, from the package index, pinned by
    BROWSER_PINS, into a cache folder named by what was asked (so a rerun downloads nothing)."""
    pins = [f"{name}=={version}" for name, version in sorted(BROWSER_PINS.items())]
    key = hashlib.sha256("\n".join(sorted(requirements) + pins).encode()).hexdigest()[:16]
    folder = cache / f"wheels-{key}"
    if (folder / ".complete").exists():
        return folder
    with tempfile.TemporaryDirectory() as tmp:
        constraints = Path(tmp) / "browser-pins.txt"
        constraints.write_text("\n".join(pins) + "\n", encoding="utf-8")
        partial = folder.with_name(folder.name + ".partial")
        shutil.rmtree(partial, ignore_errors=True)
        run([sys.executable, "-m", "pip", "download", "--quiet", "--only-binary=:all:",
             "--python-version", BROWSER_PYTHON, "--implementation", "cp",
             "--abi", "cp" + BROWSER_PYTHON.replace(".", ""), "--platform", BROWSER_PLATFORM,
             "--constraint", str(constraints), "--dest", str(partial), *requirements])
    (partial / ".complete").write_text("\n".join(sorted(requirements)) + "\n", encoding="utf-8")
    shutil.rmtree(folder, ignore_errors=True)
    partial.rename(folder)
    return folder


def extension_wheels(cache: Path) -> list[Path]:
    """The wheels that carry the front-end extensions (anywidget's, ipywidgets', the kernel's)."""
    versions = {**BROWSER_PINS, "jupyterlite-pyodide-kernel": KERNEL_PACKAGE_VERSION}
    wanted = [f"{name}=={versions[name]}" for name in LAB_EXTENSIONS]
    folder = cache / "extensions"
    found = {canonical(Wheel.read(p).name): p for p in folder.glob("*.whl")} if folder.exists() else {}
    missing = [w for w in wanted if canonical(w.split("==")[0]) not in found
               or Wheel.read(found[canonical(w.split("==")[0])]).version != w.split("==")[1]]
    if missing:
        run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
             "--dest", str(folder), *missing])
        found = {canonical(Wheel.read(p).name): p for p in folder.glob("*.whl")}
    return [found[canonical(w.split("==")[0])] for w in wanted]


def kernel_own_wheels(work: Path, cache: Path) -> list[Wheel]:
    """The kernel's own wheels (KERNEL_OWN_WHEELS), taken out of its extension's wheel."""
    (extension,) = [p for p in extension_wheels(cache) if Wheel.read(p).name == "jupyterlite-pyodide-kernel"]
    folder = work / "kernel-wheels"
    folder.mkdir(parents=True, exist_ok=True)
    found = []
    with zipfile.ZipFile(extension) as whl:
        for member in whl.namelist():
            name = member.rsplit("/", 1)[-1]
            if "/static/pypi/" in member and name.endswith(".whl") and \
                    canonical(name.split("-", 1)[0]) in KERNEL_OWN_WHEELS:
                (folder / name).write_bytes(whl.read(member))
                found.append(Wheel.read(folder / name))
    missing = set(KERNEL_OWN_WHEELS) - {wheel.name for wheel in found}
    if missing:
        raise SystemExit(f"the kernel's extension no longer ships {', '.join(sorted(missing))}: "
                         "update KERNEL_OWN_WHEELS")
    return found


def precompiled(archives: list[Path], runtime: Path, cache: Path, sourceless: frozenset[Path] = frozenset()) -> dict[Path, Path]:
    """Each archive (a wheel, or the runtime's python_stdlib.zip) with its modules' bytecode for
    the browser's Python beside their sources (in place of them for the wheels in `sourceless`:
    WITH_SOURCES says why), by archive: the package index's wheels and
    Pyodide's standard library hold sources only, so every import at a notebook's start compiled
    them, in WebAssembly (IPython alone: 4.9 of the 14 CPU seconds of a start, measured in Node;
    with the bytecode 7 s in all). The bytecode is made by Pyodide itself (tools/lite/precompile.mjs,
    run with Node), hash-based and unchecked (PEP 552), so the file times an unpacked wheel gets do
    not matter. Kept in the cache by each archive's digest: only this project's wheel, rebuilt each
    time, is compiled again."""
    folder = cache / f"bytecode-{PYODIDE_VERSION}"
    folder.mkdir(parents=True, exist_ok=True)
    def made(path: Path) -> Path:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
        return folder / f"{digest}-{'pyc-' if path in sourceless else ''}{path.name}"

    done = {path: made(path) for path in archives}
    missing = [path for path, target in done.items() if not target.exists()]
    if missing:
        if not shutil.which("node"):
            raise SystemExit("node is needed to compile the site's Python for the browser (apt-get install nodejs)")
        with tempfile.TemporaryDirectory() as tmp:
            sources, made = Path(tmp, "in"), Path(tmp, "out")
            sources.mkdir()
            made.mkdir()
            for path in missing:
                shutil.copy2(path, sources / path.name)
            run(["node", str(PRECOMPILE), str(runtime), str(sources), str(made),
                 *(p.name for p in missing if p not in sourceless),
                 "--sourceless", *(p.name for p in missing if p in sourceless)], stdout=subprocess.DEVNULL)
            for path in missing:
                (made / path.name).replace(done[path])
    return done


def resolve(roots: list, wheels: dict[str, Wheel]) -> list[Wheel]:
    """The wheels the roots need in the browser, each requirement checked against the version
    shipped; a requirement nothing satisfies stops the build with its name."""
    needed: dict[str, Wheel] = {}
    todo = [(req, "the site") for req in roots]
    while todo:
        req, wanted_by = todo.pop()
        name = canonical(req.name)
        if name in NOT_SHIPPED:
            continue
        wheel = wheels.get(name)
        if wheel is None:
            raise SystemExit(f"{wanted_by} needs {req}, and no pure-Python wheel of it was found")
        if req.specifier and not req.specifier.contains(wheel.version, prereleases=True):
            raise SystemExit(f"{wanted_by} needs {req}, but the site has {name} {wheel.version}")
        if name in needed:
            continue
        needed[name] = wheel
        todo.extend((r, name) for r in browser_requirements(wheel.requires))
    return [needed[n] for n in sorted(needed)]


def write_lock(runtime: Path, target: Path, shipped: list[Wheel]) -> None:
    """The runtime's lock file, keeping its ``info`` (the ABI Pyodide checks) and listing only the
    wheels shipped beside it, with their real sha256: Pyodide never asks a CDN for anything."""
    upstream = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = {}
    for wheel in shipped:
        packages[wheel.name] = {
            "name": wheel.name,
            "version": wheel.version,
            "file_name": wheel.path.name,
            "install_dir": "site",
            "sha256": wheel.sha256(),
            "package_type": "package",
            "imports": wheel.imports,
            "depends": sorted({canonical(r.name) for r in browser_requirements(wheel.requires)} - set(NOT_SHIPPED)),
            "unvendored_tests": False,
        }
    lock = {"info": upstream["info"], "packages": packages}
    target.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n", encoding="utf-8")


# -- the site -------------------------------------------------------------------------------------
def copy_course(files: Path) -> list[Path]:
    """The tutorials, apps and reference notebooks, their kernel set to the browser's (so a
    notebook opens on the Pyodide kernel without asking)."""
    copied = []
    for folder in COURSE_FOLDERS:
        # the folder's notebooks, then its translations (tutorials/<code>/, issue #27)
        for source in sorted((ROOT / folder).glob("*.ipynb")) + sorted((ROOT / folder).glob("*/*.ipynb")):
            if source.parent.name == "sources":
                continue
            notebook = json.loads(source.read_text(encoding="utf-8"))
            notebook.setdefault("metadata", {})["kernelspec"] = dict(BROWSER_KERNELSPEC)
            trust_outputs(notebook)
            target = files / source.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
            copied.append(target.relative_to(files))
    return copied


def trust_outputs(notebook: dict) -> None:
    """Mark the course's code cells trusted, as a Jupyter server marks a notebook whose signature it
    knows. JupyterLite has no server to sign them, so it opened every course notebook as 'Not
    Trusted' and sanitised the saved outputs: the tables' pictures lost their <style> and showed
    as unstyled text ('small indigo plant1cost 1 · 1 VP') until Python had run the notebook again.
    These are the teacher's own notebooks, built by tools/build_notebooks.py from the course's
    sources, so their outputs are trusted as the outputs a learner makes by running them are."""
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "code":
            cell.setdefault("metadata", {})["trusted"] = True


def course_versions(files: Path, course: list[Path]) -> dict[str, str]:
    """Each notebook's version: a digest of the file the site serves."""
    return {rel.as_posix(): hashlib.sha256((files / rel).read_bytes()).hexdigest()[:16] for rel in course}


def add_site_check(output: Path) -> None:
    """site-check.js at the root, a script tag for it in each JupyterLite page (their folders are
    one level down), and the favicon where browsers ask for it first (/favicon.ico)."""
    shutil.copyfile(SITE_CHECK, output / SITE_CHECK.name)
    for app in APPS:
        page = output / app / "index.html"
        text = page.read_text(encoding="utf-8")
        tag = f'<script src="../{SITE_CHECK.name}" defer></script>'
        if tag not in text:
            text = text.replace("</head>", f"    {tag}\n</head>", 1)
            page.write_text(text, encoding="utf-8")
    shutil.copyfile(output / "lab" / "favicon.ico", output / "favicon.ico")


def notebook_title(path: Path) -> str:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "markdown":
            for line in "".join(cell.get("source", [])).splitlines():
                if line.startswith("#"):
                    return line.lstrip("#").strip()
    return path.stem.replace("_", " ")


def landing_page(output: Path, course: list[Path]) -> str:
    """The page a teacher opens first: what the site is, each tutorial and app one click away, and
    how to put the site on a school's web server or a USB stick."""
    def items(folder: str, app_first: bool = False, language: str | None = None) -> str:
        rows = []
        for rel in course:
            if rel.parts[0] != folder or rel.parts[1:-1] != ((language,) if language else ()):
                continue
            title = html.escape(notebook_title(output / "files" / rel))
            spoken = f' lang="{language.replace("_", "-")}"' if language else ""  # the title's language
            notebook = html.escape(f"notebooks/index.html?path={rel.as_posix()}", quote=True)
            app = html.escape(f"notebooks/index.html?path={rel.as_posix()}&app=1", quote=True)
            lab = html.escape(f"lab/index.html?path={rel.as_posix()}", quote=True)
            number = rel.name.split("_", 1)[0]
            value = f' value="{int(number)}"' if number.isdigit() else ""  # tutorials keep their numbers
            if app_first:
                rows.append(f'<li{value}><a href="{app}"{spoken}>{title}</a> <small>(<a href="{notebook}">with its code</a>, '
                            f'<a href="{lab}">in JupyterLab</a>)</small></li>')
            else:
                rows.append(f'<li{value}><a href="{notebook}"{spoken}>{title}</a> '
                            f'<small>(<a href="{app}">as an app, no code</a>, <a href="{lab}">in JupyterLab</a>)</small></li>')
        return "\n".join(rows)

    def language_choice() -> str:
        """The list of the package's languages, each named in itself; site-check.js keeps the choice
        in the browser and tells each notebook's Python (puertorico_nb.set_language)."""
        from puertorico_nb.core.language import LANGUAGES

        options = "\n".join(f'<option value="{html.escape(code, quote=True)}" lang="{code.replace("_", "-")}">'
                             f'{html.escape(name)}</option>' for code, name in LANGUAGES.items())
        return (f'<p><label for="prnb-language">The tables, rule statements and questions speak:</label>\n'
                f'<select id="prnb-language">\n{options}\n</select>\n'
                f'<small>(kept in this browser for every notebook you open next; the notebooks\' own prose '
                f'stays in the language it is written in)</small></p>')

    def translated() -> str:
        """The tutorials in the books' languages (tutorials/<code>/), a list per language, in it."""
        from puertorico_nb.core.language import LANGUAGES

        codes = sorted({rel.parts[1] for rel in course if rel.parts[0] == "tutorials" and len(rel.parts) == 3},
                       key=list(LANGUAGES).index)
        blocks = [f'<h3 lang="{code.replace("_", "-")}">{html.escape(LANGUAGES[code])}</h3>\n'
                  f'<ol>\n{items("tutorials", language=code)}\n</ol>' for code in codes]
        return "<h2>In the books' languages</h2>\n" + "\n".join(blocks) if codes else ""

    def teachers_part() -> str:
        """For the teacher, near the top: the address students type, how to serve the site from a
        laptop to the classroom, and the form of a link that opens a tutorial as an app in a
        language."""
        from puertorico_nb.core.language import LANGUAGES, SOURCE_LANGUAGE

        example = "notebooks/index.html?path=tutorials/00_the_game.ipynb&amp;app=1&amp;lang=is"
        codes = ", ".join(f'<code>{html.escape(code)}</code> (<span lang="{code.replace("_", "-")}">{html.escape(name)}</span>)'
                          for code, name in LANGUAGES.items() if code != SOURCE_LANGUAGE)
        return f"""<section id="teachers" aria-labelledby="teachers-title">
<h2 id="teachers-title">For teachers: giving the site to a class</h2>
<p><b>Give students this link:</b> <code id="prnb-site-address">the address in this browser's address bar</code>
<span id="prnb-site-address-note"></span></p>
<p><b>From your laptop</b>, in a terminal opened in this site's folder (only on a school network you trust):</p>
<pre><code>python3 -m http.server 8000 --bind 0.0.0.0</code></pre>
<p>Students then type <code>http://ADDRESS:8000/</code>, where ADDRESS is your laptop's address on the
school network: on Windows, <code>ipconfig</code> in a terminal (the line "IPv4 Address"); on macOS,
<code>ipconfig getifaddr en0</code> (or System Settings, Wi-Fi, Details); on Linux, <code>hostname -I</code>
(the first address). It looks like <code>192.168.1.23</code> or <code>10.0.4.17</code>; an address
starting <code>127.</code> works on your laptop only.</p>
<p><b>A link straight to one tutorial:</b> right-click its "as an app, no code" (or its title) below
and copy the link. Add <code>&amp;lang=</code> and a language's code to make the tables, rule
statements and questions speak it: {codes}. For example, after the site's address:
<code>{example}</code></p>
</section>"""

    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Puerto Rico and San Juan in the browser</title>
<link rel="icon" href="favicon.ico">
<script src="site-check.js" defer></script>
<!-- JupyterLite's pages read their settings from this element of the site's root page -->
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
<style>
body {{ font-family: system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem;
       line-height: 1.5; color: #1d1d1d; }}
h1 {{ font-size: 1.6rem; }} h2 {{ font-size: 1.2rem; margin-top: 2rem; }}
code {{ background: #f1eee6; padding: 0 .25rem; }}
.note {{ border-left: 4px solid #1a6fc4; padding: .25rem .75rem; background: #f4f7fb; }}
:root {{ color-scheme: light dark; }}
@media (prefers-color-scheme: dark) {{
  body {{ background: #111111; color: #e6e6e6; }}
  a {{ color: #8ab8ff; }} a:visited {{ color: #c5a3ff; }}
  code {{ background: #2a2a2a; }}
  .note {{ background: #1e2a38; border-left-color: #4f9cf0; }}
}}
</style>
</head>
<body>
<h1>Puerto Rico and San Juan: the course in the browser</h1>
<p class="note">Everything on this site runs inside the browser: Python, the game's rules and the
tables. Nothing is sent anywhere and nothing is installed. The first notebook you open starts
Python in its page, which takes a while (from about fifteen seconds on a quiet computer to a minute
on a busy one); a notebook reached from it by its links (each tutorial's "Next") opens on the same
Python in a few seconds, and once a notebook has run, its cells answer at once. The browser gives
each tab its own Python, which stops when the tab leaves its notebook for another page: keep to one
tab and move on with the notebooks' links. A notebook opened in a second tab while the first runs
Python offers to open in the first one instead. Work done here
stays in this browser only (download a notebook from JupyterLab's File menu to keep it); when the
teacher updates a notebook you saved, the page offers the new version.</p>

<p><b>Teachers:</b> <a href="#teachers">how students reach this site and which link to give them</a>.</p>

{language_choice()}

{teachers_part()}

<h2>Tutorials, in teaching order</h2>
<p>Each takes 10 to 20 minutes. Open one, then run it from the top: in the menu <b>Run, Run All
Cells</b>, or <b>Shift+Enter</b> cell by cell. The tables and questions answer clicks once their
cell has run.</p>
<ol>
{items("tutorials")}
</ol>

{translated()}

<p>Each tutorial also opens <b>as an app</b>: its prose, tables and questions with no code, run from
the top by itself once Python is ready (for projecting, or for a class that should not see code).
Its "Next" link keeps the app view.</p>

<h2>Apps for class</h2>
<p>For projecting: each opens as a page with no code and runs by itself once Python is ready.</p>
<ul>
{items("apps", app_first=True)}
</ul>

<h2>Reference</h2>
<ul>
{items("notebooks")}
</ul>
<p><a href="lab/index.html">Open JupyterLab</a> with every file, or <a href="tree/index.html">the list of files</a>.</p>

<h2>Putting this site on a school's web server or a USB stick</h2>
<p>The site is the folder holding this page: copy the whole folder. Any web server that serves
files will do (a school's intranet server, a shared folder published on the web, a Raspberry Pi).
It must be opened through a web address (<code>http://...</code>): browsers do not run Python from a
page opened straight from disk. From a USB stick or a laptop with Python, open a terminal in the
folder and start a local server, then open the address it prints:</p>
<pre><code>python3 -m http.server 8000 --bind 127.0.0.1    # then open http://127.0.0.1:8000/</code></pre>
<p>To let the classroom's computers reach a teacher's laptop, see <a href="#teachers">For teachers</a>
above.</p>
</body>
</html>
"""


def lite_config(federated: list[Path], output: Path, cache: Path) -> dict:
    return {
        "LiteBuildConfig": {
            "apps": APPS,
            "contents": ["files"],
            "output_dir": str(output),
            "cache_dir": str(cache),
            "federated_extensions": [str(p) for p in federated],
            # only the extensions named above: not whatever else is installed beside the builder
            "ignore_sys_prefix": ["federated_extensions"],
            "no_sourcemaps": True,
        },
    }


def jupyter_lite_json(preload: list[str]) -> dict:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Puerto Rico and San Juan",
            # window.jupyterapp: site-check.js runs an app-mode page's notebook once Python is ready
            "exposeAppInBrowser": True,
            "litePluginSettings": {
                KERNEL_PLUGIN: {
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": preload},
                },
            },
        },
    }


def check_kernel_version() -> None:
    try:
        from jupyterlite_pyodide_kernel import constants
    except ImportError:
        raise SystemExit("jupyterlite-pyodide-kernel is missing: pip install '.[lite]'") from None
    if constants.PYODIDE_VERSION != PYODIDE_VERSION:
        raise SystemExit(f"the installed Pyodide kernel expects Pyodide {constants.PYODIDE_VERSION}, "
                         f"this script ships {PYODIDE_VERSION}: update PYODIDE_VERSION and the pins")


def build(output: Path, cache: Path) -> Path:
    check_kernel_version()
    cache.mkdir(parents=True, exist_ok=True)
    output.parent.mkdir(parents=True, exist_ok=True)
    # the site's sources are put together in a folder of their own, removed once the site is built
    with tempfile.TemporaryDirectory(prefix=f".{output.name}-src-", dir=output.parent) as folder:
        return build_in(Path(folder), output, cache)


def build_in(work: Path, output: Path, cache: Path) -> Path:

    runtime = pyodide_runtime(cache)
    ours = project_wheel(work)
    from packaging.requirements import Requirement

    # the package with its widgets, what the kernel installs at start, and the package manager
    roots = [Requirement(f"{ours.name}=={ours.version}"), *browser_requirements(ours.requires, ("widgets",)),
             *(Requirement(n) for n in KERNEL_NEEDS), Requirement(f"micropip=={BROWSER_PINS['micropip']}")]
    downloaded = download_wheels(cache, sorted({str(r) for r in roots[1:]}))
    wheels = {w.name: w for w in map(Wheel.read, sorted(downloaded.glob("*.whl")))}
    wheels[ours.name] = ours
    for wheel in kernel_own_wheels(work, cache):
        wheels[wheel.name] = wheel
        roots.append(Requirement(f"{wheel.name}=={wheel.version}"))
    shipped = [trimmed(wheel, work) for wheel in resolve(roots, wheels)]

    # the runtime, its lock and the wheels, where the kernel's pyodide addon looks for them, the
    # wheels and the standard library with their bytecode
    pyodide_dir = work / "static" / "pyodide"
    pyodide_dir.mkdir(parents=True)
    compiled = precompiled([wheel.path for wheel in shipped] + [runtime / "python_stdlib.zip"], runtime, cache,
                           frozenset(wheel.path for wheel in shipped if wheel.name not in WITH_SOURCES))
    for name in RUNTIME_FILES:
        if name != "pyodide-lock.json":
            shutil.copy2(compiled.get(runtime / name, runtime / name), pyodide_dir / name)
    shipped = [Wheel.read(shutil.copy2(compiled[wheel.path], pyodide_dir / wheel.path.name)) for wheel in shipped]
    write_lock(runtime, pyodide_dir / "pyodide-lock.json", shipped)

    course = copy_course(work / "files")
    preload = sorted({ours.name, *(canonical(r.name) for r in roots)})
    (work / "jupyter_lite_config.json").write_text(
        json.dumps(lite_config(extension_wheels(cache), output.resolve(), cache / "jupyterlite"), indent=1),
        encoding="utf-8")
    (work / "jupyter-lite.json").write_text(json.dumps(jupyter_lite_json(preload), indent=1), encoding="utf-8")
    (work / "overrides.json").write_text(json.dumps(SETTINGS, indent=1), encoding="utf-8")

    shutil.rmtree(output, ignore_errors=True)
    run([sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(work)], cwd=work)
    (output / "index.html").write_text(landing_page(output, course), encoding="utf-8")
    (output / VERSIONS_FILE).write_text(json.dumps(course_versions(output / "files", course), indent=1) + "\n",
                                        encoding="utf-8")
    add_site_check(output)
    size = sum(p.stat().st_size for p in output.rglob("*") if p.is_file())
    print(f"built {output} ({size / 1e6:.0f} MB, {len(shipped)} Python packages, "
          f"{len(course)} notebooks)")
    return output


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, default=ROOT / "build" / "lite")
    parser.add_argument("--cache", type=Path, default=None,
                        help="where downloads are kept (default: $PUERTORICO_NB_CACHE or ~/.cache/puertorico_nb)")
    args = parser.parse_args(argv)
    build(args.output, (args.cache or default_cache()) / "lite")
    return 0


if __name__ == "__main__":
    sys.exit(main())
