"""The command line: ``python -m puertorico_nb check|rules|schema|play|bench``.

``check`` exits 0 when every ruling holds, 1 when a step fails, 2 when a file cannot be read or
does not follow the format (see the README, "Ruling files").
"""
from __future__ import annotations

import argparse
import os
import random
import runpy
import sys
from pathlib import Path

BENCHMARK = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_engine.py"


def _check(args) -> int:
    from .rulings.runner import check
    report = check(args.paths)
    if args.json:
        print(report.to_json())
    else:
        print(report.text())
    return report.exit_code


def _rules(args) -> int:
    from .rulebook import entry_text, search_rules
    query = " ".join(args.query)
    found = search_rules(query)
    if not found:
        print(f"no rule matches {query!r}", file=sys.stderr)
        return 1
    index = None
    if args.exercised:
        from .rulings.exercises import shipped_index
        index = shipped_index()
    for rule in found:
        print(entry_text(rule, index, notes=args.notes))
    print(f"{len(found)} rule{'s' if len(found) != 1 else ''}")
    return 0


def _schema(args) -> int:
    from .rulings.loader import SCHEMA_PATH
    sys.stdout.write(SCHEMA_PATH.read_text(encoding="utf-8"))
    return 0


def _play(args) -> int:
    from .games.puerto_rico import Game, LoadError
    for k in range(args.games):
        seed = args.seed + k
        try:
            game = Game(args.players, seed=seed)
        except LoadError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        rng = random.Random(seed)
        decisions = 0
        while not game.game_over:
            game.play_random(rng)
            decisions += 1
        scores = game.scores()
        winners = game.winners()
        shown = ", ".join(f"player {p}: {s}" for p, s in scores.items())
        won = " and ".join(map(str, winners))
        print(f"game {k + 1} (seed {seed}, {game.state.round} rounds, {decisions} decisions): "
              f"{shown}; winner {won}")
    return 0


def _bench(args) -> int:
    if not BENCHMARK.exists():
        print("error: the benchmark ships with the source repository (benchmarks/bench_engine.py), "
              "which is not here", file=sys.stderr)
        return 2
    sys.argv = [str(BENCHMARK), *args.options]
    runpy.run_path(str(BENCHMARK), run_name="__main__")
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m puertorico_nb",
                                description="Puerto Rico rules: check ruling files, look up rules, "
                                            "play bot games.")
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    c = sub.add_parser("check", help="run ruling files (exit 0 all hold, 1 a step failed, "
                                     "2 unreadable or malformed)")
    c.add_argument("paths", nargs="+", metavar="PATH", help="ruling files or folders (searched for "
                                                            "*.yaml, *.yml, *.json)")
    c.add_argument("--json", action="store_true", help="print one JSON report on stdout")
    c.set_defaults(run=_check)

    r = sub.add_parser("rules", help="list catalogue rules matching every word of QUERY (words, a role, "
                                     "a building or a rule id), with citations")
    r.add_argument("query", nargs="*", metavar="QUERY")
    r.add_argument("--notes", action="store_true", help="also print each rule's note")
    r.add_argument("--exercised", action="store_true",
                   help="also list the shipped rulings and tutorial steps that exercise each rule")
    r.set_defaults(run=_rules)

    s = sub.add_parser("schema", help="print the JSON Schema of ruling files")
    s.set_defaults(run=_schema)

    g = sub.add_parser("play", help="play random-bot games and print the scores")
    g.add_argument("--players", type=int, default=4)
    g.add_argument("--games", type=int, default=1)
    g.add_argument("--seed", type=int, default=0)
    g.set_defaults(run=_play)

    b = sub.add_parser("bench", help="run benchmarks/bench_engine.py (source checkout only)")
    b.add_argument("options", nargs=argparse.REMAINDER, help="passed on to the benchmark")
    b.set_defaults(run=_bench)
    return p


def main(argv: list[str] | None = None) -> int:
    p = parser()
    args, extra = p.parse_known_args(argv)
    if args.command == "bench":
        args.options = [*extra, *args.options]  # the benchmark's own options, passed on as given
    elif extra:
        p.error(f"unrecognized arguments: {' '.join(extra)}")
    try:
        return args.run(args)
    except BrokenPipeError:  # e.g. `... | head`: the reader has gone, so say nothing more
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
