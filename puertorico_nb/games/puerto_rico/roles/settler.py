"""Settler: each player in turn may add one plantation (or a quarry) to their island.

With New Buildings the forest house lays tiles face down as forests, the library gives its
owner a second tile after everyone else, and with Nobles the hunting lodge may give one back
at the end of the phase.
"""
from __future__ import annotations

import random
from functools import lru_cache

from .. import declines
from ..actions import Action, shared
from ..common import Refusal, award_vp, discard_plantation, extra_colonist
from ..components import GOOD_INDEX, HUNTING_LODGE_POINTS, ISLAND_SPACES
from puertorico_nb.core.events import event
from puertorico_nb.core.turns import give_turn_to_next_able

VERBS = ("settle", "pass", "return_plantation")
LIBRARY = "library"  # s.stage while the library owner takes a second tile
HUNTING_LODGE = "hunting_lodge"  # s.stage while lodge owners may give a tile back


def start(rs, s, events):
    s.queue = s.seat_order_from(s.chooser)
    if rs.expanded and s.players[s.chooser].manned("library"):
        s.queue.append(s.chooser)  # the doubled privilege: a second tile after everyone else
    s.hacienda_drawn = False
    s.stage = ""


def _library_turn(s) -> bool:
    return s.stage == LIBRARY


def _may_take_quarry(s, p) -> bool:
    if s.players[p].manned("construction_hut"):
        return True
    return p == s.chooser and not _library_turn(s)


def _can_draw_hidden(s, p) -> bool:
    return (not s.hacienda_drawn and not _library_turn(s) and s.players[p].manned("hacienda")
            and bool(s.stack or s.discard))


def hidden_tile_seen_by(s, player: int) -> str | None:
    """The face-down tile a hacienda would draw, if this player may look at it first: the Korean
    book lets a forest-house owner see it before deciding to lay it as a forest."""
    if s.phase != "settler" or s.turn != player or not _can_draw_hidden(s, player):
        return None
    if not s.players[player].manned("forest_house"):
        return None
    if s.stack:
        return s.stack[-1]
    return None  # the discards would be reshuffled first: nobody knows the top yet


def _has_move(s, p) -> bool:
    player = s.players[p]
    if len(player.island) >= ISLAND_SPACES:
        return False
    return bool(s.face_up) or (s.quarries > 0 and _may_take_quarry(s, p)) or _can_draw_hidden(s, p)


def _returnable(p) -> list[str]:
    return [t for t in dict.fromkeys(p.island) if t != "quarry"]


def _lodge_owners(s) -> list[int]:
    return [q for q in s.seat_order_from(s.chooser)
            if s.players[q].worker_on("hunting_lodge") == "colonist" and _returnable(s.players[q])]


def next_turn(rs, s, events):
    if s.stage != HUNTING_LODGE:
        def able(seat: int) -> bool:
            if len(s.queue) == 1 and seat == s.chooser and rs.expanded and s.players[seat].manned("library"):
                s.stage = LIBRARY  # only the library owner's queue ends with the chooser again
            return _has_move(s, seat)

        def why_skipped(seat: int) -> str:
            return "settler.island-full" if len(s.players[seat].island) >= ISLAND_SPACES else "settler.face-up-only"

        def forget_hacienda(seat: int) -> None:
            s.hacienda_drawn = False

        if give_turn_to_next_able(s, able, why_skipped, events, after_skip=forget_hacienda):
            return True
        s.stage = HUNTING_LODGE
        s.queue = _lodge_owners(s) if rs.expanded else []  # hunting lodges come with Nobles
    if s.queue:
        s.turn = s.queue[0]
        return True
    s.stage = ""
    if rs.expanded:  # only a Nobles game has hunting lodges
        for q in s.seat_order_from(s.chooser):
            if s.players[q].worker_on("hunting_lodge") == "noble" and _most_empty_island(rs, s, q) \
                    and not declines.note(s, q, "hunting_lodge", events):
                award_vp(s, q, HUNTING_LODGE_POINTS, "building.hunting-lodge", events)
    _refill_row(rs, s, events)
    return False



def _most_empty_island(rs, s, player) -> bool:
    """Has this player the most empty island spaces? A tie counts only with the named option."""
    empty = [ISLAND_SPACES - len(q.island) for q in s.players]
    rivals = max(e for i, e in enumerate(empty) if i != player)
    return empty[player] >= rivals if rs.options.hunting_lodge_ties else empty[player] > rivals


def draw_plantation(s) -> str | None:
    """The top face-down plantation, reshuffling the discards into a new stack if needed."""
    if not s.stack and s.discard:
        s.shuffles += 1
        s.stack = s.discard[:]
        s.discard = []
        random.Random(f"{s.seed}:{s.shuffles}").shuffle(s.stack)
    return s.stack.pop() if s.stack else None


def _refill_row(rs, s, events):
    leftovers = s.face_up
    if leftovers:
        if rs.leftover_plantations_under_stack:
            for tile in leftovers:
                discard_plantation(rs, s, tile)
        else:  # onto the discard pile, as discard_plantation puts each (all at once: the common case)
            s.discard += leftovers
        # the event keeps the old row itself: the phases only ever change the new one
        events.append(event("discard_plantations", None, "settler.refill-row", {"tiles": leftovers}))
    stack = s.stack
    top = len(stack) - rs.setup.face_up  # where the tiles to turn up start
    if top >= 0:
        # the top tiles, in the order drawing them one at a time would turn them up
        s.face_up = stack[top:][::-1]
        del stack[top:]
    else:  # the stack runs out on the way: draw one at a time (reshuffling the discards)
        s.face_up = []
        for _ in range(rs.setup.face_up):
            tile = draw_plantation(s)
            if tile is None:
                break
            s.face_up.append(tile)
    events.append(event("new_plantations", None, "settler.refill-row", {"tiles": s.face_up[:]}))


def check(rs, s, a: Action) -> str | Refusal:
    p = s.players[a.player]
    if s.stage == HUNTING_LODGE:
        if a.verb == "pass":
            return "action.pass-optional"
        if a.verb != "return_plantation":
            return Refusal("action.wrong-phase", "settling is over; hunting lodge owners may now give a tile back")
        if a.value not in _returnable(p):
            return Refusal("building.hunting-lodge", f"player {a.player} has no {a.value} plantation or forest "
                           "to give back (quarries cannot be returned)")
        return "building.hunting-lodge"
    if a.verb == "return_plantation":
        return Refusal("building.hunting-lodge", "the hunting lodge returns a tile only at the end of the settler phase")
    if a.verb == "pass":
        return "action.pass-optional"
    tile = a.value
    hospice = a.option("hospice")
    forest = a.option("forest")
    if forest is not None:
        if not p.manned("forest_house"):
            return Refusal("building.forest-house", "only the owner of a manned forest house may lay a tile as forest")
        if tile == "quarry":
            return Refusal("building.forest-house", "a quarry can never become a forest")
    if hospice is not None and (tile == "hidden" or not p.manned("hospice") or _library_turn(s)):
        return Refusal("building.hospice", "only the owner of a manned hospice has a hospice colonist to decline, "
                       "and never for the hacienda's tile or the library's second tile")
    if len(p.island) >= ISLAND_SPACES:
        return Refusal("settler.island-full", f"player {a.player}'s island already has all {ISLAND_SPACES} spaces filled")
    if tile == "hidden":
        if not p.manned("hacienda"):
            return Refusal("settler.hacienda-draw", "drawing a hidden plantation needs a manned hacienda")
        if s.hacienda_drawn or _library_turn(s):
            return Refusal("settler.hacienda-draw", "the hacienda draws only once per settler phase, before the "
                           "player's own choice")
        if not (s.stack or s.discard):
            return Refusal("settler.hacienda-draw", "there are no face-down plantations left to draw")
        return "settler.hacienda-draw"
    if tile == "quarry":
        if not _may_take_quarry(s, a.player):
            return Refusal("settler.quarry-privilege", "only the settler, or the owner of a manned construction hut, "
                           "may take a quarry" + (" (the library's second tile is never a quarry)"
                                                  if _library_turn(s) else ""))
        if s.quarries == 0:
            return Refusal("settler.quarry-supply", "there are no quarries left")
        return "settler.quarry-privilege"
    if tile not in s.face_up:
        return Refusal("settler.face-up-only", f"there is no face-up {tile} plantation to take "
                       f"(face up: {', '.join(s.face_up) or 'none'})")
    return "building.library" if _library_turn(s) else "settler.face-up-only"


def _place(rs, s, player: int, tile: str, forest: bool, hospice: bool, events) -> None:
    p = s.players[player]
    workers = 0
    if hospice and p.manned("hospice"):
        source = extra_colonist(s)
        if source:
            events.append(event("colonist", player, "settler.hospice-colonist", {"from": source, "to": tile}))
            if forest:
                p.san_juan += 1  # a forest has no circle: the colonist waits in San Juan
            else:
                workers = 1
    if forest:
        s.forest_goods.append(tile)
        tile = "forest"
    p.add_tile(tile, workers)


def apply(rs, s, a: Action, events):
    p = s.players[a.player]
    if s.stage == HUNTING_LODGE:
        s.queue.pop(0)
        if a.verb == "pass":
            events.append(event("pass", a.player, "action.pass-optional", {}))
            return
        k = p.island.index(a.value)
        p.remove_tile(k)
        if a.value == "forest":
            discard_plantation(rs, s, s.forest_goods.pop(0))
        else:
            discard_plantation(rs, s, a.value)
        events.append(event("return_plantation", a.player, "building.hunting-lodge", {"tile": a.value}))
        return
    if a.verb == "pass":
        events.append(event("pass", a.player, "action.pass-optional", {}))
        _done(s)
        return
    forest = bool(a.option("forest", False))
    if a.value == "hidden":
        tile = draw_plantation(s)
        assert tile is not None  # check() offers a hidden tile only while one can be drawn
        _place(rs, s, a.player, tile, forest, False, events)
        s.hacienda_drawn = True
        events.append(event("settle", a.player, "settler.hacienda-draw",
                            {"tile": "forest" if forest else tile, "hidden": True}))
        if len(p.island) >= ISLAND_SPACES or not _has_move(s, a.player):
            _done(s)
        return
    tile = a.value
    if tile == "quarry":
        s.quarries -= 1
    else:
        s.face_up.remove(tile)
    library = _library_turn(s)
    _place(rs, s, a.player, tile, forest, a.option("hospice", True) and not library, events)
    rule = "building.library" if library else ("settler.face-up-only" if tile != "quarry" else "settler.quarry-privilege")
    events.append(event("settle", a.player, rule, {"tile": "forest" if forest else tile}))
    _done(s)


def _done(s):
    s.queue.pop(0)
    s.hacienda_drawn = False


def candidates(rs, s, player):
    p = s.players[player]
    if s.stage == HUNTING_LODGE:
        return [Action(player, "return_plantation", tile) for tile in _returnable(p)] + [Action(player, "pass")]
    hospice, forest_house = p.manned("hospice"), rs.expanded and p.manned("forest_house")
    ways = _ways_to_settle(player, hospice, forest_house)
    out = []
    for tile in dict.fromkeys(s.face_up):
        out += ways.get(tile) or _settle_actions(player, tile, hospice, forest_house)  # (a set-up may show any tile)
    # a quarry and the hacienda's hidden tile only when they may be taken: for most players
    # most turns they may not, and a refused draw costs a check
    if s.quarries and _may_take_quarry(s, player):
        out += ways["quarry"]
    if _can_draw_hidden(s, player):
        out += ways["hidden"]
    out.append(shared(player, "pass"))
    return out


@lru_cache(maxsize=None)  # a few dozen immutable values: seats x a hospice or not x a forest house or not
def _ways_to_settle(player: int, hospice: bool, forest_house: bool) -> dict[str, tuple]:
    """For every tile a player may settle (each plantation kind, a quarry, the hidden tile), the
    ways to take it. Shared: read it, never change it."""
    return {tile: _settle_actions(player, tile, hospice, forest_house) for tile in (*GOOD_INDEX, "quarry", "hidden")}


@lru_cache(maxsize=None)  # a few hundred immutable values at most: seats x tiles x buildings owned
def _settle_actions(player: int, tile: str, hospice: bool, forest_house: bool) -> tuple:
    """The ways to take this tile: plain, declining the hospice colonist, as a forest."""
    out = [Action(player, "settle", tile)]
    if hospice and tile != "hidden":
        out.append(Action(player, "settle", tile, (("hospice", False),)))
    if forest_house and tile != "quarry":
        out.append(Action(player, "settle", tile, (("forest", True),)))
        if hospice and tile != "hidden":
            out.append(Action(player, "settle", tile, (("forest", True), ("hospice", False))))
    return tuple(out)
