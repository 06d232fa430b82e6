"""Trader: the chooser turns up the top trading-house tile; from the chooser, each player may sell
goods, discarding them unseen and drawing what the tile pays for each building's kind.

One sale each; the chooser one more (two more with the library); a trading post adds one. A
market stand pays a card for two or more goods sold, a market hall a card for any sale (each may
be left unused: ``market_stand: false``, ``market_hall: false``). At the
end the tile goes face down under the stack, so the tiles come round in a fixed cycle.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from puertorico_nb.core.events import event
from puertorico_nb.core.turns import give_turn_to_next_able
from puertorico_nb.core.words import Named, Reason, Seat
import sys
from itertools import combinations

from . import steps
from .actions import Action
from .common import (Refusal, counts_of, draw, library_available, missing, multiset_combinations)
from .components import CARDS, MARKET_STAND_GOODS, TRADER_ACTION, TRADER_PRIVILEGE

if TYPE_CHECKING:
    import random
    from collections.abc import Iterable, Iterator, Sequence

    from puertorico_nb.core.events import Event

    from .phase import Verdict
    from .ruleset import Ruleset
    from .state import PlayerState, State

VERBS = ("sell", "pass")
PICKS_IN_THE_OPEN = True  # its picks are buildings in the city, seen by all (see steps.py)


def start(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    state.tile_up = True
    events.append(event("tile", state.chooser, "sj.trader.tile", {"prices": list(state.tiles[0])}))
    state.queue = state.seat_order_from(state.chooser_seat())


def limits(state: State, player: int) -> tuple[int, int, int]:
    """(sales without the trading post and library, with the trading post, with the library too)."""
    player_state = state.players[player]
    normal = TRADER_ACTION + (TRADER_PRIVILEGE if player == state.chooser else 0)
    post = normal + (1 if "trading_post" in player_state.buildings else 0)
    library = post + (TRADER_PRIVILEGE if library_available(state, player) else 0)
    return normal, post, library


def income(state: State, names: Iterable[str]) -> int:
    tile = state.tiles[0]
    return sum(tile[good] for good in (CARDS[name].good for name in names) if good is not None)


def check(ruleset: Ruleset, state: State, action: Action) -> Verdict:
    if action.verb == "pass":
        return "sj.action.pass-optional"
    player_state = state.players[action.player]
    names = action.value
    if not names:
        return Refusal("sj.trader.one-sale", Reason("name the production buildings whose goods are sold, or pass"))
    for name in names:
        if name not in CARDS or not CARDS[name].production:
            return Refusal("sj.trader.own-good", Reason("the {card} is not a production building", card=Named("card", name)))
    lacking = missing(names, player_state.goods_on())
    if lacking:
        return Refusal("sj.trader.own-good", Reason("{player} has no good on {cards} to sell", player=Seat(action.player),
                                                      cards=Named("card", lacking)))
    normal, post, library = limits(state, action.player)
    top = post if action.option("library") is False else library
    if len(names) > top:
        if action.player == state.chooser and "library" in player_state.buildings and state.library_used[action.player]:
            rule = "sj.library.two-players"
        else:
            rule = "sj.trader.privilege" if action.player == state.chooser else "sj.trader.one-sale"
        return Refusal(rule, Reason("{player} may sell {top:count:good} here, not {asked}", player=Seat(action.player),
                                     top=top, asked=len(names)))
    refused = _declined_cards(player_state, action)
    if refused is not None:
        return refused
    if len(names) > post:
        return "sj.library.double"
    if len(names) > normal:
        return "sj.trading-post.extra-sale"
    return "sj.trader.privilege" if len(names) > TRADER_ACTION else "sj.trader.one-sale"


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    state.queue.pop(0)
    player = action.player
    if action.verb == "pass":
        events.append(event("pass", player, "sj.action.pass-optional", {}))
        return
    rule = check(ruleset, state, action)
    assert isinstance(rule, str)  # apply is given checked actions only
    player_state = state.players[player]
    for name in action.value:  # goods go to the discard pile unseen
        k, good = next((k, g) for k, (b, g) in enumerate(zip(player_state.buildings, player_state.goods))
                       if b == name and g is not None)
        state.discard.append(good)
        player_state.goods[k] = None
    earned = income(state, action.value)
    player_state.hand += draw(state, earned, events, player)
    events.append(event("sell", player, rule, {"buildings": list(action.value), "cards": earned}))
    if rule == "sj.library.double":
        state.library_used[player] = True
        events.append(event("library", player, "sj.library.double", {"role": "trader"}))
    for building, rule in MARKETS:
        if _pays(player_state, building, action.value):
            if action.option(building) is False:  # the ability left unused, as the book allows
                events.append(event("decline", player, rule, {"benefit": building}))
                continue
            player_state.hand += draw(state, 1, events, player)
            events.append(event("draw", player, rule, {"count": 1}))


MARKETS = (("market_stand", "sj.market-stand.draw"), ("market_hall", "sj.market-hall.draw"))


def _pays(player_state: PlayerState, building: str, names: Sequence[str]) -> bool:
    """Does this market give its owner a card for selling `names` (the stand two goods or more)?"""
    most = MARKET_STAND_GOODS if building == "market_stand" else 1
    return len(names) >= most and building in player_state.buildings


def _declined_cards(player_state: PlayerState, action: Action) -> Refusal | None:
    for building, rule in MARKETS:
        if action.option(building) is False and not _pays(player_state, building, action.value):
            return Refusal(rule, Reason("selling {n:count:good} earns {player} no {card}'s card to decline",
                                         n=len(action.value), player=Seat(action.player), card=Named("card", building)))
    return None


def confirm_declines(state: State, player: int, picks: list[str]) -> list[tuple[tuple[str, bool], ...]]:
    """The options a confirm of these picks may add: each market's card left unused, where it pays."""
    player_state = state.players[player]
    paying = [(building, False) for building, _ in MARKETS if _pays(player_state, building, picks)]
    return [tuple(sorted(c)) for k in range(1, len(paying) + 1) for c in combinations(paying, k)]


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    if give_turn_to_next_able(state, lambda player: state.players[player].goods_count() > 0,
                              "sj.round.skip-no-action", events, detail={"phase": state.phase}):
        return True
    state.tiles.append(state.tiles.pop(0))  # the tile goes back face down under the stack
    state.tile_up = False
    events.append(event("tile_under", state.chooser, "sj.trader.tile", {}))
    return False


def _choices(state: State, player: int) -> Iterator[tuple[str, ...]]:
    counts = counts_of(state.players[player].goods_on())
    for k in range(1, limits(state, player)[2] + 1):
        yield from multiset_combinations(counts, k)


# -- the choice in steps (see steps.py): the buildings whose goods are sold, one at a time ---------
def pick_source(state: State, player: int) -> list[str]:
    return state.players[player].goods_on()


def pick_sizes(ruleset: Ruleset, state: State, player: int) -> range:
    """From one good up to as many as the player may sell and has (the title asks for no more)."""
    return range(1, min(limits(state, player)[2], len(pick_source(state, player))) + 1)


def pick_rule(state: State, player: int) -> str:
    return "sj.trader.one-sale"


def whole(state: State, player: int, picks: tuple[str, ...]) -> Action:
    return Action(player, "sell", picks)


def candidates(ruleset: Ruleset, state: State, player: int) -> list[Action]:
    return steps.steps_or_pass(sys.modules[__name__], ruleset, state, player)


def sample(ruleset: Ruleset, state: State, player: int, rng: random.Random) -> Action:
    return steps.whole_or_pass(list(_choices(state, player)), player, "sell", rng)
