"""The San Juan track in a real JupyterLab, in Debian's Chromium: in the builder tutorial a
learner answers a question in its box (a wrong answer gets the deciding rule and another try),
then builds on the judged San Juan table and is told it is the book's move. Every expected value
comes from the engine in this process."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import playwright.sync_api as playwright_api
import jupyterlab  # noqa: F401 (needed by what this module drives)

from puertorico_nb.course.san_juan import example, facts, moves, play

from .lab import lab_with, run_all_cells, wait_until_every_cell_ran
from .widget_page import watched_page
from .servers import require_chromium

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "e2e"
WAIT = 60_000
NOTEBOOK = "18_san_juan_builder.ipynb"
playwright_api.expect.set_options(timeout=WAIT)

require_chromium()
pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    server = lab_with(tmp_path_factory, "lab-san-juan", ROOT / "tutorials" / NOTEBOOK)
    yield server
    server.stop()


@pytest.fixture()
def page(browser):
    with watched_page(browser, {"width": 1400, "height": 1200}, WAIT) as page:
        yield page


def test_a_question_and_the_judged_san_juan_table_in_jupyterlab(page, lab):
    surplus = example("sanjuan_builder_surplus")
    discarded = len(facts(play(surplus))["discard"])  # what the book's build sends to the discard pile
    book = moves(surplus)[1]

    run_all_cells(page, lab, "san-juan", NOTEBOOK)

    question = page.locator(".prnb-question").filter(has_text="how many cards go to the discard pile")
    question.wait_for()
    wait_until_every_cell_ran(page)
    question.scroll_into_view_if_needed()
    box = question.get_by_role("textbox")
    box.fill(str(discarded + 1))
    question.get_by_role("button", name="Check").click()
    feedback = question.locator(".prnb-q-feedback")
    playwright_api.expect(feedback).to_contain_text("Try again")
    # a wrong try gets the question's own hint and the way to the answer, never the answer (d4d61f1)
    playwright_api.expect(feedback).to_contain_text("the answer is lower")
    playwright_api.expect(feedback).to_contain_text("Work out what the building costs after its discounts")
    assert str(discarded) not in feedback.inner_text().replace(f"Not {discarded + 1}", "")
    box.fill(f" {discarded} ")
    box.press("Enter")
    playwright_api.expect(feedback).to_contain_text(f"Right: {discarded}.")

    cell = page.locator(".jp-CodeCell").filter(has_text="your_turn(surplus")
    table = cell.locator(".prnb-sj").first
    table.scroll_into_view_if_needed()
    name = book["build"].replace("_", " ")
    card = table.locator("[data-nav=hand] button", has=page.locator(".prnb-card-name", has_text=re.compile(f"^{name}$", re.I)))
    card.click()
    table.locator("[data-choice='build-confirm']").click()
    playwright_api.expect(table.locator(".prnb-message")).to_contain_text("Right: that is the book's move")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "lab_san_juan_question_and_judged_table.png"))
