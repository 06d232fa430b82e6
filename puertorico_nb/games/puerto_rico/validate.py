"""Is a position read from a save one this game can hold? Every counter in its range, every name
one the rules know, and no component more often than the box holds it; else LoadError naming
the field (``players.0.goods.corn``).

The totals are the box's, and upper bounds, not equalities: a ruling may stage a position with a
shorter or longer supply than a fresh set-up (two colonists left, to show the end of the game),
and a game saved from it must load. More than the box holds is never possible.

>>> from .game import Game
>>> validate(Game(players=3).ruleset, Game(players=3).state)
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from puertorico_nb.core import fields
from puertorico_nb.core.actions import shown
from puertorico_nb.core.errors import LoadError

from .components import (
    BARRELS,
    CITY_SPACES,
    COLONISTS,
    GOODS,
    ISLAND_SPACES,
    NOBLES,
    PLANTATIONS,
    QUARRIES,
    TRADING_HOUSE_SPACES,
    VP_CHIPS,
)
from .declines import AHEAD
from .roles.captain import ROYAL_SUPPLIER, STORING
from .roles.mayor import DEALING, PLACING
from .roles.settler import HUNTING_LODGE, LIBRARY

if TYPE_CHECKING:
    from .ruleset import Ruleset
    from .state import PlayerState, State

TILES = (*GOODS, "quarry", "forest")
STAGES = ("", ROYAL_SUPPLIER, STORING, DEALING, PLACING, HUNTING_LODGE, LIBRARY)
# the stages each phase may be in ("" for all): any other pairing is no position of the game
PHASE_STAGES = {"captain": ("", ROYAL_SUPPLIER, STORING), "mayor": ("", DEALING, PLACING),
                "settler": ("", HUNTING_LODGE, LIBRARY)}
# (phase, stage) in which the players still to act are queued, the one acting first; the mayor's
# dealing, the captain's loading and the draft go round by other counters
QUEUED = {("settler", ""), ("settler", HUNTING_LODGE), ("settler", LIBRARY), ("builder", ""), ("craftsman", ""),
          ("trader", ""), ("prospector", ""), ("mayor", ""), ("mayor", PLACING),
          ("captain", STORING)}
# the few counters no rule lets grow without bound; far above any game, far below harm
MOST = 10_000
MOST_SHIPS = 10


def validate(ruleset: Ruleset, state: State) -> None:
    """Raise LoadError, naming the field, unless `state` is a position of the game `ruleset` describes."""
    n = ruleset.players
    if state.players_count != n or not isinstance(state.players, list) or len(state.players) != n:
        raise LoadError(f"players: the position seats {_count(state.players)} players, the rules {n}")
    _scalars(ruleset, state)
    _lists(ruleset, state)
    for k, board in enumerate(state.players):
        _player(ruleset, board, f"players.{k}")
    stray = stray_nobles(ruleset, state)
    if stray:
        raise LoadError(f"the position has nobles at '{stray}', but its rules do not include the Nobles expansion")
    _conserved(ruleset, state)
    _phase(state)


def _count(players: object) -> str:
    return str(len(players)) if isinstance(players, list) else "no list of"


def _scalars(ruleset: Ruleset, state: State) -> None:
    n = ruleset.players
    fields.seat(state.governor, n, "governor")
    fields.whole(state.round, "round", 1, MOST)
    fields.flag(state.game_over, "game_over")
    fields.flag(state.end_triggered, "end_triggered")
    fields.flag(state.hacienda_drawn, "hacienda_drawn")
    fields.flag(state.captain_loaded, "captain_loaded")
    phases = ("role_choice", *dict.fromkeys(ruleset.setup.roles), "game_over")
    if ruleset.options.selection == "draft":
        phases = (*phases, "draft")
    fields.one_of(state.phase, phases, "phase")
    if state.game_over != (state.phase == "game_over"):
        raise LoadError(f"game_over is {state.game_over} but the phase is {state.phase}")
    fields.seat(state.turn, n, "turn", optional=state.game_over)
    fields.seat(state.chooser, n, "chooser", optional=True)
    fields.one_of(state.stage, STAGES, "stage")
    for name in ("quarries", "colonist_ship", "colonist_supply", "vp_supply", "noble_supply", "noble_ship"):
        fields.whole(getattr(state, name), name, 0, MOST)
    for name in ("shuffles", "non_loads", "dealt"):
        fields.whole(getattr(state, name), name, 0, MOST)
    fields.seed(state.seed)


def roles_per_seat(ruleset: Ruleset, seat: int, governor: int) -> int:
    """How many role cards `seat` takes in a round: one, or more where the round's order of
    picks comes back to it (with two players, three each)."""
    return sum(1 for offset in ruleset.role_order if (governor + offset) % ruleset.players == seat)


def _lists(ruleset: Ruleset, state: State) -> None:
    """Every list of the position: each entry of the right kind and in range, each list its length."""
    _role_lists(ruleset, state)
    _tiles_and_counts(ruleset, state)
    _ships(state)
    _queue_and_uses(ruleset, state)
    _building_lists(ruleset, state)


def _role_lists(ruleset: Ruleset, state: State) -> None:
    n = ruleset.players
    cards = list(ruleset.setup.roles)
    if Counter(fields.items(state.role_cards, "role_cards")) != Counter(cards):
        raise LoadError(f"role_cards must be the {n}-player game's roles: {', '.join(cards)}")
    for k, money in enumerate(fields.items(state.role_money, "role_money", len(cards))):
        fields.whole(money, f"role_money[{k}]", 0, MOST)
    for k, seat in enumerate(fields.items(state.role_taken, "role_taken", len(cards))):
        if seat != -1:
            fields.seat(seat, n, f"role_taken[{k}]")
    for seat, held in sorted(Counter(seat for seat in state.role_taken if seat != -1).items()):
        if held > roles_per_seat(ruleset, seat, state.governor):
            raise LoadError(f"role_taken: player {seat} holds {held} role cards, more than a player takes in a round")


def _tiles_and_counts(ruleset: Ruleset, state: State) -> None:
    n = ruleset.players
    for name in ("face_up", "stack", "discard", "forest_goods"):
        for k, tile in enumerate(fields.items(getattr(state, name), name)):
            fields.one_of(tile, GOODS, f"{name}[{k}]")
    for k, bits in enumerate(fields.items(state.declined, "declined", n)):
        fields.whole(bits, f"declined[{k}]", AHEAD.NONE, AHEAD.ALL)
    for name in ("goods_supply", "produced", "picked"):
        for k, count in enumerate(fields.items(getattr(state, name), name, len(GOODS))):
            fields.whole(count, f"{name}.{GOODS[k]}", 0, MOST)


def _ships(state: State) -> None:
    # a ruling may stage fewer ships than the set-up's (two, to show a captain's choice)
    capacities = fields.items(state.ship_capacity, "ship_capacity", most=MOST_SHIPS)
    ships = len(capacities)
    kinds = fields.items(state.ship_good, "ship_good", ships)
    loads = fields.items(state.ship_count, "ship_count", ships)
    for k in range(ships):
        cap = fields.whole(capacities[k], f"ship_capacity[{k}]", 1, MOST)
        good = fields.whole(kinds[k], f"ship_good[{k}]", -1, len(GOODS) - 1)
        load = fields.whole(loads[k], f"ship_count[{k}]", 0, cap)
        if (load == 0) != (good == -1):
            raise LoadError(f"ship_count[{k}] and ship_good[{k}]: a ship carries barrels exactly when it names a good")
    if len(set(capacities)) != ships:
        raise LoadError("ship_capacity: ships are told apart by capacity, so capacities must differ")
    loaded = [g for g in kinds if g != -1]
    if len(set(loaded)) != len(loaded):
        raise LoadError("ship_good: two ships may not carry the same good")


def _queue_and_uses(ruleset: Ruleset, state: State) -> None:
    n = ruleset.players
    for k, good in enumerate(fields.items(state.trading_house, "trading_house", most=TRADING_HOUSE_SPACES)):
        fields.whole(good, f"trading_house[{k}]", 0, len(GOODS) - 1)
    # most players + 1: with Nobles, a manned library's owner settles a second time after everyone
    for k, seat in enumerate(fields.items(state.queue, "queue", most=n + 1)):
        fields.seat(seat, n, f"queue[{k}]")
    for name in ("wharf_used", "first_turn_done", "small_wharf_used", "land_office_used"):
        for k, used in enumerate(fields.items(getattr(state, name), name, n)):
            fields.whole(used, f"{name}[{k}]", 0, MOST)


def _building_lists(ruleset: Ruleset, state: State) -> None:
    order = tuple(b.id for b in ruleset.buildings)
    if state.buildings_order != order:
        raise LoadError("buildings_order must list this game's buildings in the rules' order")
    for k, left in enumerate(fields.items(state.buildings_left, "buildings_left", len(order))):
        fields.whole(left, f"buildings_left.{order[k]}", 0, MOST)
    for k, reason in enumerate(fields.items(state.end_reasons, "end_reasons")):
        if not isinstance(reason, str):
            raise LoadError(f"end_reasons[{k}] must be text")
    violet = fields.items(state.violet_in_play, "violet_in_play")
    for k, name in enumerate(violet):
        fields.one_of(name, ruleset.by_id, f"violet_in_play[{k}]")
    if len(set(violet)) != len(violet):
        raise LoadError("violet_in_play names a building twice")


def _phase(state: State) -> None:
    """What the phase says about the rest: the stage, the chooser, who is queued."""
    phase = state.phase
    if state.stage not in PHASE_STAGES.get(phase, ("",)):
        raise LoadError(f"stage: the {phase.replace('_', ' ')} phase has no stage {shown(state.stage)}")
    if (state.chooser is None) != (phase in ("role_choice", "game_over", "draft")):
        raise LoadError(f"chooser: {'no one' if state.chooser is None else f'player {state.chooser}'} chose the "
                        f"{phase.replace('_', ' ')}")
    if phase == "role_choice" and state.queue:
        raise LoadError("queue: nobody is queued while a role is being chosen")
    if (phase, state.stage) in QUEUED and (not state.queue or state.queue[0] != state.turn):
        raise LoadError(f"queue: in the {phase} phase the player to act ({state.turn}) is the first queued")


def _player(ruleset: Ruleset, board: PlayerState, at: str) -> None:
    for name in ("doubloons", "vp", "san_juan", "san_juan_nobles"):
        fields.whole(getattr(board, name), f"{at}.{name}", 0, MOST)
    fields.whole(board.written, f"{at}.written", 0, board.vp)
    for k, count in enumerate(fields.items(board.goods, f"{at}.goods", len(GOODS))):
        fields.whole(count, f"{at}.goods.{GOODS[k]}", 0, MOST)
    fields.items(board.island, f"{at}.island", most=ISLAND_SPACES)
    for k, (tile, workers, nobles) in enumerate(zip(board.island, board.island_workers, board.island_nobles)):
        fields.one_of(tile, TILES, f"{at}.island[{k}]")
        room = 0 if tile == "forest" else 1
        fields.whole(workers, f"{at}.island[{k}] colonists", 0, room)
        fields.whole(nobles, f"{at}.island[{k}] nobles", 0, room - workers)
    spaces = 0
    for k, (name, workers, nobles) in enumerate(zip(board.city, board.city_workers, board.city_nobles)):
        building = ruleset.by_id.get(name) if isinstance(name, str) else None
        if building is None:
            raise LoadError(f"{at}.city[{k}]: {shown(name)} is not a building of this game")
        fields.whole(workers, f"{at}.city[{k}] colonists", 0, building.circles)
        fields.whole(nobles, f"{at}.city[{k}] nobles", 0, building.circles - workers)
        spaces += building.spaces
    if len(set(board.city)) != len(board.city):
        raise LoadError(f"{at}.city: a player owns at most one of each building")
    if spaces > CITY_SPACES:
        raise LoadError(f"{at}.city: the buildings take {spaces} city spaces; there are {CITY_SPACES}")


def _at_most(count: int, total: int, what: str) -> None:
    if count > total:
        raise LoadError(f"{what}: {count} are in the position, the game has {total}")


def _conserved(ruleset: Ruleset, state: State) -> None:
    """No component more often than the box holds it."""
    for i, good in enumerate(GOODS):
        on_ships = sum(c for g, c in zip(state.ship_good, state.ship_count) if g == i)
        held = sum(board.goods[i] for board in state.players) + state.trading_house.count(i) + on_ships + state.goods_supply[i]
        _at_most(held, BARRELS[i], f"goods: {good} barrels")
        tiles = (sum(board.island.count(good) for board in state.players) + state.forest_goods.count(good)
                 + state.face_up.count(good) + state.stack.count(good) + state.discard.count(good))
        _at_most(tiles, PLANTATIONS[i], f"plantations: {good} tiles")
    forests = sum(board.island.count("forest") for board in state.players)
    if forests != len(state.forest_goods):
        raise LoadError(f"forest_goods: {len(state.forest_goods)} plantations lie under {forests} forests")
    _at_most(state.quarries + sum(board.island.count("quarry") for board in state.players), QUARRIES, "quarries")
    colonists = sum(board.colonists() for board in state.players) + state.colonist_ship + state.colonist_supply
    _at_most(colonists, COLONISTS, "colonists (supply, ship and players)")
    nobles = sum(board.nobles() for board in state.players) + state.noble_ship + state.noble_supply
    _at_most(nobles, NOBLES, "nobles (supply, ship and players)")
    _at_most(state.vp_supply + sum(board.vp - board.written for board in state.players), VP_CHIPS[ruleset.options.edition],
             "vp_supply: VP chips")
    if any(board.written for board in state.players) and state.vp_supply:
        raise LoadError("vp_supply: points are written down only once the chips ran out")
    for name, left in zip(state.buildings_order, state.buildings_left):
        building = ruleset.by_id[name]
        owners = sum(1 for board in state.players if name in board.city)
        in_play = not ruleset.draftable(building) or name in state.violet_in_play
        _at_most(owners + left, ruleset.copies(building) if in_play else 0, f"buildings_left.{name}: {name} buildings")


def stray_nobles(ruleset: Ruleset, state: State) -> str | None:
    """The first field of `state` holding nobles when `ruleset` has no Nobles expansion, or None.
    Only a Nobles game has nobles: elsewhere the phases never look at them, so a position with
    some would score and play wrongly rather than fail."""
    if ruleset.nobles:
        return None
    for field in ("noble_supply", "noble_ship"):
        if getattr(state, field):
            return field
    for seat, board in enumerate(state.players):
        for field in ("island_nobles", "city_nobles"):
            if any(getattr(board, field)):
                return f"players[{seat}].{field}"
        if board.san_juan_nobles:
            return f"players[{seat}].san_juan_nobles"
    return None
