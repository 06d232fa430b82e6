"""The classroom's table service alone, without a web server: how many moves per second one
process carries, and how long a move takes from a student's request until every screen at that
table has its new view (design §6.2 measures the same with Solara and browsers on top).

    python benchmarks/bench_table_service.py [--tables 75] [--seats 4] [--bots 0] [--moves 40]
                                             [--threads 8] [--pace 0] [--game both] [--db PATH]

Each table gets `--seats` players (the last `--bots` of them bots, played by the table's own
thread) and a projector. Every screen is attached as a listener that, when told, computes its
seat's ``view_for``: what a server does for each open page. `--threads` threads play the
students, each taking its tables in turn and asking ``random`` for the seat to act, until every
table has had `--moves` person moves (or its game ended), as fast as they can or, with
`--pace 2`, one move per table every 2 seconds (a class's pace). Everything is saved to a
SQLite file.

It prints:

- the moves per second carried (person moves; bot moves are on top, counted apart) and the CPU
  time of the process per move;
- the latency of one move, from the request until every screen of the table redrew (p50, p90,
  p99, max): at full speed it is mostly waiting for the other threads (one core runs Python);
  at a class's pace it is the work itself;
- the process's memory (RSS) per table and per screen, the SQLite file and a snapshot's size;
- the time to rebuild every table from the file (``Classroom.load_all``, a restart).

Not a test: nothing here asserts a time.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a source checkout

from puertorico_nb.classroom import Classroom, SQLiteStore  # noqa: E402


def rss_mb() -> float:
    """The process's resident memory now, in MB (Linux: /proc; elsewhere the peak so far)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3


def set_up(room: Classroom, args: argparse.Namespace) -> list:
    games = ["puerto_rico", "san_juan"] if args.game == "both" else [args.game]
    tables = []
    for number in range(args.tables):
        game = games[number % len(games)]
        seats = ["person"] * (args.seats - args.bots) + ["random"] * args.bots
        table = room.create_table(game, {"players": args.seats, "seats": seats, "seed": number})
        for seat in range(args.seats - args.bots):
            room.join(table.code, f"S{number}-{seat}", f"device-{number}-{seat}")
        for seat in [None, *range(args.seats)]:  # every open page redraws when told
            table.attach(lambda t, seat=seat: t.view_for(seat))
        tables.append(table)
    return tables


def play(tables: list, moves: int, latencies: list, counts: list, pace: float) -> None:
    """One thread of students: each of `tables` in turn, the seat to act plays a random move;
    with a `pace`, each table gets one move every `pace` seconds at most."""
    left = {table.code: moves for table in tables}
    while left:
        round_start = time.perf_counter()
        for table in [t for t in tables if t.code in left]:
            table.wait_for_bots(600)
            turn = table.turn
            if table.over or turn is None or left[table.code] == 0:
                left.pop(table.code)
                continue
            start = time.perf_counter()
            reply = table.request(turn, {"type": "random", "version": table.version})
            if reply.done:
                latencies.append(time.perf_counter() - start)
                left[table.code] -= 1
                counts.append(1)
        if pace:
            time.sleep(max(0.0, pace - (time.perf_counter() - round_start)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=75)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--bots", type=int, default=0, help="of the seats, how many bots play")
    parser.add_argument("--moves", type=int, default=40, help="person moves per table")
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--pace", type=float, default=0.0,
                        help="seconds between two moves at a table (0: as fast as the process goes)")
    parser.add_argument("--game", choices=["both", "puerto_rico", "san_juan"], default="both")
    parser.add_argument("--db", type=Path, default=None, help="the SQLite file (default: a temporary one)")
    parser.add_argument("--durable", action="store_true", help="every move forced to the disk (the server's --durable)")
    args = parser.parse_args()
    folder = tempfile.TemporaryDirectory()
    path = args.db or Path(folder.name) / "classroom.db"

    load_at_start = os.getloadavg()[0]
    before = rss_mb()
    room = Classroom(SQLiteStore(path, durable=args.durable), bot_delay=0, rate_limited=False)
    tables = set_up(room, args)
    for table in tables:
        table.wait_for_bots(600)
    after_setup = rss_mb()

    latencies: list[float] = []
    counts: list[int] = []
    moves_before = sum(len(t.game.log) for t in tables)
    cpu, wall = time.process_time(), time.perf_counter()
    threads = [threading.Thread(target=play, args=(tables[k::args.threads], args.moves, latencies, counts, args.pace))
               for k in range(args.threads)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    all_moves = sum(len(t.game.log) for t in tables) - moves_before
    person_moves = len(counts)
    snapshot = statistics.mean(len(t.game.to_json()) for t in tables)
    peak = rss_mb()
    room.close()

    start = time.perf_counter()
    restarted = Classroom(SQLiteStore(path), bot_worker=False)
    problems = restarted.load_all()
    reload_seconds = time.perf_counter() - start
    restarted.close()

    screens = args.tables * (args.seats + 1)
    ms = sorted(1000 * x for x in latencies)

    def at(q: float) -> float:
        return ms[min(len(ms) - 1, int(q * len(ms)))]

    pace = f"a move per table every {args.pace:g} s" if args.pace else "as fast as it goes"
    print(f"{args.tables} tables x {args.seats} seats ({args.bots} bots each) + a projector each = {screens} screens; "
          f"{args.threads} student threads, {pace}; games: {args.game}; load average {load_at_start:.1f} at the "
          f"start, {os.getloadavg()[0]:.1f} at the end")
    print(f"moves: {person_moves} by people, {all_moves - person_moves} by bots, in {wall:.1f} s: "
          f"{all_moves / wall:.0f} moves/s, CPU {1000 * cpu / max(1, all_moves):.2f} ms per move "
          f"(every screen of the table redrawn, saved to SQLite)")
    print(f"latency, request to every screen of the table redrawn (ms): p50 {at(0.5):.1f}  p90 {at(0.9):.1f}  "
          f"p99 {at(0.99):.1f}  max {ms[-1]:.1f}")
    print(f"memory: {before:.0f} MB before, {after_setup:.0f} MB with the tables set, {peak:.0f} MB after play: "
          f"{(peak - before) / args.tables:.2f} MB per table, {(peak - before) / screens:.2f} MB per screen")
    print(f"store: {path.stat().st_size / 1e6:.1f} MB for {args.tables} tables; a snapshot {snapshot / 1e3:.1f} KB")
    print(f"restart: load_all rebuilt {args.tables - len(problems)} tables in {reload_seconds:.2f} s "
          f"({1000 * reload_seconds / args.tables:.1f} ms per table){'; problems: ' + str(problems) if problems else ''}")
    folder.cleanup()


if __name__ == "__main__":
    main()
