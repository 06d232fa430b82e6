"""Shared pieces for tools/build_notebooks.py and the notebook tests: the teaching order and
the prose lint (no number typed into prose: numbers come from the engine)."""
from __future__ import annotations

import re

ORDER = [
    ("00_the_game", "The game in ten minutes"),
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
    # from the Korean rulebook only: the game for a pair, and the two expansions
    ("14_two_players", "Head to head: a pair of players"),
    ("15_new_buildings", "The New Buildings expansion"),
    ("16_nobles", "The Nobles expansion"),
    # the San Juan track, from the Dutch rulebook
    ("17_san_juan_the_game", "San Juan: the card game in ten minutes"),
    ("18_san_juan_builder", "San Juan: the builder"),
    ("19_san_juan_producer", "San Juan: the producer"),
    ("20_san_juan_trader", "San Juan: the trader"),
    ("21_san_juan_councillor", "San Juan: the councillor"),
    ("22_san_juan_prospector", "San Juan: the prospector"),
    ("23_san_juan_violet_buildings", "San Juan: the violet buildings"),
    ("24_san_juan_game_end", "San Juan: the end of a round, the end of the game, and scoring"),
    ("25_san_juan_two_players", "San Juan for a pair of players"),
]


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
    # number words stay allowed: "three players" says what the books say, where a digit-free
    # lint would otherwise force vague prose (the teaching spec); digits are what drift
    return re.findall(r"\S*\d\S*", text)


def lint(nb, name: str) -> list[str]:
    problems = []
    for k, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            for word in prose_digits(cell.source):
                problems.append(f"{name} cell {k}: a number typed into prose: {word!r}")
    return problems
