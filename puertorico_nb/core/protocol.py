"""The interface every game of this package offers (what rulings, widgets, bots and the command
line may rely on), written down as a typed Protocol, the way OpenSpiel describes a game's state.

>>> from puertorico_nb.core import registry
>>> all(isinstance(registry.load_game(name, players=2), Game) for name in registry.names())
True
"""
from __future__ import annotations

import random
from typing import Any, ClassVar, Protocol, runtime_checkable


@runtime_checkable
class Game(Protocol):
    """One game: its position, its history, and every question about it."""

    GAME_ID: ClassVar[str]  # its name in the registry ("puerto_rico", "san_juan")
    state: Any  # the position (plain data that copies and saves)
    start: Any  # the position the game began from
    log: list[Any]  # every action applied since the start, in order

    # -- the position at a glance
    @property
    def players(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def turn(self) -> int | None: ...
    @property
    def game_over(self) -> bool: ...

    # -- legality: asking never changes anything
    def legal_actions(self) -> Any: ...  # iterate, count, `in`, .random(rng)
    def is_legal(self, action: Any) -> bool: ...
    def explain(self, action: Any) -> Any: ...  # an Explanation: legal, rule, why, statement, citation

    # -- playing: a refused action raises IllegalAction / MalformedAction and changes nothing
    def apply(self, action: Any) -> list[Any]: ...  # the events that happened
    def play_random(self, rng: random.Random) -> Any: ...
    def undo(self, reveal: bool = False) -> Any: ...  # never a move that revealed something, unless reveal
    def redo(self) -> Any: ...
    def clone(self) -> Any: ...

    # -- scores
    def scores(self) -> dict[int, int]: ...
    def score_breakdown(self) -> dict[int, dict[str, Any]]: ...
    def winners(self) -> list[int]: ...

    # -- saving
    def to_json(self, **kwargs: Any) -> str: ...
