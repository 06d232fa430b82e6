"""Builder: each player in turn may buy one building for their city."""
from __future__ import annotations

from ..actions import Action
from ..common import extra_colonist, manned_quarries, refuse, trigger_end
from ..components import CITY_SPACES
from ..events import Event

VERBS = ("build", "pass")


def start(rs, s, events):
    s.queue = s.seat_order_from(s.chooser)


def price(rs, s, player: int, building_id: str) -> int:
    """What this player pays for this building now: privilege and quarries off, never below 0."""
    b = rs.building(building_id)
    p = s.players[player]
    discount = min(manned_quarries(p), b.column)
    if player == s.chooser and s.phase == "builder":
        discount += 1
    return max(0, b.cost - discount)


def city_spaces_used(rs, p) -> int:
    return sum(rs.building(b).spaces for b in p.city)


def _problem(rs, s, player: int, building_id: str):
    """(rule, why) that forbids this purchase, or None."""
    p = s.players[player]
    b = rs.building(building_id)
    if p.owns(building_id):
        return "builder.one-of-each", f"player {player} already owns a {building_id}"
    if s.building_stock(building_id) == 0:
        return "builder.copies-left", f"no {building_id} is left for sale"
    free = CITY_SPACES - city_spaces_used(rs, p)
    if b.spaces > free:
        return "builder.city-space", f"a {building_id} needs {b.spaces} city space(s); player {player} has {free} free"
    cost = price(rs, s, player, building_id)
    if cost > p.doubloons:
        return "builder.afford", f"a {building_id} costs player {player} {cost} doubloon(s); they have {p.doubloons}"
    return None


def _has_move(rs, s, player) -> bool:
    return any(_problem(rs, s, player, b.id) is None for b in rs.buildings)


def next_turn(rs, s, events):
    while s.queue:
        p = s.queue[0]
        if _has_move(rs, s, p):
            s.turn = p
            return True
        events.append(Event("skip", p, "builder.afford", {}))
        s.queue.pop(0)
    return False


def check(rs, s, a: Action) -> str:
    if a.verb == "pass":
        return "action.pass-optional"
    building_id = a.value
    if building_id not in s.buildings_order:
        refuse("builder.copies-left", f"{building_id} is not among the buildings of this game")
    if a.option("university") is not None and not s.players[a.player].manned("university"):
        refuse("building.university", "only the owner of a manned university has a colonist to decline")
    problem = _problem(rs, s, a.player, building_id)
    if problem:
        refuse(*problem)
    return "builder.afford"


def apply(rs, s, a: Action, events):
    s.queue.pop(0)
    if a.verb == "pass":
        events.append(Event("pass", a.player, "action.pass-optional", {}))
        return
    p = s.players[a.player]
    b = rs.building(a.value)
    cost = price(rs, s, a.player, b.id)
    p.doubloons -= cost
    s.buildings_left[s.buildings_order.index(b.id)] -= 1
    workers = 0
    if b.circles and a.option("university", True) and p.manned("university"):
        source = extra_colonist(s)
        if source:
            workers = 1
            events.append(Event("colonist", a.player, "builder.university-colonist", {"from": source, "to": b.id}))
    p.city.append(b.id)
    p.city_workers.append(workers)
    events.append(Event("build", a.player, "builder.afford", {"building": b.id, "paid": cost}))
    if city_spaces_used(rs, p) >= CITY_SPACES:
        trigger_end(s, "city", "end.city-full", events)


def candidates(rs, s, player):
    university = s.players[player].manned("university")
    for b in rs.buildings:
        yield Action(player, "build", b.id)
        if university:
            yield Action(player, "build", b.id, (("university", False),))
    yield Action(player, "pass")
