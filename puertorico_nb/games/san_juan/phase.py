"""The shape every San Juan phase module has (``builder``, ``producer``, ... ``chapel``,
``hand_limit``, ``starting_hand``), written down as typed Protocols the type checker holds each
module to (``flow.PHASES``). The same shape as Puerto Rico's ``roles/`` modules.

A phase decides what is legal, carries out a checked action and says who acts next; a phase whose
decision is a set of cards also says how that set is picked one card at a time (``steps.py``).
"""
from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol

from puertorico_nb.core.events import Event

from .actions import Action
from .common import Refusal
from .ruleset import Ruleset
from .state import State

Verdict = str | Refusal  # the rule that allows an action, or the refusal saying which forbids it


class Phase(Protocol):
    """One moment of the game at which players decide in turn."""

    @property
    def VERBS(self) -> tuple[str, ...]:  # noqa: N802 (a module's constant, read only)
        """The decisions it takes, by their verbs."""

    def start(self, ruleset: Ruleset, state: State, events: list[Event], /) -> None:
        """The automatic part as the phase begins (who is queued to act, cards turned up...)."""

    def next_turn(self, ruleset: Ruleset, state: State, events: list[Event], /) -> bool:
        """Point ``state.turn`` at the next seat that must decide (passing over seats with nothing
        to do); False once the phase is over."""

    def check(self, ruleset: Ruleset, state: State, action: Action, /) -> Verdict:
        """The rule that allows `action` now, or the Refusal naming the rule that forbids it."""

    def apply(self, ruleset: Ruleset, state: State, action: Action, events: list[Event], /) -> None:
        """Carry out a checked action."""

    def candidates(self, ruleset: Ruleset, state: State, player: int, /) -> Iterable[Action]:
        """Actions worth checking when the legal ones are listed (a superset of them)."""

    def sample(self, ruleset: Ruleset, state: State, player: int, rng: random.Random, /) -> Action:
        """One legal action drawn at random, cheaply (for bots and random walks)."""


class SteppedPhase(Phase, Protocol):
    """A phase whose decision is a set of cards, which may also be picked one card at a time."""

    def pick_source(self, state: State, player: int, /) -> list[str]:
        """Where the picks come from (a hand, the drawn cards, the buildings of a city)."""

    def pick_sizes(self, ruleset: Ruleset, state: State, player: int, /) -> range:
        """How many picks a confirmed choice may hold."""

    def pick_rule(self, state: State, player: int, /) -> str:
        """The rule that decides the choice."""

    def whole(self, state: State, player: int, picks: tuple[str, ...], /) -> Action:
        """The whole action the picks stand for."""
