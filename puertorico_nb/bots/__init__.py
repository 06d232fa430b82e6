"""Bots for both games, by name (``random``, ``greedy``, ``coach``), and hints that teach.

>>> from puertorico_nb import Game
>>> from puertorico_nb.bots import get_bot
>>> import random
>>> game = Game(players=3, seed=2)
>>> action = get_bot("coach").choose(game, game.turn, random.Random(0))
>>> action in game.legal_actions()
True
"""
from .match import MatchResult, play_games
from .registry import BOTS, Bot, CoachBot, GreedyBot, RandomBot, bot_name, get_bot

__all__ = ["BOTS", "Bot", "CoachBot", "GreedyBot", "MatchResult", "RandomBot", "bot_name", "get_bot",
           "play_games"]
