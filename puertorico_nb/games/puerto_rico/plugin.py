"""Puerto Rico's record in the registry (``puertorico_nb.core.registry.GameType``): everything
game-neutral (ruling files, widgets, bots, the command line, the course) reaches Puerto Rico through
it, never by importing the game's modules directly. The ``Ref`` fields name parts above the games
(bots, widgets, the course); the registry imports them only when they are first asked for.
"""
from __future__ import annotations

from puertorico_nb.core.registry import GameType, Ref

from . import position
from .catalogue_rules import RULES
from .components import PLAYER_COUNTS
from .game import Game
from .ruleset import Options

RECORD = GameType(
    name="puerto_rico",
    title="Puerto Rico",
    players=tuple(sorted(PLAYER_COUNTS)),
    options=Options,
    game=Game,
    rules=tuple(RULES),
    position=position,
    render=Ref("puertorico_nb.games.puerto_rico.render"),
    judgement=Ref("puertorico_nb.bots.puerto_rico"),
    hint=Ref("puertorico_nb.bots.hints:hint"),
    hint_words=Ref("puertorico_nb.bots.teach_puerto_rico"),
    rl=Ref("puertorico_nb.rl.puerto_rico"),
    session=Ref("puertorico_nb.session.puerto_rico"),
    table=Ref("puertorico_nb.widgets.table:TableWidget"),
    your_turn=Ref("puertorico_nb.widgets.your_turn:YourTurn"),
    walkthrough=Ref("puertorico_nb.widgets.walkthrough:WalkthroughWidget"),
    course=Ref("puertorico_nb.course.puerto_rico"),
)

__all__ = ["RECORD"]
