"""The ``rules`` translation domain: every component has a glossary row in every language with its
source, the catalogues' names are the glossaries' terms, every rule statement is translated, and the
files are what tools/rules_pot.py makes of the catalogue and the glossaries."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import rules_pot as domain  # noqa: E402

BOOKS = {"is": "Icelandic rulebook", "ko": "Korean rulebook", "nl": "Dutch rulebook", "nb": "Norwegian rulebook",
         "zh_Hans": "Chinese rulebook excerpt"}
# what must come through a translation unchanged: numbers, and the ruling-file words a statement
# quotes ("privilege: false", "decline: factory", "full_storage")
_NUMBER = re.compile(r"(?<!\d)\d+(?!\d)")
_RULING_WORDS = re.compile(r"(?<=\()[a-z_]+: [a-z_]+|\b[a-z]+(?:_[a-z]+)+\b")
_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\(\w+\)[sd]|%[sd]")


def _catalogue(language: str):
    with domain.po_path(language).open("rb") as file:
        return read_po(file, locale=domain.BABEL_LOCALES.get(language, language), domain=domain.DOMAIN)


@pytest.fixture(scope="module")
def components():
    return domain.named_components()


@pytest.mark.parametrize("language", domain.LANGUAGES)
def test_every_component_has_a_glossary_row_with_its_source(language, components):
    rows = domain.read_glossary(language)
    listed = {(row["kind"], row["id"]) for row in rows}
    missing = [(kind, component) for kind, ids in components.items() for component in ids if (kind, component) not in listed]
    assert not missing, f"docs/glossary/{language}.md lacks {missing}"
    for row in rows:
        assert row["english"] == domain.english_name(row["id"]), row
        assert row["term"] and row["term"] != "-", row
        source = row["source"]
        assert source.startswith("ours") or source.startswith(BOOKS[language] + ", "), \
            f"{language}: {row['kind']} {row['id']}: the source names neither the book nor 'ours': {source!r}"
    domain.glossary_names(language)  # one term per kind and id, across both games' tables


@pytest.mark.parametrize("language", domain.LANGUAGES)
def test_the_catalogues_names_are_the_glossarys_terms(language):
    names = domain.glossary_names(language)
    seen = 0
    for message in _catalogue(language):
        if message.id and message.context in domain.KINDS:
            assert message.string == names[(message.context, message.id)], (message.context, message.id)
            seen += 1
    assert seen == len(names)


@pytest.mark.parametrize("language", domain.LANGUAGES)
def test_every_message_is_translated_whole(language):
    """No missing or fuzzy entry, and every number, placeholder and ruling-file word of the English
    comes through unchanged."""
    template = {(m.context, m.id) for m in domain.template() if m.id}
    po = _catalogue(language)
    found = {(m.context, m.id): m for m in po if m.id}
    assert set(found) == template, "run python tools/rules_pot.py"
    problems = []
    for (context, english), message in found.items():
        text = message.string
        if not text or message.fuzzy:
            problems.append(f"{context}: {'fuzzy' if message.fuzzy else 'not translated'}")
            continue
        if sorted(_PLACEHOLDER.findall(english)) != sorted(_PLACEHOLDER.findall(text)):
            problems.append(f"{context}: placeholders differ")
        if context not in domain.KINDS:
            lost = sorted(set(_NUMBER.findall(english)) - set(_NUMBER.findall(text)))
            lost += [words for words in _RULING_WORDS.findall(english) if words not in text]
            if lost:
                problems.append(f"{context}: {lost} missing from the translation")
    assert not problems, f"{language}: " + "; ".join(problems)


def test_the_files_are_up_to_date():
    assert domain.main(["--check"]) == 0


@pytest.mark.parametrize("language", domain.LANGUAGES)
def test_a_buildings_rule_opens_with_the_glossarys_name_for_it(language):
    """The statements name the buildings as the glossary does: "Small market: ..." opens with the
    language's term for the small market (a translated statement cannot drift from the names)."""
    from puertorico_nb.core import catalogue

    names = domain.glossary_names(language)
    checked = 0
    for rule in catalogue.all_rules():
        kind_id = rule.id.split(".", 1)[1].replace("-", " ") if rule.id.startswith("building.") else None
        if kind_id is None or ("building", kind_id) not in names or ":" not in rule.english[:40]:
            continue
        opening = re.split(r"[:：]", rule.statement_in(language), maxsplit=1)[0].strip()
        assert opening.lower() == names[("building", kind_id)].lower(), (rule.id, opening)
        checked += 1
    assert checked >= 39  # every building rule written "Name: ..." (all but the manned-only and production rules)
