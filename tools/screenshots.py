"""The README's pictures of the two tables, light and dark, in presenter mode (for a projector:
large text and targets), and in two of the rulebooks' languages (Korean, Icelandic), drawn by
their real front ends in Debian's Chromium at a classroom screen's size (1366x768): `make
screenshots` writes them into docs/img/, so they never go stale.

    python tools/screenshots.py [--out docs/img]
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from e2e.servers import BOTS_AT_ONCE, launch_chromium  # noqa: E402
from e2e.widget_page import open_widget, serve, settle  # noqa: E402

from puertorico_nb import Game, SanJuanGame  # noqa: E402
from puertorico_nb.widgets import SanJuanTable, TableWidget  # noqa: E402

SCREEN = {"width": 1366, "height": 768}


def puerto_rico_table() -> TableWidget:
    """A four-player table in the mayor phase of the second round: colonists waiting to be
    placed on the acting player's board."""
    table = TableWidget(Game(players=4, seed=3), names=["Rosa", "Tomás", "Ines", "Kofi"], bots=[])
    game = table.game
    for role in ("settler", "builder", "craftsman", "trader"):
        seat = game.turn
        game.apply({"player": seat, "choose_role": role})
        while game.phase != "role_choice":
            game.apply(game.legal_actions().random(table._rng))
    game.apply({"player": game.turn, "choose_role": "mayor"})
    table.refresh()
    return table


def san_juan_table(language: str = "en") -> SanJuanTable:
    """A three-player San Juan table in the builder phase, seen by the first player."""
    table = SanJuanTable(SanJuanGame(players=3, seed=1, governor=0), names=["Rosa", "Tomás", "Ines"], language=language)
    table.act({"player": 0, "choose_role": "builder"})
    return table


def puerto_rico_builder(language: str = "en") -> TableWidget:
    """A four-player table in the builder phase of the second round, for presenter mode: the
    buildings the builder may build beside the message."""
    table = TableWidget(Game(players=4, seed=3), names=["Rosa", "Tomás", "Ines", "Kofi"], bots=[], language=language)
    game = table.game
    for role in ("settler", "mayor", "craftsman", "trader"):
        game.apply({"player": game.turn, "choose_role": role})
        while game.phase != "role_choice":
            game.apply(game.legal_actions().random(table._rng))
    game.apply({"player": game.turn, "choose_role": "builder"})
    table.refresh()
    return table


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "img")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    both = ("light", "dark")
    tables = {"puerto_rico": (puerto_rico_table(), False, both), "san_juan": (san_juan_table(), False, both),
              "presenter_puerto_rico": (puerto_rico_builder(), True, both),
              "presenter_san_juan": (san_juan_table(), True, both),
              "korean_puerto_rico": (puerto_rico_builder("ko"), False, ("light",)),
              "icelandic_san_juan": (san_juan_table("is"), False, ("light",))}
    with tempfile.TemporaryDirectory() as tmp, launch_chromium() as browser:
        for name, (table, presenter, themes) in tables.items():
            with serve(Path(tmp) / name, table) as url:
                for theme in themes:
                    page = browser.new_page(viewport=SCREEN)
                    page.add_init_script(BOTS_AT_ONCE)  # the pictures show the table after the bots moved
                    if presenter:  # the switch is remembered by the browser: set before the table draws
                        page.add_init_script("localStorage.setItem('prnb-presenter', 'on')")
                    open_widget(page, url, table, dark=theme == "dark")
                    page.locator("#here button").first.wait_for()
                    settle(page)
                    target = args.out / f"{name}_{theme}.png"
                    page.screenshot(path=str(target))
                    page.close()
                    print(f"wrote {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
