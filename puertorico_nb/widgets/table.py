"""TableWidget: play Puerto Rico on an interactive table, against bots or around one screen.

State flows down, requests flow up: the front end draws the ``view`` trait (the view model)
and sends small messages (``act``, ``undo``, ``redo``, ``explain``, ``random``, ``record``); this class
hands each one to the engine and publishes the new view. Nothing here decides a rule: a
request the engine refuses changes nothing and ``message`` says which rule refused it.
"""
from __future__ import annotations

from typing import Any

import traitlets

from ..core.words import full_names
from ..games.puerto_rico import Game
from ..games.puerto_rico.render.html import game_html
from ..games.puerto_rico.render.narrate import clauses, narrate
from ..games.puerto_rico.render.viewmodel import label, view_model
from .play import PlayableTable


class TableWidget(PlayableTable):
    """An interactive table. ``bots``: who bots play (see ``puertorico_nb.widgets.play``): seats
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

    def __init__(self, game: Game | None = None, players: int = 4, seed: int | None = 0,
                 names: list[str] | None = None, bots: Any = None, **kwargs: Any) -> None:
        game = game if game is not None else Game(players=players, seed=seed)
        self._start(game, seed, bots or (), names=self._full_names(names, game.players), **kwargs)

    _full_names = staticmethod(full_names)

    # -- publishing the position ----------------------------------------------------------
    def refresh(self) -> None:
        """Publish the current position (call after changing ``game`` by hand)."""
        self._version += 1
        self.view = view_model(self.game, names=self.names, version=self._version)
        self.can_undo = self.game.can_undo
        self.can_redo = self.game.can_redo

    def to_html(self) -> str:
        return game_html(self.game, names=self.names)

    def _label(self, action: dict) -> str:
        return label(self.game, action)

    def _narrate(self, events: list) -> str:
        return narrate(events, self.names)

    def _clauses(self, events: list) -> list[str]:
        return clauses(events, self.names)
