"""The words of San Juan hints: why the coach's move is good in terms of the game (cards are both
buildings and money, what a building does, which goods sell best on the tile up, what a role
brings you and your rivals), then how far ahead of the next best move it puts you."""
from __future__ import annotations

from collections import Counter

from ..games.san_juan.components import CARDS, TILES
from ..games.san_juan.render import label, pretty
from ..core.words import Phrase
from .hints import ANY_ROLE, AS_THE_ROLE, PASS_ANY, Outlook, against_the_next, and_words, count_words, rivals_words

# What a building does for its owner, in a few words of our own (the rule catalogue has the full
# statements): each says what the building does, of "its owner", so that it holds in a hint to
# the player and in a walkthrough's reason about someone else ("the smithy ...").
ABILITY_WORDS = {
    "smithy": "makes production buildings a card cheaper for its owner",
    "gold_mine": "lets its owner, as prospector, turn up four cards and keep one if all their costs differ",
    "archive": "lets its owner, as councillor, throw away cards from the whole hand, not just those drawn",
    "poor_house": "draws its owner a card after building, if at most one is left in hand",
    "black_market": "lets up to two of its owner's goods pay for a building",
    "trading_post": "lets its owner sell one good more in every trader phase",
    "well": "draws its owner a card for producing two goods or more",
    "market_stand": "draws its owner a card for selling two goods or more",
    "crane": "lets its owner build over one of their buildings and pay only the difference",
    "chapel": "lets its owner tuck a card under it at the start of each round, for a point at the end",
    "tower": "lets its owner's hand hold 12 cards, not 7, when a round starts",
    "aqueduct": "makes its owner one good more in every producer phase",
    "carpenter": "draws its owner a card for every violet building they build",
    "prefecture": "lets its owner, as councillor, keep two cards, not one",
    "market_hall": "draws its owner one card more for every sale",
    "quarry": "makes violet buildings a card cheaper for its owner",
    "library": "doubles its owner's privilege once a round",
    "guild_hall": "scores 2 points at the end per production building",
    "city_hall": "scores a point at the end per violet building",
    "triumphal_arch": "scores 4, 6 or 8 points at the end for one, two or three monuments",
    "palace": "adds a quarter of its owner's other points at the end",
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


def target(game, action) -> dict:
    """The table's control for the hint's next click, as the table's buttons carry their action:
    the card to toggle or the confirm, and for a build not yet begun the card in the hand
    (``{"player": p, "build": card}``, without the payment chosen after it)."""
    step = next_click(game, action)
    if step is not None:
        return step.to_mapping()
    if action.verb == "build" and not game.state.building:
        return {"player": action.player, "build": action.value}
    return action.to_mapping()


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
        named = and_words([_more_of(card, n, again=card == action.value) for card, n in paid.items()])
        pay = f"click {named} to pay with {'it' if sum(paid.values()) == 1 else 'them'}, and " if paid else ""
        return f"Then {pay}press Build the {pretty(action.value)}."
    return ""


def with_selection(game, advice, building: str, pay: list[str]):
    """``advice`` (a Hint) as it reads with ``building`` chosen in the hand to build and ``pay``
    chosen to pay with, a choice the table keeps in the page until Build is pressed: the next
    click from there (a card to pay with or to put back, Build), or "Choose another card" first
    when the coach builds something else. The reason stays the coach's."""
    from dataclasses import replace

    state = game.state
    if state.phase != "builder" or state.building or advice.action.verb not in ("build", "pass"):
        return advice
    action = advice.action
    build_it = f"press Build the {pretty(building)}"
    if action.verb == "pass":
        return advice  # Pass sits beside the chosen card: the advice reads as it is
    if action.value != building:
        first = advice.move[0].lower() + advice.move[1:]
        return replace(advice, move="Choose another card", then=" ".join(filter(None, [f"Then {first}.", advice.then])),
                       target=None)
    wanted, chosen = Counter(action.option("pay", ())), Counter(pay)
    back, missing = chosen - wanted, wanted - chosen
    if back:
        card = sorted(back)[0]
        rest = (back - Counter([card])) + Counter()
        steps = [f"put back {and_words(_counted(rest.elements()))}" if rest else "",
                 f"click {and_words([_more_of(c, n, c == building) for c, n in missing.items()])} to pay" if missing else "",
                 build_it]
        return replace(advice, move=f"Click the {pretty(card)} again to put it back",
                       then=f"Then {and_words([step for step in steps if step])}.", target=None)
    if missing:
        # a copy of the card being built is "the other market hall"
        named = and_words([_more_of(card, n, again=card in chosen or card == building) for card, n in missing.items()])
        it = "it" if sum(missing.values()) == 1 else "them"
        return replace(advice, move=f"Click {named} in your hand to pay with {it}", then=f"Then {build_it}.",
                       target=None)
    return replace(advice, move=f"Press Build the {pretty(building)}", then="",
                   target={"player": action.player, "build": building})


def _more_of(card: str, count: int, again: bool) -> str:
    """``the sugar mill``, ``2 sugar mills``; ``the other indigo plant`` when one is chosen already."""
    if count == 1:
        return f"the other {pretty(card)}" if again else f"the {pretty(card)}"
    return f"{count} more {pretty(card)}s" if again else f"{count} {pretty(card)}s"


def _counted(cards) -> list[str]:
    """``the indigo plant``, ``2 statues``: each card once, with its article or how many."""
    return [f"the {pretty(c)}" if n == 1 else f"{n} {pretty(c)}s" for c, n in Counter(cards).items()]


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


ROLE_DEEDS = {
    "builder": Phrase("builds for a card less", "build for a card less"),
    "producer": Phrase("produces one good more", "produce one good more"),
    "trader": Phrase("sells one good more", "sell one good more"),
    "councillor": Phrase("looks at five cards and keeps the best, where the others see only two",
                         "look at five cards and keep the best, where the others see only two"),
    "prospector": Phrase("draws a card, which nobody else does", "draw a card, which nobody else does"),
}
BUILDS_CHEAPER = Phrase("builds {buildings} for a card less", "build {buildings} for a card less")
PRODUCES = Phrase("produces {goods}, one of them extra for choosing the producer",
                  "produce {goods}, one of them extra for choosing the producer")
PRODUCES_ONE = Phrase("produces 1 good (the extra one needs a second production building)",
                      "produce 1 good (the extra one needs a second production building)")
SELLS = Phrase("sells {goods}, one more than the others may, for {cards}",
               "sell {goods}, one more than the others may, for {cards}")


def _role(o: Outlook, action) -> str:
    role = action.value
    c = _change(o, o.seat)
    if role == "builder" and c["built"]:
        deed = o.say(BUILDS_CHEAPER, buildings=and_words(['the ' + pretty(b) for b in c['built']]))
    elif role == "producer" and c["goods"] > 1:
        deed = o.say(PRODUCES, goods=count_words(c['goods'], 'good'))
    elif role == "producer" and c["goods"] == 1:  # one production building: no second one for the extra good
        deed = o.say(PRODUCES_ONE)
    elif role == "trader" and c["goods"] < 0:
        deed = o.say(SELLS, goods=count_words(-c['goods'], 'good'), cards=count_words(c['hand'], 'card'))
    else:
        deed = o.say(ROLE_DEEDS.get(role, ANY_ROLE))
    return f"{o.say(AS_THE_ROLE, role=pretty(role), deeds=deed)} {rivals_words(o)}"


COSTS = Phrase("The {building} costs {who} {paid} here (printed {cost}) and scores {points} at the end.",
               "The {building} costs you {paid} here (printed {cost}) and scores {points} at the end.")
INCOME = Phrase(" Each producer phase it can make a good, which sells for up to {cards}: income for the rest of the "
                "game.")
# the cards to pay with are named once: to the player by the hint's clicks ("Then click the smithy
# to pay with it"), so here only why; to someone watching (a walkthrough), here
PAYS_WITH = Phrase(" {who} pays with {cards}: the cards {who} needs least.",
                   " Paying with the cards you need least keeps the best ones to build.")


def _build(o: Outlook, action) -> str:
    card = CARDS[action.value]
    paid = action.option("pay", ())
    text = o.say(COSTS, building=pretty(card.id), paid=count_words(len(paid), "card"), cost=card.cost,
                 points=count_words(card.vp, "point"))
    if card.production:
        text += INCOME.say(cards=count_words(max(t[card.good or 0] for t in TILES), "card"))
    elif card.id in ABILITY_WORDS:
        text += f" From now on, it {ABILITY_WORDS[card.id]}."
    if paid:
        text += o.say(PAYS_WITH, cards=and_words(_counted(paid)))
    return text


PRODUCE_ON = Phrase("{who} produces on {buildings}: a good sells later for cards",
                    "Produce on {buildings}: a good sells later for cards")


def _produce(o: Outlook, action) -> str:
    names = list(action.value)
    text = o.say(PRODUCE_ON, buildings=and_words(_counted(names)))
    if len(set(names)) == 1:
        return f"{text}, and an empty production building makes nothing until it produces."
    best = max(names, key=lambda b: CARDS[b].good or 0)
    return f"{text}, and the {pretty(best)}'s good sells for the most of these."


TILE_PAYS = Phrase("The trading-house tile up pays {paid} for the goods on {buildings}: cards are what {who} "
                   "builds with.",
                   "The trading-house tile up pays {paid} for the goods on {buildings}: cards are what you build with.")


def _sell(o: Outlook, action) -> str:
    tile = o.game.state.tiles[0]
    paid = sum(tile[CARDS[b].good] for b in action.value)
    return o.say(TILE_PAYS, paid=count_words(paid, "card"), buildings=and_words(_counted(action.value)))


KEPT_TO_PAY = Phrase("the {card} can only pay for another building ({who} has one)",
                     "the {card} can only pay for another building (you have one)")


def _keep(o: Outlook, action) -> str:
    cards = list(dict.fromkeys(action.value))  # a card kept twice needs its reason once
    why = []
    for c in cards:
        card = CARDS[c]
        if card.violet and c in o.game.state.players[o.seat].buildings:
            why.append(o.say(KEPT_TO_PAY, card=pretty(c)))
        elif c in ABILITY_WORDS:
            why.append(f"the {pretty(c)} {ABILITY_WORDS[c]}")
        else:
            why.append(f"the {pretty(c)} scores {count_words(card.vp, 'point')} for {count_words(card.cost, 'card')}")
    text = "; ".join(why)  # the hint has already said what to keep: here only why
    return text[0].upper() + text[1:] + "."


NOTHING_AWAY = Phrase("{who} throws nothing away: every card {who} holds is worth keeping.",
                      "Throw nothing away: every card you hold is worth keeping.")
AWAY = Phrase("{who} throws away {cards}: these are the cards {who} would build last, and any card pays as well as "
              "another.",
              "Throw away {cards}: these are the cards you would build last, and any card pays as well as another.")


def _discard(o: Outlook, action) -> str:
    cards = list(action.value)
    if not cards:
        return o.say(NOTHING_AWAY)
    return o.say(AWAY, cards=and_words(_counted(cards)))


TUCK = Phrase("{who} tucks the {card} under their chapel: it scores a point at the end, more than it is worth to "
              "{who} in hand.",
              "A card under your chapel scores a point at the end: more than the {card} is worth to you in hand.")


def _tuck(o: Outlook, action) -> str:
    return o.say(TUCK, card=pretty(action.value))


PASSES = {
    "builder": Phrase("No building {who} can pay for now is worth the cards it takes: better to keep them for a "
                      "better one.",
                      "No building you can pay for now is worth the cards it takes: keep them for a better one."),
    "chapel": Phrase("Every card in {whose} hand is worth more to {who} than a point under the chapel.",
                     "Every card in your hand is worth more to you than a point under the chapel."),
    "trader": Phrase("{who} keeps their goods: the tile up pays too little for them.",
                     "Keep your goods: the tile up pays too little for them."),
}


def _pass(o: Outlook, action) -> str:
    return o.say(PASSES.get(o.game.state.phase, PASS_ANY))


def _gains(o: Outlook, action) -> str:
    return rivals_words(o)
