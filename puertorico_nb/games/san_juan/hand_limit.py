"""The hand limit at the start of every round after the first (after the chapels): each player
holding more than 7 cards (12 with a tower) discards down to it, choosing which, in seat order
from the new governor."""
from __future__ import annotations

import random
import sys

from puertorico_nb.core.events import Event, event
from puertorico_nb.core.words import Reason, Seat

from . import hand_choice
from .actions import Action
from .common import Refusal, take
from .ruleset import Ruleset
from .state import State

VERBS = ("discard",)


def _excess(state: State, player: int) -> int:
    holder = state.players[player]
    return len(holder.hand) - holder.hand_limit()


def start(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    state.queue = [seat for seat in state.seat_order_from(state.governor) if _excess(state, seat) > 0]


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    return hand_choice.first_queued_decides(state)


def check(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    holder = state.players[action.player]
    excess = _excess(state, action.player)
    return hand_choice.check_cards(
        state, action, excess, pick_rule(state, action.player),
        lambda asked: Reason("{player} holds {held} cards and keeps {limit}: discard {excess}, not {asked}",
                             player=Seat(action.player), held=len(holder.hand), limit=holder.hand_limit(),
                             excess=excess, asked=asked))


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    take(state.players[action.player].hand, action.value)
    state.discard += action.value
    events.append(event("discard", action.player, pick_rule(state, action.player), {"count": len(action.value)}))
    state.queue.pop(0)


# -- the choice in steps (see steps.py): the cards discarded, one at a time -----------------------
pick_source = hand_choice.hand_of


def pick_sizes(ruleset: Ruleset, state: State, player: int) -> range:
    return hand_choice.exactly(_excess(state, player))


def pick_rule(state: State, player: int) -> str:
    return "sj.tower.hand-limit" if "tower" in state.players[player].buildings else "sj.round.hand-limit"


def whole(state: State, player: int, picks: tuple[str, ...]) -> Action:
    return Action(player, "discard", picks)


def candidates(ruleset: Ruleset, state: State, player: int) -> list[Action]:
    return hand_choice.candidates(sys.modules[__name__], ruleset, state, player)


def sample(ruleset: Ruleset, state: State, player: int, rng: random.Random) -> Action:
    return hand_choice.sample("discard", state, player, _excess(state, player), rng)
