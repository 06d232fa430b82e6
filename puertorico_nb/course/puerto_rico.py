"""The Puerto Rico course's helpers: everything of ``course.shared`` (examples, walkthroughs,
questions, refusals), plus the table drawn as a picture, what a player would pay for each
building, the set-up for each player count, games the bots play, and the score sheet in words.

Tutorials 00-16 import from here. Nothing here decides a rule; every answer comes from the engine.

>>> game = play(example("quarry_prices"), 2)
>>> q = ask("What would Diego pay for the office?", game, "price.1.office", why="builder.quarry-discount")
>>> q.answer(str(price(game, 1, "office")))
True
>>> setup_table((3, 4)).rows()[1]
('Doubloons for each player', 'setup.doubloons', ['2', '3'])
"""
from __future__ import annotations

import html
import random
from typing import Any

from ..bots import get_bot
from ..core.language import N_, component_name, speak, translate
from ..core.words import comma_list, seat_name
from ..games.puerto_rico import Game
from ..games.puerto_rico.render.html import game_html
from ..games.puerto_rico.render.narrate import narrate
from ..games.puerto_rico.roles import builder
from ..widgets.new_game import score_sheet_in_words
from . import shared
from .shared import (EXAMPLES, Said, SaidList, after, allowed, ask_allowed, ask_value, book_example,
                     coach_your_turn, example, facts, from_here, moves, named, play, refused, rule, rules, seat_of,
                     start, steps, varied, walkthrough, your_turn, your_turn_at)


class Picture:
    """The table drawn as static HTML (no widget needed), with the players' names."""

    def __init__(self, game: Game, names: list[str] | None = None) -> None:
        self.game, self.names = game, names

    def _repr_html_(self) -> str:
        return game_html(self.game, names=self.names)

    def __repr__(self) -> str:  # the plain-text picture, with the players' names
        return named(str(self.game), self.names)


def picture(game: Game, names: list[str] | None = None) -> Picture:
    """Show the table as it stands (a static picture; use TableWidget to play on it)."""
    return Picture(game, names)


def act(game: Game, action: Any, names: list[str] | None = None) -> list:
    """Play ``action`` and print what happened in one line; return the events."""
    events = game.apply(action)
    print(narrate(events, names))
    return events


def price(game: Game, who: Any, building: str, names: list[str] | None = None) -> int:
    """What a player (seat or name) would pay for a building now, in the builder phase."""
    return builder.price(game.ruleset, game.state, seat_of(who, names), building)


def _price_fact(game: Game, parts: list, names: list[str] | None) -> int:
    who, building = parts
    return price(game, who, building, names)


def _printed_fact(game: Game, parts: list, names: list[str] | None) -> Any:
    building, number = parts  # a printed number: cost, vp, column, circles
    return getattr(game.ruleset.building(building), number)


# "price.Omar.harbor": what Omar would pay for a harbor now; "building.harbor.cost": a printed number
LOOKUPS: shared.Lookups = {"price": _price_fact, "building": _printed_fact}


def look_up(game: Game, fact: str, names: list[str] | None = None) -> Any:
    """One fact of a position (see ``course.shared.look_up``), with Puerto Rico's own facts:
    ``"price.Omar.harbor"`` is what Omar would pay for a harbor now, ``"building.harbor.cost"``
    a building's printed cost (or ``vp``, ``column``, ``circles``)."""
    return shared.look_up(game, fact, names, LOOKUPS)


def ask(prompt: str, game: Game, fact: str, **kwargs: Any):
    """A question whose answer is one fact of ``game`` (see ``look_up`` here and ``course.shared.ask``)."""
    return shared.ask(prompt, game, fact, lookups=LOOKUPS, **kwargs)


class PriceList:
    """A player's price for every building for sale, column by column."""

    def __init__(self, game: Game, who: Any, names: list[str] | None = None) -> None:
        self.game, self.seat, self.names = game, seat_of(who, names), names

    def rows(self) -> list[tuple[int, list[tuple[str, int, int]]]]:
        game = self.game
        columns = sorted({b.column for b in game.ruleset.buildings})
        return [(c, [(component_name("building", b.id), b.cost, price(game, self.seat, b.id))
                     for b in game.ruleset.buildings if b.column == c and b.id in game.state.buildings_order])
                for c in columns]

    def __repr__(self) -> str:
        who = seat_name(self.names, self.seat)
        lines = [speak("{name}'s prices (printed cost → what they pay):", name=who)]
        lines += [speak("Column {column}: {prices}", column=c,
                        prices=comma_list([f"{n} {cost} → {pay}" for n, cost, pay in row])) for c, row in self.rows()]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        e = html.escape
        lines = repr(self).splitlines()
        return f"<div class='prnb-said'><strong>{e(lines[0])}</strong><ul>" + "".join(
            f"<li dir='auto'>{e(line)}</li>" for line in lines[1:]) + "</ul></div>"


def price_list(game: Game, who: Any, names: list[str] | None = None) -> PriceList:
    """Every building's price for one player now: printed cost and what they would pay."""
    return PriceList(game, who, names)


class SetupTable(shared.SetupTable):
    """Puerto Rico's set-up for each player count, read from freshly set-up games."""

    def __init__(self, counts=(2, 3, 4, 5)) -> None:
        self.counts = list(counts)
        self.games = {n: Game(players=n, seed=0) for n in self.counts}

    def rows(self) -> list[tuple[str, str, list[str]]]:
        def roles(game: Game) -> str:
            cards = list(game.state.role_cards)
            if cards.count("prospector") < 2:
                return str(len(cards))
            return speak("{count} (two prospectors)", count=len(cards))

        def plantations(game: Game) -> str:
            return comma_list([component_name("good", p.island[0]) for p in game.state.players])

        table = [
            ("setup.roles", N_("Role cards"), roles),
            ("setup.doubloons", N_("Doubloons for each player"), lambda g: str(g.state.players[0].doubloons)),
            ("setup.starting-plantations", N_("First plantation, seat by seat"),
             plantations),
            ("setup.vp-chips", N_("Victory points in chips"), lambda g: str(facts(g)["supply"]["vp"])),
            ("setup.colonists", N_("Colonists: supply + ship"),
             lambda g: f'{facts(g)["supply"]["colonists"]} + {facts(g)["colonist_ship"]}'),
            ("setup.cargo-ships", N_("Cargo ships (barrels each holds)"),
             lambda g: ", ".join(str(s["capacity"]) for s in facts(g)["ships"])),
            ("setup.face-up-plantations", N_("Face-up plantations"), lambda g: str(len(facts(g)["plantations"]))),
            ("setup.supply", N_("Quarries; barrels in the supply"),
             lambda g: f'{facts(g)["quarries"]}; {sum(facts(g)["supply"]["goods"].values())}'),
        ]
        return [(translate(label), rule_id, [fn(self.games[n]) for n in self.counts]) for rule_id, label, fn in table]

    def _heading(self, count: int) -> str:
        return speak("{count} players (Korean book)", count=count) if count == 2 else super()._heading(count)

    def _rule_note(self) -> str:
        """The two-player game's own set-up rule, after each row's rule id."""
        if 2 not in self.counts:
            return ""
        return html.escape(speak("; two players: {rule}", rule="\0")).replace("\0", "<code>setup.two-players</code>")


def setup_table(counts=(2, 3, 4, 5)) -> SetupTable:
    """How the table is set up for each number of players, straight from the engine."""
    return SetupTable(counts)


def bot_game(players: int = 4, seed: int = 0, rounds: int | None = None, bot: str = "coach") -> Game:
    """A game the bots play from the start (``bot``: a name from ``puertorico_nb.bots``): ``rounds``
    whole rounds, or to the end when None."""
    game, rng, player = Game(players=players, seed=seed), random.Random(seed), get_bot(bot)
    while not game.game_over and (rounds is None or game.state.round <= rounds):
        seat = game.turn
        assert seat is not None  # a game not over always has a player to act
        game.apply(player.choose(game, seat, rng))
    return game


def coached_round(players: int = 4, seed: int = 0, names: list[str] | None = None):
    """The first round of a game the coach plays for everyone, and the coach's reason for each
    move (in plain words, with the players' names): ``(game, reasons)``."""
    return coached_rest_of_round(Game(players=players, seed=seed), names)


def coached_rest_of_round(game: Game, names: list[str] | None = None):
    """A copy of ``game`` with the rest of its round played by the coach for everyone, and the
    coach's reason for each move: ``(game, reasons)``."""
    game, reasons = game.clone(), []
    this_round = game.state.round
    while not game.game_over and game.state.round == this_round:
        advice = game.hint(names, addressed=False)  # the reader watches: the reason names the player
        reasons.append(advice.reason)
        game.apply(advice.action)
    return game, reasons


def _coach_moves(game: Game, rng: random.Random, never: tuple[str, ...] = ()):
    """The coach's move for the player to act; a role in ``never`` is swapped for the coach's
    likeliest other role (a random one of those left)."""
    seat = game.turn
    assert seat is not None  # a game not over always has a player to act
    move = get_bot("coach").choose(game, seat, rng)
    if move.verb == "choose_role" and move.value in never:
        others = [a for a in game.legal_actions() if a.verb == "choose_role" and a.value not in never]
        move = rng.choice(sorted(others, key=str)) if others else move
    return move


def coached_rounds(rounds: int, players: int = 4, seed: int = 0, governor: int = 0,
                   never: tuple[str, ...] = ()) -> Game:
    """The position at the start of round ``rounds + 1`` of a game the coach plays for everyone
    (choosing no role in ``never``), as a game that starts there (``from_here``): a true later
    round, whose boards, supply and role doubloons are what play left.

    >>> game = coached_rounds(2, seed=3, governor=2, never=("prospector",))
    >>> game.state.round, game.state.governor, facts(game)["roles"]["prospector"]
    (3, 0, 2)
    """
    game, rng = Game(players=players, seed=seed, governor=governor), random.Random(seed)
    while not game.game_over and game.state.round <= rounds:
        game.apply(_coach_moves(game, rng, never))
    return from_here(game)


def coached_picks(roles: list[str], players: int = 4, seed: int = 0) -> Game:
    """A first round in which the players from the governor choose ``roles`` in turn and the
    coach plays each role's phase for everyone, as a game that starts there: the next pick is
    the player's after them, and every chosen role has had its effect.

    >>> game = coached_picks(["settler"], seed=2)
    >>> game.turn, len(facts(game)["players"][0]["island"])
    (1, 2)
    """
    game, rng = Game(players=players, seed=seed), random.Random(seed)
    for role in roles:
        game.apply({"player": game.turn, "choose_role": role})
        while not game.game_over and game.state.phase != "role_choice":
            game.apply(_coach_moves(game, rng))
    return from_here(game)


__all__ = ["EXAMPLES", "LOOKUPS", "Picture", "PriceList", "Said", "SaidList", "SetupTable", "act", "after",
           "allowed", "ask", "ask_allowed", "ask_value", "book_example", "bot_game", "coach_your_turn",
           "coached_picks", "coached_rest_of_round", "coached_round", "coached_rounds", "example", "facts",
           "from_here", "look_up", "moves", "named", "picture", "play", "price", "price_list", "refused", "rule",
           "rules", "score_sheet_in_words", "setup_table", "start", "steps", "varied", "walkthrough", "your_turn",
           "your_turn_at"]
