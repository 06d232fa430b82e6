"""The ruling format's optional keys for options, supplies, piles, the draft and the two
prospector cards: each sets up what it says, and a key that cannot hold is a SetupError naming it."""
from __future__ import annotations

import pytest

from puertorico_nb.rulings.position import SetupError, build_game, view


def _pr(**ruling):
    ruling.setdefault("players", 3)
    return build_game(ruling)


@pytest.mark.parametrize("ruling, key", [
    ({"options": {"edition": "danish"}}, "options"),
    ({"options": {"speed": 2}}, "options.speed"),
    ({"options": {"small_wharf_bonuses": "yes"}}, "options.small_wharf_bonuses"),
    ({"options": {"draft": True}}, "options.draft"),
    ({"options": {"draft": True}, "expansions": ["new_buildings"], "buildings": ["hospice"]}, "options.draft"),
    ({"setup": {"drafted": ["hospice"]}, "expansions": ["new_buildings"]}, "setup.drafted"),
    ({"setup": {"drafted": ["aqueduct", "small_market"]}, "expansions": ["new_buildings"],
      "options": {"draft": True}}, "setup.drafted"),
    ({"setup": {"discard": ["corn"]}, "options": {"edition": "korean"}}, "setup.discard"),
    ({"setup": {"discard": ["corn"] * 11}}, "setup.discard"),
    ({"setup": {"supply": {"plantations": {"coffee": 9}}}}, "setup.supply.plantations.coffee"),
    ({"setup": {"supply": {"plantations": {"corn": 1}}, "plantation_stack": ["corn", "corn"]}},
     "setup.plantation_stack"),
    ({"setup": {"supply": {"buildings": {"harbor": 3}}}}, "setup.supply.buildings.harbor"),
    ({"setup": {"supply": {"buildings": {"castle": 1}}}}, "setup.supply.buildings.castle"),
    ({"players": 5, "setup": {"roles": {"prospector": [1, 2, 3]}}}, "setup.roles.prospector"),
    ({"players": 5, "setup": {"roles_taken": {"prospector": [None]}}}, "setup.roles_taken.prospector"),
])
def test_a_key_that_cannot_hold_is_refused_naming_it(ruling, key):
    with pytest.raises(SetupError) as caught:
        _pr(**ruling)
    assert caught.value.path == key


def test_options_reach_the_ruleset():
    game = _pr(players=5, options={"edition": "korean", "small_wharf_bonuses": True, "noble_shortage": "nothing"})
    o = game.ruleset.options
    assert (o.edition, o.small_wharf_bonuses, o.noble_shortage, o.selection) == ("korean", True, "nothing", "random")
    assert game.state.vp_supply == 126
    drafting = _pr(expansions=["nobles"], options={"draft": True}, setup={"drafted": ["aqueduct"], "governor": 1})
    assert drafting.ruleset.options.selection == "draft"
    assert (drafting.phase, drafting.turn) == ("draft", 2)  # from the governor, one building each
    assert view(drafting)["draft_spaces"][1] == 0


def test_the_stack_the_discard_pile_and_the_building_supply_are_set_and_seen():
    game = _pr(setup={"discard": ["corn", "sugar"], "supply": {"plantations": {"coffee": 2, "indigo": 1},
                                                                 "buildings": {"harbor": 1}},
                      "plantation_stack": ["coffee"]})
    v = view(game)
    assert sorted(v["discard"]) == ["corn", "sugar"]
    assert v["supply"]["plantations"] == {"corn": 0, "indigo": 1, "sugar": 0, "tobacco": 0, "coffee": 2}
    assert v["plantation_stack"][0] == "coffee" and len(v["plantation_stack"]) == 3
    assert v["supply"]["buildings"]["harbor"] == 1
    assert _pr(setup={"supply": {"plantations": {}}}).state.stack == []


def test_each_prospector_card_holds_its_own_doubloons_and_taker():
    game = _pr(players=5, setup={"roles": {"prospector": [3, 1]}, "roles_taken": {"prospector": [None, 0]}})
    s = game.state
    cards = [k for k, r in enumerate(s.role_cards) if r == "prospector"]
    assert [s.role_money[k] for k in cards] == [3, 0] and [s.role_taken[k] for k in cards] == [-1, 0]
    assert game.turn == 1  # one pick is made: the next seat from the governor chooses


def test_san_juan_options_an_empty_draw_pile_and_covered_cards():
    game = build_game({"game": "san_juan", "players": 2, "options": {"prospector_draw_first": False},
                       "setup": {"deck": ["well"], "unlisted": "discard",
                                 "players": {1: {"buildings": ["indigo_plant", "crane"], "covered": ["smithy"]}}}})
    assert game.ruleset.prospector_draw_first is False
    assert game.state.deck == ["well"] and game.state.players[1].covered == ["smithy"]
    with pytest.raises(SetupError) as caught:
        build_game({"game": "san_juan", "setup": {"unlisted": "box"}})
    assert caught.value.path == "setup.unlisted"
    with pytest.raises(SetupError) as caught:
        build_game({"game": "san_juan", "options": {"edition": "korean"}})
    assert caught.value.path == "options.edition"
