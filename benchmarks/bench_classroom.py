"""How far one classroom server goes: the time from a student's move to the other screens at the
table showing it, and the server's memory, for a class in real browsers and for a school event
of simulated students.

    python benchmarks/bench_classroom.py --browsers 30 --tables 8      # a class, real Chromium pages
    python benchmarks/bench_classroom.py --wire 300 --wire-tables 75   # simulated students, no browser
    python benchmarks/bench_classroom.py                               # both
    python benchmarks/bench_classroom.py --light                       # a quick look: 40 simulated, 20 s
    python benchmarks/bench_classroom.py --workers 2                   # the same, tables shared out among 2 workers
    python benchmarks/bench_classroom.py --bytes 150                   # what each screen is sent a move, and the CPU (in process)

A benchmark, not a test: one server (``python -m puertorico_nb.classroom``, the bots' pause set
to 0.05 s), every table Puerto Rico with people in its seats (a bot fills a table of fewer than 3).

- **Browsers.** Each student is a page of its own Chromium context (a device of its own) in one
  Chromium, and each table has a projector page too; the student to act clicks the first choice
  offered. All pages share one clock
  (``Date.now()``), so the latency is read in the pages: from the click to the first change of
  each other page at the table, the projector's included (a MutationObserver), redraw included.
- **Wire.** Each simulated student speaks Solara's websocket protocol itself (asyncio,
  ``websockets``): it joins by ``POST /join``, opens its seat page, runs the app and waits for its
  table; on its turn it thinks for 1-3 s and asks for a random move. The latency is from sending
  the request to another student's socket receiving the new view (server and transport, no
  browser rendering).

It prints the median, the 90th and 99th percentiles and the maximum, the moves timed, the misses
(a student who never saw a move), and the server's resident memory (RSS) at its peak. Goals (from
issue #28): a class median under 100 ms and p90 under 250 ms; 300 students p99 under 1 s. The
figures depend on the machine's load: run it on a quiet machine to compare.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from classroom.classroom_server import ClassroomServer  # noqa: E402
from e2e.servers import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

WATCH_CHANGES = """
window.__changes = [];
new MutationObserver(() => window.__changes.push(Date.now()))
  .observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
"""


def percentiles(values: list[float]) -> str:
    if not values:
        return "no moves timed"
    ordered = sorted(values)

    def at(share: float) -> float:
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))]
    return (f"median {statistics.median(ordered):.0f} ms, p90 {at(0.9):.0f} ms, p99 {at(0.99):.0f} ms, "
            f"max {ordered[-1]:.0f} ms over {len(ordered)} deliveries")


class MemoryWatch:
    """The server's peak resident memory (its processes' sum), sampled every half second."""

    def __init__(self, pid: int) -> None:
        import psutil

        self.process = psutil.Process(pid)
        self.peak = 0
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self.done.wait(0.5):
            try:
                # with several workers: the front and every worker (its children)
                processes = [self.process, *self.process.children()]
                self.peak = max(self.peak, sum(process.memory_info().rss for process in processes))
            except Exception:
                return

    def stop(self) -> str:
        self.done.set()
        return f"{self.peak / 2**20:.0f} MB"


def seat_links(server: ClassroomServer, tables: int, students: int) -> list[list[str]]:
    """`students` seated at `tables` Puerto Rico tables (3 to 5 people each, no bots): each
    table's seat links, in seat order."""
    per_table = [students // tables + (1 if k < students % tables else 0) for k in range(tables)]
    links = []
    for people in per_table:
        code = server.new_table("puerto_rico", players=max(3, min(5, people)), bots=max(0, 3 - people))
        seats = []
        for number in range(people):
            status, headers, _ = server.post("/join", {"code": code, "name": f"S{number + 1}"})
            assert status == 303, status
            seats.append(headers["location"])
        links.append(seats)
    return links


# -- a class in real browsers ------------------------------------------------------------------------------
def run_browsers(server: ClassroomServer, students: int, tables: int, moves: int, projectors: bool = True) -> None:
    import playwright.sync_api as playwright_api

    links = seat_links(server, tables, students)
    memory = MemoryWatch(server.proc.pid)
    latencies: list[float] = []
    missed = 0
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        opened = time.monotonic()
        pages = [[_open_student(browser, server.base + link) for link in seats] for seats in links]
        for seats, table in zip(links, pages):  # and each table's projector, told of every move too
            if projectors:
                code = parse_qs(urlsplit(seats[0]).query)["table"][0]
                table.append(_open_student(browser, f"{server.base}/watch?table={code}", ready=".prnb-watch"))
        print(f"{students} students and {len(links) if projectors else 0} projectors at {tables} tables: "
              f"pages open after {time.monotonic() - opened:.0f} s")
        for _ in range(moves):
            for table in pages:
                timed, lost = _one_move(table)
                latencies += timed
                missed += lost
        browser.close()
    print(f"browsers: {percentiles(latencies)}; missed {missed}; server RSS peak {memory.stop()}")


def _open_student(browser, url: str, ready: str = ".prnb-live .prnb-controls"):
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    context.add_init_script(WATCH_CHANGES)
    page = context.new_page()
    page.set_default_timeout(180_000)
    page.goto(url)
    page.wait_for_selector(ready)
    return page


def _one_move(table: list) -> tuple[list[float], int]:
    """The student to act at `table` clicks a choice (the first one offered); how long each other
    student's table took to change, and how many never changed."""
    mover = next((page for page in table if page.locator("button.prnb-legal").count()), None)
    if mover is None:
        return [], 0
    others = [page for page in table if page is not mover]
    sent = mover.evaluate("() => Date.now()")
    mover.locator("button.prnb-legal").first.click()
    timed, lost = [], 0
    for page in others:
        try:
            page.wait_for_function("(t) => window.__changes.some((c) => c > t)", arg=sent, timeout=30_000)
            first = page.evaluate("(t) => window.__changes.find((c) => c > t)", sent)
            timed.append(first - sent)
        except Exception:
            lost += 1
    return timed, lost


# -- simulated students on the wire ----------------------------------------------------------------------------
class WireStudent:
    """One student speaking Solara's websocket protocol: joins, opens its seat, plays its turns."""

    def __init__(self, server: ClassroomServer, link: str, table: int, results: dict) -> None:
        self.server, self.link, self.table, self.results = server, link, table, results
        self.comm: str | None = None
        self.view: dict = {}
        self.session = uuid.uuid4().hex
        self.seat = int(parse_qs(urlsplit(link).query)["seat"][0])

    def _message(self, msg_type: str, content: dict) -> str:
        header = {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "session": self.session, "username": "bench",
                  "date": "", "version": "5.3"}
        return json.dumps({"header": header, "parent_header": {}, "metadata": {}, "content": content,
                           "channel": "shell", "buffers": []})

    async def run(self, until: float) -> None:
        import websockets

        cookie, prefix = await asyncio.to_thread(self._open_page)
        url = (f"ws://127.0.0.1:{self.server.port}{prefix}/jupyter/api/kernels/{uuid.uuid4()}/channels"
               f"?session_id={self.session}")
        async with websockets.connect(url, additional_headers={"Cookie": cookie}, max_size=2**24) as socket:
            control = uuid.uuid4().hex
            await socket.send(self._message("comm_open", {"comm_id": control, "target_name": "solara.control",
                                                          "data": {}}))
            await socket.send(self._message("comm_msg", {"comm_id": control, "data": {
                "method": "run", "args": {"path": self.link, "appName": None}}}))
            asks = asyncio.create_task(self._play(socket, until))
            try:
                while time.monotonic() < until:
                    try:
                        raw = await asyncio.wait_for(socket.recv(), timeout=max(0.1, until - time.monotonic()))
                    except asyncio.TimeoutError:
                        break
                    self._read(raw)
            finally:
                asks.cancel()

    def _open_page(self) -> tuple[str, str]:
        """Open the seat page as a browser would (following the front's redirect to the table's
        worker): its cookies, and the prefix it was served under ("" for one process, "/w1"...)."""
        import urllib.request

        with urllib.request.urlopen(self.server.base + self.link, timeout=120) as response:
            cookies = response.headers.get_all("set-cookie") or []
            served = urlsplit(response.geturl()).path
        return "; ".join(cookie.split(";", 1)[0] for cookie in cookies), served[:-len("/seat")]

    def _read(self, raw) -> None:
        if not isinstance(raw, str):
            return
        message = json.loads(raw)
        if message.get("msg_type") not in ("comm_open", "comm_msg"):
            return
        data = message["content"].get("data", {})
        state = data.get("state") or {}
        if "seat_mode" in state:
            self.comm = message["content"]["comm_id"]
        view = state.get("view")
        content = data.get("content") or {}
        if data.get("method") == "custom" and content.get("type") == "view":  # only what changed (a patch)
            from puertorico_nb.classroom.patch import apply

            view = apply(self.view, content["ops"]) if self.view.get("view_number") == content["from"] else None
        if isinstance(view, dict) and "players" in view and message["content"].get("comm_id") == self.comm:
            version = view.get("version", 0)
            timings = self.results["sent"].get((self.table, self.view.get("version")))
            if timings is not None and timings[1] != self.seat and version != self.view.get("version"):
                self.results["latencies"].append((time.monotonic() - timings[0]) * 1000)
            self.view = view

    async def _play(self, socket, until: float) -> None:
        rng = random.Random(self.seat * 7919 + self.table)
        while time.monotonic() < until:
            await asyncio.sleep(rng.uniform(1.0, 3.0))
            view = self.view
            if not self.comm or view.get("game_over") or view.get("turn") != self.seat:
                continue
            self.results["sent"][(self.table, view.get("version"))] = (time.monotonic(), self.seat)
            await socket.send(self._message("comm_msg", {"comm_id": self.comm, "data": {
                "method": "custom", "content": {"type": "random", "version": view.get("version")}}}))


def run_wire(server: ClassroomServer, students: int, tables: int, seconds: float) -> None:
    links = seat_links(server, tables, students)
    memory = MemoryWatch(server.proc.pid)
    results: dict = {"sent": {}, "latencies": []}
    clients = [WireStudent(server, link, number, results) for number, seats in enumerate(links) for link in seats]

    async def everyone() -> None:
        until = time.monotonic() + seconds
        await asyncio.gather(*(client.run(until) for client in clients), return_exceptions=True)
    asyncio.run(everyone())
    seated = sum(1 for client in clients if client.view)
    print(f"wire: {students} students at {tables} tables for {seconds:.0f} s, {seated} drawn; "
          f"{percentiles(results['latencies'])}; moves asked {len(results['sent'])}; server RSS peak {memory.stop()}")


# -- what each screen receives per move (in process, no server) -------------------------------------------------
def run_bytes(moves: int) -> None:
    """Play `moves` moves at a Puerto Rico table of 4 people and a projector, one seat view each
    (``SeatView``, as the server makes them, without Solara), and count what every view sends its
    page after each move: its widget messages' content as JSON, state updates and other messages
    apart. The same script, run on an older checkout (PYTHONPATH), gives the before."""
    from puertorico_nb.classroom import Classroom
    from puertorico_nb.classroom.views import seat_view

    room = Classroom(bot_worker=False)
    table = room.create_table("puerto_rico", {"players": 4, "seed": 5})
    tokens = [room.join(table.code, name, f"device-{name}").token for name in ("Ana", "Bo", "Cy", "Di")]
    views = [seat_view(table, seat, token=token, heartbeat=0) for seat, token in enumerate(tokens)]
    views.append(seat_view(table, None, heartbeat=0))
    counted = {"state": 0, "other": 0, "messages": 0}

    def counter(msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None, **keys: Any) -> None:
        size = len(json.dumps(data, separators=(",", ":")))
        counted["state" if (data or {}).get("method") == "update" else "other"] += size
        counted["messages"] += 1
    for view in views:
        view.comm.publish_msg = counter
    per_move: list[tuple[int, int, int]] = []
    cpu: list[float] = []  # ms of CPU per move: the move, its save and every screen's redraw
    for _ in range(moves):
        if table.over:
            break
        before = dict(counted)
        started = time.process_time()
        table.request(table.turn, {"type": "random", "version": table.version})
        cpu.append((time.process_time() - started) * 1000)
        per_move.append(tuple(counted[key] - before[key] for key in ("state", "other", "messages")))
    room.close()
    screens = len(views)

    def line(what: str, chosen: list[tuple[int, int, int]]) -> str:
        state = statistics.mean(m[0] for m in chosen) / screens
        other = statistics.mean(m[1] for m in chosen) / screens
        count = statistics.mean(m[2] for m in chosen) / screens
        return (f"{what}: {state + other:,.0f} bytes per screen per move ({state:,.0f} in state updates, "
                f"{other:,.0f} in other messages; {count:.1f} messages)")
    print(f"bytes: {len(per_move)} moves, {screens} screens")
    print("  " + line("whole game", per_move))
    print("  " + line("the last 20 moves", per_move[-20:]))
    print(f"  CPU per move (the move, the save, {screens} screens redrawn and their messages made): "
          f"median {statistics.median(cpu):.1f} ms, the last 20 moves {statistics.median(cpu[-20:]):.1f} ms")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--browsers", type=int, default=None, help="students in real browsers (default 30)")
    p.add_argument("--tables", type=int, default=8)
    p.add_argument("--moves", type=int, default=4, help="moves per table in the browser run")
    p.add_argument("--wire", type=int, default=None, help="simulated students (default 300)")
    p.add_argument("--wire-tables", type=int, default=75)
    p.add_argument("--seconds", type=float, default=60.0, help="how long the simulated students play")
    p.add_argument("--no-projectors", action="store_true", help="no projector page per table in the browser run")
    p.add_argument("--workers", type=int, default=1, help="worker processes behind the front (default 1: one process)")
    p.add_argument("--bytes", type=int, default=0, metavar="MOVES",
                   help="only count what each screen is sent per move, in process over MOVES moves (no server)")
    p.add_argument("--light", action="store_true",
                   help="a light run (no browser: 40 simulated students at 10 tables for 20 s), cheap enough for CI")
    args = p.parse_args(argv)
    if args.bytes:
        run_bytes(args.bytes)
        return 0
    if args.light:
        args.wire, args.wire_tables, args.seconds = args.wire or 40, 10, min(args.seconds, 20.0)
    both = args.browsers is None and args.wire is None
    print(f"load average at start: {' '.join(f'{value:.1f}' for value in os.getloadavg())}", flush=True)
    with tempfile.TemporaryDirectory() as home:
        server = ClassroomServer(Path(home), heartbeat=10.0, workers=args.workers).start()
        print(f"server: {args.workers} worker process{'es' if args.workers > 1 else ''}", flush=True)
        try:
            if args.browsers or both:
                run_browsers(server, args.browsers or 30, args.tables, args.moves, projectors=not args.no_projectors)
            if args.wire or both:
                run_wire(server, args.wire or 300, args.wire_tables, args.seconds)
        finally:
            server.stop()
    print(f"load average at the end: {' '.join(f'{value:.1f}' for value in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
