"""What just happened in a San Juan game, in plain words, from the engine's events.

Events never carry a hidden card (a draw says how many, never which), so a narration is safe
to show every player at the table. Every clause is a whole sentence from the shared sentence
builder (``core.words.Phrase``), written once for a player named and once for "you", so the
person reading (a seat named "You") is never told "You chooses".

>>> from puertorico_nb.games.san_juan import SanJuanGame
>>> game = SanJuanGame(players=3, seed=1, governor=0)
>>> narrate(game.apply({"player": 0, "choose_role": "prospector"}), ["Ana", "Bo", "Cy"])
'Ana chooses the prospector; Ana draws 1 card (prospector).'
>>> narrate(SanJuanGame(players=3, seed=1, governor=0).apply({"player": 0, "choose_role": "builder"}), ["You"])
'You choose the builder.'
"""
from __future__ import annotations

from collections import Counter

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from puertorico_nb.core.events import Event
from puertorico_nb.core.language import N_, component_name, translate
from puertorico_nb.core.words import Phrase, comma_list, one_sentence, seat_name, spoken_list

from ..components import BUILDINGS_TO_END, CARDS, ROLES
from .viewmodel import pretty

QUIET = ("phase_end",)
# what a draw was for, by its rule: the role or cards (ids) named after it
WHY_DRAW = {"sj.prospector.draw": ("prospector",), "sj.library.double": ("library",),
            "sj.carpenter.draw": ("carpenter",), "sj.poor-house.draw": ("poor_house",),
            "sj.well.draw": ("well",), "sj.market-stand.draw": ("market_stand",),
            "sj.market-hall.draw": ("market_hall",), "sj.archive.discard-from-hand": ("councillor", "archive")}
DECLINED = {"councillor": N_("the councillor's cards"), "gold_mine": N_("the gold mine"),
            "carpenter": N_("the carpenter's card"), "poor_house": N_("the poor house's card"),
            "well": N_("the well's card"), "market_stand": N_("the market stand's card"),
            "market_hall": N_("the market hall's card")}
NAME_KINDS = {"role": "role", "card": "card", "covered": "card", "by": "card", "building": "card"}
WHY = Phrase(" ({why})")
THE_CARD = Phrase("the {card}")
COPIES = Phrase("{count:count:{card}}")  # "2 indigo plants"

# event kind -> what is said, named and to "you"; the fields come from the event's data (below)
PHRASES = {
    "choose_role": Phrase("{who} chooses the {role}", "you choose the {role}"),
    "library": Phrase("{who} uses the library to double the {role}'s privilege",
                      "you use the library to double the {role}'s privilege"),
    "build": Phrase("{who} builds {card:a}, paying {paid:count:card}", "you build {card:a}, paying {paid:count:card}"),
    "cover": Phrase("{whose} {by} goes over the {covered} (crane)", "your {by} goes over the {covered} (crane)"),
    "good_lost": Phrase("the good on {whose} {building} is discarded", "the good on your {building} is discarded"),
    "black_market": Phrase("{who} pays with goods from {goods} (black market)",
                           "you pay with goods from {goods} (black market)"),
    "produce": Phrase("{who} produces on {buildings}", "you produce on {buildings}"),
    "tile": Phrase("the trading-house tile turned up pays {prices} (indigo-sugar-tobacco-coffee-silver)"),
    "tile_under": Phrase("the tile goes face down under the stack"),
    "sell": Phrase("{who} sells the goods on {buildings} for {cards:count:card}",
                   "you sell the goods on {buildings} for {cards:count:card}"),
    "councillor_draw": Phrase("{who} draws {count:count:card} (councillor)", "you draw {count:count:card} (councillor)"),
    "draw": Phrase("{who} draws {count:count:card}{why}", "you draw {count:count:card}{why}"),
    "keep_gold_mine": Phrase("{who} keeps the {card} (gold mine)", "you keep the {card} (gold mine)"),
    "keep_drawn": Phrase("{who} keeps {kept:count:card} and discards {discarded}",
                         "you keep {kept:count:card} and discard {discarded}"),
    "keep_hand": Phrase("{who} keeps a starting hand, discarding {discarded:count:card}",
                        "you keep a starting hand, discarding {discarded:count:card}"),
    "discard": Phrase("{who} discards {count:count:card}", "you discard {count:count:card}"),
    "gold_mine": Phrase("{whose} gold mine turns up {cards}", "your gold mine turns up {cards}"),
    "gold_mine_fail": Phrase("two of them cost the same, so {who} discards all of them",
                             "two of them cost the same, so you discard all of them"),
    "tuck": Phrase("{who} tucks a card under the chapel", "you tuck a card under the chapel"),
    "pick": Phrase("{who} chooses {what} ({count} chosen so far)", "you choose {what} ({count} chosen so far)"),
    "unpick": Phrase("{who} puts {what} back ({count} still chosen)", "you put {what} back ({count} still chosen)"),
    "build_begun": Phrase("{who} begins to build {card:a}, choosing the payment card by card",
                          "you begin to build {card:a}, choosing the payment card by card"),
    "pass": Phrase("{who} passes", "you pass"),
    "skip": Phrase("{who} cannot act and is passed over", "you cannot act and are passed over"),
    "governor": Phrase("a new round: {who} is governor", "a new round: you are governor"),
    "reshuffle": Phrase("the discard pile ({cards:count:card}) is shuffled into a new draw pile"),
    "piles_empty": Phrase("both piles are empty"),
    "game_over": Phrase("a city has {buildings_to_end} buildings: the game is over"),
    "game_stalled": Phrase("no card can move any more: the game is over"),
    "decline_privilege": Phrase("{who} leaves the {role}'s privilege unused", "you leave the {role}'s privilege unused"),
    "decline_ahead": Phrase("{who} declines {what} for this round", "you decline {what} for this round"),
    "decline": Phrase("{who} leaves {what} unused", "you leave {what} unused"),
    # an event with no words of its own (tests/languages keeps every event the engine makes out of it)
    "other": Phrase("{who}: a step the table has no words for yet (rule {rule})",
                    "you: a step the table has no words for yet (rule {rule})"),
}


def _name(component: Any) -> str:
    """A role's or card's name in the reader's language."""
    return component_name("role" if component in ROLES and component not in CARDS else "card", component)


def _the_names(cards: Iterable[str]) -> str:
    """Cards named with their article, "the indigo plant and the sugar mill": a bare name reads
    as a word missing ("Ana produces on indigo plant"); copies of one card once, with how many
    ("two indigo plants and the sugar mill", never "the indigo plant and the indigo plant")."""
    return spoken_list([THE_CARD.say(card=_name(card)) if count == 1 else COPIES.say(count=count, card=_name(card))
                        for card, count in Counter(cards).items()])


def _keep(data: Mapping[str, Any]) -> str:
    return "keep_gold_mine" if "card" in data else "keep_drawn" if "kept" in data else "keep_hand"


def _decline(data: Mapping[str, Any]) -> str:
    if data["benefit"] == "privilege":
        return "decline_privilege"
    return "decline_ahead" if data.get("ahead") else "decline"


# event kind -> which phrase says it, where one kind is said in more than one way
WHICH: dict[str, Callable[[Event], str]] = {
    "keep": lambda e: _keep(e.data),
    "decline": lambda e: _decline(e.data),
    "game_over": lambda e: "game_over" if e.rule == "sj.end.twelve-buildings" else "game_stalled",
}


def _fields(event: Event) -> dict[str, Any]:
    """The phrase's fields from the event's data: card names in plain words, lists joined."""
    data = event.data
    out: dict[str, Any] = {key: (component_name(NAME_KINDS[key], value) if key in NAME_KINDS else pretty(value))
                           if isinstance(value, str) else value for key, value in data.items()}
    for key in ("buildings", "goods", "cards"):
        if isinstance(data.get(key), list):
            out[key] = _the_names(data[key])
    if "prices" in data:
        out["prices"] = "-".join(str(price) for price in data["prices"])
    if event.kind == "draw":
        why = WHY_DRAW.get(event.rule)
        out["why"] = WHY.say(why=comma_list([_name(part) for part in why])) if why else ""
    if event.kind in ("pick", "unpick"):  # a card from a hand stays secret
        out["what"] = (THE_CARD.say(card=_name(data["card"])) if "card" in data
                       else translate("a card") if event.kind == "pick" else translate("a chosen card"))
        out.setdefault("count", 1 if event.kind == "pick" else 0)
    if event.kind == "decline" and data["benefit"] != "privilege":
        benefit = DECLINED.get(data["benefit"])
        out["what"] = translate(benefit) if benefit else THE_CARD.say(card=_name(data["benefit"]))
    out.setdefault("discarded", 0)
    out["buildings_to_end"] = BUILDINGS_TO_END
    out["rule"] = event.rule
    return out


def clause(event: Event, names: Sequence[Any] | None = None) -> str:
    """One event in words, about the player it names (as "you" for a seat named "You")."""
    which = WHICH[event.kind](event) if event.kind in WHICH else event.kind if event.kind in PHRASES else "other"
    return PHRASES[which].say(seat_name(names, event.player), **_fields(event))  # "the table" for no one


def clauses(events: Iterable[Event], names: Sequence[Any] | None = None) -> list[str]:
    return [clause(event, names) for event in events if event.kind not in QUIET]


def narrate(events: Iterable[Event], names: Sequence[Any] | None = None) -> str:
    """One line for one action and everything it set off."""
    parts = clauses(events, names)
    if not parts:
        return translate("Nothing happened.")
    return one_sentence(parts)
