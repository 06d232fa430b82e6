"""How the coach looks ahead, the same for both games: each candidate move is played on a copy of
the game whose hidden parts were dealt afresh, every player then finishes the phase by looking
one move ahead, and the moves are ranked by how far the coach ends ahead of its best rival.

A game's judge (``puerto_rico.JUDGE``, ``san_juan.JUDGE``) says what is hidden and how it is
re-dealt (``sandbox``), how many rounds are left (``horizon``), what a position is worth to a
player as another player (the viewer) reckons it (``worth``) and which moves are worth weighing (``candidates``).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

ROLLOUT_LIMIT = 80  # decisions: a phase has far fewer; this only guards against a loop


@dataclass(frozen=True)
class Judge:
    sandbox: Callable[[Any, int, random.Random], Any]  # (game, seat, rng) -> copy without history
    horizon: Callable[[Any], float]  # rounds the game should still last
    worth: Callable[[Any, int, float, int], float]  # (game, seat, horizon, viewer) -> points
    candidates: Callable[[Any, float], list]  # (game, horizon) -> moves worth weighing
    is_phase_over: Callable[[Any], bool]  # back at a role choice (or the game is over)


def standing(judge: Judge, game, seat: int, horizon: float) -> float:
    """How far `seat` is ahead of its strongest rival (negative: behind)."""
    worth = judge.worth
    mine = worth(game, seat, horizon, seat)
    return mine - max(worth(game, q, horizon, seat) for q in range(game.players) if q != seat)


def after(game, action):
    """A copy of `game` with `action` played."""
    g = game.clone()
    g.apply(action)
    return g


def one_ply(judge: Judge, game, horizon: float):
    """The move the player to act makes looking one move ahead (the rollouts' policy)."""
    seat = game.turn
    options = judge.candidates(game, horizon)
    if len(options) == 1:
        return options[0]
    best, best_value = options[0], None
    for a in options:
        v = standing(judge, after(game, a), seat, horizon)
        if best_value is None or v > best_value:
            best, best_value = a, v
    return best


def finish_phase(judge: Judge, game, horizon: float) -> None:
    """Play on until the next role choice (or the end), every player by ``one_ply``."""
    for _ in range(ROLLOUT_LIMIT):
        if judge.is_phase_over(game):
            return
        game.apply(one_ply(judge, game, horizon))


def weigh(judge: Judge, game, seat: int, rng: random.Random, samples: int = 1) -> list[tuple[Any, float]]:
    """Each candidate move of `seat` with its standing once the phase is played out, averaged
    over `samples` fresh deals of the hidden parts; best first."""
    horizon = judge.horizon(game)
    options = judge.candidates(game, horizon)
    totals = [0.0] * len(options)
    for _ in range(samples):
        sim = judge.sandbox(game, seat, rng)
        for k, a in enumerate(options):
            g = after(sim, a)
            finish_phase(judge, g, horizon)
            totals[k] += standing(judge, g, seat, horizon)
    order = sorted(range(len(options)), key=lambda k: -totals[k])
    return [(options[k], totals[k] / samples) for k in order]


def best_move(judge: Judge, game, seat: int, rng: random.Random, samples: int = 1):
    """The coach's move: the only one, or the best by ``weigh``."""
    options = judge.candidates(game, judge.horizon(game))
    if len(options) == 1:
        return options[0]
    return weigh(judge, game, seat, rng, samples)[0][0]
