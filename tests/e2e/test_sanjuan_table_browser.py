"""San Juan's table at a classroom screen's size (1366x768), in Debian's Chromium.

Checked: every choice of the player to act is in view without scrolling in every phase of a game
played by clicks, and also late in a game (a city of eleven buildings, a hand of twelve cards);
a choice of several cards (the producer's buildings, the councillor's keep) is made by toggling
cards, one engine step per click, with the engine's verdict on the choice so far shown as you go.
Screenshots go to test-artifacts/e2e/table_sj_*.png.
"""
from __future__ import annotations

import random

import pytest

from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.games.san_juan.position import build_game
from puertorico_nb.widgets import SanJuanTable

from .axe import serious_violations
from .servers import require_chromium
from .test_table_browser import NAMES, SCREEN, WAIT, out_of_view, play_checking_choices_in_view, shot
from .widget_page import open_widget, relay, serve, settle, watched_page

require_chromium()  # a missing browser fails the run: make test installs it
pytestmark = pytest.mark.browser


@pytest.fixture()
def page(browser):
    with watched_page(browser, SCREEN, WAIT) as page:
        yield page


def click(page, table, locator) -> None:
    # a person's click on what is on screen: never scrolls the page first (Playwright's would)
    locator.evaluate("el => el.click()")
    relay(page, table)


def test_every_san_juan_choice_is_in_view_in_every_phase(page, tmp_path):
    """Every role's phase, played by clicks from a new game (the chapel and the hand limit come at
    the start of a round, from the position of the next test)."""
    table = SanJuanTable(SanJuanGame(players=4, seed=5), names=NAMES, bots=[])
    wanted = {"role_choice", "builder", "producer", "trader", "councillor"}
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        checked = play_checking_choices_in_view(page, table, "sj", random.Random(5), 1000, wanted)
    assert wanted <= set(checked), f"phases never reached: {wanted - set(checked)}"
    assert not page.errors, page.errors


# full hands and a chapel: the first round's end brings the chapel's turn, then the hand limit
# (a new game reaches both only after hundreds of clicks)
FULL_HANDS = {0: {"buildings": ["indigo_plant", "chapel"], "hand": ["sugar_mill", "smithy", "well"]},
              1: {"hand": ["statue", "hero", "palace", "guild_hall", "city_hall", "crane", "quarry", "market_hall",
                           "victory_column", "prefecture", "archive", "poor_house"]},
              2: {"hand": ["tobacco_storage", "coffee_roaster", "silver_smelter", "tower", "aqueduct", "library",
                           "smithy", "well", "market_stand", "trading_post"]},
              3: {"hand": ["sugar_mill", "sugar_mill", "tobacco_storage", "tobacco_storage", "coffee_roaster",
                           "coffee_roaster", "silver_smelter", "silver_smelter", "indigo_plant", "indigo_plant"]}}


def test_the_chapel_and_the_hand_limit_keep_their_choices_in_view(page, tmp_path):
    game = build_game({"game": "san_juan", "players": 4, "setup": {"governor": 0, "players": FULL_HANDS}})
    table = SanJuanTable(game, names=NAMES, bots=[])
    wanted = {"chapel", "hand_limit"}
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        checked = play_checking_choices_in_view(page, table, "sj", random.Random(5), 200, wanted)
    assert wanted <= set(checked), f"phases never reached: {wanted - set(checked)}"
    assert not page.errors, page.errors


LATE = ["indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter", "tower",
        "aqueduct", "library", "smithy", "well", "chapel"]
OTHERS = ["indigo_plant", "indigo_plant", "sugar_mill", "sugar_mill", "tobacco_storage", "coffee_roaster",
          "silver_smelter", "market_stand", "trading_post", "black_market"]
HAND = ["statue", "hero", "palace", "guild_hall", "city_hall", "crane", "quarry", "market_hall",
        "victory_column", "prefecture", "archive", "poor_house"]


@pytest.mark.parametrize("role", ["builder", "producer"])
def test_late_in_a_game_a_full_city_and_hand_keep_the_choices_in_view(page, tmp_path, role):
    game = build_game({"game": "san_juan", "players": 4, "setup": {"governor": 0, "players": {
        0: {"buildings": LATE, "hand": HAND}, 1: {"buildings": OTHERS[:9]},
        2: {"buildings": OTHERS[:8]}, 3: {"buildings": OTHERS}}}})
    table = SanJuanTable(game, names=NAMES, bots=[])
    table.act({"player": 0, "choose_role": role})
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator(".prnb-header").wait_for()
        legal = page.locator("#here button.prnb-legal")
        assert legal.count() >= (len(HAND) if role == "builder" else 5)
        shot(page, f"sj_late_{role}")
        assert out_of_view(page) == []
    assert not page.errors, page.errors


def test_the_producer_toggles_buildings_and_sees_the_verdict_as_they_go(page, tmp_path):
    game = build_game({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
        0: {"buildings": ["indigo_plant", "sugar_mill", "coffee_roaster", "smithy"], "hand": []},
        1: {"hand": []}, 2: {"hand": []}}}})
    table = SanJuanTable(game, names=NAMES[:3], bots=[])
    table.act({"player": 0, "choose_role": "producer"})  # the chooser may produce two goods
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        panel = page.locator(".prnb-picking")
        panel.wait_for()
        cards = panel.locator("[data-nav=picking] button")
        assert cards.count() == 3  # the three empty production buildings, not the smithy
        verdict = panel.locator(".prnb-verdict")
        confirm = panel.locator("[data-nav=picking-end] button.prnb-primary")
        assert "choose 1 to 2" in verdict.text_content().lower()
        assert confirm.get_attribute("aria-disabled") == "true"
        click(page, table, cards.nth(2))  # the coffee roaster
        assert table.game.state.picked == ["coffee_roaster"]
        assert cards.nth(2).get_attribute("aria-pressed") == "true"
        assert "Produce on the coffee roaster" in verdict.text_content()
        click(page, table, cards.nth(0))  # the indigo plant
        # a third is one too many: refused, with the chooser's privilege as the reason, and nothing changes
        click(page, table, cards.nth(1))
        assert sorted(table.game.state.picked) == ["coffee_roaster", "indigo_plant"]
        assert "may produce 2 goods" in table.message and "Ana" in table.message
        # change of mind: the coffee roaster back, the sugar mill instead
        click(page, table, cards.nth(2))
        assert cards.nth(2).get_attribute("aria-pressed") == "false"
        click(page, table, cards.nth(1))
        assert confirm.text_content() == "Produce on 2 buildings"
        shot(page, "sj_producer_toggled")
        click(page, table, confirm)
    goods = dict(zip(table.game.state.players[0].buildings, table.game.state.players[0].goods))
    assert goods["indigo_plant"] and goods["sugar_mill"] and goods["coffee_roaster"] is None
    assert not page.errors, page.errors


def councillor_table() -> SanJuanTable:
    """Ana (empty-handed) has just chosen the councillor: five drawn cards, one to keep."""
    game = build_game({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
        0: {"hand": []}, 1: {"hand": []}, 2: {"hand": []}}}})
    table = SanJuanTable(game, names=NAMES[:3], bots=[])
    table.act({"player": 0, "choose_role": "councillor"})
    return table


def test_the_councillor_keeps_a_card_by_toggling_it_and_by_keyboard(page, tmp_path):
    table = councillor_table()
    drawn = list(table.game.state.drawn)
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        panel = page.locator(".prnb-picking")
        panel.wait_for()
        cards = panel.locator("[data-nav=picking] button")
        assert cards.count() == len(drawn) == 5
        # keyboard only: Tab to the cards, an arrow key to the second, Space toggles it
        cards.first.focus()
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Space")
        relay(page, table)
        assert table.game.state.picked == [drawn[1]]
        # one card kept is all the councillor may: focus is now on Confirm, and Enter confirms
        assert page.evaluate("document.activeElement.textContent") == "Keep 1 card"
        page.keyboard.press("Enter")
        relay(page, table)
    assert table.game.state.players[0].hand == [drawn[1]] and table.game.state.turn != 0
    assert not page.errors, page.errors


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_axe_finds_nothing_serious_while_cards_are_toggled(page, tmp_path, dark):
    game = build_game({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
        0: {"buildings": ["indigo_plant", "sugar_mill", "coffee_roaster"], "goods": ["coffee_roaster"], "hand": []},
        1: {"hand": []}, 2: {"hand": []}}}})
    table = SanJuanTable(game, names=NAMES[:3], bots=[])
    table.act({"player": 0, "choose_role": "producer"})
    table.act({"player": 0, "pick": "sugar_mill"})
    table.act({"player": 0, "pick": "coffee_roaster"})  # refused: it holds a good already (a message shows)
    with serve(tmp_path, table) as url:
        open_widget(page, url, table, dark=dark)
        page.locator(".prnb-picking").wait_for()
        settle(page)
        assert page.locator(".prnb-picking [aria-pressed=true]").count() == 1
        shot(page, f"sj_axe_picking_{'dark' if dark else 'light'}")
        assert serious_violations(page, "#here") == []
    assert not page.errors, page.errors


def test_keep_one_swaps_on_a_click_and_the_copy_clicked_is_the_one_chosen(page, tmp_path):
    table = councillor_table()
    drawn = list(table.game.state.drawn)
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        cards = page.locator(".prnb-picking [data-nav=picking] button")
        cards.first.wait_for()
        click(page, table, cards.nth(0))
        # one card kept at most: a click on another swaps them (no refusal)
        click(page, table, cards.nth(3))
        assert table.game.state.picked == [drawn[3]] and not table.message.startswith("Not allowed")
        assert [cards.nth(k).get_attribute("aria-pressed") for k in range(5)] == ["false"] * 3 + ["true", "false"]
    # two copies of a building: the copy clicked is the one shown as chosen
    game = build_game({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
        0: {"buildings": ["indigo_plant", "sugar_mill", "indigo_plant"], "hand": []},
        1: {"hand": []}, 2: {"hand": []}}}})
    table = SanJuanTable(game, names=NAMES[:3], bots=[])
    table.act({"player": 0, "choose_role": "producer"})
    with serve(tmp_path / "copies", table) as url:
        open_widget(page, url, table)
        cards = page.locator(".prnb-picking [data-nav=picking] button")
        cards.first.wait_for()
        plants = [k for k in range(cards.count()) if "indigo plant" in cards.nth(k).text_content().lower()]
        assert len(plants) == 2
        click(page, table, cards.nth(plants[1]))
        assert cards.nth(plants[1]).get_attribute("aria-pressed") == "true"
        assert cards.nth(plants[0]).get_attribute("aria-pressed") == "false"
        assert table.game.state.picked == ["indigo_plant"]
    assert not page.errors, page.errors


def test_a_build_is_plain_unless_the_player_picks_another_way_and_focus_follows_the_build(page, tmp_path):
    game = build_game({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
        0: {"buildings": ["indigo_plant", "sugar_mill", "black_market"], "goods": ["indigo_plant", "sugar_mill"],
            "hand": ["smithy", "palace", "well", "quarry", "aqueduct"]}, 1: {"hand": []}, 2: {"hand": []}}}})
    table = SanJuanTable(game, names=NAMES[:3], bots=[1, 2])
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        role = page.locator("#here .prnb-roles button", has_text="Builder")
        role.focus()
        page.keyboard.press("Enter")
        relay(page, table)
        # after choosing the builder, focus is on a card that can be built, not on Pass
        assert page.evaluate("document.activeElement.closest('[data-nav]')?.dataset.nav") == "hand"
        quarry = page.locator("#here .prnb-hand button", has_text="Quarry")
        quarry.focus()
        page.keyboard.press("Enter")
        panel = page.locator("#here .prnb-build")
        # the plain way comes first and is said: no goods are spent unless that way is picked
        ways = panel.locator("select.prnb-ways")
        assert ways.input_value() == "0" and ways.locator("option").first.text_content() == "normally: pay 3 cards"
        # focus went to the first card to pay with
        assert page.evaluate("document.activeElement.getAttribute('aria-pressed')") == "false"
        assert ways.locator("option").count() > 1 and "black market" in ways.locator("option").nth(1).text_content()
        shot(page, "sj_build_ways")
        # keyboard only: Enter pays with the focused card and focus moves on, to Build once paid
        for _ in range(3):
            page.keyboard.press("Enter")
        assert page.evaluate("document.activeElement.textContent") == "Build the quarry"
        page.keyboard.press("Enter")
        [sent] = relay(page, table)
        assert sent["action"]["build"] == "quarry" and len(sent["action"]["pay"]) == 3 and "goods" not in sent["action"]
    assert "quarry" in table.game.state.players[0].buildings
    ana = table.game.state.players[0]
    goods = dict(zip(ana.buildings, ana.goods))
    assert goods["indigo_plant"] and goods["sugar_mill"]  # both goods still there (the black market unused)
    assert not page.errors, page.errors


def test_what_happened_stays_open_across_moves(page, tmp_path):
    table = SanJuanTable(SanJuanGame(players=3, seed=2, governor=0), names=NAMES[:3], bots=[1, 2])
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        log = page.locator("#here details:has(> summary[data-control=log])")
        log.locator("summary").click()
        assert log.get_attribute("open") is not None
        click(page, table, page.locator("#here .prnb-roles button.prnb-legal").first)
        assert log.get_attribute("open") is not None and log.locator("li").count() >= 1
    assert not page.errors, page.errors


def builder_table() -> SanJuanTable:
    """Ana has just chosen the builder, with four cards in hand; Bo and Cy are bots."""
    game = build_game({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
        0: {"hand": ["smithy", "well", "quarry", "aqueduct"]}, 1: {"hand": []}, 2: {"hand": []}}}})
    table = SanJuanTable(game, names=NAMES[:3], bots=[1, 2])
    table.act({"player": 0, "choose_role": "builder"})
    return table


def test_choosing_a_card_to_build_leaves_the_hand_where_it_was(page, tmp_path):
    table = builder_table()
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        hand = page.locator("#here .prnb-hand")
        hand.wait_for()
        before = hand.bounding_box()
        page.locator("#here .prnb-hand button", has_text="Well").evaluate("el => el.click()")
        settle(page)
        assert page.locator("#here .prnb-build .prnb-primary").count() == 1  # the build is under way
        assert hand.bounding_box()["y"] == before["y"]
    assert not page.errors, page.errors


def test_the_hand_stays_put_when_a_card_with_several_ways_is_chosen_and_when_cards_are_toggled(page, tmp_path):
    game = build_game({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
        0: {"buildings": ["indigo_plant", "sugar_mill", "crane", "black_market", "library"],
            "goods": ["indigo_plant", "sugar_mill"], "hand": ["smithy", "well", "quarry", "coffee_roaster"]},
        1: {"hand": []}, 2: {"hand": []}}}})
    table = SanJuanTable(game, names=NAMES[:3], bots=[1, 2])
    table.act({"player": 0, "choose_role": "builder"})
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        hand = page.locator("#here .prnb-hand")
        hand.wait_for()
        top = hand.bounding_box()["y"]
        page.locator("#here .prnb-hand button", has_text="Coffee Roaster").evaluate("el => el.click()")
        settle(page)
        assert page.locator("#here .prnb-build select.prnb-ways option").count() > 4
        assert hand.bounding_box()["y"] == top
        page.locator("#here .prnb-build select.prnb-ways").select_option("1")
        settle(page)
        assert hand.bounding_box()["y"] == top
    # the trader's goods: choosing one never changes the height of the cards, so nothing below moves
    game = build_game({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
        0: {"buildings": ["indigo_plant", "sugar_mill"], "goods": ["indigo_plant", "sugar_mill"], "hand": ["well"]},
        1: {"hand": []}, 2: {"hand": []}}}})
    table = SanJuanTable(game, names=NAMES[:3], bots=[1, 2])
    table.act({"player": 0, "choose_role": "trader"})
    with serve(tmp_path / "trader", table) as url:
        open_widget(page, url, table)
        confirm = page.locator("#here .prnb-picking .prnb-primary")
        confirm.wait_for()
        before = confirm.bounding_box()["y"]
        click(page, table, page.locator("#here .prnb-picking [data-nav=picking] button").first)
        assert table.game.state.picked and confirm.bounding_box()["y"] == before
    assert not page.errors, page.errors


def test_no_click_is_lost_while_the_kernel_is_slow(page, tmp_path):
    """Issue #23.19: cards clicked one after another before the kernel has answered the first
    click (a busy machine) all count. The page's messages are handed to Python only after both
    clicks here, as a slow kernel would; then a build chosen card by card survives the redraw of
    an answer that arrives between its clicks."""
    game = build_game({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
        0: {"buildings": ["indigo_plant", "sugar_mill", "coffee_roaster"], "hand": []},
        1: {"hand": []}, 2: {"hand": []}}}})
    table = SanJuanTable(game, names=NAMES[:3], bots=[])
    table.act({"player": 0, "choose_role": "producer"})
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        cards = page.locator(".prnb-picking [data-nav=picking] button")
        cards.first.wait_for()
        cards.nth(0).evaluate("el => el.click()")
        cards.nth(2).evaluate("el => el.click()")  # before the first click's answer came back
        relay(page, table)
        assert sorted(table.game.state.picked) == ["coffee_roaster", "indigo_plant"], table.message
        assert "earlier position" not in table.message

    table = builder_table()
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator("#here .prnb-hand button", has_text="Well").evaluate("el => el.click()")
        settle(page)
        table.refresh()  # the table drawn again while the build is chosen (an answer arriving late)
        relay(page, table)
        assert page.locator("#here .prnb-build .prnb-primary").count() == 1, "the build chosen was dropped"
        page.locator("#here .prnb-hand button", has_text="Smithy").evaluate("el => el.click()")  # pay with it
        settle(page)
        page.locator("#here .prnb-build .prnb-primary").evaluate("el => el.click()")
        relay(page, table)
    assert "well" in table.game.state.players[0].buildings, table.message
    assert not page.errors, page.errors


def test_a_role_without_its_privilege_is_its_card_with_a_switch_off(page, tmp_path):
    """Tutorial 17 listed "Choose the prospector without its privilege" above the role cards, and
    a click meant for the prospector hit it first: declining is a secondary choice of the role,
    a switch folded under "Benefits you may decline", and the card sends the role's form."""
    table = SanJuanTable(SanJuanGame(players=3, seed=1, governor=0), names=NAMES[:3], bots=[])
    with serve(tmp_path, table) as url:
        open_widget(page, url, table)
        page.locator("#here .prnb-header").wait_for()
        assert page.locator("#here button", has_text="without its privilege").count() == 0
        switch = page.get_by_role("checkbox", name="Take the role's privilege")
        assert not switch.is_visible()
        page.locator("#here [data-control=benefits]").click()
        switch.uncheck()
        page.locator("#here [data-nav=roles] button.prnb-legal", has_text="Prospector").click()
        relay(page, table)
    assert table.game.log[0].to_mapping() == {"player": 0, "choose_role": "prospector", "privilege": False}
    assert not page.errors, page.errors
