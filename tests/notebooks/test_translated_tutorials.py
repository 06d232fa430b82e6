"""The tutorials in the books' languages (issue #27): each is a translation of an English tutorial,
built from its own text source (tutorials/sources/<code>/), speaking its language, teaching the same
rules with the same cells, and listed in the course page and the browser-only site's index. (They
run under nbval with the rest of tutorials/.)"""
from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path

import nbformat
import pytest

from puertorico_nb.core.language import LANGUAGES, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import build_lite  # noqa: E402
import build_notebooks  # noqa: E402

TRANSLATED = [source for source in build_notebooks.sources() if source.parent.name != "sources"]
RULE_IDS = re.compile(r"""(?:rules\(|why=)((?:\s*"[a-z0-9.-]+",?)+)""")
LINK = re.compile(r"\]\((\.\./[^)#]+)\)")


def _rules_named(nb) -> list[str]:
    code = "\n".join(cell.source for cell in nb.cells if cell.cell_type == "code")
    return [rule for found in RULE_IDS.findall(code) for rule in re.findall(r'"([a-z0-9.-]+)"', found)]


def test_there_are_translations_and_they_pair_up_with_their_notebooks():
    assert {source.parent.name for source in TRANSLATED} == set(LANGUAGES) - {SOURCE_LANGUAGE}
    for folder in {source.parent for source in TRANSLATED}:
        built = sorted(p.stem for p in (ROOT / "tutorials" / folder.name).glob("*.ipynb"))
        assert built == sorted(p.stem for p in folder.glob("*.py")), f"tutorials/{folder.name}: notebooks and sources"


@pytest.mark.parametrize("source", TRANSLATED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_translation_has_the_english_tutorials_cells_and_rules_and_speaks_its_language(source):
    code = source.parent.name
    english = build_notebooks.generate(ROOT / "tutorials" / "sources" / source.name)
    translated = nbformat.read(build_notebooks.target(source), as_version=4)
    kinds = [cell.cell_type for cell in translated.cells]
    assert kinds == [cell.cell_type for cell in english.cells], "a cell added, dropped or changed kind"
    assert _rules_named(translated) == _rules_named(english), "the translation teaches other rules"
    first_code = next(cell for cell in translated.cells if cell.cell_type == "code")
    assert f'set_language("{code}")' in first_code.source
    for cell in translated.cells:
        if cell.cell_type == "code":
            assert not [out for out in cell.get("outputs", []) if out.get("output_type") == "error"]
        else:
            for link in LINK.findall(cell.source):
                assert (build_notebooks.target(source).parent / link).resolve().is_file(), link


def test_the_course_page_and_the_sites_index_list_every_translation():
    course_page = (ROOT / "docs" / "course.md").read_text(encoding="utf-8")
    with tempfile.TemporaryDirectory() as folder:
        output = Path(folder)
        copied = build_lite.copy_course(output / "files")
        index = build_lite.landing_page(output, copied)
    for source in TRANSLATED:
        path = f"tutorials/{source.parent.name}/{source.stem}.ipynb"
        assert f"(_generated/course/{path})" in course_page and f"_generated/course/{path[:-6]}\n" in course_page
        assert f"?path={path}" in index
        assert f'<h3 lang="{source.parent.name.replace("_", "-")}">{LANGUAGES[source.parent.name]}</h3>' in index


PROSPECTOR = re.compile(r"^\| role \| prospector \| prospector \| ([^|]+?) \|", re.MULTILINE)


def _before_first_table(nb) -> str:
    """The prose of the cell right before a tutorial's first playable table (its "Your turn")."""
    cells = nb.cells
    at = next(k for k, cell in enumerate(cells) if cell.cell_type == "code" and "TableWidget(" in cell.source)
    return cells[at - 1].source


@pytest.mark.parametrize("code", sorted(set(LANGUAGES) - {SOURCE_LANGUAGE}))
def test_tutorial_00s_first_table_says_when_omar_chooses_in_every_language(code):
    """The English 00 says that once Lena has chosen, the players act in her role's phase (nobody
    after the prospector) and only then does Omar choose (06039d0: a newcomer who chose the builder
    waited three building turns for "Omar's turn"). Each translation says the same facts: it names
    Omar and the prospector (the glossary's word) before the table."""
    english = _before_first_table(build_notebooks.generate(ROOT / "tutorials" / "sources" / "00_the_game.py"))
    assert "Omar" in english and "prospector" in english
    said = _before_first_table(build_notebooks.generate(ROOT / "tutorials" / "sources" / code / "00_the_game.py"))
    glossary = (ROOT / "docs" / "glossary" / f"{code}.md").read_text(encoding="utf-8")
    prospector = PROSPECTOR.search(glossary).group(1)
    assert "Omar" in said, said
    assert prospector[:6].lower() in said.lower(), f"no {prospector!r}: {said}"
