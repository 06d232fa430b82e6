"""What every widget here shares: the one ES module and stylesheet, and a static fallback."""
from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

STATIC = Path(__file__).resolve().parent / "static"


class PuertoRicoWidget(anywidget.AnyWidget):
    """Base class: ``kind`` tells the shared front end which picture to draw."""

    _esm = STATIC / "puertorico.js"
    _css = STATIC / "puertorico.css"
    kind = traitlets.Unicode("").tag(sync=True)

    def to_html(self) -> str:  # pragma: no cover - each widget says what its picture is
        raise NotImplementedError

    def _repr_html_(self) -> str:
        """The static picture, for front ends that cannot run the widget (an exported page)."""
        return self.to_html()

    def _repr_mimebundle_(self, **kwargs):
        bundle = super()._repr_mimebundle_(**kwargs)
        if isinstance(bundle, tuple):
            data, meta = bundle
        else:
            data, meta = bundle, {}
        if data is None:
            return bundle
        data = dict(data)
        data.setdefault("text/html", self.to_html())
        return (data, meta) if isinstance(bundle, tuple) else data
