"""What both game tables share as widgets: a table session (``puertorico_nb.session``: requests,
playing and refusing actions, explanations, hints, undo/redo across bot moves, bots in chosen
seats) whose shown values are synced traits, and the messages of its front end.

A table says how it draws its static picture (``to_html``); everything else is its game's session.
"""
from __future__ import annotations

from typing import Any

import traitlets

from ..core.language import check_language
from ..core.words import full_names
from ..session.messages import BRIEF_LIMIT, MESSAGE_LIMIT, MORE, OWN_MOVE_LIMIT, BotMove, brief, shortened, then
from ..session.table import BOT_MOVE_LIMIT, HISTORY, TableSession, bot_seats
from ._base import BaseWidget
from .page_words import page_words

__all__ = ["BOT_MOVE_LIMIT", "BRIEF_LIMIT", "HISTORY", "MESSAGE_LIMIT", "MORE", "OWN_MOVE_LIMIT", "BotMove",
           "PlayableTable", "bot_seats", "brief", "shortened", "then"]


class PlayableTable(TableSession, BaseWidget):
    view = traitlets.Dict().tag(sync=True)
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    bots = traitlets.List(traitlets.Int()).tag(sync=True)  # the seats bots play
    bot_names = traitlets.List(traitlets.Unicode()).tag(sync=True)  # per seat: its bot's name, "" for a person
    message = traitlets.Unicode("").tag(sync=True)
    can_undo = traitlets.Bool(False).tag(sync=True)
    undo_why = traitlets.Unicode("").tag(sync=True)  # why Undo cannot be used now, in a few words
    can_redo = traitlets.Bool(False).tag(sync=True)
    # The message is one short sentence; the rule behind it, what that rule says and where the books
    # say so are kept apart, for the front end's "why / where in the books" disclosure.
    rule = traitlets.Unicode("").tag(sync=True)  # the rule behind the last refusal or explanation
    rule_statement = traitlets.Unicode("").tag(sync=True)
    citation = traitlets.Unicode("").tag(sync=True)
    recorded = traitlets.Unicode("").tag(sync=True)  # the game as a ruling file (YAML), once recorded
    hinted = traitlets.Dict().tag(sync=True)  # while the message is a hint: the control it points at
    story = traitlets.List(traitlets.Dict()).tag(sync=True)  # every move so far, one line each
    replay = traitlets.Dict().tag(sync=True)  # while looking back: the past position shown
    played = traitlets.Dict().tag(sync=True)  # the moves the front end may play out one at a time
    # the language the table speaks ("": the package's); setting it says the whole table again in it
    language = traitlets.Unicode("").tag(sync=True)
    # the front end's own texts in that language (see page_words; empty in English)
    words = traitlets.Dict().tag(sync=True)

    @traitlets.validate("language")
    def _a_language_spoken(self, proposal) -> str:
        return check_language(proposal["value"]) if proposal["value"] else ""

    def set_language(self, code: str | None) -> None:
        self.language = code or ""  # the observer below says the table again

    @traitlets.validate("names")
    def _names_safe_to_show(self, proposal) -> list[str]:
        """Names are typed by people: shown as text that cannot turn the words around it."""
        game = getattr(self, "game", None)
        return full_names(proposal["value"], game.players if game is not None else len(proposal["value"]))

    def _open(self, **shown_values: Any) -> None:
        """The widget's traits start from the session's first values; requests come by message."""
        BaseWidget.__init__(self, **shown_values)
        self.history = []  # the last lines said, for Python (the front end shows ``story``, every move)
        self.on_msg(self._on_msg)
        self.observe(lambda change: self.refresh(), names=["names"])
        self.observe(lambda change: self._seat_bots(change["new"]), names=["bots"])
        self.observe(lambda change: self._speak_again(), names=["language"])

    def _on_msg(self, widget, content, buffers) -> None:
        self.handle_message(content)

    def refresh(self) -> None:
        """Publish the position, and the front end's own words whenever the language spoken changed
        (a table's own, or the package's that it follows), sent before the view that is drawn with them."""
        spoken = self.speaks()
        if spoken != getattr(self, "_words_language", None):
            self._words_language = spoken
            self.words = page_words(spoken)
        super().refresh()
