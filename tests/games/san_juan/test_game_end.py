"""Every San Juan game ends (issue #24.3): after a twelfth building, or at the end of a round after
which no card can ever move again (sj.end.no-cards-left, our reading where the Dutch book is silent)."""
from __future__ import annotations

import itertools
import random

import pytest

from puertorico_nb.games.san_juan import Ruleset, SanJuanGame
from puertorico_nb.games.san_juan.ending import nothing_can_move

from .helpers import position

def _stalled(hand0: list[str], city0: list[str]):
    """Both piles empty; player 0 holds `hand0` and owns `city0`; every other card lies under
    player 1's chapel."""
    rest = 110 - len(hand0) - len(city0) - 2
    return position(2, deck=[], unlisted="discard",
                    players={0: {"hand": hand0, "buildings": city0},
                             1: {"hand": [], "buildings": ["indigo_plant", "chapel"], "chapel": rest}})


def _round(game, roles=("builder", "prospector", "councillor")):
    """One round of two players' role choices, passing wherever a phase asks for a decision."""
    for seat, role in zip((0, 1, 0), roles):
        game.apply({"player": seat, "choose_role": role})
        while not game.game_over and game.phase != "role_choice":
            game.apply({"player": game.turn, "pass": True})


@pytest.mark.rule("sj.end.no-cards-left", "legal")
def test_a_game_in_which_no_card_can_move_ends_with_the_round():
    game = _stalled(["palace"], ["indigo_plant", "smithy"])
    assert nothing_can_move(game.state)
    _round(game)
    assert game.game_over and game.state.phase == "game_over"
    assert game.scores() == {0: 2, 1: 108} and game.winners() == [1]
    assert game.state.all_cards() == SanJuanGame(players=2).state.all_cards()


@pytest.mark.rule("sj.end.no-cards-left", "illegal")
@pytest.mark.parametrize("hand0, city0", [
    (["smithy"], ["indigo_plant"]),                      # free for the builder: it could still be built
    (["palace"], ["indigo_plant", "chapel"]),            # it could be tucked under a chapel
    (["palace", "hero", "statue", "well"], ["indigo_plant", "crane", "library", "coffee_roaster"]),  # 6-2-4
])
def test_while_a_card_can_still_move_the_game_goes_on(hand0, city0):
    game = _stalled(hand0, city0)
    assert not nothing_can_move(game.state)
    _round(game)
    assert not game.game_over and game.state.round == 2


def test_a_good_or_a_card_in_a_pile_keeps_the_game_going():
    game = position(2, deck=[], unlisted="discard",
                    players={0: {"hand": [], "buildings": ["indigo_plant"], "goods": ["indigo_plant"]},
                             1: {"hand": [], "buildings": ["indigo_plant", "chapel"], "chapel": 104}})
    assert not nothing_can_move(game.state)  # the good can be sold (and its card comes back)


SETUPS = list(itertools.product((2, 3, 4), (False, True), (True, False)))


@pytest.mark.parametrize("players, variant, draw_first", SETUPS)
def test_seeded_walks_over_the_listed_actions_end_in_every_setup(players, variant, draw_first):
    options = Ruleset(variant_hands=variant, prospector_draw_first=draw_first)
    for seed in range(3):
        game = SanJuanGame(players=players, seed=seed, options=options, record_history=False)
        rng = random.Random(seed)
        steps = 0
        while not game.game_over:
            game.apply(rng.choice(list(game.legal_actions())))
            steps += 1
            assert steps < 20_000, (players, variant, draw_first, seed)


def test_the_issues_endless_game_now_ends():
    """The reproduction of issue #24.3, whose walk the listing's declines now change: the same
    stalled shape (both piles empty, every card in a city or under a chapel) ends."""
    game = position(2, deck=[], unlisted="discard",
                    players={0: {"hand": [], "buildings": ["indigo_plant", "chapel"], "chapel": 54},
                             1: {"hand": [], "buildings": ["indigo_plant", "chapel"], "chapel": 52}})
    _round(game, ("producer", "trader", "prospector"))
    assert game.game_over and game.scores() == {0: 57, 1: 55}


def test_the_score_sheet_is_drawn_before_the_end_as_the_score_so_far():
    # Puerto Rico's sheet draws "Score so far" mid-game; San Juan's raised a TypeError (no scores yet)
    from puertorico_nb.games.san_juan import render
    game = SanJuanGame(3, seed=1)
    sheet = render.scores_html(game, names=["Ana", "Bo", "Cy"])
    assert "Score so far" in sheet and "Final score" not in sheet and "Ana" in sheet
    rng = random.Random(3)
    while not game.game_over:
        game.play_random(rng)
    assert "Final score" in render.scores_html(game)
