"""The San Juan table's front end (static/sanjuan.js) in Debian's Chromium, through Playwright.

A small page on a localhost port loads the real ES module and stylesheet with a stand-in for
anywidget's model. Every message the page sends is handed to a real SanJuanTable in this
process, and the table's new traits are sent back, so each click makes the full round trip of
the widget except for the Jupyter comm itself (tests/e2e/test_lab.py covers that path).

Checked: the card table draws; choosing a role and building a card by clicking (the card, then
the card to pay with, then Build) send ``act`` messages with the right actions; a card you
cannot afford is aria-disabled, says why, and clicking it asks for the rule; a keyboard-only
move; a player's name that looks like HTML stays text; the dark theme; the hot seat's hidden
hand. Screenshots go to test-artifacts/e2e/sanjuan_*.png.
"""
from __future__ import annotations

import functools
import re
import http.server
import threading
from pathlib import Path

import pytest

import playwright.sync_api  # noqa: F401 (a missing test dependency fails the run)
import anywidget  # noqa: F401 (needed by what this module drives)

from puertorico_nb.games.san_juan import SanJuanGame  # noqa: E402
from puertorico_nb.games.san_juan.position import build_game  # noqa: E402
from puertorico_nb.widgets import SanJuanTable  # noqa: E402

from .servers import require_chromium  # noqa: E402
from .widget_page import watched_page  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "puertorico_nb" / "widgets" / "static"
ARTIFACTS = ROOT / "test-artifacts" / "e2e"
WAIT = 20_000  # ms: the longest any one step may take
XSS_NAME = "<img src=x onerror=alert(1)>"

require_chromium()  # a missing browser fails the run: make test installs it
pytestmark = pytest.mark.browser

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>San Juan table</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="sanjuan.css"></head>
<body style="margin:0"><div id="here"></div>
<script type="module">
import widget from "./sanjuan.js";
const traits = {};
const handlers = {};
window.sent = [];
window.alerted = false;
window.alert = () => { window.alerted = true; };
const model = {
  get: (name) => traits[name],
  set: (name, value) => { traits[name] = value; },
  save_changes: () => {},
  send: (content) => { window.sent.push(JSON.parse(JSON.stringify(content))); },
  on: (event, f) => { (handlers[event] ||= []).push(f); },
  off: (event, f) => { handlers[event] = (handlers[event] || []).filter((g) => g !== f); },
};
window.setTraits = (values) => {
  Object.assign(traits, values);
  for (const name of Object.keys(values)) for (const f of handlers[`change:${name}`] || []) f();
};
window.boot = (values) => {
  Object.assign(traits, values);
  widget.render({ model, el: document.getElementById("here") });
};
window.moduleLoaded = true;
</script></body></html>
"""

DARK = {"--jp-layout-color1": "#111111", "--jp-layout-color2": "#1e1e1e", "--jp-layout-color3": "#2a2a2a",
        "--jp-ui-font-color1": "#e6e6e6", "--jp-ui-font-color2": "#b0b0b0", "--jp-border-color1": "#555555",
        "--jp-brand-color1": "#4f9cf0"}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    root = tmp_path_factory.mktemp("sanjuan_page")
    # the module and stylesheet the widget ships: the shared helpers joined to San Juan's own files
    (root / "sanjuan.js").write_text(SanJuanTable._esm, encoding="utf-8")
    (root / "sanjuan.css").write_text(SanJuanTable._css, encoding="utf-8")
    (root / "index.html").write_text(PAGE, encoding="utf-8")

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):  # keep the test output clean
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(root)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/index.html"
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture()
def page(browser):
    with watched_page(browser, {"width": 1200, "height": 900}, WAIT) as page:
        yield page


def traits(table: SanJuanTable) -> dict:
    return {"view": table.view, "message": table.message, "history": table.history,
            "can_undo": table.can_undo, "undo_why": table.undo_why, "can_redo": table.can_redo,
            "recorded": table.recorded,
            "rule": table.rule, "rule_statement": table.rule_statement, "citation": table.citation}


def open_table(page, url, table) -> None:
    page.goto(url)
    page.wait_for_function("window.moduleLoaded === true")
    page.evaluate("values => window.boot(values)", traits(table))
    page.locator(".prnb-sj .prnb-header").wait_for()


def relay(page, table) -> list[dict]:
    """Hand the page's messages to the table, then send its traits back; return the messages."""
    sent = page.evaluate("window.sent.splice(0)")
    for content in sent:
        table.handle_message(content)
    page.evaluate("values => window.setTraits(values)", traits(table))
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    return sent


def shot(page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"sanjuan_{name}.png"), full_page=True)


def role_button(page, role: str):
    return page.locator(f'[data-nav=roles] button[data-choice$="choose_role {role}"]')


def hand_card(page, card: str):
    return page.locator("[data-nav=hand] button", has=page.locator(".prnb-card-name", has_text=re.compile(f"^{card}$", re.I)))


def builder_table(names=("Ana", "Bo", "Cy")) -> SanJuanTable:
    game = build_game({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
        0: {"hand": ["well", "archive", "palace", "smithy"]},
        1: {"hand": ["tower"]}, 2: {"hand": ["statue"]}}}})
    return SanJuanTable(game=game, names=list(names))


def test_the_table_draws_and_a_click_builds_a_card(page, server):
    table = builder_table()
    open_table(page, server, table)
    roles = page.locator(".prnb-roles button")
    assert roles.count() == 5
    assert page.locator(".prnb-player").count() == 3
    assert page.locator(".prnb-hand button, .prnb-hand .prnb-card").count() == 4
    shot(page, "01_table")

    role_button(page, "builder").click()
    [message] = relay(page, table)
    assert message["type"] == "act" and message["action"] == {"player": 0, "choose_role": "builder"}
    assert message["version"] == table.view["version"] - 1
    assert table.game.phase == "builder" and table.game.turn == 0

    # the palace costs 6 less 1: aria-disabled, with the engine's reason, and a click asks why
    palace = hand_card(page, "palace")
    assert palace.get_attribute("aria-disabled") == "true"
    # its description: the reason first, then what the palace does
    reason = page.locator(f"#{palace.get_attribute('aria-describedby').split()[0]}").text_content()
    assert reason.startswith("Not allowed:") and "sj.builder.cost" not in reason  # plain words
    palace.click(force=True)  # aria-disabled stays clickable: the click asks for the reason
    [ask] = relay(page, table)
    assert ask["type"] == "explain" and ask["action"]["build"] == "palace"
    message = page.locator(".prnb-message")
    assert message.locator(".prnb-message-text").text_content().startswith("Build the palace")
    # one short sentence; the rule and the book behind "why / where in the books"
    assert "sj.builder.cost" not in message.locator(".prnb-message-text").text_content()
    message.locator("summary").click()
    assert "sj.builder.cost" in message.locator(".prnb-why").inner_text()
    assert "Dutch rulebook" in message.locator(".prnb-why").inner_text()
    shot(page, "02_refused_card")

    hand_card(page, "well").click()
    hand_card(page, "archive").click()  # now: pay with the archive
    assert hand_card(page, "archive").get_attribute("aria-pressed") == "true"
    shot(page, "03_choosing_payment")
    page.locator("[data-choice='build-confirm']").click()
    [built] = relay(page, table)
    assert built["type"] == "act"
    assert built["action"] == {"player": 0, "build": "well", "pay": ["archive"]}
    assert "well" in table.game.state.players[0].buildings
    city = page.get_by_role("group", name="Ana's city")
    assert "Well" in city.text_content()  # labelled as a sentence begins its name
    assert not page.errors, page.errors
    shot(page, "04_after_building")


def test_keyboard_only_and_the_dark_theme(page, server):
    table = builder_table()
    open_table(page, server, table)
    page.evaluate("vars => { for (const [k, v] of Object.entries(vars)) document.body.style.setProperty(k, v); }", DARK)
    target = role_button(page, "councillor")
    # Tab reaches the role cards once (one Tab stop per group), the arrow keys go along them
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate("() => Boolean(document.activeElement?.closest('[data-nav=roles]'))"):
            break
    for _ in range(5):
        if target.evaluate("el => el === document.activeElement"):
            break
        page.keyboard.press("ArrowRight")
    assert target.evaluate("el => el === document.activeElement")
    shot(page, "05_keyboard_focus_dark")
    page.keyboard.press("Enter")
    [message] = relay(page, table)
    assert message["action"] == {"player": 0, "choose_role": "councillor"}
    background = page.locator(".prnb-sj").evaluate("el => getComputedStyle(el).backgroundColor")
    assert background == "rgb(17, 17, 17)"
    shot(page, "06_dark_theme_after_keyboard_move")
    assert not page.errors, page.errors


def test_undo_is_off_after_cards_were_drawn_and_says_why(page, server):
    """Issue 24, point 1: after the prospector's draw, Undo would show what comes next."""
    table = SanJuanTable(SanJuanGame(players=3, seed=1, governor=0), names=["Ana", "Bo", "Cy"])
    # projected: presenter mode on a 1024x768 screen, where the reason once had room for one letter a line
    page.set_viewport_size({"width": 1024, "height": 768})
    page.add_init_script("localStorage.setItem('prnb-presenter', 'on')")
    open_table(page, server, table)
    role_button(page, "prospector").click()
    relay(page, table)
    undo = page.locator("[data-control='undo']")
    assert undo.get_attribute("aria-disabled") == "true" and undo.get_attribute("title") == "cards were drawn since"
    # said in words too, not only in its tooltip, and described by it
    why = page.locator(".prnb-controls .prnb-undo-why")
    assert why.is_visible() and why.inner_text() == "Undo is off: cards were drawn since."  # a whole sentence
    assert undo.get_attribute("aria-describedby") == why.get_attribute("id")
    assert page.locator(".prnb-sj.prnb-presenter").count() == 1
    box = why.bounding_box()
    line = why.evaluate("el => parseFloat(getComputedStyle(el).lineHeight)")
    assert box["width"] >= 120 and box["height"] <= 2 * line + 2, (box, line)  # a line or two of words
    # under the controls, never squeezing them: they stay on one line, Undo whole and in view (beside
    # Undo the reason wrapped them to three lines and cut Undo)
    buttons = page.evaluate("() => [...document.querySelectorAll('.prnb-controls > button')].map((b) => {"
                            " const r = b.getBoundingClientRect(); return [r.top, r.bottom, r.left, r.right,"
                            " b.scrollWidth <= b.clientWidth + 1]; })")
    assert len({round(top) for top, *_ in buttons}) == 1, buttons
    assert all(whole and left >= 0 and right <= 1024 for _, _, left, right, whole in buttons), buttons
    assert box["y"] >= max(bottom for _, bottom, *_ in buttons) - 1, (box, buttons)
    undo.click(force=True)  # refused by the button itself: nothing is sent
    assert page.evaluate("window.sent.length") == 0 and not page.errors, page.errors


def test_an_html_looking_name_stays_text(page, server):
    table = builder_table(names=(XSS_NAME, "Bo", "Cy"))
    open_table(page, server, table)
    assert page.locator(".prnb-player-name").first.text_content() == XSS_NAME
    assert page.locator(".prnb-sj img").count() == 0
    assert page.evaluate("window.alerted") is False
    assert XSS_NAME in page.locator(".prnb-header").text_content()
    shot(page, "07_xss_name_as_text")


def test_hot_seat_hides_the_hand_until_asked(page, server):
    table = SanJuanTable(game=SanJuanGame(players=2, seed=3, governor=0), names=["Ana", "Bo"], hotseat=True)
    open_table(page, server, table)
    # the boards stay in seat order whoever's hand is shown (they moved each turn: the viewer's first)
    boards = page.locator(".prnb-players .prnb-player-name")
    assert page.locator(".prnb-hand").count() == 0 and boards.all_inner_texts() == ["Ana", "Bo"]
    shot(page, "08_hot_seat_hidden")
    # projected (presenter mode), the role cards keep their privileges while the hand is hidden
    page.locator("[data-control=presenter]").click()
    page.locator(".prnb-sj.prnb-presenter").wait_for()
    privileges = page.locator("[data-nav=roles] .prnb-role .prnb-muted")
    assert privileges.count() == 5 and all(p.is_visible() and "privilege" in p.inner_text() for p in privileges.all())
    page.locator("[data-control=presenter]").click()
    page.locator(".prnb-sj:not(.prnb-presenter)").wait_for()
    page.get_by_role("button", name="Show hand of Ana").click()
    relay(page, table)
    assert page.locator(".prnb-hand").count() == 1 and boards.all_inner_texts() == ["Ana", "Bo"]
    role_button(page, "prospector").click()
    relay(page, table)
    assert table.game.turn == 1
    assert page.locator(".prnb-hand").count() == 0
    page.get_by_role("button", name="Show hand of Bo").click()
    relay(page, table)
    assert boards.all_inner_texts() == ["Ana", "Bo"]
    # Bo's hand is beside the choices, under the message, not in a board that moved up
    assert page.locator(".prnb-decide .prnb-hand").count() == 1
    assert page.locator(".prnb-player.prnb-viewer .prnb-player-name").inner_text() == "Bo"
    shot(page, "09_hot_seat_next_player")
    assert not page.errors, page.errors


# -- the walkthrough and the recorder, for San Juan (issue: one game-neutral core) ---------------
EXAMPLES = ROOT / "puertorico_nb" / "rulings" / "examples"


def test_a_san_juan_ruling_steps_through_in_the_walkthrough(page, server):
    from puertorico_nb.widgets import WalkthroughWidget

    walk = WalkthroughWidget(EXAMPLES / "sanjuan_crane.yaml", names=["Ana", "Bo", "Cy", "Dee"])
    assert type(walk).__name__ == "SanJuanWalkthrough" and len(walk.frames) > 2
    page.goto(server)
    page.wait_for_function("window.moduleLoaded === true")
    page.evaluate("values => window.boot(values)", {
        "kind": "walkthrough", "title": walk.title, "description": walk.description, "source": walk.source,
        "frames": walk.frames, "step": 0, "view": walk.view})
    page.locator(".prnb-sj [data-control='next']").wait_for()
    assert "Step 0 of" in page.locator(".prnb-sj").inner_text()
    for step in range(1, 3):
        page.locator(".prnb-sj [data-control='next']").click()
        # the page moves `step`; the Python side answers with that step's table
        assert page.evaluate("window.sent.length") == 0
        walk.step = step
        page.evaluate("values => window.setTraits(values)", {"step": walk.step, "view": walk.view})
        # (the walkthrough redraws on the next frame: wait for it, then read the whole step)
        page.locator(".prnb-sj", has_text=f"Step {step} of").wait_for()
        text = page.locator(".prnb-sj").inner_text()
        assert f"Step {step} of" in text and walk.frames[step]["narration"][:30] in text
    page.keyboard.press("Tab")
    page.locator(".prnb-sj").press("ArrowLeft")
    assert page.evaluate("window.sent.length") == 0 and not page.errors
    shot(page, "walkthrough")


def test_a_san_juan_game_at_the_table_records_to_a_ruling_check_passes(page, server):
    import random

    import puertorico_nb

    game = SanJuanGame(players=2, seed=7, governor=0)
    table = SanJuanTable(game=game, names=["Ana", "Bo"], bots=[])  # both seats play in the open
    rng = random.Random(3)
    for _ in range(12):
        table.game.play_random(rng)
    table.refresh()
    open_table(page, server, table)
    page.locator("[data-control='record']").click()
    relay(page, table)
    area = page.locator("textarea.prnb-recorded")
    area.wait_for()
    text = area.input_value()
    assert text == table.recorded and "game: san_juan" in text
    report = puertorico_nb.check(text)
    assert report.exit_code == 0, str(report)
    assert not page.errors
    shot(page, "recorded")


def test_a_face_down_good_shows_the_goods_name_in_the_tables_language(page, server):
    """A good lying on a production building reads "상품 (인디고, 뒷면)" at a Korean table, not its id."""
    import random

    from puertorico_nb.core.language import component_name

    game = SanJuanGame(players=2, seed=3)
    rng = random.Random(3)
    while not any(any(player.goods) for player in game.state.players):
        game.apply(game.legal_actions().random(rng))
    table = SanJuanTable(game=game, names=["Ana", "Bo"], bots=[], language="ko")  # every city is in view
    open_table(page, server, table)
    lying = page.locator(".prnb-goodcard")
    lying.first.wait_for()
    goods = {component_name("good", good, language="ko") for good in ("indigo", "sugar", "tobacco", "coffee", "silver")}
    texts = lying.all_inner_texts()
    assert texts and all(text.startswith("상품 (") and any(good in text for good in goods) for text in texts), texts
    assert not any(re.search(r"[a-z]{3,}", text) for text in texts), texts
    shot(page, "good_in_korean")
