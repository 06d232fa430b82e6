"""The chapel's turn at the start of every round after the first: each chapel owner, in seat order
from the new governor, may tuck one hand card face down under it (or pass)."""
from __future__ import annotations

import random

from puertorico_nb.core.events import Event, event
from puertorico_nb.core.turns import give_turn_to_next_able
from puertorico_nb.core.words import Named, Reason, Seat

from .actions import Action
from .common import Refusal
from .ruleset import Ruleset
from .state import State

VERBS = ("tuck", "pass")


def start(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    state.queue = [seat for seat in state.seat_order_from(state.governor) if "chapel" in state.players[seat].buildings]


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    return give_turn_to_next_able(state, lambda player: bool(state.players[player].hand), "sj.round.skip-no-action",
                                  events, detail={"phase": state.phase})


def check(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    if action.verb == "pass":
        return "sj.action.pass-optional"
    if action.value not in state.players[action.player].hand:
        return Refusal("sj.chapel.tuck", Reason("{player} has no {card} in hand to tuck", player=Seat(action.player),
                                                 card=Named("card", action.value)))
    return "sj.chapel.tuck"


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    state.queue.pop(0)
    if action.verb == "pass":
        events.append(event("pass", action.player, "sj.action.pass-optional", {}))
        return
    owner = state.players[action.player]
    owner.hand.remove(action.value)
    owner.chapel.append(action.value)
    events.append(event("tuck", action.player, "sj.chapel.tuck", {}))


def candidates(ruleset: Ruleset, state: State, player: int) -> list[Action]:
    return [*(Action(player, "tuck", card) for card in sorted(set(state.players[player].hand))),
            Action(player, "pass")]


def sample(ruleset: Ruleset, state: State, player: int, rng: random.Random) -> Action:
    if rng.random() < 0.3:
        return Action(player, "pass")
    return Action(player, "tuck", rng.choice(state.players[player].hand))
