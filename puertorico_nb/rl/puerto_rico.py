"""Puerto Rico's steps and observation for reinforcement learning (its record's ``rl`` module; see
``puertorico_nb.rl.codec`` and ``puertorico_nb.rl.observe`` for what they mean)."""
from __future__ import annotations

from ..games.puerto_rico.components import BARRELS, BASE_BUILDINGS, GOODS, ROLES
from .codec import Codec as BaseCodec
from .observe import one_hot, seats_from

PHASES = ("role_choice", *ROLES, "game_over")
TILES = (*GOODS, "quarry")
BUILDINGS = tuple(b.id for b in BASE_BUILDINGS)
SPACES = (*TILES, *BUILDINGS)
SHIPS = ("ship 1", "ship 2", "ship 3", "wharf")  # the cargo ships smallest first, then a wharf
MOST_BARRELS = max(BARRELS)  # of one good: a storage step names fewer barrels than a player holds


class Codec(BaseCodec):
    """The base game's steps (the expansions' buildings have no steps here)."""

    def __init__(self) -> None:
        super().__init__()
        add = self._add

        for role in ROLES:
            add(("choose_role", role), f"choose the {role}")
        for tile in (*TILES, "hidden"):
            add(("settle", tile, None), f"settle {tile}")
        for tile in TILES:
            add(("settle", tile, False), f"settle {tile} without the hospice colonist")
        for b in BUILDINGS:
            add(("build", b, None), f"build {b}")
        for b in BUILDINGS:
            add(("build", b, False), f"build {b} without the university colonist")
        for space in SPACES:
            add(("put", space), f"mayor: put a colonist on {space}")
        for space in SPACES:
            add(("take_back", space), f"mayor: take a colonist back from {space}")
        add(("confirm",), "confirm: the mayor's layout, or the goods stored after the captain phase")
        for good in GOODS:
            add(("bonus", good), f"craftsman: one extra {good}")
        for good in GOODS:
            add(("sell", good), f"sell {good}")
        for good in GOODS:
            for ship in SHIPS:
                add(("ship", good, ship), f"ship {good} on {ship}")
        for good in GOODS:  # the captain's storage, good by good (the engine's steps)
            add(("store", good, None), f"store all your {good}")
            for n in range(1, MOST_BARRELS):
                add(("store", good, n), f"store {n} {good} barrel{'s' if n > 1 else ''}")
        self.pick_index = {}  # every Puerto Rico decision with parts has steps in the engine
        add(("pass",), "pass")

    def index_of(self, game, a) -> int | None:
        verb, options = a.verb, dict(a.options)
        if verb == "choose_role":
            key: tuple = (verb, a.value)
        elif verb == "settle" and set(options) <= {"hospice"}:
            key = (verb, a.value, options.get("hospice"))
        elif verb == "build" and set(options) <= {"university"}:
            key = (verb, a.value, options.get("university"))
        elif verb in ("put", "take_back") and not options:
            key = (verb, a.value)
        elif verb == "ship" and isinstance(a.value, str) and set(options) == {"on"}:
            on, capacities = options["on"], game.state.ship_capacity
            if on != "wharf" and on not in capacities:
                return None  # the small wharf (New Buildings) has no step here
            ship = "wharf" if on == "wharf" else f"ship {capacities.index(on) + 1}"
            key = (verb, a.value, ship)
        elif verb in ("bonus", "sell") and not options:
            key = (verb, a.value)
        elif verb == "store" and set(options) <= {"barrels"}:
            key = (verb, a.value, options.get("barrels"))
        elif verb in ("confirm", "pass"):
            key = (verb,)
        else:
            return None
        return self._index.get(key)

    def items_of(self, game, a):
        return None  # the engine lists steps only, so nothing is picked item by item here

    def action_for(self, game, seat, key, items):
        raise ValueError("Puerto Rico decisions are all taken in the engine's own steps")




def observation_size(players: int) -> int:
    per_player = 2 + len(GOODS) + 2 * len(TILES) + 2 * len(BUILDINGS) + 1
    board = (len(PHASES) + 3 * len(ROLES) + 3 * 3 + len(GOODS) * 3 + len(TILES) + len(BUILDINGS)
             + 8 + players)
    return players * per_player + board + len(GOODS)


def observe(game, seat: int, picked: tuple = ()) -> list[float]:
    """Seat `seat`'s view of a base-game Puerto Rico position (`picked`: the barrels of each good
    set aside so far in a storage decision taken in steps, when `seat` is the one storing)."""
    s = game.state
    n = s.players_count
    out: list[float] = []
    for q in seats_from(seat, n):
        p = s.players[q]
        out += [p.doubloons, p.vp, *p.goods]
        for tile in TILES:
            out.append(sum(1 for t in p.island if t == tile))
            out.append(sum(w for t, w in zip(p.island, p.island_workers) if t == tile))
        for b in BUILDINGS:
            owned = b in p.city
            out.append(1.0 if owned else 0.0)
            out.append(p.city_workers[p.city.index(b)] if owned else 0)
        out.append(p.san_juan)
    out += one_hot(s.phase, PHASES)
    for role in ROLES:
        cards = [k for k, r in enumerate(s.role_cards) if r == role]
        out.append(sum(1 for k in cards if s.role_taken[k] == -1))
        out.append(sum(s.role_money[k] for k in cards if s.role_taken[k] == -1))
        out.append(1.0 if any(s.role_taken[k] == seat for k in cards) else 0.0)
    for k in range(3):
        if k < len(s.ship_capacity):
            out += [s.ship_capacity[k], s.ship_good[k] + 1, s.ship_count[k]]
        else:
            out += [0, 0, 0]
    out += [sum(1 for g in s.trading_house if g == i) for i in range(len(GOODS))]  # goods by index
    out += list(s.goods_supply)
    out += [s.produced[i] if s.produced else 0 for i in range(len(GOODS))]
    out += [sum(1 for t in s.face_up if t == tile) for tile in TILES]
    out += [s.building_stock(b) if b in s.buildings_order else 0 for b in BUILDINGS]
    out += [s.colonist_supply, s.colonist_ship, s.vp_supply, s.quarries, len(s.stack), s.round,
            1.0 if s.end_triggered else 0.0, 1.0 if s.chooser == seat else 0.0]
    out += one_hot((s.governor - seat) % n, range(n))
    out += [picked[i] if len(picked) == len(GOODS) else 0 for i in range(len(GOODS))]
    return out
