"""Sentences in each language's own form: a sentence ends with the language's full stop (Chinese
"。"), every event the engines make has words of its own (the narration's fallback is never what
a table says, and says itself in the reader's language when a new event reaches it), and a
face-down good on a San Juan building is named in the reader's words, not by its id.
"""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from puertorico_nb.core.events import event
from puertorico_nb.core.language import component_name, using_language
from puertorico_nb.core.words import sentence
from puertorico_nb.games.puerto_rico.render import narrate as puerto_rico_narration
from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.games.san_juan.render import narrate as san_juan_narration
from puertorico_nb.games.san_juan.render.html import sanjuan_html
from puertorico_nb.games.san_juan.render.viewmodel import sanjuan_view_model

from .test_no_english import TRANSLATED, english_in

GAMES = Path(__file__).resolve().parents[2] / "puertorico_nb" / "games"
MADE = re.compile(r'\bevent\(\s*"([a-z_]+)"')


def made_events(game: str) -> set[str]:
    """Every event kind the engine of `game` makes (``event("kind", ...)`` in its modules)."""
    return {kind for path in (GAMES / game).rglob("*.py") for kind in MADE.findall(path.read_text(encoding="utf-8"))}


def test_a_chinese_sentence_ends_with_the_chinese_full_stop():
    with using_language("zh_Hans"):
        assert sentence("不能建造") == "不能建造。"
        assert sentence("好。") == "好。" and sentence("真的？") == "真的？"
    assert sentence("ana builds") == "Ana builds."
    with using_language("ko"):
        assert sentence("안 됩니다") == "안 됩니다."


def test_every_event_the_engines_make_has_words_of_its_own():
    puerto_rico = made_events("puerto_rico")
    said = (set(puerto_rico_narration.SPECIAL) | set(puerto_rico_narration.BY_KIND)
            | {kind for kind, _ in puerto_rico_narration.BY_RULE} | set(puerto_rico_narration.QUIET))
    assert len(puerto_rico) > 30 and puerto_rico - said == set()
    san_juan = made_events("san_juan")
    said = set(san_juan_narration.PHRASES) | set(san_juan_narration.WHICH) | set(san_juan_narration.QUIET)
    assert len(san_juan) > 20 and san_juan - said == set()


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_narrations_fallback_speaks_the_readers_language(code):
    new = [event("something_new", 1, "captain.harbor", {"good": "corn"}), event("something_new", None, "x.y", {})]
    with using_language(code):
        lines = [puerto_rico_narration.narrate(new[:1], ["Ana", "Bo"]), puerto_rico_narration.narrate(new[1:]),
                 san_juan_narration.narrate(new[:1], ["Ana", "Bo"])]
    for line in lines:
        assert "something" not in line and not english_in(line.replace("captain.harbor", ""), code), line
    assert "captain.harbor" in lines[0] and "x.y" in lines[1] and "Bo" in lines[2]


def _a_good_lies_on_a_building(seed: int) -> SanJuanGame:
    game = SanJuanGame(players=2, seed=seed)
    rng = random.Random(seed)
    for _ in range(400):
        if any(any(player.goods) for player in game.state.players) or game.game_over:
            break
        game.apply(game.legal_actions().random(rng))
    return game


@pytest.mark.parametrize("code", ["en", *TRANSLATED])
def test_a_face_down_good_is_named_in_the_readers_words(code):
    game = next(game for game in map(_a_good_lies_on_a_building, range(20))
                if any(any(player.goods) for player in game.state.players))
    seat = next(seat for seat, player in enumerate(game.state.players) if any(player.goods))
    with using_language(code):
        view = sanjuan_view_model(game, seat=seat, names=["Ana", "Bo"])
        page = sanjuan_html(game, names=["Ana", "Bo"], seat=seat)
    lying = [card for card in view["players"][seat]["city"] if card.get("has_good")]
    assert lying
    for card in lying:
        good = component_name("good", card["good"], language=code)
        assert good in card["good_words"] and card["good_words"] in page
        assert card["good"] not in card["good_words"] or card["good"] == good
        if code != "en":
            assert not english_in(card["good_words"], code)
