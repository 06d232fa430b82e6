"""What the classroom tests share: a store that records what it was asked (and can be made to
fail), tables set up with two people and a bot, and a fingerprint of everything a refusal must
leave as it was."""
from __future__ import annotations

import sqlite3
from contextlib import closing

import pytest

from puertorico_nb.classroom import Classroom, SQLiteStore

GAMES = ("puerto_rico", "san_juan")


class RecordingStore(SQLiteStore):
    """An in-memory SQLite store that writes what happens to a shared list (``events``), and
    fails its next saves while ``failing`` is set."""

    def __init__(self, events: list[str]) -> None:
        super().__init__(":memory:")
        self.events = events
        self.failing = False
        self.saves = 0

    def save(self, record, from_move):
        if self.failing:
            self.events.append("save failed")
            raise OSError("the disk is full")
        super().save(record, from_move)
        self.saves += 1
        self.events.append(f"save {len(record.moves)}")


@pytest.fixture
def events():
    return []


@pytest.fixture
def store(events):
    return RecordingStore(events)


@pytest.fixture
def classroom(store):
    room = Classroom(store, bot_worker=False)
    yield room
    room.close()


def seated_table(classroom, game: str, seed: int = 3):
    """A 3-seat table: Ana (seat 0) and Bo (seat 1) joined, the random bot at seat 2, the bots
    played until a person must move. Returns (table, {seat: token})."""
    table = classroom.create_table(game, {"players": 3, "seats": ["person", "person", "random"], "seed": seed})
    tokens = {}
    for device, name in (("laptop-ana", "Ana"), ("laptop-bo", "Bo")):
        ticket = classroom.join(table.code, name, device)
        tokens[ticket.seat] = ticket.token
    table.play_bots()
    return table, tokens


def fingerprint(table) -> tuple:
    """Everything a refused request must leave exactly as it was."""
    return (table.game.to_json(), table.version, tuple(table.session.history), table.paused, table.joins_locked,
            table.ended, tuple(tuple(sorted(seat.to_dict().items())) for seat in table.seats))


def first_legal(table) -> dict:
    """A legal action of the player to act, as the front end sends it."""
    return next(iter(table.game.legal_actions())).to_mapping()


# -- the store tests run on each kind of store: SQLite and PostgreSQL ------------------------------------
class SQLiteBackend:
    """A SQLite file for one test: ``open()`` a store on it (as a restarted server would), and
    ``execute``/``query`` SQL behind the store's back (to damage it)."""

    name = "sqlite"

    def __init__(self, path) -> None:
        self.path = path

    def open(self, durable: bool = False) -> SQLiteStore:
        return SQLiteStore(self.path, durable=durable)

    def execute(self, sql: str, params: tuple = ()) -> None:
        with closing(sqlite3.connect(self.path)) as db, db:
            db.execute(sql, params)

    def query(self, sql: str, params: tuple = ()) -> tuple:
        with closing(sqlite3.connect(self.path)) as db:
            return db.execute(sql, params).fetchone()

    def set_version(self, version: int) -> None:
        self.execute(f"PRAGMA user_version = {int(version)}")

    def commits_forced(self, store: SQLiteStore) -> bool:
        return {1: False, 2: True}[store._db.execute("PRAGMA synchronous").fetchone()[0]]  # NORMAL, FULL


class PostgresBackend(SQLiteBackend):
    """The same on the session's PostgreSQL server, its classroom tables dropped for each test."""

    name = "postgres"

    def __init__(self, url: str) -> None:
        self.url = url
        self.execute("DROP TABLE IF EXISTS moves, tables, classroom_store CASCADE")

    def open(self, durable: bool = False):
        from puertorico_nb.classroom.store_postgres import PostgresStore
        return PostgresStore(self.url, durable=durable)

    def execute(self, sql: str, params: tuple = ()) -> None:
        import psycopg
        with psycopg.connect(self.url, autocommit=True) as db:
            db.execute(sql.replace("?", "%s"), params)

    def query(self, sql: str, params: tuple = ()) -> tuple:
        import psycopg
        with psycopg.connect(self.url, autocommit=True) as db:
            return db.execute(sql.replace("?", "%s"), params).fetchone()

    def set_version(self, version: int) -> None:
        self.open().close()  # the schema made
        self.execute("UPDATE classroom_store SET version = ?", (version,))

    def commits_forced(self, store) -> bool:
        return {"off": False, "on": True}[store._db.execute("SHOW synchronous_commit").fetchone()[0]]


@pytest.fixture(scope="session")
def postgres_server():
    """One throw-away PostgreSQL server for the whole test run (about 3 s to start)."""
    from .postgres_server import PostgresServer

    server = PostgresServer().start()
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request, tmp_path):
    """Each kind of store in turn, empty: a SQLite file, then a PostgreSQL database."""
    if request.param == "sqlite":
        return SQLiteBackend(tmp_path / "classroom.db")
    return PostgresBackend(request.getfixturevalue("postgres_server").url)
