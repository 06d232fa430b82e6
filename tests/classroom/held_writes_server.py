"""The classroom server as ``python -m puertorico_nb.classroom`` starts it, with one thing added for
the fault tests: while the file named by CLASSROOM_HOLD_WRITES exists, every write to the SQLite
store stops just before its COMMIT (everything written, nothing committed) and says so by writing
the file CLASSROOM_HOLD_WRITES + ".held". A test can then kill the server in the middle of a
write, at the worst moment, and check what a restart finds. Without that file the server is the
ordinary one."""
from __future__ import annotations

import os
import sys
import time

from puertorico_nb.classroom import store
from puertorico_nb.classroom.launch import main

FLAG = os.environ.get("CLASSROOM_HOLD_WRITES", "")


class HeldCommits:
    """A SQLite connection whose COMMIT waits while the flag file exists."""

    def __init__(self, connection):
        self._connection = connection

    def execute(self, sql, *arguments):
        if sql == "COMMIT" and FLAG and os.path.exists(FLAG):
            with open(FLAG + ".held", "w") as held:
                held.write("a write waits before its COMMIT\n")
            while os.path.exists(FLAG):
                time.sleep(0.05)
        return self._connection.execute(sql, *arguments)

    def __getattr__(self, name):
        return getattr(self._connection, name)


_open = store.SQLiteStore.__init__


def _held_store(self, *arguments, **keywords):
    _open(self, *arguments, **keywords)
    self._db = HeldCommits(self._db)


store.SQLiteStore.__init__ = _held_store

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
