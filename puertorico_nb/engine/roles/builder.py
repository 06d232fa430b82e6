"""Builder: each player in turn may buy one building for their city."""
from __future__ import annotations

from ..actions import Action
from ..common import extra_colonist, manned_quarries, Refusal, trigger_end
from ..components import CITY_SPACES
from ..events import Event

VERBS = ("build", "pass")


def start(rs, s, events):
    s.queue = s.seat_order_from(s.chooser)


def price(rs, s, player: int, building_id: str) -> int:
    """What this player pays for this building now: privilege and quarries off, never below 0."""
    _, _, quarries, privilege = _context(rs, s, player)
    b = rs.by_id[building_id]
    return max(0, b.cost - min(quarries, b.column) - privilege)


def city_spaces_used(rs, p) -> int:
    by_id = rs.by_id
    return sum(by_id[b].spaces for b in p.city)


def _context(rs, s, player: int):
    """What every purchase by this player now depends on, computed once."""
    p = s.players[player]
    privilege = 1 if player == s.chooser and s.phase == "builder" else 0
    return p, CITY_SPACES - city_spaces_used(rs, p), manned_quarries(p), privilege


def _problem(rs, s, player: int, b, context):
    """(rule, why) that forbids buying building `b`, or None."""
    p, free, quarries, privilege = context
    if b.id in p.city:
        return "builder.one-of-each", f"player {player} already owns a {b.id}"
    if s.buildings_left[rs.stock_index[b.id]] == 0:
        return "builder.copies-left", f"no {b.id} is left for sale"
    if b.spaces > free:
        return "builder.city-space", f"a {b.id} needs {b.spaces} city space(s); player {player} has {free} free"
    cost = b.cost - min(quarries, b.column) - privilege
    if cost > p.doubloons:
        return "builder.afford", f"a {b.id} costs player {player} {max(cost, 0)} doubloon(s); they have {p.doubloons}"
    return None


def _buildable(rs, s, player):
    context = _context(rs, s, player)
    p, free, quarries, privilege = context
    money = p.doubloons + privilege
    for b in rs.buildings:
        # the cheap test first: most buildings are simply too dear
        if b.cost - min(quarries, b.column) <= money and _problem(rs, s, player, b, context) is None:
            yield b


def _has_move(rs, s, player) -> bool:
    return next(_buildable(rs, s, player), None) is not None


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
        return Refusal("builder.copies-left", f"{building_id} is not among the buildings of this game")
    if a.option("university") is not None and not s.players[a.player].manned("university"):
        return Refusal("building.university", "only the owner of a manned university has a colonist to decline")
    problem = _problem(rs, s, a.player, rs.by_id[building_id], _context(rs, s, a.player))
    if problem:
        return Refusal(*problem)
    return "builder.afford"


def apply(rs, s, a: Action, events):
    s.queue.pop(0)
    if a.verb == "pass":
        events.append(Event("pass", a.player, "action.pass-optional", {}))
        return
    p = s.players[a.player]
    b = rs.by_id[a.value]
    cost = price(rs, s, a.player, b.id)
    p.doubloons -= cost
    s.buildings_left[rs.stock_index[b.id]] -= 1
    workers = 0
    if b.circles and a.option("university", True) and p.manned("university"):
        source = extra_colonist(s)
        if source:
            workers = 1
            events.append(Event("colonist", a.player, "builder.university-colonist", {"from": source, "to": b.id}))
    p.add_building(b.id, workers)
    events.append(Event("build", a.player, "builder.afford", {"building": b.id, "paid": cost}))
    if city_spaces_used(rs, p) >= CITY_SPACES:
        trigger_end(s, "city", "end.city-full", events)


def candidates(rs, s, player):
    university = s.players[player].manned("university")
    for b in _buildable(rs, s, player):
        yield Action(player, "build", b.id)
        if university:
            yield Action(player, "build", b.id, (("university", False),))
    yield Action(player, "pass")
