"""Builder phase and the buildings that change it (Dutch rulebook, Bouwmeester; Smederij,
Steengroeve, Zwarte markt, Kraan, Werkplaats, Armenhuis, Bibliotheek)."""
from __future__ import annotations

import pytest

from .helpers import empty_hands, hand, player, position, refused


def _builder(chooser=0, count=3, **setup):
    setup.setdefault("governor", 0)
    if chooser:
        setup.setdefault("to_pick", chooser)
        setup.setdefault("roles_taken", {"prospector": 0})
    game = position(count, **setup)
    game.apply({"player": chooser, "choose_role": "builder"})
    return game


@pytest.mark.rule("sj.builder.one-building", "legal")
def test_each_player_in_turn_may_build_one_building():
    game = _builder(players={0: {"hand": ["well", "smithy"]}, 1: {"hand": ["archive", "well"]},
                             2: {"hand": ["smithy", "gold_mine"]}})
    game.apply({"player": 0, "build": "smithy"})
    assert game.turn == 1
    game.apply({"player": 1, "build": "archive", "pay": ["well"]})
    assert game.turn == 2
    game.apply({"player": 2, "build": "gold_mine", "pay": ["smithy"]})
    assert game.phase == "role_choice" and game.turn == 1


@pytest.mark.rule("sj.builder.one-building", "illegal")
def test_a_player_builds_only_once_per_builder_phase():
    game = _builder(players={0: {"hand": ["well", "smithy", "archive"]}, **empty_hands(1, 2)})
    game.apply({"player": 0, "build": "smithy"})
    assert game.phase == "role_choice"  # the others could not build: the phase is over
    refused(game, {"player": 0, "build": "archive", "pay": ["well"]})


@pytest.mark.rule("sj.builder.card-in-hand", "legal")
@pytest.mark.rule("sj.builder.card-in-hand", "illegal")
def test_only_a_card_in_hand_can_be_built():
    game = _builder(players={0: {"hand": ["well", "smithy"]}, **empty_hands(1, 2)})
    e = refused(game, {"player": 0, "build": "archive"})
    assert e.rule_id == "sj.builder.card-in-hand"
    assert refused(game, {"player": 0, "build": "castle"}).rule_id == "sj.builder.card-in-hand"
    game.apply({"player": 0, "build": "smithy"})
    assert "smithy" in player(game, 0)["buildings"]


@pytest.mark.rule("sj.builder.cost", "legal")
@pytest.mark.rule("sj.builder.cost", "illegal")
def test_the_price_is_paid_exactly_from_the_rest_of_the_hand():
    game = _builder(chooser=1, players={1: {"hand": ["tower", "well", "smithy", "hero"]}, **empty_hands(0, 2)})
    assert refused(game, {"player": 1, "build": "tower", "pay": ["well"]}).rule_id == "sj.builder.cost"
    assert refused(game, {"player": 1, "build": "tower", "pay": ["well", "smithy", "hero"]}).rule_id == "sj.builder.cost"
    # the built card itself cannot also pay
    assert refused(game, {"player": 1, "build": "tower", "pay": ["tower", "well"]}).rule_id == "sj.builder.cost"
    ex = game.explain({"player": 1, "build": "tower", "pay": ["well", "hero"]})
    assert ex.legal and ex.rule == "sj.builder.cost"
    game.apply({"player": 1, "build": "tower", "pay": ["well", "hero"]})
    assert hand(game, 1) == ["smithy"]
    assert sorted(game.state.discard) == ["hero", "well"]


@pytest.mark.rule("sj.builder.privilege", "legal")
@pytest.mark.rule("sj.builder.privilege", "illegal")
def test_only_the_chooser_pays_one_less():
    game = _builder(players={0: {"hand": ["tower", "well", "smithy"]}, 1: {"hand": ["tower", "well", "smithy"]},
                             2: {"hand": []}})
    game.apply({"player": 0, "build": "tower", "pay": ["well", "smithy"]})
    refused(game, {"player": 1, "build": "tower", "pay": ["well", "smithy"]})


@pytest.mark.rule("sj.builder.no-surplus", "legal")
@pytest.mark.rule("sj.builder.no-surplus", "illegal")
def test_discounts_beyond_the_cost_are_lost():
    game = _builder(players={0: {"hand": ["smithy", "well"], "buildings": ["indigo_plant", "quarry"]},
                             **empty_hands(1, 2)})
    # smithy 1 - privilege 1 - quarry 1: free, and nothing comes back
    game.apply({"player": 0, "build": "smithy"})
    assert hand(game, 0) == ["well"] and game.state.discard == []


@pytest.mark.rule("sj.builder.violet-once", "legal")
@pytest.mark.rule("sj.builder.violet-once", "illegal")
def test_violet_buildings_once_production_buildings_any_number():
    game = _builder(players={0: {"hand": ["smithy", "indigo_plant", "well"], "buildings": ["indigo_plant", "smithy"]},
                             **empty_hands(1, 2)})
    assert refused(game, {"player": 0, "build": "smithy"}).rule_id == "sj.builder.violet-once"
    game.apply({"player": 0, "build": "indigo_plant"})
    assert player(game, 0)["buildings"].count("indigo_plant") == 2


@pytest.mark.rule("sj.smithy.discount", "legal")
@pytest.mark.rule("sj.smithy.discount", "illegal")
def test_smithy_lowers_production_buildings_only():
    game = _builder(chooser=1, players={0: {"hand": ["sugar_mill", "well"], "buildings": ["indigo_plant", "smithy"]},
                                        1: {"hand": []},
                                        2: {"hand": ["well", "tower", "hero", "statue"], "buildings": ["smithy"]}})
    assert game.turn == 2  # the chooser holds no card: passed over
    assert refused(game, {"player": 2, "build": "tower", "pay": ["hero", "statue"]}).rule_id == "sj.builder.cost"
    game.apply({"player": 2, "build": "tower", "pay": ["hero", "statue", "well"]})
    game.apply({"player": 0, "build": "sugar_mill", "pay": ["well"]})
    assert hand(game, 0) == []


@pytest.mark.rule("sj.quarry.discount", "legal")
@pytest.mark.rule("sj.quarry.discount", "illegal")
def test_quarry_lowers_violet_buildings_only():
    game = _builder(chooser=1, players={0: {"hand": ["sugar_mill", "well", "hero"], "buildings": ["quarry"]},
                                        1: {"hand": []},
                                        2: {"hand": ["tower", "well", "hero"], "buildings": ["quarry"]}})
    game.apply({"player": 2, "build": "tower", "pay": ["hero", "well"]})
    assert refused(game, {"player": 0, "build": "sugar_mill", "pay": ["well"]}).rule_id == "sj.builder.cost"
    game.apply({"player": 0, "build": "sugar_mill", "pay": ["well", "hero"]})


@pytest.mark.rule("sj.black-market.goods", "legal")
@pytest.mark.rule("sj.black-market.goods", "illegal")
def test_black_market_pays_with_up_to_two_goods():
    setup = {"players": {0: {"hand": ["library", "well", "statue", "hero", "palace"],
                             "buildings": ["indigo_plant", "tobacco_storage", "sugar_mill", "black_market"],
                             "goods": ["indigo_plant", "tobacco_storage", "sugar_mill"]},
                         1: {"hand": ["library", "well", "statue"], "goods": ["indigo_plant"]},
                         2: {"hand": []}}}
    game = _builder(**setup)
    # privilege 1 + two goods: 2 cards
    e = refused(game, {"player": 0, "build": "library", "goods": ["indigo_plant", "tobacco_storage", "sugar_mill"],
                       "pay": ["well"]})
    assert e.rule_id == "sj.black-market.goods"
    assert refused(game, {"player": 0, "build": "library", "goods": ["silver_smelter"],
                          "pay": ["well", "statue", "hero"]}).rule_id == "sj.black-market.goods"
    ex = game.explain({"player": 0, "build": "library", "goods": ["tobacco_storage", "indigo_plant"],
                       "pay": ["well", "statue"]})
    assert ex.legal and ex.rule == "sj.black-market.goods"
    game.apply(ex.action)
    assert player(game, 0)["goods"] == ["sugar_mill"]
    assert len(game.state.discard) == 4  # two cards and two goods
    # without a black market goods cannot pay
    assert refused(game, {"player": 1, "build": "library", "goods": ["indigo_plant"],
                          "pay": ["well", "statue"]}).rule_id == "sj.black-market.goods"


@pytest.mark.rule("sj.black-market.goods", "legal")
def test_black_market_takes_a_good_whose_discount_is_lost():
    """Dutch rulebook, Zwarte markt: up to two goods; a discount beyond the cost is lost, the good still goes."""
    game = _builder(chooser=1, players={0: {"hand": ["smithy", "well"],
                                            "buildings": ["indigo_plant", "sugar_mill", "black_market"],
                                            "goods": ["indigo_plant", "sugar_mill"]},
                                        1: {"hand": []}, 2: {"hand": []}})
    listed = [a for a in game.legal_actions() if a.option("goods") == ("indigo_plant", "sugar_mill")]
    assert {a.value for a in listed} == {"smithy", "well"}  # the smithy's second good is listed too
    ex = game.explain({"player": 0, "build": "smithy", "goods": ["indigo_plant", "sugar_mill"]})
    assert ex.legal and ex.rule == "sj.black-market.goods"
    game.apply(ex.action)
    assert player(game, 0)["goods"] == [] and hand(game, 0) == ["well"]
    assert len(game.state.discard) == 2  # both goods, unseen; nothing paid from the hand


@pytest.mark.rule("sj.crane.cover", "legal")
@pytest.mark.rule("sj.crane.cover", "illegal")
def test_crane_builds_over_an_own_building_for_its_cost_less():
    game = _builder(chooser=1, players={0: {"hand": ["palace", "well", "hero", "statue"],
                                            "buildings": ["indigo_plant", "crane", "chapel"]},
                                        1: {"hand": []},
                                        2: {"hand": ["palace", "well", "hero", "statue"], "buildings": ["chapel"]}})
    assert refused(game, {"player": 2, "build": "palace", "over": "chapel",
                          "pay": ["well", "hero", "statue"]}).rule_id == "sj.crane.cover"
    game.apply({"player": 2, "pass": True})
    game.apply({"player": 0, "build": "palace", "over": "chapel", "pay": ["well", "hero", "statue"]})
    p = player(game, 0)
    assert p["buildings"] == ["indigo_plant", "crane", "palace"] and p["covered"] == ["chapel"]
    assert "chapel" not in game.state.discard  # the covered card left the game
    assert game.state.all_cards()["chapel"] == 3


@pytest.mark.rule("sj.crane.not-the-crane", "legal")
@pytest.mark.rule("sj.crane.not-the-crane", "illegal")
def test_the_crane_cannot_be_covered():
    game = _builder(players={0: {"hand": ["statue", "well"], "buildings": ["indigo_plant", "crane"]},
                             **empty_hands(1, 2)})
    assert refused(game, {"player": 0, "build": "statue", "over": "crane"}).rule_id == "sj.crane.not-the-crane"
    game.apply({"player": 0, "build": "statue", "over": "indigo_plant", "pay": ["well"]})
    assert player(game, 0)["buildings"] == ["statue", "crane"]


@pytest.mark.rule("sj.crane.never-same-building", "legal")
@pytest.mark.rule("sj.crane.never-same-building", "illegal")
def test_a_building_never_goes_over_its_own_kind():
    game = _builder(players={0: {"hand": ["indigo_plant", "sugar_mill"], "buildings": ["indigo_plant", "crane"]},
                             **empty_hands(1, 2)})
    e = refused(game, {"player": 0, "build": "indigo_plant", "over": "indigo_plant"})
    assert e.rule_id == "sj.crane.never-same-building"
    game.apply({"player": 0, "build": "sugar_mill", "over": "indigo_plant"})


@pytest.mark.rule("sj.crane.good-discarded", "legal")
@pytest.mark.rule("sj.crane.good-discarded", "illegal")
def test_a_good_on_a_covered_building_is_discarded_and_an_empty_copy_is_covered_first():
    game = _builder(players={0: {"hand": ["statue", "hero"], "buildings": ["coffee_roaster", "coffee_roaster", "crane"],
                                 "goods": ["coffee_roaster"]}, **empty_hands(1, 2)})
    game.apply({"player": 0, "build": "statue", "over": "coffee_roaster"})
    assert player(game, 0)["goods"] == ["coffee_roaster"]  # the empty roaster was covered
    assert game.state.discard == []
    game = _builder(players={0: {"hand": ["statue", "hero"], "buildings": ["coffee_roaster", "crane"],
                                 "goods": ["coffee_roaster"]}, **empty_hands(1, 2)})
    events = game.apply({"player": 0, "build": "statue", "over": "coffee_roaster"})
    assert player(game, 0)["goods"] == [] and len(game.state.discard) == 1
    assert any(e.rule == "sj.crane.good-discarded" for e in events)


def _with_covered_smithy(**setup):
    game = _builder(**setup)
    game.state.deck.remove("smithy")  # a smithy built over in an earlier round
    game.state.players[0].covered.append("smithy")
    return game


@pytest.mark.rule("sj.crane.rebuild-covered", "legal")
@pytest.mark.rule("sj.crane.rebuild-covered", "illegal")
def test_a_covered_violet_building_may_be_built_again_and_no_longer_works():
    game = _with_covered_smithy(players={0: {"hand": ["smithy", "well"], "buildings": ["indigo_plant", "crane"]},
                                         **empty_hands(1, 2)})
    game.apply({"player": 0, "build": "smithy"})
    assert player(game, 0)["buildings"] == ["indigo_plant", "crane", "smithy"]
    # the covered smithy gives no discount on a production building
    game = _with_covered_smithy(chooser=1, players={0: {"hand": ["sugar_mill", "well", "hero"],
                                                        "buildings": ["indigo_plant", "crane"]},
                                                    **empty_hands(1, 2)})
    assert refused(game, {"player": 0, "build": "sugar_mill", "pay": ["well"]}).rule_id == "sj.builder.cost"
    game.apply({"player": 0, "build": "sugar_mill", "pay": ["well", "hero"]})


@pytest.mark.rule("sj.violet.from-next-phase", "legal")
@pytest.mark.rule("sj.violet.from-next-phase", "illegal")
def test_covered_buildings_help_nothing_and_new_ones_work_from_the_next_phase():
    # the quarry is covered by this very build: its own discount does not apply
    game = _builder(players={0: {"hand": ["hero", "well", "statue"], "buildings": ["indigo_plant", "crane", "quarry"]},
                             **empty_hands(1, 2)})
    # hero 5 - privilege 1 - the quarry's printed cost 4 = 0 (with the quarry's own 1 it would still be 0)
    game.apply({"player": 0, "build": "hero", "over": "quarry"})
    game = _builder(players={0: {"hand": ["library", "well", "statue", "hero", "smithy"]}, **empty_hands(1, 2)})
    assert refused(game, {"player": 0, "build": "library", "pay": ["well", "statue", "hero"]}).rule_id == "sj.builder.cost"
    # an aqueduct built now works in the producer phase of the same round
    game = _builder(players={0: {"hand": ["aqueduct", "well", "statue"], "buildings": ["indigo_plant", "sugar_mill"]},
                             **empty_hands(1, 2)})
    game.apply({"player": 0, "build": "aqueduct", "pay": ["well", "statue"]})
    game.apply({"player": 1, "choose_role": "producer"})
    game.apply({"player": 1, "produce": ["indigo_plant"]})
    game.apply({"player": 2, "pass": True})
    assert game.turn == 0
    game.apply({"player": 0, "produce": ["indigo_plant", "sugar_mill"]})
    assert player(game, 0)["goods"] == ["indigo_plant", "sugar_mill"]


@pytest.mark.rule("sj.carpenter.draw", "legal")
@pytest.mark.rule("sj.carpenter.draw", "illegal")
def test_carpenter_draws_after_a_violet_building_only():
    game = _builder(deck=["hero", "statue"],
                    players={0: {"hand": ["well", "smithy", "sugar_mill"], "buildings": ["carpenter"]},
                             1: {"hand": ["sugar_mill", "well", "smithy"], "buildings": ["carpenter"]}, 2: {"hand": []}})
    events = game.apply({"player": 0, "build": "well", "pay": ["smithy"]})
    assert hand(game, 0) == ["hero", "sugar_mill"]
    assert [e.rule for e in events if e.kind == "draw"] == ["sj.carpenter.draw"]
    game.apply({"player": 1, "build": "sugar_mill", "pay": ["well", "smithy"]})
    assert hand(game, 1) == []


@pytest.mark.rule("sj.poor-house.draw", "legal")
@pytest.mark.rule("sj.poor-house.draw", "illegal")
def test_poor_house_draws_for_a_builder_left_with_at_most_one_card():
    game = _builder(deck=["hero", "statue"],
                    players={0: {"hand": ["indigo_plant", "smithy"], "buildings": ["poor_house"]},
                             1: {"hand": ["indigo_plant", "smithy", "well", "archive"], "buildings": ["poor_house"]},
                             2: {"hand": []}})
    game.apply({"player": 0, "build": "indigo_plant"})
    assert hand(game, 0) == ["hero", "smithy"]
    game.apply({"player": 1, "build": "indigo_plant", "pay": ["well"]})
    assert hand(game, 1) == ["archive", "smithy"]
    # building the poor house itself gives nothing
    game = _builder(deck=["hero"], players={0: {"hand": ["poor_house", "well"]}, **empty_hands(1, 2)})
    game.apply({"player": 0, "build": "poor_house", "pay": ["well"]})
    assert hand(game, 0) == []


@pytest.mark.rule("sj.library.double", "legal")
def test_library_builder_two_less_and_declinable():
    game = _builder(players={0: {"hand": ["tobacco_storage", "well", "statue"], "buildings": ["library"]},
                             **empty_hands(1, 2)})
    legal = set(game.legal_actions())
    assert game.explain({"player": 0, "build": "tobacco_storage", "pay": ["well"]}).legal
    declined = {"player": 0, "build": "tobacco_storage", "pay": ["well", "statue"], "library": False}
    assert game.explain(declined).legal
    # listed as begun builds, paid for card by card: with the library (one card) or without (two)
    assert {str(a) for a in legal if a.value == "tobacco_storage"} == {
        "0 begin_build tobacco_storage", "0 begin_build tobacco_storage library=false"}
