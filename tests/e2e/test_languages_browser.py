"""Both tables in Korean and Icelandic (issue #27), drawn by their real front ends at 1366x768,
light and dark: ``lang`` on the table's root, the front end's own words and the view model's in
that language, every choice of the player to act in view (longer words push none out), axe clean."""
from __future__ import annotations

from pathlib import Path

import pytest

import playwright.sync_api  # noqa: F401 (a missing test dependency fails the run)

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.widgets import SanJuanTable, TableWidget

from .axe import serious_violations
from .servers import require_chromium
from .widget_page import open_widget, serve, settle, watched_page

require_chromium()
pytestmark = pytest.mark.browser

SCREEN = {"width": 1366, "height": 768}
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "e2e"
NAMES = ["Ana", "Bo", "Cy", "Di"]
GOVERNOR = {"ko": "주지사:", "is": "Landstjóri:"}

OUT_OF_VIEW = """() => [...document.querySelectorAll('#here .prnb button.prnb-legal')]
  .filter((b) => !(b.closest('.prnb-market') && document.querySelector('#here .prnb-buildable')))
  .filter((b) => { const r = b.getBoundingClientRect(); return r.bottom > innerHeight || r.right > innerWidth; })
  .map((b) => b.textContent.slice(0, 30))"""

TABLES = {
    "puerto_rico": lambda code: TableWidget(game=Game(players=4, seed=1), names=NAMES, language=code),
    "san_juan": lambda code: SanJuanTable(game=SanJuanGame(players=4, seed=1, governor=0), names=NAMES, language=code),
}


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("code", ["ko", "is"])
@pytest.mark.parametrize("name", sorted(TABLES))
def test_a_table_in_the_books_language(browser, tmp_path, name, code, dark):
    table = TABLES[name](code)
    with serve(tmp_path, table) as url, watched_page(browser, SCREEN, 20_000) as page:
        open_widget(page, url, table, dark=dark)
        settle(page)
        root = page.locator("#here .prnb")
        assert root.get_attribute("lang") == code
        header = page.locator("#here .prnb-header").inner_text()
        assert GOVERNOR[code] in header and "Governor" not in header
        assert "why / where" not in page.locator("#here").inner_text()
        assert page.evaluate(OUT_OF_VIEW) == []
        assert serious_violations(page, "#here") == []
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"language_{name}_{code}_{'dark' if dark else 'light'}.png"))
        assert not page.errors
