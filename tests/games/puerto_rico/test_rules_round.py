"""Turns, actions, role cards and the round (Icelandic rulebook, SPILIÐ, HLUTVERKIN, Ný umferð)."""
from __future__ import annotations

import pytest

from puertorico_nb.games.puerto_rico import MalformedAction

from .helpers import position, refused


def _quiet_round(game):
    """Four picks that need no decision: prospector, captain, trader, craftsman (nobody has
    barrels or manned plantations)."""
    g = game.state.governor
    for k, role in enumerate(("prospector", "captain", "trader", "craftsman")):
        game.apply({"player": (g + k) % 4, "choose_role": role})


# -- whose turn --------------------------------------------------------------------------------
@pytest.mark.rule("turn.not-your-turn", "legal")
@pytest.mark.rule("round.one-role-each", "legal")
def test_role_choices_go_clockwise_from_the_governor():
    game = position(4, governor=2)
    assert game.turn == 2
    ex = game.explain({"player": 2, "choose_role": "builder"})
    assert (ex.legal, ex.rule) == (True, "round.one-role-each")
    game.apply({"player": 2, "choose_role": "prospector"})
    assert (game.phase, game.turn) == ("role_choice", 3)
    game.apply({"player": 3, "choose_role": "captain"})
    assert game.turn == 0
    game.apply({"player": 0, "choose_role": "trader"})
    assert game.turn == 1


@pytest.mark.rule("turn.not-your-turn", "illegal")
def test_only_the_player_to_act_may_act():
    game = position(4, governor=0)
    e = refused(game, {"player": 1, "choose_role": "settler"})
    assert e.rule_id == "turn.not-your-turn"
    e = refused(game, {"player": 7, "choose_role": "settler"})
    assert e.rule_id == "turn.not-your-turn"
    # inside a phase too: the builder phase starts with the builder
    game = position(4, governor=0, players={0: {"doubloons": 5}, 1: {"doubloons": 5}})
    game.apply({"player": 0, "choose_role": "builder"})
    assert game.turn == 0
    e = refused(game, {"player": 1, "build": "small_market"})
    assert e.rule_id == "turn.not-your-turn"


@pytest.mark.rule("turn.not-your-turn", "legal")
def test_a_phase_starts_with_its_chooser_and_goes_clockwise():
    game = position(4, governor=0, to_pick=2, roles_taken={"prospector": 0, "captain": 1},
                     players={i: {"doubloons": 5} for i in range(4)})
    game.apply({"player": 2, "choose_role": "builder"})
    order = []
    for _ in range(4):
        order.append(game.turn)
        game.apply({"player": game.turn, "pass": True})
    assert order == [2, 3, 0, 1]
    assert (game.phase, game.turn) == ("role_choice", 3)


# -- actions -----------------------------------------------------------------------------------
@pytest.mark.rule("action.wrong-phase", "legal")
def test_build_is_an_action_of_the_builder_phase():
    game = position(4, governor=0, players={0: {"doubloons": 5}})
    game.apply({"player": 0, "choose_role": "builder"})
    ex = game.explain({"player": 0, "build": "small_market"})
    assert ex.legal and ex.rule == "builder.afford"
    game.apply({"player": 0, "build": "small_market"})
    assert game.state.players[0].city == ["small_market"]
    assert game.state.players[0].doubloons == 5  # cost 1, less the builder's 1


@pytest.mark.rule("action.wrong-phase", "illegal")
def test_actions_outside_their_phase_are_refused():
    game = position(4, governor=0, players={0: {"doubloons": 5, "san_juan": 1, "island": ["corn"]}})
    e = refused(game, {"player": 0, "build": "small_market"})
    assert e.rule_id == "action.wrong-phase"
    e = refused(game, {"player": 0, "place": {"island": [{"corn": 1}], "city": []}})
    assert e.rule_id == "action.wrong-phase"
    game.apply({"player": 0, "choose_role": "builder"})
    e = refused(game, {"player": 0, "place": {"island": [{"corn": 1}], "city": []}})
    assert e.rule_id == "action.wrong-phase"
    e = refused(game, {"player": 0, "choose_role": "mayor"})
    assert e.rule_id == "action.wrong-phase"


@pytest.mark.rule("action.malformed", "legal")
def test_a_well_formed_action_is_read_and_written_back():
    from puertorico_nb.games.puerto_rico import Action
    a = Action.from_mapping({"player": 0, "ship": "sugar", "on": 7})
    assert (a.player, a.verb, a.value, a.option("on")) == (0, "ship", "sugar", 7)
    assert Action.from_text(str(a)) == a
    assert a.to_mapping() == {"player": 0, "ship": "sugar", "on": 7}
    game = position(4)
    assert game.explain({"player": 0, "choose_role": "mayor"}).rule != "action.malformed"


@pytest.mark.rule("action.malformed", "illegal")
@pytest.mark.parametrize("bad", (
    {"player": 0, "fly": "kite"},
    {"choose_role": "mayor"},
    {"player": -1, "choose_role": "mayor"},
    {"player": 0, "choose_role": "mayor", "build": "harbor"},
    {"player": 0, "ship": "corn"},
    {"player": 0, "pass": False},
    "0 choose mayor",
    42,
))
def test_input_that_is_no_action_is_rejected_first(bad):
    game = position(4)
    before = game.state.to_dict()
    with pytest.raises(MalformedAction):
        game.apply(bad)
    assert game.state.to_dict() == before and game.log == []
    ex = game.explain(bad)
    assert (ex.legal, ex.rule) == (False, "action.malformed")


@pytest.mark.rule("action.pass-optional", "legal")
def test_a_player_may_decline_a_role_action():
    game = position(4, governor=0, players={0: {"doubloons": 5, "goods": {"corn": 1}},
                                            1: {"goods": {"sugar": 1}}})
    game.apply({"player": 0, "choose_role": "trader"})
    ex = game.explain({"player": 0, "pass": True})
    assert (ex.legal, ex.rule) == (True, "action.pass-optional")
    game.apply({"player": 0, "pass": True})
    assert game.turn == 1 and game.state.players[0].doubloons == 5  # no privilege for passing
    game.apply({"player": 1, "pass": True})
    assert game.phase == "role_choice" and game.turn == 1
    assert game.state.trading_house == []


@pytest.mark.rule("action.pass-optional", "illegal")
@pytest.mark.rule("captain.must-load-when-able", "illegal")
def test_no_pass_for_a_player_who_can_ship():
    game = position(4, governor=0, players={0: {"goods": {"corn": 2}}})
    game.apply({"player": 0, "choose_role": "captain"})
    e = refused(game, {"player": 0, "pass": True})
    assert e.rule_id == "captain.must-load-when-able"


@pytest.mark.rule("round.one-role-each", "illegal")
def test_a_player_cannot_skip_choosing_a_role():
    game = position(4, governor=0)
    e = refused(game, {"player": 0, "pass": True})
    assert e.rule_id == "action.wrong-phase"
    # after three picks of four the round is not over
    for k, role in enumerate(("prospector", "captain", "trader")):
        game.apply({"player": k, "choose_role": role})
    assert (game.phase, game.turn, game.state.round, game.state.governor) == ("role_choice", 3, 1, 0)
    # and the chooser does not pick twice
    e = refused(game, {"player": 0, "choose_role": "craftsman"})
    assert e.rule_id == "turn.not-your-turn"


# -- role cards and doubloons ------------------------------------------------------------------
@pytest.mark.rule("role.already-taken", "legal")
def test_a_role_is_free_again_in_the_next_round():
    game = position(4, governor=0)
    _quiet_round(game)
    assert game.state.round == 2 and game.turn == 1
    ex = game.explain({"player": 1, "choose_role": "captain"})
    assert ex.legal and ex.rule == "round.one-role-each"
    game.apply({"player": 1, "choose_role": "captain"})
    assert game.phase == "role_choice" and game.turn == 2


@pytest.mark.rule("role.already-taken", "illegal")
def test_a_chosen_role_stays_taken_for_the_round():
    game = position(4, governor=0)
    game.apply({"player": 0, "choose_role": "captain"})
    e = refused(game, {"player": 1, "choose_role": "captain"})
    assert e.rule_id == "role.already-taken"
    ex = game.explain({"player": 1, "choose_role": "captain"})
    assert (ex.legal, ex.rule) == (False, "role.already-taken")


@pytest.mark.rule("role.collect-doubloons", "legal")
def test_the_chooser_takes_the_doubloons_on_the_card():
    # the book's example: a prospector with 2 doubloons on it brings 3 in all
    game = position(4, governor=0, roles={"prospector": 2, "captain": 1})
    game.apply({"player": 0, "choose_role": "prospector"})
    assert game.state.players[0].doubloons == 3 + 3
    game.apply({"player": 1, "choose_role": "captain"})
    assert game.state.players[1].doubloons == 3 + 1
    roles = dict(zip(game.state.role_cards, game.state.role_money))
    assert roles["prospector"] == 0 and roles["captain"] == 0


@pytest.mark.rule("role.collect-doubloons", "illegal")
def test_an_empty_role_card_pays_nothing_and_others_get_nothing():
    game = position(4, governor=0, roles={"trader": 2})
    events = game.apply({"player": 0, "choose_role": "captain"})
    assert [p.doubloons for p in game.state.players] == [3, 3, 3, 3]
    assert not any(e.rule == "role.collect-doubloons" for e in events)
    assert dict(zip(game.state.role_cards, game.state.role_money))["trader"] == 2


@pytest.mark.rule("round.unchosen-role-doubloon", "legal")
def test_unchosen_roles_gain_one_doubloon_each_at_round_end():
    game = position(4, governor=0, roles={"settler": 2})
    _quiet_round(game)
    roles = dict(zip(game.state.role_cards, game.state.role_money))
    assert roles == {"settler": 3, "mayor": 1, "builder": 1, "craftsman": 0, "trader": 0,
                     "captain": 0, "prospector": 0}


@pytest.mark.rule("round.unchosen-role-doubloon", "illegal")
def test_chosen_roles_gain_nothing_and_nothing_is_added_mid_round():
    game = position(4, governor=0)
    game.apply({"player": 0, "choose_role": "prospector"})
    game.apply({"player": 1, "choose_role": "captain"})
    assert game.state.role_money == [0] * 7  # nothing before the round ends
    game.apply({"player": 2, "choose_role": "trader"})
    game.apply({"player": 3, "choose_role": "craftsman"})
    roles = dict(zip(game.state.role_cards, game.state.role_money))
    assert [roles[r] for r in ("prospector", "captain", "trader", "craftsman")] == [0, 0, 0, 0]
    assert sum(game.state.role_money) == 3


@pytest.mark.rule("round.governor-passes", "legal")
def test_the_governor_card_passes_left_and_the_new_governor_opens():
    game = position(4, governor=3)
    _quiet_round(game)
    assert (game.state.governor, game.turn, game.state.round, game.phase) == (0, 0, 2, "role_choice")
    assert game.state.role_taken == [-1] * 7  # every card back in the middle


@pytest.mark.rule("round.governor-passes", "illegal")
def test_the_governor_does_not_change_during_a_round():
    game = position(4, governor=1)
    game.apply({"player": 1, "choose_role": "prospector"})
    game.apply({"player": 2, "choose_role": "captain"})
    game.apply({"player": 3, "choose_role": "trader"})
    assert game.state.governor == 1 and game.turn == 0
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert game.state.governor == 2 != 0  # left of the old governor, not the last chooser
    e = refused(game, {"player": 1, "choose_role": "mayor"})
    assert e.rule_id == "turn.not-your-turn"


@pytest.mark.rule("round.unchosen-role-doubloon", "legal")
def test_three_players_leave_three_roles_each_gaining_a_doubloon():
    game = position(3, governor=0, roles={"builder": 1})
    for k, role in enumerate(("captain", "trader", "craftsman")):
        game.apply({"player": k, "choose_role": role})
    roles = dict(zip(game.state.role_cards, game.state.role_money))
    assert roles == {"settler": 1, "mayor": 1, "builder": 2, "craftsman": 0, "trader": 0, "captain": 0}
    assert (game.state.governor, game.turn) == (1, 1)
