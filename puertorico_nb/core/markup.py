"""What every game's static HTML pictures share: text from data escaped, and the stylesheet.

Every text that comes from data (names, titles) goes through `text`, so it is shown, never run.
The pictures' own words are the live tables' (``said``), so a picture speaks the same language
with the same words as the widget it stands for.
"""
from __future__ import annotations

import re
from html import escape
from pathlib import Path
from typing import Any

from .words import Phrase


def text(value: Any) -> str:
    """A value as HTML text: escaped, quotes included (safe inside attributes too)."""
    return escape(str(value), quote=True)


def name(value: Any) -> str:
    """A person's name as HTML: escaped and isolated in <bdi>, so a right-to-left name reads its
    own way without reordering the words around it."""
    return f"<bdi>{text(value)}</bdi>"


def said(template: str, /, **fields: Any) -> str:
    """One of the tables' own texts (its English template, as the front ends' ``say`` writes it and
    ``widgets/page_words.py`` lists it) in the language spoken now, its fields filled, as HTML text.
    A person's name among the fields goes in ``isolated(...)`` and comes out in <bdi>, as ``name``.

    >>> said("Governor: {name}", name=isolated("<b>Ana</b>"))
    'Governor: <bdi>&lt;b&gt;Ana&lt;/b&gt;</bdi>'
    >>> said("{count:count:colonist}", count=2)
    '2 colonists'
    """
    return _ISOLATED.sub(r"<bdi>\1</bdi>", text(Phrase(template).say(**fields)))


def said_in_attribute(template: str, /, **fields: Any) -> str:
    """``said`` for an attribute's value (a title, an aria-label): no markup, a name keeps its
    isolates.

    >>> said_in_attribute("{name}'s city", name="Ana")
    'Ana&#x27;s city'
    """
    return text(Phrase(template).say(**fields))


def isolated(value: Any) -> str:
    """A person's name as a field of a text said whole (``said``): marked with Unicode's isolates
    (FSI ... PDI), which a Korean particle's choice looks through and ``said`` turns into <bdi>."""
    return ISOLATES[0] + str(value) + ISOLATES[1]


def stylesheet(*paths: Path) -> str:
    """The stylesheets a picture embeds, joined in order (the shared one first); a trimmed install
    without them still shows a plain picture."""
    parts = []
    for path in paths:
        try:
            parts.append(path.read_text(encoding="utf-8"))
        except OSError:
            continue
    return "\n".join(parts)


BAR_CLASSES = ("prnb-bar-chips", "prnb-bar-buildings", "prnb-bar-bonus")  # one colour per part, in order


ISOLATES = "\u2068\u2069"  # first strong isolate, pop directional isolate
# a name marked by ``isolated`` (itself isolated already, or not)
_ISOLATED = re.compile("\u2068(\u2068[^\u2068\u2069]*\u2069|[^\u2068\u2069]*)\u2069")


def score_chart_svg(rows: list[dict[str, Any]]) -> str:
    """A stacked bar per player, one segment per part of the total, with a legend. Each row is
    ``{name, total, parts: [{label, points}, ...]}``, the parts in the same order for every player."""
    bar_h, gap, left, width = 22, 8, 120, 300
    top = max([r["total"] for r in rows] + [1])
    height = len(rows) * (bar_h + gap) + gap
    parts = [f'<svg class="prnb-chart" role="img" aria-label="{said_in_attribute("Score chart")}" width="{left + width + 60}" '
             f'height="{height}" viewBox="0 0 {left + width + 60} {height}">']
    for k, r in enumerate(rows):
        y = gap + k * (bar_h + gap)
        # cut to fit, then isolated (FSI ... PDI, SVG text's <bdi>): a right-to-left name never
        # turns the chart's words around, and a cut never drops the isolate's end
        shown = str(r["name"]).strip(ISOLATES)[:16]
        parts.append(f'<text x="0" y="{y + bar_h * 0.7:.1f}">{text(ISOLATES[0] + shown + ISOLATES[1])}</text>')
        x = float(left)
        for n, part in enumerate(r["parts"]):
            w = width * part["points"] / top
            if w > 0:
                parts.append(f'<rect class="{BAR_CLASSES[n % len(BAR_CLASSES)]}" x="{x:.1f}" y="{y}" width="{w:.1f}" '
                             f'height="{bar_h}"><title>{text(part["label"])}: {part["points"]}</title></rect>')
            x += w
        parts.append(f'<text x="{x + 4:.1f}" y="{y + bar_h * 0.7:.1f}">{r["total"]}</text>')
    parts.append("</svg>")
    legend = "".join(f'<span><span class="prnb-swatch {BAR_CLASSES[n % len(BAR_CLASSES)]}"></span>'
                     f'{text(part["label"])}</span>' for n, part in enumerate(rows[0]["parts"]))
    return "".join(parts) + f'<div class="prnb-legend">{legend}</div>'
