"""A freshly set-up table for a ruleset and a seed."""
from __future__ import annotations

import random

from .components import BARRELS, GOODS, PLANTATIONS, QUARRIES
from .components import COLONISTS, DRAFT_SPACES, NOBLES
from .state import PlayerState, State


def _select_buildings(rs, s, seed) -> None:
    """Which violet kinds stand on the supply board (the rest stay in the box)."""
    for b in rs.buildings:
        if rs.draftable(b):
            s.buildings_left[rs.stock_index[b.id]] = 0
    selection = rs.options.selection
    if selection == "draft":
        s.phase = "draft"
        return
    if selection == "list":
        chosen = list(rs.options.buildings)
    else:
        rng = random.Random(f"{seed}:buildings")
        chosen = []
        for cost, spaces in DRAFT_SPACES.items():
            kinds = [b.id for b in rs.buildings if rs.draftable(b) and b.cost == cost]
            chosen += rng.sample(kinds, min(spaces, len(kinds)))
    for name in chosen:
        s.buildings_left[rs.stock_index[name]] = rs.copies(rs.by_id[name])
    s.violet_in_play = chosen


def _nobles(rs, s) -> None:
    """Every colonist is in play, and one noble takes a colonist's place on the ship."""
    s.noble_supply = NOBLES - 1
    s.noble_ship = 1
    s.colonist_ship = rs.setup.colonists_ship - 1
    s.colonist_supply = COLONISTS - s.colonist_ship - sum(p.colonists() for p in s.players)


def new_state(rs, seed: int | None = 0, governor: int = 0) -> State:
    setup = rs.setup
    n = rs.players
    s = State.__new__(State)
    s.players_count = n
    s.seed = seed
    s.shuffles = 0
    s.governor = governor
    s.round = 1
    s.phase = "role_choice"
    s.turn = governor
    s.chooser = None
    s.players = [PlayerState(setup.doubloons) for _ in range(n)]
    plantations = {g: c - setup.removed_plantations for g, c in zip(GOODS, PLANTATIONS)}
    for offset, tile in enumerate(setup.starting_plantations):
        p = s.players[(governor + offset) % n]
        p.add_tile(tile)
        plantations[tile] -= 1
    s.stack = [g for g in GOODS for _ in range(plantations[g])]
    random.Random(f"{seed}:0").shuffle(s.stack)
    s.discard = []
    s.face_up = [s.stack.pop() for _ in range(setup.face_up)]
    s.quarries = QUARRIES - setup.removed_quarries
    s.colonist_supply = setup.colonists_supply
    s.colonist_ship = setup.colonists_ship
    s.vp_supply = rs.vp_chips
    s.goods_supply = [b - setup.removed_barrels for b in BARRELS]
    s.ship_capacity = list(setup.cargo_ships)
    s.ship_good = [-1] * len(setup.cargo_ships)
    s.ship_count = [0] * len(setup.cargo_ships)
    s.trading_house = []
    s.buildings_order = tuple(b.id for b in rs.buildings)
    s.buildings_left = [rs.copies(b) for b in rs.buildings]
    s.role_cards = list(setup.roles)
    s.role_money = [0] * len(setup.roles)
    s.role_taken = [-1] * len(setup.roles)
    s.queue = []
    s.wharf_used = [0] * n
    s.captain_loaded = False
    s.produced = [0] * len(GOODS)
    s.non_loads = 0
    s.hacienda_drawn = False
    s.noble_supply = 0
    s.noble_ship = 0
    s.stage = ""
    s.dealt = 0
    s.violet_in_play = [b.id for b in rs.buildings if b.kind != "production" and not rs.draftable(b)]
    if rs.expanded:
        _select_buildings(rs, s, seed)
    if rs.nobles:
        _nobles(rs, s)
    s.forest_goods = []
    s.first_turn_done = [0] * n
    s.small_wharf_used = [0] * n
    s.land_office_used = [0] * n
    s.picked = [0] * len(GOODS)
    s.declined = [0] * n
    s.end_triggered = False
    s.end_reasons = []
    s.game_over = False
    return s
