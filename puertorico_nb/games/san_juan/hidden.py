"""What a move turned up that was hidden: the face-down draw pile and the trading-house tiles.

Undo never takes such a move back unless asked to on purpose (see ``puertorico_nb.core.history``):
the position before it would let a player choose again knowing which cards come next (Ana sees
the councillor's cards, takes her choice back, and knows what the prospector would draw).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from puertorico_nb.core.language import N_

if TYPE_CHECKING:
    from puertorico_nb.core.events import Event

    from .state import State

DRAWN = N_("cards were drawn since")
SHUFFLED = N_("the discards were shuffled into a new draw pile and cards drawn since")
TILE = N_("a trading-house tile was turned up since")


def revealed(before: State, after: State, events: list[Event]) -> str:
    """A few words on what the move from `before` to `after` turned up, or "" for nothing: any
    card taken off the draw pile (a councillor's, prospector's or gold mine's draw, a sale's
    pay, a good produced: even a face-down good changes which cards the next draws bring), a
    reshuffle of the discards, or the trader's tile turned up (the event says so: the tile may go
    back under the stack within the same move, when nobody can sell)."""
    if after.shuffles != before.shuffles:  # (the deck may then hold more cards than before)
        return SHUFFLED
    if len(after.deck) < len(before.deck):
        return DRAWN
    if any(e.kind == "tile" for e in events):  # (it may lie face down again when the move ends)
        return TILE
    return ""


def reshuffle_hidden(state: State, rng: random.Random) -> None:
    """Put what lies face down in a new order drawn by `rng`: the draw pile, the trading-house
    tiles under a tile turned up, and the seed of later reshuffles of the discards. A judged
    exercise tried again starts from such a copy, so nothing a wrong try drew carries over."""
    rng.shuffle(state.deck)
    kept = 1 if state.tile_up and state.tiles else 0  # a tile lying face up stays where all can see it
    rest = state.tiles[kept:]
    rng.shuffle(rest)
    state.tiles = state.tiles[:kept] + rest
    state.seed = rng.randrange(2**31)
