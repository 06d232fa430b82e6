"""Engine speed: seeded random games, every move validated by ``Game.apply``.

    python benchmarks/bench_engine.py [--players 4] [--games 200] [--seed 0] [--sample-every 25]
                                      [--profile]

Plays ``--games`` games, game ``i`` as ``Game(players, seed=seed + i)`` with its own
``random.Random(seed + i)`` choosing ``game.legal_actions().random(rng)``. Prints games/s and
decisions/s for the play itself, then the mean time of the other calls a user interface makes,
each timed apart from the play (so they do not slow the headline numbers): listing the legal
actions, ``apply``, ``clone`` and ``undo``. Listing every legal action costs far more than
drawing one (a mayor may have thousands of layouts), so those extra calls are timed at every
``--sample-every``-th decision. Not a test: nothing here asserts a time.
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

from puertorico_nb.engine import Game  # noqa: E402


def play(players: int, games: int, seed: int, sample_every: int = 25) -> dict:
    clock = time.perf_counter
    totals = {"play": 0.0, "list": 0.0, "apply": 0.0, "clone": 0.0, "undo": 0.0}
    decisions = listed = sampled = 0
    for i in range(games):
        game = Game(players, seed=seed + i)
        rng = random.Random(seed + i)
        while not game.game_over:
            t0 = clock()
            action = game.legal_actions().random(rng)
            t1 = clock()
            game.apply(action)
            t2 = clock()
            totals["play"] += t2 - t0
            totals["apply"] += t2 - t1
            decisions += 1
            if decisions % sample_every:
                continue

            # The same position seen by an interface: every choice listed, a copy, a take-back.
            sampled += 1
            t0 = clock()
            listed += sum(1 for _ in game.legal_actions())
            t1 = clock()
            game.clone()
            t2 = clock()
            game.undo()
            t3 = clock()
            game.redo()
            totals["list"] += t1 - t0
            totals["clone"] += t2 - t1
            totals["undo"] += t3 - t2
    return {"games": games, "decisions": decisions, "sampled": sampled, "listed": listed, **totals}


def report(r: dict, players: int) -> str:
    apply_us = 1e6 / max(r["decisions"], 1)
    us = 1e6 / max(r["sampled"], 1)
    return "\n".join([
        f"{r['games']} random {players}-player games, {r['decisions']} decisions "
        f"({r['decisions'] / max(r['games'], 1):.0f} per game)",
        f"  games/s      {r['games'] / r['play']:10.1f}",
        f"  decisions/s  {r['decisions'] / r['play']:10.0f}",
        "  mean µs per call:",
        f"    apply (every decision)         {r['apply'] * apply_us:10.1f}",
        f"    legal actions, listed in full  {r['list'] * us:10.1f}   "
        f"({r['listed'] / max(r['sampled'], 1):.1f} actions on average; "
        f"{r['sampled']} sampled positions)",
        f"    clone                          {r['clone'] * us:10.1f}",
        f"    undo                           {r['undo'] * us:10.1f}",
    ])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--sample-every", type=int, default=25, metavar="K",
                   help="time listing, clone and undo at every K-th decision (default 25)")
    p.add_argument("--profile", action="store_true", help="run under cProfile; print the top 25")
    args = p.parse_args(argv)
    if args.profile:
        profiler = cProfile.Profile()
        result = profiler.runcall(play, args.players, args.games, args.seed,
                                  max(1, args.sample_every))
        print(report(result, args.players))
        print()
        pstats.Stats(profiler, stream=sys.stdout).sort_stats("cumulative").print_stats(25)
    else:
        print(report(play(args.players, args.games, args.seed, max(1, args.sample_every)),
                     args.players))
    return 0


if __name__ == "__main__":
    sys.exit(main())
