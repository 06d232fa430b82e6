"""The command line: ``puertorico-nb`` or ``python -m puertorico_nb``, with the commands
``course|check|rules|schema|play|classroom|bench``.

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
from .core.language import LANGUAGES, check_language, speak, speak_plural
from .rulings.position import DEFAULT_GAME

BENCHMARK = Path(__file__).resolve().parent.parent / "benchmarks" / "bench_engine.py"
SCRIPT = "puertorico-nb"  # the installed command ([project.scripts] in pyproject.toml)


def _program_name() -> str:
    """How the user started us, for the usage line: the installed command, else ``python -m``."""
    started = Path(sys.argv[0]).name if sys.argv and sys.argv[0] else ""
    return SCRIPT if started == SCRIPT else "python -m puertorico_nb"


def _check(args) -> int:
    from .rulings.limits import Limits
    from .rulings.runner import check
    limits = Limits() if args.max_file_size is None else Limits(max_bytes=args.max_file_size)
    report = check(args.paths, limits=limits)
    if args.json:
        print(report.to_json())  # the contract's English, whatever the language
    else:
        print(report.text(args.language))
    return report.exit_code


def _size(text: str) -> int:
    from .rulings.limits import parse_size
    try:
        return parse_size(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def _language(code: str) -> str:
    try:
        return check_language(code)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def _rules(args) -> int:
    from .rulebook import entry_text, search_rules
    if args.untaught:
        from .rulings.taught import coverage, report_text
        print(report_text(coverage()))
        return 0
    query = " ".join(args.query)
    found = search_rules(query, language=args.language)
    if not found:
        print(speak("no rule matches {query}", language=args.language, query=repr(query)), file=sys.stderr)
        return 1
    index = None
    if args.exercised:
        from .rulings.exercises import shipped_index
        index = shipped_index()
    for rule in found:
        print(entry_text(rule, index, notes=args.notes, language=args.language))
    print(speak_plural("{n} rule", "{n} rules", len(found), language=args.language))
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


def _course(args) -> int:
    """Copy the course to a folder, then open it in JupyterLab (or, with --app, as Voila apps)."""
    import importlib.util
    import subprocess

    from .material import FIRST_TUTORIAL, copy_course
    try:
        copied = copy_course(Path(args.folder), overwrite=args.overwrite)
    except (FileNotFoundError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(copied.summary())
    folder = copied.folder
    if args.no_open:
        print(f"Open {folder / FIRST_TUTORIAL} in Jupyter to begin.")
        return 0
    tool = "voila" if args.app else "jupyterlab"
    if importlib.util.find_spec(tool) is None:
        print(f"{'Voila' if args.app else 'JupyterLab'} is not installed here: pip install 'puertorico_nb[lab]', "
              "then run this again", file=sys.stderr)
        return 1
    if args.app:
        # the classroom set-up of apps/voila.json and apps/voila.py, and its offline page template
        env = dict(os.environ, JUPYTER_PATH=os.pathsep.join(
            filter(None, [str(folder / "apps" / "jupyter"), os.environ.get("JUPYTER_PATH")])))
        command = [sys.executable, "-m", "voila", f"--Voila.config_file_paths={folder / 'apps'}", *args.options]
        print("The apps (no code, outputs only) open in the browser; Ctrl+C stops the server.", flush=True)
    else:
        env = dict(os.environ)
        command = [sys.executable, "-m", "jupyterlab", f"--ServerApp.root_dir={folder}",
                   f"--LabApp.default_url=/lab/tree/{FIRST_TUTORIAL}", *args.options]
        if hasattr(os, "geteuid") and os.geteuid() == 0 and "--allow-root" not in args.options:
            # JupyterLab refuses root unless told; a fresh container often runs as root
            print("Running as root: JupyterLab starts with --allow-root.", flush=True)
            command.append("--allow-root")
        print("JupyterLab opens the first tutorial; Ctrl+C stops the server.", flush=True)
    return subprocess.call(command, cwd=folder, env=env)


def _bench(args) -> int:
    if not BENCHMARK.exists():
        print("error: the benchmark ships with the source repository (benchmarks/bench_engine.py), "
              "which is not here", file=sys.stderr)
        return 2
    sys.argv = [str(BENCHMARK), *args.options]
    runpy.run_path(str(BENCHMARK), run_name="__main__")
    return 0


def _add_classroom(sub) -> None:
    from .classroom.launch import add_arguments
    k = sub.add_parser("classroom", help="serve a class at tables on many devices: students join from their own "
                                         "browsers with a table code (needs the classroom extra)")
    add_arguments(k)
    k.set_defaults(run=_classroom)


def _classroom(args) -> int:
    try:
        import solara  # noqa: F401 (the classroom extra's framework)
    except ImportError:
        print("The classroom server needs the classroom extra: pip install 'puertorico_nb[classroom]'", file=sys.stderr)
        return 2
    from .classroom.launch import serve
    return serve(args)


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog=_program_name(),
                                  description="Puerto Rico and San Juan: open the course, check ruling files, "
                                              "look up rules, play bot games.")
    sub = top.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_course(sub)
    _add_check(sub)
    _add_rules(sub)
    _add_schema_and_play(sub)
    _add_classroom(sub)
    _add_bench(sub)
    return top


def _add_course(sub) -> None:
    from .material import DEFAULT_FOLDER
    o = sub.add_parser("course", help="copy the tutorials, apps and reference notebooks to a folder and open "
                                      "the first tutorial in JupyterLab (--app: as Voila apps)",
                       description="Copy the course (tutorials/, apps/, notebooks/) into FOLDER and open it. "
                                   "Files you changed there are kept. Other options are passed on to "
                                   "JupyterLab or Voila (for example --no-browser --port 8899).")
    o.add_argument("folder", nargs="?", default=DEFAULT_FOLDER, metavar="FOLDER",
                   help=f"where to put the course (default: ./{DEFAULT_FOLDER})")
    o.add_argument("--app", action="store_true", help="open the tutorials and apps as Voila apps: outputs only, "
                                                      "no code (for projecting in class)")
    o.add_argument("--no-open", action="store_true", help="copy only; start no server")
    o.add_argument("--overwrite", action="store_true", help="replace files you changed with this version's")
    o.set_defaults(run=_course, options=[])


def _add_check(sub) -> None:
    c = sub.add_parser("check", help="run ruling files (exit 0 all hold, 1 a step failed, "
                                     "2 unreadable or malformed)")
    c.add_argument("paths", nargs="+", metavar="PATH", help="ruling files or folders (searched for "
                                                            "*.yaml, *.yml, *.json)")
    c.add_argument("--json", action="store_true", help="print one JSON report on stdout (its words in English, "
                                                        "as the format writes them)")
    c.add_argument("--language", type=_language, default=None, metavar="CODE",
                   help="print the report in this language: " + ", ".join(LANGUAGES)
                        + " (default: the package's language, from LANGUAGE or LANG); files, titles, rule ids, "
                          "exit codes and --json stay as they are")
    c.add_argument("--max-file-size", type=_size, default=None, metavar="SIZE",
                   help="read ruling files up to SIZE (bytes, or with k, M, G: 20M; default 5M); the number "
                        "of values a file may hold grows with it")
    c.set_defaults(run=_check)


def _add_rules(sub) -> None:
    r = sub.add_parser("rules", help="list catalogue rules matching every word of QUERY (words, a role, "
                                     "a building or a rule id), with citations")
    r.add_argument("query", nargs="*", metavar="QUERY")
    r.add_argument("--language", type=_language, default=None, metavar="CODE",
                   help="search and print the statements in this language: " + ", ".join(LANGUAGES)
                        + " (default: the package's language, from LANGUAGE or LANG)")
    r.add_argument("--notes", action="store_true", help="also print each rule's note")
    r.add_argument("--exercised", action="store_true",
                   help="also list the shipped rulings and tutorial steps that exercise each rule")
    r.add_argument("--untaught", action="store_true",
                   help="print the share of each game's rule ids the tutorials teach, and the ones they do not")
    r.set_defaults(run=_rules)


def _add_schema_and_play(sub) -> None:
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


def _add_bench(sub) -> None:
    b = sub.add_parser("bench", help="run benchmarks/bench_engine.py (source checkout only)")
    b.add_argument("options", nargs=argparse.REMAINDER, help="passed on to the benchmark")
    b.set_defaults(run=_bench)


def main(argv: list[str] | None = None) -> int:
    p = parser()
    args, extra = p.parse_known_args(argv)
    if args.command in ("bench", "course"):
        args.options = [*extra, *args.options]  # the benchmark's, Jupyter's or Voila's own options, as given
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
