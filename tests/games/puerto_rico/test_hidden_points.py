"""Points kept face down (option hidden_points): each seat's view shows its own chips and the
others' as hidden until the game ends, in the boards and in the score line."""
from __future__ import annotations

import random

import pytest

from puertorico_nb.games.puerto_rico import Game, Options
from puertorico_nb.games.puerto_rico.render.html import game_html, scores_html
from puertorico_nb.games.puerto_rico.render.viewmodel import view_model

from .helpers import position


def _after_a_load(**options):
    game = position(3, governor=0, ships=[{"capacity": 4}, {"capacity": 5}, {"capacity": 6}],
                    players={0: {"vp": 0, "goods": {"corn": 2}}, 1: {"vp": 4}}, options=options or None)
    game.apply({"player": 0, "choose_role": "captain"})
    game.apply({"player": 0, "ship": "corn", "on": 4})
    return game


@pytest.mark.rule("scoring.hidden-points", "legal")
def test_a_seat_sees_its_own_points_and_not_the_others():
    game = _after_a_load()  # the Icelandic edition, the default: hidden
    assert game.ruleset.options.hidden_points is True
    mine = view_model(game, seat=0)
    assert mine["players"][0]["vp"] == 3 and mine["players"][0]["vp_shown"] == "3"
    assert mine["players"][1]["vp"] is None and mine["players"][1]["vp_shown"] == "hidden"
    assert mine["points_hidden"] == [1, 2]
    assert mine["scores"]["players"]["1"]["chips"] == "hidden" and mine["scores"]["players"]["1"]["total"] == "hidden"
    assert mine["scores"]["players"]["0"]["total"] == 3
    theirs = view_model(game, seat=1)
    assert theirs["players"][1]["vp"] == 4 and theirs["players"][0]["vp"] is None
    html = game_html(game, seat=0)
    assert html.count("VP chips <b>hidden</b>") == 2 and "VP chips <b>3</b>" in html


@pytest.mark.rule("scoring.hidden-points", "illegal")
@pytest.mark.parametrize("options", [{"edition": "korean"}, {"hidden_points": False}])
def test_open_points_where_the_edition_or_option_says_so(options):
    game = _after_a_load(**options)
    vm = view_model(game, seat=0)
    assert vm["points_hidden"] == [] and vm["players"][1]["vp"] == 4
    assert Options(edition="korean").hidden_points is False and Options(edition="korean", hidden_points=True).hidden_points


@pytest.mark.rule("scoring.hidden-points", "illegal")
def test_every_point_is_revealed_when_the_game_ends():
    game = Game(3, seed=2)
    rng = random.Random(2)
    while not game.game_over:
        vm = view_model(game, seat=0)
        assert all(p["vp"] is None for p in vm["players"][1:]), "another seat's chips leaked"
        game.play_random(rng)
    vm = view_model(game, seat=0)
    assert vm["points_hidden"] == [] and all(isinstance(p["vp"], int) for p in vm["players"])
    assert "(chips hidden)" not in scores_html(game) and ">hidden<" not in scores_html(game)


def test_a_save_keeps_the_option_and_an_old_save_takes_the_editions_default():
    game = Game(3, seed=0, options=Options(hidden_points=False))
    assert Game.from_json(game.to_json()).ruleset.options.hidden_points is False


@pytest.mark.rule("scoring.hidden-points", "legal")
def test_a_table_against_bots_hides_the_bots_points_a_shared_screen_shows_them():
    from puertorico_nb.session.puerto_rico import PuertoRicoSession
    against_bots = PuertoRicoSession(players=3, seed=1, bots=[1, 2])
    assert against_bots.view_now()["points_hidden"] == [1, 2]
    assert all(p["vp_shown"] == "hidden" for p in against_bots.view_now()["players"][1:])
    shared = PuertoRicoSession(players=3, seed=1)  # everyone at one screen: nothing to hide from
    assert shared.view_now()["points_hidden"] == []
    assert view_model(Game(3, seed=1))["points_hidden"] == []  # a picture for no seat in particular
