"""The start pages a teacher opens in app mode (apps/puerto_rico.ipynb, apps/san_juan.ipynb),
served by Voila with the classroom set-up and driven through Debian's Chromium: choose the
players, their names, which seats bots play and which bot, expansions and options and the seed;
a wrong choice is refused with its field and starts nothing; Start draws the table of exactly
that game (checked against the engine here) and moves focus to it; the choices fold to one line
and come back as they were typed. axe-core finds nothing serious, light and dark.
"""
from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path

import pytest

import voila as _voila  # noqa: F401 (the app server this module drives)

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.san_juan import SanJuanGame

from .voila_server import offline_page, serving, shot
from e2e.axe import serious_violations
from e2e.in_view import choices_out_of_view
from e2e.servers import require_chromium

ROOT = Path(__file__).resolve().parents[2]
WAIT = 120_000  # ms: the longest one step may take (a busy machine)

require_chromium()
pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    yield from serving(tmp_path_factory, "start", (ROOT / "apps").glob("*.ipynb"))


@pytest.fixture()
def page(browser):
    yield from offline_page(browser, WAIT)


def open_start_page(page, voila, app: str, theme: str = "", asked_by: str = "theme"):
    """Open `app`'s start page; `theme` asked for in the address as ``?<asked_by>=<theme>``."""
    page.goto(voila.url(f"voila/render/{app}.ipynb" + (f"?{asked_by}={theme}" if theme else "")))
    form = page.locator(".prnb-start form")
    form.wait_for()
    assert "StartPage(" not in page.locator("body").inner_text()
    # the page opens with its title, the form below it
    title = page.get_by_role("heading", level=1)
    assert title.inner_text().endswith(": a game for the class")
    assert title.bounding_box()["y"] < form.bounding_box()["y"]
    return form


@contextmanager
def presenter_page(browser, pace: str = ""):
    """A 1366x768 page (a classroom projector) with presenter mode on, as its browser remembers
    it, and the bots' pace `pace` if given."""
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    remembered = {"prnb-presenter": "on", **({"prnb-pace": pace} if pace else {})}
    context.add_init_script("; ".join(f"localStorage.setItem('{key}', '{value}')" for key, value in remembered.items()))
    page = context.new_page()
    page.set_default_timeout(WAIT)
    try:
        yield page
    finally:
        context.close()


def no_serious_violations(page, where: str) -> None:
    found = serious_violations(page, where)
    assert found == [], "\n".join(found)


def test_the_puerto_rico_start_page_starts_the_game_chosen(voila, page):
    page.set_viewport_size({"width": 1366, "height": 768})  # a classroom's screen
    form = open_start_page(page, voila, "puerto_rico")
    assert form.get_by_role("heading").inner_text() == "A new game of Puerto Rico"
    # Start is in view as the page opens, below the intro and the longer form (it was at the bottom)
    go = form.get_by_role("button", name="Start the game").bounding_box()
    assert 0 <= go["y"] and go["y"] + go["height"] <= 768, go
    # the count it opens on is checked, and the page says why, beside the choice
    assert form.get_by_label("4", exact=True).is_checked()
    assert "set-up picture" in form.locator(".prnb-start-players").inner_text()
    no_serious_violations(page, ".prnb-start")
    form.get_by_label("3", exact=True).check()
    assert form.get_by_label("Seat 4 name").is_hidden()
    for seat, name in enumerate(["Ana", "Bo", "Cy"], start=1):
        form.get_by_label(f"Seat {seat} name").fill(name)
    form.get_by_label("Seat 1 played by").select_option("person")
    form.get_by_label("Seat 2 played by").select_option("greedy")
    form.get_by_label("Seat 3 played by").select_option("coach")
    # each seat's choice shows its option whole ("Coach bot (the stronges" was cut): the select is
    # wider than its option's text by at least its arrow and padding
    room = form.locator(".prnb-start-seat select").evaluate_all("""els => els.filter((el) => el.offsetWidth).map((el) => {
      const c = document.createElement('canvas').getContext('2d'); c.font = getComputedStyle(el).font;
      return [el.options[el.selectedIndex].text, el.clientWidth - c.measureText(el.options[el.selectedIndex].text).width]; })""")
    assert len(room) == 3 and all(spare >= 32 for _, spare in room), room
    assert page.evaluate("() => document.documentElement.scrollWidth <= innerWidth")  # nothing wider than the page
    selection = form.get_by_label("Expansion buildings in play")
    assert selection.is_disabled()  # it matters only with an expansion
    form.get_by_label("New Buildings").check()
    assert selection.is_enabled()
    # a seed that is not a number: refused with its field, nothing starts
    form.get_by_label("Seed").fill("eleven")
    form.get_by_role("button", name="Start the game").click()
    page.locator(".prnb-start-error", has_text="seed: a whole number").wait_for()
    assert page.locator(".prnb-live").count() == 0
    form.get_by_label("Seed").fill("11")
    form.get_by_role("button", name="Start the game").press("Enter")
    summary = page.locator(".prnb-start-started p")
    summary.wait_for()
    assert summary.inner_text() == ("Puerto Rico, 3 players: Ana, Bo (greedy bot), Cy (coach bot); "
                                    "New Buildings; seed 11.")
    table = page.locator(".prnb-live").first
    table.locator(".prnb-header").wait_for()
    # the game on the page is the engine's game of these choices
    game = Game(players=3, seed=11, expansions=("new_buildings",))
    violet = [b for b in game.state.violet_in_play] if hasattr(game.state, "violet_in_play") else []
    text = table.inner_text()
    assert "Ana" in text and "Bo" in text and "Cy" in text and "Round 1" in text
    for building in violet[:3]:
        assert building.replace("_", " ") in text.lower()
    page.wait_for_function("() => document.activeElement && document.activeElement.closest('.prnb-live') !== null")
    shot(page, "start_puerto_rico_started")
    # the choices come back as they were
    page.get_by_role("button", name="Change the set-up").click()
    assert form.get_by_label("Seat 2 name").input_value() == "Bo"
    assert form.get_by_label("Seat 3 played by").input_value() == "coach"
    assert form.get_by_label("New Buildings").is_checked() and form.get_by_label("Seed").input_value() == "11"
    # presenter mode switched on at this table is one setting of the browser, not of the page or
    # the game: the San Juan page of the same server opens with it on, its start page and its
    # table's switch (a teacher found it off there; the other presenter tests set it before loading)
    page.get_by_role("button", name="Start the game").click()
    table.locator("[data-control=presenter]").click()
    table.locator("[data-control=presenter][aria-pressed=true]").wait_for()
    form = open_start_page(page, voila, "san_juan")
    assert page.locator(".prnb-start.prnb-presenter").count() == 1
    form.get_by_label("Seed").fill("4")
    form.get_by_role("button", name="Start the game").click()
    san_juan = page.locator(".prnb-sj.prnb-live").first
    san_juan.locator("[data-control=presenter]").wait_for()
    assert "prnb-presenter" in san_juan.get_attribute("class")
    assert san_juan.locator("[data-control=presenter]").get_attribute("aria-pressed") == "true"


def test_the_san_juan_start_page_seats_people_in_hot_seat(voila, page):
    form = open_start_page(page, voila, "san_juan")
    assert form.get_by_role("heading").inner_text() == "A new game of San Juan"
    assert form.get_by_label("Hide each hand between turns (people share one screen)").is_checked()
    form.get_by_label("2", exact=True).check()
    form.get_by_label("Seat 1 name").fill("Ana")
    form.get_by_label("Seat 2 name").fill("Bo")
    form.get_by_label("Seat 2 played by").select_option("person")
    form.get_by_label("Seed").fill("4")
    form.get_by_role("button", name="Start the game").click()
    table = page.locator(".prnb-sj.prnb-live").first
    table.wait_for()
    governor = SanJuanGame(players=2, seed=4).state.governor
    first = ["Ana", "Bo"][governor]
    # two people at one screen: the hand of the player to act waits until they ask to see it
    page.get_by_role("button", name=f"Show hand of {first}").wait_for()
    assert page.locator(".prnb-start-started p").inner_text() == (
        "San Juan, 2 players: Ana, Bo; Hide each hand between turns; seed 4.")
    shot(page, "start_san_juan_started")


def preheated_opens(voila, app: str) -> int:
    """How many pages of `app` Voila served from a kernel that had run it already (its log says)."""
    return sum(1 for line in voila.log.read_text(errors="replace").splitlines()
               if "Using pre-heated kernel" in line and line.endswith(f"{app}.ipynb"))


def wait_for_the_pool(voila, app: str) -> None:
    """Wait until `app`'s waiting kernel has run its notebook (Voila logs the pool filled)."""
    import time

    while not any("is filled" in line and f"{app}.ipynb" in line
                  for line in voila.log.read_text(errors="replace").splitlines()):
        time.sleep(0.5)  # a wait for the server, not a measure: the test's own timeout bounds it


@pytest.mark.parametrize("app, asked_by", [("puerto_rico", "theme"), ("san_juan", "voila-theme")])
def test_the_start_pages_are_accessible_in_the_dark_theme(voila, page, app, asked_by):
    # ?theme=dark, or Voila's own ?voila-theme=dark, is drawn dark, and still opens on the kernel
    # waiting with the app already run (an explicit theme used to start a new one: a slow open)
    wait_for_the_pool(voila, app)
    before = preheated_opens(voila, app)
    open_start_page(page, voila, app, theme="dark", asked_by=asked_by)
    page.wait_for_selector("body[data-jp-theme-light='false']", state="attached")
    assert preheated_opens(voila, app) == before + 1
    no_serious_violations(page, ".prnb-start")
    # every choice is reached by the keyboard, in order, up to Start
    page.locator(".prnb-start input").first.focus()
    reached = []
    for _ in range(40):
        reached.append(page.evaluate("() => document.activeElement.textContent || document.activeElement.id"))
        if reached[-1] == "Start the game":
            break
        page.keyboard.press("Tab")
    assert reached[-1] == "Start the game"
    shot(page, f"start_{app}_dark")


SIZES = """(selector) => [...document.querySelectorAll(selector)].flatMap((el) => {
  const text = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
  const r = el.getBoundingClientRect();
  if (!r.width || !r.height) return [];
  return [{ text, size: parseFloat(getComputedStyle(el).fontSize), height: r.height,
    target: el.matches('button, input, select') }];
})"""


def test_presenter_mode_enlarges_the_set_up_line_and_more_below_never_covers_the_message(voila, browser):
    """Presenter mode at 1366x768 in the Puerto Rico app: the set-up line above the table (its
    summary and Change the set-up) is as large as the table's text (22px, targets 44px tall); once
    the game starts the table takes the screen (the intro and that line scrolled above it) with no
    piece's card opened over it; after every move of the person the next decision is in view (the
    mayor's circles, the craftsman's Pass were below the fold); a message longer than its area says
    "more below" on a line of its own, never over the text."""
    with presenter_page(browser) as page:
        form = open_start_page(page, voila, "puerto_rico")
        assert page.locator(".prnb-start.prnb-presenter").count() == 1
        form.get_by_label("4", exact=True).check()  # three coach bots, as the page opens
        form.get_by_label("Seed").fill("5")
        form.get_by_role("button", name="Start the game").click()
        page.locator(".prnb-start-started p").wait_for()
        measured = page.evaluate(SIZES, ".prnb-start-started, .prnb-start-started *")
        assert all(m["size"] >= 22 for m in measured if m["text"]), measured
        assert all(m["height"] >= 44 for m in measured if m["target"]), measured
        table = page.locator(".prnb-live").first
        table.locator(".prnb-header").wait_for()
        page.wait_for_function("() => document.activeElement && document.activeElement.closest('.prnb-live') !== null")
        # the table has the screen: its top at the window's top, the intro above it
        assert abs(table.bounding_box()["y"]) <= 1, table.bounding_box()
        assert page.get_by_role("heading", level=1).bounding_box()["y"] < 0
        assert page.locator(".prnb-piece-card:popover-open").count() == 0  # the focus opened no card
        assert choices_out_of_view(page) == []
        # moves until a message is longer than its area (three bots move between two of the person's)
        overlapping = """() => { const box = document.querySelector('.prnb-live .prnb-message');
          const text = box.querySelector('.prnb-message-text'), more = box.querySelector('.prnb-more');
          if (!more || more.hidden) return null;
          const t = text.getBoundingClientRect(), m = more.getBoundingClientRect(), b = box.getBoundingClientRect();
          return { covers: m.top < t.bottom - 1 && m.bottom > t.top + 1 && m.left < t.right && m.right > t.left,
                   inside: m.bottom <= b.bottom + 1 && m.top >= b.top - 1 }; }"""
        found = None
        seen = set()  # the phases the person decided in
        for _ in range(40):
            skip = table.get_by_role("button", name="Skip to the game")
            if skip.count():
                skip.click()
                skip.wait_for(state="detached")
            table.locator("button.prnb-legal").first.wait_for()
            phase = table.locator(".prnb-header h3").inner_text().split("·")[-1].strip()
            assert choices_out_of_view(page) == [], phase  # no scrolling: the page brought them
            seen.add(phase)
            found = found or page.evaluate(overlapping)
            if found and {"Mayor phase", "Builder phase", "Settler phase"} <= seen:
                break
            # the roles not decided in yet first (the mayor's circles fell below the fold), else
            # the likeliest next choice (the mayor's next circle, then Confirm), else the last
            fresh = [role for role in ("mayor", "builder", "settler", "craftsman", "captain")
                     if f"{role.capitalize()} phase" not in seen]
            offered = [table.locator(f'[data-nav=roles] button.prnb-legal[data-choice*="choose_role {role}"]')
                       for role in fresh]
            likely = table.locator("button.prnb-legal[data-next]")
            choice = next((o.first for o in offered if o.count()),
                          likely.first if likely.count() else table.locator("button.prnb-legal").last)
            choice.click()
            page.wait_for_timeout(300)
        assert {"Mayor phase", "Builder phase", "Settler phase"} <= seen, seen
        assert found == {"covers": False, "inside": True}, found
        shot(page, "start_presenter_more_below")


IN_VIEW = """() => [...document.querySelectorAll('.prnb-live button.prnb-legal')].filter((b) => {
  const r = b.getBoundingClientRect();
  return r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth;
}).map((b) => b.textContent.slice(0, 30))"""


def test_san_juan_in_presenter_mode_fits_a_classroom_screen(voila, browser):
    """San Juan at 1366x768 in presenter mode, in Voila's page: every choice of the player to act,
    their hand included, is in view without scrolling (the boards stacked under the choices ran
    the hand off the screen)."""
    with presenter_page(browser, pace="instant") as page:
        form = open_start_page(page, voila, "san_juan")
        form.get_by_label("4", exact=True).check()
        form.get_by_label("Hide each hand between turns (people share one screen)").uncheck()
        form.get_by_label("Seed").fill("11")  # Ana, the person, is the governor: she chooses first
        assert SanJuanGame(players=4, seed=11).state.governor == 0
        form.get_by_role("button", name="Start the game").click()
        table = page.locator(".prnb-sj.prnb-live").first
        table.locator(".prnb-hand").wait_for()
        assert "prnb-presenter" in table.get_attribute("class")
        assert page.evaluate(IN_VIEW) == []  # as the page stands after Start (nobody scrolled)
        # the builder's choice: the hand's cards are the choices, beside the build panel
        table.locator("[data-nav=roles] button.prnb-legal", has_text="Builder").click()
        table.locator(".prnb-build").wait_for()
        assert table.locator(".prnb-hand button.prnb-legal").count() > 0
        assert page.evaluate(IN_VIEW) == []
        # the focus the table moved to the first card opens no card over the rest of the hand
        assert page.evaluate("() => document.activeElement.closest('.prnb-hand') !== null")
        assert page.locator(".prnb-piece-card:popover-open").count() == 0
        shot(page, "san_juan_presenter_1366")
