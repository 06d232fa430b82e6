"""SanJuanGame: one San Juan position, its history, and every question about it.

The same face as ``puertorico_nb.games.puerto_rico.Game``: ``legal_actions()``, ``apply``, ``explain``,
``undo``/``redo``, ``clone``, saving and replaying, scores.

>>> game = SanJuanGame(players=3, seed=1, governor=0)
>>> game.phase, game.turn
('role_choice', 0)
>>> events = game.apply({"player": 0, "choose_role": "prospector"})
>>> len(game.state.players[0].hand)
5
>>> game.undo_why()      # Undo never takes back a move after which cards were drawn
'cards were drawn since'
>>> _ = game.undo(reveal=True); len(game.state.players[0].hand)   # on purpose, for analysis
4
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from puertorico_nb.core import fields
from puertorico_nb.core.errors import LoadError
from puertorico_nb.core.words import Reason
from puertorico_nb.core.history import Explanation, GameHistory, LegalActionsView
from . import flow, hidden, scoring
from .actions import Action, parse
from .ruleset import Ruleset
from .setup import check_players, new_state
from .state import State
from .validate import validate

__all__ = ["Explanation", "LegalActions", "SanJuanGame"]


class LegalActions(LegalActionsView):
    """The legal actions of the player to act: iterate, count, or test with ``in``.

    Each distinct decision is listed once. (An action that adds a ``library: false`` where the
    library changes nothing is accepted too, as the same decision, but not listed twice.)
    """


class SanJuanGame(GameHistory):
    """A game of San Juan: its ruleset (``ruleset``: the options it is played with), the position
    (``state``) and its history (``log``)."""

    SAVE_FORMAT = "puertorico_nb.games.san_juan.game"
    SAVE_VERSION = 1
    GAME_NAME = "San Juan game"
    GAME_ID = "san_juan"  # its name in the registry (puertorico_nb.core.registry)
    _flow = flow
    POSITION = State
    VALIDATE = staticmethod(validate)
    LegalActions = LegalActions
    _parse = staticmethod(parse)
    _reveals = staticmethod(hidden.revealed)  # what a move turned up from the face-down piles
    _reshuffle_hidden = staticmethod(hidden.reshuffle_hidden)  # a judged exercise tried again
    state: State

    def _random_action(self, rng: random.Random) -> Action:
        """One legal action drawn at random without listing them all (a build with many ways to
        pay is one choice of building, then a random way to pay)."""
        return flow.sample(self.ruleset, self.state, rng)

    def __init__(self, players: int = 4, *, seed: int | None = 0, governor: int | None = None,
                 options: Ruleset | Mapping[str, Any] | None = None, state: State | None = None,
                 record_history: bool = True) -> None:
        """A new game; the governor is drawn by lot (seeded) unless given."""
        self.ruleset = _read_ruleset(options)
        if state is None:
            state = new_state(check_players(players), self.ruleset, fields.fresh_seed(seed), governor)
        self.record_history = record_history
        self._init_history(state)

    @property
    def _rules(self) -> Ruleset:
        return self.ruleset

    @property
    def players(self) -> int:
        return self.state.players_count

    def player_view(self, seat: int) -> dict[str, Any]:
        return self.state.player_view(seat)

    # -- scores --------------------------------------------------------------------------------
    def score_breakdown(self) -> dict[int, dict[str, Any]]:
        return {seat: scoring.breakdown(self.state, seat) for seat in range(self.players)}

    def scores(self) -> dict[int, int]:
        return scoring.scores(self.state)

    def winners(self) -> list[int]:
        return scoring.winners(self.state)

    # -- saving and replaying ------------------------------------------------------------------
    def _rules_to_dict(self) -> dict[str, Any]:
        return self.ruleset.to_dict()

    @classmethod
    def _rules_from_dict(cls, data: Any) -> Ruleset:
        return Ruleset.from_dict(data)

    @classmethod
    def _new_from(cls, rules: Ruleset, state: State) -> "SanJuanGame":
        return cls(state=state, options=rules)

    @classmethod
    def replay(cls, start: State, log: list[Any], options: Ruleset | None = None) -> "SanJuanGame":
        """The game reached by playing `log` from `start` with the ruleset `options` (chance lives
        in the state)."""
        game: SanJuanGame = cls.replay_from(options or Ruleset(), start, log)
        return game

    # -- display -------------------------------------------------------------------------------
    def __repr__(self) -> str:
        state = self.state
        where = "game over" if state.game_over else f"round {state.round}, {state.phase}, player {state.turn} to act"
        return f"<SanJuanGame {self.players} players, {where}>"

    def _repr_html_(self) -> str:
        """The table as the player to act sees it (their hand; other hands as counts)."""
        from .render.html import sanjuan_html  # drawing code loads only when shown
        return sanjuan_html(self, seat=self.state.turn)


def _read_ruleset(options: Any) -> Ruleset:
    """The game's ruleset from a ``Ruleset``, a mapping of its options (as ``load_game`` or a save
    gives them), or None for the defaults; anything else is refused with LoadError."""
    if options is None:
        return Ruleset()
    if isinstance(options, Ruleset):
        return options
    if isinstance(options, Mapping):
        return Ruleset.from_dict(dict(options))
    raise LoadError(Reason("San Juan options are a Ruleset or a mapping such as {example}, not {value}",
                           example="{'variant_hands': True}", value=type(options).__name__))
