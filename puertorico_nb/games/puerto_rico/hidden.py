"""What a move turned up that was hidden: the face-down plantation stack's tiles and order.

Undo never takes such a move back unless asked to on purpose (see ``puertorico_nb.core.history``):
the position before it would let a player choose again knowing which tiles come next.
"""
from __future__ import annotations

from puertorico_nb.core.language import N_

from .roles.settler import hidden_tile_seen_by

DRAWN = N_("plantations were turned up from the face-down stack since")
SHUFFLED = N_("the plantation discards were shuffled into a new stack and tiles turned up since")
SEEN = N_("the top face-down plantation was shown since")


def revealed(before, after, events: list) -> str:
    """A few words on what the move from `before` to `after` turned up, or "" for nothing: the
    settler phase's refill of the face-up row, a hacienda's draw (both take tiles off the stack;
    leftovers put under it never make up for that, as the refill says so in its event), a
    reshuffle, or the top tile shown to a forest-house owner who may draw it (Korean rulebook)."""
    if after.shuffles != before.shuffles:  # (the stack may then hold more tiles than before)
        return SHUFFLED
    if len(after.stack) < len(before.stack) or any(e.kind == "new_plantations" for e in events):
        return DRAWN
    seen = hidden_tile_seen_by(after, after.turn) if after.phase == "settler" else None
    if seen is not None and seen != (hidden_tile_seen_by(before, before.turn) if before.phase == "settler" else None):
        return SEEN
    return ""
