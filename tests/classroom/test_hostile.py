"""Hostile screens: any JSON a forged frame can carry, from any screen, is answered in words and
changes nothing unless it is a legal move of the seat to act; many screens asking at once (each
in its own thread, as a server's connections are) while the bots play leave the table, its move
log and its store in step."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puertorico_nb.classroom import Classroom

from robustness.strategies import json_values
from .conftest import fingerprint, seated_table

TYPES = st.sampled_from(["act", "explain", "hint", "random", "undo", "pause", "seat_to_bot", "replay", "record",
                         "language", "show_hand", "ping"]) | json_values(4)
MESSAGES = st.fixed_dictionaries({"type": TYPES}, optional={
    "action": json_values(8), "version": json_values(2), "seat": json_values(2), "at": json_values(2),
    "bot": json_values(2), "title": json_values(2), "language": json_values(2)}) | json_values(8)
SCREENS = st.sampled_from([None, 0, 1, 2, -1, 3, True, "0", 1.0])


@settings(max_examples=150, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(["puerto_rico", "san_juan"]), screen=SCREENS, message=MESSAGES,
       teacher=st.sampled_from([None, "", "guess", 7]))
def test_anything_a_forged_frame_carries_is_answered_and_changes_nothing_it_should_not(game, screen, message,
                                                                                      teacher):
    room = Classroom(bot_worker=False)
    try:
        table, _ = seated_table(room, game)
        before, turn, moves = fingerprint(table), table.turn, len(table.game.log)
        reply = table.request(screen, message, teacher=teacher)
        assert isinstance(reply.message, str) and len(reply.message) <= 600
        if fingerprint(table) != before:  # only one move, of the seat to act, asking on its turn
            assert reply.done and message.get("type") in ("act", "random")
            assert screen == turn and len(table.game.log) == moves + 1 and table.game.log[-1].player == turn
    finally:
        room.close()


# Run in a process of its own, as a server is: CPython 3.11's AST construction keeps a recursion
# counter per interpreter that an earlier failed parse in the test process (pytest's and
# hypothesis's own source parsing) can leave off, after which any parse in a thread fails.
CONCURRENT = textwrap.dedent("""
    import sys, threading, traceback
    from puertorico_nb.classroom import Classroom, SQLiteStore

    store = SQLiteStore(sys.argv[1])
    room = Classroom(store, bot_delay=0, rate_limited=False)
    tables = [room.create_table(game, {"players": 4, "seats": ["person", "person", "random", "greedy"], "seed": 9})
              for game in ("puerto_rico", "san_juan")]
    for table in tables:
        room.join(table.code, "Ana", "a-" + table.code)
        room.join(table.code, "Bo", "b-" + table.code)
    errors = []

    def student(table, seat):
        try:
            for _ in range(1000):
                if table.over or len(table.game.log) >= 40:
                    return
                table.wait_for_bots(60)
                table.request(seat, {"type": "random", "version": table.version})
                table.request(seat, {"type": "hint"} if seat else {"type": "replay", "at": 0})
                table.view_for(seat)
        except Exception:
            errors.append(traceback.format_exc())

    threads = [threading.Thread(target=student, args=(table, seat)) for table in tables for seat in (0, 1, None)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [], errors
    for table in tables:
        assert table.wait_for_bots(120)
        assert len(table.game.log) >= 40 or table.over
        assert store.moves(table.code) == [action.to_mapping() for action in table.game.log]
        assert store.load(table.code).snapshot == table.game.to_json()
    room.close()
    print("in step")
""")


def test_many_screens_asking_at_once_while_the_bots_play_keep_table_and_store_in_step(tmp_path):
    env = {**os.environ, "PYTHONPATH": os.getcwd() + os.pathsep + os.environ.get("PYTHONPATH", "")}
    run = subprocess.run([sys.executable, "-c", CONCURRENT, str(tmp_path / "classroom.db")], capture_output=True,
                         text=True, env=env, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    assert run.stdout.strip() == "in step"
