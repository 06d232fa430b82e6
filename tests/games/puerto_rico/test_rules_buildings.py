"""Buildings: manned or not, and the five large buildings' end bonuses with the books' examples
(Icelandic rulebook, BYGGINGARNAR, Stóru byggingarnar: Gildissalurinn, Heimili, Virki, Tollhús,
Ráðhús). The abilities used in a phase are tested with their phase (settler, trader, captain...).
"""
from __future__ import annotations

import pytest

from .helpers import position, refused

ISLAND_12 = ["corn", "corn", "indigo", "indigo", "sugar", "sugar", "tobacco", "coffee", "quarry", "quarry",
             "indigo", "sugar"]


def _bonus(game, seat, building):
    return game.score_breakdown()[seat]["bonuses"].get(building, 0)


@pytest.mark.rule("building.manned-only", "legal")
def test_unmanned_buildings_still_score_their_printed_points():
    game = position(4, players={0: {"city": ["harbor", "small_market", "guild_hall", "indigo_plant"]}})
    b = game.score_breakdown()[0]
    assert b["buildings"] == 3 + 1 + 4 + 2
    assert b["bonus"] == 0 and b["total"] == 10


@pytest.mark.rule("building.manned-only", "illegal")
def test_unmanned_buildings_do_nothing():
    game = position(4, governor=0, plantation_stack=["coffee"],
                    players={0: {"city": ["hacienda"], "island": [{"indigo": 1}]},
                             1: {"city": ["indigo_plant"], "island": [{"indigo": 1}]}})
    game.apply({"player": 0, "choose_role": "settler"})
    assert refused(game, {"player": 0, "settle": "hidden"}).rule_id == "settler.hacienda-draw"
    game.apply({"player": 0, "pass": True})
    while game.phase == "settler":
        game.apply({"player": game.turn, "pass": True})
    game.apply({"player": 1, "choose_role": "craftsman"})
    # a manned indigo plantation with an unmanned indigo plant makes nothing
    assert game.state.players[1].goods == [0, 0, 0, 0, 0]


@pytest.mark.rule("building.guild-hall", "legal")
def test_the_books_guild_hall_example():
    # small and large sugar mill, small indigo plant and coffee roaster: 1 + 2 + 1 + 2 = 6
    game = position(4, players={0: {"city": [{"guild_hall": 1}, "small_sugar_mill", "sugar_mill",
                                             "small_indigo_plant", {"coffee_roaster": 1}]}})
    assert _bonus(game, 0, "guild_hall") == 6
    assert game.score_breakdown()[0]["total"] == 4 + 1 + 2 + 1 + 3 + 6


@pytest.mark.rule("building.guild-hall", "illegal")
def test_guild_hall_counts_no_violet_building_and_nothing_unmanned():
    game = position(4, players={0: {"city": [{"guild_hall": 1}, "harbor", "small_market", "factory"]}})
    assert _bonus(game, 0, "guild_hall") == 0
    game = position(4, players={0: {"city": ["guild_hall", "small_sugar_mill", "tobacco_storage"]}})
    assert game.score_breakdown()[0]["bonus"] == 0
    assert game.score_breakdown()[0]["total"] == 4 + 1 + 3


@pytest.mark.rule("building.residence", "legal")
@pytest.mark.parametrize("tiles, points", ((3, 4), (9, 4), (10, 5), (11, 6), (12, 7)))
def test_residence_points_by_filled_island_spaces(tiles, points):
    # the book's example: 10 filled spaces give 5; manned or not makes no difference
    game = position(4, players={0: {"city": [{"residence": 1}], "island": ISLAND_12[:tiles]}})
    assert _bonus(game, 0, "residence") == points


@pytest.mark.rule("building.residence", "illegal")
def test_residence_does_not_count_only_manned_spaces_and_needs_a_colonist():
    island = [{"corn": 1}, {"corn": 1}] + ISLAND_12[2:10]  # 10 filled, 2 manned
    game = position(4, players={0: {"city": [{"residence": 1}], "island": island}})
    assert _bonus(game, 0, "residence") == 5  # not 4, as the summary box's "manned" would give
    game = position(4, players={0: {"city": ["residence"], "island": ISLAND_12}})
    assert game.score_breakdown()[0]["bonus"] == 0


@pytest.mark.rule("building.fortress", "legal")
def test_the_books_fortress_example():
    # 20 colonists on plantations, quarries, buildings and in San Juan: 6 points
    island = [{t: 1} for t in ISLAND_12[:10]]
    city = [{"fortress": 1}, {"indigo_plant": 3}, {"sugar_mill": 3}]
    game = position(4, players={0: {"island": island, "city": city, "san_juan": 3}})
    assert game.state.players[0].colonists() == 20
    assert _bonus(game, 0, "fortress") == 6


@pytest.mark.rule("building.fortress", "illegal")
def test_fortress_counts_whole_threes_only_and_needs_a_colonist():
    game = position(4, players={0: {"city": [{"fortress": 1}], "san_juan": 4}})
    assert _bonus(game, 0, "fortress") == 1  # 5 colonists: one three, not 5/3
    game = position(4, players={0: {"city": ["fortress"], "san_juan": 20}})
    assert game.score_breakdown()[0]["bonus"] == 0


@pytest.mark.rule("building.customs-house", "legal")
def test_the_books_customs_house_example():
    game = position(4, players={0: {"city": [{"customs_house": 1}], "vp": 23}})
    assert _bonus(game, 0, "customs_house") == 5
    # points written down after the chips ran out count too (Icelandic)
    game = position(4, supply={"vp": 0}, players={0: {"city": [{"customs_house": 1}], "vp": 24}})
    assert _bonus(game, 0, "customs_house") == 6


@pytest.mark.rule("building.customs-house", "illegal")
def test_customs_house_ignores_building_points():
    game = position(4, players={0: {"city": [{"customs_house": 1}, "harbor", "wharf", "factory"], "vp": 3}})
    # 3 chips (building points 4 + 9 = 13 do not count): no bonus
    assert _bonus(game, 0, "customs_house") == 0
    assert game.score_breakdown()[0]["total"] == 3 + 13


@pytest.mark.rule("building.city-hall", "legal")
def test_the_books_city_hall_example():
    city = [{"city_hall": 1}, "hacienda", "harbor", "office", "construction_hut", "large_warehouse", "residence"]
    game = position(4, players={0: {"city": city}})
    assert _bonus(game, 0, "city_hall") == 7


@pytest.mark.rule("building.city-hall", "illegal")
def test_city_hall_counts_no_production_building_and_needs_a_colonist():
    game = position(4, players={0: {"city": [{"city_hall": 1}, "sugar_mill", "small_indigo_plant",
                                             "coffee_roaster"]}})
    assert _bonus(game, 0, "city_hall") == 1  # itself only
    game = position(4, players={0: {"city": ["city_hall", "harbor", "office"]}})
    assert game.score_breakdown()[0]["bonus"] == 0
