"""Between ruling files and the Puerto Rico rules: build the position a ruling describes, describe the
current position in the ruling vocabulary, and compare it with an ``expect`` step.

The vocabulary is fixed by the ruling-file contract (docs/ruling-files.md); this module is the
only place that knows both it and the engine's internal layout.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Collection, Iterable
from typing import Any, Callable, Literal, TypedDict, Union

from puertorico_nb.core.compare import Mismatch, SetupError, compare, known_keys, seat_number, setup_round
from puertorico_nb.core.compare import expect_mismatches as _expect_mismatches
from puertorico_nb.core.errors import LoadError

from . import scoring
from .components import BARRELS, COLONISTS, DRAFT_SPACES, GOOD_INDEX, GOODS, NOBLES, PLANTATIONS, QUARRIES
from .game import Game
from .roles import draft
from .ruleset import Options, Ruleset
from .setup import new_state
from .state import PlayerState, State
from .validate import roles_per_seat, validate

TILES = GOODS + ("quarry",)

# A ruling file is parsed YAML or JSON: until this module has checked a value, it may be anything
# the file says (a list where a mapping belongs, a word where a number does), so the values read
# from it are `Any` and each is checked before use.
Ruling = dict[str, Any]

# How the position reads in the ruling vocabulary (docs/ruling-files.md): a space is its name, or
# {name: colonists}, or {name: {colonists: c, nobles: k}}; a number of workers is a number, or
# {colonists: c, nobles: k} in a game with nobles.
Workers = Union[int, dict[str, int]]
Space = Union[str, dict[str, Workers]]


class PlayerView(TypedDict):
    """One player's board in the ruling vocabulary."""

    doubloons: int
    vp: int
    goods: dict[str, int]
    island: list[Space]
    city: list[Space]
    san_juan: Workers
    nobles: int


class _PositionView(TypedDict):
    players_count: int
    governor: int
    to_pick: int | None
    roles_taken: dict[str, int | list[int]]  # a list of seats when both prospectors are taken
    roles: dict[str, int]
    plantations: list[str]
    plantation_stack: list[str]
    quarries: int
    colonist_ship: Workers
    supply: dict[str, Any]  # counts by kind: colonists, vp, nobles, and mappings of goods, plantations, buildings
    discard: list[str]
    buildings: list[str]
    ships: list[dict[str, int]]
    trading_house: list[str]
    players: dict[int, PlayerView]
    phase: str
    turn: int | None
    round: int
    game_over: bool
    scores: dict[int, int]
    score_breakdown: dict[int, dict[str, Any]]  # as scoring.breakdown gives it
    winner: int | list[int] | None


class DraftView(TypedDict, total=False):
    """The New Buildings draft's keys, present with an expansion only."""

    drafted: list[str]
    draft_spaces: dict[int, int]  # cost -> spaces left on the supply board


class PositionView(_PositionView, DraftView):
    """The whole position in the ruling vocabulary."""


# -- building the position ----------------------------------------------------------------------
def build_game(ruling: Ruling) -> Game:
    """The game a ruling starts from: a fresh set-up overlaid with its ``setup``."""
    players = ruling.get("players", 4)
    expansions = tuple(ruling.get("expansions") or ())
    buildings = ruling.get("buildings")
    if buildings is not None and not expansions:
        raise SetupError("buildings", "a list of violet buildings is chosen only with an expansion")
    chosen = _options(ruling.get("options"), expansions, buildings)
    try:
        options = Options(buildings=tuple(buildings), **chosen) if buildings is not None else Options(**chosen)
        ruleset = Ruleset(players, options, expansions)
    except LoadError as e:
        text = str(e)
        key = "players" if "players" in text else (
            "options" if any(name in text for name in ("edition", "noble_shortage", "selection")) else
            "buildings" if buildings is not None and "expansion" not in text else "expansions")
        raise SetupError(key, text) from None
    setup = ruling.get("setup") or {}
    if not isinstance(setup, dict):
        raise SetupError("setup", "must be a mapping")
    governor = seat_number(setup.get("governor", 0), players, "setup.governor")
    seed = ruling.get("seed", 0)
    state = new_state(ruleset, seed, governor)
    _overlay(ruleset, state, setup, seed)
    try:
        validate(ruleset, state)  # what a save must hold, a ruling's position holds too
    except LoadError as e:
        raise SetupError("setup", str(e)) from None
    game = Game(ruleset=ruleset, state=state)
    return game


# the game's options a ruling may name (`options:`), and the kind of value each takes
OPTION_KINDS = {"edition": str, "small_wharf_bonuses": bool, "hunting_lodge_ties": bool, "noble_shortage": str,
                "draft": bool, "full_storage": bool, "hidden_points": bool}


def _options(raw: Any, expansions: tuple[str, ...], buildings: Any) -> dict[str, Any]:
    """The Options keywords a ruling's `options:` mapping asks for (`draft: true` is the New
    Buildings draft before the first round, so the game starts in the draft)."""
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise SetupError("options", "must be a mapping such as {edition: korean}")
    out: dict[str, Any] = {}  # Options' keywords: words and true/false
    for key, value in raw.items():
        kind = OPTION_KINDS.get(key)
        if kind is None:
            raise SetupError(f"options.{key}", f"unknown option (options: {', '.join(OPTION_KINDS)})")
        if type(value) is not kind:
            raise SetupError(f"options.{key}", f"must be {'true or false' if kind is bool else 'a word'}, not {value!r}")
        out[key] = value
    if out.pop("draft", False):
        if not expansions:
            raise SetupError("options.draft", "the violet buildings are drafted only with an expansion")
        if buildings is not None:
            raise SetupError("options.draft", "a ruling either drafts the violet buildings or lists them, not both")
        out["selection"] = "draft"
    return out


def _goods(mapping: Any, path: str) -> list[int]:
    if not isinstance(mapping, dict):
        raise SetupError(path, "must map goods to barrels, e.g. {corn: 2}")
    out = [0] * len(GOODS)
    for good, n in mapping.items():
        if good not in GOOD_INDEX:
            raise SetupError(f"{path}.{good}", f"unknown good (goods: {', '.join(GOODS)})")
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise SetupError(f"{path}.{good}", f"must be a whole number, not {n!r}")
        out[GOOD_INDEX[good]] = n
    return out


def _workers(value: Any, path: str) -> tuple[int, int]:
    """(colonists, nobles) from n or {colonists: c, nobles: k}."""
    if isinstance(value, dict):
        unknown = set(value) - {"colonists", "nobles"}
        if unknown:
            raise SetupError(path, "holds colonists and nobles only")
        return (_int(value.get("colonists", 0), f"{path}.colonists"), _int(value.get("nobles", 0), f"{path}.nobles"))
    return _int(value, path), 0


def _spaces(entries: Any, path: str, known: Collection[str], capacity_of: Callable[[str], int]
            ) -> list[tuple[str, int, int]]:
    if not isinstance(entries, list):
        raise SetupError(path, "must be a list of spaces (a name, or {name: colonists})")
    out = []
    for k, entry in enumerate(entries):
        where = f"{path}[{k}]"
        if isinstance(entry, str):
            name, n, nobles = entry, 0, 0
        elif isinstance(entry, dict) and len(entry) == 1:
            (name, value), = entry.items()
            n, nobles = _workers(value, f"{where}.{name}")
        else:
            raise SetupError(where, f"must be a name or {{name: colonists}}, not {entry!r}")
        if name not in known:
            raise SetupError(where, f"unknown {path.rsplit('.', 1)[-1]} space {name!r}")
        if not 0 <= n + nobles <= capacity_of(name):
            raise SetupError(where, f"{name} holds 0 to {capacity_of(name)} workers, not {n + nobles}")
        out.append((name, n, nobles))
    return out


def _int(value: Any, path: str, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise SetupError(path, f"must be a whole number of at least {low}, not {value!r}")
    return value


SETUP_KEYS = frozenset({"round", "governor", "to_pick", "roles_taken", "roles", "plantations", "quarries",
                        "colonist_ship", "supply", "ships", "trading_house", "players", "plantation_stack",
                        "discard", "drafted"})
PLAYER_KEYS = ("doubloons", "vp", "goods", "island", "city", "san_juan", "nobles")


def _overlay(ruleset: Ruleset, state: State, setup: Ruling, seed: Any) -> None:
    """Lay a ruling's ``setup`` over a fresh set-up, part by part, in an order where each part
    can count what the earlier ones placed."""
    known_keys(setup, sorted(SETUP_KEYS), "setup", "setup key")
    state.round = setup_round(setup)
    for key, data in (setup.get("players") or {}).items():
        _overlay_player(ruleset, state, seat_number(key, ruleset.players, f"setup.players.{key}"), data)
    if "plantations" in setup:
        row = setup["plantations"]
        if not isinstance(row, list) or any(tile not in GOODS for tile in row):
            raise SetupError("setup.plantations", f"must be a list of goods ({', '.join(GOODS)})")
        state.face_up = list(row)
    _restack(ruleset, state, setup, seed)
    _overlay_quarries_and_ship(ruleset, state, setup)
    if "ships" in setup:
        _overlay_ships(state, setup["ships"])
    if "trading_house" in setup:
        house = setup["trading_house"]
        if not isinstance(house, list) or len(house) > 4 or any(g not in GOOD_INDEX for g in house):
            raise SetupError("setup.trading_house", "must be a list of at most 4 goods")
        state.trading_house = [GOOD_INDEX[g] for g in house]
    _overlay_supply(ruleset, state, setup.get("supply") or {})
    _drafted(ruleset, state, setup)
    _roles(ruleset, state, setup)
    if state.phase == "draft" and state.round != 1:
        raise SetupError("setup.round", "the violet buildings are drafted before the first round, so the draft is round 1")


def _overlay_player(ruleset: Ruleset, state: State, seat: int, data: Any) -> None:
    """One player's board from ``setup.players.N``."""
    path = f"setup.players.{seat}"
    if not isinstance(data, dict):
        raise SetupError(path, "must be a mapping")
    board = state.players[seat]
    known_keys(data, PLAYER_KEYS, path, "player key")
    if "doubloons" in data:
        board.doubloons = _int(data["doubloons"], f"{path}.doubloons")
    if "vp" in data:
        board.vp = _int(data["vp"], f"{path}.vp")
    if "goods" in data:
        board.goods = _goods(data["goods"], f"{path}.goods")
    if "nobles" in data:
        raise SetupError(f"{path}.nobles", "place nobles on spaces or in san_juan; 'nobles' is only read in expect")
    if "san_juan" in data:
        board.san_juan, board.san_juan_nobles = _workers(data["san_juan"], f"{path}.san_juan")
    if "island" in data:
        _overlay_island(ruleset, board, data["island"], f"{path}.island")
    if "city" in data:
        _overlay_city(ruleset, state, board, data["city"], f"{path}.city")


def _overlay_island(ruleset: Ruleset, board: PlayerState, entries: Any, path: str) -> None:
    tiles = TILES + (("forest",) if ruleset.expanded else ())
    island = _spaces(entries, path, tiles, lambda name: 0 if name == "forest" else 1)
    if len(island) > 12:
        raise SetupError(path, f"an island has 12 spaces, not {len(island)}")
    board.island = [tile for tile, _, _ in island]
    board.island_workers = [colonists for _, colonists, _ in island]
    board.island_nobles = [nobles for _, _, nobles in island]


def _overlay_city(ruleset: Ruleset, state: State, board: PlayerState, entries: Any, path: str) -> None:
    city = _spaces(entries, path, set(state.buildings_order), lambda building: ruleset.building(building).circles)
    names = [building for building, _, _ in city]
    if len(set(names)) != len(names):
        raise SetupError(path, "a player owns at most one of each building")
    spaces = sum(ruleset.building(building).spaces for building in names)
    if spaces > 12:
        raise SetupError(path, f"the buildings need {spaces} city spaces; there are 12")
    board.city = names
    board.city_workers = [colonists for _, colonists, _ in city]
    board.city_nobles = [nobles for _, _, nobles in city]
    for name in names:
        k = state.buildings_order.index(name)
        if state.buildings_left[k] == 0:
            if ruleset.draftable(ruleset.by_id[name]) and name not in state.violet_in_play:
                raise SetupError(path, f"{name} is not among the violet buildings in play "
                                 f"({', '.join(state.violet_in_play)}); list it under 'buildings'")
            raise SetupError(path, f"more {name} buildings than the game has")
        state.buildings_left[k] -= 1


def _overlay_quarries_and_ship(ruleset: Ruleset, state: State, setup: Ruling) -> None:
    on_islands = sum(board.island.count("quarry") for board in state.players)
    if "quarries" in setup:
        state.quarries = _int(setup["quarries"], "setup.quarries")
    else:
        state.quarries = QUARRIES - ruleset.setup.removed_quarries - on_islands
    if state.quarries + on_islands > QUARRIES - ruleset.setup.removed_quarries:
        raise SetupError("setup.quarries", "more quarries than the game has")
    if "colonist_ship" in setup:
        state.colonist_ship, state.noble_ship = _workers(setup["colonist_ship"], "setup.colonist_ship")
        if state.noble_ship and not ruleset.nobles:
            raise SetupError("setup.colonist_ship", "nobles are in play only with the nobles expansion")
    if sum(board.nobles() for board in state.players) and not ruleset.nobles:
        raise SetupError("setup.players", "nobles are in play only with the nobles expansion")


def _overlay_ships(state: State, ships: Any) -> None:
    if not isinstance(ships, list) or not ships:
        raise SetupError("setup.ships", "must be a list of ships such as {capacity: 5, corn: 2}")
    state.ship_capacity, state.ship_good, state.ship_count = [], [], []
    for k, ship in enumerate(ships):
        path = f"setup.ships[{k}]"
        if not isinstance(ship, dict) or "capacity" not in ship:
            raise SetupError(path, "each ship needs a capacity")
        capacity = _int(ship["capacity"], f"{path}.capacity", 1)
        load = _goods({g: v for g, v in ship.items() if g != "capacity"}, path)
        kinds = [i for i, v in enumerate(load) if v]
        if len(kinds) > 1:
            raise SetupError(path, "a cargo ship carries one kind of good")
        if kinds and load[kinds[0]] > capacity:
            raise SetupError(path, f"a {capacity}-ship holds at most {capacity} barrels")
        if kinds and kinds[0] in state.ship_good:
            raise SetupError(path, "two ships may not carry the same good")
        state.ship_capacity.append(capacity)
        state.ship_good.append(kinds[0] if kinds else -1)
        state.ship_count.append(load[kinds[0]] if kinds else 0)
    if len(set(state.ship_capacity)) != len(state.ship_capacity):
        raise SetupError("setup.ships", "ships are named by capacity, so capacities must differ")


def _overlay_supply(ruleset: Ruleset, state: State, supply: Any) -> None:
    if not isinstance(supply, dict):
        raise SetupError("setup.supply", "must be a mapping")
    for key in supply:
        if key not in SUPPLY_KEYS:
            raise SetupError(f"setup.supply.{key}", f"unknown supply key ({', '.join(SUPPLY_KEYS)})")
    if "buildings" in supply:
        _building_supply(ruleset, state, supply["buildings"])
    _overlay_workers_supply(ruleset, state, supply)
    if "vp" in supply:
        state.vp_supply = _int(supply["vp"], "setup.supply.vp")
    else:
        state.vp_supply = max(0, ruleset.vp_chips - sum(board.vp for board in state.players))
    _overlay_goods_supply(ruleset, state, supply)


def _overlay_workers_supply(ruleset: Ruleset, state: State, supply: Ruling) -> None:
    if "colonists" in supply:
        state.colonist_supply = _int(supply["colonists"], "setup.supply.colonists")
    elif ruleset.nobles:  # every colonist is in play: the supply holds the rest
        state.colonist_supply = max(0, COLONISTS - state.colonist_ship - sum(board.colonists() for board in state.players))
    else:
        # A supply not given keeps the normal set-up's count (the format's rule for every key left
        # out), unless the colonists the set-up places would then be more than the box holds (five
        # players): only that excess comes out of the supply, so the position can exist.
        placed = sum(board.colonists() for board in state.players)
        state.colonist_supply = max(0, min(state.colonist_supply, COLONISTS - state.colonist_ship - placed))
    if ruleset.nobles:
        if "nobles" in supply:
            state.noble_supply = _int(supply["nobles"], "setup.supply.nobles")
        else:
            state.noble_supply = NOBLES - state.noble_ship - sum(board.nobles() for board in state.players)
            if state.noble_supply < 0:
                raise SetupError("setup", f"more than the {NOBLES} nobles are in play")
    elif "nobles" in supply:
        raise SetupError("setup.supply.nobles", "nobles are in play only with the nobles expansion")


def _overlay_goods_supply(ruleset: Ruleset, state: State, supply: Ruling) -> None:
    written = supply.get("goods") or {}
    given = _goods(written, "setup.supply.goods")
    for i, good in enumerate(GOODS):
        in_play = sum(board.goods[i] for board in state.players) + state.trading_house.count(i) + \
            sum(c for g, c in zip(state.ship_good, state.ship_count) if g == i)
        total = BARRELS[i] - ruleset.setup.removed_barrels
        if good in written:
            state.goods_supply[i] = given[i]
        else:
            if in_play > total:
                raise SetupError("setup.players", f"{in_play} {good} barrels are in play; the game has {total}")
            state.goods_supply[i] = total - in_play


SUPPLY_KEYS = ("colonists", "vp", "goods", "nobles", "plantations", "buildings")


def _building_supply(ruleset: Ruleset, state: State, given: Any) -> None:
    """`supply.buildings`: copies left on the supply board, by building (the rest as dealt)."""
    if not isinstance(given, dict):
        raise SetupError("setup.supply.buildings", "must map buildings to the copies left, e.g. {harbor: 1}")
    for name, copies in given.items():
        path = f"setup.supply.buildings.{name}"
        if name not in state.buildings_order:
            raise SetupError(path, "not a building of this game")
        building = ruleset.by_id[name]
        if ruleset.draftable(building) and name not in state.violet_in_play:
            raise SetupError(path, f"{name} is not among the violet buildings in play")
        owned = sum(1 for board in state.players if name in board.city)
        if _int(copies, path) + owned > ruleset.copies(building):
            raise SetupError(path, f"the game has {ruleset.copies(building)} {name} building(s) and players own {owned}")
        state.buildings_left[state.buildings_order.index(name)] = copies


def _drafted(ruleset: Ruleset, state: State, setup: Ruling) -> None:
    """`drafted`: the violet kinds already put on the supply board by the New Buildings draft,
    in the order they were chosen; the draft goes on from the next seat."""
    if "drafted" not in setup:
        return
    if state.phase != "draft":
        raise SetupError("setup.drafted", "only a ruling with `options: {draft: true}` is still drafting")
    names = setup["drafted"]
    if not isinstance(names, list):
        raise SetupError("setup.drafted", "must be a list of violet buildings")
    for name in names:
        building = ruleset.by_id.get(name)
        if building is None or not ruleset.draftable(building) or name in state.violet_in_play:
            raise SetupError("setup.drafted", f"{name!r} is not a violet building still to draft")
        if draft.spaces_left(ruleset, state, building.cost) <= 0:
            raise SetupError("setup.drafted", f"every space for buildings costing {building.cost} is filled before {name}")
        state.violet_in_play.append(name)
        state.buildings_left[ruleset.stock_index[name]] = ruleset.copies(building)
    if draft.finished(ruleset, state):
        raise SetupError("setup.drafted", "every space is filled: the draft would be over")


def _restack(ruleset: Ruleset, state: State, setup: Ruling, seed: Any) -> None:
    """The face-down stack, the discard pile and the goods under forests, from what the box holds
    less what the ruling placed; the stack's top as `plantation_stack` says, the rest shuffled."""
    box = Counter({g: c - ruleset.setup.removed_plantations for g, c in zip(GOODS, PLANTATIONS)})
    used = Counter(state.face_up)
    for board in state.players:
        used.update(tile for tile in board.island if tile in GOOD_INDEX)
    for good, count in used.items():
        if count > box[good]:
            raise SetupError("setup", f"{count} {good} plantations are placed; the game has {box[good]}")
    rest = box - used
    state.forest_goods = _forest_goods(state, rest)
    stack_top = _goods_list(setup, "plantation_stack", "must be a list of goods, top first")
    top = Counter(stack_top)
    for good, count in top.items():
        if count > rest[good]:
            raise SetupError("setup.plantation_stack", f"only {rest[good]} {good} plantations are left for the stack")
    discard = _goods_list(setup, "discard", "must be a list of goods: the plantations on the discard pile")
    if discard and ruleset.leftover_plantations_under_stack:
        raise SetupError("setup.discard", "the Korean edition keeps no discard pile (unchosen plantations go "
                         "under the stack)")
    for good, count in Counter(discard).items():
        if count > rest[good] - top[good]:
            raise SetupError("setup.discard", f"only {rest[good] - top[good]} {good} plantations are left for the pile")
    rest -= Counter(discard)
    counts = (setup.get("supply") or {}).get("plantations") if isinstance(setup.get("supply"), dict) else None
    if counts is not None:  # the face-down stack is exactly these; the tiles not placed stay in the box
        rest = _stack_as_listed(counts, rest, top)
    below = list((rest - top).elements())
    random.Random(f"{seed}:stack").shuffle(below)
    state.stack = below + list(reversed(stack_top))  # the top of the stack is the end of the list
    state.discard = list(discard)


def _forest_goods(state: State, rest: Counter[str]) -> list[str]:
    """The plantation under each forest placed (taken out of `rest`): a forest is a plantation laid
    face down, and each takes the kind the box holds most of."""
    goods = []
    for _ in range(sum(board.island.count("forest") for board in state.players)):
        good = max(GOODS, key=lambda g: (rest[g], -GOODS.index(g)))
        if rest[good] <= 0:
            raise SetupError("setup", "more plantations and forests are placed than the game has")
        rest[good] -= 1
        goods.append(good)
    return goods


def _goods_list(setup: Ruling, key: str, form: str) -> list[str]:
    """The set-up's list of plantations under `key` (none if absent); SetupError saying `form`."""
    tiles = setup.get(key) or []
    if not isinstance(tiles, list) or any(tile not in GOODS for tile in tiles):
        raise SetupError(f"setup.{key}", form)
    return tiles


def _stack_as_listed(counts: Any, rest: Counter[str], top: Counter[str]) -> Counter[str]:
    """The face-down stack `supply.plantations` lists, checked against what is left for it."""
    stack = Counter(dict(zip(GOODS, _goods(counts, "setup.supply.plantations"))))
    for good in GOODS:
        if stack[good] > rest[good]:
            raise SetupError(f"setup.supply.plantations.{good}", f"only {rest[good]} {good} plantations are left")
        if top[good] > stack[good]:
            raise SetupError("setup.plantation_stack", f"the stack's top holds more {good} than the stack")
    return +stack


def _roles(ruleset: Ruleset, state: State, setup: Ruling) -> None:
    """The doubloons on the role cards, the roles taken this round, and whose pick is next."""
    _role_money(ruleset, state, setup)
    picks = _take_roles(ruleset, state, setup)
    if picks >= len(ruleset.role_order):
        raise SetupError("setup.roles_taken", "every pick of the round is already made")
    default = (state.governor + ruleset.role_order[picks]) % ruleset.players
    if state.phase == "draft":  # the draft goes round from the governor, one building each
        default = (state.governor + len(state.violet_in_play)) % ruleset.players
    state.turn = seat_number(setup.get("to_pick", default), ruleset.players, "setup.to_pick")
    if state.phase != "draft":
        _role_shares(ruleset, state, picks, state.turn if state.phase == "role_choice" else default)


def _role_money(ruleset: Ruleset, state: State, setup: Ruling) -> None:
    """`roles`: doubloons on each role card (a list for a role that comes twice)."""
    roles = setup.get("roles") or {}
    if not isinstance(roles, dict):
        raise SetupError("setup.roles", "must map roles to doubloons")
    for role, money in roles.items():
        if role not in state.role_cards:
            raise SetupError(f"setup.roles.{role}", f"there is no {role} card with {ruleset.players} players")
        cards = _cards(state, role)
        if isinstance(money, list):  # doubloons on each card of a role that comes twice
            if len(money) != len(cards):
                raise SetupError(f"setup.roles.{role}", f"there are {len(cards)} {role} card(s), not {len(money)}")
            for k, m in zip(cards, money):
                state.role_money[k] = _int(m, f"setup.roles.{role}")
        else:
            state.role_money[cards[0]] = _int(money, f"setup.roles.{role}")


def _take_roles(ruleset: Ruleset, state: State, setup: Ruling) -> int:
    """`roles_taken`: the seat holding each role taken this round; the picks made so far."""
    taken = setup.get("roles_taken") or {}
    if not isinstance(taken, dict):
        raise SetupError("setup.roles_taken", "must map roles to the seat that took them")
    picks = 0
    for role, seats in taken.items():
        if role not in state.role_cards:
            raise SetupError(f"setup.roles_taken.{role}", f"there is no {role} card with {ruleset.players} players")
        # with five players both prospectors may be taken: {prospector: [1, 3]}; a list with
        # null in it names the taker of each card in turn: {prospector: [null, 3]}
        if isinstance(seats, list) and None in seats:
            picks += _take_cards_in_turn(ruleset, state, role, seats)
            continue
        for seat in seats if isinstance(seats, list) else [seats]:
            free = next((index for index, (card, taker) in enumerate(zip(state.role_cards, state.role_taken))
                         if card == role and taker == -1), None)
            if free is None:
                raise SetupError(f"setup.roles_taken.{role}", "every card of that role is already taken")
            state.role_taken[free] = seat_number(seat, ruleset.players, f"setup.roles_taken.{role}")
            state.role_money[free] = 0
            picks += 1
    return picks


def _take_cards_in_turn(ruleset: Ruleset, state: State, role: str, seats: list[Any]) -> int:
    """A role's cards taken by the seats listed in turn (null: that card is still free); the picks."""
    cards = _cards(state, role)
    if len(seats) != len(cards):
        raise SetupError(f"setup.roles_taken.{role}", f"there are {len(cards)} {role} card(s), not {len(seats)}")
    picks = 0
    for k, seat in zip(cards, seats):
        if seat is not None:
            state.role_taken[k] = seat_number(seat, ruleset.players, f"setup.roles_taken.{role}")
            state.role_money[k] = 0
            picks += 1
    return picks


def _role_shares(ruleset: Ruleset, state: State, picks: int, next_picker: int) -> None:
    """No seat ends the round with more roles than a player takes in one (one each; three each
    with two players): the roles it holds, the next pick if it is its, and its picks after."""
    to_come = Counter((state.governor + offset) % ruleset.players for offset in ruleset.role_order[picks + 1:])
    to_come[next_picker] += 1
    for seat in range(ruleset.players):
        held = [role for role, taker in zip(state.role_cards, state.role_taken) if taker == seat]
        if len(held) + to_come[seat] > roles_per_seat(ruleset, seat, state.governor):
            key = f"setup.roles_taken.{held[-1]}" if held else "setup.to_pick"
            raise SetupError(key, f"player {seat} would hold {len(held) + to_come[seat]} role cards this round "
                             f"({len(held)} taken, {to_come[seat]} still to pick), more than a player takes in a round")


def _cards(state: State, role: str) -> list[int]:
    """The indices of the cards of a role (two prospectors with five players)."""
    return [k for k, r in enumerate(state.role_cards) if r == role]


# -- describing the position ----------------------------------------------------------------------
def _space(name: str, n: int, nobles: int = 0) -> Space:
    if nobles:
        return {name: {"colonists": n, "nobles": nobles}}
    return {name: n} if n else name


def _pair(colonists: int, nobles: int, with_nobles: bool) -> Workers:
    return {"colonists": colonists, "nobles": nobles} if with_nobles else colonists


def _roles_taken(state: State) -> dict[str, int | list[int]]:
    """Role -> the seat that took it; a list of seats when both prospectors are taken."""
    out: dict[str, int | list[int]] = {}
    for role, seat in zip(state.role_cards, state.role_taken):
        if seat == -1:
            continue
        held = out.get(role)
        if held is None:
            out[role] = seat
        else:
            out[role] = (held if isinstance(held, list) else [held]) + [seat]
    return out


def view(game: Game) -> PositionView:
    """The whole current position in the ruling vocabulary."""
    ruleset, state = game.ruleset, game.state
    roles: dict[str, int] = {}
    for role, money in zip(state.role_cards, state.role_money):
        roles[role] = roles.get(role, 0) + money
    breakdown = game.score_breakdown()
    return {
        "players_count": ruleset.players,
        "governor": state.governor,
        "to_pick": state.turn if state.phase == "role_choice" else None,
        "roles_taken": _roles_taken(state),
        "roles": roles,
        "plantations": list(state.face_up),
        "plantation_stack": list(reversed(state.stack)),
        "quarries": state.quarries,
        "colonist_ship": _pair(state.colonist_ship, state.noble_ship, ruleset.nobles),
        "supply": {"colonists": state.colonist_supply, "vp": state.vp_supply,
                   "goods": dict(zip(GOODS, state.goods_supply)), **({"nobles": state.noble_supply} if ruleset.nobles else {}),
                   # the face-down stack by kind, and the copies left on the supply board
                   "plantations": {g: state.stack.count(g) for g in GOODS},
                   "buildings": {building: n for building, n in zip(state.buildings_order, state.buildings_left)
                                 if not ruleset.draftable(ruleset.by_id[building]) or building in state.violet_in_play}},
        "discard": list(state.discard),
        "buildings": list(state.violet_in_play),
        "ships": [{"capacity": c, **({GOODS[g]: k} if g != -1 else {})}
                  for c, g, k in zip(state.ship_capacity, state.ship_good, state.ship_count)],
        "trading_house": [GOODS[i] for i in state.trading_house],
        "players": {
            i: {"doubloons": board.doubloons, "vp": board.vp, "goods": dict(zip(GOODS, board.goods)),
                "island": [_space(tile, w, k) for tile, w, k in zip(board.island, board.island_workers, board.island_nobles)],
                "city": [_space(building, w, k) for building, w, k in zip(board.city, board.city_workers, board.city_nobles)],
                "san_juan": _pair(board.san_juan, board.san_juan_nobles, board.san_juan_nobles > 0),
                "nobles": board.nobles()}
            for i, board in enumerate(state.players)},
        "phase": state.phase,
        "turn": state.turn,
        "round": state.round,
        "game_over": state.game_over,
        "scores": {i: building["total"] for i, building in breakdown.items()},
        "score_breakdown": {i: {"chips": building["chips"], "buildings": building["buildings"], "bonus": building["bonus"],
                                "bonuses": building["bonuses"], "tie_break": building["tie_break"]}
                            for i, building in breakdown.items()},
        **_draft_view(ruleset, state),
        "winner": _winner(ruleset, state),
    }


def _draft_view(ruleset: Ruleset, state: State) -> DraftView:
    """The New Buildings draft (with an expansion only): what is on the board, in the order chosen,
    and the room left."""
    if not ruleset.expanded:
        return {}
    return {"drafted": list(state.violet_in_play),
            "draft_spaces": {cost: draft.spaces_left(ruleset, state, cost) for cost in DRAFT_SPACES}}


def _winner(ruleset: Ruleset, state: State) -> int | list[int] | None:
    """The winner's seat, the seats sharing a tie, or None while the game goes on."""
    if not state.game_over:
        return None
    winners = scoring.winners(ruleset, state)
    return winners[0] if len(winners) == 1 else winners


# -- comparing ----------------------------------------------------------------------------------
MULTISETS = ("trading_house", "island", "city", "plantations", "discard")


def _norm_space(entry: Any) -> tuple[str, Any, Any]:
    if isinstance(entry, dict) and len(entry) == 1:
        (name, n), = entry.items()
        if isinstance(n, dict):
            return (str(name), n.get("colonists", 0), n.get("nobles", 0))
        return (str(name), n, 0)
    return (str(entry), 0, 0)


def _multiset(items: Iterable[Any]) -> list[tuple[str, Any, Any]]:
    return sorted((_norm_space(x) for x in items), key=repr)


def _puerto_rico_leaf(leaf: str, path: str, expected: Any, actual: Any, out: list[Mismatch]) -> bool:
    if leaf in MULTISETS and isinstance(expected, list):
        if not isinstance(actual, list) or _multiset(expected) != _multiset(actual):
            out.append(Mismatch(path, expected, actual))
        return True
    if leaf == "ships" and isinstance(expected, list):
        norm = [{k: v for k, v in ship.items() if v != 0 or k == "capacity"} if isinstance(ship, dict) else ship
                for ship in expected]
        if norm != actual:
            out.append(Mismatch(path, expected, actual))
        return True
    if leaf in ("san_juan", "colonist_ship") and isinstance(expected, int) and not isinstance(expected, bool):
        # a bare number counts colonists (nobles, if any, are not compared)
        colonists = actual if isinstance(actual, int) else actual.get("colonists")
        if expected != colonists:
            out.append(Mismatch(path, expected, colonists))
        return True
    if leaf in ("san_juan", "colonist_ship") and isinstance(actual, int):
        compare(path, expected, {"colonists": actual, "nobles": 0}, out, _puerto_rico_leaf, _puerto_rico_absent)
        return True
    return False


def _puerto_rico_absent(path: str, key: Any) -> int:
    if path.rsplit(".", 1)[-1] == "goods" and key in GOODS:
        return 0  # a good a player does not hold counts 0
    raise KeyError(key)


def expect_mismatches(game: Game, expected: Ruling) -> list[Mismatch]:
    """Where the current position differs from an ``expect`` step (only written keys count)."""
    out: list[Mismatch] = []
    if isinstance(expected, dict) and any(isinstance(expected.get(k), dict) for k in ("roles", "roles_taken")):
        expected = _per_card_expectations(game.state, dict(expected), out)
    return out + _expect_mismatches(game, expected, view(game), _puerto_rico_leaf, _puerto_rico_absent)


def _per_card_expectations(state: State, expected: Ruling, out: list[Mismatch]) -> Ruling:
    """Compare the card-by-card forms (`roles: {prospector: [1, 0]}`, `roles_taken: {prospector:
    [null, 3]}`) here, in the order of the cards; hand the rest on to the general comparison."""
    for key in ("roles", "roles_taken"):
        value = expected.get(key)
        if not isinstance(value, dict):
            continue
        rest: dict[Any, Any] = {}  # the expect step's other roles, as written
        for role, want in value.items():
            if isinstance(want, list) and (key == "roles" or None in want):
                cards = _cards(state, role)
                got = [state.role_money[k] if key == "roles" else (None if state.role_taken[k] == -1 else state.role_taken[k])
                       for k in cards]
                if want != got:
                    out.append(Mismatch(f"{key}.{role}", want, got))
            else:
                rest[role] = want
        expected[key] = rest
    return expected


# -- recording a game as a ruling (puertorico_nb.rulings.record) ---------------------------------
# What a recording's final ``expect`` compares (puertorico_nb.rulings.record.final_expect)
RECORDED_PLAYER_KEYS: tuple[Literal["doubloons", "vp", "goods", "island", "city", "san_juan"], ...] = (
    "doubloons", "vp", "goods", "island", "city", "san_juan")
RECORDED_TOP_KEYS = ("ships", "trading_house", "phase", "turn")


def recorded_header(game: Game) -> dict[str, Any]:
    """The ruling keys that fix the game itself: players, expansions and the violet buildings."""
    ruleset = game.ruleset
    header: dict[str, Any] = {"players": ruleset.players}
    if ruleset.expansions:
        header["expansions"] = list(ruleset.expansions)
        header["buildings"] = list(game.start.violet_in_play)
    return header


def recorded_setup(game: Game) -> dict[str, Any]:
    """``game.start`` as a full setup: every key of the vocabulary, written out."""
    v = view(Game(ruleset=game.ruleset, state=game.start.clone()))
    return {
        **({"round": game.start.round} if game.start.round != 1 else {}),
        "governor": v["governor"],
        "to_pick": game.start.turn,
        "roles_taken": v["roles_taken"],
        "roles": {r: m for r, m in v["roles"].items() if r not in v["roles_taken"]},
        "plantations": v["plantations"],
        "plantation_stack": v["plantation_stack"],
        "quarries": v["quarries"],
        "colonist_ship": v["colonist_ship"],
        "supply": v["supply"],
        "ships": v["ships"],
        "trading_house": v["trading_house"],
        "players": {seat: {key: board[key] for key in RECORDED_PLAYER_KEYS} for seat, board in v["players"].items()},
    }
