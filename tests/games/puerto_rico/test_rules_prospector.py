"""Prospector (Icelandic rulebook, Gullgrafararnir (Prospector), Ný umferð)."""
from __future__ import annotations

import pytest

from .helpers import position, refused


@pytest.mark.rule("prospector.privilege", "legal")
def test_the_prospector_takes_one_doubloon_and_play_moves_on():
    game = position(4, governor=0)
    events = game.apply({"player": 0, "choose_role": "prospector"})
    assert [p.doubloons for p in game.state.players] == [4, 3, 3, 3]
    assert any(e.rule == "prospector.privilege" for e in events)
    assert (game.phase, game.turn) == ("role_choice", 1)


@pytest.mark.rule("prospector.privilege", "illegal")
def test_the_prospector_role_has_no_action_for_anyone():
    game = position(5, governor=0, to_pick=4, roles_taken={"settler": 0, "mayor": 1, "builder": 2,
                                                           "trader": 3})
    game.apply({"player": 4, "choose_role": "prospector"})
    # nobody else gets anything, and the round ends with no prospector decisions
    assert [p.doubloons for p in game.state.players] == [4, 4, 4, 4, 5]
    assert game.state.round == 2 and game.phase == "role_choice"


@pytest.mark.rule("prospector.privilege", "legal")
def test_five_players_have_two_prospectors_each_paying_its_chooser():
    game = position(5, governor=0, roles={"prospector": 0})
    game.apply({"player": 0, "choose_role": "prospector"})
    game.apply({"player": 1, "choose_role": "prospector"})
    assert [p.doubloons for p in game.state.players] == [5, 5, 4, 4, 4]
    assert game.turn == 2


@pytest.mark.rule("prospector.privilege", "illegal")
def test_no_third_prospector_and_no_action_to_take():
    game = position(5, governor=0)
    game.apply({"player": 0, "choose_role": "prospector"})
    game.apply({"player": 1, "choose_role": "prospector"})
    e = refused(game, {"player": 2, "choose_role": "prospector"})
    assert e.rule_id == "role.already-taken"
    assert [p.doubloons for p in game.state.players] == [5, 5, 4, 4, 4]
