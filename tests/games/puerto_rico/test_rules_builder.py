"""Builder phase (Icelandic rulebook, BYGGINGAMEISTARINN, Grjótnáma (Quarry), Háskóli)."""
from __future__ import annotations

import pytest

from .helpers import position, refused

ELEVEN = ["small_indigo_plant", "small_sugar_mill", "small_market", "hacienda", "construction_hut",
          "small_warehouse", "indigo_plant", "sugar_mill", "hospice", "office", "large_market"]


def _builder(n=4, chooser=0, **setup):
    setup.setdefault("governor", 0)
    game = position(n, **setup)
    game.apply({"player": chooser, "choose_role": "builder"})
    return game


def _quarries(k, manned=True):
    return [{"quarry": 1} if manned else "quarry" for _ in range(k)]


@pytest.mark.rule("builder.privilege-discount", "legal")
def test_the_builder_pays_one_less_and_the_others_full_price():
    game = _builder(players={0: {"doubloons": 3}, 1: {"doubloons": 3}})
    game.apply({"player": 0, "build": "hacienda"})
    game.apply({"player": 1, "build": "hacienda"})
    assert game.state.players[0].doubloons == 3 - 1
    assert game.state.players[1].doubloons == 3 - 2


@pytest.mark.rule("builder.privilege-discount", "illegal")
def test_a_builder_who_builds_nothing_gets_nothing():
    game = _builder(players={0: {"doubloons": 3}, 1: {"doubloons": 1}})
    game.apply({"player": 0, "pass": True})
    assert game.state.players[0].doubloons == 3
    # and the next player does not inherit the discount: a hacienda costs them 2
    e = refused(game, {"player": 1, "build": "hacienda"})
    assert e.rule_id == "builder.afford"


@pytest.mark.rule("builder.quarry-discount", "legal")
def test_the_books_prices_with_three_manned_quarries():
    # construction hut 1, office 3, harbor 5, city hall 7 (the builder himself passes)
    # one buyer at a time: the box holds 8 quarries, not three for each of four players
    buys = {1: ("construction_hut", 1), 2: ("office", 3), 3: ("harbor", 5), 4: ("city_hall", 7)}
    for p, (b, price) in buys.items():
        game = _builder(5, players={0: {"doubloons": 0}, p: {"doubloons": price, "island": _quarries(3)}})
        for before in range(p):
            game.apply({"player": before, "pass": True})
        game.apply({"player": p, "build": b})
        assert game.state.players[p].doubloons == 0
        assert game.state.players[p].city == [b]


@pytest.mark.rule("builder.quarry-discount", "illegal")
def test_unmanned_quarries_and_quarries_beyond_the_column_give_nothing():
    game = _builder(players={1: {"doubloons": 2, "island": _quarries(4, manned=False)},
                             2: {"doubloons": 2, "island": _quarries(4)}})
    game.apply({"player": 0, "pass": True})
    e = refused(game, {"player": 1, "build": "small_warehouse"})  # 3, no discount
    assert e.rule_id == "builder.afford"
    game.apply({"player": 1, "pass": True})
    # four manned quarries take only 2 off an office (column 2): 3 > 2
    e = refused(game, {"player": 2, "build": "office"})
    assert e.rule_id == "builder.afford"
    game.apply({"player": 2, "build": "hospice"})  # 4 - 2 = 2
    assert game.state.players[2].doubloons == 0


@pytest.mark.rule("builder.cost-floor", "legal")
def test_discounts_can_bring_a_price_down_to_nothing():
    game = _builder(players={0: {"doubloons": 0, "island": _quarries(1)}})
    ex = game.explain({"player": 0, "build": "small_market"})
    assert ex.legal
    game.apply({"player": 0, "build": "small_market"})
    assert game.state.players[0].city == ["small_market"]
    assert game.state.players[0].doubloons == 0


@pytest.mark.rule("builder.cost-floor", "illegal")
def test_nobody_is_paid_for_building():
    game = _builder(players={0: {"doubloons": 4, "island": _quarries(2)}})
    game.apply({"player": 0, "build": "small_indigo_plant"})  # 1 - 1 builder - 1 quarry = 0, not -1
    assert game.state.players[0].doubloons == 4


@pytest.mark.rule("builder.afford", "legal")
def test_a_building_can_be_bought_with_exactly_its_price():
    game = _builder(players={0: {"doubloons": 0}, 1: {"doubloons": 9}})
    game.apply({"player": 0, "pass": True})
    ex = game.explain({"player": 1, "build": "wharf"})
    assert (ex.legal, ex.rule) == (True, "builder.afford")
    game.apply({"player": 1, "build": "wharf"})
    assert game.state.players[1].doubloons == 0


@pytest.mark.rule("builder.afford", "illegal")
def test_no_building_on_credit():
    game = _builder(players={0: {"doubloons": 7}})
    e = refused(game, {"player": 0, "build": "wharf"})  # 9 - 1 = 8 > 7
    assert e.rule_id == "builder.afford"
    ex = game.explain({"player": 0, "build": "harbor"})  # 8 - 1 = 7: fine
    assert ex.legal


@pytest.mark.rule("builder.one-per-phase", "legal")
def test_each_player_builds_once_and_play_moves_on():
    game = _builder(players={0: {"doubloons": 10}, 1: {"doubloons": 10}})
    game.apply({"player": 0, "build": "small_market"})
    assert game.turn == 1 and game.state.players[0].city == ["small_market"]


@pytest.mark.rule("builder.one-per-phase", "illegal")
def test_no_second_building_in_the_same_phase():
    game = _builder(players={0: {"doubloons": 10}, 1: {"doubloons": 0}, 2: {"doubloons": 0},
                             3: {"doubloons": 0}})
    game.apply({"player": 0, "build": "small_market"})
    # the others cannot afford anything, so the phase is over: no second purchase
    assert game.phase == "role_choice"
    assert game.state.players[0].city == ["small_market"]
    assert game.state.players[0].doubloons == 10
    e = refused(game, {"player": 0, "build": "hacienda"})
    assert e.rule_id == "turn.not-your-turn"  # seat 1 is choosing the next role


@pytest.mark.rule("builder.one-of-each", "legal")
def test_the_small_and_large_plant_of_a_good_are_different_kinds():
    game = _builder(players={0: {"doubloons": 5, "city": ["small_indigo_plant"]}})
    game.apply({"player": 0, "build": "indigo_plant"})
    assert game.state.players[0].city == ["small_indigo_plant", "indigo_plant"]


@pytest.mark.rule("builder.one-of-each", "illegal")
def test_no_second_copy_of_a_building_one_owns():
    game = _builder(players={0: {"doubloons": 9, "city": ["small_market", "indigo_plant"]}})
    for b in ("small_market", "indigo_plant"):
        e = refused(game, {"player": 0, "build": b})
        assert e.rule_id == "builder.one-of-each"


@pytest.mark.rule("builder.copies-left", "legal")
def test_the_last_copy_can_be_bought():
    game = _builder(players={0: {"doubloons": 0}, 1: {"doubloons": 1, "city": ["small_market"]},
                             2: {"doubloons": 1}})
    game.apply({"player": 0, "pass": True})
    game.apply({"player": 1, "pass": True})
    game.apply({"player": 2, "build": "small_market"})
    k = game.state.buildings_order.index("small_market")
    assert game.state.buildings_left[k] == 0


@pytest.mark.rule("builder.copies-left", "illegal")
def test_no_building_once_its_copies_are_gone():
    game = _builder(players={0: {"doubloons": 10}, 1: {"city": ["city_hall", "small_market"]},
                             2: {"city": ["small_market"]}})
    for b in ("city_hall", "small_market"):
        e = refused(game, {"player": 0, "build": b})
        assert e.rule_id == "builder.copies-left"
    e = refused(game, {"player": 0, "build": "palace"})
    assert e.rule_id == "builder.copies-left"


@pytest.mark.rule("builder.city-space", "legal")
def test_a_large_building_fits_in_the_last_two_spaces():
    game = _builder(players={0: {"doubloons": 10, "city": ELEVEN[:10]}})
    game.apply({"player": 0, "build": "fortress"})
    assert game.state.players[0].city[-1] == "fortress"
    assert game.state.players[0].doubloons == 1


@pytest.mark.rule("builder.city-space", "illegal")
def test_no_large_building_in_one_free_space():
    game = _builder(players={0: {"doubloons": 10, "city": ELEVEN}})
    e = refused(game, {"player": 0, "build": "fortress"})
    assert e.rule_id == "builder.city-space"
    ex = game.explain({"player": 0, "build": "large_warehouse"})
    assert ex.legal


@pytest.mark.rule("builder.university-colonist", "legal")
@pytest.mark.rule("building.university", "legal")
def test_the_university_puts_one_colonist_on_the_new_building():
    game = _builder(supply={"colonists": 1}, colonist_ship=4,
                    players={0: {"doubloons": 5, "city": [{"university": 1}]},
                             1: {"doubloons": 5, "city": [{"university": 1}]}})
    game.apply({"player": 0, "build": "tobacco_storage"})
    p = game.state.players[0]
    assert p.city == ["university", "tobacco_storage"] and p.city_workers == [1, 1]  # one, not three
    assert game.state.colonist_supply == 0
    game.apply({"player": 1, "build": "hospice"})  # the supply is empty: from the ship
    assert game.state.players[1].city_workers == [1, 1]
    assert game.state.colonist_ship == 3


@pytest.mark.rule("builder.university-colonist", "illegal")
@pytest.mark.rule("building.university", "illegal")
def test_no_university_colonist_when_unmanned_declined_or_none_left():
    game = _builder(supply={"colonists": 5}, colonist_ship=4,
                    players={0: {"doubloons": 5, "city": ["university"]},
                             1: {"doubloons": 5, "city": [{"university": 1}]},
                             2: {"doubloons": 5}})
    game.apply({"player": 0, "build": "hacienda"})
    assert game.state.players[0].city_workers == [0, 0]
    game.apply({"player": 1, "build": "hacienda", "university": False})
    assert game.state.players[1].city_workers == [1, 0]
    assert game.state.colonist_supply == 5
    e = refused(game, {"player": 2, "build": "hacienda", "university": False})
    assert e.rule_id == "building.university"
    game = _builder(supply={"colonists": 0}, colonist_ship=0,
                    players={0: {"doubloons": 5, "city": [{"university": 1}]}})
    game.apply({"player": 0, "build": "hacienda"})
    assert game.state.players[0].city_workers == [1, 0]
