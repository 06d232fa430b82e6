"""A class at one table on many devices, in real browsers: two students and the projector at a
Puerto Rico table and at a San Juan table, each a separate Chromium context (its own cookies, as
separate devices are), on one classroom server for the module.

Every websocket frame each page receives is read, and every view model in it is checked for what
that screen may not see (another seat's hand or face-down points; on the projector, any hand).
Forged frames are sent down a student's real websocket (Playwright routes it) and must change
nothing. A connection is cut and restored; the server is killed (SIGKILL) mid-game and restarted
on the same SQLite file, and the pages left open come back by themselves with every table as it
was. The teacher pauses, takes a move back and gives a seat to a bot. Nothing is fetched from
outside: every request beyond localhost is aborted and written down, and there must be none.

Waits are bounded polls; nothing is asserted about how long anything takes.
"""
from __future__ import annotations

import json
import re
import sqlite3
import time
import uuid
from urllib.parse import urlsplit

import pytest

from e2e.servers import bots_at_once
from puertorico_nb.classroom import patch

from .classroom_server import TEACHER, ClassroomServer

pytestmark = pytest.mark.browser

WAIT = 90_000  # ms: a page's first load starts a Solara session (seconds on a loaded machine)
KERNEL_SOCKET = re.compile(r".*/jupyter/api/kernels/.*")
LEGAL = "button.prnb-legal"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = ClassroomServer(tmp_path_factory.mktemp("classroom-browser"), heartbeat=2.0, hold_writes=True).start()
    yield running
    running.stop()


class Screen:
    """One device: a browser context of its own, its page, every frame its page received, the
    requests it tried beyond localhost, and a hand on its websocket (to forge frames or cut it)."""

    def __init__(self, browser, name: str) -> None:
        self.name = name
        self.context = bots_at_once(browser.new_context(viewport={"width": 1300, "height": 1000}))
        self.outside: list[str] = []
        self.frames: list[str] = []
        self.sent: list[str] = []
        self.sockets: list = []
        self.socket_urls: list[str] = []
        self.cut = False
        self.seen = ViewsSeen()
        self.context.route("**/*", self._guard)
        self.page = self.context.new_page()
        self.page.set_default_timeout(WAIT)
        self.errors: list[str] = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        # every page the tab loaded (requests of a whole page: reloads included, and those that failed;
        # not the same page's own address changes)
        self.loads: list[str] = []
        self.page.on("request", lambda request: self.loads.append(request.url)
                     if request.is_navigation_request() and request.frame == self.page.main_frame else None)
        self.page.route_web_socket(KERNEL_SOCKET, self._through)

    def _guard(self, route) -> None:
        host = urlsplit(route.request.url).hostname
        if route.request.url.startswith(("data:", "blob:")) or host in ("127.0.0.1", "localhost"):
            route.continue_()
        else:
            self.outside.append(route.request.url)
            route.abort()

    def _through(self, ws) -> None:
        """The page's kernel websocket, relayed both ways (and read) unless cut."""
        if self.cut:
            ws.close()
            return
        self.socket_urls.append(ws.url)
        upstream = ws.connect_to_server()

        def down(message) -> None:
            self.frames.append(message if isinstance(message, str) else message.decode("utf-8", "replace"))
            self.seen.read(self.frames[-1], len(self.frames) - 1)
            ws.send(message)

        def up(message) -> None:
            if isinstance(message, str):
                self.sent.append(message)
            upstream.send(message)
        ws.on_message(up)
        upstream.on_message(down)
        self.sockets.append((ws, upstream))

    def forge(self, request: dict) -> None:
        """Send `request` as if this page's table had sent it (a real frame of this page, its
        content replaced)."""
        template = next(m for m in reversed(self.sent) if '"ping"' in m)
        message = json.loads(template)
        message["header"]["msg_id"] = uuid.uuid4().hex
        message["content"]["data"]["content"] = request
        self.sockets[-1][1].send(json.dumps(message))

    def views(self, since: int = 0) -> list[dict]:
        """Every view model this page held, from its frame number `since` on: each table view
        (sent whole, or made from the last by a patch) and each replay's."""
        return self.seen.since(since)

    def message(self) -> str:
        return self.page.locator(".prnb-message-text").first.inner_text()

    def close(self) -> None:
        self.context.close()


def join(server, browser, code: str, name: str) -> Screen:
    screen = Screen(browser, name)
    screen.page.goto(f"{server.base}/?code={code}")
    screen.page.fill("#name", name)
    screen.page.click("button[type=submit]")
    screen.page.wait_for_function("(name) => document.querySelector('.prnb-seat-badge')?.textContent.includes(name)",
                                  arg=name)
    return screen


def sign_in_as_teacher(server, screen: Screen) -> None:
    """Sign `screen`'s browser in as the teacher, by the form on the teacher's page."""
    screen.page.goto(f"{server.base}/teacher")
    screen.page.fill("#teacher-code", TEACHER)
    screen.page.click("button[type=submit]")
    screen.page.wait_for_url(f"{server.base}/teacher")


def projector(server, browser, code: str, teacher: bool = True) -> Screen:
    screen = Screen(browser, "projector")
    if teacher:
        sign_in_as_teacher(server, screen)
    screen.page.goto(f"{server.base}/watch?table={code}")
    screen.page.wait_for_selector(".prnb-watch")
    return screen


def assert_message_readable(screen: Screen, said: str) -> None:
    """The message on `screen` says `said`, and its text box is at least one line high and lies
    inside the window (the projector's box once kept only its "more below" mark, the text 0 px)."""
    screen.page.wait_for_function("(said) => new RegExp(said).test(document.querySelector('.prnb-message-text')"
                                  "?.textContent || '')", arg=said)
    box = screen.page.evaluate("""() => {
        const text = document.querySelector('.prnb-message-text');
        const rect = text.getBoundingClientRect();
        return {top: rect.top, bottom: rect.bottom, height: rect.height, width: rect.width,
                line: parseFloat(getComputedStyle(text).lineHeight), window: innerHeight, across: innerWidth};
    }""")
    assert box["height"] >= box["line"] - 1 and box["width"] > 0, (screen.name, box)
    assert 0 <= box["top"] and box["bottom"] <= box["window"], (screen.name, box)


STORY_LINES = "[...document.querySelectorAll('.prnb-story li')].map(li => li.textContent)"


def open_story(screen: Screen) -> None:
    """Open "What happened" on `screen` (it stays open through the redraws)."""
    screen.page.locator(".prnb-log > summary").first.click()
    screen.page.locator(".prnb-story").first.wait_for()


def wait_until(page, check, seconds: float = 60.0, what: str = "") -> None:
    """Poll `check` until it holds; Playwright delivers the websocket frames while `page` waits
    (the sync API hands events over only inside its own calls)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return
        page.wait_for_timeout(200)
    raise AssertionError(f"never happened: {what}")


# -- what a screen may see ---------------------------------------------------------------------------------
def views_in(frames: list[str]) -> list[dict]:
    """Every view model in the frames (a table's ``view``, a replay's ``view``)."""
    found: list[dict] = []

    def walk(value) -> None:
        if isinstance(value, dict):
            for key, inner in value.items():
                if key == "view" and isinstance(inner, dict) and "players" in inner:
                    found.append(inner)
                walk(inner)
        elif isinstance(value, list):
            for inner in value:
                walk(inner)
    for frame in frames:
        try:
            walk(json.loads(frame))
        except ValueError:
            continue
    return found


class ViewsSeen:
    """The view models a page's frames give it, as its page makes them: a table's view comes whole
    (a widget's ``view`` state), then as patches of the last one (``{"type": "view"}`` messages,
    applied as modules/seat.js does); a replay's view comes whole."""

    def __init__(self) -> None:
        self.current: dict[str, dict] = {}  # the table view each widget (comm) holds
        self.seen: list[tuple[int, dict]] = []

    def read(self, frame: str, number: int) -> None:
        try:
            message = json.loads(frame)
        except ValueError:
            return
        content = message.get("content") if isinstance(message, dict) else None
        data = content.get("data") if isinstance(content, dict) else None
        if not isinstance(data, dict):
            return
        comm = content.get("comm_id")
        state = data.get("state") if isinstance(data.get("state"), dict) else {}
        told = data.get("content") if isinstance(data.get("content"), dict) else {}
        if isinstance(state.get("view"), dict) and "players" in state["view"]:
            self.current[comm] = state["view"]
            self.seen.append((number, state["view"]))
        elif data.get("method") == "custom" and told.get("type") == "view" and comm in self.current:
            if self.current[comm].get("view_number") != told["from"]:  # frames lost (a cut): the page asks again
                del self.current[comm]
                return
            self.current[comm] = patch.apply(self.current[comm], told["ops"])
            self.seen.append((number, self.current[comm]))
        self.seen += [(number, view) for view in views_in([json.dumps(state.get("replay") or {})])]

    def since(self, number: int) -> list[dict]:
        return [view for at, view in self.seen if at >= number]


def secrets_seen(views: list[dict], seat: int | None) -> list[str]:
    """What in `views` the screen of `seat` (None: the projector) may not see: another seat's San
    Juan hand or chapel cards, another seat's face-down Puerto Rico points; on the projector, any
    hand and any face-down points."""
    problems = []
    for view in views:
        over = view.get("game_over")
        for number, player in enumerate(view["players"]):
            if number == seat:
                continue
            if isinstance(player.get("hand"), list):
                problems.append(f"the hand of seat {number}")
            if isinstance(player.get("chapel"), list):
                problems.append(f"the chapel cards of seat {number}")
            if "vp_shown" in player and player["vp_shown"] == "hidden" and player.get("vp") is not None:
                problems.append(f"the face-down points of seat {number}")
            if "vp" in player and "vp_shown" in player and not over and player["vp_shown"] != "hidden" \
                    and seat is None:
                problems.append(f"the points of seat {number} on the projector")
        if seat is None and isinstance(view.get("drawn"), list):
            problems.append("the cards drawn, on the projector")
    return problems


# -- the tests ----------------------------------------------------------------------------------------------
def test_a_wrong_seat_link_opens_nothing(server, browser):
    code = server.new_table("puerto_rico", players=3, bots=2)
    screen = Screen(browser, "guesser")
    try:
        screen.page.goto(f"{server.base}/seat?table={code}&seat=0&token=a-guess")
        screen.page.wait_for_selector("text=This link does not open a seat")
        assert screen.page.locator(".prnb-live").count() == 0
        assert screen.views() == [] and screen.outside == []
    finally:
        screen.close()


def test_a_wrong_link_says_why_in_one_sentence_not_a_traceback(server, browser):
    """A revoked or mistyped seat link, a table that is not there, and a teacher's sign-in from
    an earlier start (a new code is made at each start) each say one sentence; the projector
    still shows the table."""
    code = server.new_table("puerto_rico", players=3, bots=2)
    screen = Screen(browser, "lost")
    try:
        for path, sentence in ((f"/seat?table={code}&seat=0&token=a-guess", "This link does not open a seat"),
                               ("/watch?table=ZZZZ", "There is no table ZZZZ")):
            screen.page.goto(server.base + path)
            screen.page.wait_for_selector(f".prnb-refusal:has-text('{sentence}')")
            assert "Traceback" not in screen.page.inner_text("body")
        screen.context.add_cookies([{"name": "classroom-teacher", "value": "0" * 64, "url": server.base}])
        screen.page.goto(f"{server.base}/watch?table={code}")
        screen.page.wait_for_selector(".prnb-refusal:has-text('sign in again')")
        screen.page.wait_for_selector(".prnb-watch")
        assert screen.page.get_by_role("button", name="Pause").count() == 0
        assert "Traceback" not in screen.page.inner_text("body") and screen.errors == []
    finally:
        screen.close()


def test_the_teachers_secret_is_in_no_address_the_projector_shows(server, browser):
    """The teacher signs in once (a form); the teacher's page, the projector with its controls
    and the way back to the tables never carry the teacher's code or cookie in an address, so
    neither the address bar nor the browser's history shows it."""
    code = server.new_table("puerto_rico", players=3, bots=2)
    wall = Screen(browser, "teacher")
    addresses: list[str] = []
    wall.context.on("request", lambda request: addresses.append(request.url))
    wall.page.on("framenavigated", lambda frame: addresses.append(frame.url))
    try:
        sign_in_as_teacher(server, wall)
        wall.page.click(f"a[href='/watch?table={code}']")
        wall.page.get_by_role("button", name="Pause").click()
        wall.page.get_by_role("button", name="Resume").wait_for()
        wall.page.click(".prnb-back-to-tables")
        wall.page.wait_for_url(f"{server.base}/teacher")
        cookie = next(c["value"] for c in wall.context.cookies() if c["name"] == "classroom-teacher")
        visited = [url for url in addresses if url.startswith(server.base)]
        assert f"{server.base}/watch?table={code}" in visited and len(visited) > 5
        assert [url for url in addresses if TEACHER in url or cookie in url] == []
        assert wall.page.evaluate("history.length") >= 3 and wall.outside == [] and wall.errors == []
    finally:
        wall.close()


def test_another_devices_cookie_cannot_open_a_students_kernel_websocket(server, browser):
    """Bo knows Ana's page's kernel websocket address (its kernel id): opened from his own browser
    (his own Solara session cookie), the server refuses it and sends none of Ana's table."""
    code = server.new_table("san_juan", players=2, bots=1, names="Ana")
    ana = join(server, browser, code, "Ana")
    bo = Screen(browser, "Bo")
    try:
        address = next(url for url in reversed(ana.socket_urls) if "/channels" in url)
        bo.page.goto(f"{server.base}/")  # the same server (origin), Bo's own cookies
        got = bo.page.evaluate("""(address) => new Promise((resolve) => {
            const got = [];
            const socket = new WebSocket(address);
            socket.onmessage = (event) => got.push(String(event.data));
            socket.onclose = () => resolve({ got, closed: true });
            setTimeout(() => resolve({ got, closed: false }), 60000);  // the refusal comes first; a busy server is slow
        })""", address)
        assert any("Session id mismatch" in message for message in got["got"]), got
        assert views_in(got["got"]) == [] and not any('"hand"' in message for message in got["got"])
        # Ana's own page goes on as before
        count = len(ana.frames)
        ana.forge({"type": "ping"})
        wait_until(ana.page, lambda: len(ana.frames) > count, what="Ana's page still answered")
    finally:
        ana.close()
        bo.close()


def test_the_teacher_gives_a_bots_seat_back_to_a_person(server, browser):
    code = server.new_table("puerto_rico", players=3, bots=1, names="Ana,Bo,Cy")
    ana = join(server, browser, code, "Ana")
    wall = projector(server, browser, code)
    try:
        wall.page.get_by_role("button", name="A bot for Ana").click()
        wall.page.get_by_role("button", name="Free the seat of Ana").click()
        wall.page.get_by_role("button", name="Free the seat of Ana").wait_for(state="detached")
        assert wall.page.get_by_role("button", name="Free the seat of Cy").count() == 1  # the bot seated at the start
        back = join(server, browser, code, "Ana")
        back.close()
        wall.page.get_by_role("button", name="A bot for Ana").wait_for()
    finally:
        for screen in (ana, wall):
            screen.close()


def test_puerto_rico_two_students_and_the_projector(server, browser):
    code = server.new_table("puerto_rico", players=3, bots=1, names="Ana,Bo")
    ana, bo = join(server, browser, code, "Ana"), join(server, browser, code, "Bo")
    wall = projector(server, browser, code)
    screens = (ana, bo, wall)
    try:
        # Ana is to act: her page offers the roles, Bo's and the projector's offer nothing
        ana.page.wait_for_selector(f"[data-nav=roles] {LEGAL}")
        assert bo.page.locator(LEGAL).count() == 0 and wall.page.locator(LEGAL).count() == 0
        # seat mode: no Undo, Redo or Record for a student; the projector has no table controls
        assert ana.page.locator("[data-control=undo], [data-control=redo], [data-control=record]").count() == 0
        assert wall.page.locator("[data-control=hint], [data-control=undo]").count() == 0
        first = ana.views()[-1]["version"]
        ana.page.locator(f"[data-nav=roles] {LEGAL}").first.click()
        for other in (bo, wall):
            other.page.wait_for_function("() => /Last move: Ana chooses/.test(document.querySelector('.prnb-message-text')"
                                         "?.textContent || '')")
            # the table itself drawn again from the view's patch (not only the message): the role taken
            other.page.locator(".prnb-role-taken").first.wait_for()
        # Ana's own screen has her move too before its version is read (each screen is told in turn)
        wait_until(ana.page, lambda: ana.views()[-1]["version"] != first, what="Ana's move on her screen")
        # the bot's board says it is a bot, on every screen; the projector shows no line about
        # pointing at choices, and nothing of the web framework's own
        for screen in screens:
            assert screen.page.locator(".prnb-badge-bot").all_inner_texts() == ["Bot"], screen.name
        assert not wall.page.locator(".prnb-hint").first.is_visible() and ana.page.locator(".prnb-hint").first.is_visible()
        assert "solara" not in wall.page.inner_text("body").lower()
        # a forged move for Ana from Bo's page, a forged undo and a forged teacher's power: refused
        before = ana.views()[-1]["version"]
        turn = ana.views()[-1]["turn"]
        if turn != 1:
            bo.forge({"type": "act", "action": {"player": turn, "pass": True}, "version": before})
            bo.page.wait_for_function("() => /turn; wait for yours|only your own/.test("
                                      "document.querySelector('.prnb-message-text')?.textContent || '')")
        bo.forge({"type": "undo"})
        bo.page.wait_for_function("() => /Only the teacher/.test(document.querySelector('.prnb-message-text')"
                                  "?.textContent || '')")
        bo.forge({"type": "seat_to_bot", "seat": 0})
        bo.page.wait_for_function("() => /Only the teacher/.test(document.querySelector('.prnb-message-text')"
                                  "?.textContent || '')")
        assert ana.views()[-1]["version"] == before  # nothing changed at the table
        for seat, screen in ((0, ana), (1, bo), (None, wall)):
            views = screen.views()
            assert views and secrets_seen(views, seat) == [], screen.name
            assert screen.outside == [] and screen.errors == []
    finally:
        for screen in screens:
            screen.close()


def caught_up(screens: dict) -> bool:
    """Every screen's last view is of the same version (a move is told to each screen in its own
    session: one can have the new position while another still shows the one before)."""
    return len({screen.views()[-1]["version"] for screen in screens.values()}) == 1


def play_random(screens: dict, moves: int) -> None:
    """Play `moves` moves at a table: the student whose turn it is asks for a random legal move
    (a request a seat may make on its turn), through its page's own websocket. The turn is read
    once every screen has the same position: read from a screen still behind, it named a student
    whose turn had passed, whose request was refused with no new view, and the wait ran out."""
    for _ in range(moves):
        wait_until(screens[0].page, lambda: caught_up(screens), what="every screen at the same position")
        latest = {seat: screen.views()[-1] for seat, screen in screens.items()}
        view = latest[0]
        if view.get("game_over"):
            return
        turn = view["turn"]
        if turn not in screens:  # the bot's turn: wait for it
            screens[0].page.wait_for_timeout(300)
            continue
        mover = screens[turn]
        count = len(mover.frames)
        mover.forge({"type": "random", "version": latest[turn]["version"]})
        wait_until(mover.page, lambda mover=mover, count=count: len(mover.views(count)) > 0,
                   what="a move's redraw")


def test_san_juan_no_hidden_card_reaches_another_screen(server, browser):
    code = server.new_table("san_juan", players=3, bots=1, names="Ana,Bo")
    ana, bo = join(server, browser, code, "Ana"), join(server, browser, code, "Bo")
    wall = projector(server, browser, code, teacher=False)
    try:
        play_random({0: ana, 1: bo}, moves=30)
        for seat, screen in ((0, ana), (1, bo), (None, wall)):
            views = screen.views()
            assert len(views) >= 5, screen.name
            assert secrets_seen(views, seat) == [], screen.name
            assert screen.outside == [] and screen.errors == []
        # each student's own hand did reach their own screen (the check above can fail)
        assert any(isinstance(v["players"][0].get("hand"), list) for v in ana.views())
    finally:
        for screen in (ana, bo, wall):
            screen.close()


def test_the_teacher_pauses_takes_back_and_gives_a_seat_to_a_bot(server, browser):
    code = server.new_table("puerto_rico", players=3, bots=1, names="Ana,Bo")
    ana, bo = join(server, browser, code, "Ana"), join(server, browser, code, "Bo")
    wall = projector(server, browser, code)
    wall.page.set_viewport_size({"width": 1366, "height": 768})  # a classroom projector's
    try:
        wall.page.get_by_role("button", name="Pause").click()
        ana.page.wait_for_function("() => /paused/.test(document.querySelector('.prnb-message-text')?.textContent || '')")
        assert_message_readable(wall, "has paused the game")
        # paused: no choice looks clickable, and a move sent anyway is refused with the pause's reason
        ana.page.wait_for_function("() => !document.querySelector('button.prnb-legal')")
        paused_at, count = ana.views()[-1]["version"], len(ana.frames)
        ana.forge({"type": "act", "action": {"player": 0, "choose_role": "settler"}, "version": paused_at})
        wait_until(ana.page, lambda: len(ana.frames) > count, what="the forged move answered")
        ana.page.wait_for_function("() => /paused/.test(document.querySelector('.prnb-message-text')?.textContent || '')")
        assert "chooses" not in ana.message() and ana.views()[-1]["version"] == paused_at
        wall.page.get_by_role("button", name="Resume").click()
        ana.page.locator(f"[data-nav=roles] {LEGAL}").first.click()
        bo.page.wait_for_function("() => /Ana chooses/.test(document.querySelector('.prnb-message-text')?.textContent || '')")
        assert_message_readable(wall, "Last move: Ana chooses")
        moved = bo.views()[-1]["version"]
        wall.page.get_by_role("button", name="Take back the last move").click()
        wait_until(ana.page, lambda: ana.views()[-1]["turn"] == 0 and ana.views()[-1]["version"] != moved
                   and ana.page.locator(f"[data-nav=roles] {LEGAL}").count() == 6, what="the move taken back")
        # Bo leaves: a bot plays his seat, his page only watches, and his link opens nothing
        link = bo.page.url
        wall.page.get_by_role("button", name="A bot for Bo").click()
        bo.page.wait_for_function("() => /no longer holds a seat/.test(document.querySelector('.prnb-seat-badge')"
                                  "?.textContent || '')")
        before, taken_back = len(bo.frames), ana.views()[-1]["version"]
        ana.page.locator(f"[data-nav=roles] {LEGAL}").first.click()
        # a newer position first: the one before the click already had Ana to act
        wait_until(ana.page, lambda: ana.views()[-1]["version"] != taken_back and (
            ana.views()[-1]["turn"] == 0 or ana.views()[-1]["phase"] != "role_choice"),
                   what="the bot playing Bo's seat")
        assert secrets_seen(bo.views(before), None) == []
        again = Screen(browser, "Bo again")
        again.page.goto(link)
        again.page.wait_for_selector("text=This link does not open a seat")
        again.close()
        assert all(screen.outside == [] for screen in (ana, bo, wall))
    finally:
        for screen in (ana, bo, wall):
            screen.close()


def _moves(db) -> dict[str, int]:
    with sqlite3.connect(db) as connection:
        rows = connection.execute("SELECT code, COUNT(*) FROM moves GROUP BY code").fetchall()
    return dict(rows)


def test_a_cut_connection_and_a_killed_server_lose_nothing(server, browser):
    code = server.new_table("puerto_rico", players=3, bots=1, names="Ana,Bo")
    ana, bo = join(server, browser, code, "Ana"), join(server, browser, code, "Bo")
    try:
        # Bo's connection is cut while Ana moves: his page says so, and catches up once it is back
        bo.cut = True
        for upstream_pair in bo.sockets:
            upstream_pair[0].close()
        bo.page.wait_for_selector(".prnb-connection:not([hidden])")
        ana.page.locator(f"[data-nav=roles] {LEGAL}").first.click()
        ana.page.wait_for_function("() => /Ana chooses/.test(document.querySelector('.prnb-message-text')?.textContent || '')")
        bo.cut = False
        bo.page.wait_for_function("() => /Ana chooses|chose/.test(document.body.textContent) && "
                                  "document.querySelector('.prnb-connection')?.hidden !== false", timeout=WAIT)
        # the story comes as each move's new lines: the line Bo missed while cut off is in his
        open_story(bo)
        bo.page.wait_for_function(f"() => {STORY_LINES}.some(text => /^Ana chooses/.test(text))", timeout=WAIT)
        # the server is killed in the middle of writing Ana's next move (everything written but
        # the COMMIT), and started again on the same file: the move told before is there, the
        # move nobody was told is not
        before = _moves(server.db)
        version = ana.views()[-1]["version"]
        boards = ana.views()[-1]["players"]
        ana_header = ana.page.locator(".prnb-live h3, .prnb-live .prnb-title").first.inner_text()
        server.hold.touch()
        ana.page.locator(LEGAL).first.click()
        held = server.hold.with_name(server.hold.name + ".held")
        wait_until(ana.page, held.exists, what="Ana's move written up to its COMMIT")
        ana.page.wait_for_timeout(500)
        assert ana.views()[-1]["version"] == bo.views()[-1]["version"] == version  # nobody told
        server.kill()
        server.hold.unlink()
        reloaded = len(ana.frames)
        loads = {screen.name: len(screen.loads) for screen in (ana, bo)}
        ana.page.wait_for_selector(".prnb-connection:not([hidden])")
        # a server slow to come back: the banner's countdown (one heartbeat) runs out before it does
        ana.page.wait_for_timeout(server.heartbeat * 1000 + 1500)
        server.start()
        assert _moves(server.db) == before and before.get(code, 0) >= 1 and server.health()["tables"] >= 1
        for screen in (ana, bo):  # the pages reload by themselves and sit at the same seat
            screen.page.wait_for_function("() => document.querySelector('.prnb-seat-badge')?.textContent.includes('You are')"
                                          " && !!document.querySelector('.prnb-live')", timeout=WAIT)
        assert ana.page.locator(".prnb-live h3, .prnb-live .prnb-title").first.inner_text() == ana_header
        wait_until(ana.page, lambda: ana.views(reloaded) != [], what="Ana's page drawn again")
        again = ana.views(reloaded)[-1]  # the position before the move nobody saw, Ana to choose again
        assert again["turn"] == 0 and again["players"] == boards
        # her choices come back once the page is drawn again (the view can reach the page before
        # the table is drawn from it: counting the buttons at once raced in CI)
        ana.page.locator(LEGAL).first.wait_for(timeout=WAIT)
        open_story(ana)  # a page opened afresh gets the whole story
        ana.page.wait_for_function(f"() => {STORY_LINES}.some(text => /^Ana chooses/.test(text))", timeout=WAIT)
        # each page reloaded once, at the seat link, once the server answered again (reloading onto
        # the dead server failed, and Chromium's error page reloaded by itself later: twice)
        bo.page.locator(LEGAL).first.or_(bo.page.locator(".prnb-message-text")).first.wait_for(timeout=WAIT)
        for screen in (ana, bo):
            assert [urlsplit(url).path for url in screen.loads[loads[screen.name]:]] == ["/seat"], screen.loads
        status, page = server.get("/teacher", cookie=server.teacher_cookie())
        assert code in page
        assert ana.outside == [] and bo.outside == [] and server.outside() == []
    finally:
        ana.close()
        bo.close()


def test_once_the_table_is_closed_to_new_players_the_projector_gives_the_table_the_room(server, browser):
    """The code, QR code and address take a third of a 1366x768 projector while nobody has joined;
    once a student has, they fold into one line (the QR code unfolds for a late student); once
    nobody new may join, the room's projector (and the teacher's) keep only the code."""
    code = server.new_table("san_juan", players=3, bots=1)
    teachers, room = projector(server, browser, code), projector(server, browser, code, teacher=False)
    ana = None
    try:
        room.page.wait_for_selector(".prnb-join-qr")
        top = room.page.locator(".prnb-watch").first.bounding_box()["y"]
        ana = join(server, browser, code, "Ana")
        room.page.wait_for_selector(".prnb-join-fold")  # a student has joined: one line
        assert not room.page.locator(".prnb-join-qr").first.is_visible()
        assert room.page.locator(".prnb-watch").first.bounding_box()["y"] < top - 150
        room.page.locator(".prnb-join-fold > summary").click()  # a late student: the QR code unfolds
        room.page.locator(".prnb-join-qr").first.wait_for(state="visible")
        teachers.page.get_by_role("button", name="Close the table to new players").click()
        for screen in (room, teachers):
            screen.page.wait_for_selector(".prnb-join-qr", state="detached")
            assert screen.page.locator(".prnb-table-code").first.inner_text() == code
        assert room.page.locator(".prnb-watch").first.bounding_box()["y"] < top - 150
        assert_message_readable(teachers, "Nobody new may join")  # the box once vanished here
        teachers.page.get_by_role("button", name="Open the table to new players").click()
        room.page.wait_for_selector(".prnb-join-fold")
    finally:
        for screen in (teachers, room, ana):
            if screen is not None:
                screen.close()


def test_the_teacher_ends_the_game_and_saves_it_as_a_ruling_file(server, browser, tmp_path):
    """"End the game" asks first; once ended, no choice is offered to anyone and "Save the game as
    a ruling file" gives a file the check command replays to the same position."""
    import subprocess
    import sys

    code = server.new_table("puerto_rico", players=2, bots=1, names="Ana")
    ana, wall = join(server, browser, code, "Ana"), projector(server, browser, code)
    try:
        ana.page.locator(f"[data-nav=roles] {LEGAL}").first.click()
        wall.page.get_by_role("button", name="End the game").click()
        wall.page.get_by_role("button", name="Keep playing").click()  # asked first: nothing ended
        wall.page.get_by_role("button", name="End the game").click()
        wall.page.get_by_role("button", name="End it").click()
        ana.page.wait_for_function("() => /has ended the game/.test(document.querySelector('.prnb-message-text')"
                                   "?.textContent || '')")
        assert ana.page.locator(LEGAL).count() == 0 and ana.views()[-1]["actions"] == []
        assert_message_readable(wall, "has ended the game. The game is over. Ana \\d+ · ")
        # nobody is to act any more, and the teacher has nothing left to pause, take back or hand over
        ana.page.wait_for_function("() => !document.querySelector('.prnb-badge-act')")
        wall.page.get_by_role("button", name="Pause").wait_for(state="detached")
        assert [wall.page.get_by_role("button", name=name).count() for name in
                ("Pause", "Resume", "Take back the last move", "A bot for Ana", "End the game")] == [0] * 5
        # the link the teacher clicks, fetched by the teacher's own page (its cookie) as the click
        # would (Chromium's download machinery made closing the context hang now and then)
        link = wall.page.get_by_role("link", name="Save the game as a ruling file")
        assert link.get_attribute("download") == f"{code}-puerto_rico.yaml"
        answer = wall.page.evaluate("""(href) => fetch(href).then(async (r) => ({status: r.status,
            disposition: r.headers.get('content-disposition'), text: await r.text()}))""", link.get_attribute("href"))
        assert answer["status"] == 200 and f'filename="{code}-puerto_rico.yaml"' in answer["disposition"]
        ruling = tmp_path / f"{code}-puerto_rico.yaml"
        ruling.write_text(answer["text"])
        checked = subprocess.run([sys.executable, "-m", "puertorico_nb", "check", str(ruling)], capture_output=True,
                                 text=True, timeout=300)
        assert checked.returncode == 0 and "1 passed" in checked.stdout, checked.stdout + checked.stderr
        assert ana.outside == [] and wall.outside == [] and wall.errors == []
    finally:
        ana.close()
        wall.close()
