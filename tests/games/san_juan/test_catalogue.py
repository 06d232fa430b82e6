"""The San Juan rule catalogue: complete, in our words, cited, findable, and named by the tests."""
from __future__ import annotations

import pathlib
import re

from catalogue_scan import ids_in_code

from puertorico_nb.core import catalogue
from puertorico_nb.games.san_juan import catalogue_rules

PACKAGE = pathlib.Path(__file__).parents[3] / "puertorico_nb" / "games" / "san_juan"
TESTS = pathlib.Path(__file__).parent
RULINGS = pathlib.Path(__file__).parents[3] / "puertorico_nb" / "rulings" / "examples"
SJ_ID = re.compile(r"^sj(\.[a-z0-9-]+)+$")


def _ids_in_code() -> set[str]:
    return ids_in_code(PACKAGE, SJ_ID, recursive=False)


def test_every_san_juan_rule_is_well_formed_and_cites_the_dutch_book():
    ids = [r.id for r in catalogue_rules.RULES]
    assert len(ids) == len(set(ids))
    for rule in catalogue_rules.RULES:
        assert SJ_ID.match(rule.id), rule.id
        assert rule.statement.endswith(".") and len(rule.statement) > 20, rule.id
        assert rule.citations or (rule.outside_books and rule.note), rule.id
        for c in rule.citations:
            assert c.book == "Dutch rulebook" and "(" in c.section and ".txt" not in c.section, rule.id
            assert str(c).startswith("Dutch rulebook, section ")


def test_the_catalogue_finds_san_juan_rules():
    assert catalogue.get("sj.builder.cost").statement
    assert catalogue.get("sj.crane.never-same-building") is not None
    found = {r.id for r in catalogue.search("crane")}
    assert {"sj.crane.cover", "sj.crane.not-the-crane"} <= found
    assert all(r.id in {x.id for x in catalogue.all_rules()} for r in catalogue_rules.RULES)


def test_every_rule_the_engine_names_is_catalogued():
    missing = sorted(i for i in _ids_in_code() if catalogue.get(i) is None)
    assert not missing, f"rule ids used by the San Juan engine but not catalogued: {missing}"


def test_every_catalogued_rule_is_named_by_a_test():
    text = "".join(p.read_text() for p in TESTS.glob("test_*.py") if p.name != "test_catalogue.py")
    unnamed = sorted(r.id for r in catalogue_rules.RULES if f'"{r.id}"' not in text)
    assert not unnamed, f"San Juan rules no test names: {unnamed}"


def test_every_catalogued_rule_is_marked_on_both_sides():
    sides: dict[str, set[str]] = {}
    pattern = re.compile(r"""pytest\.mark\.rule\(\s*["'](sj\.[^"']+)["']\s*,\s*["'](legal|illegal)["']""")
    for path in TESTS.glob("test_*.py"):
        for rule_id, side in pattern.findall(path.read_text()):
            sides.setdefault(rule_id, set()).add(side)
    assert not set(sides) - {r.id for r in catalogue_rules.RULES}
    lacking = sorted(f"{r.id} ({', '.join(sorted({'legal', 'illegal'} - sides.get(r.id, set())))})"
                     for r in catalogue_rules.RULES if sides.get(r.id, set()) != {"legal", "illegal"})
    assert not lacking, f"San Juan rules without a test on each side: {lacking}"
