"""What a seat sees, as a fixed-length list of numbers (the environment's observation).

Everything is seen from the observer's seat: the players come in seat order starting with the
observer. Only what that seat may know is encoded: in San Juan its own hand and drawn cards, the
other hands as sizes, goods as counts, never the deck; in Puerto Rico the plantation stack only
as its size. Each game's observation is its module's ``observe`` (``GameType.rl``); these are the
pieces they share.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any


def one_hot(value: Any, choices: Iterable[Any]) -> list[float]:
    return [1.0 if value == c else 0.0 for c in choices]


def seats_from(seat: int, n: int) -> Sequence[int]:
    return [(seat + i) % n for i in range(n)]
