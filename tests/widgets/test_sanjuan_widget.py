"""The San Juan table without a browser: the view model, what each seat may see, messages in and
traits out, with the engine deciding every rule."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

import anywidget  # noqa: F401 (needed by what this module drives)

from puertorico_nb.widgets.bundle import bundle  # noqa: E402
from puertorico_nb.games.san_juan.render.html import sanjuan_html  # noqa: E402
from puertorico_nb.games.san_juan.render.viewmodel import sanjuan_view_model  # noqa: E402
from puertorico_nb.games.san_juan import Ruleset, SanJuanGame  # noqa: E402
from puertorico_nb.games.san_juan.position import build_game  # noqa: E402
from puertorico_nb.course.san_juan import example  # noqa: E402
from puertorico_nb.widgets import SanJuanTable  # noqa: E402

STATIC = Path(__file__).resolve().parents[2] / "puertorico_nb" / "widgets" / "static"
XSS = "<img src=x onerror=alert(1)>"


def snapshot(table):
    return table.game.state.to_dict(), list(table.game.log)


def trader_game():
    """The Dutch book's trader example: a market stand and a trading post, three goods."""
    return build_game(example("sanjuan_trader"))


# -- the view model ---------------------------------------------------------------------------
def test_view_model_of_a_known_position():
    game = trader_game()
    game.apply({"player": 0, "choose_role": "trader"})
    vm = sanjuan_view_model(game, seat=0, names=["Ana", "Bo", "Cy"])
    assert vm["game"] == "san_juan" and vm["phase"] == "trader" and vm["turn"] == 0
    assert vm["turn_name"] == "Ana" and vm["chooser_name"] == "Ana"
    assert [r["taken_by"] for r in vm["roles"]] == [None, None, 0, None, None]
    assert vm["tile"]["up"] and [p["cards"] for p in vm["tile"]["prices"]] == list(game.state.tiles[0])
    assert [p["good"] for p in vm["tile"]["prices"]] == ["indigo", "sugar", "tobacco", "coffee", "silver"]
    assert vm["deck_size"] == len(game.state.deck) and vm["discard_size"] == len(game.state.discard)
    ana = vm["players"][0]
    assert [c["id"] for c in ana["city"]] == game.state.players[0].buildings
    assert [c["has_good"] for c in ana["city"]] == [g is not None for g in game.state.players[0].goods]
    assert ana["goods_count"] == 4 and ana["hand"] == [] and ana["viewer"]
    assert {c["id"]: (c["cost"], c["vp"]) for c in ana["city"]}["silver_smelter"] == (5, 3)
    # the choice: each good a toggle with the engine's verdict, each building without one refused
    picking = vm["picking"]
    assert vm["actions"] == [] and picking["verb"] == "sell" and picking["sizes"] == [1, 2, 3]
    steps = {(item["id"], item["has_good"]): item["step"] for item in picking["items"]}
    on_goods = [step for (_, has_good), step in steps.items() if has_good]
    assert len(on_goods) == 4 and all(step["legal"] and "pick" in step["action"] for step in on_goods)
    assert not picking["confirm"]["legal"] and "choose 1 to 3" in picking["confirm"]["why"]
    assert picking["pass"]["label"] == "Pass" and picking["pass"]["legal"]
    for name in ("indigo_plant", "silver_smelter", "tobacco_storage"):
        game.apply({"player": 0, "pick": name})
    vm = sanjuan_view_model(game, seat=0, names=["Ana", "Bo", "Cy"])
    picking = vm["picking"]
    assert picking["chosen"] == 3 and picking["confirm"]["legal"] and picking["confirm_label"] == "Sell 3 goods"
    assert picking["verdict"].startswith("Sell the goods on the indigo plant, the silver smelter and the tobacco storage")
    # a fourth good is one too many: refused by the privilege's rule, in people's words
    fourth = next(item["step"] for item in picking["items"] if item["has_good"] and not item["picked"])
    assert not fourth["legal"] and fourth["rule"] == "sj.trader.privilege"
    assert "Dutch rulebook" in fourth["citation"] and "Ana may sell 3 goods" in fourth["why"]
    taken_back = next(item["step"] for item in picking["items"] if item["picked"])
    assert taken_back["legal"] and "unpick" in taken_back["action"]
    json.dumps(vm)  # plain JSON all the way down


def test_role_cards_taken_are_offered_as_refused_with_the_rule():
    game = SanJuanGame(players=3, seed=3, governor=0)
    game.apply({"player": 0, "choose_role": "prospector"})
    while game.phase != "role_choice":
        game.apply(next(iter(game.legal_actions())))
    vm = sanjuan_view_model(game, seat=game.turn)
    roles = {c["key"]: c for c in vm["actions"] if c["group"] == "role"}
    assert set(roles) == {"builder", "producer", "trader", "councillor", "prospector"}
    assert not roles["prospector"]["legal"] and roles["prospector"]["rule"] == "sj.role.already-taken"
    assert roles["builder"]["legal"]


def test_builder_choices_come_with_prices_and_reasons():
    game = build_game({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
        0: {"hand": ["sugar_mill", "well", "archive", "library", "statue"], "buildings": ["indigo_plant", "smithy"]},
        1: {"hand": []}, 2: {"hand": []}}}})
    game.apply({"player": 0, "choose_role": "builder"})
    vm = sanjuan_view_model(game, seat=0)
    options = {o["id"]: o for o in vm["build"]}
    # a sugar mill: 2, less the privilege and the smithy: nothing to pay
    assert [w["price"] for w in options["sugar_mill"]["ways"]] == [0]
    assert options["well"]["ways"][0]["price"] == 1 and options["well"]["legal"]
    # the library costs 5, 4 for the builder; four other cards are in hand, so it is affordable
    assert options["library"]["ways"][0]["price"] == 4
    for o in vm["build"]:
        assert game.is_legal(o["attempt"]) == o["legal"]
    assert [c["label"] for c in vm["actions"]] == ["Pass"]


def test_an_unaffordable_card_says_why():
    game = build_game({"game": "san_juan", "players": 2, "setup": {"governor": 1, "players": {
        0: {"hand": ["palace", "well", "smithy"]}, 1: {"hand": []}}}})
    game.apply({"player": 1, "choose_role": "builder"})  # seat 1 cannot build: seat 0 decides
    vm = sanjuan_view_model(game, seat=0)
    palace = next(o for o in vm["build"] if o["id"] == "palace")
    assert not palace["legal"] and palace["rule"] == "sj.builder.cost" and "costs" in palace["why"]


# -- hidden information -----------------------------------------------------------------------
def secret_game():
    """Seat 1 holds palaces and a hero; the good on seat 1's indigo plant is a city hall, seat
    1's chapel holds two guild halls and the deck's top cards are triumphal arches: none of
    them may be in sight of anyone but (for the hand and the chapel's count) seat 1."""
    game = build_game({"game": "san_juan", "players": 3, "setup": {
        "governor": 0, "deck": ["triumphal_arch", "triumphal_arch"],
        "players": {0: {"hand": ["well", "smithy"]},
                    1: {"hand": ["palace", "hero", "palace"], "buildings": ["indigo_plant", "chapel"],
                        "goods": ["indigo_plant"], "chapel": 2},
                    2: {"hand": ["well"]}}}})
    s = game.state
    p1 = s.players[1]
    for k, secret in ((0, "city_hall"),):
        old = p1.goods[k]
        s.deck[s.deck.index(secret)] = old
        p1.goods[k] = secret
    for k in range(2):
        old = p1.chapel[k]
        s.deck[s.deck.index("guild_hall")] = old
        p1.chapel[k] = "guild_hall"
    return game


SECRETS = ("palace", "hero", "city_hall", "guild_hall", "triumphal_arch")


@pytest.mark.parametrize("seat", [0, 2, None])
def test_other_hands_goods_chapels_and_the_deck_never_reach_the_view(seat):
    game = secret_game()
    vm = sanjuan_view_model(game, seat=seat, names=["Ana", "Bo", "Cy"])
    text = json.dumps(vm)
    for secret in SECRETS:
        assert secret not in text and secret.replace("_", " ") not in text, secret
    bo = vm["players"][1]
    assert bo["hand"] is None and bo["hand_size"] == 3 and bo["chapel"] is None and bo["has_chapel"]
    assert bo["goods_count"] == 1
    html = sanjuan_html(game, seat=seat)
    for secret in SECRETS:
        assert secret.replace("_", " ") not in html


def test_the_owner_sees_their_hand_and_chapel_count_but_not_their_goods_faces():
    game = secret_game()
    vm = sanjuan_view_model(game, seat=1)
    text = json.dumps(vm)
    assert "palace" in text and "hero" in text
    assert "city_hall" not in text and "guild_hall" not in text and "triumphal_arch" not in text
    assert vm["players"][1]["chapel"] == 2


def test_no_view_holds_another_seats_hand_in_random_games():
    for seed in range(3):
        game = SanJuanGame(players=2 + seed, seed=seed)
        rng = random.Random(seed)
        for _ in range(150):
            if game.game_over:
                break
            for seat in [None, *range(game.players)]:
                vm = sanjuan_view_model(game, seat=seat)
                for p in vm["players"]:
                    assert (p["hand"] is not None) == (p["seat"] == seat)
                    assert p["chapel"] is None or p["seat"] == seat
                assert vm["drawn"] is None or seat == game.turn
                assert not vm["actions"] or seat == game.turn
            game.apply(game.legal_actions().random(rng))


# -- the widget -------------------------------------------------------------------------------
def test_traits_after_construction():
    table = SanJuanTable(game=SanJuanGame(players=3, seed=1, governor=0), names=["Ana", "Bo"])
    assert table.names == ["Ana", "Bo", "Player 3"] and table.bots == [1, 2]
    assert table.kind == "sanjuan" and table.view["seat"] == 0 and table.view["turn"] == 0
    assert table._esm == bundle("sanjuan.js") and "\nimport " not in table._esm
    assert table._css == "\n".join((STATIC / f).read_text(encoding="utf-8") for f in ("shared.css", "sanjuan.css"))
    assert not table.can_undo and table.message == ""


def test_a_legal_act_message_changes_the_view():
    table = SanJuanTable(game=SanJuanGame(players=3, seed=1, governor=0), names=["Ana", "Bo", "Cy"])
    version = table.view["version"]
    table.handle_message({"type": "act", "action": {"player": 0, "choose_role": "prospector"}, "version": version})
    # Ana saw the card she drew: Undo stays closed, and says why
    assert table.view["version"] > version and not table.can_undo and table.undo_why == "cards were drawn since"
    assert table.history[0].startswith("Ana chooses the prospector")
    assert table.game.log[0].value == "prospector"
    assert table.view["roles"][4]["taken_by"] == 0 or table.game.state.round > 1
    assert table.view["turn"] == 0 or table.game.game_over  # the bots have played on


def test_the_real_comm_path_reaches_the_engine():
    table = SanJuanTable(game=SanJuanGame(players=2, seed=3, governor=0), bots=[1])
    table._handle_custom_msg({"type": "act", "action": {"player": 0, "choose_role": "councillor"}}, [])
    assert table.game.log[0].value == "councillor"


@pytest.mark.parametrize("content, rule", [
    ({"type": "act", "action": {"player": 1, "choose_role": "builder"}}, "sj.turn.not-your-turn"),
    ({"type": "act", "action": {"player": 0, "build": "palace"}}, "sj.action.wrong-phase"),
    ({"type": "act", "action": {"player": 0, "choose_role": "mayor"}}, "sj.role.one-each"),
    ({"type": "act", "action": {"player": 0, "choose_role": "builder", "extra": 1}}, "action.malformed"),
    ({"type": "act", "action": "not an action"}, "action.malformed"),
    ({"type": "act", "action": ["player", 0]}, "action.malformed"),
    ({"type": "act", "action": {"player": 7, "pass": True}}, "sj.turn.not-your-turn"),
    ({"type": "fly"}, "action.malformed"),
    ("not a mapping", "action.malformed"),
])
def test_forged_messages_change_nothing_and_name_the_rule(content, rule):
    table = SanJuanTable(game=SanJuanGame(players=3, seed=1, governor=0))
    before, view = snapshot(table), table.view
    table.handle_message(content)
    assert snapshot(table) == before and table.view == view
    assert table.rule == rule and table.message and f"[{rule}]" not in table.message
    if rule.startswith("sj."):  # where the books say so: behind the disclosure, not in the sentence
        assert "Dutch rulebook" in table.citation and "Dutch rulebook" not in table.message


def test_an_unaffordable_build_is_refused_with_the_cost_rule():
    game = build_game({"game": "san_juan", "players": 2, "setup": {"governor": 0, "players": {
        0: {"hand": ["palace", "well"]}, 1: {"hand": []}}}})
    table = SanJuanTable(game=game, bots=[1])
    table.act({"player": 0, "choose_role": "builder"})
    before = snapshot(table)
    assert not table.act({"player": 0, "build": "palace", "pay": ["well"]})
    assert snapshot(table) == before and table.rule == "sj.builder.cost"
    assert table.message.startswith("Not allowed: Build the palace, paying the well.")


def test_a_stale_click_is_refused_even_when_legal():
    table = SanJuanTable(game=SanJuanGame(players=3, seed=1, governor=0))
    old = table.view["version"]
    table.refresh()
    before = snapshot(table)
    table.handle_message({"type": "act", "action": {"player": 0, "choose_role": "builder"}, "version": old})
    assert snapshot(table) == before and "earlier position" in table.message


def test_explain_says_allowed_or_not_with_the_citation():
    table = SanJuanTable(game=SanJuanGame(players=3, seed=1, governor=0))
    text = table.explain({"player": 0, "choose_role": "builder"})
    assert ": allowed." in text and table.rule == "sj.role.one-each" and "Dutch rulebook" in table.citation


def test_bots_play_until_a_human_seat_must_decide():
    for seed in range(5):
        table = SanJuanTable(players=4, seed=seed)
        for _ in range(40):
            if table.game.game_over:
                break
            assert table.game.turn == 0 and table.view["turn"] == 0 and table.view["seat"] == 0
            assert table.view["actions"] or table.view["build"] or table.view["picking"]
            assert table.random_move(version=table.view["version"])


def test_a_game_against_bots_reaches_the_score_table():
    table = SanJuanTable(players=2, seed=4)
    for _ in range(2000):
        if table.game.game_over:
            break
        table.random_move()
    assert table.game.game_over and table.view["game_over"]
    assert set(table.view["scores"]["players"]) == {"0", "1"} and table.view["winners"]
    assert not table.view["actions"]


def test_undo_takes_back_the_human_move_and_the_bots_after_it():
    table = SanJuanTable(game=SanJuanGame(players=3, seed=1, governor=0), bots=[1])  # Ana and Cy play
    table.act({"player": 0, "choose_role": "builder"})
    start = snapshot(table)
    table.act({"player": 0, "pass": True})  # then the bot builds (nothing hidden turns up), and Cy is to act
    assert table.game.turn == 2 and [a.player for a in table.game.log] == [0, 0, 1] and table.can_undo
    assert table.undo() and snapshot(table) == start and table.can_redo
    assert table.redo() and len(table.game.log) == 3
    assert not SanJuanTable(game=SanJuanGame(players=2, seed=1, governor=0)).undo()


def test_hot_seat_hides_the_hand_between_turns():
    table = SanJuanTable(game=SanJuanGame(players=2, seed=3, governor=0), names=["Ana", "Bo"], hotseat=True)
    assert table.bots == [] and table.view["seat"] is None
    assert all(p["hand"] is None for p in table.view["players"]) and not table.view["actions"]
    before = snapshot(table)
    assert not table.act({"player": 0, "choose_role": "builder"})  # blind: refused
    # nor may anyone probe the hidden hand by asking what is allowed
    assert "hidden" in table.explain({"player": 0, "choose_role": "builder"}) and table.rule == ""
    assert not table.show_hand(1) and table.rule == "sj.info.hand-sizes"
    assert snapshot(table) == before
    assert table.show_hand(0) and table.view["seat"] == 0 and table.view["players"][0]["hand"]
    assert table.view["players"][1]["hand"] is None
    table.act({"player": 0, "choose_role": "councillor"})
    if table.game.turn != 0:
        assert table.view["seat"] is None and table.shown == -1
    table.hide_hand()
    assert table.view["seat"] is None


def test_xss_names_stay_text():
    table = SanJuanTable(game=SanJuanGame(players=3, seed=1, governor=0), names=[XSS, "Bo", "Cy"])
    assert table.view["players"][0]["name"] == XSS  # the front end sets it with textContent
    bundle = table._repr_mimebundle_()
    html = (bundle[0] if isinstance(bundle, tuple) else bundle)["text/html"]
    assert XSS not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    game_html = SanJuanGame(players=2, seed=0)._repr_html_()
    assert "San Juan" in game_html and "<script" not in game_html


def test_the_front_end_never_parses_data_as_html_and_loads_nothing():
    js = bundle("sanjuan.js")
    assert not re.search(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(", js)
    assert not re.search(r"^\s*import\s", js, re.M) and "http" not in js
    css = (STATIC / "sanjuan.css").read_text(encoding="utf-8")
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    rules = [r for r in re.findall(r"([^{}]+)\{", css) if not r.strip().startswith("@")]
    assert all(sel.strip().startswith(".prnb-sj") for r in rules for sel in r.split(","))
    shared = (STATIC / "shared.css").read_text(encoding="utf-8")  # the theme's colours, for both games
    assert "--jp-layout-color1" in shared and "--jp-ui-font-color1" in shared


def test_variant_deal_offers_a_pick_from_the_hand():
    game = SanJuanGame(players=2, seed=2, governor=0, options=Ruleset(variant_hands=True))
    vm = sanjuan_view_model(game, seat=game.turn)
    assert vm["picking"] and vm["picking"]["verb"] == "keep" and vm["picking"]["sizes"] == [4]
    assert vm["picking"]["where"] == "hand" and len(vm["picking"]["items"]) == len(game.state.players[game.turn].hand)


def test_hot_seat_undo_never_reaches_into_another_players_turn():
    table = SanJuanTable(game=SanJuanGame(players=2, seed=3, governor=0), names=["Ana", "Bo"], hotseat=True)
    assert table.show_hand(0)
    assert table.act({"player": 0, "choose_role": "councillor"})
    drawn = list(table.game.state.drawn)
    assert table.act({"player": 0, "pick": drawn[0]})
    assert table.undo() and table.game.state.picked == []  # her own step, in her own turn: taken back
    assert table.act({"player": 0, "pick": drawn[0]}) and table.act({"player": 0, "confirm": True})
    assert table.game.turn == 1 and table.shown == -1  # Bo's turn: Ana's hand is hidden again
    before = table.game.to_json()
    assert not table.undo()  # Bo may not take Ana's move back (her hand would show as it was)
    assert table.game.to_json() == before and "another player's hand stays hidden" in table.message
    assert table.show_hand(1) and not table.undo() and table.game.to_json() == before


def test_hiding_a_hand_is_refused_on_a_table_that_is_not_hot_seat():
    table = SanJuanTable(players=3, seed=1)
    assert not table.hide_hand() and "only in hot-seat mode" in table.message


def test_chapel_cards_are_counted_for_everyone_once_the_game_is_over():
    table = SanJuanTable(players=2, seed=4)
    for _ in range(3000):
        if table.game.game_over:
            break
        table.random_move()
    assert table.game.game_over
    for p, view in zip(table.game.state.players, table.view["players"]):
        assert view["chapel"] == len(p.chapel)


def test_toggling_cards_is_answered_but_only_decisions_go_to_what_happened():
    table = SanJuanTable(SanJuanGame(players=3, seed=1, governor=0), names=["Ana", "Bo", "Cy"], bots=[])
    table.act({"player": 0, "choose_role": "councillor"})
    drawn = list(table.game.state.drawn)
    kept = len(table.history)
    assert table.act({"player": 0, "pick": drawn[0]}) and "chooses a card" in table.message
    assert table.act({"player": 0, "unpick": drawn[0]}) and table.act({"player": 0, "pick": drawn[1]})
    assert len(table.history) == kept  # three clicks, no line yet
    assert table.act({"player": 0, "confirm": True}) and len(table.history) == kept + 1


def test_hot_seat_undo_looks_usable_only_when_it_is():
    table = SanJuanTable(game=SanJuanGame(players=2, seed=3, governor=0), names=["Ana", "Bo"], hotseat=True)
    assert table.show_hand(0) and table.act({"player": 0, "choose_role": "builder"})
    assert table.game.turn == 0 and table.can_undo  # the builder starts with her: her own move, her hand shown
    assert table.hide_hand() and not table.can_undo  # nobody's hand shown: Undo would be refused
