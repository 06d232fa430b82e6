"""The tables a class plays on, in Debian's Chromium at a classroom screen's size (1366x768).

Each table's real front end runs on a plain localhost page (tests/e2e/widget_page.py); every
click goes to a real widget in this process and its new traits come back. Checked: every choice of
the player to act is in view without scrolling in every phase; after a move the focus lands on
the likeliest next choice and Tab goes by groups; the mayor arranges colonists by clicking
circles, and the captain's storage is chosen by toggling barrels; axe-core finds no serious or
critical problem in either table or the rules browser, in the light and the dark theme.
Screenshots go to test-artifacts/e2e/table_*.png.
"""
from __future__ import annotations

import copy
import random
import re
from pathlib import Path

import pytest

import playwright.sync_api  # noqa: F401 (a missing test dependency fails the run)
import anywidget  # noqa: F401 (needed by what this module drives)

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.widgets import RuleSearch, SanJuanTable, TableWidget

from .axe import serious_violations
from .servers import require_chromium
from .widget_page import open_widget, relay, serve, settle, watched_page

require_chromium()  # a missing browser fails the run: make test installs it
pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "e2e"
WAIT = 20_000  # ms: the longest any one step may take
SCREEN = {"width": 1366, "height": 768}
NAMES = ["Ana", "Bo", "Cy", "Di"]

# every legal choice on the page, with its box (the table's own buttons only); the market's
# buildings when the builder's panel beside the message repeats them are left out: the panel's
# buttons are those choices' controls in view
LEGAL_BOXES = """() => [...document.querySelectorAll('#here button.prnb-legal')].filter((b) =>
  !(b.closest('.prnb-market') && document.querySelector('#here .prnb-buildable'))).map((b) => {
  const r = b.getBoundingClientRect();
  return { label: b.getAttribute('aria-label') || b.textContent, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
})"""


@pytest.fixture()
def page(browser):
    with watched_page(browser, SCREEN, WAIT) as page:
        yield page


def shot(page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"table_{name}.png"))


def out_of_view(page) -> list[dict]:
    """The legal choices not wholly inside the window as it is (nothing scrolled)."""
    assert page.evaluate("() => window.scrollX === 0 && window.scrollY === 0")
    return [b for b in page.evaluate(LEGAL_BOXES)
            if b["top"] < 0 or b["left"] < 0 or b["bottom"] > SCREEN["height"] or b["right"] > SCREEN["width"]]


# the outline of the focused element and of another legal choice of the same kind (unfocused)
RINGS = """(selector) => {
  const ring = (el) => {
    const c = getComputedStyle(el);
    return { style: c.outlineStyle, width: c.outlineWidth, colour: c.outlineColor };
  };
  const focused = document.activeElement;
  const other = [...document.querySelectorAll(selector)].find((b) => b !== focused);
  return { focused: ring(focused), other: other ? ring(other) : null, visible: focused.matches(':focus-visible') };
}"""


def assert_focus_ring_shows(page, legal_selector: str) -> None:
    """The focused choice wears the focus ring (3px in the text colour), which an unfocused legal
    choice of the same kind does not: the focus is visible against the blue mark of a legal choice."""
    rings = page.evaluate(RINGS, legal_selector)
    assert rings["visible"], rings
    assert rings["focused"]["style"] == "solid" and rings["focused"]["width"] == "3px", rings
    assert rings["other"] is not None, f"no other legal choice matches {legal_selector}"
    assert rings["focused"]["colour"] != rings["other"]["colour"], rings


def click_without_scrolling(page, selector: str) -> None:
    # a person's click on what is on screen: never scrolls the page first (Playwright's would)
    page.locator(selector).first.evaluate("el => el.click()")


def play_checking_choices_in_view(page, table, game: str, rng, clicks: int, wanted: set) -> dict:
    """Click through `table`'s game (a role at random; then each decision its likeliest way, the
    choice the table marks data-next, else any legal choice at random), checking before every click
    that each legal choice is in view; screenshot each phase once. Returns the clicks per phase."""
    checked: dict[str, int] = {}
    page.locator(f".prnb-{game} .prnb-header").wait_for()
    for _ in range(clicks):
        if table.game.game_over or wanted <= set(checked):
            break
        phase = table.game.state.phase
        hidden = out_of_view(page)
        assert hidden == [], f"{phase}: choices out of view: {hidden}"
        if phase not in checked:
            shot(page, f"{'sj_' if game == 'sj' else ''}in_view_{phase}")
        checked[phase] = checked.get(phase, 0) + 1
        legal = page.locator("#here button.prnb-legal")
        assert legal.count() > 0, f"{phase}: no legal choice on the table"
        marked = page.locator("#here button.prnb-legal[data-next]")
        target = marked.first if phase != "role_choice" and marked.count() else legal.nth(rng.randrange(legal.count()))
        target.evaluate("el => el.click()")
        relay(page, table)
    return checked


def test_every_choice_of_the_player_to_act_is_in_view_in_every_phase(page, tmp_path):
    table = TableWidget(players=4, seed=3, names=NAMES, bots=[])
    wanted = {"role_choice", "settler", "mayor", "builder", "craftsman", "trader", "captain"}
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        checked = play_checking_choices_in_view(page, table, "pr", random.Random(3), 400, wanted)
    assert wanted <= set(checked), f"phases never reached: {wanted - set(checked)}"
    assert not page.errors, page.errors


def test_after_a_move_the_focus_is_on_the_next_likely_choice_and_tab_goes_by_groups(page, tmp_path):
    table = TableWidget(players=4, seed=3, names=NAMES, bots=[])
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator(".prnb-header").wait_for()
        # keyboard only: Tab reaches the roles once, the arrow keys go along them
        for _ in range(15):
            page.keyboard.press("Tab")
            if page.evaluate("() => document.activeElement?.closest('[data-nav]')?.dataset.nav") == "roles":
                break
        else:
            pytest.fail("Tab never reached the role cards")
        # seven cards, one Tab stop: the info line says the arrow keys reach the rest (and only once)
        said = page.locator("#here .prnb-hint-text").inner_text()
        assert said.endswith("Arrow keys choose within “Roles”.") and said.count("Arrow keys") == 1, said
        for _ in range(8):
            if page.evaluate("() => document.activeElement?.textContent").startswith("Builder"):
                break
            page.keyboard.press("ArrowRight")
        assert_focus_ring_shows(page, "#here [data-nav=roles] button.prnb-legal")
        page.keyboard.press("Enter")
        relay(page, table)
        assert table.game.state.phase == "builder"
        # the focus moved to a building Ana may build, not to the status line
        focused = page.evaluate("() => ({ label: document.activeElement?.title, "
                                "legal: document.activeElement?.classList.contains('prnb-legal'), "
                                "group: document.activeElement?.closest('[data-nav]')?.dataset.nav })")
        assert focused["legal"] and focused["group"] == "buildable", focused  # the builder's panel
        assert focused["label"].startswith("Build ")
        shot(page, "focus_after_move")
        # Pass is a few Tabs away, not dozens
        for _ in range(8):
            page.keyboard.press("Tab")
            if page.evaluate("() => document.activeElement?.textContent") == "Pass":
                break
        else:
            pytest.fail("Pass is more than 8 Tabs from the focused building")
        # a key handled by the table stops there (JupyterLab never sees it)
        seen_by_page = page.evaluate("""() => new Promise((resolve) => {
            let reached = false;
            const spy = () => { reached = true; };
            document.addEventListener('keydown', spy);
            const group = document.querySelector('[data-nav=buildings] button.prnb-legal');
            group.focus();
            group.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
            document.removeEventListener('keydown', spy);
            resolve(reached);
        })""")
        assert seen_by_page is False
    assert not page.errors, page.errors


def test_in_a_small_group_every_choice_is_a_tab_stop(page, tmp_path):
    """Three players choose among six roles: Tab goes from each free role card to the next (it went
    from the first straight out of the group, the arrow keys reaching the others with nothing saying
    so); the arrow keys still move along them. The market's long group keeps one Tab stop."""
    table = TableWidget(players=3, seed=3, names=NAMES[:3], bots=[])
    free = [role["title"] for role in table.view["roles"] if role["taken_by"] is None]
    assert len(free) == 6
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator("#here [data-nav=roles] button.prnb-legal").first.focus()
        reached = [page.evaluate("() => document.activeElement.querySelector('.prnb-role-name').textContent")]
        for _ in range(5):
            page.keyboard.press("Tab")
            reached.append(page.evaluate("() => document.activeElement.querySelector('.prnb-role-name')?.textContent"))
        assert reached == free, reached
        page.keyboard.press("ArrowLeft")
        assert page.evaluate("() => document.activeElement.textContent").startswith(free[-2])
        stops = page.evaluate("() => [...document.querySelectorAll('#here [data-nav=buildings] button')]"
                              ".filter((b) => b.tabIndex === 0).length")
        assert stops == 1
    assert not page.errors, page.errors


def test_the_message_says_what_the_bots_did_and_what_happened_stays_open(page, tmp_path):
    table = TableWidget(players=4, seed=3, names=NAMES, bots=[1, 2, 3])
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        log = page.locator("#here details.prnb-log")
        assert log.get_attribute("open") is None  # closed until someone opens it
        log.locator("summary").click()
        settle(page)  # the toggle event (which the table remembers) comes a task after the click
        # the prospector: no phase of Ana's own follows, the bots play on until her turn comes back
        page.locator("#here [data-nav=roles] button.prnb-legal", has_text="Prospector").first.evaluate("el => el.click()")
        relay(page, table)
        message = page.locator("#here .prnb-message-text").inner_text()
        assert message.startswith("Ana chooses") and " Then Bo " in message, message
        # still open after the redraw, showing every move since
        assert log.get_attribute("open") is not None
        assert log.locator("li").count() == len(table.game.log)
        log.locator("summary").click()  # closed by the user: stays closed after the next move
        settle(page)
        page.locator("#here button.prnb-legal").first.evaluate("el => el.click()")
        relay(page, table)
        assert log.get_attribute("open") is None
    assert not page.errors, page.errors


def test_with_four_bots_every_message_fits_the_message_area_or_says_there_is_more(page, tmp_path):
    # five players, four of them bots: many bot moves come between two of Ana's decisions; a
    # message longer than the area (every role and build said) says "more below"
    # At 1024x768, clicked as a person does (the page scrolled to the choice): after every move who
    # acts and the message are in view with the next choices, and a round begun since is said there
    # (a teacher saw "To act" and the bots' sentence above the view, and no new round announced)
    table = TableWidget(players=5, seed=3, names=[*NAMES, "Ed"], bots=[1, 2, 3, 4])
    page.set_viewport_size({"width": 1024, "height": 768})
    fits = """() => { const t = document.querySelector('#here .prnb-message-text');
      const more = document.querySelector('#here .prnb-message .prnb-more');
      return [t.textContent, t.scrollHeight, t.clientHeight, Boolean(more && !more.hidden)]; }"""
    in_view = """(selector) => [...document.querySelectorAll(selector)].map((el) => {
      const r = el.getBoundingClientRect(); return [el.textContent, r.top >= 0 && r.bottom <= innerHeight]; })"""
    seen, rounds = [], []
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        for _ in range(30):
            if table.game.game_over:
                break
            round_before = table.game.state.round
            likeliest = page.locator("#here button.prnb-legal[data-next]")
            choice = likeliest if likeliest.count() else page.locator("#here button.prnb-legal")
            choice.first.click()
            relay(page, table)
            settle(page)
            text, scroll, client, more = page.evaluate(fits)
            assert text == table.message and (scroll <= client or more), (text, scroll, client)
            seen.append(text)
            round_now = table.game.state.round
            assert page.evaluate(in_view, "#here .prnb-header .prnb-badge-act") == [["To act: Ana", True]], text
            assert page.evaluate(in_view, "#here .prnb-message")[0][1], text
            said = page.evaluate(in_view, "#here .prnb-header .prnb-badge-round")
            assert said == ([[f"Round {round_now} begins", True]] if round_now != round_before else []), (said, text)
            rounds.append(round_now)
    assert sum("(more in What happened)" in text for text in seen) >= 5, seen  # the long case, often
    assert len(set(rounds)) >= 3, rounds  # new rounds were said
    assert not page.errors, page.errors


BOX = """(selector) => { const r = document.querySelector(selector).getBoundingClientRect();
  return [r.top, r.left, r.bottom, r.right]; }"""


@pytest.mark.parametrize("kind", ["puerto_rico", "san_juan"])
def builder_turn(kind: str):
    """(table, a refused choice, a legal one) at the person's builder turn, a table of either game."""
    if kind == "puerto_rico":
        table = TableWidget(players=4, seed=5, names=NAMES, bots=[1, 2, 3])
        table.act({"player": 0, "choose_role": "builder"})
        return table, "#here [data-nav=buildings] button[aria-disabled=true]", "#here [data-nav=buildings] button.prnb-legal"
    from puertorico_nb.games.san_juan.position import build_game as build_san_juan

    game = build_san_juan({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
        0: {"hand": ["palace", "guild_hall", "smithy", "well"]}, 1: {}, 2: {}}}})
    table = SanJuanTable(game, names=NAMES[:3], bots=[1, 2])
    table.act({"player": 0, "choose_role": "builder"})
    return table, "#here .prnb-hand button[aria-disabled=true]", "#here .prnb-hand button.prnb-legal"


# the message area's parts as drawn: the text's box and how many whole lines it shows, and the
# pairs of its parts (text, "why" summary, "more below") whose boxes overlap
MESSAGE_PARTS = """() => {
  const box = document.querySelector('#here .prnb-message');
  const text = box.querySelector('.prnb-message-text');
  const parts = [text, box.querySelector('.prnb-why summary'), box.querySelector('.prnb-more:not([hidden])')]
    .filter(Boolean).map((el) => [el.className || el.tagName, el.getBoundingClientRect()]);
  const over = [];
  for (const [i, [a, r]] of parts.entries()) for (const [b, q] of parts.slice(i + 1))
    if (r.left < q.right - 1 && q.left < r.right - 1 && r.top < q.bottom - 1 && q.top < r.bottom - 1) over.push(`${a} / ${b}`);
  const line = parseFloat(getComputedStyle(text).lineHeight);
  return { lines: text.clientHeight / line, over };
}"""


@pytest.mark.parametrize("kind", ["puerto_rico", "san_juan"])
def test_a_refusal_and_its_why_never_move_the_table(page, tmp_path, kind):
    table, refused, watched = builder_turn(kind)
    if kind == "puerto_rico":  # projected at 1024 px, where the controls under it drew over its second line
        page.set_viewport_size({"width": 1024, "height": 768})
        page.add_init_script("localStorage.setItem('prnb-presenter', 'on')")
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator(watched).first.wait_for()
        before = page.evaluate(BOX, watched)
        page.locator(refused).first.evaluate("el => el.click()")
        relay(page, table)
        assert table.rule and page.locator("#here .prnb-message-text").inner_text().strip(), table.message
        # two whole lines of the refusal, with nothing drawn over them ("why", "more below")
        parts = page.evaluate(MESSAGE_PARTS)
        assert parts["lines"] >= 1.95 and parts["over"] == [], parts
        # each barrel chip of the supply on one line ("corn 10" broke in two at 1024 px)
        chips = page.evaluate("() => [...document.querySelectorAll('#here .prnb-barrel')].map((el) => [el.textContent,"
                              " el.getClientRects().length, el.offsetHeight / parseFloat(getComputedStyle(el).lineHeight)])")
        assert all(rects == 1 and lines < 1.5 for _, rects, lines in chips) and (chips or kind == "san_juan"), chips
        assert page.evaluate(BOX, watched) == before  # the refusal and its summary line took no room
        why = page.locator("#here .prnb-why")
        why.locator("summary").click()
        settle(page)
        body = why.locator(".prnb-why-body")
        assert body.is_visible() and table.rule in body.inner_text()
        assert page.evaluate(BOX, watched) == before  # the opened body floats over the table
        assert page.evaluate(BOX, "#here .prnb-why-body")[0] >= page.evaluate(BOX, "#here .prnb-message")[2] - 1
        shot(page, f"why_open_{kind}")
        page.keyboard.press("Escape")  # closes it, and the focus stays on its summary
        assert why.get_attribute("open") is None
        assert page.evaluate("() => document.activeElement.tagName") == "SUMMARY"
        why.locator("summary").click()
        why.locator("summary").click()  # a second click closes it too
        assert why.get_attribute("open") is None
        assert page.evaluate(BOX, watched) == before
    assert not page.errors, page.errors


# the focused element, and whether it is what a pointer at its centre would reach (not covered)
FOCUSED_SEEN = """() => { const a = document.activeElement; const r = a.getBoundingClientRect();
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return { tag: a.tagName, inWhy: Boolean(a.closest('.prnb-why')), seen: Boolean(top) && (top === a || a.contains(top)) }; }"""


@pytest.mark.parametrize("kind", ["puerto_rico", "san_juan"])
def test_the_why_disclosure_closes_from_outside_and_never_hides_the_focus(page, tmp_path, kind):
    table, refused, _ = builder_turn(kind)
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator(refused).first.evaluate("el => el.click()")
        relay(page, table)
        why = page.locator("#here .prnb-why")
        summary = why.locator("summary")

        def opened() -> bool:
            return why.evaluate("el => el.open")

        def open_by_keyboard() -> None:
            summary.focus()
            page.keyboard.press("Enter")
            settle(page)
            assert opened()

        # Tab out of it: it closes, and the choice focused is not under its body (open, the body
        # covers the controls just below the message area: Pass, or Undo and Redo)
        open_by_keyboard()
        for _ in range(4):
            page.keyboard.press("Tab")
            if not page.evaluate(FOCUSED_SEEN)["inWhy"]:
                break
        focused = page.evaluate(FOCUSED_SEEN)
        assert not focused["inWhy"] and not opened()
        assert focused["seen"], focused
        # Shift+Tab out of it, backwards, closes it too
        open_by_keyboard()
        page.keyboard.press("Shift+Tab")
        assert not page.evaluate(FOCUSED_SEEN)["inWhy"] and not opened()
        # Escape with the focus outside it: a click on the body's text moves the focus to the
        # message area around it, and leaves it open
        open_by_keyboard()
        why.locator(".prnb-why-body p").first.click()
        assert opened() and not page.evaluate(FOCUSED_SEEN)["inWhy"]
        page.keyboard.press("Escape")
        assert not opened()
        # a press anywhere outside it (here on the message) closes it, and moves nothing
        open_by_keyboard()
        before = page.evaluate(BOX, "#here .prnb-message")
        page.locator("#here .prnb-message-text").click()
        assert not opened() and page.evaluate(BOX, "#here .prnb-message") == before
        # Escape inside still closes it and keeps the focus on its summary
        open_by_keyboard()
        page.keyboard.press("Escape")
        assert not opened() and page.evaluate(FOCUSED_SEEN)["tag"] == "SUMMARY"
    assert not page.errors, page.errors


def test_at_role_choice_tab_reaches_the_role_cards_before_declining_a_privilege(page, tmp_path):
    table = TableWidget(players=4, seed=5, names=NAMES, bots=[1, 2, 3])
    declined = [c for c in table.view["actions"] if c["action"].get("privilege") is False]
    assert declined and declined[0].get("base"), "this position offers the mayor without the extra colonist"
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator(".prnb-header").wait_for()
        for _ in range(15):
            page.keyboard.press("Tab")
            if page.evaluate("() => document.activeElement?.matches('button.prnb-legal')"):
                break
        else:
            pytest.fail("Tab never reached a choice")
        first = page.evaluate("() => ({ text: document.activeElement.textContent, "
                              "card: document.activeElement.classList.contains('prnb-role') })")
        assert first["card"] and first["text"].startswith("Settler"), first
        # the declined form is no button of its own: a switch beside the choices, then the card
        order = page.evaluate("() => [...document.querySelectorAll('[data-nav=roles] button')].map((b) => b.textContent)")
        assert not any(t.startswith("Mayor,") for t in order), order
        switch = page.get_by_role("checkbox", name="Take the mayor's extra colonist")
        assert not switch.is_visible()
        page.locator("[data-control=benefits]").click()
        switch.uncheck()
        page.locator("[data-nav=roles] button.prnb-legal", has_text="Mayor").click()
        relay(page, table)
    assert table.game.log[0].to_mapping() == declined[0]["action"]
    assert not page.errors, page.errors


NARROW = {"width": 768, "height": 1024}
CLIPPED_NAMES = """() => [...document.querySelectorAll('#here .prnb-tile-name')].filter((e) => {
  const tile = e.closest('.prnb-tile').getBoundingClientRect();
  return e.scrollWidth > e.clientWidth + 0.5 || e.getBoundingClientRect().right > tile.right + 0.5;
}).map((e) => e.textContent)"""


def test_at_768_px_the_board_comes_first_when_the_choices_are_on_it(browser, tmp_path):
    from puertorico_nb.rulings.position import build_game

    game = build_game({"players": 4, "setup": {"players": {
        0: {"island": ["tobacco", "coffee", "tobacco", "sugar", "indigo", "corn", "quarry"], "doubloons": 6},
        1: {"island": ["tobacco", "coffee"]}}}})
    table = TableWidget(game, names=NAMES, bots=[])
    with watched_page(browser, NARROW, WAIT) as page, serve(tmp_path, table) as url:
        open_widget(page, url, table, dark=True)
        page.locator(".prnb-header").wait_for()
        for role in ("settler", "builder"):
            table.act({"player": table.game.turn, "choose_role": role})
            relay(page, table)
            boxes = page.evaluate(LEGAL_BOXES)
            assert len(boxes) > 2
            hidden = [b["label"] for b in boxes if b["top"] < 0 or b["bottom"] > NARROW["height"] or b["right"] > NARROW["width"]]
            assert hidden == [], f"{role}: choices below the fold at 768 px: {hidden}"
            shot(page, f"narrow_{role}")
            # the names of island tiles are whole ("tobacco", not "tobacc")
            assert page.evaluate(CLIPPED_NAMES) == []
            while table.game.state.phase == role:
                table.act(table.game.legal_actions().random(random.Random(1)))
        assert not page.errors, page.errors


def test_focus_leaves_a_choice_that_was_legal_and_is_refused_after_a_redraw(page, tmp_path):
    # after a move, the same choice may be on offer again but refused (the quarry once the bots
    # have played round to the same player): the focus goes on to the likeliest next choice
    table = TableWidget(players=4, seed=3, names=NAMES, bots=[])
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator("#here [data-nav=roles] button.prnb-legal").first.focus()
        focused = page.evaluate("() => document.activeElement.dataset.choice")
        view = copy.deepcopy(table.view)
        for choice in view["actions"]:
            if choice["id"] == focused.split("#")[0]:
                choice.update(legal=False, why="someone took it")
        view["version"] += 1
        page.evaluate("values => window.setTraits(values)", {"view": view})
        settle(page)
        now = page.evaluate("() => ({ choice: document.activeElement.dataset.choice, "
                            "legal: document.activeElement.classList.contains('prnb-legal') })")
        assert now["legal"] and now["choice"] != focused, now
        # a refused choice that was focused stays focused (its reason is being read)
        page.locator(f'#here [data-choice="{focused}"]').focus()
        view["version"] += 1
        page.evaluate("values => window.setTraits(values)", {"view": view})
        settle(page)
        assert page.evaluate("() => document.activeElement.dataset.choice") == focused
    assert not page.errors, page.errors


def test_a_long_message_scrolls_inside_the_reserved_area(page, tmp_path):
    table = TableWidget(players=4, seed=3, names=NAMES, bots=[])
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator(".prnb-header").wait_for()
        empty = page.evaluate(BOX, "#here .prnb-message")
        roles = page.evaluate(BOX, "#here [data-nav=roles]")
        text = page.locator("#here .prnb-message-text")
        # no message: no box (its room is kept, so the first message moves nothing)
        drawn = "sel => getComputedStyle(document.querySelector(sel)).backgroundColor"
        assert page.evaluate(drawn, "#here .prnb-message") == "rgba(0, 0, 0, 0)"
        assert text.get_attribute("tabindex") is None  # nothing to scroll: no Tab stop
        table._say("A long message that goes on. " * 40)
        relay(page, table)
        assert page.evaluate(BOX, "#here .prnb-message") == empty and page.evaluate(BOX, "#here [data-nav=roles]") == roles
        assert page.evaluate(drawn, "#here .prnb-message") != "rgba(0, 0, 0, 0)"
        assert text.evaluate("el => el.scrollHeight > el.clientHeight")
        assert text.get_attribute("tabindex") == "0"  # a keyboard user can reach it and scroll it
    assert not page.errors, page.errors


def test_the_focus_ring_shows_on_a_san_juan_role_card(page, tmp_path):
    table = SanJuanTable(SanJuanGame(players=3, seed=7, governor=0), names=NAMES[:3], bots=[1, 2])
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator("#here .prnb-roles").wait_for()
        for _ in range(15):
            page.keyboard.press("Tab")
            if page.evaluate("() => document.activeElement?.matches('button.prnb-on-table.prnb-legal')"):
                break
        else:
            pytest.fail("Tab never reached a legal card on the table")
        assert_focus_ring_shows(page, "#here button.prnb-on-table.prnb-legal")
    assert not page.errors, page.errors


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_axe_finds_nothing_serious_on_either_table_or_the_rules_browser(page, tmp_path, dark):
    pr = TableWidget(players=4, seed=3, names=NAMES, bots=[])
    pr.act({"player": 0, "choose_role": "builder"})
    pr.act({"player": 0, "build": "fortress"})  # refused, so the message and its disclosure show
    sj_game = SanJuanGame(players=3, seed=1, governor=0)
    sj = SanJuanTable(sj_game, names=NAMES[:3])
    sj.act({"player": 0, "choose_role": "builder"})
    rules = RuleSearch("mayor")
    # a position deep in a game (goods, manned buildings, ships loaded) and a finished game (the
    # score sheet, sold-out buildings)
    mid = TableWidget(players=3, seed=1, names=NAMES[:3], bots=[1, 2])
    while len(mid.game.log) < 90:
        mid.random_move()
    finished = TableWidget(players=3, seed=1, names=NAMES[:3], bots=[1, 2])
    while not finished.game.game_over:
        finished.random_move()
    assert any(b["copies_left"] == 0 for b in finished.view["buildings"])  # a sold-out building is drawn
    problems = []
    theme = "dark" if dark else "light"
    for name, widget, root in (("puerto_rico", pr, ".prnb"), ("puerto_rico_mid_game", mid, ".prnb"),
                               ("puerto_rico_finished", finished, ".prnb"), ("san_juan", sj, ".prnb-sj"),
                               ("rules", rules, ".prnb")):
        with serve(tmp_path / name, widget) as url:
            open_widget(page, url, widget, dark=dark)
            page.locator(f"#here {root}").first.wait_for()
            settle(page)
            page.locator("#here .prnb-why summary").first.click() if page.locator("#here .prnb-why summary").count() else None
            shot(page, f"axe_{name}_{theme}")
            problems += [f"{name}: {p}" for p in serious_violations(page, "#here")]
    assert problems == [], "\n".join(problems)
    assert not page.errors, page.errors


def test_enter_on_the_settler_moves_the_focus_to_the_first_plantation(page, tmp_path):
    # the supply strip (with the quarries) comes first on the board, but a settler takes a
    # plantation unless they own a construction hut: the focus goes there, not to the quarries
    table = TableWidget(players=4, seed=3, names=NAMES, bots=[])
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        roles = page.evaluate(BOX, "#here [data-nav=roles]")
        page.locator("#here [data-nav=roles] button.prnb-legal", has_text="Settler").focus()
        page.keyboard.press("Enter")
        relay(page, table)
        assert table.game.state.phase == "settler"
        assert page.evaluate(BOX, "#here [data-nav=roles]") == roles  # the role cards keep their place
        assert any("quarry" in str(c["action"]) and c["legal"] for c in table.view["actions"])  # the quarry is legal too
        focused = page.evaluate("() => [document.activeElement.closest('[data-nav]')?.dataset.nav, "
                                "document.activeElement.textContent]")
        assert focused == ["plantations", table.game.state.face_up[0]], focused
        # a board's San Juan space says what waits there (a bare "San Juan 0" read as a score)
        waiting = page.locator("#here .prnb-player-stats .prnb-stat", has_text="San Juan").first.inner_text()
        assert re.fullmatch(r"San Juan\s*0 colonists", waiting.strip()), waiting
    assert not page.errors, page.errors


def test_every_face_up_tile_is_its_own_button(page, tmp_path):
    game = Game(players=4, seed=3)  # two tobacco plantations face up at the start
    assert game.state.face_up.count("tobacco") == 2
    table = TableWidget(game, names=NAMES, bots=[])
    table.act({"player": 0, "choose_role": "settler"})
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        tiles = page.locator("[data-nav=plantations] button")
        assert tiles.count() == len(table.game.state.face_up)
        tobacco = page.locator("[data-nav=plantations] button", has_text="tobacco")
        assert tobacco.count() == 2
        tobacco.nth(1).evaluate("el => el.click()")  # the second one works as the first does
        [sent] = relay(page, table)
        assert sent["action"] == {"player": 0, "settle": "tobacco"}
        assert "tobacco" in table.game.state.players[0].island


# a colonist circle's fill and ring, and the colour of the tile it is on
CIRCLE = """(selector) => { const circle = document.querySelector(selector), style = getComputedStyle(circle);
  return { fill: style.backgroundColor, dot: style.backgroundImage, colour: style.color, ring: style.borderTopColor,
           tile: getComputedStyle(circle.closest('.prnb-tile')).backgroundColor }; }"""


def contrast(one: str, other: str) -> float:
    """WCAG's contrast ratio of two computed colours ("rgb(r, g, b)")."""
    def luminance(colour: str) -> float:
        channels = [int(v) / 255 for v in re.findall(r"\d+", colour)[:3]]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_mayor_places_five_colonists_by_clicking_circles(page, tmp_path):
    from puertorico_nb.rulings.position import build_game

    setup = {"players": 4, "setup": {"colonist_ship": 4, "players": {0: {
        "island": ["corn", "indigo", "sugar", "coffee"], "city": ["indigo_plant", "small_market"], "san_juan": 3}}}}
    table = TableWidget(build_game(setup), names=NAMES, bots=[])
    table.act({"player": 0, "choose_role": "mayor"})
    waiting = table.game.state.players[0].san_juan
    assert waiting == 5  # three waiting, the mayor's extra one and one from the ship
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        board = page.locator(".prnb-mayor")
        board.wait_for()
        assert f"{waiting} colonists" in board.locator(".prnb-waiting").text_content()
        confirm = page.locator("button[data-choice='0 confirm']")
        assert confirm.get_attribute("aria-disabled") == "true"
        # the refusal says what was refused in the button's words (it said "Not allowed: Confirm.")
        assert confirm.get_attribute("title").startswith("Not allowed: Confirm the layout. "), confirm.get_attribute("title")
        island = page.locator("[data-nav=island] button")
        city = page.locator("[data-nav=city] button.prnb-circle-button")  # not the buildings' names

        where = page.evaluate(BOX, "#here [data-nav=island] button")

        def click(locator, stays: bool = True) -> None:
            locator.evaluate("el => el.click()")
            relay(page, table)
            # the circles stay under the pointer, whatever the message and the verdict say
            if stays:
                assert page.evaluate(BOX, "#here [data-nav=island] button") == where

        click(island.nth(1))  # the indigo plantation
        # a manned circle and an empty one on the dark tiles (indigo, coffee) differ in shape, not
        # only in colour: a ring with a dot (a solid white disc read as empty to a newcomer) and a
        # bare ring, each standing out from its tile (at least 3:1)
        manned, empty = (page.evaluate(CIRCLE, f"#here [data-nav=island] button:nth-child({k}) .prnb-circle") for k in (2, 4))
        assert empty["fill"] == "rgba(0, 0, 0, 0)" and empty["dot"] == "none", empty
        assert "radial-gradient" in manned["dot"] and manned["fill"] == "rgba(0, 0, 0, 0)", manned
        assert contrast(manned["colour"], manned["tile"]) >= 3 and contrast(empty["ring"], empty["tile"]) >= 3, (manned, empty)
        for k in range(3):  # the indigo plant's three circles
            click(city.nth(k))
        click(city.nth(3))  # the small market
        assert "0 colonists" in board.locator(".prnb-waiting").text_content()
        shot(page, "mayor_five_placed")
        # change of mind: the small market's colonist back, onto the corn plantation
        click(city.nth(3))
        assert "1 colonist" in board.locator(".prnb-waiting").text_content()
        # the game's verdict on the board so far, as it stands
        assert "still room for" in board.locator(".prnb-verdict").text_content()
        click(island.nth(0))
        assert confirm.get_attribute("aria-disabled") is None
        click(confirm, stays=False)  # then Bo places his, on his own board in his own seat
        names = page.locator("#here .prnb-players .prnb-player-name").all_inner_texts()
        assert names == NAMES and "prnb-to-act" in (page.locator("#here .prnb-player").nth(1).get_attribute("class") or "")
    p = table.game.state.players[0]
    assert (p.island_workers, p.city_workers, p.san_juan) == ([1, 1, 0, 0], [3, 0], 0)
    # the same layout given whole, as a ruling file writes it, reaches the same board
    whole = build_game(setup)
    whole.apply({"player": 0, "choose_role": "mayor"})
    whole.apply({"player": 0, "place": {"island": [{"corn": 1}, {"indigo": 1}], "city": [{"indigo_plant": 3}]}})
    q = whole.state.players[0]
    assert (q.island_workers, q.city_workers, q.san_juan) == (p.island_workers, p.city_workers, p.san_juan)
    assert table.game.state.turn == whole.state.turn
    assert not page.errors, page.errors


def test_the_captain_keeps_barrels_by_toggling_them_and_confirms(page, tmp_path):
    from puertorico_nb.rulings.position import build_game

    # every ship is full, so the captain goes straight to storage: a small warehouse keeps one
    # good whole, and one barrel of another is kept loose. With the full_storage option the
    # storage must be filled, so the verdict counts what is still missing (by default the books
    # let a player keep less, and Confirm is usable at once: tests/games/puerto_rico cover that)
    game = build_game({"players": 4, "options": {"full_storage": True}, "setup": {"governor": 0, "ships": [
        {"capacity": 5, "corn": 5}, {"capacity": 6, "indigo": 6}, {"capacity": 7, "sugar": 7}],
        "players": {0: {"goods": {"tobacco": 3, "coffee": 3, "indigo": 1}, "city": [{"small_warehouse": 1}]}}}})
    table = TableWidget(game, names=NAMES, bots=[])
    table.act({"player": 0, "choose_role": "captain"})
    assert table.game.state.stage == "store" and table.game.turn == 0
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        panel = page.locator(".prnb-storage")
        panel.wait_for()
        verdict = panel.locator(".prnb-verdict")
        confirm = panel.locator("button.prnb-primary")
        # every barrel and Confirm are in view at a classroom screen's size, nothing scrolled
        boxes = page.evaluate("""() => [...document.querySelectorAll('.prnb-storage button')].map((b) => {
          const r = b.getBoundingClientRect();
          return { label: b.getAttribute('aria-label') || b.textContent, top: r.top, bottom: r.bottom,
                   left: r.left, right: r.right };
        })""")
        assert len(boxes) == 1 + 3 + 3 + 1  # indigo, tobacco and coffee barrels, then Confirm
        hidden = [b for b in boxes if b["top"] < 0 or b["left"] < 0
                  or b["bottom"] > SCREEN["height"] or b["right"] > SCREEN["width"]]
        assert hidden == [], hidden
        assert out_of_view(page) == []
        assert verdict.text_content().endswith("keep at least 2 more barrels; which ones is your choice.")
        assert confirm.get_attribute("aria-disabled") == "true"

        def barrel(good: str, k: int):
            return page.get_by_role("button", name=f"{good} barrel {k} of 3", exact=True)

        def pressed(good: str) -> list[str | None]:
            return [barrel(good, k).get_attribute("aria-pressed") for k in (1, 2, 3)]

        def click(locator) -> list[dict]:
            locator.evaluate("el => el.click()")
            return relay(page, table)

        # the third coffee keeps all three; that leaves room for one barrel only
        [sent] = click(barrel("coffee", 3))
        assert sent["action"] == {"player": 0, "store": "coffee"}
        assert pressed("coffee") == ["true", "true", "true"]
        assert verdict.text_content().endswith("keep 1 more barrel; which one is your choice.")
        # two more tobacco would not fit: refused by the game, nothing changes
        assert barrel("tobacco", 2).get_attribute("aria-disabled") == "true"
        assert "cannot hold 2 more tobacco" in barrel("tobacco", 2).get_attribute("title")
        # a change of mind: the third coffee goes back, and the verdict follows
        [sent] = click(barrel("coffee", 3))
        assert sent["action"] == {"player": 0, "unstore": "coffee", "barrels": 1}
        assert pressed("coffee") == ["true", "true", "false"]
        assert verdict.text_content().endswith("keep 2 more barrels; which ones is your choice.")
        assert table.game.state.picked == [0, 0, 0, 0, 2]
        shot(page, "captain_storage")
        assert serious_violations(page, ".prnb-storage") == []
        # by keyboard from here: the focus sits on the likeliest next barrel, Enter keeps it,
        # and the focus moves on to the next one, then to Confirm
        page.locator(".prnb-storage [data-next]").focus()
        assert page.evaluate("() => document.activeElement.getAttribute('aria-label')") == "indigo barrel 1 of 1"
        assert_focus_ring_shows(page, "#here .prnb-storage button.prnb-keg.prnb-legal")
        page.keyboard.press("ArrowDown")  # the arrow keys go along the barrels
        assert page.evaluate("() => document.activeElement.getAttribute('aria-label')") == "tobacco barrel 1 of 3"
        page.keyboard.press("ArrowUp")
        page.keyboard.press("Enter")
        relay(page, table)
        assert page.evaluate("() => document.activeElement.getAttribute('aria-label')") == "coffee barrel 3 of 3"
        page.keyboard.press("Enter")
        relay(page, table)
        assert pressed("coffee") == ["true", "true", "true"]
        assert "may stand" in verdict.text_content()
        assert page.evaluate("() => document.activeElement.textContent") == "Confirm the barrels kept"
        page.keyboard.press("Enter")
        [sent] = relay(page, table)
        assert sent["action"] == {"player": 0, "confirm": True}
        assert page.locator(".prnb-storage").count() == 0
    s = table.game.state
    assert s.phase == "role_choice" and s.picked == [0, 0, 0, 0, 0]
    assert dict(zip(("corn", "indigo", "sugar", "tobacco", "coffee"), s.players[0].goods)) == {
        "corn": 0, "indigo": 1, "sugar": 0, "tobacco": 0, "coffee": 3}
    assert not page.errors, page.errors


# the hint's text, whole in view inside its box (no inner scroll, no "more below")
HINT_WHOLE = """() => {
  const text = document.querySelector('#here .prnb-message-hint .prnb-message-text');
  const box = text.closest('.prnb-message').getBoundingClientRect(), r = text.getBoundingClientRect();
  const more = document.querySelector('#here .prnb-message .prnb-more');
  return { fits: text.scrollHeight <= text.clientHeight + 1 && r.bottom <= box.bottom + 1,
           inView: box.top >= 0 && box.bottom <= window.innerHeight, more: Boolean(more && !more.hidden) };
}"""


@pytest.mark.parametrize("kind, presenter", [("puerto_rico", False), ("san_juan", False), ("puerto_rico", True)])
def test_the_hint_button_says_the_coachs_move_and_why_and_changes_nothing(page, tmp_path, kind, presenter):
    """The hint is read whole where it is shown (at 1366x768, in presenter mode too: a newcomer
    found its reason always cut under "more below"), the control it names is outlined, and Done
    puts both away."""
    game = Game(players=3, seed=2) if kind == "puerto_rico" else SanJuanGame(players=3, seed=2, governor=0)
    table = (TableWidget if kind == "puerto_rico" else SanJuanTable)(game, names=NAMES[:3], bots=[1, 2])
    before = table.game.to_json()
    if presenter:
        page.add_init_script("localStorage.setItem('prnb-presenter', 'on')")
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator("[data-control=hint]").click()
        [sent] = relay(page, table)
        assert sent == {"type": "hint", "selection": None}  # nothing chosen on the page and not sent yet
        advice = table.game.hint(names=table.names)
        assert table.message == str(advice) and table.game.to_json() == before
        shown = page.locator("#here").inner_text()
        assert str(advice)[:40] in shown and "Ana" in shown
        page.locator("#here .prnb-message-hint").wait_for()
        assert page.evaluate(HINT_WHOLE) == {"fits": True, "inView": True, "more": False}
        marked = page.locator("#here button.prnb-hinted")
        assert marked.count() >= 1 and table.hinted["target"] == advice.target
        # a look of its own: a dashed edge is a choice the rules forbid (a newcomer read them as one)
        assert page.evaluate("(b) => getComputedStyle(b).outlineStyle", marked.first.element_handle()) == "double"
        assert "double outline" in page.locator("#here .prnb-message-hint .prnb-hint-legend").inner_text()
        shot(page, f"hint_{kind}{'_presenter' if presenter else ''}")
        page.locator("#here [data-control=dismiss-hint]").click()
        [sent] = relay(page, table)
        assert sent == {"type": "dismiss"} and table.message == "" and table.hinted == {}
        page.locator("#here button.prnb-hinted").wait_for(state="detached")
    assert not page.errors, page.errors


def test_a_benefit_is_declined_with_a_switch_then_the_move(page, tmp_path):
    from puertorico_nb.course.puerto_rico import example, play

    game = play(example("university_single_colonist"), 1)
    table = TableWidget(game=game, names=["Maya", "Bo", "Cy"], bots=[])
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator(".prnb-header").wait_for()
        assert page.locator("button", has_text="without the university colonist").count() == 0
        switch = page.get_by_role("checkbox", name="Take the university colonist")
        # a secondary choice, folded under its title until opened (tutorial 00's first table
        # showed the mayor's switch before the mayor was taught)
        assert not switch.is_visible()
        page.locator("#here [data-control=benefits]").click()
        assert switch.is_visible() and switch.is_checked()
        switch.uncheck()
        name = page.locator(".prnb-bcard-name", has_text=re.compile(r"^sugar mill$", re.I))
        page.locator(".prnb-buildable button.prnb-legal").filter(has=name).click()
        relay(page, table)
    last = table.game.log[-1].to_mapping()
    assert last.get("build") == "sugar_mill" and last.get("university") is False, last
    assert not page.errors, page.errors


def test_tutorial_02s_hacienda_exercise_is_done_by_clicking(page, tmp_path):
    """Both of Sofia's moves, the hacienda's draw and then the quarry, are clicked on the table and
    judged together: nothing is said after the draw alone, the verdict comes with the quarry."""
    from puertorico_nb.course.puerto_rico import example, your_turn

    turn = your_turn(example("hacienda_hospice_construction_hut", 1), 1, why="The draw comes first.",
                     names=["Sofia", "Bo", "Cy", "Di"], book_moves=2)
    with serve(tmp_path, turn) as url:
        open_widget(page, url, turn)
        page.locator(".prnb-header").wait_for()
        page.locator("button.prnb-legal", has_text="Draw a hidden plantation").click()
        relay(page, turn)
        assert turn.verdict == "" and turn.game.log[-1].to_mapping().get("settle") == "hidden"
        page.locator("button.prnb-legal", has_text="Quarries").click()  # the quarry stack in the supply
        relay(page, turn)
    assert turn.verdict == "right", turn.message
    assert [move.value for move in turn.game.log if move.player == 0 and move.verb == "settle"] == ["hidden", "quarry"]
    assert not page.errors, page.errors


def test_an_exercise_verdict_is_read_whole(page, tmp_path):
    """Tutorial 04: another legal build than the book's is answered with the book's move, why, and
    "Press Undo to try again."; the newcomer saw it cut at "more below" (04, 05, 07)."""
    from puertorico_nb.course.puerto_rico import book_example, your_turn

    turn = your_turn(book_example("quarry_prices"), 2, names=["Clara", "Diego", "Yuki", "Samir"],
                     why="In the book's price list the construction hut costs Diego 1: it stands in column one, so "
                         "only one of his three quarries counts. With 1 doubloon he could also take a small indigo "
                         "plant or a small market for nothing, or a hacienda, a small sugar mill or an indigo plant "
                         "for 1.")
    with serve(tmp_path, turn) as url:
        open_widget(page, url, turn)
        page.locator("#here .prnb-buildable button.prnb-legal", has_text="Small market").click()
        relay(page, turn)
        assert turn.verdict == "different" and turn.message.endswith("Press Undo to try again.")
        page.locator("#here .prnb-message-whole").wait_for()
        whole = page.evaluate(HINT_WHOLE.replace(".prnb-message-hint", ".prnb-message-whole"))
        assert whole == {"fits": True, "inView": True, "more": False}, whole
        assert page.locator("#here .prnb-message-text").inner_text().endswith("Press Undo to try again.")
    assert not page.errors, page.errors


def test_a_legal_click_is_not_answered_by_a_refusal_of_the_card_redrawn_under_the_pointer(page, tmp_path):
    """A newcomer chose the captain (a legal first pick) and read 'Not allowed: Captain. The captain
    has already been chosen this round.' under the message: the redrawn card, taken now, is under
    the pointer, and the browser says the pointer entered it although it never moved."""
    table = TableWidget(game=Game(seed=1, players=4), names=NAMES, bots=[])
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator("#here [data-nav=roles] button.prnb-legal", has_text="Captain").click()
        relay(page, table)
        assert table.game.log[0].to_mapping() == {"player": 0, "choose_role": "captain"}
        page.wait_for_timeout(200)  # let the browser's own pointer bookkeeping after the redraw run
        info = page.locator("#here .prnb-hint-text").text_content()
        assert not info.startswith("Not allowed"), info
        # a real move onto the taken card still says why it is refused
        captain = page.locator("#here [data-nav=roles] button", has_text="Captain")
        page.mouse.move(0, 0)
        captain.hover()
        line = page.locator("#here .prnb-hint-text")
        assert line.text_content().startswith("Not allowed: Captain")
        idle = "Point at, focus or tap a choice"
        # clicked, the refusal is said once: in the message area, and the info line is idle again
        captain.click(force=True)  # aria-disabled: a click still asks why
        relay(page, table)
        assert table.message.startswith("Captain: not allowed."), table.message
        assert line.text_content().startswith(idle), line.text_content()
        # a piece pointed at and left is not described any more (the line went stale under another)
        page.locator("#here [data-nav=roles] button.prnb-legal", has_text="Settler").hover()
        assert line.text_content().startswith("Settler"), line.text_content()
        page.mouse.move(0, 0)
        assert line.text_content().startswith(idle), line.text_content()


# text too small to read from the back of a room (presenter mode off): any text under 12px, and
# the names of buildings and cards under 14px
SMALL_TEXT = """() => { const small = [], names = [];
  for (const el of document.querySelectorAll('#here .prnb *')) {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || el.closest('.prnb-sr')) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    const text = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (text && size < 12) small.push(`${el.className} ${size}`);
    const name = el.matches('.prnb-bcard-name, .prnb-building-name, .prnb-card-name');
    if (name && size < 14) names.push(`${el.textContent} ${size}`);
  }
  return { small, names }; }"""


def test_buildings_and_cards_read_from_the_back_without_presenter_mode(page, tmp_path):
    rng = random.Random(4)
    game = Game(players=4, seed=4)
    while game.state.round < 9 or game.state.phase != "builder" or game.state.turn is None:
        game.apply(game.legal_actions().random(rng))
    sj = SanJuanGame(players=3, seed=3)
    while sum(len(p.buildings) for p in sj.state.players) < 9:
        sj.apply(sj.legal_actions().random(rng))
    for name, table in (("pr", TableWidget(game, names=NAMES, bots=[])),
                        ("sj", SanJuanTable(sj, names=NAMES[:3], bots=[]))):
        with serve(tmp_path / name, table) as url:
            open_widget(page, url, table)
            settle(page)
            measured = page.evaluate(SMALL_TEXT)
            assert measured == {"small": [], "names": []}, (name, measured)
    assert not page.errors, page.errors


def test_the_header_waits_for_the_bots_moves_to_be_played_out(page, tmp_path):
    # the game as it stands (the bots' moves made) reaches the page before the first position to
    # play out; meanwhile the table keeps the position on screen, so its header and message never
    # run ahead of the moves being shown
    table = TableWidget(players=3, seed=4, names=NAMES[:3], bots=[1, 2])
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.evaluate("localStorage.setItem('prnb-pace', 'slow')")  # the bots' moves one at a time
        header = page.locator("#here .prnb-header h3")
        before = header.inner_text()
        page.locator('#here [data-nav=roles] button[data-choice^="0 choose_role craftsman"]').click()
        asked = relay(page, table)  # the move: the widget played it and the bots' moves after it
        assert asked[0]["type"] == "act" and table.played["last"] > table.played["first"]
        live = f"Round {table.view['round']} · {table.view['phase_title']}"
        assert live != before
        assert header.inner_text() == before  # not the live position yet
        assert page.evaluate("window.sent")[0] == {"type": "replay", "at": table.played["first"]}
        relay(page, table)  # the first position to play out arrives
        assert page.locator("#here .prnb-story-where").inner_text().startswith("The bots move")
        assert header.inner_text() != live
    assert not page.errors, page.errors


def test_the_reader_is_addressed_as_you_on_the_table(page, tmp_path):
    """A seat named "You" (tutorial 12's game) read "You, you may build" and "Builder taken by You":
    headings and role cards address the reader as the narration does."""
    table = TableWidget(game=Game(players=3, seed=2), names=["You", "Ana", "Bo"], bots=[])
    table.act({"player": 0, "choose_role": "builder"})
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        shown = page.locator("#here").inner_text()
    assert "You may build (name and price):" in shown and "You, you" not in shown, shown[:400]
    assert "taken by you" in shown and "taken by You" not in shown
    assert not page.errors, page.errors
