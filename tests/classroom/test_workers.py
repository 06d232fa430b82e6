"""Several worker processes behind one address (``--workers 2``, design §7): each table is served
by one worker, under its prefix (``/w1/``, ``/w2/``); the door and the seat links send a student
to the worker serving the table, pages and websockets through the front; a worker killed is
started again by the front, its table is served again (by the other worker, from the store, or by
itself back), and the page left open there comes back by itself and plays on.

One front and two workers for the module, on the PostgreSQL store (``--store postgresql://...``,
the session's throw-away server), as workers on several machines would share it; one Chromium
context per student (cost: one server start of three processes, two pages, a few moves, one lease
of 3 s to run out, and one worker started again).
Waits are bounded polls; nothing is asserted about how long anything takes."""
from __future__ import annotations

from urllib.parse import urlsplit

import pytest

from .classroom_server import ClassroomServer
from .test_classroom_browser import LEGAL, Screen, wait_until

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def server(tmp_path_factory, postgres_server):
    import psycopg

    with psycopg.connect(postgres_server.url, autocommit=True) as db:  # a database of its own
        db.execute("DROP DATABASE IF EXISTS classroom_workers")
        db.execute("CREATE DATABASE classroom_workers")
    home = tmp_path_factory.mktemp("classroom-workers")
    running = ClassroomServer(home, heartbeat=1.0, workers=2, lease=3.0,
                              store=postgres_server.url.rsplit("/", 1)[0] + "/classroom_workers").start()
    yield running
    running.stop()
    assert not running.db.exists()  # everything was kept in the database


def stored(server, sql: str, *params) -> list[tuple]:
    import psycopg

    with psycopg.connect(server.store, autocommit=True) as db:
        return db.execute(sql.replace("?", "%s"), params).fetchall()


def owner(server, code: str) -> str | None:
    rows = stored(server, "SELECT owner FROM tables WHERE code = ?", code)
    return rows[0][0] if rows else None


def moves(server, code: str) -> int:
    return stored(server, "SELECT COUNT(*) FROM moves WHERE code = ?", code)[0][0]


def sit_and_move(server, browser, code: str, name: str) -> Screen:
    """A student joins `code` at the front's door and plays one move; their screen."""
    screen = Screen(browser, name)
    screen.page.goto(f"{server.base}/?code={code}")
    screen.page.fill("#name", name)
    screen.page.click("button[type=submit]")
    screen.page.wait_for_selector(LEGAL)
    before = moves(server, code)
    screen.page.locator(LEGAL).first.click()
    wait_until(screen.page, lambda: moves(server, code) > before, what=f"{name}'s move saved")
    return screen


def play_where_served(server, screen: Screen, code: str, played: int) -> bool:
    """Click the first choice if the page is at the worker serving `code` now; True once a move
    beyond `played` is saved."""
    if moves(server, code) > played:
        return True
    serving = owner(server, code)
    if urlsplit(screen.page.url).path == f"/{serving}/seat" and screen.page.locator(LEGAL).count() > 0:
        try:
            screen.page.locator(LEGAL).first.click(timeout=5000)
        except Exception:  # the page reloaded under the click: the next poll looks again
            return False
    return moves(server, code) > played


def test_each_worker_serves_its_tables_and_a_dead_workers_table_moves(server, browser):
    assert server.health()["workers"] == {"w1": True, "w2": True}
    codes = [server.new_table("puerto_rico", players=2, bots=1) for _ in range(2)]
    owners = [owner(server, code) for code in codes]
    assert sorted(owners) == ["w1", "w2"]  # a new table goes to the worker serving the fewest

    screens = [sit_and_move(server, browser, code, name) for code, name in zip(codes, ("Ana", "Bo"))]
    for screen, worker in zip(screens, owners):
        assert urlsplit(screen.page.url).path == f"/{worker}/seat"  # the door sent each to its table's worker
        assert all(urlsplit(url).path.startswith(f"/{worker}/") for url in screen.socket_urls)
        assert screen.outside == [] and screen.errors == []
    # a seat link without a prefix, or with another worker's, lands at the table's worker too
    other = {"w1": "w2", "w2": "w1"}
    for screen, worker in zip(screens, owners):
        query = urlsplit(screen.page.url).query
        for path in (f"/seat?{query}", f"/{other[worker]}/seat?{query}"):
            status, headers, _ = server.get_unfollowed(path)
            assert status == 303 and headers["location"] == f"/{worker}/seat?{query}", (path, status, headers)

    status, page = server.get("/teacher", cookie=server.teacher_cookie())  # at w1: every worker's tables
    assert status == 200 and all(f'<td class="code">{code}</td>' in page for code in codes)

    doomed = codes[owners.index("w2")]
    screen = screens[owners.index("w2")]
    played = moves(server, doomed)
    killed = server.worker_process("w2")
    killed.kill()
    # the front starts w2 again; meanwhile (or after) its table is taken over by whichever worker
    # claims it first once w2's lease runs out: w1, or w2 itself back
    wait_until(screen.page, lambda: server.health()["restarts"]["w2"] == 1 and server.health()["workers"]["w2"],
               seconds=120, what="w2 started again")
    assert server.worker_process("w2").pid != killed.pid and server.health()["workers"]["w1"]
    wait_until(screen.page, lambda: owner(server, doomed) in ("w1", "w2") and server.get(
        f"/{owner(server, doomed)}/healthz")[0] == 200, seconds=90, what="w2's table served again")
    # the page left open reloads by itself (its heartbeat), the front sends it to the table's worker,
    # and play goes on
    wait_until(screen.page, lambda: urlsplit(screen.page.url).path == f"/{owner(server, doomed)}/seat"
               and screen.page.locator(LEGAL).count() > 0, seconds=90, what="the page reloaded at the table's worker")
    assert moves(server, doomed) == played  # nothing lost in the move
    # the table may still change hands once more (the killed worker's lease runs out after the page
    # came back: CI saw the one click go to the worker the table had just left, refused as "moved",
    # and the page reload at its new worker). A student clicks again once their table is there:
    # so does the test, only at the table's worker and only while nothing is saved yet
    wait_until(screen.page, lambda: play_where_served(server, screen, doomed, played), seconds=90,
               what="a move after the restart")
    # the worker started again serves new tables too
    status, _ = server.get("/w2/healthz")
    assert status == 200
    for each in screens:
        each.close()

