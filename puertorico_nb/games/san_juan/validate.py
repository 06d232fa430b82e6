"""Is a San Juan position read from a save one the game can hold? Every counter in its range,
every seat a seat, the phase one the rules know, the trading-house tiles the game's own; else
LoadError naming the field. (That the 110 cards are all there, each once, is checked when the
position is read: ``State.from_dict``.)

>>> from .game import SanJuanGame
>>> game = SanJuanGame(players=3, governor=0)
>>> validate(game.ruleset, game.state)
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from puertorico_nb.core import fields
from puertorico_nb.core.actions import shown
from puertorico_nb.core.errors import LoadError, MalformedAction, Refusal

from . import builder
from .actions import Action
from .common import missing, said
from .components import CARDS, ROLES
from .declines import AHEAD

if TYPE_CHECKING:
    from .ruleset import Ruleset
    from .state import State
from .flow import PHASES, STEPPED

STAGES = (None, "drawn")
MOST = 10_000  # for counters no rule bounds: far above any game, far below harm


def validate(options: Ruleset, state: State) -> None:
    """Raise LoadError, naming the field, unless `s` is a position of a San Juan game played
    with `options`."""
    n = state.players_count
    fields.whole(n, "players_count", 2, 4)
    fields.seat(state.governor, n, "governor")
    fields.whole(state.round, "round", 1, MOST)
    fields.flag(state.game_over, "game_over")
    fields.one_of(state.phase, ("role_choice", *PHASES, "game_over"), "phase")
    if state.game_over != (state.phase == "game_over"):
        raise LoadError(f"game_over is {state.game_over} but the phase is {state.phase}")
    fields.seat(state.turn, n, "turn", optional=state.game_over)
    fields.seat(state.chooser, n, "chooser", optional=True)
    fields.whole(state.picks, "picks", 0, len(ROLES))
    fields.whole(state.shuffles, "shuffles", 0, MOST)
    fields.whole(state.archive_drawn, "archive_drawn", 0, MOST)
    fields.seed(state.seed)
    for name in ("tile_up", "library", "privilege"):
        fields.flag(getattr(state, name), name)
    for k, mask in enumerate(fields.items(state.declined, "declined", n)):
        fields.whole(mask, f"declined[{k}]", AHEAD.NONE, AHEAD.ALL)
    if state.stage not in STAGES:
        raise LoadError(f"stage must be none or 'drawn', not {shown(state.stage)}")
    taken = fields.items(state.roles_taken, "roles_taken", len(ROLES))
    for k, seat in enumerate(taken):
        if seat != -1:
            fields.seat(seat, n, f"roles_taken.{ROLES[k]}")
    for k, seat in enumerate(fields.items(state.queue, "queue", most=n)):
        fields.seat(seat, n, f"queue[{k}]")
    for k, used in enumerate(fields.items(state.library_used, "library_used", n)):
        fields.flag(used, f"library_used[{k}]")
    _tiles(options, state)
    _phase(state)
    _begun(options, state)
    _picked(options, state)


def _phase(state: State) -> None:
    """What the phase says about the rest: who is queued, what lies drawn or turned up."""
    phase, queue = state.phase, state.queue
    if phase == "role_choice" and queue:
        raise LoadError("queue: nobody is queued while a role is being chosen")
    if phase not in ("role_choice", "game_over") and (not queue or queue[0] != state.turn):
        raise LoadError(f"queue: in the {phase} phase the player to act ({state.turn}) is the first queued")
    if state.drawn and phase not in ("councillor", "prospector"):
        raise LoadError(f"drawn: cards lie drawn only in the councillor and prospector phases, not the {phase}")
    if state.revealed and phase != "prospector":
        raise LoadError("revealed: gold mine cards lie turned up only in the prospector phase")
    if state.tile_up and phase != "trader":
        raise LoadError("tile_up: a trading-house tile lies turned up only in the trader phase")
    if state.stage is not None and phase not in ("councillor", "prospector"):
        raise LoadError(f"stage: the {phase} phase has no stages")
    if state.archive_drawn:
        hand = state.players[state.turn].hand if state.turn is not None else []
        if phase != "councillor" or state.stage != "drawn" or state.archive_drawn > len(hand):
            raise LoadError("archive_drawn: only a councillor with an archive, who holds the cards drawn, "
                            "has drawn into the hand")


def _begun(options: Ruleset, state: State) -> None:
    """A build begun (its cards still to pick) is one the player to act may begin now."""
    if state.building is None:
        return
    if not isinstance(state.building, str):
        raise LoadError(f"building must be a build begun, such as '0 build smithy', not {shown(state.building)}")
    try:
        begun = Action.from_text(state.building)
    except MalformedAction as e:
        raise LoadError(f"building: {e}") from None
    if state.phase != "builder" or begun.verb != "build" or begun.player != state.turn:
        raise LoadError("building: only the player to act in the builder phase has a build begun, "
                        f"not {shown(state.building)}")
    before = state.clone()
    before.building, before.picked = None, []
    verdict = builder.check(options, before, Action(begun.player, "begin_build", begun.value, begun.options))
    if isinstance(verdict, Refusal):
        raise LoadError(f"building: {said(begun.value)} cannot be begun here: {verdict.why}")


def _picked(options: Ruleset, state: State) -> None:
    """Cards picked so far are there to pick, in a decision taken card by card, and no more
    than it takes."""
    picked = fields.items(state.picked, "picked")
    for k, card in enumerate(picked):
        fields.one_of(card, CARDS, f"picked[{k}]")
    if not picked:
        return
    phase = STEPPED.get(state.phase)
    if phase is None or state.turn is None:
        raise LoadError(f"picked: cards are picked only in a decision taken card by card, not in the "
                        f"{state.phase.replace('_', ' ')}")
    absent = missing(picked, phase.pick_source(state, state.turn))
    if absent:
        raise LoadError(f"picked: player {state.turn} has no {said(absent)} to pick here")
    sizes = phase.pick_sizes(options, state, state.turn)
    if not sizes or len(picked) > sizes[-1]:
        raise LoadError(f"picked: {len(picked)} cards, more than this decision takes")


def _tiles(options: Ruleset, state: State) -> None:
    """The trading-house tiles are the game's own: the options' tiles, each once, in some order
    (fewer while one lies turned up for the trader phase)."""
    tiles = fields.items(state.tiles, "tiles")
    box = Counter(options.tiles)
    if Counter(tiles) != box:
        raise LoadError(f"tiles must be the game's {len(box)} trading-house tiles, each once: "
                        f"{', '.join('/'.join(map(str, t)) for t in options.tiles)}")
