"""The story of a game: one line per move, in order, with the round and phase it was made in, kept
in step with the game's log through undo and redo; the positions of the game's past, for a
replay; and the story as plain text, grouped by round and phase.

Every line is a narration, and narrations never name a hidden card (each game's narrator says
so), so the story may be shown to every seat. A past position is drawn by the session for the
seat it is drawn for now, like the live one (see ``TableSession.replay_at``).
"""
from __future__ import annotations

from typing import Any, Callable

from ..core.language import speak

# what a story line holds (all JSON-ready): the move's index in the game's log, the round and the
# phase (in words) it was made in, the seat that made it, and what it did in words
Line = dict


def line(move: int, round_number: int, phase: str, seat: int | None, text: str) -> Line:
    return {"move": move, "round": round_number, "phase": phase, "seat": seat, "text": text}


def position_at(game, move: int):
    """`game` as it stood after its first `move` moves: a copy holding that position, for looking
    at only (the game itself is not changed). The positions the game saved for undo are used when
    it kept them; otherwise the moves are played again from the start."""
    if not 0 <= move <= len(game.log):
        raise IndexError(f"a position from 0 to {len(game.log)} moves in, not {move}")
    past = game.clone()
    if move == len(game.log):
        return past
    saved = getattr(game, "_undo", None)
    if saved is not None and len(saved) == len(game.log):
        past.state = saved[move].clone()
    else:
        past.state = game.start.clone()
        past.log = []
        for action in game.log[:move]:
            past.apply(action)
    past.log = list(game.log[:move])
    return past


class Story:
    """The story's lines beside the game's log: ``told`` holds, for each move of the log, the
    action and its line (None for a move the story leaves out); moves taken back wait in
    ``untold`` so that a redo tells them again without narrating them anew."""

    def __init__(self) -> None:
        self.told: list[tuple[Any, Line | None]] = []
        self.untold: list[tuple[Any, Line | None]] = []

    def add(self, action, told_line: Line | None) -> None:
        self.told.append((action, told_line))
        self.untold.clear()

    def follow(self, log: list, tell_again: Callable[[int], Line | None]) -> None:
        """Bring the lines in step with `log` after an undo, a redo or a move made on the game by
        hand: the lines of moves no longer in the log wait (for a redo), moves the story has not
        told are told by `tell_again(index)`."""
        kept = 0
        while kept < len(self.told) and kept < len(log) and self.told[kept][0] is log[kept]:
            kept += 1
        while len(self.told) > kept:
            self.untold.append(self.told.pop())
        for index in range(kept, len(log)):
            if self.untold and self.untold[-1][0] is log[index]:
                self.told.append(self.untold.pop())
            else:
                self.untold.clear()
                self.told.append((log[index], tell_again(index)))

    def lines(self) -> list[Line]:
        return [told for _, told in self.told if told is not None]


def story_text(lines: list[Line], title: str = "") -> str:
    """The story as plain text: a heading for each round, the phase under it, a line a move."""
    out = [title, "=" * len(title)] if title else []
    where: tuple[Any, Any] = (None, None)
    for told in lines:
        if told["round"] != where[0]:
            out += ["", speak("Round {round}", round=told["round"])]
        if (told["round"], told["phase"]) != where:
            out.append(f"  {told['phase']}")
        where = (told["round"], told["phase"])
        out.append(f"    {told['move'] + 1}. {told['text']}")
    return "\n".join(out).strip("\n") + "\n"
