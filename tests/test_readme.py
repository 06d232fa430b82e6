"""The README's Python examples run as written."""
import doctest
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_examples():
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 10
    assert result.failed == 0


def test_readme_ruling_example_holds():
    import puertorico_nb
    text = README.read_text(encoding="utf-8")
    [example] = [block.split("```", 1)[0] for block in text.split("```yaml\n")[1:]]
    report = puertorico_nb.check(example)
    assert report.ok and report.passed == 1, report.text()
