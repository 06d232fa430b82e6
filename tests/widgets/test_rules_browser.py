"""The rules browser and the table's rule link and recorder, without a browser: messages in,
traits out."""
from __future__ import annotations


import pytest

import anywidget  # noqa: F401 (needed by what this module drives)

from puertorico_nb.widgets.bundle import bundle  # noqa: E402
from puertorico_nb.core import catalogue  # noqa: E402
from puertorico_nb.rulebook import search_rules  # noqa: E402
from puertorico_nb.rulings.loader import parse_yaml  # noqa: E402
from puertorico_nb.rulings.runner import check  # noqa: E402
from puertorico_nb.widgets import RulesBrowser, TableWidget, WalkthroughWidget  # noqa: E402
from puertorico_nb.widgets.rules import SHOWN  # noqa: E402

JS = bundle("puertorico.js")


def test_the_search_panel_follows_the_query():
    browser = RulesBrowser()
    assert browser.search.kind == "rules"
    assert browser.search.total == len(catalogue.all_rules())
    assert len(browser.results) == min(SHOWN, browser.search.total)
    browser.query = "harbor"
    assert [e["id"] for e in browser.results] == [r.id for r in search_rules("harbor")]
    assert browser.search.total == len(search_rules("harbor"))


def test_an_entry_carries_citations_and_what_exercises_it():
    browser = RulesBrowser("captain.largest-empty-ship")
    [e] = browser.results
    rule = catalogue.get("captain.largest-empty-ship")
    assert e["statement"] == rule.statement
    assert [c["book"] for c in e["citations"]] == [c.book for c in rule.citations]
    assert any(r["file"] == "captain_largest_ship.yaml" for r in e["rulings"])


def test_a_walkthrough_request_opens_one_below_the_panel():
    browser = RulesBrowser("captain.largest-empty-ship", names=["Ana", "Bo", "Cy", "Dee"])
    ruling = next(r for r in browser.results[0]["rulings"] if r["file"] == "captain_largest_ship.yaml")
    browser.handle_message({"type": "walkthrough", "rule": "captain.largest-empty-ship",
                            "file": ruling["file"], "index": ruling["index"]})
    [walk] = browser.stage.children
    assert isinstance(walk, WalkthroughWidget) and walk.title == ruling["title"]
    assert "captain_largest_ship.yaml #1" in browser.message


def test_a_tutorial_step_opens_its_example():
    browser = RulesBrowser()
    browser.handle_message({"type": "walkthrough", "rule": "x", "example": ["harbor_wharf", 1]})
    assert browser.walkthrough is not None and "wharf" in browser.walkthrough.title.lower()


@pytest.mark.parametrize("content", [
    {"type": "walkthrough", "file": "../../pyproject.toml"},
    {"type": "walkthrough", "file": "no_such_file.yaml"},
    {"type": "walkthrough", "rule": "no.such-rule"},
    {"type": "nonsense"},
    ["not", "a", "mapping"],
])
def test_bad_requests_are_said_not_raised(content):
    browser = RulesBrowser()
    browser.handle_message(content)
    assert browser.message and browser.stage.children == ()


def test_show_and_follow_a_table():
    table = TableWidget(players=4, seed=0)
    browser = RulesBrowser().follow(table)
    table.act({"player": 0, "choose_role": "builder"})
    assert table.rule == ""
    table.act({"player": 0, "build": "fortress"})  # 3 doubloons: refused
    assert table.rule == "builder.afford" and table.citation
    assert browser.search.selected == "builder.afford"
    assert browser.results[0]["id"] == "builder.afford"
    table.explain({"player": 0, "build": "small_market"})
    assert table.rule == browser.search.selected


def test_a_malformed_request_names_its_rule():
    table = TableWidget(players=3, seed=0)
    table.act({"player": 0, "fly": "away"})
    assert table.rule == "action.malformed"


def test_the_table_records_the_game_as_a_ruling():
    table = TableWidget(players=3, seed=4, bots=[1, 2])
    assert table.act({"player": 0, "choose_role": "builder"})
    table.handle_message({"type": "record"})
    assert table.recorded.startswith("# Recorded")
    assert table.message.startswith(f"Recorded {len(table.game.log)} move")
    ruling = parse_yaml(table.recorded)
    assert ruling["steps"][0] == {"act": {"player": 0, "choose_role": "builder"}}
    assert len(ruling["steps"]) == len(table.game.log) + 1  # the bots' moves too, then the expect
    assert check(table.recorded).ok
    assert table.to_ruling(title="x")["title"] == "x"


def test_a_table_that_cannot_be_recorded_says_why():
    from puertorico_nb.games.puerto_rico import Game
    game = Game(players=4, seed=1)
    game.apply({"player": 0, "choose_role": "mayor"})
    table = TableWidget(game=Game(ruleset=game.ruleset, state=game.state.clone()))
    assert table.record() == ""
    assert table.recorded == "" and "cannot be recorded" in table.message


def test_the_front_end_draws_data_as_text_only():
    assert "innerHTML" not in JS and "outerHTML" not in JS and "insertAdjacentHTML" not in JS
    rules = JS[JS.index("function renderRules"):JS.index("function render(")]
    # every button of the browser has an accessible label
    assert rules.count('control(say("Walk through') == rules.count('open.setAttribute("aria-label"') == 2
    assert '"aria-label": say("Search the rules")' in rules
    # a button's accessible name is its visible text (WCAG 2.5.3), so Record keeps its own words
    assert 'control(say("Record as ruling"), "record"' in JS and '"Record this game as a ruling file"' not in JS
    assert 'kind === "rules" ? renderRules' in JS


def test_a_san_juan_rule_walks_through_in_san_juans_own_table():
    browser = RulesBrowser()
    walk = browser.open_walkthrough("sj.crane.cover")
    assert type(walk).__name__ == "SanJuanWalkthrough" and browser.stage.children == (walk,)
    assert len(walk.frames) > 1 and all(frame["ok"] for frame in walk.frames)
    assert "Walkthrough of sanjuan_" in browser.search.message


def test_the_rules_browser_leaves_a_static_picture():
    browser = RulesBrowser("captain.largest-empty-ship")
    bundle = browser._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    html = data["text/html"]
    assert "application/vnd.jupyter.widget-view+json" in data  # the live widget where it can run
    assert "captain.largest-empty-ship" in html and "Icelandic rulebook" in html and "1 rule matches" in html
    walk = browser.open_walkthrough("captain.largest-empty-ship")
    assert walk.view and "Step 0 of" in browser._repr_html_()  # the walkthrough below the panel too
    hostile = RulesBrowser("<b>harbor</b>")
    assert "<b>harbor</b>" not in hostile._repr_html_() and "&lt;b&gt;harbor&lt;/b&gt;" in hostile._repr_html_()
