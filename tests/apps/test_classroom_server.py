"""The classroom server (`make demo`'s set-up) lasts a lesson: reloading a page does not leave a
kernel behind, closing it shuts its kernel down, nothing is fetched from outside localhost, and the
pages log no console error. Driven through Debian's Chromium with Playwright, headless.

Kernels are counted as the server's ipykernel processes. Waits are bounded polls (a kernel's
shutdown is asynchronous); nothing is asserted about how long anything takes.
"""
from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

import voila as _voila  # noqa: F401 (the app server this module drives)

from .voila_server import Voila, pooled_kernels
from e2e.servers import require_chromium

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
WAIT = 120_000  # ms: the longest one page load may take (it starts a kernel)
RELOADS = 3  # a kernel left behind per reload shows as one more each time: three show it as well as ten (CI time)

require_chromium()


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    home = tmp_path_factory.mktemp("classroom")
    root = home / "demo"
    root.mkdir()
    for notebook in [*(ROOT / "tutorials").glob("*.ipynb"), *(ROOT / "apps").glob("*.ipynb")]:
        shutil.copy(notebook, root)
    server = Voila(root, home).start()
    yield server
    server.stop()


def settle(count, expected: int, polls: int = 100) -> int:
    """Poll `count()` until it equals `expected` or the polls run out; return the last count."""
    seen = count()
    for _ in range(polls):
        if seen == expected:
            break
        time.sleep(0.2)
        seen = count()
    return seen


def watch(page, errors: list[str]) -> None:
    """Collect the page's console errors, uncaught exceptions and failed local loads."""
    page.on("console", lambda m: errors.append(f"{m.text} ({m.location.get('url', '')})")
            if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("response", lambda r: errors.append(f"{r.status} {r.url}") if r.status >= 400 else None)


def test_reloads_and_closing_leave_no_kernel_and_stay_local(voila, browser):
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    outside: list[str] = []
    errors: list[str] = []
    context.on("request", lambda r: outside.append(r.url)
               if not r.url.startswith(("http://127.0.0.1", "blob:", "data:")) else None)
    # offline, as a classroom may be: a request for the outside world fails instead of waiting
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith("http://127.0.0.1")
                  else route.abort())
    page = context.new_page()
    page.set_default_timeout(WAIT)
    watch(page, errors)

    # each app's kernel waits, its notebook run, for the next page to open (preheated): the apps
    # are pooled, the tutorials are not
    pooled = pooled_kernels(voila.root)
    assert pooled == 4
    assert settle(voila.kernels, pooled, polls=600) == pooled
    page.goto(voila.url("voila/render/play_at_one_screen.ipynb"))
    page.locator(".prnb-live .prnb-header").first.wait_for()
    # the page took the waiting kernel and the pool filled again
    assert settle(voila.kernels, pooled + 1, polls=600) == pooled + 1
    for _ in range(RELOADS):
        page.reload()
        page.locator(".prnb-live .prnb-header").first.wait_for()
    # each reload shut the previous page's kernel down: only the open page's kernel is left
    assert settle(voila.kernels, pooled + 1, polls=600) == pooled + 1
    # the page goes away (as when a pupil closes the tab): its unload asks the server to shut its
    # kernel down. Leaving it for a blank page first lets that request go out before the tab is
    # torn down (a headless tab closed at once may drop it, which made this check flaky).
    page.goto("about:blank")
    page.close(run_before_unload=True)
    # a kernel's shutdown can take long on a busy 2-core machine: up to a minute
    assert settle(voila.kernels, pooled, polls=300) == pooled

    # the folder listing (the class's landing page) stays local too
    listing = context.new_page()
    listing.set_default_timeout(WAIT)
    watch(listing, errors)
    listing.goto(voila.url(""))
    listing.get_by_text("play_at_one_screen.ipynb").first.wait_for()
    context.close()
    assert outside == []
    assert errors == [], "\n".join(errors)
