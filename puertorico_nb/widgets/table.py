"""TableWidget: play Puerto Rico on an interactive table, against bots or around one screen.

State flows down, requests flow up: the front end draws the ``view`` trait (the view model)
and sends small messages (``act``, ``undo``, ``redo``, ``explain``, ``random``, ``record``); this class
hands each one to the engine and publishes the new view. Nothing here decides a rule: a
request the engine refuses changes nothing and ``message`` says which rule refused it.
"""
from __future__ import annotations

from typing import Any

import traitlets

from ..games.puerto_rico import Game
from ..games.puerto_rico.render.html import game_html
from ..games.puerto_rico.render.narrate import narrate
from ..games.puerto_rico.render.viewmodel import default_names, label, view_model
from .play import PlayableTable


class TableWidget(PlayableTable):
    """An interactive table.

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
    recorded = traitlets.Unicode("").tag(sync=True)  # the game as a ruling file (YAML), once recorded

    def __init__(self, game: Game | None = None, players: int = 4, seed: int | None = 0,
                 names: list[str] | None = None, bots: list[int] | None = None, **kwargs: Any) -> None:
        game = game if game is not None else Game(players=players, seed=seed)
        self._start(game, seed, bots or (), names=self._full_names(names, game.players), **kwargs)

    @staticmethod
    def _full_names(names, n) -> list[str]:
        out = default_names(n)
        for i, name in enumerate(list(names or ())[:n]):
            if name is not None and str(name).strip():
                out[i] = str(name)
        return out

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

    def _requests(self) -> dict:
        return {"record": lambda c: self.record(title=c.get("title") or None)}

    # -- recording ----------------------------------------------------------------------------
    def to_ruling(self, title: str | None = None) -> dict:
        """The game so far as a ruling: its setup, every move as an ``act``, the position now as an
        ``expect`` (see ``puertorico_nb.rulings.record``)."""
        from ..rulings.record import to_ruling
        return to_ruling(self.game, title=title)

    def record(self, title: str | None = None) -> str:
        """Write the game so far as a ruling file (YAML) into ``recorded``; return it."""
        from ..rulings.record import RecordError, to_yaml
        try:
            self.recorded = to_yaml(self.game, title=title)
        except RecordError as e:
            self._say(f"This game cannot be recorded as a ruling: {e}")
            return ""
        moves = len(self.game.log)
        self._say(f"Recorded {moves} move{'s' if moves != 1 else ''} as a ruling file: copy or download it "
                  "below, and check it with python -m puertorico_nb check FILE.")
        return self.recorded
