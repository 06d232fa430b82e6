"""Builder: from the chooser, each player may build one building from their hand and pay for it
with other hand cards.

The price is the printed cost less every discount that applies (privilege, library, smithy,
quarry, black-market goods, the crane's covered building), never below 0; what a discount
would save beyond that is lost. A building a crane is covering helps nothing in this build,
and the new building helps only from the next phase on (the carpenter and poor house below
look at the city without it).
"""
from __future__ import annotations

from puertorico_nb.core.events import event
from puertorico_nb.core.turns import give_turn_to_next_able
import sys

from . import steps
from .actions import Action
from .common import (Refusal, counts_of, draw, library_available, missing, multiset_combinations,
                     plural, random_subset, said, take, with_article)
from .components import BLACK_MARKET_GOODS, BUILDER_PRIVILEGE, CARDS, COST, POOR_HOUSE_MOST

VERBS = ("build", "pass", "begin_build")


def start(opts, s, events):
    s.queue = s.seat_order_from(s.chooser)


def price(s, player: int, card: str, over: str | None, goods: tuple, decline: bool, privilege: bool = True):
    """A Refusal, or (cards to pay, whether the library's second discount lowered that). `decline`:
    the library's doubling declined; `privilege` false: the builder's privilege declined (and with
    it the library, which has nothing to double)."""
    p = s.players[player]
    c = CARDS.get(card)
    if c is None:
        return Refusal("sj.builder.card-in-hand", f"there is no San Juan card called {card!r}")
    if card not in p.hand:
        return Refusal("sj.builder.card-in-hand", f"player {player} has no {said(card)} in hand to build")
    city = p.buildings
    if over is not None:
        if "crane" not in city:
            return Refusal("sj.crane.cover", f"only a crane lets a player build over a building; player {player} has none")
        if over == "crane":
            return Refusal("sj.crane.not-the-crane", "the crane cannot be built over: its own ability is what "
                           "lets this building go on top")
        if over not in city:
            return Refusal("sj.crane.cover", f"player {player} has no {said(over)} to build over")
        if over == card:
            return Refusal("sj.crane.never-same-building",
                           f"{with_article(said(card))} may not be built over {with_article(said(over))}")
    if c.violet and card in city:
        return Refusal("sj.builder.violet-once", f"player {player} already has {with_article(said(card))}: each violet building "
                       "only once per city")
    discount = 0
    library = False
    if player == s.chooser and privilege:
        library = not decline and library_available(s, player, over)
        discount += 2 * BUILDER_PRIVILEGE if library else BUILDER_PRIVILEGE
    if c.production and "smithy" in city and over != "smithy":
        discount += 1
    if c.violet and "quarry" in city and over != "quarry":
        discount += 1
    if over is not None:
        discount += COST[over]
    before_goods = c.cost - discount
    if goods:
        if "black_market" not in city or over == "black_market":
            return Refusal("sj.black-market.goods", "only a black market (not one being built over) lets goods "
                           "pay for a building")
        if len(goods) > BLACK_MARKET_GOODS:
            return Refusal("sj.black-market.goods", f"the black market takes at most {BLACK_MARKET_GOODS} goods")
        lacking = missing(goods, p.goods_on())
        if lacking:
            return Refusal("sj.black-market.goods", f"player {player} has no good on {said(lacking)} to pay with")
    net = max(0, before_goods - len(goods))
    mattered = library and max(0, before_goods + BUILDER_PRIVILEGE - len(goods)) > net
    return net, mattered


def _rule(a: Action) -> str:
    if a.option("over"):
        return "sj.crane.cover"
    if a.option("goods"):
        return "sj.black-market.goods"
    return "sj.builder.cost"


def _terms(s, a: Action):
    """The price of the build `a` names, or a Refusal (see price)."""
    return price(s, a.player, a.value, a.option("over"), a.option("goods", ()), a.option("library") is False,
                 a.option("privilege") is not False)


def check(opts, s, a: Action):
    if a.verb == "pass":
        return "sj.action.pass-optional"
    if a.option("privilege") is False and a.player != s.chooser:
        return Refusal("sj.builder.privilege", f"only the builder's chooser has a privilege to decline, not "
                       f"player {a.player}")
    terms = _terms(s, a)
    if terms.__class__ is Refusal:
        return terms
    net = terms[0]
    refused = _declined_draws(s, a, net)
    if refused is not None:
        return refused
    if a.verb == "begin_build":  # its cards are then picked one by one (see steps.py)
        room = len(s.players[a.player].hand) - 1
        if not net:
            return Refusal("sj.builder.cost", f"{a.value} costs nothing here: build it at once")
        if net > room:
            return Refusal("sj.builder.cost", f"{a.value} costs {net} card(s) here after every discount, and "
                           f"you have only {room} other card(s)")
        return _rule(a)
    pay = a.option("pay", ())
    if len(pay) != net:
        return Refusal("sj.builder.cost", f"{said(a.value)} costs {plural(net, 'card')} here after every discount, "
                       f"not {len(pay)}")
    hand = s.players[a.player].hand[:]
    hand.remove(a.value)
    lacking = missing(pay, hand)
    if lacking:
        return Refusal("sj.builder.cost", f"player {a.player} has no {said(lacking)} left in hand to pay with")
    return _rule(a)


def apply(opts, s, a: Action, events):
    player = a.player
    if a.verb == "begin_build":  # the payment is now picked card by card, then confirmed
        s.building = str(Action(player, "build", a.value, a.options))
        events.append(event("build_begun", player, _rule(a), {"card": a.value}))
        return
    s.building = None
    s.queue.pop(0)
    if a.verb == "pass":
        events.append(event("pass", player, "sj.action.pass-optional", {}))
        return
    p = s.players[player]
    card, over, goods, pay = a.value, a.option("over"), a.option("goods", ()), a.option("pay", ())
    net, library = _terms(s, a)
    if a.option("privilege") is False:
        events.append(event("decline", player, "sj.builder.privilege", {"benefit": "privilege", "role": "builder"}))
    p.hand.remove(card)
    take(p.hand, pay)
    s.discard.extend(pay)
    for name in goods:  # the black market: goods go to the discard pile unseen
        k = next(k for k, (b, g) in enumerate(zip(p.buildings, p.goods)) if b == name and g is not None)
        s.discard.append(p.goods[k])
        p.goods[k] = None
    if goods:
        events.append(event("black_market", player, "sj.black-market.goods", {"goods": list(goods)}))
    if over is not None:
        # cover an empty copy if there is one; a good on the covered building is discarded
        spots = [k for k, b in enumerate(p.buildings) if b == over]
        k = next((k for k in spots if p.goods[k] is None), spots[0])
        if p.goods[k] is not None:
            s.discard.append(p.goods[k])
            events.append(event("good_lost", player, "sj.crane.good-discarded", {"building": over}))
        p.covered.append(over)
        p.buildings[k] = card
        p.goods[k] = None
        events.append(event("cover", player, "sj.crane.cover", {"covered": over, "by": card}))
    else:
        p.add_building(card)
    events.append(event("build", player, _rule(a), {"card": card, "paid": net}))
    if library:
        s.library_used[player] = True
        events.append(event("library", player, "sj.library.double", {"role": "builder"}))
    # abilities after paying: the carpenter first, then the poor house (neither the new building)
    if _carpenter_pays(p.buildings, card):
        _draw_or_decline(s, a, "carpenter", "sj.carpenter.draw", events)
    if _poor_house_pays(p.buildings, card, len(p.hand)):
        _draw_or_decline(s, a, "poor_house", "sj.poor-house.draw", events)


def _draw_or_decline(s, a: Action, building: str, rule: str, events) -> None:
    """A building's card for the builder, or (written ``building: false``) the ability left unused."""
    if a.option(building) is False:
        events.append(event("decline", a.player, rule, {"benefit": building}))
        return
    s.players[a.player].hand += draw(s, 1, events, a.player)
    events.append(event("draw", a.player, rule, {"count": 1}))


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


def _benefits(s, player: int, card: str, over: str | None, net: int, carpenter: bool) -> tuple[bool, bool]:
    """(the carpenter pays, the poor house pays) for this build, the carpenter's card taken or not."""
    city = _city_after(s.players[player].buildings, card, over)
    carpenter_pays = _carpenter_pays(city, card)
    hand_after = len(s.players[player].hand) - 1 - net + (1 if carpenter_pays and carpenter else 0)
    return carpenter_pays, _poor_house_pays(city, card, hand_after)


def _declined_draws(s, a: Action, net: int) -> Refusal | None:
    """A building's card declined where that building would give none is refused, naming why."""
    carpenter_pays, poor_house_pays = _benefits(s, a.player, a.value, a.option("over"), net,
                                                a.option("carpenter") is not False)
    if a.option("carpenter") is False and not carpenter_pays:
        return Refusal("sj.carpenter.draw", f"building {with_article(said(a.value))} earns player {a.player} no "
                       "carpenter's card to decline")
    if a.option("poor_house") is False and not poor_house_pays:
        return Refusal("sj.poor-house.draw", f"building {with_article(said(a.value))} leaves player {a.player} "
                       "no poor house's card to decline")
    return None


def _draw_declines(s, player: int, card: str, over: str | None, net: int) -> list[tuple]:
    """The ways to take or leave the carpenter's and the poor house's cards for this build: the
    options each adds (none: both taken)."""
    out = []
    carpenter_pays = _benefits(s, player, card, over, net, True)[0]
    for carpenter in ((True, False) if carpenter_pays else (True,)):
        poor_house_pays = _benefits(s, player, card, over, net, carpenter)[1]
        for poor_house in ((True, False) if poor_house_pays else (True,)):
            out.append((() if carpenter else (("carpenter", False),))
                       + (() if poor_house else (("poor_house", False),)))
    return out


# -- listing -------------------------------------------------------------------------------------
def _heads(s, player):
    """(card, over, goods, declines, net) for every build this player can afford, paying aside:
    `declines` the options of the benefits left unused (``(("library", False),)``...). A declined
    library is listed only where it changes the price; a declined carpenter's or poor house's card
    where that building would give one."""
    p = s.players[player]
    room = len(p.hand) - 1
    city = p.buildings
    overs = [None]
    if "crane" in city:
        overs += sorted({b for b in city if b != "crane"})
    goods_counts = counts_of(p.goods_on()) if "black_market" in city else []
    max_goods = min(BLACK_MARKET_GOODS, sum(n for _, n in goods_counts))
    draws = "carpenter" in city or "poor_house" in city
    for card in sorted(set(p.hand)):
        for over in overs:
            if over == card:
                continue
            for k in range(0 if over == "black_market" else max_goods, -1, -1):
                for goods in multiset_combinations(goods_counts, k):
                    for declined, net in _prices(s, player, card, over, goods, room):
                        if not draws:
                            yield card, over, goods, declined, net
                            continue
                        for left in _draw_declines(s, player, card, over, net):
                            yield card, over, goods, tuple(sorted(declined + left)), net


_LIBRARY_DECLINED = (("library", False),)


def _prices(s, player: int, card: str, over: str | None, goods: tuple, room: int) -> list[tuple]:
    """(declined options, price) for building `card` this way: with every discount, and for the
    chooser without the library's doubling where that changes the price; only the prices the hand
    can pay. (The whole privilege declined, ``privilege: false``, is legal but not listed: it only
    makes the build dearer, and would double every builder's list of ways to build.)"""
    used = price(s, player, card, over, goods, False)
    if used.__class__ is Refusal:
        return []
    out: list[tuple[tuple[tuple[str, bool], ...], int]] = [((), used[0])] if used[0] <= room else []
    if player != s.chooser:
        return out
    if over != "library" and library_available(s, player):
        declined = price(s, player, card, over, goods, True)
        if declined[0] != used[0] and declined[0] <= room:
            out.append((_LIBRARY_DECLINED, declined[0]))
    return out


def _action(player, card, over, goods, declined, pay) -> Action:
    options = list(declined)
    if goods:
        options.append(("goods", goods))
    if over is not None:
        options.append(("over", over))
    if pay:
        options.append(("pay", pay))
    return Action(player, "build", card, tuple(sorted(options)))


def can_act(s, player) -> bool:
    return next(_heads(s, player), None) is not None


def next_turn(opts, s, events):
    return give_turn_to_next_able(s, lambda player: can_act(s, player), "sj.round.skip-no-action", events,
                                  detail={"phase": s.phase})


# -- paying in steps (see steps.py): once a build is begun, the cards that pay for it ----------------
def _begun(s) -> Action | None:
    return Action.from_text(s.building) if s.building else None


def pick_source(s, player: int) -> list[str]:
    begun = _begun(s)
    if begun is None:
        return []
    rest = s.players[player].hand[:]
    rest.remove(begun.value)
    return rest


def pick_sizes(opts, s, player: int) -> range:
    begun = _begun(s)
    if begun is None:
        return range(0)
    terms = _terms(s, begun)
    net = terms[0] if terms.__class__ is not Refusal else 0
    return range(net, net + 1)


def pick_rule(s, player: int) -> str:
    return "sj.builder.cost"


def whole(s, player: int, picks: tuple[str, ...]) -> Action:
    begun = _begun(s)
    assert begun is not None, "confirm is checked first: a build has been begun"
    return Action(player, "build", begun.value, tuple(sorted((*begun.options, ("pay", picks)))))


def candidates(opts, s, player):
    """Each build that can be afforded, begun (its payment to be picked card by card), or whole
    when it costs nothing, and the pass; while a build is begun, its payment's steps. A whole
    build with its payment is legal at any moment, not listed."""
    if s.building:
        return [*steps.candidates(sys.modules[__name__], opts, s, player), Action(player, "pass")]
    out = []
    for card, over, goods, declined, net in _heads(s, player):
        head = _action(player, card, over, goods, declined, ())
        out.append(Action(player, "begin_build", card, head.options) if net else head)
    out.append(Action(player, "pass"))
    return out


def whole_candidates(opts, s, player):
    hand = s.players[player].hand
    for card, over, goods, declined, net in _heads(s, player):
        rest = hand[:]
        rest.remove(card)
        for pay in multiset_combinations(counts_of(rest), net):
            yield _action(player, card, over, goods, declined, pay)
    yield Action(player, "pass")


def sample(opts, s, player, rng):
    """A random build or pass: mostly plain builds, now and then a crane's or a pass (random play
    that covered buildings as often as it could would take every card out of the game)."""
    heads = list(_heads(s, player))
    plain = [h for h in heads if h[1] is None]
    if not heads or rng.random() < 0.1:
        return Action(player, "pass")
    card, over, goods, declined, net = rng.choice(plain if plain and rng.random() < 0.9 else heads)
    rest = s.players[player].hand[:]
    rest.remove(card)
    return _action(player, card, over, goods, declined, random_subset(rest, net, rng))
