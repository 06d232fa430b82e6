"""Mayor: colonists come off the ship and every player rearranges all of theirs."""
from __future__ import annotations

import random

from ..actions import Action, Layout
from ..common import Refusal, trigger_end
from ..events import Event

VERBS = ("place",)
UNMANNABLE = ("forest",)


def start(rs, s, events):
    n = s.players_count
    mayor = s.chooser
    if s.colonist_supply > 0:
        s.colonist_supply -= 1
        s.players[mayor].san_juan += 1
        events.append(Event("colonist", mayor, "mayor.privilege-colonist", {"count": 1, "from": "supply"}))
    ship = s.colonist_ship
    s.colonist_ship = 0
    for i, p in enumerate(s.seat_order_from(mayor)):
        share = ship // n + (1 if i < ship % n else 0)
        if share:
            s.players[p].san_juan += share
            events.append(Event("colonist", p, "mayor.deal-ship", {"count": share, "from": "ship"}))
    s.queue = [p for p in s.seat_order_from(mayor) if s.players[p].colonists() > 0]


def next_turn(rs, s, events):
    if s.queue:
        s.turn = s.queue[0]
        return True
    _refill_ship(rs, s, events)
    return False


def empty_building_circles(rs, s) -> int:
    return sum(rs.building(b).circles - w for p in s.players for b, w in zip(p.city, p.city_workers))


def _refill_ship(rs, s, events):
    need = max(rs.setup.ship_minimum, empty_building_circles(rs, s))
    if s.colonist_supply < need:
        trigger_end(s, "colonists", "mayor.colonist-shortage", events)
        need = s.colonist_supply
    elif s.colonist_supply == need and rs.ends_when_supply_exactly_empty:
        trigger_end(s, "colonists", "mayor.colonist-shortage", events)
    s.colonist_supply -= need
    s.colonist_ship = need
    events.append(Event("refill_ship", None, "mayor.refill-ship", {"colonists": need}))


def _tally(names) -> dict[str, int]:
    # a plain dict: Counter's constructor costs more than the whole check on this hot path
    out: dict[str, int] = {}
    for name in names:
        out[name] = out.get(name, 0) + 1
    return out


def _capacities(rs, p):
    """(island capacity by tile kind, city capacity by building) for one player."""
    island = _tally(t for t in p.island if t not in UNMANNABLE)
    by_id = rs.by_id
    city = {b: by_id[b].circles for b in p.city}
    return island, city


def check(rs, s, a: Action) -> str:
    p = s.players[a.player]
    layout: Layout = a.value
    owned_tiles = _tally(p.island)
    listed_tiles = _tally(name for name, _ in layout.island)
    for name, count in listed_tiles.items():
        if count > owned_tiles.get(name, 0):
            return Refusal("mayor.space-capacity", f"player {a.player} has {owned_tiles.get(name, 0)} {name} "
                   f"tile(s) on the island, the layout lists {count}")
    island_cap, city_cap = _capacities(rs, p)
    island_workers = 0
    for name, n in layout.island:
        limit = 0 if name in UNMANNABLE else 1
        if n > limit:
            return Refusal("mayor.space-capacity", f"a {name} space holds at most {limit} colonist(s), not {n}")
        island_workers += n
    city_workers = 0
    seen = set()
    for name, n in layout.city:
        if name not in city_cap:
            return Refusal("mayor.space-capacity", f"player {a.player} has no {name} in the city")
        if name in seen:
            return Refusal("mayor.space-capacity", f"{name} is listed twice in the layout")
        seen.add(name)
        if n > city_cap[name]:
            return Refusal("mayor.space-capacity", f"{name} has {city_cap[name]} circle(s), the layout puts {n} there")
        city_workers += n
    total = p.colonists()
    placed = island_workers + city_workers
    san_juan = total - placed if layout.san_juan is None else layout.san_juan
    if placed + san_juan != total or san_juan < 0:
        return Refusal("mayor.place-all-colonists", f"player {a.player} has {total} colonist(s) to place; "
               f"the layout accounts for {placed + max(san_juan, 0)}")
    capacity = sum(island_cap.values()) + sum(city_cap.values())
    if san_juan > 0 and placed < capacity:
        return Refusal("mayor.fill-before-san-juan", f"{capacity - placed} space(s) are still empty, so no colonist "
               "may wait in San Juan")
    return "mayor.place-all-colonists"


def apply(rs, s, a: Action, events):
    p = s.players[a.player]
    layout: Layout = a.value
    total = p.colonists()
    manned: dict[str, int] = {}
    for name, n in layout.island:
        manned[name] = manned.get(name, 0) + n
    for i, tile in enumerate(p.island):
        if manned.get(tile, 0) > 0:
            p.island_workers[i] = 1
            manned[tile] -= 1
        else:
            p.island_workers[i] = 0
    on_city = dict(layout.city)
    p.city_workers = [on_city.get(b, 0) for b in p.city]
    p.san_juan = total - sum(p.island_workers) - sum(p.city_workers)
    events.append(Event("place", a.player, "mayor.place-all-colonists", {"layout": layout.to_mapping()}))
    s.queue.pop(0)


def layouts(rs, s, player):
    """Every distinct layout the player may give (identical tiles are interchangeable)."""
    p = s.players[player]
    island_cap, city_cap = _capacities(rs, p)
    groups = [("island", k, c) for k, c in sorted(island_cap.items())] + \
             [("city", b, c) for b, c in city_cap.items()]
    total = p.colonists()
    capacity = sum(c for _, _, c in groups)
    if total >= capacity:
        yield _build_layout(groups, [c for _, _, c in groups], total - capacity)
        return
    yield from (_build_layout(groups, counts, 0) for counts in _distributions(groups, 0, total))


def _distributions(groups, i, left):
    if i == len(groups):
        if left == 0:
            yield []
        return
    room_after = sum(c for _, _, c in groups[i + 1:])
    cap = groups[i][2]
    for n in range(max(0, left - room_after), min(cap, left) + 1):
        for rest in _distributions(groups, i + 1, left - n):
            yield [n] + rest


def _build_layout(groups, counts, san_juan):
    island, city = [], []
    for (where, name, _), n in zip(groups, counts):
        if where == "island":
            island.extend([(name, 1)] * n)
        elif n:
            city.append((name, n))
    return Layout(tuple(sorted(island)), tuple(sorted(city)), san_juan)


def random_layout(rs, s, player, rng: random.Random) -> Layout:
    p = s.players[player]
    island_cap, city_cap = _capacities(rs, p)
    groups = [("island", k, c) for k, c in sorted(island_cap.items())] + \
             [("city", b, c) for b, c in city_cap.items()]
    slots = [i for i, (_, _, c) in enumerate(groups) for _ in range(c)]
    total = p.colonists()
    counts = [0] * len(groups)
    if total >= len(slots):
        return _build_layout(groups, [c for _, _, c in groups], total - len(slots))
    for i in rng.sample(slots, total):
        counts[i] += 1
    return _build_layout(groups, counts, 0)


def candidates(rs, s, player):
    for layout in layouts(rs, s, player):
        yield Action(player, "place", layout)
