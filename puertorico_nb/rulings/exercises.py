"""Which ruling files and tutorial steps exercise each rule of the catalogue.

The shipped rulings are played and every rule id they meet is collected: the rule that allowed
each ``act``, the rules of the events it caused, and the rule that refused each ``reject``. The
tutorial notebooks are read (not run) for the rule ids they name, each with its notebook, cell
and section heading, and the worked example in use there (for a walkthrough).

>>> index = build_index()
>>> any(e.file == "captain_largest_ship.yaml" for e in index.rulings["captain.largest-empty-ship"])
True
"""
from __future__ import annotations

import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..material import course_folder

EXAMPLES = Path(__file__).resolve().parent / "examples"
# The tutorials: the checkout's folder, or the wheel's copy (puertorico_nb.material). What they
# reference is also kept as data, TUTORIAL_INDEX, written from the notebooks by
# tools/tutorial_index.py (a test keeps it equal to them), so a lookup need not read every notebook.
TUTORIALS = course_folder("tutorials")
TUTORIAL_INDEX = Path(__file__).resolve().parent / "tutorial_index.json"

RULE_ID = re.compile(r"\b(?:sj\.)?[a-z][a-z0-9]*(?:[.][a-z0-9]+(?:-[a-z0-9]+)*)+\b")
EXAMPLE_CALL = re.compile(r"""example\(\s*["']([\w-]+)["']\s*(?:,\s*(\d+))?\s*\)""")


@dataclass(frozen=True)
class RulingUse:
    """A ruling that meets a rule: the file (relative to the examples folder), which ruling in
    it (from 0), its title, the step (from 1), how (act, event, reject) and the game."""

    file: str
    index: int
    title: str
    step: int
    how: str
    game: str = "puerto_rico"
    titles: tuple[tuple[str, str], ...] = ()  # (language, title) from the ruling's translations

    def title_in(self, language: str | None = None) -> str:
        """The title in `language` (default: the one spoken now), else as written."""
        from ..core.language import current_language
        code = current_language() if language is None else language
        return next((title for known, title in self.titles if known == code), self.title)

    def to_dict(self, language: str | None = None) -> dict[str, Any]:
        return {"file": self.file, "index": self.index, "title": self.title_in(language), "step": self.step,
                "how": self.how, "game": self.game}


@dataclass(frozen=True)
class TutorialUse:
    """A tutorial cell that names a rule: notebook file, cell (from 0), the section heading,
    and the worked example (file name, ruling index) in use there, if any."""

    notebook: str
    cell: int
    heading: str
    example: tuple[str, int] | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"notebook": self.notebook, "cell": self.cell, "heading": self.heading,
                "example": list(self.example) if self.example else None}


@dataclass
class ExerciseIndex:
    rulings: dict[str, list[RulingUse]] = field(default_factory=lambda: defaultdict(list))
    tutorials: dict[str, list[TutorialUse]] = field(default_factory=lambda: defaultdict(list))
    problems: list[str] = field(default_factory=list)

    def for_rule(self, rule_id: str, language: str | None = None) -> dict[str, list[dict]]:
        """The rulings (titles in `language`, default: the one spoken now) and tutorial steps exercising a rule."""
        return {"rulings": [u.to_dict(language) for u in self.rulings.get(rule_id, ())],
                "tutorials": [u.to_dict() for u in self.tutorials.get(rule_id, ())]}


# -- rulings ----------------------------------------------------------------------------------
def _ruling_uses(ruling: dict, file: str, index: int) -> list[tuple[str, RulingUse]]:
    from ..core.errors import IllegalAction, MalformedAction
    from .position import build_game

    from ..core.language import LANGUAGES, SOURCE_LANGUAGE
    from .loader import said_in

    title = str(ruling.get("title", ""))
    titles = tuple((code, said_in(ruling, "title", code)) for code in LANGUAGES
                   if code != SOURCE_LANGUAGE and said_in(ruling, "title", code) != title)
    out: list[tuple[str, RulingUse]] = []
    game = build_game(ruling)

    def use(rule: str, step: int, how: str) -> None:
        if rule:
            out.append((rule, RulingUse(file, index, title, step, how, str(ruling.get("game", "puerto_rico")), titles)))

    for number, step in enumerate(ruling.get("steps") or [], 1):
        if "act" in step:
            explanation = game.explain(step["act"])
            try:
                events = game.apply(step["act"])
            except (IllegalAction, MalformedAction):
                break  # a failing ruling: what it shows after this is not the rules' doing
            use(explanation.rule, number, "act")
            for event in events:
                use(getattr(event, "rule", ""), number, "event")
        elif "reject" in step:
            try:
                game.apply(step["reject"])
            except IllegalAction as refusal:
                use(refusal.rule_id, number, "reject")
            except MalformedAction:
                pass
            else:
                break
    return out


def _add_rulings(index: ExerciseIndex, folder: Path) -> None:
    from . import loader

    for path in loader.find_files(folder):
        name = path.relative_to(folder).as_posix()
        checked = loader.validate(loader.read_file(path, name))
        index.problems += [p.message for p in checked.problems]
        for k, ruling in checked.rulings:
            try:
                uses = _ruling_uses(ruling, name, k)
            except Exception as e:  # noqa: BLE001 - one broken ruling must not hide the rest
                index.problems.append(f"{loader.where(name, k, loader.title_of(ruling))}: {e}")
                continue
            seen = set()
            for rule, u in uses:
                key = (rule, u.step)
                if key not in seen:  # one entry per rule and step, the first way it was met
                    seen.add(key)
                    index.rulings[rule].append(u)


# -- tutorials --------------------------------------------------------------------------------
def _cell_text(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def _add_tutorials(index: ExerciseIndex, folder: Path, known: set[str]) -> None:
    for path in sorted(folder.glob("*.ipynb")):
        try:
            cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
        except (OSError, ValueError) as e:
            index.problems.append(f"{path.name}: cannot be read ({e})")
            continue
        texts = [_cell_text(c) for c in cells]
        examples: list[tuple[int, tuple[str, int]]] = []
        variables: dict[str, tuple[str, int]] = {}
        for k, text in enumerate(texts):
            if cells[k].get("cell_type") == "code":
                for m in EXAMPLE_CALL.finditer(text):
                    examples.append((k, (m.group(1), int(m.group(2) or 0))))
                    variables.setdefault(m.group(1), (m.group(1), int(m.group(2) or 0)))
        heading = ""
        for k, (cell, text) in enumerate(zip(cells, texts)):
            if cell.get("cell_type") == "markdown":
                for line in text.splitlines():
                    if line.startswith("#"):
                        heading = line.lstrip("#").strip()
            ids = sorted({m.group(0) for m in RULE_ID.finditer(text)} & known)
            if not ids:
                continue
            before = [ex for at, ex in examples if at <= k]
            after = [ex for at, ex in examples if at > k]
            in_use = before[-1] if before else after[0] if after else None
            for rule in ids:
                index.tutorials[rule].append(TutorialUse(path.name, k, heading, in_use))


def build_index(examples: Path | None = EXAMPLES, tutorials: Path | None = TUTORIALS) -> ExerciseIndex:
    """Play the rulings under `examples` and read the notebooks in `tutorials`."""
    from ..core import catalogue

    index = ExerciseIndex()
    if examples is not None and Path(examples).is_dir():
        _add_rulings(index, Path(examples))
    if tutorials is not None and Path(tutorials).is_dir():
        _add_tutorials(index, Path(tutorials), {r.id for r in catalogue.all_rules()})
    return index


def tutorial_references(index: ExerciseIndex) -> dict[str, list[dict[str, Any]]]:
    """The tutorial half of an index as plain data (what TUTORIAL_INDEX holds)."""
    return {rule: [use.to_dict() for use in uses] for rule, uses in sorted(index.tutorials.items()) if uses}


def load_tutorial_references(index: ExerciseIndex, path: Path = TUTORIAL_INDEX) -> None:
    """Add the packaged tutorial references to `index`."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for rule, uses in data.items():
        for use in uses:
            example = tuple(use["example"]) if use.get("example") else None
            index.tutorials[rule].append(TutorialUse(use["notebook"], use["cell"], use["heading"], example))


@lru_cache(maxsize=1)
def shipped_index() -> ExerciseIndex:
    """The index of the shipped examples and of the tutorials (computed once): read from the
    notebooks in a source checkout, from the packaged TUTORIAL_INDEX anywhere else."""
    if TUTORIALS.is_dir():
        return build_index()
    index = build_index(tutorials=None)
    load_tutorial_references(index)
    return index
