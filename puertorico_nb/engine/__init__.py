"""The Puerto Rico engine: pure Python, standard library only."""
from .actions import Action, Layout
from .errors import IllegalAction, LoadError, MalformedAction, PuertoRicoError
from .events import Event
from .game import Explanation, Game, LegalActions
from .ruleset import Options, Ruleset
from .state import PlayerState, State

__all__ = ["Action", "Event", "Explanation", "Game", "IllegalAction", "Layout", "LegalActions",
           "LoadError", "MalformedAction", "Options", "PlayerState", "PuertoRicoError", "Ruleset",
           "State"]
