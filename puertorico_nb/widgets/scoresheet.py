"""ScoreSheet: every player's points line by line, with a bar chart."""
from __future__ import annotations

from typing import Any

import traitlets

from ..games.puerto_rico.render.html import scores_html
from ..games.puerto_rico.render.viewmodel import default_names, pretty
from ._base import PuertoRicoWidget


def score_rows(game, names=None) -> list[dict]:
    """One row per player: chips, building points, each large building's bonus, total, tie-break."""
    names = list(names or default_names(game.players))
    winners = set(game.winners()) if game.game_over else set()
    rows = []
    for seat, b in game.score_breakdown().items():
        rows.append({
            "seat": seat, "name": names[seat] if seat < len(names) else f"Player {seat}",
            "chips": b["chips"], "buildings": b["buildings"], "bonus": b["bonus"],
            "bonuses": [{"building": k, "name": pretty(k), "points": v} for k, v in b["bonuses"].items()],
            "total": b["total"], "tie_break": b["tie_break"], "winner": seat in winners,
        })
    return rows


class ScoreSheet(PuertoRicoWidget):
    """The score sheet of a game (final once the game is over, a running count before).

    >>> from puertorico_nb.games.puerto_rico import Game
    >>> sheet = ScoreSheet(Game(players=3))
    >>> [r["total"] for r in sheet.rows], sheet.final
    ([0, 0, 0], False)
    """

    kind = traitlets.Unicode("scores").tag(sync=True)
    rows = traitlets.List(traitlets.Dict()).tag(sync=True)
    final = traitlets.Bool(False).tag(sync=True)

    def __init__(self, game, names: list[str] | None = None, **kwargs: Any) -> None:
        self.game = game
        self._names = names
        super().__init__(**kwargs)
        self.refresh()

    def refresh(self) -> None:
        self.rows = score_rows(self.game, self._names)
        self.final = bool(self.game.game_over)

    def to_html(self) -> str:
        return scores_html(self.game, names=self._names)
