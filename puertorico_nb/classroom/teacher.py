"""The teacher's powers at a classroom table, each one request the teacher's controls send
(``{"type": "pause"}``, ``{"type": "seat_to_bot", "seat": 2, "bot": "greedy"}``...).

``Table.request`` lets them through only with the teacher's token, and runs them under the
table's lock; each returns a ``Reply`` (one short sentence) and changes the table only when it is
done. The table then saves the change and tells every screen.

- ``pause`` / ``resume``: no move by anyone, bots included, while paused.
- ``undo``: take back the last person's decision and the bots' moves after it, never across a
  reveal (the session's undo policy: a move after which something hidden turned up is not taken
  back, or the player would choose again knowing it).
- ``seat_to_bot`` (``seat``, ``bot``: random, greedy or coach): a bot plays the seat from now on;
  its link stops working. ``open_seat`` (``seat``): a bot's seat waits for a person again.
  ``fill_with_bots`` (``bot``): every seat nobody took goes to a bot.
- ``lock_joins`` / ``unlock_joins``: nobody new may join (a device already seated may come back).
- ``language`` (``language``: a code of ``core.language.LANGUAGES``, or "" for the server's):
  the table speaks it from now on, its story told again in it.
- ``end``: no more moves. ``record`` (``title``): the game as a ruling file, once it is over or
  ended (a ruling file lists every hand, so never while hands are still hidden).
"""
from __future__ import annotations

from typing import Any, Callable

from ..bots.registry import BOTS
from ..core.actions import shown
from ..core.language import LANGUAGES, check_language, speak, speak_plural, translate
from ..session.setup import bot_name
from ..session.table import HISTORY
from .requests import Reply
from .words import say


def teach(table: Any, kind: str, message: dict) -> Reply:
    """Use the power `kind` at `table` with the request's fields (the caller holds the lock)."""
    return POWERS[kind](table, message)


def set_language(table: Any, code: Any) -> Reply:
    try:
        table.session.set_language(check_language(code) if code else None)
        table.names_from_session()
    except ValueError:
        return Reply.refused(speak("The table speaks one of {languages}, not {asked}.", languages=", ".join(LANGUAGES),
                                   asked=shown(code)))
    return Reply(True, translate("The table speaks another language now."))


def set_joins_locked(table: Any, locked: bool) -> Reply:
    table.joins_locked = locked
    return Reply(True, translate("Nobody new may join this table now.") if locked
                 else translate("New players may join this table."))


def undo(table: Any) -> Reply:
    done = table.session.undo()
    if done:  # every screen's last line is the history's: it says the move is gone, not the move
        table.session.history = [*table.session.history, say("taken_back")][-HISTORY:]
    return Reply(done, say("taken_back") if done else table.session.message)


def _no_such_bot(bot: Any) -> Reply:
    return Reply.refused(speak("The bots are {bots}, not {asked}.", bots=", ".join(bot_name(known) for known in sorted(BOTS)),
                                asked=shown(bot)))


def _seat_refusal(table: Any, seat: Any) -> Reply | None:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(table.seats):
        return Reply.refused(speak("There is no seat {seat} at this table.", seat=shown(seat)))
    return None


def seat_to_bot(table: Any, seat: Any, bot: Any) -> Reply:
    refusal = _seat_refusal(table, seat)
    if refusal is not None:
        return refusal
    if not isinstance(bot, str) or bot not in BOTS:
        return _no_such_bot(bot)
    table.seats[seat].to_bot(bot)
    table.session.seat_bot(seat, bot)
    return Reply(True, speak("A bot ({bot}) plays for {name} now; that seat's link no longer opens it.", bot=bot_name(bot),
                            name=table.seats[seat].name))


def open_seat(table: Any, seat: Any) -> Reply:
    refusal = _seat_refusal(table, seat)
    if refusal is not None:
        return refusal
    if table.seats[seat].bot is None:
        return Reply.refused(speak("The seat of {name} is not played by a bot.", name=table.seats[seat].name))
    table.seats[seat].to_free()
    table.session.seat_bot(seat, None)
    return Reply(True, speak("The seat of {name} waits for a player to join.", name=table.seats[seat].name))


def fill_with_bots(table: Any, bot: Any) -> Reply:
    free = [number for number, seat in enumerate(table.seats) if seat.free]
    if not free:
        return Reply.refused(translate("No seat is free."))
    if not isinstance(bot, str) or bot not in BOTS:
        return _no_such_bot(bot)
    for number in free:
        seat_to_bot(table, number, bot)
    return Reply(True, speak("A bot ({bot}) plays every seat nobody took.", bot=bot_name(bot)))


def end(table: Any) -> Reply:
    if table.over:
        return Reply.refused(translate("The game is already over."))
    table.ended = True
    return Reply(True, translate("The game is ended; it can be recorded as a ruling file now."))


def record(table: Any, title: Any) -> Reply:
    from ..rulings.record import RecordError, to_yaml
    if not table.over:
        return Reply.refused(translate("A game is recorded once it is over (or the teacher has ended it): a "
                                       "ruling file lists every hand."))
    if title is not None and not isinstance(title, str):
        return Reply.refused(translate("A ruling's title is text; nothing was recorded."))
    try:
        ruling = to_yaml(table.game, title=title or None)
    except RecordError as e:
        return Reply.refused(speak("This game cannot be recorded as a ruling: {error}", error=e))
    moves = len(table.game.log)
    return Reply(True, speak_plural("Recorded {n} move as a ruling file.", "Recorded {n} moves as a ruling file.", moves),
                 data={"ruling": ruling})


POWERS: dict[str, Callable[[Any, dict], Reply]] = {
    "pause": lambda table, m: table.set_paused(True),
    "resume": lambda table, m: table.set_paused(False),
    "undo": lambda table, m: undo(table),
    "seat_to_bot": lambda table, m: seat_to_bot(table, m.get("seat"), m.get("bot", "random")),
    "open_seat": lambda table, m: open_seat(table, m.get("seat")),
    "fill_with_bots": lambda table, m: fill_with_bots(table, m.get("bot", "random")),
    "lock_joins": lambda table, m: set_joins_locked(table, True),
    "unlock_joins": lambda table, m: set_joins_locked(table, False),
    "end": lambda table, m: end(table),
    "record": lambda table, m: record(table, m.get("title")),
    "language": lambda table, m: set_language(table, m.get("language")),
}
