"""Every committed notebook is what its text source generates (tools/build_notebooks.py), with
no widget state, no path of the machine that built it and the kernel metadata JupyterLab writes
on opening (so it does not open as modified), and opens with a heading."""
from __future__ import annotations

import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import build_notebooks  # noqa: E402

SOURCES = build_notebooks.sources()


def test_every_notebook_has_a_source_and_every_source_a_notebook():
    for folder in build_notebooks.FOLDERS:
        built = sorted(p.stem for p in (ROOT / folder).glob("*.ipynb"))
        written = sorted(p.stem for p in (ROOT / folder / "sources").glob("*.py"))
        assert built == written, f"{folder}: notebooks and sources do not pair up"
    assert len(SOURCES) >= 18


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_committed_notebook_is_what_its_source_generates(source):
    assert build_notebooks.differences(source) == [], "run make notebooks"


@pytest.mark.parametrize("app", build_notebooks.app_notebooks(), ids=lambda p: p.stem)
def test_an_app_opens_clean_in_jupyterlab(app):
    assert build_notebooks.app_differences(app) == [], "run make notebooks (it aligns the apps' metadata)"


def test_the_apps_are_checked():
    assert len(build_notebooks.app_notebooks()) >= 4


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_first_cell_is_a_heading_not_a_code_block(source):
    nb = nbformat.read(build_notebooks.target(source), as_version=4)
    first = nb.cells[0]
    assert first.cell_type == "markdown" and first.source.startswith("# ")
    # four leading spaces would make Markdown show the line as code
    assert not [line for line in first.source.splitlines() if line.startswith("    ")]


def test_the_check_catches_a_changed_cell_widget_state_a_machine_path_and_a_stale_kernel(tmp_path, monkeypatch):
    folder = tmp_path / "tutorials"
    (folder / "sources").mkdir(parents=True)
    source = folder / "sources" / "x.py"
    source.write_text("# %% [markdown]\n# # A title\n\n# %%\nprint(1)\n")
    monkeypatch.setattr(build_notebooks, "ROOT", tmp_path)
    nb = build_notebooks.generate(source)
    nb.metadata["language_info"] = build_notebooks.language_info()  # what a run writes
    nbformat.write(nb, folder / "x.ipynb")
    assert build_notebooks.differences(source) == []
    nb.cells[1].source = "print(2)"
    nb.metadata["widgets"] = {"application/vnd.jupyter.widget-state+json": {"state": {}}}
    nb.metadata["kernelspec"]["display_name"] = "Python 3"  # what Lab replaces with the spec's name
    nb.cells[1].outputs = [nbformat.v4.new_output("stream", text="/home/someone/puertorico_nb\n")]
    nbformat.write(nb, folder / "x.ipynb")
    found = " | ".join(build_notebooks.differences(source))
    assert "cell 1 differs" in found and "widget state" in found and "/home/someone" in found
    assert "opens as modified: its kernelspec" in found



WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_every_widget_output_carries_a_picture_for_a_static_export(source):
    nb = nbformat.read(build_notebooks.target(source), as_version=4)
    widgets = [o for c in nb.cells for o in c.get("outputs", []) if WIDGET_VIEW in o.get("data", {})]
    for output in widgets:
        html = output["data"].get("text/html", "")
        assert len(html) > 40, f"a widget output with no HTML picture: {output['data'].get('text/plain')}"


def test_a_static_html_export_draws_the_widgets_pictures():
    from nbconvert import HTMLExporter

    path = ROOT / "tutorials" / "01_round_and_roles.ipynb"
    nb = nbformat.read(path, as_version=4)
    widgets = sum(1 for c in nb.cells for o in c.get("outputs", []) if WIDGET_VIEW in o.get("data", {}))
    html, _ = HTMLExporter().from_notebook_node(nb)
    assert widgets and WIDGET_VIEW not in html  # no widget left for a manager that is not there
    assert html.count('class="prnb') >= widgets
