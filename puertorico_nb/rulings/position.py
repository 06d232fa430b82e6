"""Between ruling files and the games: build the position a ruling describes, describe a game's
position in the ruling vocabulary, and compare it with an ``expect`` step.

A ruling names its game (``game:``, Puerto Rico by default); the registry finds that game's own
``position`` module, which alone knows both the vocabulary and the game's internal layout.
"""
from __future__ import annotations

from typing import Any

from ..core import registry
from ..core.compare import Mismatch, SetupError, compare, seat_number

__all__ = ["Mismatch", "SetupError", "build_game", "compare", "expect_mismatches", "seat_number", "view"]

DEFAULT_GAME = "puerto_rico"


def game_name(ruling: dict) -> str:
    """The registered game a ruling is about (SetupError at ``game`` for an unknown one)."""
    name = ruling.get("game", DEFAULT_GAME)
    if not isinstance(name, str) or name not in registry.names():
        raise SetupError("game", f"must be one of {', '.join(registry.names())}, not {name!r}")
    return name


def build_game(ruling: dict) -> Any:
    """The game a ruling starts from: a fresh set-up overlaid with its ``setup``."""
    return registry.record(game_name(ruling)).position.build_game(ruling)


def view(game: Any) -> dict:
    """The whole current position of `game` in the ruling vocabulary."""
    return registry.record_for(game).position.view(game)


def expect_mismatches(game: Any, expected: dict) -> list[Mismatch]:
    """Where the current position differs from an ``expect`` step (only written keys count)."""
    return registry.record_for(game).position.expect_mismatches(game, expected)
