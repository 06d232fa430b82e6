"""What the hand limit and the variant deal's starting hand share: each queued player, in seat
order from the governor, chooses a number of cards from their own hand, which can also be picked
one card at a time (see ``steps.py``)."""
from __future__ import annotations

import random
from types import ModuleType

from . import steps
from .actions import Action
from .common import Refusal, missing, random_subset, said
from .ruleset import Ruleset
from .state import State


def first_queued_decides(state: State) -> bool:
    """The first queued seat decides; False once everyone has."""
    if state.queue:
        state.turn = state.queue[0]
        return True
    return False


def check_cards(state: State, action: Action, wanted: int, rule: str, count_refused: str,
                where: str = "in hand") -> str | Refusal:
    """`rule` when `action` names `wanted` cards of the player's hand; else a Refusal
    (`count_refused` says what the count should be, `where` names the hand)."""
    if len(action.value) != wanted:
        return Refusal(rule, f"{count_refused}, not {len(action.value)}")
    lacking = missing(action.value, state.players[action.player].hand)
    if lacking:
        return Refusal(rule, f"player {action.player} has no {said(lacking)} {where}")
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
