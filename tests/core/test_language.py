"""Choosing the language and saying things in it (puertorico_nb.core.language, words.Phrase)."""
from __future__ import annotations

import pytest

import puertorico_nb
from puertorico_nb.core import language
from puertorico_nb.core.language import (LANGUAGES, component_name, current_language, dutch_article, format_message,
                                         language_from_environment, particle, set_language, translate,
                                         translate_plural, using_language)
from puertorico_nb.core.words import Phrase, default_names, seat_name, spoken_list
from puertorico_nb.games.puerto_rico.components import BUILDINGS
from puertorico_nb.games.san_juan.components import CARDS as SJ_CARDS


@pytest.fixture(autouse=True)
def _package_language_restored():
    yield
    set_language(None)


@pytest.mark.parametrize("environ, code", [
    ({"LANG": "ko_KR.UTF-8"}, "ko"), ({"LANG": "zh_CN.UTF-8"}, "zh_Hans"), ({"LANG": "nb_NO.UTF-8"}, "nb"),
    ({"LANGUAGE": "no"}, "nb"), ({"LANG": "is_IS"}, "is"), ({"LC_ALL": "nl_BE.UTF-8"}, "nl"),
    ({"LANGUAGE": "zh_TW:nl", "LANG": "ko_KR"}, "nl"),  # traditional Chinese is not spoken: the next one
    ({"LANGUAGE": "fr_FR:de"}, "en"), ({"LANG": "C.UTF-8"}, "en"), ({}, "en"),
    ({"LANGUAGE": "", "LANG": "is_IS.UTF-8"}, "is"),
])
def test_the_default_language_comes_from_the_environment(environ, code):
    assert language_from_environment(environ) == code


def test_set_language_is_package_wide_and_reachable_from_the_root():
    puertorico_nb.set_language("ko")
    assert current_language() == "ko" and puertorico_nb.current_language() == "ko"
    assert default_names(2) == ["플레이어 1", "플레이어 2"]
    set_language("en")
    assert default_names(2) == ["Player 1", "Player 2"]


def test_using_language_is_for_its_block_only_even_when_it_fails():
    set_language("nl")
    with pytest.raises(RuntimeError):
        with using_language("is"):
            assert seat_name(None, 0) == "Leikmaður 1"
            raise RuntimeError
    assert current_language() == "nl" and seat_name(None, 0) == "Speler 1"


def test_an_unknown_language_is_refused_with_the_languages_spoken():
    for call in (lambda: set_language("fr"), lambda: translate("Player {number}", language="ko_KR"),
                 lambda: using_language("zh").__enter__()):
        with pytest.raises(ValueError) as refused:
            call()
        assert all(f"{code} ({name})" in str(refused.value) for code, name in LANGUAGES.items())
    assert current_language() == language.language_from_environment()


def test_plural_forms_follow_each_language_rule():
    # Icelandic: one for 1, 21, 31 but not 11; Dutch/Norwegian: one for 1 only; Korean/Chinese: one form
    table = language.catalogue("is")
    assert table.plural(21) == 0 and table.plural(11) == 1 and table.plural(1) == 0 and table.plural(2) == 1
    assert language.catalogue("nl").plural(21) == 1 and language.catalogue("ko").plural(5) == 0
    assert translate_plural("{n} card", "{n} cards", 3, language="en") == "{n} cards"


@pytest.mark.parametrize("word, form, expected", [
    ("선장", "을", "을"), ("시장", "를", "을"), ("상인", "는", "은"), ("건축가", "은", "는"), ("배", "이", "가"),
    ("항구", "으로", "로"), ("서울", "으로", "로"), ("집", "로", "으로"), ("3", "가", "이"), ("2", "이", "가"),
    ("Ana", "은", "는"), ("Jin", "와", "과"), ("선장)", "을", "을"), ("\u2068서울\u2069", "이", "이"),
])
def test_korean_particles_follow_the_last_sound(word, form, expected):
    assert particle(word, form) == expected


# Every Dutch building and card name of the glossary (docs/glossary/nl.md) that is a het-word; the rest take "de".
_DUTCH_HET_NAMES = {"aquaduct", "archief", "armenhuis", "bouwbureau", "douanekantoor", "fort", "gastenverblijf",
                    "groot pakhuis", "handelsstation", "hospitium", "jachthuis", "kadaster", "kantoor",
                    "klein pakhuis", "klooster", "paleis", "raadhuis", "standbeeld", "vakbondshuis"}


def test_each_dutch_building_and_card_name_takes_its_own_article():
    names = {component_name(kind, name, language="nl")
             for kind, table in (("building", BUILDINGS), ("card", SJ_CARDS)) for name in table}
    assert _DUTCH_HET_NAMES <= names, "a het-word of the glossary is no longer a building or card name"
    wrong = {name for name in names if dutch_article(name) != ("het" if name in _DUTCH_HET_NAMES else "de")}
    assert wrong == set()
    assert format_message("Kies {card:de}", card="raadhuis") == "Kies het raadhuis"
    assert format_message("Kies {card:de}", card="markthal") == "Kies de markthal"


def test_a_phrase_is_said_whole_in_the_reader_language_with_its_plural_form():
    builds = Phrase("{who} gets {amount:count:doubloon}", "you get {amount:count:doubloon}")
    assert builds.say("Ana", amount=1, language="en") == "Ana gets 1 doubloon"
    assert builds.say("You", amount=3, language="en") == "you get 3 doubloons"
    # without a translation the English template stands, and its English-only specs still read right
    assert spoken_list(["a", "b", "c"]) == "a, b and c"
    with using_language("zh_Hans"):
        assert spoken_list(["甲", "乙", "丙"]) == "甲、乙和丙"
    with using_language("ko"):
        assert spoken_list(["선장", "상인"]) == "선장과 상인"


def test_a_counted_phrase_takes_the_form_its_number_asks_for_in_each_language():
    gets = Phrase("{who} gets {amount:count:doubloon}", "you get {amount:count:doubloon}")
    # Icelandic: 1 and 21 take the singular, 11 and 2 the plural; asked in any order (the forms are cached)
    said = {n: gets.say("Ana", amount=n, language="is") for n in (2, 21, 11, 1)}
    assert said == {1: "Ana fær 1 doblúnu", 21: "Ana fær 21 doblúnu", 11: "Ana fær 11 doblúnur", 2: "Ana fær 2 doblúnur"}
    assert gets.say("Ana", amount=21, language="nl") == "Ana krijgt 21 dublonen"
    assert gets.say("You", amount=3, language="ko") == "당신은 3더블룬을 받습니다"
