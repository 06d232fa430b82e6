"""The captain tutorial in a real JupyterLab, driven through Debian's Chromium with Playwright.

What a learner does: open the notebook, run every cell, load barrels by clicking the table,
hover a greyed-out choice and read why, undo, play one move with the keyboard alone, switch
to the dark theme; and a player's name that looks like HTML stays text.

Every expected number comes from the engine in this process, never from the test's own
arithmetic. Waits are bounded (Playwright timeouts); nothing is asserted about how long a
step takes. Screenshots of each checked view go to test-artifacts/e2e/ and are kept.
"""
from __future__ import annotations

import re

import shutil
from pathlib import Path

import pytest

import playwright.sync_api as playwright_api
import nbformat
import jupyterlab  # noqa: F401 (needed by what this module drives)

from puertorico_nb.course.puerto_rico import example, facts, play  # noqa: E402

from .lab import Lab  # noqa: E402
from .servers import bots_at_once, require_chromium  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "e2e"
WAIT = 60_000  # ms: the longest any one step may take before the test fails
XSS_NAME = "<img src=x onerror=alert(1)>"

require_chromium()  # a missing browser fails the run: make test installs it
pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    home = tmp_path_factory.mktemp("lab")
    root = home / "tutorials"
    shutil.copytree(ROOT / "tutorials", root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    xss = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        "from puertorico_nb.widgets import TableWidget\n"
        f"TableWidget(players=3, seed=1, names=[{XSS_NAME!r}, 'Bo', 'Cy'])")])
    xss.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nbformat.write(xss, root / "xss_check.ipynb")
    server = Lab(root, home).start()
    yield server
    server.stop()


@pytest.fixture()
def page(browser):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    context = bots_at_once(browser.new_context(viewport={"width": 1400, "height": 1200}))
    pg = context.new_page()
    pg.set_default_timeout(WAIT)
    pg.dialogs = []
    pg.on("dialog", lambda d: (pg.dialogs.append(d.message), d.dismiss()))
    yield pg
    context.close()


def shot(page, name: str, show=None) -> None:
    """A screenshot of what a person sees, with `show` (a locator) scrolled to the top."""
    if show is not None:
        show.evaluate("el => el.scrollIntoView({block: 'start'})")
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def open_and_run(page, lab: Lab, notebook: str) -> None:
    """Open the notebook alone in a fresh workspace (no tabs left over from another test)."""
    workspace = Path(notebook).stem.replace("_", "-")
    page.goto(f"{lab.base}/lab/workspaces/{workspace}/tree/{notebook}?reset&token={lab.token}")
    page.wait_for_selector(".jp-Notebook")
    page.wait_for_selector("#jp-main-statusbar >> text=Idle")
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()


def choose_theme(page, theme: str) -> None:
    """Settings menu, Theme submenu, then the theme: the way a person switches."""
    page.get_by_role("menuitem", name="Settings", exact=True).click()
    page.locator(".lm-Menu-item[data-type='submenu']", has_text="Theme").first.hover()
    page.get_by_role("menuitem", name=theme, exact=True).click()


def ship_text(table, capacity: int) -> str:
    # (during the captain's phase the ships are drawn twice, beside the choices and on the board)
    return table.locator(".prnb-ship", has_text=f"{capacity}-ship").locator(".prnb-ship-text").first.inner_text()


def vp_of(table, name: str) -> str:
    board = table.locator(".prnb-player", has=table.page.locator(".prnb-player-name", has_text=name))
    return board.locator(".prnb-stat", has_text="VP chips").locator("b").inner_text()


def cargo(ship: dict) -> str:
    """How the table writes a ship's cargo, from the engine's ruling-vocabulary view."""
    goods = {k: v for k, v in ship.items() if k != "capacity"}
    if not goods:
        return "empty"
    (good, n), = goods.items()
    return f"{n} {good}, {ship['capacity'] - n} free"


def test_captain_tutorial_in_jupyterlab(page, lab):
    names = ["Rosa", "Tomás", "Mei", "Kofi"]
    ruling = example("captain_worked_example")
    before = facts(play(ruling, 2))  # the position the "your turn" table starts from
    tobacco = {"player": 1, "ship": "tobacco", "on": 5}
    after_game = play(ruling, 2)
    after_game.apply(tobacco)
    after = facts(after_game)
    small = before["ships"][0]["capacity"]

    open_and_run(page, lab, "07_captain.ipynb")
    table = page.locator(".prnb-live", has=page.locator(".prnb-actions")).first
    table.locator(".prnb-choice").first.wait_for()
    table.scroll_into_view_if_needed()
    assert ship_text(table, small) == cargo(before["ships"][0])
    assert vp_of(table, names[1]) == str(before["players"][1]["vp"])
    shot(page, "01_your_turn_table", table)

    # Hover a greyed-out choice: it says which rule forbids it.
    illegal = table.locator(".prnb-choice.prnb-illegal", has_text="Ship sugar on the 5-ship")
    illegal.hover()
    title = illegal.get_attribute("title")
    why = play(ruling, 2).explain({"player": 1, "ship": "sugar", "on": 5})
    assert not why.legal
    # in plain words: the game's one reason, with no rule id or citation crowding it
    reason = why.why[:1].upper() + why.why[1:]
    assert title.startswith("Not allowed") and reason in title and why.rule not in title
    described = page.locator(f"#{illegal.get_attribute('aria-describedby').split()[0]}").text_content()
    assert reason in described
    playwright_api.expect(table.locator(".prnb-hint")).to_contain_text(reason)
    assert illegal.get_attribute("aria-disabled") == "true"
    illegal.click(force=True)  # aria-disabled, yet clickable: asking about a refused choice explains it and changes nothing
    message = table.locator(".prnb-message")
    playwright_api.expect(message).to_contain_text("not allowed", ignore_case=True)
    # the rule and the books are one click away, behind "why / where in the books"
    assert why.rule not in message.locator(".prnb-message-text").text_content()
    message.locator(".prnb-why summary").click()
    playwright_api.expect(message.locator(".prnb-why")).to_contain_text(why.rule)
    assert ship_text(table, small) == cargo(before["ships"][0])
    shot(page, "02_disabled_choice_reason", message)

    # Click a legal loading: the ship fills and Tomás's points change.
    table.locator(".prnb-choice.prnb-legal", has_text="Ship tobacco on the 5-ship").click()
    playwright_api.expect(table.locator(".prnb-ship", has_text=f"{small}-ship")
                          .locator(".prnb-ship-text").first).to_have_text(cargo(after["ships"][0]))
    assert vp_of(table, names[1]) == str(after["players"][1]["vp"])
    assert after["players"][1]["vp"] != before["players"][1]["vp"]
    shot(page, "03_after_loading", table.locator(".prnb-message"))

    # Undo puts everything back.
    table.locator("[data-control='undo']").click()
    playwright_api.expect(table.locator(".prnb-ship", has_text=f"{small}-ship")
                          .locator(".prnb-ship-text").first).to_have_text(cargo(before["ships"][0]))
    assert vp_of(table, names[1]) == str(before["players"][1]["vp"])
    shot(page, "04_after_undo", table.locator(".prnb-message"))

    # The same load by keyboard alone: Tab to the ships' choices (one Tab stop per group of
    # choices), the arrow keys along them, then Enter.
    target = table.locator(".prnb-choice.prnb-legal", has_text="Ship tobacco on the 5-ship")
    table.locator("[data-control='undo']").focus()
    for _ in range(20):  # bounded: a handful of groups stand between
        if page.evaluate("() => document.activeElement?.closest('[data-nav]')?.dataset.nav") == "ship":
            break
        page.keyboard.press("Tab")
    else:
        pytest.fail("Tab never reached the ships' choices")
    for _ in range(20):
        if target.evaluate("el => el === document.activeElement"):
            break
        page.keyboard.press("ArrowRight")
    else:
        pytest.fail("the arrow keys never reached the loading choice")
    shot(page, "05_keyboard_focus", table.locator(".prnb-players"))
    # focus alone shows what the choice does, as hovering does
    playwright_api.expect(table.locator(".prnb-hint")).to_contain_text("Ship tobacco on the 5-ship")
    page.keyboard.press("Enter")
    playwright_api.expect(table.locator(".prnb-ship", has_text=f"{small}-ship")
                          .locator(".prnb-ship-text").first).to_have_text(cargo(after["ships"][0]))
    assert vp_of(table, names[1]) == str(after["players"][1]["vp"])
    shot(page, "06_after_keyboard_move", table.locator(".prnb-message"))

    # Dark theme, through the Settings menu.
    choose_theme(page, "JupyterLab Dark")
    page.wait_for_selector("body[data-jp-theme-light='false']", state="attached")
    table.scroll_into_view_if_needed()
    background = table.evaluate("el => getComputedStyle(el).backgroundColor")
    channels = [int(c) for c in background[background.index("(") + 1:background.index(")")].split(",")[:3]]
    assert sum(channels) < 3 * 128, f"the table stays light in the dark theme: {background}"
    shot(page, "07_dark_theme", table.locator(".prnb-message"))
    shot(page, "08_dark_theme_players", table.locator(".prnb-players"))
    choose_theme(page, "JupyterLab Light")
    page.wait_for_selector("body[data-jp-theme-light='true']", state="attached")


def test_player_name_that_looks_like_html_stays_text(page, lab):
    open_and_run(page, lab, "xss_check.ipynb")
    table = page.locator(".prnb-live").first
    table.locator(".prnb-player-name").first.wait_for()
    playwright_api.expect(table.locator(".prnb-player-name").first).to_have_text(XSS_NAME)
    assert table.locator("img").count() == 0
    assert page.locator(".jp-OutputArea img[src='x']").count() == 0
    shot(page, "09_xss_name_as_text", table)
    assert page.dialogs == [], f"a dialog opened: {page.dialogs}"


def test_the_walkthroughs_arrow_keys_stay_with_it_in_jupyterlab(page, lab):
    open_and_run(page, lab, "07_captain.ipynb")
    walk = page.locator(".prnb-live", has=page.locator("[data-control='slider']")).first
    following = walk.locator("[data-control='next']")
    following.wait_for()
    walk.scroll_into_view_if_needed()
    following.click()
    playwright_api.expect(walk).to_contain_text("Step 1 of")
    cell = "() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')].findIndex((c) => c.classList.contains('jp-mod-active'))"
    active = page.evaluate(cell)
    # the tutorial tells learners to use the arrow keys: each press is one step, every time, and
    # JupyterLab never takes them (the active cell stays, the focus stays in the walkthrough)
    for step in (2, 3, 4):
        page.keyboard.press("ArrowRight")
        playwright_api.expect(walk).to_contain_text(f"Step {step} of")
    page.keyboard.press("ArrowLeft")
    playwright_api.expect(walk).to_contain_text("Step 3 of")
    assert page.evaluate(cell) == active
    assert walk.evaluate("el => el.contains(document.activeElement)")
    shot(page, "10_walkthrough_keys", walk)
    # the table after the step is a picture: none of its pieces is a Tab stop (80 presses went by)
    stops = walk.evaluate("el => [...el.querySelectorAll('button, [tabindex], input, a[href]')].filter((b) => "
                          "b.tabIndex >= 0 && !b.closest('.prnb-controls')).map((b) => b.textContent)")
    assert stops == [], stops
    # the walkthrough with the focus is ringed inside its edge (the output area clips outside it)
    ring = walk.evaluate("el => { el.focus(); const s = getComputedStyle(el); "
                         "return [el.matches(':focus-visible'), s.outlineStyle, parseFloat(s.outlineOffset)]; }")
    assert ring[0] and ring[1] == "solid" and ring[2] < 0, ring
    # Escape gives the focus back to the notebook (command mode, on the walkthrough's cell)
    page.keyboard.press("Escape")
    assert not walk.evaluate("el => el.contains(document.activeElement)")
    assert page.evaluate("() => document.activeElement.closest('.jp-Cell')?.classList.contains('jp-mod-active')")
    assert page.locator(".jp-Notebook.jp-mod-commandMode").count() == 1
    # and Shift+Enter runs the cell and selects the next one, as anywhere in a notebook
    following.focus()
    page.keyboard.press("Shift+Enter")
    playwright_api.expect(page.locator(".jp-Notebook .jp-Cell").nth(active + 1)).to_have_class(re.compile("jp-mod-active"))


def test_a_tutorial_opens_unmodified_in_jupyterlab(page, lab):
    """On opening a notebook JupyterLab writes the kernel's spec and language into it, and marks it
    modified (the dot on its tab) when they change anything: a tutorial already holds them, so it
    opens clean, with nothing to save (issue #23.21)."""
    notebook = "00_the_game.ipynb"
    page.goto(f"{lab.base}/lab/workspaces/opens-clean/tree/{notebook}?reset&token={lab.token}")
    page.wait_for_selector(".jp-Notebook")
    page.wait_for_selector("#jp-main-statusbar >> text=Idle")
    # wait until JupyterLab has written the kernel's spec and language_info (it does so when the
    # kernel's spec and info arrive), then read the document's state
    dirty = page.evaluate("""async () => {
        const panel = window.jupyterapp.shell.currentWidget;
        const kernel = panel.sessionContext.session.kernel;
        await kernel.info;
        await kernel.spec;
        await new Promise(resolve => setTimeout(resolve, 0));
        return panel.context.model.dirty;
    }""")
    written = page.evaluate("() => window.jupyterapp.shell.currentWidget.context.model.getMetadata('kernelspec')")
    committed = nbformat.read(lab.root / notebook, as_version=4).metadata["kernelspec"]
    assert written == dict(committed), "JupyterLab changed the kernelspec on opening"
    assert dirty is False
    tab = page.locator(".lm-TabBar-tab", has_text=notebook)
    assert "jp-mod-dirty" not in (tab.get_attribute("class") or "")
