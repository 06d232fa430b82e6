"""What every game's actions share: the value type, and reading an action's mapping and text forms.

An action is one decision by one player: a ``verb`` with its ``value`` and sorted ``options``.
Each game subclasses ``ActionFields`` with its own verbs, and uses the readers here for the parts
every game writes the same way (the seat, exactly one verb, the text form's head).
"""
from __future__ import annotations

from typing import Any, NamedTuple

from .errors import MalformedAction


class ActionFields(NamedTuple):
    """What every game's action holds: one decision by one player, ``verb`` with its ``value``
    and sorted ``options``. Each game subclasses it with its own reading and writing."""

    player: int
    verb: str
    value: Any = True
    options: tuple[tuple[str, Any], ...] = ()

    def option(self, key: str, default: Any = None) -> Any:
        for k, v in self.options:
            if k == key:
                return v
        return default

    @classmethod
    def from_mapping(cls, data: Any) -> Any:  # pragma: no cover - each game reads its own verbs
        raise NotImplementedError

    @classmethod
    def from_text(cls, text: str) -> Any:  # pragma: no cover - each game reads its own verbs
        raise NotImplementedError

    @classmethod
    def parse(cls, action: Any) -> Any:
        """An action of this game from an action, a mapping (ruling files, widgets) or a text form."""
        if isinstance(action, cls):
            return action
        if isinstance(action, str):
            return cls.from_text(action)
        return cls.from_mapping(action)


def read_head(data: Any, verbs: dict, example: str) -> tuple[int, str, str, tuple[str, ...]]:
    """(player, verb, value kind, allowed options) of an action mapping, or MalformedAction:
    a mapping with a seat number, exactly one verb of the game, and only that verb's options."""
    if not isinstance(data, dict):
        raise MalformedAction(f"an action is a mapping such as {{{example}}}, not {data!r}")
    if "player" not in data:
        raise MalformedAction(f"action {data!r} has no 'player'")
    player = data["player"]
    if isinstance(player, bool) or not isinstance(player, int) or player < 0:
        raise MalformedAction(f"'player' must be a seat number from 0, not {player!r}")
    named = [k for k in data if k in verbs]
    if len(named) != 1:
        raise MalformedAction(f"action {data!r} must name exactly one of: {', '.join(sorted(verbs))}")
    verb = named[0]
    kind, allowed = verbs[verb]
    extra = set(data) - {"player", verb} - set(allowed)
    if extra:
        raise MalformedAction(f"'{verb}' does not take {', '.join(sorted(map(str, extra)))}")
    return player, verb, kind, allowed


def read_text_head(text: str, verbs: dict) -> tuple[int, str, list[str]]:
    """(player, verb, the remaining words) of an action's text form, or MalformedAction."""
    words = text.split()
    if len(words) < 2 or not words[0].isdigit():
        raise MalformedAction(f"{text!r} is not an action: expected 'PLAYER VERB ...'")
    player, verb, rest = int(words[0]), words[1], words[2:]
    if verb not in verbs:
        raise MalformedAction(f"unknown verb {verb!r} in {text!r}")
    return player, verb, rest


def parse_scalar(text: str) -> Any:
    """A word of an action's text form as a value: true/false, a whole number, else the word."""
    if text in ("true", "false"):
        return text == "true"
    return int(text) if text.isdigit() else text


def text_value(v: Any) -> str:
    """A value as it is written in an action's text form (booleans as true/false)."""
    return ("true" if v else "false") if isinstance(v, bool) else str(v)
