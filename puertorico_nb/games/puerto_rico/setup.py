"""A freshly set-up table for a ruleset and a seed."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from puertorico_nb.core.start import start_of_game

from .components import BARRELS, GOODS, PLANTATIONS, QUARRIES
from .components import COLONISTS, DRAFT_SPACES, NOBLES
from .state import PlayerState, State

if TYPE_CHECKING:
    from .ruleset import Ruleset


def _select_buildings(ruleset: Ruleset, state: State, seed: int | None) -> None:
    """Which violet kinds stand on the supply board (the rest stay in the box)."""
    for building in ruleset.buildings:
        if ruleset.draftable(building):
            state.buildings_left[ruleset.stock_index[building.id]] = 0
    selection = ruleset.options.selection
    if selection == "draft":
        state.phase = "draft"
        return
    if selection == "list":
        chosen = list(ruleset.options.buildings or ())  # (Options holds a list with this selection)
    else:
        rng = random.Random(f"{seed}:buildings")
        chosen = []
        for cost, spaces in DRAFT_SPACES.items():
            kinds = [building.id for building in ruleset.buildings if ruleset.draftable(building) and building.cost == cost]
            chosen += rng.sample(kinds, min(spaces, len(kinds)))
    for name in chosen:
        state.buildings_left[ruleset.stock_index[name]] = ruleset.copies(ruleset.by_id[name])
    state.violet_in_play = chosen


def _nobles(ruleset: Ruleset, state: State) -> None:
    """Every colonist is in play, and one noble takes a colonist's place on the ship."""
    state.noble_supply = NOBLES - 1
    state.noble_ship = 1
    state.colonist_ship = ruleset.setup.colonists_ship - 1
    state.colonist_supply = COLONISTS - state.colonist_ship - sum(board.colonists() for board in state.players)


def new_state(ruleset: Ruleset, seed: int | None = 0, governor: int = 0) -> State:
    """The position before the first role is chosen: boards, supplies, the plantation stacks
    shuffled by the seed, the ships and the role cards."""
    setup = ruleset.setup
    n = ruleset.players
    state = start_of_game(State, n, seed, governor)
    state.players = [PlayerState(setup.doubloons) for _ in range(n)]
    plantations = {g: c - setup.removed_plantations for g, c in zip(GOODS, PLANTATIONS)}
    for offset, tile in enumerate(setup.starting_plantations):
        state.players[(governor + offset) % n].add_tile(tile)
        plantations[tile] -= 1
    state.stack = [g for g in GOODS for _ in range(plantations[g])]
    random.Random(f"{seed}:0").shuffle(state.stack)
    state.discard = []
    state.face_up = [state.stack.pop() for _ in range(setup.face_up)]
    state.quarries = QUARRIES - setup.removed_quarries
    state.colonist_supply = setup.colonists_supply
    state.colonist_ship = setup.colonists_ship
    state.vp_supply = ruleset.vp_chips
    state.goods_supply = [building - setup.removed_barrels for building in BARRELS]
    state.ship_capacity = list(setup.cargo_ships)
    state.ship_good = [-1] * len(setup.cargo_ships)
    state.ship_count = [0] * len(setup.cargo_ships)
    state.trading_house = []
    state.buildings_order = tuple(building.id for building in ruleset.buildings)
    state.buildings_left = [ruleset.copies(building) for building in ruleset.buildings]
    state.role_cards = list(setup.roles)
    state.role_money = [0] * len(setup.roles)
    state.role_taken = [-1] * len(setup.roles)
    state.noble_supply = 0
    state.noble_ship = 0
    state.violet_in_play = [building.id for building in ruleset.buildings
                            if building.kind != "production" and not ruleset.draftable(building)]
    if ruleset.expanded:
        _select_buildings(ruleset, state, seed)
    if ruleset.nobles:
        _nobles(ruleset, state)
    _phase_counters(state, n)
    return state


def _phase_counters(state: State, n: int) -> None:
    """What the phases keep while under way, at rest before the first role."""
    state.queue = []
    state.wharf_used = [0] * n
    state.captain_loaded = False
    state.produced = [0] * len(GOODS)
    state.non_loads = 0
    state.hacienda_drawn = False
    state.stage = ""
    state.dealt = 0
    state.forest_goods = []
    state.first_turn_done = [0] * n
    state.small_wharf_used = [0] * n
    state.land_office_used = [0] * n
    state.picked = [0] * len(GOODS)
    state.declined = [0] * n
    state.end_triggered = False
    state.end_reasons = []
    state.game_over = False
