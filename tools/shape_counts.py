"""Count what issue #21 measures of the code's shape, now or at a git revision: functions longer
than a screen (60 lines) in the package, and parameters without a type in the games' rules
(``puertorico_nb/games``; ``self`` and ``cls`` do not count).

    python tools/shape_counts.py                 # the working tree
    python tools/shape_counts.py 5294081 HEAD    # one line per revision, side by side
"""
from __future__ import annotations

import ast
import io
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MOST_LINES = 60  # tests/test_code_shape.py holds the package to it


def sources(revision: str | None) -> Iterator[tuple[str, str]]:
    """(path, text) of every module of the package, in the working tree or at `revision`."""
    if revision is None:
        for path in sorted((ROOT / "puertorico_nb").rglob("*.py")):
            yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")
        return
    archive = subprocess.run(["git", "archive", "--format=tar", revision, "puertorico_nb"], cwd=ROOT,
                             capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        for member in sorted(tar.getmembers(), key=lambda m: m.name):
            if member.isfile() and member.name.endswith(".py"):
                file = tar.extractfile(member)
                assert file is not None
                yield member.name, file.read().decode("utf-8")


def functions(text: str) -> Iterator[ast.FunctionDef | ast.AsyncFunctionDef]:
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield node


def parameters(function: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.arg]:
    given = function.args
    found = [*given.posonlyargs, *given.args, *given.kwonlyargs, *filter(None, (given.vararg, given.kwarg))]
    return [parameter for parameter in found if parameter.arg not in ("self", "cls")]


def counts(revision: str | None) -> dict[str, int]:
    """Functions over MOST_LINES lines (whole package); parameters and untyped parameters in games/."""
    long = typed = untyped = 0
    for path, text in sources(revision):
        for function in functions(text):
            long += (function.end_lineno or function.lineno) - function.lineno + 1 > MOST_LINES
            if path.startswith("puertorico_nb/games/"):
                for parameter in parameters(function):
                    if parameter.annotation is None:
                        untyped += 1
                    else:
                        typed += 1
    return {"long": long, "parameters": typed + untyped, "untyped": untyped}


def main(argv: list[str]) -> int:
    for revision in argv or [None]:
        found = counts(revision)
        share = found["untyped"] / max(found["parameters"], 1)
        print(f"{revision or 'working tree':>12}: functions over {MOST_LINES} lines {found['long']:3}; "
              f"games/ parameters untyped {found['untyped']:4} of {found['parameters']} ({share:.0%})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
