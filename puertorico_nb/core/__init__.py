"""What every game shares: actions and their text form, errors, events, the history (apply,
explain, undo/redo, copies, save/replay), the rule catalogue, position comparison for ruling
files, the protocol a game implements, and the registry: one typed record per game (GameType).

Nothing here imports a game, anything above the core, or anything of Jupyter.
"""
from .errors import GameError, IllegalAction, LoadError, MalformedAction
from .protocol import Game
from .registry import GameType, Ref, load_game, names as game_names, record, record_for, register_game

__all__ = ["Game", "GameError", "GameType", "IllegalAction", "LoadError", "MalformedAction", "Ref", "game_names",
           "load_game", "record", "record_for", "register_game"]
