"""What the browser tests share: Debian's Chromium and how to launch it (the `browser` fixture in
tests/conftest.py), a free localhost port, and a local server (JupyterLab, Voila) started from the
running Python and stopped after."""
from __future__ import annotations

import os
import socket
import subprocess
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"  # Debian's Chromium; never a browser downloaded by a test tool
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


# The bots' moves are played out one at a time on a table, at the pace a teacher chose last on that
# browser (remembered in localStorage). Tests about other things play them at once, as a teacher
# who chose "At once" sees them: `bots_at_once(context)` before opening pages.
BOTS_AT_ONCE = "try { localStorage.setItem('prnb-pace', 'instant'); } catch (e) {}"


def bots_at_once(context):
    """`context` (a Playwright browser context) with the bots' pace set to "At once" on every page."""
    context.add_init_script(BOTS_AT_ONCE)
    return context


def require_chromium() -> str:
    """The browser's path; a missing browser fails the test run (make test installs it)."""
    if not os.path.exists(CHROMIUM):
        raise RuntimeError(f"{CHROMIUM} is not installed: run `make chromium` (make test does)")
    return CHROMIUM


@contextmanager
def launch_chromium():
    """Debian's Chromium, headless, driven by Playwright (never a browser Playwright downloads)."""
    import playwright.sync_api as playwright_api  # only the browser tests need it

    require_chromium()
    with playwright_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LocalServer:
    """A server process on 127.0.0.1 whose log goes to a file; a subclass gives its name, its
    command line and the address that answers 200 once it is ready."""

    NAME = "server"

    def __init__(self, root: Path, home: Path) -> None:
        self.root, self.home = root, home
        self.port = free_port()
        self.proc: subprocess.Popen | None = None
        self.log = home / f"{self.NAME.lower()}.log"

    def _launch(self, command: list[str], env: dict, ready_url: str, timeout: float):
        self.proc = subprocess.Popen(command, cwd=self.root, env=env, stdout=self.log.open("wb"),
                                     stderr=subprocess.STDOUT)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.NAME} exited early:\n{self.log.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(ready_url, timeout=2) as r:
                    if r.status == 200:
                        return self
            except OSError:
                time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"{self.NAME} did not answer within {timeout} s:\n{self.log.read_text()[-3000:]}")

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=15)
