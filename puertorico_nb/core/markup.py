"""What every game's static HTML pictures share: text from data escaped, and the stylesheet.

Every text that comes from data (names, titles) goes through `text`, so it is shown, never run.
"""
from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any


def text(value: Any) -> str:
    """A value as HTML text: escaped, quotes included (safe inside attributes too)."""
    return escape(str(value), quote=True)


def stylesheet(path: Path) -> str:
    """The stylesheet a picture embeds; a trimmed install without it still shows a plain picture."""
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return ""
