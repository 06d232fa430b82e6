"""The classroom server: one Starlette app, run by uvicorn, around the table service.

- ``GET /``: the door (plain HTML, no script): a table code and a name. ``?code=ABCD`` fills the
  code in (the projector's QR code links there).
- ``POST /join``: seats the student (``Classroom.join``) and answers 303 with the seat link,
  ``/seat?table=CODE&seat=N&token=T``. A ``classroom-device`` cookie (HttpOnly) makes joining
  idempotent: the same browser joining again gets its own seat back. Joining is only ever this
  request, never a side effect of drawing a page (a page may be drawn twice).
- ``GET /teacher``: the teacher's page, for a browser signed in as the teacher (``classroom.signin``:
  ``POST /teacher/signin`` with the code printed at start, or the one-time link
  ``GET /teacher/signin?once=K``, sets an HttpOnly cookie and redirects here): every table with its
  code, seats and projector link, and a form that starts a new table (``POST /teacher/tables``).
  Signed out, it shows the sign-in form. No teacher's secret is ever part of an address.
- ``GET /teacher/ruling?table=CODE``: a game over (or ended by the teacher) as a ruling file.
- ``GET /healthz``: "ok", with the number of tables, for a launcher waiting for the server.
- everything else: Solara (``classroom.app``): the seat pages and the projector.

The running classroom, the teacher's token and the address to give students are kept in
``RUNNING`` for the Solara pages of this process.
"""
from __future__ import annotations

import html
import secrets
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, urlencode

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route

from ..core import registry
from . import solara_bridge
from .signin import COOKIE as TEACHER_COOKIE
from .signin import ONCE_SECONDS, TeacherSignIn
from .table_form import new_table_form, table_setup
from .words import say

DEVICE_COOKIE = "classroom-device"
FORM_LIMIT = 4096  # bytes: a join or new-table form is a few dozen
WS_MAX_SIZE = 256 * 1024  # bytes a websocket message may hold (uvicorn's default is 16 MiB; a request is ~200 B)
BOT_CHOICES = ("random", "greedy", "coach")


@dataclass
class Running:
    """What the pages of this process need: the classroom, the address students type (``public``,
    e.g. ``http://192.168.1.20:8765``) and the heartbeat of the pages (seconds)."""

    classroom: Any = None
    public: str = ""
    heartbeat: float = 10.0
    sign_in: Any = None  # TeacherSignIn


RUNNING = Running()


def create_app(classroom: Any, public: str, heartbeat: float = 10.0, root_path: str = "") -> Starlette:
    """The server's ASGI app for `classroom` (its tables already loaded). `root_path` (``/w1``):
    every route under that prefix, for a worker behind ``classroom.front`` (Solara's own
    ``SOLARA_ROOT_PATH`` must say the same, so its pages load their files and open their
    websocket under it)."""
    solara_bridge.check()
    RUNNING.classroom, RUNNING.public, RUNNING.heartbeat = classroom, public.rstrip("/"), heartbeat
    RUNNING.sign_in = TeacherSignIn(classroom)
    routes, lifespan, middleware = solara_bridge.asgi_parts()
    ours = [
        Route("/", door, methods=["GET"]),
        Route("/join", join, methods=["POST"]),
        Route("/teacher", teacher_page, methods=["GET"]),
        Route("/teacher/signin", sign_in, methods=["GET", "POST"]),
        Route("/teacher/signout", sign_out, methods=["POST"]),
        Route("/teacher/once", one_time_link, methods=["POST"]),
        Route("/teacher/tables", new_table, methods=["POST"]),
        Route("/teacher/ruling", ruling, methods=["GET"]),
        Route("/healthz", healthz, methods=["GET"]),
    ]
    app = Starlette(routes=[*ours, Mount("/", routes=routes)], lifespan=lifespan, middleware=middleware)
    if root_path:  # mounted, the app's own lifespan is not run: Solara's runs around the whole
        app = Starlette(routes=[Mount(root_path, app=app)], lifespan=lifespan)
    app.state.sign_in = RUNNING.sign_in
    return app


# -- pages of plain HTML (every value from data escaped) ------------------------------------------------
PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>{title}</title>
<style>body{{font:18px/1.4 system-ui,sans-serif;max-width:44em;margin:2em auto;padding:0 1em}}
label{{display:block;margin:.8em 0 .2em}}input,select,button{{font:inherit;padding:.3em .5em}}
label.check{{display:inline-flex;align-items:center;gap:.4em;margin:.2em 1em .2em 0}}
.error{{color:#b00020;font-weight:600}}table{{border-collapse:collapse}}td,th{{padding:.2em .6em;text-align:left}}
.code{{font:700 1.4em monospace;letter-spacing:.1em}}</style></head><body>{body}</body></html>"""


def _page(title: str, body: str, status: int = 200) -> HTMLResponse:
    return HTMLResponse(PAGE.format(title=html.escape(title), body=body), status_code=status)


def _door_page(code: str = "", name: str = "", error: str = "", status: int = 200) -> HTMLResponse:
    e = html.escape
    problem = f'<p class="error" role="alert">{e(error)}</p>' if error else ""
    body = (f"<h1>{e(say('lobby_title'))}</h1><p>{e(say('lobby_lead'))}</p>{problem}"
            '<form method="post" action="/join">'
            f'<label for="code">{e(say("code"))}</label>'
            f'<input id="code" name="code" value="{e(code)}" autocomplete="off" autocapitalize="characters" '
            'maxlength="8" required>'
            f'<label for="name">{e(say("name"))}</label>'
            f'<input id="name" name="name" value="{e(name)}" maxlength="40" required>'
            f'<p><button type="submit">{e(say("join"))}</button></p></form>')
    return _page(say("lobby_title"), body, status)


async def door(request: Request) -> Response:
    return _door_page(code=request.query_params.get("code", "")[:8])


async def _fields(request: Request) -> dict[str, list[str]] | None:
    """The request's form fields, each with every value sent (None: too large or not a form)."""
    body = await request.body()
    if len(body) > FORM_LIMIT:
        return None
    try:
        return parse_qs(body.decode("utf-8"), keep_blank_values=True)
    except UnicodeDecodeError:
        return None


async def _form(request: Request) -> dict[str, str] | None:
    """The request's form fields, the first value of each (None: too large or not a form)."""
    fields = await _fields(request)
    return None if fields is None else {key: values[0] for key, values in fields.items()}


async def join(request: Request) -> Response:
    from .tables import JoinError

    form = await _form(request)
    if form is None:
        return _door_page(error=say("bad_code"), status=400)
    code, name = form.get("code", ""), form.get("name", "")
    device = request.cookies.get(DEVICE_COOKIE) or ""
    if not (0 < len(device) <= 64):
        device = secrets.token_urlsafe(16)
    try:
        # off the event loop: a join tells every screen at the table, and a screen's redraw waits
        # for the loop to send its update (called on the loop, it would wait for itself)
        ticket = await run_in_threadpool(RUNNING.classroom.join, code, name, device)
    except JoinError as e:
        return _door_page(code=code[:8], name=name[:40], error=str(e), status=409)
    link = "/seat?" + urlencode({"table": ticket.code, "seat": ticket.seat, "token": ticket.token})
    response = RedirectResponse(link, status_code=303)
    response.set_cookie(DEVICE_COOKIE, device, max_age=30 * 24 * 3600, httponly=True, samesite="lax")
    return response


def _signed_in(request: Request) -> str | None:
    """The teacher's token if `request` comes from a browser signed in as the teacher."""
    return RUNNING.sign_in.teacher(request.cookies.get(TEACHER_COOKIE))


def _sign_in_page(error: str = "", status: int = 200) -> HTMLResponse:
    e = html.escape
    problem = f'<p class="error" role="alert">{e(error)}</p>' if error else ""
    body = (f"<h1>{e(say('teacher'))}</h1><p>{e(say('sign_in_lead'))}</p>{problem}"
            '<form method="post" action="/teacher/signin">'
            f'<label for="teacher-code">{e(say("teacher_code"))}</label>'
            '<input id="teacher-code" name="code" type="password" autocomplete="current-password" maxlength="200" required>'
            f'<p><button type="submit">{e(say("sign_in"))}</button></p></form>')
    return _page(say("teacher"), body, status)


def _signed_in_response() -> Response:
    """On to the teacher's page (a clean address), with the signed-in teacher's cookie."""
    response = RedirectResponse("/teacher", status_code=303)
    response.set_cookie(TEACHER_COOKIE, RUNNING.sign_in.cookie(), max_age=ONCE_SECONDS, httponly=True,
                        samesite="strict")
    return response


async def sign_in(request: Request) -> Response:
    """``GET ?once=K`` (a one-time link) or ``POST code=...`` (the code printed at start)."""
    if request.method == "GET":
        if RUNNING.sign_in.redeem(request.query_params.get("once", "")):
            return _signed_in_response()
        return _sign_in_page(say("link_used"), 403)
    form = await _form(request) or {}
    if RUNNING.sign_in.code_opens(form.get("code", "")):
        return _signed_in_response()
    return _sign_in_page(say("wrong_teacher_code"), 403)


async def sign_out(request: Request) -> Response:
    response = RedirectResponse("/teacher", status_code=303)
    response.delete_cookie(TEACHER_COOKIE, httponly=True, samesite="strict")
    return response


async def one_time_link(request: Request) -> Response:
    """A fresh one-time sign-in link, for the teacher's own launcher (``launch.start()`` in a
    notebook, which holds the code: ``token`` in the form) or a signed-in browser."""
    form = await _form(request) or {}
    if _signed_in(request) is None and not RUNNING.classroom.is_teacher(form.get("token", "")):
        return JSONResponse({"error": say("wrong_teacher_code")}, status_code=403)
    return JSONResponse({"link": "/teacher/signin?" + urlencode({"once": RUNNING.sign_in.once()})})


async def teacher_page(request: Request) -> Response:
    if _signed_in(request) is None:
        stale = TEACHER_COOKIE in request.cookies
        return _sign_in_page(say("bad_teacher_link") if stale else "", 403 if stale else 200)
    return _page(say("teacher"), await run_in_threadpool(_teacher_body))


def _teacher_body(error: str = "") -> str:
    e = html.escape
    rows = []
    for table in RUNNING.classroom.listing():  # every worker's tables (several workers: classroom.front)
        watch = "/watch?" + urlencode({"table": table.code})
        seats = ", ".join(f"{s.name} ({say('bot_seat') if s.bot else say('free_seat') if s.free else '✓'})"
                          for s in table.seats)
        ruling = "/teacher/ruling?" + urlencode({"table": table.code})
        # a game over (or ended) can be saved from here too, as from its projector
        save = (f' · <a href="{e(ruling)}" download="{e(ruling_file_name(table))}">{e(say("record"))}</a>'
                if table.over else "")
        rows.append(f'<tr><td class="code">{e(table.code)}</td><td>{e(table.title)}</td><td>{e(seats)}</td>'
                    f'<td><a href="{e(watch)}">{e(say("projector"))}</a>{save}</td></tr>')
    listing = (f"<table><tr><th>{e(say('code'))}</th><th>{e(say('game'))}</th><th>{e(say('seats'))}</th><th></th></tr>"
               + "".join(rows) + "</table>") if rows else f"<p>{e(say('no_tables'))}</p>"
    return (f"<h1>{e(say('tables'))}</h1><p>{e(say('students_go_to', address=RUNNING.public + '/'))}</p>{listing}"
            f"{new_table_form(error)}"
            f'<form method="post" action="/teacher/signout"><button type="submit">{e(say("sign_out"))}</button></form>')


async def new_table(request: Request) -> Response:
    from ..session.setup import SetupError

    form = await _fields(request) or {}
    # a signed-in browser, or the teacher's own launcher with the code in the form (never an address)
    if _signed_in(request) is None and not RUNNING.classroom.is_teacher((form.get("token") or [""])[0]):
        return _sign_in_page(say("wrong_teacher_code"), 403)
    try:
        game, setup = table_setup(form)
        if game not in registry.names():
            raise SetupError(f"game: one of {', '.join(registry.names())}, not {game[:40]!r}")
        table = await run_in_threadpool(RUNNING.classroom.create_table, game, setup)
    except (ValueError, SetupError) as e:
        return _page(say("teacher"), _teacher_body(str(e)), 400)
    return RedirectResponse("/watch?" + urlencode({"table": table.code}), status_code=303)


def ruling_file_name(table: Any) -> str:
    return f"{table.code}-{table.game_name}.yaml"


async def ruling(request: Request) -> Response:
    """``GET /teacher/ruling?table=CODE``: the table's game as a ruling file to download, once it
    is over or the teacher ended it (a ruling file lists every hand)."""
    teacher = _signed_in(request)
    if teacher is None:
        return _sign_in_page(say("wrong_teacher_code"), 403)
    code = request.query_params.get("table", "")
    table = RUNNING.classroom.table(code)
    if table is None:
        return _page(say("teacher"), f'<p class="error">{html.escape(say("no_table_page", code=code[:8]))}</p>', 404)
    reply = await run_in_threadpool(table.request, None, {"type": "record"}, teacher=teacher)
    if not reply.done:
        return _page(say("teacher"), f'<p class="error" role="alert">{html.escape(reply.message)}</p>', 409)
    return Response(str(reply.data["ruling"]), media_type="application/x-yaml",
                    headers={"Content-Disposition": f'attachment; filename="{ruling_file_name(table)}"'})


async def healthz(request: Request) -> Response:
    return JSONResponse({"ok": True, "tables": len(RUNNING.classroom.tables())})
