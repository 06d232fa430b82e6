"""Shared pieces for tools/build_notebooks.py: cells, the teaching order, links, and the
prose lint (no number typed into prose: numbers come from the engine)."""
from __future__ import annotations

import re
import textwrap

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

ORDER = [
    ("01_round_and_roles", "The round and the roles"),
    ("02_settler", "The settler"),
    ("03_mayor", "The mayor"),
    ("04_builder", "The builder"),
    ("05_craftsman", "The craftsman"),
    ("06_trader", "The trader"),
    ("07_captain", "The captain"),
    ("08_prospector", "The prospector"),
    ("09_buildings", "Every building"),
    ("10_game_end_and_scoring", "Game end and scoring"),
    ("11_check_a_ruling", "Check a ruling yourself"),
    ("12_play_against_bots", "Play a full game against bots"),
    ("13_san_juan", "The card game San Juan"),  # built by tools/tutorial_sanjuan.py
    # from the Korean rulebook only: the game for a pair, and the two expansions
    ("14_two_players", "Head to head: a pair of players"),
    ("15_new_buildings", "The New Buildings expansion"),
    ("16_nobles", "The Nobles expansion"),
]


def md(text: str):
    return new_markdown_cell(textwrap.dedent(text).strip())


def code(text: str):
    return new_code_cell(textwrap.dedent(text).strip())


def links(slug: str) -> str:
    """'Before this' and 'next' lines for a tutorial."""
    k = [s for s, _ in ORDER].index(slug)
    def lower(title: str) -> str:  # only the first letter: names such as San Juan keep theirs
        return title[:1].lower() + title[1:]

    before = (f"Before this: [{lower(ORDER[k - 1][1])}]({ORDER[k - 1][0]}.ipynb)" if k
              else "Before this: nothing. This is where you start.")
    after = (f"Next: [{lower(ORDER[k + 1][1])}]({ORDER[k + 1][0]}.ipynb)" if k + 1 < len(ORDER)
             else "Next: nothing more. You are ready to play, and to settle rule questions yourself")
    return f"*{before}. {after}.*" if not before.endswith(".") else f"*{before} {after}.*"


def notebook(cells) -> nbformat.NotebookNode:
    nb = new_notebook(cells=list(cells))
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    return nb


# -- the prose lint ------------------------------------------------------------------------------
_STRIP = [
    re.compile(r"`[^`]*`"),              # inline code
    re.compile(r"\]\([^)]*\)"),          # link targets
    re.compile(r"https?://\S+"),
    re.compile(r"\b[a-z]+(?:\.[a-z-]+)+\b"),  # rule ids such as captain.largest-empty-ship
]


def prose_digits(text: str) -> list[str]:
    """Digits left in markdown prose once code, links and rule ids are taken out."""
    for pattern in _STRIP:
        text = pattern.sub(" ", text)
    found = re.findall(r"\S*\d\S*", text)
    found += re.findall(r"\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b", text, re.I)
    return found


def lint(nb, name: str) -> list[str]:
    problems = []
    for k, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            for word in prose_digits(cell.source):
                problems.append(f"{name} cell {k}: a number typed into prose: {word!r}")
    return problems
