"""TableWidget: play Puerto Rico on an interactive table, against bots or around one screen.

State flows down, requests flow up: the front end draws the ``view`` trait (the view model)
and sends small messages (``act``, ``undo``, ``redo``, ``explain``, ``random``, ``record``); the
table's session (``puertorico_nb.session.PuertoRicoSession``) hands each one to the engine and
publishes the new view. Nothing here decides a rule: a request the engine refuses changes
nothing and ``message`` says which rule refused it.
"""
from __future__ import annotations

import traitlets

from ..games.puerto_rico.render.html import game_html
from ..session.puerto_rico import PuertoRicoSession
from .play import PlayableTable


class TableWidget(PuertoRicoSession, PlayableTable):
    """An interactive table. ``bots``: who bots play (see ``puertorico_nb.session.table``): seats
    for the random bot, or ``{1: "coach", 2: "greedy"}``, or one entry per seat.

    >>> table = TableWidget(players=3, seed=1, names=["Ana", "Bo", "Cy"], bots=[1, 2])
    >>> table.view["turn"], table.view["turn_name"]
    (0, 'Ana')
    >>> table.act({"player": 0, "choose_role": "builder"})
    True
    >>> table.message
    'Ana chooses the builder.'
    >>> table.act({"player": 1, "build": "harbor"})
    False
    >>> table.message.startswith("Not allowed: Build harbor")
    True
    """

    kind = traitlets.Unicode("table").tag(sync=True)

    def to_html(self) -> str:
        return game_html(self.game, names=self.names)
