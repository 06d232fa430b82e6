"""The expansions on the table (no browser): nobles counted on every space, in San Juan, on the
ship and in the supply; forests as tiles without a circle; the draft board listing exactly the
engine's legal picks; the supply board holding only the kinds in play; the expansion choices
labelled in plain words; names that look like HTML stay text."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from puertorico_nb.widgets.bundle import bundle  # noqa: E402
from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.puerto_rico.components import DRAFT_SPACES
from puertorico_nb.games.puerto_rico.ruleset import Options
from puertorico_nb.games.puerto_rico.render.html import game_html
from puertorico_nb.games.puerto_rico.render.viewmodel import view_model
from puertorico_nb.rulings.position import build_game
from puertorico_nb.course.puerto_rico import example, play

STATIC = Path(__file__).resolve().parents[2] / "puertorico_nb" / "widgets" / "static"
XSS = '<img src=x onerror="alert(1)">'

# A nobles game in mid-play: forests, nobles on a plantation, in the guest house and waiting in
# San Juan, a statue (no circle) and a cloister (large).
MID = {
    "players": 3, "expansions": ["nobles"],
    "buildings": ["forest_house", "black_market", "guest_house", "statue", "cloister", "royal_garden",
                  "small_wharf", "chapel", "builders_office", "jeweler", "library", "union_hall",
                  "aqueduct", "trading_post", "villa", "city_hall"],
    "setup": {
        "governor": 0,
        "colonist_ship": {"colonists": 2, "nobles": 1},
        "supply": {"colonists": 50, "nobles": 12},
        "players": {
            0: {"doubloons": 4, "vp": 3, "goods": {"corn": 2, "sugar": 1},
                "island": ["forest", "forest", {"corn": 1}, {"sugar": {"colonists": 0, "nobles": 1}},
                           {"quarry": 1}],
                "city": [{"forest_house": 1}, "statue", {"guest_house": {"colonists": 1, "nobles": 1}}],
                "san_juan": {"colonists": 1, "nobles": 1}},
            1: {"doubloons": 6, "vp": 5, "goods": {"coffee": 1},
                "island": [{"coffee": 1}, {"indigo": 1}, "forest"],
                "city": [{"jeweler": {"colonists": 0, "nobles": 1}}, {"coffee_roaster": 1}, {"cloister": 1}]},
            2: {"doubloons": 2, "island": [{"corn": 1}], "city": [{"chapel": {"colonists": 0, "nobles": 1}}]},
        },
    },
}


def mid_game():
    return build_game(MID)


def city(vm, seat, building_id):
    return next(b for b in vm["players"][seat]["city"] if b["id"] == building_id)


# -- nobles ---------------------------------------------------------------------------------------
def test_nobles_are_counted_everywhere():
    vm = view_model(mid_game(), names=["Ana", "Bo", "Cy"])
    assert vm["nobles"] == {"ship": 1, "supply": 12}
    assert vm["colonists"] == {"ship": 2, "supply": 50}
    ana, bo, cy = vm["players"]
    assert (ana["nobles"], ana["colonists"], ana["san_juan"], ana["san_juan_nobles"]) == (3, 5, 1, 1)
    assert (bo["nobles"], bo["colonists"], cy["nobles"], cy["colonists"]) == (1, 4, 1, 1)
    sugar = next(t for t in ana["island"] if t["tile"] == "sugar")
    assert (sugar["nobles"], sugar["colonists"], sugar["manned"]) == (1, 0, True)
    guests = city(vm, 0, "guest_house")
    assert (guests["colonists"], guests["nobles"], guests["workers"], guests["circles"]) == (1, 1, 2, 2)
    assert city(vm, 1, "jeweler")["nobles"] == 1 and city(vm, 2, "chapel")["nobles"] == 1


def test_nobles_look_different_from_colonists_in_the_static_picture():
    html = game_html(mid_game(), names=["Ana", "Bo", "Cy"])
    # on the ship and in the supply: both counts, each with its own token
    assert re.search(r"Colonist ship .*?<b>2 colonists</b> .*?prnb-circle-noble.*?<b>1 noble</b>", html)
    assert re.search(r"Supply .*?<b>50 colonists</b> .*?<b>12 nobles</b>", html)
    assert re.search(r"San Juan .*?<b>1 colonist</b> .*?<b>1 noble</b>", html)
    assert 'aria-label="2 of 2 circles manned, 1 of them by nobles"' in html  # Ana's guest house
    assert 'aria-label="1 of 1 circle manned, 1 of them by nobles"' in html  # her sugar plantation
    # nobles on circles: her sugar plantation, guest house, jeweler and chapel
    assert html.count('<span class="prnb-circle prnb-circle-noble"></span>') == 1 + 1 + 1 + 1
    css = (STATIC / "puertorico.css").read_text(encoding="utf-8")
    assert re.search(r"\.prnb-circle-noble \{[^}]*rotate\(45deg\)", css), "a noble is a diamond, not only a colour"


def test_a_game_without_nobles_shows_no_noble_counts():
    vm = view_model(Game(players=3, seed=1))
    assert "nobles" not in vm and "Noble" not in game_html(Game(players=3, seed=1))


# -- forests, the statue, large buildings ---------------------------------------------------------
def test_forests_are_tiles_without_a_circle():
    game = mid_game()
    vm = view_model(game)
    ana = vm["players"][0]
    assert ana["forests"] == 2 and vm["players"][1]["forests"] == 1
    forests = [t for t in ana["island"] if t["tile"] == "forest"]
    assert len(forests) == 2 and all(t["forest"] and t["circles"] == 0 and not t["manned"] for t in forests)
    assert all(t["circles"] == 1 for t in ana["island"] if t["tile"] != "forest")
    html = game_html(game)
    tiles = re.findall(r'<span class="prnb-tile prnb-good-forest prnb-forest"[^>]*>(.*?)</span>(?=<span class="prnb-tile|</div>)',
                       html)
    assert len(tiles) == 3 and not any("prnb-circle" in t for t in tiles)
    js = bundle("puertorico.js")
    assert "if (t.forest)" in js and "prnb-forest" in js


def test_the_statue_has_no_circle_and_large_buildings_take_two_spaces():
    vm = view_model(mid_game())
    statue, cloister = city(vm, 0, "statue"), city(vm, 1, "cloister")
    assert (statue["circles"], statue["large"], cloister["large"]) == (0, True, True)
    assert vm["players"][0]["city_spaces_used"] == 1 + 2 + 1
    html = game_html(mid_game())
    assert re.search(r'prnb-large"><span>Statue</span></div>', html), "no circles drawn on the statue"
    assert "no circle" in html  # its card on the supply board says so


# -- the supply board -----------------------------------------------------------------------------
def test_the_supply_board_holds_the_production_buildings_and_the_violet_kinds_in_play():
    game = mid_game()
    vm = view_model(game)
    ids = {b["id"] for b in vm["buildings"]}
    production = {b.id for b in game.ruleset.buildings if b.kind == "production" and not game.ruleset.draftable(b)}
    assert ids == production | set(game.state.violet_in_play)
    assert set(vm["violet_in_play"]) == set(MID["buildings"])
    assert "harbor" not in ids and "residence" not in ids  # left in the box
    statue = next(b for b in vm["buildings"] if b["id"] == "statue")
    assert (statue["copies_left"], statue["expansion"]) == (0, "new_buildings")
    forest_house = next(b for b in vm["buildings"] if b["id"] == "forest_house")
    assert forest_house["copies_left"] == game.state.building_stock("forest_house") == 1
    # Ana's two forests take 1 off (her quarry 1 more): prices come from the engine
    assert next(b for b in vm["buildings"] if b["id"] == "villa")["price"] == 7 - 1 - 1


# -- the draft --------------------------------------------------------------------------------------
def draft_game(picks=("statue", "guest_house", "forest_house", "black_market", "small_market")):
    game = Game(players=2, seed=3, expansions=("new_buildings",), options=Options(selection="draft"))
    for b in picks:
        game.apply({"player": game.turn, "draft": b})
    return game


def test_the_draft_lists_exactly_the_engines_legal_picks():
    game = draft_game()
    vm = view_model(game, names=["Ana", "Bo"])
    assert vm["phase"] == "draft" and vm["phase_title"] == "Drafting buildings"
    engine_picks = {a.value for a in game.legal_actions()}
    offered = {c["key"] for c in vm["actions"] if c["group"] == "draft" and c["legal"]}
    assert offered == engine_picks
    assert {c["group"] for c in vm["actions"]} == {"draft"}
    refused = {c["key"]: c for c in vm["actions"] if not c["legal"]}
    assert set(refused) == {b.id for b in game.ruleset.buildings if game.ruleset.draftable(b)} - engine_picks
    assert refused["statue"]["why"].endswith("already on the supply board") and refused["statue"]["rule"] == "setup.draft"
    assert "every space for buildings costing 1 doubloon is already filled" in refused["aqueduct"]["why"]
    assert all(c["label"].startswith("Draft the ") for c in vm["actions"])


def test_the_draft_board_by_cost():
    vm = view_model(draft_game(), names=["Ana", "Bo"])
    d = vm["draft"]
    assert [g["cost"] for g in d["groups"]] == sorted(DRAFT_SPACES)
    assert (d["spaces"], d["drafted"], d["left"]) == (sum(DRAFT_SPACES.values()), 5, sum(DRAFT_SPACES.values()) - 5)
    free = {g["cost"]: (g["free"], g["spaces"]) for g in d["groups"]}
    assert free[1] == (0, 1) and free[2] == (0, 2) and free[4] == (0, 1) and free[10] == (4, 5)
    ten = next(g for g in d["groups"] if g["cost"] == 10)
    statue = next(k for k in ten["kinds"] if k["id"] == "statue")
    assert (statue["drafted"], statue["drafted_by_name"], statue["circles"], statue["copies"]) == (True, "Ana", 0, 1)
    two = next(g for g in d["groups"] if g["cost"] == 2)
    assert two["drafted"] == ["forest_house", "black_market"]
    assert {k["id"] for k in two["kinds"]} == {"hacienda", "construction_hut", "forest_house", "black_market"}
    html = game_html(draft_game(), names=["Ana", "Bo"])
    assert "Building draft: 5 of 17 spaces filled" in html and "Cost 10 · 4 of 5 spaces free" in html
    # the supply board below shows only what is drafted so far, besides production
    assert {b["id"] for b in vm["buildings"] if b["kind"] != "production"} == \
        {"statue", "guest_house", "forest_house", "black_market", "small_market"}


def test_the_widget_draws_the_draft_as_buttons():
    js = bundle("puertorico.js")
    assert "function draftBoard(" in js and '"draft"].includes(choice.group)' in js
    assert 'tableChoice("draft", k.id)' in js and "choiceButton(choice, ctx" in js


def test_a_draft_click_reaches_the_engine():
    from puertorico_nb.widgets import TableWidget

    table = TableWidget(game=draft_game(), names=["Ana", "Bo"])
    pick = next(c for c in table.view["actions"] if c["legal"])
    assert table.act(pick["action"], version=table.view["version"])
    assert table.game.state.violet_in_play[-1] == pick["key"]
    assert not table.act({"player": table.game.turn, "draft": "statue"})
    assert "already on the supply board" in table.message


# -- the expansion choices in plain words ------------------------------------------------------------
@pytest.mark.parametrize("name, index, count, expected", [
    ("korean_nobles", 0, 1, {"take": ["Take a colonist", "Take the noble"]}),
    ("korean_nobles", 1, 1, {"land_office": ["Land office: pay a doubloon for an unseen plantation"]}),
    ("korean_nobles", 3, 4, {"return_plantation": ["Hunting lodge: give back your indigo plantation"]}),
    ("korean_nobles", 6, 1, {"royal_supplier": ["Royal supplier: give back a corn barrel",
                                                 "Royal supplier: give back an indigo barrel",
                                                 "Royal supplier: give back a sugar barrel",
                                                 "Royal supplier: give back a corn barrel and an indigo barrel",
                                                 "Royal supplier: give back a corn barrel and a sugar barrel",
                                                 "Royal supplier: give back an indigo barrel and a sugar barrel"]}),
    ("korean_guest_house", 0, 1, {"guest": ["Guest house: move a guest to the storehouse",
                                            "Guest house: move a guest to the library",
                                            "Guest house: move a guest to an empty indigo plantation",
                                            "Guest house: move both guests, to the storehouse and to the library",
                                            "Guest house: move both guests, to the storehouse and to an empty indigo plantation",
                                            "Guest house: move both guests, to the library and to an empty indigo plantation"]}),
    ("korean_forest_house", 2, 2, {"forest": ["Lay a sugar plantation face down as a forest",
                                              "Lay a corn plantation face down as a forest",
                                              "Lay an indigo plantation face down as a forest"]}),
])
def test_expansion_choices_are_labelled_from_the_legal_actions(name, index, count, expected):
    game = play(example(name, index), count)
    vm = view_model(game)
    legal = {str(a) for a in game.legal_actions()}
    for group, labels in expected.items():
        choices = [c for c in vm["actions"] if c["group"] == group]
        assert [c["label"] for c in choices] == labels
        assert all(c["legal"] and c["id"] in legal for c in choices)


def test_black_market_payments_and_small_wharf_loads_are_spelled_out():
    game = play(example("korean_new_buildings", 2), 2)
    vm = view_model(game)
    black = [c["label"] for c in vm["actions"] if c["group"] == "black_market"]
    assert "Build sugar mill: pay 3 doubloons and a corn barrel (black market)" in black
    assert ("Build large warehouse: pay 3 doubloons, a colonist from a corn plantation, a corn barrel "
            "and a victory point (black market)") in black
    engine = [a for a in game.legal_actions() if a.option("black_market")]
    assert len(black) == len(engine)
    # the small wharf's mixed load comes in steps: one good (or some barrels of it) at a time
    wharf = play(example("korean_new_buildings", 6), 1)
    loads = [c["label"] for c in view_model(wharf)["actions"] if c["group"] == "load"]
    assert "Put all your corn on the small wharf" in loads and "Put 1 sugar barrel on the small wharf" in loads
    assert len(loads) == sum(1 for a in wharf.legal_actions() if a.verb == "load")
    wharf.apply({"player": wharf.turn, "load": "corn"})
    confirms = [c["label"] for c in view_model(wharf)["actions"] if c["group"] == "confirm"]
    assert confirms and confirms[0] == "Confirm"


def test_trading_post_sales_show_the_price_without_the_market_bonus():
    game = play(example("korean_new_buildings", 4), 1)
    labels = {c["label"]: c["legal"] for c in view_model(game)["actions"]}
    # the book's example: 4 for the coffee and 1 for the privilege, nothing for the small market
    assert labels["Sell coffee for 5 via the trading post"] is True
    assert labels["Sell coffee for 6"] is False  # the trading house already holds a coffee


# -- names stay text ---------------------------------------------------------------------------------
def test_html_looking_names_stay_text_in_the_expansion_views():
    for game in (mid_game(), draft_game()):
        html = game_html(game, names=[XSS, "Bo", "Cy"][:game.players])
        assert XSS not in html and "&lt;img src=x onerror=&quot;alert(1)&quot;&gt;" in html
    vm = view_model(draft_game(), names=[XSS, "Bo"])
    statue = next(k for g in vm["draft"]["groups"] for k in g["kinds"] if k["id"] == "statue")
    assert statue["drafted_by_name"] == XSS  # plain data; the front end sets it with textContent
    js = bundle("puertorico.js")
    assert "innerHTML" not in js and "insertAdjacentHTML" not in js
