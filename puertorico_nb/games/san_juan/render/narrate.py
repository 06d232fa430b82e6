"""What just happened in a San Juan game, in plain words, from the engine's events.

Events never carry a hidden card (a draw says how many, never which), so a narration is safe
to show every player at the table.

>>> from puertorico_nb.games.san_juan import SanJuanGame
>>> game = SanJuanGame(players=3, seed=1, governor=0)
>>> narrate(game.apply({"player": 0, "choose_role": "prospector"}), ["Ana", "Bo", "Cy"])
'Ana chooses the prospector; Ana draws 1 card (prospector).'
"""
from __future__ import annotations

from typing import Iterable

from puertorico_nb.core.words import plural, seat_name, with_article

from ..components import BUILDINGS_TO_END
from .viewmodel import pretty

QUIET = ("phase_end",)
WHY_DRAW = {"sj.prospector.draw": "prospector", "sj.library.double": "library",
            "sj.carpenter.draw": "carpenter", "sj.poor-house.draw": "poor house",
            "sj.well.draw": "well", "sj.market-stand.draw": "market stand",
            "sj.market-hall.draw": "market hall", "sj.archive.discard-from-hand": "councillor, archive"}


_who = seat_name


def _cards(n) -> str:
    return plural(n, "card")


def _list(names) -> str:
    return ", ".join(pretty(n) for n in names)


def clauses(events: Iterable, names=None) -> list[str]:
    out: list[str] = []
    for e in events:
        who, d, kind = _who(names, e.player), e.data, e.kind
        text = None
        if kind == "choose_role":
            text = f"{who} chooses the {pretty(d['role'])}"
        elif kind == "library":
            text = f"{who} uses the library to double the {pretty(d['role'])}'s privilege"
        elif kind == "build":
            paid = d.get("paid", 0)
            text = f"{who} builds {_a(d['card'])}, paying {_cards(paid)}"
        elif kind == "cover":
            text = f"{who}'s {pretty(d['by'])} goes over the {pretty(d['covered'])} (crane)"
        elif kind == "good_lost":
            text = f"the good on {who}'s {pretty(d['building'])} is discarded"
        elif kind == "black_market":
            text = f"{who} pays with goods from {_list(d['goods'])} (black market)"
        elif kind == "produce":
            text = f"{who} produces on {_list(d['buildings'])}"
        elif kind == "tile":
            prices = "-".join(str(player_state) for player_state in d["prices"])
            text = f"the trading-house tile turned up pays {prices} (indigo-sugar-tobacco-coffee-silver)"
        elif kind == "tile_under":
            text = "the tile goes face down under the stack"
        elif kind == "sell":
            text = f"{who} sells the goods on {_list(d['buildings'])} for {_cards(d['cards'])}"
        elif kind == "councillor_draw":
            text = f"{who} draws {_cards(d['count'])} (councillor)"
        elif kind == "draw":
            why = WHY_DRAW.get(e.rule)
            text = f"{who} draws {_cards(d['count'])}" + (f" ({why})" if why else "")
        elif kind == "keep":
            if "card" in d:
                text = f"{who} keeps the {pretty(d['card'])} (gold mine)"
            elif "kept" in d:
                text = f"{who} keeps {_cards(d['kept'])} and discards {d['discarded']}"
            else:
                text = f"{who} keeps a starting hand, discarding {d.get('discarded', 0)}"
        elif kind == "discard":
            text = f"{who} discards {_cards(d['count'])}"
        elif kind == "gold_mine":
            text = f"{who}'s gold mine turns up {_list(d['cards'])}"
        elif kind == "gold_mine_fail":
            text = f"two of them cost the same, so {who} discards all of them"
        elif kind == "tuck":
            text = f"{who} tucks a card under the chapel"
        elif kind == "pick":  # one card of a choice made card by card (from a hand: which stays secret)
            what = f"the {pretty(d['card'])}" if "card" in d else "a card"
            text = f"{who} chooses {what} ({d.get('count', 1)} chosen so far)"
        elif kind == "unpick":
            what = f"the {pretty(d['card'])}" if "card" in d else "a chosen card"
            text = f"{who} puts {what} back ({d.get('count', 0)} still chosen)"
        elif kind == "build_begun":
            text = f"{who} begins to build {_a(d['card'])}, choosing the payment card by card"
        elif kind == "pass":
            text = f"{who} passes"
        elif kind == "skip":
            text = f"{who} cannot act and is passed over"
        elif kind == "governor":
            text = f"a new round: {who} is governor"
        elif kind == "reshuffle":
            text = f"the discard pile ({_cards(d['cards'])}) is shuffled into a new draw pile"
        elif kind == "piles_empty":
            text = "both piles are empty"
        elif kind == "game_over":
            text = (f"a city has {BUILDINGS_TO_END} buildings: the game is over" if e.rule == "sj.end.twelve-buildings"
                    else "no card can move any more: the game is over")
        elif kind == "decline":
            text = _declined(who, d)
        elif kind in QUIET:
            continue
        else:
            text = f"{who}: {pretty(kind)}"
        out.append(text)
    return out


DECLINED = {"councillor": "the councillor's cards", "gold_mine": "the gold mine", "carpenter": "the carpenter's card",
            "poor_house": "the poor house's card", "well": "the well's card", "market_stand": "the market stand's card",
            "market_hall": "the market hall's card"}


def _declined(who: str, data: dict) -> str:
    """A benefit left unused: declined ahead (for the round) or now, on the move."""
    if data["benefit"] == "privilege":
        return f"{who} leaves the {pretty(data['role'])}'s privilege unused"
    what = DECLINED.get(data["benefit"], f"the {pretty(data['benefit'])}")
    return f"{who} declines {what} for this round" if data.get("ahead") else f"{who} leaves {what} unused"


def _a(word) -> str:
    return with_article(pretty(word))


def narrate(events: Iterable, names=None) -> str:
    """One line for one action and everything it set off."""
    parts = clauses(events, names)
    if not parts:
        return "Nothing happened."
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."
