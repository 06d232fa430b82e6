"""A classroom server killed mid-game (SIGKILL, no chance to tidy up) loses nothing any screen
was told: every change is written before it is told, and SQLite's transaction leaves either the
move or the position before it."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest

from puertorico_nb.classroom import Classroom, SQLiteStore

PLAYER = textwrap.dedent("""
    import sys
    from puertorico_nb.classroom import Classroom, SQLiteStore

    room = Classroom(SQLiteStore(sys.argv[1]), bot_delay=0)
    table = room.create_table(sys.argv[2], {"players": 3, "seats": ["person", "random", "greedy"], "seed": 6})
    room.join(table.code, "Ana", "laptop")
    table.attach(lambda t: print("told", t.code, len(t.game.log), flush=True))
    while not table.over:
        table.wait_for_bots(60)
        if table.turn == 0:
            table.request(0, {"type": "random", "version": table.version})
    print("over", flush=True)
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is a POSIX signal")
@pytest.mark.parametrize("game", ["puerto_rico", "san_juan"])
def test_a_server_killed_mid_game_keeps_every_move_it_told(tmp_path, game):
    path = tmp_path / "classroom.db"
    env = {**os.environ, "PYTHONPATH": os.getcwd() + os.pathsep + os.environ.get("PYTHONPATH", "")}
    server = subprocess.Popen([sys.executable, "-c", PLAYER, str(path), game], stdout=subprocess.PIPE, text=True,
                              env=env)
    told = []
    for line in server.stdout:
        if line.startswith("told"):
            told.append(line.split())
        if len(told) >= 40 or line.startswith("over"):
            break
    server.send_signal(signal.SIGKILL)
    server.wait()
    server.stdout.close()
    assert len(told) >= 40, "the game ended before the kill"
    code, moves_told = told[-1][1], int(told[-1][2])

    room = Classroom(SQLiteStore(path), bot_worker=False)
    assert room.load_all() == []
    table = room.table(code)
    assert len(table.game.log) >= moves_told  # nothing a screen saw is lost
    assert room.store.moves(code) == [action.to_mapping() for action in table.game.log]
    table.play_bots()
    if not table.over:  # and play goes on
        assert table.request(0, {"type": "random", "version": table.version}).done
    room.close()
