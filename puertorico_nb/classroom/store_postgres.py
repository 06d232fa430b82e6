"""``PostgresStore``: the classroom's tables kept in a PostgreSQL database, for worker processes
on several machines sharing one store (design §7, "Several machines"). It keeps what
``SQLiteStore`` keeps, in the same two tables (``tables`` and ``moves``), and answers the same
``Store`` protocol, so the table service does not know which one it talks to.

Chosen by a URL: ``python -m puertorico_nb classroom --store postgresql://user@host/dbname`` (the
database is the classroom's own; its ``tables``, ``moves`` and ``classroom_store`` are made at the
first start). Needs psycopg 3 (the ``classroom-postgres`` extra).

Leases are timed by the database's clock, not the workers' own: workers on several machines
then agree on when a lease runs out even if their clocks do not.
"""
from __future__ import annotations

import json
import threading
from typing import Any

from .store import SCHEMA_VERSION, StoreError, TableRecord, record_from_rows

SCHEMA = """
CREATE TABLE IF NOT EXISTS classroom_store (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    position BIGSERIAL,           -- the order tables were made in (codes() lists the oldest first)
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    seats TEXT NOT NULL,          -- JSON: name, bot, token_hash, device_hash per seat
    paused BOOLEAN NOT NULL DEFAULT FALSE,
    joins_locked BOOLEAN NOT NULL DEFAULT FALSE,
    ended BOOLEAN NOT NULL DEFAULT FALSE,
    language TEXT NOT NULL DEFAULT '',
    history TEXT NOT NULL,        -- JSON: the last lines of "What happened"
    snapshot TEXT NOT NULL,       -- Game.to_json(): start, log and position
    owner TEXT,                   -- the worker serving the table, with its lease (the database's clock)
    lease_until DOUBLE PRECISION,
    updated DOUBLE PRECISION NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
    code TEXT NOT NULL REFERENCES tables(code) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    action TEXT NOT NULL,
    at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (code, number)
);
"""
SCHEMA_LOCK = 28_2028  # an advisory lock's key: two workers starting at once make the schema once
NOW = "extract(epoch from clock_timestamp())"  # seconds, by the database's clock


class PostgresStore:
    """The ``Store`` on PostgreSQL at `url` (``postgresql://user:password@host:port/dbname``).

    One connection, used by one thread at a time, as ``SQLiteStore`` does: a class's moves are a
    few a second. A connection the database dropped (a restart) is opened again at the next call.
    Each change is committed before any screen is told; ``durable=False`` (the default, as for
    SQLite) does not wait for the commit to reach the database server's disk
    (``synchronous_commit=off``): a classroom server killed loses nothing it told, and only a
    crash of the database server itself could lose its last moments."""

    def __init__(self, url: str, durable: bool = False) -> None:
        import psycopg  # the classroom-postgres extra; imported here so SQLite-only installs never need it

        self._psycopg = psycopg
        self.url = url
        self.durable = durable
        self._lock = threading.Lock()
        self._db: Any = None
        with self._lock:
            db = self._connection()
            with db.transaction():
                db.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
                db.execute(SCHEMA)
                found = db.execute("SELECT version FROM classroom_store").fetchone()
                if found is None:
                    db.execute("INSERT INTO classroom_store (version) VALUES (%s)", (SCHEMA_VERSION,))
                elif found[0] != SCHEMA_VERSION:
                    raise StoreError(f"{self.where}: classroom store version {found[0]}; "
                                     f"this version reads {SCHEMA_VERSION}")

    @property
    def where(self) -> str:
        """The database, for messages (without the password)."""
        info = self._psycopg.conninfo.conninfo_to_dict(self.url)
        return f"postgresql://{info.get('host', '')}:{info.get('port', '')}/{info.get('dbname', '')}"

    def _connection(self) -> Any:
        """The open connection (opened again if the database dropped it); called holding the lock."""
        if self._db is None or self._db.closed or self._db.broken:
            try:
                self._db = self._psycopg.connect(self.url, autocommit=True)
            except self._psycopg.OperationalError as e:
                raise StoreError(f"{self.where}: cannot reach the database ({e})") from None
            if not self.durable:
                self._db.execute("SET synchronous_commit = off")
        return self._db

    def save(self, record: TableRecord, from_move: int) -> None:
        row = (record.code, record.game, json.dumps(record.seats), record.paused, record.joins_locked, record.ended,
               record.language, json.dumps(record.history), record.snapshot)
        new_moves = [(record.code, number, json.dumps(action))
                     for number, action in enumerate(record.moves[from_move:], start=from_move)]
        with self._lock:
            db = self._connection()
            with db.transaction():
                db.execute(
                    "INSERT INTO tables (code, game, seats, paused, joins_locked, ended, language, history, snapshot, "
                    f"updated) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, {NOW}) ON CONFLICT (code) DO UPDATE SET "
                    "game=excluded.game, seats=excluded.seats, paused=excluded.paused, "
                    "joins_locked=excluded.joins_locked, ended=excluded.ended, language=excluded.language, "
                    "history=excluded.history, snapshot=excluded.snapshot, updated=excluded.updated", row)
                db.execute("DELETE FROM moves WHERE code = %s AND number >= %s", (record.code, from_move))
                self._insert_moves(new_moves)

    def add(self, record: TableRecord, worker: str, lease_seconds: float) -> bool:
        row = (record.code, record.game, json.dumps(record.seats), record.paused, record.joins_locked, record.ended,
               record.language, json.dumps(record.history), record.snapshot, worker, lease_seconds)
        with self._lock:
            db = self._connection()
            with db.transaction():
                added = db.execute(
                    "INSERT INTO tables (code, game, seats, paused, joins_locked, ended, language, history, snapshot, "
                    f"owner, lease_until, updated) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, {NOW} + %s, {NOW}) "
                    "ON CONFLICT (code) DO NOTHING", row).rowcount == 1
                if added:
                    self._insert_moves([(record.code, number, json.dumps(action))
                                        for number, action in enumerate(record.moves)])
        return added

    def _insert_moves(self, rows: list[tuple[str, int, str]]) -> None:
        """The new moves' rows, inside ``save``'s transaction."""
        with self._db.cursor() as cursor:
            cursor.executemany(f"INSERT INTO moves (code, number, action, at) VALUES (%s, %s, %s, {NOW})", rows)

    def load(self, code: str) -> TableRecord | None:
        with self._lock:
            db = self._connection()
            with db.transaction():  # one snapshot of the table and its moves
                row = db.execute("SELECT game, seats, paused, joins_locked, ended, language, history, snapshot "
                                 "FROM tables WHERE code = %s", (code,)).fetchone()
                moves = db.execute("SELECT number, action FROM moves WHERE code = %s ORDER BY number",
                                   (code,)).fetchall()
        return None if row is None else record_from_rows(code, row, moves)

    def codes(self) -> list[str]:
        with self._lock:
            return [code for (code,) in self._connection().execute("SELECT code FROM tables ORDER BY position")]

    def moves(self, code: str) -> list[dict[str, Any]]:
        """Table `code`'s move log (the audit log): each action's mapping, in order."""
        record = self.load(code)
        return record.moves if record is not None else []

    def claim(self, code: str, worker: str, lease_seconds: float) -> bool:
        with self._lock:
            changed = self._connection().execute(
                f"UPDATE tables SET owner = %s, lease_until = {NOW} + %s WHERE code = %s "
                f"AND (owner IS NULL OR owner = %s OR lease_until < {NOW})",
                (worker, lease_seconds, code, worker)).rowcount
        return changed == 1

    def owner(self, code: str) -> str | None:
        with self._lock:
            row = self._connection().execute(
                f"SELECT owner FROM tables WHERE code = %s AND owner IS NOT NULL AND lease_until >= {NOW}",
                (code,)).fetchone()
        return None if row is None else str(row[0])

    def release(self, code: str, worker: str) -> None:
        with self._lock:
            self._connection().execute(
                "UPDATE tables SET owner = NULL, lease_until = NULL WHERE code = %s AND owner = %s", (code, worker))

    def delete(self, code: str) -> None:
        with self._lock:
            db = self._connection()
            with db.transaction():
                db.execute("DELETE FROM moves WHERE code = %s", (code,))
                db.execute("DELETE FROM tables WHERE code = %s", (code,))

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
