"""The catalogue audit (docs/catalogue-audit.md) has one dated row per rule of both games."""
from __future__ import annotations

import pathlib
import re

from puertorico_nb.core import catalogue

AUDIT = pathlib.Path(__file__).parents[3] / "docs" / "catalogue-audit.md"
ROW = re.compile(r"^\| `([^`]+)` \| (.+?) \| ([a-z ]+) \| (\d{4}-\d{2}-\d{2}) \| (.+) \|$")
VERDICTS = {"confirmed", "corrected", "citation fixed", "our reading where books are silent"}


def _rows() -> list[tuple[str, ...]]:
    rows = [m.groups() for line in AUDIT.read_text(encoding="utf-8").splitlines() if (m := ROW.match(line))]
    assert rows, "the audit table has no rows the pattern can read"
    return rows


def test_every_catalogued_rule_has_exactly_one_audit_row():
    ids = [row[0] for row in _rows()]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    assert not duplicates, f"rules audited twice: {duplicates}"
    unaudited = sorted({r.id for r in catalogue.all_rules()} - set(ids))
    assert not unaudited, (f"rules without an audit row: {unaudited}; read their cited sections in the "
                           "original books and add a dated row to docs/catalogue-audit.md")
    stale = sorted(set(ids) - {r.id for r in catalogue.all_rules()})
    assert not stale, f"audit rows for rules the catalogue no longer has: {stale}"


def test_each_row_names_the_books_a_known_verdict_and_a_note():
    for rule_id, books, verdict, _date, note in _rows():
        assert verdict in VERDICTS, (rule_id, verdict)
        rule = catalogue.get(rule_id)
        if rule.citations:  # the row names every book the rule cites
            for book in {c.book.split()[0] for c in rule.citations}:
                assert f"{book}:" in books, (rule_id, book)
        else:
            assert verdict == "our reading where books are silent", rule_id
        assert len(note) > 10, rule_id


def test_the_audit_lists_the_engine_disagreements():
    text = AUDIT.read_text(encoding="utf-8")
    assert "## Engine disagreements" in text
    assert ".txt" not in text, "cite books by name and section, never by file"
