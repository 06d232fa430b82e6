"""The README's and the documentation's Python examples run as written (doctest), the
documentation's complete ruling holds, and the README's links lead somewhere (the documentation's
own links are checked by its build, `make docs`, where a missing target is an error)."""
import doctest
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
# every page of the documentation written in Markdown; the examples of each run in a namespace of their own
PAGES = sorted(p for p in (ROOT / "docs").rglob("*.md") if not {"_build", "_generated"} & set(p.parts))


def run_examples(path: Path) -> doctest.TestResults:
    return doctest.testfile(str(path), module_relative=False, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)


def test_readme_examples():
    result = run_examples(README)
    assert result.attempted >= 10
    assert result.failed == 0


@pytest.mark.parametrize("page", PAGES, ids=[p.relative_to(ROOT).as_posix() for p in PAGES])
def test_documentation_examples(page):
    result = run_examples(page)
    assert result.failed == 0


def test_the_documentation_has_examples_to_run():
    attempted = sum(run_examples(page).attempted for page in PAGES)
    assert attempted >= 10


def test_the_reference_ruling_example_holds():
    import puertorico_nb
    text = (ROOT / "docs" / "ruling-files.md").read_text(encoding="utf-8")
    [example] = [block.split("```", 1)[0] for block in text.split("```yaml\n")[1:]]
    report = puertorico_nb.check(example)
    assert report.ok and report.passed == 1, report.text()


def slug(heading: str) -> str:
    """A heading's anchor as GitHub and MyST write it: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_the_readme_links_to_files_and_headings_that_exist():
    text = README.read_text(encoding="utf-8")
    links = re.findall(r"\]\((?!https?://)([^)#\s]+)(?:#([^)\s]+))?\)", text)
    assert len(links) >= 8
    for target, anchor in links:
        path = ROOT / target
        assert path.exists(), target
        if anchor:
            headings = re.findall(r"^#+ (.+)$", path.read_text(encoding="utf-8"), flags=re.MULTILINE)
            assert anchor in {slug(h) for h in headings}, f"{target}#{anchor}"


def test_the_readme_and_the_teachers_guide_say_how_to_come_back_to_a_table_in_jupyterlab():
    """JupyterLab keeps Escape (back to the notebook) and Tab goes on down the notebook: a teacher
    with a keyboard reads how the focus gets onto a table again (#22)."""
    guide = (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
    for text in (README.read_text(encoding="utf-8"), guide):
        said = " ".join(text.split())
        assert "Escape inside a table" in said and "Tab" in said
        assert re.search(r"Click (it|the table)[^.]*\bchooses nothing", said, flags=re.IGNORECASE)
