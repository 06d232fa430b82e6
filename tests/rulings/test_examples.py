"""Every ruling file the package ships holds."""
from pathlib import Path

import pytest

import puertorico_nb

EXAMPLES = Path(puertorico_nb.__file__).parent / "rulings" / "examples"
FILES = sorted(p for p in EXAMPLES.rglob("*") if p.suffix in (".yaml", ".yml", ".json"))


def test_there_are_shipped_examples():
    assert FILES


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_shipped_ruling_file_holds(path):
    report = puertorico_nb.check(path)
    assert report.ok, report.text()
    assert report.passed >= 1
