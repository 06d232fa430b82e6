"""Bots by name. A bot is anything with ``choose(game, seat, rng) -> action`` that returns a
legal action for ``seat`` (the player to act) in Puerto Rico or San Juan.

>>> sorted(BOTS)
['coach', 'greedy', 'random']
>>> get_bot("coach").name
'coach'
"""
from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

from ..core import registry


@runtime_checkable
class Bot(Protocol):
    """What a table or the ``play`` command needs from a bot."""

    name: str

    def choose(self, game: Any, seat: int, rng: random.Random) -> Any:
        """A legal action for `seat`, the player to act in `game`; must not change `game`."""


def judgement(game: Any) -> Any:
    """The module that judges positions of this game (``greedy_choice``, ``coach_choice``, ...):
    its record's ``judgement`` (TypeError for an object that is no game of this package)."""
    return registry.record_for(game).judgement.load()


def game_on(game: Any) -> Any:
    """`game`, if it is still being played; the same clear IndexError as the random bot's draw
    once it is over (a judgement asked for a move then has nothing to weigh)."""
    if game.game_over:
        raise IndexError("no legal action: the game is over")
    return game


class RandomBot:
    """Every legal action equally likely (a mayor's whole layouts count as one choice; see the
    game's ``legal_actions().random``)."""

    name = "random"

    def choose(self, game, seat, rng):
        return game.legal_actions().random(rng)


class GreedyBot:
    """Takes whatever gains the most right now: points, then doubloons (Puerto Rico) or cards
    (San Juan), then goods. It looks one move ahead and no further."""

    name = "greedy"

    def choose(self, game, seat, rng):
        return judgement(game).greedy_choice(game_on(game), seat, rng)


class CoachBot:
    """The strongest bot here: it weighs every move by playing the rest of the phase out on a
    copy of the game, with everything it cannot see (the plantation stack's order; the other
    hands, the goods and the deck in San Juan) dealt afresh at random, and judging the result by
    a reckoning of each player's prospects. ``hint`` explains its choices."""

    name = "coach"

    def choose(self, game, seat, rng):
        return judgement(game).coach_choice(game_on(game), seat, rng)


BOTS: dict[str, type] = {"random": RandomBot, "greedy": GreedyBot, "coach": CoachBot}


def get_bot(bot: Any) -> Bot:
    """A bot from its name (``random``, ``greedy``, ``coach``) or a bot object itself."""
    if isinstance(bot, str):
        key = bot.strip().lower()
        if key not in BOTS:
            raise ValueError(f"there is no bot called {bot!r}: choose from {', '.join(sorted(BOTS))}")
        return BOTS[key]()
    if callable(getattr(bot, "choose", None)):
        return bot
    raise ValueError(f"a bot is a name ({', '.join(sorted(BOTS))}) or an object with "
                     f"choose(game, seat, rng), not {bot!r}")


def bot_name(bot: Any) -> str:
    """The name a bot is shown by."""
    return str(getattr(bot, "name", None) or type(bot).__name__)
