"""San Juan, the Puerto Rico card game: the same shape as the Puerto Rico engine, pure Python.

>>> from puertorico_nb.games.san_juan import SanJuanGame
>>> game = SanJuanGame(players=2, seed=3, governor=0)
>>> sorted({a.value for a in game.legal_actions()})  # each role (two also without their privilege)
['builder', 'councillor', 'producer', 'prospector', 'trader']
"""
from .actions import Action
from .components import CARDS, ROLES, TILES
from .game import LegalActions, SanJuanGame
from .ruleset import Ruleset
from .state import PlayerState, State

__all__ = ["Action", "CARDS", "LegalActions", "Ruleset", "PlayerState", "ROLES", "SanJuanGame", "State",
           "TILES"]
