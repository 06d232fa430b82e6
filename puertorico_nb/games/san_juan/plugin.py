"""San Juan's record in the registry (``puertorico_nb.core.registry.GameType``): everything
game-neutral (ruling files, widgets, bots, the command line, the course) reaches San Juan through
it, never by importing the game's modules directly. The ``Ref`` fields name parts above the games
(bots, widgets, the course); the registry imports them only when they are first asked for.
"""
from __future__ import annotations

from puertorico_nb.core.registry import GameType, Ref

from . import position
from .catalogue_rules import RULES
from .components import PLAYER_COUNTS
from .game import SanJuanGame
from .ruleset import Ruleset

RECORD = GameType(
    name="san_juan",
    title="San Juan",
    players=tuple(PLAYER_COUNTS),
    options=Ruleset,
    game=SanJuanGame,
    rules=tuple(RULES),
    position=position,
    render=Ref("puertorico_nb.games.san_juan.render"),
    judgement=Ref("puertorico_nb.bots.san_juan"),
    hint=Ref("puertorico_nb.bots.hints:hint"),
    hint_words=Ref("puertorico_nb.bots.teach_san_juan"),
    rl=Ref("puertorico_nb.rl.san_juan"),
    session=Ref("puertorico_nb.session.san_juan"),
    table=Ref("puertorico_nb.widgets.sanjuan:SanJuanTable"),
    your_turn=Ref("puertorico_nb.widgets.your_turn:SanJuanYourTurn"),
    walkthrough=Ref("puertorico_nb.widgets.walkthrough:SanJuanWalkthrough"),
    course=Ref("puertorico_nb.course.san_juan"),
)

__all__ = ["RECORD"]
