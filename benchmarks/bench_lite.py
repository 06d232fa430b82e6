"""How fast the browser-only site (``make lite``) gets a learner going, and how much memory the
browser takes, in Debian's Chromium with every request beyond localhost blocked.

A benchmark, not a test. For each site given (``--site DIR``, several to compare side by side, such
as the site before and after a change; default: build/lite), in a fresh browser:

- **first notebook**: open tutorial 00 (with ``--front-page SECONDS``, after reading the front page
  that long: the time counts from leaving it) and choose Run All as soon as the notebook is drawn; the
  times from opening the page to the first code cell's output (open-to-first-cell) and to the
  last code cell done (open-to-all-cells);
- **next notebook**: the same for tutorial 01, opened the way a learner gets there. ``--next
  same-tab`` (the default) follows tutorial 00's "Next" link in the same page, as the site does
  now (since issue #26.2, on the Python the page already started); ``--next new-tab`` opens it
  in a new page beside the first, as the site did before (its "Next" opened a new tab);
- **memory**: the memory of every Chromium process (summed, as psutil reads it: resident, RSS, and
  proportional, PSS, which counts shared pages once) with one notebook run, then with five: five
  tutorials run one after the other, each reached as ``--next``
  says (new-tab: five pages open at once, each with its own Python).

Goals from the issue, on a quiet 2-core machine: first notebook under 15 s, next under 6 s, five
notebooks in order under 1 GB.

    python benchmarks/bench_lite.py [--site build/lite] [--site OTHER --next new-tab] [--repeat 1]

With several sites and ``--repeat``, the sites take turns run by run; each run prints its figures
and the machine's load average (1 min) before and after it, and the table gives the medians with
the mean load.

``--next`` applies to every site after it on the command line, so ``--next new-tab --site OLD --next
same-tab --site NEW`` measures each the way it was meant to be used. Needs the test extra
(playwright, psutil) and /usr/bin/chromium (make chromium).
"""
from __future__ import annotations

import argparse
import functools
import http.server
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

import psutil  # noqa: E402
from e2e.servers import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

TUTORIALS = ["tutorials/00_the_game.ipynb", "tutorials/01_round_and_roles.ipynb", "tutorials/02_settler.ipynb",
             "tutorials/03_mayor.ipynb", "tutorials/04_builder.ipynb"]
WAIT = 600_000  # ms: a cold start on a busy machine
# [ms to the first code cell's output, ms to every code cell done], from the page's own clock
CELLS_DONE = """() => {
  const prompts = [...document.querySelectorAll(".jp-Notebook .jp-CodeCell .jp-InputArea-prompt")];
  const done = prompts.filter((p) => /\\[\\d+\\]/.test(p.textContent || ""));
  return [prompts.length, done.length, prompts.length > 0 && /\\[\\d+\\]/.test(prompts[0].textContent || "")];
}"""


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".wasm": "application/wasm"}

    def log_message(self, *args) -> None:
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address) -> None:
        pass  # a download the page dropped as it moved on (the front page's fetches): not news


def serve(folder: Path):
    server = _Server(("127.0.0.1", 0), functools.partial(_Handler, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def browser_memory() -> tuple[float, float]:
    """MB in the browser's processes (the browser, renderers, GPU, utilities): every Chromium
    process this benchmark started, through Playwright's driver. Two sums: resident (RSS, which
    counts a library shared by several processes once in each) and proportional (PSS, which
    shares it out among them: what the browser takes from the machine)."""
    resident = proportional = 0
    for process in psutil.Process().children(recursive=True):
        try:
            if "chrom" in process.name().lower():
                info = process.memory_full_info()
                resident += info.rss
                proportional += getattr(info, "pss", info.rss)
        except psutil.Error:
            pass
    return resident / 1e6, proportional / 1e6


def run_all_and_time(page, opened: float) -> tuple[float, float]:
    """Run All once the notebook is drawn; seconds from `opened` to the first cell done and to all."""
    page.wait_for_selector(".jp-Notebook .jp-CodeCell", timeout=WAIT)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    first = None
    deadline = time.monotonic() + WAIT / 1000
    while time.monotonic() < deadline:
        total, done, first_done = page.evaluate(CELLS_DONE)
        now = time.monotonic()
        if first_done and first is None:
            first = now - opened
        if total and done == total:
            return first if first is not None else now - opened, now - opened
        time.sleep(0.1)
    raise TimeoutError("the notebook did not finish running")


def follow_next(page, path: str) -> None:
    """Click the current tutorial's link to the next one (the site keeps it in this tab)."""
    name = path.rsplit("/", 1)[1]
    page.locator(f".jp-RenderedMarkdown a[href$='{name}']").first.click()
    page.wait_for_url(f"**path={path}*", timeout=WAIT)


def measure(site: Path, how: str, front_page: float = 0) -> dict[str, float]:
    server, address = serve(site)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            context = browser.new_context(viewport={"width": 1400, "height": 1000})
            context.route("**/*", lambda route: route.continue_() if urlsplit(route.request.url).hostname in
                          ("127.0.0.1", "localhost") or route.request.url.startswith(("data:", "blob:"))
                          else route.abort())
            page = context.new_page()
            figures: dict[str, float] = {}
            if front_page:  # a learner reads the front page first (the site fetches Python meanwhile)
                page.goto(f"{address}/index.html")
                time.sleep(front_page)
            opened = time.monotonic()
            page.goto(f"{address}/notebooks/index.html?path={TUTORIALS[0]}")
            figures["first: open to first cell (s)"], figures["first: open to all cells (s)"] = run_all_and_time(page, opened)
            figures["memory, one notebook (MB, RSS)"], figures["memory, one notebook (MB, PSS)"] = browser_memory()
            for k, path in enumerate(TUTORIALS[1:], start=1):
                opened = time.monotonic()
                if how == "same-tab":
                    follow_next(page, path)
                else:
                    page = context.new_page()
                    page.goto(f"{address}/notebooks/index.html?path={path}")
                first, every = run_all_and_time(page, opened)
                if k == 1:
                    figures["next: open to first cell (s)"], figures["next: open to all cells (s)"] = first, every
            figures["memory, five notebooks (MB, RSS)"], figures["memory, five notebooks (MB, PSS)"] = browser_memory()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", action="append", type=Path, default=[], help="a built site (repeatable)")
    parser.add_argument("--next", action="append", choices=("same-tab", "new-tab"), default=[],
                        help="how the next notebooks are opened, for the sites after it")
    parser.add_argument("--repeat", type=int, default=1, help="runs per site (medians are printed)")
    parser.add_argument("--front-page", type=float, default=0, metavar="SECONDS",
                        help="open the front page first and read it this long (default: open the notebook at once)")
    args = parser.parse_args(argv)
    # pair each --site with the --next given before it on the command line
    raw = sys.argv[1:] if argv is None else argv
    plan, how = [], "same-tab"
    for k, word in enumerate(raw):
        if word == "--next":
            how = raw[k + 1]
        elif word == "--site":
            plan.append((Path(raw[k + 1]), how))
    if not plan:
        plan = [(ROOT / "build" / "lite", args.next[-1] if args.next else "same-tab")]
    # the sites take turns (A, B, A, B...), so a change in the machine's load falls on each alike
    runs: list[list[dict[str, float]]] = [[] for _ in plan]
    for turn in range(args.repeat):
        for k, (site, how) in enumerate(plan):
            before = os.getloadavg()[0]
            figures = measure(site, how, args.front_page)
            figures["machine load, 1 min (mean of before and after)"] = (before + os.getloadavg()[0]) / 2
            print(f"run {turn + 1}, {site.name} ({how}): first {figures['first: open to first cell (s)']:.1f} s, "
                  f"next {figures['next: open to first cell (s)']:.1f} s, "
                  f"five {figures['memory, five notebooks (MB, PSS)']:.0f} MB; load {before:.1f} -> {os.getloadavg()[0]:.1f}",
                  flush=True)
            runs[k].append(figures)
    results = [(f"{site.name} ({how})", {key: statistics.median(run[key] for run in site_runs) for key in site_runs[0]})
               for (site, how), site_runs in zip(plan, runs)]
    print(f"medians of {args.repeat} run(s) each; {os.cpu_count()} cores")
    width = max(len(key) for key in results[0][1])
    print(f"{'':{width}}  " + "  ".join(f"{name:>24}" for name, _ in results))
    for key in results[0][1]:
        print(f"{key:{width}}  " + "  ".join(f"{figures[key]:>24.1f}" for _, figures in results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
