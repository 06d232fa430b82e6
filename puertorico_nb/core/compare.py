"""Ruling positions, game-neutral: the errors a ruling's set-up raises, and comparing the current
position with an ``expect`` step.

Each game describes its position in the ruling vocabulary (its ``position.view``) and says which
keys compare specially (multisets, piles read from the top); the walk over the keys written, the
``legal_includes`` / ``legal_excludes`` checks and the mismatch records are the same for every game.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Callable, NamedTuple

from .errors import IllegalAction, MalformedAction

EXPECT_ONLY = ("legal_includes", "legal_excludes")


class SetupError(ValueError):
    """A ruling whose position cannot exist; ``path`` names the key (e.g. setup.players.0.city)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


def known_keys(mapping: Mapping[Any, Any], known: Iterable[str], path: str, what: str) -> None:
    """SetupError at ``path.key`` for the first key of `mapping` outside `known`, naming `what`
    it is and listing the known ones: the check each game's set-up makes of every mapping it reads.

    >>> known_keys({"hand": [], "deck": []}, ("hand", "buildings"), "setup.players.0", "player key")
    Traceback (most recent call last):
    ...
    puertorico_nb.core.compare.SetupError: setup.players.0.deck: unknown player key (known: hand, buildings)
    """
    allowed = tuple(known)
    for key in mapping:
        if key not in allowed:
            raise SetupError(f"{path}.{key}", f"unknown {what} (known: {', '.join(allowed)})")


class Mismatch(NamedTuple):
    path: str
    expected: Any
    actual: Any

    def __str__(self) -> str:
        return f"{self.path}: expected {self.expected!r}, got {self.actual!r}"


def seat_number(value: Any, players: int, path: str) -> int:
    """A seat from a ruling file (a number, or a number written as a key string)."""
    if isinstance(value, str) and value.isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise SetupError(path, f"must be a seat from 0 to {players - 1}, not {value!r}")
    return value


ROUNDS_MOST = 100  # far past any game's end (a Puerto Rico or San Juan game lasts 10-20 rounds)


def setup_round(setup: dict[str, Any]) -> int:
    """The round a ruling's position is in (``setup.round``, 1 when not given)."""
    value = setup.get("round", 1)
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= ROUNDS_MOST:
        raise SetupError("setup.round", f"must be a round from 1 to {ROUNDS_MOST}, not {value!r}")
    return value


def _key(k: Any) -> Any:
    return int(k) if isinstance(k, str) and k.isdigit() else k


LeafRule = Callable[[str, str, Any, Any, list[Mismatch]], bool]
Absent = Callable[[str, Any], Any]


def compare(path: str, expected: Any, actual: Any, out: list[Mismatch], leaf_rule: LeafRule | None = None,
            absent: Absent | None = None) -> None:
    """Append to `out` where `actual` differs from `expected`, comparing only what `expected`
    writes: mappings key by key (seat numbers may be written as strings), other values exactly
    (true is not 1). A game's `leaf_rule(leaf, path, expected, actual, out)` handles its special
    keys (multisets and the like) by returning True; `absent(path, key)` gives the value of a key
    the position leaves out, or raises KeyError."""
    leaf = path.rsplit(".", 1)[-1]
    if leaf_rule is not None and leaf_rule(leaf, path, expected, actual, out):
        return
    if leaf == "winner" and isinstance(expected, list) and isinstance(actual, int):
        actual = [actual]
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            out.append(Mismatch(path, expected, actual))
            return
        for k, v in expected.items():
            k2 = _key(k)
            if k2 in actual:
                compare(f"{path}.{k}", v, actual[k2], out, leaf_rule, absent)
                continue
            try:
                default = absent(path, k) if absent else None
            except KeyError:
                default = None
            if default is None:
                out.append(Mismatch(f"{path}.{k}", v, "(no such key)"))
            else:
                compare(f"{path}.{k}", v, default, out, leaf_rule, absent)
        return
    if expected != actual or (type(expected) is bool) != (type(actual) is bool):
        out.append(Mismatch(path, expected, actual))


def _legal_now(game: Any, action: Any) -> bool:
    """Whether the player to act may take `action` (written with or without its ``player``)."""
    if game.turn is None:
        return False
    if isinstance(action, dict) and "player" not in action:
        action = {"player": game.turn, **action}
    try:
        return action in game.legal_actions()
    except (MalformedAction, IllegalAction, TypeError):
        return False


def expect_mismatches(game: Any, expected: dict[str, Any], actual: Mapping[str, Any], leaf_rule: LeafRule | None = None,
                      absent: Absent | None = None) -> list[Mismatch]:
    """Where `actual` (the game's position in the ruling vocabulary) differs from an ``expect``
    step, comparing only the keys written; ``legal_includes`` / ``legal_excludes`` are about the
    player whose decision is next."""
    out: list[Mismatch] = []
    for key, value in expected.items():
        if key in EXPECT_ONLY:
            for k, action in enumerate(value or []):
                ok = _legal_now(game, action)
                if ok != (key == "legal_includes"):
                    out.append(Mismatch(f"{key}[{k}]", action, "legal" if ok else "illegal"))
            continue
        if key not in actual:
            out.append(Mismatch(key, value, "(no such key)"))
            continue
        compare(key, value, actual[key], out, leaf_rule, absent)
    return out
