"""The rule catalogue is complete, consistent and covered by tests on both sides."""
from __future__ import annotations

import pathlib
import re

from catalogue_scan import ids_in_code

from puertorico_nb.core import catalogue

ENGINE = pathlib.Path(__file__).parents[3] / "puertorico_nb" / "games" / "puerto_rico"
TESTS = pathlib.Path(__file__).parents[2]
RULE_ID = re.compile(r"^[a-z]+(\.[a-z0-9-]+)+$")


def _ids_used_by_engine() -> set[str]:
    topics = {r.topic for r in catalogue.all_rules()} | {
        "turn", "action", "role", "round", "end", "scoring", "building", "setup"}
    return ids_in_code(ENGINE, RULE_ID, topics=topics)


def _marked_sides() -> dict[str, set[str]]:
    sides: dict[str, set[str]] = {}
    pattern = re.compile(r"""pytest\.mark\.rule\(\s*["']([^"']+)["']\s*,\s*["'](legal|illegal)["']""")
    for path in TESTS.rglob("test_*.py"):
        for rule_id, side in pattern.findall(path.read_text()):
            sides.setdefault(rule_id, set()).add(side)
    return sides


def test_every_rule_has_a_statement_and_a_citation():
    for rule in catalogue.all_rules():
        assert RULE_ID.match(rule.id), rule.id
        assert rule.statement.endswith(".") and len(rule.statement) > 20, rule.id
        assert rule.citations or rule.outside_books, f"{rule.id} cites no book"
        for c in rule.citations:
            assert c.book.endswith(("rulebook", "excerpt")) and c.section, rule.id
            assert ".txt" not in c.section and ".txt" not in c.book


def test_every_rule_the_engine_names_is_in_the_catalogue():
    missing = sorted(i for i in _ids_used_by_engine() if catalogue.get(i) is None)
    assert not missing, f"rule ids used by the engine but not catalogued: {missing}"


def test_every_rule_has_a_test_on_each_side():
    sides = _marked_sides()
    unknown = sorted(set(sides) - {r.id for r in catalogue.all_rules()})
    assert not unknown, f"tests mark rules that are not in the catalogue: {unknown}"
    uncovered = [f"{r.id} ({', '.join(sorted({'legal', 'illegal'} - sides.get(r.id, set())))})"
                 for r in catalogue.all_rules()
                 if not r.id.startswith("sj.") and sides.get(r.id, set()) != {"legal", "illegal"}]
    assert not uncovered, f"{len(uncovered)} rule(s) lack a test on a side: {uncovered}"


def test_search_finds_rules_by_words_and_id():
    assert any(r.id == "captain.largest-empty-ship" for r in catalogue.search("largest ship"))
    assert catalogue.get("captain.wharf-once") in catalogue.search("captain.wharf-once")
    assert catalogue.search("no such words anywhere xyzzy") == []
