"""Puerto Rico as the registry sees it: the game class, its rules, its ruling set-up and pictures.

Everything game-neutral (ruling files, widgets, the command line) reaches Puerto Rico through
these names, never by importing the game's modules directly.
"""
from __future__ import annotations

from . import position
from .catalogue_rules import RULES
from .game import Game as GAME

NAME = "puerto_rico"
TITLE = "Puerto Rico"

__all__ = ["GAME", "NAME", "RULES", "TITLE", "position"]

