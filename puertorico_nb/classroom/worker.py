"""The bots' own thread at a classroom table: bots play their seats off the request path.

A person's request only plays that person's move and returns; the table then wakes its bot
worker, which plays the bots' moves one at a time, each under the table's lock and each saved
and told before the next. The lock is let go between moves, so a request from a person (a
question, the teacher's pause) waits at most one bot move, and the screens show the bots'
moves one by one, with a short pause between them (`delay`) so people can follow.
"""
from __future__ import annotations

import logging
import threading
from typing import Any

log = logging.getLogger(__name__)


class BotWorker:
    """Plays the bots of one table (its ``bot_move_due()`` and ``play_one_bot_move()``) in a
    daemon thread, started on the first ``wake``; ``stop`` ends it."""

    def __init__(self, table: Any, delay: float) -> None:
        self._table = table
        self._delay = delay
        self._wake = threading.Event()
        self._stopped = threading.Event()
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()

    def wake(self) -> None:
        """Something changed at the table: play any bot moves now due."""
        with self._start_lock:
            if self._stopped.is_set():
                return
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=f"bots-{self._table.code}", daemon=True)
                self._thread.start()
        self._wake.set()

    def stop(self, timeout: float = 5.0) -> None:
        """End the thread (after the move it is playing, if any)."""
        self._stopped.set()
        self._wake.set()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)

    def _run(self) -> None:
        while not self._stopped.is_set():
            self._wake.wait()
            self._wake.clear()
            while not self._stopped.is_set() and self._table.bot_move_due():
                if self._delay and self._stopped.wait(self._delay):
                    return
                try:
                    if not self._table.play_one_bot_move():
                        break
                except Exception:  # a bot's bug must not end the table's thread silently
                    log.exception("table %s: a bot move failed; the table is paused", self._table.code)
                    self._table.pause_after_failure("A bot could not move; the teacher may give its seat "
                                                    "to another bot and resume.")
                    break
