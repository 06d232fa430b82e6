"""The games this package knows, by name, the way OpenSpiel's ``pyspiel.load_game`` finds one.

A game plugs in by naming a module that describes it (its ``plugin`` module: the game class, its
rule catalogue, its ruling set-up and its pictures). The core never imports a game: it holds the
module's dotted name and imports it the first time the game is asked for.

>>> game = load_game("san_juan", players=3, seed=1, governor=0)
>>> game.players, plugin_for(game).TITLE
(3, 'San Juan')
>>> names()
['puerto_rico', 'san_juan']
"""
from __future__ import annotations

from importlib import import_module
from types import ModuleType
from typing import Any

# name -> the dotted name of its plugin module; the two games that ship with the package
_PLUGINS: dict[str, str] = {
    "puerto_rico": "puertorico_nb.games.puerto_rico.plugin",
    "san_juan": "puertorico_nb.games.san_juan.plugin",
}
_loaded: dict[str, ModuleType] = {}


def register_game(name: str, module: str) -> None:
    """Make a game known by `name`; `module` is the dotted name of its plugin module."""
    if not isinstance(name, str) or not name.isidentifier():
        raise ValueError(f"a game's name is a Python identifier such as 'puerto_rico', not {name!r}")
    _PLUGINS[name] = module
    _loaded.pop(name, None)


def names() -> list[str]:
    """Every registered game's name, sorted."""
    return sorted(_PLUGINS)


def plugin(name: str) -> ModuleType:
    """The plugin module of the game called `name` (KeyError naming the known games if none)."""
    if name not in _loaded:
        if name not in _PLUGINS:
            raise KeyError(f"no game called {name!r}; the games are: {', '.join(names())}")
        _loaded[name] = import_module(_PLUGINS[name])
    return _loaded[name]


def plugin_for(game: Any) -> ModuleType:
    """The plugin module of a game object (each game class names itself in ``GAME_ID``)."""
    name = getattr(type(game), "GAME_ID", None)
    if name is None:
        raise TypeError(f"{type(game).__name__} is not a game of this package")
    return plugin(name)


def render_for(game: Any) -> ModuleType:
    """The pictures of a game object: its game package's ``render`` module (view model, HTML,
    narration), loaded only when a page or a widget asks for them."""
    return render_of(plugin_for(game).NAME)


def render_of(name: str) -> ModuleType:
    """The pictures of the game called `name` (see render_for)."""
    return import_module(f"{plugin(name).__package__}.render")


def load_game(name: str, **kwargs: Any) -> Any:
    """A new game of `name`, with the game class's own keyword arguments (players, seed, ...)."""
    return plugin(name).GAME(**kwargs)
