"""ScoreSheet: every player's points line by line, with a bar chart, for any game of the package."""
from __future__ import annotations

from html import escape
from typing import Any

import traitlets

from ..core import registry
from ..core.language import check_language, component_name, current_language, translate, using_language
from ..core.markup import isolated, said, score_chart_svg
from ..core.words import full_names
from ._base import STATIC, BaseWidget
from .page_words import page_words


def score_rows(game: Any, names: list[str] | None = None) -> list[dict]:
    """One row per player: each part of the total (the game says which: chips, buildings, bonuses,
    a chapel...), each bonus by name, the total and the tie-break, in the language spoken now."""
    render = registry.record_for(game).render.load()
    names = full_names(names, game.players)  # typed by people: isolated, direction controls out
    winners = set(game.winners()) if game.game_over else set()
    rows = []
    for seat, b in game.score_breakdown().items():
        rows.append({
            "seat": seat, "name": names[seat],
            **{key: b.get(key, 0) for key, _ in render.SCORE_PARTS},
            "parts": [{"key": key, "label": translate(heading), "points": b.get(key, 0)}
                      for key, heading in render.SCORE_PARTS],
            "bonuses": [{"building": k, "name": component_name(render.BONUS_KIND, k), "points": v}
                        for k, v in b["bonuses"].items()],
            "total": b["total"], "tie_break": b["tie_break"], "tie_break_label": translate(render.TIE_BREAK),
            "winner": seat in winners,
        })
    return rows


def score_table_html(rows: list[dict], final: bool) -> str:
    """The score sheet as a static table (exported pages, front ends without widgets), in the
    language spoken now, with the words the live sheet uses."""
    if not rows:
        return ""
    headings = [said("Player"), *(escape(part["label"]) for part in rows[0]["parts"]), said("Total"),
                said("Tie-break ({what})", what=rows[0]["tie_break_label"])]
    head = "".join(f'<th scope="col">{h}</th>' for h in headings)
    body = []
    for r in rows:
        who = said("{name} (winner)", name=isolated(r["name"])) if r["winner"] else escape(str(r["name"]))
        cells = [f'<td dir="auto">{who}</td>']
        cells += [f'<td>{part["points"]}</td>' for part in r["parts"]]
        cells += [f'<td>{r["total"]}</td>', f'<td>{r["tie_break"]}</td>']
        body.append(f'<tr{" class=prnb-winner" if r["winner"] else ""}>{"".join(cells)}</tr>')
    title = said("Final score") if final else said("Score so far")
    style = (STATIC / "puertorico.css").read_text(encoding="utf-8")  # the sheet's colours and layout
    return (f'<div class="prnb prnb-static"><style>{style}</style><div class="prnb-section"><h4>{title}</h4>'
            '<table class="prnb-scores">'
            f'<thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>{score_chart_svg(rows)}'
            '</div></div>')



class ScoreSheet(BaseWidget):
    """The score sheet of a game (final once the game is over, a running count before).

    >>> from puertorico_nb.games.puerto_rico import Game
    >>> sheet = ScoreSheet(Game(players=3))
    >>> [r["total"] for r in sheet.rows], sheet.final
    ([0, 0, 0], False)
    >>> from puertorico_nb import SanJuanGame
    >>> [part["label"] for part in ScoreSheet(SanJuanGame(players=2)).rows[0]["parts"]]
    ['Buildings', 'Chapel', 'Bonuses']
    """

    kind = traitlets.Unicode("scores").tag(sync=True)
    rows = traitlets.List(traitlets.Dict()).tag(sync=True)
    final = traitlets.Bool(False).tag(sync=True)
    language = traitlets.Unicode("").tag(sync=True)  # the sheet's language (default: the package's when made)
    words = traitlets.Dict().tag(sync=True)  # the front end's own texts in that language (see page_words)

    def __init__(self, game: Any, names: list[str] | None = None, language: str | None = None,
                 **kwargs: Any) -> None:
        self.game = game
        self._names = names
        code = current_language() if language is None else check_language(language)
        super().__init__(language=code, words=page_words(code), **kwargs)
        self.refresh()

    def refresh(self) -> None:
        with using_language(self.language or None):
            self.rows = score_rows(self.game, self._names)
        self.final = bool(self.game.game_over)

    def to_html(self) -> str:
        with using_language(self.language or None):
            return score_table_html(self.rows, self.final)
