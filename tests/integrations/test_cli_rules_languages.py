"""`python -m puertorico_nb rules --language CODE QUERY`: the catalogue searched and printed in the
books' languages, as a user runs it (issue #27)."""
from __future__ import annotations

import os
import re
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
        # the citation in Korean words, the section's heading as the book prints it
        assert lines[1:] == [f"- {c.said_in('ko')}" for c in rule.citations] or not rule.citations
        assert all(c.section in line for c, line in zip(rule.citations, lines[1:]))


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
    assert f"    athugasemd: {rule.note_in('is')}" in out.stdout and rule.note_in("is") != rule.note


@pytest.mark.parametrize("code", ["ko", "nl"])
def test_rules_says_its_own_words_in_the_language_chosen(code):
    """The count, the rulings and tutorial steps exercising a rule, and "no rule matches", in the
    chosen language; rule ids, files and notebooks as they are."""
    from tests.languages.test_no_english import english_in
    out = run("rules", "--language", code, "--exercised", "--notes", "captain.largest-empty-ship")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "captain.largest-empty-ship" and len(lines) > 4
    said = "\n".join(lines[1:])
    titles = [line.split(") ", 1)[1] for line in lines if ".yaml #" in line]  # the rulings' own titles
    for title in titles:
        said = said.replace(title, " ")
    said = re.sub(r"\S+\.yaml", " ", said)  # the files' names
    tutorials = [line for line in lines if re.search(r"\b\d\d_\w+", line)]
    for line in tutorials:  # a tutorial's notebook and heading are the (English) course's own words
        said = said.replace(line, re.sub(r"\b\d\d_\w+|\(.*\)$", " ", line))
    rule = catalogue.get("captain.largest-empty-ship")
    for citation in rule.citations:  # the section headings keep the book's words and their English gloss
        said = said.replace(citation.section, " ")
    assert titles and not english_in(said, code), said
    missing = run("rules", "--language", code, "xyzzy")
    assert missing.returncode == 1 and "'xyzzy'" in missing.stderr
    assert not english_in(missing.stderr.replace("'xyzzy'", " "), code), missing.stderr


@pytest.mark.parametrize("code", ["is", "zh_Hans"])
def test_check_prints_its_report_in_the_language_chosen(code, tmp_path):
    """`check --language CODE`: verdicts, the failed step and the summary in that language; the
    exit code, the file, the ruling's title, the rule id and --json as in English."""
    from tests.languages.test_no_english import english_in
    path = tmp_path / "mine.yaml"
    path.write_text("rulings:\n"
                    "  - title: Holds\n    steps:\n      - act: {player: 0, choose_role: prospector}\n"
                    "  - title: Fails\n    steps:\n      - act: {player: 1, choose_role: mayor}\n", encoding="utf-8")
    english = run("check", path)
    said = run("check", "--language", code, path)
    assert said.returncode == english.returncode == 1
    assert english.stdout.splitlines()[-1] == "1 passed, 1 failed, 0 errors"
    lines = said.stdout.splitlines()
    assert len(lines) == 3 and all(str(path) in line for line in lines[:2]) and "[turn.not-your-turn]" in lines[1]
    shown = said.stdout.replace(str(path), " ").replace("Holds", " ").replace("Fails", " ")
    assert not english_in(shown.replace("turn.not-your-turn", " "), code), said.stdout
    assert run("check", "--json", "--language", code, path).stdout == run("check", "--json", path).stdout
    broken = tmp_path / "broken.yaml"
    broken.write_text("title: Broken\nsteps:\n  - act: {player: 0, fly: 1}\n", encoding="utf-8")
    out = run("check", "--language", code, broken)
    assert out.returncode == 2 and str(broken) in out.stdout
