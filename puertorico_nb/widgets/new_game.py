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

from ..core.language import N_, component_name, speak, speak_plural, translate
from ..core.words import default_names, spoken_list
from ._base import with_picture
from .said import Said, SaidList
from .table import TableWidget

PLAYER_COUNTS = (2, 3, 4, 5)
START = N_("Start the game")
# what an exported page shows in place of the game's set-up controls (its words from the catalogue)
STATIC_PICTURE = N_("<strong>A new game:</strong> choose two, three, four or five players and press "
                    "<em>{start}</em> (in a running notebook or app).")


def static_picture() -> str:
    return f"<div class='prnb-said'>{speak(STATIC_PICTURE, start=html.escape(translate(START)))}</div>"


class NewGame(ipywidgets.VBox):
    """A player-count choice and a Start button; then the table, and at the end the score sheet."""

    def __init__(self, names: list[str] | None = None, seed: int | None = None, players: int = 4,
                 bot: str = "coach", **kwargs: Any) -> None:
        self._names = list(names or ["You", "Alma", "Pip", "Quin", "Rosa"])
        self._seed = seed
        self._bot = bot
        self.players = ipywidgets.ToggleButtons(options=list(PLAYER_COUNTS), value=players,
                                                description=translate("Players"), tooltips=[
                                                    translate("The two-player game of the Korean book"), "", "", ""])
        self.start = ipywidgets.Button(description=translate(START), button_style="primary")
        self.start.on_click(lambda _: self.begin())
        self.summary = ipywidgets.HTML("")
        self.area = ipywidgets.VBox([])
        self.table: TableWidget | None = None
        super().__init__([ipywidgets.HBox([self.players, self.start]), self.area, self.summary], **kwargs)

    def begin(self) -> TableWidget:
        """A new table for the chosen number of players, the learner in the first seat."""
        n = int(self.players.value)
        names = (self._names + default_names(n)[len(self._names):])[:n]
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
        # the table draws its own score sheet at its foot when the game is over: only the words
        # come under it (a second sheet here showed the scores twice)
        words = score_sheet_in_words(table.game, table.names)
        self.summary.value = f"<div class='prnb-said'>{html.escape(why_it_ended(table.game))}</div>" + words._repr_html_()

    def _repr_mimebundle_(self, **kwargs):
        return with_picture(super()._repr_mimebundle_(**kwargs), static_picture)


def why_it_ended(game) -> str:
    """The game is over, why (the engine's end reasons, in words), and that its round was finished."""
    from ..games.puerto_rico.render.narrate import END_REASONS

    reasons = [translate(END_REASONS[reason]) for reason in game.state.end_reasons if reason in END_REASONS]
    if not reasons:
        return translate("The game is over, and the round was played to its end.")
    return speak("The game is over: {reasons}, and the round was played to its end.", reasons=spoken_list(reasons))


def score_sheet_in_words(game, names: list[str] | None = None) -> SaidList:
    """Each player's score added up in words (chips, printed points, each large building's
    bonus, nobles), then who wins and, on a tie, why. From the engine's own breakdown."""
    names = list(names or default_names(game.players))
    lines = []
    for seat, b in game.score_breakdown().items():
        parts = [speak("{points} in victory-point chips", points=b["chips"]),
                 speak("{points} printed on buildings", points=b["buildings"])]
        parts += [speak("{points} from the {building}", points=v, building=component_name("building", k))
                  for k, v in b["bonuses"].items()]
        if b.get("nobles"):
            parts.append(speak("{points} for nobles", points=b["nobles"]))
        lines.append(Said(speak("{name}:", name=names[seat]),
                          speak_plural("{parts} = {n} point.", "{parts} = {n} points.", b["total"],
                                       parts=" + ".join(parts))))
    if game.game_over:
        winners = game.winners()
        best = max(game.scores().values())
        tied = [s for s, v in game.scores().items() if v == best]
        who = spoken_list([names[s] for s in winners])
        if len(tied) > 1:
            lines.append(Said(translate("Winner:"), speak_plural(
                "{who}. Tied on {n} point, the tie goes to doubloons plus barrels.",
                "{who}. Tied on {n} points, the tie goes to doubloons plus barrels.", best, who=who),
                "scoring.tie-break"))
        else:
            lines.append(Said(translate("Winner:"), speak_plural("{who}, with {n} point.", "{who}, with {n} points.",
                                                                  best, who=who), "scoring.total"))
    return SaidList(lines)
