"""The package's functions fit on a screen and read without a maze of branches: none is longer than
60 lines, and none has a cyclomatic complexity over 15 (ruff's C901, McCabe's measure: at 15 a
function already has more paths than a reader can hold and a test can cover one by one).

The functions still over either bound are listed below by name. The lists only shrink: a new
offender fails, and so does a listed one that has been split (take it off the list). Ruff applies
the same complexity bound file by file in ``make lint`` (pyproject.toml, per-file-ignores name the
files holding a listed function)."""
import ast
import json
import subprocess
import sys
from pathlib import Path

import puertorico_nb

PACKAGE = Path(puertorico_nb.__file__).parent
ROOT = PACKAGE.parent
MOST_LINES = 60
MOST_COMPLEXITY = 15

# (file under the package, function) still over a bound, being split; none is left (issue #21)
LONG_FUNCTIONS: set[tuple[str, str]] = set()
COMPLEX_FUNCTIONS: set[tuple[str, str]] = set()


def function_lengths(source: str) -> dict[str, int]:
    """Each function's name (methods as Class.name, inner functions as outer.name) -> its lines,
    from ``def`` to its last line."""
    out: dict[str, int] = {}

    def visit(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                out[prefix + child.name] = child.end_lineno - child.lineno + 1
                visit(child, f"{prefix}{child.name}.")
            elif isinstance(child, ast.ClassDef):
                visit(child, f"{prefix}{child.name}.")

    visit(ast.parse(source), "")
    return out


def test_no_function_is_longer_than_a_screen():
    found = {(path.relative_to(PACKAGE).as_posix(), name)
             for path in PACKAGE.rglob("*.py")
             for name, lines in function_lengths(path.read_text(encoding="utf-8")).items() if lines > MOST_LINES}
    assert found - LONG_FUNCTIONS == set(), f"functions over {MOST_LINES} lines: split them"
    assert LONG_FUNCTIONS - found == set(), "these are short now: take them off LONG_FUNCTIONS"


def test_no_function_is_more_complex_than_the_bound():
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "--isolated", "--select", "C901",
                             "--config", f"lint.mccabe.max-complexity={MOST_COMPLEXITY}", "--output-format", "json",
                             str(PACKAGE)], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode in (0, 1), result.stderr
    found = {(Path(d["filename"]).resolve().relative_to(PACKAGE.resolve()).as_posix(), d["message"].split("`")[1])
             for d in json.loads(result.stdout)}
    assert found - COMPLEX_FUNCTIONS == set(), f"functions over complexity {MOST_COMPLEXITY}: split them"
    assert COMPLEX_FUNCTIONS - found == set(), "these are simpler now: take them off COMPLEX_FUNCTIONS"


def test_the_length_measure_counts_methods_and_inner_functions():
    source = "class A:\n    def m(self):\n        def inner():\n            pass\n        return 1\n"
    assert function_lengths(source) == {"A.m": 4, "A.m.inner": 2}


def test_ruff_spares_exactly_the_files_holding_a_listed_function():
    import tomllib
    ignores = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["ruff"]["lint"][
        "per-file-ignores"]
    spared = {path.removeprefix("puertorico_nb/") for path, rules in ignores.items() if "C901" in rules}
    assert spared == {path for path, _ in COMPLEX_FUNCTIONS}
