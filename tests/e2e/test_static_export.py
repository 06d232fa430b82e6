"""A static HTML export of every tutorial (nbconvert, as a teacher would publish it) shows a
readable picture for every widget, checked in Debian's Chromium with no network: the committed
notebooks carry no widget state, so the exporter keeps each widget's own HTML picture instead
of an empty box waiting for a widget manager that is not there."""
from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbconvert import HTMLExporter

from e2e.servers import require_chromium

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
TUTORIALS = sorted((ROOT / "tutorials").glob("*.ipynb"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

require_chromium()


def mark_widget_pictures(nb) -> int:
    """Wrap each widget output's HTML picture in a marker (to find it on the page); return how many."""
    count = 0
    for cell in nb.cells:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if WIDGET_VIEW in data:
                count += 1
                data["text/html"] = f'<div class="exported-widget">{data.get("text/html", "")}</div>'
    return count


@pytest.fixture(scope="module")
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith("file://")
                  else route.abort())  # offline: the exported page alone
    page = context.new_page()
    yield page
    context.close()


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.stem)
def test_every_widget_leaves_a_readable_picture(path, page, tmp_path):
    nb = nbformat.read(path, as_version=4)
    expected = mark_widget_pictures(nb)
    html, _ = HTMLExporter().from_notebook_node(nb)
    exported = tmp_path / f"{path.stem}.html"
    exported.write_text(html, encoding="utf-8")
    page.goto(exported.as_uri())
    pictures = page.locator(".exported-widget")
    assert expected and pictures.count() == expected, f"{path.name}: {expected} widgets, {pictures.count()} pictures"
    empty = page.locator(".jupyter-widgets:empty, .jp-OutputArea-output:empty")
    assert empty.count() == 0
    for k in range(pictures.count()):
        assert len(pictures.nth(k).inner_text().strip()) >= 10, f"{path.name}: picture {k} has no words"
