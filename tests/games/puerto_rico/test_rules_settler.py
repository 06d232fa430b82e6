"""Settler phase (Icelandic rulebook, LANDNEMINN; Búgarður, Smiðja, Gistihús)."""
from __future__ import annotations

from collections import Counter

import pytest

from .helpers import position, refused

ROW = ["coffee", "sugar", "corn", "indigo", "tobacco"]


def _settler(**setup):
    setup.setdefault("governor", 0)
    setup.setdefault("plantations", ROW)
    game = position(4, **setup)
    game.apply({"player": 0, "choose_role": "settler"})
    return game


@pytest.mark.rule("settler.face-up-only", "legal")
def test_each_player_takes_one_face_up_plantation():
    game = _settler()
    ex = game.explain({"player": 0, "settle": "coffee"})
    assert (ex.legal, ex.rule) == (True, "settler.face-up-only")
    game.apply({"player": 0, "settle": "coffee"})
    game.apply({"player": 1, "settle": "sugar"})
    assert game.state.players[0].island[-1] == "coffee"
    assert game.state.players[1].island[-1] == "sugar"
    assert game.state.face_up == ["corn", "indigo", "tobacco"]
    assert game.turn == 2


@pytest.mark.rule("settler.face-up-only", "illegal")
def test_no_tile_that_is_not_face_up():
    game = _settler(plantations=["corn", "corn", "indigo", "indigo", "sugar"])
    e = refused(game, {"player": 0, "settle": "coffee"})
    assert e.rule_id == "settler.face-up-only"
    # an unseen tile from the stacks needs a manned hacienda
    e = refused(game, {"player": 0, "settle": "hidden"})
    assert e.rule_id == "settler.hacienda-draw"


@pytest.mark.rule("settler.quarry-privilege", "legal")
@pytest.mark.rule("building.construction-hut", "legal")
def test_the_settler_and_a_construction_hut_owner_may_take_quarries():
    game = _settler(players={2: {"city": [{"construction_hut": 1}]}})
    ex = game.explain({"player": 0, "settle": "quarry"})
    assert (ex.legal, ex.rule) == (True, "settler.quarry-privilege")
    game.apply({"player": 0, "settle": "quarry"})
    game.apply({"player": 1, "settle": "corn"})
    game.apply({"player": 2, "settle": "quarry"})
    assert game.state.quarries == 6
    assert game.state.players[0].island.count("quarry") == 1
    assert game.state.players[2].island.count("quarry") == 1
    assert game.turn == 3


@pytest.mark.rule("settler.quarry-privilege", "illegal")
@pytest.mark.rule("building.construction-hut", "illegal")
def test_others_may_not_take_a_quarry_and_the_settler_gets_only_one():
    game = _settler(players={0: {"city": [{"construction_hut": 1}]}, 2: {"city": ["construction_hut"]}})
    game.apply({"player": 0, "settle": "quarry"})
    assert game.turn == 1 and game.state.players[0].island.count("quarry") == 1  # one tile only
    e = refused(game, {"player": 1, "settle": "quarry"})
    assert e.rule_id == "settler.quarry-privilege"
    game.apply({"player": 1, "settle": "corn"})
    e = refused(game, {"player": 2, "settle": "quarry"})  # unmanned hut
    assert e.rule_id == "settler.quarry-privilege"
    assert game.state.quarries == 7


@pytest.mark.rule("settler.quarry-supply", "legal")
def test_the_last_quarry_can_be_taken():
    game = _settler(quarries=1)
    game.apply({"player": 0, "settle": "quarry"})
    assert game.state.quarries == 0
    assert game.state.players[0].island == ["indigo", "quarry"]


@pytest.mark.rule("settler.quarry-supply", "illegal")
def test_no_quarry_once_all_eight_are_taken():
    game = _settler(quarries=0, players={1: {"city": [{"construction_hut": 1}]}})
    e = refused(game, {"player": 0, "settle": "quarry"})
    assert e.rule_id == "settler.quarry-supply"
    game.apply({"player": 0, "settle": "corn"})
    e = refused(game, {"player": 1, "settle": "quarry"})
    assert e.rule_id == "settler.quarry-supply"


ELEVEN = ["corn", "indigo", "indigo", "sugar", "sugar", "quarry", "quarry", "tobacco", "coffee", "indigo",
          "sugar"]


@pytest.mark.rule("settler.island-full", "legal")
def test_the_twelfth_space_can_be_filled():
    game = _settler(players={0: {"island": ELEVEN}})
    game.apply({"player": 0, "settle": "coffee"})
    assert len(game.state.players[0].island) == 12


@pytest.mark.rule("settler.island-full", "illegal")
def test_a_full_island_takes_nothing_more():
    game = position(4, governor=0, plantations=ROW, players={0: {"island": ELEVEN + ["corn"]}})
    events = game.apply({"player": 0, "choose_role": "settler"})
    # the settler with 12 tiles is skipped: play goes straight to the next player
    assert game.turn == 1
    assert any(e.kind == "skip" and e.player == 0 and e.rule == "settler.island-full" for e in events)
    e = refused(game, {"player": 0, "settle": "coffee"})
    assert e.rule_id == "turn.not-your-turn"
    assert len(game.state.players[0].island) == 12


@pytest.mark.rule("settler.one-tile", "legal")
@pytest.mark.rule("settler.hacienda-draw", "legal")
@pytest.mark.rule("building.hacienda", "legal")
def test_a_hacienda_adds_an_unseen_tile_before_the_usual_one():
    game = _settler(plantation_stack=["tobacco", "corn"], players={1: {"city": [{"hacienda": 1}]}})
    game.apply({"player": 0, "settle": "coffee"})
    assert game.turn == 1
    ex = game.explain({"player": 1, "settle": "hidden"})
    assert (ex.legal, ex.rule) == (True, "settler.hacienda-draw")
    game.apply({"player": 1, "settle": "hidden"})
    assert game.state.players[1].island == ["indigo", "tobacco"]
    assert game.turn == 1  # still their turn: now the usual tile
    game.apply({"player": 1, "settle": "sugar"})
    assert game.state.players[1].island == ["indigo", "tobacco", "sugar"]
    assert game.turn == 2


@pytest.mark.rule("settler.one-tile", "illegal")
def test_one_tile_per_settler_turn():
    game = _settler()
    game.apply({"player": 0, "settle": "coffee"})
    e = refused(game, {"player": 0, "settle": "sugar"})
    assert e.rule_id == "turn.not-your-turn"
    assert len(game.state.players[0].island) == 2


@pytest.mark.rule("settler.hacienda-draw", "illegal")
@pytest.mark.rule("building.hacienda", "illegal")
def test_the_hacienda_draws_once_and_only_when_manned():
    game = _settler(plantation_stack=["tobacco", "corn"],
                    players={0: {"city": ["hacienda"]}, 1: {"city": [{"hacienda": 1}]}})
    e = refused(game, {"player": 0, "settle": "hidden"})  # unmanned
    assert e.rule_id == "settler.hacienda-draw"
    game.apply({"player": 0, "settle": "coffee"})
    game.apply({"player": 1, "settle": "hidden"})
    e = refused(game, {"player": 1, "settle": "hidden"})
    assert e.rule_id == "settler.hacienda-draw"
    assert game.state.players[1].island == ["indigo", "tobacco"]


@pytest.mark.rule("settler.hospice-colonist", "legal")
@pytest.mark.rule("building.hospice", "legal")
def test_the_hospice_colonist_comes_from_the_supply_then_the_ship():
    game = _settler(supply={"colonists": 1}, colonist_ship=4,
                    players={0: {"city": [{"hospice": 1}]}, 1: {"city": [{"hospice": 1}]}})
    game.apply({"player": 0, "settle": "quarry"})
    assert game.state.players[0].island_workers == [0, 1]
    assert game.state.colonist_supply == 0 and game.state.colonist_ship == 4
    game.apply({"player": 1, "settle": "coffee"})
    assert game.state.players[1].island == ["indigo", "coffee"]
    assert game.state.players[1].island_workers == [0, 1]
    assert game.state.colonist_ship == 3


@pytest.mark.rule("settler.hospice-colonist", "illegal")
@pytest.mark.rule("building.hospice", "illegal")
def test_no_hospice_colonist_for_the_hacienda_tile_or_from_empty_supplies():
    game = _settler(supply={"colonists": 5}, plantation_stack=["tobacco"],
                    players={0: {"city": [{"hospice": 1}, {"hacienda": 1}]},
                             1: {"city": ["hospice"]}})
    game.apply({"player": 0, "settle": "hidden"})
    assert game.state.players[0].island_workers == [0, 0]  # the unseen tile comes empty
    assert game.state.colonist_supply == 5
    game.apply({"player": 0, "settle": "coffee", "hospice": False})  # declined
    assert game.state.players[0].island_workers == [0, 0, 0]
    assert game.state.colonist_supply == 5
    game.apply({"player": 1, "settle": "sugar"})  # unmanned hospice
    assert game.state.players[1].island_workers == [0, 0]
    assert game.state.colonist_supply == 5
    e = refused(game, {"player": 2, "settle": "indigo", "hospice": False})  # no hospice at all
    assert e.rule_id == "building.hospice"
    # both supplies empty: no colonist at all
    game = _settler(supply={"colonists": 0}, colonist_ship=0, players={0: {"city": [{"hospice": 1}]}})
    game.apply({"player": 0, "settle": "coffee"})
    assert game.state.players[0].island_workers == [0, 0]


@pytest.mark.rule("settler.refill-row", "legal")
def test_untaken_tiles_are_discarded_and_the_row_refilled():
    stack = ["sugar", "sugar", "corn", "coffee", "tobacco", "indigo"]
    game = _settler(plantation_stack=stack)
    for p, tile in ((0, "coffee"), (1, "corn"), (2, "sugar"), (3, "indigo")):
        game.apply({"player": p, "settle": tile})
    assert Counter(game.state.discard) == Counter(["tobacco"])
    assert Counter(game.state.face_up) == Counter(stack[:5])
    assert (game.phase, game.turn) == ("role_choice", 1)


@pytest.mark.rule("settler.refill-row", "illegal")
def test_the_row_is_not_refilled_during_the_phase_and_the_old_tiles_do_not_stay():
    game = _settler(plantation_stack=["coffee", "coffee", "coffee", "coffee", "coffee"])
    game.apply({"player": 0, "settle": "tobacco"})
    assert game.state.face_up == ["coffee", "sugar", "corn", "indigo"]  # still four mid-phase
    for p in (1, 2, 3):
        game.apply({"player": p, "pass": True})
    assert game.state.face_up == ["coffee"] * 5
    assert "sugar" not in game.state.face_up and "indigo" not in game.state.face_up
    assert Counter(game.state.discard) == Counter(["coffee", "sugar", "corn", "indigo"])


# 50 plantations: corn 10, indigo 12, sugar 11, tobacco 9, coffee 8
def _crowded(stack_left: int):
    """Islands holding all but `stack_left` face-down plantations (and the five face up)."""
    rest = Counter({"corn": 9, "indigo": 11, "sugar": 10, "tobacco": 8, "coffee": 7 - stack_left})
    tiles = list(rest.elements())
    others = len(tiles) - 11  # the settler keeps a free space; the others fill up to 12
    sizes = [11, 12 if others > 33 else 11, 11, others - 22 - (1 if others > 33 else 0)]
    islands, k = [], 0
    for n in sizes:
        islands.append(tiles[k:k + n])
        k += n
    return _settler(plantation_stack=["coffee"] * stack_left,
                    players={i: {"island": isl} for i, isl in enumerate(islands)})


@pytest.mark.rule("settler.reshuffle-discards", "legal")
def test_the_discard_pile_is_reshuffled_when_the_stacks_run_out():
    game = _crowded(stack_left=2)
    assert len(game.state.stack) == 2
    game.apply({"player": 0, "settle": "corn"})
    while game.phase == "settler":
        game.apply({"player": game.turn, "pass": True})
    s = game.state
    assert len(s.face_up) == 5
    assert s.face_up.count("coffee") >= 2  # the stack's last two came up first
    assert len(s.stack) + len(s.discard) == 1
    assert Counter(s.face_up + s.stack + s.discard) == Counter(
        ["coffee", "coffee", "coffee", "sugar", "indigo", "tobacco"])


@pytest.mark.rule("settler.reshuffle-discards", "illegal")
def test_the_row_runs_short_when_even_the_discards_are_not_enough():
    game = _crowded(stack_left=0)
    assert game.state.stack == []
    game.apply({"player": 0, "settle": "corn"})
    while game.phase == "settler":
        game.apply({"player": game.turn, "pass": True})
    s = game.state
    assert Counter(s.face_up) == Counter(["coffee", "sugar", "indigo", "tobacco"])
    assert len(s.face_up) == 4 and s.stack == [] and s.discard == []


@pytest.mark.rule("settler.refill-row", "legal")
def test_korean_edition_slides_untaken_tiles_under_the_stack():
    from puertorico_nb.games.puerto_rico import Game
    from puertorico_nb.games.puerto_rico.ruleset import Options, Ruleset
    base = position(4, governor=0, plantations=ROW, plantation_stack=["corn"] * 5)
    game = Game(ruleset=Ruleset(4, Options(edition="korean")), state=base.state.clone())
    game.apply({"player": 0, "choose_role": "settler"})
    game.apply({"player": 0, "settle": "coffee"})
    while game.phase == "settler":
        game.apply({"player": game.turn, "pass": True})
    s = game.state
    assert s.discard == []
    assert s.face_up == ["corn"] * 5
    assert Counter(s.stack[:4]) == Counter(["sugar", "corn", "indigo", "tobacco"])  # at the bottom
