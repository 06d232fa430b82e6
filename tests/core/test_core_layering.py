"""The core reaches nothing above it, by any means: importing it loads only core modules, importing
the package loads no game until one is asked for, and no core source names a module above the core
in a string (an ``import_module("puertorico_nb.bots...")`` that lint-imports cannot see)."""
import ast
import re
import subprocess
import sys
from pathlib import Path

import puertorico_nb

CORE = Path(puertorico_nb.__file__).parent / "core"
ABOVE = ("games", "bots", "widgets", "rulings", "course", "session", "rl", "magics", "rulebook",
         "pytest_plugin", "__main__")
# "puertorico_nb.bots", ".widgets.table", "..games": a module path into a layer above the core
UPWARD = re.compile(r"(?:puertorico_nb|^\.+)\s*\.?\s*(?:" + "|".join(map(re.escape, ABOVE)) + r")\b")


def loaded_modules(code: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", f"import sys; {code}; "
                          "print(sorted(m for m in sys.modules if m.startswith('puertorico_nb')))"],
                         capture_output=True, text=True, check=True)
    return eval(out.stdout)  # a list literal printed by the child


def test_importing_the_core_loads_only_the_core():
    loaded = loaded_modules("import puertorico_nb.core")
    assert loaded and all(m == "puertorico_nb" or m.startswith("puertorico_nb.core") for m in loaded), loaded


def test_importing_the_package_loads_no_game_until_one_is_asked_for():
    assert not [m for m in loaded_modules("import puertorico_nb") if m.startswith("puertorico_nb.games")]
    assert not [m for m in loaded_modules("from puertorico_nb import IllegalAction, load_game")
                if m.startswith("puertorico_nb.games")]
    asked = loaded_modules("from puertorico_nb import SanJuanGame")
    assert "puertorico_nb.games.san_juan.game" in asked
    assert not [m for m in asked if m.startswith("puertorico_nb.games.puerto_rico")]


def test_the_public_names_still_work():
    from puertorico_nb import Action, Game, IllegalAction, LoadError, MalformedAction, SanJuanGame, check, load_game
    assert Game(players=3).players == 3 and SanJuanGame(players=2).players == 2
    assert load_game("san_juan", players=3).players == 3
    assert callable(check) and Action.from_mapping({"player": 0, "pass": True}).verb == "pass"
    assert issubclass(IllegalAction, Exception) and issubclass(LoadError, Exception)
    assert issubclass(MalformedAction, Exception)
    assert {"Game", "SanJuanGame", "check"} <= set(dir(puertorico_nb))


def upward_strings(source: str) -> list[str]:
    """Every string constant in `source` that names a module above the core, docstrings aside
    (they are read, not run: the registry's explains where the games live)."""
    tree = ast.parse(source)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
            and UPWARD.search(node.value)]


def test_no_core_source_names_a_module_above_the_core_in_a_string():
    found = {path.name: upward_strings(path.read_text(encoding="utf-8")) for path in CORE.glob("*.py")}
    assert {name: strings for name, strings in found.items() if strings} == {}


def test_the_scan_sees_the_ways_an_import_hides_in_a_string():
    hidden = '''
import importlib
importlib.import_module("puertorico_nb.bots.hints")
__import__("puertorico_nb.widgets.table")
PATH = "puertorico_nb.games.san_juan.plugin:RECORD"
relative = importlib.import_module("..rulings.runner", __package__)
course = "puertorico_nb.course.puerto_rico"
'''
    assert len(upward_strings(hidden)) == 5
    assert upward_strings('"""Games live in puertorico_nb.games."""\nNAME = "puertorico_nb.core.turns"\n') == []
