"""YourTurn: a live table at one decision of a worked example, judged against the book's move.

The learner plays the next move on the table. A move the rules forbid is refused by the table
as always, with its reason. A legal move is compared with the book's: the same move is praised
with the reason for it; another one is answered with the book's move and why it is better (or
what the book wanted to show), and Undo gives another try. The book's move stays on the Python
side until the learner has moved.

>>> from puertorico_nb.teaching import example, play, moves
>>> ruling = example("prospector")
>>> turn = YourTurn(play(ruling, 0), moves(ruling)[0], why="Three doubloons lie on it.",
...                 names=["Ana", "Bo", "Cy", "Di"])
>>> turn.act({"player": turn.game.turn, "choose_role": "settler"})
True
>>> turn.verdict, "the book's move is" in turn.message
('different', True)
>>> turn.undo() and turn.act(moves(ruling)[0])
True
>>> turn.verdict, turn.message.endswith("Three doubloons lie on it.")
('right', True)
"""
from __future__ import annotations

from typing import Any

import traitlets

from .table import TableWidget


class YourTurn(TableWidget):
    """A table at the decision where the book's example makes ``book_move``; ``why`` is the
    reason for the book's move, in plain words. ``whose`` names the example's author in the
    verdict ("the book's", or "the example's" for a position no rulebook has)."""

    verdict = traitlets.Unicode("").tag(sync=True)  # "", "right" or "different"

    def __init__(self, game, book_move: dict, why: str, names: list[str] | None = None,
                 whose: str = "the book's", **kwargs: Any) -> None:
        verdict = game.explain(book_move)
        if not verdict.legal:
            raise ValueError(f"the book's move {book_move!r} is not legal here: {verdict.why}")
        if not str(why).strip():
            raise ValueError("say why the book makes this move")
        self._at = len(game.log)
        self._book = verdict.action.to_mapping()
        self._why = str(why).strip()
        self._judged = False
        self._whose = str(whose)
        super().__init__(game=game, names=names, **kwargs)
        self._book_label = self._label(self._book) if self._at == len(self.game.log) else ""

    def _after_moves(self) -> None:
        log = self.game.log
        if len(log) <= self._at:
            self._judged = False
            self.verdict = ""
            return
        if self._judged:
            return
        self._judged = True
        played = log[self._at].to_mapping()
        narration = self.message
        if played == self._book:
            self.verdict = "right"
            self._say(f"{narration} Right: that is {self._whose} move. {self._why}")
        else:
            self.verdict = "different"
            self._say(f"{narration} Allowed, but {self._whose} move is {self._book_label}. "
                      f"{self._why} Press Undo to try again.")
