"""puertorico_nb: Puerto Rico and San Juan rules, enforced and explained, in Jupyter."""
from .engine import Action, Game, IllegalAction, LoadError, MalformedAction

__all__ = ["Action", "Game", "IllegalAction", "LoadError", "MalformedAction"]
__version__ = "0.1.0"
