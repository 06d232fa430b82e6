"""Expansion I, New Buildings (Korean rulebook, 확장판 1: 새로운 건물들): the draft and the fourteen
new buildings, with the book's examples (forest house price, guest house, specialty factory,
union hall, cloister)."""
from __future__ import annotations

import pytest

from puertorico_nb.games.puerto_rico import Game, Options
from puertorico_nb.games.puerto_rico.roles.builder import price
from puertorico_nb.rulings.position import SetupError, build_game

from .helpers import refused

FULL_SHIPS = [{"capacity": 4, "coffee": 4}, {"capacity": 5, "tobacco": 5}]  # nobody can load


def nb(players: int, buildings, seed: int = 0, /, **setup):
    """A New Buildings game with exactly these violet kinds on the board, overlaid with `setup`."""
    return build_game({"players": players, "seed": seed, "expansions": ["new_buildings"],
                       "buildings": list(buildings), "setup": setup})


def goods(game, seat):
    return dict(zip(("corn", "indigo", "sugar", "tobacco", "coffee"), game.state.players[seat].goods))


def rules_of(events):
    return [e.rule for e in events]


# -- the draft ------------------------------------------------------------------------------------
def _draft_game(players=3, governor=0):
    return Game(players, seed=0, governor=governor, expansions=("new_buildings",),
                options=Options(selection="draft"))


@pytest.mark.rule("setup.draft", "legal")
def test_the_draft_fills_the_board_from_the_start_player_on():
    game = _draft_game(3, governor=1)
    assert (game.phase, game.turn) == ("draft", 1)
    game.apply({"player": 1, "draft": "small_market"})
    assert game.turn == 2
    assert game.state.building_stock("small_market") == 2  # a small kind comes as a pair with 3 players
    game.apply({"player": 2, "draft": "guild_hall"})
    assert game.state.building_stock("guild_hall") == 1  # a large kind once
    game.apply({"player": 0, "draft": "forest_house"})
    game.apply({"player": 1, "draft": "black_market"})  # cost 2 has two spaces
    picks = 4
    while game.phase == "draft":
        game.apply(next(iter(game.legal_actions())))
        picks += 1
    # 12 small spaces and 5 large ones, then the first round starts with the governor
    assert picks == 17 and len(game.state.violet_in_play) == 17
    assert (game.phase, game.turn) == ("role_choice", 1)
    by_cost = {}
    for b in game.state.violet_in_play:
        cost = game.ruleset.building(b).cost
        by_cost[cost] = by_cost.get(cost, 0) + 1
    assert by_cost == {1: 1, 2: 2, 3: 1, 4: 1, 5: 2, 6: 1, 7: 1, 8: 2, 9: 1, 10: 5}


@pytest.mark.rule("setup.draft", "legal")
def test_with_two_players_a_drafted_small_kind_comes_once():
    game = _draft_game(2)
    game.apply({"player": 0, "draft": "harbor"})
    assert game.state.building_stock("harbor") == 1


@pytest.mark.rule("setup.draft", "illegal")
def test_the_draft_keeps_to_the_spaces_by_cost_and_kinds_left_out_cannot_be_built():
    game = _draft_game(3)
    game.apply({"player": 0, "draft": "aqueduct"})
    e = refused(game, {"player": 1, "draft": "small_market"})  # cost 1 has a single space
    assert e.rule_id == "setup.draft" and "costing 1" in e.why
    e = refused(game, {"player": 1, "draft": "aqueduct"})
    assert e.rule_id == "setup.draft"
    e = refused(game, {"player": 1, "draft": "indigo_plant"})  # production buildings are not drafted
    assert e.rule_id == "setup.draft"
    e = refused(game, {"player": 1, "choose_role": "builder"})  # no round before the draft is over
    assert e.rule_id == "action.wrong-phase"
    # a kind nobody drafted never reaches the board
    game = nb(3, ["aqueduct"], governor=0, players={0: {"doubloons": 5}})
    game.apply({"player": 0, "choose_role": "builder"})
    e = refused(game, {"player": 0, "build": "small_market"})
    assert e.rule_id == "builder.copies-left" and "not on the supply board" in e.why


# -- aqueduct ---------------------------------------------------------------------------------------
@pytest.mark.rule("building.aqueduct", "legal")
def test_aqueduct_adds_one_barrel_to_each_large_plant_that_produced():
    game = nb(3, ["aqueduct"], governor=0, players={1: {
        "island": [{"indigo": 1}, {"indigo": 1}, {"sugar": 1}],
        "city": [{"aqueduct": 1}, {"indigo_plant": 2}, {"sugar_mill": 1}]}})
    events = game.apply({"player": 0, "choose_role": "craftsman"})
    assert goods(game, 1)["indigo"] == 2 + 1 and goods(game, 1)["sugar"] == 1 + 1
    assert "building.aqueduct" in rules_of(events)


@pytest.mark.rule("building.aqueduct", "illegal")
def test_aqueduct_skips_the_small_plants_and_needs_a_colonist():
    game = nb(3, ["aqueduct"], governor=0, players={1: {
        "island": [{"indigo": 1}, {"sugar": 1}],
        "city": [{"aqueduct": 1}, {"small_indigo_plant": 1}, {"small_sugar_mill": 1}]}})
    events = game.apply({"player": 0, "choose_role": "craftsman"})
    assert goods(game, 1)["indigo"] == 1 and goods(game, 1)["sugar"] == 1
    assert "building.aqueduct" not in rules_of(events)
    game = nb(3, ["aqueduct"], governor=0, players={1: {
        "island": [{"indigo": 1}, {"indigo": 1}], "city": ["aqueduct", {"indigo_plant": 2}]}})
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert goods(game, 1)["indigo"] == 2
    # a large plant that made nothing earns nothing
    game = nb(3, ["aqueduct"], governor=0, players={1: {
        "island": ["indigo"], "city": [{"aqueduct": 1}, {"indigo_plant": 2}]}})
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert goods(game, 1)["indigo"] == 0


# -- forest house -----------------------------------------------------------------------------------
@pytest.mark.rule("building.forest-house", "legal")
def test_forest_house_lays_the_plantation_face_down_as_a_forest():
    game = nb(3, ["forest_house", "hospice"], governor=0, plantations=["coffee", "sugar", "corn", "indigo"],
              players={0: {"city": [{"forest_house": 1}, {"hospice": 1}]}})
    game.apply({"player": 0, "choose_role": "settler"})
    game.apply({"player": 0, "settle": "coffee", "forest": True})
    p = game.state.players[0]
    assert p.island[-1] == "forest" and "coffee" not in game.state.face_up
    # the hospice colonist cannot stand on a forest: it waits in San Juan
    assert p.island_workers[-1] == 0 and p.san_juan == 1


@pytest.mark.rule("building.forest-house", "legal")
@pytest.mark.rule("builder.quarry-discount", "legal")
@pytest.mark.parametrize("manned", (1, 0))
def test_the_books_forest_house_price_example(manned):
    # four forests, two manned quarries, the builder's privilege: a large warehouse costs 1,
    # and the forests count whether the forest house is manned or not
    game = nb(3, ["forest_house", "large_warehouse"], governor=0, players={0: {
        "doubloons": 1, "island": ["forest"] * 4 + [{"quarry": 1}, {"quarry": 1}],
        "city": [{"forest_house": manned}]}})
    game.apply({"player": 0, "choose_role": "builder"})
    assert price(game.ruleset, game.state, 0, "large_warehouse") == 6 - 2 - 1 - 2 == 1
    game.apply({"player": 0, "build": "large_warehouse"})
    assert game.state.players[0].doubloons == 0


@pytest.mark.rule("building.forest-house", "illegal")
def test_no_forest_without_a_manned_forest_house_and_never_a_quarry():
    game = nb(3, ["forest_house"], governor=0, plantations=["coffee", "sugar", "corn", "indigo"],
              players={0: {"city": ["forest_house"]}, 1: {"city": [{"forest_house": 1}]}})
    game.apply({"player": 0, "choose_role": "settler"})
    e = refused(game, {"player": 0, "settle": "coffee", "forest": True})
    assert e.rule_id == "building.forest-house"
    game.apply({"player": 0, "settle": "coffee"})
    e = refused(game, {"player": 1, "settle": "quarry", "forest": True})
    assert e.rule_id == "building.forest-house"
    # a forest holds no colonist, and three forests are worth only one doubloon off
    game = nb(3, ["forest_house"], governor=0, players={0: {
        "island": ["forest", "forest", "forest"], "city": ["forest_house"], "san_juan": 1}})
    game.apply({"player": 0, "choose_role": "mayor"})
    e = refused(game, {"player": 0, "place": {"island": [{"forest": 1}, "forest", "forest"], "city": [{"forest_house": 1}]}})
    assert e.rule_id == "mayor.space-capacity"
    game = nb(3, ["forest_house", "hospice"], governor=0, players={0: {"island": ["forest"] * 3,
                                                                       "city": ["forest_house"]}})
    assert price(game.ruleset, game.state, 0, "hospice") == 4 - 1


# -- black market -----------------------------------------------------------------------------------
@pytest.mark.rule("building.black-market", "legal")
def test_black_market_makes_up_three_doubloons_in_kind():
    game = nb(3, ["black_market", "large_warehouse"], governor=0, supply={"colonists": 10, "vp": 40},
              players={1: {"doubloons": 3, "vp": 1, "goods": {"corn": 1}, "san_juan": 1,
                           "city": [{"black_market": 1}]}})
    game.apply({"player": 0, "choose_role": "builder"})
    game.apply({"player": 0, "pass": True})
    corn = game.state.goods_supply[0]
    events = game.apply({"player": 1, "build": "large_warehouse",
                         "black_market": {"colonist": "san_juan", "good": "corn", "vp": True}})
    p = game.state.players[1]
    assert (p.doubloons, p.vp, p.goods[0], p.san_juan) == (0, 0, 0, 0)
    assert "large_warehouse" in p.city
    assert game.state.colonist_supply == 11 and game.state.vp_supply == 41 and game.state.goods_supply[0] == corn + 1
    assert rules_of(events).count("building.black-market") == 3


@pytest.mark.rule("building.black-market", "illegal")
def test_black_market_only_when_short_every_doubloon_spent_and_never_its_own_colonist():
    game = nb(3, ["black_market", "large_warehouse", "office"], governor=0, players={1: {
        "doubloons": 5, "vp": 2, "goods": {"corn": 1, "sugar": 1}, "island": [{"corn": 1}],
        "city": [{"black_market": 1}]}})
    game.apply({"player": 0, "choose_role": "builder"})
    game.apply({"player": 0, "pass": True})
    # the office (5) is affordable: no paying in kind
    e = refused(game, {"player": 1, "build": "office", "black_market": {"good": "corn"}})
    assert e.rule_id == "building.black-market"
    # short by 1 for the large warehouse: one item, not two (no doubloon may be left)
    e = refused(game, {"player": 1, "build": "large_warehouse", "black_market": {"good": "corn", "vp": True}})
    assert e.rule_id == "building.black-market"
    e = refused(game, {"player": 1, "build": "large_warehouse", "black_market": {"colonist": "black_market"}})
    assert e.rule_id == "building.black-market" and "own colonist" in e.why
    # short by four is more than the black market can make up
    game = nb(3, ["black_market", "large_warehouse"], governor=0, players={1: {
        "doubloons": 2, "vp": 2, "goods": {"corn": 1}, "san_juan": 1, "city": [{"black_market": 1}]}})
    game.apply({"player": 0, "choose_role": "builder"})
    game.apply({"player": 0, "pass": True})
    e = refused(game, {"player": 1, "build": "large_warehouse",
                       "black_market": {"colonist": "san_juan", "good": "corn", "vp": True}})
    assert e.rule_id == "builder.afford"


# -- storehouse -------------------------------------------------------------------------------------
def _storage(game, keeper):
    game.apply({"player": 0, "choose_role": "captain"})
    assert game.turn == keeper and game.legal_actions()


@pytest.mark.rule("building.storehouse", "legal")
def test_storehouse_keeps_three_more_barrels_of_any_goods():
    game = nb(3, ["storehouse"], governor=0, ships=FULL_SHIPS, players={1: {
        "goods": {"corn": 2, "indigo": 1, "sugar": 2}, "city": [{"storehouse": 1}]}})
    _storage(game, 1)
    assert game.explain({"player": 1, "keep": {"corn": 2, "indigo": 1, "sugar": 1}}).rule == "building.storehouse"
    game.apply({"player": 1, "keep": {"corn": 2, "indigo": 1, "sugar": 1}})
    assert goods(game, 1) == {"corn": 2, "indigo": 1, "sugar": 1, "tobacco": 0, "coffee": 0}


@pytest.mark.rule("building.storehouse", "illegal")
def test_storehouse_keeps_no_more_than_four_and_needs_a_colonist():
    game = nb(3, ["storehouse"], governor=0, ships=FULL_SHIPS, players={1: {
        "goods": {"corn": 2, "indigo": 1, "sugar": 2}, "city": [{"storehouse": 1}]}})
    _storage(game, 1)
    e = refused(game, {"player": 1, "keep": {"corn": 2, "indigo": 1, "sugar": 2}})
    assert e.rule_id == "captain.storage"
    assert game.explain({"player": 1, "confirm": True}).legal  # by default less may be kept, even nothing
    filled = build_game({"players": 3, "expansions": ["new_buildings"], "buildings": ["storehouse"],
                         "options": {"full_storage": True}, "setup": {"governor": 0, "ships": FULL_SHIPS, "players": {
                             1: {"goods": {"corn": 2, "indigo": 1, "sugar": 2}, "city": [{"storehouse": 1}]}}}})
    _storage(filled, 1)
    e = refused(filled, {"player": 1, "confirm": True})  # nothing set aside yet
    assert e.why == "your storage still has room (it holds 4 barrels): keep 4 more barrels; which ones is your choice"
    game = nb(3, ["storehouse"], governor=0, ships=FULL_SHIPS, players={1: {
        "goods": {"corn": 2, "indigo": 1, "sugar": 2}, "city": ["storehouse"]}})
    _storage(game, 1)
    e = refused(game, {"player": 1, "keep": {"corn": 2, "indigo": 1, "sugar": 1}})
    assert e.rule_id == "captain.storage"


# -- guest house ------------------------------------------------------------------------------------
@pytest.mark.rule("building.guest-house", "legal")
@pytest.mark.rule("building.library", "legal")
def test_the_books_guest_house_example():
    # late in the captain phase one guest goes to the storehouse and three more barrels are kept;
    # the player then chooses the trader, sends the second guest to the library and gets the
    # trader's privilege twice
    game = nb(3, ["guest_house", "storehouse", "library"], governor=0, ships=FULL_SHIPS, players={1: {
        "doubloons": 0, "goods": {"corn": 2, "indigo": 1, "sugar": 2},
        "city": [{"guest_house": 2}, "storehouse", "library"]}})
    _storage(game, 1)
    events = game.apply({"player": 1, "guest": "storehouse"})
    assert rules_of(events) == ["building.guest-house"]
    assert game.turn == 1  # a move between decisions: the same player still decides
    game.apply({"player": 1, "keep": {"corn": 2, "indigo": 1, "sugar": 1}})
    assert sum(game.state.players[1].goods) == 4
    game.apply({"player": 1, "choose_role": "trader"})
    game.apply({"player": 1, "guest": "library"})
    game.apply({"player": 1, "sell": "indigo"})
    assert game.state.players[1].doubloons == 1 + 2
    p = game.state.players[1]
    assert p.city_workers == [0, 1, 1]


@pytest.mark.rule("building.guest-house", "illegal")
def test_guests_need_an_empty_space_and_stay_until_the_next_mayor_phase():
    game = nb(3, ["guest_house", "storehouse"], governor=0, players={
        0: {"city": [{"guest_house": 1}, {"storehouse": 1}], "island": [{"corn": 1}, "indigo"]},
        1: {"city": ["guest_house"]}})
    e = refused(game, {"player": 0, "guest": "storehouse"})  # already occupied
    assert e.rule_id == "building.guest-house"
    e = refused(game, {"player": 0, "guest": "harbor"})  # not in the player's city
    assert e.rule_id == "building.guest-house"
    e = refused(game, {"player": 0, "guest": ["indigo", "indigo"]})  # one guest, one indigo space
    assert e.rule_id == "building.guest-house"
    e = refused(game, {"player": 1, "guest": "indigo"})  # nobody waits in player 1's guest house
    assert e.rule_id == "building.guest-house"
    game.apply({"player": 0, "guest": "indigo"})
    e = refused(game, {"player": 0, "guest": "corn"})  # the guest has moved and stays put
    assert e.rule_id == "building.guest-house"
    # the guest house has two circles
    game = nb(3, ["guest_house"], governor=0, players={0: {"city": ["guest_house"], "san_juan": 3}})
    game.apply({"player": 0, "choose_role": "mayor"})
    e = refused(game, {"player": 0, "place": {"city": [{"guest_house": 3}]}})
    assert e.rule_id == "mayor.space-capacity"


# -- trading post -----------------------------------------------------------------------------------
@pytest.mark.rule("building.trading-post", "legal")
def test_trading_post_sells_to_the_supply_at_the_price_with_the_privilege():
    game = nb(3, ["trading_post", "small_market"], governor=0, trading_house=["coffee", "corn", "sugar"],
              players={0: {"doubloons": 0, "goods": {"coffee": 1}, "city": [{"trading_post": 1}, {"small_market": 1}]},
                       1: {"doubloons": 0, "goods": {"coffee": 1}, "city": [{"trading_post": 1}]}})
    coffee = game.state.goods_supply[4]
    game.apply({"player": 0, "choose_role": "trader"})
    # the trading house refuses a second coffee, but the trading post does not use it
    events = game.apply({"player": 0, "sell": "coffee", "via": "trading_post"})
    assert "building.trading-post" in rules_of(events)
    assert game.state.players[0].doubloons == 4 + 1  # price and privilege, no small-market doubloon
    assert game.state.goods_supply[4] == coffee + 1 and len(game.state.trading_house) == 3
    game.apply({"player": 1, "sell": "coffee", "via": "trading_post"})
    assert game.state.players[1].doubloons == 4


@pytest.mark.rule("building.trading-post", "illegal")
def test_trading_post_needs_a_colonist_and_sells_one_barrel_per_turn():
    game = nb(3, ["trading_post"], governor=0, players={
        0: {"goods": {"coffee": 2}, "city": [{"trading_post": 1}]},
        1: {"goods": {"coffee": 1}, "city": ["trading_post"]}})
    game.apply({"player": 0, "choose_role": "trader"})
    game.apply({"player": 0, "sell": "coffee", "via": "trading_post"})
    assert game.turn == 1  # one sale, instead of the trading house, not besides it
    e = refused(game, {"player": 1, "sell": "coffee", "via": "trading_post"})
    assert e.rule_id == "building.trading-post"


# -- church -----------------------------------------------------------------------------------------
@pytest.mark.rule("building.church", "legal")
def test_church_pays_one_point_for_columns_two_and_three_and_two_for_column_four():
    game = nb(3, ["church", "harbor", "guild_hall", "hospice"], governor=0, players={
        0: {"doubloons": 20, "vp": 0, "city": [{"church": 1}]},
        1: {"doubloons": 20, "vp": 0, "city": [{"church": 1}]}})
    game.apply({"player": 0, "choose_role": "builder"})
    events = game.apply({"player": 0, "build": "harbor"})  # column 3
    assert "building.church" in rules_of(events)
    game.apply({"player": 1, "build": "guild_hall"})  # column 4
    assert [p.vp for p in game.state.players] == [1, 2, 0]
    game = nb(3, ["church", "hospice"], governor=0, players={0: {"doubloons": 20, "vp": 0, "city": [{"church": 1}]}})
    game.apply({"player": 0, "choose_role": "builder"})
    game.apply({"player": 0, "build": "hospice"})  # column 2
    assert game.state.players[0].vp == 1


@pytest.mark.rule("building.church", "illegal")
def test_church_pays_nothing_for_itself_for_column_one_or_unmanned():
    game = nb(3, ["church", "small_market", "university"], governor=0, players={
        0: {"doubloons": 20, "vp": 0, "city": [{"university": 1}]},
        1: {"doubloons": 20, "vp": 0, "city": [{"church": 1}]}})
    game.apply({"player": 0, "choose_role": "builder"})
    game.apply({"player": 0, "build": "church"})  # the university puts a colonist on it at once
    assert game.state.players[0].city_workers[-1] == 1
    game.apply({"player": 1, "build": "small_market"})  # column 1
    assert [p.vp for p in game.state.players] == [0, 0, 0]
    game = nb(3, ["church", "harbor"], governor=0, players={0: {"doubloons": 20, "vp": 0, "city": ["church"]}})
    game.apply({"player": 0, "choose_role": "builder"})
    game.apply({"player": 0, "build": "harbor"})
    assert game.state.players[0].vp == 0


# -- small wharf ------------------------------------------------------------------------------------
@pytest.mark.rule("building.small-wharf", "legal")
def test_small_wharf_ships_a_mix_for_a_point_per_two_barrels_beside_the_wharf():
    game = nb(3, ["small_wharf", "wharf"], governor=0, ships=FULL_SHIPS, players={1: {
        "vp": 0, "goods": {"corn": 3, "sugar": 2, "indigo": 2}, "city": [{"small_wharf": 1}, {"wharf": 1}]}})
    game.apply({"player": 0, "choose_role": "captain"})
    assert game.turn == 1
    events = game.apply({"player": 1, "ship": {"sugar": 2, "indigo": 1}, "on": "small_wharf"})
    assert "building.small-wharf" in rules_of(events)
    assert game.state.players[1].vp == 1  # three barrels: one point
    game.apply({"player": 1, "ship": "corn", "on": "wharf"})
    assert game.state.players[1].vp == 1 + 3
    assert goods(game, 1)["indigo"] == 1  # the small wharf need not take everything


@pytest.mark.rule("building.small-wharf", "illegal")
def test_small_wharf_ships_once_needs_a_colonist_and_earns_no_harbor_point():
    game = nb(3, ["small_wharf", "harbor"], governor=0, ships=[{"capacity": 4, "coffee": 4}, {"capacity": 5}],
              players={1: {"vp": 0, "goods": {"corn": 4, "sugar": 2}, "city": [{"small_wharf": 1}, {"harbor": 1}]}})
    game.apply({"player": 0, "choose_role": "captain"})
    e = refused(game, {"player": 1, "ship": {"corn": 5}, "on": "small_wharf"})
    assert e.rule_id == "building.small-wharf"
    game.apply({"player": 1, "ship": {"corn": 4}, "on": "small_wharf"})
    assert game.state.players[1].vp == 2  # no harbor point for a small-wharf load (default)
    assert game.turn == 1  # nobody else can load
    e = refused(game, {"player": 1, "ship": "sugar", "on": "small_wharf"})
    assert e.rule_id == "building.small-wharf" and "once" in e.why
    game.apply({"player": 1, "ship": "sugar", "on": 5})
    assert game.state.players[1].vp == 2 + 2 + 1  # a cargo ship load earns the harbor point
    game = nb(3, ["small_wharf"], governor=0, players={1: {"goods": {"corn": 2}, "city": ["small_wharf"]}})
    game.apply({"player": 0, "choose_role": "captain"})
    e = refused(game, {"player": 1, "ship": "corn", "on": "small_wharf"})
    assert e.rule_id == "building.small-wharf"


# -- lighthouse -------------------------------------------------------------------------------------
@pytest.mark.rule("building.lighthouse", "legal")
def test_lighthouse_pays_the_captain_and_every_load():
    game = nb(3, ["lighthouse"], governor=0, players={
        0: {"doubloons": 0, "city": [{"lighthouse": 1}]},
        1: {"doubloons": 0, "goods": {"corn": 2}, "city": [{"lighthouse": 1}]}})
    events = game.apply({"player": 0, "choose_role": "captain"})
    assert game.state.players[0].doubloons == 1  # chose the captain, shipped nothing
    assert "building.lighthouse" in rules_of(events)
    game.apply({"player": 1, "ship": "corn", "on": 6})
    assert game.state.players[1].doubloons == 1


@pytest.mark.rule("building.lighthouse", "illegal")
def test_lighthouse_pays_nothing_without_captain_or_load_or_colonist():
    game = nb(3, ["lighthouse"], governor=0, players={
        0: {"doubloons": 0, "city": ["lighthouse"]},
        1: {"doubloons": 0, "city": [{"lighthouse": 1}]},
        2: {"doubloons": 0, "goods": {"corn": 2}}})
    game.apply({"player": 0, "choose_role": "captain"})
    game.apply({"player": 2, "ship": "corn", "on": 6})
    assert [p.doubloons for p in game.state.players] == [0, 0, 0]
    game = nb(3, ["lighthouse"], governor=0, players={1: {"doubloons": 0, "goods": {"corn": 2},
                                                          "city": ["lighthouse"]}})
    game.apply({"player": 0, "choose_role": "captain"})
    game.apply({"player": 1, "ship": "corn", "on": 6})
    assert game.state.players[1].doubloons == 0


# -- specialty factory ------------------------------------------------------------------------------
@pytest.mark.rule("building.specialty-factory", "legal")
def test_the_books_specialty_factory_example():
    # corn 4, sugar 3, coffee 2: the most of one good other than corn is 3 sugar, so 3 - 1 = 2
    game = nb(3, ["specialty_factory"], governor=0, players={1: {
        "doubloons": 0,
        "island": [{"corn": 1}] * 4 + [{"sugar": 1}] * 3 + [{"coffee": 1}] * 2,
        "city": [{"sugar_mill": 3}, {"coffee_roaster": 2}, {"specialty_factory": 1}]}})
    events = game.apply({"player": 0, "choose_role": "craftsman"})
    assert goods(game, 1) == {"corn": 4, "indigo": 0, "sugar": 3, "tobacco": 0, "coffee": 2}
    assert game.state.players[1].doubloons == 2
    assert "building.specialty-factory" in rules_of(events)


@pytest.mark.rule("building.specialty-factory", "legal")
def test_specialty_factory_counts_the_craftsmans_extra_barrel():
    game = nb(3, ["specialty_factory"], governor=0, players={0: {
        "doubloons": 0, "island": [{"sugar": 1}] * 3, "city": [{"sugar_mill": 3}, {"specialty_factory": 1}]}})
    game.apply({"player": 0, "choose_role": "craftsman"})
    game.apply({"player": 0, "bonus": "sugar"})
    assert game.state.players[0].doubloons == 4 - 1


@pytest.mark.rule("building.specialty-factory", "illegal")
def test_specialty_factory_ignores_corn_and_needs_a_colonist():
    game = nb(3, ["specialty_factory"], governor=0, players={
        1: {"doubloons": 0, "island": [{"corn": 1}] * 4, "city": [{"specialty_factory": 1}]},
        2: {"doubloons": 0, "island": [{"sugar": 1}] * 3, "city": [{"sugar_mill": 3}, "specialty_factory"]}})
    game.apply({"player": 0, "choose_role": "craftsman"})
    assert game.state.players[1].doubloons == 0
    assert game.state.players[2].doubloons == 0


# -- library ----------------------------------------------------------------------------------------
@pytest.mark.rule("building.library", "legal")
def test_library_settler_takes_a_second_tile_after_everyone_else():
    game = nb(3, ["library"], governor=0, plantations=["coffee", "sugar", "corn", "indigo"],
              players={0: {"city": [{"library": 1}]}})
    game.apply({"player": 0, "choose_role": "settler"})
    game.apply({"player": 0, "settle": "quarry"})
    game.apply({"player": 1, "settle": "sugar"})
    game.apply({"player": 2, "settle": "corn"})
    assert game.turn == 0
    events = game.apply({"player": 0, "settle": "coffee"})
    assert "building.library" in rules_of(events)
    assert game.state.players[0].island[1:] == ["quarry", "coffee"]


@pytest.mark.rule("building.library", "legal")
def test_library_doubles_the_craftsman_and_trader_privileges():
    game = nb(3, ["library"], governor=0, players={0: {
        "doubloons": 0, "island": [{"corn": 1}, {"indigo": 1}],
        "city": [{"library": 1}, {"small_indigo_plant": 1}]}})
    game.apply({"player": 0, "choose_role": "craftsman"})
    game.apply({"player": 0, "bonus": "corn"})
    game.apply({"player": 0, "bonus": "indigo"})  # one each of two goods
    assert goods(game, 0)["corn"] == 2 and goods(game, 0)["indigo"] == 2
    game = nb(3, ["library"], governor=0, players={0: {"doubloons": 0, "goods": {"indigo": 1},
                                                       "city": [{"library": 1}]}})
    game.apply({"player": 0, "choose_role": "trader"})
    game.apply({"player": 0, "sell": "indigo"})
    assert game.state.players[0].doubloons == 1 + 2


@pytest.mark.rule("building.library", "legal")
def test_library_doubles_the_other_privileges_our_reading():
    setup = {"governor": 0, "supply": {"colonists": 30}, "colonist_ship": 3,
             "players": {0: {"doubloons": 10, "vp": 0, "goods": {"corn": 1}, "city": [{"library": 1}]}}}
    game = build_game({"players": 4, "expansions": ["new_buildings"], "buildings": ["library", "hospice"],
                       "setup": setup})
    game.apply({"player": 0, "choose_role": "prospector"})
    assert game.state.players[0].doubloons == 12
    game = build_game({"players": 4, "expansions": ["new_buildings"], "buildings": ["library", "hospice"],
                       "setup": setup})
    game.apply({"player": 0, "choose_role": "mayor"})
    assert game.state.players[0].san_juan == 2 + 1  # two privilege colonists and one from the ship
    game = build_game({"players": 4, "expansions": ["new_buildings"], "buildings": ["library", "hospice"],
                       "setup": setup})
    game.apply({"player": 0, "choose_role": "builder"})
    assert price(game.ruleset, game.state, 0, "hospice") == 4 - 2
    game = build_game({"players": 4, "expansions": ["new_buildings"], "buildings": ["library", "hospice"],
                       "setup": setup})
    game.apply({"player": 0, "choose_role": "captain"})
    game.apply({"player": 0, "ship": "corn", "on": 7})
    assert game.state.players[0].vp == 1 + 2


@pytest.mark.rule("building.library", "illegal")
def test_library_second_tile_is_no_quarry_and_brings_no_hospice_colonist():
    game = nb(3, ["library", "hospice"], governor=0, plantations=["coffee", "sugar", "corn", "indigo"],
              supply={"colonists": 20}, players={0: {"city": [{"library": 1}, {"hospice": 1}]}})
    game.apply({"player": 0, "choose_role": "settler"})
    game.apply({"player": 0, "settle": "coffee"})
    assert game.state.players[0].island_workers[-1] == 1  # the first tile gets its colonist
    game.apply({"player": 1, "settle": "sugar"})
    game.apply({"player": 2, "settle": "corn"})
    e = refused(game, {"player": 0, "settle": "quarry"})
    assert e.rule_id == "settler.quarry-privilege" and "library" in e.why
    e = refused(game, {"player": 0, "settle": "indigo", "hospice": True})
    assert e.rule_id == "building.hospice"
    game.apply({"player": 0, "settle": "indigo"})
    assert game.state.players[0].island_workers[-1] == 0
    # an unmanned library doubles nothing
    game = nb(3, ["library"], governor=0, players={0: {"doubloons": 0, "goods": {"indigo": 1}, "city": ["library"]}})
    game.apply({"player": 0, "choose_role": "trader"})
    game.apply({"player": 0, "sell": "indigo"})
    assert game.state.players[0].doubloons == 1 + 1


@pytest.mark.rule("building.library", "legal")
def test_library_second_tile_may_be_a_quarry_with_a_construction_hut():
    game = nb(3, ["library", "construction_hut"], governor=0, plantations=["coffee", "sugar", "corn", "indigo"],
              players={0: {"city": [{"library": 1}, {"construction_hut": 1}]}})
    game.apply({"player": 0, "choose_role": "settler"})
    game.apply({"player": 0, "settle": "quarry"})
    game.apply({"player": 1, "pass": True})
    game.apply({"player": 2, "pass": True})
    game.apply({"player": 0, "settle": "quarry"})
    assert game.state.players[0].island.count("quarry") == 2


# -- union hall -------------------------------------------------------------------------------------
@pytest.mark.rule("building.union-hall", "legal")
@pytest.mark.parametrize("held, points", (({"corn": 3, "indigo": 2, "coffee": 1}, 2), ({"corn": 4, "coffee": 2}, 3)))
def test_the_books_union_hall_examples(held, points):
    game = nb(3, ["union_hall"], governor=0, players={1: {"vp": 0, "goods": held, "city": [{"union_hall": 1}]}})
    events = game.apply({"player": 0, "choose_role": "captain"})
    # the captain has nothing to load; player 1's first turn starts with the union hall
    assert game.turn == 1 and game.state.players[1].vp == points
    assert "building.union-hall" in rules_of(events)


@pytest.mark.rule("building.union-hall", "illegal")
def test_union_hall_pays_once_and_needs_a_colonist():
    game = nb(3, ["union_hall"], governor=0, players={
        1: {"vp": 0, "goods": {"corn": 2, "indigo": 4}, "city": [{"union_hall": 1}]},
        2: {"vp": 0, "goods": {"corn": 4}, "city": ["union_hall"]}})
    game.apply({"player": 0, "choose_role": "captain"})
    assert game.state.players[1].vp == 3
    game.apply({"player": 1, "ship": "indigo", "on": 6})
    assert game.state.players[2].vp == 0  # unmanned
    game.apply({"player": 2, "ship": "corn", "on": 5})
    game.apply({"player": 1, "ship": "corn", "on": 5})
    assert game.state.players[1].vp == 3 + 4 + 1  # no second union-hall payment


# -- statue -----------------------------------------------------------------------------------------
@pytest.mark.rule("building.statue", "legal")
def test_statue_is_worth_eight_points_without_a_colonist():
    game = nb(3, ["statue"], governor=0, players={0: {"vp": 0, "city": ["statue"]}})
    b = game.score_breakdown()[0]
    assert (b["buildings"], b["bonus"], b["total"]) == (8, 0, 8)


@pytest.mark.rule("building.statue", "illegal")
def test_no_colonist_can_stand_on_the_statue():
    game = nb(3, ["statue"], governor=0, players={0: {"city": ["statue"], "island": [{"corn": 1}]}})
    game.apply({"player": 0, "choose_role": "mayor"})
    e = refused(game, {"player": 0, "place": {"island": [{"corn": 1}], "city": [{"statue": 1}]}})
    assert e.rule_id == "building.statue"
    with pytest.raises(SetupError):
        nb(3, ["statue"], players={0: {"city": [{"statue": 1}]}})


# -- cloister ---------------------------------------------------------------------------------------
CLOISTER_ISLAND = ["forest"] * 6 + ["quarry"] * 3 + ["corn", "corn", "coffee"]


@pytest.mark.rule("building.cloister", "legal")
def test_the_books_cloister_examples():
    # six forests, three quarries, two corn and a coffee: three sets, 1 + 2 + 3 = 6
    game = nb(3, ["cloister"], players={0: {"island": CLOISTER_ISLAND, "city": [{"cloister": 1}]}})
    assert game.score_breakdown()[0]["bonuses"] == {"cloister": 6}
    # a third corn instead of the coffee makes a fourth set: 10
    island = CLOISTER_ISLAND[:-1] + ["corn"]
    game = nb(3, ["cloister"], players={0: {"island": island, "city": [{"cloister": 1}]}})
    assert game.score_breakdown()[0]["bonuses"] == {"cloister": 10}


@pytest.mark.rule("building.cloister", "illegal")
def test_cloister_needs_three_of_a_kind_and_a_colonist():
    game = nb(3, ["cloister"], players={0: {"island": ["corn", "corn", "indigo", "indigo", "quarry", "quarry"],
                                            "city": [{"cloister": 1}]}})
    assert game.score_breakdown()[0]["bonuses"] == {"cloister": 0}
    game = nb(3, ["cloister"], players={0: {"island": CLOISTER_ISLAND, "city": ["cloister"]}})
    assert game.score_breakdown()[0]["bonus"] == 0


@pytest.mark.rule("building.forest-house", "legal")
def test_a_forest_house_owner_sees_the_hacienda_tile_before_choosing():
    from puertorico_nb.games.puerto_rico.roles.settler import hidden_tile_seen_by
    from puertorico_nb.rulings.position import build_game

    def game_with(city):
        g = build_game({"players": 3, "expansions": ["new_buildings"], "buildings": ["hacienda", "forest_house"],
                        "setup": {"plantation_stack": ["coffee"], "players": {0: {"city": city}}}})
        g.apply({"player": 0, "choose_role": "settler"})
        return g

    seer = game_with([{"hacienda": 1}, {"forest_house": 1}])
    assert hidden_tile_seen_by(seer.state, 0) == "coffee"
    assert hidden_tile_seen_by(seer.state, 1) is None  # not their turn
    seer.apply({"player": 0, "settle": "hidden", "forest": True})
    assert seer.state.players[0].island.count("forest") == 1 and seer.state.forest_goods == ["coffee"]
    assert hidden_tile_seen_by(seer.state, 0) is None  # drawn already
    blind = game_with([{"hacienda": 1}, "forest_house"])  # an unmanned forest house shows nothing
    assert hidden_tile_seen_by(blind.state, 0) is None
