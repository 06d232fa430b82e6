"""The words of San Juan hints: why the coach's move is good in terms of the game (cards are both
buildings and money, what a building does, which goods sell best on the tile up, what a role
brings you and your rivals), then how far ahead of the next best move it puts you; and the
clicks that make the move on the table.

Every sentence is one whole ``Phrase`` (or ``N_`` message) with named placeholders, filled with
the game's own names for roles and cards (the ``rules`` catalogue); a list of cards is joined by
the language's own list pattern (``spoken_list``), never by English words."""
from __future__ import annotations

from collections import Counter

from ..core.language import N_, component_name, speak, translate
from ..core.words import Phrase, spoken_list
from ..games.san_juan.components import CARDS, TILES
from ..games.san_juan.render import label
from ..games.san_juan.render.viewmodel import CARDS_OF_A_KIND, THE_CARD
from .hints import ACTS_FIRST, PASS_ANY, Outlook, against_the_next, counted, rivals_words

# What a building does for its owner, in a sentence of our own (the rule catalogue has the full
# statements): each says what the building does, of "its owner", so that it holds in a hint to
# the player and in a walkthrough's reason about someone else ("the smithy ...").
ABILITIES = {
    "smithy": N_("The {card} makes production buildings a card cheaper for its owner."),
    "gold_mine": N_("The {card} lets its owner, as prospector, turn up four cards and keep one if all their costs "
                    "differ."),
    "archive": N_("The {card} lets its owner, as councillor, throw away cards from the whole hand, not just those "
                  "drawn."),
    "poor_house": N_("The {card} draws its owner a card after building, if at most one is left in hand."),
    "black_market": N_("The {card} lets up to two of its owner's goods pay for a building."),
    "trading_post": N_("The {card} lets its owner sell one good more in every trader phase."),
    "well": N_("The {card} draws its owner a card for producing two goods or more."),
    "market_stand": N_("The {card} draws its owner a card for selling two goods or more."),
    "crane": N_("The {card} lets its owner build over one of their buildings and pay only the difference."),
    "chapel": N_("The {card} lets its owner tuck a card under it at the start of each round, for a point at the end."),
    "tower": N_("The {card} lets its owner's hand hold 12 cards, not 7, when a round starts."),
    "aqueduct": N_("The {card} makes its owner one good more in every producer phase."),
    "carpenter": N_("The {card} draws its owner a card for every violet building they build."),
    "prefecture": N_("The {card} lets its owner, as councillor, keep two cards, not one."),
    "market_hall": N_("The {card} draws its owner one card more for every sale."),
    "quarry": N_("The {card} makes violet buildings a card cheaper for its owner."),
    "library": N_("The {card} doubles its owner's privilege once a round."),
    "guild_hall": N_("The {card} scores 2 points at the end per production building."),
    "city_hall": N_("The {card} scores a point at the end per violet building."),
    "triumphal_arch": N_("The {card} scores 4, 6 or 8 points at the end for one, two or three monuments."),
    "palace": N_("The {card} adds a quarter of its owner's other points at the end."),
}


def _card(name: str) -> str:
    """A card's name in the reader's language."""
    return component_name("card", name)


def ability(card: str) -> str:
    """What `card` does for its owner, as a sentence."""
    return speak(ABILITIES[card], card=_card(card))


# the clicks of a build, a card at a time
CLICK_TO_BUILD = Phrase("Click the {card} in your hand to build it")
BUILD_BUTTON = N_("Build the {card}")
THEN_PRESS = Phrase("Then press {button}.")
THEN_CHOOSE = Phrase("Then choose {cards} too, and press {button}.")
# by whether one card pays or several
THEN_PAY = {False: Phrase("Then click {cards} to pay with it, and press {button}."),
            True: Phrase("Then click {cards} to pay with them, and press {button}.")}
CHOOSE_ANOTHER = N_("Choose another card")
THEN_MOVE = Phrase("Then {move}.")
PUT_BACK = Phrase("Click the {card} again to put it back")
# after a card put back: the others to put back, the cards still to pay with (each where there are any)
THEN_AFTER_PUT_BACK = {
    (False, False): THEN_PRESS,
    (True, False): Phrase("Then put back {back} and press {button}."),
    (False, True): Phrase("Then click {missing} to pay and press {button}."),
    (True, True): Phrase("Then put back {back}, click {missing} to pay and press {button}."),
}
CLICK_TO_PAY = {False: Phrase("Click {cards} in your hand to pay with it"),
                True: Phrase("Click {cards} in your hand to pay with them")}
PRESS = Phrase("Press {button}")
THE_OTHER = Phrase("the other {card}")
MORE_OF_A_KIND = Phrase("{count:count:more {card}}")


def move_words(game, action) -> str:
    """What to click next on the table for ``action``, as its button says it: a role, a card to
    toggle, the button that confirms the cards chosen, or, in the builder phase, the card in the
    hand to build (the table asks for the cards to pay with after it)."""
    step = next_click(game, action)
    if step is not None:
        return confirm_words(game) if step.verb == "confirm" else label(game, step.to_mapping())
    if action.verb == "build" and not game.state.building:
        return CLICK_TO_BUILD.say(card=_card(action.value))
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
        button = confirm_words(done)
        cards = Counter(step.value for step in rest if step.verb == "pick")
        first = steps[0].value if steps[0].verb == "pick" else None
        more = [_more_of(c, n, again=c == first or c in game.state.picked) for c, n in cards.items()]
        return THEN_CHOOSE.say(cards=spoken_list(more), button=button) if more else THEN_PRESS.say(button=button)
    if action.verb == "build" and not game.state.building:
        paid = Counter(action.option("pay", ()))
        button = _build_button(action.value)
        if not paid:
            return THEN_PRESS.say(button=button)
        named = spoken_list([_more_of(card, n, again=card == action.value) for card, n in paid.items()])
        return THEN_PAY[sum(paid.values()) > 1].say(cards=named, button=button)
    return ""


def _build_button(card: str) -> str:
    """The words of the button that builds `card` once it is chosen with its payment."""
    return speak(BUILD_BUTTON, card=_card(card))


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
    button = _build_button(building)
    if action.verb == "pass":
        return advice  # Pass sits beside the chosen card: the advice reads as it is
    if action.value != building:
        first = advice.move[0].lower() + advice.move[1:]
        return replace(advice, move=translate(CHOOSE_ANOTHER),
                       then=" ".join(filter(None, [THEN_MOVE.say(move=first), advice.then])), target=None)
    wanted, chosen = Counter(action.option("pay", ())), Counter(pay)
    back, missing = chosen - wanted, wanted - chosen
    if back:
        card = sorted(back)[0]
        rest = (back - Counter([card])) + Counter()
        missed = spoken_list([_more_of(c, n, c == building) for c, n in missing.items()])
        then = THEN_AFTER_PUT_BACK[bool(rest), bool(missing)].say(back=_counted(rest.elements()), missing=missed,
                                                                    button=button)
        return replace(advice, move=PUT_BACK.say(card=_card(card)), then=then, target=None)
    if missing:
        # a copy of the card being built is "the other market hall"
        named = spoken_list([_more_of(card, n, again=card in chosen or card == building) for card, n in missing.items()])
        return replace(advice, move=CLICK_TO_PAY[sum(missing.values()) > 1].say(cards=named),
                       then=THEN_PRESS.say(button=button), target=None)
    return replace(advice, move=PRESS.say(button=button), then="",
                   target={"player": action.player, "build": building})


def _more_of(card: str, count: int, again: bool) -> str:
    """``the sugar mill``, ``2 sugar mills``; ``the other indigo plant`` when one is chosen already."""
    if count == 1:
        return (THE_OTHER if again else THE_CARD).say(card=_card(card))
    return (MORE_OF_A_KIND if again else CARDS_OF_A_KIND).say(count=count, card=_card(card))


def _counted(cards) -> str:
    """``the indigo plant and 2 statues``: each card once, with its article or how many."""
    return spoken_list([_more_of(card, n, again=False) for card, n in Counter(cards).items()])


def reason(o: Outlook) -> str:
    """Why the coach's move is good, then how it compares with the next best: whole sentences."""
    action = o.ranked[0][0]
    words = {
        "choose_role": _role, "build": _build, "produce": _produce, "sell": _sell, "keep": _keep,
        "discard": _discard, "tuck": _tuck, "pass": _pass,
    }.get(action.verb, _gains)(o, action)
    return " ".join(filter(None, [words, against_the_next(o, whole_words)]))


def _change(o: Outlook, seat: int) -> dict:
    before, after = o.game.state.players[seat], o.after.state.players[seat]
    built = list(after.buildings)
    for b in before.buildings:
        if b in built:
            built.remove(b)
    return {"hand": len(after.hand) - len(before.hand), "built": built,
            "goods": after.goods_count() - before.goods_count()}


# What each role's chooser does in the phase, where the phase played out shows nothing more particular.
ROLE_DEEDS = {
    "builder": Phrase("As the {role} {who} builds for a card less.", "As the {role} you build for a card less."),
    "producer": Phrase("As the {role} {who} produces one good more.", "As the {role} you produce one good more."),
    "trader": Phrase("As the {role} {who} sells one good more.", "As the {role} you sell one good more."),
    "councillor": Phrase("As the {role} {who} looks at five cards and keeps the best, where the others see only two.",
                         "As the {role} you look at five cards and keep the best, where the others see only two."),
    "prospector": Phrase("As the {role} {who} draws a card, which nobody else does.",
                         "As the {role} you draw a card, which nobody else does."),
}
BUILDS_CHEAPER = Phrase("As the {role} {who} builds {buildings} for a card less.",
                        "As the {role} you build {buildings} for a card less.")
PRODUCES = Phrase("As the {role} {who} produces {goods:count:good}, one of them extra for choosing the producer.",
                  "As the {role} you produce {goods:count:good}, one of them extra for choosing the producer.")
PRODUCES_ONE = Phrase("As the {role} {who} produces 1 good (the extra one needs a second production building).",
                      "As the {role} you produce 1 good (the extra one needs a second production building).")
SELLS = Phrase("As the {role} {who} sells {goods:count:good}, one more than the others may, for {cards}.",
               "As the {role} you sell {goods:count:good}, one more than the others may, for {cards}.")


def _role(o: Outlook, action) -> str:
    role = action.value
    c = _change(o, o.seat)
    fields = {"role": component_name("role", role)}
    if role == "builder" and c["built"]:
        deed = o.say(BUILDS_CHEAPER, buildings=_counted(c["built"]), **fields)
    elif role == "producer" and c["goods"] > 1:
        deed = o.say(PRODUCES, goods=c["goods"], **fields)
    elif role == "producer" and c["goods"] == 1:  # one production building: no second one for the extra good
        deed = o.say(PRODUCES_ONE, **fields)
    elif role == "trader" and c["goods"] < 0:
        deed = o.say(SELLS, goods=-c["goods"], cards=counted("card", c["hand"]), **fields)
    else:
        deed = o.say(ROLE_DEEDS.get(role, ACTS_FIRST), **fields)
    return f"{deed} {rivals_words(o)}"


COSTS = Phrase("The {building} costs {who} {paid:count:card} here (printed {cost}) and scores {points} at the end.",
               "The {building} costs you {paid:count:card} here (printed {cost}) and scores {points} at the end.")
INCOME = Phrase("Each producer phase it can make a good, which sells for up to {cards:count:card}: income for the rest "
                "of the game.")
# the cards to pay with are named once: to the player by the hint's clicks ("Then click the smithy
# to pay with it"), so here only why; to someone watching (a walkthrough), here
PAYS_WITH = Phrase("{who} pays with {cards}: the cards {who} needs least.",
                   "Paying with the cards you need least keeps the best ones to build.")


def _build(o: Outlook, action) -> str:
    card = CARDS[action.value]
    paid = action.option("pay", ())
    sentences = [o.say(COSTS, building=_card(card.id), paid=len(paid), cost=card.cost, points=counted("point", card.vp))]
    if card.production:
        sentences.append(INCOME.say(cards=max(t[card.good or 0] for t in TILES)))
    elif card.id in ABILITIES:
        sentences.append(ability(card.id))
    if paid:
        sentences.append(o.say(PAYS_WITH, cards=_counted(paid)))
    return " ".join(sentences)


# the buildings to produce on, by whether they are all of one kind (then the one whose good sells best)
PRODUCE_ON = Phrase("{who} produces on {buildings}: a good sells later for cards, and an empty production building "
                    "makes nothing until it produces.",
                    "Produce on {buildings}: a good sells later for cards, and an empty production building makes "
                    "nothing until it produces.")
PRODUCE_ON_BEST = Phrase("{who} produces on {buildings}: a good sells later for cards, and the good of the {best} "
                         "sells for the most of these.",
                         "Produce on {buildings}: a good sells later for cards, and the good of the {best} sells for "
                         "the most of these.")


def _produce(o: Outlook, action) -> str:
    names = list(action.value)
    if len(set(names)) == 1:
        return o.say(PRODUCE_ON, buildings=_counted(names))
    best = max(names, key=lambda b: CARDS[b].good or 0)
    return o.say(PRODUCE_ON_BEST, buildings=_counted(names), best=_card(best))


TILE_PAYS = Phrase("The trading-house tile up pays {paid:count:card} for the goods on {buildings}: cards are what {who} "
                   "builds with.",
                   "The trading-house tile up pays {paid:count:card} for the goods on {buildings}: cards are what you "
                   "build with.")


def _sell(o: Outlook, action) -> str:
    tile = o.game.state.tiles[0]
    paid = sum(tile[CARDS[b].good] for b in action.value)
    return o.say(TILE_PAYS, paid=paid, buildings=_counted(action.value))


KEPT_TO_PAY = Phrase("The {card} can only pay for another building ({who} has one).",
                     "The {card} can only pay for another building (you have one).")
SCORES_FOR = Phrase("The {card} scores {points} for {cost:count:card}.")


def _keep(o: Outlook, action) -> str:
    """Why each card kept is worth keeping, a sentence each (the hint has already said what to keep)."""
    why = []
    for c in dict.fromkeys(action.value):  # a card kept twice needs its reason once
        card = CARDS[c]
        if card.violet and c in o.game.state.players[o.seat].buildings:
            why.append(o.say(KEPT_TO_PAY, card=_card(c)))
        elif c in ABILITIES:
            why.append(ability(c))
        else:
            why.append(SCORES_FOR.say(card=_card(c), points=counted("point", card.vp), cost=card.cost))
    return " ".join(why)


NOTHING_AWAY = Phrase("{who} throws nothing away: every card {who} holds is worth keeping.",
                      "Throw nothing away: every card you hold is worth keeping.")
AWAY = Phrase("{who} throws away {cards}: these are the cards {who} would build last, and any card pays as well as "
              "another.",
              "Throw away {cards}: these are the cards you would build last, and any card pays as well as another.")


def _discard(o: Outlook, action) -> str:
    cards = list(action.value)
    if not cards:
        return o.say(NOTHING_AWAY)
    return o.say(AWAY, cards=_counted(cards))


TUCK = Phrase("{who} tucks the {card} under their chapel: it scores a point at the end, more than it is worth to "
              "{who} in hand.",
              "A card under your chapel scores a point at the end: more than the {card} is worth to you in hand.")


def _tuck(o: Outlook, action) -> str:
    return o.say(TUCK, card=_card(action.value))


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
