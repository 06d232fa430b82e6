"""Verdicts and rules in words for notebooks and widgets: a short sentence on screen, the rule id
and where the books say so one click away; and a score sheet added up in words.

Shared by the course helpers (``puertorico_nb.teaching``) and the widgets, which both show them.
"""
from __future__ import annotations

import html


class Said:
    """One verdict or rule in words: a short sentence on screen, the rule id and where the books
    say so one click away (a ``<details>`` in HTML, brackets in plain text)."""

    def __init__(self, lead: str, text: str, rule: str = "", citation: str = "") -> None:
        self.lead, self.text, self.rule, self.citation = lead, text, rule, citation

    def _repr_html_(self) -> str:
        e = html.escape
        lead = f"<strong>{e(self.lead)}</strong> " if self.lead else ""
        where = (f'<details class="prnb-said-rule"><summary>Rule</summary><code>{e(self.rule)}</code>'
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


def score_sheet_in_words(game, names: list[str] | None = None) -> SaidList:
    """Each player's score added up in words (chips, printed points, each large building's
    bonus, nobles), then who wins and, on a tie, why. From the engine's own breakdown."""
    from .games.puerto_rico.render.viewmodel import default_names, pretty

    names = list(names or default_names(game.players))
    lines = []
    for seat, b in game.score_breakdown().items():
        parts = [f"{b['chips']} in victory-point chips", f"{b['buildings']} printed on buildings"]
        parts += [f"{v} from the {pretty(k)}" for k, v in b["bonuses"].items()]
        if b.get("nobles"):
            parts.append(f"{b['nobles']} for nobles")
        lines.append(Said(f"{names[seat]}:", " + ".join(parts) + f" = {b['total']} points."))
    if game.game_over:
        winners = game.winners()
        best = max(game.scores().values())
        tied = [s for s, v in game.scores().items() if v == best]
        who = " and ".join(names[s] for s in winners)
        if len(tied) > 1:
            lines.append(Said("Winner:", f"{who}. Tied on {best} points, the tie goes to doubloons plus barrels.",
                              "scoring.tie-break"))
        else:
            lines.append(Said("Winner:", f"{who}, with {best} points.", "scoring.total"))
    return SaidList(lines)
