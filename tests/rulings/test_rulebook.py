"""Searching the catalogue (words, role, building, rule id) and the index of what exercises a rule."""
from __future__ import annotations

import json

import nbformat
import pytest

from puertorico_nb.core import catalogue
from puertorico_nb.rulebook import entry, entry_text, search_rules
from puertorico_nb.rulings.exercises import EXAMPLES, build_index, shipped_index


def ids(query):
    return [r.id for r in search_rules(query)]


def test_a_rule_id_finds_that_rule_first():
    assert ids("captain.largest-empty-ship")[0] == "captain.largest-empty-ship"


def test_a_role_lists_its_own_rules_first():
    found = ids("captain")
    own = [i for i in found if i.startswith("captain.")]
    assert own and found[: len(own)] == own


def test_a_building_is_found_by_its_snake_case_name():
    assert "trader.small-market" in ids("small_market")
    assert ids("small_market") == ids("small market") == ids("small-market")


def test_every_word_must_match_and_nothing_matches_nonsense():
    assert set(ids("harbor captain")) <= set(ids("harbor"))
    assert ids("xyzzy plugh") == []
    assert len(ids("")) == len(catalogue.all_rules())


def test_plural_words_fall_back_to_the_singular():
    assert ids("largest ships") or ids("largest ship")


def test_the_index_plays_the_shipped_rulings():
    index = shipped_index()
    assert index.problems == []
    uses = index.for_rule("captain.largest-empty-ship")["rulings"]
    rejects = [u for u in uses if u["how"] == "reject" and u["file"] == "captain_largest_ship.yaml"]
    assert rejects and rejects[0]["step"] == 3  # the refused load onto the five-hold ship
    # every rule the index names exists in the catalogue
    assert all(catalogue.get(rule) for rule in index.rulings)


def test_the_index_reads_tutorials_for_rule_ids_and_their_example(tmp_path):
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("# Loading\n\n## The biggest ship"),
        nbformat.v4.new_code_cell('catalogue.get("captain.largest-empty-ship")'),
        nbformat.v4.new_code_cell('ruling = example("captain_largest_ship", 1)'),
        nbformat.v4.new_markdown_cell("Not a rule: numpy.linalg, captain.no-such-rule"),
    ])
    nbformat.write(nb, tmp_path / "t.ipynb")
    index = build_index(examples=None, tutorials=tmp_path)
    [use] = index.tutorials["captain.largest-empty-ship"]
    assert (use.notebook, use.cell, use.heading, use.example) == ("t.ipynb", 1, "The biggest ship",
                                                                  ("captain_largest_ship", 1))
    assert "captain.no-such-rule" not in index.tutorials


def test_a_broken_ruling_is_a_problem_not_a_crash(tmp_path):
    (tmp_path / "bad.yaml").write_text("title: x\nsteps:\n  - act: [1]\n")
    (tmp_path / "good.yaml").write_text((EXAMPLES / "prospector.yaml").read_text())
    index = build_index(examples=tmp_path, tutorials=None)
    assert any("bad.yaml" in p for p in index.problems)
    assert any(u.file == "good.yaml" for uses in index.rulings.values() for u in uses)


def test_an_entry_has_statement_citations_and_uses():
    rule = catalogue.get("captain.largest-empty-ship")
    e = entry(rule, shipped_index())
    json.dumps(e)  # JSON-ready for the widget
    assert e["statement"] == rule.statement
    assert {"book": rule.citations[0].book, "section": rule.citations[0].section} == e["citations"][0]
    files = [(r["file"], r["index"]) for r in e["rulings"]]
    assert len(files) == len(set(files))  # one entry per ruling, its steps listed
    assert all(r["game"] == "puerto_rico" for r in e["rulings"])
    text = entry_text(rule, shipped_index())
    assert "ruling: captain_largest_ship.yaml #1" in text and "Icelandic rulebook" in text


@pytest.mark.parametrize("rule_id", ["sj.builder.cost"])
def test_san_juan_rules_are_searched_too(rule_id):
    assert catalogue.get(rule_id) is not None
    assert ids(rule_id)[0] == rule_id
