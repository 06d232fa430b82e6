"""puertorico_nb: Puerto Rico and San Juan rules, enforced and explained, in Jupyter.

Importing the package loads the core only (the registry and the errors); a game, the ruling files
or the widgets load the first time one of their names is asked for (PEP 562), so
``import puertorico_nb.core`` stays game-neutral and a script pays only for what it uses.
"""
from __future__ import annotations

from importlib import import_module
from typing import Any

from .core import registry
from .core.errors import IllegalAction, LoadError, MalformedAction

__all__ = ["LANGUAGES", "Action", "Game", "IllegalAction", "LoadError", "MalformedAction", "SanJuanGame", "check",
           "current_language", "load_game", "set_language", "using_language"]
__version__ = "0.1.0"

# The games this package ships with: the registry imports each plugin module when the game is
# first asked for. A third game registers the same way (see docs/architecture.md, "Adding a game").
registry.register_game("puerto_rico", "puertorico_nb.games.puerto_rico.plugin")
registry.register_game("san_juan", "puertorico_nb.games.san_juan.plugin")

# public name -> (module, name in it), imported on first use
_LAZY = {
    "Game": ("puertorico_nb.games.puerto_rico", "Game"),
    "Action": ("puertorico_nb.games.puerto_rico", "Action"),
    "SanJuanGame": ("puertorico_nb.games.san_juan", "SanJuanGame"),
    "check": ("puertorico_nb.rulings.runner", "check"),  # ruling files need ruamel.yaml and jsonschema
    "load_game": ("puertorico_nb.core.registry", "load_game"),
    # the language every table, widget and message speaks (English, is, ko, nl, nb, zh_Hans)
    "set_language": ("puertorico_nb.core.language", "set_language"),
    "current_language": ("puertorico_nb.core.language", "current_language"),
    "using_language": ("puertorico_nb.core.language", "using_language"),
    "LANGUAGES": ("puertorico_nb.core.language", "LANGUAGES"),  # any game by name: load_game("san_juan", players=3)
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        module, attribute = _LAZY[name]
        value = getattr(import_module(module), attribute)
        globals()[name] = value  # asked once: later look-ups find it without this hook
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


def load_ipython_extension(ipython: Any) -> None:
    """``%load_ext puertorico_nb``: the ``%%ruling`` cell magic (see ``puertorico_nb.magics``)."""
    from .magics import load_ipython_extension as load
    load(ipython)
