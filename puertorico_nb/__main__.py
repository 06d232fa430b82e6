"""The command line: ``python -m puertorico_nb check|rules|schema|play|bench``.

``check`` exits 0 when every ruling holds, 1 when a step fails, 2 when a file cannot be read or
does not follow the format (see docs/ruling-files.md).
"""
from __future__ import annotations

import argparse
import os
import runpy
import sys
from pathlib import Path

from .core import registry
from .rulings.position import DEFAULT_GAME

BENCHMARK = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_engine.py"


def _check(args) -> int:
    from .rulings.limits import Limits
    from .rulings.runner import check
    limits = Limits() if args.max_file_size is None else Limits(max_bytes=args.max_file_size)
    report = check(args.paths, limits=limits)
    if args.json:
        print(report.to_json())
    else:
        print(report.text())
    return report.exit_code


def _size(text: str) -> int:
    from .rulings.limits import parse_size
    try:
        return parse_size(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def _rules(args) -> int:
    from .rulebook import entry_text, search_rules
    if args.untaught:
        from .rulings.taught import coverage, report_text
        print(report_text(coverage()))
        return 0
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
    from .bots import play_games
    from .core.errors import LoadError
    if args.bots:
        bots = [name.strip() for name in args.bots.split(",")]
        if args.players is not None and args.players != len(bots):
            print(f"error: --players {args.players} but --bots names {len(bots)} bots (one per seat)",
                  file=sys.stderr)
            return 2
    else:
        bots = ["random"] * (args.players or 4)
    try:
        result = play_games(bots, game=args.game, games=args.games, seed=args.seed,
                            on_game=None if args.quiet else print)
    except (LoadError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    for line in result.summary():
        print(line)
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
    c.add_argument("--max-file-size", type=_size, default=None, metavar="SIZE",
                   help="read ruling files up to SIZE (bytes, or with k, M, G: 20M; default 5M); the number "
                        "of values a file may hold grows with it")
    c.set_defaults(run=_check)

    r = sub.add_parser("rules", help="list catalogue rules matching every word of QUERY (words, a role, "
                                     "a building or a rule id), with citations")
    r.add_argument("query", nargs="*", metavar="QUERY")
    r.add_argument("--notes", action="store_true", help="also print each rule's note")
    r.add_argument("--exercised", action="store_true",
                   help="also list the shipped rulings and tutorial steps that exercise each rule")
    r.add_argument("--untaught", action="store_true",
                   help="print the share of each game's rule ids the tutorials teach, and the ones they do not")
    r.set_defaults(run=_rules)

    s = sub.add_parser("schema", help="print the JSON Schema of ruling files")
    s.set_defaults(run=_schema)

    g = sub.add_parser("play", help="play bot games, print each game's scores and each bot's wins")
    g.add_argument("--game", choices=registry.names(), default=DEFAULT_GAME)
    g.add_argument("--players", type=int, default=None, help="seats (default: one per bot, else 4)")
    g.add_argument("--bots", help="one bot per seat, comma-separated: random, greedy or coach "
                                  "(default: random in every seat); the bots change seats each game")
    g.add_argument("--games", type=int, default=1)
    g.add_argument("--seed", type=int, default=0, help="the first game's seed (then seed+1, ...)")
    g.add_argument("--quiet", action="store_true", help="print only the wins and decision times")
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
