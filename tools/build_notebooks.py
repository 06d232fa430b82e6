"""Build the notebooks from their text sources (jupytext percent format), check their prose,
and run them so that the committed notebooks carry their outputs.

    python tools/build_notebooks.py            # build and run every notebook (`make notebooks`)
    python tools/build_notebooks.py 03 mayor   # only the notebooks whose names hold one of these
    python tools/build_notebooks.py --check    # change nothing: say which notebooks differ from their source

Each notebook has one source, ``<folder>/sources/<name>.py`` beside ``<folder>/<name>.ipynb``
(folders: tutorials/, notebooks/); a tutorial's translation into one of the package's languages is
``tutorials/sources/<code>/<name>.py``, built to ``tutorials/<code>/<name>.ipynb``
(``python tools/build_notebooks.py sources/ko/`` builds the Korean ones).
A source is a Python file whose cells are marked ``# %%`` (code) and ``# %% [markdown]`` (prose),
so a review reads it as text. The built notebook holds the source's cells in order with fixed
cell ids, the Python 3 kernel, the outputs of one run, no
widget state (so a static HTML export falls back to every widget's own HTML picture) and no path
of the machine that built it. Its kernel and language metadata are what JupyterLab writes when it
opens the notebook (the installed kernel spec's name, the kernel's own language_info), so a freshly
opened tutorial is not marked modified.

Kept out of the package: it only writes files under tutorials/ and notebooks/.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from pathlib import Path

import jupytext
import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))

from nbtools import lint  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("tutorials", "notebooks")
KERNEL = "python3"


def kernelspec() -> dict[str, str]:
    """The notebooks' kernelspec as JupyterLab writes it on opening: the installed spec's name,
    display name and language (JupyterLab marks a notebook modified when they differ)."""
    from jupyter_client.kernelspec import KernelSpecManager

    spec = KernelSpecManager().get_kernel_spec(KERNEL)
    return {"display_name": spec.display_name, "language": spec.language, "name": KERNEL}


_LANGUAGE_INFO: list[dict] = []


def language_info() -> dict:
    """The language_info the kernel reports (asked once): what a run, and JupyterLab on opening,
    write into a notebook's metadata."""
    if not _LANGUAGE_INFO:
        from jupyter_client.manager import start_new_kernel

        manager, client = start_new_kernel(kernel_name=KERNEL)
        try:
            _LANGUAGE_INFO.append(client.kernel_info(reply=True, timeout=60)["content"]["language_info"])
        finally:
            client.stop_channels()
            manager.shutdown_kernel(now=True)
    return _LANGUAGE_INFO[0]


def opens_modified(nb) -> list[str]:
    """Why JupyterLab would mark ``nb`` modified as soon as it opens it (empty: it would not)."""
    wanted = {"kernelspec": kernelspec(), "language_info": language_info()}
    return [f"its {key} is {nb.metadata.get(key)!r}, JupyterLab writes {value!r} on opening"
            for key, value in wanted.items() if nb.metadata.get(key) != value]


def translated_folders(folder: str) -> list[Path]:
    """A folder's translations: ``tutorials/sources/<code>/`` for each language the package speaks
    besides English (the tutorials in the books' languages, issue #27)."""
    from puertorico_nb.core.language import LANGUAGES, SOURCE_LANGUAGE

    return [ROOT / folder / "sources" / code for code in LANGUAGES
            if code != SOURCE_LANGUAGE and (ROOT / folder / "sources" / code).is_dir()]


def sources() -> list[Path]:
    """Every notebook source, tutorials first, each folder in name order, its translations after it."""
    return [src for folder in FOLDERS
            for where in [ROOT / folder / "sources", *translated_folders(folder)] for src in sorted(where.glob("*.py"))]


def target(source: Path) -> Path:
    """The notebook a source builds: ``tutorials/sources/x.py`` -> ``tutorials/x.ipynb``, and a
    translation ``tutorials/sources/ko/x.py`` -> ``tutorials/ko/x.ipynb``."""
    if source.parent.name != "sources":
        return source.parent.parent.parent / source.parent.name / f"{source.stem}.ipynb"
    return source.parent.parent / f"{source.stem}.ipynb"


def generate(source: Path) -> nbformat.NotebookNode:
    """The notebook a source stands for, before it runs: its cells, fixed ids, the kernel."""
    text = jupytext.read(source, fmt="py:percent")
    cells = []
    for k, cell in enumerate(text.cells):
        make = nbformat.v4.new_markdown_cell if cell.cell_type == "markdown" else nbformat.v4.new_code_cell
        prefix = source.stem[:48] if source.parent.name == "sources" else f"{source.parent.name}-{source.stem}"[:48]
        cells.append(make(cell.source, id=f"{prefix}-{k}"))
    nb = nbformat.v4.new_notebook(cells=cells)
    # the run replaces language_info with the kernel's own (as JupyterLab does on opening)
    nb.metadata = {"kernelspec": kernelspec(), "language_info": {"name": "python"}}
    return nb


def app_notebooks() -> list[Path]:
    """The Voila apps (apps/*.ipynb): written by hand, no source, but opened in JupyterLab too."""
    return sorted((ROOT / "apps").glob("*.ipynb"))


def app_differences(path: Path) -> list[str]:
    """What in an app's notebook the build would change: metadata JupyterLab rewrites on opening
    (marking it modified), widget state, a path of the machine that wrote it."""
    committed = nbformat.read(path, as_version=4)
    out = [f"apps/{path.name} opens as modified: {why}" for why in opens_modified(committed)]
    if "widgets" in committed.metadata:
        out.append(f"apps/{path.name} carries widget state")
    out += [f"apps/{path.name} names a path of the machine that wrote it: {p}" for p in machine_paths(path.read_text())]
    return out


def align_app(path: Path) -> None:
    """Give an app's notebook the kernel metadata JupyterLab writes on opening (its cells untouched)."""
    nb = nbformat.read(path, as_version=4)
    wanted = {"kernelspec": kernelspec(), "language_info": language_info()}
    if any(nb.metadata.get(key) != value for key, value in wanted.items()):
        nb.metadata.update(wanted)
        nbformat.write(nb, path)


def cells_of(nb) -> list[tuple[str, str]]:
    """What a source decides about a notebook: each cell's kind and text, in order."""
    return [(cell.cell_type, cell.source) for cell in nb.cells]


def differences(source: Path) -> list[str]:
    """How the committed notebook differs from what ``source`` generates (empty: it does not)."""
    path = target(source)
    if not path.exists():
        return [f"{path.relative_to(ROOT)} is missing: run make notebooks"]
    committed = nbformat.read(path, as_version=4)
    wanted = cells_of(generate(source))
    have = cells_of(committed)
    out = []
    if len(have) != len(wanted):
        out.append(f"{path.name}: {len(have)} cells, its source has {len(wanted)}")
    for k, (a, b) in enumerate(zip(have, wanted)):
        if a != b:
            out.append(f"{path.name} cell {k} differs from {source.relative_to(ROOT)} (first: {b[1][:60]!r})")
            break
    if "widgets" in committed.metadata:
        out.append(f"{path.name} carries widget state")
    out += [f"{path.name} opens as modified: {why}" for why in opens_modified(committed)]
    out += [f"{path.name} names a path of the machine that built it: {p}" for p in machine_paths(path.read_text())]
    return out


_MACHINE_PATH = re.compile(r"(?:/(?:home|root|tmp|work|Users|var/folders)/|[A-Za-z]:\\\\Users\\\\)[^\s\"']*")


def machine_paths(text: str) -> list[str]:
    """Absolute paths of a particular machine found in a notebook's text."""
    return sorted(set(_MACHINE_PATH.findall(text)))


def scrub(nb, folder: Path) -> None:
    """Drop what one run leaves that is not the course: widget state, this machine's paths."""
    nb.metadata.pop("widgets", None)
    import puertorico_nb

    installed = Path(puertorico_nb.__file__).resolve().parents[1]
    prefixes = sorted({str(ROOT), str(folder), str(installed), os.path.expanduser("~")}, key=len, reverse=True)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        for output in cell.get("outputs", []):
            blob = json.dumps(output)
            for prefix in prefixes:
                blob = blob.replace(prefix + "/", "").replace(prefix, ".")
            output.clear()
            output.update(nbformat.from_dict(json.loads(blob)))


def execute(nb, folder: Path) -> float:
    from nbclient import NotebookClient

    # the kernel imports this checkout's package, whatever copy the environment has installed
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    began = time.perf_counter()
    NotebookClient(nb, timeout=120, kernel_name=KERNEL, store_widget_state=False,
                   resources={"metadata": {"path": str(folder)}}).execute()
    return time.perf_counter() - began


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; list the notebooks that differ from their sources")
    parser.add_argument("--no-execute", action="store_true",
                        help="write the notebooks without running them (no outputs)")
    parser.add_argument("only", nargs="*", help="names (or parts of names) of notebooks to build")
    args = parser.parse_args(argv)
    chosen = [s for s in sources() if not args.only or any(o in s.stem or o in s.relative_to(ROOT).as_posix() for o in args.only)]
    problems = []
    for source in chosen:
        nb = generate(source)
        if "tutorials" in (source.parent.parent.name, source.parent.parent.parent.name):
            problems += lint(nb, source.name)
        if args.check:
            problems += differences(source)
            continue
        path = target(source)
        path.parent.mkdir(exist_ok=True)
        if not args.no_execute:
            seconds = execute(nb, path.parent)
            print(f"{path.relative_to(ROOT)}: ran in {seconds:.1f} s")
        scrub(nb, path.parent)
        nbformat.validate(nb)
        nbformat.write(nb, path)
    for app in app_notebooks():  # the apps have no source; only their metadata is the build's
        if args.check:
            problems += app_differences(app)
        elif not args.only or any(o in app.stem or o in f"apps/{app.name}" for o in args.only):
            align_app(app)
    # the tutorial references an installed package carries (tools/tutorial_index.py)
    import tutorial_index
    if args.check:
        if tutorial_index.expected_text() != tutorial_index.TUTORIAL_INDEX.read_text(encoding="utf-8"):
            problems.append(f"{tutorial_index.TUTORIAL_INDEX.name} differs from the tutorials")
    elif not args.no_execute:
        tutorial_index.main([])
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
