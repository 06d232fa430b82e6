"""Whose decision is next within a phase, the same for every game: the seats still to act wait in
``state.queue`` (the one deciding first), and a seat with nothing it may do is passed over with a
``skip`` event naming the rule that left it without a move."""
from __future__ import annotations

from typing import Any, Callable

from .events import event


def give_turn_to_next_able(state: Any, has_move: Callable[[int], bool], skip_rule: str, events: list) -> bool:
    """Give the turn to the first queued seat that has a move; skip (and dequeue) the seats before
    it. False when the queue runs out: the phase is over."""
    queue = state.queue
    while queue:
        seat = queue[0]
        if has_move(seat):
            state.turn = seat
            return True
        events.append(event("skip", seat, skip_rule, {}))
        queue.pop(0)
    return False
