"""Classroom app mode, end to end: the 'play at one screen' app and a tutorial served by Voilà on a
localhost port, driven through Debian's Chromium with Playwright (headless, never a downloaded
browser).

What a class does: open the app and see the table and the rules browser with no code cells;
choose a role; choose a building nobody can afford and hear which rule forbids it; follow the
"Look up" link to that rule's entry; search the rules; walk through a ruling that exercises a
rule; record the game as a ruling file, which then passes `check` here. Every expected value
comes from the engine in this process. Screenshots go to test-artifacts/apps/.
"""
from __future__ import annotations

from pathlib import Path

import pytest

import playwright.sync_api  # noqa: F401 (a missing test dependency fails the run)
import voila as _voila  # noqa: F401 (the app server this module drives)
import anywidget  # noqa: F401 (needed by what this module drives)

from puertorico_nb.games.puerto_rico import Game  # noqa: E402
from puertorico_nb.rulebook import search_rules  # noqa: E402
from puertorico_nb.rulings.exercises import shipped_index  # noqa: E402
from puertorico_nb.rulings.loader import parse_yaml  # noqa: E402
from puertorico_nb.rulings.runner import check  # noqa: E402

from .voila_server import ARTIFACTS, offline_page, serving, shot  # noqa: E402
from e2e.servers import bots_at_once, require_chromium  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
WAIT = 120_000  # ms: the longest one step may take (a page starts a kernel; CI machines can be busy)

require_chromium()  # a missing browser fails the run: make test installs it
pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    # what `make demo` serves: the tutorials and the apps side by side
    yield from serving(tmp_path_factory, "voila", [*(ROOT / "tutorials").glob("*.ipynb"), *(ROOT / "apps").glob("*.ipynb")])


@pytest.fixture()
def page(browser):
    yield from offline_page(browser, WAIT)


def no_code_shown(page) -> None:
    text = page.locator("body").inner_text()
    assert "import " not in text and "TableWidget(" not in text
    assert page.locator(".jp-InputArea-editor:visible, .CodeMirror:visible, .cm-editor:visible").count() == 0


def test_play_at_one_screen_app(voila, page):
    page.goto(voila.url("voila/render/play_at_one_screen.ipynb"))
    table = page.locator(".prnb-live:not(.prnb-rules)").first
    rules = page.locator(".prnb-rules")
    table.locator(".prnb-header").wait_for()
    rules.locator("article").first.wait_for()
    no_code_shown(page)
    assert "Round 1" in table.locator(".prnb-header").inner_text()
    shot(page, "play_start")

    # a role, then a building no one can afford at the start: the engine says which rule forbids it
    table.locator('[data-nav=roles] button[data-choice^="0 choose_role builder"]').first.click()
    expected = Game(players=4, seed=0)
    expected.apply({"player": 0, "choose_role": "builder"})
    refusal = expected.explain({"player": 0, "build": "fortress"})
    assert not refusal.legal
    fortress = table.locator('button[data-choice="0 build fortress"]')
    fortress.wait_for()
    assert fortress.get_attribute("aria-disabled") == "true"
    fortress.focus()  # greyed-out choices stay reachable by keyboard, to hear why
    fortress.press("Enter")
    message = table.locator(".prnb-message")
    message.filter(has_text="Not allowed").wait_for()

    # the refusal links to the rule's entry in the rules browser, behind "why / where in the books"
    message.locator(".prnb-why summary").click()
    assert refusal.rule in message.locator(".prnb-why").inner_text()
    table.locator('[data-control="lookup"]').click()
    entry = rules.locator(f'article[data-rule="{refusal.rule}"]')
    entry.wait_for()
    assert "prnb-selected" in entry.get_attribute("class")
    playwright.sync_api.expect(entry.locator("h4")).to_be_focused()
    # the whole entry is in view (its statement and citations, not just its heading)
    # (to the pixel: scrolling to the nearest edge may leave a fraction of a pixel over it)
    # (an entry taller than the list it scrolls in shows from its heading down, in view)
    assert entry.evaluate("""el => {
      const r = el.getBoundingClientRect(), list = el.closest('.prnb-rule-list').getBoundingClientRect();
      const whole = r.top >= -1 && r.bottom <= innerHeight + 1;
      return whole || (r.height > list.height && Math.abs(r.top - list.top) <= 8 && r.top >= -1 && list.bottom <= innerHeight + 1);
    }""")
    assert "Icelandic rulebook" in entry.inner_text()
    shot(page, "play_refused_rule")

    # searching by a building's name
    search = rules.get_by_role("searchbox", name="Search the rules")
    search.fill("harbor")
    search.press("Enter")
    found = search_rules("harbor")
    rules.locator('[role="status"]').filter(has_text=f"{len(found)} rules match").wait_for()
    assert rules.locator("article").count() == len(found)

    # a ruling that exercises the harbor rule, walked through below the browser
    first = shipped_index().for_rule("captain.harbor")["rulings"][0]
    harbor = rules.locator('article[data-rule="captain.harbor"]')
    harbor.locator("summary").click()
    harbor.get_by_role("button", name="Walk through").first.click()
    walk = page.locator(".prnb-live").filter(has_text="Step 0 of")
    walk.wait_for()
    assert first["title"] in walk.inner_text()
    walk.locator('[data-control="next"]').click()
    page.locator(".prnb-live").filter(has_text="Step 1 of").wait_for()
    shot(page, "play_walkthrough")

    # record the game so far as a ruling file: it passes check here, as shared
    table.locator('[data-control="record"]').click()
    recorded = table.locator("textarea.prnb-recorded")
    recorded.wait_for()
    text = recorded.input_value()
    ruling = parse_yaml(text)
    assert [step for step in ruling["steps"] if "act" in step] == [{"act": {"player": 0, "choose_role": "builder"}}]
    report = check(text)
    assert report.ok, report.text()
    shot(page, "play_recorded")


# every legal choice of the table, with its box
LEGAL_BOXES = """() => [...document.querySelectorAll('.prnb-live:not(.prnb-rules) button.prnb-legal')].map((b) => {
  const r = b.getBoundingClientRect();
  return { label: b.getAttribute('aria-label') || b.textContent, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
})"""


def test_at_a_classroom_screen_the_builders_choices_are_all_in_view(voila, browser):
    screen = {"width": 1366, "height": 768}
    context = bots_at_once(browser.new_context(viewport=screen))
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith("http://127.0.0.1")
                  else route.abort())
    page = context.new_page()
    page.set_default_timeout(WAIT)
    try:
        page.goto(voila.url("voila/render/play_at_one_screen.ipynb"))
        table = page.locator(".prnb-live:not(.prnb-rules)").first
        table.locator(".prnb-header").wait_for()
        # a person's click on what is on screen: nothing is scrolled first
        table.locator('[data-nav=roles] button[data-choice^="0 choose_role builder"]').first.evaluate("el => el.click()")
        table.locator("[data-nav=buildings] button.prnb-legal").first.wait_for()
        assert page.evaluate("() => window.scrollX === 0 && window.scrollY === 0")
        boxes = page.evaluate(LEGAL_BOXES)
        assert len(boxes) > 5  # the affordable buildings and Pass
        hidden = [b["label"] for b in boxes if b["top"] < 0 or b["left"] < 0
                  or b["bottom"] > screen["height"] or b["right"] > screen["width"]]
        assert hidden == [], f"below the fold at 1366x768: {hidden}"
        page.screenshot(path=str(ARTIFACTS / "play_builder_1366x768.png"))
    finally:
        context.close()


def test_a_tutorial_opens_as_an_app(voila, page):
    tutorial = sorted(p.name for p in (ROOT / "tutorials").glob("*.ipynb"))[0]
    page.goto(voila.url(f"voila/render/{tutorial}"))
    page.locator(".prnb-live .prnb-header").first.wait_for()
    no_code_shown(page)
    assert page.locator(".prnb-live").count() >= 1
    shot(page, f"tutorial_{Path(tutorial).stem}")


def test_the_rules_app_searches(voila, page):
    page.goto(voila.url("voila/render/rules.ipynb"))
    rules = page.locator(".prnb-rules")
    rules.locator("article").first.wait_for()
    no_code_shown(page)
    search = rules.get_by_role("searchbox", name="Search the rules")
    search.fill("captain.largest-empty-ship")
    search.press("Enter")
    entry = rules.locator('article[data-rule="captain.largest-empty-ship"]')
    entry.wait_for()
    assert rules.locator("article").count() == len(search_rules("captain.largest-empty-ship"))
    shot(page, "rules_app")
