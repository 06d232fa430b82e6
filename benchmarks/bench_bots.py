"""How long a bot's decision and a hint take, on random and half-made positions of both games.

    python benchmarks/bench_bots.py [--positions 60] [--seed 0] [--bots greedy coach hint]

Positions are seeded random walks of each game (2 to 5 players, every expansion in turn), some
stopped in the middle of a decision taken in steps (cards picked, barrels set aside), the
"half-made" positions a table can show. At each, every bot chooses for the player to act and
``game.hint()`` explains its move; each answer is checked legal and the game unchanged (a
failure stops the run). Printed per game and bot: the decisions timed, the median, the 99th
percentile and the slowest (with the position it came from, to reproduce). The goal is under
100 ms at the 99th percentile. Not a test: nothing here asserts a time.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

from puertorico_nb import Game, SanJuanGame  # noqa: E402
from puertorico_nb.bots.registry import get_bot  # noqa: E402

GOAL_MS = 100.0
STEPS = ("pick", "begin_build", "store", "place_one")
GAMES = {
    "puerto_rico": lambda seed: Game(players=2 + seed % 4, seed=seed,
                                     expansions=((), ("new_buildings",), ("nobles",))[seed % 3]),
    "san_juan": lambda seed: SanJuanGame(players=2 + seed % 3, seed=seed),
}


def position(make, seed: int):
    """A seeded random position; every other one left half-made where a step is offered."""
    rng = random.Random(seed)
    game, half_made = make(seed), seed % 2 == 1
    for _ in range(rng.randrange(0, 450)):
        if game.game_over:
            break
        listed = list(game.legal_actions())
        steps = [a for a in listed if a.verb in STEPS]
        game.apply(rng.choice(steps if half_made and steps and rng.random() < 0.8 else listed))
    return game


def decide(game, who: str, seed: int):
    if who == "hint":
        return game.hint().action
    return get_bot(who).choose(game, game.turn, random.Random(seed))


def measure(name: str, who: str, positions: int, first_seed: int) -> tuple[list[float], tuple]:
    decide(GAMES[name](first_seed), who, first_seed)  # untimed: the first call loads the judgement's tables
    times, slowest = [], (0.0, None)
    for seed in range(first_seed, first_seed + positions):
        game = position(GAMES[name], seed)
        if game.game_over:
            continue
        saved = game.to_json()
        start = time.perf_counter()
        action = decide(game, who, seed)
        ms = (time.perf_counter() - start) * 1000
        if not game.is_legal(action) or game.to_json() != saved:
            raise SystemExit(f"{name} {who} at seed {seed}: {action} is not legal or the game changed")
        times.append(ms)
        slowest = max(slowest, (ms, (seed, len(game.log), game.phase)), key=lambda pair: pair[0])
    return times, slowest


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=60, help="positions per game and bot")
    parser.add_argument("--seed", type=int, default=0, help="the first position's seed")
    parser.add_argument("--bots", nargs="+", default=["random", "greedy", "coach", "hint"])
    args = parser.parse_args()
    print(f"{'game':<12} {'who':<7} {'decisions':>9} {'median ms':>10} {'p99 ms':>8} {'slowest ms':>11}  slowest at")
    worst = 0.0
    for name in GAMES:
        for who in args.bots:
            times, (ms, where) = measure(name, who, args.positions, args.seed)
            p99 = percentile(times, 0.99)
            worst = max(worst, p99)
            seed, moves, phase = where
            print(f"{name:<12} {who:<7} {len(times):>9} {statistics.median(times):>10.2f} {p99:>8.2f} "
                  f"{ms:>11.2f}  seed {seed}, move {moves}, {phase}")
    print(f"worst 99th percentile: {worst:.1f} ms ({'within' if worst < GOAL_MS else 'over'} the {GOAL_MS:.0f} ms goal)")


if __name__ == "__main__":
    main()
