"""The parts every game's view model has alike, as types (each game's ``render/shapes`` adds its own):
a button with the engine's verdict on it (and the benefits a move may go without), and a piece's
line from the rule catalogue (what a role card, a building or a card does). Plain dicts at run
time, sent to the front end as JSON."""
from __future__ import annotations

from typing import Any, TypedDict


class Choice(TypedDict):
    """One button: the action it sends and the engine's verdict on it, with rule and citation."""

    id: str
    label: str
    group: str
    key: str
    # an action mapping as the engine reads it ({"player": 0, "build": "well", ...}): its keys and
    # value types depend on the game and the verb, and the front end sends it back unchanged
    action: dict[str, Any]
    legal: bool
    rule: str
    why: str
    statement: str
    citation: str


class DeclinableChoice(Choice, total=False):
    """A button for a move that may be made without some benefits: such a form of a move names the
    move (``base``) and the benefits it goes without (``declines``), and the move lists every
    benefit it may go without (``benefits``), so a front end draws one button and a switch a benefit."""

    base: str
    declines: list[str]
    benefits: list[str]


class Benefit(TypedDict):
    """A benefit the player to act may decline with some move now, in words."""

    key: str
    what: str


class RuleLine(TypedDict):
    """What a piece does, in one line from the rule catalogue (``text``), with a few facts printed
    on it and the rule behind the line (``rule``, its ``statement`` and ``citation``)."""

    name: str
    facts: str
    text: str
    rule: str
    statement: str
    citation: str
