"""Test markers for the whole run (tests/, the package's doctests, the notebooks):

- ``browser``: drives Debian's Chromium (tests/e2e, tests/apps, and any test using the ``browser``
  fixture);
- ``notebook``: runs a notebook top to bottom (nbval items from tutorials/ and notebooks/).

``pytest -m "not browser and not notebook"`` is the fast inner loop; ``make test`` runs all.
"""
from __future__ import annotations

from pathlib import Path

import pytest

BROWSER_FOLDERS = ("e2e", "apps")


def pytest_configure(config):
    config.addinivalue_line("markers", "browser: drives a real browser (Debian's Chromium)")
    config.addinivalue_line("markers", "notebook: runs a notebook top to bottom")
    config.addinivalue_line("markers", "slow: takes more than a few seconds (still part of make test)")


def pytest_collection_modifyitems(config, items):
    for item in items:
        path = Path(str(item.fspath))
        if path.suffix == ".ipynb":
            item.add_marker(pytest.mark.notebook)
        elif "browser" in getattr(item, "fixturenames", ()) or \
                any(part in BROWSER_FOLDERS for part in path.parts[-3:-1]):
            item.add_marker(pytest.mark.browser)
