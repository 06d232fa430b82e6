"""The fields every game's state starts a game with, set the same way by each game's set-up.

>>> class State:
...     pass
>>> state = start_of_game(State, players=3, seed=7, governor=2)
>>> state.players_count, state.round, state.phase, state.turn, state.chooser, state.shuffles
(3, 1, 'role_choice', 2, None, 0)
"""
from __future__ import annotations

from typing import Any, TypeVar

S = TypeVar("S")


def start_of_game(state_class: type[S], players: int, seed: Any, governor: int) -> S:
    """A blank state of `state_class` (its constructor not run: the set-up fills every field) at
    the first round's role choice, the governor to choose: the players' count, the seed it deals
    from, no reshuffle yet, and no chooser yet."""
    state = state_class.__new__(state_class)
    fields: Any = state  # each game's State declares these fields, with its own types
    fields.players_count = players
    fields.seed = seed
    fields.shuffles = 0
    fields.governor = governor
    fields.round = 1
    fields.phase = "role_choice"
    fields.turn = governor
    fields.chooser = None
    return state
