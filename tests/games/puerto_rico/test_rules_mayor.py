"""Mayor phase (Icelandic rulebook, BORGARSTJÓRINN, with its four-player dealing example)."""
from __future__ import annotations

import pytest

from .helpers import position, refused


def _place_rest(game):
    """Every remaining player lays out their workers, step by step (the first step listed)."""
    while game.phase == "mayor":
        game.apply(next(iter(game.legal_actions())))


def _finish_turn(game):
    """The player to act puts workers one step at a time (the first step listed) until they
    confirm their board."""
    player = game.turn
    while game.phase == "mayor" and game.turn == player:
        game.apply(next(iter(game.legal_actions())))


@pytest.mark.rule("mayor.privilege-colonist", "legal")
@pytest.mark.rule("mayor.deal-ship", "legal")
def test_the_books_dealing_example():
    # six colonists on the ship, four players: mayor 2 + 1 privilege, next 2, then 1 and 1
    game = position(4, governor=0, colonist_ship=6, supply={"colonists": 30})
    events = game.apply({"player": 0, "choose_role": "mayor"})
    assert [p.san_juan for p in game.state.players] == [3, 2, 1, 1]
    assert game.state.colonist_ship == 0
    assert game.state.colonist_supply == 29  # the privilege colonist came from the supply
    assert any(e.rule == "mayor.privilege-colonist" and e.player == 0 for e in events)
    assert game.turn == 0


@pytest.mark.rule("mayor.deal-ship", "legal")
def test_dealing_starts_with_the_mayor_not_the_governor():
    game = position(4, governor=0, to_pick=2, roles_taken={"prospector": 0, "captain": 1},
                     colonist_ship=5, supply={"colonists": 30})
    game.apply({"player": 2, "choose_role": "mayor"})
    # from the mayor (seat 2): 2, 3, 0, 1, 2
    assert [p.san_juan for p in game.state.players] == [1, 1, 3, 1]
    assert game.turn == 2


@pytest.mark.rule("mayor.deal-ship", "illegal")
def test_a_short_ship_leaves_the_last_players_without():
    game = position(4, governor=0, to_pick=1, roles_taken={"prospector": 0}, colonist_ship=2,
                     supply={"colonists": 30})
    game.apply({"player": 1, "choose_role": "mayor"})
    # mayor (1) and the next (2) get one each; 3 and 0 get none from the ship
    assert [p.san_juan for p in game.state.players] == [0, 2, 1, 0]
    # players without colonists have no layout to give: the phase goes 1, 2 and ends
    _finish_turn(game)
    assert game.turn == 2
    _finish_turn(game)
    assert game.phase == "role_choice"


@pytest.mark.rule("mayor.privilege-colonist", "illegal")
def test_no_privilege_colonist_from_an_empty_supply_nor_from_the_ship():
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 0})
    events = game.apply({"player": 0, "choose_role": "mayor"})
    assert [p.san_juan for p in game.state.players] == [1, 1, 1, 1]
    assert not any(e.rule == "mayor.privilege-colonist" for e in events)
    # other players never get the privilege
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 9})
    game.apply({"player": 0, "choose_role": "mayor"})
    assert [p.san_juan for p in game.state.players] == [2, 1, 1, 1]
    assert game.state.colonist_supply == 8


@pytest.mark.rule("mayor.place-all-colonists", "legal")
def test_old_and_new_colonists_are_laid_out_afresh():
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 0},
                     players={0: {"island": [{"corn": 1}, "indigo", "sugar"], "city": [{"small_market": 1}]}})
    game.apply({"player": 0, "choose_role": "mayor"})
    assert game.state.players[0].colonists() == 3
    layout = {"player": 0, "place": {"island": ["corn", {"indigo": 1}, {"sugar": 1}],
                                     "city": [{"small_market": 1}], "san_juan": 0}}
    ex = game.explain(layout)
    assert (ex.legal, ex.rule) == (True, "mayor.place-all-colonists")
    game.apply(layout)
    p = game.state.players[0]
    assert p.island_workers == [0, 1, 1] and p.city_workers == [1] and p.san_juan == 0
    assert game.turn == 1


@pytest.mark.rule("mayor.place-all-colonists", "illegal")
def test_a_layout_must_account_for_every_colonist():
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 0},
                     players={0: {"island": [{"corn": 1}, "indigo", "sugar"]}})
    game.apply({"player": 0, "choose_role": "mayor"})
    # two colonists, the layout places one and claims none wait in San Juan
    e = refused(game, {"player": 0, "place": {"island": [{"indigo": 1}], "city": [], "san_juan": 0}})
    assert e.rule_id == "mayor.place-all-colonists"
    e = refused(game, {"player": 0, "place": {"island": [{"indigo": 1}, {"sugar": 1}], "city": [],
                                              "san_juan": 1}})
    assert e.rule_id == "mayor.place-all-colonists"


@pytest.mark.rule("mayor.space-capacity", "legal")
def test_a_building_takes_as_many_colonists_as_it_has_circles():
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 0},
                     players={0: {"island": ["coffee"], "city": ["coffee_roaster"], "san_juan": 2}})
    game.apply({"player": 0, "choose_role": "mayor"})
    game.apply({"player": 0, "place": {"island": [{"coffee": 1}], "city": [{"coffee_roaster": 2}]}})
    p = game.state.players[0]
    assert p.city_workers == [2] and p.island_workers == [1] and p.san_juan == 0
    assert p.manned("coffee_roaster")


@pytest.mark.rule("mayor.space-capacity", "illegal")
def test_no_circle_holds_two_colonists():
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 0},
                     players={0: {"island": ["corn"], "city": ["small_market"], "san_juan": 2}})
    game.apply({"player": 0, "choose_role": "mayor"})
    e = refused(game, {"player": 0, "place": {"island": [{"corn": 1}], "city": [{"small_market": 2}]}})
    assert e.rule_id == "mayor.space-capacity"
    e = refused(game, {"player": 0, "place": {"island": [{"corn": 2}], "city": [{"small_market": 1}]}})
    assert e.rule_id == "mayor.space-capacity"
    e = refused(game, {"player": 0, "place": {"island": [{"corn": 1}], "city": [{"harbor": 1}],
                                              "san_juan": 1}})
    assert e.rule_id == "mayor.space-capacity"


@pytest.mark.rule("mayor.fill-before-san-juan", "legal")
def test_spare_colonists_wait_in_san_juan_once_every_circle_is_full():
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 0},
                     players={0: {"island": ["corn"], "city": ["small_market"], "san_juan": 3}})
    game.apply({"player": 0, "choose_role": "mayor"})
    game.apply({"player": 0, "place": {"island": [{"corn": 1}], "city": [{"small_market": 1}],
                                       "san_juan": 2}})
    assert game.state.players[0].san_juan == 2


@pytest.mark.rule("mayor.fill-before-san-juan", "illegal")
def test_no_colonist_in_san_juan_while_a_circle_is_empty():
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 0},
                     players={0: {"island": ["corn", "indigo"], "city": ["small_market"], "san_juan": 1}})
    game.apply({"player": 0, "choose_role": "mayor"})
    e = refused(game, {"player": 0, "place": {"island": [{"corn": 1}], "city": [], "san_juan": 1}})
    assert e.rule_id == "mayor.fill-before-san-juan"
    ex = game.explain({"player": 0, "place": {"island": [], "city": [], "san_juan": 2}})
    assert (ex.legal, ex.rule) == (False, "mayor.fill-before-san-juan")


@pytest.mark.rule("mayor.refill-ship", "legal")
def test_the_ship_gets_one_colonist_per_empty_building_circle():
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 40},
                     players={1: {"city": ["coffee_roaster", "tobacco_storage", "factory"]}})
    game.apply({"player": 0, "choose_role": "mayor"})
    assert game.state.colonist_supply == 39
    _finish_turn(game)
    game.apply({"player": 1, "place": {"island": [], "city": [{"factory": 1}]}})
    _place_rest(game)
    # 2 + 3 empty circles on player 1's buildings; plantations do not count
    assert game.state.colonist_ship == 5
    assert game.state.colonist_supply == 34
    assert game.phase == "role_choice" and game.turn == 1


@pytest.mark.rule("mayor.refill-ship", "illegal")
def test_empty_plantations_do_not_count_and_the_minimum_is_the_player_count():
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 40},
                     players={0: {"island": ["corn", "corn", "sugar", "coffee", "quarry"],
                                  "city": [{"small_market": 1}]}})
    game.apply({"player": 0, "choose_role": "mayor"})
    _place_rest(game)
    assert game.state.players[0].island_workers.count(0) == 3  # three empty island circles
    assert game.state.colonist_ship == 4  # not 3, not 7: the minimum of one per player
    assert game.state.colonist_supply == 35


@pytest.mark.rule("mayor.colonist-shortage", "legal")
def test_a_short_supply_goes_onto_the_ship_and_ends_the_game():
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 4})
    game.apply({"player": 0, "choose_role": "mayor"})
    assert game.state.colonist_supply == 3  # after the privilege colonist
    _place_rest(game)
    assert game.state.colonist_ship == 3 and game.state.colonist_supply == 0
    assert game.state.end_triggered
    assert not game.game_over  # the round still runs to its end


@pytest.mark.rule("mayor.colonist-shortage", "illegal")
def test_an_exact_refill_ends_nothing_in_the_icelandic_rules():
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 5})
    game.apply({"player": 0, "choose_role": "mayor"})
    _place_rest(game)
    assert game.state.colonist_ship == 4 and game.state.colonist_supply == 0
    assert not game.state.end_triggered
    # and an empty supply puts nobody on the ship
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 0})
    game.apply({"player": 0, "choose_role": "mayor"})
    _place_rest(game)
    assert game.state.colonist_ship == 0 and game.state.end_triggered
