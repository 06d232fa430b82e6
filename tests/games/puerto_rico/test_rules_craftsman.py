"""Craftsman phase (Icelandic rulebook, HANDVERKSMADURINN, Framleiðslustöðvarnar, Verksmiðja)."""
from __future__ import annotations

import pytest

from .helpers import position, refused

# the Icelandic production example: 2 corn, 1 tobacco, 3 sugar
EXAMPLE = {
    "island": [{"corn": 1}, {"corn": 1}, "corn", {"tobacco": 1}, {"tobacco": 1},
               {"sugar": 1}, {"sugar": 1}, {"sugar": 1}, "sugar"],
    "city": [{"tobacco_storage": 1}, {"sugar_mill": 3}, {"small_sugar_mill": 1}],
}


def _goods(game, seat):
    return dict(zip(("corn", "indigo", "sugar", "tobacco", "coffee"), game.state.players[seat].goods))


@pytest.mark.rule("craftsman.production", "legal")
@pytest.mark.rule("building.production", "legal")
def test_the_books_production_example():
    game = position(4, governor=0, to_pick=1, roles_taken={"prospector": 0}, players={0: EXAMPLE})
    game.apply({"player": 1, "choose_role": "craftsman"})
    assert _goods(game, 0) == {"corn": 2, "indigo": 0, "sugar": 3, "tobacco": 1, "coffee": 0}
    assert game.state.goods_supply == [8, 11, 8, 8, 9]


@pytest.mark.rule("craftsman.production", "illegal")
@pytest.mark.rule("building.production", "illegal")
def test_unmanned_plantations_and_idle_circles_produce_nothing():
    game = position(4, governor=0, to_pick=1, roles_taken={"prospector": 0}, players={
        0: {"island": ["corn", "coffee", {"indigo": 1}], "city": [{"coffee_roaster": 2}, "indigo_plant"]},
        2: {"island": [{"sugar": 1}], "city": []}})
    game.apply({"player": 1, "choose_role": "craftsman"})
    # an unmanned corn and coffee plantation, a manned indigo with an unmanned plant, a
    # manned sugar with no mill: nothing at all
    assert sum(game.state.players[0].goods) == 0
    assert sum(game.state.players[2].goods) == 0
    assert game.state.goods_supply == [10, 11, 11, 9, 9]
    assert game.phase == "role_choice"  # the craftsman made nothing, so no extra barrel either


@pytest.mark.rule("craftsman.corn-needs-no-building", "legal")
def test_manned_corn_yields_corn_without_a_building():
    game = position(4, governor=0, players={0: {"island": [{"corn": 1}, {"corn": 1}, {"corn": 1}]}})
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert _goods(game, 0)["corn"] == 3


@pytest.mark.rule("craftsman.corn-needs-no-building", "illegal")
def test_other_goods_need_their_building():
    game = position(4, governor=0, players={0: {"island": [{"indigo": 1}, {"sugar": 1}, {"tobacco": 1},
                                                        {"coffee": 1}]}})
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert sum(game.state.players[0].goods) == 0
    assert game.phase == "role_choice"


@pytest.mark.rule("craftsman.supply-shortage", "legal")
def test_a_short_good_goes_in_turn_order_from_the_craftsman():
    two_corn = {"island": [{"corn": 1}, {"corn": 1}]}
    game = position(4, governor=0, to_pick=1, roles_taken={"prospector": 0}, supply={"goods": {"corn": 3}},
                     players={0: two_corn, 1: {"island": [{"corn": 1}, {"corn": 1}], "doubloons": 0},
                              2: two_corn, 3: two_corn})
    events = game.apply({"player": 1, "choose_role": "craftsman"})
    # seat 1 (the craftsman) 2, seat 2 the last 1, seats 3 and 0 nothing
    assert [p.goods[0] for p in game.state.players] == [0, 2, 1, 0]
    assert any(e.kind == "shortage" and e.player == 2 and e.rule == "craftsman.supply-shortage"
               for e in events)


@pytest.mark.rule("craftsman.supply-shortage", "illegal")
def test_nobody_is_compensated_for_a_short_supply():
    game = position(4, governor=0, supply={"goods": {"corn": 0}},
                     players={0: {"island": [{"corn": 1}]}, 1: {"island": [{"corn": 1}]}})
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert [p.doubloons for p in game.state.players] == [3, 3, 3, 3]
    assert [p.goods[0] for p in game.state.players] == [0, 0, 0, 0]
    assert game.phase == "role_choice"  # no corn made, no extra barrel
    e = refused(game, {"player": 1, "bonus": "corn"})
    assert e.rule_id == "action.wrong-phase"  # seat 1 now chooses a role


@pytest.mark.rule("craftsman.privilege-bonus", "legal")
def test_the_craftsman_takes_one_more_barrel_last():
    game = position(4, governor=0, players={0: {"island": [{"corn": 1}, {"indigo": 1}],
                                                "city": [{"small_indigo_plant": 1}]},
                                            1: {"island": [{"corn": 1}]}})
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert (game.phase, game.turn) == ("craftsman", 0)
    assert game.state.players[1].goods[0] == 1  # everyone has produced already
    ex = game.explain({"player": 0, "bonus": "indigo"})
    assert (ex.legal, ex.rule) == (True, "craftsman.privilege-bonus")
    game.apply({"player": 0, "bonus": "indigo"})
    assert _goods(game, 0) == {"corn": 1, "indigo": 2, "sugar": 0, "tobacco": 0, "coffee": 0}
    assert game.phase == "role_choice" and game.turn == 1


@pytest.mark.rule("craftsman.privilege-bonus", "illegal")
def test_no_extra_barrel_of_a_good_not_produced_or_gone_from_the_supply():
    game = position(4, governor=0, supply={"goods": {"sugar": 2}},
                     players={0: {"island": [{"corn": 1}, {"sugar": 1}], "city": [{"small_sugar_mill": 1}]},
                              1: {"island": [{"sugar": 1}], "city": [{"small_sugar_mill": 1}]}})
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert game.state.goods_supply[2] == 0  # seat 1 took the last sugar before the bonus
    e = refused(game, {"player": 0, "bonus": "coffee"})
    assert e.rule_id == "craftsman.privilege-bonus"
    e = refused(game, {"player": 0, "bonus": "sugar"})
    assert e.rule_id == "craftsman.supply-shortage"
    game.apply({"player": 0, "bonus": "corn"})
    assert _goods(game, 0)["corn"] == 2 and _goods(game, 0)["sugar"] == 1


DAVID = {"island": [{"corn": 1}] * 3 + [{"sugar": 1}] * 3 + [{"tobacco": 1}],
         "city": [{"factory": 1}, {"sugar_mill": 3}, {"tobacco_storage": 1}]}


@pytest.mark.rule("craftsman.factory", "legal")
@pytest.mark.rule("craftsman.factory", "illegal")
def test_the_books_factory_example():
    # no corn and only 2 sugar in the supply: 2 sugar and 1 tobacco, two kinds, 1 doubloon (not 2)
    game = position(4, governor=0, to_pick=1, roles_taken={"prospector": 0},
                     supply={"goods": {"corn": 0, "sugar": 2}}, players={0: DAVID})
    game.apply({"player": 1, "choose_role": "craftsman"})
    assert _goods(game, 0) == {"corn": 0, "indigo": 0, "sugar": 2, "tobacco": 1, "coffee": 0}
    assert game.state.players[0].doubloons == 3 + 1


ALL_FIVE = {"island": [{"corn": 1}, {"indigo": 1}, {"sugar": 1}, {"tobacco": 1}, {"coffee": 1}],
            "city": [{"factory": 1}, {"small_indigo_plant": 1}, {"small_sugar_mill": 1},
                     {"tobacco_storage": 1}, {"coffee_roaster": 1}]}


@pytest.mark.rule("building.factory", "legal")
@pytest.mark.parametrize("kinds, pay", ((2, 1), (3, 2), (4, 3), (5, 5)))
def test_factory_pays_by_kinds_produced(kinds, pay):
    seat = {"island": ALL_FIVE["island"][:kinds], "city": ALL_FIVE["city"]}
    game = position(4, governor=0, to_pick=1, roles_taken={"prospector": 0}, players={0: seat})
    game.apply({"player": 1, "choose_role": "craftsman"})
    assert sum(1 for n in game.state.players[0].goods if n) == kinds
    assert game.state.players[0].doubloons == 3 + pay


@pytest.mark.rule("building.factory", "illegal")
def test_factory_pays_nothing_for_one_kind_or_when_unmanned():
    one = {"island": [{"corn": 1}, {"corn": 1}, {"corn": 1}], "city": [{"factory": 1}]}
    unmanned = {"island": ALL_FIVE["island"], "city": ["factory"] + ALL_FIVE["city"][1:]}
    game = position(4, governor=0, to_pick=1, roles_taken={"prospector": 0}, players={0: one, 2: unmanned})
    game.apply({"player": 1, "choose_role": "craftsman"})
    assert game.state.players[0].goods[0] == 3 and game.state.players[0].doubloons == 3
    assert sum(1 for n in game.state.players[2].goods if n) == 5 and game.state.players[2].doubloons == 3
