"""Puerto Rico (base game 2-5 players, New Buildings, Nobles): pure Python, standard library only."""
from puertorico_nb.core.errors import GameError, IllegalAction, LoadError, MalformedAction
from puertorico_nb.core.events import Event

from .actions import Action, Layout
from .game import Explanation, Game
from .ruleset import Options, Ruleset
from .state import PlayerState, State

__all__ = ["Action", "Event", "Explanation", "Game", "GameError", "IllegalAction", "Layout",
           "LoadError", "MalformedAction", "Options", "PlayerState", "Ruleset",
           "State"]
