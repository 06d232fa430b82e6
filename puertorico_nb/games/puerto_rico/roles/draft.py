"""The New Buildings draft (Korean rulebook, "확장판 1", set-up): before the first round the
players, from the governor on, each put one violet kind of their choice on a free space of the
supply board with the same cost, until every space is filled. Not a role, but it has turns and
decisions like one, so it lives beside them."""
from __future__ import annotations

from ..actions import Action
from ..common import Refusal
from ..components import DRAFT_SPACES
from puertorico_nb.core.events import event

VERBS = ("draft",)


def spaces_left(rs, s, cost: int) -> int:
    taken = sum(1 for b in s.violet_in_play if rs.by_id[b].cost == cost)
    return DRAFT_SPACES[cost] - taken


def finished(rs, s) -> bool:
    return len(s.violet_in_play) >= sum(DRAFT_SPACES.values())


def start(rs, s, events):
    s.turn = s.governor


def next_turn(rs, s, events):
    return not finished(rs, s)


def check(rs, s, a: Action) -> str | Refusal:
    b = rs.by_id.get(a.value)
    if b is None or not rs.draftable(b):
        return Refusal("setup.draft", f"{a.value} is not a violet building of this game")
    if a.value in s.violet_in_play:
        return Refusal("setup.draft", f"{a.value} is already on the supply board")
    if spaces_left(rs, s, b.cost) <= 0:
        return Refusal("setup.draft", f"every space for buildings costing {b.cost} is already filled")
    return "setup.draft"


def apply(rs, s, a: Action, events):
    b = rs.by_id[a.value]
    s.violet_in_play.append(b.id)
    s.buildings_left[rs.stock_index[b.id]] = rs.copies(b)
    events.append(event("draft", a.player, "setup.draft", {"building": b.id, "copies": rs.copies(b)}))
    s.turn = (a.player + 1) % s.players_count


def candidates(rs, s, player):
    for b in rs.buildings:
        if rs.draftable(b):
            yield Action(player, "draft", b.id)
