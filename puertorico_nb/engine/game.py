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
"""
from __future__ import annotations

import json
import random
from typing import Any, Iterator, NamedTuple

from . import catalogue, flow, scoring
from .actions import Action, parse
from .common import Refusal
from .errors import IllegalAction, LoadError, MalformedAction
from .roles import mayor
from .ruleset import Options, Ruleset
from .setup import new_state
from .state import State

SAVE_FORMAT = "puertorico_nb.game"
SAVE_VERSION = 1


class Explanation(NamedTuple):
    """Why an action is or is not allowed now, with the rule that decides it."""

    action: Action | None
    legal: bool
    rule: str
    why: str

    @property
    def statement(self) -> str:
        r = catalogue.get(self.rule)
        return r.statement if r else ""

    @property
    def citation(self) -> str:
        r = catalogue.get(self.rule)
        return r.cite() if r else ""

    def __str__(self) -> str:
        verdict = "legal" if self.legal else "illegal"
        return f"{self.action}: {verdict}. {self.why} [{self.rule}] {self.citation}".strip()


class LegalActions:
    """The legal actions of the player to act: iterate, count, or test with ``in``."""

    def __init__(self, game: "Game") -> None:
        self._game = game

    def __contains__(self, action: Any) -> bool:
        try:
            self._game._check(parse(action))
        except (IllegalAction, MalformedAction):
            return False
        return True

    def __iter__(self) -> Iterator[Action]:
        g = self._game
        rs, s = g.ruleset, g.state
        check = flow.check_in_phase(rs, s)
        for a in flow.candidates(rs, s):
            if check(rs, s, a).__class__ is not Refusal:
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
        """One legal action drawn at random, cheaply, for bots.

        Every legal action is equally likely, except the two families that can run to
        thousands: a mayor's whole layouts and a small wharf's mixes of barrels. Each of those
        counts as one choice, and when drawn a random member of it is made directly.
        Rejection sampling over distinct candidates keeps the rest uniform while checking
        only the ones drawn.
        """
        g = self._game
        rs, s = g.ruleset, g.state
        check = flow.check_in_phase(rs, s)
        pool: list = list(flow.candidates(rs, s, compact=True))
        while pool:
            k = int(rng.random() * len(pool))  # cheaper than randrange, just as uniform here
            a = pool[k]
            if a.__class__ is not Action:
                a = a(rng)  # one whole family of choices, drawn as one
            if check(rs, s, a).__class__ is not Refusal:
                return a
            pool[k] = pool[-1]
            pool.pop()
        raise IndexError("no legal action: the game is over")


class Game:
    """A game of Puerto Rico: rules (``ruleset``), the position (``state``) and its history."""

    def __init__(self, players: int = 4, *, seed: int | None = 0, edition: str = "icelandic",
                 expansions: tuple[str, ...] = (), governor: int = 0, options: Options | None = None,
                 ruleset: Ruleset | None = None, state: State | None = None,
                 record_history: bool = True) -> None:
        """A new game. `options` (an Options) overrides `edition`; with expansions it also says
        how the violet buildings are chosen (seeded random by default, or the draft)."""
        options = options or Options(edition=edition)
        self.ruleset = ruleset or Ruleset(players, options, tuple(expansions))
        if state is None:
            if not 0 <= governor < self.ruleset.players:
                raise LoadError(f"governor must be a seat from 0 to {self.ruleset.players - 1}")
            state = new_state(self.ruleset, seed, governor)
        self.state = state
        self.start = state.clone()
        self.log: list[Action] = []
        self.record_history = record_history
        self._undo: list[State] = []
        self._redo: list[tuple[State, Action]] = []

    # -- the position at a glance --------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.ruleset.players

    @property
    def phase(self) -> str:
        return self.state.phase

    @property
    def turn(self) -> int | None:
        return self.state.turn

    @property
    def game_over(self) -> bool:
        return self.state.game_over

    # -- legality ------------------------------------------------------------------------------
    def _check(self, action: Action) -> str:
        verdict = flow.check(self.ruleset, self.state, action)
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
        """Play one action; return the events. Raises MalformedAction or IllegalAction, and then
        leaves everything exactly as it was."""
        a = parse(action)
        try:
            self._check(a)
        except IllegalAction as e:
            e.action = a
            raise
        before = self.state.clone() if self.record_history else None
        events: list = []
        flow.apply(self.ruleset, self.state, a, events)
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

    def clone(self) -> "Game":
        g = Game.__new__(Game)
        g.ruleset = self.ruleset
        g.state = self.state.clone()
        g.start = self.start
        g.log = self.log[:]
        g.record_history = self.record_history
        g._undo = self._undo[:]
        g._redo = self._redo[:]
        return g

    # -- scores ----------------------------------------------------------------------------------
    def score_breakdown(self) -> dict[int, dict]:
        return {i: scoring.breakdown(self.ruleset, self.state, i) for i in range(self.players)}

    def scores(self) -> dict[int, int]:
        return scoring.scores(self.ruleset, self.state)

    def winners(self) -> list[int]:
        return scoring.winners(self.ruleset, self.state)

    # -- saving and replaying --------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT, "version": SAVE_VERSION,
            "ruleset": {"players": self.players, "expansions": list(self.ruleset.expansions),
                        "options": _options_dict(self.ruleset.options)},
            "start": self.start.to_dict(),
            "log": [a.to_mapping() for a in self.log],
            "state": self.state.to_dict(),
        }

    def to_json(self, **kwargs) -> str:
        return json.dumps(self.to_dict(), **kwargs)

    @classmethod
    def from_dict(cls, data: Any) -> "Game":
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise LoadError("this is not a saved Puerto Rico game (no 'format': 'puertorico_nb.game')")
        if data.get("version") != SAVE_VERSION:
            raise LoadError(f"saved game version {data.get('version')!r} is not supported "
                            f"(this version reads {SAVE_VERSION})")
        for key in ("ruleset", "start", "log", "state"):
            if key not in data:
                raise LoadError(f"the saved game has no '{key}'")
        rs = data["ruleset"]
        try:
            ruleset = Ruleset(rs["players"], Options(**rs.get("options", {})), tuple(rs.get("expansions", ())))
            start = State.from_dict(data["start"])
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise LoadError(f"the saved game's ruleset or start position is damaged: {e!r}") from None
        game = cls.replay(ruleset, start, data["log"])
        try:
            saved = State.from_dict(data["state"])
        except (KeyError, TypeError, ValueError) as e:
            raise LoadError(f"the saved game's position is damaged: {e!r}") from None
        if saved != game.state:
            raise LoadError("the saved position does not match what its log produces from its start")
        return game

    @classmethod
    def from_json(cls, text: str) -> "Game":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise LoadError(f"the saved game is not valid JSON: {e}") from None
        return cls.from_dict(data)

    @classmethod
    def replay(cls, ruleset: Ruleset, start: State, log: list) -> "Game":
        """The game reached by playing `log` from `start` (chance is part of the state)."""
        game = cls(ruleset=ruleset, state=start.clone())
        game.start = start.clone()
        for n, entry in enumerate(log):
            try:
                game.apply(entry)
            except (IllegalAction, MalformedAction) as e:
                raise LoadError(f"move {n + 1} of the log ({entry!r}) cannot be played: {e}") from None
        return game

    # -- display -----------------------------------------------------------------------------------
    def __str__(self) -> str:
        from ..render.text import game_text
        return game_text(self)

    def __repr__(self) -> str:
        s = self.state
        where = "game over" if s.game_over else f"round {s.round}, {s.phase}, player {s.turn} to act"
        return f"<Game {self.players} players, {where}>"

    def _repr_html_(self) -> str:
        from ..render.html import game_html
        return game_html(self)


def _options_dict(options: Options) -> dict[str, Any]:
    out = dict(vars(options))
    if out.get("buildings") is not None:
        out["buildings"] = list(out["buildings"])
    return out
