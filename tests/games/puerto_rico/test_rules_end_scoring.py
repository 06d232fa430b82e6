"""Game end and final scoring (Icelandic rulebook, LEIKSLOK; the Korean edition's colonist end
condition from the Korean rulebook, 게임 종료)."""
from __future__ import annotations

import pytest

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.puerto_rico.ruleset import Options, Ruleset

from .helpers import position, refused

ELEVEN = ["small_indigo_plant", "small_sugar_mill", "small_market", "hacienda", "construction_hut",
          "small_warehouse", "indigo_plant", "sugar_mill", "hospice", "office", "large_market"]


def _korean(game):
    return Game(ruleset=Ruleset(game.players, Options(edition="korean")), state=game.state.clone())


def _place_rest(game):
    while game.phase == "mayor":
        game.apply(next(iter(game.legal_actions())))


def _finish_quietly(game, roles=("prospector", "captain", "trader")):
    """The other players pick roles that need no decision until the round is over."""
    start = game.state.round
    for role in roles:
        if game.game_over or game.phase != "role_choice" or game.state.round != start:
            break
        game.apply({"player": game.turn, "choose_role": role})


# -- end conditions --------------------------------------------------------------------------
@pytest.mark.rule("end.colonists-run-out", "legal")
@pytest.mark.rule("end.finish-round", "legal")
def test_a_short_colonist_refill_ends_the_game_after_the_round():
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 3})
    game.apply({"player": 0, "choose_role": "mayor"})
    _place_rest(game)
    assert game.state.end_triggered and not game.game_over
    assert (game.phase, game.turn) == ("role_choice", 1)  # the round goes on
    game.apply({"player": 1, "choose_role": "prospector"})
    game.apply({"player": 2, "choose_role": "captain"})
    assert not game.game_over
    events = game.apply({"player": 3, "choose_role": "trader"})
    assert game.game_over and game.phase == "game_over" and game.turn is None
    assert any(e.kind == "game_over" and e.rule == "end.finish-round" for e in events)
    assert game.state.players[1].doubloons == 3 + 1  # the remaining roles were played in full


@pytest.mark.rule("end.colonists-run-out", "legal")
def test_korean_edition_also_ends_when_the_refill_empties_the_supply():
    game = _korean(position(4, governor=0, colonist_ship=4, supply={"colonists": 5}))
    game.apply({"player": 0, "choose_role": "mayor"})
    _place_rest(game)
    assert game.state.colonist_supply == 0 and game.state.colonist_ship == 4
    assert game.state.end_triggered


@pytest.mark.rule("end.colonists-run-out", "illegal")
def test_an_exact_refill_does_not_end_the_icelandic_game():
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 5})
    game.apply({"player": 0, "choose_role": "mayor"})
    _place_rest(game)
    assert game.state.colonist_supply == 0 and not game.state.end_triggered
    _finish_quietly(game)
    assert not game.game_over and game.state.round == 2
    # nor a Korean game whose supply keeps a colonist after the refill
    game = _korean(position(4, governor=0, colonist_ship=4, supply={"colonists": 6}))
    game.apply({"player": 0, "choose_role": "mayor"})
    _place_rest(game)
    assert game.state.colonist_supply == 1 and not game.state.end_triggered


@pytest.mark.rule("end.city-full", "legal")
def test_filling_the_twelfth_city_space_ends_the_game_after_the_round():
    game = position(4, governor=0, players={0: {"doubloons": 10, "city": ELEVEN}})
    game.apply({"player": 0, "choose_role": "builder"})
    game.apply({"player": 0, "build": "large_warehouse"})
    assert game.state.end_triggered
    while game.phase == "builder":
        game.apply({"player": game.turn, "pass": True})
    _finish_quietly(game)
    assert game.game_over and game.state.round == 1


@pytest.mark.rule("end.city-full", "illegal")
def test_eleven_city_spaces_end_nothing():
    game = position(4, governor=0, players={0: {"doubloons": 10, "city": ELEVEN[:10]}})
    game.apply({"player": 0, "choose_role": "builder"})
    game.apply({"player": 0, "build": "large_warehouse"})
    assert not game.state.end_triggered
    while game.phase == "builder":
        game.apply({"player": game.turn, "pass": True})
    _finish_quietly(game)
    assert not game.game_over and game.state.round == 2


@pytest.mark.rule("end.vp-chips-run-out", "legal")
@pytest.mark.rule("end.vp-recorded-after-chips", "legal")
def test_running_out_of_chips_while_shipping():
    game = position(4, governor=0, supply={"vp": 3}, ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"corn": 3}}, 1: {"goods": {"sugar": 2}}})
    game.apply({"player": 0, "choose_role": "captain"})
    game.apply({"player": 0, "ship": "corn", "on": 5})
    assert game.state.vp_supply == 0 and game.state.end_triggered
    assert game.state.players[0].vp == 4  # 3 + 1, one more than the chips left: written down
    game.apply({"player": 1, "ship": "sugar", "on": 6})
    assert game.state.players[1].vp == 2  # and points keep coming after the chips are gone
    _finish_quietly(game, ("prospector", "trader", "craftsman"))
    assert game.game_over
    assert game.score_breakdown()[0]["chips"] == 4 and game.scores()[1] == 2


@pytest.mark.rule("end.vp-chips-run-out", "illegal")
def test_chips_left_over_end_nothing():
    game = position(4, governor=0, supply={"vp": 5}, ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"corn": 3}}})
    game.apply({"player": 0, "choose_role": "captain"})
    game.apply({"player": 0, "ship": "corn", "on": 5})
    assert game.state.vp_supply == 1 and not game.state.end_triggered


@pytest.mark.rule("end.vp-recorded-after-chips", "illegal")
def test_points_are_not_capped_by_the_chips_and_the_supply_never_goes_negative():
    game = position(4, governor=0, supply={"vp": 0}, ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"coffee": 5}, "vp": 30}})
    game.apply({"player": 0, "choose_role": "captain"})
    game.apply({"player": 0, "ship": "coffee", "on": 5})
    assert game.state.players[0].vp == 30 + 5 + 1
    assert game.state.vp_supply == 0


@pytest.mark.rule("end.finish-round", "illegal")
def test_no_new_round_and_no_action_after_the_end():
    game = position(4, governor=0, to_pick=3, roles_taken={"prospector": 0, "captain": 1, "trader": 2},
                    colonist_ship=4, supply={"colonists": 0})
    game.apply({"player": 3, "choose_role": "mayor"})
    assert not game.state.end_triggered  # checked when the mayor refills the ship
    _place_rest(game)
    assert game.state.end_reasons == ["colonists"]  # the ship could not be refilled at all
    assert game.game_over and game.state.round == 1 and game.state.governor == 0
    e = refused(game, {"player": 0, "choose_role": "settler"})
    assert e.rule_id == "end.finish-round"
    assert list(game.legal_actions()) == []


# -- scoring ---------------------------------------------------------------------------------
@pytest.mark.rule("scoring.total", "legal")
def test_score_is_chips_plus_buildings_plus_bonuses():
    game = position(4, players={0: {"vp": 17, "city": [{"city_hall": 1}, "harbor", "small_market", "sugar_mill"]}})
    b = game.score_breakdown()[0]
    assert (b["chips"], b["buildings"], b["bonus"]) == (17, 4 + 3 + 1 + 2, 3)
    assert game.scores()[0] == 17 + 10 + 3


@pytest.mark.rule("scoring.total", "illegal")
def test_doubloons_and_barrels_are_not_points():
    game = position(4, players={0: {"vp": 5, "doubloons": 30, "goods": {"coffee": 9}},
                                1: {"vp": 5, "doubloons": 0}})
    assert game.scores()[0] == 5 == game.scores()[1]


@pytest.mark.rule("scoring.large-building-bonus-needs-colonist", "legal")
def test_a_manned_large_building_adds_its_bonus():
    game = position(4, players={0: {"vp": 20, "city": [{"customs_house": 1}]}})
    assert game.score_breakdown()[0]["bonuses"] == {"customs_house": 5}
    assert game.scores()[0] == 20 + 4 + 5


@pytest.mark.rule("scoring.large-building-bonus-needs-colonist", "illegal")
def test_an_unmanned_large_building_scores_only_its_printed_points():
    # the book: 4 points for each of the five large buildings even unmanned, but no bonus
    game = position(4, players={0: {"vp": 20, "city": ["customs_house", "fortress", "city_hall"],
                                    "san_juan": 9}})
    b = game.score_breakdown()[0]
    assert b["bonuses"] == {} and b["bonus"] == 0
    assert b["total"] == 20 + 12


@pytest.mark.rule("scoring.tie-break", "legal")
def test_a_tie_goes_to_doubloons_plus_barrels():
    game = position(4, governor=0, to_pick=3, roles_taken={"prospector": 0, "captain": 1, "trader": 2},
                    colonist_ship=4, supply={"colonists": 0},
                    players={0: {"vp": 10, "doubloons": 2, "goods": {"corn": 2}},
                             1: {"vp": 10, "doubloons": 3}, 2: {"vp": 9, "doubloons": 20}})
    game.apply({"player": 3, "choose_role": "mayor"})
    _place_rest(game)
    assert game.game_over
    assert game.winners() == [0]  # 2 + 2 barrels beats 3 doubloons; 20 doubloons cannot lift 9 points


@pytest.mark.rule("scoring.tie-break", "illegal")
def test_a_full_tie_has_no_single_winner():
    game = position(4, players={0: {"vp": 10, "doubloons": 3, "goods": {"sugar": 1}},
                                1: {"vp": 10, "doubloons": 4}, 2: {"vp": 8, "doubloons": 40}})
    assert game.winners() == [0, 1]
    game = position(4, players={0: {"vp": 11, "doubloons": 0}, 1: {"vp": 10, "doubloons": 40}})
    assert game.winners() == [0]
