"""Optional benefits can be declined (Icelandic rulebook, HLUTVERKIN and Fjólubláu byggingarnar;
Korean rulebook, 역할 and 베이지색 건물): each is written false on the action it comes with, and
left out it is taken as before."""
from __future__ import annotations

import pytest

from puertorico_nb.core.errors import MalformedAction
from puertorico_nb.games.puerto_rico import Action
from puertorico_nb.rulings.position import build_game

from .helpers import position, refused

SHIPS = [{"capacity": 4}, {"capacity": 5}, {"capacity": 6}]


def _captain(**players):
    game = position(3, governor=0, ships=SHIPS, players=players)
    game.apply({"player": 0, "choose_role": "captain"})
    return game


@pytest.mark.rule("captain.harbor", "legal")
def test_a_declined_harbor_point_is_not_scored_and_the_decline_is_an_event():
    game = _captain(**{"0": {"goods": {}}, "1": {"vp": 0, "goods": {"corn": 2}, "city": [{"harbor": 1}]}})
    chips = game.state.vp_supply
    assert Action(1, "ship", "corn", (("harbor", False), ("on", 4))) in game.legal_actions()
    events = game.apply({"player": 1, "ship": "corn", "on": 4, "harbor": False})
    assert game.state.players[1].vp == 2 and game.state.vp_supply == chips - 2
    assert [(e.kind, e.rule) for e in events if e.kind == "decline"] == [("decline", "captain.harbor")]


@pytest.mark.rule("captain.harbor", "illegal")
def test_no_harbor_point_to_decline_without_a_manned_harbor():
    game = _captain(**{"0": {"goods": {}}, "1": {"goods": {"corn": 2}, "city": ["harbor"]}})
    assert refused(game, {"player": 1, "ship": "corn", "on": 4, "harbor": False}).rule_id == "captain.harbor"
    assert not any(a.option("harbor") is not None for a in game.legal_actions())


@pytest.mark.rule("captain.privilege", "legal")
def test_the_captain_may_decline_the_privilege_point_once_and_for_the_phase():
    game = _captain(**{"0": {"vp": 0, "goods": {"corn": 2, "sugar": 1}}})
    events = game.apply({"player": 0, "ship": "corn", "on": 4, "privilege": False})
    assert game.state.players[0].vp == 2 and "captain.privilege" in [e.rule for e in events]
    assert refused(game, {"player": 0, "ship": "sugar", "on": 5, "privilege": False}).rule_id == "captain.privilege"
    game.apply({"player": 0, "ship": "sugar", "on": 5})
    assert game.state.players[0].vp == 3  # no privilege point comes back with the second load


@pytest.mark.rule("captain.privilege", "illegal")
def test_only_the_captain_has_a_privilege_point_to_decline():
    game = _captain(**{"0": {"goods": {}}, "1": {"goods": {"corn": 1}}})
    assert refused(game, {"player": 1, "ship": "corn", "on": 4, "privilege": False}).rule_id == "captain.privilege"


def test_a_decline_must_be_true_or_false():
    with pytest.raises(MalformedAction):
        Action.from_mapping({"player": 0, "ship": "corn", "on": 4, "harbor": "no"})
    a = Action.from_mapping({"player": 0, "ship": "corn", "on": 4, "harbor": False, "privilege": False})
    assert Action.from_text(str(a)) == a and a.to_mapping()["privilege"] is False


@pytest.mark.rule("mayor.privilege-colonist", "legal")
def test_the_mayor_may_decline_the_extra_colonist():
    game = position(3, governor=0, colonist_ship=3, supply={"colonists": 20})
    assert Action(0, "choose_role", "mayor", (("privilege", False),)) in game.legal_actions()
    events = game.apply({"player": 0, "choose_role": "mayor", "privilege": False})
    assert game.state.colonist_supply == 20 and game.state.players[0].san_juan == 1
    assert [e.rule for e in events if e.kind == "decline"] == ["mayor.privilege-colonist"]


@pytest.mark.rule("mayor.privilege-colonist", "illegal")
def test_only_the_mayor_and_prospector_decline_a_privilege_on_choosing_and_the_mayor_only_with_a_colonist():
    game = position(3, governor=0)
    e = refused(game, {"player": 0, "choose_role": "trader", "privilege": False})
    assert e.rule_id == "action.pass-optional" and "on the sale itself" in e.why  # no "later in the phase"
    assert "later in the phase" not in refused(game, {"player": 0, "choose_role": "captain", "privilege": False}).why
    assert game.explain({"player": 0, "choose_role": "prospector", "privilege": False}).legal is False  # 3 players
    four = position(4, governor=0, players={0: {"doubloons": 0}})
    four.apply({"player": 0, "choose_role": "prospector", "privilege": False})
    assert four.state.players[0].doubloons == 0
    empty = position(3, governor=0, supply={"colonists": 0})
    assert refused(empty, {"player": 0, "choose_role": "mayor", "privilege": False}).rule_id == \
        "mayor.privilege-colonist"
    assert not any(a.options for a in empty.legal_actions())


def _church_game():
    return build_game({"players": 3, "expansions": ["new_buildings"], "buildings": ["church", "hospice", "university"],
                       "setup": {"governor": 0, "players": {
                           0: {"doubloons": 20, "vp": 0, "city": [{"church": 1}, {"university": 1}]}}}})


@pytest.mark.rule("building.church", "legal")
def test_a_church_point_may_be_declined_with_or_without_the_university_colonist():
    game = _church_game()
    game.apply({"player": 0, "choose_role": "builder"})
    legal = set(game.legal_actions())
    for options in ((("church", False),), (("university", False),), (("church", False), ("university", False))):
        assert Action(0, "build", "hospice", options) in legal
    events = game.apply({"player": 0, "build": "hospice", "church": False})
    assert game.state.players[0].vp == 0 and "building.church" in [e.rule for e in events if e.kind == "decline"]
    assert game.state.players[0].city_workers[-1] == 1  # the university colonist still came


@pytest.mark.rule("building.church", "illegal")
def test_no_church_point_to_decline_for_a_first_column_building():
    game = _church_game()
    game.apply({"player": 0, "choose_role": "builder"})
    assert refused(game, {"player": 0, "build": "small_indigo_plant", "church": False}).rule_id == "building.church"
    assert Action(0, "build", "small_indigo_plant", (("church", False),)) not in set(game.legal_actions())


# -- benefits paid without a decision, declined ahead (decline: BUILDING) -----------------------------
def _nobles(buildings, **setup):
    setup.setdefault("governor", 0)
    return build_game({"players": 3, "expansions": ["nobles"], "buildings": buildings, "setup": setup})


@pytest.mark.rule("building.chapel", "legal")
def test_a_chapel_declined_ahead_pays_nothing_and_the_decline_lasts_the_round():
    game = _nobles(["chapel"], players={2: {"doubloons": 0, "vp": 0, "city": [{"chapel": {"colonists": 0, "nobles": 1}}]}})
    assert Action(2, "decline", "chapel") not in list(game.legal_actions())  # listed for the player to act only
    assert game.is_legal({"player": 2, "decline": "chapel"})  # yet legal out of turn
    events = game.apply({"player": 2, "decline": "chapel"})
    assert game.turn == 0 and [e.data for e in events] == [{"benefit": "chapel", "ahead": True}]
    events = game.apply({"player": 0, "choose_role": "craftsman"})
    assert game.state.players[2].vp == 0
    assert ("decline", 2, "building.chapel") in [(e.kind, e.player, e.rule) for e in events]
    assert game.state.declined[2]  # until the round ends
    for seat, role in ((1, "builder"), (2, "trader")):
        game.apply({"player": seat, "choose_role": role})
        while game.phase == role:
            game.apply({"player": game.turn, "pass": True})
    assert game.state.round == 2 and game.state.declined == [0, 0, 0]


@pytest.mark.rule("building.chapel", "illegal")
def test_no_decline_without_the_building_after_its_payment_or_outside_the_list():
    game = _nobles(["chapel", "hospice"], players={1: {"city": [{"chapel": 1}, {"hospice": 1}]}})
    assert refused(game, {"player": 0, "decline": "chapel"}).rule_id == "building.chapel"
    assert refused(game, {"player": 1, "decline": "hospice"}).rule_id == "action.pass-optional"
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert refused(game, {"player": 1, "decline": "chapel"}).rule_id == "building.chapel"
    base = position(3, governor=0)
    assert refused(base, {"player": 0, "decline": "chapel"}).rule_id == "action.pass-optional"


@pytest.mark.rule("building.aqueduct", "legal")
def test_an_aqueduct_declined_ahead_adds_no_barrel():
    game = build_game({"players": 3, "expansions": ["new_buildings"], "buildings": ["aqueduct"], "setup": {
        "governor": 0, "players": {1: {"island": [{"indigo": 1}], "city": [{"aqueduct": 1}, {"indigo_plant": 1}]}}}})
    assert Action(0, "decline", "aqueduct") not in game.legal_actions()
    game.apply({"player": 1, "decline": "aqueduct"})
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert game.state.players[1].goods[1] == 1  # the plant's barrel, not the aqueduct's


def test_the_acting_owner_sees_the_decline_among_the_legal_actions_and_saves_keep_it():
    game = _nobles(["chapel"], players={0: {"city": [{"chapel": 1}]}})
    assert Action(0, "decline", "chapel") in game.legal_actions()
    game.apply({"player": 0, "decline": "chapel"})
    assert Action(0, "decline", "chapel") not in game.legal_actions()
    data = game.to_dict()
    assert type(game).from_dict(data).state.declined == [1, 0, 0]
    for key in ("start", "state"):  # a save made before declines existed reads as none declined
        del data[key]["declined"]
    del data["log"][:]
    data["state"] = data["start"]
    assert type(game).from_dict(data).state.declined == [0, 0, 0]


@pytest.mark.rule("trader.privilege", "legal")
@pytest.mark.rule("trader.small-market", "legal")
def test_doubloon_benefits_are_legal_to_decline_but_not_listed():
    game = position(3, governor=0, players={0: {"doubloons": 0, "goods": {"sugar": 1}, "city": [{"small_market": 1}]}})
    game.apply({"player": 0, "choose_role": "trader"})
    listed = set(map(str, game.legal_actions()))
    assert "0 sell sugar" in listed and not any("false" in action for action in listed)
    for declined, paid in (({"privilege": False}, 3), ({"small_market": False}, 3),
                           ({"privilege": False, "small_market": False}, 2)):
        trial = game.clone()
        assert trial.explain({"player": 0, "sell": "sugar", **declined}).legal
        trial.apply({"player": 0, "sell": "sugar", **declined})
        assert trial.state.players[0].doubloons == paid
    assert refused(game, {"player": 0, "sell": "sugar", "large_market": False}).rule_id == "trader.large-market"


@pytest.mark.rule("builder.privilege-discount", "legal")
def test_the_builders_discount_declined_is_paid_in_full_and_said_so():
    from puertorico_nb.games.puerto_rico.render.narrate import narrate
    game = position(3, governor=0, players={0: {"doubloons": 2}})
    game.apply({"player": 0, "choose_role": "builder"})
    events = game.apply({"player": 0, "build": "small_market", "privilege": False})
    assert game.state.players[0].doubloons == 1
    assert narrate(events, ["You", "Bo", "Cy"]) == ("You build a small market for 1 doubloon; "
                                                    "you decline the builder’s discount.")
