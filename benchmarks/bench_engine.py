"""Engine speed: seeded random games, every move checked by the engine's rules.

    python benchmarks/bench_engine.py [--players 4] [--games 200] [--seed 0] [--sample-every 25]
                                      [--expansions new_buildings nobles] [--variants] [--sanjuan]
                                      [--profile]

Plays ``--games`` games, game ``i`` as ``Game(players, seed=seed + i)`` with its own
``random.Random(seed + i)`` playing ``game.play_random(rng)`` (a random legal action, checked
once by the engine), and prints games/s and decisions/s for that play alone. Then it plays the
same games again, stopping at every ``--sample-every``-th decision to time the other calls a
user interface makes there: listing the legal actions, ``apply``, ``clone`` and ``undo``
(listing every action costs far more than drawing one: a mayor may have thousands of layouts).
The second pass is separate so that its work never lands in the headline figures. Not a test:
nothing here asserts a time.
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

from puertorico_nb.games.puerto_rico import Game  # noqa: E402


def bot_games(new_game, games: int, seed: int) -> tuple[float, int]:
    """(seconds spent playing, decisions made) for `games` seeded bot games: game i is
    new_game(seed + i), played by its own random.Random(seed + i) with play_random (a random
    legal action, checked once by the engine). Only the play is timed, not the set-up."""
    clock = time.perf_counter
    decisions = 0
    spent = 0.0
    for i in range(games):
        game = new_game(seed + i)
        rng = random.Random(seed + i)
        t0 = clock()
        while not game.game_over:
            game.play_random(rng)
            decisions += 1
        spent += clock() - t0
    return spent, decisions


def play_sanjuan(players: int, games: int, seed: int) -> str:
    """San Juan: the same loop, games/s only."""
    from puertorico_nb.games.san_juan import SanJuanGame
    spent, decisions = bot_games(lambda s: SanJuanGame(players, seed=s, record_history=False), games, seed)
    return (f"{games} random {players}-player games of San Juan, {decisions} decisions "
            f"({decisions / max(games, 1):.0f} per game), every move validated\n"
            f"  games/s      {games / spent:10.1f}\n"
            f"  decisions/s  {decisions / spent:10.0f}")


def play(players: int, games: int, seed: int, sample_every: int = 25, expansions=(), repeat: int = 3) -> dict:
    clock = time.perf_counter
    totals = {"play": 0.0, "list": 0.0, "list_mayor": 0.0, "apply": 0.0, "clone": 0.0,
              "game_clone": 0.0, "undo": 0.0}
    # Pass 1, the headline: the bots' games and nothing else, played `repeat` times; the
    # fastest round is the best estimate of the engine's own speed (a shared machine only ever
    # slows a round down), and the median is printed beside it. Bot games keep no undo history
    # (nobody takes a move back); each move is drawn by legal_actions().random and checked once
    # by the engine (play_random).
    def new_game(s):
        return Game(players, seed=s, expansions=expansions, record_history=False)

    rounds = [bot_games(new_game, games, seed) for _ in range(repeat)]
    decisions = rounds[0][1]
    rounds = [spent for spent, _ in rounds]
    totals["play"] = min(rounds)
    totals["play_median"] = statistics.median(rounds)
    # Pass 2: the same games again, stopping at every K-th decision to time what an interface
    # calls there. Kept apart because listing a mayor's every layout makes thousands of objects,
    # whose clean-up would otherwise land in the headline's time.
    n = listed = sampled = sampled_mayor = 0
    for i in range(games):
        game = Game(players, seed=seed + i, expansions=expansions, record_history=False)
        rng = random.Random(seed + i)
        while not game.game_over:
            game.play_random(rng)
            n += 1
            if n % sample_every or game.game_over:
                continue
            # the copies, a move and its take-back first, then the listing: a mayor's listing
            # makes thousands of objects, whose clean-up would land in the next timings
            t0 = clock()
            state = game.state.clone()
            t1 = clock()
            probe = game.clone()
            t2 = clock()
            totals["clone"] += t1 - t0
            totals["game_clone"] += t2 - t1
            probe.record_history = True
            action = probe.legal_actions().random(random.Random(n))  # its own generator: the game's draws stay as in pass 1
            t0 = clock()
            probe.apply(action)
            totals["apply"] += clock() - t0
            t0 = clock()
            probe.undo()
            totals["undo"] += clock() - t0
            assert probe.state == state
            mayor = game.phase == "mayor"
            t0 = clock()
            count = sum(1 for _ in game.legal_actions())
            t1 = clock()
            if mayor:
                sampled_mayor += 1
                totals["list_mayor"] += t1 - t0
            else:
                sampled += 1
                listed += count
                totals["list"] += t1 - t0
    return {"games": games, "decisions": decisions, "sampled": sampled, "sampled_mayor": sampled_mayor,
            "listed": listed, "repeat": repeat, **totals}


def report(r: dict, players: int, expansions=()) -> str:
    apply_us = 1e6 / max(r["sampled"] + r["sampled_mayor"], 1)
    us = 1e6 / max(r["sampled"], 1)
    all_us = 1e6 / max(r["sampled"] + r["sampled_mayor"], 1)
    variant = f" with {' + '.join(expansions)}" if expansions else ""
    return "\n".join([
        f"{r['games']} random {players}-player games{variant}, {r['decisions']} decisions "
        f"({r['decisions'] / max(r['games'], 1):.0f} per game), every move validated",
        f"  games/s      {r['games'] / r['play']:10.1f}   (fastest of {r['repeat']} rounds; median "
        f"{r['games'] / r['play_median']:.1f})",
        f"  decisions/s  {r['decisions'] / r['play']:10.0f}",
        "  mean µs per call:",
        f"    apply (check + play, recording undo)    {r['apply'] * apply_us:10.1f}",
        f"    legal actions listed in full            {r['list'] * us:10.1f}   "
        f"({r['listed'] / max(r['sampled'], 1):.1f} actions on average, {r['sampled']} positions)",
        f"    the same for a mayor's whole layouts    {r['list_mayor'] / max(r['sampled_mayor'], 1) * 1e6:10.1f}   "
        f"({r['sampled_mayor']} positions; one action per possible layout)",
        f"    clone the position (State.clone)        {r['clone'] * all_us:10.1f}",
        f"    clone the game with its history         {r['game_clone'] * all_us:10.1f}",
        f"    undo                                    {r['undo'] * all_us:10.1f}",
    ])


VARIANTS = ((4, ()), (2, ()), (3, ()), (5, ()), (4, ("new_buildings",)), (4, ("new_buildings", "nobles")),
            (2, ("new_buildings", "nobles")))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--expansions", nargs="*", default=[], choices=["new_buildings", "nobles"])
    p.add_argument("--sanjuan", action="store_true", help="San Juan instead of Puerto Rico")
    p.add_argument("--variants", action="store_true",
                   help="every player count and the expansions, one after another")
    p.add_argument("--sample-every", type=int, default=25, metavar="K",
                   help="time listing, clone and undo at every K-th decision (default 25)")
    p.add_argument("--repeat", type=int, default=3, metavar="R",
                   help="play the games R times and report the fastest round (default 3)")
    p.add_argument("--profile", action="store_true", help="run under cProfile; print the top 25")
    args = p.parse_args(argv)
    every = max(1, args.sample_every)
    if args.profile:
        profiler = cProfile.Profile()
        result = profiler.runcall(play, args.players, args.games, args.seed, every, tuple(args.expansions), 1)
        print(report(result, args.players, tuple(args.expansions)))
        print()
        pstats.Stats(profiler, stream=sys.stdout).sort_stats("cumulative").print_stats(25)
        return 0
    if args.sanjuan:
        print(play_sanjuan(args.players, args.games, args.seed))
        return 0
    runs = VARIANTS if args.variants else ((args.players, tuple(args.expansions)),)
    for players, expansions in runs:
        print(report(play(players, args.games, args.seed, every, expansions, max(1, args.repeat)), players,
                     expansions))
    if args.variants:
        for players in (2, 3, 4):
            print(play_sanjuan(players, args.games, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
