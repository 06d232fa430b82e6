"""Build the tutorials and reference notebooks, check their prose, and (with --execute) run
them to store their outputs.

    python tools/build_notebooks.py            # write the .ipynb files
    python tools/build_notebooks.py --execute  # ... and run each one, saving outputs

Kept out of the package: it only writes files under tutorials/ and notebooks/.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))

from nbtools import lint, notebook  # noqa: E402
import tutorials_a  # noqa: E402
import tutorials_b  # noqa: E402
import tutorials_c  # noqa: E402
import tutorials_d  # noqa: E402
import reference  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def all_notebooks() -> dict[Path, list]:
    out = {}
    for module in (tutorials_a, tutorials_b, tutorials_c, tutorials_d):
        for slug, cells in module.NOTEBOOKS.items():
            out[ROOT / "tutorials" / f"{slug}.ipynb"] = cells()
    for slug, cells in reference.NOTEBOOKS.items():
        out[ROOT / "notebooks" / f"{slug}.ipynb"] = cells()
    return out


def execute(nb, path: Path) -> float:
    from nbclient import NotebookClient

    began = time.perf_counter()
    NotebookClient(nb, timeout=60, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    return time.perf_counter() - began


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--execute", action="store_true", help="run each notebook and store outputs")
    parser.add_argument("only", nargs="*", help="names (or parts of names) of notebooks to build")
    args = parser.parse_args(argv)
    problems = []
    for path, cells in all_notebooks().items():
        if args.only and not any(o in path.stem for o in args.only):
            continue
        nb = notebook(cells)
        problems += lint(nb, path.name) if path.parent.name == "tutorials" else []
        if args.execute:
            seconds = execute(nb, path)
            print(f"{path.relative_to(ROOT)}: ran in {seconds:.1f} s")
        path.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, path)
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
