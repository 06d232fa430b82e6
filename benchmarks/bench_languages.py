"""What another language costs a table: the view model built and made ready to send (JSON), and the
narration of each move, in English and in each of the books' languages, over the same positions.

    python benchmarks/bench_languages.py [--game puerto_rico|san_juan] [--players 4] [--positions 200]
                                         [--repeat 5] [--seed 0] [--before REV]

Positions come from one seeded random game (replayed for each language, so every language draws
exactly the same positions). The best and median of ``--repeat`` rounds of CPU time (the languages
in a shuffled order each round, after one untimed round) are printed with the cost over English
(the goal is at most 10%). The catalogues are loaded before timing (once per process, as a table
does). With ``--before REV`` the package as it was at git revision REV is measured too, in the
same run: each round draws once with each checkout, each in its own process (alternating which goes
first), and the two tables are printed side by side. Not a test: nothing here asserts a time.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

OURS = str(Path(__file__).resolve().parent.parent)  # this source checkout
NAMES = ["Ana", "Bo", "Cy", "Dee", "Eli"]


def positions(game_name: str, players: int, count: int, seed: int) -> list[tuple[object, list]]:
    """(a copy of the game, the events of the move that led to it) for the first `count` moves."""
    from puertorico_nb.games.puerto_rico import Game
    from puertorico_nb.games.san_juan import SanJuanGame
    game = Game(players=players, seed=seed) if game_name == "puerto_rico" else SanJuanGame(players=players, seed=seed)
    rng = random.Random(seed)
    out = []
    while len(out) < count and not game.game_over:
        events = game.apply(game.legal_actions().random(rng))
        out.append((game.clone(), events))
    return out


def draw_all(game_name: str, drawn: list[tuple[object, list]], names: list[str]) -> int:
    """Draw every position as a table does: its view model as JSON, and the narration of its move."""
    from puertorico_nb.games.puerto_rico.render.narrate import narrate as narrate_puerto_rico
    from puertorico_nb.games.puerto_rico.render.viewmodel import view_model
    from puertorico_nb.games.san_juan.render.narrate import narrate as narrate_san_juan
    from puertorico_nb.games.san_juan.render.viewmodel import sanjuan_view_model
    size = 0
    for game, events in drawn:
        if game_name == "puerto_rico":
            view = view_model(game, names=names)
            said = narrate_puerto_rico(events, names)
        else:
            view = sanjuan_view_model(game, seat=game.state.turn, names=names)
            said = narrate_san_juan(events, names)
        size += len(json.dumps(view)) + len(said)
    return size


def time_languages(game_name: str, players: int, count: int, seed: int, repeat: int) -> dict[str, list[float]]:
    """CPU seconds of each round of drawing the positions, by language (one untimed round first)."""
    from puertorico_nb.core.language import LANGUAGES, catalogue, using_language
    drawn = positions(game_name, players, count, seed)
    names = NAMES[:players]
    for code in LANGUAGES:
        for domain in ("messages", "rules"):
            catalogue(code, domain)  # loaded once per process, before timing
        with using_language(code):
            draw_all(game_name, drawn, names)  # a warm-up round, not timed (a table has drawn before)
    times: dict[str, list[float]] = {code: [] for code in LANGUAGES}
    for round_number in range(repeat):
        order = list(LANGUAGES)
        random.Random(round_number).shuffle(order)  # no language always first (or always after another)
        for code in order:
            with using_language(code):
                start = time.process_time()  # CPU time: other processes on a shared machine count less
                draw_all(game_name, drawn, names)
                times[code].append(time.process_time() - start)
    return times


def table(times: dict[str, list[float]], positions_count: int) -> list[str]:
    """One line per language: best and median ms, µs per position, the cost over English."""
    english = min(times["en"])
    lines = [f"{'language':10} {'best ms':>9} {'median ms':>10} {'per position µs':>16} {'over English':>13}"]
    for code, spent in times.items():
        best = min(spent)
        lines.append(f"{code:10} {best * 1e3:9.1f} {statistics.median(spent) * 1e3:10.1f} "
                     f"{best / positions_count * 1e6:16.0f} {(best / english - 1) * 100:12.1f}%")
    return lines


def before_and_after(args: argparse.Namespace) -> list[str]:
    """The tables of this checkout and of git revision ``args.before``, from alternating rounds."""
    from bench_engine import checkout_at
    roots = {"before": checkout_at(args.before), "now": OURS}
    times: dict[str, dict[str, list[float]]] = {"before": {}, "now": {}}
    for round_number in range(args.repeat):
        order = list(roots) if round_number % 2 == 0 else list(roots)[::-1]
        for which in order:
            command = [sys.executable, __file__, "--worker", roots[which], "--game", args.game,
                       "--players", str(args.players), "--positions", str(args.positions), "--repeat", "1",
                       "--seed", str(args.seed)]
            done = subprocess.run(command, check=True, capture_output=True, text=True)
            for code, spent in json.loads(done.stdout.strip().splitlines()[-1]).items():
                times[which].setdefault(code, []).extend(spent)
    before, now = table(times["before"], args.positions), table(times["now"], args.positions)
    width = max(len(line) for line in before)
    return [f"{'before = ' + args.before:{width}}   now"] + [f"{old:{width}}   {new}" for old, new in zip(before, now)]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=("puerto_rico", "san_juan"), default="puerto_rico")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--before", metavar="REV", help="also measure the package at this git revision")
    parser.add_argument("--worker", metavar="ROOT", help=argparse.SUPPRESS)  # one checkout's rounds, as JSON
    args = parser.parse_args(argv)
    sys.path.insert(0, args.worker or OURS)  # the checkout measured (this one, unless a worker's)
    if args.worker:
        print(json.dumps(time_languages(args.game, args.players, args.positions, args.seed, args.repeat)))
        return 0
    print(f"{args.game}, {args.players} players, {args.positions} positions drawn (view model as JSON + narration), "
          f"{args.repeat} rounds")
    if args.before:
        lines = before_and_after(args)
    else:
        lines = table(time_languages(args.game, args.players, args.positions, args.seed, args.repeat), args.positions)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
