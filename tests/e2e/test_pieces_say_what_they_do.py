"""What each piece does (issue #22.4): every Puerto Rico building (base, New Buildings, Nobles) and
every San Juan card face on the table tells its ability, from the rule catalogue through the view
model, on hover, on keyboard focus and on a tap of a touch screen, on its card beside it (the
table's info line names it, whole); its rule sits behind "why / where in the books". A hidden card
has no line."""
from __future__ import annotations

import random

import pytest

import playwright.sync_api  # noqa: F401 (a missing test dependency fails the run)

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.games.san_juan.components import CARDS
from puertorico_nb.games.san_juan.render.abilities import ability as card_ability
from puertorico_nb.games.san_juan.render.viewmodel import GOOD_WORDS
from puertorico_nb.widgets import SanJuanTable, TableWidget

from .servers import require_chromium
from .widget_page import CARD, COVERS_NEXT, assert_card_beside, open_widget, serve, settle

require_chromium()
pytestmark = pytest.mark.browser

SCREEN = {"width": 1366, "height": 768}
INFO = "#here .prnb-hint-text"


# the info line's text: what it says, and whether it is all on screen (it was cut with "...")
SAID = "el => ({ text: el.textContent, whole: el.scrollHeight <= el.clientHeight + 1 })"


def says_which(page, name: str, how: str) -> None:
    """The info line names the piece `name`, whole; what the piece does is on its card."""
    said = page.locator(INFO).evaluate(SAID)
    assert name.lower() in said["text"].lower() and said["whole"], (how, name, said)


def check_every_piece(page, table, selector: str, abilities: dict) -> int:
    """Hover, focus and tap every piece matching `selector`; its card beside it says its ability
    and the info line which piece it is, whole."""
    pieces = page.locator(selector)
    count = pieces.count()
    assert count > 0
    by_name = {a["name"]: a for a in abilities.values()}
    for k in range(count):
        piece = pieces.nth(k)
        name = piece.get_attribute("data-piece")
        want = by_name[name]["text"]
        page.mouse.move(0, 0)
        piece.hover()
        says_which(page, name, "hover")
        assert_card_beside(piece, want, "hover")
        page.locator(INFO).evaluate("el => { el.textContent = ''; }")
        page.mouse.move(0, 0)
        assert piece.evaluate(CARD) is None  # the pointer left: the card goes
        piece.focus()
        says_which(page, name, "focus")
        assert_card_beside(piece, want, "focus")
        assert piece.evaluate(COVERS_NEXT) == [], (name, "the card covers the next choice")
        page.keyboard.press("Escape")
        assert piece.evaluate(CARD) is None  # Escape puts it away
        page.locator(INFO).evaluate("el => { el.textContent = ''; }")
        if piece.get_attribute("aria-disabled") != "true" and "prnb-legal" not in (piece.get_attribute("class") or ""):
            piece.tap()  # a piece that is not a choice: a tap tells what it does
            says_which(page, name, "tap")
            assert_card_beside(piece, want, "tap")
        assert want in (piece.get_attribute("title") or "")
    # one card at a time, the latest: a card opened by the pointer goes when the focus moves on
    piece = pieces.first
    piece.hover()
    assert piece.evaluate(CARD) is not None
    page.locator("#here [data-control=undo]").focus()
    assert piece.evaluate(CARD) is None, "the pointer's card stayed while the focus moved on"
    page.mouse.move(0, 0)
    return count


@pytest.mark.parametrize("setup", [dict(players=4), dict(players=4, expansions=["nobles"]),
                                   dict(players=4, expansions=["new_buildings"])], ids=["base", "nobles", "new_buildings"])
def test_every_puerto_rico_building_says_what_it_does(browser, tmp_path, setup):
    game = Game(seed=1, **setup)
    table = TableWidget(game=game, names=["Ana", "Bo", "Cy", "Di"], bots=[])
    context = browser.new_context(viewport=SCREEN, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        with serve(tmp_path, table) as url:
            open_widget(page, url, table)
            settle(page)
            kinds = table.view.get("draft", {}).get("groups") if table.view.get("draft") else None
            selector = "#here .prnb-draft [data-piece]" if kinds else "#here .prnb-market [data-piece]"
            checked = check_every_piece(page, table, selector, table.view["abilities"])
            expected = (sum(len(g["kinds"]) for g in kinds) if kinds else len(table.view["buildings"]))
            assert checked == expected
            # the rule behind it, one click away
            page.locator(selector).first.focus()
            why = page.locator("#here .prnb-info-why")
            assert why.is_visible()
            why.locator("summary").click()
            assert "Rule" in why.locator(".prnb-why-body").text_content()
            assert "rulebook" in why.locator(".prnb-cite").text_content()
        assert not errors
    finally:
        context.close()


def test_every_san_juan_card_has_a_line_and_cards_on_the_table_say_it(browser, tmp_path):
    for card_id in CARDS:
        line = card_ability(card_id, GOOD_WORDS)
        assert line["text"] and line["rule"].startswith("sj.") and "Dutch rulebook" in line["citation"]
    rng = random.Random(3)
    game = SanJuanGame(players=3, seed=3)
    while not game.state.game_over and sum(len(p.buildings) for p in game.state.players) < 9:
        game.apply(game.legal_actions().random(rng))
    table = SanJuanTable(game=game, names=["Ana", "Bo", "Cy"], bots=[])
    hidden = set(CARDS) - set(table.view["abilities"])
    assert hidden, "a spectator's or a seat's view never names every card"
    context = browser.new_context(viewport=SCREEN, has_touch=True)
    page = context.new_page()
    try:
        with serve(tmp_path, table) as url:
            open_widget(page, url, table)
            settle(page)
            checked = check_every_piece(page, table, "#here [data-piece]:not(.prnb-role)", table.view["abilities"])
            assert checked >= 9
            # no line for a card the seat may not see: every line is about a face on the page
            shown = set(page.locator("#here [data-piece]:not(.prnb-role)").evaluate_all("els => els.map((e) => e.dataset.piece)"))
            assert shown == {a["name"] for a in table.view["abilities"].values()}
            # every role card says what it does for everyone, from the game's lines, as in Puerto Rico
            roles = check_every_piece(page, table, "#here [data-nav=roles] .prnb-role", table.view["role_abilities"])
            assert roles == len(table.view["roles"]) == 5
    finally:
        context.close()
