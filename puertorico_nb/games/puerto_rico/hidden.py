"""What a move turned up that was hidden: the face-down plantation stack's tiles and order.

Undo never takes such a move back unless asked to on purpose (see ``puertorico_nb.core.history``):
the position before it would let a player choose again knowing which tiles come next.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from puertorico_nb.core.language import N_

from .roles.settler import hidden_tile_seen_by

if TYPE_CHECKING:
    from puertorico_nb.core.events import Event

    from .state import State

DRAWN = N_("plantations were turned up from the face-down stack since")
SHUFFLED = N_("the plantation discards were shuffled into a new stack and tiles turned up since")
SEEN = N_("the top face-down plantation was shown since")


def revealed(before: State, after: State, events: list[Event]) -> str:
    """A few words on what the move from `before` to `after` turned up, or "" for nothing: the
    settler phase's refill of the face-up row, a hacienda's draw (both take tiles off the stack;
    leftovers put under it never make up for that, as the refill says so in its event), a
    reshuffle, or the top tile shown to a forest-house owner who may draw it (Korean rulebook)."""
    if after.shuffles != before.shuffles:  # (the stack may then hold more tiles than before)
        return SHUFFLED
    if len(after.stack) < len(before.stack) or any(e.kind == "new_plantations" for e in events):
        return DRAWN
    seen = _shown_to_the_seat_acting(after)
    if seen is not None and seen != _shown_to_the_seat_acting(before):
        return SEEN
    return ""


def _shown_to_the_seat_acting(state: State) -> str | None:
    """The face-down tile the seat to act may look at in the settler phase, if any."""
    if state.phase != "settler" or state.turn is None:
        return None
    return hidden_tile_seen_by(state, state.turn)


def reshuffle_hidden(state: State, rng: random.Random) -> None:
    """Put the face-down plantation stack in a new order drawn by `rng` (and the seed of later
    reshuffles of its discards); a top tile already shown to the seat acting stays on top. A
    judged exercise tried again starts from such a copy, so nothing a wrong try turned up carries over."""
    shown = state.stack[-1:] if _shown_to_the_seat_acting(state) is not None else []  # the top is the last tile
    rest = state.stack[:len(state.stack) - len(shown)]
    rng.shuffle(rest)
    state.stack = rest + shown
    state.seed = rng.randrange(2**31)
