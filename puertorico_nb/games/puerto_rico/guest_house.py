"""The guest house (New Buildings): up to two workers who wait there may move, one or both at a
time, onto empty spaces of their owner's board at any moment of any phase, out of turn too,
and work at once. They stay where they went until the next mayor phase rearranges everything.
"""
from __future__ import annotations

from .actions import Action
from .common import Refusal
from .components import GOOD_INDEX
from puertorico_nb.core.events import event
from puertorico_nb.core.words import plural

GUEST_HOUSE = "guest_house"


def guests(p) -> int:
    if GUEST_HOUSE not in p.city:
        return 0
    k = p.city.index(GUEST_HOUSE)
    return p.city_workers[k] + p.city_nobles[k]


def _room(rs, p, target: str) -> int:
    """How many workers could still go to spaces of this name."""
    if target in p.city and target != GUEST_HOUSE:
        k = p.city.index(target)
        return rs.by_id[target].circles - p.city_workers[k] - p.city_nobles[k]
    if target in GOOD_INDEX or target == "quarry":
        return sum(1 for t, w, n in zip(p.island, p.island_workers, p.island_nobles) if t == target and not w + n)
    return 0


def check(rs, s, a: Action) -> str | Refusal:
    p = s.players[a.player]
    if s.game_over:
        return Refusal("end.finish-round", "the game is over")
    if not guests(p):
        return Refusal("building.guest-house", f"player {a.player} has no worker waiting in a guest house")
    targets = a.value
    if not 1 <= len(targets) <= guests(p):
        return Refusal("building.guest-house", f"the guest house holds {plural(guests(p), 'worker')} to move")
    wanted: dict[str, int] = {}
    for t in targets:
        wanted[t] = wanted.get(t, 0) + 1
    for target, n in wanted.items():
        if _room(rs, p, target) < n:
            return Refusal("building.guest-house", f"player {a.player} has no empty {target.replace('_', ' ')} space for a guest")
    return "building.guest-house"


def apply(rs, s, a: Action, events) -> None:
    p = s.players[a.player]
    k = p.city.index(GUEST_HOUSE)
    for target in a.value:
        noble = not p.city_workers[k]  # colonists leave first
        if noble:
            p.city_nobles[k] -= 1
        else:
            p.city_workers[k] -= 1
        if target in p.city:
            j = p.city.index(target)
            if noble:
                p.city_nobles[j] += 1
            else:
                p.city_workers[j] += 1
        else:
            j = next(j for j, (t, w, n) in enumerate(zip(p.island, p.island_workers, p.island_nobles))
                     if t == target and not w + n)
            if noble:
                p.island_nobles[j] = 1
            else:
                p.island_workers[j] = 1
        events.append(event("guest_moves", a.player, "building.guest-house",
                            {"to": target, "worker": "noble" if noble else "colonist"}))


def candidates(rs, s, player):
    p = s.players[player]
    if not guests(p):
        return
    spaces = [t for t in dict.fromkeys(p.city + p.island) if _room(rs, p, t) > 0]
    for t in spaces:
        yield Action(player, "guest", (t,))
    if guests(p) >= 2:
        for i, t in enumerate(spaces):
            for u in spaces[i:]:
                yield Action(player, "guest", (t, u))
