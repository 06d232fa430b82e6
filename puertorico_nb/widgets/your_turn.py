"""YourTurn: a live table at one decision of a worked example, judged against the book's move.

The learner plays the next move on the table. A move the rules forbid is refused by the table
as always, with its reason. A legal move is compared with the book's: the same move is praised
with the reason for it; another one is answered with the book's move and why it is better (or
what the book wanted to show), and Undo gives another try (unless the move turned up something
hidden, such as cards drawn: then Undo is off, and "Try again" starts the exercise over with what
lies face down shuffled anew, so the wrong try's draws tell nothing). The book's move
stays on the Python side until the learner has moved. ``SanJuanYourTurn`` does the same on the
San Juan table, and ``judged_table`` picks the one for a game.

>>> from puertorico_nb.course.puerto_rico import example, play, moves
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

from typing import TYPE_CHECKING, Any

import traitlets

from ..core import registry
from ..core.history import NOTHING_TO_UNDO
from ..core.language import N_, speak, translate, using_language
from ..games.san_juan import SanJuanGame
from .sanjuan import SanJuanTable
from .table import TableWidget


# What a judged table says, by whose move it is judged against: the hint (the move to make and why),
# the verdict on the same move, and on another one. Whole sentences, so that each language says
# "the book's move" its own way.
VERDICTS = {
    "the book's": (N_("That is the book's move here: {why}"), N_("Right: that is the book's move. {why}"),
                   N_("Allowed, but the book's move is {move}. {why}")),
    "the example's": (N_("That is the example's move here: {why}"), N_("Right: that is the example's move. {why}"),
                      N_("Allowed, but the example's move is {move}. {why}")),
    "the coach's": (N_("That is the coach's move here: {why}"), N_("Right: that is the coach's move. {why}"),
                    N_("Allowed, but the coach's move is {move}. {why}")),
}


class JudgedMove(traitlets.HasTraits):
    """What both judged tables share: the book's move, kept on the Python side, and a verdict on
    the first move made at that decision. Mixed in before a table class."""

    verdict = traitlets.Unicode("").tag(sync=True)  # "", "right" or "different"

    if TYPE_CHECKING:  # what the table it is mixed into provides
        game: Any
        message: str
        names: list
        hinted: dict

        def _label(self, action: dict) -> str: ...

        def _say(self, text: str, remember: bool = False, rule: str = "", explanation=None) -> None: ...

        def _moves_to_take_back(self) -> int: ...

        _rng: Any

        def _looking_back(self) -> bool: ...

        def _speak_again(self) -> None: ...

    def _judge(self, game, book_move: dict | list[dict], why: str, whose: str) -> None:
        """Remember what to judge against (before the table starts: bots may move at once).
        ``book_move`` may be a list: moves of one player in a row, judged as one decision (the
        hacienda's draw, then the tile taken)."""
        after = game.clone()
        book: list[dict] = []
        for move in book_move if isinstance(book_move, list) else [book_move]:
            verdict = after.explain(move)
            if not verdict.legal:
                raise ValueError(f"the book's move {move!r} is not legal here: {verdict.why}")
            if book and verdict.action.player != book[0]["player"]:
                raise ValueError("the book's moves judged together are one player's")
            book.append(verdict.action.to_mapping())
            after.apply(verdict.action)
        if not book:
            raise ValueError("give the book's move")
        if not str(why).strip():
            raise ValueError("say why the book makes this move")
        if whose not in VERDICTS:
            raise ValueError(f"whose must be one of {', '.join(map(repr, VERDICTS))}, not {whose!r}")
        self._at = len(game.log)
        self._book = book
        self._why = str(why).strip()
        self._judged: tuple[str, ...] | None = None  # the decision last judged, as played
        self._whose = str(whose)
        # the position before the decision and after the book's moves: a learner may take the
        # decision whole or in small steps (a card toggled at a time, a colonist at a time), so
        # the verdict compares where the decision ends, not the first action
        self._before = game.clone()
        self._book_state = after.state

    def hint(self, selection: Any = None) -> str:
        """While the exercise's decision is open, the hint is the example's move (the click it
        starts with, marked on the table) and why: the coach, weighing the position its own way,
        may prefer another move, and a learner who followed it was told "Allowed, but the
        example's move is ..." (tutorial 25). Once the decision is taken, the coach's hint."""
        start = self.game.explain(self._book[0]).action
        if self.verdict or self.game.game_over or start is None or not self.game.is_legal(start):
            return super().hint(selection)  # type: ignore[misc]
        with using_language(getattr(self, "language", "") or None):
            teacher = registry.record_for(self.game).hint_words.load()
            then = teacher.then_words(self.game, start) if hasattr(teacher, "then_words") else ""
            move = speak("{name}: {move}.", name=self.names[start.player], move=teacher.move_words(self.game, start))
            said = " ".join(filter(None, [move, then, speak(VERDICTS[self._whose][0], why=self._why)]))
        self._say(said)
        self.hinted = {"target": teacher.target(self.game, start)} if hasattr(teacher, "target") else {}
        return said

    def _undo_refusal(self) -> str:
        """Undo takes back the learner's moves only: the example's moves before the decision stay
        (the verdict replays the learner's moves from there)."""
        if len(self.game.log) - self._moves_to_take_back() < self._at:
            return NOTHING_TO_UNDO
        return super()._undo_refusal()  # type: ignore[misc]

    def _requests(self) -> dict:
        return {**super()._requests(), "try_again": lambda content: self.try_again()}  # type: ignore[misc]

    def try_again(self) -> bool:
        """Start the exercise over at its decision, with what lies face down (a draw pile's order,
        a tile stack) shuffled anew: Undo may not take back a try that turned up cards, and the
        old order must not come back either (the learner saw what it drew)."""
        with using_language(getattr(self, "language", "") or None):
            if self._looking_back():
                return False
            if len(self.game.log) == self._at:
                self._say(translate("Nothing to try again yet: the exercise is at its start."))
                return False
            game = self._before.with_hidden_reshuffled(self._rng)
            self._judge(game, self._book, self._why, self._whose)  # the book's position, from the new order
            self.game = game
            self._judged = None
            self.verdict = ""
            self._name_book_move()
            self._speak_again()  # the story and the table from the start position
            self._say(translate("The exercise starts again; what lies face down was shuffled anew."))
        return True

    def _name_book_move(self) -> None:
        if self._at != len(self.game.log):
            self._book_label = ""
            return
        with using_language(getattr(self, "language", "") or None):
            labels = [self._label(move) for move in self._book]
            label = labels[0]
            for then in labels[1:]:
                label = speak("{first}, then {next}", first=label, next=then[:1].lower() + then[1:])
        self._book_label = label

    def _decision(self) -> tuple[str, int]:
        """("right" or "different", how many moves it took) once the learner's decision is taken,
        ("", 0) while it is under way: the learner's moves since the decision, replayed, either
        reach the book's position or hand the turn on (to another seat or phase) somewhere else."""
        replay = self._before.clone()
        seat, phase = replay.turn, replay.phase
        for count, action in enumerate(self.game.log[self._at:], start=1):
            replay.apply(action)
            if replay.state == self._book_state:
                return "right", count
            if replay.game_over or replay.turn != seat or replay.phase != phase:
                return "different", count
        return "", 0

    def _after_moves(self) -> None:
        super()._after_moves()  # type: ignore[misc]
        verdict, count = self._decision() if len(self.game.log) > self._at else ("", 0)
        if not verdict:  # nothing done yet, taken back, or part of the decision taken: wait for the rest
            self._judged = None
            self.verdict = ""
            return
        decision = tuple(str(action) for action in self.game.log[self._at:self._at + count])
        if decision == self._judged:
            return  # judged already (the bots moved on, or a redo): said once
        self._judged = decision
        self.verdict = verdict
        narration = self.message
        said = VERDICTS[self._whose]
        if verdict == "right":
            self._say(f"{narration} {speak(said[1], why=self._why)}")
        else:
            closed = self._undo_refusal()
            again = (speak("Press Try again for another try: the exercise starts over, with what lies face down "
                           "shuffled anew.") if closed else speak("Press Undo to try again."))
            self._say(f"{narration} {speak(said[2], move=self._book_label, why=self._why)} {again}")


class YourTurn(JudgedMove, TableWidget):
    """A table at the decision where the book's example makes ``book_move``; ``why`` is the
    reason for the book's move, in plain words. ``whose`` names the example's author in the
    verdict ("the book's", or "the example's" for a position no rulebook has)."""

    def __init__(self, game, book_move: dict | list[dict], why: str, names: list[str] | None = None,
                 whose: str = "the book's", **kwargs: Any) -> None:
        self._judge(game, book_move, why, whose)
        super().__init__(game=game, names=names, **kwargs)
        self._name_book_move()


class SanJuanYourTurn(JudgedMove, SanJuanTable):
    """The San Juan table at one decision of a worked example, judged like ``YourTurn``. The
    learner plays the seat to act; the other seats are bots unless ``bots`` says otherwise.

    >>> from puertorico_nb.course.puerto_rico import example, play, moves
    >>> trader = example("sanjuan_trader")
    >>> turn = SanJuanYourTurn(play(trader, 1), moves(trader)[1], why="Her three best-paid goods.",
    ...                        names=["Ana", "Bo", "Cy"])
    >>> turn.bots, turn.act({"player": 0, "sell": ["sugar_mill"]}), turn.verdict
    ([1, 2], True, 'different')
    >>> turn.undo(), turn.undo_why   # the sale drew cards: taking it back would show what comes next
    (False, 'cards were drawn since')
    >>> turn.try_again(), turn.verdict, len(turn.game.log) == len(play(trader, 1).log)  # the start, reshuffled
    (True, '', True)
    >>> again = SanJuanYourTurn(play(trader, 1), moves(trader)[1], why="Her three best-paid goods.")
    >>> again.act(moves(trader)[1]), again.verdict
    (True, 'right')
    """

    def __init__(self, game: SanJuanGame, book_move: dict | list[dict], why: str, names: list[str] | None = None,
                 whose: str = "the book's", bots: list[int] | None = None, **kwargs: Any) -> None:
        self._judge(game, book_move, why, whose)
        if bots is None:
            bots = [seat for seat in range(game.players) if seat != game.turn]
        super().__init__(game=game, names=names, bots=bots, **kwargs)
        self._name_book_move()


def judged_table(game, book_move: dict | list[dict], why: str, names: list[str] | None = None,
                 whose: str = "the book's"):
    """The judged table of ``game``'s kind (its record's ``your_turn``: ``YourTurn``, ``SanJuanYourTurn``)."""
    kind = registry.record_for(game).your_turn.load()
    return kind(game, book_move, why=why, names=names, whose=whose)
