"""Verdicts and rules in words for notebooks and widgets: a short sentence on screen, the rule id
and where the books say so one click away.

Shown by the widgets and by the course helpers (``puertorico_nb.course``).
"""
from __future__ import annotations

import html

from ..core.language import translate


class Said:
    """One verdict or rule in words: a short sentence on screen, the rule id and where the books
    say so one click away (a ``<details>`` in HTML, brackets in plain text)."""

    def __init__(self, lead: str, text: str, rule: str = "", citation: str = "") -> None:
        self.lead, self.text, self.rule, self.citation = lead, text, rule, citation

    def _repr_html_(self) -> str:
        e = html.escape
        lead = f"<strong>{e(self.lead)}</strong> " if self.lead else ""
        where = (f'<details class="prnb-said-rule"><summary>{e(translate("Rule"))}</summary><code>{e(self.rule)}</code>'
                 f'{" · " + e(self.citation) if self.citation else ""}</details>' if self.rule else "")
        return f'<div class="prnb-said" dir="auto">{lead}{e(self.text)}{where}</div>'

    def __repr__(self) -> str:
        lead = f"{self.lead} " if self.lead else ""
        return f"{lead}{self.text}" + (f" [{self.rule}]" if self.rule else "")

    def __str__(self) -> str:
        return repr(self)


class SaidList:
    """Several ``Said`` lines shown together."""

    def __init__(self, items: list[Said]) -> None:
        self.items = items

    def _repr_html_(self) -> str:
        return "".join(item._repr_html_() for item in self.items)

    def __repr__(self) -> str:
        return "\n".join(repr(item) for item in self.items)
