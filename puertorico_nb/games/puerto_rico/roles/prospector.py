"""Prospector: the chooser takes one doubloon from the bank; nobody else does anything."""
from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from ..actions import Action
from ..common import chooser_of, privilege
from puertorico_nb.core.events import Event, event

if TYPE_CHECKING:
    from ..ruleset import Ruleset
    from ..state import State

VERBS = ()


def start(ruleset: Ruleset, state: State, events: list[Event], declined: frozenset[str] = frozenset()) -> None:
    chooser = chooser_of(state)
    amount = privilege(state, chooser)  # two with a manned library
    state.queue = []
    if "privilege" in declined:  # `choose_role: prospector, privilege: false`
        events.append(event("decline", chooser, "prospector.privilege", {"benefit": "privilege"}))
        return
    state.players[chooser].doubloons += amount
    events.append(event("doubloons", chooser, "prospector.privilege", {"amount": amount}))


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    return False


def check(ruleset: Ruleset, state: State, action: Action) -> NoReturn:  # never asked: no decisions
    raise AssertionError("the prospector phase has no decisions")


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> NoReturn:
    raise AssertionError("the prospector phase has no decisions")


def candidates(ruleset: Ruleset, state: State, player: int) -> tuple[()]:
    return ()
