"""The San Juan course's helpers: everything of ``course.shared`` (examples, walkthroughs,
questions, refusals), plus a table set up from a few words, what a player would pay for a building
now, the set-up for two to four players at a glance, the violet buildings by family, and the score
sheet said in words.

Tutorials 17-25 import from here.

Nothing here decides a rule; every number comes from the engine.

>>> game = table({0: {"hand": ["smithy", "well", "quarry"], "buildings": ["indigo_plant", "quarry"]}})
>>> cost(game, 0, "smithy"), cost(game, 0, "well")
(0, 1)
>>> cost(game, 1, "palace")
Traceback (most recent call last):
...
ValueError: Player 2 has no palace in hand to build.
"""
from __future__ import annotations

import html
import random
from typing import Any

from ..bots import get_bot
from ..core import catalogue
from ..core.language import N_, component_name, speak, speak_plural, translate
from ..core.words import Phrase, capitalised, comma_list, spoken_list
from ..core.errors import Refusal
from ..games.san_juan import SanJuanGame
from ..games.san_juan.builder import price
from ..games.san_juan.components import CARDS, ROLES, STARTING_HAND, role_order
from ..games.san_juan.flow import legal_whole_choices
from ..games.san_juan.render.html import table_html
from ..games.san_juan.render.viewmodel import full_names, sanjuan_view_model
from . import shared
from .shared import (EXAMPLES, Said, SaidList, after, allowed, ask, ask_allowed, ask_value, book_example,
                     coach_your_turn, example, facts, look_up, moves, named, play, refused, rule, rules,
                     start, steps, varied, walkthrough, your_turn)


def scene(seats: dict | None = None, players: int = 3, governor: int = 0, deck: list[str] | None = None,
          acts: list[dict] | tuple = (), title: str = "A position of our own", **setup: Any) -> dict:
    """A San Juan position of our own, as a ruling (so ``play`` and ``your_turn`` take
    it): ``seats`` maps a seat (from 0) to its ``hand``, ``buildings``, ``goods`` (the buildings
    that carry one) and ``chapel`` (a count); ``deck`` lists the top cards of the draw pile,
    first drawn first; ``acts`` are the moves played from it. Seats not given start as in a real
    game (an indigo plant and four cards). Other keys are the ruling format's setup keys."""
    return {"title": title, "game": "san_juan", "players": players,
            "setup": {"governor": governor, "players": dict(seats or {}), "deck": list(deck or []), **setup},
            "steps": [{"act": dict(a)} for a in acts]}


def table(seats: dict | None = None, players: int = 3, governor: int = 0, deck: list[str] | None = None,
          **setup: Any) -> SanJuanGame:
    """The game a ``scene`` starts from (same arguments, without moves)."""
    return start(scene(seats, players, governor, deck, **setup))


def largest(game: SanJuanGame, verb: str) -> int:
    """The most cards one legal ``verb`` move handles now (goods produced or sold, cards kept or
    discarded); 0 when there is none."""
    # a choice of several cards is listed as its steps (pick, confirm): weigh the whole ones
    sizes = [len(a.value) for a in legal_whole_choices(game) if a.verb == verb]
    return max(sizes, default=0)


def cost(game: SanJuanGame, who: int, card: str, *, over: str | None = None, goods: tuple = (),
         names: list[str] | None = None) -> int:
    """How many cards ``who`` (a seat, from 0) would discard to build ``card`` now, after every
    discount that applies (the builder's privilege only in the builder phase, for its chooser).
    ValueError, with the reason in words, when the building cannot be built."""
    terms = price(game.state, who, card, over, tuple(goods), False)
    if not isinstance(terms, Refusal):
        return terms[0]
    text = named(terms.why, names or full_names(None, game.players))
    raise ValueError(text[:1].upper() + text[1:] + ".")


class Picture:
    """The San Juan table drawn as static HTML, through one seat's eyes (None: a spectator, who
    sees no hand), with the players' names."""

    def __init__(self, game: SanJuanGame, names: list[str] | None = None, seat: int | None = None) -> None:
        self.game, self.names, self.seat = game, full_names(names, game.players), seat

    def _repr_html_(self) -> str:
        return table_html(sanjuan_view_model(self.game, seat=self.seat, names=self.names, with_actions=False))

    def __repr__(self) -> str:
        return repr(self.game)


def picture(game: SanJuanGame, names: list[str] | None = None, seat: int | None = 0) -> Picture:
    """The table as ``seat`` sees it (their own hand, the others' as counts); ``seat=None``
    for a spectator's view."""
    return Picture(game, names, seat)


def coached(game: SanJuanGame, names: list[str] | None = None, moves: int | None = None) -> list[str]:
    """Let the coach play ``game`` on (to the end of the current round, or ``moves`` moves) and
    return its reason for each move, in order, for ``steps``."""
    reasons: list[str] = []
    first = game.state.round
    while not game.game_over and (len(reasons) < moves if moves is not None else game.state.round == first):
        hint = game.hint(full_names(names, game.players), addressed=False)  # the reason names the player
        reasons.append(hint.reason)
        game.apply(hint.action)
    return reasons


def chosen_roles(game: SanJuanGame) -> list[str]:
    """The roles chosen so far in the game, in order."""
    return [action.value for action in game.log if action.verb == "choose_role"]


def role_picks(game: SanJuanGame, names: list[str] | None = None) -> list[tuple[str, str]]:
    """Who chose which role so far in the game, in order: (name, role)."""
    names = full_names(names, game.players)
    return [(names[action.player], action.value) for action in game.log if action.verb == "choose_role"]


class SetupTable(shared.SetupTable):
    """San Juan's setup for each player count, read from freshly set-up games (drawn as Puerto
    Rico's table is: one row per setup rule, the rule id one click away)."""

    def __init__(self, counts=(2, 3, 4)) -> None:
        self.counts = list(counts)
        self.games = {n: SanJuanGame(players=n, seed=0, governor=0) for n in self.counts}

    def rows(self) -> list[tuple[str, str, list[str]]]:
        def each(fn):
            return [str(fn(self.games[n])) for n in self.counts]

        def buildings(game: SanJuanGame) -> str:
            return comma_list(sorted({component_name("card", b) for p in game.state.players for b in p.buildings}))

        return [(translate(label), rule, values) for label, rule, values in [
            (N_("Buildings in each city"), "sj.setup.starting-city", each(buildings)),
            (N_("Hidden cards in each hand"), "sj.setup.hand", each(lambda g: len(g.state.players[0].hand))),
            (N_("Cards left in the draw pile"), "sj.setup.hand", each(lambda g: len(g.state.deck))),
            (N_("Discard pile"), "sj.setup.hand", each(lambda g: len(g.state.discard))),
            (N_("Trading-house tiles, face down"), "sj.setup.tiles", each(lambda g: len(g.state.tiles))),
            (N_("Role cards on the table"), "sj.role.one-each", each(lambda g: len(ROLES))),
            (N_("Roles chosen each round"), "sj.role.two-players", each(lambda g: len(role_order(g.players)))),
        ]]



def setup_table(counts=(2, 3, 4)) -> SetupTable:
    """How a San Juan table is set up for each number of players, straight from the engine.

    >>> [row[2] for row in setup_table().rows() if row[0].startswith("Roles chosen")]
    [['3', '3', '4']]
    """
    return SetupTable(counts)


def card_facts(*cards: str) -> SaidList:
    """Each card's printed cost and points, and whether it is a production or a violet building."""
    lines = []
    for card in cards:
        c = CARDS[card]
        what = (speak("a production building, costs {cost}, worth {points}.", cost=c.cost, points=_points(c.vp))
                if c.production else speak("a violet building, costs {cost}, worth {points}.", cost=c.cost,
                                           points=_points(c.vp)))
        lines.append(Said(speak("{name}:", name=capitalised(component_name("card", card))), what))
    return SaidList(lines)


# The violet buildings grouped by what they help with, each with the rule that says what it does.
FAMILIES: dict[str, list[tuple[str, str]]] = {
    N_("Building for less, and cards after building"): [
        ("smithy", "sj.smithy.discount"), ("quarry", "sj.quarry.discount"), ("black_market", "sj.black-market.goods"),
        ("crane", "sj.crane.cover"), ("carpenter", "sj.carpenter.draw"), ("poor_house", "sj.poor-house.draw")],
    N_("Producing"): [("aqueduct", "sj.aqueduct.extra-good"), ("well", "sj.well.draw")],
    N_("Trading"): [("trading_post", "sj.trading-post.extra-sale"), ("market_stand", "sj.market-stand.draw"),
                ("market_hall", "sj.market-hall.draw")],
    N_("The councillor and the prospector"): [("prefecture", "sj.prefecture.keep-two"),
                                          ("archive", "sj.archive.discard-from-hand"),
                                          ("gold_mine", "sj.gold-mine.reveal")],
    N_("Every role"): [("library", "sj.library.double")],
    N_("Keeping cards"): [("tower", "sj.tower.hand-limit"), ("chapel", "sj.chapel.tuck")],
    N_("Points only: the monuments"): [("statue", "sj.monument.points"), ("victory_column", "sj.monument.points"),
                                   ("hero", "sj.monument.points")],
    N_("Points at the end: the large buildings"): [
        ("guild_hall", "sj.guild-hall.bonus"), ("city_hall", "sj.city-hall.bonus"),
        ("triumphal_arch", "sj.triumphal-arch.bonus"), ("palace", "sj.palace.bonus")],
}


FAMILY_COLUMNS = (N_("Building"), N_("Cost"), N_("Points"), N_("Copies"), N_("What it does"))


class FamilyTable:
    """Every violet building by family: cost, points, copies and what it does (the catalogue's
    statement, the rule id one click away)."""

    def rows(self) -> list[tuple[str, list[tuple[str, int, int, int, str, str]]]]:
        out = []
        for family, members in FAMILIES.items():
            rows = []
            for card, rule_id in members:
                c, found = CARDS[card], catalogue.get(rule_id)
                rows.append((component_name("card", card), c.cost, c.vp, c.copies, found.statement if found else "",
                             rule_id))
            out.append((translate(family), rows))
        return out

    def _repr_html_(self) -> str:
        e = html.escape
        body = ""
        for family, rows in self.rows():
            body += f"<tr><th colspan='5' scope='colgroup' dir='auto'>{e(family)}</th></tr>"
            body += "".join(
                f"<tr><th scope='row' dir='auto'>{e(name)}</th><td>{cost}</td><td>{e(_points(vp))}</td><td>{copies}</td>"
                f"<td dir='auto'>{e(what)}<details><summary>{e(translate('Rule'))}</summary><code>{e(rule)}</code>"
                "</details></td></tr>"
                for name, cost, vp, copies, what, rule in rows)
        head = "".join(f"<th scope='col' dir='auto'>{e(translate(heading))}</th>" for heading in FAMILY_COLUMNS)
        return f"<table class='prnb-setup-table'><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    def __repr__(self) -> str:
        lines = []
        for family, rows in self.rows():
            lines.append(speak("{name}:", name=family))
            lines += ["  " + Phrase("{name} (cost {cost}, {points}, {copies:count:copy:copies})").say(
                name=name, cost=cost, points=_points(vp), copies=copies) + f" [{rule}]"
                for name, cost, vp, copies, _, rule in rows]
        return "\n".join(lines)


def _points(vp: int) -> str:
    """Printed points in words; the large buildings print none and score a bonus instead."""
    return speak("a bonus at the end") if vp == 0 else Phrase("{count:count:point}").say(count=vp)


def violet_families() -> FamilyTable:
    """Every violet building grouped by what it helps with.

    >>> sum(len(rows) for _, rows in violet_families().rows())
    24
    """
    return FamilyTable()


def score_sheet_in_words(game: SanJuanGame, names: list[str] | None = None) -> SaidList:
    """Each player's score added up in words (printed points, chapel cards, each 6-cost
    building's bonus, the palace last), then who wins and, on a tie, why."""
    names = full_names(names, game.players)
    lines = []
    for seat, b in game.score_breakdown().items():
        parts = [speak("{points} printed on buildings", points=b["buildings"])]
        if b["chapel"]:
            parts.append(speak("{points} for cards under the chapel", points=b["chapel"]))
        parts += [speak("{points} from the {building}", points=v, building=component_name("card", k))
                  for k, v in b["bonuses"].items()]
        cards = Phrase("{count:count:card} in hand and goods").say(count=b["tie_break"])
        lines.append(Said(speak("{name}:", name=names[seat]),
                          speak_plural("{parts} = {n} point ({cards}).", "{parts} = {n} points ({cards}).", b["total"],
                                       parts=" + ".join(parts), cards=cards)))
    if game.game_over:
        winners = game.winners()
        scores = game.scores()
        best = max(scores.values())
        tied = [s for s, v in scores.items() if v == best]
        who = spoken_list([names[s] for s in winners])
        if len(winners) > 1:
            lines.append(Said(speak("Winners:"), speak(
                "{who}, tied on points and on cards in hand and goods: they share the win.", who=who),
                "sj.end.shared-win"))
        elif len(tied) > 1:
            lines.append(Said(speak("Winner:"), speak_plural(
                "{who}. Tied on {n} point, the tie goes to the most cards in hand and goods.",
                "{who}. Tied on {n} points, the tie goes to the most cards in hand and goods.", best, who=who),
                "sj.end.tie-break"))
        else:
            lines.append(Said(speak("Winner:"), speak_plural("{who}, with {n} point.", "{who}, with {n} points.",
                                                              best, who=who), "sj.score.buildings"))
    return SaidList(lines)


def bot_game(players: int = 3, seed: int = 0, bot: str = "coach", rounds: int | None = None) -> SanJuanGame:
    """A San Juan game the named bots play from the start: ``rounds`` whole rounds, or to the end."""
    game, rng, chooser = SanJuanGame(players=players, seed=seed, governor=0), random.Random(seed), get_bot(bot)
    while not game.game_over and (rounds is None or game.state.round <= rounds):
        seat = game.turn
        assert seat is not None, "a game not over has a player to act"
        game.apply(chooser.choose(game, seat, rng))
    return game


__all__ = ["EXAMPLES", "FAMILIES", "FamilyTable", "STARTING_HAND", "Picture", "Said", "SaidList", "SetupTable",
           "after", "allowed", "ask", "ask_allowed", "ask_value", "book_example", "bot_game", "card_facts",
           "chosen_roles", "coach_your_turn", "coached", "cost", "example", "facts", "largest", "look_up", "moves",
           "named", "picture", "play", "refused", "role_picks", "rule", "rules", "scene", "score_sheet_in_words",
           "setup_table", "start", "steps", "table", "varied", "violet_families", "walkthrough", "your_turn"]
