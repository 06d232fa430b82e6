"""Game: the public face of the engine. One position, its history, and every question about it.

>>> game = Game(players=4, seed=1)
>>> game.phase, game.turn
('role_choice', 0)
>>> events = game.apply({"player": 0, "choose_role": "prospector"})
>>> game.state.players[0].doubloons
4
>>> game.undo()
Action(player=0, verb='choose_role', value='prospector', options=())
>>> game.state.players[0].doubloons
3

Undo never takes back a move after which hidden plantations were turned up, unless asked to on
purpose (``reveal=True``, for analysis):

>>> game = Game(players=3, seed=1)
>>> for action in ({"player": 0, "choose_role": "settler"}, {"player": 0, "settle": "quarry"},
...                {"player": 1, "settle": "coffee"}):
...     _ = game.apply(action)
>>> events = game.apply({"player": 2, "settle": "sugar"})   # the last settler: the row is refilled
>>> events.revealed, game.can_undo
('plantations were turned up from the face-down stack since', False)
>>> game.undo(reveal=True).verb
'settle'
"""
from __future__ import annotations

import random
from typing import Any

from . import flow, hidden, scoring
from .actions import Action, parse
from puertorico_nb.core import fields
from puertorico_nb.core.actions import shown
from puertorico_nb.core.errors import LoadError
from puertorico_nb.core.words import Reason
from puertorico_nb.core.history import Explanation, GameHistory, random_legal
from .ruleset import Options, Ruleset
from .setup import new_state
from .state import State
from .validate import validate


__all__ = ["Explanation", "Game"]


class Game(GameHistory):
    """A game of Puerto Rico: rules (``ruleset``), the position (``state``) and its history."""

    SAVE_FORMAT = "puertorico_nb.game"
    SAVE_VERSION = 1
    GAME_NAME = "Puerto Rico game"
    GAME_ID = "puerto_rico"  # its name in the registry (puertorico_nb.core.registry)
    _flow = flow
    POSITION = State
    VALIDATE = staticmethod(validate)
    _reveals = staticmethod(hidden.revealed)  # what a move turned up from the face-down stack
    _reshuffle_hidden = staticmethod(hidden.reshuffle_hidden)  # a judged exercise tried again

    def __init__(self, players: int = 4, *, seed: int | None = 0, edition: str = "icelandic",
                 expansions: tuple[str, ...] = (), governor: int = 0, options: Options | None = None,
                 ruleset: Ruleset | None = None, state: State | None = None,
                 record_history: bool = True) -> None:
        """A new game. `options` (an Options) overrides `edition`; with expansions it also says
        how the violet buildings are chosen (seeded random by default, or the draft)."""
        options = options or Options(edition=edition)
        if ruleset is None:
            if not isinstance(expansions, (list, tuple)):
                raise LoadError(Reason("{field} must be a list of expansion names, not {value}", field="expansions",
                                       value=shown(expansions)))
            ruleset = Ruleset(players, options, tuple(expansions))
        self.ruleset = ruleset
        if state is None:
            fields.seat(governor, ruleset.players, "governor")
            state = new_state(ruleset, fields.fresh_seed(seed), governor)
        self.record_history = record_history
        self._init_history(state)

    @property
    def _rules(self) -> Ruleset:
        return self.ruleset

    _parse = staticmethod(parse)

    def _random_action(self, rng: random.Random) -> Action:
        """One legal action drawn at random, cheaply, for bots.

        Every legal action is equally likely, except the two families that can run to
        thousands: a mayor's whole layouts and a small wharf's mixes of barrels. Each of those
        counts as one choice, and when drawn a random member of it is made directly.
        """
        action: Action = random_legal(self, rng, flow.candidates(self.ruleset, self.state, compact=True))
        return action

    @property
    def players(self) -> int:
        return self.ruleset.players

    # -- scores ----------------------------------------------------------------------------------
    def score_breakdown(self) -> dict[int, dict[str, Any]]:
        return {i: scoring.breakdown(self.ruleset, self.state, i) for i in range(self.players)}

    def scores(self) -> dict[int, int]:
        return scoring.scores(self.ruleset, self.state)

    def winners(self) -> list[int]:
        return scoring.winners(self.ruleset, self.state)

    # -- saving and replaying --------------------------------------------------------------------
    def _rules_to_dict(self) -> dict[str, Any]:
        options = dict(vars(self.ruleset.options))
        if options.get("buildings") is not None:
            options["buildings"] = list(options["buildings"])
        return {"players": self.players, "expansions": list(self.ruleset.expansions), "options": options}

    @classmethod
    def _rules_from_dict(cls, data: Any) -> Ruleset:
        return Ruleset(data["players"], Options(**data.get("options", {})), tuple(data.get("expansions", ())))

    @classmethod
    def _new_from(cls, rules: Ruleset, state: State) -> "Game":
        return cls(ruleset=rules, state=state)

    @classmethod
    def replay(cls, ruleset: Ruleset, start: State, log: list[Any]) -> "Game":
        """The game reached by playing `log` from `start` (chance is part of the state)."""
        game: Game = cls.replay_from(ruleset, start, log)
        return game

    # -- display -----------------------------------------------------------------------------------
    def __str__(self) -> str:
        from .render.text import game_text
        return game_text(self)

    def __repr__(self) -> str:
        state = self.state
        where = "game over" if state.game_over else f"round {state.round}, {state.phase}, player {state.turn} to act"
        return f"<Game {self.players} players, {where}>"

    def _repr_html_(self) -> str:
        from .render.html import game_html
        return game_html(self)

