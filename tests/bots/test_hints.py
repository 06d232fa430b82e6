"""Hints that teach: the coach's move for the player to act, with a reason about the game."""
import pytest

from puertorico_nb import Game, SanJuanGame
from puertorico_nb.bots.hints import Hint, hint


def test_a_hint_names_the_player_to_act_and_suggests_a_legal_move():
    game = Game(players=4, seed=3)
    h = game.hint()
    assert isinstance(h, Hint) and h.seat == 0 and h.player == "Player 1"
    assert game.explain(h.action).legal
    assert h.move.startswith("Choose the ") and str(h).startswith("Player 1: Choose the ")
    assert "As the " in h.reason and "points" in h.reason
    named = game.hint(names=["Ana", "Bo"])
    assert named.player == "Ana" and named.action == h.action  # the same position, the same hint


def test_asking_for_a_hint_changes_nothing():
    game = SanJuanGame(players=3, seed=2)
    before = game.to_dict()
    game.hint()
    assert game.to_dict() == before


def _captain_with_corn_to_lose():
    """Player 2 (seat 1) must load: three corn barrels, no warehouse, only the 5-barrel ship takes
    corn (the others carry other goods)."""
    game = Game(players=4, seed=0)
    s = game.state
    s.phase, s.turn, s.chooser, s.queue = "captain", 1, 0, [1, 2, 3, 0]
    s.ship_good = [-1, 1, 2]  # 5: empty; 6: indigo; 7: sugar
    s.ship_count = [0, 2, 3]
    s.captain_loaded = True
    for p in s.players:
        p.goods = [0] * 5
    s.players[1].goods = [3, 0, 0, 0, 0]
    return game


def test_a_captain_hint_says_the_ship_is_the_only_one_and_what_would_spoil():
    game = _captain_with_corn_to_lose()
    h = game.hint()
    assert str(h.action) == "1 ship corn on=5"
    assert h.player == "Player 2"
    assert "Ship 3 corn barrels on the 5-ship for 3 points." in h.reason  # the ship as the table names it
    assert "It is the only ship that takes corn now." in h.reason
    assert "saves 2 barrels from spoiling" in h.reason
    assert "It is the only move." in h.reason


def test_a_mayor_hint_explains_its_next_click_without_comparing_it_to_a_list():
    game = Game(players=4, seed=0)
    s = game.state
    s.phase, s.turn, s.chooser, s.stage, s.queue = "mayor", 0, 0, "", [0]
    p = s.players[0]
    p.island, p.island_workers, p.island_nobles = ["coffee", "corn"], [0, 0], [0, 0]
    p.city, p.city_workers, p.city_nobles = ["coffee_roaster"], [0], [0]
    p.san_juan = 2
    h = game.hint()
    assert h.action.verb == "place" and game.explain(h.action).legal
    # the next click is the coffee plantation: the reason is that click's, in one sentence
    assert h.target == {"player": 0, "put": "coffee"}
    assert h.reason == "A manned coffee plantation makes a barrel only with a manned circle of your coffee roaster to match it."


def test_a_builder_hint_says_what_the_building_costs_and_does():
    game = SanJuanGame(players=3, seed=1, governor=0)
    s = game.state
    s.phase, s.turn, s.chooser, s.queue = "builder", 0, 0, [0, 1, 2]
    s.players[0].hand = ["smithy", "indigo_plant", "sugar_mill", "statue", "well"]
    h = game.hint()
    assert h.action.verb == "build"
    assert f"The {h.action.value.replace('_', ' ')} costs you" in h.reason
    assert "the cards you need least" in h.reason or not h.action.option("pay")


def test_no_hint_once_the_game_is_over():
    game = Game(players=3, seed=1)
    game.state.game_over = True
    with pytest.raises(ValueError, match="the game is over"):
        hint(game)


def test_a_keep_hint_never_calls_the_barrels_kept_the_only_move():
    # keeping fewer barrels (even none) is allowed, so a hint on what to keep must not say that
    # its layout is the only move (a newcomer confirmed "0 kept" and lost every barrel)
    seen = 0
    for seed in range(40):
        game = Game(players=3, seed=seed)
        while not game.state.game_over and seen < 3:
            hint = game.hint()
            if hint.action.verb == "keep":
                seen += 1
                assert "only move" not in hint.reason, hint.reason
            game.apply(hint.action)
        if seen >= 3:
            break
    assert seen >= 1  # the search met at least one decision on what to keep
