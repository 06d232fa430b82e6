"""NewGame: choose two to five players, then play a whole game against bots, and read the
score sheet in words when it ends.

The learner sits in the first seat; the bots (the coach, unless told otherwise) take the others. Nothing here decides a rule: the
table is a ``TableWidget`` and the score sheet comes from the engine.

>>> setup = NewGame(names=["Ana", "Bo", "Cy", "Di", "Ed"], seed=3)
>>> setup.players.value = 3
>>> table = setup.begin()
>>> table.game.players, table.bots, table.names
(3, [1, 2], ['Ana', 'Bo', 'Cy'])
>>> table.bot_names[1]
'coach'
>>> while not table.game.game_over:
...     _ = table.random_move()
>>> "Winner:" in setup.summary.value
True
"""
from __future__ import annotations

import html
from typing import Any

import ipywidgets

from ._base import with_picture
from .said import Said, SaidList
from .scoresheet import ScoreSheet
from .table import TableWidget

PLAYER_COUNTS = (2, 3, 4, 5)
WHY_IT_ENDED = {"colonists": "the colonists ran out", "city": "someone filled their city",
                "vp_chips": "the victory-point chips ran out"}


# what an exported page shows in place of the game's set-up controls
STATIC_PICTURE = ("<div class='prnb-said'><strong>A new game:</strong> choose two, three, four or five players "
                  "and press <em>Start the game</em> (in a running notebook or app).</div>")


class NewGame(ipywidgets.VBox):
    """A player-count choice and a Start button; then the table, and at the end the score sheet."""

    def __init__(self, names: list[str] | None = None, seed: int | None = None, players: int = 4,
                 bot: str = "coach", **kwargs: Any) -> None:
        self._names = list(names or ["You", "Alma", "Pip", "Quin", "Rosa"])
        self._seed = seed
        self._bot = bot
        self.players = ipywidgets.ToggleButtons(options=list(PLAYER_COUNTS), value=players,
                                                description="Players", tooltips=[
                                                    "The two-player game of the Korean book", "", "", ""])
        self.start = ipywidgets.Button(description="Start the game", button_style="primary")
        self.start.on_click(lambda _: self.begin())
        self.summary = ipywidgets.HTML("")
        self.area = ipywidgets.VBox([])
        self.table: TableWidget | None = None
        super().__init__([ipywidgets.HBox([self.players, self.start]), self.area, self.summary], **kwargs)

    def begin(self) -> TableWidget:
        """A new table for the chosen number of players, the learner in the first seat."""
        n = int(self.players.value)
        names = (self._names + [f"Player {k + 1}" for k in range(len(self._names), n)])[:n]
        self.table = TableWidget(players=n, seed=self._seed, names=names,
                                 bots={seat: self._bot for seat in range(1, n)})
        self.table.observe(lambda change: self._ended(), names=["view"])
        self.summary.value = ""
        self.area.children = [self.table]
        self._ended()
        return self.table

    def _ended(self) -> None:
        table = self.table
        if table is None or not table.game.game_over or self.summary.value:
            return
        sheet = ScoreSheet(table.game, names=table.names)
        words = score_sheet_in_words(table.game, table.names)
        self.area.children = [table, sheet]
        why = " and ".join(WHY_IT_ENDED.get(r, r) for r in table.game.state.end_reasons)
        self.summary.value = (f"<div class='prnb-said'><strong>The game is over</strong>"
                              f"{': ' + html.escape(why) if why else ''}, and the round was played to its end."
                              f"</div>" + words._repr_html_())

    def _repr_mimebundle_(self, **kwargs):
        return with_picture(super()._repr_mimebundle_(**kwargs), lambda: STATIC_PICTURE)


def score_sheet_in_words(game, names: list[str] | None = None) -> SaidList:
    """Each player's score added up in words (chips, printed points, each large building's
    bonus, nobles), then who wins and, on a tie, why. From the engine's own breakdown."""
    from ..games.puerto_rico.render.viewmodel import default_names, pretty

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
