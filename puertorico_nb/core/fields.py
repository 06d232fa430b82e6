"""Reading the values a saved game or a constructor hands over: each check either returns the
value or raises LoadError naming the field and what it must be.

Shared by every game's position checks, so that a damaged save is refused the same way in each:
``turn must be a seat from 0 to 2 or none, not 17``.

>>> seat(1, 3, "governor")
1
>>> seat(True, 3, "governor")
Traceback (most recent call last):
...
puertorico_nb.core.errors.LoadError: governor must be a seat from 0 to 2, not True
"""
from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from .actions import shown
from .errors import LoadError


def player_count(value: Any, counts: Iterable[int], game: str) -> int:
    """The number of players of a new game of `game` (its title): one of `counts`, bool refused.

    >>> player_count(6, (2, 3, 4), "San Juan")
    Traceback (most recent call last):
    ...
    puertorico_nb.core.errors.LoadError: San Juan is played by 2, 3 or 4 players, not 6
    """
    allowed = sorted(counts)
    if type(value) is not int or value not in allowed:  # 4.0 == 4 and True == 1, but neither counts
        listed = ", ".join(map(str, allowed[:-1])) + f" or {allowed[-1]}" if len(allowed) > 1 else str(allowed[0])
        raise LoadError(f"{game} is played by {listed} players, not {shown(value)}")
    return value


def fresh_seed(value: Any, field: str = "seed") -> int:
    """The seed a new game deals from: the one given (a whole number), or, for none, one drawn
    fresh, so that the game (which keeps its seed) can still be saved and replayed exactly.

    >>> fresh_seed(7), fresh_seed(None) != fresh_seed(None)
    (7, True)
    """
    checked = seed(value, field)
    return random.randrange(2 ** 32) if checked is None else checked


def whole(value: Any, field: str, low: int = 0, high: int | None = None) -> int:
    """A whole number from `low` (to `high`); bool is refused, though True == 1."""
    if type(value) is not int or value < low or (high is not None and value > high):
        span = f"from {low} to {high}" if high is not None else f"of at least {low}"
        raise LoadError(f"{field} must be a whole number {span}, not {shown(value)}")
    return value


def seat(value: Any, players: int, field: str, *, optional: bool = False) -> int | None:
    """A seat number of a game of `players` (None too, when `optional`)."""
    if value is None and optional:
        return None
    if type(value) is not int or not 0 <= value < players:
        none = " or none" if optional else ""
        raise LoadError(f"{field} must be a seat from 0 to {players - 1}{none}, not {shown(value)}")
    return value


def flag(value: Any, field: str) -> bool:
    if type(value) is not bool:
        raise LoadError(f"{field} must be true or false, not {shown(value)}")
    return value


def one_of(value: Any, choices: Iterable[Any], field: str) -> Any:
    if not isinstance(value, str) or value not in choices:
        raise LoadError(f"{field} must be one of {', '.join(map(str, choices))}, not {shown(value)}")
    return value


def seed(value: Any, field: str = "seed") -> int | None:
    """The seed of a game's chance: a whole number, or none (drawn fresh)."""
    if value is not None and type(value) is not int:
        raise LoadError(f"{field} must be a whole number or none, not {shown(value)}")
    return value


def items(value: Any, field: str, length: int | None = None, most: int | None = None) -> list[Any]:
    """A list (of exactly `length` items, or at most `most`)."""
    if not isinstance(value, list):
        raise LoadError(f"{field} must be a list, not {shown(value)}")
    if length is not None and len(value) != length:
        raise LoadError(f"{field} must hold {length} item{'s' if length != 1 else ''}, not {len(value)}")
    if most is not None and len(value) > most:
        raise LoadError(f"{field} holds at most {most} items, not {len(value)}")
    return value
