"""The words of San Juan hints: why the coach's move is good in terms of the game (cards are both
buildings and money, what a building does, which goods sell best on the tile up, what a role
brings you and your rivals), then how far ahead of the next best move it puts you."""
from __future__ import annotations

from collections import Counter

from ..games.san_juan.components import CARDS, TILES
from ..games.san_juan.render import label, pretty
from .hints import Outlook, against_the_next, and_words, count_words, rivals_words

# What a building does for its owner, in a few words of our own (the rule catalogue has the full
# statements).
ABILITY_WORDS = {
    "smithy": "production buildings cost you a card less",
    "gold_mine": "as prospector you turn up four cards and keep one if all their costs differ",
    "archive": "as councillor you may throw away cards from your whole hand, not just those drawn",
    "poor_house": "after you build, you draw a card if at most one is left in your hand",
    "black_market": "up to two of your goods may pay for a building",
    "trading_post": "in every trader phase you may sell one good more",
    "well": "producing two goods or more draws you a card",
    "market_stand": "selling two goods or more draws you a card",
    "crane": "you may build over one of your buildings and pay only the difference",
    "chapel": "at the start of each round you may tuck a card under it for a point at the end",
    "tower": "your hand may hold 12 cards, not 7, when a round starts",
    "aqueduct": "you produce one good more in every producer phase",
    "carpenter": "every violet building you build draws you a card",
    "prefecture": "as councillor you keep two cards, not one",
    "market_hall": "every sale draws you one card more",
    "quarry": "violet buildings cost you a card less",
    "library": "once a round you take your role's privilege twice",
    "guild_hall": "at the end it scores 2 points per production building",
    "city_hall": "at the end it scores a point per violet building",
    "triumphal_arch": "at the end it scores 4, 6 or 8 points for one, two or three monuments",
    "palace": "at the end it adds a quarter of your other points",
}


def move_words(game, action) -> str:
    """What to click next on the table for ``action``, as its button says it: a role, a card to
    toggle, the button that confirms the cards chosen, or, in the builder phase, the card in the
    hand to build (the table asks for the cards to pay with after it)."""
    step = next_click(game, action)
    if step is not None:
        return confirm_words(game) if step.verb == "confirm" else label(game, step.to_mapping())
    if action.verb == "build" and not game.state.building:
        return f"Click the {pretty(action.value)} in your hand to build it"
    return label(game, action.to_mapping())


def whole_words(game, action) -> str:
    """The whole move in words (``Keep the hero``), for the moves a hint compares."""
    return label(game, action.to_mapping())


def confirm_words(game) -> str:
    """The words of the button that confirms the cards chosen so far (``Keep 1 card``)."""
    from ..games.san_juan.render.viewmodel import picking

    return str(picking(game)["confirm_label"])


CONFIRM_DECLINES = ("well", "market_stand", "market_hall")


def _picks(game, action) -> list[str] | None:
    """The cards ``action`` is chosen by, where the table has them toggled one at a time."""
    if action.verb == "build" and game.state.building:
        return list(action.option("pay", ()))
    if action.verb in ("produce", "sell", "keep", "discard"):
        return list(action.value)
    return None


def _steps_towards(game, action) -> list:
    """The table's steps from the cards picked now to ``action``: those not wanted put back,
    those wanted picked, then Confirm (with the benefits the move declines)."""
    from ..games.san_juan.actions import Action

    wanted, picked, player = _picks(game, action) or [], list(game.state.picked), action.player
    steps = [Action(player, "unpick", card) for card in sorted(set(picked)) if picked.count(card) > wanted.count(card)]
    steps += [Action(player, "pick", card) for card in sorted(set(wanted))
              for _ in range(wanted.count(card) - picked.count(card))]
    declines = tuple((key, value) for key, value in action.options if key in CONFIRM_DECLINES)
    return [*steps, Action(player, "confirm", True, declines)]


def next_click(game, action):
    """The table's next step towards ``action`` where it is chosen a card at a time (the
    producer's and trader's buildings, the councillor's keep, a discard, a begun build's payment);
    None where the move is one click (a role, a tuck, a pass) or the table builds it in the hand."""
    if _picks(game, action) is None:
        return None
    step = _steps_towards(game, action)[0]
    return step if game.is_legal(step) else None


def then_words(game, action) -> str:
    """The clicks after the one the hint names, where the move takes several (said with the
    hint, not with the reason, which also explains a move already made)."""
    if next_click(game, action) is not None:
        steps = _steps_towards(game, action)
        if len(steps) == 1:
            return ""
        rest = steps[1:-1]
        done = game.clone()
        for step in steps[:-1]:
            done.apply(step)
        press = f"press {confirm_words(done)}"
        if not rest:
            return f"Then {press}."
        cards = Counter(step.value for step in rest if step.verb == "pick")
        first = steps[0].value if steps[0].verb == "pick" else None
        more = and_words([_more_of(c, n, again=c == first or c in game.state.picked) for c, n in cards.items()])
        return f"Then choose {more} too, and {press}." if more else f"Then {press}."
    if action.verb == "build" and not game.state.building:
        paid = Counter(action.option("pay", ()))
        named = and_words([_more_of(card, n, again=False) for card, n in paid.items()])
        pay = f"click {named} to pay with {'it' if sum(paid.values()) == 1 else 'them'}, and " if paid else ""
        return f"Then {pay}press Build the {pretty(action.value)}."
    return ""


def _more_of(card: str, count: int, again: bool) -> str:
    """``the sugar mill``, ``2 sugar mills``; ``the other indigo plant`` when one is chosen already."""
    if count == 1:
        return f"the other {pretty(card)}" if again else f"the {pretty(card)}"
    return f"{count} more {pretty(card)}s" if again else f"{count} {pretty(card)}s"


def _counted(cards) -> list[str]:
    """``indigo plant``, ``2 statues``: each card once, with how many."""
    return [pretty(c) if n == 1 else f"{n} {pretty(c)}s" for c, n in Counter(cards).items()]


def reason(o: Outlook) -> str:
    action = o.ranked[0][0]
    words = {
        "choose_role": _role, "build": _build, "produce": _produce, "sell": _sell, "keep": _keep,
        "discard": _discard, "tuck": _tuck, "pass": _pass,
    }.get(action.verb, _gains)(o, action)
    return f"{words} {against_the_next(o, whole_words)}".strip()


def _change(o: Outlook, seat: int) -> dict:
    before, after = o.game.state.players[seat], o.after.state.players[seat]
    built = list(after.buildings)
    for b in before.buildings:
        if b in built:
            built.remove(b)
    return {"hand": len(after.hand) - len(before.hand), "built": built,
            "goods": after.goods_count() - before.goods_count()}


def _role(o: Outlook, action) -> str:
    role = action.value
    c = _change(o, o.seat)
    if role == "builder" and c["built"]:
        deed = f"build {and_words(['the ' + pretty(b) for b in c['built']])} for a card less"
    elif role == "producer" and c["goods"] > 0:
        deed = f"produce {count_words(c['goods'], 'good')}, one of them extra for choosing the producer"
    elif role == "trader" and c["goods"] < 0:
        deed = f"sell {count_words(-c['goods'], 'good')}, one more than the others may, for {count_words(c['hand'], 'card')}"
    elif role == "councillor":
        deed = "look at five cards and keep the best, where the others see only two"
    elif role == "prospector":
        deed = "draw a card, which nobody else does"
    else:
        deed = {"builder": "build for a card less", "producer": "produce one good more",
                "trader": "sell one good more"}.get(role, "act first")
    return f"As the {pretty(role)} you {deed}. {rivals_words(o)}"


def _build(o: Outlook, action) -> str:
    card = CARDS[action.value]
    paid = action.option("pay", ())
    text = (f"The {pretty(card.id)} costs you {count_words(len(paid), 'card')} here (printed {card.cost}) and scores "
            f"{count_words(card.vp, 'point')} at the end.")
    if card.production:
        best = max(t[card.good or 0] for t in TILES)
        text += (f" Each producer phase it can make a good, which sells for up to {count_words(best, 'card')}: "
                 "income for the rest of the game.")
    elif card.id in ABILITY_WORDS:
        text += f" From now on, {ABILITY_WORDS[card.id]}."
    if paid:
        text += f" Pay with {and_words(_counted(paid))}: the cards you need least."
    return text


def _produce(o: Outlook, action) -> str:
    names = list(action.value)
    text = f"Produce on {and_words(_counted(names))}: a good sells later for cards"
    if len(set(names)) == 1:
        return f"{text}, and an empty production building makes nothing until it produces."
    best = max(names, key=lambda b: CARDS[b].good or 0)
    return f"{text}, and the {pretty(best)}'s good sells for the most of these."


def _sell(o: Outlook, action) -> str:
    tile = o.game.state.tiles[0]
    paid = sum(tile[CARDS[b].good] for b in action.value)
    return (f"The trading-house tile up pays {count_words(paid, 'card')} for the goods on "
            f"{and_words(_counted(action.value))}: cards are what you build with.")


def _keep(o: Outlook, action) -> str:
    cards = list(dict.fromkeys(action.value))  # a card kept twice needs its reason once
    why = []
    for c in cards:
        card = CARDS[c]
        if card.violet and c in o.game.state.players[o.seat].buildings:
            why.append(f"the {pretty(c)} can only pay for another building (you have one)")
        elif c in ABILITY_WORDS:
            why.append(f"with the {pretty(c)} {ABILITY_WORDS[c]}")
        else:
            why.append(f"the {pretty(c)} scores {count_words(card.vp, 'point')} for {count_words(card.cost, 'card')}")
    text = "; ".join(why)  # the hint has already said what to keep: here only why
    return text[0].upper() + text[1:] + "."


def _discard(o: Outlook, action) -> str:
    cards = list(action.value)
    if not cards:
        return "Throw nothing away: every card you hold is worth keeping."
    return (f"Throw away {and_words([pretty(c) for c in cards])}: these are the cards you would build last, "
            "and any card pays as well as another.")


def _tuck(o: Outlook, action) -> str:
    return (f"Tuck the {pretty(action.value)} under your chapel: it scores a point at the end, more than "
            "it is worth to you in hand.")


def _pass(o: Outlook, action) -> str:
    phase = o.game.state.phase
    if phase == "builder":
        return "No building you can pay for now is worth the cards it takes: keep them for a better one."
    if phase == "chapel":
        return "Every card in your hand is worth more to you than a point under the chapel."
    if phase == "trader":
        return "Keep your goods: the tile up pays too little for them."
    return "Every other move leaves you worse off by the coach's reckoning."


def _gains(o: Outlook, action) -> str:
    return rivals_words(o)
