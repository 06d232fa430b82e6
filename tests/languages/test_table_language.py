"""A table's own language: ``language=`` on a table or session, switched live without changing
the game, and ``lang`` given to the front end."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from puertorico_nb.core.language import current_language, set_language, using_language
from puertorico_nb.session import PuertoRicoSession, SanJuanSession

from .test_no_english import english_in

from puertorico_nb.widgets.sanjuan import SanJuanTable  # noqa: E402
from puertorico_nb.widgets.page_words import PAGE_WORDS, page_words  # noqa: E402
from puertorico_nb.widgets.table import TableWidget  # noqa: E402


def test_a_session_speaks_its_language_whatever_the_package_speaks():
    set_language("nl")
    try:
        session = PuertoRicoSession(players=3, seed=1, names=["Ana", "Bo", "Cy"], bots=[1, 2], language="ko")
        assert session.act({"player": 0, "choose_role": "builder"})
        assert session.view["language"] == "ko"
        assert "선택합니다" in session.message and not english_in(session.message, "ko")
        assert all(not english_in(line["text"], "ko") for line in session.story)
    finally:
        set_language(None)


@pytest.mark.parametrize("make", [
    lambda: TableWidget(players=3, seed=1, bots=[1, 2], language="is"),
    lambda: SanJuanTable(players=3, seed=1, language="is"),
])
def test_switching_a_live_table_says_it_again_and_leaves_the_game_alone(make):
    table = make()
    table.random_move()
    table.random_move()
    position, moves = table.game.to_json(), len(table.game.log)
    assert table.names[0] == "Leikmaður 1" and table.view["language"] == "is"
    table.language = "zh_Hans"
    assert table.game.to_json() == position and len(table.game.log) == moves
    assert table.view["language"] == "zh_Hans" and table.names[0] == "玩家1"
    assert table.story and all(not english_in(line["text"], "zh_Hans") for line in table.story)
    assert all("玩家" in line["text"] or "。" in line["text"] for line in table.story)
    with using_language("nb"):
        table.language = ""  # back to the package's language
        assert table.view["language"] == current_language() == "nb" and table.names[0] == "Spiller 1"
    assert table.game.to_json() == position


def test_an_unknown_language_is_refused_and_changes_nothing():
    table = TableWidget(players=3, seed=1, bots=[1, 2], language="nb")
    before = (table.game.to_json(), table.language, list(table.story))
    with pytest.raises(Exception, match="unknown language 'fr'"):
        table.language = "fr"
    assert (table.game.to_json(), table.language, list(table.story)) == before
    with pytest.raises(ValueError, match="the package speaks"):
        SanJuanSession(players=2, seed=1, language="zh")


STATIC = Path(__file__).resolve().parents[2] / "puertorico_nb" / "widgets" / "static"
# say("text") or say("text " + "more text", {...}) in a front-end module: the English text asked for
PROPER_NAMES = {"San Juan"}  # the board's San Juan: the Chinese reading keeps the name as the excerpt prints it
SAID = re.compile(r'\bsay\(\s*((?:"(?:[^"\\]|\\.)*"\s*\+?\s*)+)')


def test_every_text_a_front_end_says_is_sent_from_python_in_each_language():
    asked = set()
    for module in STATIC.rglob("*.js"):
        for found in SAID.finditer(module.read_text(encoding="utf-8")):
            asked.add("".join(json.loads(piece) for piece in re.findall(r'"(?:[^"\\]|\\.)*"', found.group(1))))
    assert len(asked) >= 20
    assert asked - set(PAGE_WORDS) == set(), "texts a front end says that page_words.py does not send"
    for code in ("is", "ko", "nl", "nb", "zh_Hans"):
        assert set(page_words(code)) == set(PAGE_WORDS)
    for code in ("ko", "zh_Hans"):  # no English word is left in them (the catalogue test checks each language whole)
        words = page_words(code)
        assert all(words[text] != text for text in PAGE_WORDS
                   if text not in PROPER_NAMES and re.search(r"[a-z]{2}", re.sub(r"\{\w+\}", "", text)))


def test_a_table_sends_its_words_before_the_view_drawn_with_them():
    table = SanJuanTable(players=3, seed=1, language="ko")
    assert table.words["Governor: {name}"] == "주지사: {name}"
    sent = []
    table.observe(lambda change: sent.append(change["name"]), names=["words", "view"])
    table.language = "nb"
    assert sent[:2] == ["words", "view"] and table.words["Governor: {name}"] == "Guvernør: {name}"
    table.language = "en"
    assert table.words == {}


def test_a_counted_front_end_text_takes_the_form_the_catalogue_gives_its_number():
    # the browser picks a form by Intl.PluralRules, which reads CLDR's plural rules; Babel reads the
    # same rules here: for every number, CLDR's category must carry the catalogue's form for it
    from babel import Locale

    from puertorico_nb.core.language import translate_plural
    from puertorico_nb.core.words import counted_field

    counted = [text for text in PAGE_WORDS if counted_field(text)]
    assert "{count:count:colonist}" in counted
    for code in ("is", "ko", "nl", "nb", "zh_Hans"):
        words, rule = page_words(code), Locale.parse(code).plural_form
        for text in counted:
            for number in range(0, 250):
                assert words[text][rule(number)] == translate_plural(text, text, number, language=code), (code, text, number)
    icelandic = page_words("is")["{count:count:colonist}"]
    assert icelandic["one"] != icelandic["other"]  # 1 and 21 nýlendubúi, 2 and 11 nýlendubúar
    assert Locale.parse("is").plural_form(21) == "one" and Locale.parse("is").plural_form(11) == "other"


def test_a_front_end_text_in_another_language_has_no_format_spec_the_browser_cannot_fill():
    # the front end's say() fills a bare {name}; Python's own specs ({name:을}, {n:count:...}) are
    # Python's: a translation sent to the browser must not lean on them
    for code in ("is", "ko", "nl", "nb", "zh_Hans"):
        for text, translation in page_words(code).items():
            for form in translation.values() if isinstance(translation, dict) else [translation]:
                assert not re.search(r"\{\w+:", form), (code, text, form)


@pytest.mark.parametrize("game", ["puerto_rico", "san_juan"])
def test_a_start_page_speaks_the_language_chosen_on_it_and_so_does_its_table(game):
    from puertorico_nb.widgets.start import StartPage

    page = StartPage(game, language="en")
    form = page.form
    assert [c["value"] for c in form.form["languages"]] == ["en", "is", "ko", "nl", "nb", "zh_Hans"]
    assert form.words == {} and form.form["seats"][0]["label"] == "A person"
    form.handle_message({"type": "language", "language": "ko", "settings": {"players": 3, "names": ["Ana"]}})
    assert form.language == "ko" and form.words["Start the game"] == "게임 시작"
    assert form.values == {"players": 3, "names": ["Ana"]}  # what was typed stays
    labels = [form.form["seats"][0]["label"]] + [option["label"] for option in form.form["options"]]
    assert labels and all(not english_in(label, "ko") for label in labels)
    before = (form.language, dict(form.form), dict(form.values))
    form.handle_message({"type": "language", "language": "fr"})
    assert form.error.startswith("언어:") and "'fr'" in form.error  # refused in the page's language
    assert (form.language, dict(form.form), dict(form.values)) == before
    form.handle_message({"type": "start", "settings": {"players": 2, "seats": ["person", "coach"], "seed": 5}})
    assert form.error == "" and page.table.language == "ko" and page.table.view["language"] == "ko"
    assert page.table.names[0] == "플레이어 1" and not english_in(form.started, "ko")


def test_the_rules_browser_sends_its_words_in_its_language_and_again_when_switched():
    from puertorico_nb.widgets.rules import RuleSearch

    search = RuleSearch("선장", language="ko")
    assert search.words["Search the rules"] == "규칙 찾기" and search.total > 0
    search.language = "nb"
    assert search.words["Search the rules"] == "Søk i reglene"
    search.language = "en"
    assert search.words == {}
