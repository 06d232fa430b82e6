"""What the hand limit and the variant deal's starting hand share: each queued player, in seat
order from the governor, chooses a number of cards from their own hand, which can also be picked
one card at a time (see ``steps.py``)."""
from __future__ import annotations

import random
from collections.abc import Callable
from types import ModuleType

from puertorico_nb.core.words import Named, Reason, Seat

from . import steps
from .actions import Action
from .common import Refusal, missing, random_subset
from .ruleset import Ruleset
from .state import State


def first_queued_decides(state: State) -> bool:
    """The first queued seat decides; False once everyone has."""
    if state.queue:
        state.turn = state.queue[0]
        return True
    return False


def check_cards(state: State, action: Action, wanted: int, rule: str, count_refused: Callable[[int], Reason],
                dealt: bool = False) -> str | Refusal:
    """`rule` when `action` names `wanted` cards of the player's hand; else a Refusal
    (`count_refused` says, given the count asked for, what the count should be; a `dealt` hand
    is the cards dealt)."""
    if len(action.value) != wanted:
        return Refusal(rule, count_refused(len(action.value)))
    lacking = missing(action.value, state.players[action.player].hand)
    if lacking:
        if dealt:
            return Refusal(rule, Reason("{player} has no {cards} among the cards dealt", player=Seat(action.player),
                                        cards=Named("card", lacking)))
        return Refusal(rule, Reason("{player} has no {cards} in hand", player=Seat(action.player),
                                    cards=Named("card", lacking)))
    return rule


def exactly(count: int) -> range:
    return range(count, count + 1)


def hand_of(state: State, player: int) -> list[str]:
    return state.players[player].hand


def candidates(phase: ModuleType, ruleset: Ruleset, state: State, player: int) -> list[Action]:
    """The steps (pick a card, confirm); whole choices are legal, not listed."""
    return steps.candidates(phase, ruleset, state, player)


def sample(verb: str, state: State, player: int, count: int, rng: random.Random) -> Action:
    return Action(player, verb, random_subset(state.players[player].hand, count, rng))
