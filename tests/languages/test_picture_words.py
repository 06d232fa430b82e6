"""The static pictures of both tables (what a notebook shows without a kernel, the course's
``picture()``, a walkthrough's and a score sheet's fallback) speak the table's language with the
live tables' own words (issue #27): a newcomer on the browser-only site saw them translate less than
the widgets."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from puertorico_nb.core.language import using_language
from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.puerto_rico.render.html import game_html, scores_html
from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.games.san_juan.render.html import sanjuan_html
from puertorico_nb.widgets.page_words import PAGE_WORDS
from puertorico_nb.widgets.scoresheet import ScoreSheet

from .test_course_words import no_english

PACKAGE = Path(__file__).resolve().parents[2] / "puertorico_nb"
PICTURES = [PACKAGE / "games" / "puerto_rico" / "render" / "html.py", PACKAGE / "games" / "san_juan" / "render" / "html.py",
            PACKAGE / "core" / "markup.py", PACKAGE / "widgets" / "scoresheet.py"]
SAID = re.compile(r'\bsaid(?:_in_attribute)?\(\s*"((?:[^"\\]|\\.)*)"')
NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]
# the pictures' own texts that no live table writes
PICTURES_ONLY = {"Puerto Rico"}


def played(game, moves: int, seed: int):
    """`game` after up to `moves` seeded random legal moves (fewer if it ends first)."""
    rng = random.Random(seed)
    while moves > 0 and not game.game_over:
        game.play_random(rng)
        moves -= 1
    return game


def test_the_pictures_say_the_live_tables_words():
    asked = {text for path in PICTURES for text in SAID.findall(path.read_text(encoding="utf-8"))}
    assert len(asked) >= 40
    assert asked - set(PAGE_WORDS) - PICTURES_ONLY == set(), "a picture's text the live tables do not write"


@pytest.mark.parametrize("code", ["ko", "is", "zh_Hans"])
@pytest.mark.parametrize("players, expansions, moves", [(2, (), 60), (3, ("new_buildings",), 90), (4, ("nobles",), 120),
                                                       (5, ("new_buildings", "nobles"), 2000)])
def test_the_puerto_rico_picture_has_no_english(code, players, expansions, moves):
    game = played(Game(players=players, seed=5, expansions=expansions), moves, seed=players)
    with using_language(code):
        pictures = [game_html(game, names=NAMES[:players]), game_html(game, names=NAMES[:players], seat=0)]
        if game.game_over:
            pictures.append(scores_html(game, names=NAMES[:players]))
    assert all(f'lang="{code.replace("_", "-")}"' in picture for picture in pictures[:2])
    assert [sorted(no_english(picture, code)) for picture in pictures] == [[]] * len(pictures)


@pytest.mark.parametrize("code", ["ko", "is", "nl"])
@pytest.mark.parametrize("players, moves", [(2, 40), (3, 3000), (4, 80)])
def test_the_san_juan_picture_has_no_english(code, players, moves):
    game = played(SanJuanGame(players=players, seed=5), moves, seed=players)
    with using_language(code):
        pictures = [sanjuan_html(game, names=NAMES[:players], seat=0), sanjuan_html(game, names=NAMES[:players])]
    assert [sorted(no_english(picture, code)) for picture in pictures] == [[]] * len(pictures)


@pytest.mark.parametrize("make", [lambda: played(Game(players=3, seed=2), 3000, 1),
                                  lambda: played(SanJuanGame(players=3, seed=2), 3000, 1)])
def test_a_score_sheet_speaks_its_language(make):
    game = make()
    assert game.game_over
    sheet = ScoreSheet(game, names=NAMES[:3], language="ko")
    assert sheet.language == "ko" and sheet.words["Final score"] != "Final score"
    labels = [part["label"] for part in sheet.rows[0]["parts"]] + [sheet.rows[0]["tie_break_label"]]
    labels += [bonus["name"] for row in sheet.rows for bonus in row["bonuses"]]
    assert [text for text in [*labels, sheet.to_html()] if no_english(text, "ko")] == []
    assert ScoreSheet(game, language="en").rows[0]["parts"][0]["label"] in ("VP chips", "Buildings")
