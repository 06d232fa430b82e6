"""What every widget here shares: the front end (a game's module bundled with the shared modules it
imports, and the shared stylesheet joined to the game's) and a static fallback."""
from __future__ import annotations

import anywidget
import traitlets

from .bundle import STATIC, front_end, stylesheet

__all__ = ["STATIC", "FrontEndAsks", "BaseWidget", "front_end", "stylesheet", "with_picture"]


class FrontEndAsks:
    """Mixed into a widget: its front end may write only the synced traits named in
    FRONT_END_WRITES (a search box's query, a walkthrough's step). Every other synced trait belongs
    to the Python side, and the front end only asks for changes, by message."""

    FRONT_END_WRITES: frozenset[str] = frozenset()

    def set_state(self, sync_data) -> None:
        """A state update from the front end: only the traits it may write are taken; a forged
        write to any other (whose hand is shown, which seats the bots play, whether an answer may
        be shown) changes nothing, and the front end is sent the true values back."""
        allowed = {k: v for k, v in sync_data.items() if k in self.FRONT_END_WRITES}
        refused = [k for k in sync_data if k not in allowed and k in self.keys]  # type: ignore[attr-defined]
        super().set_state(allowed)  # type: ignore[misc]
        if refused:
            self.send_state(refused)  # type: ignore[attr-defined]


class BaseWidget(FrontEndAsks, anywidget.AnyWidget):
    """The base of every widget here, whatever the game: ``kind`` tells the shared front end which
    picture to draw (Puerto Rico's front end unless a game's widget names its own)."""

    _esm = front_end("puertorico.js")
    _css = stylesheet("shared.css", "puertorico.css")
    kind = traitlets.Unicode("").tag(sync=True)

    def to_html(self) -> str:  # pragma: no cover - each widget says what its picture is
        raise NotImplementedError

    def _repr_html_(self) -> str:
        """The static picture, for front ends that cannot run the widget (an exported page)."""
        return self.to_html()

    def _repr_mimebundle_(self, **kwargs):
        return with_picture(super()._repr_mimebundle_(**kwargs), self.to_html)


def with_picture(bundle, picture):
    """A widget's display bundle with its static picture (``picture()``, HTML) added, so a front
    end that cannot run the widget (an exported page) still shows something readable."""
    if isinstance(bundle, tuple):
        data, meta = bundle
    else:
        data, meta = bundle, {}
    if data is None:
        return bundle
    data = dict(data)
    data.setdefault("text/html", picture())
    return (data, meta) if isinstance(bundle, tuple) else data
