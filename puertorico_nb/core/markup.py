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


def name(value: Any) -> str:
    """A person's name as HTML: escaped and isolated in <bdi>, so a right-to-left name reads its
    own way without reordering the words around it."""
    return f"<bdi>{text(value)}</bdi>"


def stylesheet(path: Path) -> str:
    """The stylesheet a picture embeds; a trimmed install without it still shows a plain picture."""
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return ""
