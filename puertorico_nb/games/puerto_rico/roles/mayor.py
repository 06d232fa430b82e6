"""Mayor: colonists come off the ship and every player rearranges all of theirs.

With Nobles the ship also carries a noble: whoever is dealt a worker while both kinds are on
board chooses which (``take``), and a layout places nobles as well as colonists.

A player's rearrangement is one decision given whole (``place``: the layout, as ruling files
write it) or in small steps on the board itself: ``put`` one worker waiting in San Juan on a
space, ``take_back`` one from a space to San Juan, then ``confirm`` the board as it stands. Both
end in the same position. The legal actions list the steps in a canonical order, so that a walk
over the list always ends: take-backs only until the player's first ``put`` of the turn (one
taken back after that is still legal, for someone changing their mind, but not listed), then
puts until nothing more fits, and ``confirm`` whenever the board is a legal layout. Any layout is
reached that way: take back what must move, then put it where it goes (at most twice the
player's workers, plus one, steps).
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from .. import declines
from ..actions import Action, Layout
from ..common import Refusal, chooser_of, named, privilege, trigger_end
from ..components import GOOD_INDEX
from puertorico_nb.core.events import event
from puertorico_nb.core.language import N_
from puertorico_nb.core.words import Named, Reason, Seat

if TYPE_CHECKING:
    from puertorico_nb.core.events import Event

    from ..ruleset import Ruleset
    from ..state import PlayerState, State
    from . import CompactCandidate

VERBS = ("place", "take", "put", "take_back", "confirm")
STEPS = ("put", "take_back", "confirm")
UNMANNABLE = ("forest",)
DEALING = "deal"  # state.stage while the ship is being dealt and someone must choose a worker
PLACING = "placing"  # state.stage once the player to act has put a worker this turn (no take-backs listed)


def start(ruleset: Ruleset, state: State, events: list[Event], declined: frozenset[str] = frozenset()) -> None:
    mayor = chooser_of(state)
    extra = min(privilege(state, mayor), state.colonist_supply)
    if extra and "privilege" in declined:  # declined with `privilege: false` on choosing the role
        events.append(event("decline", mayor, "mayor.privilege-colonist", {"benefit": "privilege"}))
    elif extra:
        state.colonist_supply -= extra
        state.players[mayor].san_juan += extra
        events.append(event("colonist", mayor, "building.library" if extra > 1 else "mayor.privilege-colonist",
                            {"count": extra, "from": "supply"}))
    state.first_turn_done = [declines.NOT_YET] * state.players_count  # the villa pays at its owner's first turn
    state.stage = DEALING
    state.dealt = 0
    _deal(ruleset, state, events)


def _first_turn(ruleset: Ruleset, state: State, seat: int, events: list[Event]) -> None:
    """A seat's first placing turn of the phase begins: a manned villa brings its owner a noble
    from the supply, or a colonist once the nobles are gone (Korean rulebook, 빌라: at the owner's
    first turn of the mayor phase), unless declined ahead."""
    state.first_turn_done[seat] = declines.BEGUN
    if not ruleset.expanded or not state.players[seat].manned("villa") or declines.note(state, seat, "villa", events):
        return
    board = state.players[seat]
    if state.noble_supply:
        state.noble_supply -= 1
        board.san_juan_nobles += 1
        state.first_turn_done[seat] = declines.VILLA_NOBLE
        events.append(event("noble", seat, "building.villa", {"count": 1, "from": "supply"}))
    elif state.colonist_supply:
        state.colonist_supply -= 1
        board.san_juan += 1
        state.first_turn_done[seat] = declines.VILLA_COLONIST
        events.append(event("colonist", seat, "building.villa", {"count": 1, "from": "supply"}))


def _receiver(state: State) -> int:
    return (chooser_of(state) + state.dealt) % state.players_count


def _deal(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    """Hand out the ship one worker at a time from the mayor, stopping for a choice."""
    while state.colonist_ship or state.noble_ship:
        if state.colonist_ship and state.noble_ship:
            state.turn = _receiver(state)
            return
        seat = _receiver(state)
        if state.noble_ship:
            state.noble_ship -= 1
            state.players[seat].san_juan_nobles += 1
            events.append(event("noble", seat, "mayor.deal-ship", {"count": 1, "from": "ship"}))
        else:
            # everything left is colonists: deal them in one go, the same way round
            players = state.players_count
            ship = state.colonist_ship
            for offset in range(players):
                share = ship // players + (1 if offset < ship % players else 0)
                if share:
                    receiver = (seat + offset) % players
                    state.players[receiver].san_juan += share
                    events.append(event("colonist", receiver, "mayor.deal-ship", {"count": share, "from": "ship"}))
            state.dealt += ship
            state.colonist_ship = 0
            break
        state.dealt += 1
    state.stage = ""
    state.queue = [seat for seat in state.seat_order_from(chooser_of(state)) if state.players[seat].has_workers()]


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    if state.stage == DEALING:
        return True
    if state.queue:
        state.turn = state.queue[0]
        if not state.first_turn_done[state.turn]:
            _first_turn(ruleset, state, state.turn, events)
        return True
    _refill_ship(ruleset, state, events)
    return False


def empty_building_circles(ruleset: Ruleset, state: State) -> int:
    by_id = ruleset.by_id
    return sum(sum([by_id[building].circles for building in board.city]) - sum(board.city_workers) - sum(board.city_nobles)
               for board in state.players)


def _refill_ship(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    need = max(ruleset.setup.ship_minimum, empty_building_circles(ruleset, state))
    if not ruleset.colonists_end_the_game:
        # Nobles: one noble takes a colonist's place ("nobles.ship-noble"); running out of
        # colonists ends nothing ("nobles.colonists-never-end")
        if state.noble_supply:
            state.noble_supply -= 1
            state.noble_ship = 1
            need -= 1
        elif ruleset.options.noble_shortage == "nothing":
            need -= 1
        need = min(need, state.colonist_supply)
    elif state.colonist_supply < need:
        trigger_end(state, "colonists", "mayor.colonist-shortage", events)
        need = state.colonist_supply
    elif state.colonist_supply == need and ruleset.ends_when_supply_exactly_empty:
        trigger_end(state, "colonists", "mayor.colonist-shortage", events)
    state.colonist_supply -= need
    state.colonist_ship = need
    data: dict[str, int] = {"colonists": need, "nobles": state.noble_ship} if ruleset.nobles else {"colonists": need}
    events.append(event("refill_ship", None, "nobles.ship-noble" if ruleset.nobles else "mayor.refill-ship", data))


def _nobles(ruleset: Ruleset, board: PlayerState) -> int:
    # only a Nobles game has any (a ruling setup with nobles in another game is refused)
    return board.nobles() if ruleset.nobles else 0


def _tally(names: Iterable[str]) -> dict[str, int]:
    """How many of each name (a plain dict and loop: Counter costs more than the whole check here)."""
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return counts


class _Board(NamedTuple):
    """The spaces one player's island and city offer workers, in the order a random layout
    draws them: the mannable tile kinds in name order, then the buildings in city order.
    Shared by every caller for the same board: read it, never change it."""

    tiles: dict[str, int]  # island tiles by kind, forests included
    city_cap: dict[str, int]  # circles by building
    names: list[str]  # the kind or building of each space group
    caps: list[int]  # how many workers each group holds
    island_groups: int  # how many groups are island ones (they come first)
    slots: list[int]  # a group index per worker space: what a random layout draws from
    capacity: int  # worker spaces in all
    city_by_name: list[int]  # the city groups' indices in name order (a Layout lists them so)


def _board(ruleset: Ruleset, board: PlayerState) -> _Board:
    return _board_of(ruleset, tuple(board.island), tuple(board.city))


@lru_cache(maxsize=1024)
def _board_of(ruleset: Ruleset, island: tuple[str, ...], city: tuple[str, ...]) -> _Board:
    # Keyed by the board's contents, which cannot go stale. A board usually changes between
    # two mayor decisions of its owner, so this mostly spares the check from redoing it.
    tiles = _tally(sorted(island))  # so the kinds come in name order
    names: list[str] = []
    caps: list[int] = []
    slots: list[int] = []
    for kind, copies in tiles.items():
        if kind not in UNMANNABLE:
            slots += [len(names)] * copies
            names.append(kind)
            caps.append(copies)
    island_groups = len(names)
    by_id = ruleset.by_id
    city_cap = {building: by_id[building].circles for building in city}
    names += city_cap
    for circles in city_cap.values():
        slots += [len(caps)] * circles
        caps.append(circles)
    city_by_name = sorted(range(island_groups, len(names)), key=names.__getitem__)
    return _Board(tiles, city_cap, names, caps, island_groups, slots, len(slots), city_by_name)


def check(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    if state.stage == DEALING:
        return _check_dealing(action)
    verb = action.verb
    if verb == "take":
        return Refusal("mayor.deal-ship", Reason("the ship has been dealt; place your workers"))
    if verb in STEPS:
        return _check_step(ruleset, state, action)
    return _check_layout(ruleset, state, action.player, action.value)


def _check_dealing(action: Action) -> str | Refusal:
    """While the ship is dealt and both kinds are on it: which worker to take."""
    if action.verb != "take":
        return Refusal("mayor.deal-ship", Reason("the ship is still being dealt: choose a colonist or the noble"))
    if action.value not in ("colonist", "noble"):
        return Refusal("mayor.deal-ship", Reason("the ship carries colonists and a noble, not {value}",
                                                 value=repr(action.value)))
    return "mayor.deal-ship"


def _check_layout(ruleset: Ruleset, state: State, player: int, layout: Layout) -> str | Refusal:
    """A whole layout: every space listed exists and holds no more than its circles, every worker
    is accounted for, and nobody waits in San Juan while a circle stays empty."""
    board_now = state.players[player]
    board = _board(ruleset, board_now)
    # the nobles listed for each space, each matched below to one entry of that space (most
    # layouts list none: then the matching is skipped)
    island_nobles_on = _nobles_by_space(layout.island_nobles) if layout.island_nobles else {}
    city_nobles_on = _nobles_by_space(layout.city_nobles) if layout.city_nobles else {}
    island = _check_island(board, player, layout, island_nobles_on)
    if isinstance(island, Refusal):
        return island
    city = _check_city(board, player, layout, city_nobles_on)
    if isinstance(city, Refusal):
        return city
    if any(island_nobles_on.values()) or any(city_nobles_on.values()):
        return Refusal("mayor.space-capacity", Reason("every space holding nobles must be listed in the layout"))
    return _check_everyone_placed(ruleset, board_now, board, player, layout,
                                  island[0] + city[0], island[1] + city[1])


def _nobles_listed(nobles_on: dict[str, list[int]], name: str) -> int:
    """The nobles the layout puts on one entry of this space (taken off the list as matched)."""
    if nobles_on:
        extra = nobles_on.get(name)
        if extra:
            return extra.pop()
    return 0


def _check_island(board: _Board, player: int, layout: Layout,
                  nobles_on: dict[str, list[int]]) -> tuple[int, int] | Refusal:
    """(colonists, nobles) the layout puts on the island, or why it cannot. One pass counts the
    tiles listed and finds the first space given more workers than it holds; the tile counts
    are reported first all the same."""
    listed_tiles: dict[str, int] = {}
    over_limit: Refusal | None = None
    colonists = nobles = 0
    for name, workers in layout.island:
        listed_tiles[name] = listed_tiles.get(name, 0) + 1
        k = _nobles_listed(nobles_on, name)
        limit = 0 if name in UNMANNABLE else 1
        if workers + k > limit and over_limit is None:
            over_limit = Refusal("mayor.space-capacity", Reason("a forest holds no worker, not {workers}", workers=workers + k)
                                 if limit == 0 else Reason("{tile:a} space holds at most 1 worker, not {workers}",
                                                           tile=_tile(name), workers=workers + k))
        colonists += workers
        nobles += k
    owned_tiles = board.tiles
    for name, count in listed_tiles.items():
        if count > owned_tiles.get(name, 0):
            return Refusal("mayor.space-capacity", Reason("{player} has {owned:count:{tile} tile} on the island; the layout "
                                                          "lists {count}", player=Seat(player),
                                                          owned=owned_tiles.get(name, 0), tile=_tile(name), count=count))
    return over_limit if over_limit is not None else (colonists, nobles)


def _check_city(board: _Board, player: int, layout: Layout,
                nobles_on: dict[str, list[int]]) -> tuple[int, int] | Refusal:
    """(colonists, nobles) the layout puts in the city, or why it cannot."""
    city_cap = board.city_cap
    colonists = nobles = 0
    seen: set[str] = set()
    for name, workers in layout.city:
        circles = city_cap.get(name)
        if circles is None:
            return Refusal("mayor.space-capacity", Reason("{player} has no {building} in the city", player=Seat(player),
                                                          building=named("building", name)))
        building = Named("building", name)
        if name in seen:
            return Refusal("mayor.space-capacity", Reason("the {building} is listed twice in the layout",
                                                          building=building))
        seen.add(name)
        k = _nobles_listed(nobles_on, name)
        if circles == 0 and workers + k:
            return Refusal("building.statue", Reason("the {building} has no circle for a worker", building=building))
        if workers + k > circles:
            return Refusal("mayor.space-capacity", Reason("the {building} has {circles:count:circle}; the layout puts "
                                                          "{workers} there", building=building, circles=circles,
                                                          workers=workers + k))
        colonists += workers
        nobles += k
    return colonists, nobles


def _check_everyone_placed(ruleset: Ruleset, board_now: PlayerState, board: _Board, player: int, layout: Layout,
                           placed: int, placed_nobles: int) -> str | Refusal:
    """Every colonist and noble is on a space or in San Juan, and San Juan waits only when
    every circle is taken."""
    total = board_now.colonists()
    san_juan = total - placed if layout.san_juan is None else layout.san_juan
    if placed + san_juan != total or san_juan < 0:
        return Refusal("mayor.place-all-colonists", Reason("{player} has {total:count:colonist} to place; the layout "
                                                           "accounts for {placed}", player=Seat(player), total=total,
                                                           placed=placed + max(san_juan, 0)))
    nobles = _nobles(ruleset, board_now)
    waiting_nobles = nobles - placed_nobles if layout.san_juan_nobles is None else layout.san_juan_nobles
    if placed_nobles + waiting_nobles != nobles or waiting_nobles < 0:
        return Refusal("mayor.place-all-colonists", Reason("{player} has {nobles:count:noble} to place; the layout "
                                                           "accounts for {placed}", player=Seat(player), nobles=nobles,
                                                           placed=placed_nobles + max(waiting_nobles, 0)))
    capacity = board.capacity
    if san_juan + waiting_nobles > 0 and placed + placed_nobles < capacity:
        return Refusal("mayor.fill-before-san-juan", Reason("{spaces:count:space} left empty, so no colonist may wait "
                                                            "in San Juan", spaces=capacity - placed - placed_nobles))
    return "mayor.place-all-colonists"


def _nobles_by_space(entries: Iterable[tuple[str, int]]) -> dict[str, list[int]]:
    nobles_on: dict[str, list[int]] = {}
    for name, workers in entries:
        nobles_on.setdefault(name, []).append(workers)
    return nobles_on


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    board = state.players[action.player]
    if state.first_turn_done[action.player] > declines.BEGUN:  # placing begins: the villa's worker stays
        state.first_turn_done[action.player] = declines.BEGUN
    if action.verb in STEPS:
        _apply_step(ruleset, state, action, events)
        return
    if action.verb == "take":
        if action.value == "noble":
            state.noble_ship -= 1
            board.san_juan_nobles += 1
        else:
            state.colonist_ship -= 1
            board.san_juan += 1
        events.append(event(action.value, action.player, "nobles.take-noble", {"count": 1, "from": "ship", "chosen": True}))
        state.dealt += 1
        _deal(ruleset, state, events)
        return
    layout: Layout = action.value
    colonists, nobles = board.colonists(), _nobles(ruleset, board)
    board.island_workers, board.island_nobles = _assign(board.island, layout.island, layout.island_nobles)
    on_city, nobles_city = dict(layout.city), dict(layout.city_nobles)
    board.city_workers = [on_city.get(building, 0) for building in board.city]
    board.city_nobles = [nobles_city.get(building, 0) for building in board.city] if nobles_city else [0] * len(board.city)
    board.san_juan = colonists - sum(board.island_workers) - sum(board.city_workers)
    board.san_juan_nobles = nobles - sum(board.island_nobles) - sum(board.city_nobles)
    events.append(event("place", action.player, "mayor.place-all-colonists", {"layout": layout}))
    state.queue.pop(0)
    state.stage = ""


def _per_name(entries: Iterable[tuple[str, int]]) -> dict[str, int]:
    """How many workers the (name, n) entries put on each name."""
    total: dict[str, int] = {}
    for name, workers in entries:
        if workers > 0:
            total[name] = total.get(name, 0) + workers
    return total


def _assign(tiles: list[str], colonists: Iterable[tuple[str, int]], nobles: Sequence[tuple[str, int]]
            ) -> tuple[list[int], list[int]]:
    """(colonists, nobles) per island space from (kind, n) entries. Identical tiles are
    interchangeable, so each kind's colonists fill its first tiles and its nobles the next."""
    c_left = _per_name(colonists)
    n_left = _per_name(nobles) if nobles else {}
    c_out = [0] * len(tiles)
    n_out = [0] * len(tiles)
    for i, tile in enumerate(tiles):
        left = c_left.get(tile)
        if left:
            c_left[tile] = left - 1
            c_out[i] = 1
        elif n_left:
            left = n_left.get(tile)
            if left:
                n_left[tile] = left - 1
                n_out[i] = 1
    return c_out, n_out


def layouts(ruleset: Ruleset, state: State, player: int) -> Iterator[Layout]:
    """Every distinct layout the player may give (identical tiles are interchangeable)."""
    player_state = state.players[player]
    board = _board(ruleset, player_state)
    total = player_state.workers()
    nobles = player_state.nobles()
    spreads: Iterable[list[int]]
    if total >= board.capacity:
        spreads = [list(board.caps)]
    else:
        spreads = _distributions(board.caps, 0, total)
    for counts in spreads:
        waiting = total - sum(counts)
        if not nobles:
            yield _build_layout(board, counts, [0] * len(counts), waiting, 0)
            continue
        # which of the placed workers are nobles (and how many nobles wait in San Juan)
        for noble_counts in _distributions(counts + [waiting], 0, nobles):
            yield _build_layout(board, counts, noble_counts, waiting - noble_counts[-1], noble_counts[-1])


def _distributions(caps: list[int], i: int, left: int) -> Iterator[list[int]]:
    """Every way to spread `left` items over slots with these capacities."""
    if i == len(caps):
        if left == 0:
            yield []
        return
    room_after = sum(caps[i + 1:])
    for n in range(max(0, left - room_after), min(caps[i], left) + 1):
        for rest in _distributions(caps, i + 1, left - n):
            yield [n] + rest


def _build_layout(board: _Board, counts: list[int], noble_counts: list[int], san_juan: int,
                  san_juan_nobles: int) -> Layout:
    """The Layout putting counts[i] workers, noble_counts[i] of them nobles, on the board's
    group i. A Layout lists its spaces sorted."""
    names = board.names
    m = board.island_groups
    island: list[tuple[str, int]] = []
    island_nobles: list[tuple[str, int]] = []
    # the island groups come in name order already, and a tile holding a noble (listed with
    # no colonist) sorts before one holding a colonist
    for i in range(m):
        n = counts[i]
        if n:
            k = noble_counts[i]
            if k:
                island += [(names[i], 0)] * k
                island_nobles += [(names[i], 1)] * k
            island += [(names[i], 1)] * (n - k)
    by_name = board.city_by_name
    city = [(names[i], counts[i] - noble_counts[i]) for i in by_name if counts[i]]
    city_nobles = [(names[i], noble_counts[i]) for i in by_name if noble_counts[i]]
    return Layout(tuple(island), tuple(city), san_juan, tuple(island_nobles),
                  tuple(city_nobles), san_juan_nobles if san_juan_nobles else None)


def _build_colonist_layout(board: _Board, counts: list[int], san_juan: int) -> Layout:
    """_build_layout with no nobles anywhere: the common case, made with less work."""
    island: list[tuple[str, int]] = []
    names = board.names
    for i in range(board.island_groups):
        if counts[i]:
            island += [(names[i], 1)] * counts[i]
    city = [(names[i], counts[i]) for i in board.city_by_name if counts[i]]
    return Layout(tuple(island), tuple(city), san_juan)


def random_layout(ruleset: Ruleset, state: State, player: int, rng: random.Random) -> Layout:
    player_state = state.players[player]
    board = _board(ruleset, player_state)
    nobles = _nobles(ruleset, player_state)
    total = player_state.colonists() + nobles
    if total >= board.capacity:
        counts = board.caps  # read only
        waiting = total - board.capacity
    elif total <= board.capacity - total:
        counts = [0] * len(board.caps)
        for i in rng.sample(board.slots, total):  # the spaces filled
            counts[i] += 1
        waiting = 0
    else:
        # a random set of spaces left empty: the same uniform choice in fewer draws when most
        # spaces get a worker (as they usually do)
        counts = list(board.caps)
        for i in rng.sample(board.slots, board.capacity - total):
            counts[i] -= 1
        waiting = 0
    if not nobles:
        return _build_colonist_layout(board, counts, waiting)
    noble_counts = [0] * (len(counts) + 1)  # the last one: nobles waiting in San Juan
    workers = [i for i, n in enumerate(counts + [waiting]) for _ in range(n)]
    for i in rng.sample(workers, nobles):
        noble_counts[i] += 1
    return _build_layout(board, counts, noble_counts, waiting - noble_counts[-1], noble_counts[-1])


def compact_candidates(ruleset: Ruleset, state: State, player: int) -> Sequence[CompactCandidate]:
    """The candidates, with the whole layouts as one function that makes a random one."""
    if state.stage == DEALING:
        return candidates(ruleset, state, player)
    return (lambda rng: Action(player, "place", random_layout(ruleset, state, player, rng)),)


def candidates(ruleset: Ruleset, state: State, player: int) -> Sequence[Action]:
    """The next steps (see the module's docstring for their order); whole layouts are legal
    too but not listed (``layouts`` lists them: there can be tens of thousands)."""
    if state.stage == DEALING:
        return (Action(player, "take", "colonist"), Action(player, "take", "noble"))
    return step_candidates(ruleset, state, player)


def whole_candidates(ruleset: Ruleset, state: State, player: int) -> Iterator[Action]:
    """Every distinct whole layout the player may give, as ``place`` actions."""
    for layout in layouts(ruleset, state, player):
        yield Action(player, "place", layout)


# -- the decision in small steps ------------------------------------------------------------
def _worker_word(noble: bool) -> str:
    return "noble" if noble else "colonist"


def _on_tiles(board: PlayerState, name: str, noble: bool) -> tuple[int, int]:
    """(workers of that kind on the tiles of this kind, tiles of it still empty); (-1, 0) if
    the player has no such tile."""
    held = room = 0
    found = False
    for tile, colonists, nobles in zip(board.island, board.island_workers, board.island_nobles):
        if tile == name:
            found = True
            held += nobles if noble else colonists
            room += 0 if colonists or nobles else 1
    return (held, room) if found else (-1, 0)


def _check_step(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    board = state.players[action.player]
    verb = action.verb
    if verb == "confirm":
        if action.options:
            return Refusal("mayor.place-all-colonists", Reason("placing workers declines nothing: confirm takes no "
                                                               "options"))
        return _check_confirm(ruleset, state, board)
    name = action.value
    noble = action.options == _NOBLE
    if noble and not ruleset.nobles:
        return Refusal("mayor.place-all-colonists", Reason("there are nobles only with the Nobles expansion"))
    if name in board.city:
        k = board.city.index(name)
        colonists, nobles = board.city_workers[k], board.city_nobles[k]
        circles = ruleset.by_id[name].circles
        held, room = (nobles if noble else colonists), circles - colonists - nobles
        if circles == 0 and verb == "put":
            return Refusal("building.statue", Reason("the {building} has no circle for a worker",
                                                     building=Named("building", name)))
    else:
        held, room = _on_tiles(board, name, noble)
        if held < 0 or name in UNMANNABLE:
            if name in UNMANNABLE and held >= 0:
                return Refusal("mayor.space-capacity", Reason("a forest holds no worker"))
            return Refusal("mayor.space-capacity", Reason("you have no {space} space on your island or in your city",
                                                          space=_tile(name) if name in _TILES else named("building", name)))
    in_city = name in board.city
    space = Named("building", name) if in_city else _tile(name)
    if verb == "put":
        if not (board.san_juan_nobles if noble else board.san_juan):
            if noble:
                return Refusal("mayor.place-all-colonists", Reason("no noble of yours is waiting in San Juan: take "
                                                                   "one back from a space first"))
            return Refusal("mayor.place-all-colonists", Reason("no colonist of yours is waiting in San Juan: take one "
                                                               "back from a space first"))
        if not room:
            if in_city:
                return Refusal("mayor.space-capacity", Reason("every circle of the {space} is already taken", space=space))
            return Refusal("mayor.space-capacity", Reason("every circle of your {space} tiles is already taken",
                                                          space=space))
        return "mayor.place-all-colonists"
    if not held:
        return Refusal("mayor.place-all-colonists", Reason(_NOTHING_TO_TAKE_BACK[noble, in_city], space=space))
    return "mayor.place-all-colonists"


# why no worker can be taken back from a space: (a noble?, a building?) -> the reason's template
_NOTHING_TO_TAKE_BACK = {
    (False, True): N_("there is no colonist on the {space} to take back"),
    (True, True): N_("there is no noble on the {space} to take back"),
    (False, False): N_("there is no colonist on your {space} tiles to take back"),
    (True, False): N_("there is no noble on your {space} tiles to take back"),
}
_TILES = (*GOOD_INDEX, "quarry", "forest")
# why Confirm cannot end the placing yet: (who waits, room for just one?) -> the reason's template.
# It counts the empty circles still to fill, not the workers waiting: with fewer circles than
# workers the rest stay in San Juan, and "2 waiting" beside "1 unplaced" read as a contradiction.
_UNPLACED = {
    ("colonist", True): N_("you must fill every circle you can: there is still room for 1 colonist"),
    ("colonist", False): N_("you must fill every circle you can: there is still room for {unplaced:count:colonist}"),
    ("worker", True): N_("you must fill every circle you can: there is still room for 1 worker"),
    ("worker", False): N_("you must fill every circle you can: there is still room for {unplaced:count:worker}"),
}


def _tile(name: str) -> object:
    """An island tile in a reason's fields: a good's plantation by the good's name, a quarry or a
    forest by the word for it (a name the game does not know, as it was written)."""
    if name in GOOD_INDEX:
        return Named("good", name)
    if name in ("quarry", "forest"):
        return Named("term", name)
    return str(name)


_NOBLE: tuple[tuple[str, bool], ...] = (("noble", True),)  # a step's options when it moves a noble


def _check_confirm(ruleset: Ruleset, state: State, board: PlayerState) -> str | Refusal:
    waiting = board.san_juan + (board.san_juan_nobles if ruleset.nobles else 0)
    if waiting:
        empty = _board(ruleset, board).capacity - (sum(board.island_workers) + sum(board.island_nobles)
                                          + sum(board.city_workers) + sum(board.city_nobles))
        if empty > 0:
            unplaced = min(waiting, empty)
            workers = "worker" if board.san_juan_nobles else "colonist"
            return Refusal("mayor.fill-before-san-juan", Reason(_UNPLACED[workers, unplaced == 1], unplaced=unplaced))
    return "mayor.place-all-colonists"


def _apply_step(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    board = state.players[action.player]
    if action.verb == "confirm":
        _settle_island(board)
        events.append(event("place", action.player, "mayor.place-all-colonists",
                            {"layout": current_layout(ruleset, board)}))
        state.queue.pop(0)
        state.stage = ""
        return
    name = action.value
    noble = action.options == _NOBLE
    step = 1 if action.verb == "put" else -1
    if name in board.city:
        k = board.city.index(name)
        if noble:
            board.city_nobles[k] += step
        else:
            board.city_workers[k] += step
    else:
        on_tiles = board.island_nobles if noble else board.island_workers
        if step == 1:  # the first free tile of that kind
            k = next(k for k, (tile, colonists, nobles) in enumerate(zip(board.island, board.island_workers, board.island_nobles))
                     if tile == name and not colonists and not nobles)
        else:  # the last tile of that kind holding that kind of worker
            k = max(k for k, tile in enumerate(board.island) if tile == name and on_tiles[k])
        on_tiles[k] += step
    if noble:
        board.san_juan_nobles -= step
    else:
        board.san_juan -= step
    if step == 1:
        state.stage = PLACING
    events.append(event(action.verb, action.player, "mayor.place-all-colonists", {"space": name, "worker": _worker_word(noble)}))


def _settle_island(board: PlayerState) -> None:
    """Identical tiles are interchangeable: put each kind's colonists on its first tiles and its
    nobles on the next ones, as a whole layout does, so both forms reach the same position."""
    colonists: dict[str, int] = {}
    nobles: dict[str, int] = {}
    for tile, c, n in zip(board.island, board.island_workers, board.island_nobles):
        if c:
            colonists[tile] = colonists.get(tile, 0) + c
        if n:
            nobles[tile] = nobles.get(tile, 0) + n
    if not nobles:
        for k, tile in enumerate(board.island):
            left = colonists.get(tile)
            board.island_workers[k] = 1 if left else 0
            if left:
                colonists[tile] = left - 1
        return
    board.island_workers, board.island_nobles = _assign(board.island, list(colonists.items()), list(nobles.items()))


def current_layout(ruleset: Ruleset, board: PlayerState) -> Layout:
    """The player's board as a whole layout (what ``place`` would give to leave it as it is)."""
    # a tile holding a noble is listed with no colonist on it, an empty tile not at all
    island = sorted((tile, 1 if colonists else 0)
                    for tile, colonists, nobles in zip(board.island, board.island_workers, board.island_nobles)
                    if colonists or nobles)
    island_nobles = sorted((tile, nobles) for tile, nobles in zip(board.island, board.island_nobles) if nobles)
    city = sorted((building, colonists)
                  for building, colonists, nobles in zip(board.city, board.city_workers, board.city_nobles)
                  if colonists or nobles)
    city_nobles = sorted((building, nobles) for building, nobles in zip(board.city, board.city_nobles) if nobles)
    return Layout(tuple(island), tuple(city), board.san_juan, tuple(island_nobles), tuple(city_nobles),
                  board.san_juan_nobles or None)


def check_candidate(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    """The check for this phase's own candidates: the steps are listed only when legal (the
    conformance tests hold every one of them to ``check``), so only the rest is checked."""
    if action.verb in STEPS and state.stage != DEALING:
        return "mayor.place-all-colonists"
    return check(ruleset, state, action)


def step_candidates(ruleset: Ruleset, state: State, player: int) -> list[Action]:
    """The legal next steps, each once: confirm (when the board is a legal layout), the puts,
    and the take-backs (only before the first put of the turn)."""
    board = state.players[player]
    puts = _puts(ruleset, board, player, False) if board.san_juan else []
    if ruleset.nobles and board.san_juan_nobles:
        puts += _puts(ruleset, board, player, True)
    # a worker waits and a space is free exactly when some put is possible: then no confirm
    out = puts or [_confirm(player)]
    if state.stage != PLACING:
        out += _take_backs(board, player, False)
        if ruleset.nobles:
            out += _take_backs(board, player, True)
    return out


def _puts(ruleset: Ruleset, board: PlayerState, player: int, noble: bool) -> list[Action]:
    options = _NOBLE if noble else ()
    free = [tile for tile, colonists, nobles in zip(board.island, board.island_workers, board.island_nobles)
            if not colonists and not nobles]
    out = [_step(player, "put", tile, options) for tile in dict.fromkeys(free) if tile not in UNMANNABLE]
    by_id = ruleset.by_id
    for building, colonists, nobles in zip(board.city, board.city_workers, board.city_nobles):
        if colonists + nobles < by_id[building].circles:
            out.append(_step(player, "put", building, options))
    return out


def _take_backs(board: PlayerState, player: int, noble: bool) -> list[Action]:
    options = _NOBLE if noble else ()
    island, city = (board.island_nobles, board.city_nobles) if noble else (board.island_workers, board.city_workers)
    out = [_step(player, "take_back", tile, options) for tile in dict.fromkeys(
        t for t, w in zip(board.island, island) if w)]
    out += [_step(player, "take_back", building, options) for building, w in zip(board.city, city) if w]
    return out


@lru_cache(maxsize=None)
def _step(player: int, verb: str, name: str, options: tuple[tuple[str, bool], ...]) -> Action:
    # the same few immutable values at every step of every mayor phase, made once
    return Action(player, verb, name, options)


@lru_cache(maxsize=None)
def _confirm(player: int) -> Action:
    return Action(player, "confirm")
