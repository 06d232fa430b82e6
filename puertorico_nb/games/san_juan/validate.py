"""Is a San Juan position read from a save one the game can hold? Every counter in its range,
every seat a seat, the phase one the rules know, the trading-house tiles the game's own; else
LoadError naming the field. (That the 110 cards are all there, each once, is checked when the
position is read: ``State.from_dict``.)

>>> from .game import SanJuanGame
>>> game = SanJuanGame(players=3, governor=0)
>>> validate(game.options, game.state)
"""
from __future__ import annotations

from collections import Counter

from puertorico_nb.core import fields
from puertorico_nb.core.actions import shown
from puertorico_nb.core.errors import LoadError

from .components import ROLES
from .declines import ALL_DECLINED, NONE_DECLINED
from .flow import PHASES

STAGES = (None, "drawn")
MOST = 10_000  # for counters no rule bounds: far above any game, far below harm


def validate(options, s) -> None:
    """Raise LoadError, naming the field, unless `s` is a position of a San Juan game played
    with `options`."""
    n = s.players_count
    fields.whole(n, "players_count", 2, 4)
    fields.seat(s.governor, n, "governor")
    fields.whole(s.round, "round", 1, MOST)
    fields.flag(s.game_over, "game_over")
    fields.one_of(s.phase, ("role_choice", *PHASES, "game_over"), "phase")
    if s.game_over != (s.phase == "game_over"):
        raise LoadError(f"game_over is {s.game_over} but the phase is {s.phase}")
    fields.seat(s.turn, n, "turn", optional=s.game_over)
    fields.seat(s.chooser, n, "chooser", optional=True)
    fields.whole(s.picks, "picks", 0, len(ROLES))
    fields.whole(s.shuffles, "shuffles", 0, MOST)
    fields.whole(s.archive_drawn, "archive_drawn", 0, MOST)
    fields.seed(s.seed)
    for name in ("tile_up", "library", "privilege"):
        fields.flag(getattr(s, name), name)
    for k, mask in enumerate(fields.items(s.declined, "declined", n)):
        fields.whole(mask, f"declined[{k}]", NONE_DECLINED, ALL_DECLINED)
    if s.stage not in STAGES:
        raise LoadError(f"stage must be none or 'drawn', not {shown(s.stage)}")
    taken = fields.items(s.roles_taken, "roles_taken", len(ROLES))
    for k, seat in enumerate(taken):
        if seat != -1:
            fields.seat(seat, n, f"roles_taken.{ROLES[k]}")
    for k, seat in enumerate(fields.items(s.queue, "queue", most=n)):
        fields.seat(seat, n, f"queue[{k}]")
    for k, used in enumerate(fields.items(s.library_used, "library_used", n)):
        fields.flag(used, f"library_used[{k}]")
    _tiles(options, s)
    _phase(s)


def _phase(s) -> None:
    """What the phase says about the rest: who is queued, what lies drawn or turned up."""
    phase, queue = s.phase, s.queue
    if phase == "role_choice" and queue:
        raise LoadError("queue: nobody is queued while a role is being chosen")
    if phase not in ("role_choice", "game_over") and (not queue or queue[0] != s.turn):
        raise LoadError(f"queue: in the {phase} phase the player to act ({s.turn}) is the first queued")
    if s.drawn and phase not in ("councillor", "prospector"):
        raise LoadError(f"drawn: cards lie drawn only in the councillor and prospector phases, not the {phase}")
    if s.revealed and phase != "prospector":
        raise LoadError("revealed: gold mine cards lie turned up only in the prospector phase")
    if s.tile_up and phase != "trader":
        raise LoadError("tile_up: a trading-house tile lies turned up only in the trader phase")
    if s.stage is not None and phase not in ("councillor", "prospector"):
        raise LoadError(f"stage: the {phase} phase has no stages")
    if s.archive_drawn:
        hand = s.players[s.turn].hand if s.turn is not None else []
        if phase != "councillor" or s.stage != "drawn" or s.archive_drawn > len(hand):
            raise LoadError("archive_drawn: only a councillor with an archive, who holds the cards drawn, "
                            "has drawn into the hand")


def _tiles(options, s) -> None:
    """The trading-house tiles are the game's own: the options' tiles, each once, in some order
    (fewer while one lies turned up for the trader phase)."""
    tiles = fields.items(s.tiles, "tiles")
    box = Counter(options.tiles)
    if Counter(tiles) != box:
        raise LoadError(f"tiles must be the game's {len(box)} trading-house tiles, each once: "
                        f"{', '.join('/'.join(map(str, t)) for t in options.tiles)}")
