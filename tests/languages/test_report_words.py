"""The ruling report as a notebook shows it (``CheckReport.to_html``, the ``RulingReport`` widget's
static picture and its rows) in every one of the books' languages: the summary and verdict, the
badges, the step table's headings and the checker's own words (a move refused or accepted against
the example, a position that differs, a step that is not an action). The ruling file's own words
(its title, source, steps as written, file name, rule ids) stay as written; the JSON report and the
command line keep the contract's English.
"""
from __future__ import annotations

import re

import pytest

import puertorico_nb
from puertorico_nb.games.puerto_rico.actions import VERBS
from puertorico_nb.widgets import RulingReport

from .test_no_english import TRANSLATED, english_in

RULINGS = {"rulings": [
    {"title": "T1", "steps": [{"act": {"player": 0, "choose_role": "prospector"}},
                              {"expect": {"players": {0: {"doubloons": 4}}}}]},
    {"title": "T2", "steps": [{"act": {"player": 1, "choose_role": "mayor"}}]},
    {"title": "T3", "steps": [{"reject": {"player": 0, "choose_role": "mayor"}}]},
    {"title": "T4", "source": "Icelandic rulebook", "steps": [{"act": {"player": 0, "choose_role": "mayor"}},
                                                               {"reject": {"player": 1, "choose_role": "mayor"},
                                                                "because": "qqq"}]},
    {"title": "T5", "steps": [{"act": {"player": 0, "choose_role": "prospector"}},
                              {"expect": {"players": {0: {"doubloons": 9}}, "turn": 2}}]},
    {"title": "T6", "steps": [{"act": {"player": 0, "fly": "high"}}]},
]}
CODE_LIKE = re.compile(r"<code[^>]*>.*?</code>|<bdi>.*?</bdi>|<style>.*?</style>|<[^>]+>", re.S)
TYPED = ("'qqq'", "{player: 0, fly: high}", "{'fly': 'high', 'player': 0}", ", ".join(sorted(VERBS)), "'act'",
         "<mapping>", "act", "reject", "expect", "players.0.doubloons", "turn")


def _shown(html: str) -> str:
    """The words a reader reads: tags, code (steps as written, rule ids) and the file's own words out."""
    from html import unescape
    text = unescape(CODE_LIKE.sub(" ", html))
    for typed in TYPED:
        text = text.replace(typed, " ")
    return text


def test_the_report_keeps_the_contracts_english():
    report = puertorico_nb.check(RULINGS)
    assert (report.passed, report.failed, report.errors) == (1, 4, 1)
    data = report.to_dict()["rulings"]
    assert data[2]["message"].endswith("was accepted (allowed: " + data[2]["message"].split("(allowed: ")[1])
    assert data[3]["expected"] == "a refusal matching 'qqq'" and data[1]["expected"] == "legal"
    assert data[4]["message"] == "players.0.doubloons: expected 9, got 4; turn: expected 2, got 1"
    assert "'act' is not an action of this game: " in data[5]["message"]
    english = report.to_html("en")
    assert "Rulings: 1 passed, 4 failed, 1 error" in english and "(some cannot be run)" in english
    # seats as the ruling files number them, from 0, in every language (the steps say "player: 1")
    assert "got illegal: it is player 0's decision, not player 1's" in report.text("en")
    assert "플레이어 0" in report.text("ko") and "플레이어 0" in report.to_html("ko")


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_report_in_a_notebook_speaks_the_readers_language(code):
    report = puertorico_nb.check(RULINGS)
    html = report.to_html(code)
    assert f'lang="{code.replace("_", "-")}"' in html
    leaks = english_in(_shown(html), code)
    assert not leaks, f"{sorted(leaks)}\n{_shown(html)}"
    assert html != report.to_html("en") and report.to_html("en") == report._repr_html_()  # the package's language: en


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_report_widget_says_the_checkers_words_in_its_language(code):
    widget = RulingReport(RULINGS, language=code)
    said = [str(row[key]) for row in widget.report["rulings"] for key in ("message", "expected", "actual")
            if isinstance(row[key], str)]
    assert len(said) >= 8
    leaks = {text: english_in(_shown(text), code) for text in said}
    assert not {text: words for text, words in leaks.items() if words}, leaks
    assert widget.to_html() == widget.result.to_html(code)
    assert not english_in(_shown(widget.summary), code)


# -- the walkthroughs' titles and descriptions (the rulings' optional `translations`) -----------
TRANSLATED_RULINGS = [("factory.yaml", 0), ("factory.yaml", 1), ("captain_worked_example.yaml", 0),
                      ("korean_two_players.yaml", 0), ("korean_two_players.yaml", 1), ("sanjuan_steps.yaml", 0),
                      ("sanjuan_steps.yaml", 1)]


def _examples():
    from puertorico_nb.rulings.exercises import EXAMPLES as folder
    return folder


def test_the_schema_knows_exactly_the_packages_languages():
    from puertorico_nb.core.language import LANGUAGES, SOURCE_LANGUAGE
    from puertorico_nb.rulings.loader import schema
    listed = schema()["$defs"]["ruling"]["properties"]["translations"]["propertyNames"]["enum"]
    assert sorted(listed) == sorted(code for code in LANGUAGES if code != SOURCE_LANGUAGE)
    wrong = {"title": "T", "translations": {"fr": {"title": "t"}}, "steps": [{"act": {"player": 0, "choose_role": "mayor"}}]}
    assert puertorico_nb.check(wrong).errors == 1


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_walkthrough_says_its_rulings_title_and_description_in_its_language(code):
    from puertorico_nb.widgets import WalkthroughWidget
    for file, index in TRANSLATED_RULINGS:
        english = WalkthroughWidget(_examples() / file, index=index, language="en")
        walk = WalkthroughWidget(_examples() / file, index=index, language=code)
        assert walk.title and walk.title != english.title, (file, index)
        assert not english_in(walk.title, code), walk.title
        assert (walk.description != english.description) == bool(english.description)
        assert not english_in(walk.description, code), walk.description
    untranslated = {"title": "Only in English", "steps": [{"act": {"player": 0, "choose_role": "mayor"}}]}
    assert WalkthroughWidget(untranslated, language=code).title == "Only in English"  # as written


@pytest.mark.parametrize("code", ["ko", "is"])
def test_the_rules_browser_walks_through_in_its_language(code):
    from puertorico_nb.widgets import RulesBrowser
    browser = RulesBrowser("factory", language=code)
    walk = browser.open_walkthrough(file="factory.yaml", index=1)
    assert walk.language == code and walk.title in browser.search.message
    assert not english_in(browser.search.message.replace("factory.yaml", " "), code), browser.search.message
    rulings = [r for e in browser.search.results for group in e["rulings"] for r in [group]
               if r.get("file") == "factory.yaml"]
    assert rulings and all(not english_in(r["title"], code) for r in rulings), rulings
    browser.handle_message({"type": "walkthrough", "file": "../README.md"})
    assert not english_in(browser.search.message.replace("../README.md", " "), code), browser.search.message
