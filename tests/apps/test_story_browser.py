"""Every move shown, in real Voila pages with the classroom set-up, driven through Debian's
Chromium: a game of bots set on the start page plays out move by move (paused, then stepped with
Next), each move's sentence in the message area and the piece it changed outlined; at the end
"What happened" holds every move by round and phase and downloads as the same text the session
writes; the replay steps back to the start and forward again without changing the game, then
returns to it. axe-core finds nothing serious in these states, light and dark. Every expected
value comes from the same game played by a session in this process."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

import voila as _voila  # noqa: F401 (the app server this module drives)
from playwright.sync_api import expect

from puertorico_nb.session import SanJuanSession
from puertorico_nb.session.setup import read_settings

from .voila_server import Voila, shot
from e2e.axe import serious_violations
from e2e.servers import require_chromium

ROOT = Path(__file__).resolve().parents[2]
WAIT = 120_000
expect.set_options(timeout=WAIT)
CHOICES = {"players": 2, "names": ["Ana", "Bo"], "seats": ["random", "random"], "seed": 3}

require_chromium()
pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    home = tmp_path_factory.mktemp("story")
    root = home / "apps"
    root.mkdir()
    shutil.copy(ROOT / "apps" / "san_juan.ipynb", root)
    server = Voila(root, home).start()
    yield server
    server.stop()


@pytest.fixture()
def page(browser):
    # the pace a teacher would choose first: each bot move on screen for a second and a half
    context = browser.new_context(viewport={"width": 1366, "height": 768}, accept_downloads=True)
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith("http://127.0.0.1")
                  else route.abort())
    page = context.new_page()
    page.set_default_timeout(WAIT)
    yield page
    context.close()


def expected_game():
    return SanJuanSession(**read_settings("san_juan", CHOICES).table_arguments())


def start_a_game_of_bots(page, voila, theme: str = ""):
    page.goto(voila.url("voila/render/san_juan.ipynb" + (f"?theme={theme}" if theme else "")))
    form = page.locator(".prnb-start form")
    form.get_by_label("2", exact=True).check()
    for seat, name in enumerate(CHOICES["names"], start=1):
        form.get_by_label(f"Seat {seat} name").fill(name)
        form.get_by_label(f"Seat {seat} played by").select_option("random")
    form.get_by_label("Seed").fill(str(CHOICES["seed"]))
    form.get_by_role("button", name="Start the game").click()
    table = page.locator(".prnb-sj.prnb-live").first
    # the bots played the whole game as it was set; the table plays it out, one move at a time
    pause = table.get_by_role("button", name="Pause")
    pause.click()
    table.get_by_role("button", name="Play on").wait_for()
    return table


def no_serious_violations(page) -> None:
    found = serious_violations(page, ".prnb-sj.prnb-live")
    assert found == [], "\n".join(found)


def where(table) -> str:
    return table.locator(".prnb-story-where").inner_text()


def test_a_game_of_bots_stepped_move_by_move_then_told_whole_and_replayed(voila, page):
    session = expected_game()
    story, moves = session.story, len(session.game.log)
    assert session.game.game_over and len(story) == moves
    table = start_a_game_of_bots(page, voila)
    no_serious_violations(page)
    message = table.locator(".prnb-message-text")
    shown_now = re.search(r"move (\d+) of", where(table))
    at = int(shown_now.group(1)) if shown_now else 0  # paused at the start or a few moves in
    built_and_outlined = built = 0
    for move in range(at + 1, moves + 1):
        table.get_by_role("button", name="Next move").click()
        expect(table.locator(".prnb-story-where")).to_have_text(f"The bots move: move {move} of {moves}")
        line = story[move - 1]
        assert message.inner_text() == line["text"]
        card = re.match(r"\w+ builds an? ([a-z ]+), paying", line["text"])
        if card:
            built += 1
            outlined = " ".join(table.locator(".prnb-changed").all_inner_texts()).lower()
            built_and_outlined += card.group(1) in outlined
        if move == moves // 2:
            shot(page, "story_stepping")
    assert built >= 5 and built_and_outlined == built  # each building built is outlined where it stands
    # past the last move: back to the game as it stands, which is over
    table.get_by_role("button", name="Next move").click()
    expect(table.get_by_role("button", name="Skip to the game")).to_have_count(0)
    assert table.locator(".prnb-story-bar").get_by_role("button").count() == 0

    # "What happened": every move, grouped by round and phase, and the same text to download
    table.locator(".prnb-log > summary").click()
    lines = table.locator(".prnb-story li")
    lines.nth(moves - 1).wait_for()
    assert lines.count() == moves
    assert lines.all_inner_texts() == [line["text"] for line in story]
    assert table.locator(".prnb-story h5").count() == session.game.state.round
    no_serious_violations(page)
    with page.expect_download() as download:
        table.get_by_role("button", name="Download as text").click()
    assert Path(download.value.path()).read_text(encoding="utf-8") == session.story_text()

    # the replay: from the start forward, to the last move and back, then the game again, unchanged
    # the replay opens at the start of the game, as its words say
    table.get_by_role("button", name="Replay the game").click()
    bar = table.locator(".prnb-story-where")
    expect(bar).to_have_text("Replay: The start")
    assert message.inner_text() == "The start of the game."
    steps = table.locator(".prnb-story-bar")
    height = steps.bounding_box()["height"]
    no_serious_violations(page)
    shot(page, "story_replay_start")
    table.get_by_role("button", name="Forward a move").click()
    expect(bar).to_contain_text(f"Replay: Move 1 of {moves}")
    assert message.inner_text() == story[0]["text"]
    assert steps.bounding_box()["height"] == height  # the bar keeps its height from step to step
    table.get_by_role("button", name="Last move").click()
    expect(bar).to_contain_text(f"Replay: Move {moves} of {moves}")
    assert message.inner_text() == story[moves - 1]["text"]
    table.get_by_role("button", name="Back a move").click()
    expect(bar).to_contain_text(f"Replay: Move {moves - 1} of {moves}")
    assert steps.bounding_box()["height"] == height
    table.get_by_role("button", name="Back to the game").click()
    expect(table.get_by_role("button", name="Back to the game")).to_have_count(0)
    assert "(winner)" in table.inner_text()  # the game as it stands: over, with its score sheet


def test_stepping_and_replaying_are_accessible_in_the_dark_theme(voila, page):
    table = start_a_game_of_bots(page, voila, theme="dark")
    page.wait_for_selector("body[data-jp-theme-light='false']", state="attached")
    table.get_by_role("button", name="Next move").click()
    no_serious_violations(page)
    table.get_by_role("button", name="Skip to the game").click()
    table.locator(".prnb-log > summary").click()
    table.get_by_role("button", name="Replay the game").click()
    table.get_by_role("button", name="Back to the game").wait_for()
    table.locator(".prnb-story li").first.wait_for()
    no_serious_violations(page)
    shot(page, "story_replay_dark")
