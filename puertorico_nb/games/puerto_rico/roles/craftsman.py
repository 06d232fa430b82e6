"""Craftsman: every player produces at once; then the craftsman may take one extra barrel.

New Buildings adds the aqueduct's extra barrel and the specialty factory's doubloons; Nobles
adds the chapel and the jeweler, which pay in every craftsman phase.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import compress
from typing import TYPE_CHECKING

from .. import declines
from ..actions import Action
from ..common import Refusal, award_vp, chooser_of, named, privilege
from ..components import FACTORY_PAYOUT, GOOD_INDEX, GOODS
from puertorico_nb.core.events import Event, event
from puertorico_nb.core.language import N_
from puertorico_nb.core.words import Named, Reason, Worded

if TYPE_CHECKING:
    from ..ruleset import Ruleset
    from ..state import PlayerState, State

VERBS = ("bonus", "pass")


def production(ruleset: Ruleset, board: PlayerState) -> list[int]:
    """Barrels each good would yield for this player, before any shortage in the supply."""
    island_workers, city_workers = board.island_workers, board.city_workers
    if ruleset.nobles:  # a noble works like a colonist (and only a Nobles game has any)
        island_workers = [w + n for w, n in zip(island_workers, board.island_nobles)]
        city_workers = [w + n for w, n in zip(city_workers, board.city_nobles)]
    made = [0] * len(GOODS)
    good_index = GOOD_INDEX
    for tile in compress(board.island, island_workers):  # the manned tiles
        if tile in good_index:
            made[good_index[tile]] += 1
    # corn goes straight from the field to the barrel; every other good needs manned circles
    circles = [0] * len(GOODS)
    processes = ruleset.processes
    for b, w in zip(board.city, city_workers):
        if w and b in processes:
            circles[processes[b]] += w
    for i in range(1, len(GOODS)):
        if circles[i] < made[i]:
            made[i] = circles[i]
    return made


def aqueduct_extra(board: PlayerState) -> list[int]:
    """One more indigo or sugar when the large plant itself made some (never the small one)."""
    out = [0] * len(GOODS)
    if not board.manned("aqueduct"):
        return out
    for plant, good in (("indigo_plant", "indigo"), ("sugar_mill", "sugar")):
        i = GOOD_INDEX[good]
        tiles = sum(1 for t, w, n in zip(board.island, board.island_workers, board.island_nobles) if t == good and w + n)
        if board.manned(plant) and tiles > _small_plant_share(board, good):
            out[i] = 1
    return out


def _small_plant_share(board: PlayerState, good: str) -> int:
    """Manned plantations the small plant of this good takes first (at most one)."""
    return 1 if board.manned(f"small_{'indigo_plant' if good == 'indigo' else 'sugar_mill'}") else 0


def _specialty_payout(counts: list[int]) -> int:
    """Doubloons for a manned specialty factory: the most barrels of one non-corn good, less 1."""
    return max(0, max(counts[1:]) - 1)


def start(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    chooser = chooser_of(state)
    produced = state.produced = [0] * len(GOODS)  # the craftsman's own barrels: what the bonus may be
    supply = state.goods_supply
    for player in state.seat_order_from(chooser):
        board = state.players[player]
        made = production(ruleset, board)
        extra = aqueduct_extra(board) if ruleset.expanded else None
        if extra and any(extra) and declines.note(state, player, "aqueduct", events):
            extra = None
        if extra and any(extra):
            made = [m + e for m, e in zip(made, extra)]
            events.append(event("aqueduct", player, "building.aqueduct",
                                {"goods": [GOODS[i] for i, e in enumerate(extra) if e]}))
        received = produced if player == chooser else [0] * len(GOODS)
        kinds = 0
        for i, n in enumerate(made):
            if not n:  # most goods, for most players
                continue
            got = n if n <= supply[i] else supply[i]
            if n > got:
                events.append(event("shortage", player, "craftsman.supply-shortage",
                                    {"good": GOODS[i], "missing": n - got}))
            if got:
                received[i] = got
                board.goods[i] += got
                supply[i] -= got
                kinds += 1
                events.append(event("produce", player, "craftsman.production", {"good": GOODS[i], "barrels": got}))
        if kinds and FACTORY_PAYOUT[kinds] and board.manned("factory") and not declines.note(state, player, "factory", events):
            board.doubloons += FACTORY_PAYOUT[kinds]
            events.append(event("doubloons", player, "craftsman.factory",
                                {"amount": FACTORY_PAYOUT[kinds], "kinds": kinds}))
        if ruleset.expanded:  # the expansions' buildings: none exists in a base game
            if player != chooser and board.manned("specialty_factory"):  # the craftsman's pays at the end
                _pay(board, player, _specialty_payout(received), "building.specialty-factory", events)
            _nobles_buildings(state, player, events)
    # the privilege's extra barrels: next_turn drops them at once if no good they could be is left
    state.queue = [chooser] * privilege(state, chooser)


def _pay(board: PlayerState, player: int, amount: int, rule: str, events: list[Event]) -> None:
    if amount:
        board.doubloons += amount
        events.append(event("doubloons", player, rule, {"amount": amount}))


def _nobles_buildings(state: State, player: int, events: list[Event]) -> None:
    """Chapel and jeweler pay in every craftsman phase, produced or not (Nobles)."""
    board = state.players[player]
    worker = board.worker_on("chapel")
    if worker and declines.note(state, player, "chapel", events):
        worker = None
    if worker == "colonist":
        _pay(board, player, 1, "building.chapel", events)
    elif worker == "noble":
        award_vp(state, player, 1, "building.chapel", events)
    if board.manned("jeweler"):
        _pay(board, player, board.nobles(), "building.jeweler", events)


def _finish(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    chooser = chooser_of(state)
    board = state.players[chooser]
    if ruleset.expanded and board.manned("specialty_factory"):
        _pay(board, chooser, _specialty_payout(state.produced), "building.specialty-factory", events)


def _bonus_left(state: State) -> bool:
    """Is a barrel of a good the craftsman produced still in the supply (as the extra one must be)?"""
    supply = state.goods_supply
    for i, n in enumerate(state.produced):
        if n and supply[i]:
            return True
    return False


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    if state.queue and _bonus_left(state):
        state.turn = state.queue[0]
        return True
    state.queue = []
    _finish(ruleset, state, events)
    return False


def check(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    if action.verb == "pass":
        return "action.pass-optional"
    good = action.value
    if good not in GOOD_INDEX:
        return Refusal("craftsman.privilege-bonus", Reason("{good} is not a good", good=named("good", good)))
    if not state.produced[GOOD_INDEX[good]]:
        produced = [kind for kind, count in zip(GOODS, state.produced) if count]
        return Refusal("craftsman.privilege-bonus", Reason("the extra barrel must be a good the craftsman produced "
                                                           "this phase ({goods})",
                                                           goods=Named("good", produced) if produced
                                                           else Worded(N_("none"))))
    if state.goods_supply[GOOD_INDEX[good]] == 0:
        return Refusal("craftsman.supply-shortage", Reason("no {good} barrel is left in the supply",
                                                           good=Named("good", good)))
    return "craftsman.privilege-bonus"


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    state.queue.pop(0)
    if action.verb == "pass":
        events.append(event("pass", action.player, "action.pass-optional", {}))
        return
    i = GOOD_INDEX[action.value]
    state.goods_supply[i] -= 1
    state.players[action.player].goods[i] += 1
    state.produced[i] += 1  # the extra barrel counts for the specialty factory
    events.append(event("produce", action.player, "craftsman.privilege-bonus", {"good": action.value, "barrels": 1}))


def candidates(ruleset: Ruleset, state: State, player: int) -> tuple[Action, ...]:
    return _bonus_actions(player)


@lru_cache(maxsize=None, typed=True)  # one tuple per seat (typed: True == 1, but only 1 is a seat)
def _bonus_actions(player: int) -> tuple[Action, ...]:
    return (*(Action(player, "bonus", good) for good in GOODS), Action(player, "pass"))
