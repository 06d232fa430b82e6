"""Plain-words narration of what just happened, built from the engine's events.

One action can set off a chain (choosing the craftsman makes everybody produce; the last
barrel loaded may end the phase and move the governor). The narration keeps the whole chain
on one line, merging what belongs together: a load and the points it earns, the colonists dealt
from the ship, the barrels each player produced.

>>> from puertorico_nb.games.puerto_rico import Game
>>> game = Game(players=4, seed=0)
>>> narrate(game.apply({"player": 0, "choose_role": "prospector"}), ["Ana", "Bo", "Cy", "Dee"])
'Ana chooses the prospector; Ana takes 1 doubloon for the prospector’s privilege.'
"""
from __future__ import annotations

from typing import Iterable

from puertorico_nb.core.words import plural, seat_name, with_article

from ..components import GOODS
from .viewmodel import pretty

QUIET = ("phase_end", "discard_plantations")  # true, but not worth a clause of their own


_who = seat_name
_plural = plural


def _a(word) -> str:
    """The thing's plain name with its indefinite article: a sugar mill, an indigo plant."""
    return with_article(pretty(word))


def _goods(pairs) -> str:
    return ", ".join(f"{n} {pretty(g)}" for g, n in pairs)


def clauses(events: Iterable, names=None) -> list[str]:
    """One short clause per thing that happened, in order, with related events merged."""
    out: list[str] = []
    events = list(events)
    dealt: list[str] = []  # colonists from the ship, gathered into one clause
    produced: dict[int, list] = {}
    produce_at: int | None = None
    last_load: int | None = None  # index in out of the latest load clause, for its points

    for e in events:
        who = _who(names, e.player)
        d = e.data
        kind = e.kind
        text = None
        if kind != "vp":
            last_load = None if kind != "load" else last_load
        if kind == "choose_role":
            text = f"{who} chooses the {pretty(d.get('role'))}"
        elif kind == "doubloons":
            amount = _plural(d.get("amount", 0), "doubloon")
            if e.rule == "role.collect-doubloons":
                text = f"{who} takes the {amount} lying on the card"
            elif e.rule == "craftsman.factory":
                text = f"{who}’s factory pays {amount} for {d.get('kinds')} kinds of goods"
            elif e.rule == "prospector.privilege":
                text = f"{who} takes {amount} for the prospector’s privilege"
            else:
                text = f"{who} gets {amount}"
        elif kind == "colonist":
            if e.rule == "mayor.deal-ship":
                dealt.append(f"{who} {d.get('count')}")
                if len(dealt) == 1:
                    out.append("")  # a place held for the dealt clause
                    dealt_at = len(out) - 1
                continue
            if e.rule == "mayor.privilege-colonist":
                text = f"{who} takes the mayor’s extra colonist from the supply"
            else:
                text = f"{who} gets a free colonist on the new {pretty(d.get('to'))}"
        elif kind == "settle":
            tile = d.get("tile")
            if d.get("hidden"):
                text = f"{who} draws a hidden plantation: {pretty(tile)}"
            elif tile == "quarry":
                text = f"{who} takes a quarry"
            else:
                text = f"{who} takes {_a(tile)} plantation"
        elif kind == "new_plantations":
            text = "new plantations turn up: " + (", ".join(map(pretty, d.get("tiles", []))) or "none")
        elif kind == "place":
            text = f"{who} places their colonists"
        elif kind == "wharf_load":  # one step of a small wharf's mixed load
            text = f"{who} puts {_plural(d.get('barrels', 0), pretty(d.get('good')) + ' barrel')} on the small wharf"
        elif kind == "store":  # one step of the captain's storage
            text = f"{who} sets aside {_plural(d.get('barrels', 0), pretty(d.get('good')) + ' barrel')}"
        elif kind == "unstore":  # a change of mind during the captain's storage
            text = f"{who} takes back {_plural(d.get('barrels', 0), pretty(d.get('good')) + ' barrel')} set aside"
        elif kind in ("put", "take_back"):  # one step of a layout
            where = _space(d.get("space"))
            worker = d.get("worker", "colonist")
            text = (f"{who} puts a {worker} on {where}" if kind == "put"
                    else f"{who} takes a {worker} back from {where}")
        elif kind == "refill_ship":
            text = f"the colonist ship is refilled with {_plural(d.get('colonists', 0), 'colonist')}"
        elif kind == "build":
            text = f"{who} builds {_a(d.get('building'))} for {_plural(d.get('paid', 0), 'doubloon')}"
        elif kind == "skip":
            text = f"{who} has nothing to do and is skipped"
        elif kind == "pass":
            text = f"{who} passes"
        elif kind == "shortage":
            text = f"{who} misses {d.get('missing')} {pretty(d.get('good'))}: the supply has run out"
        elif kind == "produce":
            if e.rule == "craftsman.privilege-bonus":
                text = f"{who} takes one extra {pretty(d.get('good'))} for the craftsman’s privilege"
            else:
                if produce_at is None:
                    out.append("")
                    produce_at = len(out) - 1
                produced.setdefault(e.player, []).append((d.get("good"), d.get("barrels")))
                continue
        elif kind == "sell":
            text = f"{who} sells {pretty(d.get('good'))} for {_plural(d.get('doubloons', 0), 'doubloon')}"
        elif kind == "clear_trading_house":
            text = "the full trading house is emptied"
        elif kind == "decline":
            what = {"captain.harbor": "the harbor’s point for this load",
                    "captain.privilege": "the captain’s privilege point",
                    "mayor.privilege-colonist": "the mayor’s extra colonist",
                    "building.church": "the church’s points",
                    "building.chapel": "the chapel’s payment",
                    "building.aqueduct": "the aqueduct’s extra barrel",
                    "building.villa": "the villa’s noble",
                    "building.union-hall": "the union hall’s points",
                    "building.hunting-lodge": "the hunting lodge’s points"}.get(e.rule, f"the {pretty(d.get('benefit'))}")
            text = f"{who} declines {what}" + (" for the rest of the round" if d.get("ahead") else "")
        elif kind == "trader_phase_over":
            text = "the trading house is full, so the trader phase ends before everyone has had a turn"
        elif kind == "load":
            on = d.get("on")
            where = f"on the {on}-ship" if isinstance(on, int) else f"with the {pretty(on)}"
            text = f"{who} loads {d.get('barrels')} {pretty(d.get('good'))} {where}"
            out.append(text)
            last_load = len(out) - 1
            continue
        elif kind == "vp":
            points = _plural(d.get("points", 0), "point")
            reason = {"captain.vp-per-barrel": "", "captain.harbor": " for the harbor",
                      "captain.privilege": " for the captain’s privilege"}.get(e.rule, None)
            if last_load is not None and reason is not None:
                out[last_load] += f", +{points}{reason}"
                continue
            text = f"{who} scores {points}"
        elif kind == "empty_ship":
            text = f"the full {d.get('ship')}-ship is unloaded"
        elif kind == "discard_goods":
            text = f"{who} throws away {d.get('barrels')} {pretty(d.get('good'))}"
        elif kind == "role_doubloons":
            roles = d.get("roles") or []
            text = "a doubloon goes on each role nobody chose" if roles else None
        elif kind == "governor":
            text = f"{who} becomes governor for the next round"
        elif kind == "game_end_triggered":
            text = f"the game will end after this round ({pretty(d.get('reason'))})"
        elif kind == "game_over":
            text = "the game is over"
        elif kind == "draft":
            text = f"{who} drafts the {pretty(d.get('building'))}"
        elif kind == "draft_over":
            text = "every space of the supply board is filled: the draft is over"
        elif kind == "noble":
            text = (f"{who} takes the noble from the colonist ship" if d.get("from") == "ship"
                    else f"{who}’s villa brings a noble from the supply")
        elif kind == "guest_moves":
            to = d.get("to")
            where = _space(to, "an empty")
            text = f"{who} moves a {d.get('worker', 'colonist')} from the guest house to {where}"
        elif kind == "return_plantation":
            text = f"{who} gives back {_a(d.get('tile'))} {'tile' if d.get('tile') == 'forest' else 'plantation'} (hunting lodge)"
        elif kind == "buy_plantation":
            text = f"{who} pays {_plural(d.get('paid', 0), 'doubloon')} for an unseen {pretty(d.get('tile'))} (land office)"
        elif kind == "sell_plantation":
            text = f"{who} sells {_a(d.get('tile'))} plantation for {_plural(d.get('doubloons', 0), 'doubloon')} (land office)"
        elif kind == "pay_in_kind":
            (what, value), = d.items() if len(d) == 1 else (("item", ""),)
            source = "San Juan" if value == "san_juan" else _space(value)
            thing = {"colonist": f"a colonist from {source}", "good": f"a {pretty(value)} barrel",
                     "vp": "a victory point"}.get(what, pretty(what))
            text = f"{who} pays {thing} to the black market"
        elif kind == "aqueduct":
            text = f"{who}’s aqueduct adds " + ", ".join(_a(g) for g in d.get("goods", []))
        elif kind in QUIET:
            continue
        else:
            detail = ", ".join(f"{pretty(k)} {v}" for k, v in d.items())
            text = f"{who}: {pretty(kind)}" + (f" ({detail})" if detail else "")
        if text:
            out.append(text)
    if dealt:
        out[dealt_at] = "colonists from the ship: " + ", ".join(dealt)
    if produce_at is not None:
        out[produce_at] = "; ".join(f"{_who(names, p)} produces {_goods(pairs)}"
                                    for p, pairs in produced.items())
    return [c for c in out if c]


def _space(name, article: str = "") -> str:
    """A space on a player's board in words: a corn plantation (or `article` corn ...), a
    quarry, the small market."""
    if name in GOODS or name == "quarry":
        tile = "quarry" if name == "quarry" else f"{pretty(name)} plantation"
        return f"{article} {tile}" if article else _a(tile)
    return f"the {pretty(name)}"


def narrate(events: Iterable, names=None, limit: int = 8) -> str:
    """The events as one line: the first clauses in order, then how many more there were."""
    parts = clauses(events, names)
    if not parts:
        return "Nothing changes."
    if len(parts) > limit:
        parts = parts[:limit] + [f"and {len(parts) - limit} more"]
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."
