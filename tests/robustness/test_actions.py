"""Issue 16, points 1, 5, 6 and 7: whatever is handed over as an action (a mapping, a text form, a
hand-built Action, a constructor argument), the answer is an explanation or MalformedAction,
IllegalAction or LoadError, and a refused action leaves the position, the log and the undo
history exactly as they were."""
from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from puertorico_nb import (
    Action,
    Game,
    IllegalAction,
    LoadError,
    MalformedAction,
    SanJuanGame,
)
from puertorico_nb.games.puerto_rico.actions import VERBS as PR_VERBS
from puertorico_nb.games.san_juan.actions import VERBS as SJ_VERBS

from .strategies import (
    ODD_NUMBERS,
    action_mappings,
    action_texts,
    fuzz,
    json_values,
    nested,
)


def _games():
    """A Puerto Rico and a San Juan game a few moves in (fresh each time)."""
    out = []
    for game in (Game(players=3, seed=4), SanJuanGame(players=3, seed=4, governor=0)):
        rng = random.Random(4)
        for _ in range(7):
            game.play_random(rng)
        out.append(game)
    return out


def _snapshot(game):
    return game.state.to_dict(), [*game.log], len(game._undo), len(game._redo)


def _refused_cleanly(game, action) -> None:
    """explain answers without raising; apply either plays the action or raises one of the two
    refusals and changes nothing."""
    before = _snapshot(game)
    explanation = game.explain(action)
    assert _snapshot(game) == before
    assert isinstance(explanation.rule, str) and explanation.rule
    if explanation.action is None:
        assert explanation.rule == "action.malformed"
    try:
        game.apply(action)
    except (MalformedAction, IllegalAction) as e:
        assert _snapshot(game) == before
        assert isinstance(e, MalformedAction) == (explanation.rule == "action.malformed")
        return
    assert explanation.legal
    assert all(type(a.player) is int for a in game.log)


# -- point 5: text forms with unusual digits -------------------------------------------------------
@pytest.mark.parametrize("number", ODD_NUMBERS)
@pytest.mark.parametrize("which", [0, 1], ids=["puerto_rico", "san_juan"])
def test_a_seat_written_in_unusual_digits_is_malformed(which, number):
    game = _games()[which]
    text = f"{number} choose_role settler" if which == 0 else f"{number} choose_role builder"
    before = _snapshot(game)
    assert game.explain(text).rule == "action.malformed"
    with pytest.raises(MalformedAction):
        game.apply(text)
    assert _snapshot(game) == before


@pytest.mark.parametrize("text", ["0 keep corn:²", "0 place island=corn:²", "0 place san_juan=1+²",
                                  "0 build smithy pay=a on=" + "9" * 5000, "0 ship corn on=" + "7" * 5000,
                                  "0 keep corn:" + "1" * 5000])
def test_unusual_numbers_inside_a_text_action_are_malformed(text):
    game = _games()[0]
    before = _snapshot(game)
    assert game.explain(text).rule == "action.malformed"
    with pytest.raises(MalformedAction):
        game.apply(text)
    assert _snapshot(game) == before


@fuzz(60)
@given(text=action_texts(PR_VERBS))
def test_any_text_action_is_explained_or_refused_in_puerto_rico(text):
    _refused_cleanly(_games()[0], text)


@fuzz(60)
@given(text=action_texts(SJ_VERBS))
def test_any_text_action_is_explained_or_refused_in_san_juan(text):
    _refused_cleanly(_games()[1], text)


# -- point 6: deep nesting -------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["list", "dict"])
@pytest.mark.parametrize("which", [0, 1], ids=["puerto_rico", "san_juan"])
def test_an_action_nested_thousands_deep_is_malformed(which, kind):
    game = _games()[which]
    deep = nested(3000, "settler", kind)
    for action in ({"player": 0, "choose_role": deep}, {"player": 0, "keep": deep}, {"player": deep, "pass": True},
                   {"player": 0, "place": {"island": deep}}, {"player": 0, "build": "x", "pay": deep}, deep):
        before = _snapshot(game)
        assert game.explain(action).rule == "action.malformed"
        with pytest.raises(MalformedAction):
            game.apply(action)
        assert _snapshot(game) == before


# -- point 7: hand-built actions and constructor arguments ------------------------------------------
@pytest.mark.parametrize("action", [Action("0", "choose_role", "settler"), Action(True, "pass"),
                                    Action(0.0, "pass"), Action(0, "choose_role", ["settler"]),
                                    Action(0, "fly", "away"), Action(0, "pass", True, (("on", [1]),)),
                                    Action(None, None, None, None)])
def test_a_hand_built_action_that_is_not_well_formed_is_malformed(action):
    game = Game(players=3, seed=0)
    before = _snapshot(game)
    assert game.explain(action).rule == "action.malformed"
    with pytest.raises(MalformedAction):
        game.apply(action)
    assert _snapshot(game) == before
    assert Game.from_json(game.to_json()).state == game.state


@pytest.mark.parametrize("kwargs", [dict(players=4.0), dict(players="4"), dict(players=True), dict(players=None),
                                    dict(governor="0"), dict(governor=1.0), dict(governor=None),
                                    dict(governor=True), dict(governor=False), dict(governor=-1),
                                    dict(expansions=None), dict(expansions="nobles"), dict(expansions=[1]),
                                    dict(seed=[1]), dict(edition=None)])
def test_puerto_rico_constructor_arguments_are_checked(kwargs):
    with pytest.raises(LoadError):
        Game(**kwargs)


@pytest.mark.parametrize("kwargs", [dict(players=4.0), dict(players="3"), dict(players=True),
                                    dict(governor=True), dict(governor="0"), dict(governor=1.0), dict(seed=[1])])
def test_san_juan_constructor_arguments_are_checked(kwargs):
    with pytest.raises(LoadError):
        SanJuanGame(**kwargs)


# -- point 1: one game's bad input never reaches another game ---------------------------------------
def test_a_refused_true_seat_leaves_later_games_untouched():
    for attempt in (lambda: Game(players=3, governor=True),
                    lambda: Game(players=3).apply(Action(True, "choose_role", "settler")),
                    lambda: Game(players=3).apply({"player": True, "choose_role": "settler"}),
                    lambda: SanJuanGame(players=3, governor=True)):
        with pytest.raises((LoadError, MalformedAction)):
            attempt()
    game = Game(players=3, seed=0)
    rng = random.Random(0)
    for _ in range(12):
        game.apply(game.legal_actions().random(rng))
    assert all(type(a.player) is int for a in game.log)
    assert type(game.state.turn) is int and type(game.state.governor) is int
    assert Game.from_json(game.to_json()).log == game.log


# -- every surface at once: any value as an action --------------------------------------------------
@fuzz(80)
@given(action=action_mappings(PR_VERBS) | json_values())
def test_any_value_as_a_puerto_rico_action_is_explained_or_refused(action):
    _refused_cleanly(_games()[0], action)


@fuzz(80)
@given(action=action_mappings(SJ_VERBS) | json_values())
def test_any_value_as_a_san_juan_action_is_explained_or_refused(action):
    _refused_cleanly(_games()[1], action)


@fuzz(40)
@given(seat=st.sampled_from([True, False, 1.0, "1", None, -1, [1], {"seat": 1}]))
def test_an_action_with_a_seat_that_is_not_a_whole_number_is_malformed(seat):
    for game in _games():
        before = _snapshot(game)
        with pytest.raises(MalformedAction):
            game.apply({"player": seat, "pass": True})
        assert _snapshot(game) == before


@pytest.mark.parametrize("options", [dict(small_wharf_bonuses="yes"), dict(hunting_lodge_ties=1),
                                     dict(edition=nested(3000)), dict(buildings=5), dict(buildings=[["x"]])])
def test_puerto_rico_options_are_checked(options):
    from puertorico_nb.games.puerto_rico.ruleset import Options
    with pytest.raises(LoadError):
        Options(**options)
