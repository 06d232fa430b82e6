"""Starting the classroom server: ``make classroom``, ``python -m puertorico_nb classroom`` (or
``python -m puertorico_nb.classroom``), and ``start()`` in a notebook cell.

The server is uvicorn running ``classroom.server``'s app, never ``solara run`` (which asks the
package index for a newer version at each start). Before Solara is imported, its settings are
fixed in the environment: no telemetry, no banner, and the page's front-end files from the
``solara-assets`` package on this machine, never from the internet (a file missing there fails
on the machine itself instead of being fetched). The tables are kept in a SQLite file, so a
restarted server opens every table where it was.

``start()`` runs the same server as a separate process: Solara replaces parts of ipywidgets for
its sessions, which must never happen inside the teacher's own kernel.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from .signin import TEACHER_TOKEN_VARIABLE

DEFAULT_PORT = 8765
WORKER_NAME = re.compile(r"[a-z0-9]{1,20}")  # a worker's name is its pages' prefix: /w1/
DEFAULT_DB = "classroom.sqlite"

# Solara's settings (read when Solara is imported): nothing leaves the machine
SOLARA_ENVIRONMENT = {
    "SOLARA_TELEMETRY_MIXPANEL_ENABLE": "False",  # on by default: usage events to a public service
    "SOLARA_THEME_SHOW_BANNER": "False",
    "SOLARA_THEME_LOADER": "plain",  # a progress bar while a page opens, without "Made with Solara" under it
    "SOLARA_THEME_TITLE": "Puerto Rico · San Juan",  # the tab's title until the page sets the table's
    "SOLARA_ASSETS_PROXY": "True",  # pages load Vue, Vuetify and fonts from this server ...
    "SOLARA_ASSETS_CDN": "http://127.0.0.1:9/",  # ... and a file missing from solara-assets fails here, offline
    "SOLARA_APP": "puertorico_nb.classroom.app",
    # a tab gone without closing its page (a crashed browser, a laptop shut) keeps its session, and
    # its seat view redrawn at every move, until culled: 30 minutes, not Solara's 24 hours (a tab
    # coming back later reloads by its heartbeat and opens a fresh session from its seat link)
    "SOLARA_KERNEL_CULL_TIMEOUT": "30m",
}


def solara_environment(environ: Any = None, root_path: str = "") -> dict[str, str]:
    """`environ` (default: this process's) with Solara's settings for the classroom set;
    `root_path`: the prefix a worker serves its pages under (``/w1``)."""
    environ = os.environ if environ is None else environ
    environ.update(SOLARA_ENVIRONMENT)
    if root_path:
        environ["SOLARA_ROOT_PATH"] = root_path
    return environ


def quiet_cookie_warning() -> None:
    """Solara warns at the first page of every start that its session cookie cannot be
    SameSite=None over plain http, and falls back to SameSite=Lax. A classroom is served over
    plain http on the school's network and never inside another site's frame, so Lax is what it
    wants: the warning tells the teacher nothing to do, and is not printed."""
    import warnings

    warnings.filterwarnings("ignore", message="Cookies with samesite=none require https")


def lan_address() -> str:
    """This machine's address on the local network, to give students (127.0.0.1 if it has none).
    Read from the host's own name, without sending anything."""
    try:
        found = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        found = []
    addresses = [info[4][0] for info in found if not str(info[4][0]).startswith("127.")]
    return str(addresses[0]) if addresses else "127.0.0.1"


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m puertorico_nb classroom",
                                description="A class at one table on many devices: students join from their own "
                                            "browsers with a table code; the projector shows the public table.")
    add_arguments(p)
    return p


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--host", default="0.0.0.0", help="the address to listen on (default 0.0.0.0: the whole "
                                                     "local network; 127.0.0.1: this machine only)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"default {DEFAULT_PORT}")
    p.add_argument("--store", "--db", dest="db", default=DEFAULT_DB, metavar="FILE_OR_URL",
                   help=f"where the tables are kept: a SQLite file (default ./{DEFAULT_DB}), or a PostgreSQL "
                        "database's postgresql://user@host/dbname (the classroom-postgres extra); a restarted server "
                        "opens every table in it")
    p.add_argument("--public", default="", help="the address students type, if not http://LAN-ADDRESS:PORT")
    p.add_argument("--heartbeat", type=float, default=10.0,
                   help="seconds between two pings of a page (a page that hears nothing for twice that reloads)")
    p.add_argument("--bot-delay", type=float, default=None, help="seconds between two bot moves (default 0.6)")
    p.add_argument("--workers", type=int, default=1,
                   help="worker processes sharing the tables (default 1: one process serves everything). With "
                        "more, each worker serves its own tables under /w1/, /w2/...; the address above is a front "
                        "that sends each table's pages to the worker serving it; a worker that dies is started again, "
                        "and its tables are served again by it or another (see docs/classroom-service.md)")
    p.add_argument("--worker", default="", help="run as one worker of several, with this name (the front starts "
                                                "its workers so; a reverse proxy of your own may too)")
    p.add_argument("--lease", type=float, default=None,
                   help="seconds a worker's hold on its tables lasts unless renewed (default 60): how long a dead "
                        "worker's tables wait before another takes them over")
    p.add_argument("--durable", action="store_true",
                   help="force every move to the disk before any screen shows it (safe even through a power cut; "
                        "slower: a disk write per move). Without it a server killed or crashed still loses nothing "
                        "it showed")


def serve(args: argparse.Namespace) -> int:
    """Open the tables in `args.db`, print the teacher's link and the address for students, and
    serve until stopped (or, with several workers, start them and serve the front)."""
    host_for_people = lan_address() if args.host in ("0.0.0.0", "::") else args.host
    public = args.public or f"http://{host_for_people}:{args.port}"
    if args.worker and not WORKER_NAME.fullmatch(args.worker):
        print(f"--worker: a short name of lowercase letters and digits (w1), not {args.worker[:40]!r}", file=sys.stderr)
        return 2
    if args.workers > 1 and not args.worker:  # the front: no Solara in it
        from .front import serve_front
        return serve_front(args, public)
    solara_environment(root_path=f"/{args.worker}" if args.worker else "")
    quiet_cookie_warning()
    import uvicorn

    from .server import WS_MAX_SIZE, create_app
    from .store_choice import open_store
    from .tables import Classroom

    options: dict[str, Any] = {} if args.bot_delay is None else {"bot_delay": args.bot_delay}
    if args.worker:
        options["worker"] = args.worker
    if args.lease is not None:
        options["lease_seconds"] = args.lease
    store = open_store(args.db, durable=args.durable)
    classroom = Classroom(store, teacher_token=os.environ.get(TEACHER_TOKEN_VARIABLE) or None, **options)
    for problem in classroom.load_all():
        print(f"Could not open {problem}", file=sys.stderr)
    root_path = f"/{args.worker}" if args.worker else ""
    app = create_app(classroom, public, heartbeat=args.heartbeat, root_path=root_path)
    if args.worker:  # one of several behind the front, which prints the links
        from .front import follow_front
        classroom.start_lease_keeper()
        follow_front()
        print(f"Worker {args.worker}: {len(classroom.tables())} tables opened from {args.db}", flush=True)
    else:
        print(f"Students: open {public}/ and type the table's code.")
        once = urlencode({"once": app.state.sign_in.once()})
        print(f"Teacher: open {public}/teacher/signin?{once} (it works once), or {public}/teacher and type the "
              f"teacher's code {classroom.teacher_token} (keep it to yourself; a new one is made at each start).")
        print(f"Tables opened from {args.db}: {len(classroom.tables())}", flush=True)
    try:
        uvicorn.run(app, host=args.host, port=args.port, ws_max_size=WS_MAX_SIZE, log_level="warning")
    finally:
        classroom.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    return serve(parser().parse_args(argv))


class ClassroomServer:
    """A classroom server started by ``start()`` in its own process: its links, ``new_table()``,
    and ``stop()``. Shown in a notebook, it gives the address for students and the teacher's
    link."""

    def __init__(self, process: subprocess.Popen, public: str, token: str, log: Path) -> None:
        self.process, self.public, self.token, self.log = process, public, token, log

    @property
    def teacher_link(self) -> str:
        """A fresh one-time link that signs one browser in as the teacher (``classroom.signin``):
        once opened it means nothing, so a notebook keeping it in its outputs keeps no key."""
        request = urllib.request.Request(f"{self._local}/teacher/once", data=urlencode({"token": self.token}).encode(),
                                         method="POST")
        with urllib.request.urlopen(request, timeout=30) as response:
            return self.public + str(json.loads(response.read())["link"])

    def projector_link(self, code: str) -> str:
        """The projector's page of table `code` (the teacher's controls show in a browser signed in
        as the teacher)."""
        return f"{self.public}/watch?{urlencode({'table': code})}"

    def new_table(self, game: str = "puerto_rico", players: int = 3, bots: int = 0, names: list[str] | None = None) -> str:
        """Start a table (the teacher's page does the same) and return its code."""
        form = {"token": self.token, "game": game, "players": str(players), "bots": str(bots),
                "names": ",".join(names or [])}
        request = urllib.request.Request(f"{self._local}/teacher/tables", data=urlencode(form).encode(), method="POST")
        opener = urllib.request.build_opener(_NoRedirect)
        try:
            opener.open(request, timeout=30)
        except urllib.error.HTTPError as e:
            if e.code != 303:
                raise RuntimeError(f"the server refused the table ({e.code})") from e
            location = e.headers.get("location", "")
            return location.split("table=", 1)[1].split("&", 1)[0]
        raise RuntimeError("the server did not say which table it started")

    def show(self, code: str) -> Any:
        """The join code, a QR code of the door and the projector's link, for a notebook cell."""
        import html

        import segno
        from IPython.display import HTML

        door = f"{self.public}/?code={code}"
        qr = segno.make(door, error="m").svg_inline(scale=5)
        e = html.escape
        return HTML(f'<div style="display:flex;gap:24px;align-items:center"><div>{qr}</div><div>'
                    f'<div style="font:700 40px monospace;letter-spacing:.1em">{e(code)}</div>'
                    f'<p>Students open <a href="{e(door)}">{e(self.public)}/</a> and type the code.</p>'
                    f'<p><a href="{e(self.projector_link(code))}" target="_blank">The projector</a> · '
                    f'<a href="{e(self.teacher_link)}" target="_blank">every table</a></p></div></div>')

    @property
    def _local(self) -> str:
        return f"http://127.0.0.1:{self.public.rsplit(':', 1)[-1]}"

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def _repr_html_(self) -> str:
        import html
        return (f"<p>Classroom server: students open <b>{html.escape(self.public)}/</b>; "
                f'your page: <a href="{html.escape(self.teacher_link)}" target="_blank">every table</a></p>')


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


def start(port: int = DEFAULT_PORT, db: str | os.PathLike = DEFAULT_DB, host: str = "0.0.0.0",
          timeout: float = 120.0) -> ClassroomServer:
    """Start the classroom server in its own process (from a notebook cell) and wait until it
    answers; ``server.new_table(...)`` starts a table, ``server.show(code)`` shows its code, QR
    code and projector link, ``server.stop()`` stops it."""
    from .seats import new_teacher_code

    token = new_teacher_code()
    log = Path(db).with_suffix(".log")
    env = solara_environment(dict(os.environ))
    env[TEACHER_TOKEN_VARIABLE] = token
    process = subprocess.Popen([sys.executable, "-m", "puertorico_nb.classroom", "--host", host, "--port", str(port),
                                "--db", str(db)], env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT)
    host_for_people = lan_address() if host in ("0.0.0.0", "::") else host
    server = ClassroomServer(process, f"http://{host_for_people}:{port}", token, log)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the classroom server stopped:\n{log.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(f"{server._local}/healthz", timeout=2):
                return server
        except OSError:
            time.sleep(0.3)
    server.stop()
    raise RuntimeError(f"the classroom server did not answer within {timeout:.0f} s (see {log})")
