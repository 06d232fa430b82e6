"""Time from a click in Chromium to the re-rendered table, in a real JupyterLab; and from opening
a Voila app page to the moment it can be used.

A benchmark, not a test: a four-player table with every seat played from the page; each click is
on the choice the table marks as the likeliest next one (a role, a tile, a building, the mayor's
next empty circle, Confirm, a panel choice), the mayor chosen first in each round so that many
clicks place colonists. Each click is timed in the page from the click to the last change of the
table's DOM (the table counts as drawn once it has been quiet for QUIET ms). It prints the median
and the 90th percentile over CLICKS clicks and how many of them placed a colonist.
Targets: median under 50 ms, 90th percentile under 100 ms (exit status 1 if missed).

    python benchmarks/bench_browser.py [--clicks 60] [--presenter]

--presenter times the table in presenter mode (large text and targets, set as the browser
remembers it).

With ``--opens N`` it measures Voila instead, served with the classroom set-up (`make demo`'s
apps/voila.json and voila.py: each app's kernel preheated): N times, a fresh page opens the Puerto
Rico start page (apps/puerto_rico.ipynb) and the time from navigation to its Start button drawn by
the live widget (which needs the page's kernel connected) is read in the page; the page is then
closed, its kernel shut down, and the next open waits until the pool is full again. It prints the
median and the 90th percentile (target: median under 3 s). ``--no-preheat`` serves the same pages
with every kernel started on request, as before the pool, for comparison.

Needs the test extra (playwright, jupyterlab) and Debian's /usr/bin/chromium (make chromium).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

import nbformat  # noqa: E402
from e2e.lab import Lab  # noqa: E402
from e2e.servers import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

QUIET = 150  # ms without DOM changes after which the table counts as drawn
MEDIAN_TARGET, P90_TARGET = 50.0, 100.0

# Click the next choice and time it. The mayor's role first when it is free; otherwise the choice
# the table marks (data-next), else the first legal one. Resolves to [ms, what was clicked].
TIME_ONE_CLICK = """([root, quiet]) => new Promise((resolve) => {
  const roles = [...root.querySelectorAll("[data-nav=roles] button.prnb-legal")];
  const mayor = roles.find((b) => (b.textContent || "").startsWith("Mayor"));
  const target = mayor || root.querySelector("button.prnb-legal[data-next]")
    || root.querySelector("button.prnb-legal");
  if (!target) { resolve([null, "nothing"]); return; }
  const what = target.classList.contains("prnb-step") ? "colonist" : (target.textContent || "").slice(0, 40);
  let last = null, timer = null;
  const done = () => { observer.disconnect(); resolve([last === null ? null : last - start, what]); };
  const observer = new MutationObserver(() => {
    last = performance.now();
    clearTimeout(timer);
    timer = setTimeout(done, quiet);
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  const start = performance.now();
  target.click();
  setTimeout(() => { if (last === null) done(); }, 10000);
})"""


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(fraction * (len(ordered) - 1))))
    return ordered[k]


OPEN_TARGET = 3000.0  # ms: open to interactive, median


def open_to_interactive(opens: int, preheat: bool) -> list[float]:
    """Milliseconds from navigation to the start page's live Start button, `opens` times."""
    import shutil
    import time

    from apps.voila_server import Voila

    times: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        root = home / "apps"
        root.mkdir()
        for notebook in (ROOT / "apps").glob("*.ipynb"):
            shutil.copy(notebook, root)
        extra = () if preheat else ("--VoilaConfiguration.preheat_kernel=False",)
        server = Voila(root, home).start(120, *extra)
        try:
            pooled = len(list(root.glob("*.ipynb"))) if preheat else 0
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
                for _ in range(opens):
                    _wait_for_kernels(server, pooled, time)
                    page = browser.new_page(viewport={"width": 1366, "height": 768})
                    page.set_default_timeout(120_000)
                    page.goto(server.url("voila/render/puerto_rico.ipynb"), wait_until="commit")
                    ms = page.wait_for_function(
                        "() => document.querySelector('.prnb-start button.prnb-start-go') && performance.now()").json_value()
                    times.append(float(ms))
                    page.goto("about:blank")
                    page.close(run_before_unload=True)
                browser.close()
        finally:
            server.stop()
    return times


def _wait_for_kernels(server, expected: int, time) -> None:
    """Until the server runs `expected` kernels (the pool refilled, the last page's kernel gone)."""
    for _ in range(600):
        if server.kernels() == expected:
            return
        time.sleep(0.2)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=60)
    parser.add_argument("--opens", type=int, default=0, help="measure Voila's open-to-interactive, this many opens")
    parser.add_argument("--no-preheat", action="store_true", help="with --opens: no preheated kernels")
    parser.add_argument("--presenter", action="store_true", help="the table in presenter mode")
    args = parser.parse_args(argv)
    if args.opens:
        opened = open_to_interactive(args.opens, not args.no_preheat)
        median, p90 = statistics.median(opened), percentile(opened, 0.9)
        print(f"Voila open -> interactive start page over {len(opened)} opens "
              f"({'no preheated kernels' if args.no_preheat else 'preheated kernels'}): median {median:.0f} ms, "
              f"p90 {p90:.0f} ms (min {min(opened):.0f}, max {max(opened):.0f}); target: median < {OPEN_TARGET:.0f} ms")
        return 0 if median < OPEN_TARGET else 1
    times: list[float] = []
    colonists = 0
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        root = home / "bench"
        root.mkdir()
        nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
            "from puertorico_nb.widgets import TableWidget\n"
            "TableWidget(players=4, seed=3, names=['Ana', 'Bo', 'Cy', 'Di'], bots=[])")])
        nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
        nbformat.write(nb, root / "bench.ipynb")
        lab = Lab(root, home).start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1400, "height": 1200})
                if args.presenter:
                    page.add_init_script("localStorage.setItem('prnb-presenter', 'on')")
                page.set_default_timeout(60_000)
                page.goto(lab.url("lab/tree/bench.ipynb"))
                page.wait_for_selector("#jp-main-statusbar >> text=Idle")
                page.get_by_role("menuitem", name="Run", exact=True).click()
                page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
                table = page.locator(".prnb-live").first
                table.locator("button.prnb-legal").first.wait_for()
                for _ in range(3):  # warm up the kernel and the page
                    page.evaluate(TIME_ONE_CLICK, [table.element_handle(), QUIET])
                for _ in range(args.clicks):
                    ms, what = page.evaluate(TIME_ONE_CLICK, [table.element_handle(), QUIET])
                    if ms is not None:
                        times.append(ms)
                        colonists += what == "colonist"
                browser.close()
        finally:
            lab.stop()
    if not times:
        print("no click re-rendered the table")
        return 1
    median, p90 = statistics.median(times), percentile(times, 0.9)
    mode = " in presenter mode" if args.presenter else ""
    print(f"click -> re-rendered table{mode} over {len(times)} clicks ({colonists} placing a colonist): "
          f"median {median:.1f} ms, p90 {p90:.1f} ms (min {min(times):.1f}, max {max(times):.1f}); "
          f"targets: median < {MEDIAN_TARGET:.0f} ms, p90 < {P90_TARGET:.0f} ms")
    return 0 if median < MEDIAN_TARGET and p90 < P90_TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
