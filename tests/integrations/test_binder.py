"""Binder (mybinder.org's repo2docker) builds from binder/ unchanged: requirements.txt first,
then postBuild installs this repository with its widgets. Checked without Docker: the files
repo2docker reads are there and well formed, they ask for JupyterLab (the first badge opens the
Lab on tutorial 00), Voila (the second opens it as an app, no code) and the widgets the tutorials
need, the Python of runtime.txt is one the package supports, and
pip resolves the whole set (requirements.txt plus `.[widgets]`) against the package index."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"


def pyproject() -> dict:
    import tomllib  # Python 3.11+, as the project's environments are

    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def requirements() -> list[Requirement]:
    lines = (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines()
    return [Requirement(line.split("#")[0].strip()) for line in lines if line.split("#")[0].strip()]


def test_requirements_ask_for_jupyterlab_voila_and_the_widget_front_ends():
    names = {canonicalize_name(r.name) for r in requirements()}
    widgets = {canonicalize_name(Requirement(r).name) for r in pyproject()["project"]["optional-dependencies"]["widgets"]}
    assert {"jupyterlab", "voila"} <= names  # the notebooks, and the same as apps (the second badge)
    assert {"anywidget", "ipywidgets"} <= names <= {"jupyterlab", "voila"} | widgets


def test_post_build_installs_this_repository_with_its_widgets():
    post_build = BINDER / "postBuild"
    assert post_build.stat().st_mode & 0o111, "repo2docker runs postBuild only if it is executable"
    text = post_build.read_text(encoding="utf-8")
    assert text.startswith("#!/usr/bin/env bash")
    assert re.search(r'pip install[^\n]*"\.\[widgets\]"', text)


def test_the_runtime_python_is_one_the_package_supports():
    (version,) = re.fullmatch(r"python-(\d+\.\d+)\s*", (BINDER / "runtime.txt").read_text()).groups()
    assert version in SpecifierSet(pyproject()["project"]["requires-python"])


def test_the_binder_addresses_open_the_first_tutorial_in_jupyterlab_and_as_an_app():
    """The two addresses the publishing notes give, and the README's badges once it has them."""
    lab = r"mybinder\.org/v2/gh/[^)\s]*?urlpath=lab/tree/([^)\s]+)"
    app = r"mybinder\.org/v2/gh/[^)\s]*?urlpath=voila/render/([^)\s]+)"
    notes = (ROOT / "docs" / "development.md").read_text(encoding="utf-8")
    assert re.findall(lab, notes) == re.findall(app, notes) == ["tutorials/00_the_game.ipynb"]
    assert (ROOT / "tutorials" / "00_the_game.ipynb").is_file()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert re.findall(lab, readme) == re.findall(app, readme)
    assert set(re.findall(lab, readme)) <= {"tutorials/00_the_game.ipynb"}


def test_pip_resolves_the_binder_set_with_the_widgets(tmp_path):
    report = tmp_path / "report.json"
    subprocess.run([sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "--quiet",
                    "--report", str(report), "-r", str(BINDER / "requirements.txt"), f"{ROOT}[widgets]"],
                   check=True, capture_output=True, timeout=600)
    installed = {canonicalize_name(item["metadata"]["name"]) for item in json.loads(report.read_text())["install"]}
    assert {"puertorico-nb", "jupyterlab", "anywidget", "ipywidgets", "traitlets", "ruamel-yaml", "jsonschema"} <= installed
