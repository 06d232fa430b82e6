"""Trader phase (Icelandic rulebook, KAUPMAÐURINN; Lítill markaður, Stór markaður, Skrifstofa)."""
from __future__ import annotations

import pytest

from .helpers import position, refused

ALL = {"corn": 1, "indigo": 1, "sugar": 1, "tobacco": 1, "coffee": 1}


def _trader(chooser=0, **setup):
    setup.setdefault("governor", 0)
    if chooser:
        setup.setdefault("to_pick", chooser)
        setup.setdefault("roles_taken", {"prospector": (chooser + 3) % 4})
    game = position(4, **setup)
    game.apply({"player": chooser, "choose_role": "trader"})
    return game


@pytest.mark.rule("trader.price", "legal")
@pytest.mark.parametrize("good, price", (("corn", 0), ("indigo", 1), ("sugar", 2), ("tobacco", 3),
                                         ("coffee", 4)))
def test_trading_house_prices(good, price):
    game = _trader(players={0: {"goods": {}}, 1: {"goods": {good: 2}}})
    assert game.turn == 1  # the trader with nothing to sell is skipped
    ex = game.explain({"player": 1, "sell": good})
    assert (ex.legal, ex.rule) == (True, "trader.price")
    game.apply({"player": 1, "sell": good})
    assert game.state.players[1].doubloons == 3 + price
    assert game.state.trading_house == [("corn", "indigo", "sugar", "tobacco", "coffee").index(good)]


@pytest.mark.rule("trader.price", "illegal")
def test_corn_may_be_sold_for_nothing_and_prices_carry_no_hidden_bonus():
    game = _trader(players={0: {"goods": {}}, 1: {"goods": {"corn": 1}}, 2: {"goods": {"coffee": 1}}})
    game.apply({"player": 1, "sell": "corn"})
    game.apply({"player": 2, "sell": "coffee"})
    assert game.state.players[1].doubloons == 3  # corn earns 0
    assert game.state.players[2].doubloons == 3 + 4  # not 5: no privilege for a non-trader


@pytest.mark.rule("trader.privilege", "legal")
def test_the_trader_earns_one_more_for_their_sale():
    game = _trader(players={0: {"goods": {"sugar": 1}}, 1: {"goods": {"indigo": 1}}})
    game.apply({"player": 0, "sell": "sugar"})
    game.apply({"player": 1, "sell": "indigo"})
    assert game.state.players[0].doubloons == 3 + 2 + 1
    assert game.state.players[1].doubloons == 3 + 1


@pytest.mark.rule("trader.privilege", "illegal")
def test_a_trader_who_sells_nothing_gets_nothing():
    game = _trader(players={0: {"goods": {"sugar": 1}}})
    game.apply({"player": 0, "pass": True})
    assert game.state.players[0].doubloons == 3
    assert game.state.players[0].goods[2] == 1


@pytest.mark.rule("trader.own-the-good", "legal")
def test_one_barrel_of_a_good_held():
    game = _trader(players={0: {"goods": {"tobacco": 3}}})
    game.apply({"player": 0, "sell": "tobacco"})
    assert game.state.players[0].goods[3] == 2  # one barrel, not all three
    assert game.state.players[0].doubloons == 3 + 3 + 1


@pytest.mark.rule("trader.own-the-good", "illegal")
def test_no_sale_of_a_good_not_held_and_no_second_sale():
    game = _trader(players={0: {"goods": {"tobacco": 3}}, 1: {"goods": {"corn": 1}}})
    e = refused(game, {"player": 0, "sell": "coffee"})
    assert e.rule_id == "trader.own-the-good"
    game.apply({"player": 0, "sell": "tobacco"})
    e = refused(game, {"player": 0, "sell": "tobacco"})
    assert e.rule_id == "turn.not-your-turn"
    assert game.turn == 1


@pytest.mark.rule("trader.distinct-goods", "legal")
def test_a_good_not_yet_in_the_house_can_be_sold():
    game = _trader(trading_house=["corn", "indigo"], players={0: {"goods": {"sugar": 1}}})
    game.apply({"player": 0, "sell": "sugar"})
    assert game.state.trading_house == [0, 1, 2]


@pytest.mark.rule("trader.distinct-goods", "illegal")
def test_no_second_barrel_of_a_good_already_in_the_house():
    game = _trader(trading_house=["sugar"], players={0: {"goods": {"sugar": 2, "corn": 1}}})
    e = refused(game, {"player": 0, "sell": "sugar"})
    assert e.rule_id == "trader.distinct-goods"
    ex = game.explain({"player": 0, "sell": "sugar"})
    assert (ex.legal, ex.rule) == (False, "trader.distinct-goods")


@pytest.mark.rule("trader.office", "legal")
@pytest.mark.rule("building.office", "legal")
def test_the_books_office_example():
    # tobacco in the house; Bjarni and Kristjana each own a manned office and both sell tobacco
    game = _trader(trading_house=["tobacco"],
                   players={0: {"goods": {}}, 1: {"goods": {"tobacco": 1}, "city": [{"office": 1}]},
                            2: {"goods": {"tobacco": 1}, "city": [{"office": 1}]}})
    assert game.turn == 1
    ex = game.explain({"player": 1, "sell": "tobacco"})
    assert (ex.legal, ex.rule) == (True, "trader.office")
    game.apply({"player": 1, "sell": "tobacco"})
    game.apply({"player": 2, "sell": "tobacco"})
    assert game.state.trading_house == [3, 3, 3]
    assert [game.state.players[i].doubloons for i in (1, 2)] == [6, 6]


@pytest.mark.rule("trader.office", "illegal")
@pytest.mark.rule("building.office", "illegal")
def test_an_unmanned_office_does_not_help_and_no_office_sells_into_a_full_house():
    game = _trader(trading_house=["tobacco", "corn", "sugar"],
                   players={0: {"goods": {"tobacco": 1, "indigo": 1}, "city": ["office"]},
                            1: {"goods": {"coffee": 1}},
                            2: {"goods": {"tobacco": 1}, "city": [{"office": 1}]}})
    e = refused(game, {"player": 0, "sell": "tobacco"})
    assert e.rule_id == "trader.distinct-goods"
    game.apply({"player": 0, "pass": True})
    game.apply({"player": 1, "sell": "coffee"})
    # the house is full: the office owner is skipped and the phase ends
    assert game.phase == "role_choice"
    assert game.state.players[2].goods[3] == 1


@pytest.mark.rule("trader.house-full", "legal")
def test_the_fourth_barrel_fills_the_house():
    game = _trader(trading_house=["corn", "indigo", "sugar"], players={0: {"goods": {"coffee": 1}}})
    game.apply({"player": 0, "sell": "coffee"})
    assert game.state.players[0].doubloons == 3 + 4 + 1


@pytest.mark.rule("trader.house-full", "illegal")
def test_nobody_sells_to_a_full_house_not_even_with_an_office():
    from puertorico_nb.games.puerto_rico.roles import trader
    game = position(4, governor=0, to_pick=1, roles_taken={"prospector": 0},
                    trading_house=["corn", "indigo", "sugar", "tobacco"],
                    players={1: {"goods": {"coffee": 1}, "city": [{"office": 1}]}})
    assert trader._problem(game.state, 1, 4)[0] == "trader.house-full"
    game.apply({"player": 1, "choose_role": "trader"})
    # nobody can sell: every seat is skipped
    assert game.phase == "role_choice"
    assert game.state.players[1].goods[4] == 1
    assert game.state.players[1].doubloons == 3


@pytest.mark.rule("trader.small-market", "legal")
@pytest.mark.rule("building.small-market", "legal")
def test_small_market_adds_one_even_to_corn():
    # the book: Anna sells corn and gets 1 doubloon for it
    game = _trader(players={0: {"goods": {}}, 1: {"goods": {"corn": 1}, "city": [{"small_market": 1}]}})
    game.apply({"player": 1, "sell": "corn"})
    assert game.state.players[1].doubloons == 3 + 0 + 1


@pytest.mark.rule("trader.small-market", "illegal")
@pytest.mark.rule("building.small-market", "illegal")
def test_an_unmanned_small_market_adds_nothing():
    game = _trader(players={0: {"goods": {}}, 1: {"goods": {"sugar": 1}, "city": ["small_market"]}})
    game.apply({"player": 1, "sell": "sugar"})
    assert game.state.players[1].doubloons == 3 + 2


@pytest.mark.rule("trader.large-market", "legal")
@pytest.mark.rule("building.large-market", "legal")
def test_large_market_adds_two_and_both_markets_three():
    game = _trader(players={0: {"goods": {"coffee": 1}, "city": [{"small_market": 1}, {"large_market": 1}]},
                            1: {"goods": {"indigo": 1}, "city": [{"large_market": 1}]}})
    game.apply({"player": 0, "sell": "coffee"})
    game.apply({"player": 1, "sell": "indigo"})
    assert game.state.players[0].doubloons == 3 + 4 + 1 + 3
    assert game.state.players[1].doubloons == 3 + 1 + 2


@pytest.mark.rule("trader.large-market", "illegal")
@pytest.mark.rule("building.large-market", "illegal")
def test_an_unmanned_large_market_adds_nothing():
    game = _trader(players={0: {"goods": {}},
                            1: {"goods": {"tobacco": 1}, "city": [{"small_market": 1}, "large_market"]}})
    game.apply({"player": 1, "sell": "tobacco"})
    assert game.state.players[1].doubloons == 3 + 3 + 1


@pytest.mark.rule("trader.clear-when-full", "legal")
def test_a_full_house_is_emptied_at_the_end_of_the_phase():
    game = _trader(trading_house=["corn", "indigo", "sugar"], supply={"goods": {"corn": 5, "indigo": 5,
                                                                                  "sugar": 5, "coffee": 5}},
                   players={0: {"goods": {"coffee": 1}}})
    game.apply({"player": 0, "sell": "coffee"})
    assert game.phase == "role_choice"
    assert game.state.trading_house == []
    assert game.state.goods_supply == [6, 6, 6, 9, 6]


@pytest.mark.rule("trader.clear-when-full", "illegal")
def test_a_house_with_fewer_than_four_keeps_its_barrels():
    game = _trader(trading_house=["corn"], players={0: {"goods": {"coffee": 1}}})
    game.apply({"player": 0, "sell": "coffee"})
    while game.phase == "trader":
        game.apply({"player": game.turn, "pass": True})
    assert game.state.trading_house == [0, 4]
