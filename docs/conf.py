"""The documentation site (`make docs`): Sphinx with MyST Markdown and myst-nb, written to
build/docs/html. The course's notebooks are rendered with their saved outputs (never run here);
the ruling-file key reference is written from the JSON Schema (docs/_ext)."""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE / "_ext"))
sys.path.insert(0, str(HERE.parent))  # the checkout's package, for the API reference

project = "puertorico_nb"
author = "the puertorico_nb developers"
copyright = "the puertorico_nb developers, MIT License"

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.viewcode",
    "schema_reference",
    "course_pages",
]
exclude_patterns = ["_build", "Thumbs.db", ".DS_Store", "**.ipynb_checkpoints", "_ext"]

# MyST: the Markdown the README and these pages are written in
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3
# myst-nb: the notebooks as saved; a widget's saved picture (its HTML) is shown, no state is needed
nb_execution_mode = "off"
nb_render_markdown_format = "myst"
nb_merge_streams = True

# the API reference: members in source order, signatures with their annotations
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "undoc-members": False}

html_theme = "furo"
html_title = "puertorico_nb"
html_static_path: list[str] = []
html_copy_source = False
# pages that say where they are in the repository link to it from there
suppress_warnings: list[str] = []
nitpicky = False
