"""Property tests: for any seed, player count and sequence of choices, the invariants hold."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from puertorico_nb.games.puerto_rico import Game, IllegalAction

from .test_conformance import _conserved


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6), choices=st.integers(0, 10**6),
       steps=st.integers(1, 400))
def test_any_prefix_of_any_game_conserves_and_round_trips(players, seed, choices, steps):
    rng = random.Random(choices)
    game = Game(players, seed=seed)
    for _ in range(steps):
        if game.game_over:
            break
        game.apply(game.legal_actions().random(rng))
    _conserved(game)
    assert Game.from_json(game.to_json()).state == game.state
    clone = game.clone()
    assert clone.state == game.state and clone.state is not game.state


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(1, 150), back=st.integers(1, 20))
def test_undo_then_redo_walks_back_and_forth_exactly(seed, steps, back):
    rng = random.Random(seed)
    game = Game(4, seed=seed)
    history = [game.state.clone()]
    for _ in range(steps):
        if game.game_over:
            break
        game.apply(game.legal_actions().random(rng))
        history.append(game.state.clone())
    back = min(back, len(history) - 1)
    for k in range(back):
        game.undo(reveal=True)
        assert game.state == history[-2 - k]
    for _ in range(back):
        game.redo()
    assert game.state == history[-1]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 200),
       verb=st.sampled_from(["choose_role", "settle", "build", "sell", "bonus", "ship"]),
       value=st.sampled_from(["captain", "coffee", "quarry", "harbor", "corn", "prospector", "wharf"]),
       seat=st.integers(0, 3))
def test_a_refused_action_changes_nothing(seed, steps, verb, value, seat):
    rng = random.Random(seed)
    game = Game(4, seed=seed)
    for _ in range(steps):
        if game.game_over:
            break
        game.apply(game.legal_actions().random(rng))
    action = {"player": seat, verb: value}
    if verb == "ship":
        action["on"] = 7
    before = game.state.to_dict()
    if action in game.legal_actions():
        return
    try:
        game.apply(action)
    except IllegalAction as e:
        assert e.rule_id and e.why
    else:
        raise AssertionError(f"{action} was applied although not legal")
    assert game.state.to_dict() == before


def test_play_random_plays_one_legal_action_and_can_be_taken_back():
    rng_a, rng_b = random.Random(9), random.Random(9)
    game, twin = Game(4, seed=9), Game(4, seed=9)
    for _ in range(120):
        if game.game_over:
            break
        before = game.state.clone()
        action, events = game.play_random(rng_a)
        assert events and game.log[-1] == action
        # the same draw through the public pieces gives the same action and position
        drawn = twin.legal_actions().random(rng_b)
        assert drawn == action and drawn in twin.legal_actions()
        twin.apply(drawn)
        assert twin.state == game.state
        game.undo(reveal=True)
        assert game.state == before
        game.redo()


def test_clone_copies_every_field_and_shares_no_list():
    from puertorico_nb.games.puerto_rico.state import _LISTS, _SCALARS
    rng = random.Random(4)
    game = Game(4, seed=4, expansions=("nobles",))
    for _ in range(150):
        game.apply(game.legal_actions().random(rng))
    s = game.state
    c = s.clone()
    for name in _SCALARS + _LISTS:
        assert getattr(c, name) == getattr(s, name), name
    for name in _LISTS:
        assert getattr(c, name) is not getattr(s, name), f"{name} is shared by the copy"
    for p, q in zip(s.players, c.players):
        for name in p.__slots__:
            value = getattr(p, name)
            assert getattr(q, name) == value and (not isinstance(value, list) or getattr(q, name) is not value), name
