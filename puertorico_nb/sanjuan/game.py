"""SanJuanGame: one San Juan position, its history, and every question about it.

The same face as ``puertorico_nb.engine.Game``: ``legal_actions()``, ``apply``, ``explain``,
``undo``/``redo``, ``clone``, saving and replaying, scores.

>>> game = SanJuanGame(players=3, seed=1, governor=0)
>>> game.phase, game.turn
('role_choice', 0)
>>> events = game.apply({"player": 0, "choose_role": "prospector"})
>>> len(game.state.players[0].hand)
5
>>> _ = game.undo(); len(game.state.players[0].hand)
4
"""
from __future__ import annotations

import json
import random
from typing import Any, Iterator

from ..engine.errors import IllegalAction, LoadError, MalformedAction
from ..engine.game import Explanation
from ..engine import catalogue
from . import flow, scoring
from .actions import Action, parse
from .common import Refusal
from .options import Options
from .setup import check_players, new_state
from .state import State

SAVE_FORMAT = "puertorico_nb.sanjuan.game"
SAVE_VERSION = 1


class LegalActions:
    """The legal actions of the player to act: iterate, count, or test with ``in``.

    Each distinct decision is listed once. (An action that adds a ``library: false`` where the
    library changes nothing is accepted too, as the same decision, but not listed twice.)
    """

    def __init__(self, game: "SanJuanGame") -> None:
        self._game = game

    def __contains__(self, action: Any) -> bool:
        try:
            a = parse(action)
        except MalformedAction:
            return False
        g = self._game
        return flow.check(g.options, g.state, a).__class__ is not Refusal

    def __iter__(self) -> Iterator[Action]:
        g = self._game
        opts, s = g.options, g.state
        check = flow.check_in_phase(opts, s)
        for a in flow.candidates(opts, s):
            if check(opts, s, a).__class__ is not Refusal:
                yield a

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __bool__(self) -> bool:
        return next(iter(self), None) is not None

    def __repr__(self) -> str:
        shown = [str(a) for _, a in zip(range(12), self)]
        more = "" if len(shown) < 12 else ", ..."
        return f"<LegalActions [{', '.join(shown)}{more}]>"

    def random(self, rng: random.Random) -> Action:
        """One legal action drawn at random without listing them all (a build with many ways to
        pay is one choice of building, then a random way to pay)."""
        g = self._game
        return flow.sample(g.options, g.state, rng)


class SanJuanGame:
    """A game of San Juan: the options, the position (``state``) and its history (``log``)."""

    def __init__(self, players: int = 4, *, seed: int | None = 0, governor: int | None = None,
                 options: Options | None = None, state: State | None = None,
                 record_history: bool = True) -> None:
        """A new game; the governor is drawn by lot (seeded) unless given."""
        self.options = options or Options()
        if state is None:
            check_players(players)
            if seed is None:
                seed = random.randrange(2 ** 32)
            state = new_state(players, self.options, seed, governor)
        self.state = state
        self.start = state.clone()
        self.log: list[Action] = []
        self.record_history = record_history
        self._undo: list[State] = []
        self._redo: list[tuple[State, Action]] = []

    # -- the position at a glance --------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.state.players_count

    @property
    def phase(self) -> str:
        return self.state.phase

    @property
    def turn(self) -> int | None:
        return self.state.turn

    @property
    def game_over(self) -> bool:
        return self.state.game_over

    def player_view(self, seat: int) -> dict:
        return self.state.player_view(seat)

    # -- legality ------------------------------------------------------------------------------
    def _check(self, action: Action) -> str:
        verdict = flow.check(self.options, self.state, action)
        if verdict.__class__ is Refusal:
            raise IllegalAction(verdict.rule, verdict.why, action)
        return verdict

    def legal_actions(self) -> LegalActions:
        return LegalActions(self)

    def is_legal(self, action: Any) -> bool:
        return action in self.legal_actions()

    def explain(self, action: Any) -> Explanation:
        """Whether `action` is allowed now and the rule that decides it; never changes anything."""
        try:
            a = parse(action)
        except MalformedAction as e:
            return Explanation(None, False, "action.malformed", str(e))
        try:
            rule = self._check(a)
        except IllegalAction as e:
            return Explanation(a, False, e.rule_id, e.why)
        r = catalogue.get(rule)
        return Explanation(a, True, rule, f"allowed: {r.statement}" if r else "allowed")

    # -- changing the position -----------------------------------------------------------------
    def apply(self, action: Any) -> list:
        """Play one action and return the events; MalformedAction or IllegalAction leave
        everything exactly as it was."""
        a = parse(action)
        try:
            self._check(a)
        except IllegalAction as e:
            e.action = a
            raise
        before = self.state.clone() if self.record_history else None
        events: list = []
        flow.apply(self.options, self.state, a, events)
        if before is not None:
            self._undo.append(before)
        self._redo.clear()
        self.log.append(a)
        return events

    def undo(self) -> Action:
        """Take back the last action and return it."""
        if not self._undo:
            raise IndexError("there is nothing to undo")
        action = self.log.pop()
        self._redo.append((self.state, action))
        self.state = self._undo.pop()
        return action

    def redo(self) -> Action:
        if not self._redo:
            raise IndexError("there is nothing to redo")
        state, action = self._redo.pop()
        self._undo.append(self.state)
        self.state = state
        self.log.append(action)
        return action

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def clone(self) -> "SanJuanGame":
        g = SanJuanGame.__new__(SanJuanGame)
        g.options = self.options
        g.state = self.state.clone()
        g.start = self.start
        g.log = self.log[:]
        g.record_history = self.record_history
        g._undo = self._undo[:]
        g._redo = self._redo[:]
        return g

    # -- scores --------------------------------------------------------------------------------
    def score_breakdown(self) -> dict[int, dict]:
        return {i: scoring.breakdown(self.state, i) for i in range(self.players)}

    def scores(self) -> dict[int, int]:
        return scoring.scores(self.state)

    def winners(self) -> list[int]:
        return scoring.winners(self.state)

    # -- saving and replaying ------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "options": self.options.to_dict(),
                "start": self.start.to_dict(), "log": [a.to_mapping() for a in self.log],
                "state": self.state.to_dict()}

    def to_json(self, **kwargs) -> str:
        return json.dumps(self.to_dict(), **kwargs)

    @classmethod
    def from_dict(cls, data: Any) -> "SanJuanGame":
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise LoadError(f"this is not a saved San Juan game (no 'format': '{SAVE_FORMAT}')")
        if data.get("version") != SAVE_VERSION:
            raise LoadError(f"saved San Juan game version {data.get('version')!r} is not supported "
                            f"(this version reads {SAVE_VERSION})")
        for key in ("options", "start", "log", "state"):
            if key not in data:
                raise LoadError(f"the saved game has no '{key}'")
        if not isinstance(data["log"], list):
            raise LoadError("the saved game's log must be a list of actions")
        options = Options.from_dict(data["options"])
        start = State.from_dict(data["start"])
        game = cls.replay(start, data["log"], options)
        saved = State.from_dict(data["state"])
        if saved != game.state:
            raise LoadError("the saved position does not match what its log produces from its start")
        return game

    @classmethod
    def from_json(cls, text: str) -> "SanJuanGame":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise LoadError(f"the saved game is not valid JSON: {e}") from None
        return cls.from_dict(data)

    @classmethod
    def replay(cls, start: State, log: list, options: Options | None = None) -> "SanJuanGame":
        """The game reached by playing `log` from `start` (chance lives in the state)."""
        game = cls(state=start.clone(), options=options)
        for n, entry in enumerate(log):
            try:
                game.apply(entry)
            except (IllegalAction, MalformedAction) as e:
                raise LoadError(f"move {n + 1} of the log ({entry!r}) cannot be played: {e}") from None
        return game

    # -- display -------------------------------------------------------------------------------
    def __repr__(self) -> str:
        s = self.state
        where = "game over" if s.game_over else f"round {s.round}, {s.phase}, player {s.turn} to act"
        return f"<SanJuanGame {self.players} players, {where}>"

    def _repr_html_(self) -> str:
        """The table as the player to act sees it (their hand; other hands as counts)."""
        from ..render.sanjuan_html import sanjuan_html  # drawing code loads only when shown
        return sanjuan_html(self, seat=self.state.turn)
