"""Captain: players ship barrels for points until nobody can, then store what is left.

Storage is one decision given whole (``keep``) or in small steps: ``store`` sets aside barrels
of one good, ``unstore`` puts barrels set aside back among the rest (a change of mind), and
``confirm`` keeps what is set aside. The legal actions list the ``store`` steps that still fit
and ``confirm`` once nothing more fits; ``unstore`` is legal while those barrels are set aside
but never listed, so that a walk over the listed steps always ends (each listed step sets aside
at least one barrel more, and there are only so many).

New Buildings adds the lighthouse, the small wharf, the union hall and the storehouse; Nobles
adds the royal supplier, whose owner may trade barrels for points before loading.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from itertools import combinations
from operator import truth
from typing import TYPE_CHECKING, Union

from .. import declines
from ..actions import Action
from ..common import Refusal, award_vp, chooser_of, named, privilege
from ..components import GOOD_INDEX, GOODS, LOOSE_BARRELS, STOREHOUSE_BARRELS, WAREHOUSE_SLOTS
from puertorico_nb.core.events import event
from puertorico_nb.core.language import N_
from puertorico_nb.core.words import Named, Reason, Seat

if TYPE_CHECKING:
    from puertorico_nb.core.events import Event

    from ..ruleset import Ruleset
    from ..state import PlayerState, State
    from . import CompactCandidate

VERBS = ("ship", "pass", "keep", "royal_supplier", "store", "unstore", "confirm", "load")
ROYAL_SUPPLIER = "royal_supplier"  # state.stage while its owner decides, before their first load
STORING = "store"  # state.stage once loading is over and players choose what to keep

# Barrels by good, sorted by name, leaving out goods with none: a ``keep`` action's value, a
# small wharf's mixed load, and one way of filling a player's storage.
Barrels = tuple[tuple[str, int], ...]
# The benefits a load declines, as its options: (("harbor", False), ("privilege", False)).
Declined = tuple[tuple[str, bool], ...]
# Where a load goes: a cargo ship by its capacity, or "wharf" or "small_wharf".
Target = Union[int, str]


def is_storing(state: State) -> bool:
    return state.phase == "captain" and state.stage == STORING


def start(ruleset: Ruleset, state: State, events: list[Event], declined: frozenset[str] = frozenset()) -> None:
    n = state.players_count
    state.wharf_used = [0] * n
    state.small_wharf_used = [0] * n
    state.first_turn_done = [0] * n
    state.captain_loaded = False  # the captain's privilege point comes with the first load only
    state.non_loads = 0
    state.queue = []
    state.stage = ""
    captain = state.turn = chooser_of(state)
    if ruleset.expanded and state.players[captain].manned("lighthouse"):
        if "lighthouse" in declined:  # `choose_role: captain, lighthouse: false`
            events.append(event("decline", captain, "building.lighthouse", {"benefit": "lighthouse"}))
        else:
            state.players[captain].doubloons += 1
            events.append(event("doubloons", captain, "building.lighthouse", {"amount": 1}))


def _first_turn(ruleset: Ruleset, state: State, player: int, events: list[Event]) -> bool:
    """Abilities that come at a player's first turn of the phase; True if a decision is due."""
    state.first_turn_done[player] = 1
    if not ruleset.expanded:
        return False  # the union hall and the royal supplier belong to the expansions
    board = state.players[player]
    if board.manned("union_hall") and not declines.note(state, player, "union_hall", events):
        award_vp(state, player, sum(count // 2 for count in board.goods), "building.union-hall", events)
    if board.manned("royal_supplier") and board.nobles() and board.barrels():
        state.stage = ROYAL_SUPPLIER
        return True
    return False


# -- loading ----------------------------------------------------------------------------------
def _can_load_a_ship(state: State, player: int) -> bool:
    """Whether this player may put a barrel on a cargo ship now, obeying every ship rule: a good
    already aboard goes only on its ship, if that has room; any other good goes on an empty ship.
    (No two ships carry the same good: loading and the ruling positions both forbid it.)"""
    goods = state.players[player].goods
    ship_good = state.ship_good
    an_empty_ship = False
    for good, count, capacity in zip(ship_good, state.ship_count, state.ship_capacity):
        if good == -1:
            an_empty_ship = True
        elif count < capacity and goods[good]:
            return True
    if an_empty_ship:
        for i, have in enumerate(goods):
            if have and i not in ship_good:
                return True
    return False


def _wharf_open(state: State, player: int) -> bool:
    board = state.players[player]
    return not state.wharf_used[player] and board.manned("wharf") and board.barrels() > 0


def _small_wharf_open(state: State, player: int) -> bool:
    board = state.players[player]
    return not state.small_wharf_used[player] and board.manned("small_wharf") and board.barrels() > 0


def _can_load(ruleset: Ruleset, state: State, player: int) -> bool:
    if not any(state.players[player].goods):
        return False  # every way to load needs a barrel; most players lack one as loading ends
    return (_can_load_a_ship(state, player) or _wharf_open(state, player)
            or (ruleset.expanded and _small_wharf_open(state, player)))


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    if state.stage == STORING:
        return _next_storage(ruleset, state, events)
    players = state.players_count
    candidate = state.turn
    assert candidate is not None, "loading goes round from the captain's seat"
    if state.stage == ROYAL_SUPPLIER:
        return True
    while state.non_loads < players:
        if not state.first_turn_done[candidate] and _first_turn(ruleset, state, candidate, events):
            state.turn = candidate
            return True
        if _can_load(ruleset, state, candidate):
            state.turn = candidate
            return True
        state.non_loads += 1
        candidate = (candidate + 1) % players
    # loading is over: storage, then the full ships go back
    state.stage = STORING
    state.queue = [seat for seat in state.seat_order_from(chooser_of(state)) if _must_choose_storage(ruleset, state, seat)]
    return _next_storage(ruleset, state, events)


def _next_storage(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    if state.queue:
        state.turn = state.queue[0]
        return True
    for k, cap in enumerate(state.ship_capacity):
        if state.ship_count[k] >= cap:
            i = state.ship_good[k]
            state.goods_supply[i] += state.ship_count[k]
            events.append(event("empty_ship", None, "captain.empty-full-ships",
                                {"ship": cap, "good": GOODS[i], "barrels": state.ship_count[k]}))
            state.ship_good[k] = -1
            state.ship_count[k] = 0
    state.non_loads = 0
    state.stage = ""
    return False


# -- storage ------------------------------------------------------------------------------------
def _warehouse_slots(board: PlayerState) -> int:
    """How many kinds of goods the player's manned warehouses keep whole."""
    slots = 0
    for building, kinds in WAREHOUSE_SLOTS.items():
        if board.manned(building):
            slots += kinds
    return slots


def _loose_barrels(ruleset: Ruleset, board: PlayerState) -> int:
    return LOOSE_BARRELS + (STOREHOUSE_BARRELS if ruleset.expanded and board.manned("storehouse") else 0)


def keep_options(ruleset: Ruleset, state: State, player: int) -> tuple[Barrels, ...]:
    """Every way to keep as much as storage allows: whole goods in warehouses plus loose barrels
    (sorted, as the candidates offer them)."""
    board = state.players[player]
    return _keep_options(tuple(board.goods), _warehouse_slots(board), _loose_barrels(ruleset, board))


@lru_cache(maxsize=4096)
def _keep_options(goods: tuple[int, ...], warehouse_slots: int, loose: int) -> tuple[Barrels, ...]:
    # a pure function of its arguments, asked twice per storage decision (candidates, check)
    held = [i for i, n in enumerate(goods) if n]
    options: set[Barrels] = set()
    for whole in combinations(held, min(warehouse_slots, len(held))):
        rest = [(i, goods[i]) for i in held if i not in whole]
        for spread in _spread(rest, loose):
            kept = {GOODS[i]: goods[i] for i in whole}
            kept.update((GOODS[i], n) for i, n in spread)  # loose barrels, of the other goods
            options.add(tuple(sorted(kept.items())))  # a keep action's form: by name, zeros left out
    return tuple(sorted(options))


def _spread(rest: list[tuple[int, int]], loose: int) -> list[list[tuple[int, int]]]:
    """Ways to keep `loose` barrels (or all there are) from the goods in `rest`."""
    after = [0] * (len(rest) + 1)  # after[j]: the barrels of rest[j:]
    for j in range(len(rest) - 1, -1, -1):
        after[j] = after[j + 1] + rest[j][1]
    out: list[list[tuple[int, int]]] = []  # (good index, barrels) kept loose

    def walk(j: int, left: int, acc: list[tuple[int, int]]) -> None:
        if left == 0:
            out.append(list(acc))
            return
        i, n = rest[j]
        # take at least what the goods after this one cannot make up, so every branch succeeds
        for take in range(min(n, left), max(0, left - after[j + 1]) - 1, -1):
            if take:
                acc.append((i, take))
            walk(j + 1, left - take, acc)
            if take:
                acc.pop()

    walk(0, min(loose, after[0]), [])
    return out


def _must_choose_storage(ruleset: Ruleset, state: State, player: int) -> bool:
    """Whether the player cannot keep every barrel. The warehouses best take the largest goods
    whole; everything is kept if the smaller goods left over fit among the loose barrels."""
    board = state.players[player]
    left_over = sum(board.goods)
    if left_over <= LOOSE_BARRELS:
        return False  # the most anyone keeps without a building
    slots = _warehouse_slots(board)
    if slots:
        left_over = sum(sorted(board.goods)[:len(GOODS) - slots])  # goods not held count as 0
    return left_over > _loose_barrels(ruleset, board)


# -- decisions ----------------------------------------------------------------------------------
LOADING_ENDED = Refusal("captain.loading-ends", Reason("loading has ended; choose which barrels to keep"))


def check(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    stage = state.stage
    verb = action.verb
    if stage == ROYAL_SUPPLIER:
        return _check_royal_supplier(state, action)
    if verb == "ship" and stage != STORING:
        if len(action.options) > 1:  # besides the ship: a declined harbor point or privilege
            refusal = _check_declines(ruleset, state, action)
            if refusal is not None:
                return refusal
        return _check_load(ruleset, state, action)  # most checks: the ones below would all pass
    if verb == "royal_supplier":
        return Refusal("building.royal-supplier", Reason("the royal supplier trades barrels only at its owner's "
                                                         "first turn of the captain phase, before loading"))
    storing = stage == STORING
    if verb == "load" or (verb == "confirm" and not storing and stage != ROYAL_SUPPLIER):
        if storing:
            return LOADING_ENDED
        return _check_mix_step(ruleset, state, action)
    if verb in ("keep", "store", "unstore", "confirm"):
        if not storing:
            return Refusal("captain.storage", Reason("barrels are stored only after loading has ended"))
        return _check_storage(ruleset, state, action)
    if storing:
        return LOADING_ENDED
    if verb == "pass":
        if _can_load_a_ship(state, action.player):
            return _must_load(action.player)
        return "captain.wharf"
    return _check_load(ruleset, state, action)


def _check_storage(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    """A decision of the storage after loading: keep barrels whole, or store, unstore, confirm."""
    verb = action.verb
    if verb == "confirm" and action.options:
        return Refusal("captain.storage", Reason("storing declines nothing: confirm takes no options"))
    if verb == "store":
        return _check_store(ruleset, state, action)
    if verb == "unstore":
        return _check_unstore(state, action)
    if verb == "confirm":
        return _check_confirm(ruleset, state, action.player)
    return _check_keep(ruleset, state, action)


def _harbor_pays(ruleset: Ruleset, state: State, player: int, target: Target | None, building: str = "harbor") -> bool:
    """Does a load there earn this player the harbor's point (or, `building` "lighthouse", the
    lighthouse's doubloon)? Small-wharf loads pay them only with the small_wharf_bonuses option."""
    if target == "small_wharf" and not ruleset.options.small_wharf_bonuses:
        return False
    return (building == "harbor" or ruleset.expanded) and state.players[player].manned(building)


def _privilege_due(state: State, player: int) -> bool:
    """Is the captain's privilege point still to come with this player's next load?"""
    return player == state.chooser and not state.captain_loaded


def _check_declines(ruleset: Ruleset, state: State, action: Action) -> Refusal | None:
    """A Refusal if the action declines a benefit this load would not bring, else None. The books
    make every privilege and building ability optional (Icelandic rulebook, HLUTVERKIN and the
    violet buildings; Korean rulebook, 역할 and 베이지색 건물): writing it false declines it."""
    target = action.option("on")
    if action.option("harbor") is not None and not _harbor_pays(ruleset, state, action.player, target):
        return Refusal("captain.harbor", Reason("{player} would earn no harbor point with this load, so there is "
                                                "none to decline", player=Seat(action.player)))
    if action.option("lighthouse") is not None and not _harbor_pays(ruleset, state, action.player, target, "lighthouse"):
        return Refusal("building.lighthouse", Reason("{player} would earn no lighthouse doubloon with this load, so "
                                                     "there is none to decline", player=Seat(action.player)))
    if action.option("privilege") is not None and not _privilege_due(state, action.player):
        why = (Reason("only the captain has the privilege point") if action.player != state.chooser
               else Reason("the captain's privilege point came (or was declined) with the first load"))
        return Refusal("captain.privilege", why)
    return None


def _check_royal_supplier(state: State, action: Action) -> str | Refusal:
    if action.verb == "pass":
        return "action.pass-optional"
    if action.verb != "royal_supplier":
        return Refusal("building.royal-supplier", Reason("first decide what the royal supplier returns (or pass)"))
    board = state.players[action.player]
    goods = action.value
    if len(set(goods)) != len(goods):
        return Refusal("building.royal-supplier", Reason("the barrels returned must all be different goods"))
    if len(goods) > board.nobles():
        return Refusal("building.royal-supplier", Reason("at most one barrel per noble owned ({nobles})",
                                                         nobles=board.nobles()))
    for good in goods:
        if good not in GOOD_INDEX or not board.goods[GOOD_INDEX[good]]:
            return Refusal("building.royal-supplier", Reason("{player} has no {good} to return", player=Seat(action.player),
                                                             good=named("good", good)))
    return "building.royal-supplier"


def _check_small_wharf(state: State, action: Action) -> str | Refusal:
    board = state.players[action.player]
    if not board.manned("small_wharf"):
        return _no_small_wharf(action.player)
    if state.small_wharf_used[action.player]:
        return SMALL_WHARF_USED
    load = _small_wharf_load(board, action.value)
    if load is None or not any(load):
        return Refusal("building.small-wharf", Reason("the small wharf ships barrels the player has"))
    return "building.small-wharf"


def _small_wharf_load(board: PlayerState, value: str | Barrels) -> list[int] | None:
    """Barrels per good for a small-wharf load: a good's name means all of it."""
    load = [0] * len(GOODS)
    if isinstance(value, str):
        if value not in GOOD_INDEX:
            return None
        load[GOOD_INDEX[value]] = board.goods[GOOD_INDEX[value]]
        return load
    for good, n in value:
        if good not in GOOD_INDEX or n > board.goods[GOOD_INDEX[good]]:
            return None
        load[GOOD_INDEX[good]] = n
    return load


def _check_load(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    target = action.option("on")
    if target == "small_wharf":
        return _check_small_wharf(state, action)
    board = state.players[action.player]
    if not isinstance(action.value, str):
        return Refusal("captain.one-good-per-turn", Reason("only the small wharf ships a mix of goods"))
    if action.value not in GOOD_INDEX:
        return Refusal("captain.one-good-per-turn", Reason("{good} is not a good", good=named("good", action.value)))
    i = GOOD_INDEX[action.value]
    if not board.goods[i]:
        return Refusal("captain.one-good-per-turn", Reason("{player} has no {good} to ship", player=Seat(action.player),
                                                           good=Named("good", action.value)))
    if target == "wharf":
        if not board.manned("wharf"):
            return _no_wharf(action.player)
        if state.wharf_used[action.player]:
            return Refusal("captain.wharf-once", Reason("the wharf ships only once per captain phase"))
        return "captain.wharf"
    if isinstance(target, str):
        return Refusal("captain.wharf", Reason("{ship} is not a ship of this game", ship=repr(target)))
    return _check_cargo_ship(state, action, board.goods[i], target, i)


def _check_cargo_ship(state: State, action: Action, have: int, target: int, i: int) -> str | Refusal:
    """A load of `have` barrels of good `i` on the cargo ship of capacity `target`: the ship
    carries no other good and has room, no other ship carries this good, and no empty ship would
    take more."""
    if target not in state.ship_capacity:
        return Refusal("setup.cargo-ships", Reason("there is no cargo ship of capacity {capacity} (ships: {ships})",
                                                   capacity=target, ships=", ".join(map(str, state.ship_capacity))))
    k = state.ship_capacity.index(target)
    carried = state.ship_good[k]
    if carried != -1 and carried != i:
        return _carries_another_good(target, carried)
    if carried == i:
        if state.ship_count[k] >= target:
            return Refusal("captain.ship-full", Reason("the {capacity}-ship is full", capacity=target))
        return "captain.same-good-same-ship"
    if i in state.ship_good:
        return _aboard_another_ship(action.value, state.ship_capacity[state.ship_good.index(i)])
    takes = min(target, have)
    if takes < have:  # a larger empty ship might take more (none can when all of it fits)
        best = max(min(capacity, have) for capacity, g in zip(state.ship_capacity, state.ship_good) if g == -1)
        if takes < best:
            return Refusal("captain.largest-empty-ship", Reason("{best} barrels of {good} fit on another empty ship; "
                                                                "the {capacity}-ship takes only {takes}", best=best,
                                                                good=Named("good", action.value), capacity=target,
                                                                takes=takes))
    return "captain.largest-empty-ship"


# The refusals most candidates meet, turn after turn: immutable values, each made once for what it
# says (typed, so that a capacity of True is not taken for 1): fetching one costs less than half of
# making it, and the captain's listing meets one for most candidates it rejects (benchmarks/NOTES.md).
@lru_cache(maxsize=None, typed=True)
def _must_load(player: int) -> Refusal:
    return Refusal("captain.must-load-when-able", Reason("{player} can load a cargo ship, so must load", player=Seat(player)))


@lru_cache(maxsize=None, typed=True)
def _no_wharf(player: int) -> Refusal:
    return Refusal("captain.wharf", Reason("{player} has no manned wharf", player=Seat(player)))


@lru_cache(maxsize=None, typed=True)
def _no_small_wharf(player: int) -> Refusal:
    return Refusal("building.small-wharf", Reason("{player} has no manned small wharf", player=Seat(player)))


SMALL_WHARF_USED = Refusal("building.small-wharf", Reason("the small wharf ships only once per captain phase"))


@lru_cache(maxsize=None, typed=True)
def _carries_another_good(capacity: int, good_index: int) -> Refusal:
    return Refusal("captain.one-kind-per-ship", Reason("the {capacity}-ship already carries {good}", capacity=capacity,
                                                       good=Named("good", GOODS[good_index])))


@lru_cache(maxsize=None, typed=True)
def _aboard_another_ship(good: str, capacity: int) -> Refusal:
    return Refusal("captain.no-duplicate-good", Reason("{good} is already on the {capacity}-ship, so it may go only there",
                                                       good=Named("good", good), capacity=capacity))


def _check_keep(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    board = state.players[action.player]
    for good, n in action.value:
        if good not in GOOD_INDEX:
            return Refusal("captain.storage", Reason("{good} is not a good", good=named("good", good)))
        if n > board.goods[GOOD_INDEX[good]]:
            return Refusal("captain.storage", Reason("{player} has only {barrels} {good}", player=Seat(action.player),
                                                     barrels=board.goods[GOOD_INDEX[good]], good=Named("good", good)))
    options = keep_options(ruleset, state, action.player)
    if action.value in options:
        return "building.storehouse" if board.manned("storehouse") else "captain.storage"
    wanted = dict(action.value)
    if any(all(wanted.get(g, 0) <= dict(o).get(g, 0) for g in wanted) for o in options):
        if ruleset.options.full_storage:
            return Refusal("captain.keep-maximal", Reason("there is room to keep more barrels than that"))
        return "captain.keep-maximal"  # the books: a player may keep less than the storage holds
    if not any(board.manned(b) for b in (*WAREHOUSE_SLOTS, "storehouse")):
        # the usual mistake ("I keep all my corn", "my warehouse keeps my sugar" with nobody in
        # it): said as the rule that decides, not as storage in general
        return Refusal("captain.storage", Reason("without a manned warehouse {player} may keep only one barrel",
                                                 player=Seat(action.player)))
    return Refusal("captain.storage", Reason("that is more than the player's storage holds"))


# -- storage in steps: keep one good at a time, then confirm ------------------------------------
# ``state.picked`` holds the barrels of each good set aside so far. A step is legal while what is set
# aside still fits some way of storing (so every walk over the steps can be confirmed); confirm
# is legal once it is one of the ways to keep as much as storage allows, as a whole ``keep``.
def _picked_value(state: State) -> Barrels:
    """What is set aside so far, as a ``keep`` action's value."""
    return tuple(sorted((GOODS[i], n) for i, n in enumerate(state.picked) if n))


def _fits(options: Sequence[Barrels], kept: list[int]) -> bool:
    """Can `kept` (barrels per good) still grow into one of these ways of storing?"""
    for option in options:
        allowed = dict(option)
        if all(n <= allowed.get(GOODS[i], 0) for i, n in enumerate(kept) if n):
            return True
    return False


# what a step that sets barrels aside says when it cannot, keeping (storage) or loading (small wharf)
_STEP_WORDS = {
    "keep": (N_("you have no {good} left to keep"), N_("keep a whole number of barrels, at least 1, not {barrels}"),
             N_("you have only {left} more {good} to keep")),
    "load": (N_("you have no {good} left to load"), N_("load a whole number of barrels, at least 1, not {barrels}"),
             N_("you have only {left} more {good} to load")),
}


def _barrels_step(state: State, action: Action, rule: str, doing: str) -> tuple[int, int] | Refusal:
    """(good index, barrels) for a step that sets aside barrels of one good (``store``, ``load``:
    all that are left of it, or ``barrels``), or the Refusal saying why it cannot."""
    board = state.players[action.player]
    good = action.value
    if good not in GOOD_INDEX:
        return Refusal(rule, Reason("{good} is not a good", good=named("good", good)))
    i = GOOD_INDEX[good]
    left = board.goods[i] - state.picked[i]
    none_left, whole_number, only = _STEP_WORDS[doing]
    if left <= 0:
        if not board.goods[i]:
            return Refusal(rule, Reason("you have no {good}", good=Named("good", good)))
        return Refusal(rule, Reason(none_left, good=Named("good", good)))
    barrels = action.option("barrels", left)
    if not isinstance(barrels, int) or isinstance(barrels, bool) or barrels < 1:
        return Refusal(rule, Reason(whole_number, barrels=repr(barrels)))
    if barrels > left:
        return Refusal(rule, Reason(only, left=left, good=Named("good", good)))
    return i, barrels


def _check_store(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    step = _barrels_step(state, action, "captain.storage", "keep")
    if isinstance(step, Refusal):
        return step
    i, barrels = step
    good = action.value
    kept = [*state.picked]
    kept[i] += barrels
    if not _fits(keep_options(ruleset, state, action.player), kept):
        holds = storage_words(ruleset, state.players[action.player])
        if not any(state.picked):
            return Refusal("captain.storage", Reason("your storage cannot hold {barrels:count:{good} barrel}: it holds "
                                                     "{holds}", barrels=barrels, good=Named("good", good), holds=holds))
        return Refusal("captain.storage", Reason("your storage cannot hold {barrels:count:more {good} barrel} besides "
                                                 "what you keep already: it holds {holds}", barrels=barrels,
                                                 good=Named("good", good), holds=holds))
    return "captain.storage"


def _check_unstore(state: State, action: Action) -> str | Refusal:
    """Barrels set aside for storage put back among the rest: all set aside of that good, or
    ``barrels`` of them."""
    good = action.value
    if good not in GOOD_INDEX:
        return Refusal("captain.storage", Reason("{good} is not a good", good=named("good", good)))
    aside = state.picked[GOOD_INDEX[good]]
    if not aside:
        return Refusal("captain.storage", Reason("no {good} is set aside to keep, so none can be taken back",
                                                 good=Named("good", good)))
    barrels = action.option("barrels", aside)
    if not isinstance(barrels, int) or isinstance(barrels, bool) or barrels < 1:
        return Refusal("captain.storage", Reason("take back a whole number of barrels, at least 1, not {barrels}",
                                                 barrels=repr(barrels)))
    if barrels > aside:
        if aside == 1:
            return Refusal("captain.storage", Reason("only 1 {good} barrel is set aside to keep, not {barrels}",
                                                     good=Named("good", good), barrels=barrels))
        return Refusal("captain.storage", Reason("only {aside} {good} barrels are set aside to keep, not {barrels}",
                                                 aside=aside, good=Named("good", good), barrels=barrels))
    return "captain.storage"


def _check_confirm(ruleset: Ruleset, state: State, player: int) -> str | Refusal:
    options = keep_options(ruleset, state, player)
    value = _picked_value(state)
    if value in options:
        return "building.storehouse" if state.players[player].manned("storehouse") else "captain.storage"
    if not ruleset.options.full_storage:  # every step set aside fits, and less than a full storage may be kept
        return "captain.keep-maximal"
    # the engine asks for one of the ways to fill the storage, not the largest: which good fills a
    # warehouse is the player's choice, so the fewest barrels that complete a way is what to say
    kept = sum(state.picked)
    totals = [sum(n for _, n in o) for o in options if _fits((o,), state.picked)] or [kept]
    least, most = min(totals) - kept, max(totals) - kept
    holds = storage_words(ruleset, state.players[player])
    if least != most:
        return Refusal("captain.keep-maximal", Reason("your storage still has room (it holds {holds}): keep at least "
                                                      "{least:count:more barrel}; which ones is your choice",
                                                      holds=holds, least=least))
    if most == 1:
        return Refusal("captain.keep-maximal", Reason("your storage still has room (it holds {holds}): keep 1 more "
                                                      "barrel; which one is your choice", holds=holds))
    return Refusal("captain.keep-maximal", Reason("your storage still has room (it holds {holds}): keep "
                                                  "{least:count:more barrel}; which ones is your choice",
                                                  holds=holds, least=least))


def storage_words(ruleset: Ruleset, board: PlayerState) -> Reason:
    """What this player's storage holds, in words: "1 barrel", or with warehouses "every barrel
    of 1 good and 1 barrel of another" (a ``Reason``: said in the reader's language with ``said``,
    and so inside the refusals that quote it)."""
    loose = _loose_barrels(ruleset, board)
    slots = _warehouse_slots(board)
    if not slots:
        return Reason("{barrels:count:barrel}", barrels=loose)
    if loose == 1:
        return Reason("every barrel of {goods:count:good} and 1 barrel of another", goods=slots)
    return Reason("every barrel of {goods:count:good} and {barrels} barrels of the others", goods=slots, barrels=loose)


# -- a small wharf's mix in steps: load one good (or some barrels of it) at a time, then confirm ---
# ``state.picked`` holds the barrels set aside for the small wharf so far (while loading: storage uses
# it only later). Confirm ships them as the whole mixed load would, declining what it names.
def _mix_so_far(state: State) -> Barrels:
    return tuple(sorted((GOODS[i], n) for i, n in enumerate(state.picked) if n))


def _whole_mix(state: State, action: Action) -> Action:
    """The whole small-wharf load a confirm stands for."""
    return Action(action.player, "ship", _mix_so_far(state), tuple(sorted((("on", "small_wharf"), *action.options))))


def _check_mix_step(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    if action.verb == "confirm":
        if not any(state.picked):
            return Refusal("building.small-wharf", Reason("load at least one barrel onto the small wharf before "
                                                          "confirming"))
        whole = _whole_mix(state, action)
        if len(whole.options) > 1:
            refusal = _check_declines(ruleset, state, whole)
            if refusal is not None:
                return refusal
        return _check_small_wharf(state, whole)
    board = state.players[action.player]
    if not board.manned("small_wharf"):
        return _no_small_wharf(action.player)
    if state.small_wharf_used[action.player]:
        return SMALL_WHARF_USED
    step = _barrels_step(state, action, "building.small-wharf", "load")
    if isinstance(step, Refusal):
        return step
    return "building.small-wharf"


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    if action.verb in ("unstore", "load", "store"):
        _apply_barrels_step(state, action, events)
        return
    if action.verb == "confirm" and state.stage != STORING:
        action = _whole_mix(state, action)
    if state.stage != STORING and any(state.picked):
        state.picked = [0] * len(GOODS)  # the load is shipped, or another decision replaces it
    if action.verb == "confirm":
        action = Action(action.player, "keep", _picked_value(state))
    if state.stage == ROYAL_SUPPLIER:
        _apply_royal_supplier(state, action, events)
        return  # the same player now loads, if they can
    if action.verb == "keep":
        _apply_keep(state, action, events)
        return
    if action.verb == "pass":
        events.append(event("pass", action.player, "captain.wharf", {}))
        state.non_loads += 1
        state.turn = (action.player + 1) % state.players_count
        return
    if action.option("on") == "small_wharf":
        _apply_small_wharf(ruleset, state, action, events)
    else:
        _apply_load(ruleset, state, action, events)


def _apply_barrels_step(state: State, action: Action, events: list[Event]) -> None:
    """Barrels set aside, for the small wharf (``load``) or for storage (``store``), or put back
    among the rest (``unstore``)."""
    board = state.players[action.player]
    i = GOOD_INDEX[action.value]
    if action.verb == "unstore":
        barrels = action.option("barrels", state.picked[i])
        state.picked[i] -= barrels
        events.append(event("unstore", action.player, "captain.storage", {"good": action.value, "barrels": barrels}))
        return
    barrels = action.option("barrels", board.goods[i] - state.picked[i])
    state.picked[i] += barrels
    kind, rule = ("wharf_load", "building.small-wharf") if action.verb == "load" else ("store", "captain.storage")
    events.append(event(kind, action.player, rule, {"good": action.value, "barrels": barrels}))


def _apply_royal_supplier(state: State, action: Action, events: list[Event]) -> None:
    state.stage = ""
    if action.verb != "royal_supplier":
        events.append(event("pass", action.player, "action.pass-optional", {}))
        return
    board = state.players[action.player]
    for good in action.value:
        i = GOOD_INDEX[good]
        board.goods[i] -= 1
        state.goods_supply[i] += 1
    award_vp(state, action.player, len(action.value), "building.royal-supplier", events, goods=list(action.value))


def _apply_keep(state: State, action: Action, events: list[Event]) -> None:
    """The barrels kept; every other one goes back to the supply."""
    board = state.players[action.player]
    kept = dict(action.value)
    for i, good in enumerate(GOODS):
        lost = board.goods[i] - kept.get(good, 0)
        if lost:
            board.goods[i] -= lost
            state.goods_supply[i] += lost
            events.append(event("discard_goods", action.player, "captain.storage", {"good": good, "barrels": lost}))
    state.queue.pop(0)
    state.picked = [0] * len(GOODS)


def _apply_small_wharf(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    board = state.players[action.player]
    load = _small_wharf_load(board, action.value)
    assert load is not None, "a checked small-wharf load names barrels the player has"
    count = sum(load)
    for i, barrels in enumerate(load):
        board.goods[i] -= barrels
        state.goods_supply[i] += barrels
    state.small_wharf_used[action.player] = 1
    events.append(event("load", action.player, "building.small-wharf",
                        {"goods": {GOODS[i]: barrels for i, barrels in enumerate(load) if barrels}, "barrels": count,
                         "on": "small_wharf"}))
    award_vp(state, action.player, count // 2, "building.small-wharf", events)
    _after_load(ruleset, state, action, ruleset.options.small_wharf_bonuses, events)


def _apply_load(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    """A load onto a cargo ship (as many as fit) or the wharf (every barrel of the good)."""
    board = state.players[action.player]
    target = action.option("on")
    i = GOOD_INDEX[action.value]
    if target == "wharf":
        count = board.goods[i]
        state.wharf_used[action.player] = 1
        state.goods_supply[i] += count
        rule = "captain.wharf"
    else:
        k = state.ship_capacity.index(target)
        count = min(board.goods[i], target - state.ship_count[k])
        state.ship_good[k] = i
        state.ship_count[k] += count
        rule = "captain.load-as-many-as-fit"
    board.goods[i] -= count
    events.append(event("load", action.player, rule, {"good": action.value, "barrels": count, "on": target}))
    award_vp(state, action.player, count, "captain.vp-per-barrel", events)
    _after_load(ruleset, state, action, True, events)


def _after_load(ruleset: Ruleset, state: State, action: Action, bonuses: bool, events: list[Event]) -> None:
    """Harbor and lighthouse (per load), the captain's privilege (once), and the next turn; a
    harbor point or privilege the action declines (written false) is not taken."""
    player = action.player
    board = state.players[player]
    if bonuses and board.manned("harbor"):
        if action.option("harbor", True):
            award_vp(state, player, 1, "captain.harbor", events)
        else:
            events.append(event("decline", player, "captain.harbor", {"benefit": "harbor"}))
    if bonuses and ruleset.expanded and board.manned("lighthouse"):
        if action.option("lighthouse", True):
            board.doubloons += 1
            events.append(event("doubloons", player, "building.lighthouse", {"amount": 1}))
        else:
            events.append(event("decline", player, "building.lighthouse", {"benefit": "lighthouse"}))
    if player == state.chooser and not state.captain_loaded:
        state.captain_loaded = True  # the privilege comes with the first load, taken or declined
        if action.option("privilege", True):
            award_vp(state, player, privilege(state, player), "captain.privilege", events)
        else:
            events.append(event("decline", player, "captain.privilege", {"benefit": "privilege"}))
    state.non_loads = 0
    state.turn = (player + 1) % state.players_count


def candidates(ruleset: Ruleset, state: State, player: int, mixes: bool = True) -> Iterable[Action]:
    if state.stage == ROYAL_SUPPLIER:
        return _royal_supplier_candidates(state, player)
    if state.stage == STORING:
        return _storage_steps(state, player)
    held = tuple(map(truth, state.players[player].goods))  # truth: bool's work without its slower type call
    harbor, privilege_due = state.players[player].manned("harbor"), _privilege_due(state, player)
    loading = _loading_candidates(player, held, tuple(state.ship_capacity), _wharf_open(state, player),
                                  _declines(harbor, privilege_due))
    if mixes and ruleset.expanded and _small_wharf_open(state, player):
        # the small wharf's mix in steps comes between the ships and the pass (always last)
        return [*loading[:-1], *_mix_steps(ruleset, state, player, harbor, privilege_due), loading[-1]]
    return loading


def _mix_steps(ruleset: Ruleset, state: State, player: int, harbor: bool, privilege_due: bool) -> list[Action]:
    """Loading the small wharf one good at a time (the rest of it, or 1, 2 ... barrels fewer),
    and, once something is loaded, confirming the load with each benefit it may decline."""
    out = _good_steps(state, player, "load")
    if any(state.picked):
        declines = _declines(harbor and ruleset.options.small_wharf_bonuses, privilege_due)
        out += [Action(player, "confirm", True, declined) for declined in declines]
    return out


@lru_cache(maxsize=None)  # four flags' worth of immutable values
def _declines(harbor: bool, privilege_due: bool) -> tuple[Declined, ...]:
    """The ways a load may decline its benefits: none, the harbor point, the captain's privilege
    point, or both (each only where the load would bring it). The privilege alone comes last."""
    out: list[Declined] = [()]
    if harbor:
        out.append((("harbor", False),))
        if privilege_due:
            out.append((("harbor", False), ("privilege", False)))
    if privilege_due:
        out.append((("privilege", False),))
    return tuple(out)


@lru_cache(maxsize=1024, typed=True)  # typed: True == 1, but only 1 is a seat
def _loading_candidates(player: int, held: tuple[bool, ...], capacities: tuple[int, ...],
                        wharf: bool, declines: tuple[Declined, ...] = ((),)) -> tuple[Action, ...]:
    """Every ship (the cargo ships, then the wharf if it may still ship) for every good held, each
    with the benefits it may decline, then the pass. The same few immutable values every captain
    phase, so made once per content."""
    out: list[Action] = []
    for good, have in zip(GOODS, held):
        if have:
            ships: Sequence[Target] = [*capacities, "wharf"] if wharf else capacities
            out.extend(Action(player, "ship", good, tuple(sorted((("on", ship), *declined))))
                       for ship in ships for declined in declines)
    out.append(Action(player, "pass"))
    return tuple(out)


def _storage_steps(state: State, player: int) -> list[Action]:
    """Confirm, then for each good not all set aside: keep the rest of it, or 1, 2 ... barrels
    fewer than that (the check keeps the ones that still fit). Naming every barrel left in
    ``barrels`` means the rest of it too: legal, but listed once, without ``barrels``."""
    return [Action(player, "confirm"), *_good_steps(state, player, "store")]


def _good_steps(state: State, player: int, verb: str) -> list[Action]:
    """For each good not all set aside: the step taking the rest of it, then the steps taking
    1, 2 ... barrels fewer than that."""
    out: list[Action] = []
    for good, have, picked in zip(GOODS, state.players[player].goods, state.picked):
        left = have - picked
        if left:
            out.append(Action(player, verb, good))
            out += [Action(player, verb, good, (("barrels", n),)) for n in range(1, left)]
    return out


def _royal_supplier_candidates(state: State, player: int) -> Iterator[Action]:
    board = state.players[player]
    held = [g for g, n in zip(GOODS, board.goods) if n]
    for size in range(1, min(board.nobles(), len(held)) + 1):
        for goods in combinations(held, size):
            yield Action(player, "royal_supplier", goods)
    yield Action(player, "pass")


def compact_candidates(ruleset: Ruleset, state: State, player: int) -> Iterable[CompactCandidate]:
    """The candidates, with the small wharf's mixes as one function that makes a random mix,
    and storage as whole keeps (drawn in one go)."""
    if state.stage == STORING:
        return [Action(player, "keep", keep) for keep in keep_options(ruleset, state, player)]
    options = candidates(ruleset, state, player, mixes=False)
    if state.stage == "" and ruleset.expanded and _small_wharf_open(state, player):
        return (*options, lambda rng: Action(player, "ship", _random_mix(state.players[player], rng),
                                             (("on", "small_wharf"),)))
    return options


def _random_mix(board: PlayerState, rng: random.Random) -> Barrels:
    while True:
        counts = [int(rng.random() * (n + 1)) for n in board.goods]
        if any(counts):
            return tuple(sorted((GOODS[i], n) for i, n in enumerate(counts) if n))
