"""A throw-away PostgreSQL server for the store tests: ``initdb`` in a temporary folder, started
with ``pg_ctl`` on a free localhost port, stopped and removed at the end. Debian's server
binaries (``apt-get install postgresql``, which ``make test`` does when they are missing).

PostgreSQL refuses to run as root, so a root test run starts it as ``nobody``. It runs with
``fsync=off``: a test database is thrown away, and the tests check what the store commits, not
the disk. Starting one takes about 3 s (most of it ``initdb``), once per test session.
"""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from e2e.servers import free_port


def server_binaries() -> Path:
    """The folder of ``initdb``, ``pg_ctl`` and ``postgres`` (the newest Debian one, else PATH)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("initdb")
    if on_path:
        return Path(on_path).parent
    raise RuntimeError("the PostgreSQL server's binaries (initdb, pg_ctl) are not installed: "
                       "apt-get install postgresql (make test installs it when missing)")


class PostgresServer:
    """``start()`` it, use ``url``, ``stop()`` it."""

    def __init__(self) -> None:
        self.bin = server_binaries()
        self.home = Path(tempfile.mkdtemp(prefix="classroom-postgres-"))
        self.data = self.home / "data"
        self.port = free_port()
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"
        self._as_user: list[str] = []
        if os.geteuid() == 0:  # initdb and postgres refuse root
            os.chown(self.home, 65534, 65534)  # nobody
            self._as_user = ["runuser", "-u", "nobody", "--"]

    def _run(self, *command: str) -> None:
        subprocess.run([*self._as_user, *command], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       cwd=self.home, timeout=120)

    def start(self) -> PostgresServer:
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust", "-E", "UTF8",
                  "--no-sync")
        options = f"-p {self.port} -k {self.home} -c listen_addresses=127.0.0.1 -c fsync=off"
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.home / "log"), "-w", "-t", "60",
                  "-o", options, "start")
        return self

    def log(self) -> str:
        path = self.home / "log"
        return path.read_text(errors="replace") if path.exists() else ""

    def stop(self) -> None:
        if (self.data / "postmaster.pid").exists():
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.home, ignore_errors=True)
