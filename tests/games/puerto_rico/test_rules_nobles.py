"""Expansion II, Nobles (Korean rulebook, 확장판 2: 귀족들): the nobles on the colonist ship, what
they are worth, and the eight Nobles buildings."""
from __future__ import annotations

import pytest

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.puerto_rico.roles.builder import price
from puertorico_nb.games.puerto_rico.ruleset import Options, Ruleset
from puertorico_nb.rulings.position import build_game

from .helpers import refused

NOBLE = {"colonists": 0, "nobles": 1}


def nobles_game(players: int, buildings=None, seed: int = 0, /, **setup):
    """A Nobles game (the New Buildings come with it) overlaid with `setup`."""
    ruling = {"players": players, "seed": seed, "expansions": ["nobles"], "setup": setup}
    if buildings is not None:
        ruling["buildings"] = list(buildings)
    return build_game(ruling)


def with_options(game, **options):
    """The same position under other options."""
    rs = game.ruleset
    return Game(ruleset=Ruleset(rs.players, Options(buildings=rs.options.buildings, **options), rs.expansions),
                state=game.state.clone())


def rules_of(events):
    return [e.rule for e in events]


def _place_rest(game):
    while game.phase == "mayor":
        game.apply(next(iter(game.legal_actions())))


# -- the nobles --------------------------------------------------------------------------------------
@pytest.mark.rule("nobles.ship-noble", "legal")
@pytest.mark.rule("nobles.colonists-never-end", "legal")
def test_a_noble_replaces_a_colonist_on_the_ship_at_the_start():
    s = Game(3, seed=0, expansions=("nobles",)).state
    assert (s.colonist_ship, s.noble_ship, s.noble_supply) == (2, 1, 19)
    # colonists are not counted out: every one of the 100 is in play
    assert s.colonist_supply == 100 - 2


@pytest.mark.rule("nobles.ship-noble", "legal")
@pytest.mark.rule("nobles.take-noble", "legal")
def test_the_mayor_may_take_the_noble_and_the_refill_brings_a_new_one():
    game = nobles_game(3, ["hospice"], governor=0, colonist_ship={"colonists": 2, "nobles": 1},
                       supply={"colonists": 30, "nobles": 10})
    game.apply({"player": 0, "choose_role": "mayor"})
    assert (game.state.stage, game.turn) == ("deal", 0)  # both kinds aboard: the mayor chooses
    events = game.apply({"player": 0, "take": "noble"})
    assert "nobles.take-noble" in rules_of(events)
    p = game.state.players
    assert (p[0].san_juan_nobles, p[0].san_juan, p[1].san_juan, p[2].san_juan) == (1, 1, 1, 1)
    _place_rest(game)
    # the refill: three workers for three players, one of them a noble
    assert (game.state.colonist_ship, game.state.noble_ship, game.state.noble_supply) == (2, 1, 9)


@pytest.mark.rule("nobles.take-noble", "legal")
def test_a_later_player_may_take_the_noble_the_mayor_left():
    game = nobles_game(3, ["hospice"], governor=0, colonist_ship={"colonists": 2, "nobles": 1})
    game.apply({"player": 0, "choose_role": "mayor"})
    game.apply({"player": 0, "take": "colonist"})
    assert game.turn == 1
    game.apply({"player": 1, "take": "noble"})
    p = game.state.players
    assert [(q.san_juan, q.san_juan_nobles) for q in p] == [(2, 0), (0, 1), (1, 0)]


@pytest.mark.rule("nobles.take-noble", "illegal")
def test_only_a_colonist_or_the_noble_and_only_while_both_are_aboard():
    game = nobles_game(3, ["hospice"], governor=0, colonist_ship={"colonists": 2, "nobles": 1})
    game.apply({"player": 0, "choose_role": "mayor"})
    e = refused(game, {"player": 0, "take": "gold"})
    assert e.rule_id == "mayor.deal-ship"
    e = refused(game, {"player": 0, "place": {"island": [{"indigo": 1}]}})
    assert e.rule_id == "mayor.deal-ship"
    game.apply({"player": 0, "take": "noble"})
    # the noble is gone: the colonists are dealt without asking anyone
    assert game.state.stage == "" and game.state.noble_ship == 0
    e = refused(game, {"player": game.turn, "take": "noble"})
    assert e.rule_id == "mayor.deal-ship"


@pytest.mark.rule("nobles.ship-noble", "illegal")
def test_no_noble_without_the_expansion_or_once_the_nobles_run_out():
    assert Game(3, seed=0, expansions=("new_buildings",)).state.noble_ship == 0
    assert Game(3, seed=0).state.noble_ship == 0
    game = nobles_game(3, ["hospice"], governor=0, colonist_ship=0, supply={"colonists": 30, "nobles": 0})
    quiet = with_options(game, noble_shortage="nothing")
    game.apply({"player": 0, "choose_role": "mayor"})
    _place_rest(game)
    # by default a colonist takes the missing noble's place
    assert (game.state.colonist_ship, game.state.noble_ship) == (3, 0)
    quiet.apply({"player": 0, "choose_role": "mayor"})
    _place_rest(quiet)
    assert (quiet.state.colonist_ship, quiet.state.noble_ship) == (2, 0)


@pytest.mark.rule("nobles.colonists-never-end", "illegal")
def test_running_out_of_colonists_does_not_end_a_nobles_game():
    # two colonists left: one is the mayor's privilege, the refill wants two and finds one
    game = nobles_game(3, ["hospice"], governor=0, colonist_ship=0, supply={"colonists": 2, "nobles": 5})
    game.apply({"player": 0, "choose_role": "mayor"})
    _place_rest(game)
    s = game.state
    assert (s.colonist_ship, s.noble_ship, s.colonist_supply) == (1, 1, 0)
    assert not s.end_triggered and "colonists" not in s.end_reasons


@pytest.mark.rule("nobles.work-like-colonists", "legal")
def test_nobles_work_plantations_quarries_and_production_buildings():
    game = nobles_game(3, ["hospice"], governor=0, players={1: {
        "doubloons": 10, "island": [{"corn": NOBLE}, {"indigo": NOBLE}, {"quarry": NOBLE}],
        "city": [{"small_indigo_plant": NOBLE}]}})
    assert price(game.ruleset, game.state, 1, "hospice") == 4 - 1  # the quarry counts
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert game.state.players[1].goods[:2] == [1, 1]


@pytest.mark.rule("nobles.work-like-colonists", "illegal")
def test_a_space_holds_one_worker_colonist_or_noble():
    game = nobles_game(3, ["hospice"], governor=0, colonist_ship=0, supply={"colonists": 0}, players={0: {
        "island": ["indigo"], "city": ["hospice"], "san_juan": {"colonists": 1, "nobles": 1}}})
    game.apply({"player": 0, "choose_role": "mayor"})
    e = refused(game, {"player": 0, "place": {"island": [{"indigo": {"colonists": 1, "nobles": 1}}]}})
    assert e.rule_id == "mayor.space-capacity"
    e = refused(game, {"player": 0, "place": {"island": [{"indigo": 1}], "city": [{"hospice": {"colonists": 0, "nobles": 1}}],
                                              "san_juan": {"colonists": 0, "nobles": 1}}})
    assert e.rule_id == "mayor.place-all-colonists"
    game.apply({"player": 0, "place": {"island": [{"indigo": 1}], "city": [{"hospice": {"colonists": 0, "nobles": 1}}]}})


@pytest.mark.rule("nobles.point-each", "legal")
def test_each_noble_is_worth_a_point_wherever_it_stands():
    game = nobles_game(3, ["hospice"], players={0: {"vp": 0, "island": [{"corn": NOBLE}],
                                                    "city": [{"hospice": NOBLE}], "san_juan": NOBLE}})
    b = game.score_breakdown()[0]
    assert b["nobles"] == 3 and b["total"] == 2 + 3


@pytest.mark.rule("nobles.point-each", "illegal")
def test_colonists_are_worth_nothing_by_themselves():
    game = nobles_game(3, ["hospice"], players={0: {"vp": 0, "island": [{"corn": 1}], "city": [{"hospice": 1}],
                                                    "san_juan": 3}})
    b = game.score_breakdown()[0]
    assert b["nobles"] == 0 and b["total"] == 2
    assert "nobles" not in Game(3, seed=0).score_breakdown()[0]


# -- land office -------------------------------------------------------------------------------------
@pytest.mark.rule("building.land-office", "legal")
def test_land_office_with_a_colonist_buys_an_unseen_plantation():
    game = nobles_game(3, ["land_office", "forest_house"], governor=0, plantation_stack=["coffee", "tobacco"],
                       players={0: {"doubloons": 3, "goods": {"corn": 1}, "city": [{"land_office": 1}]},
                                1: {"doubloons": 3, "city": [{"land_office": 1}, {"forest_house": 1}]}})
    game.apply({"player": 0, "choose_role": "trader"})
    events = game.apply({"player": 0, "land_office": "buy"})
    assert "building.land-office" in rules_of(events)
    p = game.state.players[0]
    assert p.island[-1] == "coffee" and p.doubloons == 2
    assert game.turn == 0  # an extra deal: the sale is still to come
    game.apply({"player": 0, "sell": "corn"})
    game.apply({"player": 1, "land_office": "buy", "forest": True})  # a forest with a manned forest house
    assert game.state.players[1].island[-1] == "forest" and game.state.players[1].doubloons == 2


@pytest.mark.rule("building.land-office", "legal")
def test_land_office_with_a_noble_sells_a_plantation_for_a_doubloon():
    game = nobles_game(3, ["land_office"], governor=0, players={0: {
        "doubloons": 0, "island": [{"indigo": 1}, {"sugar": 1}], "city": [{"land_office": NOBLE}]}})
    game.apply({"player": 0, "choose_role": "trader"})
    game.apply({"player": 0, "land_office": "sugar"})
    p = game.state.players[0]
    assert p.island == ["indigo"] and p.doubloons == 1 and p.san_juan == 1
    assert "sugar" in game.state.discard


@pytest.mark.rule("building.land-office", "illegal")
def test_land_office_colonist_buys_noble_sells_once_a_phase_and_never_a_quarry():
    game = nobles_game(3, ["land_office"], governor=0, players={
        0: {"doubloons": 3, "island": ["indigo"], "city": [{"land_office": 1}]},
        1: {"doubloons": 0, "island": ["indigo", "quarry"], "city": [{"land_office": NOBLE}]}})
    e = refused(game, {"player": 0, "land_office": "buy"})  # only in the trader phase
    assert e.rule_id == "action.wrong-phase"
    game.apply({"player": 0, "choose_role": "trader"})
    e = refused(game, {"player": 0, "land_office": "indigo"})
    assert e.rule_id == "building.land-office" and "noble" in e.why
    game.apply({"player": 0, "land_office": "buy"})
    # the turn passes once nothing is left to do, so a second deal is impossible
    assert game.turn == 1
    e = refused(game, {"player": 1, "land_office": "buy"})
    assert e.rule_id == "building.land-office" and "colonist" in e.why
    e = refused(game, {"player": 1, "land_office": "quarry"})
    assert e.rule_id == "building.land-office"
    # with no doubloon a colonist cannot buy
    game = nobles_game(3, ["land_office"], governor=0, players={0: {"doubloons": 0, "goods": {"corn": 1},
                                                                     "city": [{"land_office": 1}]}})
    game.apply({"player": 0, "choose_role": "trader"})
    e = refused(game, {"player": 0, "land_office": "buy"})
    assert e.rule_id == "building.land-office"


@pytest.mark.rule("building.land-office", "illegal")
def test_land_office_deals_only_once_per_trader_phase():
    game = nobles_game(3, ["land_office"], governor=0, players={0: {
        "doubloons": 3, "goods": {"corn": 1}, "city": [{"land_office": 1}]}})
    game.apply({"player": 0, "choose_role": "trader"})
    game.apply({"player": 0, "land_office": "buy"})
    e = refused(game, {"player": 0, "land_office": "buy"})
    assert e.rule_id == "building.land-office" and "once" in e.why


# -- chapel ------------------------------------------------------------------------------------------
@pytest.mark.rule("building.chapel", "legal")
def test_chapel_pays_a_doubloon_for_a_colonist_and_a_point_for_a_noble():
    game = nobles_game(3, ["chapel"], governor=0, players={
        1: {"doubloons": 0, "vp": 0, "city": [{"chapel": 1}]},
        2: {"doubloons": 0, "vp": 0, "city": [{"chapel": NOBLE}]}})
    events = game.apply({"player": 0, "choose_role": "craftsman"})  # nobody produces anything
    assert [(p.doubloons, p.vp) for p in game.state.players[1:]] == [(1, 0), (0, 1)]
    assert rules_of(events).count("building.chapel") == 2


@pytest.mark.rule("building.chapel", "illegal")
def test_chapel_pays_nothing_unmanned_or_outside_the_craftsman_phase():
    game = nobles_game(3, ["chapel"], governor=0, players={
        1: {"doubloons": 0, "vp": 0, "city": ["chapel"]},
        2: {"doubloons": 0, "vp": 0, "city": [{"chapel": 1}]}})
    game.apply({"player": 0, "choose_role": "trader"})
    assert [(p.doubloons, p.vp) for p in game.state.players[1:]] == [(0, 0), (0, 0)]
    game.apply({"player": 1, "choose_role": "craftsman"})
    assert game.state.players[1].doubloons == 0 and game.state.players[2].doubloons == 1


# -- hunting lodge -----------------------------------------------------------------------------------
@pytest.mark.rule("building.hunting-lodge", "legal")
def test_hunting_lodge_with_a_colonist_gives_a_plantation_back_at_the_end_of_the_settler_phase():
    game = nobles_game(3, ["hunting_lodge"], governor=0, plantations=["coffee", "sugar", "corn", "indigo"],
                       players={1: {"island": [{"indigo": 1}, "forest"], "city": [{"hunting_lodge": 1}]}})
    game.apply({"player": 0, "choose_role": "settler"})
    for q in (0, 1, 2):
        game.apply({"player": q, "pass": True})
    assert game.turn == 1  # the lodge owner decides after everyone has settled
    events = game.apply({"player": 1, "return_plantation": "indigo"})
    assert "building.hunting-lodge" in rules_of(events)
    p = game.state.players[1]
    assert p.island == ["forest"] and p.san_juan == 1  # its colonist waits in San Juan
    assert game.phase == "role_choice"


@pytest.mark.rule("building.hunting-lodge", "legal")
def test_hunting_lodge_with_a_noble_pays_two_points_for_the_emptiest_island():
    game = nobles_game(3, ["hunting_lodge"], governor=0, players={
        0: {"island": ["corn", "corn"]}, 1: {"vp": 0, "city": [{"hunting_lodge": NOBLE}]},
        2: {"island": ["corn", "indigo", "sugar"]}})
    game.apply({"player": 0, "choose_role": "settler"})
    for q in (0, 1, 2):
        game.apply({"player": q, "pass": True})
    assert game.state.players[1].vp == 2


@pytest.mark.rule("building.hunting-lodge", "illegal")
def test_hunting_lodge_returns_no_quarry_only_at_the_end_and_ties_earn_nothing():
    game = nobles_game(3, ["hunting_lodge"], governor=0, players={1: {
        "island": [{"quarry": 1}, "indigo"], "city": [{"hunting_lodge": 1}]}})
    game.apply({"player": 0, "choose_role": "settler"})
    game.apply({"player": 0, "pass": True})
    e = refused(game, {"player": 1, "return_plantation": "indigo"})
    assert e.rule_id == "building.hunting-lodge"
    game.apply({"player": 1, "pass": True})
    game.apply({"player": 2, "pass": True})
    e = refused(game, {"player": 1, "return_plantation": "quarry"})
    assert e.rule_id == "building.hunting-lodge"
    # a tie for the emptiest island earns the noble nothing (default), and a colonist no points
    game = nobles_game(3, ["hunting_lodge"], governor=0, players={
        0: {"vp": 0, "island": []}, 1: {"vp": 0, "island": [], "city": [{"hunting_lodge": NOBLE}]},
        2: {"island": ["corn"]}})
    ties = with_options(game, hunting_lodge_ties=True)
    for g in (game, ties):
        g.apply({"player": 0, "choose_role": "settler"})
        for q in (0, 1, 2):
            g.apply({"player": q, "pass": True})
    assert game.state.players[1].vp == 0 and ties.state.players[1].vp == 2


# -- builders' office --------------------------------------------------------------------------------
@pytest.mark.rule("building.builders-office", "legal")
def test_builders_office_discounts_small_buildings_with_a_colonist_and_large_with_a_noble():
    game = nobles_game(3, ["builders_office", "hospice", "guild_hall"], players={
        1: {"city": [{"builders_office": 1}]}, 2: {"city": [{"builders_office": NOBLE}]}})
    rs, s = game.ruleset, game.state
    assert price(rs, s, 1, "hospice") == 4 - 1 and price(rs, s, 1, "small_indigo_plant") == 0
    assert price(rs, s, 2, "guild_hall") == 10 - 2


@pytest.mark.rule("building.builders-office", "illegal")
def test_builders_office_never_the_other_way_round():
    game = nobles_game(3, ["builders_office", "hospice", "guild_hall"], players={
        1: {"city": [{"builders_office": 1}]}, 2: {"city": [{"builders_office": NOBLE}]}})
    rs, s = game.ruleset, game.state
    assert price(rs, s, 1, "guild_hall") == 10
    assert price(rs, s, 2, "hospice") == 4
    game = nobles_game(3, ["builders_office", "hospice"], players={1: {"city": ["builders_office"]}})
    assert price(game.ruleset, game.state, 1, "hospice") == 4


# -- royal supplier ----------------------------------------------------------------------------------
@pytest.mark.rule("building.royal-supplier", "legal")
def test_royal_supplier_trades_one_barrel_per_noble_for_points_before_loading():
    game = nobles_game(3, ["royal_supplier"], governor=0, players={1: {
        "vp": 0, "goods": {"corn": 2, "indigo": 1, "sugar": 1},
        "city": [{"royal_supplier": 1}], "san_juan": {"colonists": 0, "nobles": 2}}})
    game.apply({"player": 0, "choose_role": "captain"})
    assert game.turn == 1 and game.state.stage == "royal_supplier"
    events = game.apply({"player": 1, "royal_supplier": ["corn", "indigo"]})
    assert "building.royal-supplier" in rules_of(events)
    p = game.state.players[1]
    assert p.vp == 2 and p.goods[:3] == [1, 0, 1]
    game.apply({"player": 1, "ship": "corn", "on": 6})  # then loading as usual
    assert game.state.players[1].vp == 3


@pytest.mark.rule("building.royal-supplier", "illegal")
def test_royal_supplier_different_goods_one_per_noble_and_only_before_loading():
    game = nobles_game(3, ["royal_supplier"], governor=0, players={1: {
        "vp": 0, "goods": {"corn": 2, "indigo": 1, "sugar": 1},
        "city": [{"royal_supplier": NOBLE}], "san_juan": NOBLE}})
    game.apply({"player": 0, "choose_role": "captain"})
    e = refused(game, {"player": 1, "royal_supplier": ["corn", "corn"]})
    assert e.rule_id == "building.royal-supplier" and "different" in e.why
    e = refused(game, {"player": 1, "royal_supplier": ["corn", "indigo", "sugar"]})
    assert e.rule_id == "building.royal-supplier"
    game.apply({"player": 1, "pass": True})
    game.apply({"player": 1, "ship": "corn", "on": 6})
    e = game.explain({"player": 1, "royal_supplier": ["sugar"]})
    assert not e.legal


# -- villa -------------------------------------------------------------------------------------------
def _mayor_places(game, seat: int = 0) -> list:
    """The seat lays its workers (one on its indigo plantation) and confirms: the next seat's
    first mayor turn begins. The events of that confirm."""
    game.apply({"player": seat, "put": "indigo"})
    return game.apply({"player": seat, "confirm": True})


@pytest.mark.rule("building.villa", "legal")
def test_villa_brings_a_noble_from_the_supply_at_the_owners_first_mayor_turn_or_else_a_colonist():
    game = nobles_game(3, ["villa"], governor=0, colonist_ship=3, supply={"nobles": 5, "colonists": 20},
                       players={1: {"city": [{"villa": 1}]}})
    events = game.apply({"player": 0, "choose_role": "mayor"})
    assert "building.villa" not in rules_of(events) and game.state.noble_supply == 5  # not as the phase opens
    events = _mayor_places(game)
    assert game.turn == 1 and "building.villa" in rules_of(events)
    assert game.state.players[1].san_juan_nobles == 1 and game.state.noble_supply == 4
    game = nobles_game(3, ["villa"], governor=0, colonist_ship=3, supply={"nobles": 0, "colonists": 20},
                       players={1: {"city": [{"villa": NOBLE}]}})
    game.apply({"player": 0, "choose_role": "mayor"})
    _mayor_places(game)
    assert game.state.players[1].san_juan == 1 + 1  # from the supply, and one from the ship


@pytest.mark.rule("building.villa", "legal")
def test_the_villa_worker_may_be_given_back_at_that_turn_until_a_worker_is_placed():
    game = nobles_game(3, ["villa"], governor=0, colonist_ship=3, supply={"nobles": 0, "colonists": 20},
                       players={1: {"city": [{"villa": 1}]}})
    game.apply({"player": 0, "choose_role": "mayor"})
    _mayor_places(game)
    supply = game.state.colonist_supply
    assert {"player": 1, "decline": "villa"} in game.legal_actions()  # a control for it
    game.apply({"player": 1, "decline": "villa"})  # the colonist (no noble left) goes back
    assert game.state.colonist_supply == supply + 1 and game.state.players[1].san_juan == 1
    assert refused(game, {"player": 1, "decline": "villa"}).rule_id == "building.villa"
    other = nobles_game(3, ["villa"], governor=0, colonist_ship=3, supply={"nobles": 5, "colonists": 20},
                        players={1: {"city": [{"villa": 1}]}})
    other.apply({"player": 0, "choose_role": "mayor"})
    _mayor_places(other)
    other.apply({"player": 1, "put": "indigo", "noble": True})
    assert refused(other, {"player": 1, "decline": "villa"}).rule_id == "building.villa"
    assert other.state.noble_supply == 4


@pytest.mark.rule("building.villa", "illegal")
def test_villa_needs_a_worker_and_never_takes_the_ships_noble():
    game = nobles_game(3, ["villa"], governor=0, colonist_ship={"colonists": 2, "nobles": 1},
                       supply={"nobles": 5}, players={1: {"city": [{"villa": 1}]}, 2: {"city": ["villa"]}})
    game.apply({"player": 0, "choose_role": "mayor"})
    assert game.state.noble_ship == 1 and game.state.noble_supply == 5
    game.apply({"player": 0, "take": "noble"})
    _mayor_places(game)
    assert game.state.noble_ship == 0 and game.state.noble_supply == 4
    assert game.state.players[2].san_juan_nobles == 0


# -- jeweler -----------------------------------------------------------------------------------------
@pytest.mark.rule("building.jeweler", "legal")
def test_jeweler_pays_a_doubloon_per_noble_and_counts_for_the_guild_hall():
    game = nobles_game(3, ["jeweler", "guild_hall"], governor=0, players={1: {
        "doubloons": 0, "island": [{"corn": NOBLE}], "city": [{"jeweler": NOBLE}, {"guild_hall": 1}],
        "san_juan": NOBLE}})
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert game.state.players[1].doubloons == 3
    assert game.score_breakdown()[1]["bonuses"]["guild_hall"] == 2


@pytest.mark.rule("building.jeweler", "illegal")
def test_jeweler_pays_nothing_unmanned_or_without_nobles():
    game = nobles_game(3, ["jeweler"], governor=0, players={
        1: {"doubloons": 0, "city": ["jeweler"], "san_juan": NOBLE},
        2: {"doubloons": 0, "city": [{"jeweler": 1}]}})
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert game.state.players[1].doubloons == 0 and game.state.players[2].doubloons == 0


# -- royal garden ------------------------------------------------------------------------------------
@pytest.mark.rule("building.royal-garden", "legal")
def test_royal_garden_makes_each_noble_worth_two():
    game = nobles_game(3, ["royal_garden"], players={0: {
        "vp": 0, "island": [{"corn": NOBLE}], "city": [{"royal_garden": 1}], "san_juan": {"colonists": 0, "nobles": 2}}})
    b = game.score_breakdown()[0]
    assert b["bonuses"] == {"royal_garden": 3} and b["total"] == 4 + 3 + 3


@pytest.mark.rule("building.royal-garden", "illegal")
def test_royal_garden_needs_a_worker():
    game = nobles_game(3, ["royal_garden"], players={0: {
        "vp": 0, "island": [{"corn": NOBLE}], "city": ["royal_garden"], "san_juan": NOBLE}})
    b = game.score_breakdown()[0]
    assert b["bonus"] == 0 and b["total"] == 4 + 2


@pytest.mark.rule("building.black-market", "legal")
def test_a_noble_may_pay_at_the_black_market_when_no_colonist_stands_there():
    from puertorico_nb.rulings.position import build_game
    game = build_game({"players": 3, "expansions": ["nobles"], "buildings": ["black_market", "harbor"],
                       "setup": {"players": {0: {"doubloons": 6, "city": [{"black_market": 1}],
                                                 "island": [{"corn": {"colonists": 0, "nobles": 1}}]}}}})
    game.apply({"player": 0, "choose_role": "builder"})
    nobles_before = game.state.noble_supply
    game.apply({"player": 0, "build": "harbor", "black_market": {"colonist": "corn"}})
    p = game.state.players[0]
    assert p.doubloons == 0 and p.nobles() == 0 and game.state.noble_supply == nobles_before + 1
