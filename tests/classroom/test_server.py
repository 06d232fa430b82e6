"""The classroom server's own routes, over plain HTTP (no browser): the door, joining by POST with
a device cookie (the same browser keeps its seat), the teacher's page and new tables, and the
health check; nothing it does reaches beyond this machine. One server for the module, started as
``python -m puertorico_nb.classroom`` would be."""
from __future__ import annotations

import html
import os
import urllib.error
import urllib.request
from urllib.parse import parse_qs, urlsplit

import pytest

from .classroom_server import TEACHER, ClassroomServer, _NoRedirect


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = ClassroomServer(tmp_path_factory.mktemp("classroom-http")).start()
    yield running
    running.stop()


def _seat_link(headers: dict) -> dict:
    location = headers["location"]
    assert urlsplit(location).path == "/seat"
    return {key: values[0] for key, values in parse_qs(urlsplit(location).query).items()}


def _cookie(headers: dict) -> str:
    return headers["set-cookie"].split(";", 1)[0]


def test_the_door_asks_for_a_code_and_a_name_and_shows_a_typed_code_as_text(server):
    status, page = server.get("/?code=" + "%22%3E%3Cscript%3E")
    assert status == 200
    assert '<form method="post" action="/join">' in page and 'name="name"' in page
    assert "<script>" not in page and html.escape('"><script>'[:8]) in page


def test_joining_gives_the_first_free_seat_and_the_same_browser_keeps_its_seat(server):
    code = server.new_table("puerto_rico", players=3, bots=1, names="Ana,Bo")
    status, headers, _ = server.post("/join", {"code": code.lower(), "name": "Ana"})
    assert status == 303
    ana = _seat_link(headers)
    assert ana["table"] == code and ana["seat"] == "0" and len(ana["token"]) >= 20
    assert "HttpOnly" in headers["set-cookie"]
    cookie = _cookie(headers)
    # the same browser again (a second click, a reload of the form): the same seat, a fresh token
    status, headers, _ = server.post("/join", {"code": code, "name": "Ana"}, cookie=cookie)
    again = _seat_link(headers)
    assert status == 303 and again["seat"] == "0" and again["token"] != ana["token"]
    status, headers, _ = server.post("/join", {"code": code, "name": "Bo"})
    assert status == 303 and _seat_link(headers)["seat"] == "1"
    # the third seat is a bot's: a third browser finds no seat, and is told so on the door page
    status, _, page = server.post("/join", {"code": code, "name": "Cy"})
    assert status == 409 and "taken" in page and 'value="Cy"' in page


def test_a_wrong_code_is_refused_on_the_door_page(server):
    status, headers, page = server.post("/join", {"code": "ZZZZ", "name": "Ana"})
    assert status == 409 and "location" not in {key.lower() for key in headers}
    assert "ZZZZ" in page and '<p class="error" role="alert">' in page


def test_a_form_too_large_to_be_a_join_is_refused(server):
    status, _, _ = server.post("/join", {"code": "ABCD", "name": "x" * 10_000})
    assert status == 400


def test_the_teacher_signs_in_by_a_form_and_no_address_holds_a_secret(server):
    code = server.new_table("san_juan", players=2, bots=0)
    # signed out, the teacher's page is the sign-in form, whatever the address holds
    for path in ("/teacher", f"/teacher?token={TEACHER}"):
        status, page = server.get(path)
        assert status == 200 and code not in page and 'action="/teacher/signin"' in page and 'type="password"' in page
    status, _, page = server.post("/teacher/signin", {"code": "guess"})
    assert status == 403 and "not the teacher's code" in html.unescape(page)
    status, headers, _ = server.post("/teacher/signin", {"code": TEACHER})
    assert status == 303 and headers["location"] == "/teacher"  # a clean address: nothing to read off a screen
    cookie = headers["set-cookie"]
    assert "HttpOnly" in cookie and "samesite=strict" in cookie.lower() and TEACHER not in cookie
    status, page = server.get("/teacher", cookie=server.teacher_cookie())
    assert status == 200 and code in page and "San Juan" in page
    assert f'href="/watch?table={code}"' in page and TEACHER not in page
    # a cookie of an earlier start (another code) opens nothing, and says why
    status, page = server.get("/teacher", cookie="classroom-teacher=" + "0" * 64)
    assert status == 403 and code not in page and "sign in again" in page


def test_the_printed_sign_in_link_works_once(server):
    link = server.printed_sign_in_link()
    request_once = server.base + link
    opener = urllib.request.build_opener(_NoRedirect)
    with pytest.raises(urllib.error.HTTPError) as first:
        opener.open(request_once, timeout=60)
    assert first.value.code == 303 and first.value.headers["location"] == "/teacher"
    assert "classroom-teacher=" in first.value.headers["set-cookie"]
    status, page = server.get(link)
    assert status == 403 and "works once" in page and "classroom-teacher" not in page


def test_a_new_table_with_a_wrong_setting_says_which(server):
    tables = server.health()["tables"]
    status, _, page = server.post("/teacher/tables", {"token": TEACHER, "game": "san_juan", "players": "9"})
    assert status == 400 and "players" in page
    status, _, _ = server.post("/teacher/tables", {"token": "guess", "game": "san_juan", "players": "3"})
    assert status == 403
    assert server.health()["tables"] == tables


def test_the_server_reached_nothing_beyond_this_machine(server):
    server.get("/")  # at least one request served since start
    assert server.health()["ok"] is True
    assert server.outside() == []


def test_a_notebook_cell_starts_the_server_in_a_process_of_its_own(tmp_path):
    from e2e.servers import free_port
    from puertorico_nb.classroom.launch import start

    server = start(port=free_port(), db=tmp_path / "lesson.sqlite", host="127.0.0.1")
    try:
        assert server.process.pid != os.getpid() and server.process.poll() is None
        code = server.new_table("san_juan", players=3, bots=1)
        shown = server.show(code).data
        assert code in shown and "<svg" in shown and server.projector_link(code) in shown.replace("&amp;", "&")
        link = server.teacher_link  # one-time: the notebook's outputs keep no key to the teacher's powers
        assert "/teacher/signin?once=" in link and server.token not in link and server.token not in shown
        assert server.teacher_link != link
    finally:
        server.stop()
    assert server.process.poll() is not None


def test_the_launcher_sets_solara_to_fetch_and_report_nothing():
    from puertorico_nb.classroom.launch import solara_environment

    environment = solara_environment({"SOLARA_TELEMETRY_MIXPANEL_ENABLE": "True"})
    assert environment["SOLARA_TELEMETRY_MIXPANEL_ENABLE"] == "False"  # usage events: on by default
    assert environment["SOLARA_ASSETS_PROXY"] == "True"  # the pages' scripts from this server ...
    assert urlsplit(environment["SOLARA_ASSETS_CDN"]).hostname == "127.0.0.1"  # ... never from the internet
    assert environment["SOLARA_APP"] == "puertorico_nb.classroom.app"
    assert environment["SOLARA_THEME_LOADER"] == "plain" and environment["SOLARA_THEME_SHOW_BANNER"] == "False"


def test_a_page_says_nothing_of_solara_and_the_server_prints_no_cookie_warning(server):
    """The page a student opens shows a plain progress bar while it loads (Solara's own loader
    says "Made with Solara"), and the server's log holds no warning about its cookie over http."""
    status, page = server.get("/seat?table=ABCD&seat=0&token=nothing")
    assert status == 200 and "solara-main" in page  # Solara's page, whatever the link opens
    assert "Made with" not in page and 'href="https://solara.dev"' not in page
    assert "<title>Solara" not in page  # the tab's title while the page opens (then the table's own)
    assert "samesite" not in server.log.read_text().lower()


def test_a_ruling_file_is_given_only_to_the_teacher_and_only_once_the_game_is_over(server):
    code = server.new_table("san_juan", players=2, bots=0)
    status, page = server.get(f"/teacher/ruling?table={code}")
    assert status == 403 and "deck" not in page  # signed out: the sign-in form, no cards
    status, page = server.get(f"/teacher/ruling?table={code}", cookie=server.teacher_cookie())
    assert status == 409 and "every hand" in page and "deck" not in page  # hands still hidden


def test_the_teachers_form_starts_a_table_with_the_expansions_ticked(server):
    cookie = server.teacher_cookie()
    status, page = server.get("/teacher", cookie=cookie)
    assert 'name="puerto_rico.expansions" value="nobles"' in page and 'name="san_juan.variant_hands"' in page
    fields = {"game": "puerto_rico", "players": "3", "bots": "3", "bot": "random", "puerto_rico.shown": "yes",
              "puerto_rico.expansions": ["new_buildings", "nobles"], "puerto_rico.edition": "korean"}
    status, headers, _ = server.post("/teacher/tables", fields, cookie=cookie)
    assert status == 303 and headers["location"].startswith("/watch?table=")
    status, _, page = server.post("/teacher/tables", {**fields, "puerto_rico.expansions": ["pirates"]}, cookie=cookie)
    assert status == 400 and "expansions" in html.unescape(page)


def test_a_finished_game_is_saved_as_a_ruling_from_the_teachers_page(server, tmp_path):
    import time

    from puertorico_nb.__main__ import main

    code = server.new_table("san_juan", players=2, bots=2, bot="random")  # bots only: it plays to the end
    cookie = server.teacher_cookie()
    link = f"/teacher/ruling?table={code}"
    deadline = time.monotonic() + 300
    page = ""
    while time.monotonic() < deadline and html.escape(link) not in page:
        time.sleep(1)
        page = server.get("/teacher", cookie=cookie)[1]
    assert html.escape(link) in page  # the teacher's page offers the finished game's ruling file
    status, ruling = server.get(link, cookie=cookie)
    assert status == 200 and "game: san_juan" in ruling
    (tmp_path / "ruling.yaml").write_text(ruling)
    assert main(["check", str(tmp_path / "ruling.yaml")]) == 0
