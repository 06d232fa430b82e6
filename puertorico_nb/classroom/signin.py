"""The teacher's sign-in, so that no teacher's secret ever sits in an address.

The server prints the teacher's code at each start (``Classroom.teacher_token``). The teacher signs
in once per browser, either by typing that code on ``/teacher`` (a POST form) or by opening a
one-time link (``/teacher/signin?once=K``: it works once, then means nothing). Either way the
browser gets an HttpOnly, SameSite=Strict cookie and is sent on to a clean address (``/teacher``).
From then on the teacher's pages and the projector's controls know the teacher by that cookie:
nothing on the projector's address bar, in the browser's history or on a shared screen opens the
teacher's powers.

The cookie holds a keyed hash of the teacher's code, never the code itself; a new code at the next
start makes every old cookie worthless (the page then asks to sign in again). Plain Python: the
Starlette routes (``classroom.server``) and the Solara pages (``classroom.app``) both use it.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from typing import Any

# The environment variable through which a notebook's start(), or the front process of several
# workers, hands the teacher's token to the server it starts.
TEACHER_TOKEN_VARIABLE = "PUERTORICO_NB_TEACHER_TOKEN"

COOKIE = "classroom-teacher"
ONCE_SECONDS = 12 * 3600  # a one-time link printed at the start of a school day lasts the day
PURPOSE = b"puertorico_nb classroom: the teacher signed in"


class TeacherSignIn:
    """The teacher's sign-in for `classroom` (its ``is_teacher`` and ``teacher_token``)."""

    def __init__(self, classroom: Any) -> None:
        self.classroom = classroom
        self._once: dict[str, float] = {}  # the SHA-256 of an unused one-time key -> when it expires
        self._lock = threading.Lock()

    def cookie(self) -> str:
        """The value of a signed-in teacher's cookie (the same for every browser until a restart
        with a new code)."""
        return hmac.new(self.classroom.teacher_token.encode("utf-8"), PURPOSE, hashlib.sha256).hexdigest()

    def teacher(self, cookie: Any) -> str | None:
        """The teacher's token if `cookie` is a signed-in teacher's, else None (constant time)."""
        if not isinstance(cookie, str) or len(cookie) != 64:
            return None
        return self.classroom.teacher_token if hmac.compare_digest(cookie, self.cookie()) else None

    def code_opens(self, code: Any) -> bool:
        """Whether `code`, typed on the sign-in form, is the teacher's."""
        return bool(self.classroom.is_teacher(code.strip() if isinstance(code, str) else code))

    def once(self) -> str:
        """A new one-time key: ``/teacher/signin?once=KEY`` signs one browser in, once."""
        key = secrets.token_urlsafe(16)
        with self._lock:
            self._forget_expired()
            self._once[_digest(key)] = time.monotonic() + ONCE_SECONDS
        return key

    def redeem(self, key: Any) -> bool:
        """Whether `key` is an unused one-time key; it is used up either way."""
        if not isinstance(key, str) or not key or len(key) > 200:
            return False
        with self._lock:
            self._forget_expired()
            return self._once.pop(_digest(key), None) is not None

    def _forget_expired(self) -> None:
        now = time.monotonic()
        for stale in [key for key, until in self._once.items() if until < now]:
            del self._once[stale]


def _digest(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()
