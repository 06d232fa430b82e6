"""What a screen at a classroom table may ask, and the answer it gets.

A front end sends the messages the one-screen tables already send (``{"type": "act", "action":
..., "version": ...}``, ``explain``, ``hint``, ``random``, ``undo``, ``show_hand``...). At a
classroom table each screen is bound to one seat, or to none (the projector), so before the game
hears a request this module decides whether that screen may make it at all. The checks, in
order, each refusing with one short reason in plain words and changing nothing:

1. the request is a mapping with a known ``type``;
2. a teacher's power (undo, pause, a seat to a bot, ...) needs the teacher's token;
3. a move or a question about one (``act``, ``random``, ``explain``, ``hint``) needs a seat:
   the projector only watches;
4. not a seat a bot plays now;
5. not while the teacher has paused the table;
6. not once the game is over;
7. only on this seat's turn, and only about this seat's own moves: the engine's answer about a
   move is an oracle for the hand of the player to act ("has no tower in hand"), and so is the
   coach's hint, so neither is ever given about another seat.

The game itself then refuses what its rules refuse, and a request drawn for an older position
(its ``version``) is refused as stale.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..core.actions import shown
from ..core.language import N_, speak, translate

# a move, or a question whose answer could tell what the hand of the player to act holds
MOVE_REQUESTS = ("act", "random", "explain", "hint")
# looking, which any screen may do at any time (the past is drawn through the asker's eyes)
LOOK_REQUESTS = ("replay", "live", "ping")
# the teacher's powers, from the projector's controls (or any screen holding the teacher's token)
TEACHER_REQUESTS = ("pause", "resume", "undo", "seat_to_bot", "open_seat", "fill_with_bots",
                    "lock_joins", "unlock_joins", "end", "record", "language")
# what a one-screen table lets its one screen do, and a classroom table does not
ONE_SCREEN_ONLY = {"redo": N_("Moves taken back are not played again at a classroom table; nothing was done."),
                   "show_hand": N_("Your own hand is always on your own screen, and nobody else's is; nothing was done."),
                   "hide_hand": N_("Your own hand is always on your own screen, and nobody else's is; nothing was done.")}
TEACHER_ONLY = {"undo": N_("Only the teacher takes moves back; nothing was done."),
                "record": N_("Only the teacher records the game as a ruling file; nothing was done.")}
ONLY_THE_TEACHER = N_("Only the teacher can do that; nothing was done.")


@dataclass(frozen=True)
class Reply:
    """The answer to one request. ``done``: the request was carried out (a move played, a
    question answered, a power used); ``message``: what the asker is told, one or two short
    sentences (a refusal: its one reason); ``rule``, ``statement`` and ``citation``: the rule
    behind it, for a "why / where in the books" disclosure; ``data``: anything more the request
    returns (a past position for ``replay``, the ruling file for ``record``); ``at``: the
    table's version and pause just after a request that may change it was answered, taken under
    the table's lock (read later, another screen's move may already have landed)."""

    done: bool
    message: str
    rule: str = ""
    statement: str = ""
    citation: str = ""
    data: dict[str, Any] = field(default_factory=dict)
    at: tuple[int, bool] | None = None

    @classmethod
    def refused(cls, message: str, rule: str = "") -> Reply:
        return cls(False, message, rule)


TOO_MANY = N_("Too many requests from this screen at once; wait a moment and try again.")


class RateLimit:
    """How often each screen may ask: a token bucket per screen (its seat, or None for the
    projector), refilled at `rate` requests a second up to `burst`. A person clicking asks a few
    times a second at most; a flood from a forged client is refused before it reaches the table's
    lock, so it costs little even at its own table."""

    def __init__(self, rate: float = 20.0, burst: float = 60.0, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self._clock = rate, burst, clock
        self._buckets: dict[Any, tuple[float, float]] = {}  # screen -> (tokens left, when counted)
        self._lock = threading.Lock()

    def allow(self, screen: Any) -> bool:
        """Whether `screen` may ask now (and count it if so)."""
        now = self._clock()
        key = screen if isinstance(screen, int) and not isinstance(screen, bool) else None
        with self._lock:
            tokens, then = self._buckets.get(key, (self.burst, now))
            tokens = min(self.burst, tokens + (now - then) * self.rate)
            allowed = tokens >= 1
            self._buckets[key] = (tokens - 1 if allowed else tokens, now)
        return allowed


def request_type(message: Any) -> str | Reply:
    """The request's type, or the refusal of a message that is not a request."""
    if not isinstance(message, dict):
        return Reply.refused(speak("Ignored a request that is not a mapping: {request}", request=shown(message)),
                             "action.malformed")
    kind = message.get("type")
    known = (*MOVE_REQUESTS, *LOOK_REQUESTS, *TEACHER_REQUESTS, *ONE_SCREEN_ONLY)
    if not isinstance(kind, str) or kind not in known:
        return Reply.refused(speak("Ignored an unknown request {request}.", request=shown(kind)), "action.malformed")
    return kind


def screen_refusal(kind: str, is_teacher: bool) -> Reply | None:
    """Checks 2 (a teacher's power) for any screen; None if the request may go on."""
    if kind in ONE_SCREEN_ONLY:
        return Reply.refused(translate(ONE_SCREEN_ONLY[kind]))
    if kind in TEACHER_REQUESTS and not is_teacher:
        return Reply.refused(translate(TEACHER_ONLY.get(kind, ONLY_THE_TEACHER)))
    return None


def move_refusal(kind: str, message: dict, seat: int | None, table: Any) -> Reply | None:
    """Checks 3 to 7 for a move or a question about one, from `seat` (None: the projector) at
    `table` (its ``seats``, ``paused``, ``over``, ``turn`` and ``names``); None if it may go on."""
    if seat is None:
        return Reply.refused(translate("The projector only watches the table; moves are made from the players' screens."))
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(table.seats):
        return Reply.refused(translate("There is no such seat at this table; nothing was done."))
    if table.seats[seat].bot is not None:
        return Reply.refused(translate("A bot plays this seat now; nothing was done."))
    if table.paused:
        return Reply.refused(translate("The teacher has paused the game; wait until it goes on."))
    if table.over:
        return Reply.refused(translate("The game is over."))
    turn = table.turn
    if turn != seat:
        if turn is None:
            return Reply.refused(translate("It is nobody's turn now; nothing was done."), "turn.not-your-turn")
        return Reply.refused(speak("It is {name}'s turn; wait for yours.", name=table.seats[turn].name),
                             "turn.not-your-turn")
    if kind in ("act", "explain"):
        return own_action_refusal(message.get("action"), seat)
    return None


def own_action_refusal(action: Any, seat: int) -> Reply | None:
    """A move or a question must be about the asker's own seat: the action names its player,
    and that player is the asker."""
    if not isinstance(action, dict):
        return Reply.refused(speak("Not an action: {error}", error=shown(action)), "action.malformed")
    player = action.get("player")
    if isinstance(player, bool) or player != seat:
        return Reply.refused(translate("You may play, and ask about, only your own seat's moves; nothing was done."),
                             "turn.not-your-turn")
    return None
