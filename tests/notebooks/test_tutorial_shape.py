"""Every tutorial follows the teaching spec's shape: goals, the rule with its id, the book's
worked example, a live table, a faded example, check-yourself questions, common mistakes, and
links before and after; no number typed into prose; every rule id it names exists."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import nbformat

from puertorico_nb.core import catalogue  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from nbtools import ORDER, prose_digits  # noqa: E402

TUTORIALS = [ROOT / "tutorials" / f"{slug}.ipynb" for slug, _ in ORDER]
SECTIONS = ["## What you will be able to do", "## The rule in our words", "## Your turn",
            "### A faded example", "## Check yourself", "## Common mistakes"]


def test_every_tutorial_exists_in_teaching_order():
    assert sorted(p.name for p in (ROOT / "tutorials").glob("*.ipynb")) == [p.name for p in TUTORIALS]


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.stem)
def test_shape(path):
    nb = nbformat.read(path, as_version=4)
    markdown = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    source = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    for heading in SECTIONS:
        assert heading in markdown, f"{path.name} has no {heading!r}"
    assert "worked example" in markdown.lower()
    assert any(t in source for t in ("your_turn(", "your_turn_at(", "TableWidget(", "SanJuanTable(", "NewGame(")), \
        "a live table for 'your turn'"
    asked = sum(source.count(q) for q in ("ask(", "ask_allowed(", "ask_value(", "Question("))
    assert asked >= 3, "a faded example and check-yourself questions, answered in a widget"
    assert "reveal(" not in source and "your_answer = ..." not in source and "your_guess = ..." not in source, \
        "no question answered by editing code: app mode hides code cells"
    assert "refused(" in source or "explain(" in source or "check(" in source, \
        "common mistakes are shown as refused moves"
    k = TUTORIALS.index(path)
    if k:
        assert f"({TUTORIALS[k - 1].name})" in markdown, "says which tutorial comes before"
    if k + 1 < len(TUTORIALS):
        assert f"({TUTORIALS[k + 1].name})" in markdown, "links the next tutorial"
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            assert not prose_digits(cell.source), f"numbers typed into prose: {prose_digits(cell.source)}"
    for call in re.findall(r'\brules\(([^()]*)\)', source):  # rules("id", ...), not rules(*search(...))
        for rule_id in re.findall(r'"([^"]+)"', call):
            assert catalogue.get(rule_id) is not None, f"unknown rule id {rule_id}"


BOOK_HEADING = re.compile(r"^#+ .*the book's (?:worked )?example", re.I | re.M)


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.stem)
def test_a_book_example_is_labelled_only_where_a_book_has_one(path):
    """A section headed "the book's example" loads its ruling with book_example(), which refuses
    any ruling whose source names no rulebook example."""
    nb = nbformat.read(path, as_version=4)
    cells = nb.cells
    for k, cell in enumerate(cells):
        if cell.cell_type == "markdown" and BOOK_HEADING.search(cell.source):
            following = []
            for later in cells[k + 1:]:
                if later.cell_type == "markdown" and later.source.lstrip().startswith("#"):
                    break
                following.append(later.source)
            section = "\n".join(following)
            loaded = set(re.findall(r"(\w+) = book_example\(", "\n".join(c.source for c in cells)))
            uses = set(re.findall(r"\((\w+)[,)]", section))
            assert "book_example(" in section or loaded & uses, \
                f"{path.name} cell {k}: labelled as the book's example without book_example()"


@pytest.mark.parametrize("path", TUTORIALS + sorted((ROOT / "notebooks").glob("*.ipynb")), ids=lambda p: p.stem)
def test_stored_outputs_hold_no_errors(path):
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.execution_count is not None, "notebooks are stored executed"
            assert not [o for o in cell.get("outputs", []) if o.output_type == "error"]


YOUR_TURN = re.compile(r"^(?:your_turn|your_turn_at)\((\w+)", re.M)


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.stem)
def test_the_exercise_calls_its_move_as_the_table_does(path):
    """The prose before a judged table names whose move it judges by, as the table's verdict will:
    "the book's" only for a ruling loaded with book_example(), else "the example's"."""
    source = "\n".join(cell.source for cell in nbformat.read(path, as_version=4).cells)
    for name in YOUR_TURN.findall(source):
        from_book = re.search(rf"^{name} = book_example\(", source, re.M) is not None
        said_book = re.search(r"whether (?:your \w+ (?:is|are)|you made) the book's", source) is not None
        assert said_book == from_book, f"{path.name}: the prose and the table disagree on whose move {name} holds"
