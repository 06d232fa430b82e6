"""Issue 16, points 13, 14, 15 and the names of 17: a front end can only ask; what it sends never
raises in the kernel, never shows what its seat may not see, never changes the state the Python
side owns, and names typed by people are drawn as isolated text."""
from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from puertorico_nb import Game, SanJuanGame
from puertorico_nb.widgets import SanJuanTable, TableWidget

from .strategies import fuzz, json_values, nested


def _tables():
    return [TableWidget(Game(players=3, seed=1)), SanJuanTable(SanJuanGame(players=3, seed=1, governor=0))]


def _snapshot(table):
    g = table.game
    return g.state.to_dict(), [*g.log], table.bots, getattr(table, "shown", None)


# -- point 13: any message, never an exception ---------------------------------------------------------
@pytest.mark.parametrize("content", [{"type": ["act"]}, {"type": {"a": 1}}, {"type": None}, {"type": 7},
                                     {"type": "act", "action": {"player": ["x"], "pass": True}},
                                     {"type": "act", "version": [], "action": None},
                                     {"type": "show_hand", "seat": [0]}, {"type": "record", "title": {"t": 1}},
                                     ["act"], "act", None])
def test_a_malformed_widget_message_is_refused_and_changes_nothing(content):
    for table in _tables():
        before = _snapshot(table)
        table.handle_message(content)
        assert _snapshot(table) == before
        assert table.message


REQUESTS = st.fixed_dictionaries({"type": st.sampled_from(["act", "explain", "show_hand", "hide_hand", "record"])
                                  | json_values(4)},
                                 optional={"action": json_values(8), "version": json_values(2),
                                           "seat": json_values(2), "title": json_values(2)})


@fuzz(60)
@given(content=REQUESTS | json_values(6))
def test_any_widget_message_is_answered_without_raising(content):
    for table in _tables():
        before = _snapshot(table)
        table.handle_message(content)
        if not (isinstance(content, dict) and content.get("type") in ("act", "random", "undo", "redo")):
            state, log, bots, _ = _snapshot(table)
            assert (state, log, bots) == before[:3]


# -- point 14: a hidden hot-seat hand stays hidden, by every path ---------------------------------------
def _hidden_hand_table():
    table = SanJuanTable(SanJuanGame(players=2, seed=5, governor=0), hotseat=True)
    table.show_hand(0)
    assert table.act({"player": 0, "choose_role": "builder"})
    assert table.act({"player": 0, "pass": True})
    assert table.game.turn == 1 and table.shown == -1
    return table


def test_no_reply_reveals_a_hidden_hand():
    from puertorico_nb.games.san_juan.components import CARDS
    table = _hidden_hand_table()
    held = set(table.game.state.players[1].hand)
    replies = {}
    for card in CARDS:
        for content in ({"type": "act", "version": -1, "action": {"player": 1, "build": card}},
                        {"type": "act", "version": None, "action": {"player": 1, "build": card}},
                        {"type": "act", "action": f"1 build {card}"},
                        {"type": "explain", "action": {"player": 1, "build": card}},
                        {"type": "explain", "action": {"player": 0, "build": card}},
                        {"type": "random", "version": -1}):
            table.handle_message(content)
            replies.setdefault(card in held, set()).add((table.message.replace(card, "CARD"), table.rule))
    assert replies[True] == replies[False]
    assert table.game.turn == 1 and not held - set(table.game.state.players[1].hand)


# -- point 15: traits the Python side owns refuse front-end writes ---------------------------------------
def test_a_forged_shown_trait_does_not_show_a_hand():
    table = SanJuanTable(SanJuanGame(players=2, seed=5, governor=0), hotseat=True)
    table.show_hand(0)
    table.set_state({"shown": 1})
    assert table.shown == 0
    assert table.view["seat"] == 0
    hands = [p["hand"] for p in table.view["players"]]
    assert not isinstance(hands[1], list)  # a count or nothing: never the cards


def test_forged_bot_seats_are_refused():
    table = SanJuanTable(SanJuanGame(players=3, seed=1, governor=0))
    table.set_state({"bots": [0, 1, 2]})
    assert table.bots == [1, 2] and not table.game.game_over and table.game.turn == 0
    pr = TableWidget(Game(players=3, seed=1), bots=[1, 2])
    pr.set_state({"bots": [0, 1, 2], "view": {}, "names": ["x"], "can_undo": True})
    assert pr.bots == [1, 2] and not pr.game.game_over
    assert pr.view and pr.names[0] != "x" and pr.can_undo is False


def test_the_rule_search_and_the_walkthrough_still_take_their_front_end_fields():
    from puertorico_nb.widgets import RuleSearch, WalkthroughWidget
    search = RuleSearch()
    search.set_state({"query": "wharf", "total": 999})
    assert search.query == "wharf" and search.total != 999
    walk = WalkthroughWidget({"title": "t", "steps": [{"act": {"player": 0, "choose_role": "mayor"}},
                                                                  {"expect": {"phase": "mayor"}}]})
    walk.set_state({"step": 1, "frames": []})
    assert walk.step == 1 and walk.frames


# -- point 17: names are isolated text ----------------------------------------------------------------------
TRICKY_NAMES = ["\u202eAna", "Bo\u200b\u200f", "\u2067Cy\u2069\u202e", "مريم"]
# what could turn the words around a name: embeddings, overrides, isolates, marks, hidden spaces
CONTROLS = re.compile("[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]")
ISOLATED = re.compile("\u2068[^\u2066-\u2069]*\u2069")


def _safe(name: str) -> bool:
    """No direction control in the name, except one isolate around the whole of it."""
    return not CONTROLS.search(name[1:-1] if ISOLATED.fullmatch(name) else name)


@pytest.mark.parametrize("make", [lambda names: TableWidget(Game(players=4, seed=1), names=names),
                                  lambda names: SanJuanTable(SanJuanGame(players=4, seed=1, governor=0),
                                                             names=names)], ids=["puerto_rico", "san_juan"])
def test_names_cannot_reverse_the_text_around_them(make):
    table = make(TRICKY_NAMES)
    assert table.names[:3] == ["Ana", "Bo", "Cy"]
    assert table.names[3] == "\u2068مريم\u2069"  # right-to-left letters: isolated in plain text too
    table.names = ["\u202eZed", *TRICKY_NAMES[1:]]  # set later from Python: made safe the same way
    assert table.names[0] == "Zed"
    texts = [*table.names, table.message, *table.history, table.to_html()]
    assert all(_safe(n) for n in table.names)
    html = table.to_html()
    assert "\u202e" not in "".join(texts) and html.count("مريم") == html.count("\u2068مريم\u2069")


@fuzz(40)
@given(name=st.text(max_size=12))
def test_any_typed_name_is_shown_isolated_or_replaced(name):
    from puertorico_nb.core.words import full_names
    shown = full_names([name], 2)[0]
    assert _safe(shown) and shown.strip()


def test_game_html_puts_every_name_in_bdi():
    from puertorico_nb.games.puerto_rico.render.html import game_html
    from puertorico_nb.games.san_juan.render.html import sanjuan_html
    for html in (game_html(Game(players=3), names=["Ana", "Bo", "Cy"]),
                 sanjuan_html(SanJuanGame(players=3, governor=0), names=["Ana", "Bo", "Cy"], seat=0)):
        assert "<bdi>Ana</bdi>" in html
        assert re.search(r'player-name"><bdi>Bo</bdi>', html)
        assert "To act: <bdi>Ana</bdi>" in html and "Governor: <bdi>Ana</bdi>" in html


def test_a_ruling_title_is_isolated_in_the_report():
    from puertorico_nb import check
    report = check({"title": "\u202eevil <b>", "source": "\u202ebook", "steps": [{"expect": {"turn": 0}}]})
    html = report._repr_html_()
    assert "<bdi>\u202eevil &lt;b&gt;</bdi>" in html and "<bdi>\u202ebook</bdi>" in html


def test_a_question_refuses_a_forged_answer_state():
    from puertorico_nb.widgets.questions import Question
    q = Question("How many?", 3, why="Three.", hint="Count them.")
    q.set_state({"status": "right", "can_show": True, "tries": 9})
    assert (q.status, q.can_show, q.tries) == ("open", False, 0)
    q._on_msg(q, {"type": "show"}, [])
    assert q.status == "open" and "3" not in q.feedback


def test_the_rules_browser_answers_any_message():
    from puertorico_nb.widgets import RulesBrowser
    browser = RulesBrowser()
    for content in (nested(3000), {"type": "walkthrough", "example": nested(3000)}, {"type": ["walkthrough"]},
                    {"type": "walkthrough", "file": "../../etc/passwd"}, {"type": "walkthrough", "index": "x"}):
        browser.handle_message(content)
        assert browser.search.message
