"""Every move the engine lists has a control on the page (issue #22.2): positions made by the
engine (seeded random games) where a hacienda owner may draw a hidden plantation, and where a
mayor has colonists and nobles waiting, are loaded into the real Puerto Rico front end; every
legal choice of the view model must be a button on the page, and a click on it sends that move."""
from __future__ import annotations

import random

import pytest

import playwright.sync_api  # noqa: F401 (a missing test dependency fails the run)

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.widgets import TableWidget

from .servers import require_chromium
from .widget_page import open_widget, relay, serve, settle, watched_page

require_chromium()
pytestmark = pytest.mark.browser

SCREEN = {"width": 1366, "height": 768}


def position_where(wanted, setup: dict, seeds=range(40)) -> Game:
    """The first position of a seeded random game where `wanted(game)` holds."""
    for seed in seeds:
        rng = random.Random(seed)
        game = Game(seed=seed, **setup)
        while not game.state.game_over:
            if wanted(game):
                return game
            game.apply(game.legal_actions().random(rng))
    raise AssertionError(f"no position found for {setup}")


def lists(game: Game, verb: str, **fields) -> bool:
    return any(a.to_mapping().get(verb) is not None and all(a.to_mapping().get(k) == v for k, v in fields.items())
               for a in game.legal_actions())


def buttons_for_every_legal_choice(page, table) -> None:
    for choice in table.view["actions"]:
        if choice["legal"]:
            found = page.locator(f'#here button[data-choice="{choice["id"]}"], #here button[data-choice^="{choice["id"]}#"]')
            assert found.count() >= 1, f"no button for {choice['label']}"


def test_the_hacienda_draw_is_a_button_that_draws(browser, tmp_path):
    game = position_where(lambda g: lists(g, "settle", settle="hidden"), dict(players=4))
    table = TableWidget(game=game, names=["Ana", "Bo", "Cy", "Di"])
    with serve(tmp_path, table) as url, watched_page(browser, SCREEN, 20_000) as page:
        open_widget(page, url, table)
        settle(page)
        buttons_for_every_legal_choice(page, table)
        draw = page.locator("#here .prnb-actions button.prnb-legal", has_text="Draw a hidden plantation")
        assert draw.count() == 1
        draw.click()
        sent = relay(page, table)
        assert sent and sent[-1]["action"].get("settle") == "hidden"
        assert table.game.state.hacienda_drawn, table.message
        assert not page.errors


def test_a_mayor_with_colonists_and_nobles_waiting_may_place_either(browser, tmp_path):
    game = position_where(lambda g: g.state.phase == "mayor" and lists(g, "put", noble=True)
                          and any(not a.to_mapping().get("noble") for a in g.legal_actions() if "put" in a.to_mapping()),
                          dict(players=3, expansions=["nobles"]))
    table = TableWidget(game=game, names=["Ana", "Bo", "Cy"])
    with serve(tmp_path, table) as url, watched_page(browser, SCREEN, 20_000) as page:
        open_widget(page, url, table)
        settle(page)
        nobles = page.locator('#here [data-control="place-nobles"]')
        assert nobles.get_attribute("aria-pressed") == "false"
        nobles.click()
        settle(page)
        assert nobles.get_attribute("aria-pressed") == "true"
        circle = page.locator('#here button.prnb-step.prnb-legal[aria-label^="Put a noble"]').first
        circle.click()
        sent = relay(page, table)
        assert sent and sent[-1]["action"].get("put") and sent[-1]["action"].get("noble") is True, sent
        assert not page.errors
