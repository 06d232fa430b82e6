"""The San Juan track of the course: it follows the Puerto Rico track, it covers the rule
catalogue's San Juan ids (at least 90%, measured by the command the project ships), every role
has its tutorial, and every position a tutorial calls the book's comes from a ruling whose source
names a Dutch rulebook example."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat

from puertorico_nb.rulings.taught import coverage
from puertorico_nb.course.san_juan import example

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from nbtools import ORDER  # noqa: E402

SAN_JUAN_TARGET = 0.90
TRACK = [slug for slug, _ in ORDER if "san_juan" in slug]


def _code(slug: str) -> str:
    nb = nbformat.read(ROOT / "tutorials" / f"{slug}.ipynb", as_version=4)
    return "\n".join(c.source for c in nb.cells if c.cell_type == "code")


def test_the_track_teaches_nearly_every_san_juan_rule():
    game = next(g for g in coverage() if g.name == "san_juan")
    assert game.share >= SAN_JUAN_TARGET, f"untaught: {', '.join(game.untaught)}"


def test_the_track_comes_after_the_puerto_rico_track_in_one_block():
    slugs = [slug for slug, _ in ORDER]
    first = slugs.index(TRACK[0])
    assert slugs[first:] == TRACK, "the San Juan tutorials come last, one after another"
    assert first > slugs.index("16_nobles")


def test_every_role_and_topic_has_its_tutorial():
    for topic in ("the_game", "builder", "producer", "trader", "councillor", "prospector", "violet_buildings",
                  "game_end", "two_players"):
        assert any(slug.endswith(topic) for slug in TRACK), f"no San Juan tutorial on {topic}"


def test_a_book_example_is_a_dutch_rulebook_example():
    for slug in TRACK:
        for name, index in re.findall(r'book_example\("(\w+)"(?:, (\d+))?\)', _code(slug)):
            source = example(name, int(index or 0))["source"]
            assert source.startswith("Dutch rulebook") and "example" in source, f"{slug}: {name}[{index}]"


def test_every_tutorial_of_the_track_plays_san_juan_only():
    for slug in TRACK:
        code = _code(slug)
        assert "from puertorico_nb import Game" not in code and "TableWidget(" not in code, slug
