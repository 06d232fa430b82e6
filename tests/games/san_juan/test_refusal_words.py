"""San Juan's refusals read as sentences: a card that opens one has its article ("The sugar mill
costs 2 cards here ..."), never a bare name that the table's capital makes read like a heading
("Sugar mill costs 2 cards here")."""
from __future__ import annotations

import random
import re

from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.games.san_juan.components import CARDS
from puertorico_nb.core.words import sentence

BARE_CARD = re.compile(r"^(?:" + "|".join(sorted((card.replace("_", " ") for card in CARDS), key=len, reverse=True))
                       + r")\b", re.IGNORECASE)


def refusals(seed: int):
    """The refusals of a seeded random game: each card of the hand built, and each building of the
    city produced on and sold from, at every decision of those phases."""
    game, rng = SanJuanGame(players=3, seed=seed, governor=0), random.Random(seed)
    while not game.game_over:
        seat, state = game.turn, game.state
        tries = [{"player": seat, "build": card} for card in state.players[seat].hand]
        tries += [{"player": seat, verb: [card]} for card in state.players[seat].buildings for verb in ("produce", "sell")]
        for action in tries:
            verdict = game.explain(action)
            if verdict.legal is False:
                yield verdict.why
        game.apply(rng.choice(list(game.legal_actions())))


def test_no_refusal_opens_with_a_bare_card_name():
    said = [why for seed in (0, 1) for why in refusals(seed)]
    assert len(said) > 100
    opening = [why for why in said if why.startswith("the ")]
    assert opening, "no refusal opened with a card: the test proves nothing"
    for why in said:
        assert not BARE_CARD.match(why), sentence(why)
