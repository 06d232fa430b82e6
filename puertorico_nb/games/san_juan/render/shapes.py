"""The parts of San Juan's view model, as types: what the front end (``widgets/static/sanjuan.js``),
the static HTML and the lessons may read in each part of the JSON document a table is drawn from.

The document itself stays a ``dict[str, Any]``: sessions, widgets and the classroom are
game-neutral and pass it on whole as JSON, so it crosses into them as a plain mapping; its parts,
built here and read by ``html``, are checked against these shapes. They are plain dicts at run time.
"""
from __future__ import annotations

from typing import Any, TypedDict

from puertorico_nb.core.view_shapes import Benefit as Benefit  # (re-exported: the common one)
from puertorico_nb.core.view_shapes import DeclinableChoice, RuleLine

Choice = DeclinableChoice  # a San Juan button is the common one


class CardFace(TypedDict):
    """A card's printed face: ``id`` the card kind, ``name`` in the reader's words, the good a
    production building makes (None for other buildings)."""

    id: str
    name: str
    cost: int
    vp: int
    kind: str
    good: str | None


class Card(CardFace, total=False):
    """A card where it lies: in a city (``slot``, a good on it or not, said in words), or offered
    in a choice of several cards (``picked``, and the engine's verdict on the click's ``step``)."""

    slot: int
    has_good: bool
    good_words: str
    note: str  # what a good sells for, beside a trader's choice
    picked: bool
    step: Choice


class BuildWay(TypedDict):
    """One way to build a card of the hand, and its price in cards."""

    over: str | None
    goods: list[str]
    library: bool
    declined: list[str]
    price: int
    label: str


class BuildOption(Card):
    """A card of the hand in the builder's choice: its ways to be built (none: ``legal`` false) and
    the engine's verdict on the likeliest attempt."""

    ways: list[BuildWay]
    legal: bool
    attempt: dict[str, Any]  # an action mapping, as in Choice
    rule: str
    why: str
    statement: str
    citation: str


# "pass" is a Python keyword, so this shape is spelled the functional way
Picking = TypedDict("Picking", {
    "verb": str, "where": str, "sizes": list[int], "chosen": int, "title": str, "items": list[Card],
    "confirm": Choice, "confirm_label": str, "verdict": str, "pass": "Choice | None",
})


class Choices(TypedDict):
    """What the player to act may do: buttons, the builder's cards, a choice of several cards."""

    actions: list[Choice]
    build: list[BuildOption] | None
    picking: Picking | None
    actions_note: str
    benefits: list[Benefit]  # what a switch may decline (a role's privilege), beside the choices


class Role(TypedDict):
    name: str
    title: str
    privilege: str
    taken_by: int | None
    taken_by_name: str | None


class Price(TypedDict):
    good: str
    building: str
    cards: int


class Tile(TypedDict):
    """The trading house: its face-up prices, or how many tiles lie face down."""

    up: bool
    prices: list[Price] | None
    face_down: int


class Player(TypedDict):
    """One seat as the viewer may see it: ``hand`` None for a hand the viewer may not see, and
    ``chapel`` None for a chapel count kept secret."""

    seat: int
    name: str
    hand: list[Card] | None
    hand_size: int
    hand_limit: int
    city: list[Card]
    buildings_count: int
    goods_count: int
    chapel: int | None
    has_chapel: bool
    covered: list[Card]
    city_vp: int
    governor: bool
    chooser: bool
    to_act: bool
    viewer: bool


class ScoreLine(TypedDict):
    buildings: int
    chapel: int
    bonus: int
    bonuses: dict[str, int]
    total: int
    tie_break: int


class Scores(TypedDict):
    final: bool
    players: dict[str, ScoreLine]  # by seat, as a string (a JSON object's keys)


class Ability(RuleLine):
    """What a card does, in one line from the rule catalogue, with its cost and points."""

    cost: int
    vp: int


RoleAbility = RuleLine  # what a role card does, from the catalogue's statements
