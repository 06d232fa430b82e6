"""What every game shares: actions and their text form, errors, events, the history (apply,
explain, undo/redo, copies, save/replay), the rule catalogue, position comparison for ruling
files, the protocol a game implements, and the registry of games by name.

Nothing here imports a game or anything of Jupyter.
"""
from .errors import GameError, IllegalAction, LoadError, MalformedAction
from .protocol import Game
from .registry import load_game, names as game_names, register_game

__all__ = ["Game", "GameError", "IllegalAction", "LoadError", "MalformedAction", "game_names", "load_game",
           "register_game"]
