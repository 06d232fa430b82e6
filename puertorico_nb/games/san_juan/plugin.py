"""San Juan as the registry sees it: the game class, its rules, its ruling set-up and pictures.

Everything game-neutral (ruling files, widgets, the command line) reaches San Juan through these
names, never by importing the game's modules directly.
"""
from __future__ import annotations

from . import position
from .catalogue_rules import RULES
from .game import SanJuanGame as GAME

NAME = "san_juan"
TITLE = "San Juan"

__all__ = ["GAME", "NAME", "RULES", "TITLE", "position"]

