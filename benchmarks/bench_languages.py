"""What another language costs a table: the view model built and made ready to send (JSON), and the
narration of each move, in English and in each of the books' languages, over the same positions.

    python benchmarks/bench_languages.py [--game puerto_rico|san_juan] [--players 4] [--positions 200]
                                         [--repeat 5] [--seed 0]

Positions come from one seeded random game (replayed for each language, so every language draws
exactly the same positions). The best and median of ``--repeat`` rounds of CPU time (the languages
in a shuffled order each round, after one untimed round) are printed with the cost over English
(the goal is at most 10%). The catalogues are loaded before timing (once per process, as a table
does). Not a test: nothing here asserts a time.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

from puertorico_nb.core.language import LANGUAGES, catalogue, using_language  # noqa: E402
from puertorico_nb.games.puerto_rico import Game  # noqa: E402
from puertorico_nb.games.puerto_rico.render.narrate import narrate as narrate_puerto_rico  # noqa: E402
from puertorico_nb.games.puerto_rico.render.viewmodel import view_model  # noqa: E402
from puertorico_nb.games.san_juan import SanJuanGame  # noqa: E402
from puertorico_nb.games.san_juan.render.narrate import narrate as narrate_san_juan  # noqa: E402
from puertorico_nb.games.san_juan.render.viewmodel import sanjuan_view_model  # noqa: E402

NAMES = ["Ana", "Bo", "Cy", "Dee", "Eli"]


def positions(game_name: str, players: int, count: int, seed: int) -> list[tuple[object, list]]:
    """(a copy of the game, the events of the move that led to it) for the first `count` moves."""
    game = Game(players=players, seed=seed) if game_name == "puerto_rico" else SanJuanGame(players=players, seed=seed)
    rng = random.Random(seed)
    out = []
    while len(out) < count and not game.game_over:
        events = game.apply(game.legal_actions().random(rng))
        out.append((game.clone(), events))
    return out


def draw_all(game_name: str, drawn: list[tuple[object, list]], names: list[str]) -> int:
    """Draw every position as a table does: its view model as JSON, and the narration of its move."""
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


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=("puerto_rico", "san_juan"), default="puerto_rico")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    drawn = positions(args.game, args.players, args.positions, args.seed)
    names = NAMES[:args.players]
    for code in LANGUAGES:
        for domain in ("messages", "rules"):
            catalogue(code, domain)  # loaded once per process, before timing
        with using_language(code):
            draw_all(args.game, drawn, names)  # a warm-up round, not timed (a table has drawn before)
    times: dict[str, list[float]] = {code: [] for code in LANGUAGES}
    for round_number in range(args.repeat):
        order = list(LANGUAGES)
        random.Random(round_number).shuffle(order)  # no language always first (or always after another)
        for code in order:
            with using_language(code):
                start = time.process_time()  # CPU time: other processes on a shared machine count less
                draw_all(args.game, drawn, names)
                times[code].append(time.process_time() - start)
    english = min(times["en"])
    print(f"{args.game}, {args.players} players, {len(drawn)} positions drawn (view model as JSON + narration), "
          f"{args.repeat} rounds")
    print(f"{'language':10} {'best ms':>9} {'median ms':>10} {'per position µs':>16} {'over English':>13}")
    for code, spent in times.items():
        best = min(spent)
        print(f"{code:10} {best * 1e3:9.1f} {statistics.median(spent) * 1e3:10.1f} {best / len(drawn) * 1e6:16.0f} "
              f"{(best / english - 1) * 100:12.1f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
