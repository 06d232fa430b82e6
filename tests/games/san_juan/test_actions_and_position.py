"""Actions' mapping and text forms; ruling positions (setup overlay, errors, views, expect)."""
from __future__ import annotations

import pytest

from puertorico_nb.games.puerto_rico import MalformedAction
from puertorico_nb.rulings.position import SetupError
from puertorico_nb.games.san_juan.actions import Action, parse
from puertorico_nb.games.san_juan.position import build_game, expect_mismatches, view

from .helpers import position


@pytest.mark.parametrize("mapping", [
    {"player": 0, "choose_role": "councillor", "library": False},
    {"player": 1, "build": "palace", "over": "chapel", "pay": ["well", "hero", "statue"]},
    {"player": 2, "build": "library", "goods": ["indigo_plant", "tobacco_storage"], "pay": ["well"]},
    {"player": 0, "produce": ["indigo_plant", "sugar_mill"]},
    {"player": 0, "sell": ["silver_smelter"], "library": False},
    {"player": 3, "keep": ["quarry"]},
    {"player": 0, "tuck": "hero"},
    {"player": 0, "discard": ["hero", "hero"]},
    {"player": 1, "pass": True},
])
def test_actions_round_trip_through_mapping_and_text(mapping):
    a = Action.from_mapping(mapping)
    assert Action.from_mapping(a.to_mapping()) == a
    assert Action.from_text(str(a)) == a
    assert parse(str(a)) == parse(a) == a


def test_card_lists_are_multisets_and_defaults_are_not_written():
    a = Action.from_mapping({"player": 0, "build": "smithy", "pay": ["well", "archive"], "library": True})
    b = Action.from_mapping({"player": 0, "build": "smithy", "pay": ["archive", "well"]})
    assert a == b and "library" not in a.to_mapping()
    assert Action.from_mapping({"player": 0, "build": "smithy", "pay": []}) == Action(0, "build", "smithy")


@pytest.mark.parametrize("bad", [
    "nonsense", {"build": "smithy"}, {"player": -1, "pass": True}, {"player": 0},
    {"player": 0, "build": "smithy", "produce": ["indigo_plant"]}, {"player": 0, "build": "smithy", "on": 3},
    {"player": 0, "pass": False}, {"player": 0, "produce": "x", "library": "no"}, {"player": 0, "keep": [3]},
    "0 fly away", "x build smithy", "0 build",
])
def test_malformed_actions(bad):
    with pytest.raises(MalformedAction):
        parse(bad)


def test_malformed_actions_are_not_legal_and_explained():
    game = position(3)
    assert "0 fly" not in game.legal_actions()
    ex = game.explain({"player": 0, "fly": True})
    assert not ex.legal and ex.rule == "action.malformed"


# -- setup overlay ----------------------------------------------------------------------------------
def test_setup_places_listed_cards_and_deals_the_rest_by_seed():
    ruling = {"game": "san_juan", "players": 3, "seed": 4, "setup": {
        "governor": 2, "deck": ["palace", "hero"], "discard": ["well"],
        "tiles": [[1, 2, 2, 3, 3]],
        "players": {0: {"hand": ["smithy"], "buildings": ["indigo_plant", "crane", "sugar_mill"],
                        "goods": ["sugar_mill"], "chapel": 2}}}}
    game = build_game(ruling)
    v = view(game)
    assert v["deck"][:2] == ["palace", "hero"] and v["discard"] == ["well"]
    assert v["tiles"][0] == [1, 2, 2, 3, 3] and len(v["tiles"]) == 5
    assert v["players"][0]["goods"] == ["sugar_mill"] and v["players"][0]["chapel"] == 2
    assert len(v["players"][1]["hand"]) == 4 and v["governor"] == 2 and v["turn"] == 2
    # goods and chapel cards come from the unlisted cards, never the listed deck
    s = game.state
    assert s.deck[-2:] == ["hero", "palace"]
    assert build_game(ruling).state == s  # the seed fixes everything


@pytest.mark.parametrize("setup, path", [
    ({"players": {0: {"hand": ["palace"] * 3}}}, "setup.players.0.hand[2]"),
    ({"deck": ["castle"]}, "setup.deck[0]"),
    ({"players": {0: {"buildings": ["chapel", "chapel"]}}}, "setup.players.0.buildings[1]"),
    ({"players": {0: {"goods": ["smithy"]}}}, "setup.players.0.goods[0]"),
    ({"players": {0: {"goods": ["sugar_mill"]}}}, "setup.players.0.goods[0]"),
    ({"players": {5: {}}}, "setup.players.5"),
    ({"players": {0: {"doubloons": 3}}}, "setup.players.0.doubloons"),
    ({"ships": []}, "setup.ships"),
    ({"tiles": [[9, 9, 9, 9, 9]]}, "setup.tiles[0]"),
    ({"tiles": [[1, 1, 1, 2, 2], [1, 1, 1, 2, 2]]}, "setup.tiles[1]"),
    ({"roles_taken": {"mayor": 0}}, "setup.roles_taken.mayor"),
    ({"roles_taken": {"builder": 0, "trader": 1, "producer": 2}}, "setup.roles_taken"),
    ({"governor": 3}, "setup.governor"),
    ({"players": {0: {"chapel": -1}}}, "setup.players.0.chapel"),
])
def test_impossible_setups_name_the_key(setup, path):
    with pytest.raises(SetupError) as e:
        build_game({"game": "san_juan", "players": 3, "setup": setup})
    assert e.value.path == path and e.value.message


def test_impossible_player_counts():
    with pytest.raises(SetupError) as e:
        build_game({"game": "san_juan", "players": 5, "steps": []})
    assert e.value.path == "players"


def test_expect_compares_multisets_piles_in_order_and_only_written_keys():
    game = position(3, deck=["palace", "hero"], players={0: {"hand": ["well", "smithy", "well"]}})
    assert expect_mismatches(game, {"players": {0: {"hand": ["well", "well", "smithy"]}}, "deck": ["palace"]}) == []
    bad = expect_mismatches(game, {"players": {"0": {"hand": ["well", "smithy"]}}, "deck": ["hero"],
                                   "round": 2, "nonsense": 1})
    assert sorted(m.path for m in bad) == ["deck", "nonsense", "players.0.hand", "round"]
    assert expect_mismatches(game, {"legal_includes": [{"choose_role": "builder"}],
                                    "legal_excludes": [{"choose_role": "mayor"}, {"build": "smithy"}]}) == []
    wrong = expect_mismatches(game, {"legal_includes": [{"build": "well"}], "legal_excludes": [{"choose_role": "trader"}]})
    assert [(m.path, m.actual) for m in wrong] == [("legal_includes[0]", "illegal"), ("legal_excludes[0]", "legal")]
    assert expect_mismatches(game, {"score_breakdown": {0: {"bonuses": {"palace": 0}}}}) == []
    assert expect_mismatches(game, {"winner": None, "game_over": False}) == []


# -- saving and loading ---------------------------------------------------------------------------
def test_saved_games_round_trip_and_damaged_ones_say_why():
    import json

    from puertorico_nb.games.puerto_rico import LoadError
    from puertorico_nb.games.san_juan import SanJuanGame
    game = SanJuanGame(3, seed=8)
    game.apply({"player": game.turn, "choose_role": "prospector"})
    text = game.to_json()
    again = SanJuanGame.from_json(text)
    assert again.state == game.state and again.log == game.log and again.ruleset == game.ruleset
    data = json.loads(text)

    def damaged(change, words):
        d = json.loads(text)
        change(d)
        with pytest.raises(LoadError) as e:
            SanJuanGame.from_dict(d)
        assert words in str(e.value), str(e.value)

    damaged(lambda d: d.update(format="x"), "not a saved San Juan game")
    damaged(lambda d: d.update(version=99), "version 99")
    damaged(lambda d: d.pop("log"), "no 'log'")
    damaged(lambda d: d["log"].append({"player": 0, "fly": True}), "cannot be played")
    damaged(lambda d: d["state"]["players"][0]["hand"].append("palace"), "as often as the box")
    damaged(lambda d: d["state"]["players"][0]["hand"].append("castle"), "unknown cards")
    damaged(lambda d: d["start"].pop("deck"), "lacks deck")
    damaged(lambda d: d["rules"].update(colour="red"), "unknown San Juan option")
    damaged(lambda d: d["state"].update(round=9), "does not match")
    with pytest.raises(LoadError):
        SanJuanGame.from_json("{not json")
    assert data["format"] == "puertorico_nb.games.san_juan.game"


# -- the variant deal in ruling files and through load_game (issue #25.3) ---------------------------
def _variant(players: int = 3, **setup):
    return build_game({"game": "san_juan", "players": players, "options": {"variant_hands": True},
                       "setup": setup})


def test_a_variant_ruling_starts_at_the_choice_of_starting_hands():
    game = _variant(4, governor=2)
    assert (game.phase, game.turn, view(game)["to_keep"]) == ("starting_hand", 2, 2)
    assert [len(p.hand) for p in game.state.players] == [7, 8, 5, 6]  # 4 + place from the governor
    for seat in (2, 3, 0, 1):
        game.apply({"player": seat, "keep": sorted(game.state.players[seat].hand)[:4]})
    assert (game.phase, game.turn) == ("role_choice", 2)
    assert [len(p.hand) for p in game.state.players] == [4, 4, 4, 4] and len(game.state.discard) == 10


def test_a_variant_ruling_may_begin_midway_or_after_the_deal():
    game = _variant(3, governor=0, to_keep=2)
    assert game.state.queue == [2] and [len(p.hand) for p in game.state.players] == [4, 4, 7]
    later = _variant(3, to_pick=1, roles_taken={"builder": 0})
    assert (later.phase, later.turn) == ("role_choice", 1)
    assert [len(p.hand) for p in later.state.players] == [4, 4, 4]


@pytest.mark.parametrize("options, setup, path", [
    ({}, {"to_keep": 1}, "setup.to_keep"),
    ({"variant_hands": True}, {"to_keep": 1, "to_pick": 1}, "setup.to_keep"),
    ({"variant_hands": True}, {"to_keep": 5}, "setup.to_keep"),
    ({"variant_hands": True}, {"players": {1: {"hand": ["well"]}}}, "setup.players.1.hand"),
])
def test_impossible_variant_setups_name_the_key(options, setup, path):
    with pytest.raises(SetupError) as e:
        build_game({"game": "san_juan", "players": 3, "options": options, "setup": setup})
    assert e.value.path == path


def test_load_game_reads_options_as_a_mapping_or_refuses_them_clearly():
    from puertorico_nb import load_game
    from puertorico_nb.core.errors import LoadError
    game = load_game("san_juan", players=3, seed=4, options={"variant_hands": True})
    assert game.phase == "starting_hand" and sorted(len(p.hand) for p in game.state.players) == [5, 6, 7]
    for bad, words in (({"variant": True}, "unknown San Juan option"), ([("variant_hands", True)], "mapping")):
        with pytest.raises(LoadError, match=words):
            load_game("san_juan", options=bad)


def test_a_recorded_variant_game_replays_from_its_choice_of_hands():
    from puertorico_nb.games.san_juan import Ruleset, SanJuanGame
    from puertorico_nb.rulings.record import to_ruling
    game = SanJuanGame(players=3, seed=8, governor=1, options=Ruleset(variant_hands=True, prospector_draw_first=False))
    game.apply({"player": 1, "keep": sorted(game.state.players[1].hand)[:4]})
    ruling = to_ruling(game)  # verifies that the setup rebuilds game.start exactly
    assert ruling["options"] == {"variant_hands": True, "prospector_draw_first": False}
    assert ruling["setup"]["to_keep"] == 1 and "to_pick" not in ruling["setup"]
