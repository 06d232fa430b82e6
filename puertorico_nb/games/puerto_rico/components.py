"""Every number of Puerto Rico as data: goods, buildings, and the setup for each player count.

The phase code reads these tables and never tests a player count or an edition itself, so a
variant is a different table, not a new branch.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final, Literal

GOODS = ("corn", "indigo", "sugar", "tobacco", "coffee")
GOOD_INDEX = MappingProxyType({good: i for i, good in enumerate(GOODS)})
PRICES = (0, 1, 2, 3, 4)
BARRELS = (10, 11, 11, 9, 9)
PLANTATIONS = (10, 12, 11, 9, 8)
QUARRIES = 8
COLONISTS = 100
ISLAND_SPACES = 12
CITY_SPACES = 12
TRADING_HOUSE_SPACES = 4

ROLES = ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector")

PRODUCTION: Final = "production"
VIOLET: Final = "violet"
BuildingKind = Literal["production", "violet"]  # a production building, or any other (violet) one


@dataclass(frozen=True)
class Building:
    """One kind of building as printed on its tile."""

    id: str
    cost: int
    vp: int
    column: int  # the most quarries that can discount it
    circles: int  # colonist spaces
    copies: int
    kind: BuildingKind = VIOLET
    good: str | None = None  # what a production building processes
    large: bool = False  # takes two city spaces
    expansion: str | None = None
    spaces: int = field(init=False)  # city spaces taken: 2 for a large building

    def __post_init__(self) -> None:
        object.__setattr__(self, "spaces", 2 if self.large else 1)

    @property
    def small_production(self) -> bool:
        return self.kind == PRODUCTION and self.id.startswith("small_")

    @property
    def draftable(self) -> bool:
        """Chosen in the New Buildings draft: every violet kind, and the jeweler."""
        return self.kind == VIOLET or self.expansion == "nobles"


def _tile(id: str, cost: int, vp: int, column: int, circles: int, copies: int, good: str | None = None,
          large: bool = False, expansion: str | None = None) -> Building:
    """A building as its tile prints it: a production building when it processes a good."""
    kind: BuildingKind = PRODUCTION if good else VIOLET
    return Building(id, cost, vp, column, circles, copies, kind, good, large, expansion)


BASE_BUILDINGS = (
    _tile("small_indigo_plant", 1, 1, 1, 1, 4, good="indigo"),
    _tile("small_sugar_mill", 2, 1, 1, 1, 4, good="sugar"),
    _tile("small_market", 1, 1, 1, 1, 2),
    _tile("hacienda", 2, 1, 1, 1, 2),
    _tile("construction_hut", 2, 1, 1, 1, 2),
    _tile("small_warehouse", 3, 1, 1, 1, 2),
    _tile("indigo_plant", 3, 2, 2, 3, 3, good="indigo"),
    _tile("sugar_mill", 4, 2, 2, 3, 3, good="sugar"),
    _tile("hospice", 4, 2, 2, 1, 2),
    _tile("office", 5, 2, 2, 1, 2),
    _tile("large_market", 5, 2, 2, 1, 2),
    _tile("large_warehouse", 6, 2, 2, 1, 2),
    _tile("tobacco_storage", 5, 3, 3, 3, 3, good="tobacco"),
    _tile("coffee_roaster", 6, 3, 3, 2, 3, good="coffee"),
    _tile("factory", 7, 3, 3, 1, 2),
    _tile("university", 8, 3, 3, 1, 2),
    _tile("harbor", 8, 3, 3, 1, 2),
    _tile("wharf", 9, 3, 3, 1, 2),
    _tile("guild_hall", 10, 4, 4, 1, 1, large=True),
    _tile("residence", 10, 4, 4, 1, 1, large=True),
    _tile("fortress", 10, 4, 4, 1, 1, large=True),
    _tile("customs_house", 10, 4, 4, 1, 1, large=True),
    _tile("city_hall", 10, 4, 4, 1, 1, large=True),
)

# Expansion I, New Buildings (Korean rulebook, "확장판 1"). Abilities are in the Korean book;
# costs and VP beyond what it prints come from public encodings (components spec).
NEW_BUILDINGS = (
    _tile("aqueduct", 1, 1, 1, 1, 2, expansion="new_buildings"),
    _tile("forest_house", 2, 1, 1, 1, 2, expansion="new_buildings"),
    _tile("black_market", 2, 1, 1, 1, 2, expansion="new_buildings"),
    _tile("storehouse", 3, 1, 1, 1, 2, expansion="new_buildings"),
    _tile("guest_house", 4, 2, 2, 2, 2, expansion="new_buildings"),
    _tile("trading_post", 5, 2, 2, 1, 2, expansion="new_buildings"),
    _tile("church", 5, 2, 2, 1, 2, expansion="new_buildings"),
    _tile("small_wharf", 6, 2, 2, 1, 2, expansion="new_buildings"),
    _tile("lighthouse", 7, 3, 3, 1, 2, expansion="new_buildings"),
    _tile("specialty_factory", 8, 3, 3, 1, 2, expansion="new_buildings"),
    _tile("library", 8, 3, 3, 1, 2, expansion="new_buildings"),
    _tile("union_hall", 9, 3, 3, 1, 2, expansion="new_buildings"),
    _tile("cloister", 10, 4, 4, 1, 1, large=True, expansion="new_buildings"),
    _tile("statue", 10, 8, 4, 0, 1, large=True, expansion="new_buildings"),
)

# Expansion II, Nobles (Korean rulebook, "확장판 2").
NOBLES_BUILDINGS = (
    _tile("land_office", 2, 1, 1, 1, 2, expansion="nobles"),
    _tile("chapel", 3, 1, 1, 1, 2, expansion="nobles"),
    _tile("hunting_lodge", 4, 2, 2, 1, 2, expansion="nobles"),
    _tile("builders_office", 5, 2, 2, 1, 2, expansion="nobles"),
    _tile("royal_supplier", 6, 2, 2, 1, 2, expansion="nobles"),
    _tile("villa", 7, 3, 3, 1, 2, expansion="nobles"),
    # a pink production-type building that makes no barrels; it counts as a large production
    # building for the guild hall
    Building("jeweler", 8, 3, 3, 1, 2, PRODUCTION, None, False, "nobles"),
    _tile("royal_garden", 10, 4, 4, 1, 1, large=True, expansion="nobles"),
)

BUILDINGS = MappingProxyType({b.id: b for b in BASE_BUILDINGS + NEW_BUILDINGS + NOBLES_BUILDINGS})
EXPANSIONS = ("new_buildings", "nobles")
NOBLES = 20

# The supply board's spaces for violet buildings when they are drafted: how many kinds of each
# cost it holds (Korean rulebook, New Buildings set-up).
DRAFT_SPACES = MappingProxyType({1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 7: 1, 8: 2, 9: 1, 10: 5})

# Building abilities' numbers, kept here with the rest (the phase code reads them).
# Storage at the end of the captain phase: whole goods per manned warehouse, loose barrels.
WAREHOUSE_SLOTS = MappingProxyType({"small_warehouse": 1, "large_warehouse": 2})
LOOSE_BARRELS = 1  # what anyone may keep without a warehouse
STOREHOUSE_BARRELS = 3  # New Buildings: kept on top of the loose barrel
# Trader: extra doubloons per sale from a manned market.
MARKET_BONUS = MappingProxyType({"small_market": 1, "large_market": 2})
# New Buildings: the black market takes at most one colonist, one barrel and one point.
BLACK_MARKET_MOST = 3
# New Buildings: the church's points by the column of the building bought.
CHURCH_POINTS = MappingProxyType({2: 1, 3: 1, 4: 2})
# New Buildings: the cloister's points by sets of three identical island tiles.
CLOISTER_POINTS = (0, 1, 3, 6, 10)
# Nobles: the builders' office discount, for a colonist (columns 1-3) or a noble (column 4).
BUILDERS_OFFICE = MappingProxyType({"colonist": (frozenset({1, 2, 3}), 1), "noble": (frozenset({4}), 2)})
# Nobles: points for a noble-run hunting lodge whose owner has the emptiest island.
HUNTING_LODGE_POINTS = 2

# Factory: doubloons by the number of different goods produced (index = kinds).
FACTORY_PAYOUT = (0, 0, 1, 2, 3, 5)
# Residence: points by filled island spaces, ≤9 → 4, 10 → 5, 11 → 6, 12 → 7.
RESIDENCE_POINTS = {10: 5, 11: 6, 12: 7}
RESIDENCE_MINIMUM = 4
# Edition tables: VP chips in the box.
VP_CHIPS = MappingProxyType({"icelandic": 122, "korean": 126})


@dataclass(frozen=True)
class PlayerCountSetup:
    """What changes with the number of players."""

    players: int
    doubloons: int
    starting_plantations: tuple[str, ...]  # in seat order from the governor
    vp_chips: int | None  # None: every chip in the box
    colonists_supply: int
    colonists_ship: int
    ship_minimum: int
    cargo_ships: tuple[int, ...]
    roles: tuple[str, ...]
    face_up: int
    removed_plantations: int = 0  # of each good, before play
    removed_quarries: int = 0
    removed_barrels: int = 0  # of each good
    violet_copies: int | None = None  # None: as printed
    production_copies: int | None = None
    role_order: tuple[int, ...] | None = None  # seat offsets from the governor; None: each once
    notes: tuple[str, ...] = field(default=())


_BASE_ROLES = ("settler", "mayor", "builder", "craftsman", "trader", "captain")

PLAYER_COUNTS = MappingProxyType({
    # Korean rulebook, "2명이 게임 하기": a smaller box and three roles each per round.
    2: PlayerCountSetup(2, 3, ("indigo", "corn"), 65, 40, 2, 2, (4, 6),
                        _BASE_ROLES + ("prospector",), 3, removed_plantations=3, removed_quarries=3,
                        removed_barrels=2, violet_copies=1, production_copies=2,
                        role_order=(0, 1, 0, 1, 0, 1)),
    3: PlayerCountSetup(3, 2, ("indigo", "indigo", "corn"), 75, 55, 3, 3, (4, 5, 6),
                        _BASE_ROLES, 4),
    4: PlayerCountSetup(4, 3, ("indigo", "indigo", "corn", "corn"), 100, 75, 4, 4, (5, 6, 7),
                        _BASE_ROLES + ("prospector",), 5),
    5: PlayerCountSetup(5, 4, ("indigo", "indigo", "indigo", "corn", "corn"), None, 95, 5, 5,
                        (6, 7, 8), _BASE_ROLES + ("prospector", "prospector"), 6),
})


def building(building_id: str) -> Building:
    return BUILDINGS[building_id]
