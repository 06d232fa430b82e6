"""The narration over whole seeded games, as a person reads it: second person for the seat named
"You" (never "You chooses"), articles by sound (never "a indigo", "an university"), and no Python
value (None, an id with underscores) in a sentence."""
from __future__ import annotations

import random
import re

import pytest

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.puerto_rico.render import narrate as narrate_module
from puertorico_nb.games.puerto_rico.render.narrate import clauses, narrate

NAMES = ["You", "Ana", "Bo", "Cy", "Dee"]
# a third-person verb right after "you", anywhere in a clause
WRONG_PERSON = re.compile(r"\b[Yy]ou (chooses|takes|gets|places|puts|builds|sells|loads|scores|passes|"
                          r"declines|produces|becomes|drafts|moves|pays|misses|has|is|throws|sets|draws|gives)\b")
WRONG_ARTICLE = re.compile(r"\b[Aa] [aeio]|\b[Aa]n (uni|use|[bcdfgjklmnpqrstvwxz])")
REPEATED_THROW = re.compile(r"(\w+) throws? away [^;]*; \1 throws? away")
COLONIST_FIRST = re.compile(r"free colonist on the new \w+(; | plantation; )\w+ takes? an? ")
ENGINE_WORDS = re.compile(r"\bNone\b|\w_\w|\bYou’s\b|\bplayer \d")


def _told(players: int, seed: int, expansions: tuple[str, ...]) -> list[str]:
    game = Game(players, seed=seed, expansions=expansions)
    rng = random.Random(seed)
    said = []
    while not game.game_over:
        _, events = game.play_random(rng)
        said.extend(clauses(events, NAMES[:players]))
        said.append(narrate(events, NAMES[:players], limit=3))
    return said


@pytest.mark.parametrize("players,expansions", [(2, ()), (3, ("nobles",)), (4, ("new_buildings",)),
                                                (5, ("nobles",)), (4, ())])
@pytest.mark.parametrize("seed", range(2))
def test_seeded_games_are_told_in_good_english(players, expansions, seed, monkeypatch):
    untold = []
    monkeypatch.setattr(narrate_module, "_something", lambda story, event: untold.append(event))
    said = _told(players, seed, expansions)
    assert not untold, "events the narration has no words for"
    assert any(line.startswith(("you ", "You ")) for line in said), "the viewer never acts: the test proves nothing"
    for line in said:
        assert not WRONG_PERSON.search(line), line
        assert not WRONG_ARTICLE.search(line), line
        assert not ENGINE_WORDS.search(line), line
        assert not REPEATED_THROW.search(line), line  # "Di throws away 4 corn; Di throws away 4 sugar"
        assert not COLONIST_FIRST.search(line), line  # the hospice's colonist before its plantation


def test_a_named_player_is_said_in_the_third_person():
    game = Game(3, seed=0)
    events = game.apply({"player": 0, "choose_role": "builder"})
    assert clauses(events, ["Ana", "Bo", "Cy"])[0] == "Ana chooses the builder"
    assert clauses(events, ["You", "Bo", "Cy"])[0] == "you choose the builder"


def test_barrels_lost_and_the_hospice_colonist_are_told_in_reading_order():
    """Barrels of several kinds thrown away after the captain phase are one clause; the hospice's
    colonist is told after the plantation it arrives on, which it names whole."""
    from puertorico_nb.core.events import event

    lost = [event("discard_goods", 1, "captain.storage", {"good": "corn", "barrels": 4}),
            event("discard_goods", 1, "captain.storage", {"good": "sugar", "barrels": 2})]
    assert clauses(lost, ["Ana", "Di"]) == ["Di throws away 4 corn and 2 sugar"]
    assert clauses(lost[:1], ["Ana", "You"]) == ["you throw away 4 corn"]
    settled = [event("colonist", 0, "settler.hospice-colonist", {"from": "supply", "to": "indigo"}),
               event("settle", 0, "settler.face-up-only", {"tile": "indigo"})]
    assert clauses(settled, ["Cy"]) == ["Cy takes an indigo plantation",
                                        "Cy gets a free colonist on the new indigo plantation"]
