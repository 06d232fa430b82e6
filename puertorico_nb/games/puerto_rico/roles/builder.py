"""Builder: each player in turn may buy one building for their city.

New Buildings adds discounts (forest house), a way to pay in kind when short (black market) and
points for building (church); Nobles adds the builders' office.
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations, product
from typing import TYPE_CHECKING, Any

from ..actions import Action, shared
from ..common import Refusal, award_vp, chooser_of, extra_colonist, manned_quarries, named, privilege, trigger_end
from ..components import (BLACK_MARKET_MOST, BUILDERS_OFFICE, BUILDINGS, CHURCH_POINTS, CITY_SPACES,
                          GOOD_INDEX, GOODS)
from puertorico_nb.core.events import event
from puertorico_nb.core.turns import give_turn_to_next_able
from puertorico_nb.core.words import Named, Reason, Seat

if TYPE_CHECKING:
    from puertorico_nb.core.events import Event

    from ..components import Building
    from ..ruleset import Ruleset
    from ..state import PlayerState, State

VERBS = ("build", "pass")


def start(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    state.queue = state.seat_order_from(chooser_of(state))


# the columns of the building supply, 1-4 (0 unused); a building's column limits its quarry discount
_COLUMNS = range(max(b.column for b in BUILDINGS.values()) + 1)


@lru_cache(maxsize=None)  # a few dozen small tuples at most: quarries x office workers
def _column_discounts(quarries: int, office: str | None) -> tuple[int, ...]:
    """[column]: doubloons off a building of that column for this many manned quarries and
    this worker on a builders' office (or None)."""
    columns, off = BUILDERS_OFFICE[office] if office else ((), 0)
    return tuple(min(quarries, column) + (off if column in columns else 0) for column in _COLUMNS)


class _Context:
    """What every purchase by one player depends on now, computed once per question."""

    __slots__ = ("board", "free", "discount", "office", "by_column", "in_kind")

    def __init__(self, ruleset: Ruleset, state: State, player: int, privilege_taken: bool = True) -> None:
        board = self.board = state.players[player]
        self.free = CITY_SPACES - city_spaces_used(ruleset, board)
        # doubloons off every building: the privilege (unless declined), and the forest house's 1
        # per 2 forests (manned or not, beyond the quarry limit)
        self.discount = privilege_discount(state, player) if privilege_taken else 0
        self.office: str | None = None
        # the doubloons a black market could make up: one per kind of item the player can give
        self.in_kind = 0
        if ruleset.expanded:
            if board.owns("forest_house"):
                self.discount += board.island.count("forest") // 2
            self.office = board.worker_on("builders_office")
            if board.manned("black_market"):
                self.in_kind = min(len(payment_sources(board)), BLACK_MARKET_MOST)
        self.by_column = _column_discounts(manned_quarries(board), self.office)

    def price(self, building: Building) -> int:
        return max(0, building.cost - self.discount - self.by_column[building.column])


def privilege_discount(state: State, player: int) -> int:
    """The builder's privilege: doubloons off this player's purchase in this builder phase (two
    with a library), or 0 for anyone else. It comes only with a purchase: the Chinese excerpt
    says the builder cannot take it as a doubloon without building."""
    return privilege(state, player) if player == state.chooser and state.phase == "builder" else 0


def payment_sources(board: PlayerState) -> dict[str, list[Any]]:
    """What a black market may take: {"colonist": [spaces], "good": [goods], "vp": [True]}.

    With Nobles a noble may stand in for the colonist ("colonist" reads "colonist or noble");
    a space's colonist goes first, its noble only when it holds no colonist."""
    out: dict[str, list[Any]] = {}
    spaces = (["san_juan"] if board.san_juan or board.san_juan_nobles else []) +\
        [t for t, w, n in zip(board.island, board.island_workers, board.island_nobles) if w or n] +\
        [building for building, w, n in zip(board.city, board.city_workers, board.city_nobles)
         if (w or n) and building != "black_market"]
    if spaces:
        out["colonist"] = list(dict.fromkeys(spaces))
    goods = [g for g, n in zip(GOODS, board.goods) if n]
    if goods:
        out["good"] = goods
    if board.vp > 0:
        out["vp"] = [True]
    return out


def price(ruleset: Ruleset, state: State, player: int, building_id: str, privilege_taken: bool = True) -> int:
    """What this player pays for this building now in doubloons, before any black market
    (without the builder's discount when `privilege_taken` is False)."""
    return _Context(ruleset, state, player, privilege_taken).price(ruleset.by_id[building_id])


# the kinds that take two city spaces (Building.spaces: 2 if large, else 1)
_LARGE = frozenset(b.id for b in BUILDINGS.values() if b.large)


def city_spaces_used(ruleset: Ruleset, board: PlayerState) -> int:
    return len(board.city) + len(_LARGE.intersection(board.city))


def _blocking_rule(ruleset: Ruleset, state: State, building: Building, context: _Context) -> str | None:
    """The rule that forbids buying `building` now (paying in kind if need be), or None.
    _purchases makes the same tests for every building at once: keep the two in step."""
    board = context.board
    if building.id in board.city:
        return "builder.one-of-each"
    if state.buildings_left[ruleset.stock_index[building.id]] == 0:
        return "builder.copies-left"
    if building.spaces > context.free:
        return "builder.city-space"
    if context.price(building) > board.doubloons + context.in_kind:
        return "builder.afford"
    return None


def _problem(ruleset: Ruleset, state: State, player: int, building: Building,
             context: _Context) -> tuple[str, str] | None:
    """(rule, why) that forbids buying `building`, or None: the reason in words."""
    rule = _blocking_rule(ruleset, state, building, context)
    if rule is None:
        return None
    board = context.board
    named = Named("building", building.id)
    if rule == "builder.one-of-each":
        return rule, Reason("{player} already owns {building:a}", player=Seat(player), building=named)
    if rule == "builder.copies-left":
        if ruleset.draftable(building) and building.id not in state.violet_in_play:
            return rule, Reason("the {building} is not on the supply board in this game", building=named)
        return rule, Reason("no {building} is left for sale", building=named)
    if rule == "builder.city-space":
        return rule, Reason("{building:a} needs {spaces:count:city space}; {player} has {free} free",
                            building=named, spaces=building.spaces, player=Seat(player), free=context.free)
    return rule, _costs(building, player, context.price(building), board.doubloons, quarries=_quarries_said(context))


def _quarries_said(context: _Context) -> int:
    """The manned quarries a refusal of the price speaks of (0 where a builders' office also
    changes the discount: the quarries alone would not explain it)."""
    return manned_quarries(context.board) if context.office is None else 0


def _costs(building: Building, player: int, price: int, doubloons: int, in_kind: bool = False,
           quarries: int = 0) -> Reason:
    """Why a player cannot pay for `building`: its price for them, and what they have; where the
    building's column let fewer of their manned ``quarries`` count, that too (a learner who
    counted them all was told only the price)."""
    if quarries > building.column and not in_kind:
        return Reason("{building:a} costs {player} {price:count:doubloon}, since only {counted} of their {quarries} "
                      "manned quarries count in column {column}, and they have {doubloons}",
                      building=Named("building", building.id), player=Seat(player), price=price,
                      counted=building.column, quarries=quarries, column=building.column, doubloons=doubloons)
    if in_kind:
        return Reason("{building:a} costs {player} {price:count:doubloon} and they have {doubloons} (the black "
                      "market could make up the difference)", building=Named("building", building.id),
                      player=Seat(player), price=price, doubloons=doubloons)
    return Reason("{building:a} costs {player} {price:count:doubloon} and they have {doubloons}",
                  building=Named("building", building.id), player=Seat(player), price=price, doubloons=doubloons)


def _purchases(ruleset: Ruleset, state: State, context: _Context) -> Iterator[tuple[Building, int]]:
    """(building, price in doubloons) of each building the player may buy now, paying in kind if
    need be, in stock order. The tests of _blocking_rule, repeated here because this runs for
    every kind cheap enough on every builder turn (and for the next player's too)."""
    board = context.board
    city = board.city
    left = state.buildings_left
    free = context.free
    budget = board.doubloons + context.in_kind
    discount, by_column = context.discount, context.by_column
    kinds = ruleset.kinds_costing_at_most
    for k, building in kinds[min(budget + discount + max(by_column), len(kinds) - 1)]:
        if left[k] and building.spaces <= free and building.id not in city:
            cost = building.cost - discount - by_column[building.column]  # c.price(b) inlined, max() too: the hot loop
            if cost <= budget:
                yield building, cost if cost > 0 else 0


def _has_move(ruleset: Ruleset, state: State, player: int) -> bool:
    return next(_purchases(ruleset, state, _Context(ruleset, state, player)), None) is not None


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    return give_turn_to_next_able(state, lambda seat: _has_move(ruleset, state, seat), "builder.afford", events)


def _check_black_market(ruleset: Ruleset, state: State, action: Action, context: _Context,
                        cost: int) -> Refusal | None:
    board = context.board
    items = dict(action.option("black_market"))
    if not board.manned("black_market"):
        return Refusal("building.black-market", Reason("{player} has no manned black market", player=Seat(action.player)))
    if cost <= board.doubloons:
        return Refusal("building.black-market", Reason("the black market helps only a player who is short of doubloons"))
    if len(items) != cost - board.doubloons:
        return Refusal("building.black-market", Reason("short by {short:count:doubloon}: the black market must take "
                                                       "exactly that many items, and every doubloon is spent",
                                                       short=cost - board.doubloons))
    sources = payment_sources(board)
    for key, value in items.items():
        if value not in sources.get(key, []):
            return Refusal("building.black-market", _cannot_give(action.player, key, value))
    return None


def _cannot_give(player: int, key: str, value: Any) -> Reason:
    """Why the black market cannot take this item (a colonist from a space, a barrel, a point)."""
    if key == "vp":
        return Reason("{player} cannot give a victory point", player=Seat(player))
    if key == "good":
        return Reason("{player} cannot give a barrel of {good}", player=Seat(player), good=named("good", value))
    if value == "black_market":
        return Reason("{player} cannot give the black market's own colonist", player=Seat(player))
    if value == "quarry":
        return Reason("{player} cannot give a colonist from a quarry", player=Seat(player))
    if value in GOOD_INDEX:
        return Reason("{player} cannot give a colonist from a {good} plantation", player=Seat(player),
                      good=Named("good", value))
    return Reason("{player} cannot give a colonist from the {building}", player=Seat(player),
                  building=named("building", value))


def check(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    if action.verb == "pass":
        return "action.pass-optional"
    building = ruleset.by_id.get(action.value)
    if building is None:
        return Refusal("builder.copies-left", Reason("{building} is not among the buildings of this game",
                                                     building=named("building", action.value)))
    if action.option("university") is not None and not state.players[action.player].manned("university"):
        return Refusal("building.university", Reason("only the owner of a manned university has a colonist to decline"))
    if action.option("church") is not None and not _church_pays(ruleset, state.players[action.player], building):
        return Refusal("building.church", Reason("building {building:a} earns {player} no church point to decline",
                                                 building=Named("building", building.id), player=Seat(action.player)))
    declining = action.option("privilege") is not None
    if declining and not privilege_discount(state, action.player):
        return Refusal("builder.privilege-discount", Reason("only the builder has the privilege's discount to decline"))
    context = _Context(ruleset, state, action.player, action.option("privilege", True))
    if _blocking_rule(ruleset, state, building, context) is not None:
        problem = _problem(ruleset, state, action.player, building, context)
        assert problem is not None, "the same tests as _blocking_rule's"
        return Refusal(*problem)
    cost = context.price(building)
    if action.option("black_market") is not None:
        return _check_black_market(ruleset, state, action, context, cost) or "building.black-market"
    if cost > context.board.doubloons:
        return Refusal("builder.afford", _costs(building, action.player, cost, context.board.doubloons,
                                                bool(context.in_kind), _quarries_said(context)))
    return "builder.afford"


def _take_worker(board: PlayerState, space: str) -> bool:
    """Remove one worker from a space (a colonist first); True if it was a noble."""
    if space == "san_juan":
        if board.san_juan:
            board.san_juan -= 1
            return False
        board.san_juan_nobles -= 1
        return True
    if space in board.city:
        k = board.city.index(space)
        colonists, nobles = board.city_workers, board.city_nobles
    else:
        tiles = [k for k, t in enumerate(board.island) if t == space]
        with_colonist = next((k for k in tiles if board.island_workers[k]), None)
        k = with_colonist if with_colonist is not None else next(k for k in tiles if board.island_nobles[k])
        colonists, nobles = board.island_workers, board.island_nobles
    if colonists[k]:
        colonists[k] -= 1
        return False
    nobles[k] -= 1
    return True


def _pay_in_kind(ruleset: Ruleset, state: State, player: int, items: dict[str, Any], events: list[Event]) -> None:
    board = state.players[player]
    for key, value in items.items():
        if key == "colonist":
            noble = _take_worker(board, value)
            if noble:
                state.noble_supply += 1
            else:
                state.colonist_supply += 1
        elif key == "good":
            i = GOOD_INDEX[value]
            board.goods[i] -= 1
            state.goods_supply[i] += 1
        else:
            board.vp -= 1
            # a point merely written down just disappears, a chip goes back; a game end
            # already triggered stays triggered
            if board.written:
                board.written -= 1
            else:
                state.vp_supply += 1
        events.append(event("pay_in_kind", player, "building.black-market", {key: value}))


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    state.queue.pop(0)
    if action.verb == "pass":
        events.append(event("pass", action.player, "action.pass-optional", {}))
        return
    board = state.players[action.player]
    building = ruleset.by_id[action.value]
    context = _Context(ruleset, state, action.player, action.option("privilege", True))
    cost = context.price(building)
    items = action.option("black_market")
    if items is not None:
        _pay_in_kind(ruleset, state, action.player, dict(items), events)
        cost = board.doubloons
    board.doubloons -= cost
    state.buildings_left[ruleset.stock_index[building.id]] -= 1
    workers = 0
    if building.circles and action.option("university", True) and board.manned("university"):
        source = extra_colonist(state)
        if source:
            workers = 1
            events.append(event("colonist", action.player, "builder.university-colonist", {"from": source, "to": building.id}))
    board.add_building(building.id, workers)
    office = context.office is not None and building.column in BUILDERS_OFFICE[context.office][0]
    events.append(event("build", action.player, "building.builders-office" if office else "builder.afford",
                        {"building": building.id, "paid": cost}))
    if action.option("privilege", True) is False:  # `privilege: false`: paid without the builder's discount
        events.append(event("decline", action.player, "builder.privilege-discount", {"benefit": "privilege"}))
    if _church_pays(ruleset, board, building):
        if action.option("church", True):
            award_vp(state, action.player, CHURCH_POINTS[building.column], "building.church", events)
        else:  # declined: the church's points, like every building's ability, are optional
            events.append(event("decline", action.player, "building.church", {"benefit": "church"}))
    if building.spaces >= context.free:  # c.free was counted before this building went up
        trigger_end(state, "city", "end.city-full", events)


def _church_pays(ruleset: Ruleset, board: PlayerState, building: Building) -> bool:
    """Does `building` earn this player church points (New Buildings): a manned church, and
    a building from the second column on other than the church itself?"""
    return ruleset.expanded and building.id != "church" and building.column >= 2 and board.manned("church")


def candidates(ruleset: Ruleset, state: State, player: int) -> Iterator[Action]:
    context = _Context(ruleset, state, player)
    board = context.board
    university = board.manned("university")
    church = ruleset.expanded and board.manned("church")
    sources = None  # what a black market may take: worked out once, if a purchase needs it
    for building, cost in _purchases(ruleset, state, context):
        short = cost - board.doubloons
        # the benefits this purchase may decline (options written false), sorted as an action's are
        declines = _declines(church and _church_pays(ruleset, board, building), university)
        if short <= 0:
            yield shared(player, "build", building.id)
            for declined in declines:
                yield Action(player, "build", building.id, declined)
            continue
        if sources is None:
            sources = payment_sources(board)
        for keys in combinations(sorted(sources), short):
            # one item of each kind; the kinds come sorted, as an action's options are
            for items in product(*(sources[key] for key in keys)):
                option = ("black_market", tuple(zip(keys, items)))
                yield Action(player, "build", building.id, (option,))
                for declined in declines:
                    yield Action(player, "build", building.id, (option, *declined))
    yield shared(player, "pass")


@lru_cache(maxsize=None)  # four flags' worth of immutable values
def _declines(church: bool, university: bool) -> tuple[tuple[tuple[str, bool], ...], ...]:
    out: list[tuple[tuple[str, bool], ...]] = []
    if church:
        out.append((("church", False),))
    if university:
        out.append((("university", False),))
    if church and university:
        out.append((("church", False), ("university", False)))
    return tuple(out)
