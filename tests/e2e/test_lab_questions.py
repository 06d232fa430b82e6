"""The course's checks in a real JupyterLab, in Debian's Chromium: in the captain tutorial a
learner answers a question in its box (a wrong answer gets the reason and another try), then
plays the book's load on the judged table and is told why it
is right. Every expected value comes from the engine in this process."""
from __future__ import annotations

from pathlib import Path

import pytest

import playwright.sync_api as playwright_api
import jupyterlab  # noqa: F401 (needed by what this module drives)

from puertorico_nb.course.puerto_rico import example, facts, moves, play

from .lab import lab_with, run_all_cells, wait_until_every_cell_ran
from .widget_page import watched_page
from .servers import require_chromium

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "e2e"
WAIT = 60_000
playwright_api.expect.set_options(timeout=WAIT)

require_chromium()
pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    server = lab_with(tmp_path_factory, "lab-questions", ROOT / "tutorials" / "07_captain.ipynb")
    yield server
    server.stop()


@pytest.fixture()
def page(browser):
    with watched_page(browser, {"width": 1400, "height": 1200}, WAIT) as page:
        yield page


def test_a_question_and_the_judged_table_in_jupyterlab(page, lab):
    ruling = example("captain_worked_example")
    vp = facts(play(ruling, 2))["players"][0]["vp"]

    run_all_cells(page, lab, "questions", "07_captain.ipynb")

    question = page.locator(".prnb-question").filter(has_text="After Rosa's first load")
    question.wait_for()
    wait_until_every_cell_ran(page)
    ids = page.evaluate("() => [...document.querySelectorAll('[id^=prnb]')].map(el => el.id)")
    assert ids and len(ids) == len(set(ids)), "every id of ours is unique on the page"
    labels = page.evaluate("() => [...document.querySelectorAll('.prnb-question input')].map(el => el.labels.length"
                           " ? '' : document.getElementById(el.getAttribute('aria-labelledby')).closest('.prnb-question')"
                           " === el.closest('.prnb-question'))")
    assert labels and all(labels), "each answer box is named by its own question"
    question.scroll_into_view_if_needed()
    box = question.get_by_role("textbox")
    box.fill(str(vp + 1))
    question.get_by_role("button", name="Check").click()
    feedback = question.locator(".prnb-q-feedback")
    playwright_api.expect(feedback).to_contain_text("Try again")
    playwright_api.expect(feedback).to_contain_text("A point for each barrel")  # the reason, in words
    box.fill(f" {vp} ")
    box.press("Enter")
    playwright_api.expect(feedback).to_contain_text(f"Right: {vp}.")

    book = moves(ruling)[2]
    table = page.locator(".prnb-live", has=page.locator(".prnb-actions")).first
    table.scroll_into_view_if_needed()
    table.locator(".prnb-choice:not(.prnb-illegal)", has_text=f"Ship {book['ship']} on the {book['on']}-ship").click()
    playwright_api.expect(table.locator(".prnb-message")).to_contain_text("Right: that is the book's move")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "lab_question_and_judged_table.png"))
