"""Settler: each player in turn may add one plantation (or a quarry) to their island.

With New Buildings the forest house lays tiles face down as forests, the library gives its
owner a second tile after everyone else, and with Nobles the hunting lodge may give one back
at the end of the phase.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING

from .. import declines
from ..actions import Action, shared
from ..common import Refusal, award_vp, chooser_of, discard_plantation, extra_colonist, named
from ..components import GOOD_INDEX, HUNTING_LODGE_POINTS, ISLAND_SPACES
from puertorico_nb.core.events import event
from puertorico_nb.core.language import N_
from puertorico_nb.core.words import Named, Reason, Seat, Worded
from puertorico_nb.core.turns import give_turn_to_next_able

if TYPE_CHECKING:
    from puertorico_nb.core.events import Event

    from ..ruleset import Ruleset
    from ..state import PlayerState, State

VERBS = ("settle", "pass", "return_plantation")
LIBRARY = "library"  # state.stage while the library owner takes a second tile
HUNTING_LODGE = "hunting_lodge"  # state.stage while lodge owners may give a tile back


def start(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    chooser = chooser_of(state)
    state.queue = state.seat_order_from(chooser)
    if ruleset.expanded and state.players[chooser].manned("library"):
        state.queue.append(chooser)  # the doubled privilege: a second tile after everyone else
    state.hacienda_drawn = False
    state.stage = ""


def _library_turn(state: State) -> bool:
    return state.stage == LIBRARY


def _may_take_quarry(state: State, player: int) -> bool:
    if state.players[player].manned("construction_hut"):
        return True
    return player == state.chooser and not _library_turn(state)


def _can_draw_hidden(state: State, player: int) -> bool:
    return (not state.hacienda_drawn and not _library_turn(state) and state.players[player].manned("hacienda")
            and bool(state.stack or state.discard))


def hidden_tile_seen_by(state: State, player: int) -> str | None:
    """The face-down tile a hacienda would draw, if this player may look at it first: the Korean
    book lets a forest-house owner see it before deciding to lay it as a forest."""
    if state.phase != "settler" or state.turn != player or not _can_draw_hidden(state, player):
        return None
    if not state.players[player].manned("forest_house"):
        return None
    if state.stack:
        return state.stack[-1]
    return None  # the discards would be reshuffled first: nobody knows the top yet


def _has_move(state: State, player: int) -> bool:
    board = state.players[player]
    if len(board.island) >= ISLAND_SPACES:
        return False
    return bool(state.face_up) or (state.quarries > 0 and _may_take_quarry(state, player)) or _can_draw_hidden(state, player)


def _returnable(board: PlayerState) -> list[str]:
    return [t for t in dict.fromkeys(board.island) if t != "quarry"]


def _lodge_owners(state: State) -> list[int]:
    return [q for q in state.seat_order_from(chooser_of(state))
            if state.players[q].worker_on("hunting_lodge") == "colonist" and _returnable(state.players[q])]


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    if state.stage != HUNTING_LODGE:
        def able(seat: int) -> bool:
            if len(state.queue) == 1 and seat == state.chooser and ruleset.expanded and state.players[seat].manned("library"):
                state.stage = LIBRARY  # only the library owner's queue ends with the chooser again
            return _has_move(state, seat)

        def why_skipped(seat: int) -> str:
            return "settler.island-full" if len(state.players[seat].island) >= ISLAND_SPACES else "settler.face-up-only"

        def forget_hacienda(seat: int) -> None:
            state.hacienda_drawn = False

        if give_turn_to_next_able(state, able, why_skipped, events, after_skip=forget_hacienda):
            return True
        state.stage = HUNTING_LODGE
        state.queue = _lodge_owners(state) if ruleset.expanded else []  # hunting lodges come with Nobles
    if state.queue:
        state.turn = state.queue[0]
        return True
    state.stage = ""
    if ruleset.expanded:  # only a Nobles game has hunting lodges
        for q in state.seat_order_from(chooser_of(state)):
            if state.players[q].worker_on("hunting_lodge") == "noble" and _most_empty_island(ruleset, state, q)\
                    and not declines.note(state, q, "hunting_lodge", events):
                award_vp(state, q, HUNTING_LODGE_POINTS, "building.hunting-lodge", events)
    _refill_row(ruleset, state, events)
    return False



def _most_empty_island(ruleset: Ruleset, state: State, player: int) -> bool:
    """Has this player the most empty island spaces? A tie counts only with the named option."""
    empty = [ISLAND_SPACES - len(q.island) for q in state.players]
    rivals = max(e for i, e in enumerate(empty) if i != player)
    return empty[player] >= rivals if ruleset.options.hunting_lodge_ties else empty[player] > rivals


def draw_plantation(state: State) -> str | None:
    """The top face-down plantation, reshuffling the discards into a new stack if needed."""
    if not state.stack and state.discard:
        state.shuffles += 1
        state.stack = state.discard[:]
        state.discard = []
        random.Random(f"{state.seed}:{state.shuffles}").shuffle(state.stack)
    return state.stack.pop() if state.stack else None


def _refill_row(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    leftovers = state.face_up
    if leftovers:
        if ruleset.leftover_plantations_under_stack:
            for tile in leftovers:
                discard_plantation(ruleset, state, tile)
        else:  # onto the discard pile, as discard_plantation puts each (all at once: the common case)
            state.discard += leftovers
        # the event keeps the old row itself: the phases only ever change the new one
        events.append(event("discard_plantations", None, "settler.refill-row", {"tiles": leftovers}))
    stack = state.stack
    top = len(stack) - ruleset.setup.face_up  # where the tiles to turn up start
    if top >= 0:
        # the top tiles, in the order drawing them one at a time would turn them up
        state.face_up = stack[top:][::-1]
        del stack[top:]
    else:  # the stack runs out on the way: draw one at a time (reshuffling the discards)
        state.face_up = []
        for _ in range(ruleset.setup.face_up):
            drawn = draw_plantation(state)
            if drawn is None:
                break
            state.face_up.append(drawn)
    events.append(event("new_plantations", None, "settler.refill-row", {"tiles": state.face_up[:]}))


def check(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    board = state.players[action.player]
    if state.stage == HUNTING_LODGE:
        return _check_giving_back(action, board)
    if action.verb == "return_plantation":
        return Refusal("building.hunting-lodge", Reason("the hunting lodge returns a tile only at the end of the "
                                                        "settler phase"))
    if action.verb == "pass":
        return "action.pass-optional"
    if action.options:
        refused = _options_refused(state, action, board)
        if refused is not None:
            return refused
    if len(board.island) >= ISLAND_SPACES:
        return Refusal("settler.island-full", Reason("{player}'s island already has all {spaces} spaces filled",
                                                     player=Seat(action.player), spaces=ISLAND_SPACES))
    tile = action.value
    if tile == "hidden":
        return _check_hacienda(state, board)
    if tile == "quarry":
        return _check_quarry(state, action.player)
    if tile not in state.face_up:
        return Refusal("settler.face-up-only", Reason("there is no face-up {good} plantation to take (face up: {row})",
                                                      good=named("good", tile),
                                                      row=Named("good", state.face_up) if state.face_up
                                                      else Worded(N_("none"))))
    return "building.library" if _library_turn(state) else "settler.face-up-only"


def _check_giving_back(action: Action, board: PlayerState) -> str | Refusal:
    """A hunting lodge owner's decision once settling is over: give a tile back, or pass."""
    if action.verb == "pass":
        return "action.pass-optional"
    if action.verb != "return_plantation":
        return Refusal("action.wrong-phase", Reason("settling is over; hunting lodge owners may now give a tile back"))
    if action.value not in _returnable(board):
        return Refusal("building.hunting-lodge", Reason("{player} has no {good} plantation or forest to give back "
                                                        "(quarries cannot be returned)", player=Seat(action.player),
                                                        good=named("good", action.value)))
    return "building.hunting-lodge"


def _options_refused(state: State, action: Action, board: PlayerState) -> Refusal | None:
    """Why a tile may not be laid as forest, or its hospice colonist declined, or None."""
    tile = action.value
    if action.option("forest") is not None:
        if not board.manned("forest_house"):
            return Refusal("building.forest-house", Reason("only the owner of a manned forest house may lay a tile "
                                                           "as forest"))
        if tile == "quarry":
            return Refusal("building.forest-house", Reason("a quarry can never become a forest"))
    if action.option("hospice") is not None and (tile == "hidden" or not board.manned("hospice") or _library_turn(state)):
        return Refusal("building.hospice", Reason("only the owner of a manned hospice has a hospice colonist to "
                                                  "decline, and never for the hacienda's tile or the library's "
                                                  "second tile"))
    return None


def _check_hacienda(state: State, board: PlayerState) -> str | Refusal:
    """A hidden plantation drawn with the hacienda."""
    if not board.manned("hacienda"):
        return Refusal("settler.hacienda-draw", Reason("drawing a hidden plantation needs a manned hacienda"))
    if state.hacienda_drawn or _library_turn(state):
        return Refusal("settler.hacienda-draw", Reason("the hacienda draws only once per settler phase, before the "
                                                       "player's own choice"))
    if not (state.stack or state.discard):
        return Refusal("settler.hacienda-draw", Reason("there are no face-down plantations left to draw"))
    return "settler.hacienda-draw"


def _check_quarry(state: State, player: int) -> str | Refusal:
    if not _may_take_quarry(state, player):
        if _library_turn(state):
            return Refusal("settler.quarry-privilege", Reason("only the settler, or the owner of a manned construction "
                                                              "hut, may take a quarry (the library's second tile is "
                                                              "never a quarry)"))
        return Refusal("settler.quarry-privilege", Reason("only the settler, or the owner of a manned construction "
                                                          "hut, may take a quarry"))
    if state.quarries == 0:
        return Refusal("settler.quarry-supply", Reason("there are no quarries left"))
    return "settler.quarry-privilege"


def _place(ruleset: Ruleset, state: State, player: int, tile: str, forest: bool, hospice: bool,
           events: list[Event]) -> None:
    board = state.players[player]
    workers = 0
    if hospice and board.manned("hospice"):
        source = extra_colonist(state)
        if source:
            events.append(event("colonist", player, "settler.hospice-colonist", {"from": source, "to": tile}))
            if forest:
                board.san_juan += 1  # a forest has no circle: the colonist waits in San Juan
            else:
                workers = 1
    if forest:
        state.forest_goods.append(tile)
        tile = "forest"
    board.add_tile(tile, workers)


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    board = state.players[action.player]
    if state.stage == HUNTING_LODGE:
        state.queue.pop(0)
        if action.verb == "pass":
            events.append(event("pass", action.player, "action.pass-optional", {}))
            return
        k = board.island.index(action.value)
        board.remove_tile(k)
        if action.value == "forest":
            discard_plantation(ruleset, state, state.forest_goods.pop(0))
        else:
            discard_plantation(ruleset, state, action.value)
        events.append(event("return_plantation", action.player, "building.hunting-lodge", {"tile": action.value}))
        return
    if action.verb == "pass":
        events.append(event("pass", action.player, "action.pass-optional", {}))
        _done(state)
        return
    forest = bool(action.option("forest", False))
    if action.value == "hidden":
        tile = draw_plantation(state)
        assert tile is not None  # check() offers a hidden tile only while one can be drawn
        _place(ruleset, state, action.player, tile, forest, False, events)
        state.hacienda_drawn = True
        events.append(event("settle", action.player, "settler.hacienda-draw",
                            {"tile": "forest" if forest else tile, "hidden": True}))
        if len(board.island) >= ISLAND_SPACES or not _has_move(state, action.player):
            _done(state)
        return
    tile = action.value
    if tile == "quarry":
        state.quarries -= 1
    else:
        state.face_up.remove(tile)
    library = _library_turn(state)
    _place(ruleset, state, action.player, tile, forest, action.option("hospice", True) and not library, events)
    rule = "building.library" if library else ("settler.face-up-only" if tile != "quarry" else "settler.quarry-privilege")
    events.append(event("settle", action.player, rule, {"tile": "forest" if forest else tile}))
    _done(state)


def _done(state: State) -> None:
    state.queue.pop(0)
    state.hacienda_drawn = False


def candidates(ruleset: Ruleset, state: State, player: int) -> list[Action]:
    board = state.players[player]
    if state.stage == HUNTING_LODGE:
        return [Action(player, "return_plantation", tile) for tile in _returnable(board)] + [Action(player, "pass")]
    hospice, forest_house = board.manned("hospice"), ruleset.expanded and board.manned("forest_house")
    ways = _ways_to_settle(player, hospice, forest_house)
    out: list[Action] = []
    for tile in dict.fromkeys(state.face_up):
        out += ways.get(tile) or _settle_actions(player, tile, hospice, forest_house)  # (a set-up may show any tile)
    # a quarry and the hacienda's hidden tile only when they may be taken: for most players
    # most turns they may not, and a refused draw costs a check
    if state.quarries and _may_take_quarry(state, player):
        out += ways["quarry"]
    if _can_draw_hidden(state, player):
        out += ways["hidden"]
    out.append(shared(player, "pass"))
    return out


@lru_cache(maxsize=None)  # a few dozen immutable values: seats x a hospice or not x a forest house or not
def _ways_to_settle(player: int, hospice: bool, forest_house: bool) -> dict[str, tuple[Action, ...]]:
    """For every tile a player may settle (each plantation kind, a quarry, the hidden tile), the
    ways to take it. Shared: read it, never change it."""
    return {tile: _settle_actions(player, tile, hospice, forest_house) for tile in (*GOOD_INDEX, "quarry", "hidden")}


@lru_cache(maxsize=None)  # a few hundred immutable values at most: seats x tiles x buildings owned
def _settle_actions(player: int, tile: str, hospice: bool, forest_house: bool) -> tuple[Action, ...]:
    """The ways to take this tile: plain, declining the hospice colonist, as a forest."""
    out = [Action(player, "settle", tile)]
    if hospice and tile != "hidden":
        out.append(Action(player, "settle", tile, (("hospice", False),)))
    if forest_house and tile != "quarry":
        out.append(Action(player, "settle", tile, (("forest", True),)))
        if hospice and tile != "hidden":
            out.append(Action(player, "settle", tile, (("forest", True), ("hospice", False))))
    return tuple(out)
