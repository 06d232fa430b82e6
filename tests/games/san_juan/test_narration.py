"""San Juan's narration speaks plain English (issue #23.10): a seat named "You" is addressed in the
second person ("you choose", never "You chooses"), counts agree with their nouns ("1 card", "2
cards"), articles fit the word ("an indigo plant"), over every event of seeded games."""
from __future__ import annotations

import random
import re

import pytest

from puertorico_nb.core.events import event
from puertorico_nb.core.language import component_name
from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.games.san_juan.components import CARDS
from puertorico_nb.games.san_juan.render.narrate import PHRASES, clause, clauses, narrate

THIRD_PERSON_AFTER_YOU = re.compile(
    r"\b[Yy]ou (chooses|draws|builds|keeps|passes|is|has|discards|tucks|produces|sells|pays|uses|declines|"
    r"leaves|begins|puts|cannot act and is)\b")
BAD_COUNT = re.compile(r"\b1 cards\b|\b(?:[02-9]|\d\d+) card\b(?!s)")
REPEATED_CARD = re.compile(r"\bthe ([a-z ]+?)(?:,| and) the \1\b")  # "the indigo plant and the indigo plant"
BAD_ARTICLE = re.compile(r"\ba (?:[aeio]\w+)|\ban (?:[bcdfgjklmnpqrstvwxz]\w+)", re.IGNORECASE)


def _walk(players: int, seed: int):
    game = SanJuanGame(players, seed=seed, record_history=False)
    rng = random.Random(seed)
    while not game.game_over:
        yield game.apply(rng.choice(list(game.legal_actions())))


def _said(players: int, seed: int, *seatings: list[str]):
    """Every clause of a seeded random game, told to each seating of names in turn."""
    for events in _walk(players, seed):
        for names in seatings:
            yield from clauses(events, names[:players])


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_every_clause_of_seeded_games_is_plain_english_for_you_and_for_others(players, seed):
    said = 0
    for text in _said(players, seed, ["You", "Bo", "Cy", "Dee"], ["Ana", "You", "Cy", "Dee"]):
        assert not THIRD_PERSON_AFTER_YOU.search(text), text
        assert not BAD_COUNT.search(text), text
        assert not BAD_ARTICLE.search(text), text
        assert not REPEATED_CARD.search(text), text  # copies of a card are counted: "2 indigo plants"
        said += 1
    assert said > 500


def test_you_are_addressed_in_the_second_person():
    game = SanJuanGame(players=2, seed=4, governor=0)
    assert narrate(game.apply({"player": 0, "choose_role": "prospector"}), ["You", "Bo"]) == \
        "You choose the prospector; you draw 1 card (prospector)."
    assert clause(event("skip", 1, "sj.round.skip-no-action", {"phase": "builder"}), ["Ana", "You"]) == \
        "you cannot act and are passed over"
    assert clause(event("governor", 0, "sj.round.governor-passes", {}), ["You"]) == "a new round: you are governor"


def test_counts_and_articles_agree():
    names = ["Ana", "Bo"]
    assert clause(event("build", 0, "sj.builder.cost", {"card": "indigo_plant", "paid": 1}), names) == \
        "Ana builds an indigo plant, paying 1 card"
    assert clause(event("build", 1, "sj.builder.cost", {"card": "sugar_mill", "paid": 2}), names) == \
        "Bo builds a sugar mill, paying 2 cards"
    assert clause(event("pick", 0, "sj.councillor.keep", {"count": 1}), names) == "Ana chooses a card (1 chosen so far)"
    assert clause(event("decline", 1, "sj.action.pass-optional", {"benefit": "councillor", "ahead": True}),
                  ["Ana", "You"]) == "you decline the councillor's cards for this round"


def test_every_phrase_has_a_form_for_you_where_it_has_a_subject():
    for kind, phrase in PHRASES.items():
        if "{who}" in phrase.named or "{whose}" in phrase.named:
            assert phrase.you and "{who" not in phrase.you and phrase.you.lower() == phrase.you, kind


CARD_NAMES = sorted({component_name("card", card) for card in CARDS}, key=len, reverse=True)
BARE_CARD = re.compile(r"(?<![\w’'])(?<!the )(?<!\ba )(?<!\ban )(?<!your )(?<!’s )(?<!'s )(?:"
                       + "|".join(map(re.escape, CARD_NAMES)) + r")\b")


def _bare_card(text: str) -> str | None:
    """A card's name standing without an article or an owner (longest names first, so 'gold mine'
    is not read as a bare 'mine'), or None; a source tagged in brackets, "(black market)", is no
    sentence and is left out."""
    found = BARE_CARD.search(re.sub(r"\([^)]*\)", "", text))
    return found.group(0) if found else None


@pytest.mark.parametrize("players, seed", [(2, 5), (3, 6), (4, 7)])
def test_every_card_named_has_its_article(players, seed):
    named = 0
    for text in _said(players, seed, ["Ana", "Bo", "Cy", "Dee"], ["You", "Bo", "Cy", "Dee"]):
        assert _bare_card(text) is None, text
        named += any(name in text for name in CARD_NAMES)
    assert named > 100
    said = clause(event("produce", 0, "sj.producer.produce", {"buildings": ["indigo_plant", "sugar_mill"]}), ["Ana"])
    assert said == "Ana produces on the indigo plant and the sugar mill"


def test_copies_of_one_card_are_counted_not_repeated():
    produced = event("produce", 0, "sj.producer.produce", {"buildings": ["indigo_plant", "indigo_plant", "sugar_mill"]})
    text = clause(produced, ["Ana"])
    assert "2 indigo plants and the sugar mill" in text, text
