"""One game at one table, without a screen: the seats (people and bots), the requests a front end
may make, what the table says about each move, its history and undo. The one-screen tables of
``puertorico_nb.widgets`` draw a session; a server of many screens can share one. Nothing here
imports Jupyter (an import-linter contract in pyproject.toml keeps it so)."""
from .messages import BotMove, then
from .puerto_rico import PuertoRicoSession
from .san_juan import SanJuanSession
from .table import TableSession, bot_seats

__all__ = ["BotMove", "PuertoRicoSession", "SanJuanSession", "TableSession", "bot_seats", "then"]
