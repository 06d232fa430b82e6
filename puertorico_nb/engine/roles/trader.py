"""Trader: each player in turn may sell one barrel to the trading house."""
from __future__ import annotations

from ..actions import Action
from ..common import Refusal
from ..components import GOOD_INDEX, GOODS, PRICES, TRADING_HOUSE_SPACES
from ..events import Event

VERBS = ("sell", "pass")
MARKETS = (("small_market", 1, "trader.small-market"), ("large_market", 2, "trader.large-market"))


def start(rs, s, events):
    s.queue = s.seat_order_from(s.chooser)


def sale_price(s, player: int, good_index: int) -> int:
    p = s.players[player]
    total = PRICES[good_index] + (1 if player == s.chooser else 0)
    for building, bonus, _ in MARKETS:
        if p.manned(building):
            total += bonus
    return total


def _problem(s, player: int, i: int):
    p = s.players[player]
    if p.goods[i] == 0:
        return "trader.own-the-good", f"player {player} has no {GOODS[i]} to sell"
    if len(s.trading_house) >= TRADING_HOUSE_SPACES:
        return "trader.house-full", "the trading house is full"
    if i in s.trading_house and not p.manned("office"):
        return "trader.distinct-goods", (f"the trading house already holds {GOODS[i]}; only a manned office "
                                         "lets its owner sell the same good again")
    return None


def _has_move(s, player) -> bool:
    return any(_problem(s, player, i) is None for i in range(len(GOODS)))


def next_turn(rs, s, events):
    while s.queue:
        p = s.queue[0]
        if _has_move(s, p):
            s.turn = p
            return True
        events.append(Event("skip", p, "trader.own-the-good", {}))
        s.queue.pop(0)
    if len(s.trading_house) >= TRADING_HOUSE_SPACES:
        for i in s.trading_house:
            s.goods_supply[i] += 1
        events.append(Event("clear_trading_house", None, "trader.clear-when-full",
                            {"goods": [GOODS[i] for i in s.trading_house]}))
        s.trading_house = []
    return False


def check(rs, s, a: Action) -> str:
    if a.verb == "pass":
        return "action.pass-optional"
    if a.option("via") is not None:
        return Refusal("trader.house-full", "selling via another building needs the New Buildings expansion")
    if a.value not in GOOD_INDEX:
        return Refusal("trader.own-the-good", f"{a.value} is not a good")
    i = GOOD_INDEX[a.value]
    problem = _problem(s, a.player, i)
    if problem:
        return Refusal(*problem)
    return "trader.office" if i in s.trading_house else "trader.price"


def apply(rs, s, a: Action, events):
    s.queue.pop(0)
    if a.verb == "pass":
        events.append(Event("pass", a.player, "action.pass-optional", {}))
        return
    i = GOOD_INDEX[a.value]
    amount = sale_price(s, a.player, i)
    p = s.players[a.player]
    p.goods[i] -= 1
    p.doubloons += amount
    s.trading_house.append(i)
    events.append(Event("sell", a.player, "trader.price", {"good": a.value, "doubloons": amount}))


def candidates(rs, s, player):
    for good in GOODS:
        yield Action(player, "sell", good)
    yield Action(player, "pass")
