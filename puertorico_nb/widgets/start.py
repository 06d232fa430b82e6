"""StartPage: what a teacher chooses before a game (players, names, which seats bots play and
which bot, expansions and options, the seed), then the table, in one cell or one app page.

The choices are drawn by ``static/start.js`` from ``puertorico_nb.session.setup`` (the same data a
classroom server reads); Start sends them here, they are checked there (a wrong one is refused
with the field it is about, and nothing starts), and the game's table is drawn below the
choices, which fold to one line with a button to change them.

>>> page = StartPage("san_juan")
>>> page.form.handle_message({"type": "start", "settings": {"players": 2, "names": ["Ana", "Bo"],
...                                                          "seats": ["person", "greedy"], "seed": 3}})
>>> type(page.table).__name__, page.table.names, page.table.bots, page.form.started.startswith("San Juan, 2 players")
('SanJuanTable', ['Ana', 'Bo'], [1], True)
>>> page.form.handle_message({"type": "start", "settings": {"players": 9}})
>>> page.form.error
'players: San Juan is played by 2, 3 or 4, not 9'
"""
from __future__ import annotations

from typing import Any

import ipywidgets
import traitlets

from ..core.actions import shown
from ..core.errors import LoadError
from ..session.setup import SetupError, read_settings, setup_form
from ._base import BaseWidget, front_end, stylesheet, with_picture

STATIC_PICTURE = ("<div class='prnb-said'><strong>A new game:</strong> choose the players, the bots and the "
                  "options, then press <em>Start the game</em> (in a running notebook or app).</div>")


class SetupForm(BaseWidget):
    """The choices before a game; the front end sends them whole with ``start``."""

    _esm = front_end("start.js")
    _css = stylesheet("start.css")
    kind = traitlets.Unicode("start").tag(sync=True)
    form = traitlets.Dict().tag(sync=True)  # what to draw: see ``session.setup.setup_form``
    values = traitlets.Dict().tag(sync=True)  # the choices the form starts from
    error = traitlets.Unicode("").tag(sync=True)  # why the last Start was refused
    started = traitlets.Unicode("").tag(sync=True)  # the game started, in one line ("" while choosing)

    def __init__(self, game: str, values: dict | None = None, on_start=None, **kwargs: Any) -> None:
        super().__init__(form=setup_form(game), values=dict(values or {}), **kwargs)
        self._game = game
        self._on_start = on_start
        self.on_msg(lambda widget, content, buffers: self.handle_message(content))

    def handle_message(self, content: Any) -> None:
        if not isinstance(content, dict) or content.get("type") not in ("start", "change"):
            self.error = f"Ignored a request the start page does not make: {shown(content)}"
            return
        if content["type"] == "change":
            self.started = ""
            return
        try:
            settings = read_settings(self._game, content.get("settings"))
            if self._on_start is not None:
                self._on_start(settings)
        except (SetupError, LoadError) as e:
            self.error = str(e)
            return
        self.error = ""
        self.values = {"players": settings.players, "names": settings.names, "seats": settings.seats,
                       "options": settings.options, "seed": str(settings.seed)}
        self.started = settings.summary()

    def to_html(self) -> str:
        return STATIC_PICTURE


class StartPage(ipywidgets.VBox):
    """The set-up choices for `game` ("puerto_rico" or "san_juan"), then its table. ``values``
    pre-fills the choices (players, names, seats, options, seed)."""

    def __init__(self, game: str = "puerto_rico", values: dict | None = None, **kwargs: Any) -> None:
        self.form = SetupForm(game, values, on_start=self.begin)
        self.area = ipywidgets.VBox([])
        self.table: Any = None
        super().__init__([self.form, self.area], **kwargs)
        self.add_class("prnb-start-page")

    def begin(self, settings) -> Any:
        """A new table from checked `settings` (``session.setup.Settings``), drawn below the form."""
        from ..core import registry
        table_class = registry.record(settings.game).table.load()  # the game's own table widget
        self.table = table_class(**settings.table_arguments())
        self.area.children = [self.table]
        return self.table

    def _repr_mimebundle_(self, **kwargs):
        return with_picture(super()._repr_mimebundle_(**kwargs), lambda: STATIC_PICTURE)
