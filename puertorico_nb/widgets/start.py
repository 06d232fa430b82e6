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

The page speaks the language chosen on it (its first choice), and so does the table it starts:

>>> page.form.handle_message({"type": "language", "language": "nb", "settings": {"players": 3}})
>>> page.form.form["seats"][0]["label"], page.form.values["players"]
('En person', 3)
>>> page.form.handle_message({"type": "start", "settings": {"players": 2}})
>>> page.table.language, page.table.names
('nb', ['Spiller 1', 'Spiller 2'])
"""
from __future__ import annotations

import html
from typing import Any

import ipywidgets
import traitlets

from ..core.actions import shown
from ..core.errors import LoadError
from ..core.language import LANGUAGES, N_, check_language, current_language, speak, translate, using_language
from ..core.words import Reason
from ..session.setup import SetupError, read_settings, setup_form
from ._base import BaseWidget, front_end, stylesheet, with_picture
from .new_game import START
from .page_words import page_words

# what an exported page shows in place of the choices (its words from the catalogue, in the page's language)
STATIC_PICTURE = N_("<strong>A new game:</strong> choose the players, the bots and the options, then press "
                    "<em>{start}</em> (in a running notebook or app).")


def static_picture(language: str | None = None) -> str:
    """The start page as an exported notebook shows it, in `language` (default: the current one)."""
    with using_language(language or None):
        said = speak(STATIC_PICTURE, start=html.escape(translate(START)))
    return f"<div class='prnb-said'>{said}</div>"


class SetupForm(BaseWidget):
    """The choices before a game; the front end sends them whole with ``start``."""

    _esm = front_end("start.js")
    _css = stylesheet("start.css")
    kind = traitlets.Unicode("start").tag(sync=True)
    form = traitlets.Dict().tag(sync=True)  # what to draw: see ``session.setup.setup_form``
    values = traitlets.Dict().tag(sync=True)  # the choices the form starts from
    error = traitlets.Unicode("").tag(sync=True)  # why the last Start was refused
    started = traitlets.Unicode("").tag(sync=True)  # the game started, in one line ("" while choosing)
    language = traitlets.Unicode("").tag(sync=True)  # the language the page and its table speak
    words = traitlets.Dict().tag(sync=True)  # the front end's own texts in it (see page_words)

    def __init__(self, game: str, values: dict | None = None, on_start=None, language: str | None = None,
                 **kwargs: Any) -> None:
        code = current_language() if language is None else check_language(language)
        super().__init__(form=setup_form(game, code), values=dict(values or {}), language=code,
                         words=page_words(code), **kwargs)
        self._game = game
        self._on_start = on_start
        self.on_msg(lambda widget, content, buffers: self.handle_message(content))

    def speak(self, code: Any, choices: Any = None) -> None:
        """Say the page in `code` (a code of ``LANGUAGES``), keeping the `choices` typed so far; a
        language the package does not speak is refused and changes nothing."""
        if code not in LANGUAGES:
            with using_language(self.language or None):
                self.error = Reason("language: one of {languages}, not {value}", languages=", ".join(LANGUAGES),
                                    value=shown(code)).said()
            return
        if isinstance(choices, dict):  # drawn back as typed (as text), checked only when Start is pressed
            self.values = {key: choices[key] for key in ("players", "names", "seats", "options", "seed") if key in choices}
        self.error = ""
        self.words = page_words(code)  # the words before the form drawn with them
        self.language = code
        self.form = setup_form(self._game, code)

    def handle_message(self, content: Any) -> None:
        if not isinstance(content, dict) or content.get("type") not in ("start", "change", "language"):
            with using_language(self.language or None):
                self.error = speak("Ignored a request the start page does not make: {request}", request=shown(content))
            return
        if content["type"] == "change":
            self.started = ""
            return
        if content["type"] == "language":
            self.speak(content.get("language"), content.get("settings"))
            return
        chosen = content.get("settings")
        try:
            settings = read_settings(self._game, {**chosen, "language": self.language} if isinstance(chosen, dict) else chosen)
            if self._on_start is not None:
                self._on_start(settings)
        except SetupError as e:
            with using_language(self.language or None):
                self.error = e.said()
            return
        except LoadError as e:  # the game refused the choices: said in the page's language, as a SetupError is
            with using_language(self.language or None):
                self.error = e.said()
            return
        self.error = ""
        self.values = {"players": settings.players, "names": settings.names, "seats": settings.seats,
                       "options": settings.options, "seed": str(settings.seed)}
        self.started = settings.summary()

    def to_html(self) -> str:
        return static_picture(self.language)


class StartPage(ipywidgets.VBox):
    """The set-up choices for `game` ("puerto_rico" or "san_juan"), then its table. ``values``
    pre-fills the choices (players, names, seats, options, seed); ``language`` is the language
    the page first speaks (default: the package's), which the person may change on the page."""

    def __init__(self, game: str = "puerto_rico", values: dict | None = None, language: str | None = None,
                 **kwargs: Any) -> None:
        self.form = SetupForm(game, values, on_start=self.begin, language=language)
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
        return with_picture(super()._repr_mimebundle_(**kwargs), lambda: static_picture(self.form.language))
