"""The classroom's Solara pages: a student's seat and the projector (with the teacher's controls
when the teacher's token is in the address). The door and the teacher's list of tables are plain
HTML pages of ``classroom.server``.

- ``/seat?table=CODE&seat=N&token=T``: the seat link a student gets from ``POST /join``. The
  token is checked (constant time, ``Classroom.seat_of``); a wrong one shows one sentence and no
  table. The page holds one ``SeatView`` for that seat in this tab's session.
- ``/watch?table=CODE``: the projector: the table code, the address and a QR code to join, and the
  table for no seat (no hand, no choices). In a browser signed in as the teacher (its cookie,
  ``classroom.signin``; never a token in the address), the teacher's controls beside it.

Drawing a page changes nothing at a table: joining is ``POST /join`` only, and the teacher's
powers run only from a button's click.
"""
from __future__ import annotations

import html
from typing import Any
from urllib.parse import parse_qs

import solara

from .server import RUNNING, ruling_file_name
from .signin import COOKIE as TEACHER_COOKIE
from .solara_bridge import Session
from .views import SeatView, seat_view
from .words import say


def _query(search: str | None) -> dict[str, str]:
    return {key: values[0] for key, values in parse_qs(search or "").items()}


@solara.component
def SeatRoute() -> Any:
    """/seat: the student's table, if the link's token opens that seat."""
    query = _query(solara.use_router().search)
    classroom = RUNNING.classroom
    code = query.get("table", "")
    table = classroom.table(code)
    seat = classroom.seat_of(code, query.get("token", "")) if table is not None else None
    if table is None or seat is None or str(seat) != query.get("seat"):
        Refusal(say("bad_link"))
    else:
        SeatPage(table, seat, query["token"])


@solara.component
def WatchRoute() -> Any:
    """/watch: the projector, with the teacher's controls in a browser signed in as the teacher."""
    query = _query(solara.use_router().search)
    table = RUNNING.classroom.table(query.get("table", ""))
    if table is None:
        Refusal(say("no_table_page", code=query.get("table", "")[:8]))
    else:
        # the cookies of the websocket that opened this page (mypy takes solara.lab.cookies for its module)
        cookie = (solara.lab.cookies.value or {}).get(TEACHER_COOKIE)  # type: ignore[attr-defined]
        teacher = RUNNING.sign_in.teacher(cookie)
        if cookie and teacher is None:  # signed in before a restart: a new code is made at each start
            Refusal(say("bad_teacher_link"))
        Projector(table, teacher)


@solara.component
def Nowhere() -> Any:
    Refusal(say("bad_link"))


@solara.component
def Refusal(text: str) -> Any:
    """One sentence saying why this page shows no table (solara.Error cannot be drawn with the
    ipyvuetify 3 the classroom installs: its Alert takes no True for ``text``, and the page
    showed a traceback instead of the sentence)."""
    solara.Text(text, classes=["prnb-refusal"], style={"color": "#b00020", "font-size": "22px", "font-weight": "600"})


@solara.component
def Layout(children: Any = ()) -> Any:
    """The pages as they are: no app bar, no tabs of routes (Solara's default layout adds both)."""
    solara.Column(children=list(children), style={"padding": "12px"})


# Solara serves only the paths its router knows (the door, /, is the server's own page)
routes = [solara.Route(path="/", component=Nowhere, layout=Layout), solara.Route(path="seat", component=SeatRoute),
          solara.Route(path="watch", component=WatchRoute)]


@solara.component
def SeatPage(table: Any, seat: int, token: str) -> Any:
    view = _use_view(table, seat, None, token)
    solara.Title(f"{table.seats[seat].name} · {table.code}")
    solara.display(view)


def _use_view(table: Any, seat: int | None, teacher: str | None, key: str) -> SeatView:
    """This tab's view of `table` for `seat` (`key`: the seat link's token; the teacher's for the
    projector), made once per tab (and link), let go when the page goes (unmounted, or its
    session closed)."""
    token = key if seat is not None else None
    view = solara.use_memo(lambda: seat_view(table, seat, token=token, teacher=teacher, session=Session.current(),
                                             heartbeat=RUNNING.heartbeat), [table.code, seat, key])
    solara.use_effect(lambda: view.detach, [view])
    return view


@solara.component
def Projector(table: Any, teacher: str | None) -> Any:
    view = _use_view(table, None, teacher, teacher or "")
    solara.Title(f"{table.code} · {table.title}")
    if teacher is not None:
        solara.HTML(tag="a", unsafe_innerHTML=html.escape(say("back_to_tables")), attributes={"href": "/teacher"},
                    classes=["prnb-back-to-tables"])
    JoinBanner(table)
    if teacher is not None:
        TeacherControls(table, view)
    solara.display(view)


def _use_table_changes(table: Any) -> Any:
    """Draw the calling component again whenever `table` changes (in this tab's own session);
    returns the function that draws it again at once."""
    _, redraw = solara.use_state(0)
    session = Session.current()

    def bump() -> None:
        redraw(lambda n: n + 1)

    def follow() -> Any:
        return table.attach(lambda changed: session.run(bump) if session is not None else bump())
    solara.use_effect(follow, [table.code])
    return bump


@solara.component
def JoinBanner(table: Any) -> Any:
    """The code in large letters, a QR code and the address to type, while nobody has joined
    yet; once a student has, one line: the code and the address, the QR code folded under it (a
    late student unfolds it), so the table has most of the projector's height; once the teacher
    closes the table to new players, only the code."""
    _use_table_changes(table)
    compact = table.joins_locked or any(seat.taken for seat in table.seats)
    code_style = {"font": f"700 {32 if compact else 56}px monospace", "letter-spacing": "0.12em"}
    with solara.Row(style={"align-items": "center", "gap": "24px", "flex-wrap": "wrap"}, classes=["prnb-join"]):
        solara.Text(table.code, style=code_style, classes=["prnb-table-code"])
        if table.joins_locked:
            return
        join_at = f"{RUNNING.public}/?code={table.code}"
        words = say("join_at", address=f"{RUNNING.public}/", code=table.code)
        if compact:  # the address as the fold's title; the QR code inside
            solara.HTML(tag="details", classes=["prnb-join-fold"], style={"font-size": "20px"},
                        unsafe_innerHTML=f"<summary>{html.escape(words)}</summary>"
                                         f"<div class='prnb-join-qr'>{_qr_svg(join_at)}</div>")
        else:
            solara.HTML(tag="div", unsafe_innerHTML=_qr_svg(join_at), classes=["prnb-join-qr"])
            solara.Text(words, style={"font-size": "24px"})


@solara.component
def TeacherControls(table: Any, view: SeatView) -> Any:
    """The teacher's powers over `table`, each one click, carried by the projector's view (which
    holds the teacher's token): the table service checks the token and the table tells every
    screen."""
    redraw = _use_table_changes(table)

    def ask(**message: Any) -> None:
        view.handle_message(message)
        redraw()

    with solara.Row(style={"flex-wrap": "wrap", "gap": "8px"}, classes=["prnb-teacher"]):
        if table.over:  # ended or played out: nothing left to pause, take back or hand over
            EndOrRecord(table, view, redraw)
            return
        if table.paused:
            solara.Button(say("resume"), on_click=lambda: ask(type="resume"))
        else:
            solara.Button(say("pause"), on_click=lambda: ask(type="pause"))
        solara.Button(say("undo"), on_click=lambda: ask(type="undo"))
        for number, seat in enumerate(table.seats):
            if seat.taken:
                solara.Button(say("bot_for", name=seat.name),
                              on_click=lambda number=number: ask(type="seat_to_bot", seat=number))
            elif seat.bot is not None:  # a student back, or one arriving late, may have the seat again
                solara.Button(say("open_seat", name=seat.name),
                              on_click=lambda number=number: ask(type="open_seat", seat=number))
        if table.joins_locked:
            solara.Button(say("unlock_joins"), on_click=lambda: ask(type="unlock_joins"))
        else:
            solara.Button(say("lock_joins"), on_click=lambda: ask(type="lock_joins"))
        EndOrRecord(table, view, redraw)


@solara.component
def EndOrRecord(table: Any, view: SeatView, redraw: Any) -> Any:
    """While the game goes on, "End the game" (asked twice: once ended, nobody moves again);
    once it is over or ended, "Save the game as a ruling file", which downloads the ruling file
    (``python -m puertorico_nb check`` replays it). Solara's FileDownload is not used: its button
    is never drawn with the ipyvuetify 3 the classroom installs."""
    _use_table_changes(table)  # drawn again when the game ends, from this page or another
    confirming, set_confirming = solara.use_state(False)
    if table.over:  # a plain link: the server's /teacher/ruling answers with the file (signed-in browsers only)
        solara.HTML(tag="a", unsafe_innerHTML=html.escape(say("record")), classes=["prnb-save-ruling"],
                    attributes={"href": f"/teacher/ruling?table={table.code}", "download": ruling_file_name(table)},
                    style={"padding": "6px 12px", "border": "1px solid #1565c0", "border-radius": "4px"})
    elif confirming:
        def end() -> None:
            set_confirming(False)
            view.handle_message({"type": "end"})
            redraw()
        with solara.Row(style={"align-items": "center", "gap": "8px"}, classes=["prnb-end-confirm"]):
            solara.Text(say("end_confirm"))
            solara.Button(say("end_yes"), on_click=end, color="error")
            solara.Button(say("end_no"), on_click=lambda: set_confirming(False))
    else:
        solara.Button(say("end_game"), on_click=lambda: set_confirming(True))


def _qr_svg(link: str) -> str:
    """The QR code of `link` as an SVG element (segno draws it; the link is the server's own
    address and a table code, nothing typed by a person)."""
    import segno

    return str(segno.make(link, error="m").svg_inline(scale=6, dark="#000", light="#fff"))
