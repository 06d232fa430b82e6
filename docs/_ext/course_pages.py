"""Sphinx extension: the course's notebooks as pages of the documentation, rendered by myst-nb
with the outputs they were saved with (nothing is run at build time).

The notebooks live beside the documentation (tutorials/, apps/, notebooks/ at the repository's
root); at the start of each build they are copied into ``_generated/course/`` (ignored by git),
keeping their folders (the tutorials' translations too: ``tutorials/<code>/``), so the pages link to
each other as the notebooks do. A notebook whose
headings start below the top level (an app's page begins with a second-level heading) has them
raised a level in the copy, so that each page has a title.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = ("tutorials", "apps", "notebooks")


def notebook_folders() -> list[str]:
    """The folders of notebooks, each followed by its translations (``tutorials/ko``...)."""
    out = []
    for folder in FOLDERS:
        out.append(folder)
        out += [f"{folder}/{sub.name}" for sub in sorted((ROOT / folder).iterdir())
                if sub.is_dir() and sub.name != "sources" and any(sub.glob("*.ipynb"))]
    return out


def copy_notebooks(app) -> None:
    target = Path(app.srcdir) / "_generated" / "course"
    for folder in notebook_folders():
        wanted = {path.name: path for path in sorted((ROOT / folder).glob("*.ipynb"))}
        into = target / folder
        into.mkdir(parents=True, exist_ok=True)
        for stale in into.glob("*.ipynb"):
            if stale.name not in wanted:
                stale.unlink()
        for name, source in wanted.items():
            copy = into / name
            text = page_text(source)
            if not copy.exists() or copy.read_text(encoding="utf-8") != text:  # unchanged: not read again
                copy.write_text(text, encoding="utf-8")


HEADING = re.compile(r"^(#{1,6}) ", re.MULTILINE)


def page_text(source: Path) -> str:
    """The notebook as a page: its headings raised so that the first level used is the top one."""
    text = source.read_text(encoding="utf-8")
    notebook = json.loads(text)
    markdown = [cell for cell in notebook.get("cells", []) if cell.get("cell_type") == "markdown"]
    levels = [len(m.group(1)) for cell in markdown for m in HEADING.finditer("".join(cell["source"]))]
    rise = min(levels, default=1) - 1
    if rise <= 0:
        return text
    for cell in markdown:
        source_text = "".join(cell["source"])
        cell["source"] = HEADING.sub(lambda m: "#" * (len(m.group(1)) - rise) + " ", source_text)
    return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"


def setup(app):
    app.connect("builder-inited", copy_notebooks)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
