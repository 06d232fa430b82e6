"""The classroom's table service: many screens at one table, with no web framework in it.

A ``Classroom`` holds tables by code. A ``Table`` holds one game's session (``puertorico_nb.
session``: the game, its narration, its history and its undo policy), the seats (each a person
with a token, a bot, or free), the teacher's switches (paused, joins locked, ended), one lock and
the screens attached to it. Every screen is bound to one seat, or to none (the projector); a
server (``classroom.server``, ``classroom.views``) turns browser messages into ``request`` calls
and draws ``view_for(seat)``. The contract, for any front end:

- **Join.** ``classroom.join(code, name, device_id)`` seats a person (the first free seat) and
  returns a ``Ticket`` holding the seat's token, once; the same device joining again gets its
  own seat back with a fresh token (the old one stops working). Joining is a plain call, never a
  side effect of drawing a page.
- **Open a seat.** ``classroom.seat_of(code, token)`` is the seat a token opens, or None
  (compared in constant time); a seat given to a bot opens to no token any more.
- **Ask.** ``table.request(seat, message, teacher=None)`` carries out one message from a screen
  (``seat``: its seat, None for the projector; ``teacher``: the teacher's token, if the screen
  holds it) and returns a ``Reply``: done or not, one short message for the asker, the rule
  behind it. What may be asked, by whom and when is in ``classroom.requests``; a refusal
  changes nothing.
- **Draw.** ``table.view_for(seat)`` is everything a screen shows, through that seat's eyes only:
  its own hand and no other, choices only on its turn; the projector's holds no hand and no
  face-down points. The narration ("What happened") is the same for all and names no hidden card.
- **Be told.** ``table.attach(listener)`` calls ``listener(table)`` after every change, once
  it is saved; the listener redraws its screen by asking ``view_for`` (in its own session: the
  call may come from any thread). It returns a function that detaches the listener.
- **Bots** play in the table's own thread, one move at a time, each saved and told (see
  ``classroom.worker``); ``wait_for_bots`` waits for them, ``play_bots`` plays them in the
  caller's thread (a classroom made with ``bot_worker=False``).
- **Nothing lost.** Every change is written to the ``Store`` before any screen is told; if the
  write fails the table goes back to what was saved and the asker is told nothing was done.
  ``Classroom.load_all`` rebuilds every stored table after a restart; ``Classroom.remove_table``
  closes one for good after the lesson.

>>> classroom = Classroom(bot_worker=False)
>>> table = classroom.create_table("puerto_rico", {"players": 3, "seats": ["person", "person", "random"], "seed": 1})
>>> ana = classroom.join(table.code, "Ana", "laptop-1")
>>> bo = classroom.join(table.code, "Bo", "laptop-2")
>>> ana.seat, bo.seat, classroom.seat_of(table.code, ana.token), classroom.seat_of(table.code, "a guess")
(0, 1, 0, None)
>>> table.request(bo.seat, {"type": "act", "action": {"player": 1, "choose_role": "builder"}}).message
"It is Ana's turn; wait for yours."
>>> table.request(ana.seat, {"type": "act", "action": {"player": 0, "choose_role": "builder"}}).message
'Ana chooses the builder.'
>>> table.view_for(None)["view"]["actions"]
[]
>>> classroom.close()
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..core import registry
from ..core.actions import shown
from ..core.language import N_, check_language, speak, translate, using_language
from ..session.setup import PERSON, SetupError, read_settings
from ..session.story import position_at
from .requests import (LOOK_REQUESTS, MOVE_REQUESTS, TEACHER_REQUESTS, TOO_MANY, RateLimit, Reply, move_refusal,
                       request_type, screen_refusal)
from .seats import Seat, door_name, new_code, new_teacher_code, read_code, same_secret, digest, teacher_code_form
from .store import SQLiteStore, Store, TableRecord
from .teacher import teach
from .worker import BotWorker

log = logging.getLogger(__name__)

BOT_DELAY = 0.6  # seconds between two bot moves, so people see them one by one
LINK_REVOKED = N_("This link no longer opens a seat at this table; ask the teacher, or join again.")
MOVED = N_("This table has moved to another server; reload the page.")
REMOVED = N_("The teacher has closed this table.")
BOT_BADGE = N_("Bot")
DEVICE_ID_LIMIT = 200  # characters


class JoinError(ValueError):
    """Why a person cannot join a table, in one short sentence to show them."""


@dataclass(frozen=True)
class Ticket:
    """A seat given at the door: the table, the seat (from 0) and its token (shown once: only
    its hash is kept)."""

    code: str
    seat: int
    token: str


Listener = Callable[["Table"], None]


@dataclass(frozen=True)
class TableElsewhere:
    """A table another worker process serves, as the teacher's list shows it (read from the
    store): its code, game, seats, whether its game is over, and the worker serving it now."""

    code: str
    game_name: str
    title: str
    seats: list[Seat]
    over: bool
    worker: str | None


class Table:
    """One game at one table seen from many screens (see the module docstring). Made by a
    ``Classroom``: ``create_table`` or ``load_all``."""

    def __init__(self, code: str, game: str, session: Any, seats: list[Seat], store: Store, *,
                 is_teacher: Callable[[Any], bool], bot_delay: float = BOT_DELAY, bot_worker: bool = True,
                 rate_limited: bool = True, paused: bool = False, joins_locked: bool = False, ended: bool = False,
                 saved_moves: list[dict[str, Any]] | None = None) -> None:
        self.code = code
        self.game_name = game
        self.title = registry.record(game).title
        self.session = session
        self.seats = seats
        self.paused = paused
        self.joins_locked = joins_locked
        self.ended = ended
        # why this process no longer serves the table ("" while it does): another worker took it
        # over (MOVED, see Classroom.keep_leases) or the teacher closed it (REMOVED)
        self.gone = ""
        self.rate_limit: RateLimit | None = RateLimit() if rate_limited else None
        self._store = store
        self._is_teacher = is_teacher
        self._lock = threading.RLock()
        self._changed = threading.Condition(self._lock)
        self._listeners: list[Listener] = []
        self._saved: TableRecord | None = None
        self._saved_moves: list[dict[str, Any]] = list(saved_moves or [])
        self._worker = BotWorker(self, bot_delay) if bot_worker else None
        self.names_from_session()

    def names_from_session(self) -> None:
        """The seats go by the names the session says: a seat nobody named is "Player 2" in the
        table's own language ("Leikmaður 2"), and says so again when the language changes."""
        for seat, name in zip(self.seats, self.session.names):
            seat.name = name

    # -- the position at a glance ----------------------------------------------------------------
    @property
    def game(self) -> Any:
        return self.session.game

    @property
    def over(self) -> bool:
        """No more moves: the game is over, or the teacher ended it."""
        return self.ended or bool(self.game.game_over)

    @property
    def turn(self) -> int | None:
        return None if self.over else self.game.turn

    @property
    def version(self) -> int:
        return int(self.session.version)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    # -- what a screen shows -----------------------------------------------------------------------
    def view_as(self, token: Any) -> dict[str, Any] | None:
        """``view_for`` the seat that `token` opens now, or None if it opens none (a revoked
        link draws nothing of the table). A screen should draw this way (see ``request_as``)."""
        with self._lock:
            seat = self.seat_of(token)
            return self.view_for(seat) if seat is not None else None

    def view_for(self, seat: int | None) -> dict[str, Any]:
        """Everything the screen of `seat` shows (None: the projector): the table code and game,
        the seats (names, bot or person, never a token), the view model through that seat's
        eyes (``view``), "What happened" (``history``), the teacher's switches, and whether it is
        this seat's move now (``your_turn``). JSON-ready. ValueError for a seat the table has not."""
        self._check_seat(seat)
        with self._lock:
            turn = self.turn
            return {
                "code": self.code, "game": self.game_name, "title": self.title,
                "seat": seat, "seat_name": self.seats[seat].name if seat is not None else None,
                "seats": [s.public() for s in self.seats],
                # paused or ended: nothing offered, so no choice looks clickable
                "view": self._ended_marked(self._bots_marked(
                    self.session.view_for(seat, choices=not (self.paused or self.ended)))),
                "history": list(self.session.history),
                "paused": self.paused, "over": self.over, "ended": self.ended, "joins_locked": self.joins_locked,
                "version": self.version, "turn": turn,
                "your_turn": seat is not None and seat == turn and self.seats[seat].bot is None and not self.paused
                and not self.ended,
                "undo_why": self.session.undo_why, "language": self.session.speaks(),
            }

    def _bots_marked(self, view: dict[str, Any]) -> dict[str, Any]:
        """`view` with each bot's player marked (``bot``: the word its badge shows, in the table's
        language), so that every screen says which players are bots."""
        with using_language(self.session.language or None):
            word = translate(BOT_BADGE)
        players = [{**player, "bot": word} if self.seats[number].bot is not None else player
                   for number, player in enumerate(view["players"])]
        return {**view, "players": players}

    def _ended_marked(self, view: dict[str, Any]) -> dict[str, Any]:
        """`view`, and once the teacher has ended the game, nobody in it to act (the boards' "To
        act" badges and the header's "To act: Ana" came from the position the game stopped in)."""
        if not self.ended:
            return view
        return {**view, "turn_name": None, "players": [{**player, "to_act": False} for player in view["players"]]}

    def points(self) -> list[tuple[str, int]]:
        """Each seat's name and points now (the game's own count, hidden chips included): said to
        every screen once the game is over or ended, when nothing is hidden any more."""
        scores = self.game.scores()
        return [(seat.name, int(scores.get(number, 0))) for number, seat in enumerate(self.seats)]

    def _check_seat(self, seat: Any) -> None:
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)
                                 or not 0 <= seat < len(self.seats)):
            raise ValueError(f"table {self.code} has seats 0 to {len(self.seats) - 1}, not {seat!r}")

    # -- screens attached --------------------------------------------------------------------------
    def attach(self, listener: Listener) -> Callable[[], None]:
        """Call `listener(table)` after every saved change from now on; returns the detach."""
        with self._lock:
            self._listeners.append(listener)

        def detach() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)
        return detach

    def _tell(self) -> None:
        """Tell every attached screen that the table changed (outside the lock: a screen redraws
        by asking ``view_for``, maybe from another thread). A failing screen is logged, not let
        stop the others."""
        with self._lock:
            listeners = list(self._listeners)
        for listener in listeners:
            try:
                listener(self)
            except Exception:
                log.exception("table %s: a screen failed to redraw", self.code)

    # -- requests ----------------------------------------------------------------------------------
    def request(self, seat: int | None, message: Any, teacher: Any = None) -> Reply:
        """Carry out one message from the screen of `seat` (None: the projector), holding the
        teacher's token `teacher` or not; see ``classroom.requests`` for what may be asked."""
        return self._request(seat, message, teacher, lambda: None)

    def request_as(self, token: Any, message: Any, teacher: Any = None) -> Reply:
        """``request`` from the screen holding the seat token `token` (None: the projector). The
        seat is looked up with each request, under the table's lock, so a link revoked since its
        page opened (its seat given to a bot, or joined again from the same device) stops at
        once: a screen should ask this way."""
        if token is None:
            return self.request(None, message, teacher)
        seat = self.seat_of(token)
        if seat is None:
            with using_language(self.session.language or None):
                return Reply.refused(translate(LINK_REVOKED))
        return self._request(seat, message, teacher, lambda: None if self.seats[seat].holds(token)
                             else Reply.refused(translate(LINK_REVOKED)))

    def _request(self, seat: int | None, message: Any, teacher: Any, link_refusal: Callable[[], Reply | None]) -> Reply:
        with using_language(self.session.language or None):  # every answer in the table's language
            return self._answer(seat, message, teacher, link_refusal)

    def _answer(self, seat: int | None, message: Any, teacher: Any, link_refusal: Callable[[], Reply | None]) -> Reply:
        if self.rate_limit is not None and not self.rate_limit.allow(seat):
            return Reply.refused(translate(TOO_MANY))
        kind = request_type(message)
        if isinstance(kind, Reply):
            return kind
        refusal = self.gone_refusal() or screen_refusal(kind, self._is_teacher(teacher))
        if refusal is not None:
            return refusal
        if kind in LOOK_REQUESTS:
            with self._lock:
                return link_refusal() or self._look(kind, message, seat)
        if kind in TEACHER_REQUESTS:
            return self._changing(lambda: teach(self, kind, message))
        assert kind in MOVE_REQUESTS
        return self._changing(lambda: link_refusal() or move_refusal(kind, message, seat, self)
                              or self._move(kind, message))

    def gone_refusal(self) -> Reply | None:
        """Once another worker has taken the table over (``Classroom.keep_leases``) or the
        teacher has closed it (``Classroom.remove_table``), every request is refused: the screen
        reloads (and is sent to the table's new owner) or leaves."""
        return Reply.refused(translate(self.gone)) if self.gone else None

    @property
    def moved(self) -> bool:
        """Another worker serves this table now."""
        return self.gone == MOVED

    def _move(self, kind: str, message: dict) -> Reply:
        session = self.session
        if kind == "act":
            done = session.act(message.get("action"), version=message.get("version"))
        elif kind == "random":
            done = session.random_move(version=message.get("version"))
        elif kind == "explain":
            done = bool(session.explain(message.get("action")))
        else:
            done = bool(session.hint())
        return Reply(done, session.message, session.rule, session.rule_statement, session.citation)

    def _look(self, kind: str, message: dict, seat: int | None) -> Reply:
        try:
            self._check_seat(seat)
        except ValueError:
            return Reply.refused(translate("There is no such seat at this table."))
        if kind == "ping":
            return Reply(True, "", data={"version": self.version})
        if kind == "live":
            return Reply(True, "")
        with self._lock:
            moves = len(self.game.log)
            at = message.get("at")
            if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= moves:
                return Reply.refused(speak("A replay shows a position from 0 to {moves} moves in, not {asked}.",
                                                   moves=moves, asked=shown(at)))
            past = self.session.view_for(seat, past=position_at(self.game, at))
            return Reply(True, "", data={"at": at, "moves": moves, "view": past})

    # -- changing the table: saved, then told ----------------------------------------------------
    def _changing(self, change: Callable[[], Reply]) -> Reply:
        """Run `change` under the lock; if the table changed, save it (on failure go back to
        what was saved and say nothing was done), then tell the screens and wake the bots."""
        with self._lock:
            if self.gone:  # closed or taken over while this request waited for the lock
                return Reply.refused(translate(self.gone))
            before = self._fingerprint()
            reply = replace(change(), at=(self.version, bool(self.paused)))
            changed = self._fingerprint() != before
            if changed and not self._save():
                return Reply.refused(translate("The table could not be saved, so nothing was done; tell the teacher."))
            if changed:
                self._changed.notify_all()
        if changed:
            self._tell()
            self._wake_bots()
        return reply

    def _fingerprint(self) -> tuple[Any, ...]:
        return (self.version, len(self.game.log), self.paused, self.joins_locked, self.ended,
                tuple((s.name, s.bot, s.token_hash) for s in self.seats))

    def to_record(self) -> TableRecord:
        """The table as the store keeps it."""
        return TableRecord(code=self.code, game=self.game_name, seats=[s.to_dict() for s in self.seats],
                           snapshot=self.game.to_json(), moves=[a.to_mapping() for a in self.game.log],
                           history=list(self.session.history), paused=self.paused,
                           joins_locked=self.joins_locked, ended=self.ended, language=self.session.language)

    def _save(self) -> bool:
        """Write the table to the store (the moves from the first one that differs from those
        saved); False, with the table put back as it was saved, if the store failed."""
        record = self.to_record()
        from_move = _first_difference(self._saved_moves, record.moves)
        try:
            self._store.save(record, from_move)
        except Exception:
            log.exception("table %s: the store failed; the table goes back to its last saved state", self.code)
            if self._saved is not None:
                self._restore(self._saved)
            return False
        self._saved = record
        self._saved_moves = record.moves
        return True

    def _add(self, worker: str, lease_seconds: float) -> bool:
        """Keep this new table in the store, owned by `worker`, if its code is still free there;
        whether it was (False: another worker's table has the code). OSError if the store failed."""
        record = self.to_record()
        try:
            added = self._store.add(record, worker, lease_seconds)
        except Exception as e:
            raise OSError(f"the new table could not be saved in the classroom's store ({self.code}): {e}") from e
        if added:
            self._saved, self._saved_moves = record, record.moves
        return added

    def _restore(self, record: TableRecord) -> None:
        game = game_from_snapshot(record.game, record.snapshot)
        self.seats = [Seat.from_dict(s) for s in record.seats]
        self.session = new_session(record.game, game, self.seats, language=record.language)
        self.session.history = list(record.history)
        self.paused, self.joins_locked, self.ended = record.paused, record.joins_locked, record.ended

    # -- joining -----------------------------------------------------------------------------------
    def join(self, name: Any, device_id: Any) -> Ticket:
        """Seat a person (see ``Classroom.join``); JoinError says why not, and nothing changes."""
        if not isinstance(device_id, str) or not device_id or len(device_id) > DEVICE_ID_LIMIT:
            raise JoinError(translate("This browser sent no usable device id; reload the page and try again."))
        name = door_name(name)
        tickets: list[Ticket] = []

        def sit() -> Reply:
            seat = self._seat_for(device_id)
            shown_name = self._unique_name(name, seat) if name else self.seats[seat].name
            tickets.append(Ticket(self.code, seat, self.seats[seat].give_to(shown_name, device_id)))
            self.session.names = self.names
            return Reply(True, "")
        reply = self._changing(sit)
        if not reply.done:
            raise JoinError(reply.message)
        return tickets[0]

    def _unique_name(self, name: str, seat: int) -> str:
        """`name`, or "Ana 2", "Ana 3"... if another seat already goes by it (the table's
        sentences name the players: two Anas would be one)."""
        others = {other.name.casefold() for number, other in enumerate(self.seats) if number != seat}
        candidate, count = name, 1
        while candidate.casefold() in others:
            count += 1
            candidate = f"{name} {count}"
        return candidate

    def _seat_for(self, device_id: str) -> int:
        """The seat a person joining from `device_id` gets: theirs again, else the first free one."""
        for number, seat in enumerate(self.seats):
            if seat.from_device(device_id):
                return number
        if self.gone:
            raise JoinError(translate(self.gone))
        if self.joins_locked:
            raise JoinError(speak("The teacher has closed table {code} to new players.", code=self.code))
        if self.over:
            raise JoinError(speak("The game at table {code} is over.", code=self.code))
        for number, seat in enumerate(self.seats):
            if seat.free:
                return number
        raise JoinError(speak("Every seat at table {code} is taken.", code=self.code))

    def seat_of(self, token: Any) -> int | None:
        """The seat `token` opens, or None (every seat compared, in constant time)."""
        with self._lock:
            found = [number for number, seat in enumerate(self.seats) if seat.holds(token)]
        return found[0] if found else None

    # -- the teacher's powers (``classroom.teacher``) ------------------------------------------------
    def set_paused(self, paused: bool) -> Reply:
        """Pause the table (no move by anyone, bots included) or let it go on."""
        if self.paused == paused:
            return Reply.refused(translate("The game is already paused.") if paused else translate("The game is not paused."))
        self.paused = paused
        return Reply(True, translate("The game is paused.") if paused else translate("The game goes on."))

    def pause_after_failure(self, why: str) -> None:
        """Pause the table after a failure off the request path (a bot that could not move)."""
        self._changing(lambda: self.set_paused(True))
        log.warning("table %s paused: %s", self.code, why)

    # -- bots ----------------------------------------------------------------------------------------
    def bot_move_due(self) -> bool:
        """A bot is to move now (the game goes on and is not paused)."""
        with self._lock:
            turn = self.turn
            return not (self.paused or self.gone) and turn is not None and self.seats[turn].bot is not None

    def play_one_bot_move(self) -> bool:
        """Play one move of the bot to act, saved and told; False if none was due."""
        played: list[bool] = []

        def move() -> Reply:
            if self.bot_move_due():
                played.append(self.session.play_bot_move() is not None)
            return Reply(bool(played), "")
        self._changing(move)
        return bool(played)

    def play_bots(self, limit: int = 100_000) -> int:
        """Play the bots' moves now, in the caller's thread, until a person must move (for a
        classroom without a bot worker); how many were played."""
        count = 0
        while count < limit and self.play_one_bot_move():
            count += 1
        return count

    def _wake_bots(self) -> None:
        if self._worker is not None and self.bot_move_due():
            self._worker.wake()

    def wait_for_bots(self, timeout: float = 60.0) -> bool:
        """Wait until no bot move is due (a person must move, the game is over or paused);
        whether that happened within `timeout` seconds."""
        with self._changed:
            return self._changed.wait_for(lambda: not self.bot_move_due(), timeout)

    def close(self) -> None:
        """Stop the table's bot thread."""
        if self._worker is not None:
            self._worker.stop()


def _first_difference(saved: list[Any], now: list[Any]) -> int:
    """The first index where two move logs differ (the length of the shorter if one starts the other)."""
    for number, (old, new) in enumerate(zip(saved, now)):
        if old != new:
            return number
    return min(len(saved), len(now))


def game_from_snapshot(game_name: str, snapshot: str) -> Any:
    """The game saved in `snapshot` (``Game.to_json()``): its log replayed from its start and
    checked to reach its saved position (LoadError says what is wrong)."""
    game_class: Any = registry.record(game_name).game
    return game_class.from_json(snapshot)


def new_session(game_name: str, game: Any, seats: list[Seat], seed: int | None = None, language: str = "") -> Any:
    """The game's table session for a classroom: the seats' names, bots where bots sit, the
    bots waiting to be moved one at a time by the table's worker, and the language it speaks."""
    session_class = registry.record(game_name).session.load().TABLE_SESSION
    bots = {number: seat.bot for number, seat in enumerate(seats) if seat.bot is not None}
    return session_class(game=game, names=[seat.name for seat in seats], bots=bots, seed=seed,
                         bots_wait=True, language=language)


class Classroom:
    """The tables of one classroom server, by code (see the module docstring).

    `store`: where tables are kept (default: in memory only); `teacher_token`: the teacher's
    secret (default: a fresh one, in ``teacher_token``, to print for the teacher);
    `bot_delay`: seconds between two bot moves; `bot_worker=False`: no bot threads (the caller
    plays the bots with ``Table.play_bots``); `rate_limited=False`: no limit on how often a
    screen may ask (``requests.RateLimit``; for tests and benchmarks that ask as fast as they can).

    Several worker processes (or machines) may share one store, each serving its own tables
    (design §7): `worker` is this process's name, and each table it serves is claimed in the
    store with a lease of `lease_seconds`, renewed by ``keep_leases`` (every third of the lease
    in a thread, once ``start_lease_keeper`` is called). A worker that dies stops renewing; when
    its leases run out another worker's ``keep_leases`` takes its tables over from the store.
    ``where(code)`` says which worker serves a table, for the door to send a person there."""

    LEASE_SECONDS = 60.0

    def __init__(self, store: Store | None = None, *, teacher_token: str | None = None, bot_delay: float = BOT_DELAY,
                 bot_worker: bool = True, worker: str = "main", lease_seconds: float = LEASE_SECONDS,
                 rate_limited: bool = True) -> None:
        self.store: Store = store if store is not None else SQLiteStore(":memory:")
        self.teacher_token = teacher_token or new_teacher_code()
        self._teacher_hash = digest(teacher_code_form(self.teacher_token))
        self.bot_delay = bot_delay
        self.bot_worker = bot_worker
        self.worker = worker
        self.lease_seconds = lease_seconds
        self.rate_limited = rate_limited
        self._tables: dict[str, Table] = {}
        self._lock = threading.Lock()
        self._keeper_stop = threading.Event()
        self._keeper: threading.Thread | None = None

    def is_teacher(self, token: Any) -> bool:
        """Whether `token` is the teacher's (constant-time; case, dashes and spaces aside)."""
        return same_secret(teacher_code_form(token), self._teacher_hash)

    # -- tables --------------------------------------------------------------------------------------
    def create_table(self, game: str, setup: Any = None) -> Table:
        """A new table of `game` ("puerto_rico", "san_juan") set up as a start page's choices say
        (``puertorico_nb.session.setup``: players, names, seats as "person" or a bot's name,
        options, seed; and ``language``, a code of ``core.language.LANGUAGES``). Seats for a
        person wait for someone to join; bots start at once. Saved before it is returned.
        SetupError names a wrong field."""
        choices = dict(setup) if isinstance(setup, dict) else setup if setup is not None else {}
        language = choices.pop("language", "") if isinstance(choices, dict) else ""
        if language:
            try:
                check_language(language)
            except ValueError as e:
                raise SetupError(f"language: {e}") from None
        settings = read_settings(game, choices)
        arguments = settings.table_arguments()
        arguments.pop("hotseat", None)  # each seat has its own screen: no hand is hidden between turns
        seats = [Seat(name, bot=None if who == PERSON else who) for name, who in zip(settings.names, settings.seats)]
        session = new_session(game, arguments.pop("game"), seats, seed=arguments.pop("seed"), language=language)
        with self._lock:
            while True:  # a code another worker took at the same moment: draw again
                table = self._table(self._fresh_code(), game, session, seats)
                if table._add(self.worker, self.lease_seconds):
                    break
            self._tables[table.code] = table
        table._wake_bots()
        return table

    def _fresh_code(self) -> str:
        taken = set(self._tables) | set(self.store.codes())
        while True:
            code = new_code()
            if code not in taken:
                return code

    def _table(self, code: str, game: str, session: Any, seats: list[Seat], **switches: Any) -> Table:
        return Table(code, game, session, seats, self.store, is_teacher=self.is_teacher, bot_delay=self.bot_delay,
                     bot_worker=self.bot_worker, rate_limited=self.rate_limited, **switches)

    def table(self, code: Any) -> Table | None:
        """The table with `code` (typed by a person: case and dashes do not matter), or None."""
        canonical = read_code(code)
        return self._tables.get(canonical) if canonical else None

    def tables(self) -> list[Table]:
        with self._lock:
            return list(self._tables.values())

    # -- the door ------------------------------------------------------------------------------------
    def join(self, code: Any, name: Any, device_id: Any) -> Ticket:
        """Seat a person at table `code` from the device `device_id` (the browser's cookie): the
        seat that device already holds, with a fresh token (the old one stops working), else the
        first free seat under `name`, unless the teacher closed the table to new players.
        JoinError says why not in one sentence, and nothing changes."""
        table = self.table(code)
        if table is None:
            raise JoinError(speak("No table has the code {code}; check the code on the projector.", code=shown(code)))
        return table.join(name, device_id)

    def seat_of(self, code: Any, token: Any) -> int | None:
        """The seat of table `code` that `token` opens, or None."""
        table = self.table(code)
        return table.seat_of(token) if table is not None else None

    # -- restarting ----------------------------------------------------------------------------------
    def load_all(self) -> list[str]:
        """Rebuild every stored table this worker may own (after a restart): each game is read
        from its snapshot, which replays its log and checks it reaches the saved position, and
        the move log must hold the same moves. Returns what went wrong, one line per table that
        could not be loaded (the others are loaded)."""
        problems = []
        for code in self.store.codes():
            if code in self._tables or not self.store.claim(code, self.worker, self.lease_seconds):
                continue
            try:
                self._load(code)
            except Exception as e:  # a damaged table must not keep the others from loading
                problems.append(f"table {code}: {e}")
                self.store.release(code, self.worker)
        return problems

    def _load(self, code: str) -> Table:
        record = self.store.load(code)
        if record is None:
            raise LookupError("it is not in the store")
        game = game_from_snapshot(record.game, record.snapshot)
        if [action.to_mapping() for action in game.log] != record.moves:
            raise ValueError("its move log does not hold the moves of its snapshot")
        seats = [Seat.from_dict(seat) for seat in record.seats]
        if len(seats) != game.players:
            raise ValueError(f"it has {len(seats)} seats for {game.players} players")
        session = new_session(record.game, game, seats, language=record.language)
        session.history = list(record.history)
        table = self._table(code, record.game, session, seats, paused=record.paused,
                            joins_locked=record.joins_locked, ended=record.ended, saved_moves=record.moves)
        table._saved = record
        with self._lock:
            self._tables[code] = table
        table._wake_bots()
        return table

    def remove_table(self, code: Any) -> bool:
        """Close table `code` for good (after the lesson, once its game is recorded if wanted):
        its bots stop, its screens are refused ("The teacher has closed this table."), and it
        and its move log leave the store. Whether there was such a table here."""
        table = self.table(code)
        if table is None:
            return False
        with table._lock:
            table.gone = REMOVED
        table.close()
        with self._lock:
            self._tables.pop(table.code, None)
        self.store.delete(table.code)
        table._tell()  # every screen redraws: what it now asks is refused
        return True

    # -- several workers -------------------------------------------------------------------------------
    def listing(self) -> list[Table | TableElsewhere]:
        """Every table of the classroom, oldest first: this worker's own, and those other workers
        serve (``TableElsewhere``, read from the store), for the teacher's list of all tables."""
        listed: list[Table | TableElsewhere] = []
        for code in self.store.codes():
            table = self._tables.get(code)
            if table is not None:
                listed.append(table)
                continue
            try:
                record = self.store.load(code)
                if record is None:  # removed meanwhile
                    continue
                over = record.ended or bool(game_from_snapshot(record.game, record.snapshot).game_over)
                seats = [Seat.from_dict(seat) for seat in record.seats]
            except Exception as e:  # a damaged table is named by load_all; the list goes on without it
                log.warning("table %s: not listed (%s)", code, e)
                continue
            listed.append(TableElsewhere(code, record.game, registry.record(record.game).title, seats, over,
                                         self.store.owner(code)))
        return listed

    def where(self, code: Any) -> str | None:
        """The worker serving table `code`: this one's name if the table is here, else the
        owner the store records (None: no worker serves it now, or there is no such table)."""
        canonical = read_code(code)
        if canonical is None:
            return None
        if canonical in self._tables:
            return self.worker
        return self.store.owner(canonical)

    def keep_leases(self) -> list[str]:
        """Renew this worker's lease on each of its tables, and take over every stored table
        whose owner's lease ran out (``load_all``). A table whose lease another worker holds now
        is let go here: its requests are refused (``Table.moved``) so its screens reload and
        reach the new owner. Returns the codes let go."""
        lost = []
        for table in self.tables():
            if not self.store.claim(table.code, self.worker, self.lease_seconds):
                lost.append(table.code)
                table.gone = MOVED
                table.close()
                with self._lock:
                    self._tables.pop(table.code, None)
                log.warning("table %s: another worker serves it now", table.code)
        for problem in self.load_all():
            log.error("%s", problem)
        return lost

    def start_lease_keeper(self, every: float | None = None) -> None:
        """Call ``keep_leases`` every `every` seconds (a third of the lease by default) in a
        daemon thread, until ``close``."""
        interval = every if every is not None else self.lease_seconds / 3

        def keep() -> None:
            while not self._keeper_stop.wait(interval):
                try:
                    self.keep_leases()
                except Exception:  # a store that fails now may answer next time
                    log.exception("renewing the classroom's leases failed")
        if self._keeper is None:
            self._keeper = threading.Thread(target=keep, name=f"leases-{self.worker}", daemon=True)
            self._keeper.start()

    def close(self) -> None:
        """Stop every table's bots and let go of the store."""
        self._keeper_stop.set()
        if self._keeper is not None:
            self._keeper.join(5)
        for table in self.tables():
            table.close()
            self.store.release(table.code, self.worker)
        self.store.close()
