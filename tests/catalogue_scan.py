"""Finding the rule ids a game's code names, for the catalogue tests of both games."""
from __future__ import annotations

import ast
import pathlib
import re

# the catalogue itself, and the ruling set-up, whose field paths ("setup.players") look like ids
NOT_RULES = ("catalogue_rules.py", "position.py")


def ids_in_code(folder: pathlib.Path, pattern: re.Pattern, recursive: bool = True,
                topics: set[str] | None = None) -> set[str]:
    """Every string constant in the folder's modules that looks like a rule id (and, with
    `topics`, starts with one of them). An empty result fails: the scan looked in the wrong place."""
    used = set()
    for path in (folder.rglob if recursive else folder.glob)("*.py"):
        if path.name in NOT_RULES:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and pattern.match(node.value):
                if topics is None or node.value.split(".")[0] in topics:
                    used.add(node.value)
    assert used, f"no rule ids found under {folder}: the scan looks in the wrong place"
    return used
