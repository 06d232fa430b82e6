"""The games this package knows: one typed record per game, found by name, the way OpenSpiel's
``pyspiel.load_game`` finds a game and its ``GameType`` describes it.

A game is a package (``puertorico_nb.games.<name>``) whose ``plugin`` module holds its record, a
``GameType``: the name, title and player counts, the options class, the game class, the rule
catalogue and the ruling set-up, and every "the X of this game" the layers above the core need (its
pictures, the bots' judgement, the words of its hints, its reinforcement-learning codec, its widgets,
its course). Everything that needs one of those asks this registry for the record: no other map
from a game to code exists.

The core imports no game and nothing above it. The registry knows a game by the dotted name of its
plugin module, given to ``register_game`` (the package's root registers the two games it ships
with), and imports the plugin the first time the game is asked for. The record's fields that point
above the core (``Ref``) are dotted names too, imported when first loaded: ``Ref.load`` is the one
loader, so a widget or a bot is imported only when a page or a hint needs it.

>>> record("san_juan").title, record("san_juan").players
('San Juan', (2, 3, 4))
>>> game = load_game("san_juan", players=3, seed=1, governor=0)
>>> game.players, record_for(game).name
(3, 'san_juan')
>>> names()
['puerto_rico', 'san_juan']
"""
from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # the catalogue asks the registry for every game's rules: a type only, no import
    from .catalogue import Rule


@dataclass(frozen=True)
class Ref:
    """A part of a game that lives above the core, named and imported on first use.

    `path` is a dotted module name (``"puertorico_nb.bots.puerto_rico"``), or a module and one of
    its names (``"puertorico_nb.widgets.table:TableWidget"``).

    >>> Ref("json:dumps").load()([1])
    '[1]'
    """

    path: str

    def load(self) -> Any:
        """The module or the object named (an ImportError or AttributeError names what is missing)."""
        module_name, _, attribute = self.path.partition(":")
        module = import_module(module_name)
        return getattr(module, attribute) if attribute else module


class RulingSetup(Protocol):
    """How ruling files meet a game (each game's ``position`` module): the position a ruling sets
    up, what a position looks like to a ruling file, how an ``expect`` compares, and what a
    recorded game writes down (its header, its set-up, and the keys of its final ``expect``)."""

    @property
    def RECORDED_PLAYER_KEYS(self) -> tuple[str, ...]: ...  # a module constant, read only
    @property
    def RECORDED_TOP_KEYS(self) -> tuple[str, ...]: ...

    def build_game(self, ruling: Any) -> Any: ...
    def view(self, game: Any) -> Any: ...
    def expect_mismatches(self, game: Any, expected: Any) -> Any: ...
    def recorded_header(self, game: Any) -> Any: ...
    def recorded_setup(self, game: Any) -> Any: ...


@dataclass(frozen=True)
class GameType:
    """Everything this package knows about one game (see the module docstring).

    The first fields are the game itself, loaded with its plugin; the ``Ref`` fields are parts
    above the core, loaded when first asked for (``record.judgement.load()``):

    - ``render``: the pictures package: ``view_model``, ``picture`` (HTML), ``narration``, ``label``,
      ``pretty``, ``default_names``, ``snapshot``, ``scores_html``, ``SCORE_PARTS``, ``TIE_BREAK``;
    - ``judgement``: the bots' module judging its positions (``JUDGE``, ``greedy_choice``, ``coach_choice``);
    - ``hint``: the function giving the coach's move with its reason, ``hint(game, names=..., addressed=...)``
      (``game.hint()`` calls it);
    - ``hint_words``: the module that words a hint (``move_words``, ``reason``, and optionally
      ``then_words``: the clicks after the first, for a move the table takes in several);
    - ``rl``: its reinforcement-learning module (``Codec``, ``observe``, ``observation_size``);
    - ``session``: its table session module (the session class, and the start page's choices:
      ``DEFAULT_PLAYERS`` and why (``DEFAULT_PLAYERS_WHY``), ``START_OPTIONS`` and
      ``start_arguments(settings)``, the game they make);
    - ``table``, ``your_turn``, ``walkthrough``: its widget classes (the table to play on, the table
      judging one move of a worked example, and the walkthrough drawn by its front end);
    - ``course``: the module of its course helpers (the tutorials' scenes, pictures and tables).
    """

    name: str  # a Python identifier, the game class's GAME_ID
    title: str  # as a person reads it: "Puerto Rico"
    players: tuple[int, ...]  # the player counts the books allow
    options: type  # the class of its options (where the books differ or are silent)
    game: type  # the game class: game(players=..., seed=..., ...) starts one
    rules: tuple[Rule, ...]  # its rule catalogue
    position: RulingSetup  # how ruling files set it up and compare it
    render: Ref
    judgement: Ref
    hint: Ref
    hint_words: Ref
    rl: Ref
    session: Ref
    table: Ref
    your_turn: Ref
    walkthrough: Ref
    course: Ref

    def new(self, **kwargs: Any) -> Any:
        """A new game, with the game class's own keyword arguments (players, seed, ...)."""
        return self.game(**kwargs)


# name -> the dotted name of its plugin module (registered by the package's root for the games it
# ships with, or by anyone with register_game); records, once a plugin has been imported
_PLUGINS: dict[str, str] = {}
_records: dict[str, GameType] = {}


def register_game(name: str, module: str) -> None:
    """Make a game known by `name`; `module` is the dotted name of its plugin module, whose
    ``RECORD`` is the game's GameType (imported when the game is first asked for)."""
    if not isinstance(name, str) or not name.isidentifier():
        raise ValueError(f"a game's name is a Python identifier such as 'chess', not {name!r}")
    _PLUGINS[name] = module
    _records.pop(name, None)


def names() -> list[str]:
    """Every registered game's name, sorted."""
    return sorted(_PLUGINS)


def record(name: str) -> GameType:
    """The record of the game called `name` (KeyError naming the known games if none)."""
    found = _records.get(name)
    if found is None:
        if name not in _PLUGINS:
            raise KeyError(f"no game called {name!r}; the games are: {', '.join(names())}")
        found = import_module(_PLUGINS[name]).RECORD
        if not isinstance(found, GameType) or found.name != name:
            raise TypeError(f"{_PLUGINS[name]}.RECORD must be the GameType of {name!r}")
        _records[name] = found
    return found


def record_for(game: Any) -> GameType:
    """The record of a game object (each game class names itself in ``GAME_ID``)."""
    name = getattr(type(game), "GAME_ID", None)
    if not isinstance(name, str) or name not in _PLUGINS:
        raise TypeError(f"{type(game).__name__} is not a game of this package")
    return record(name)


def load_game(name: str, **kwargs: Any) -> Any:
    """A new game of `name`, with the game class's own keyword arguments (players, seed, ...)."""
    return record(name).new(**kwargs)
