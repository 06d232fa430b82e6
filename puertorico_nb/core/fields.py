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
from .language import N_
from .words import Reason, Worded


def player_count(value: Any, counts: Iterable[int], game: str) -> int:
    """The number of players of a new game of `game` (its title): one of `counts`, bool refused.

    >>> player_count(6, (2, 3, 4), "San Juan")
    Traceback (most recent call last):
    ...
    puertorico_nb.core.errors.LoadError: San Juan is played by 2, 3 or 4 players, not 6
    """
    allowed = sorted(counts)
    if type(value) is not int or value not in allowed:  # 4.0 == 4 and True == 1, but neither counts
        raise LoadError(Reason("{game} is played by {counts} players, not {value}", game=game,
                               counts=Worded(*map(str, allowed)), value=shown(value)))
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
        if high is None:
            raise LoadError(Reason("{field} must be a whole number of at least {low}, not {value}", field=field, low=low,
                                   value=shown(value)))
        raise LoadError(Reason("{field} must be a whole number from {low} to {high}, not {value}", field=field, low=low,
                               high=high, value=shown(value)))
    return value


def seat(value: Any, players: int, field: str, *, optional: bool = False) -> int | None:
    """A seat number of a game of `players` (None too, when `optional`)."""
    if value is None and optional:
        return None
    if type(value) is not int or not 0 <= value < players:
        template = (N_("{field} must be a seat from 0 to {last} or none, not {value}") if optional
                    else N_("{field} must be a seat from 0 to {last}, not {value}"))
        raise LoadError(Reason(template, field=field, last=players - 1, value=shown(value)))
    return value


def flag(value: Any, field: str) -> bool:
    if type(value) is not bool:
        raise LoadError(Reason("{field} must be true or false, not {value}", field=field, value=shown(value)))
    return value


def one_of(value: Any, choices: Iterable[Any], field: str) -> Any:
    if not isinstance(value, str) or value not in choices:
        raise LoadError(Reason("{field} must be one of {choices}, not {value}", field=field,
                               choices=", ".join(map(str, choices)), value=shown(value)))
    return value


def seed(value: Any, field: str = "seed") -> int | None:
    """The seed of a game's chance: a whole number, or none (drawn fresh)."""
    if value is not None and type(value) is not int:
        raise LoadError(Reason("{field} must be a whole number or none, not {value}", field=field, value=shown(value)))
    return value


def items(value: Any, field: str, length: int | None = None, most: int | None = None) -> list[Any]:
    """A list (of exactly `length` items, or at most `most`)."""
    if not isinstance(value, list):
        raise LoadError(Reason("{field} must be a list, not {value}", field=field, value=shown(value)))
    if length is not None and len(value) != length:
        raise LoadError(Reason("{field} must hold {length:count:item}, not {count}", field=field, length=length,
                               count=len(value)))
    if most is not None and len(value) > most:
        raise LoadError(Reason("{field} holds at most {most} items, not {count}", field=field, most=most, count=len(value)))
    return value
