"""Captain phase (Icelandic rulebook, Skipstjórinn, Reglur um vörulosun og -flutninga,
Vinningsstig, Vörugeymsla, with its worked example; Höfn, Bryggja and the warehouses)."""
from __future__ import annotations

import pytest

from puertorico_nb.games.puerto_rico.roles.captain import is_storing

from .helpers import position, refused

GOODS = ("corn", "indigo", "sugar", "tobacco", "coffee")


def _captain(chooser=0, ships=None, **setup):
    setup.setdefault("governor", 0)
    if chooser:
        setup.setdefault("to_pick", chooser)
        setup.setdefault("roles_taken", {"prospector": (chooser + 3) % 4})
    if ships is not None:
        setup["ships"] = ships
    game = position(4, **setup)
    game.apply({"player": chooser, "choose_role": "captain"})
    return game


def _goods(game, seat):
    return {g: n for g, n in zip(GOODS, game.state.players[seat].goods) if n}


def _ships(game):
    s = game.state
    return [(c, GOODS[g] if g != -1 else None, k) for c, g, k in zip(s.ship_capacity, s.ship_good, s.ship_count)]


EXAMPLE_SHIPS = [{"capacity": 5}, {"capacity": 6, "corn": 3}, {"capacity": 7}]
EXAMPLE_PLAYERS = {0: {"goods": {"corn": 2, "sugar": 6}}, 1: {"goods": {"sugar": 2, "tobacco": 3}},
                   2: {"goods": {"corn": 2, "tobacco": 1}}, 3: {"goods": {"corn": 1, "indigo": 5}}}


@pytest.mark.rule("captain.largest-empty-ship", "legal")
@pytest.mark.rule("captain.privilege", "legal")
@pytest.mark.rule("captain.one-good-per-turn", "legal")
@pytest.mark.rule("captain.same-good-same-ship", "legal")
@pytest.mark.rule("captain.load-as-many-as-fit", "legal")
@pytest.mark.rule("captain.loading-ends", "legal")
@pytest.mark.rule("captain.storage", "legal")
@pytest.mark.rule("captain.empty-full-ships", "legal")
@pytest.mark.rule("captain.empty-full-ships", "illegal")
def test_the_books_captain_example():
    game = _captain(ships=EXAMPLE_SHIPS, players=EXAMPLE_PLAYERS)
    # Anna: six sugar on the 7-ship (the 5-ship would not take them all): 6 + 1 privilege
    ex = game.explain({"player": 0, "ship": "sugar", "on": 7})
    assert (ex.legal, ex.rule) == (True, "captain.largest-empty-ship")
    game.apply({"player": 0, "ship": "sugar", "on": 7})
    assert game.state.players[0].vp == 7 and game.turn == 1
    # Bjarni: sugar rather than his three tobacco; one fits, the ship is full
    ex = game.explain({"player": 1, "ship": "sugar", "on": 7})
    assert (ex.legal, ex.rule) == (True, "captain.same-good-same-ship")
    game.apply({"player": 1, "ship": "sugar", "on": 7})
    assert game.state.players[1].vp == 1 and _goods(game, 1) == {"sugar": 1, "tobacco": 3}
    # Kristjana: her one tobacco on the empty 5-ship
    game.apply({"player": 2, "ship": "tobacco", "on": 5})
    assert game.state.players[2].vp == 1
    # Davíð: his corn on the 6-ship, the indigo finds no ship
    game.apply({"player": 3, "ship": "corn", "on": 6})
    assert game.state.players[3].vp == 1
    # Anna again: her two corn fill the 6-ship, no second privilege
    game.apply({"player": 0, "ship": "corn", "on": 6})
    assert game.state.players[0].vp == 9
    # Bjarni: now his three tobacco
    game.apply({"player": 1, "ship": "tobacco", "on": 5})
    assert game.state.players[1].vp == 4
    # nobody can load: Kristjana and Davíð store (Bjarni keeps his one sugar unasked)
    assert game.turn == 2
    # one barrel, in steps, or none: the books let a player keep less than the storage holds
    assert [str(a) for a in game.legal_actions()] == ["2 confirm", "2 store corn barrels=1"]
    game.apply("2 store corn barrels=1")
    game.apply("2 confirm")
    assert game.turn == 3
    game.apply({"player": 3, "keep": {"indigo": 1}})
    assert game.phase == "role_choice" and game.turn == 1
    assert _goods(game, 1) == {"sugar": 1} and _goods(game, 2) == {"corn": 1} and _goods(game, 3) == {"indigo": 1}
    # the full 6- and 7-ships are emptied; the 5-ship keeps its four tobacco
    assert _ships(game) == [(5, "tobacco", 4), (6, None, 0), (7, None, 0)]
    assert game.state.goods_supply == [9, 10, 10, 5, 9]
    assert [p.vp for p in game.state.players] == [9, 4, 1, 1]


@pytest.mark.rule("captain.largest-empty-ship", "illegal")
def test_not_the_smaller_empty_ship():
    game = _captain(ships=EXAMPLE_SHIPS, players=EXAMPLE_PLAYERS)
    e = refused(game, {"player": 0, "ship": "sugar", "on": 5})
    assert e.rule_id == "captain.largest-empty-ship"
    ex = game.explain({"player": 0, "ship": "sugar", "on": 5})
    assert (ex.legal, ex.rule) == (False, "captain.largest-empty-ship")


@pytest.mark.rule("captain.largest-empty-ship", "legal")
def test_empty_ships_that_take_the_same_number_are_both_allowed():
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"coffee": 2}}})
    assert {"player": 0, "ship": "coffee", "on": 5} in game.legal_actions()
    assert {"player": 0, "ship": "coffee", "on": 7} in game.legal_actions()
    game.apply({"player": 0, "ship": "coffee", "on": 5})
    assert _ships(game)[0] == (5, "coffee", 2)


@pytest.mark.rule("captain.one-good-per-turn", "illegal")
def test_one_good_per_loading_turn_and_only_a_good_held():
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"corn": 2, "sugar": 2}}, 1: {"goods": {"corn": 1}}})
    e = refused(game, {"player": 0, "ship": "coffee", "on": 5})
    assert e.rule_id == "captain.one-good-per-turn"
    game.apply({"player": 0, "ship": "corn", "on": 5})
    assert _goods(game, 0) == {"sugar": 2}  # the sugar waits for the next turn
    assert game.turn == 1
    e = refused(game, {"player": 0, "ship": "sugar", "on": 6})
    assert e.rule_id == "turn.not-your-turn"


@pytest.mark.rule("captain.load-as-many-as-fit", "illegal")
def test_no_barrel_held_back_while_there_is_room():
    game = _captain(ships=[{"capacity": 5, "corn": 1}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"corn": 3}}})
    game.apply({"player": 0, "ship": "corn", "on": 5})
    assert _goods(game, 0) == {} and _ships(game)[0] == (5, "corn", 4)
    assert game.state.players[0].vp == 3 + 1


@pytest.mark.rule("captain.one-kind-per-ship", "legal")
def test_a_ship_takes_more_of_the_good_it_carries():
    game = _captain(ships=[{"capacity": 5, "indigo": 2}, {"capacity": 6, "corn": 6}, {"capacity": 7, "sugar": 7}],
                    players={0: {"goods": {"indigo": 2}}})
    game.apply({"player": 0, "ship": "indigo", "on": 5})
    assert _ships(game)[0] == (5, "indigo", 4)


@pytest.mark.rule("captain.one-kind-per-ship", "illegal")
def test_a_ship_refuses_a_second_good():
    game = _captain(ships=[{"capacity": 5, "tobacco": 4}, {"capacity": 6, "corn": 3}, {"capacity": 7, "sugar": 7}],
                    players={0: {"goods": {"corn": 1, "indigo": 5}}})
    for cap in (5, 6):
        e = refused(game, {"player": 0, "ship": "indigo", "on": cap})
        assert e.rule_id == "captain.one-kind-per-ship"


@pytest.mark.rule("captain.same-good-same-ship", "illegal")
@pytest.mark.rule("captain.no-duplicate-good", "illegal")
def test_a_good_aboard_one_ship_goes_on_no_other():
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6, "corn": 3}, {"capacity": 7}],
                    players={0: {"goods": {"corn": 2, "sugar": 1}}})
    for cap in (5, 7):
        e = refused(game, {"player": 0, "ship": "corn", "on": cap})
        assert e.rule_id == "captain.no-duplicate-good"
    # even when that ship is full, its good waits: the only-corn player is skipped
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6, "corn": 6}, {"capacity": 7}],
                    players={0: {"goods": {"sugar": 1}}, 1: {"goods": {"corn": 4}}})
    game.apply({"player": 0, "ship": "sugar", "on": 5})
    assert _goods(game, 1) == {"corn": 4}
    assert game.turn == 1 and is_storing(game.state)  # loading over, corn to be stored


@pytest.mark.rule("captain.no-duplicate-good", "legal")
def test_a_good_on_no_ship_may_open_an_empty_one():
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6, "corn": 3}, {"capacity": 7}],
                    players={0: {"goods": {"coffee": 6}}})
    game.apply({"player": 0, "ship": "coffee", "on": 7})
    assert _ships(game) == [(5, None, 0), (6, "corn", 3), (7, "coffee", 6)]


@pytest.mark.rule("captain.ship-full", "legal")
def test_the_last_space_can_be_filled():
    game = _captain(ships=[{"capacity": 5, "corn": 4}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"corn": 3}}})
    game.apply({"player": 0, "ship": "corn", "on": 5})
    assert _goods(game, 0) == {"corn": 2}
    assert game.state.players[0].vp == 1 + 1


@pytest.mark.rule("captain.ship-full", "illegal")
def test_a_full_ship_takes_nothing_more():
    game = _captain(ships=[{"capacity": 5, "corn": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"corn": 2, "sugar": 1}}})
    e = refused(game, {"player": 0, "ship": "corn", "on": 5})
    assert e.rule_id == "captain.ship-full"
    e = refused(game, {"player": 0, "ship": "sugar", "on": 8})  # no such ship
    assert e.rule_id == "setup.cargo-ships"


@pytest.mark.rule("captain.vp-per-barrel", "legal")
@pytest.mark.rule("captain.vp-per-barrel", "illegal")
def test_one_point_a_barrel_whatever_the_good():
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {}}, 1: {"goods": {"coffee": 3}}, 2: {"goods": {"corn": 3}}})
    assert game.turn == 1
    game.apply({"player": 1, "ship": "coffee", "on": 5})
    game.apply({"player": 2, "ship": "corn", "on": 6})
    # 3 each: not 12 for coffee nor 0 for corn (prices play no part)
    assert [p.vp for p in game.state.players] == [0, 3, 3, 0]
    assert game.state.vp_supply == 100 - 6


@pytest.mark.rule("captain.privilege", "illegal")
def test_the_privilege_comes_once_and_never_without_a_shipment():
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"corn": 1, "sugar": 1}}})
    game.apply({"player": 0, "ship": "corn", "on": 5})
    game.apply({"player": 0, "ship": "sugar", "on": 6})
    assert game.state.players[0].vp == 1 + 1 + 1  # one privilege point, not two
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {}}, 1: {"goods": {"corn": 1}}})
    game.apply({"player": 1, "ship": "corn", "on": 5})
    assert [p.vp for p in game.state.players] == [0, 1, 0, 0]


HARBOR_SHIPS = [{"capacity": 5, "tobacco": 2}, {"capacity": 6, "sugar": 1}, {"capacity": 7, "corn": 7}]


@pytest.mark.rule("captain.harbor", "legal")
@pytest.mark.rule("building.harbor", "legal")
@pytest.mark.rule("captain.wharf-once", "legal")
def test_the_books_harbor_example():
    # three of five tobacco fit: 3 + 1; two sugar: 2 + 1; the wharf takes the last two: 2 + 1
    game = _captain(chooser=1, ships=HARBOR_SHIPS,
                    players={0: {"goods": {"tobacco": 5, "sugar": 2}, "city": [{"harbor": 1}, {"wharf": 1}]},
                             1: {"goods": {}}})
    assert game.turn == 0  # the captain (seat 1) cannot load, so seat 0 is first to load
    game.apply({"player": 0, "ship": "tobacco", "on": 5})
    assert game.state.players[0].vp == 4
    game.apply({"player": 0, "ship": "sugar", "on": 6})
    assert game.state.players[0].vp == 7
    game.apply({"player": 0, "ship": "tobacco", "on": "wharf"})
    assert game.state.players[0].vp == 10 and _goods(game, 0) == {}
    assert game.phase == "role_choice"


@pytest.mark.rule("captain.harbor", "illegal")
@pytest.mark.rule("building.harbor", "illegal")
def test_an_unmanned_harbor_adds_nothing():
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {}}, 1: {"goods": {"coffee": 2}, "city": ["harbor"]}})
    game.apply({"player": 1, "ship": "coffee", "on": 5})
    assert game.state.players[1].vp == 2


@pytest.mark.rule("captain.wharf", "legal")
@pytest.mark.rule("building.wharf", "legal")
@pytest.mark.rule("captain.must-load-when-able", "legal")
def test_the_wharf_ships_every_barrel_of_one_good_instead_of_a_cargo_ship():
    game = _captain(ships=[{"capacity": 5, "indigo": 1}, {"capacity": 6}, {"capacity": 7}],
                    supply={"goods": {"indigo": 0}},
                    players={0: {"goods": {"indigo": 10, "corn": 1}, "city": [{"wharf": 1}]}})
    # indigo is on the 5-ship, yet the wharf may take it, all ten of them
    ex = game.explain({"player": 0, "ship": "indigo", "on": "wharf"})
    assert (ex.legal, ex.rule) == (True, "captain.wharf")
    game.apply({"player": 0, "ship": "indigo", "on": "wharf"})
    assert _goods(game, 0) == {"corn": 1}
    assert game.state.players[0].vp == 10 + 1
    assert game.state.goods_supply[1] == 10  # the barrels go back to the supply
    assert _ships(game)[0] == (5, "indigo", 1)


@pytest.mark.rule("captain.must-load-when-able", "legal")
def test_a_player_who_can_load_is_made_to_and_one_who_cannot_is_skipped():
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"corn": 1}}, 1: {"goods": {}}, 2: {"goods": {"sugar": 1}}})
    legal = list(game.legal_actions())
    assert {a.verb for a in legal} == {"ship"}  # no pass
    # three ships, each also offered without the captain's privilege point
    assert sorted(a.option("on") for a in legal if a.option("privilege") is None) == [5, 6, 7]
    game.apply({"player": 0, "ship": "corn", "on": 5})
    assert game.turn == 2


@pytest.mark.rule("captain.wharf", "illegal")
@pytest.mark.rule("building.wharf", "illegal")
def test_no_wharf_shipment_without_a_manned_wharf():
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"coffee": 2}, "city": ["wharf"]}})
    e = refused(game, {"player": 0, "ship": "coffee", "on": "wharf"})
    assert e.rule_id == "captain.wharf"


@pytest.mark.rule("captain.wharf-once", "illegal")
def test_the_wharf_ships_once_per_phase():
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"corn": 1, "indigo": 2}, "city": [{"wharf": 1}]}})
    game.apply({"player": 0, "ship": "corn", "on": "wharf"})
    assert game.turn == 0  # nobody else can load: seat 0 again, with indigo for a cargo ship
    e = refused(game, {"player": 0, "ship": "indigo", "on": "wharf"})
    assert e.rule_id == "captain.wharf-once"
    game.apply({"player": 0, "ship": "indigo", "on": 5})
    assert game.state.players[0].vp == 1 + 1 + 2


@pytest.mark.rule("captain.loading-ends", "illegal")
def test_no_loading_once_nobody_can_load():
    game = _captain(ships=[{"capacity": 5, "corn": 5}, {"capacity": 6, "indigo": 6}, {"capacity": 7}],
                    players={0: {"goods": {"sugar": 1, "corn": 2}}, 1: {"goods": {"indigo": 2}}})
    game.apply({"player": 0, "ship": "sugar", "on": 7})
    # seat 0's corn and seat 1's indigo have full ships: loading is over, seat 0 stores
    assert game.turn == 0
    e = refused(game, {"player": 0, "ship": "corn", "on": 5})
    assert e.rule_id == "captain.loading-ends"
    game.apply({"player": 0, "keep": {"corn": 1}})
    game.apply({"player": 1, "keep": {"indigo": 1}})
    assert game.phase == "role_choice"


@pytest.mark.rule("captain.storage", "legal")
@pytest.mark.rule("building.small-warehouse", "legal")
@pytest.mark.rule("building.large-warehouse", "legal")
def test_warehouses_keep_whole_goods_besides_one_barrel():
    full = [{"capacity": 5, "corn": 5}, {"capacity": 6, "indigo": 6}, {"capacity": 7, "sugar": 7}]
    goods = {"indigo": 1, "sugar": 1, "tobacco": 3, "coffee": 3}
    game = _captain(ships=full, players={
        0: {"goods": goods, "city": [{"small_warehouse": 1}]},
        1: {"goods": goods, "city": [{"large_warehouse": 1}]},
        2: {"goods": {**goods, "corn": 1}, "city": [{"small_warehouse": 1}, {"large_warehouse": 1}]},
        3: {"goods": {"corn": 1}}})
    # every ship is full: nobody can load, so storage comes at once, in seat order from the captain
    assert game.turn == 0 and is_storing(game.state)
    e = refused(game, {"player": 0, "keep": {"coffee": 3, "tobacco": 3}})
    assert e.rule_id == "captain.storage"
    game.apply({"player": 0, "keep": {"coffee": 3, "tobacco": 1}})
    assert game.turn == 1
    game.apply({"player": 1, "keep": {"coffee": 3, "tobacco": 3, "sugar": 1}})
    game.apply({"player": 2, "keep": {"coffee": 3, "tobacco": 3, "sugar": 1, "corn": 1}})
    assert game.phase == "role_choice"
    assert _goods(game, 0) == {"coffee": 3, "tobacco": 1}
    assert _goods(game, 1) == {"coffee": 3, "tobacco": 3, "sugar": 1}
    assert _goods(game, 2) == {"coffee": 3, "tobacco": 3, "sugar": 1, "corn": 1}
    assert _goods(game, 3) == {"corn": 1}  # one barrel: kept without being asked
    assert game.state.goods_supply == [8, 11, 9, 2, 0]


@pytest.mark.rule("captain.storage", "illegal")
@pytest.mark.rule("building.small-warehouse", "illegal")
@pytest.mark.rule("building.large-warehouse", "illegal")
def test_no_more_kept_than_the_storage_holds():
    full = [{"capacity": 5, "corn": 5}, {"capacity": 6, "indigo": 6}, {"capacity": 7, "sugar": 7}]
    goods = {"tobacco": 3, "coffee": 3}
    game = _captain(ships=full, players={0: {"goods": goods, "city": [{"small_warehouse": 1}]},
                                         1: {"goods": goods, "city": ["large_warehouse"]}})
    e = refused(game, {"player": 0, "keep": {"coffee": 3, "tobacco": 2}})
    assert e.rule_id == "captain.storage"
    e = refused(game, {"player": 0, "keep": {"coffee": 4}})
    assert e.rule_id == "captain.storage"
    game.apply({"player": 0, "keep": {"coffee": 3, "tobacco": 1}})
    e = refused(game, {"player": 1, "keep": {"coffee": 3}})  # the large warehouse is unmanned
    assert e.rule_id == "captain.storage"
    game.apply({"player": 1, "keep": {"coffee": 1}})
    assert _goods(game, 1) == {"coffee": 1}


@pytest.mark.rule("building.small-warehouse", "illegal")
def test_a_warehouse_does_not_excuse_from_shipping():
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"coffee": 3}, "city": [{"small_warehouse": 1}]}})
    e = refused(game, {"player": 0, "pass": True})
    assert e.rule_id == "captain.must-load-when-able"


@pytest.mark.rule("captain.keep-maximal", "legal")
def test_the_player_chooses_which_barrel_to_keep():
    full = [{"capacity": 5, "corn": 5}, {"capacity": 6, "indigo": 6}, {"capacity": 7, "sugar": 7}]
    game = _captain(ships=full, players={0: {"goods": {"tobacco": 2, "coffee": 1}}})
    # the choice is listed as steps (keep one good at a time), the whole keeps are legal too
    assert sorted(map(str, game.legal_actions())) == ["0 confirm", "0 store coffee", "0 store tobacco barrels=1"]
    assert {"player": 0, "keep": {"coffee": 1}} in game.legal_actions()
    game.apply({"player": 0, "keep": {"tobacco": 1}})
    assert _goods(game, 0) == {"tobacco": 1}


@pytest.mark.rule("captain.keep-maximal", "illegal")
def test_with_full_storage_no_storable_barrel_may_be_thrown_away():
    full = [{"capacity": 5, "corn": 5}, {"capacity": 6, "indigo": 6}, {"capacity": 7, "sugar": 7}]
    game = _captain(ships=full, players={0: {"goods": {"tobacco": 2, "coffee": 2},
                                             "city": [{"small_warehouse": 1}]}}, options={"full_storage": True})
    e = refused(game, {"player": 0, "keep": {"tobacco": 2}})
    assert e.rule_id == "captain.keep-maximal"
    e = refused(game, {"player": 0, "keep": {}})
    assert e.rule_id == "captain.keep-maximal"


@pytest.mark.rule("captain.keep-maximal", "legal")
@pytest.mark.parametrize("keep", [{"tobacco": 2}, {"coffee": 1}, {}])
def test_by_default_less_than_the_storage_holds_may_be_kept(keep):
    full = [{"capacity": 5, "corn": 5}, {"capacity": 6, "indigo": 6}, {"capacity": 7, "sugar": 7}]
    game = _captain(ships=full, players={0: {"goods": {"tobacco": 2, "coffee": 2},
                                             "city": [{"small_warehouse": 1}]}})
    game.apply({"player": 0, "keep": keep})
    assert _goods(game, 0) == keep
    e = refused(game.clone(), {"player": 0, "keep": {"tobacco": 2, "coffee": 2}}) if game.turn == 0 else None
    assert e is None or e.rule_id == "captain.storage"
