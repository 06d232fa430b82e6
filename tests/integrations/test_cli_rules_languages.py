"""`python -m puertorico_nb rules --language CODE QUERY`: the catalogue searched and printed in the
books' languages, as a user runs it (issue #27)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from puertorico_nb.core import catalogue
from puertorico_nb.core.language import LANGUAGES, SOURCE_LANGUAGE, component_name
from puertorico_nb.rulebook import search_rules

TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


def run(*args, **environment):
    env = {key: value for key, value in os.environ.items() if key not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env.update(environment)
    return subprocess.run([sys.executable, "-m", "puertorico_nb", *map(str, args)], capture_output=True,
                          text=True, timeout=120, env=env)


def _entries(stdout: str) -> dict[str, list[str]]:
    """rule id -> its printed lines (statement, then citations)."""
    entries: dict[str, list[str]] = {}
    current = None
    for line in stdout.splitlines():
        if line and not line.startswith(" ") and "." in line and not line.endswith(" rules"):
            current = entries.setdefault(line, [])
        elif current is not None and line.startswith("    "):
            current.append(line.strip())
    return entries


def test_korean_search_for_the_captain_prints_korean_statements_and_the_books_citations():
    out = run("rules", "--language", "ko", "선장")
    assert out.returncode == 0, out.stderr
    entries = _entries(out.stdout)
    first = next(iter(entries))
    assert first.startswith("captain."), first
    assert {r.id for r in catalogue.all_rules() if r.id.startswith("captain.")} <= set(entries)
    for rule_id, lines in entries.items():
        rule = catalogue.get(rule_id)
        assert lines[0] == rule.statement_in("ko") != rule.english
        assert lines[1:] == [f"- {c.book}, section {c.section}" for c in rule.citations] or not rule.citations


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_language_finds_a_roles_rules_by_the_books_name_for_it(code):
    name = component_name("role", "captain", language=code)
    assert name != "captain"
    found = search_rules(name, language=code)
    assert found and found[0].id.startswith("captain."), (name, [r.id for r in found[:3]])
    building = component_name("building", "wharf", language=code)
    assert search_rules(building, language=code)[0].id == "captain.wharf"


def test_english_words_still_find_rules_in_another_language():
    assert search_rules("wharf", language="nb")[0].id == "captain.wharf"


def test_the_language_defaults_to_the_environments():
    out = run("rules", "captain.ship-full", LANG="nb_NO.UTF-8")
    assert out.returncode == 0, out.stderr
    assert catalogue.get("captain.ship-full").statement_in("nb") in out.stdout
    english = run("rules", "captain.ship-full", LANG="C.UTF-8")
    assert catalogue.get("captain.ship-full").english in english.stdout


def test_an_unknown_language_is_refused_with_the_ones_spoken():
    out = run("rules", "--language", "xx", "captain")
    assert out.returncode == 2 and out.stdout == ""
    assert "unknown language 'xx'" in out.stderr and "ko (한국어)" in out.stderr


def test_notes_are_printed_in_the_language_chosen():
    out = run("rules", "--language", "is", "--notes", "captain.wharf")
    assert out.returncode == 0, out.stderr
    rule = catalogue.get("captain.wharf")
    assert f"    note: {rule.note_in('is')}" in out.stdout and rule.note_in("is") != rule.note
