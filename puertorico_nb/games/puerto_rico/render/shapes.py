"""The parts of Puerto Rico's view model, as types: what the front end (``widgets/static/puertorico.js``),
the static HTML and the lessons may read in each part of the JSON document a table is drawn from.

The document itself stays a ``dict[str, Any]``: sessions, widgets and the classroom are
game-neutral and pass it on whole as JSON, so it crosses into them as a plain mapping; its parts,
built in ``viewmodel`` and read by ``html``, are checked against these shapes. They are plain
dicts at run time.
"""
from __future__ import annotations

from typing import TypedDict

from puertorico_nb.core.view_shapes import Benefit as Benefit  # (re-exported: the common one)
from puertorico_nb.core.view_shapes import DeclinableChoice, RuleLine


class Choice(DeclinableChoice, total=False):
    """A button (see ``core.view_shapes``), with what a legal role does (``does``)."""

    does: str


class Role(TypedDict):
    name: str
    title: str
    doubloons: int
    taken_by: int | None
    taken_by_name: str | None


class Ship(TypedDict):
    capacity: int
    good: str | None
    count: int
    free: int


class _Kind(TypedDict):
    """A building kind as printed on its tile."""

    id: str
    name: str
    cost: int
    vp: int
    column: int
    circles: int
    large: bool
    kind: str


class MarketBuilding(_Kind):
    """A building kind on the supply board, with its copies left and its price for the viewer
    (None: a picture for nobody in particular)."""

    good: str | None
    expansion: str | None
    copies_left: int
    price: int | None


class DraftKind(_Kind):
    expansion: str | None
    copies: int
    drafted: bool
    drafted_by: int | None
    drafted_by_name: str | None


class DraftGroup(TypedDict):
    cost: int
    spaces: int
    free: int
    drafted: list[str]
    kinds: list[DraftKind]


class Draft(TypedDict):
    """The New Buildings draft: the draftable kinds grouped by cost, and how many are drafted."""

    groups: list[DraftGroup]
    spaces: int
    drafted: int
    left: int


class IslandSpace(TypedDict):
    tile: str
    manned: bool
    colonists: int
    nobles: int
    forest: bool
    circles: int


class CityBuilding(TypedDict):
    id: str
    name: str
    circles: int
    colonists: int
    nobles: int
    workers: int
    manned: bool
    large: bool
    vp: int
    kind: str
    good: str | None


class Player(TypedDict):
    """One board: ``vp`` None (and ``vp_shown`` "hidden") for chips the viewer may not see."""

    seat: int
    name: str
    doubloons: int
    vp: int | None
    vp_shown: str
    goods: dict[str, int]
    barrels: int
    island: list[IslandSpace]
    island_spaces: int
    city: list[CityBuilding]
    city_spaces: int
    city_spaces_used: int
    san_juan: int
    san_juan_nobles: int
    colonists: int
    nobles: int
    forests: int
    governor: bool
    to_act: bool
    chooser: bool


class ScoreLine(TypedDict):
    """A player's score: chips and total "hidden" where the viewer may not see them."""

    chips: int | str
    buildings: int
    bonus: int
    bonuses: dict[str, int]
    total: int | str
    tie_break: int
    hidden: bool


class Scores(TypedDict):
    final: bool
    players: dict[str, ScoreLine]  # by seat, as a string (a JSON object's keys)


class MayorSteps(TypedDict):
    """The acting player's board as buttons, one step per island space and building circle (None:
    a space no worker goes on), the same with a noble put first, and the confirm."""

    seat: int
    island: list[Choice | None]
    city: list[list[Choice]]
    noble_island: list[Choice | None] | None
    noble_city: list[list[Choice | None]] | None
    waiting: int
    waiting_nobles: int | None
    confirm: Choice


class StoredGood(TypedDict):
    """One good's barrels in the captain's storage: a step per barrel, and the steps one more and
    one fewer set aside."""

    good: str
    name: str
    barrels: int
    aside: int
    back: int
    steps: list[Choice]
    more: Choice | None
    fewer: Choice | None


class StorageSteps(TypedDict):
    seat: int
    goods: list[StoredGood]
    holds: str
    confirm: Choice


class Ability(RuleLine):
    """What a building does, in one line from the rule catalogue, with its cost, points and circles."""

    cost: int
    vp: int
    circles: int


RoleAbility = RuleLine  # what a role card does, said with its privilege's rule
