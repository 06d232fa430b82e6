"""A full trading house ends the trader phase (Korean rulebook, 상인 (Trader); Icelandic rulebook,
KAUPMAÐURINN): the players still to come get no turn, so a trading post or a land office, which act
only in their owner's own trader turn, are not used."""
from __future__ import annotations

import pytest

from puertorico_nb.rulings.position import build_game

from .helpers import refused


def _game(expansion, buildings, **setup):
    setup.setdefault("governor", 0)
    return build_game({"players": 3, "expansions": [expansion], "buildings": buildings, "setup": setup})


@pytest.mark.rule("trader.ends-when-full", "illegal")
def test_a_trading_post_owner_gets_no_turn_once_the_house_is_full():
    game = _game("new_buildings", ["trading_post"], trading_house=["corn", "indigo", "sugar"], players={
        0: {"doubloons": 0, "goods": {"tobacco": 1}},
        1: {"doubloons": 0, "goods": {"coffee": 1}, "city": [{"trading_post": 1}]}})
    game.apply({"player": 0, "choose_role": "trader"})
    events = game.apply({"player": 0, "sell": "tobacco"})
    over = [e for e in events if e.kind == "trader_phase_over"]
    assert [e.rule for e in over] == ["trader.ends-when-full"] and over[0].data["unplayed"] == [1, 2]
    assert game.phase == "role_choice" and game.turn == 1
    assert game.state.trading_house == [] and game.state.players[1].goods[4] == 1
    assert refused(game, {"player": 1, "sell": "coffee", "via": "trading_post"}).rule_id == "action.wrong-phase"


@pytest.mark.rule("trader.ends-when-full", "illegal")
def test_a_land_office_owner_gets_no_turn_once_the_house_is_full():
    game = _game("nobles", ["land_office"], trading_house=["corn", "indigo", "sugar"], players={
        1: {"doubloons": 0, "goods": {"coffee": 1}},
        2: {"doubloons": 2, "island": ["corn"], "city": [{"land_office": 1}]}})
    game.apply({"player": 0, "choose_role": "trader"})
    assert game.turn == 1  # the trader has nothing to sell
    game.apply({"player": 1, "sell": "coffee"})
    assert game.phase == "role_choice"
    assert game.state.players[2].doubloons == 2 and game.state.players[2].island == ["corn"]


@pytest.mark.rule("trader.ends-when-full", "legal")
def test_while_the_house_has_room_every_player_still_gets_a_turn():
    game = _game("nobles", ["land_office", "trading_post"], trading_house=["corn", "indigo"],
                 plantation_stack=["tobacco"], players={
                     1: {"doubloons": 0, "goods": {"coffee": 2}, "city": [{"trading_post": 1}]},
                     2: {"doubloons": 2, "island": ["corn"], "city": [{"land_office": 1}]}})
    game.apply({"player": 0, "choose_role": "trader"})
    events = game.apply({"player": 1, "sell": "coffee"})  # the third barrel: room for one more
    assert not any(e.kind == "trader_phase_over" for e in events)
    assert (game.phase, game.turn) == ("trader", 2)
    ex = game.explain({"player": 2, "land_office": "buy"})
    assert ex.legal and ex.rule == "building.land-office"
    game.apply({"player": 2, "land_office": "buy"})
    assert game.state.players[2].island == ["corn", "tobacco"] and game.phase == "role_choice"


@pytest.mark.rule("trader.ends-when-full", "illegal")
def test_a_house_already_full_when_the_phase_begins_ends_it_at_once():
    # not a position normal play reaches (a full house is emptied when its phase ends), but a
    # ruling may set it up: the phase is over before anyone's turn, and the house is emptied
    game = _game("new_buildings", ["trading_post"], trading_house=["corn", "indigo", "sugar", "coffee"],
                 players={0: {"doubloons": 0, "goods": {"coffee": 1}, "city": [{"trading_post": 1}]}})
    events = game.apply({"player": 0, "choose_role": "trader"})
    assert [e.kind for e in events if e.kind in ("trader_phase_over", "clear_trading_house")] == \
        ["trader_phase_over", "clear_trading_house"]
    assert game.phase == "role_choice" and game.state.players[0].doubloons == 0
