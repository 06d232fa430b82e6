"""Bots playing whole games against each other, and the tally of who won.

The bots change seats from game to game (bot k sits in seat ``(k + game) mod players``), so each
meets every seat and, in Puerto Rico, the governor's first pick equally often. A game's winners
are the engine's ``winners()``: the highest score, a tie going to the most doubloons and barrels
(Puerto Rico) or cards in hand and goods (San Juan), as the books break ties. Players still tied
after that share the win: each gets an equal fraction of it, so the wins of a run add up to the
number of games.

>>> result = play_games(["greedy", "random", "random"], games=2, seed=3)
>>> sum(result.wins), result.games
(2.0, 2)
"""
from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..core import registry
from .registry import bot_name, get_bot

MOVE_LIMIT = 20000  # a whole game is far fewer decisions; this only guards against a loop


def new_game(game: str, players: int, seed: int, first_seat: int = 0):
    """A fresh game of `game` (a registered game's name) with `first_seat` as governor."""
    if game not in registry.names():
        raise ValueError(f"there is no game called {game!r}: choose from {', '.join(registry.names())}")
    return registry.load_game(game, players=players, seed=seed, governor=first_seat % players)


@dataclass
class MatchResult:
    """Wins (fractions for shared wins) and decision times, one entry per listed bot."""

    names: list[str]
    games: int = 0
    wins: list[float] = field(default_factory=list)
    seconds: list[list[float]] = field(default_factory=list)  # each bot's decision times
    lines: list[str] = field(default_factory=list)  # one line per game

    def summary(self) -> list[str]:
        """``NAME wins W/G`` for each listed bot (W may end in .5 and the like for shared wins),
        then each bot's decision times: median, 90th percentile, slowest."""
        out = []
        for name, w in zip(self.names, self.wins):
            shown = f"{w:g}" if w == int(w) else f"{w:.2f}".rstrip("0")
            share = 100 * w / self.games if self.games else 0.0
            out.append(f"{name} wins {shown}/{self.games} ({share:.1f}%)")
        for name, times in zip(self.names, self.seconds):
            if times:
                tenth = statistics.quantiles(times, n=10)[-1] if len(times) > 1 else times[0]
                out.append(f"{name}: median decision {1000 * statistics.median(times):.2f} ms, 90th percentile "
                           f"{1000 * tenth:.1f} ms, slowest {1000 * max(times):.1f} ms ({len(times)} decisions)")
        return out


def play_games(bots: list[Any], *, game: str = "puerto_rico", games: int = 1, seed: int = 0,
               on_game: Callable[[str], None] | None = None) -> MatchResult:
    """Play `games` games (seeds ``seed``, ``seed + 1``, ...) between `bots` (names or bot
    objects, one per seat) and tally them (see the module docstring)."""
    players = len(bots)
    chosen = [get_bot(b) for b in bots]
    result = MatchResult([bot_name(b) for b in chosen], 0, [0.0] * players, [[] for _ in chosen])
    for k in range(games):
        g_seed = seed + k
        g = new_game(game, players, g_seed)
        seat_of = [(i + k) % players for i in range(players)]  # listed bot i sits here
        bot_at = {seat: i for i, seat in enumerate(seat_of)}
        rng = random.Random(g_seed)
        for _ in range(MOVE_LIMIT):
            if g.game_over:
                break
            i = bot_at[g.turn]
            started = time.perf_counter()
            action = chosen[i].choose(g, g.turn, rng)
            result.seconds[i].append(time.perf_counter() - started)
            g.apply(action)
        else:
            raise RuntimeError(f"game {k + 1} (seed {g_seed}) did not end within {MOVE_LIMIT} decisions")
        winners = g.winners()
        for seat in winners:
            result.wins[bot_at[seat]] += 1 / len(winners)
        result.games += 1
        scores = g.scores()
        shown = ", ".join(f"{result.names[bot_at[q]]} (seat {q + 1}) {scores[q]}" for q in range(players))
        won = " and ".join(f"{result.names[bot_at[q]]} (seat {q + 1})" for q in winners)
        line = f"game {k + 1} (seed {g_seed}): {shown}; winner {won}"
        result.lines.append(line)
        if on_game is not None:
            on_game(line)
    return result
