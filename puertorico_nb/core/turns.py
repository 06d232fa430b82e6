"""Whose decision is next within a phase, the same for every game: the seats still to act wait in
``state.queue`` (the one deciding first), and a seat with nothing it may do is passed over with a
``skip`` event naming the rule that left it without a move.

>>> from types import SimpleNamespace
>>> state = SimpleNamespace(queue=[2, 0, 1], turn=None, phase="builder")
>>> events = []
>>> give_turn_to_next_able(state, lambda seat: seat != 2, "builder.afford", events, detail={"phase": "builder"})
True
>>> state.turn, state.queue, [str(e) for e in events]
(0, [0, 1], ['player 2: skip (phase=builder) [builder.afford]'])
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from .events import Event, event


class Queued(Protocol):
    """A position whose phase lets the seats in ``queue`` decide one after the other."""

    queue: list[int]
    turn: int | None


class Turned(Protocol):
    """A position that says whose decision it is (None once the game is over)."""

    turn: int | None


def seat_to_act(state: Turned) -> int:
    """The seat whose decision it is: what offers choices asks, so never once the game is over."""
    if state.turn is None:
        raise ValueError("nobody is to act: the game is over")
    return state.turn


def give_turn_to_next_able(state: Queued, has_move: Callable[[int], bool],
                           skip_rule: str | Callable[[int], str | None] | None, events: list[Event], *,
                           detail: Mapping[str, Any] | None = None,
                           after_skip: Callable[[int], None] | None = None) -> bool:
    """Give the turn to the first queued seat that has a move, and return True; each seat before it
    is passed over (a ``skip`` event, then dequeued). False when the queue runs out: the phase is over.

    `has_move(seat)` is asked as the seat's turn comes, once per seat (and again for the seat still
    deciding when the phase goes on): a phase that does something for a seat when its turn comes
    (San Juan draws a councillor's cards, turns up a gold mine's four) does it there, adding its
    events, and answers whether the seat now has a decision to make.
    `skip_rule` is the rule that leaves a seat without a move (or a function of the seat naming it);
    None, or a function answering None for a seat, when the events `has_move` added already tell
    why it was passed over (a benefit declined ahead, a gold mine that failed): no ``skip`` event then.
    `detail` is the data each skip event carries (a fresh copy each); `after_skip(seat)` runs once a
    passed-over seat has left the queue, for what a game clears between one seat and the next.
    """
    queue = state.queue
    while queue:
        seat = queue[0]
        if has_move(seat):
            state.turn = seat
            return True
        rule = skip_rule if skip_rule is None or isinstance(skip_rule, str) else skip_rule(seat)
        if rule is not None:
            events.append(event("skip", seat, rule, dict(detail) if detail else {}))
        queue.pop(0)
        if after_skip is not None:
            after_skip(seat)
    return False
