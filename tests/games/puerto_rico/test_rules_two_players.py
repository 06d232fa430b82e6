"""The two-player game (Korean rulebook, 2명이 게임 하기): a smaller table and three roles each
per round, governor and other player alternating."""
from __future__ import annotations

import pytest

from puertorico_nb.games.puerto_rico import Game

from .helpers import position, refused

PLANTATIONS_IN_BOX = 10 + 12 + 11 + 9 + 8


# -- the table -----------------------------------------------------------------------------------
@pytest.mark.rule("setup.two-players", "legal")
@pytest.mark.parametrize("governor", (0, 1))
def test_the_two_player_table(governor):
    game = Game(2, seed=4, governor=governor)
    s = game.state
    assert [p.doubloons for p in s.players] == [3, 3]
    # the governor starts with indigo, the other player with corn
    assert s.players[governor].island == ["indigo"]
    assert s.players[1 - governor].island == ["corn"]
    assert all(p.colonists() == 0 for p in s.players)
    # 3 of each plantation and 3 quarries leave the game; 3 plantations lie face up
    assert len(s.face_up) == 3
    assert len(s.face_up) + len(s.stack) == PLANTATIONS_IN_BOX - 5 * 3 - 2
    assert s.quarries == 8 - 3
    assert s.vp_supply == 65
    assert (s.colonist_supply, s.colonist_ship) == (40, 2)
    assert s.ship_capacity == [4, 6]
    # 2 barrels of each good leave the game
    assert s.goods_supply == [10 - 2, 11 - 2, 11 - 2, 9 - 2, 9 - 2]
    # seven roles: the six and a single prospector
    assert sorted(s.role_cards) == sorted(["settler", "mayor", "builder", "craftsman", "trader", "captain",
                                           "prospector"])
    # one copy of each violet building, two of each production building
    assert s.building_stock("harbor") == 1
    assert s.building_stock("small_market") == 1
    assert s.building_stock("guild_hall") == 1
    assert s.building_stock("small_indigo_plant") == 2
    assert s.building_stock("indigo_plant") == 2
    assert s.building_stock("coffee_roaster") == 2


@pytest.mark.rule("setup.two-players", "legal")
def test_the_ship_gets_at_least_two_colonists_with_two_players():
    # no empty building circle anywhere: the refill is the two-player minimum of 2
    game = position(2, governor=0, colonist_ship=2, supply={"colonists": 20})
    game.apply({"player": 0, "choose_role": "mayor"})
    while game.phase == "mayor":
        game.apply(next(iter(game.legal_actions())))
    assert game.state.colonist_ship == 2
    assert game.state.colonist_supply == 20 - 1 - 2  # the mayor's privilege colonist, then the refill


@pytest.mark.rule("setup.two-players", "illegal")
def test_only_one_copy_of_a_violet_building_with_two_players():
    game = position(2, governor=0, players={0: {"city": ["harbor"]}, 1: {"doubloons": 10}})
    assert game.state.building_stock("harbor") == 0
    game.apply({"player": 0, "choose_role": "builder"})
    game.apply({"player": 0, "pass": True})
    e = refused(game, {"player": 1, "build": "harbor"})
    assert e.rule_id == "builder.copies-left"


@pytest.mark.rule("setup.two-players", "illegal")
def test_no_five_ship_no_second_prospector_and_fewer_quarries_with_two_players():
    game = position(2, governor=0, players={0: {"goods": {"corn": 3}}})
    game.apply({"player": 0, "choose_role": "prospector"})
    e = refused(game, {"player": 1, "choose_role": "prospector"})
    assert e.rule_id == "role.already-taken"
    game.apply({"player": 1, "choose_role": "captain"})
    # the captain (player 1) has nothing to load; player 0 has corn
    assert game.turn == 0
    e = refused(game, {"player": 0, "ship": "corn", "on": 5})
    assert e.rule_id == "setup.cargo-ships" and "4, 6" in e.why
    # only five quarries are in the game: the sixth is refused
    game = position(2, governor=0, quarries=0, players={0: {"island": ["indigo"] + ["quarry"] * 5}})
    game.apply({"player": 0, "choose_role": "settler"})
    e = refused(game, {"player": 0, "settle": "quarry"})
    assert e.rule_id == "settler.quarry-supply"


# -- the round --------------------------------------------------------------------------------------
def _quiet_picks(game, roles):
    """Choose roles in the order given, passing every decision inside a phase (the mayor's
    layouts, which cannot be passed, take the first legal one)."""
    order = []
    for role in roles:
        order.append(game.turn)
        game.apply({"player": game.turn, "choose_role": role})
        while game.phase not in ("role_choice", "game_over"):
            action = {"player": game.turn, "pass": True}
            game.apply(action if game.is_legal(action) else next(iter(game.legal_actions())))
    return order


@pytest.mark.rule("round.two-player-order", "legal")
def test_governor_other_governor_other_governor_other():
    game = position(2, governor=0)
    order = _quiet_picks(game, ["prospector", "captain", "trader", "craftsman", "builder", "settler"])
    assert order == [0, 1, 0, 1, 0, 1]
    # the seventh card, the one nobody chose, gets a doubloon; then the governor card passes
    s = game.state
    money = dict(zip(s.role_cards, s.role_money))
    assert money == {"settler": 0, "mayor": 1, "builder": 0, "craftsman": 0, "trader": 0, "captain": 0,
                     "prospector": 0}
    assert (s.governor, s.round, game.turn) == (1, 2, 1)
    # the next round goes the same way from the new governor
    order = _quiet_picks(game, ["mayor", "prospector", "captain", "trader", "craftsman", "builder"])
    assert order == [1, 0, 1, 0, 1, 0]
    assert dict(zip(s.role_cards, game.state.role_money))["settler"] == 1
    assert game.state.players[1].doubloons == 3 + 1  # the doubloon left on the mayor
    assert game.state.players[0].doubloons == 3 + 1 + 1  # the prospector in both rounds


@pytest.mark.rule("round.two-player-order", "illegal")
def test_nobody_takes_two_roles_in_a_row_and_the_seventh_stays_on_the_table():
    game = position(2, governor=0)
    _quiet_picks(game, ["prospector"])
    e = refused(game, {"player": 0, "choose_role": "captain"})
    assert e.rule_id == "turn.not-your-turn"
    _quiet_picks(game, ["captain", "trader", "craftsman", "builder"])
    assert game.turn == 1
    _quiet_picks(game, ["settler"])
    # six roles chosen: the round is over and the mayor was never chosen
    assert game.state.round == 2 and game.state.governor == 1
    assert all(t == -1 for t in game.state.role_taken)
    e = refused(game, {"player": 0, "choose_role": "mayor"})
    assert e.rule_id == "turn.not-your-turn"
