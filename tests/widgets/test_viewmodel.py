"""The view model: exact numbers for known positions, and the verdicts on every offered choice."""
from __future__ import annotations

import json
import random

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.puerto_rico.render.viewmodel import view_model
from puertorico_nb.rulings.position import build_game


def quarry_owner(phase_role=None):
    """Player 0 owns two manned quarries and 12 doubloons (4 players, governor 0)."""
    game = build_game({"players": 4, "seed": 0, "setup": {
        "players": {0: {"doubloons": 12, "island": [{"quarry": 1}, {"quarry": 1}, "corn"]}}}})
    if phase_role:
        game.apply({"player": 0, "choose_role": phase_role})
    return game


def building(vm, building_id):
    return next(b for b in vm["buildings"] if b["id"] == building_id)


def test_view_model_is_plain_json():
    vm = view_model(Game(players=5, seed=2))
    assert json.loads(json.dumps(vm)) == json.loads(json.dumps(vm, sort_keys=True))


def test_prices_with_two_manned_quarries_before_and_during_the_builder():
    vm = view_model(quarry_owner())
    # role choice: no privilege yet; quarries take off at most the building's column
    assert building(vm, "small_market")["price"] == 0      # cost 1, column 1
    assert building(vm, "office")["price"] == 3            # cost 5, column 2
    assert building(vm, "factory")["price"] == 5           # cost 7, column 3
    assert building(vm, "guild_hall")["price"] == 8        # cost 10, column 4
    vm = view_model(quarry_owner("builder"))
    assert vm["price_for"] == 0
    assert building(vm, "factory")["price"] == 4           # and one off for the builder's privilege
    assert building(vm, "guild_hall")["price"] == 7
    assert building(vm, "small_market")["price"] == 0      # never below nothing
    choice = next(c for c in vm["actions"] if c["action"] == {"player": 0, "build": "factory"})
    assert choice["legal"] and choice["label"] == "Build factory for 4"


def test_the_table_counts():
    game = Game(players=4, seed=0)
    vm = view_model(game, names=["Ana", "Bo", None, "Dee"])
    assert [p["name"] for p in vm["players"]] == ["Ana", "Bo", "Player 3", "Dee"]
    assert vm["colonists"] == {"ship": 4, "supply": 75}
    assert vm["vp_chips"] == 100
    assert [(s["capacity"], s["good"], s["count"], s["free"]) for s in vm["ships"]] == \
        [(5, None, 0, 5), (6, None, 0, 6), (7, None, 0, 7)]
    assert vm["trading_house"] == {"goods": [], "spaces": 4, "free": 4}
    assert len(vm["plantations"]["face_up"]) == 5 and vm["quarries"] == 8
    assert [r["name"] for r in vm["roles"]] == ["settler", "mayor", "builder", "craftsman", "trader",
                                                "captain", "prospector"]
    assert building(vm, "small_indigo_plant")["copies_left"] == 4
    assert building(vm, "city_hall")["large"] and building(vm, "city_hall")["column"] == 4
    ana = vm["players"][0]
    assert ana["governor"] and ana["to_act"] and not vm["players"][1]["to_act"]
    assert ana["doubloons"] == 3 and ana["island"] == [
        {"tile": "indigo", "manned": False, "colonists": 0, "nobles": 0, "forest": False, "circles": 1}]
    assert vm["scores"]["final"] is False and vm["winners"] == []


def test_city_and_score_lines():
    game = build_game({"players": 3, "setup": {"players": {1: {
        "vp": 5, "doubloons": 2, "goods": {"corn": 1},
        "island": [{"corn": 1}, "indigo"],
        "city": [{"guild_hall": 1}, {"indigo_plant": 2}, "small_market"]}}}})
    vm = view_model(game)
    city = vm["players"][1]["city"]
    assert [(b["id"], b["workers"], b["circles"], b["large"]) for b in city] == [
        ("guild_hall", 1, 1, True), ("indigo_plant", 2, 3, False), ("small_market", 0, 1, False)]
    assert vm["players"][1]["city_spaces_used"] == 4
    score = vm["scores"]["players"]["1"]
    # guild hall: 2 for the large indigo plant; buildings 4 + 2 + 1; chips 5
    assert score == {"chips": 5, "buildings": 7, "bonus": 2, "bonuses": {"guild_hall": 2},
                     "total": 14, "tie_break": 3, "hidden": False}


def test_role_cards_show_money_and_who_took_them():
    game = build_game({"players": 4, "setup": {"roles": {"prospector": 2}}})
    game.apply({"player": 0, "choose_role": "trader"})
    vm = view_model(game, names=["Ana", "Bo", "Cy", "Dee"])
    trader = next(r for r in vm["roles"] if r["name"] == "trader")
    assert trader["taken_by"] == 0 and trader["taken_by_name"] == "Ana"
    prospector = next(r for r in vm["roles"] if r["name"] == "prospector")
    assert prospector["doubloons"] == 2 and prospector["taken_by"] is None


def test_illegal_choices_carry_the_rule_and_citation():
    game = build_game({"players": 4, "setup": {"roles_taken": {"settler": 0, "mayor": 1}}})
    vm = view_model(game)
    settler = next(c for c in vm["actions"] if c["key"] == "settler")
    assert not settler["legal"]
    assert settler["rule"] == "role.already-taken"
    assert "already" in settler["why"] and settler["citation"]
    assert all(c["action"]["player"] == 2 for c in vm["actions"])


def test_settler_offers_quarry_to_others_only_as_disabled():
    game = Game(players=4, seed=0)
    game.apply({"player": 0, "choose_role": "settler"})
    game.apply({"player": 0, "settle": "quarry"})
    vm = view_model(game)
    assert vm["turn"] == 1
    quarry = next(c for c in vm["actions"] if c["action"].get("settle") == "quarry")
    assert not quarry["legal"] and quarry["rule"] == "settler.quarry-privilege"
    assert any(c["legal"] and c["group"] == "pass" for c in vm["actions"])


def test_captain_offers_each_ship_for_each_good_held():
    game = build_game({"players": 4, "setup": {"players": {0: {"goods": {"corn": 2, "sugar": 6}}},
                                               "ships": [{"capacity": 5}, {"capacity": 6, "corn": 3},
                                                         {"capacity": 7}]}})
    game.apply({"player": 0, "choose_role": "captain"})
    vm = view_model(game)
    verdicts = {(c["action"].get("ship"), c["action"].get("on")): (c["legal"], c["rule"])
                for c in vm["actions"] if c["group"] == "ship"}
    assert verdicts[("sugar", 7)] == (True, "captain.largest-empty-ship")
    assert verdicts[("sugar", 5)] == (False, "captain.largest-empty-ship")
    assert verdicts[("sugar", 6)] == (False, "captain.one-kind-per-ship")
    assert verdicts[("corn", 6)][0] is True
    assert verdicts[("corn", 5)] == (False, "captain.no-duplicate-good")
    passing = next(c for c in vm["actions"] if c["group"] == "pass")
    assert passing["rule"] == "captain.must-load-when-able" and not passing["legal"]


def test_the_mayor_arranges_the_board_circle_by_circle_with_no_list_of_layouts():
    game = build_game({"players": 4, "setup": {"colonist_ship": 4, "players": {0: {
        "island": ["corn", "corn", "indigo", "sugar", "quarry", "coffee", "tobacco", "indigo"],
        "city": ["indigo_plant", "sugar_mill", "coffee_roaster", "tobacco_storage"],
        "san_juan": 8}}}})
    game.apply({"player": 0, "choose_role": "mayor"})
    vm = view_model(game)
    # tens of thousands of whole layouts, none listed: each circle of the board is a step instead
    assert not [c for c in vm["actions"] if c["group"] == "layout"] and vm["actions_note"] == ""
    board = vm["mayor"]
    assert board["seat"] == 0 and board["waiting"] == game.state.players[0].san_juan
    puts = [s for s in board["island"] if s] + [s for circles in board["city"] for s in circles]
    assert len(puts) == 8 + 3 + 3 + 2 + 3  # every tile and every circle of the four buildings
    assert all(s["action"].get("put") and s["legal"] == game.is_legal(s["action"]) for s in puts)
    assert board["confirm"]["legal"] is False and "still room for" in board["confirm"]["why"]
    # a click puts a colonist: the same tile now offers to take it back, one fewer waits
    game.apply(board["island"][0]["action"])
    after = view_model(game)["mayor"]
    assert after["island"][0]["action"] == {"player": 0, "take_back": "corn"}
    assert after["waiting"] == board["waiting"] - 1


def test_the_captain_keeps_barrels_one_toggle_at_a_time_with_the_verdict_so_far():
    # every ship is full: player 0 stores at once, with a small warehouse and one loose barrel
    # (the option that obliges filling the storage: by default confirming is legal at any moment)
    game = build_game({"players": 4, "options": {"full_storage": True}, "setup": {"governor": 0, "ships": [
        {"capacity": 5, "corn": 5}, {"capacity": 6, "indigo": 6}, {"capacity": 7, "sugar": 7}],
        "players": {0: {"goods": {"tobacco": 3, "coffee": 3, "indigo": 1}, "city": [{"small_warehouse": 1}]}}}})
    game.apply({"player": 0, "choose_role": "captain"})
    vm = view_model(game, names=["Ana", "Bo", "Cy", "Di"])
    assert vm["actions"] == [] and vm["mayor"] is None  # no list of steps: the barrels are the buttons
    st = vm["storage"]
    assert st["seat"] == 0 and st["holds"] == "every barrel of 1 good and 1 barrel of another"
    assert [(g["good"], g["barrels"], g["aside"], len(g["steps"])) for g in st["goods"]] == [
        ("indigo", 1, 0, 1), ("tobacco", 3, 0, 3), ("coffee", 3, 0, 3)]
    coffee = st["goods"][2]
    # the third coffee keeps all three; the first is "one more"; none is set aside to take back
    assert coffee["steps"][2]["action"] == {"player": 0, "store": "coffee"}
    assert coffee["more"]["action"] == {"player": 0, "store": "coffee", "barrels": 1} and coffee["fewer"] is None
    assert not st["confirm"]["legal"]
    assert st["confirm"]["why"] == ("your storage still has room (it holds every barrel of 1 good and "
                                    "1 barrel of another): keep at least 2 more barrels; which ones is your choice")
    game.apply(coffee["steps"][2]["action"])
    st = view_model(game)["storage"]
    coffee, tobacco = st["goods"][2], st["goods"][1]
    assert (coffee["aside"], coffee["back"]) == (3, 0)
    # a kept barrel takes back itself and those after it: the first one, all three
    assert coffee["steps"][0]["action"] == {"player": 0, "unstore": "coffee"} and coffee["steps"][0]["legal"]
    assert coffee["fewer"]["action"] == {"player": 0, "unstore": "coffee", "barrels": 1}
    assert tobacco["more"]["legal"] and not tobacco["steps"][1]["legal"]
    assert "cannot hold 2 more tobacco" in tobacco["steps"][1]["why"]
    assert st["confirm"]["why"].endswith("keep 1 more barrel; which one is your choice")
    game.apply(coffee["fewer"]["action"])
    st = view_model(game)["storage"]
    assert st["goods"][2]["aside"] == 2 and st["confirm"]["why"].endswith("keep 2 more barrels; which ones is your choice")
    for step in (st["goods"][2]["more"], st["goods"][0]["more"]):
        game.apply(step["action"])
    st = view_model(game)["storage"]
    assert st["confirm"]["legal"]
    game.apply(st["confirm"]["action"])
    assert view_model(game)["storage"] is None
    assert game.state.players[0].goods[3:] == [0, 3] and game.state.players[0].goods[1] == 1


def test_the_storage_verdict_asks_for_no_more_than_a_full_storage_needs():
    # four goods and a small warehouse: the biggest storage keeps 4 barrels, but corn in the warehouse
    # and the indigo loose (3 barrels) fill it too; the verdict must not ask for 4 and then accept 3
    game = build_game({"players": 4, "options": {"full_storage": True}, "setup": {"governor": 0, "ships": [
        {"capacity": 5, "corn": 5}, {"capacity": 6, "indigo": 6}, {"capacity": 7, "sugar": 7}],
        "players": {0: {"goods": {"tobacco": 3, "coffee": 3, "indigo": 1, "corn": 2},
                        "city": [{"small_warehouse": 1}]}}}})
    game.apply({"player": 0, "choose_role": "captain"})
    st = view_model(game)["storage"]
    assert st["confirm"]["why"].endswith("keep at least 2 more barrels; which ones is your choice")
    goods = {g["good"]: g for g in st["goods"]}
    game.apply(goods["indigo"]["more"]["action"])
    game.apply({"player": 0, "store": "corn"})
    st = view_model(game)["storage"]
    assert st["confirm"]["legal"] and [g["aside"] for g in st["goods"]] == [2, 1, 0, 0]


def test_seat_view_offers_nothing_out_of_turn():
    game = Game(players=3, seed=0)
    assert view_model(game, seat=1)["actions"] == []
    assert view_model(game, seat=0)["actions"]


def test_every_legal_action_is_offered_and_every_offer_agrees_with_the_engine():
    game = Game(players=3, seed=5)
    rng = random.Random(5)
    storing = 0
    while not game.game_over:
        vm = view_model(game)
        choices = list(vm["actions"])
        if vm["mayor"]:  # the mayor's steps are drawn on the board
            choices += [s for s in vm["mayor"]["island"] if s] + [s for cs in vm["mayor"]["city"] for s in cs]
            choices.append(vm["mayor"]["confirm"])
        if vm["storage"]:  # and the captain's storage, barrel by barrel
            choices += [s for g in vm["storage"]["goods"] for s in g["steps"]] + [vm["storage"]["confirm"]]
            storing += 1
        offered = {c["id"]: c for c in choices}
        # every legal action the engine lists is offered (a take-back after a put is legal but not
        # listed, and the board offers it)
        assert {str(a) for a in game.legal_actions()} <= {i for i, c in offered.items() if c["legal"]}
        assert not vm["actions_note"]
        for c in choices:
            assert c["legal"] == game.is_legal(c["action"])
        game.apply(game.legal_actions().random(rng))
    vm = view_model(game)
    assert vm["game_over"] and vm["actions"] == [] and vm["scores"]["final"] and vm["winners"]
    assert storing  # the game went through storage at least once


def test_expansion_games_draw_and_agree_with_the_engine():
    from puertorico_nb.games.puerto_rico.render.html import game_html
    from puertorico_nb.games.puerto_rico.render.narrate import narrate

    for expansions in (("new_buildings",), ("nobles",)):
        game = Game(players=4, seed=2, expansions=expansions)
        rng = random.Random(2)
        for _ in range(120):
            if game.game_over:
                break
            vm = view_model(game)
            json.dumps(vm)
            assert "prnb" in game_html(game)
            assert all(c["legal"] == game.is_legal(c["action"]) for c in vm["actions"])
            assert narrate(game.apply(game.legal_actions().random(rng)))


def test_a_move_legal_at_any_moment_is_offered_during_the_mayors_placement():
    # New Buildings: a guest-house move may be made at any moment, the mayor's placement too
    game = Game(players=4, seed=1, expansions=("new_buildings",))
    rng = random.Random(1)
    while not (game.state.phase == "mayor" and game.state.stage != "deal"
               and any(a.verb == "guest" for a in game.legal_actions())):
        assert not game.game_over, "no mayor placement with a guest-house move in this game"
        game.apply(game.legal_actions().random(rng))
    vm = view_model(game, seat=game.turn)
    offered = {json.dumps(c["action"], sort_keys=True) for c in vm["actions"] if c["legal"]}
    guests = {json.dumps(a.to_mapping(), sort_keys=True) for a in game.legal_actions() if a.verb == "guest"}
    assert guests and guests <= offered
    # the mayor's own steps stay on the board, not in the list
    assert not any(verb in c["action"] for c in vm["actions"] for verb in ("put", "take_back", "confirm"))
    assert vm["mayor"] is not None


def test_a_benefit_declined_is_a_switch_on_the_move_not_a_button_per_building():
    from puertorico_nb.course.puerto_rico import example, play

    game = play(example("university_single_colonist"), 1)
    vm = view_model(game, names=["Maya", "Bo", "Cy"])
    builds = [c for c in vm["actions"] if c["group"] == "building" and c["legal"]]
    forms = [c for c in vm["actions"] if c.get("base")]
    assert forms and all(c["declines"] == ["university"] and c["action"]["university"] is False for c in forms)
    assert {c["base"] for c in forms} <= {c["id"] for c in builds}
    assert all("university" in c.get("benefits", []) for c in builds if any(f["base"] == c["id"] for f in forms))
    assert vm["benefits"] == [{"key": "university", "what": "the university colonist"}]


def test_a_role_card_says_what_the_role_does():
    vm = view_model(Game(players=4, seed=2))
    roles = {c["key"]: c for c in vm["actions"] if c["group"] == "role" and not c.get("base")}
    assert "takes one more from the supply" in roles["mayor"]["does"]
    assert all(c.get("does") for c in roles.values())
    assert vm["benefits"] == [{"key": "privilege", "what": "the mayor's extra colonist"}]
