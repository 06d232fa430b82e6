"""Trader: the chooser turns up the top trading-house tile; from the chooser, each player may sell
goods, discarding them unseen and drawing what the tile pays for each building's kind.

One sale each; the chooser one more (two more with the library); a trading post adds one. A
market stand pays a card for two or more goods sold, a market hall a card for any sale (each may
be left unused: ``market_stand: false``, ``market_hall: false``). At the
end the tile goes face down under the stack, so the tiles come round in a fixed cycle.
"""
from __future__ import annotations

from puertorico_nb.core.events import event
from puertorico_nb.core.turns import give_turn_to_next_able
import sys
from itertools import combinations

from . import steps
from .actions import Action
from .common import (Refusal, counts_of, draw, library_available, missing, multiset_combinations, plural,
                     said)
from .components import CARDS, MARKET_STAND_GOODS, TRADER_ACTION, TRADER_PRIVILEGE

VERBS = ("sell", "pass")
PICKS_IN_THE_OPEN = True  # its picks are buildings in the city, seen by all (see steps.py)


def start(opts, s, events):
    s.tile_up = True
    events.append(event("tile", s.chooser, "sj.trader.tile", {"prices": list(s.tiles[0])}))
    s.queue = s.seat_order_from(s.chooser)


def limits(s, player: int) -> tuple[int, int, int]:
    """(sales without the trading post and library, with the trading post, with the library too)."""
    p = s.players[player]
    normal = TRADER_ACTION + (TRADER_PRIVILEGE if player == s.chooser else 0)
    post = normal + (1 if "trading_post" in p.buildings else 0)
    library = post + (TRADER_PRIVILEGE if library_available(s, player) else 0)
    return normal, post, library


def income(s, names) -> int:
    tile = s.tiles[0]
    return sum(tile[CARDS[n].good] for n in names)


def check(opts, s, a: Action):
    if a.verb == "pass":
        return "sj.action.pass-optional"
    p = s.players[a.player]
    names = a.value
    if not names:
        return Refusal("sj.trader.one-sale", "name the production buildings whose goods are sold, or pass")
    for name in names:
        if name not in CARDS or not CARDS[name].production:
            return Refusal("sj.trader.own-good", f"{said(name)} is not a production building")
    lacking = missing(names, p.goods_on())
    if lacking:
        return Refusal("sj.trader.own-good", f"player {a.player} has no good on {said(lacking)} to sell")
    normal, post, library = limits(s, a.player)
    top = post if a.option("library") is False else library
    if len(names) > top:
        if a.player == s.chooser and "library" in p.buildings and s.library_used[a.player]:
            rule = "sj.library.two-players"
        else:
            rule = "sj.trader.privilege" if a.player == s.chooser else "sj.trader.one-sale"
        return Refusal(rule, f"player {a.player} may sell {plural(top, 'good')} here, not {len(names)}")
    refused = _declined_cards(p, a)
    if refused is not None:
        return refused
    if len(names) > post:
        return "sj.library.double"
    if len(names) > normal:
        return "sj.trading-post.extra-sale"
    return "sj.trader.privilege" if len(names) > TRADER_ACTION else "sj.trader.one-sale"


def apply(opts, s, a: Action, events):
    s.queue.pop(0)
    player = a.player
    if a.verb == "pass":
        events.append(event("pass", player, "sj.action.pass-optional", {}))
        return
    rule = check(opts, s, a)
    p = s.players[player]
    for name in a.value:  # goods go to the discard pile unseen
        k = next(k for k, (b, g) in enumerate(zip(p.buildings, p.goods)) if b == name and g is not None)
        s.discard.append(p.goods[k])
        p.goods[k] = None
    earned = income(s, a.value)
    p.hand += draw(s, earned, events, player)
    events.append(event("sell", player, rule, {"buildings": list(a.value), "cards": earned}))
    if rule == "sj.library.double":
        s.library_used[player] = True
        events.append(event("library", player, "sj.library.double", {"role": "trader"}))
    for building, rule in MARKETS:
        if _pays(p, building, a.value):
            if a.option(building) is False:  # the ability left unused, as the book allows
                events.append(event("decline", player, rule, {"benefit": building}))
                continue
            p.hand += draw(s, 1, events, player)
            events.append(event("draw", player, rule, {"count": 1}))


MARKETS = (("market_stand", "sj.market-stand.draw"), ("market_hall", "sj.market-hall.draw"))


def _pays(p, building: str, names) -> bool:
    """Does this market give its owner a card for selling `names` (the stand two goods or more)?"""
    most = MARKET_STAND_GOODS if building == "market_stand" else 1
    return len(names) >= most and building in p.buildings


def _declined_cards(p, a: Action) -> Refusal | None:
    for building, rule in MARKETS:
        if a.option(building) is False and not _pays(p, building, a.value):
            return Refusal(rule, f"selling {plural(len(a.value), 'good')} earns player {a.player} no "
                           f"{building.replace('_', ' ')}'s card to decline")
    return None


def confirm_declines(s, player: int, picks: list[str]) -> list[tuple]:
    """The options a confirm of these picks may add: each market's card left unused, where it pays."""
    p = s.players[player]
    paying = [(building, False) for building, _ in MARKETS if _pays(p, building, picks)]
    return [tuple(sorted(c)) for k in range(1, len(paying) + 1) for c in combinations(paying, k)]


def next_turn(opts, s, events):
    if give_turn_to_next_able(s, lambda player: s.players[player].goods_count() > 0, "sj.round.skip-no-action",
                              events, detail={"phase": s.phase}):
        return True
    s.tiles.append(s.tiles.pop(0))  # the tile goes back face down under the stack
    s.tile_up = False
    events.append(event("tile_under", s.chooser, "sj.trader.tile", {}))
    return False


def _choices(s, player):
    counts = counts_of(s.players[player].goods_on())
    for k in range(1, limits(s, player)[2] + 1):
        yield from multiset_combinations(counts, k)


# -- the choice in steps (see steps.py): the buildings whose goods are sold, one at a time ---------
def pick_source(s, player: int) -> list[str]:
    return s.players[player].goods_on()


def pick_sizes(opts, s, player: int) -> range:
    return range(1, limits(s, player)[2] + 1)


def pick_rule(s, player: int) -> str:
    return "sj.trader.one-sale"


def whole(s, player: int, picks: tuple[str, ...]) -> Action:
    return Action(player, "sell", picks)


def candidates(opts, s, player):
    return steps.steps_or_pass(sys.modules[__name__], opts, s, player)


def sample(opts, s, player, rng):
    return steps.whole_or_pass(list(_choices(s, player)), player, "sell", rng)
