"""Where classroom tables are kept, so that a server restarted (or killed) resumes every table to
the move: the ``Store`` protocol, and ``SQLiteStore``, the embedded default.

A table is kept as a ``TableRecord``: its game's name, its seats (names, bots, and only the
hashes of tokens and devices), whether it is paused, closed to joins or ended, the last lines of
"What happened", and a snapshot of the game (``Game.to_json()``: the start, the log, the
position). Beside it, the move log, one row per move: the audit and replay log, trimmed when the
teacher takes moves back.

The table writes every change here *before* it tells any screen, so no screen ever shows a
position a crash could lose. The protocol is the seam for a shared database when tables are
spread over several worker processes or machines (``store_postgres.PostgresStore``, chosen by a
``postgresql://`` URL in ``open_store``): ``claim`` records which worker owns a table, with a
lease, so that exactly one process serves it and another can take it over when the lease runs
out.
"""
from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from collections.abc import Sequence
from typing import Any, Protocol

SCHEMA_VERSION = 1
POSTGRES_SCHEMES = ("postgresql://", "postgres://")
SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    seats TEXT NOT NULL,          -- JSON: name, bot, token_hash, device_hash per seat
    paused INTEGER NOT NULL DEFAULT 0,
    joins_locked INTEGER NOT NULL DEFAULT 0,
    ended INTEGER NOT NULL DEFAULT 0,
    language TEXT NOT NULL DEFAULT '',  -- the language the table speaks ('': the server's)
    history TEXT NOT NULL,        -- JSON: the last lines of "What happened"
    snapshot TEXT NOT NULL,       -- Game.to_json(): start, log and position
    owner TEXT,                   -- the worker serving the table (sharding), with its lease
    lease_until REAL,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE,
    number INTEGER NOT NULL,      -- the move's index in the game's log, from 0
    action TEXT NOT NULL,         -- JSON: the action's mapping
    at REAL NOT NULL,
    PRIMARY KEY (code, number)
);
"""


class StoreError(Exception):
    """A stored table that cannot be read, naming the table and the field."""


@dataclass
class TableRecord:
    """Everything kept of one table (see the module docstring); JSON-ready."""

    code: str
    game: str
    seats: list[dict[str, Any]]
    snapshot: str
    moves: list[dict[str, Any]] = field(default_factory=list)
    history: list[str] = field(default_factory=list)
    paused: bool = False
    joins_locked: bool = False
    ended: bool = False
    language: str = ""


class Store(Protocol):
    """Where tables are kept. Every method is safe to call from several threads."""

    def save(self, record: TableRecord, from_move: int) -> None:
        """Keep `record` whole, in one transaction: the table's row, and its move log from move
        `from_move` on (moves from there are replaced by ``record.moves[from_move:]``; earlier
        ones are already kept and unchanged)."""

    def add(self, record: TableRecord, worker: str, lease_seconds: float) -> bool:
        """Keep the new table `record`, owned by `worker` for `lease_seconds`, in one
        transaction, only if no table is kept under its code; whether it was kept. Two workers
        that drew the same new code at the same moment: one adds its table, the other is told
        False and draws again (the code's row is the claim: the primary key decides)."""

    def load(self, code: str) -> TableRecord | None:
        """The table kept under `code` (None if there is none); StoreError if it is damaged."""

    def codes(self) -> list[str]:
        """The codes of every table kept, oldest first."""

    def claim(self, code: str, worker: str, lease_seconds: float) -> bool:
        """Make `worker` the owner of table `code` for `lease_seconds` from now, if nobody else
        owns it (no owner, or a lease run out) or it already does (a renewal); whether it does."""

    def owner(self, code: str) -> str | None:
        """The worker whose lease on `code` runs now (None: nobody's)."""

    def release(self, code: str, worker: str) -> None:
        """`worker` gives up table `code` (nothing if another worker owns it)."""

    def delete(self, code: str) -> None:
        """Forget table `code` and its move log (nothing if there is no such table)."""

    def close(self) -> None:
        """Let go of the storage."""


class SQLiteStore:
    """The embedded ``Store``: one SQLite file in WAL mode (readers never wait for the writer),
    or ``":memory:"`` for a classroom that keeps nothing after it stops.

    Each change is committed before any screen is told. By default a commit is not also forced
    to the disk (WAL with ``synchronous=NORMAL``): a server killed, crashed or stopped loses
    nothing it told, and the operating system writes the file out within moments; only a power
    cut or an operating-system crash in those moments could lose the last moves. ``durable=True``
    (``--durable``) forces every commit to the disk too (``synchronous=FULL``): on the project's
    machine that wait was a median 7 ms and a 90th percentile of 20 ms per move, taken while the
    store's one connection is held, so at a busy server every table's moves queue behind it."""

    def __init__(self, path: str | Path = ":memory:", durable: bool = False) -> None:
        self.path = str(path)
        self.durable = durable
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        with self._lock:
            if self.path != ":memory:":
                self._db.execute("PRAGMA journal_mode=WAL")
                self._db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
            self._db.execute("PRAGMA foreign_keys=ON")
            found = self._db.execute("PRAGMA user_version").fetchone()[0]
            if found not in (0, SCHEMA_VERSION):
                raise StoreError(f"{self.path}: classroom store version {found}; this version reads {SCHEMA_VERSION}")
            self._db.executescript(SCHEMA)
            self._db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")

    def save(self, record: TableRecord, from_move: int) -> None:
        now = time.time()
        row = (record.code, record.game, json.dumps(record.seats), int(record.paused), int(record.joins_locked),
               int(record.ended), record.language, json.dumps(record.history), record.snapshot, now)
        new_moves = [(record.code, number, json.dumps(action), now)
                     for number, action in enumerate(record.moves[from_move:], start=from_move)]
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute(
                    "INSERT INTO tables (code, game, seats, paused, joins_locked, ended, language, history, snapshot, "
                    "updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(code) DO UPDATE SET game=excluded.game, "
                    "seats=excluded.seats, paused=excluded.paused, joins_locked=excluded.joins_locked, "
                    "ended=excluded.ended, language=excluded.language, history=excluded.history, "
                    "snapshot=excluded.snapshot, updated=excluded.updated", row)
                self._db.execute("DELETE FROM moves WHERE code = ? AND number >= ?", (record.code, from_move))
                self._insert_moves(new_moves)
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise

    def add(self, record: TableRecord, worker: str, lease_seconds: float) -> bool:
        now = time.time()
        row = (record.code, record.game, json.dumps(record.seats), int(record.paused), int(record.joins_locked),
               int(record.ended), record.language, json.dumps(record.history), record.snapshot, worker,
               now + lease_seconds, now)
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                added = self._db.execute(
                    "INSERT INTO tables (code, game, seats, paused, joins_locked, ended, language, history, snapshot, "
                    "owner, lease_until, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                    "ON CONFLICT(code) DO NOTHING", row).rowcount == 1
                if added:
                    self._insert_moves([(record.code, number, json.dumps(action), now)
                                        for number, action in enumerate(record.moves)])
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
        return added

    def _insert_moves(self, rows: list[tuple[str, int, str, float]]) -> None:
        """The new moves' rows, inside ``save``'s transaction."""
        self._db.executemany("INSERT INTO moves (code, number, action, at) VALUES (?, ?, ?, ?)", rows)

    def load(self, code: str) -> TableRecord | None:
        with self._lock:
            row = self._db.execute("SELECT game, seats, paused, joins_locked, ended, language, history, snapshot "
                                   "FROM tables WHERE code = ?", (code,)).fetchone()
            moves = self._db.execute("SELECT number, action FROM moves WHERE code = ? ORDER BY number",
                                     (code,)).fetchall()
        return None if row is None else record_from_rows(code, row, moves)

    def codes(self) -> list[str]:
        with self._lock:
            return [code for (code,) in self._db.execute("SELECT code FROM tables ORDER BY rowid")]

    def moves(self, code: str) -> list[dict[str, Any]]:
        """Table `code`'s move log (the audit log): each action's mapping, in order."""
        record = self.load(code)
        return record.moves if record is not None else []

    def claim(self, code: str, worker: str, lease_seconds: float) -> bool:
        now = time.time()
        with self._lock:
            changed = self._db.execute(
                "UPDATE tables SET owner = ?, lease_until = ? WHERE code = ? "
                "AND (owner IS NULL OR owner = ? OR lease_until < ?)",
                (worker, now + lease_seconds, code, worker, now)).rowcount
        return changed == 1

    def owner(self, code: str) -> str | None:
        with self._lock:
            row = self._db.execute("SELECT owner, lease_until FROM tables WHERE code = ?", (code,)).fetchone()
        if row is None or row[0] is None or (row[1] or 0) < time.time():
            return None
        return str(row[0])

    def release(self, code: str, worker: str) -> None:
        with self._lock:
            self._db.execute("UPDATE tables SET owner = NULL, lease_until = NULL WHERE code = ? AND owner = ?",
                             (code, worker))

    def delete(self, code: str) -> None:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute("DELETE FROM moves WHERE code = ?", (code,))
                self._db.execute("DELETE FROM tables WHERE code = ?", (code,))
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise

    def close(self) -> None:
        with self._lock:
            self._db.close()


def record_from_rows(code: str, row: Sequence[Any], moves: Sequence[Sequence[Any]]) -> TableRecord:
    """The ``TableRecord`` of table `code` read from its row (game, seats, paused, joins_locked,
    ended, language, history, snapshot) and its moves' rows (number, action), in order; a store's
    ``load`` (StoreError names the table and the field that is damaged)."""
    game, seats, paused, joins_locked, ended, language, history, snapshot = row
    if [number for number, _ in moves] != list(range(len(moves))):
        raise StoreError(f"table {code}: moves: the move log has gaps")
    return TableRecord(code=code, game=game, seats=_json_list(code, "seats", seats), snapshot=snapshot,
                       moves=[_json_value(code, f"moves[{n}]", a) for n, a in moves],
                       history=_json_list(code, "history", history), paused=bool(paused),
                       joins_locked=bool(joins_locked), ended=bool(ended), language=str(language or ""))


def _json_value(code: str, what: str, text: str) -> Any:
    try:
        return json.loads(text)
    except (TypeError, ValueError, RecursionError) as e:
        raise StoreError(f"table {code}: {what} is not valid JSON ({e})") from None


def _json_list(code: str, what: str, text: str) -> list[Any]:
    value = _json_value(code, what, text)
    if not isinstance(value, list):
        raise StoreError(f"table {code}: {what} is not a list")
    return value
