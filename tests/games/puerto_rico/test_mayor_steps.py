"""The mayor's rearrangement in small steps: put one worker on a space, take one back, confirm.

The whole layout (``place``, as ruling files write it) stays legal at every moment of the turn
and leads to the same position as the steps; the steps are listed, the whole layouts are not.
"""
from __future__ import annotations

import random

import pytest

from puertorico_nb.games.puerto_rico import Action, Game
from puertorico_nb.rulings.record import to_ruling
from puertorico_nb.rulings.runner import run_ruling

from .helpers import position, refused
from .test_rules_nobles import NOBLE, nobles_game


def _mayor_for_player_0():
    # player 0: a manned corn and small market, and one colonist from the ship waiting
    game = position(4, governor=0, colonist_ship=4, supply={"colonists": 0},
                    players={0: {"island": [{"corn": 1}, "indigo", "sugar"], "city": [{"small_market": 1}]}})
    game.apply({"player": 0, "choose_role": "mayor"})
    assert (game.turn, game.state.players[0].san_juan) == (0, 1)
    return game


def _steps(game, *texts):
    for text in texts:
        game.apply(text)


@pytest.mark.rule("mayor.place-all-colonists", "legal")
def test_steps_and_the_whole_layout_reach_the_same_position():
    game = _mayor_for_player_0()
    whole = game.clone()
    whole.apply({"player": 0, "place": {"island": [{"corn": 1}, {"indigo": 1}, {"sugar": 1}], "city": []}})
    _steps(game, "0 take_back small_market", "0 put sugar", "0 put indigo", "0 confirm")
    assert game.state == whole.state
    assert game.turn == whole.turn == 1
    assert [a.verb for a in game.log[-4:]] == ["take_back", "put", "put", "confirm"]


@pytest.mark.rule("mayor.fill-before-san-juan", "illegal")
def test_a_premature_confirm_says_how_many_are_still_unplaced():
    game = _mayor_for_player_0()
    e = refused(game, "0 confirm")
    assert e.rule_id == "mayor.fill-before-san-juan"
    assert e.why == "you must fill every circle you can: there is still room for 1 colonist"
    game.apply("0 take_back corn")
    e = refused(game, "0 confirm")
    assert e.why == "you must fill every circle you can: there is still room for 2 colonists"
    assert not game.explain({"player": 0, "confirm": True}).legal


@pytest.mark.rule("mayor.fill-before-san-juan", "illegal")
def test_with_fewer_circles_than_colonists_the_refusal_counts_the_circles():
    # two colonists wait and one circle is empty: the refusal speaks of the room left, which the
    # table shows beside "Waiting in San Juan: 2 colonists" (it said "1 colonist is still unplaced")
    game = position(4, governor=0, colonist_ship=4, players={0: {"island": ["indigo"], "city": []}})
    game.apply({"player": 0, "choose_role": "mayor"})
    assert game.state.players[0].san_juan == 2
    e = refused(game, "0 confirm")
    assert e.why == "you must fill every circle you can: there is still room for 1 colonist"
    game.apply("0 put indigo")
    assert game.state.players[0].san_juan == 1 and game.explain("0 confirm").legal


@pytest.mark.rule("mayor.space-capacity", "illegal")
def test_each_step_is_checked_and_refused_in_plain_words():
    game = _mayor_for_player_0()
    e = refused(game, "0 put corn")  # its only tile is manned
    assert e.rule_id == "mayor.space-capacity" and "already taken" in e.why
    e = refused(game, "0 put small_market")
    assert e.rule_id == "mayor.space-capacity"
    e = refused(game, "0 put coffee")
    assert e.rule_id == "mayor.space-capacity" and "no coffee" in e.why
    e = refused(game, "0 take_back indigo")
    assert e.rule_id == "mayor.place-all-colonists" and "to take back" in e.why
    game.apply("0 put indigo")
    e = refused(game, "0 put sugar")  # nobody is waiting any more
    assert "waiting in San Juan" in e.why
    e = refused(game, "1 put sugar")
    assert e.rule_id == "turn.not-your-turn"
    e = refused(game, "0 put corn noble=true")
    assert "Nobles" in e.why


def test_the_listing_offers_take_backs_only_before_the_first_put():
    game = _mayor_for_player_0()
    listed = set(map(str, game.legal_actions()))
    assert listed == {"0 put indigo", "0 put sugar", "0 take_back corn", "0 take_back small_market"}
    game.apply("0 put indigo")
    assert set(map(str, game.legal_actions())) == {"0 confirm"}
    # changing one's mind stays legal (and explained), only it is not listed
    take_back = Action.from_text("0 take_back indigo")
    assert take_back in game.legal_actions() and game.explain(take_back).legal
    game.apply(take_back)
    assert set(map(str, game.legal_actions())) == {"0 put indigo", "0 put sugar"}


def test_whole_layouts_stay_legal_mid_steps_and_are_not_listed():
    game = _mayor_for_player_0()
    game.apply("0 take_back corn")
    layout = {"player": 0, "place": {"island": [{"corn": 1}, {"indigo": 1}], "city": [{"small_market": 1}]}}
    assert layout in game.legal_actions()
    assert all(a.verb != "place" for a in game.legal_actions())
    game.apply(layout)
    assert game.turn == 1 and game.state.players[0].san_juan == 0


def test_text_and_mapping_forms_of_the_steps():
    for text, mapping in [("0 put corn", {"player": 0, "put": "corn"}),
                          ("2 take_back small_market noble=true",
                           {"player": 2, "take_back": "small_market", "noble": True}),
                          ("1 confirm", {"player": 1, "confirm": True})]:
        a = Action.from_text(text)
        assert str(a) == text and a.to_mapping() == mapping and Action.from_mapping(mapping) == a


def test_undo_save_load_clone_replay_and_recording_mid_steps():
    game = _mayor_for_player_0()
    _steps(game, "0 take_back corn", "0 put sugar")
    before = game.state.clone()
    game.apply("0 put indigo")
    game.undo(reveal=True)
    assert game.state == before
    loaded = Game.from_json(game.to_json())
    assert loaded.state == game.state and loaded.log == game.log
    assert set(loaded.legal_actions()) == set(game.legal_actions())  # the listing knows a put was made
    twin = game.clone()
    twin.apply("0 put indigo")
    assert game.state == before
    replayed = Game.replay(game.ruleset, game.start, [a.to_mapping() for a in game.log])
    assert replayed.state == game.state
    ruling = to_ruling(game, title="A mayor half way through")
    assert {"act": {"player": 0, "put": "sugar"}} in ruling["steps"]
    assert run_ruling(ruling).passed


@pytest.mark.rule("nobles.work-like-colonists", "legal")
def test_nobles_are_put_and_taken_back_like_colonists():
    game = nobles_game(3, ["hospice"], governor=0, colonist_ship=0, supply={"colonists": 0}, players={0: {
        "island": ["indigo", {"corn": NOBLE}], "city": ["hospice"], "san_juan": {"colonists": 1, "nobles": 1}}})
    game.apply({"player": 0, "choose_role": "mayor"})
    whole = game.clone()
    whole.apply({"player": 0, "place": {"island": [{"indigo": 1}, {"corn": NOBLE}],
                                        "city": [{"hospice": {"colonists": 0, "nobles": 1}}]}})
    e = refused(game, "0 confirm")
    assert e.why == "you must fill every circle you can: there is still room for 2 workers"
    e = refused(game.clone(), "0 put corn noble=true")
    assert "already taken" in e.why
    _steps(game, "0 take_back corn noble=true", "0 put corn noble=true")  # back where it was
    _steps(game, "0 put hospice noble=true", "0 put indigo", "0 confirm")
    assert game.state == whole.state


def test_a_uniform_walk_over_the_listed_steps_ends_quickly():
    """Take-backs are listed only before the first put, so a random walk over the listing ends
    each turn within twice the player's workers plus one steps."""
    for seed in range(12):
        game = Game(4, seed=seed)
        rng = random.Random(seed)
        turns = 0
        while not game.game_over and turns < 12:
            if game.phase == "mayor" and game.state.stage != "deal":
                player = game.turn
                bound = 2 * game.state.players[player].workers() + 1
                steps = 0
                while game.phase == "mayor" and game.turn == player:
                    game.apply(rng.choice(list(game.legal_actions())))
                    steps += 1
                    assert steps <= bound
                turns += 1
            else:
                game.play_random(rng)
        assert turns > 0
