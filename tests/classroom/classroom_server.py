"""A classroom server for the tests: ``python -m puertorico_nb.classroom`` on a free localhost
port, in its own process (Solara must never load into the test run), with the teacher's token
known to the test, quick heartbeats and bots, and every connection it makes beyond this machine
written down (``network_audit/sitecustomize.py``)."""
from __future__ import annotations

import json
import os
import re
import signal
import sys
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlencode

from e2e.servers import LocalServer

ROOT = Path(__file__).resolve().parents[2]
AUDIT = Path(__file__).resolve().parent / "network_audit"
TEACHER = "teacher-token-for-tests"


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


class ClassroomServer(LocalServer):
    NAME = "classroom"

    def __init__(self, home: Path, heartbeat: float = 2.0, hold_writes: bool = False, workers: int = 1,
                 lease: float | None = None, store: str | None = None) -> None:
        super().__init__(ROOT, home)
        self.workers, self.lease = workers, lease
        self.db = home / "classroom.sqlite"
        self.store = store or str(self.db)  # --store: the SQLite file, or a postgresql:// URL
        self.network_log = home / "outside.log"
        self.heartbeat = heartbeat
        self.base = f"http://127.0.0.1:{self.port}"
        # held_writes_server.py: while this file exists, every write waits just before its COMMIT
        self.hold = home / "hold-writes" if hold_writes else None

    def start(self) -> ClassroomServer:
        env = {**os.environ, "PUERTORICO_NB_TEACHER_TOKEN": TEACHER, "CLASSROOM_NETWORK_LOG": str(self.network_log),
               "PYTHONPATH": os.pathsep.join([str(AUDIT), str(ROOT), os.environ.get("PYTHONPATH", "")])}
        if self.hold is not None:
            env["CLASSROOM_HOLD_WRITES"] = str(self.hold)
        start = [str(Path(__file__).parent / "held_writes_server.py")] if self.hold else ["-m", "puertorico_nb.classroom"]
        command = [sys.executable, *start, "--host", "127.0.0.1", "--port", str(self.port),
                   "--store", self.store, "--heartbeat", str(self.heartbeat), "--bot-delay", "0.05",
                   "--workers", str(self.workers)]
        if self.lease is not None:
            command += ["--lease", str(self.lease)]
        return self._launch(command, env, f"{self.base}/healthz", timeout=180)

    def kill(self) -> None:
        """Stop the server at once, as a power cut would (SIGKILL: nothing is flushed or closed)."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)

    def worker_process(self, name: str):
        """The process of worker `name` (several workers: they are the front's children)."""
        import psutil

        assert self.proc is not None
        return next(child for child in psutil.Process(self.proc.pid).children()
                    if ["--worker", name] == child.cmdline()[child.cmdline().index("--worker"):][:2])

    def outside(self) -> list[str]:
        return self.network_log.read_text().splitlines() if self.network_log.exists() else []

    # -- plain HTTP, as a form or a launcher would --------------------------------------------------------
    def post(self, path: str, form: dict, cookie: str = "") -> tuple[int, dict, str]:
        """POST `form` to `path` without following a redirect: (status, headers, body)."""
        request = urllib.request.Request(self.base + path, data=urlencode(form, doseq=True).encode(), method="POST")
        if cookie:
            request.add_header("Cookie", cookie)
        try:
            with urllib.request.build_opener(_NoRedirect).open(request, timeout=60) as response:
                return response.status, dict(response.headers), response.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, dict(e.headers), e.read().decode()

    def get_unfollowed(self, path: str) -> tuple[int, dict, str]:
        """GET `path` without following a redirect: (status, headers, body)."""
        request = urllib.request.Request(self.base + path)
        try:
            with urllib.request.build_opener(_NoRedirect).open(request, timeout=60) as response:
                return response.status, dict(response.headers), response.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, dict(e.headers), e.read().decode()

    def get(self, path: str, cookie: str = "") -> tuple[int, str]:
        request = urllib.request.Request(self.base + path)
        if cookie:
            request.add_header("Cookie", cookie)
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return response.status, response.read().decode()
        except urllib.error.HTTPError as e:
            return e.code, e.read().decode()

    def teacher_cookie(self) -> str:
        """The cookie of a browser signed in as the teacher (by the sign-in form)."""
        status, headers, _ = self.post("/teacher/signin", {"code": TEACHER})
        assert status == 303 and headers["location"] == "/teacher", (status, headers)
        return headers["set-cookie"].split(";", 1)[0]

    def printed_sign_in_link(self) -> str:
        """The one-time sign-in link the server printed at its (last) start."""
        return re.findall(r"/teacher/signin\?once=[\w-]+", self.log.read_text())[-1]

    def new_table(self, game: str, players: int = 3, bots: int = 1, names: str = "", bot: str = "random") -> str:
        # the random bot by default here (the form's default is the coach): it answers at once
        status, headers, _ = self.post("/teacher/tables", {"token": TEACHER, "game": game, "players": players,
                                                           "bots": bots, "names": names, "bot": bot})
        assert status == 303, status
        return headers["location"].split("table=", 1)[1].split("&", 1)[0]

    def health(self) -> dict:
        return json.loads(self.get("/healthz")[1])
