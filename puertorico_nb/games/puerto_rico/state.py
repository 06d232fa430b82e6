"""The position: every counter on the table, plain data that copies and serialises cheaply.

Goods are stored as lists indexed like ``components.GOODS`` because the hot path counts them
constantly; the ruling vocabulary (names) lives in the conversion functions.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from .components import GOODS

FORMAT_VERSION = 1


class PlayerState:
    """One player's board. Workers are colonists and, with the Nobles expansion, nobles; the
    ``*_nobles`` lists run parallel to the spaces and stay all zero without it."""

    __slots__ = ("doubloons", "vp", "goods", "island", "island_workers", "city", "city_workers",
                 "san_juan", "island_nobles", "city_nobles", "san_juan_nobles", "written")

    def __init__(self, doubloons: int = 0) -> None:
        self.doubloons = doubloons
        self.vp = 0  # chips plus points written down once the chips ran out
        self.written = 0  # of those, the points written down (no chip was left to take)
        self.goods = [0] * len(GOODS)
        self.island: list[str] = []
        self.island_workers: list[int] = []  # colonists on each island space
        self.city: list[str] = []
        self.city_workers: list[int] = []  # colonists on each building
        self.san_juan = 0
        self.island_nobles: list[int] = []
        self.city_nobles: list[int] = []
        self.san_juan_nobles = 0

    def clone(self) -> "PlayerState":
        board = PlayerState.__new__(PlayerState)
        board.doubloons = self.doubloons
        board.vp = self.vp
        board.goods = [*self.goods]
        board.island = [*self.island]
        board.island_workers = [*self.island_workers]
        board.city = [*self.city]
        board.city_workers = [*self.city_workers]
        board.san_juan = self.san_juan
        board.island_nobles = [*self.island_nobles]
        board.city_nobles = [*self.city_nobles]
        board.san_juan_nobles = self.san_juan_nobles
        board.written = self.written
        return board

    # -- questions the rules ask about a player --------------------------------------------
    def manned(self, building_id: str) -> bool:
        """Has the building at least one worker (colonist or noble)?"""
        if building_id not in self.city:  # the common case, and cheaper than catching
            return False
        k = self.city.index(building_id)
        return self.city_workers[k] > 0 or self.city_nobles[k] > 0

    def worker_on(self, building_id: str) -> str | None:
        """'noble', 'colonist' or None: for buildings whose ability depends on who sits there."""
        if building_id not in self.city:  # the common case, and cheaper than catching
            return None
        k = self.city.index(building_id)
        if self.city_nobles[k]:
            return "noble"
        return "colonist" if self.city_workers[k] else None

    def owns(self, building_id: str) -> bool:
        return building_id in self.city

    def colonists(self) -> int:
        return sum(self.island_workers) + sum(self.city_workers) + self.san_juan

    def nobles(self) -> int:
        return sum(self.island_nobles) + sum(self.city_nobles) + self.san_juan_nobles

    def workers(self) -> int:
        """Colonists and nobles together ("colonist" in the base rules reads "or noble")."""
        return self.colonists() + self.nobles()

    def has_workers(self) -> bool:
        return bool(self.san_juan or self.san_juan_nobles or any(self.island_workers) or any(self.city_workers)
                    or any(self.island_nobles) or any(self.city_nobles))


    def add_tile(self, tile: str, colonists: int = 0) -> None:
        self.island.append(tile)
        self.island_workers.append(colonists)
        self.island_nobles.append(0)

    def add_building(self, building_id: str, colonists: int = 0) -> None:
        self.city.append(building_id)
        self.city_workers.append(colonists)
        self.city_nobles.append(0)

    def remove_tile(self, k: int) -> str:
        """Take island space k away; its workers go to San Juan."""
        self.san_juan += self.island_workers.pop(k)
        self.san_juan_nobles += self.island_nobles.pop(k)
        return self.island.pop(k)

    def barrels(self) -> int:
        return sum(self.goods)

    def to_dict(self) -> dict[str, Any]:
        return {
            "doubloons": self.doubloons, "vp": self.vp, "goods": self.goods[:],
            "island": [[t, w, n] for t, w, n in zip(self.island, self.island_workers, self.island_nobles)],
            "city": [[b, w, n] for b, w, n in zip(self.city, self.city_workers, self.city_nobles)],
            "san_juan": self.san_juan, "san_juan_nobles": self.san_juan_nobles,
            "written": self.written,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "PlayerState":
        board = cls(data["doubloons"])
        board.vp = data["vp"]
        board.goods = list(data["goods"])
        board.island = [e[0] for e in data["island"]]
        board.island_workers = [e[1] for e in data["island"]]
        board.island_nobles = [e[2] if len(e) > 2 else 0 for e in data["island"]]
        board.city = [e[0] for e in data["city"]]
        board.city_workers = [e[1] for e in data["city"]]
        board.city_nobles = [e[2] if len(e) > 2 else 0 for e in data["city"]]
        board.san_juan = data["san_juan"]
        board.san_juan_nobles = data.get("san_juan_nobles", 0)
        board.written = data.get("written", 0)
        return board

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PlayerState) and self.to_dict() == other.to_dict()


# Every field of State, in the order it is serialised. Lists of ints are copied on clone.
_SCALARS = ("players_count", "governor", "round", "phase", "turn", "chooser",
            "quarries", "colonist_ship", "colonist_supply", "vp_supply", "end_triggered",
            "game_over", "shuffles", "seed", "non_loads", "hacienda_drawn",
            "noble_supply", "noble_ship", "stage", "dealt", "captain_loaded")
_LISTS = ("role_cards", "role_money", "role_taken", "face_up", "stack", "discard",
          "goods_supply", "ship_capacity", "ship_good", "ship_count", "trading_house", "queue",
          "wharf_used", "produced", "buildings_left", "end_reasons",
          "violet_in_play", "forest_goods", "first_turn_done", "small_wharf_used", "land_office_used",
          "picked", "declined")
# Fields newer than some saved games, with what an older save means by leaving them out.
_LATER_LISTS = {"picked": lambda d: [0] * len(GOODS), "declined": lambda d: [0] * d["players_count"]}


class State:
    """One position of Puerto Rico.

    ``phase`` is ``"role_choice"``, the name of the role being carried out, or ``"game_over"``.
    ``turn`` is the seat whose decision is next. ``queue`` holds the seats still to act in the
    current phase, the one acting first. Ships are three parallel lists (capacity, good index
    or -1, barrels).
    """

    __slots__ = _SCALARS + _LISTS + ("players", "buildings_order")
    # the fields, for the type checker (declared by the tuples above, which also fix the save order)
    players_count: int
    governor: int
    round: int
    phase: str
    turn: int | None  # None once the game is over
    chooser: int | None
    quarries: int
    colonist_ship: int
    colonist_supply: int
    vp_supply: int
    end_triggered: bool
    game_over: bool
    shuffles: int
    seed: int
    non_loads: int
    hacienda_drawn: bool
    noble_supply: int
    noble_ship: int
    stage: str
    dealt: int
    captain_loaded: bool
    role_cards: list[str]
    role_money: list[int]
    role_taken: list[int]
    face_up: list[str]
    stack: list[str]
    discard: list[str]
    goods_supply: list[int]
    ship_capacity: list[int]
    ship_good: list[int]
    ship_count: list[int]
    trading_house: list[int]
    queue: list[int]
    wharf_used: list[int]
    produced: list[int]
    buildings_left: list[int]
    end_reasons: list[str]
    violet_in_play: list[str]
    forest_goods: list[str]
    first_turn_done: list[int]
    small_wharf_used: list[int]
    land_office_used: list[int]
    picked: list[int]  # barrels per good set aside so far in a decision taken in steps (storage)
    declined: list[int]  # per seat, the benefits declined ahead for this round (declines.py, one bit each)
    players: list[PlayerState]
    buildings_order: tuple[str, ...]

    def clone(self) -> "State":
        # Written out field by field: undo and tree search call this constantly, and a loop
        # over the field names with getattr/setattr costs nearly twice as much, and [*x] is the
        # quickest copy of a list in CPython (figures in benchmarks/NOTES.md).
        state = State.__new__(State)
        state.players_count = self.players_count
        state.governor = self.governor
        state.round = self.round
        state.phase = self.phase
        state.turn = self.turn
        state.chooser = self.chooser
        state.quarries = self.quarries
        state.colonist_ship = self.colonist_ship
        state.colonist_supply = self.colonist_supply
        state.vp_supply = self.vp_supply
        state.end_triggered = self.end_triggered
        state.game_over = self.game_over
        state.shuffles = self.shuffles
        state.seed = self.seed
        state.non_loads = self.non_loads
        state.hacienda_drawn = self.hacienda_drawn
        state.role_cards = [*self.role_cards]
        state.role_money = [*self.role_money]
        state.role_taken = [*self.role_taken]
        state.face_up = [*self.face_up]
        state.stack = [*self.stack]
        state.discard = [*self.discard]
        state.goods_supply = [*self.goods_supply]
        state.ship_capacity = [*self.ship_capacity]
        state.ship_good = [*self.ship_good]
        state.ship_count = [*self.ship_count]
        state.trading_house = [*self.trading_house]
        state.queue = [*self.queue]
        state.wharf_used = [*self.wharf_used]
        state.produced = [*self.produced]
        state.buildings_left = [*self.buildings_left]
        state.end_reasons = [*self.end_reasons]
        state.noble_supply = self.noble_supply
        state.noble_ship = self.noble_ship
        state.stage = self.stage
        state.dealt = self.dealt
        state.captain_loaded = self.captain_loaded
        state.violet_in_play = [*self.violet_in_play]
        state.forest_goods = [*self.forest_goods]
        state.first_turn_done = [*self.first_turn_done]
        state.small_wharf_used = [*self.small_wharf_used]
        state.land_office_used = [*self.land_office_used]
        state.picked = [*self.picked]
        state.declined = [*self.declined]
        state.buildings_order = self.buildings_order  # an immutable tuple, shared
        state.players = [board.clone() for board in self.players]
        return state

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": "puertorico_nb.state", "version": FORMAT_VERSION}
        for name in _SCALARS:
            data[name] = getattr(self, name)
        for name in _LISTS:
            data[name] = list(getattr(self, name))
        data["buildings_order"] = list(self.buildings_order)
        data["players"] = [board.to_dict() for board in self.players]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "State":
        state = cls.__new__(cls)
        for name in _SCALARS:
            setattr(state, name, data[name])
        for name in _LISTS:
            setattr(state, name, list(data[name]) if name in data or name not in _LATER_LISTS else _LATER_LISTS[name](data))
        state.buildings_order = tuple(data["buildings_order"])
        state.players = [PlayerState.from_dict(board) for board in data["players"]]
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value: not a dictionary key

    # -- small questions the phases share ---------------------------------------------------
    def seat_order_from(self, first: int) -> list[int]:
        """Every seat once, clockwise from `first`: a new list, which a phase may keep as its
        queue and change."""
        return list(_seats_from(first, self.players_count))

    def building_stock(self, building_id: str) -> int:
        return self.buildings_left[self.buildings_order.index(building_id)]


@lru_cache(maxsize=None, typed=True)  # a few player counts times their seats (typed: True is no seat)
def _seats_from(first: int, players: int) -> tuple[int, ...]:
    return tuple((first + i) % players for i in range(players))
