"""Every move shown, in a real JupyterLab, in Debian's Chromium: on a Puerto Rico table against two
bots, a person's move is followed by the bots' moves played out one at a time (at the "Fast" pace
chosen before, remembered by the browser), then the table is live again; "What happened" holds
every move; the replay steps back and returns to the game, which is unchanged and playable.
Every expected value comes from the same game played by a session in this process."""
from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

import playwright.sync_api as playwright_api
import jupyterlab  # noqa: F401 (needed by what this module drives)

from puertorico_nb.session import PuertoRicoSession

from .lab import lab_with, run_all_cells, wait_until_every_cell_ran
from .servers import require_chromium

WAIT = 60_000
NAMES = ["Ana", "Bo", "Cy"]
TABLE = "TableWidget(players=3, seed=4, names=['Ana', 'Bo', 'Cy'], bots=[1, 2])"
expect = playwright_api.expect
expect.set_options(timeout=WAIT)

require_chromium()
pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    notebook = tmp_path_factory.mktemp("story-notebook") / "story.ipynb"
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(
        f"from puertorico_nb.widgets import TableWidget\n{TABLE}")])
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python", "name": "python3"}
    nbformat.write(nb, notebook)
    server = lab_with(tmp_path_factory, "lab-story", Path(notebook))
    yield server
    server.stop()


@pytest.fixture()
def page(browser):
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    context.add_init_script("localStorage.setItem('prnb-pace', 'fast')")  # as a teacher chose before
    page = context.new_page()
    page.set_default_timeout(WAIT)
    yield page
    context.close()


def test_the_bots_moves_play_out_then_the_replay_goes_back_and_returns(page, lab):
    session = PuertoRicoSession(players=3, seed=4, names=NAMES, bots=[1, 2])
    session.act({"player": 0, "choose_role": "craftsman"})
    story, moves = session.story, len(session.game.log)
    assert moves > 3  # the bots moved after Ana

    run_all_cells(page, lab, "story", "story.ipynb")
    table = page.locator(".prnb-live").first
    table.locator(".prnb-header").wait_for()
    wait_until_every_cell_ran(page)
    table.locator('[data-nav=roles] button[data-choice^="0 choose_role craftsman"]').first.click()
    bar = table.locator(".prnb-story-where")
    # the bots' moves, one at a time, each with its sentence
    expect(bar).to_contain_text("The bots move: move")
    # then the game as it stands, with the summary of the move and the bots' moves after it
    expect(bar).to_have_count(0)
    expect(table.locator(".prnb-message-text")).to_have_text(session.message)
    table.locator(".prnb-log > summary").click()
    expect(table.locator(".prnb-story li")).to_have_count(moves)
    assert table.locator(".prnb-story li").all_inner_texts() == [line["text"] for line in story]

    seats = table.locator(".prnb-players .prnb-player-name")
    assert seats.all_inner_texts() == NAMES  # seats in place, whoever acts
    # the replay opens at the start of the game; "Last move" jumps to the game as it stands
    table.get_by_role("button", name="Replay the game").click()
    expect(bar).to_have_text("Replay: The start")
    steps = table.locator(".prnb-story-bar")
    height = steps.bounding_box()["height"]
    table.get_by_role("button", name="Last move").click()
    expect(bar).to_have_text(f"Replay: Move {moves} of {moves}, round 1, {story[moves - 1]['phase']}")
    expect(table.locator(".prnb-message-text")).to_have_text(story[moves - 1]["text"])
    assert seats.all_inner_texts() == NAMES
    for back in range(2, min(moves, 6) + 1):  # stepping back, the boards never change places
        table.get_by_role("button", name="Back a move").click()
        expect(table.locator(".prnb-message-text")).to_have_text(story[moves - back]["text"])
        assert seats.all_inner_texts() == NAMES, back
        assert steps.bounding_box()["height"] == height, back  # the bar keeps its height
    assert table.locator("button.prnb-legal").count() == 0  # a past position offers no choices
    table.get_by_role("button", name="Back to the game").click()
    expect(bar).to_have_count(0)
    expect(table.locator("button.prnb-legal").first).to_be_visible()
