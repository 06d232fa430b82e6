"""Presenter mode (issue #22.3), measured from the page at 1366x768: no text under 18px, body text
22px, every button and disclosure at least 44x44px, the acting player's choices in view; the switch
is remembered by the browser and switches every table on the page."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

import playwright.sync_api  # noqa: F401 (a missing test dependency fails the run)

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.widgets import SanJuanTable, TableWidget

from .axe import serious_violations
from .servers import require_chromium
from .widget_page import COVERS_NEXT, assert_card_beside, open_widget, serve, settle, watched_page

require_chromium()
pytestmark = pytest.mark.browser

SCREEN = {"width": 1366, "height": 768}
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "e2e"
NAMES = ["Ana", "Bo", "Cy", "Di"]

MEASURE = """() => {
  const root = document.querySelector('#here .prnb');
  const small = [], tiny = [], out = [];
  for (const el of root.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || el.closest('.prnb-sr')) continue;
    const text = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (text && parseFloat(getComputedStyle(el).fontSize) < 18) small.push(`${el.className} "${el.textContent.slice(0, 20)}"`);
    const target = el.matches('button, summary, select');
    if (target && (r.width < 44 || r.height < 44)) tiny.push(`${el.className} ${r.width}x${r.height}`);
  }
  // the acting player's choices: the panels beside the message and the pieces on the board that
  // are the only control for their move (the market's buildings repeat the builder's panel)
  for (const b of root.querySelectorAll('button.prnb-legal')) {
    if (b.closest('.prnb-market') && root.querySelector('.prnb-buildable')) continue;
    const r = b.getBoundingClientRect();
    if (r.bottom > innerHeight || r.right > innerWidth || r.top < 0) out.push(b.textContent.slice(0, 30));
  }
  return { small, tiny, out, body: parseFloat(getComputedStyle(root).fontSize) };
}"""


# for each other player's board (not the player to act, not folded): how many plantations and
# buildings it shows
SUMMARIES = """() => [...document.querySelectorAll('#here .prnb-player:not(.prnb-to-act):not(.prnb-viewer):not(.prnb-folded)')]
  .map((board) => [...board.querySelectorAll('.prnb-island .prnb-tile:not(.prnb-tile-empty), '
    + '.prnb-city > :not(.prnb-building-empty):not(.prnb-muted)')]
    .filter((piece) => piece.getBoundingClientRect().height > 0).length)"""


def others_pieces(table) -> list[int]:
    """What SUMMARIES should find, from the view model: each other player's plantations and buildings."""
    view = table.view
    acting = {p["seat"] for p in view["players"] if p.get("to_act") or p.get("hand")}
    if view.get("mayor") and "island" in view["players"][0]:
        return []  # the mayor's turn: the others fold to their counts
    return [len(p.get("island", [])) + len(p["city"]) for p in sorted(view["players"], key=lambda p: p["seat"])
            if p["seat"] not in acting]


def puerto_rico_at(phase: str, players: int = 4) -> Game:
    rng = random.Random(1)
    game = Game(players=players, seed=1)
    while game.state.phase != phase or game.state.turn is None:
        game.apply(game.legal_actions().random(rng))
    return game


def san_juan_builder() -> SanJuanTable:
    table = SanJuanTable(game=SanJuanGame(players=4, seed=2, governor=0), names=NAMES)
    table.act({"player": 0, "choose_role": "builder"})
    return table


TABLES = {
    "pr_role": lambda: TableWidget(game=Game(players=4, seed=1), names=NAMES),
    "pr_builder": lambda: TableWidget(game=puerto_rico_at("builder"), names=NAMES),
    "pr_mayor": lambda: TableWidget(game=puerto_rico_at("mayor"), names=NAMES),
    "pr_captain": lambda: TableWidget(game=puerto_rico_at("captain"), names=NAMES),
    "sj_councillor": lambda: SanJuanTable(game=SanJuanGame(players=4, seed=1), names=NAMES),
    "sj_builder": lambda: san_juan_builder(),
}


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("name", sorted(TABLES))
def test_presenter_mode_is_large_and_keeps_every_choice_in_view(browser, tmp_path, name, dark):
    table = TABLES[name]()
    with serve(tmp_path, table) as url, watched_page(browser, SCREEN, 20_000) as page:
        page.add_init_script("localStorage.setItem('prnb-presenter', 'on')")
        open_widget(page, url, table, dark=dark)
        settle(page)
        assert page.locator("#here .prnb.prnb-presenter").count() == 1
        measured = page.evaluate(MEASURE)
        assert measured["body"] >= 22
        assert not measured["small"], measured["small"][:5]
        assert not measured["tiny"], measured["tiny"][:5]
        assert not measured["out"], measured["out"][:5]
        assert serious_violations(page, "#here") == []
        # the other players' boards are a compact summary a class reads, not hidden: each of their
        # plantations and buildings is on screen (during the mayor only their counts)
        assert page.evaluate(SUMMARIES) == others_pieces(table)
        # what a piece does, whole, beside it at the presenter's size (the info line has two lines)
        piece = page.locator("#here [data-piece]:visible").last
        piece.focus()
        abilities = {**table.view.get("abilities", {}), **table.view.get("role_abilities", {})}
        want = next(a["text"] for a in abilities.values() if a["name"] == piece.get_attribute("data-piece"))
        assert_card_beside(piece, want, "focus", size=22)
        page.keyboard.press("Escape")
        # a card opened on the first piece of a group covers none of the choices the keyboard reaches
        # next (it covered the next role, the next building of the builder's panel)
        first = page.locator("#here [data-nav] [data-piece]:visible").first
        first.focus()
        assert first.evaluate(COVERS_NEXT) == [], first.get_attribute("data-piece")
        page.keyboard.press("Escape")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"presenter_{name}_{'dark' if dark else 'light'}.png"))
        assert not page.errors


def test_the_switch_is_remembered_and_switches_the_table(browser, tmp_path):
    table = TableWidget(game=Game(players=3, seed=2), names=NAMES[:3])
    with serve(tmp_path, table) as url, watched_page(browser, SCREEN, 20_000) as page:
        open_widget(page, url, table)
        settle(page)
        switch = page.locator('#here [data-control="presenter"]')
        assert switch.get_attribute("aria-pressed") == "false"
        assert page.locator("#here .prnb-presenter").count() == 0
        switch.click()
        settle(page)
        assert page.locator("#here .prnb.prnb-presenter").count() == 1
        assert page.locator('#here [data-control="presenter"]').get_attribute("aria-pressed") == "true"
        assert page.evaluate("localStorage.getItem('prnb-presenter')") == "on"
        page.reload()
        open_widget(page, url, table)
        settle(page)
        assert page.locator("#here .prnb.prnb-presenter").count() == 1  # remembered by the browser
        assert not page.errors
