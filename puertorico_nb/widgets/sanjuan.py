"""SanJuanTable: play San Juan on a card table, against bots or passing one screen around.

State flows down, requests flow up, as on the Puerto Rico table: the front end
(``static/sanjuan.js``) draws the ``view`` trait and sends small messages (``act``, ``explain``,
``undo``, ``redo``, ``random``, ``show_hand``, ``hide_hand``); the table's session
(``puertorico_nb.session.SanJuanSession``) hands each one to the engine. The view is always
drawn through one seat's eyes with ``player_view``, so the browser never holds a hand it should
not show. In hot-seat mode the hand stays hidden between turns
until someone presses "show hand of ...", and only the hand of the player to act can be shown.

>>> from puertorico_nb.games.san_juan import SanJuanGame
>>> table = SanJuanTable(SanJuanGame(players=3, seed=1, governor=0), names=["Ana", "Bo", "Cy"])
>>> table.view["seat"], table.view["turn_name"], table.bots
(0, 'Ana', [1, 2])
>>> table.act({"player": 0, "choose_role": "prospector"})
True
>>> table.act({"player": 1, "pass": True})   # a bot's seat: refused, nothing changes
False
>>> table.rule
'sj.turn.not-your-turn'
"""
from __future__ import annotations

import traitlets

from ..games.san_juan.render.html import table_html
from ..games.san_juan.render.viewmodel import sanjuan_view_model
from ..session.san_juan import SanJuanSession
from ._base import front_end, stylesheet
from .play import PlayableTable


class SanJuanTable(SanJuanSession, PlayableTable):
    """An interactive San Juan table.

    ``bots``: who bots play: a list of seats (the random bot), a mapping of seats to bot names
    (``random``, ``greedy``, ``coach``) or bot objects, or one entry per seat (None for a person).
    By default the random bot plays every seat but seat 0 (you), or none in hot-seat mode.
    ``hotseat=True``: the humans share one screen; each hand is hidden until its player asks to
    see it, and hidden again after their move.
    """

    _esm = front_end("sanjuan.js")
    _css = stylesheet("shared.css", "sanjuan.css")
    kind = traitlets.Unicode("sanjuan").tag(sync=True)
    hotseat = traitlets.Bool(False).tag(sync=True)
    shown = traitlets.Int(-1).tag(sync=True)  # hot seat: whose hand is on screen (-1: nobody's)

    def to_html(self) -> str:
        return table_html(sanjuan_view_model(self.game, seat=self.seat, names=self.names, with_actions=False))
