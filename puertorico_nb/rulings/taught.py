"""Which catalogue rules the course teaches, game by game.

A rule counts as taught when a tutorial names its id (in prose or in code, for example in
``rules("mayor.deal-ship")``), or when a tutorial plays a worked example (``example("name", k)``
or ``book_example(...)``) one of whose steps the rule decides. Everything else is untaught.
``python -m puertorico_nb rules --untaught`` prints the share for each game and what is missing.

>>> report = coverage()
>>> [game.name for game in report]
['puerto_rico', 'san_juan']
>>> 0 <= report[0].share <= 1
True
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from .exercises import EXAMPLE_CALL, TUTORIALS, ExerciseIndex, build_index


@dataclass(frozen=True)
class GameCoverage:
    name: str
    title: str
    rules: tuple[str, ...]
    taught: frozenset[str]

    @property
    def untaught(self) -> list[str]:
        return [r for r in self.rules if r not in self.taught]

    @property
    def share(self) -> float:
        return len([r for r in self.rules if r in self.taught]) / len(self.rules) if self.rules else 1.0

    def line(self) -> str:
        done = len(self.rules) - len(self.untaught)
        return f"{self.title}: {self.share:.0%} of rule ids taught ({done} of {len(self.rules)})"


def examples_played(tutorials: Path) -> set[tuple[str, int]]:
    """(file name, ruling index) of every worked example the tutorials load."""
    found = set()
    for path in sorted(Path(tutorials).glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8")).get("cells", []):
            if cell.get("cell_type") == "code":
                text = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
                found |= {(m.group(1) + ".yaml", int(m.group(2) or 0)) for m in EXAMPLE_CALL.finditer(text)}
    return found


def taught_ids(index: ExerciseIndex, played: set[tuple[str, int]]) -> frozenset[str]:
    named = {rule for rule, uses in index.tutorials.items() if uses}
    stepped = {rule for rule, uses in index.rulings.items() if any((u.file, u.index) in played for u in uses)}
    return frozenset(named | stepped)


def coverage(tutorials: Path = TUTORIALS, index: ExerciseIndex | None = None) -> list[GameCoverage]:
    """For each registered game: its rule ids and which of them the tutorials teach."""
    from ..core import registry

    index = index if index is not None else build_index(tutorials=tutorials)
    taught = taught_ids(index, examples_played(tutorials))
    out = []
    for name in registry.names():
        game = registry.record(name)
        ids = tuple(rule.id for rule in game.rules)
        out.append(GameCoverage(name, game.title, ids, frozenset(i for i in ids if i in taught)))
    return out


def report_text(report: list[GameCoverage]) -> str:
    lines = [game.line() for game in report]
    for game in report:
        if game.untaught:
            lines.append(f"untaught in {game.title}: " + ", ".join(game.untaught))
    return "\n".join(lines)
