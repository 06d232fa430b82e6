"""Keeping tables: a server restarted on the same store gets every table back to the move (seats,
links, the teacher's switches, "What happened"); a damaged table is named and the others load;
the move log is the audit log; ownership is claimed with a lease (the sharding seam).

Every test that takes `backend` runs on each kind of store: a SQLite file and a PostgreSQL
database (the session's throw-away server, ``postgres_server.py``)."""
from __future__ import annotations

import json
import sqlite3
import threading

import pytest

from puertorico_nb.classroom import Classroom, SQLiteStore, StoreError, open_store
from puertorico_nb.classroom.store_postgres import PostgresStore

from .conftest import GAMES, seated_table


def played_table(backend, game):
    room = Classroom(backend.open(), bot_worker=False)
    table, tokens = seated_table(room, game, seed=11)
    for _ in range(15):
        if table.over:
            break
        assert table.request(table.turn, {"type": "random", "version": table.version}).done
        table.play_bots()
    return room, table, tokens


@pytest.mark.parametrize("game", GAMES)
def test_load_all_rebuilds_every_table_to_the_move(backend, game):
    room, table, tokens = played_table(backend, game)
    other = room.create_table(game, {"players": 2, "seats": ["coach", "random"], "seed": 3})
    other.play_bots()
    token = room.teacher_token
    assert table.request(None, {"type": "lock_joins"}, teacher=token).done
    assert table.request(None, {"type": "pause"}, teacher=token).done
    saved = {t.code: (t.game.to_json(), t.view_for(None), [s.to_dict() for s in t.seats]) for t in room.tables()}
    room.close()

    restarted = Classroom(backend.open(), bot_worker=False)
    assert restarted.load_all() == []
    assert {t.code for t in restarted.tables()} == set(saved)
    for code, (snapshot, projector, seats) in saved.items():
        again = restarted.table(code)
        assert again.game.to_json() == snapshot
        assert [s.to_dict() for s in again.seats] == seats
        view = again.view_for(None)
        for key in ("history", "paused", "joins_locked", "over", "seats", "turn"):
            assert view[key] == projector[key], key
    again = restarted.table(table.code)
    for seat, seat_token in tokens.items():  # the seat links still open their seats
        assert restarted.seat_of(table.code, seat_token) == seat
    assert again.paused and again.joins_locked
    assert again.request(None, {"type": "resume"}, teacher=restarted.teacher_token).done
    if not again.over:
        assert again.request(again.turn, {"type": "random", "version": again.version}).done
    restarted.close()


def test_a_damaged_table_is_named_and_the_others_load(backend):
    room, table, _ = played_table(backend, "san_juan")
    good = room.create_table("puerto_rico", {"players": 3}).code
    room.close()
    snapshot = json.loads(backend.query("SELECT snapshot FROM tables WHERE code = ?", (table.code,))[0])
    snapshot["log"] = snapshot["log"][:-1]  # the log no longer reaches the saved position
    backend.execute("UPDATE tables SET snapshot = ? WHERE code = ?", (json.dumps(snapshot), table.code))
    restarted = Classroom(backend.open(), bot_worker=False)
    problems = restarted.load_all()
    assert len(problems) == 1 and problems[0].startswith(f"table {table.code}: ")
    assert [t.code for t in restarted.tables()] == [good]
    restarted.close()


def damaged_store(backend, game: str, sql: str) -> str:
    """A store holding one played table of `game`, then damaged by `sql` (its ? is the table's
    code) behind the classroom's back; the table's code."""
    room, table, _ = played_table(backend, game)
    room.close()
    backend.execute(sql, (table.code,))
    return table.code


def test_a_move_log_that_differs_from_the_snapshot_is_refused(backend):
    code = damaged_store(backend, "puerto_rico",
                         "DELETE FROM moves WHERE code = ? AND number = (SELECT MAX(number) FROM moves)")
    restarted = Classroom(backend.open(), bot_worker=False)
    assert restarted.load_all() == [f"table {code}: its move log does not hold the moves of its snapshot"]
    restarted.close()


def test_unreadable_json_in_the_store_names_the_table_and_field(backend):
    code = damaged_store(backend, "san_juan", "UPDATE tables SET seats = '[{' WHERE code = ?")
    store = backend.open()
    with pytest.raises(StoreError, match=f"table {code}: seats is not valid JSON"):
        store.load(code)
    store.close()


def test_a_store_of_another_version_is_refused(backend):
    backend.set_version(9)
    with pytest.raises(StoreError, match="version 9"):
        backend.open()


def test_the_file_is_in_wal_mode(tmp_path):
    store = SQLiteStore(tmp_path / "classroom.db")
    store.close()
    with sqlite3.connect(tmp_path / "classroom.db") as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_ownership_is_claimed_with_a_lease(backend):
    first = Classroom(backend.open(), bot_worker=False, worker="w1")
    code = first.create_table("san_juan", {"players": 2}).code
    assert first.store.owner(code) == "w1"
    second = Classroom(backend.open(), bot_worker=False, worker="w2")
    assert second.load_all() == [] and second.tables() == []  # w1's lease runs: w2 leaves it
    assert not second.store.claim(code, "w2", 60)
    first.store.release(code, "w1")
    assert second.store.claim(code, "w2", 60) and second.store.owner(code) == "w2"
    assert first.store.claim(code, "w1", 60) is False
    assert second.store.claim(code, "w2", -1)  # a lease that has run out
    assert first.store.owner(code) is None and first.store.claim(code, "w1", 60)
    first.close()
    second.close()


def test_two_workers_drawing_the_same_new_code_at_once_make_two_tables(backend, monkeypatch):
    """The second worker's list of codes was read before the first added its table (the moment
    they both drew "ABCD"): the store's insert-if-absent says the code is taken, and the second
    draws again. Before, its save overwrote the first worker's new table."""
    first = Classroom(backend.open(), bot_worker=False, worker="w1")
    second = Classroom(backend.open(), bot_worker=False, worker="w2")
    monkeypatch.setattr(first, "_fresh_code", lambda: "ABCD")
    drawn = iter(["ABCD", "EFGH"])
    monkeypatch.setattr(second, "_fresh_code", lambda: next(drawn))
    ours = first.create_table("san_juan", {"players": 2, "seed": 1})
    theirs = second.create_table("puerto_rico", {"players": 3, "seed": 1})
    assert (ours.code, theirs.code) == ("ABCD", "EFGH")
    assert first.store.load("ABCD").game == "san_juan" and first.store.owner("ABCD") == "w1"
    assert first.store.load("EFGH").game == "puerto_rico" and first.store.owner("EFGH") == "w2"
    # the store itself: a second add under a kept code keeps nothing and says so
    record = theirs.to_record()
    record.code = "ABCD"
    assert second.store.add(record, "w2", 60) is False
    assert first.store.load("ABCD").game == "san_juan" and first.store.owner("ABCD") == "w1"
    first.close()
    second.close()


def test_a_worker_that_stops_renewing_loses_its_tables_to_another(backend):
    first = Classroom(backend.open(), bot_worker=False, worker="w1")
    second = Classroom(backend.open(), bot_worker=False, worker="w2")
    table = first.create_table("puerto_rico", {"players": 2, "seed": 4})
    ticket = first.join(table.code, "Ana", "a")
    assert second.keep_leases() == [] and second.tables() == []  # w1 renews: w2 leaves it
    assert first.keep_leases() == [] and first.where(table.code) == "w1" == second.where(table.code)
    first.store.claim(table.code, "w1", -1)  # w1 stops renewing: its lease runs out
    assert second.keep_leases() == []
    taken = second.table(table.code)
    assert taken is not None and taken.game.to_json() == table.game.to_json()
    assert second.seat_of(table.code, ticket.token) == 0  # the seat link works at the new owner
    assert first.keep_leases() == [table.code]  # w1 finds it gone and lets it go
    assert first.table(table.code) is None and first.where(table.code) == "w2"
    assert table.moved
    assert table.request(0, {"type": "hint"}).message == "This table has moved to another server; reload the page."
    first.close()
    second.close()


def test_the_lease_keeper_thread_renews_and_stops(backend):
    room = Classroom(backend.open(), bot_worker=False, worker="w1", lease_seconds=30)
    code = room.create_table("san_juan", {"players": 2}).code
    renewed = threading.Event()
    keep = room.keep_leases
    room.keep_leases = lambda: (keep(), renewed.set())[0]
    room.start_lease_keeper(every=0.01)
    assert renewed.wait(30)
    assert room.store.owner(code) == "w1"
    room.close()
    assert not room._keeper.is_alive()


def test_a_save_cut_short_leaves_the_previous_move(backend):
    """Killed (here: failing) between the table's row and its moves, the transaction leaves the
    store as it was before the move."""
    room, table, _ = played_table(backend, "san_juan")
    code, kept = table.code, room.store.load(table.code)

    def killed(rows):
        raise OSError("killed mid-write")

    room.store._insert_moves = killed
    reply = table.request(table.turn, {"type": "random", "version": table.version})
    assert not reply.done and "could not be saved" in reply.message
    del room.store._insert_moves
    assert room.store.load(code) == kept
    assert backend.open().load(code) == kept  # as another process reads it
    assert table.to_record().snapshot == kept.snapshot  # the table went back to what was saved
    room.close()


def test_a_table_closed_by_the_teacher_leaves_the_store_and_refuses_its_screens(backend):
    room, table, tokens = played_table(backend, "san_juan")
    kept = room.create_table("puerto_rico", {"players": 2}).code
    told = []
    table.attach(told.append)
    assert room.remove_table(table.code.lower()) and told == [table]
    assert room.table(table.code) is None and room.store.load(table.code) is None
    assert room.store.moves(table.code) == [] and room.store.codes() == [kept]
    reply = table.request(table.turn, {"type": "random"})
    assert not reply.done and reply.message == "The teacher has closed this table."
    assert table.play_bots() == 0
    assert not room.remove_table(table.code)
    room.close()
    restarted = Classroom(backend.open(), bot_worker=False)
    assert restarted.load_all() == [] and [t.code for t in restarted.tables()] == [kept]
    restarted.close()


def test_each_commit_is_forced_to_the_disk_only_when_asked(backend):
    """Not by default (SQLite: WAL with synchronous=NORMAL; PostgreSQL: synchronous_commit off; a
    killed server loses nothing it told: the SIGKILL tests), forced with durable=True (SQLite's
    FULL, PostgreSQL's on: also through a power cut)."""
    for durable in (False, True):
        store = backend.open(durable=durable)
        assert backend.commits_forced(store) is durable
        store.close()


def test_the_codes_are_listed_oldest_first(backend):
    room = Classroom(backend.open(), bot_worker=False)
    made = [room.create_table("san_juan", {"players": 2}).code for _ in range(4)]
    assert room.store.codes() == made
    room.close()


def test_a_url_opens_a_postgres_store_and_a_path_a_sqlite_file(tmp_path, postgres_server):
    store = open_store(postgres_server.url)
    assert isinstance(store, PostgresStore) and store.where.startswith("postgresql://127.0.0.1:")
    store.close()
    store = open_store(tmp_path / "class.sqlite")
    assert isinstance(store, SQLiteStore) and store.path == str(tmp_path / "class.sqlite")
    store.close()
    with pytest.raises(StoreError, match="cannot reach the database"):
        open_store("postgresql://postgres@127.0.0.1:9/nothing")


def test_a_connection_the_database_dropped_is_opened_again(postgres_server):
    from .conftest import PostgresBackend

    backend = PostgresBackend(postgres_server.url)
    room = Classroom(backend.open(), bot_worker=False)
    code = room.create_table("san_juan", {"players": 2}).code
    backend.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() "
                    "AND datname = current_database()")  # as a restart of the database server would
    with pytest.raises(Exception):  # noqa: B017 - the call in flight fails, whatever psycopg names it
        room.store.codes()
    assert room.store.codes() == [code] and room.store.load(code).game == "san_juan"
    room.close()


def test_the_listing_holds_every_workers_tables(backend):
    first = Classroom(backend.open(), bot_worker=False, worker="w1")
    second = Classroom(backend.open(), bot_worker=False, worker="w2")
    mine = first.create_table("san_juan", {"players": 2})
    theirs = second.create_table("puerto_rico", {"players": 3, "names": ["Ana", "Bo", "Cy"]})
    listed = first.listing()
    assert [table.code for table in listed] == [mine.code, theirs.code] and listed[0] is mine
    elsewhere = listed[1]
    assert (elsewhere.worker, elsewhere.title, elsewhere.over) == ("w2", theirs.title, False)
    assert [seat.name for seat in elsewhere.seats] == ["Ana", "Bo", "Cy"]
    assert theirs.request(None, {"type": "end"}, teacher=second.teacher_token).done
    assert first.listing()[1].over  # ended by the teacher at w2: its ruling file may be saved
    first.close()
    second.close()
