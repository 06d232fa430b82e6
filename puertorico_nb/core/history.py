"""What every game of this package shares around its rules: checking, explaining and applying
actions, undo/redo from saved positions, copies, and saving a game as its start plus its log.

Undo never reveals what was hidden: a move after which something face down turned up (a card or
tile drawn, a pile reshuffled, a row refilled from the stack) is taken back only on purpose,
``game.undo(reveal=True)`` (a rules reader replaying a position); otherwise ``undo`` raises
``UndoRefused`` and ``undo_why()`` says why. Each game says what a move revealed (``_reveals``).

A concrete game (Puerto Rico's ``Game``, San Juan's ``SanJuanGame``) says which rules module
decides (``_flow``: ``check``, ``check_in_phase``, ``apply``, ``candidates``), how actions are
read (``_parse``), its static description (``_rules``: a Ruleset or Options), and how that
description is saved; everything else is here, once.
"""
from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Iterator
from typing import Any, NamedTuple, TypeVar

from . import catalogue, registry
from .actions import shown
from .errors import IllegalAction, LoadError, MalformedAction, Refusal, UndoRefused
from .events import Events
from .words import Reason

NOTHING_TO_UNDO = "there is nothing to undo"
G = TypeVar("G", bound="GameHistory")
T = TypeVar("T")


class _Stated:
    """A rule's statement in a reason's fields: in the language spoken when the reason is said."""

    __slots__ = ("rule",)

    def __init__(self, rule: Any) -> None:
        self.rule = rule

    def __str__(self) -> str:
        return str(self.rule.statement)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class Explanation(NamedTuple):
    """Why an action is or is not allowed now, with the rule that decides it."""

    action: Any
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


class LegalActionsView:
    """The legal actions of the player to act: iterate, count, or test with ``in``.

    Each iteration lists them afresh, except right after ``len``: ``list(view)`` asks the
    length first (to size the list), and the listing made for it is used once more if nothing
    has been played or taken back since.
    """

    __slots__ = ("_game", "_counted")

    def __init__(self, game: "GameHistory") -> None:
        self._game = game
        self._counted: tuple[Any, int, list[Any]] | None = None  # (state, moves in the log, the actions) of a len()

    def __contains__(self, action: Any) -> bool:
        game = self._game
        try:
            parsed = game._parse(action)
        except MalformedAction:
            return False
        return not isinstance(game._flow.check(game._rules, game.state, parsed), Refusal)

    def __iter__(self) -> Iterator[Any]:
        counted = self._counted
        if counted is not None:
            self._counted = None
            game = self._game
            if counted[0] is game.state and counted[1] == len(game.log):
                return iter(counted[2])
        return self._listing()

    def _listing(self) -> Iterator[Any]:
        game = self._game
        rules, state = game._rules, game.state
        check = game._flow.check_in_phase(rules, state)
        for action in game._flow.candidates(rules, state):
            if not isinstance(check(rules, state, action), Refusal):
                yield action

    def __len__(self) -> int:
        game = self._game
        rules, state = game._rules, game.state
        check = game._flow.check_in_phase(rules, state)
        actions = [action for action in game._flow.candidates(rules, state)
                   if not isinstance(check(rules, state, action), Refusal)]
        self._counted = (game.state, len(game.log), actions)
        return len(actions)

    def random(self, rng: random.Random) -> Any:
        """One legal action drawn at random, cheaply, for bots (see the game's ``_random_action``
        for how each game draws)."""
        return self._game._random_action(rng)

    def __bool__(self) -> bool:
        return next(self._listing(), None) is not None

    def __repr__(self) -> str:
        shown = [str(action) for _, action in zip(range(12), self)]
        more = "" if len(shown) < 12 else ", ..."
        return f"<LegalActions [{', '.join(shown)}{more}]>"


class GameHistory:
    """The shared face of a game; see the module docstring for what a subclass provides."""

    SAVE_FORMAT = ""
    SAVE_VERSION = 1
    GAME_NAME = "game"
    _flow: Any = None
    LegalActions = LegalActionsView
    POSITION: Any = None  # the game's position class: its from_dict reads a saved position
    VALIDATE: Any = None  # the game's check of a loaded position: VALIDATE(rules, state) or LoadError
    _rules: Any  # the game's static description (a Ruleset, Options...), given by the subclass
    record_history: bool

    # set by the subclass's constructor: _rules, state, start, log, record_history, _undo, _redo
    def _init_history(self, state: Any) -> None:
        self.state: Any = state
        self.start: Any = state.clone()
        self.log: list[Any] = []
        self._undo: list[Any] = []
        self._redo: list[tuple[Any, Any, str]] = []  # (position, action, what it revealed)
        self._revealed: list[str] = []  # beside _undo: what each move turned up ("" for nothing)

    def _reveals(self, before: Any, after: Any, events: list[Any]) -> str:
        """What a move from `before` to `after` turned up that was hidden, in a few words for
        a person ("cards were drawn since"), or "" if nothing. Each game with face-down parts says."""
        return ""

    @staticmethod
    def _reshuffle_hidden(state: Any, rng: random.Random) -> None:
        """Put what lies face down in `state` in a new order drawn by `rng`. Each game with
        face-down parts says how."""

    def with_hidden_reshuffled(self: G, rng: random.Random) -> G:
        """A copy at this position with its face-down parts in a new order (a draw pile, a tile
        stack): a judged exercise tried again starts from it, so what a wrong try turned up tells
        nothing of what the next try draws. Nothing to redo; the moves before stay as they were."""
        copy = self.clone()
        self._reshuffle_hidden(copy.state, rng)
        copy._redo = []
        return copy

    @staticmethod
    def _parse(action: Any) -> Any:
        raise NotImplementedError

    def _random_action(self, rng: random.Random) -> Any:
        raise NotImplementedError

    # -- the position at a glance --------------------------------------------------------------
    @property
    def phase(self) -> str:
        phase: str = self.state.phase
        return phase

    @property
    def turn(self) -> int | None:
        turn: int | None = self.state.turn
        return turn

    @property
    def game_over(self) -> bool:
        over: bool = self.state.game_over
        return over

    # -- legality ------------------------------------------------------------------------------
    def _check(self, action: Any) -> str:
        verdict: str | Refusal = self._flow.check(self._rules, self.state, action)
        if isinstance(verdict, Refusal):
            raise IllegalAction(verdict.rule, verdict.why, action)
        return verdict

    def legal_actions(self) -> LegalActionsView:
        return self.LegalActions(self)

    def is_legal(self, action: Any) -> bool:
        return action in self.legal_actions()

    def hint(self, names: list[str] | None = None, addressed: bool = True) -> Any:
        """The coach's move for the player to act, with the reason in plain words (a ``Hint``;
        `names` name the seats, else "Player 1", ...), said to that player, or about them by name
        with ``addressed=False`` (for someone watching). The coach lives above the core: the game's
        record says where (``GameType.hint``), and the bots load only when a hint is asked for."""
        return registry.record_for(self).hint.load()(self, names=names, addressed=addressed)

    def explain(self, action: Any) -> Explanation:
        """Whether `action` is allowed now and the rule that decides it; never changes anything."""
        try:
            parsed = self._parse(action)
        except MalformedAction as e:
            message = e.args[0] if len(e.args) == 1 and isinstance(e.args[0], str) else str(e)  # a Reason kept whole
            return Explanation(None, False, "action.malformed", message)
        try:
            rule_id = self._check(parsed)
        except IllegalAction as e:
            return Explanation(parsed, False, e.rule_id, e.why)
        rule = catalogue.get(rule_id)
        return Explanation(parsed, True, rule_id, Reason("allowed: {statement}", statement=_Stated(rule)) if rule
                           else Reason("allowed"))

    # -- changing the position -----------------------------------------------------------------
    def apply(self, action: Any) -> Events:
        """Play one action; return the events. Raises MalformedAction or IllegalAction, and then
        leaves everything exactly as it was."""
        parsed = self._parse(action)
        try:
            self._check(parsed)
        except IllegalAction as e:
            e.action = parsed
            raise
        return self._apply_checked(parsed)

    def play_random(self, rng: random.Random) -> tuple[Any, Events]:
        """Draw a random legal action (``legal_actions().random``), play it, and return
        (action, events). The draw already checked it, so it is checked once, not twice: the
        bots' loop."""
        action = self._random_action(rng)
        return action, self._apply_checked(action)

    def _apply_checked(self, action: Any) -> Events:
        before = self.state.clone() if self.record_history else None
        events = Events()
        self._flow.apply(self._rules, self.state, action, events)
        if before is not None:
            events.revealed = self._reveals(before, self.state, events)
            self._undo.append(before)
            self._revealed.append(events.revealed)
        self._redo.clear()
        self.log.append(action)
        return events

    def undo(self, reveal: bool = False) -> Any:
        """Take back the last action and return it.

        A move after which something hidden turned up is not taken back (``UndoRefused`` says
        why): the position before it would let a player choose again knowing those cards. Pass
        ``reveal=True`` to take it back all the same, on purpose, for analysis."""
        if not self._undo:
            raise IndexError(NOTHING_TO_UNDO)
        if self._revealed[-1] and not reveal:
            raise UndoRefused(self._revealed[-1])
        action = self.log.pop()
        self._redo.append((self.state, action, self._revealed.pop()))
        self.state = self._undo.pop()
        return action

    def redo(self) -> Any:
        """Play again the action last taken back, and return it."""
        if not self._redo:
            raise IndexError("there is nothing to redo")
        state, action, revealed = self._redo.pop()
        self._undo.append(self.state)
        self._revealed.append(revealed)
        self.state = state
        self.log.append(action)
        return action

    def undo_why(self, moves: int = 1) -> str:
        """Why the last `moves` moves cannot be taken back, in a few words ("" if they can):
        there are not that many, or something hidden turned up after one of them."""
        if moves < 1 or moves > len(self._undo):
            return NOTHING_TO_UNDO
        return next((why for why in reversed(self._revealed[-moves:]) if why), "")

    def moves_back_while(self, keep_going: Callable[[Any], bool]) -> int:
        """How many moves an undo that goes on through positions where `keep_going(position)`
        holds takes back: the last one, then each before it while the position it returns to
        satisfies `keep_going` (a table takes back the bots' moves with a person's). 0 if none."""
        saved = self._undo
        n = 1 if saved else 0
        while 0 < n < len(saved) and keep_going(saved[-n]):
            n += 1
        return n

    @property
    def can_undo(self) -> bool:
        """Whether ``undo()`` would take a move back now (not whether ``reveal=True`` would)."""
        return bool(self._undo) and not self._revealed[-1]

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def clone(self: G) -> G:
        """An independent copy: the position is copied, the saved positions are shared (they
        are never changed once saved)."""
        copy = self.__class__.__new__(self.__class__)
        copy.__dict__.update(self.__dict__)
        copy.state = self.state.clone()
        copy.log = [*self.log]
        copy._undo = [*self._undo]
        copy._redo = [*self._redo]
        copy._revealed = [*self._revealed]
        return copy

    # -- saving and replaying --------------------------------------------------------------------
    def _rules_to_dict(self) -> dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def _rules_from_dict(cls, data: Any) -> Any:
        raise NotImplementedError

    @classmethod
    def _state_from_dict(cls, data: Any) -> Any:
        return cls.POSITION.from_dict(data)

    def to_dict(self) -> dict[str, Any]:
        return {"format": self.SAVE_FORMAT, "version": self.SAVE_VERSION, "rules": self._rules_to_dict(),
                "start": self.start.to_dict(), "log": [action.to_mapping() for action in self.log],
                "state": self.state.to_dict()}

    def to_json(self, **kwargs: Any) -> str:
        return json.dumps(self.to_dict(), **kwargs)

    @classmethod
    def from_dict(cls, data: Any) -> Any:
        """A saved game, checked: its log must lead from its start to its saved position."""
        if not isinstance(data, dict) or data.get("format") != cls.SAVE_FORMAT:
            raise LoadError(f"this is not a saved {cls.GAME_NAME} (no 'format': '{cls.SAVE_FORMAT}')")
        if data.get("version") != cls.SAVE_VERSION:
            raise LoadError(f"saved {cls.GAME_NAME} version {shown(data.get('version'))} is not supported "
                            f"(this version reads {cls.SAVE_VERSION})")
        for key in ("rules", "start", "log", "state"):
            if key not in data:
                raise LoadError(f"the saved game has no '{key}'")
        if not isinstance(data["log"], list):
            raise LoadError("the saved game's log must be a list of actions")
        rules = cls._read_part("rules", lambda: cls._rules_from_dict(data["rules"]))
        start = cls._read_part("start position", lambda: cls._checked_state(rules, data["start"]))
        game = cls.replay_from(rules, start, data["log"])
        saved = cls._read_part("position", lambda: cls._checked_state(rules, data["state"]))
        if saved != game.state:
            raise LoadError("the saved position does not match what its log produces from its start")
        return game

    @staticmethod
    def _read_part(what: str, read: Callable[[], T]) -> T:
        """`read()`, with any failure of a damaged part turned into a LoadError naming the part
        (the part's own checks raise LoadError naming the field)."""
        try:
            return read()
        except LoadError as e:
            raise LoadError(f"the saved game's {what}: {e}") from None
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as e:
            raise LoadError(f"the saved game's {what} is damaged: {shown(e)}") from None

    @classmethod
    def _checked_state(cls, rules: Any, data: Any) -> Any:
        state = cls._state_from_dict(data)
        cls._check_position(rules, state)
        return state

    @classmethod
    def _check_position(cls, rules: Any, state: Any) -> None:
        """Raise LoadError naming the field unless `state` is a position of the game `rules`
        describes (each game says what that means, in its ``VALIDATE``)."""
        if cls.VALIDATE is not None:
            cls.VALIDATE(rules, state)

    @classmethod
    def from_json(cls, text: str) -> Any:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise LoadError(f"the saved game is not valid JSON: {e}") from None
        except (ValueError, RecursionError) as e:  # a number of thousands of digits, nesting too deep
            raise LoadError(f"the saved game cannot be read: {shown(e)}") from None
        return cls.from_dict(data)

    @classmethod
    def _new_from(cls, rules: Any, state: Any) -> Any:
        raise NotImplementedError

    @classmethod
    def replay_from(cls, rules: Any, start: Any, log: list[Any]) -> Any:
        """The game reached by playing `log` from `start` (chance lives in the state)."""
        cls._check_position(rules, start)
        game = cls._new_from(rules, start.clone())
        for n, entry in enumerate(log):
            try:
                game.apply(entry)
            except (IllegalAction, MalformedAction) as e:
                raise LoadError(f"move {n + 1} of the log ({shown(entry)}) cannot be played: {e}") from None
        return game


def random_legal(game: GameHistory, rng: random.Random, candidates: Iterable[Any]) -> Any:
    """Rejection sampling over distinct candidates: uniform over the legal ones, checking only
    the ones drawn. A candidate that is a function of the generator stands for a whole family of
    choices (it makes one member when drawn)."""
    rules, state = game._rules, game.state
    check = game._flow.check_in_phase(rules, state)
    pool = [*candidates]
    while pool:
        k = int(rng.random() * len(pool))  # cheaper than randrange, just as uniform here
        action = pool[k]
        if callable(action):  # an action is a tuple, never callable
            action = action(rng)
        if not isinstance(check(rules, state, action), Refusal):
            return action
        pool[k] = pool[-1]
        pool.pop()
    raise IndexError("no legal action: the game is over")
