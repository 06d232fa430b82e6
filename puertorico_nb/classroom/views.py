"""SeatView: one browser tab's table at a classroom server, bound to one seat (or to none: the
projector).

It is drawn by the game's own one-screen front end, unchanged (the ``table`` widget of the game's
registry record: ``TableWidget`` for Puerto Rico, ``SanJuanTable`` for San Juan), and publishes
the same traits those widgets publish, so the front end cannot tell the difference, except for
``seat_mode``, which tells it that it is one seat of a classroom (a badge with the student's name,
no Undo, Redo or Record) or the projector (watch mode: large type, no controls), and ``pong``,
the answer to its heartbeat.

The view holds no game. Every message from its front end goes to ``table.request(seat, ...)``
(the table service decides what this seat may ask, and the engine what is legal), and every
redraw asks ``table.view_for(seat)``: another seat's hand never reaches this widget, so it can
never reach this tab. When the table changes (another student's move, a bot's, the teacher's),
the table calls this view from whatever thread made the change; the view redraws inside its own
Solara session (``solara_bridge.Session``), so the update goes to its own tab.
"""
from __future__ import annotations

import functools
import threading
from typing import Any

import anywidget
import traitlets

from ..core import registry
from ..widgets._base import FrontEndAsks
from .patch import diff
from .words import say

HEARTBEAT = 10.0  # seconds between two pings of a page; lost after twice that, reloaded after once more


class SeatView(FrontEndAsks, anywidget.AnyWidget):
    """The table at `table` through the eyes of `seat` (None: the projector), whose link holds the
    seat token `token` (asked again with every request and every redraw, so a link revoked while
    its page is open stops at once: ``Table.request_as``, ``Table.view_as``). ``teacher``: the
    teacher's token, when the teacher's screen holds it (the teacher's powers are asked with it);
    ``session``: the Solara session (``solara_bridge.Session``) the view lives in, to redraw in
    when another thread changes the table (None: redraw in the calling thread, as tests do)."""

    # the traits the one-screen tables publish (puertorico_nb.widgets.play.PlayableTable)
    kind = traitlets.Unicode("").tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    bots = traitlets.List(traitlets.Int()).tag(sync=True)
    bot_names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    can_undo = traitlets.Bool(False).tag(sync=True)  # students never take moves back: the teacher does
    undo_why = traitlets.Unicode("").tag(sync=True)
    can_redo = traitlets.Bool(False).tag(sync=True)
    rule = traitlets.Unicode("").tag(sync=True)
    rule_statement = traitlets.Unicode("").tag(sync=True)
    citation = traitlets.Unicode("").tag(sync=True)
    recorded = traitlets.Unicode("").tag(sync=True)
    # no `story` trait: the story (every move so far, a line each, growing with the game) goes to
    # the page as its new lines only, in a message after each move (see ``_send_story``)
    replay = traitlets.Dict().tag(sync=True)
    played = traitlets.Dict().tag(sync=True)
    hotseat = traitlets.Bool(False).tag(sync=True)
    shown = traitlets.Int(-1).tag(sync=True)
    # a classroom's own: which screen this is (see modules/seat.js), and the heartbeat's answer
    seat_mode = traitlets.Dict().tag(sync=True)
    pong = traitlets.Int(0).tag(sync=True)

    def __init__(self, table: Any, seat: int | None, *, token: str | None = None, teacher: str | None = None,
                 session: Any = None, heartbeat: float = HEARTBEAT) -> None:
        if (seat is None) != (token is None):
            raise ValueError("a seat's view needs the seat's token, and the projector's none")
        self.table = table
        self.seat = seat
        self._token = token
        self._teacher = teacher
        self._session = session
        self._said: dict[str, str] = {}  # the answer to this screen's last request, until the table moves
        self._said_at: tuple[int, bool] = (-1, False)  # the table's version and pause when it was said
        # one redraw at a time: the table tells a view from the thread of whoever changed it (a
        # student's request, the bots' thread), and two redraws at once would interleave their
        # held trait changes, so that some never reach the tab
        self._drawing = threading.RLock()
        # the thread asking the table for this screen's request: the table tells this view too,
        # but the answer's own redraw follows, so that first one is skipped (one redraw, not two)
        self._asking: int | None = None
        # the story's lines this view last sent its page (the session's own line objects: a move
        # adds lines and keeps the others, so the lines new since are found by identity)
        self._story_sent: list[dict[str, Any]] = []
        # the view (the game's view model) this view last gave its page, and that drawing's number
        # (``view_number`` in the view: a patch says which drawing it follows); None: none yet
        self._view_sent: dict[str, Any] | None = None
        self._view_number = 0
        self._patched = False  # the `view` trait is being set to what a patch already told the page
        super().__init__(kind=_front_end(table.game_name).kind, seat_mode=self._mode(heartbeat))
        self.on_msg(self._on_msg)
        self._detach = table.attach(self._told)
        if session is not None:
            session.on_close(self.detach)
        self.redraw()

    def _mode(self, heartbeat: float) -> dict[str, Any]:
        table, seat = self.table, self.seat
        if seat is None:
            badge, mode = say("watching", code=table.code), "watch"
        else:
            badge, mode = say("you_are", name=table.seats[seat].name), "seat"
        # probe: what the page asks before it reloads, so it reloads once the server is back (the
        # server's own /healthz, or the front's with several workers: it sends the page on)
        beat = {"every": int(heartbeat * 1000), "lost_after": int(2 * heartbeat * 1000),
                "reload_after": int(heartbeat * 1000), "probe": "/healthz"} if heartbeat > 0 else None
        return {"mode": mode, "badge": badge, "heartbeat": beat,
                "words": front_end_words()}

    # -- drawing ------------------------------------------------------------------------------------
    def redraw(self) -> None:
        """Draw the table as it stands, through this seat's eyes."""
        with self._drawing:
            self._draw()

    def _draw(self) -> None:
        table = self.table
        shown = table.view_as(self._token) if self._token is not None else table.view_for(None)
        if shown is None:  # the link was revoked (the seat given to a bot, or joined again elsewhere)
            self._let_go()
            shown = table.view_for(None)
        session = table.session
        if (shown["version"], shown["paused"]) != self._said_at:  # moved on, paused or resumed: old news
            self._said = {}
        history = shown["history"]
        with self.hold_sync():
            self._send_view(shown["view"])
            self.names = table.names
            self.bots = [seat for seat, public in enumerate(shown["seats"]) if public["bot"]]
            self.bot_names = [public["bot"] or "" for public in shown["seats"]]
            self.undo_why = shown.get("undo_why") or ""
            self._send_story(session.story)
            self.message = self._said.get("message", last_move(history))
            self.rule = self._said.get("rule", "")
            self.rule_statement = self._said.get("statement", "")
            self.citation = self._said.get("citation", "")
            if shown["ended"]:  # who has how many points, by name and number: no other words
                self.message = " ".join([say("ended"), say("game_over"),
                                         " · ".join(f"{name} {points}" for name, points in table.points())])
            elif shown["paused"]:
                self.message = say("paused")

    def _send_view(self, view: dict[str, Any]) -> None:
        """Give the page `view`: whole the first time (the ``view`` trait), then only what changed,
        in a ``{"type": "view", "from": n, "ops": [...]}`` message (a JSON Patch, ``classroom.patch``)
        that the page applies to its drawing number n (``view_number``); a page whose drawing is
        another (a message lost on a dropped connection) asks for the whole view again
        (``{"type": "view"}``, answered in ``handle_message``). The trait is kept up to date here
        without being sent, so a page opening again gets the view as it stands."""
        sent = self._view_sent
        if sent is None:
            self._view_number += 1
            self.view = {**view, "view_number": self._view_number}
            self._view_sent = view
            return
        ops = diff(sent, view)
        if not ops:
            return
        self._view_number += 1
        ops.append({"op": "replace", "path": "/view_number", "value": self._view_number})
        self.send({"type": "view", "from": self._view_number - 1, "ops": ops})
        self._view_sent = view
        self._patched = True
        try:
            self.view = {**view, "view_number": self._view_number}
        finally:
            self._patched = False

    def _should_send_property(self, key: str, value: Any) -> Any:
        """ipywidgets asks this before it sends a trait's new value: `view`, already told the page
        by a patch, is not sent whole again."""
        if key == "view" and self._patched:
            return False
        return super()._should_send_property(key, value)

    def _send_story(self, story: list[dict[str, Any]]) -> None:
        """Send the page the story's lines it lacks: ``{"type": "story", "from": k, "before": ...,
        "lines": [...]}`` says "keep your first k lines and add these" (k below the page's count
        after the teacher took moves back); ``before`` is the k-th line's move and text, so a page
        that lost a message (a dropped connection) sees that its lines differ and asks for the
        whole story again (``{"type": "story"}``, answered in ``handle_message``)."""
        sent = self._story_sent
        kept = len(sent)
        if not (len(story) >= kept and (kept == 0 or story[kept - 1] is sent[-1])):  # moves taken back
            kept = 0
            while kept < min(len(story), len(sent)) and story[kept] is sent[kept]:
                kept += 1
        if kept == len(story) == len(sent):
            return
        before = [story[kept - 1]["move"], story[kept - 1]["text"]] if kept else None
        self.send({"type": "story", "from": kept, "before": before, "lines": story[kept:]})
        self._story_sent = list(story)

    def _let_go(self) -> None:
        """This tab no longer holds its seat: from now on it sees what the projector sees."""
        self.seat, self._token = None, None
        self.seat_mode = {**self.seat_mode, "mode": "watch", "badge": say("seat_gone")}

    def _told(self, table: Any) -> None:
        """The table changed: redraw in this view's own session (its tab gets the update)."""
        if self._asking == threading.get_ident():  # this screen's own request: drawn with its answer
            return
        if self._session is None:
            self.redraw()
        else:
            self._session.run(self.redraw)

    def detach(self) -> None:
        """Stop following the table (the tab closed)."""
        self._detach()

    # -- requests -------------------------------------------------------------------------------------
    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        self.handle_message(content)

    def handle_message(self, content: Any) -> None:
        """One message from this view's front end: the heartbeat is answered here, the rest goes
        to the table, which decides whether this seat may ask it."""
        kind = content.get("type") if isinstance(content, dict) else None
        if kind in ("ping", "live"):
            with self._drawing:
                if kind == "ping":
                    self.pong += 1
                else:
                    self.replay = {}
            return
        if kind == "story":  # the page has none of the story, or lost a part of it: all of it again
            with self._drawing:
                self._story_sent = []
                self._send_story(self.table.session.story)
            return
        if kind == "view":  # the page lost a patch: the whole view again, as it stands
            with self._drawing:
                self.send_state("view")
            return
        version = self.table.version
        self._asking = threading.get_ident()
        try:
            reply = self.table.request_as(self._token, content, teacher=self._teacher)
        finally:
            self._asking = None
        if kind == "replay":
            with self._drawing:
                self._show_past(reply)
            return
        self._said = {"message": reply.message, "rule": reply.rule, "statement": reply.statement,
                      "citation": reply.citation}
        # the version the answer belongs to: taken under the table's lock as it was answered, since
        # another screen's move may land before this line runs (the Resume's "goes on" then stood
        # in place of that move on the projector)
        self._said_at = reply.at if reply.done and reply.at is not None else (version, bool(self.table.paused))
        with self._drawing:
            if kind == "record" and reply.done:
                self.recorded = str(reply.data.get("ruling", ""))
            self._draw()

    def _show_past(self, reply: Any) -> None:
        if not reply.done:
            self.message, self.rule = reply.message, reply.rule
            return
        data = reply.data
        told = next((line for line in reversed(self.table.session.story) if line["move"] == data["at"] - 1),
                    None) or {}
        self.replay = {"at": data["at"], "moves": data["moves"], "view": data["view"],
                       "said": told.get("text", ""), "seat": told.get("seat"), "round": told.get("round"),
                       "phase": told.get("phase")}


def last_move(history: list[str]) -> str:
    """The last line of "What happened", said as the move just made (the narration's present tense
    read, beside "To act: Ana", as if Ana were still to choose it)."""
    if not history:
        return ""
    return history[-1] if history[-1] == say("taken_back") else say("last_move", line=history[-1])


def front_end_words() -> dict[str, str]:
    """The words the front end's classroom parts show (modules/seat.js), all from Python; the
    countdown's number is filled in by the page."""
    return {"connection_lost": say("connection_lost"), "reload_in": say("reload_in", seconds="{seconds}"),
            "reload_now": say("reload_now")}


class _FrontEnd:
    """A game's one-screen table front end: its module, its stylesheet and its ``kind``."""

    def __init__(self, widget: Any) -> None:
        self.esm = widget._esm
        self.css = widget._css
        self.kind = widget.class_traits()["kind"].default_value


@functools.lru_cache(maxsize=None)
def _front_end(game_name: str) -> _FrontEnd:
    return _FrontEnd(registry.record(game_name).table.load())


@functools.lru_cache(maxsize=None)
def seat_view_class(game_name: str) -> type[SeatView]:
    """The SeatView drawn by `game_name`'s one-screen front end (its module and stylesheet)."""
    front = _front_end(game_name)
    return type(f"SeatView_{game_name}", (SeatView,), {"_esm": front.esm, "_css": front.css})


def seat_view(table: Any, seat: int | None, **options: Any) -> SeatView:
    """A view of `table` for `seat` (None: the projector), drawn by the table's game's front end."""
    return seat_view_class(table.game_name)(table, seat, **options)
