"""Time from a click in Chromium to the re-rendered table, in a real JupyterLab.

A benchmark, not a test: it prints the median (and spread) over CLICKS clicks of the table's
"Random legal choice" button, each timed in the page from the click to the last change of the
table's DOM (the table is considered re-rendered once it has been quiet for QUIET ms).
Target: a median of at most 50 ms.

    python benchmarks/bench_browser.py [--clicks 50]

Needs the test extra (playwright, jupyterlab) and Debian's /usr/bin/chromium (make chromium).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

import nbformat  # noqa: E402
from lab import CHROMIUM, CHROMIUM_ARGS, Lab  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

QUIET = 150  # ms without DOM changes after which the table counts as drawn

TIME_ONE_CLICK = """([root, quiet]) => new Promise((resolve) => {
  let last = null, timer = null;
  const done = () => { observer.disconnect(); resolve(last === null ? null : last - start); };
  const observer = new MutationObserver(() => {
    last = performance.now();
    clearTimeout(timer);
    timer = setTimeout(done, quiet);
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  const start = performance.now();
  root.querySelector("[data-control='random']").click();
  setTimeout(() => { if (last === null) done(); }, 10000);
})"""


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=50)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        root = home / "bench"
        root.mkdir()
        nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
            "from puertorico_nb.widgets import TableWidget\n"
            "TableWidget(players=4, seed=3, names=['Ana', 'Bo', 'Cy', 'Di'])")])
        nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
        nbformat.write(nb, root / "bench.ipynb")
        lab = Lab(root, home).start()
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
                page = browser.new_page(viewport={"width": 1400, "height": 1200})
                page.set_default_timeout(60_000)
                page.goto(lab.url("lab/tree/bench.ipynb"))
                page.wait_for_selector("#jp-main-statusbar >> text=Idle")
                page.get_by_role("menuitem", name="Run", exact=True).click()
                page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
                table = page.locator(".prnb-live").first
                table.locator("[data-control='random']").wait_for()
                for _ in range(3):  # warm up the kernel and the page
                    page.evaluate(TIME_ONE_CLICK, [table.element_handle(), QUIET])
                times = []
                for _ in range(args.clicks):
                    ms = page.evaluate(TIME_ONE_CLICK, [table.element_handle(), QUIET])
                    if ms is not None:
                        times.append(ms)
                browser.close()
        finally:
            lab.stop()
    if not times:
        print("no click re-rendered the table")
        return 1
    median = statistics.median(times)
    print(f"click -> re-rendered table: median {median:.1f} ms over {len(times)} clicks "
          f"(min {min(times):.1f}, max {max(times):.1f}; target <= 50 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
