"""Every choice in view where classes use the tables (issue #22.1), and a clean console (#22.8).

One JupyterLab (one notebook, the file browser open and closed) and one Voila server, reused;
positions are made by the engine (seeded random games), saved and loaded by the notebook, never
clicked through. At 1366x768 and 1024x768, for each position, every legal choice of the player to
act (the builder's buildings, the captain's ships with their choices, ...) must lie inside the
window without scrolling the page, and after a move the focus must be in view. Any console error or
warning on these pages fails the test.
"""
from __future__ import annotations

import random
import re
from contextlib import contextmanager
from pathlib import Path

import nbformat
import pytest

import playwright.sync_api  # noqa: F401 (a missing test dependency fails the run)

from puertorico_nb.games.puerto_rico import Game

from e2e.lab import Lab
from e2e.servers import BOTS_AT_ONCE, require_chromium
from .voila_server import ARTIFACTS, Voila

require_chromium()
pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
WAIT = 120_000
SIZES = {"1366": {"width": 1366, "height": 768}, "1024": {"width": 1024, "height": 768}}
NAMES = ["Ana", "Bo", "Cy", "Di", "Ed"]

CELL = """\
from pathlib import Path
from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.widgets import TableWidget
game = Game.from_json(Path("position.json").read_text())
TableWidget(game=game, names={names!r}[:game.players], bots=[])"""

# the acting player's choices and their boxes: the panels beside the message, and the pieces on the
# board that are the only control of their move (the market repeats the builder's panel)
CHOICES = """() => {
  const root = document.querySelector('.prnb-live');
  const panel = root.querySelector('.prnb-buildable');
  return [...root.querySelectorAll('button.prnb-legal')].filter((b) => !(panel && b.closest('.prnb-market')))
    .map((b) => { const r = b.getBoundingClientRect();
      return { text: b.textContent.slice(0, 40), top: r.top, bottom: r.bottom, left: r.left, right: r.right }; });
}"""
SHIPS = """() => [...document.querySelectorAll('.prnb-live .prnb-decide .prnb-ship')].map((s) => {
  const r = s.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; })"""


def position(players: int, expansions: tuple, wanted, seed: int = 1) -> Game:
    for attempt in range(30):
        rng = random.Random(seed + attempt)
        game = Game(players=players, seed=seed + attempt, expansions=list(expansions))
        while not game.state.game_over:
            if wanted(game):
                return game
            game.apply(game.legal_actions().random(rng))
    raise AssertionError("no such position")


def builds(game: Game) -> int:
    return sum(1 for a in game.legal_actions() if "build" in a.to_mapping()) if game.state.phase == "builder" else 0


POSITIONS = {
    "builder_2p": lambda: position(2, (), lambda g: builds(g) >= 8),
    "builder_4p": lambda: position(4, (), lambda g: builds(g) >= 12),
    "builder_5p_late": lambda: position(5, (), lambda g: builds(g) >= 18 and g.state.round >= 6),
    "builder_4p_expansions": lambda: position(4, ("new_buildings", "nobles"), lambda g: builds(g) >= 10),
    "captain_4p": lambda: position(4, (), lambda g: g.state.phase == "captain"
                                   and sum(1 for a in g.legal_actions() if "ship" in a.to_mapping()) >= 3),
    "settler_3p": lambda: position(3, (), lambda g: g.state.phase == "settler"),
    "mayor_4p_nobles": lambda: position(4, ("nobles",), lambda g: g.state.phase == "mayor"),
}


def out_of_view(page, boxes, size) -> list:
    return [b for b in boxes if b["top"] < 0 or b["left"] < 0 or b["bottom"] > size["height"] or b["right"] > size["width"]]


# JupyterLab's own notice of a plugin slow to start says how busy the machine is, not what a page
# did wrong: every other warning or error fails the test
SLOW_START = re.compile(r"^Plugin \S+ (\(with \d+ dependants\) took [\d.]+ms to activate|is taking too long to activate)\.$")


# Voila 0.5 serves JupyterLab 4.2's shared modules while the widget extensions installed beside
# the Lab are built for 4.5 and later: webpack says so once per module and page (issue #22.8,
# still open). Those notices alone are let through on Voila pages; anything else fails.
VOILA_VERSIONS = re.compile(r"^(Unsatisfied version \S+ from \S+ of shared singleton module|"
                            r"No satisfying version \(\S+\) of shared module)")


@contextmanager
def watched(browser, viewport: dict):
    """A fresh page of `viewport` size, and the list of console errors and warnings it logs."""
    context = browser.new_context(viewport=viewport)
    context.add_init_script(BOTS_AT_ONCE)  # the loaded position at once, not its moves played out
    page = context.new_page()
    page.set_default_timeout(WAIT)
    said: list[str] = []
    page.on("console", lambda m: said.append(f"{m.type}: {m.text}")
            if m.type in ("error", "warning") and not SLOW_START.match(m.text) else None)
    page.on("pageerror", lambda e: said.append(f"pageerror: {e}"))
    try:
        yield page, said
    finally:
        context.close()


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    home = tmp_path_factory.mktemp("classroom_lab")
    root = home / "class"
    root.mkdir()
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(CELL.format(names=NAMES))])
    notebook.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nbformat.write(notebook, root / "table.ipynb")
    server = Lab(root, home).start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def voila(lab):
    server = Voila(lab.root, lab.home).start()
    yield server
    server.stop()


def open_in_lab(page, lab, browser_open: bool) -> None:
    page.goto(f"{lab.base}/lab/tree/table.ipynb?reset&token={lab.token}")
    page.wait_for_selector(".jp-Notebook")
    page.wait_for_selector("#jp-main-statusbar >> text=Idle")
    side = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id='filebrowser']")
    showing = page.locator("#filebrowser:visible").count() > 0
    if showing != browser_open:
        side.click()
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.locator(".prnb-live .prnb-header").wait_for()
    # the class looks at the table: the notebook scrolled to its top, the code cell above it
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


def check_in_view_and_focus(page, size, name: str) -> None:
    boxes = page.evaluate(CHOICES)
    assert boxes, name
    hidden = out_of_view(page, boxes, size)
    assert hidden == [], f"{name}: {len(hidden)} of {len(boxes)} choices out of view: {hidden[:3]}"
    if page.locator(".prnb-live .prnb-choice-group[data-nav=ship]").count():
        ships = page.evaluate(SHIPS)
        assert ships and out_of_view(page, ships, size) == [], f"{name}: the ships are out of view while the captain chooses among them"
    # a move by the keyboard: the focus lands on a choice in view
    page.locator(".prnb-live button.prnb-legal").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_timeout(200)
    page.wait_for_function("() => document.activeElement && document.activeElement.closest('.prnb-live')")
    focus = page.evaluate("() => { const r = document.activeElement.getBoundingClientRect(); "
                          "return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; }")
    assert out_of_view(page, [focus], size) == [], f"{name}: the focus went out of view: {focus}"


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("browser_open", [True, False], ids=["files-open", "files-closed"])
def test_every_choice_in_view_in_jupyterlab(browser, lab, size, browser_open):
    viewport = SIZES[size]
    with watched(browser, viewport) as (page, said):
        for name, make in POSITIONS.items():
            (lab.root / "position.json").write_text(make().to_json(), encoding="utf-8")
            try:
                open_in_lab(page, lab, browser_open)
            except Exception:
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(ARTIFACTS / f"classroom_lab_failed_{name}.png"))
                raise AssertionError(f"lab {size} {name}: the table did not show") from None
            check_in_view_and_focus(page, viewport, f"lab {size} {name}")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"classroom_lab_{size}_{'files' if browser_open else 'nofiles'}.png"))
    assert said == [], said[:5]


@pytest.mark.parametrize("size", sorted(SIZES))
def test_every_choice_in_view_in_voila(browser, lab, voila, size):
    viewport = SIZES[size]
    with watched(browser, viewport) as (page, said):
        for name in ("builder_4p", "builder_5p_late", "captain_4p"):
            (lab.root / "position.json").write_text(POSITIONS[name]().to_json(), encoding="utf-8")
            page.goto(voila.url("voila/render/table.ipynb"))
            page.locator(".prnb-live .prnb-header").wait_for()
            check_in_view_and_focus(page, viewport, f"voila {size} {name}")
        page.screenshot(path=str(ARTIFACTS / f"classroom_voila_{size}.png"))
    said = [line for line in said if not VOILA_VERSIONS.match(line.split(": ", 1)[1])]
    assert said == [], said[:5]
