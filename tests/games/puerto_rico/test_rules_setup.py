"""Setup rules: what a fresh table holds for three, four and five players.

Numbers from the Icelandic rulebook, UPPRÖÐUN (Setup) and INNIHALD (Contents); the Korean
edition's 126 chips from the Korean rulebook, 게임 구성 (Components).
"""
from __future__ import annotations

import pytest

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.core.errors import LoadError

from .helpers import refused

COUNTS = (3, 4, 5)


@pytest.mark.rule("setup.player-count", "legal")
@pytest.mark.parametrize("n", COUNTS)
def test_three_four_and_five_players_get_a_table(n):
    game = Game(n, seed=1)
    assert game.players == n
    assert len(game.state.players) == n
    assert game.phase == "role_choice" and game.turn == 0


@pytest.mark.rule("setup.player-count", "illegal")
@pytest.mark.parametrize("n", (0, 1, 6, 7))
def test_no_table_for_other_player_counts(n):
    with pytest.raises(LoadError):
        Game(n, seed=1)


@pytest.mark.rule("setup.doubloons", "legal")
@pytest.mark.parametrize("n, money", ((3, 2), (4, 3), (5, 4)))
def test_starting_doubloons_by_player_count(n, money):
    game = Game(n, seed=3)
    assert [p.doubloons for p in game.state.players] == [money] * n


@pytest.mark.rule("setup.doubloons", "illegal")
def test_the_governor_gets_no_extra_starting_money():
    # every seat, the governor's included, starts with the same amount and nobody is paid twice
    game = Game(5, seed=3, governor=2)
    assert [p.doubloons for p in game.state.players] == [4, 4, 4, 4, 4]
    assert sum(p.doubloons for p in game.state.players) == 20


@pytest.mark.rule("setup.starting-plantations", "legal")
@pytest.mark.parametrize("n, tiles", (
    (3, ["indigo", "indigo", "corn"]),
    (4, ["indigo", "indigo", "corn", "corn"]),
    (5, ["indigo", "indigo", "indigo", "corn", "corn"]),
))
def test_starting_plantations_clockwise_from_the_governor(n, tiles):
    game = Game(n, seed=2, governor=1)
    for offset, tile in enumerate(tiles):
        seat = (1 + offset) % n
        assert game.state.players[seat].island == [tile]
        assert game.state.players[seat].island_workers == [0]  # laid face up, not manned


@pytest.mark.rule("setup.starting-plantations", "illegal")
def test_nobody_starts_with_a_second_tile_or_a_colonist():
    game = Game(4, seed=2)
    for p in game.state.players:
        assert len(p.island) == 1 and p.colonists() == 0
        assert p.island[0] in ("indigo", "corn")  # never sugar, tobacco, coffee or a quarry
    # the starting tiles came out of the box: 12 indigo - 2 and 10 corn - 2 remain elsewhere
    s = game.state
    assert (s.stack + s.face_up).count("indigo") == 10
    assert (s.stack + s.face_up).count("corn") == 8


@pytest.mark.rule("setup.vp-chips", "legal")
@pytest.mark.parametrize("n, chips", ((3, 75), (4, 100), (5, 122)))
def test_victory_point_chips_in_play(n, chips):
    assert Game(n, seed=0).state.vp_supply == chips


@pytest.mark.rule("setup.vp-chips", "legal")
def test_korean_box_holds_126_points_for_five():
    assert Game(5, seed=0, edition="korean").state.vp_supply == 31 + 19 * 5
    assert Game(4, seed=0, edition="korean").state.vp_supply == 100


@pytest.mark.rule("setup.vp-chips", "illegal")
def test_five_players_never_get_more_than_the_box():
    # Icelandic box: 32 x 1 + 18 x 5 = 122; the Korean 126 is not in an Icelandic game
    assert Game(5, seed=0).state.vp_supply == 32 + 18 * 5 != 126


@pytest.mark.rule("setup.colonists", "legal")
@pytest.mark.parametrize("n, supply", ((3, 55), (4, 75), (5, 95)))
def test_colonist_supply_and_ship(n, supply):
    s = Game(n, seed=0).state
    assert s.colonist_supply == supply
    assert s.colonist_ship == n


@pytest.mark.rule("setup.colonists", "illegal")
def test_the_ship_colonists_come_on_top_of_the_supply():
    # the ship is loaded on top of the supply count, and nobody starts with a colonist
    s = Game(3, seed=0).state
    assert s.colonist_supply + s.colonist_ship == 58
    assert sum(p.colonists() for p in s.players) == 0


@pytest.mark.rule("setup.cargo-ships", "legal")
@pytest.mark.parametrize("n, ships", ((3, [4, 5, 6]), (4, [5, 6, 7]), (5, [6, 7, 8])))
def test_cargo_ships_by_player_count(n, ships):
    s = Game(n, seed=0).state
    assert s.ship_capacity == ships
    assert s.ship_good == [-1, -1, -1] and s.ship_count == [0, 0, 0]


@pytest.mark.rule("setup.cargo-ships", "illegal")
def test_a_three_player_game_has_no_seven_ship():
    from .helpers import position
    game = position(3, governor=0, players={0: {"goods": {"corn": 7}}})
    game.apply({"player": 0, "choose_role": "captain"})
    e = refused(game, {"player": 0, "ship": "corn", "on": 7})
    assert e.rule_id == "setup.cargo-ships"
    assert 7 not in game.state.ship_capacity
    game.apply({"player": 0, "ship": "corn", "on": 6})
    assert game.state.players[0].goods[0] == 1 and game.state.players[0].vp == 6 + 1


@pytest.mark.rule("setup.roles", "legal")
@pytest.mark.parametrize("n, prospectors", ((3, 0), (4, 1), (5, 2)))
def test_role_cards_by_player_count(n, prospectors):
    cards = Game(n, seed=0).state.role_cards
    assert sorted(c for c in cards if c != "prospector") == \
        sorted(["settler", "mayor", "builder", "craftsman", "trader", "captain"])
    assert cards.count("prospector") == prospectors
    assert len(cards) == 6 + prospectors


@pytest.mark.rule("setup.roles", "illegal")
def test_no_prospector_with_three_players():
    game = Game(3, seed=0)
    e = refused(game, {"player": 0, "choose_role": "prospector"})
    assert e.rule_id == "setup.roles"
    ex = game.explain({"player": 0, "choose_role": "prospector"})
    assert (ex.legal, ex.rule) == (False, "setup.roles")


@pytest.mark.rule("setup.face-up-plantations", "legal")
@pytest.mark.parametrize("n", COUNTS)
def test_one_face_up_plantation_more_than_players(n):
    assert len(Game(n, seed=5).state.face_up) == n + 1


@pytest.mark.rule("setup.face-up-plantations", "illegal")
def test_face_up_row_holds_no_quarry_and_no_extra_tile():
    s = Game(4, seed=5).state
    assert "quarry" not in s.face_up
    assert len(s.face_up) != 6 and len(s.face_up) == 5
    assert s.quarries == 8  # the quarries lie apart, all of them


@pytest.mark.rule("setup.supply", "legal")
def test_everything_starts_in_the_supply():
    game = Game(4, seed=0)
    s = game.state
    assert s.goods_supply == [10, 11, 11, 9, 9] and sum(s.goods_supply) == 50
    assert s.quarries == 8
    copies = dict(zip(s.buildings_order, s.buildings_left))
    assert sum(copies.values()) == 49
    assert copies["small_indigo_plant"] == 4 and copies["indigo_plant"] == 3
    assert copies["small_market"] == 2 and copies["city_hall"] == 1
    # 50 plantations - 4 starting tiles - 5 face up are face down in the stacks
    assert len(s.stack) == 41 and s.discard == []


@pytest.mark.rule("setup.supply", "illegal")
def test_nobody_starts_with_buildings_barrels_or_a_loaded_ship():
    s = Game(5, seed=0).state
    for p in s.players:
        assert p.city == [] and sum(p.goods) == 0 and p.vp == 0
    assert s.trading_house == []
    assert all(c == 0 for c in s.ship_count)
