"""The variant deal's choice before the first round (Dutch rulebook, Varianten): each player, in
seat order from the governor, keeps 4 of the cards dealt (4 plus their place from the governor)
and discards the rest."""
from __future__ import annotations

import random
import sys

from puertorico_nb.core.events import Event, event
from puertorico_nb.core.words import Reason

from . import hand_choice
from .actions import Action
from .common import Refusal, take
from .components import STARTING_HAND
from .ruleset import Ruleset
from .state import State

VERBS = ("keep",)
RULE = "sj.setup.variant-hands"


def start(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    state.queue = state.seat_order_from(state.governor)


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    return hand_choice.first_queued_decides(state)


def check(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    return hand_choice.check_cards(state, action, STARTING_HAND, RULE,
                                   lambda asked: Reason("keep {keep} of the cards dealt, not {asked}",
                                                        keep=STARTING_HAND, asked=asked), dealt=True)


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    holder = state.players[action.player]
    rest = holder.hand
    take(rest, action.value)
    state.discard += rest
    holder.hand = list(action.value)
    events.append(event("keep", action.player, RULE, {"discarded": len(rest)}))
    state.queue.pop(0)


# -- the choice in steps (see steps.py): the cards kept, one at a time ----------------------------
pick_source = hand_choice.hand_of


def pick_sizes(ruleset: Ruleset, state: State, player: int) -> range:
    return hand_choice.exactly(STARTING_HAND)


def pick_rule(state: State, player: int) -> str:
    return RULE


def whole(state: State, player: int, picks: tuple[str, ...]) -> Action:
    return Action(player, "keep", picks)


def candidates(ruleset: Ruleset, state: State, player: int) -> list[Action]:
    return hand_choice.candidates(sys.modules[__name__], ruleset, state, player)


def sample(ruleset: Ruleset, state: State, player: int, rng: random.Random) -> Action:
    return hand_choice.sample("keep", state, player, STARTING_HAND, rng)
