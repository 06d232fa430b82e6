"""Settler: each player in turn may add one plantation (or a quarry) to their island."""
from __future__ import annotations

import random

from ..actions import Action
from ..common import extra_colonist, Refusal
from ..components import ISLAND_SPACES
from ..events import Event

VERBS = ("settle", "pass")


def start(rs, s, events):
    s.queue = s.seat_order_from(s.chooser)
    s.hacienda_drawn = False


def _may_take_quarry(s, p) -> bool:
    return p == s.chooser or s.players[p].manned("construction_hut")


def _can_draw_hidden(s, p) -> bool:
    return (not s.hacienda_drawn and s.players[p].manned("hacienda")
            and bool(s.stack or s.discard))


def _has_move(s, p) -> bool:
    player = s.players[p]
    if len(player.island) >= ISLAND_SPACES:
        return False
    return bool(s.face_up) or (s.quarries > 0 and _may_take_quarry(s, p)) or _can_draw_hidden(s, p)


def next_turn(rs, s, events):
    while s.queue:
        p = s.queue[0]
        if _has_move(s, p):
            s.turn = p
            return True
        events.append(Event("skip", p, "settler.island-full" if len(s.players[p].island) >= ISLAND_SPACES
                            else "settler.face-up-only", {}))
        s.queue.pop(0)
        s.hacienda_drawn = False
    _refill_row(rs, s, events)
    return False


def draw_plantation(s) -> str | None:
    """The top face-down plantation, reshuffling the discards into a new stack if needed."""
    if not s.stack and s.discard:

        s.shuffles += 1
        s.stack = s.discard[:]
        s.discard = []
        random.Random(f"{s.seed}:{s.shuffles}").shuffle(s.stack)
    return s.stack.pop() if s.stack else None


def _refill_row(rs, s, events):
    if s.face_up:
        if rs.leftover_plantations_under_stack:
            s.stack[:0] = s.face_up  # the bottom of the stack is the front of the list
        else:
            s.discard.extend(s.face_up)
        events.append(Event("discard_plantations", None, "settler.refill-row", {"tiles": s.face_up[:]}))
    s.face_up = []
    for _ in range(rs.setup.face_up):
        tile = draw_plantation(s)
        if tile is None:
            break
        s.face_up.append(tile)
    events.append(Event("new_plantations", None, "settler.refill-row", {"tiles": s.face_up[:]}))


def check(rs, s, a: Action) -> str:
    p = s.players[a.player]
    if a.verb == "pass":
        return "action.pass-optional"
    tile = a.value
    hospice = a.option("hospice")
    if a.option("forest") is not None:
        return Refusal("settler.face-up-only", "laying a plantation as forest needs the New Buildings expansion")
    if hospice is not None and (tile == "hidden" or not p.manned("hospice")):
        return Refusal("building.hospice", "only the owner of a manned hospice has a hospice colonist to decline, "
               "and never for the hacienda's tile")
    if len(p.island) >= ISLAND_SPACES:
        return Refusal("settler.island-full", f"player {a.player}'s island already has all {ISLAND_SPACES} spaces filled")
    if tile == "hidden":
        if not p.manned("hacienda"):
            return Refusal("settler.hacienda-draw", "drawing a hidden plantation needs a manned hacienda")
        if s.hacienda_drawn:
            return Refusal("settler.hacienda-draw", "the hacienda draws only once per settler phase")
        if not (s.stack or s.discard):
            return Refusal("settler.hacienda-draw", "there are no face-down plantations left to draw")
        return "settler.hacienda-draw"
    if tile == "quarry":
        if not _may_take_quarry(s, a.player):
            return Refusal("settler.quarry-privilege", "only the settler, or the owner of a manned construction hut, "
                   "may take a quarry")
        if s.quarries == 0:
            return Refusal("settler.quarry-supply", "there are no quarries left")
        return "settler.quarry-privilege"
    if tile not in s.face_up:
        return Refusal("settler.face-up-only", f"there is no face-up {tile} plantation to take "
               f"(face up: {', '.join(s.face_up) or 'none'})")
    return "settler.face-up-only"


def apply(rs, s, a: Action, events):
    p = s.players[a.player]
    if a.verb == "pass":
        events.append(Event("pass", a.player, "action.pass-optional", {}))
        _done(s)
        return
    if a.value == "hidden":
        tile = draw_plantation(s)
        p.add_tile(tile)
        s.hacienda_drawn = True
        events.append(Event("settle", a.player, "settler.hacienda-draw", {"tile": tile, "hidden": True}))
        if len(p.island) >= ISLAND_SPACES or not _has_move(s, a.player):
            _done(s)
        return
    tile = a.value
    if tile == "quarry":
        s.quarries -= 1
    else:
        s.face_up.remove(tile)
    workers = 0
    if a.option("hospice", True) and p.manned("hospice"):
        source = extra_colonist(s)
        if source:
            workers = 1
            events.append(Event("colonist", a.player, "settler.hospice-colonist", {"from": source, "to": tile}))
    p.add_tile(tile, workers)
    events.append(Event("settle", a.player, "settler.face-up-only" if tile != "quarry"
                        else "settler.quarry-privilege", {"tile": tile}))
    _done(s)


def _done(s):
    s.queue.pop(0)
    s.hacienda_drawn = False


def candidates(rs, s, player):
    p = s.players[player]
    tiles = list(dict.fromkeys(s.face_up)) + ["quarry", "hidden"]
    for tile in tiles:
        yield Action(player, "settle", tile)
        if tile != "hidden" and p.manned("hospice"):
            yield Action(player, "settle", tile, (("hospice", False),))
    yield Action(player, "pass")
