"""Builder: from the chooser, each player may build one building from their hand and pay for it
with other hand cards.

The price is the printed cost less every discount that applies (privilege, library, smithy,
quarry, black-market goods, the crane's covered building), never below 0; what a discount
would save beyond that is lost. A building a crane is covering helps nothing in this build,
and the new building helps only from the next phase on (the carpenter and poor house below
look at the city without it).
"""
from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING

from puertorico_nb.core.events import event
from puertorico_nb.core.turns import give_turn_to_next_able
from puertorico_nb.core.words import Named, Reason, Seat

from . import steps
from .actions import Action
from .common import (Refusal, counts_of, draw, library_available, missing, multiset_combinations,
                     random_subset, take)
from .components import BLACK_MARKET_GOODS, BUILDER_PRIVILEGE, CARDS, COST, POOR_HOUSE_MOST, Card

if TYPE_CHECKING:
    import random

    from puertorico_nb.core.events import Event

    from .phase import Verdict
    from .ruleset import Ruleset
    from .state import PlayerState, State

Goods = tuple[str, ...]  # the goods a black market takes, by the building each lies on
Declined = tuple[tuple[str, bool], ...]  # the options of benefits left unused: (("library", False),)
Terms = tuple[int, bool]  # (cards to pay, whether the library's second discount lowered that)
Head = tuple[str, "str | None", Goods, Declined, int]  # (card, over, goods, declined, cards to pay)

VERBS = ("build", "pass", "begin_build")
DRAW_DECLINES = ("carpenter", "poor_house")  # the buildings' cards a build may leave


def start(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    state.queue = state.seat_order_from(state.chooser_seat())


def price(state: State, player: int, card: str, over: str | None, goods: Goods, decline: bool,
          privilege: bool = True) -> Refusal | Terms:
    """A Refusal, or (cards to pay, whether the library's second discount lowered that). `decline`:
    the library's doubling declined; `privilege` false: the builder's privilege declined (and with
    it the library, which has nothing to double)."""
    player_state = state.players[player]
    building = CARDS.get(card)
    if building is None:
        return Refusal("sj.builder.card-in-hand", Reason("there is no San Juan card called {card}", card=repr(card)))
    if card not in player_state.hand:
        return Refusal("sj.builder.card-in-hand", Reason("{player} has no {card} in hand to build", player=Seat(player),
                                                         card=Named("card", card)))
    city = player_state.buildings
    if over is not None:
        refused = _cover_refused(city, player, card, over)
        if refused is not None:
            return refused
    if building.violet and card in city:
        return Refusal("sj.builder.violet-once", Reason("{player} already has {card:a}: each violet building only once "
                                                  "per city", player=Seat(player), card=Named("card", card)))
    if goods:
        refused = _goods_refused(player_state, player, over, goods)
        if refused is not None:
            return refused
    discount, library = _discount(state, player, building, over, decline, privilege)
    before_goods = building.cost - discount
    net = max(0, before_goods - len(goods))
    mattered = library and max(0, before_goods + BUILDER_PRIVILEGE - len(goods)) > net
    return net, mattered


def _cover_refused(city: list[str], player: int, card: str, over: str) -> Refusal | None:
    """Why `card` may not go on top of `over` in this city with a crane, or None."""
    if "crane" not in city:
        return Refusal("sj.crane.cover", Reason("only a crane lets a player build over a building; {player} has none",
                                              player=Seat(player)))
    if over == "crane":
        return Refusal("sj.crane.not-the-crane", Reason("the crane cannot be built over: its own ability is what "
                                                     "lets this building go on top"))
    if over not in city:
        return Refusal("sj.crane.cover", Reason("{player} has no {card} to build over", player=Seat(player),
                                              card=Named("card", over)))
    if over == card:
        return Refusal("sj.crane.never-same-building",
                       Reason("{card:a} may not be built over {over:a}", card=Named("card", card),
                              over=Named("card", over)))
    return None


def _goods_refused(player_state: PlayerState, player: int, over: str | None, goods: Goods) -> Refusal | None:
    """Why these goods may not pay on a black market, or None."""
    if "black_market" not in player_state.buildings or over == "black_market":
        return Refusal("sj.black-market.goods", Reason("only a black market (not one being built over) lets goods "
                                                  "pay for a building"))
    if len(goods) > BLACK_MARKET_GOODS:
        return Refusal("sj.black-market.goods", Reason("the black market takes at most {n:count:good}",
                                                     n=BLACK_MARKET_GOODS))
    lacking = missing(goods, player_state.goods_on())
    if lacking:
        return Refusal("sj.black-market.goods", Reason("{player} has no good on {cards} to pay with", player=Seat(player),
                                                     cards=Named("card", lacking)))
    return None


def _discount(state: State, player: int, building: Card, over: str | None, decline: bool,
              privilege: bool) -> tuple[int, bool]:
    """(cards off the printed cost before goods, whether the library doubled the privilege): the
    privilege, the smithy's and the quarry's card, and the covered building's cost."""
    city = state.players[player].buildings
    discount = 0
    library = False
    if player == state.chooser and privilege:
        library = not decline and library_available(state, player, over)
        discount += 2 * BUILDER_PRIVILEGE if library else BUILDER_PRIVILEGE
    if building.production and "smithy" in city and over != "smithy":
        discount += 1
    if building.violet and "quarry" in city and over != "quarry":
        discount += 1
    if over is not None:
        discount += COST[over]
    return discount, library


def _too_few_cards(action: Action, net: int, room: int) -> Refusal:
    return Refusal("sj.builder.cost", Reason("the {card} costs {net:count:card} here after every discount, and {player} "
                                              "has only {room:count:other card} in hand to pay with",
                                              card=Named("card", action.value), net=net, player=Seat(action.player),
                                              room=room))


def _rule(action: Action) -> str:
    if action.option("over"):
        return "sj.crane.cover"
    if action.option("goods"):
        return "sj.black-market.goods"
    return "sj.builder.cost"


def _terms(state: State, action: Action) -> Refusal | Terms:
    """The price of the build `action` names, or a Refusal (see price)."""
    return price(state, action.player, action.value, action.option("over"), action.option("goods", ()),
                 action.option("library") is False,
                 action.option("privilege") is not False)


def check(ruleset: Ruleset, state: State, action: Action) -> Verdict:
    if action.verb == "pass":
        return "sj.action.pass-optional"
    if action.option("privilege") is False and action.player != state.chooser:
        return Refusal("sj.builder.privilege", Reason("only the builder's chooser has a privilege to decline, not {player}",
                                                 player=Seat(action.player)))
    terms = _terms(state, action)
    if isinstance(terms, Refusal):
        return terms
    net = terms[0]
    if action.options and any(key in DRAW_DECLINES for key, _ in action.options):  # rare: skip it on the hot path
        refused = _declined_draws(state, action, net)
        if refused is not None:
            return refused
    if action.verb == "begin_build":  # its cards are then picked one by one (see steps.py)
        room = len(state.players[action.player].hand) - 1
        if not net:
            return Refusal("sj.builder.cost", Reason("the {card} costs nothing here: build it at once",
                                                     card=Named("card", action.value)))
        if net > room:
            return _too_few_cards(action, net, room)
        return _rule(action)
    pay = action.option("pay", ())
    if len(pay) != net:
        room = len(state.players[action.player].hand) - 1
        if net > room:  # the hand cannot pay it at all: that, not the count paid, is the reason
            return _too_few_cards(action, net, room)
        return Refusal("sj.builder.cost", Reason("the {card} costs {net:count:card} here after every discount, not {paid}",
                                           card=Named("card", action.value), net=net, paid=len(pay)))
    hand = state.players[action.player].hand[:]
    hand.remove(action.value)
    lacking = missing(pay, hand)
    if lacking:
        return Refusal("sj.builder.cost", Reason("{player} has no {cards} left in hand to pay with",
                                           player=Seat(action.player), cards=Named("card", lacking)))
    return _rule(action)


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    player = action.player
    if action.verb == "begin_build":  # the payment is now picked card by card, then confirmed
        state.building = str(Action(player, "build", action.value, action.options))
        events.append(event("build_begun", player, _rule(action), {"card": action.value}))
        return
    state.building = None
    state.queue.pop(0)
    if action.verb == "pass":
        events.append(event("pass", player, "sj.action.pass-optional", {}))
        return
    player_state = state.players[player]
    card, over, goods, pay = action.value, action.option("over"), action.option("goods", ()), action.option("pay", ())
    terms = _terms(state, action)
    assert not isinstance(terms, Refusal), "checked first"
    net, library = terms
    if action.option("privilege") is False:
        events.append(event("decline", player, "sj.builder.privilege", {"benefit": "privilege", "role": "builder"}))
    player_state.hand.remove(card)
    take(player_state.hand, pay)
    state.discard.extend(pay)
    for name in goods:  # the black market: goods go to the discard pile unseen
        k = next(k for k, (b, g) in enumerate(zip(player_state.buildings, player_state.goods)) if b == name and g is not None)
        good = player_state.goods[k]
        assert good is not None, "the building chosen for the good on it"
        state.discard.append(good)
        player_state.goods[k] = None
    if goods:
        events.append(event("black_market", player, "sj.black-market.goods", {"goods": list(goods)}))
    if over is not None:
        # cover an empty copy if there is one; a good on the covered building is discarded
        spots = [k for k, b in enumerate(player_state.buildings) if b == over]
        k = next((k for k in spots if player_state.goods[k] is None), spots[0])
        lost = player_state.goods[k]
        if lost is not None:
            state.discard.append(lost)
            events.append(event("good_lost", player, "sj.crane.good-discarded", {"building": over}))
        player_state.covered.append(over)
        player_state.buildings[k] = card
        player_state.goods[k] = None
        events.append(event("cover", player, "sj.crane.cover", {"covered": over, "by": card}))
    else:
        player_state.add_building(card)
    events.append(event("build", player, _rule(action), {"card": card, "paid": net}))
    if library:
        state.library_used[player] = True
        events.append(event("library", player, "sj.library.double", {"role": "builder"}))
    # abilities after paying: the carpenter first, then the poor house (neither the new building)
    if _carpenter_pays(player_state.buildings, card):
        _draw_or_decline(state, action, "carpenter", "sj.carpenter.draw", events)
    if _poor_house_pays(player_state.buildings, card, len(player_state.hand)):
        _draw_or_decline(state, action, "poor_house", "sj.poor-house.draw", events)


def _draw_or_decline(state: State, action: Action, building: str, rule: str, events: list[Event]) -> None:
    """A building's card for the builder, or (written ``building: false``) the ability left unused."""
    if action.option(building) is False:
        events.append(event("decline", action.player, rule, {"benefit": building}))
        return
    state.players[action.player].hand += draw(state, 1, events, action.player)
    events.append(event("draw", action.player, rule, {"count": 1}))


def _carpenter_pays(city: list[str], card: str) -> bool:
    """Does the carpenter give a card for building `card` (`city` as it stands after the build)?"""
    return CARDS[card].violet and card != "carpenter" and "carpenter" in city


def _poor_house_pays(city: list[str], card: str, hand_after: int) -> bool:
    """Does the poor house give a card to a builder of `card` left holding `hand_after` cards?"""
    return card != "poor_house" and "poor_house" in city and hand_after <= POOR_HOUSE_MOST


def _city_after(city: list[str], card: str, over: str | None) -> list[str]:
    if over is None:
        return [*city, card]
    after = [*city]
    after[after.index(over)] = card
    return after


def _benefits(state: State, player: int, card: str, over: str | None, net: int, carpenter: bool) -> tuple[bool, bool]:
    """(the carpenter pays, the poor house pays) for this build, the carpenter's card taken or not."""
    city = _city_after(state.players[player].buildings, card, over)
    carpenter_pays = _carpenter_pays(city, card)
    hand_after = len(state.players[player].hand) - 1 - net + (1 if carpenter_pays and carpenter else 0)
    return carpenter_pays, _poor_house_pays(city, card, hand_after)


def _declined_draws(state: State, action: Action, net: int) -> Refusal | None:
    """A building's card declined where that building would give none is refused, naming why."""
    carpenter_pays, poor_house_pays = _benefits(state, action.player, action.value, action.option("over"), net,
                                                action.option("carpenter") is not False)
    if action.option("carpenter") is False and not carpenter_pays:
        return Refusal("sj.carpenter.draw", Reason("building {card:a} earns {player} no carpenter's card to decline",
                                             card=Named("card", action.value), player=Seat(action.player)))
    if action.option("poor_house") is False and not poor_house_pays:
        return Refusal("sj.poor-house.draw", Reason("building {card:a} leaves {player} no poor house's card to decline",
                                              card=Named("card", action.value), player=Seat(action.player)))
    return None


def _draw_declines(state: State, player: int, card: str, over: str | None, net: int) -> list[Declined]:
    """The ways to take or leave the carpenter's and the poor house's cards for this build: the
    options each adds (none: both taken)."""
    out: list[Declined] = []
    carpenter_pays = _benefits(state, player, card, over, net, True)[0]
    for carpenter in ((True, False) if carpenter_pays else (True,)):
        poor_house_pays = _benefits(state, player, card, over, net, carpenter)[1]
        for poor_house in ((True, False) if poor_house_pays else (True,)):
            out.append((() if carpenter else (("carpenter", False),))
                       + (() if poor_house else (("poor_house", False),)))
    return out


# -- listing -------------------------------------------------------------------------------------
def _heads(state: State, player: int) -> Iterator[Head]:
    """(card, over, goods, declines, net) for every build this player can afford, paying aside:
    `declines` the options of the benefits left unused (``(("library", False),)``...). A declined
    library is listed only where it changes the price; a declined carpenter's or poor house's card
    where that building would give one."""
    player_state = state.players[player]
    room = len(player_state.hand) - 1
    city = player_state.buildings
    overs: list[str | None] = [None]
    if "crane" in city:
        overs += sorted({b for b in city if b != "crane"})
    goods_counts: list[tuple[str, int]] = counts_of(player_state.goods_on()) if "black_market" in city else []
    max_goods = min(BLACK_MARKET_GOODS, sum(n for _, n in goods_counts))
    draws = "carpenter" in city or "poor_house" in city
    for card in sorted(set(player_state.hand)):
        for over in overs:
            if over == card:
                continue
            for k in range(0 if over == "black_market" else max_goods, -1, -1):
                for goods in multiset_combinations(goods_counts, k):
                    for declined, net in _prices(state, player, card, over, goods, room):
                        if not draws:
                            yield card, over, goods, declined, net
                            continue
                        for left in _draw_declines(state, player, card, over, net):
                            yield card, over, goods, tuple(sorted(declined + left)), net


_LIBRARY_DECLINED = (("library", False),)


def _prices(state: State, player: int, card: str, over: str | None, goods: Goods, room: int) -> list[tuple[Declined, int]]:
    """(declined options, price) for building `card` this way: with every discount, and for the
    chooser without the library's doubling where that changes the price; only the prices the hand
    can pay. (The whole privilege declined, ``privilege: false``, is legal but not listed: it only
    makes the build dearer, and would double every builder's list of ways to build.)"""
    used = price(state, player, card, over, goods, False)
    if isinstance(used, Refusal):
        return []
    out: list[tuple[Declined, int]] = [((), used[0])] if used[0] <= room else []
    if player != state.chooser:
        return out
    if over != "library" and library_available(state, player):
        declined = price(state, player, card, over, goods, True)
        assert not isinstance(declined, Refusal), "the same build, only dearer"
        if declined[0] != used[0] and declined[0] <= room:
            out.append((_LIBRARY_DECLINED, declined[0]))
    return out


def _action(player: int, card: str, over: str | None, goods: Goods, declined: Declined,
            pay: tuple[str, ...]) -> Action:
    options: list[tuple[str, object]] = list(declined)
    if goods:
        options.append(("goods", goods))
    if over is not None:
        options.append(("over", over))
    if pay:
        options.append(("pay", pay))
    return Action(player, "build", card, tuple(sorted(options)))


def can_act(state: State, player: int) -> bool:
    return next(_heads(state, player), None) is not None


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    return give_turn_to_next_able(state, lambda player: can_act(state, player), "sj.round.skip-no-action", events,
                                  detail={"phase": state.phase})


# -- paying in steps (see steps.py): once a build is begun, the cards that pay for it ----------------
def _begun(state: State) -> Action | None:
    return Action.from_text(state.building) if state.building else None


def pick_source(state: State, player: int) -> list[str]:
    begun = _begun(state)
    if begun is None:
        return []
    rest = state.players[player].hand[:]
    rest.remove(begun.value)
    return rest


def pick_sizes(ruleset: Ruleset, state: State, player: int) -> range:
    begun = _begun(state)
    if begun is None:
        return range(0)
    terms = _terms(state, begun)
    net = 0 if isinstance(terms, Refusal) else terms[0]
    return range(net, net + 1)


def pick_rule(state: State, player: int) -> str:
    return "sj.builder.cost"


def whole(state: State, player: int, picks: tuple[str, ...]) -> Action:
    begun = _begun(state)
    assert begun is not None, "confirm is checked first: a build has been begun"
    return Action(player, "build", begun.value, tuple(sorted((*begun.options, ("pay", picks)))))


def candidates(ruleset: Ruleset, state: State, player: int) -> list[Action]:
    """Each build that can be afforded, begun (its payment to be picked card by card), or whole
    when it costs nothing, and the pass; while a build is begun, its payment's steps. A whole
    build with its payment is legal at any moment, not listed."""
    if state.building:
        return [*steps.candidates(sys.modules[__name__], ruleset, state, player), Action(player, "pass")]
    out: list[Action] = []
    for card, over, goods, declined, net in _heads(state, player):
        head = _action(player, card, over, goods, declined, ())
        out.append(Action(player, "begin_build", card, head.options) if net else head)
    out.append(Action(player, "pass"))
    return out


def whole_candidates(ruleset: Ruleset, state: State, player: int) -> Iterator[Action]:
    hand = state.players[player].hand
    for card, over, goods, declined, net in _heads(state, player):
        rest = hand[:]
        rest.remove(card)
        for pay in multiset_combinations(counts_of(rest), net):
            yield _action(player, card, over, goods, declined, pay)
    yield Action(player, "pass")


def sample(ruleset: Ruleset, state: State, player: int, rng: random.Random) -> Action:
    """A random build or pass: mostly plain builds, now and then a crane's or a pass (random play
    that covered buildings as often as it could would take every card out of the game)."""
    heads = list(_heads(state, player))
    plain = [h for h in heads if h[1] is None]
    if not heads or rng.random() < 0.1:
        return Action(player, "pass")
    card, over, goods, declined, net = rng.choice(plain if plain and rng.random() < 0.9 else heads)
    rest = state.players[player].hand[:]
    rest.remove(card)
    return _action(player, card, over, goods, declined, random_subset(rest, net, rng))
