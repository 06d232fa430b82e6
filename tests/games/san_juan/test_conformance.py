"""Seeded random San Juan games, checked at every step (the OpenSpiel-style conformance test).

Half the moves come from the listing, so the decisions made of several cards (producing,
selling, keeping, discarding, paying for a build) are taken card by card, and half are drawn
whole (``legal_actions().random``).

Every game ends; all 110 cards are always somewhere; listed actions are accepted and unlisted
samples refused without a trace; undo restores exactly; the save file and the log replay to the
same position; the player view never shows another's hand, drawn cards or any good's face.
"""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from puertorico_nb.games.puerto_rico import IllegalAction
from puertorico_nb.games.san_juan import Action, Ruleset, SanJuanGame
from puertorico_nb.games.san_juan.components import CARDS, DECK, ROLES

MAX_STEPS = 4000


def _conserved(game):
    s = game.state
    assert s.all_cards() == Counter(DECK), "a card leaked"
    for p in s.players:
        assert len(p.goods) == len(p.buildings)
        assert len([b for b in p.buildings if b not in ("indigo_plant", "sugar_mill", "tobacco_storage",
                                                        "coffee_roaster", "silver_smelter")]) == \
            len({b for b in p.buildings if b not in ("indigo_plant", "sugar_mill", "tobacco_storage",
                                                     "coffee_roaster", "silver_smelter")}), "a violet building twice"
    assert len(s.tiles) == 5


def _strings(obj):
    """Every string value (not key) in a nested structure."""
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for v in obj.values():
            yield from _strings(v)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            yield from _strings(v)


def _view_hides(game, seat):
    s = game.state
    v = game.player_view(seat)
    json.dumps(v)  # plain data
    for i, pv in enumerate(v["players"]):
        p = s.players[i]
        assert all(isinstance(g, bool) for g in pv["goods"])  # goods face down, the owner's too
        if i != seat:
            assert pv["hand"] == len(p.hand) and pv["chapel"] is None
    if s.drawn and s.turn != seat:
        assert v["drawn"] == len(s.drawn)
    assert "deck" not in v and "discard" not in v
    # nothing in the view names a card the seat could not know
    known = set(s.players[seat].hand) | set(s.players[seat].chapel) | set(s.revealed)
    known |= {b for p in s.players for b in p.buildings + p.covered}
    if s.turn == seat:
        known |= set(s.drawn)
    named = {c for c in _strings(v) if c in CARDS}
    assert named <= known, f"the view of seat {seat} shows {named - known}"


def _unlisted(game, legal, rng):
    p = game.turn
    pool = [Action(p, "choose_role", r) for r in ROLES]
    pool += [Action(p, "build", c) for c in ("smithy", "palace", "indigo_plant", "library")]
    pool += [Action(p, "produce", ("indigo_plant",)), Action(p, "produce", ("indigo_plant", "indigo_plant"))]
    pool += [Action(p, "sell", ("indigo_plant",)), Action(p, "keep", ("hero",)), Action(p, "tuck", "hero"),
             Action(p, "discard", ("hero",)), Action(p, "pass"), Action((p + 1) % game.players, "pass")]
    pool += [Action(p, "pick", c) for c in ("hero", "indigo_plant", "well", "palace")]
    pool += [Action(p, "confirm"), Action(p, "begin_build", "palace"), Action(p, "begin_build", "well")]
    listed = set(legal)
    return [a for a in rng.sample(pool, 8) if a not in listed]


def _midway_copies_agree(game):
    """Half way through a decision taken card by card, a copy, a saved game and a replay carry
    the cards picked (and the build begun), and offer the same next steps."""
    listed = list(game.legal_actions())
    twin = game.clone()
    loaded = SanJuanGame.from_json(game.to_json())
    replayed = SanJuanGame.replay(game.start, [str(a) for a in game.log], game.ruleset)
    for other in (twin, loaded, replayed):
        assert other.state == game.state
        assert list(other.legal_actions()) == listed


def play_checked(players, seed, options=None, deep_every=1, full_load_every=10):
    rng = random.Random(seed)
    game = SanJuanGame(players, seed=seed, options=options)
    # the game as its save loads, kept move by move: loading replays the saved log from the saved
    # start, so after each move this copy, given the move as the save writes it, is the game a
    # load of the save makes (a whole load at each step replayed the game from its start each
    # time: most of this test's time); the whole load is checked too, every few steps and at the end
    loaded = SanJuanGame.from_json(game.to_json())
    steps = 0
    while not game.game_over:
        assert steps < MAX_STEPS, "the game did not end"
        deep = steps % deep_every == 0
        if deep:
            _conserved(game)
            legal = []
            for k, a in enumerate(game.legal_actions()):
                if k < 200:
                    legal.append(a)
                    assert a in game.legal_actions()
            assert legal, "a player must always have a legal action"
            before = game.state.to_dict()
            for a in _unlisted(game, legal, rng):
                if a in game.legal_actions():
                    continue  # e.g. a long legal list cut at 200
                with pytest.raises(IllegalAction):
                    game.apply(a)
                assert game.state.to_dict() == before
            for seat in range(players):
                _view_hides(game, seat)
        if (game.state.picked or game.state.building) and rng.random() < 0.25:
            _midway_copies_agree(game)
            for a in game.legal_actions():  # every listed step applies
                game.clone().apply(a)
        # half the moves from the listing (decisions come card by card), half drawn whole
        action = rng.choice(list(game.legal_actions())) if rng.random() < 0.5 else game.legal_actions().random(rng)
        assert action in game.legal_actions()
        snapshot = game.state.clone()
        game.apply(action)
        if deep:
            game.undo(reveal=True)
            assert game.state == snapshot
            game.redo()
            state = game.state.clone()
            saved = json.loads(game.to_json())
            loaded.apply(saved["log"][-1])
            assert loaded.state == state and loaded.log == game.log
            assert game.POSITION.from_dict(saved["state"]) == state
            if steps % full_load_every == 0:
                copy = SanJuanGame.from_json(game.to_json())
                assert copy.state == state and copy.log == game.log
        else:
            loaded.apply(game.log[-1].to_mapping())
        steps += 1
    copy = SanJuanGame.from_json(game.to_json())
    assert copy.state == game.state and copy.log == game.log
    _conserved(game)
    assert game.winners() and set(game.scores()) == set(range(players))
    assert SanJuanGame.replay(game.start, [a.to_mapping() for a in game.log], game.ruleset).state == game.state
    assert any(len(p.buildings) >= 12 for p in game.state.players)
    return game


@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("seed", range(2))
def test_random_games_checked_at_every_step(players, seed):
    play_checked(players, seed)


@pytest.mark.parametrize("players", (2, 3, 4))
def test_many_random_games_end_and_conserve_cards(players):
    for seed in range(10, 40):
        rng = random.Random(seed)
        game = SanJuanGame(players, seed=seed, record_history=False)
        steps = 0
        while not game.game_over:
            game.apply(game.legal_actions().random(rng))
            steps += 1
            assert steps < MAX_STEPS
        _conserved(game)


def test_variant_and_late_prospector_games():
    play_checked(4, 99, Ruleset(variant_hands=True, prospector_draw_first=False), deep_every=5)


def test_undo_redo_and_clone_are_independent():
    game = SanJuanGame(3, seed=1)
    rng = random.Random(1)
    for _ in range(30):
        game.apply(game.legal_actions().random(rng))
    twin = game.clone()
    twin.apply(twin.legal_actions().random(rng))
    assert twin.log != game.log and twin.state != game.state
    n = len(game.log)
    while game.log:
        game.undo(reveal=True)
    assert game.state == game.start and game.log == []
    for _ in range(n):
        game.redo()
    assert not game.can_redo
    with pytest.raises(IndexError):
        game.redo()
