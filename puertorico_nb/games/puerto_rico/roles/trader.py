"""Trader: each player in turn may sell one barrel to the trading house.

New Buildings adds the trading post (sell straight to the supply instead); Nobles adds the land
office, an extra deal in land during the owner's trader turn.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, cast

from ..actions import Action
from ..common import Refusal, chooser_of, discard_plantation, named, privilege
from ..components import GOOD_INDEX, GOODS, ISLAND_SPACES, MARKET_BONUS, PRICES, TRADING_HOUSE_SPACES
from puertorico_nb.core.events import Event, event
from puertorico_nb.core.turns import give_turn_to_next_able
from puertorico_nb.core.words import Named, Reason, Seat
from .settler import draw_plantation

if TYPE_CHECKING:
    from ..ruleset import Ruleset
    from ..state import State
    from puertorico_nb.core.turns import Queued

VERBS = ("sell", "pass", "land_office")


def start(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    state.queue = state.seat_order_from(chooser_of(state))
    state.land_office_used = [0] * state.players_count


# the benefits a sale may decline, written false on `sell`, and the rule that pays each
SALE_BENEFITS = {"privilege": "trader.privilege", "small_market": "trader.small-market",
                 "large_market": "trader.large-market"}


def sale_price(state: State, player: int, good_index: int, via: str | None = None,
               declined: frozenset[str] | tuple[str, ...] = ()) -> int:
    """Doubloons for one barrel: its price, the trader's privilege, and the markets (never for a
    sale through the trading post), less the benefits `declined` names."""
    board = state.players[player]
    total = PRICES[good_index]
    if "privilege" not in declined:
        total += privilege(state, player)
    if via is None:
        for building, bonus in MARKET_BONUS.items():
            if building not in declined and board.manned(building):
                total += bonus
    return total


def _declined(action: Action) -> tuple[str, ...]:
    """The sale's benefits written false."""
    return tuple(name for name, value in action.options if name in SALE_BENEFITS and value is False)


def _check_sale_declines(state: State, action: Action, via: str | None) -> Refusal | None:
    """A Refusal if the sale declines a benefit it would not bring (the books let the trader forgo
    the privilege and an owner leave a market unused: Icelandic HLUTVERKIN and the violet
    buildings, Korean 역할 and 베이지색 건물)."""
    board = state.players[action.player]
    for name, _ in action.options:
        if name not in SALE_BENEFITS:
            continue
        if name == "privilege" and not privilege(state, action.player):
            return Refusal("trader.privilege", Reason("only the trader has the privilege's extra doubloon to decline"))
        if name != "privilege" and via is not None:
            return Refusal(SALE_BENEFITS[name], Reason("no manned {building} pays on a sale through the trading post, "
                                                       "so there is nothing to decline",
                                                       building=Named("building", name)))
        if name != "privilege" and not board.manned(name):
            return Refusal(SALE_BENEFITS[name], Reason("no manned {building} pays, so there is nothing to decline",
                                                       building=Named("building", name)))
    return None


def _blocking_rule(state: State, player: int, i: int, via: str | None = None) -> str | None:
    """The rule that forbids selling good i now, or None. Cheap on purpose: the phase asks it
    for every good of every player to know who has a sale to make."""
    board = state.players[player]
    if board.goods[i] == 0:
        return "trader.own-the-good"
    if via is not None:
        if via != "trading_post":
            return "trader.own-the-good"
        return None if board.manned("trading_post") else "building.trading-post"
    if len(state.trading_house) >= TRADING_HOUSE_SPACES:
        return "trader.house-full"
    if i in state.trading_house and not board.manned("office"):
        return "trader.distinct-goods"
    return None


def _problem(state: State, player: int, i: int, via: str | None = None) -> tuple[str, str] | None:
    """(rule, why) that forbids selling good i, or None: the reason in words."""
    rule = _blocking_rule(state, player, i, via)
    if rule is None:
        return None
    if rule == "trader.own-the-good":
        why = (Reason("{player} has no {good} to sell", player=Seat(player), good=Named("good", GOODS[i]))
               if state.players[player].goods[i] == 0
               else Reason("barrels are sold to the trading house or via a trading post, not {via}",
                           via=named("building", via)))
    elif rule == "building.trading-post":
        why = Reason("{player} has no manned trading post", player=Seat(player))
    elif rule == "trader.house-full":
        why = Reason("the trading house is full")
    else:
        why = Reason("the trading house already holds {good}; only a manned office lets its owner sell the same "
                     "good again", good=Named("good", GOODS[i]))
    return rule, why


def _land_office_open(state: State, player: int) -> str | None:
    """'buy', 'sell' or None: what this player's land office may still do this phase."""
    board = state.players[player]
    if state.land_office_used[player]:
        return None
    worker = board.worker_on("land_office")
    if worker == "colonist" and board.doubloons >= 1 and len(board.island) < ISLAND_SPACES and (state.stack or state.discard):
        return "buy"
    if worker == "noble" and any(t in GOOD_INDEX for t in board.island):
        return "sell"
    return None


def _has_move(ruleset: Ruleset, state: State, player: int) -> bool:
    goods = state.players[player].goods
    for i in range(len(GOODS)):
        if goods[i] and _blocking_rule(state, player, i) is None:  # most players hold few kinds of goods
            return True
    if not ruleset.expanded:  # the trading post and the land office are expansion buildings
        return False
    if state.players[player].manned("trading_post"):
        if any(_blocking_rule(state, player, i, "trading_post") is None for i in range(len(GOODS))):
            return True
    return _land_office_open(state, player) is not None


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    if len(state.trading_house) >= TRADING_HOUSE_SPACES:
        # A full house ends the phase (Korean and Icelandic books): whoever has not had a turn
        # gets none, so a trading post or land office, which act in their owner's turn, rests.
        if state.queue:
            events.append(event("trader_phase_over", None, "trader.ends-when-full", {"unplayed": list(state.queue)}))
            state.queue = []
    # (cast: core.turns.Queued says turn may be None, Puerto Rico's State always has a seat there)
    queued = cast("Queued", state)
    if give_turn_to_next_able(queued, lambda seat: _has_move(ruleset, state, seat), "trader.own-the-good", events):
        return True
    if len(state.trading_house) >= TRADING_HOUSE_SPACES:
        for i in state.trading_house:
            state.goods_supply[i] += 1
        events.append(event("clear_trading_house", None, "trader.clear-when-full",
                            {"goods": [GOODS[i] for i in state.trading_house]}))
        state.trading_house = []
    return False


def check(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    if action.verb == "pass":
        return "action.pass-optional"
    if action.verb == "land_office":
        return _check_land_office(ruleset, state, action)
    if action.value not in GOOD_INDEX:
        return Refusal("trader.own-the-good", Reason("{good} is not a good", good=named("good", action.value)))
    i = GOOD_INDEX[action.value]
    via = action.option("via")
    problem = _problem(state, action.player, i, via)
    if problem:
        return Refusal(*problem)
    if len(action.options) > (via is not None):  # a benefit written true or false
        refusal = _check_sale_declines(state, action, via)
        if refusal is not None:
            return refusal
    if via:
        return "building.trading-post"
    return "trader.office" if i in state.trading_house else "trader.price"


def _check_land_office(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    board = state.players[action.player]
    worker = board.worker_on("land_office")
    if worker is None:
        return Refusal("building.land-office", Reason("{player} has no manned land office", player=Seat(action.player)))
    if state.land_office_used[action.player]:
        return Refusal("building.land-office", Reason("the land office deals once per trader phase"))
    if action.value == "buy":
        if worker != "colonist":
            return Refusal("building.land-office", Reason("buying a plantation needs a colonist on the land office "
                                                          "(a noble there sells instead)"))
        if action.option("forest") and not board.manned("forest_house"):
            return Refusal("building.forest-house", Reason("only the owner of a manned forest house may lay a tile "
                                                           "as forest"))
        if board.doubloons < 1:
            return Refusal("building.land-office", Reason("buying a plantation costs 1 doubloon"))
        if len(board.island) >= ISLAND_SPACES:
            return Refusal("settler.island-full", Reason("{player}'s island is full", player=Seat(action.player)))
        if not (state.stack or state.discard):
            return Refusal("building.land-office", Reason("there are no face-down plantations left"))
        return "building.land-office"
    if worker != "noble":
        return Refusal("building.land-office", Reason("selling a plantation needs a noble on the land office "
                                                      "(a colonist there buys instead)"))
    if action.option("forest") is not None:
        return Refusal("building.land-office", Reason("only a bought plantation can be laid as forest"))
    if action.value not in GOOD_INDEX or action.value not in board.island:
        return Refusal("building.land-office", Reason("{player} has no {good} plantation to sell",
                                                      player=Seat(action.player), good=named("good", action.value)))
    return "building.land-office"


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    board = state.players[action.player]
    if action.verb == "land_office":
        state.land_office_used[action.player] = 1
        if action.value == "buy":
            board.doubloons -= 1
            tile = draw_plantation(state)
            assert tile is not None, "the check offers a purchase only while a plantation is left"
            if action.option("forest"):
                state.forest_goods.append(tile)
                tile = "forest"
            board.add_tile(tile)
            events.append(event("buy_plantation", action.player, "building.land-office", {"tile": tile, "paid": 1}))
        else:
            board.remove_tile(board.island.index(action.value))
            discard_plantation(ruleset, state, action.value)
            board.doubloons += 1
            events.append(event("sell_plantation", action.player, "building.land-office", {"tile": action.value, "doubloons": 1}))
        if not _has_move(ruleset, state, action.player):
            state.queue.pop(0)
        return
    state.queue.pop(0)
    if action.verb == "pass":
        events.append(event("pass", action.player, "action.pass-optional", {}))
        return
    i = GOOD_INDEX[action.value]
    via = action.option("via")
    declined = _declined(action)
    amount = sale_price(state, action.player, i, via, declined)
    board.goods[i] -= 1
    board.doubloons += amount
    if via:
        state.goods_supply[i] += 1
        rule = "building.trading-post"
    else:
        state.trading_house.append(i)
        rule = "trader.price"
    events.append(event("sell", action.player, rule, {"good": action.value, "doubloons": amount}))
    for name in declined:
        events.append(event("decline", action.player, SALE_BENEFITS[name], {"benefit": name}))


def candidates(ruleset: Ruleset, state: State, player: int) -> tuple[Action, ...] | list[Action]:
    board = state.players[player]
    sales_and_pass = _sales_and_pass(player, ruleset.expanded and board.manned("trading_post"))
    deal = _land_office_open(state, player) if ruleset.expanded else None
    if deal is None:  # the common case: the same values every time
        return sales_and_pass
    if deal == "buy":
        deals = [Action(player, "land_office", "buy")]
        if board.manned("forest_house"):
            deals.append(Action(player, "land_office", "buy", (("forest", True),)))
    else:
        deals = [Action(player, "land_office", tile) for tile in dict.fromkeys(t for t in board.island if t in GOOD_INDEX)]
    return [*sales_and_pass[:-1], *deals, sales_and_pass[-1]]  # the pass comes last


@lru_cache(maxsize=None)  # a few immutable values: seats, with or without a trading post
def _sales_and_pass(player: int, trading_post: bool) -> tuple[Action, ...]:
    out = []
    for good in GOODS:
        out.append(Action(player, "sell", good))
        if trading_post:
            out.append(Action(player, "sell", good, (("via", "trading_post"),)))
    out.append(Action(player, "pass"))
    return tuple(out)
