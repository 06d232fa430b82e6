"""Engine speed: seeded random games, every move checked by the engine's rules.

    python benchmarks/bench_engine.py [--anchor PATH] [--before REV] [--players 4] [--games 50]
                                      [--repeat 5] [--seed 0] [--cpu]
    python benchmarks/bench_engine.py --calls [--players 4] [--games 200] [--sample-every 25]
                                      [--expansions new_buildings nobles] [--variants] [--sanjuan]
                                      [--profile]

By default it prints, side by side from one run, the games/s of three loops over the same
seeded games, each in its own process, the rounds alternating between them (best and median of
``--repeat`` rounds):

- the anchor, with ``--anchor PATH`` (a checkout of somnambWl/puerto-rico, the fastest open
  Python engine we know): its own validated loop, list every legal action, pick one uniformly,
  apply it (its apply checks the action against the list again);
- ours, the same loop: ``Game(players, seed=i, record_history=False)``,
  ``list(game.legal_actions())``, pick one uniformly, ``game.apply(it)`` until
  ``game.game_over``; a separate pass times every listing (p50, p99, max);
- ours in draw mode: ``game.play_random(rng)`` (one random legal action drawn without listing
  them all, checked once), and with ``--before REV`` the same for this package as it was at git
  revision REV, for a before/after figure measured in the same run (of both loops: list mode
  and draw mode).

The machine's load average is printed before and after the rounds. ``--cpu`` times the CPU seconds
of each measuring process instead of the wall clock: on a shared machine a process waiting for a
core then costs nothing, so the ratios hold up better under load (a busy machine still slows each
core's caches, so a quiet machine remains the best place).

``--calls`` prints the older detail instead: draw-mode games/s, then the same games again,
stopping at every ``--sample-every``-th decision to time the other calls a user interface makes
there (listing, ``apply``, ``clone``, ``undo``). Not a test: nothing here asserts a time.
"""
from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

from puertorico_nb import Game  # noqa: E402

# what the games/s loops time with: the wall clock, or this process's CPU seconds (--cpu)
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}
clock_name = "wall"


def bot_games(new_game, games: int, seed: int) -> tuple[float, int]:
    """(seconds spent playing, decisions made) for `games` seeded bot games: game i is
    new_game(seed + i), played by its own random.Random(seed + i) with play_random (a random
    legal action, checked once by the engine). Only the play is timed, not the set-up."""
    clock = CLOCKS[clock_name]
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
            probe.undo(reveal=True)
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


# -- side by side: the anchor engine, our list-every-action loop, our draw mode ------------------
# Each measurement runs in a fresh process: the anchor and an older checkout of this package
# cannot share one interpreter with ours, and a fresh heap treats every engine alike. The rounds
# alternate the engines (in a rotating order), so a slow minute of a shared machine lands on all
# of them; the best round is the engine's own speed, the median says how noisy the machine was.
LOOPS = ("anchor", "list", "list_before", "draw", "draw_before")
LOOP_NAMES = {
    "anchor": "anchor: list all, pick, apply",
    "list": "ours: list all, pick, apply",
    "list_before": "ours before: list all, pick, apply",
    "draw": "ours: draw mode (play_random)",
    "draw_before": "ours before: draw mode",
}


def anchor_games(root: str, players: int, games: int, seed: int) -> tuple[float, int]:
    """The anchor's own validated loop: list every legal action, pick one uniformly, apply it
    (its apply checks the action against the list again). Set-up is not timed."""
    sys.path.insert(0, root)
    from puerto_rico.engine.game import Game as AnchorGame
    from puerto_rico.engine.state import GameConfig
    clock = CLOCKS[clock_name]
    spent, decisions = 0.0, 0
    for i in range(games):
        game = AnchorGame(GameConfig(num_players=players, seed=seed + i))
        rng = random.Random(seed + i)
        t0 = clock()
        while not game.is_terminal:
            game.apply(rng.choice(game.legal_actions()))
            decisions += 1
        spent += clock() - t0
    return spent, decisions


def listing_games(game_class, players: int, games: int, seed: int) -> tuple[float, int]:
    """Our list-every-action loop: list(game.legal_actions()), pick one uniformly, game.apply
    (which checks it again). Set-up is not timed."""
    clock = CLOCKS[clock_name]
    spent, decisions = 0.0, 0
    for i in range(games):
        game = game_class(players=players, seed=seed + i, record_history=False)
        rng = random.Random(seed + i)
        t0 = clock()
        while not game.game_over:
            game.apply(rng.choice(list(game.legal_actions())))
            decisions += 1
        spent += clock() - t0
    return spent, decisions


def listing_times(game_class, players: int, games: int, seed: int) -> list[float]:
    """Seconds per listing at every decision of the same games (a separate pass: the timer
    calls stay out of the games/s figure)."""
    clock = time.perf_counter
    times = []
    for i in range(games):
        game = game_class(players=players, seed=seed + i, record_history=False)
        rng = random.Random(seed + i)
        while not game.game_over:
            t0 = clock()
            actions = list(game.legal_actions())
            times.append(clock() - t0)
            game.apply(rng.choice(actions))
    return times


def worker(kind: str, root: str, players: int, games: int, seed: int, percentiles: bool) -> dict:
    """One measurement, in this process: the JSON line the comparison reads."""
    if kind == "anchor":
        spent, decisions = anchor_games(root, players, games, seed)
        return {"seconds": spent, "decisions": decisions}
    sys.path.insert(0, root)
    from puertorico_nb import Game as OurGame  # the checkout at `root` (ours or an older one)
    if kind in ("list", "list_before"):
        spent, decisions = listing_games(OurGame, players, games, seed)
        out = {"seconds": spent, "decisions": decisions}
        if percentiles:
            times = sorted(listing_times(OurGame, players, games, seed))
            out["listing_us"] = {q: times[min(len(times) - 1, int(len(times) * f))] * 1e6
                                 for q, f in (("p50", 0.5), ("p99", 0.99), ("max", 1.0))}
        return out
    spent, decisions = bot_games(lambda s: OurGame(players, seed=s, record_history=False), games, seed)
    return {"seconds": spent, "decisions": decisions}


def checkout_at(revision: str) -> str:
    """This package as it was at a git revision of this repository, unpacked in a temporary
    directory (for 'before' figures measured in the same run as 'after')."""
    import io
    import subprocess
    import tarfile
    import tempfile
    repo = Path(__file__).resolve().parent.parent
    data = subprocess.run(["git", "-C", str(repo), "archive", "--format=tar", revision, "puertorico_nb"],
                          check=True, capture_output=True).stdout
    target = tempfile.mkdtemp(prefix="bench-before-")
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(target, filter="data")
    return target


def measure(kind: str, root: str, players: int, games: int, seed: int, percentiles: bool = False) -> dict:
    import json
    import subprocess
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", kind, "--root", root,
               "--players", str(players), "--games", str(games), "--seed", str(seed)]
    if clock_name == "cpu":
        command.append("--cpu")
    if percentiles:
        command.append("--percentiles")
    done = subprocess.run(command, check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def _load(averages: tuple[float, float, float]) -> str:
    return "/".join(f"{value:.1f}" for value in averages)


def compare(players: int, games: int, seed: int, rounds: int, anchor: str | None,
            before: str | None) -> str:
    ours = str(Path(__file__).resolve().parent.parent)
    roots = {"list": ours, "draw": ours}
    if anchor:
        roots["anchor"] = anchor
    if before:
        roots["draw_before"] = roots["list_before"] = checkout_at(before)
    kinds = [k for k in LOOPS if k in roots]
    load_before = os.getloadavg()
    rates: dict[str, list[float]] = {k: [] for k in kinds}
    decisions: dict[str, int] = {}
    listing: dict = {}
    for r in range(rounds):
        order = kinds[r % len(kinds):] + kinds[:r % len(kinds)]  # a rotating order
        for kind in order:
            last = r == rounds - 1 and kind == "list"
            result = measure(kind, roots[kind], players, games, seed, percentiles=last)
            rates[kind].append(games / result["seconds"])
            decisions[kind] = result["decisions"]
            listing = result.get("listing_us", listing)
    best = {k: max(v) for k, v in rates.items()}
    lines = [f"{games} random {players}-player games (seeds {seed}..{seed + games - 1}), {rounds} rounds "
             f"alternating, every move validated; games/s ({'CPU' if clock_name == 'cpu' else 'wall-clock'} time), "
             "best and median of rounds",
             f"  load average (1, 5, 15 min) {_load(load_before)} before the rounds, {_load(os.getloadavg())} after, "
             f"on {os.cpu_count()} cores",
             f"  {'loop':34} {'best':>8} {'median':>8} {'decisions/game':>15}"
             + ("   best vs anchor" if "anchor" in best else "")]
    for kind in kinds:
        ratio = f"   {best[kind] / best['anchor']:8.2f}x" if "anchor" in best else ""
        lines.append(f"  {LOOP_NAMES[kind]:34} {best[kind]:8.1f} {statistics.median(rates[kind]):8.1f} "
                     f"{decisions[kind] / games:15.0f}{ratio}")
    for mode in ("list", "draw"):
        if f"{mode}_before" in best:
            now, then = rates[mode], rates[f"{mode}_before"]
            lines.append(f"  {mode} mode now / before: {max(now) / max(then):.3f} (best), "
                         f"{statistics.median(now) / statistics.median(then):.3f} (median)   before = {before}")
    if listing:
        lines.append(f"  one listing of every legal action (µs, {decisions['list']} decisions): "
                     f"p50 {listing['p50']:.1f}, p99 {listing['p99']:.1f}, max {listing['max']:.1f}")
    return "\n".join(lines)


VARIANTS = ((4, ()), (2, ()), (3, ()), (5, ()), (4, ("new_buildings",)), (4, ("new_buildings", "nobles")),
            (2, ("new_buildings", "nobles")))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=None,
                   help="games per round (default 50 side by side, 200 with --calls)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--anchor", metavar="PATH",
                   help="a checkout of somnambWl/puerto-rico, measured beside ours")
    p.add_argument("--before", metavar="REV",
                   help="also measure draw mode for this package at git revision REV")
    p.add_argument("--calls", action="store_true",
                   help="draw-mode games/s and per-call timings instead of the side-by-side loops")
    p.add_argument("--expansions", nargs="*", default=[], choices=["new_buildings", "nobles"])
    p.add_argument("--sanjuan", action="store_true", help="San Juan instead of Puerto Rico (with --calls)")
    p.add_argument("--variants", action="store_true",
                   help="every player count and the expansions, one after another (with --calls)")
    p.add_argument("--sample-every", type=int, default=25, metavar="K",
                   help="time listing, clone and undo at every K-th decision (default 25)")
    p.add_argument("--repeat", type=int, default=None, metavar="R",
                   help="rounds; the fastest is reported with the median beside it (default 5, 3 with --calls)")
    p.add_argument("--profile", action="store_true", help="run under cProfile; print the top 25")
    p.add_argument("--cpu", action="store_true",
                   help="time each loop's CPU seconds, not the wall clock (side by side only)")
    p.add_argument("--worker", choices=LOOPS, help=argparse.SUPPRESS)  # one measurement, as JSON
    p.add_argument("--root", help=argparse.SUPPRESS)
    p.add_argument("--percentiles", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    global clock_name
    clock_name = "cpu" if args.cpu else "wall"
    every = max(1, args.sample_every)
    if args.worker:
        import json
        print(json.dumps(worker(args.worker, args.root, args.players, args.games, args.seed, args.percentiles)))
        return 0
    detailed = args.calls or args.variants or args.sanjuan or args.profile or args.expansions
    games = args.games or (200 if detailed else 50)
    repeat = max(1, args.repeat or (3 if detailed else 5))
    if not detailed:
        print(compare(args.players, games, args.seed, repeat, args.anchor, args.before))
        return 0
    if args.profile:
        profiler = cProfile.Profile()
        result = profiler.runcall(play, args.players, games, args.seed, every, tuple(args.expansions), 1)
        print(report(result, args.players, tuple(args.expansions)))
        print()
        pstats.Stats(profiler, stream=sys.stdout).sort_stats("cumulative").print_stats(25)
        return 0
    if args.sanjuan:
        print(play_sanjuan(args.players, games, args.seed))
        return 0
    runs = VARIANTS if args.variants else ((args.players, tuple(args.expansions)),)
    for players, expansions in runs:
        print(report(play(players, games, args.seed, every, expansions, repeat), players, expansions))
    if args.variants:
        for players in (2, 3, 4):
            print(play_sanjuan(players, games, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
