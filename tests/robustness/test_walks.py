"""Issue 24, "done when": property tests over the surfaces added since the last reliability pass.

Random walks through whole games of every set-up mix every way of moving: a listed action drawn
uniformly (so decisions taken in steps, card by card, and declines come up as often as they are
listed), a whole decision drawn by ``legal_actions().random``, an undo (taken back on purpose,
``reveal=True``) followed by a different move, and a save and load in the middle of the game.
Every walk must end; every component is conserved at every step checked; every save loads back
to the same game. Bots and hints, asked on random and half-made positions, give a legal move and
leave the game unchanged (how long they take is measured by ``benchmarks/bench_bots.py``, never
asserted here). Two positions a seat cannot tell apart give that seat the same observation.

The examples are few and fixed (``strategies.fuzz``, derandomized): ROBUSTNESS_SCALE=20 goes deeper.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from puertorico_nb import Game, SanJuanGame
from puertorico_nb.bots.registry import get_bot
from puertorico_nb.games.puerto_rico.ruleset import Options as PROptions
from tests.games.puerto_rico.test_conformance import _conserved as pr_conserved
from tests.games.san_juan.test_conformance import _conserved as sj_conserved

from .strategies import fuzz

MOST_MOVES = 8000  # a game is a few hundred moves, a few thousand in steps: a walk past this never ends

PUERTO_RICO_SET_UPS = [
    *[dict(players=n, expansions=x) for n in (2, 3, 4, 5) for x in ((), ("new_buildings",), ("nobles",))],
    dict(players=4, options=PROptions(edition="korean")),
    dict(players=3, expansions=("new_buildings",), options=PROptions(selection="draft")),
    dict(players=5, expansions=("nobles",), options=PROptions(noble_shortage="nothing", full_storage=True,
                                                               small_wharf_bonuses=True, hunting_lodge_ties=True)),
]
SAN_JUAN_SET_UPS = [dict(players=n, options=o) for n in (2, 3, 4)
                    for o in ({}, {"variant_hands": True}, {"prospector_draw_first": False})]


def _label(set_up: dict) -> str:
    return ",".join(f"{k}={v}" for k, v in set_up.items())


# how often each way of moving is chosen (listed action, whole decision, undo), and whether the
# game is saved and loaded now and then (a load replays the whole log: a few times a game)
MIXES = st.tuples(st.integers(1, 4), st.integers(1, 12), st.integers(0, 1), st.booleans())
SAVE_EVERY = 80  # moves, on average


def walk(game, seed: int, mix: tuple, conserved) -> tuple:
    """Play `game` to its end, moving as `mix` weighs the ways; return (game, counts of each way)."""
    rng = random.Random(seed)
    ways = ("listed", "whole", "undo")
    done = dict.fromkeys((*ways, "save"), 0)
    for move in range(MOST_MOVES):
        if game.game_over:
            break
        if mix[3] and rng.random() * SAVE_EVERY < 1:
            copy = type(game).from_json(game.to_json())
            assert copy.state == game.state and copy.log == game.log and copy.start == game.start
            game = copy
            done["save"] += 1
        way = rng.choices(ways, weights=mix[:3])[0]
        if way == "undo" and game.log:
            before = game.state.clone()
            action = game.undo(reveal=True)
            game.redo()
            assert game.state == before and game.log[-1] == action
            game.undo(reveal=True)
        elif way == "whole":
            game.apply(game.legal_actions().random(rng))
        else:
            game.apply(rng.choice(list(game.legal_actions())))
        done[way] += 1
        if move % 40 == 0:
            conserved(game)
    assert game.game_over, f"no end after {MOST_MOVES} moves"
    conserved(game)
    again = type(game).from_json(game.to_json())
    assert again.state == game.state and again.scores() == game.scores()
    return game, done


@pytest.mark.parametrize("set_up", PUERTO_RICO_SET_UPS, ids=_label)
@fuzz(2)
@given(seed=st.integers(0, 2 ** 32 - 1), mix=MIXES)
def test_puerto_rico_walks_of_every_set_up_end_conserve_and_round_trip(set_up, seed, mix):
    walk(Game(seed=seed % 1000, **set_up), seed, mix, pr_conserved)


@pytest.mark.parametrize("set_up", SAN_JUAN_SET_UPS, ids=_label)
@fuzz(2)
@given(seed=st.integers(0, 2 ** 32 - 1), mix=MIXES)
def test_san_juan_walks_of_every_set_up_end_conserve_and_round_trip(set_up, seed, mix):
    walk(SanJuanGame(seed=seed % 1000, **set_up), seed, mix, sj_conserved)


# -- bots and hints ---------------------------------------------------------------------------------------
def position(make, seed: int, moves: int, half_made: bool):
    """A random position `moves` in; `half_made`: then steps are preferred, so a decision is
    often left under way (cards picked, colonists placed, barrels set aside)."""
    game, rng = make(seed), random.Random(seed)
    for _ in range(moves):
        if game.game_over:
            break
        listed = list(game.legal_actions())
        steps = [a for a in listed if a.verb in ("pick", "begin_build", "store", "place_one", "unpick")]
        game.apply(rng.choice(steps if half_made and steps and rng.random() < 0.8 else listed))
    return game


GAMES = {"puerto_rico": lambda seed: Game(players=2 + seed % 4, seed=seed,
                                           expansions=((), ("new_buildings",), ("nobles",))[seed % 3]),
         "san_juan": lambda seed: SanJuanGame(players=2 + seed % 3, seed=seed)}


@pytest.mark.parametrize("name", sorted(GAMES))
@fuzz(6)
@given(seed=st.integers(0, 10 ** 6), moves=st.integers(0, 400), half_made=st.booleans())
def test_bots_and_hints_give_a_legal_move_and_change_nothing(name, seed, moves, half_made):
    game = position(GAMES[name], seed, moves, half_made)
    if game.game_over:
        return
    saved, log = game.to_json(), [*game.log]
    for bot in ("random", "greedy", "coach"):
        action = get_bot(bot).choose(game, game.turn, random.Random(seed))
        assert game.is_legal(action), (bot, action)
    hint = game.hint()
    assert game.is_legal(hint.action) and hint.reason
    assert game.to_json() == saved and game.log == log


# -- what a seat may know ----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(GAMES))
@fuzz(8)
@given(seed=st.integers(0, 10 ** 6), moves=st.integers(0, 400), half_made=st.booleans(), deal=st.integers(0, 99))
def test_positions_a_seat_cannot_tell_apart_give_it_the_same_observation(name, seed, moves, half_made, deal):
    """The twin deals afresh everything the seat cannot see (as the bots' sandbox does: other
    hands, goods, chapels and their sizes, the piles' order, the face-down tiles)."""
    from importlib import import_module
    game = position(GAMES[name], seed, moves, half_made)
    seat = game.turn if game.turn is not None else 0
    judgement = import_module(f"puertorico_nb.bots.{name}")
    observe = import_module(f"puertorico_nb.rl.{name}").observe
    twin = judgement.sandbox(game, seat, random.Random(deal))
    if name == "san_juan":
        assert twin.state.player_view(seat) == game.state.player_view(seat)
    else:
        assert sorted(twin.state.stack) == sorted(game.state.stack)
    assert observe(twin, seat) == observe(game, seat)
