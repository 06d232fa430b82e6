"""The front of a classroom served by several worker processes on one machine
(``python -m puertorico_nb classroom --workers N``, ``make classroom WORKERS=N``; design §7).

Tables are independent, so they are shared out among the workers by table code, and no game is
ever shared between processes: each worker (``w1``, ``w2``...) is a whole classroom server
(``classroom.server``) that serves its own tables, claimed in the store with a lease, under its
own prefix (``/w1/...``): its Solara pages, their files and their websockets. The workers share
one store (the SQLite file, or PostgreSQL), where each table's owner is recorded.

The front is the address people use. It holds no table and imports no Solara; it sends each
request to a worker:

- ``/w1/...``: to worker ``w1`` as it is (HTTP, and websockets carried both ways). A seat or
  projector page (``/w1/seat?table=CODE...``) whose table another worker serves now is sent there
  (303): a page reloading after its worker died lands at the table's new owner.
- ``/seat``, ``/watch`` (links without a prefix): to the prefix of the worker serving the table.
- ``POST /join`` and ``/teacher/ruling``: to the worker serving the table the form or link names.
- ``POST /teacher/tables``: to the live worker serving the fewest tables (a new table's worker).
- ``/healthz``: the front's own: its workers, alive or not, and the tables in the store.
- everything else (the door, the teacher's pages): to the first live worker. Each worker's
  teacher's page lists every worker's tables (``Classroom.listing``).

A worker that dies is started again (``WorkerKeeper``: after 1 s, then, if it keeps dying
within a minute of its start, after twice as long each time, up to a minute). Meanwhile it stops
renewing its leases, and once they run out another live worker takes its tables over from the
store (``Classroom.keep_leases``); the worker started again takes back whatever tables nobody
serves by then, and new tables. A page of one of its tables shows "This table is moving" and
reloads by itself every few seconds until its table is served again.
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import html
import http.cookiejar
import json
import logging
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, urlencode

log = logging.getLogger(__name__)

HOP_HEADERS = {"connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailer",
               "transfer-encoding", "upgrade"}
WS_HEADERS = ("cookie", "user-agent", "accept-language")  # what a worker's websocket reads of the browser's
FRONT_VARIABLE = "PUERTORICO_NB_CLASSROOM_FRONT"  # a worker's front's process id: the worker stops when it goes
MOVING_SECONDS = 3  # a page of a table between two workers reloads this often
FORM_LIMIT = 4096


RESTART_FIRST = 1.0  # seconds before a dead worker is started again
RESTART_MOST = 60.0  # the longest wait between two starts of a worker that keeps dying
RESTART_STEADY = 60.0  # a worker that ran this long before dying is started again after RESTART_FIRST


@dataclass
class Worker:
    """One worker process: its name (and prefix), its port on 127.0.0.1, its process; `command`
    makes the command line that starts it on a port (to start it again), `ready` says it answers
    (a worker started again is not sent requests before)."""

    name: str
    port: int
    process: subprocess.Popen
    command: Callable[[int], list[str]] | None = None
    env: dict[str, str] | None = None
    ready: bool = True
    started: float = field(default_factory=time.monotonic)
    restarts: int = 0
    wait: float = 0.0  # how long it waited before its last start again (doubling while it keeps dying)
    due: float | None = None  # when it is started again (dead, waiting out its backoff)

    @property
    def alive(self) -> bool:
        return self.ready and self.process.poll() is None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_workers(args: argparse.Namespace, public: str, token: str, timeout: float = 180.0) -> list[Worker]:
    """Start `args.workers` workers on free localhost ports, sharing `args.db` and the teacher's
    `token`, and wait until each answers."""
    from .signin import TEACHER_TOKEN_VARIABLE

    env = {**os.environ, TEACHER_TOKEN_VARIABLE: token, FRONT_VARIABLE: str(os.getpid())}
    workers = []
    for number in range(1, args.workers + 1):
        name, port = f"w{number}", free_port()

        def command(port: int, name: str = name) -> list[str]:
            line = [sys.executable, "-m", "puertorico_nb.classroom", "--worker", name, "--host", "127.0.0.1",
                    "--port", str(port), "--store", str(args.db), "--public", public,
                    "--heartbeat", str(args.heartbeat)]
            if args.bot_delay is not None:
                line += ["--bot-delay", str(args.bot_delay)]
            if args.lease is not None:
                line += ["--lease", str(args.lease)]
            if args.durable:
                line.append("--durable")
            return line
        workers.append(Worker(name, port, subprocess.Popen(command(port), env=env), command=command, env=env))
    deadline = time.monotonic() + timeout
    for worker in workers:
        while not answers(worker):
            if worker.process.poll() is not None:
                raise RuntimeError(f"worker {worker.name} stopped as it started")
            if time.monotonic() > deadline:
                raise RuntimeError(f"worker {worker.name} did not answer within {timeout:.0f} s")
            time.sleep(0.3)
    return workers


def answers(worker: Worker) -> bool:
    """Whether `worker` answers its health address now."""
    try:
        with urllib.request.urlopen(f"{worker.base}/{worker.name}/healthz", timeout=5):
            return True
    except OSError:
        return False


class WorkerKeeper:
    """Starts a worker that died again, in a daemon thread checking every `every` seconds: after
    ``RESTART_FIRST``, and after twice the last wait (up to ``RESTART_MOST``) when it died within
    ``RESTART_STEADY`` of its last start, so a worker that cannot start does not spin the machine.
    It starts on a fresh port (the old one may still be held) and is sent requests once it
    answers. ``stop`` before stopping the workers (or they would be started again)."""

    def __init__(self, workers: list[Worker], every: float = 0.5) -> None:
        self.workers = workers
        self.every = every
        self._stopped = threading.Event()
        self._thread = threading.Thread(target=self._run, name="worker-keeper", daemon=True)

    def start(self) -> WorkerKeeper:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stopped.set()
        if self._thread.is_alive():
            self._thread.join(timeout=10)

    def _run(self) -> None:
        while not self._stopped.wait(self.every):
            for worker in self.workers:
                try:
                    self.check(worker)
                except Exception:  # one worker's trouble must not stop the keeping of the others
                    log.exception("worker %s: could not be started again", worker.name)

    def check(self, worker: Worker, now: float | None = None) -> None:
        """One look at `worker`: mark it ready once it answers; if it died, choose when to start
        it again; start it when that time has come."""
        now = time.monotonic() if now is None else now
        if worker.process.poll() is None:
            if not worker.ready and answers(worker):
                worker.ready = True
                log.warning("worker %s is back (started again %d times)", worker.name, worker.restarts)
            return
        if worker.due is None:
            worker.ready = False
            ran = now - worker.started
            worker.wait = RESTART_FIRST if ran >= RESTART_STEADY or not worker.wait else min(RESTART_MOST, 2 * worker.wait)
            worker.due = now + worker.wait
            log.warning("worker %s stopped (exit code %s after %.0f s); starting it again in %.0f s",
                        worker.name, worker.process.returncode, ran, worker.wait)
        elif now >= worker.due and worker.command is not None and not self._stopped.is_set():
            worker.port = free_port()
            worker.process = subprocess.Popen(worker.command(worker.port), env=worker.env)
            worker.started, worker.due = now, None
            worker.restarts += 1


def stop_workers(workers: list[Worker]) -> None:
    for worker in workers:
        if worker.alive:
            worker.process.terminate()
    for worker in workers:
        try:
            worker.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            worker.process.kill()


class Front:
    """The front's ASGI app over `workers` and the `store` they share (see the module docstring)."""

    def __init__(self, workers: list[Worker], store: Any) -> None:
        import httpx

        self.workers = {worker.name: worker for worker in workers}
        self.store = store
        # a jar that keeps no cookie: the client carries every browser's requests, and a cookie kept
        # from one answer would be sent with the next browser's (its device, or the teacher's sign-in)
        never = http.cookiejar.CookieJar(http.cookiejar.DefaultCookiePolicy(allowed_domains=[]))
        self.client = httpx.AsyncClient(timeout=httpx.Timeout(120.0, connect=5.0), cookies=never)

    # -- choosing the worker ---------------------------------------------------------------------------
    def _live(self) -> list[Worker]:
        return [worker for worker in self.workers.values() if worker.alive]

    async def _owner(self, code: str) -> Worker | None:
        """The live worker serving table `code` (None: no such table, or it is between workers)."""
        from .seats import read_code

        canonical = read_code(code)
        if canonical is None:
            return None
        name = await asyncio.to_thread(self.store.owner, canonical)
        worker = self.workers.get(name or "")
        return worker if worker is not None and worker.alive else None

    async def _stored(self, code: str) -> bool:
        from .seats import read_code

        canonical = read_code(code)
        return canonical is not None and canonical in await asyncio.to_thread(self.store.codes)

    async def _least_busy(self) -> Worker | None:
        live = self._live()
        if not live:
            return None

        def count() -> dict[str, int]:
            counts = {worker.name: 0 for worker in live}
            for code in self.store.codes():
                owner = self.store.owner(code)
                if owner in counts:
                    counts[owner] += 1
            return counts
        counts = await asyncio.to_thread(count)
        return min(live, key=lambda worker: counts[worker.name])

    # -- the ASGI app ----------------------------------------------------------------------------------
    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            await self._lifespan(receive, send)
            return
        path = scope["path"]
        prefix, _, rest = path.lstrip("/").partition("/")
        worker = self.workers.get(prefix)
        if scope["type"] == "websocket":
            if worker is None:
                await send({"type": "websocket.close", "code": 1008})
            else:
                await self._carry_websocket(scope, receive, send, worker)
            return
        query = _query(scope)
        if worker is not None:
            if rest in ("seat", "watch"):
                owner = await self._owner(query.get("table", ""))
                if owner is not None and owner is not worker:
                    await _redirect(send, f"/{owner.name}/{rest}?{_query_string(scope)}")
                    return
                if not worker.alive:
                    await self._moving(send, query.get("table", ""))
                    return
            await self._carry(scope, receive, send, worker, path)
        elif path in ("/seat", "/watch"):
            await self._to_owner_page(scope, send, query.get("table", ""))
        elif path == "/join" and scope["method"] == "POST":
            body = await _body(receive)
            code = (parse_qs(body.decode("utf-8", "replace")).get("code") or [""])[0]
            owner = await self._owner(code) or self._first_live()
            await self._carry(scope, receive, send, owner, path, body)
        elif path == "/teacher/ruling":
            owner = await self._owner(query.get("table", "")) or self._first_live()
            await self._carry(scope, receive, send, owner, path)
        elif path == "/teacher/tables" and scope["method"] == "POST":
            await self._carry(scope, receive, send, await self._least_busy(), path)
        elif path == "/healthz":
            await self._health(send)
        else:
            await self._carry(scope, receive, send, self._first_live(), path)

    def _first_live(self) -> Worker | None:
        live = self._live()
        return live[0] if live else None

    async def _to_owner_page(self, scope: dict, send: Any, code: str) -> None:
        owner = await self._owner(code)
        if owner is not None:
            await _redirect(send, f"/{owner.name}{scope['path']}?{_query_string(scope)}")
        elif await self._stored(code):
            await self._moving(send, code)
        else:  # no such table: a worker's page says so in its words
            live = self._first_live()
            await _redirect(send, f"/{live.name if live else 'w1'}{scope['path']}?{_query_string(scope)}")

    async def _moving(self, send: Any, code: str) -> None:
        from .words import say

        text = html.escape(say("table_moving"))
        body = (f'<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="refresh" '
                f'content="{MOVING_SECONDS}"><title>{html.escape(code[:8])}</title></head>'
                f'<body style="font:22px system-ui,sans-serif;margin:2em"><p role="status">{text}</p></body></html>')
        await _respond(send, 503, body.encode(), "text/html; charset=utf-8",
                       [(b"retry-after", str(MOVING_SECONDS).encode())])

    async def _health(self, send: Any) -> None:
        codes = await asyncio.to_thread(self.store.codes)
        alive = {name: worker.alive for name, worker in self.workers.items()}
        restarts = {name: worker.restarts for name, worker in self.workers.items()}
        body = json.dumps({"ok": any(alive.values()), "workers": alive, "restarts": restarts,
                           "tables": len(codes)}).encode()
        await _respond(send, 200, body, "application/json")

    # -- carrying requests -----------------------------------------------------------------------------
    async def _carry(self, scope: dict, receive: Any, send: Any, worker: Worker | None, path: str,
                     body: bytes | None = None) -> None:
        """Send the request to `worker` (under its prefix) and its answer back, as it is."""
        import httpx

        if worker is None:
            await _respond(send, 503, b"No worker of the classroom is running.", "text/plain; charset=utf-8")
            return
        target = path if path.startswith(f"/{worker.name}/") else f"/{worker.name}{path}"
        if body is None:
            body = await _body(receive)
        headers = [(key, value) for key, value in scope["headers"] if key.decode("latin-1").lower() not in HOP_HEADERS]
        client = scope.get("client")
        if client:
            headers.append((b"x-forwarded-for", str(client[0]).encode()))
        request = self.client.build_request(scope["method"], worker.base + target, params=None,
                                            headers=headers, content=body)
        request.url = request.url.copy_with(query=scope.get("query_string") or None)
        try:
            answer = await self.client.send(request, stream=True)
        except httpx.TransportError:
            await _respond(send, 502, b"This part of the classroom is not answering; reload in a moment.",
                           "text/plain; charset=utf-8")
            return
        try:
            headers = [(key, value) for key, value in answer.headers.raw
                       if key.decode("latin-1").lower() not in HOP_HEADERS]
            await send({"type": "http.response.start", "status": answer.status_code, "headers": headers})
            async for chunk in answer.aiter_raw():
                await send({"type": "http.response.body", "body": chunk, "more_body": True})
            await send({"type": "http.response.body", "body": b""})
        finally:
            await answer.aclose()

    async def _carry_websocket(self, scope: dict, receive: Any, send: Any, worker: Worker) -> None:
        """Open the same websocket at `worker` and carry every message both ways until either
        side closes."""
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed

        opening = await receive()  # websocket.connect
        if opening["type"] != "websocket.connect":
            return
        query = _query_string(scope)
        url = f"ws://127.0.0.1:{worker.port}{scope['path']}" + (f"?{query}" if query else "")
        wanted = {key.decode("latin-1").lower(): value.decode("latin-1") for key, value in scope["headers"]}
        headers = [(key, wanted[key]) for key in WS_HEADERS if key in wanted]
        try:
            upstream = await connect(url, additional_headers=headers, subprotocols=scope.get("subprotocols") or None,
                                     origin=wanted.get("origin"), max_size=None, open_timeout=10)
        except (OSError, asyncio.TimeoutError, ConnectionClosed, Exception):
            await send({"type": "websocket.close", "code": 1013})
            return
        await send({"type": "websocket.accept", "subprotocol": upstream.subprotocol})

        async def down() -> None:  # worker -> browser
            with contextlib.suppress(ConnectionClosed):
                async for message in upstream:
                    key = "text" if isinstance(message, str) else "bytes"
                    await send({"type": "websocket.send", key: message})
            with contextlib.suppress(Exception):
                await send({"type": "websocket.close", "code": upstream.close_code or 1000})

        async def up() -> None:  # browser -> worker
            while True:
                message = await receive()
                if message["type"] == "websocket.disconnect":
                    break
                data = message.get("text") if message.get("text") is not None else message.get("bytes")
                if data is not None:
                    try:
                        await upstream.send(data)
                    except ConnectionClosed:
                        break
            await upstream.close()

        tasks = [asyncio.create_task(down()), asyncio.create_task(up())]
        _, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        for task in pending:
            task.cancel()
        await upstream.close()

    async def _lifespan(self, receive: Any, send: Any) -> None:
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                await send({"type": "lifespan.startup.complete"})
            elif message["type"] == "lifespan.shutdown":
                await self.client.aclose()
                await send({"type": "lifespan.shutdown.complete"})
                return


def _query(scope: dict) -> dict[str, str]:
    return {key: values[0] for key, values in parse_qs(_query_string(scope)).items()}


def _query_string(scope: dict) -> str:
    return bytes(scope.get("query_string") or b"").decode("latin-1")


async def _body(receive: Any) -> bytes:
    chunks, size = [], 0
    while True:
        message = await receive()
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > FORM_LIMIT * 256:  # 1 MB: no request of the classroom comes near it
            break
        chunks.append(chunk)
        if not message.get("more_body"):
            break
    return b"".join(chunks)


async def _respond(send: Any, status: int, body: bytes, content_type: str,
                   extra: list[tuple[bytes, bytes]] | None = None) -> None:
    headers = [(b"content-type", content_type.encode()), (b"content-length", str(len(body)).encode()), *(extra or [])]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def _redirect(send: Any, location: str) -> None:
    await send({"type": "http.response.start", "status": 303,
                "headers": [(b"location", location.rstrip("?").encode("latin-1")), (b"content-length", b"0")]})
    await send({"type": "http.response.body", "body": b""})


def serve_front(args: argparse.Namespace, public: str) -> int:
    """Start the workers, print the links for the teacher and the students, and serve the front
    until stopped; the workers stop with it."""
    import uvicorn

    from .seats import new_teacher_code
    from .signin import TEACHER_TOKEN_VARIABLE
    from .server import WS_MAX_SIZE
    from .store_choice import open_store

    token = os.environ.get(TEACHER_TOKEN_VARIABLE) or new_teacher_code()
    store = open_store(args.db, durable=args.durable)
    workers = start_workers(args, public, token)
    keeper = WorkerKeeper(workers).start()
    try:
        request = urllib.request.Request(f"{workers[0].base}/{workers[0].name}/teacher/once",
                                         data=urlencode({"token": token}).encode(), method="POST")
        with urllib.request.urlopen(request, timeout=30) as response:
            once = json.loads(response.read())["link"]
        print(f"Students: open {public}/ and type the table's code.")
        print(f"Teacher: open {public}{once} (it works once), or {public}/teacher and type the teacher's code "
              f"{token} (keep it to yourself; a new one is made at each start).")
        print(f"Tables in {args.db}: {len(store.codes())}, served by {len(workers)} workers "
              f"({', '.join(f'/{worker.name}/' for worker in workers)})", flush=True)
        # uvicorn stops on SIGTERM, then raises it again: as SystemExit here, so the workers stop too
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
        uvicorn.run(Front(workers, store), host=args.host, port=args.port, ws_max_size=WS_MAX_SIZE,
                    log_level="warning")
    finally:
        keeper.stop()
        stop_workers(workers)
        store.close()
    return 0


def follow_front() -> None:
    """In a worker the front started: stop this process once the front is gone (killed even,
    when it could not stop its workers itself), checking every second in a daemon thread."""
    import threading

    front = int(os.environ.get(FRONT_VARIABLE) or 0)
    if not front:
        return

    def watch() -> None:
        while True:
            time.sleep(1)
            try:
                os.kill(front, 0)
            except ProcessLookupError:
                os.kill(os.getpid(), signal.SIGTERM)
                return
            except PermissionError:  # another user's process took the number: the front is gone
                os.kill(os.getpid(), signal.SIGTERM)
                return
    threading.Thread(target=watch, name="follow-front", daemon=True).start()
