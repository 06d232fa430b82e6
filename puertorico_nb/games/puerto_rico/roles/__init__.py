"""One module per role. Each answers what is legal in its phase and what applying does.

Every role module has the shape of ``Phase`` below (the type checker holds each to it through
``PHASES``), the same shape as San Juan's phase modules:

- ``start(ruleset, state, events)``: the automatic part when the role is chosen (a role whose
  privilege may be declined as it is chosen also takes ``declined``: ``PrivilegedPhase``);
- ``next_turn(ruleset, state, events) -> bool``: point ``state.turn`` at the next seat that must
  decide, skipping seats with nothing to do; False once the phase is over (its closing steps done);
- ``check(ruleset, state, action) -> rule id | Refusal``: the rule that allows it, or a Refusal
  naming the rule that forbids it and why (never raised: the history raises IllegalAction from it);
- ``apply(ruleset, state, action, events)``: carry out a checked action;
- ``candidates(ruleset, state, player)``: actions worth checking when listing the legal ones.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Protocol, Union

from . import builder, captain, craftsman, draft, mayor, prospector, settler, trader

if TYPE_CHECKING:
    import random

    from puertorico_nb.core.events import Event

    from ..actions import Action
    from ..common import Refusal
    from ..ruleset import Ruleset
    from ..state import State

    # What the mayor's and the captain's phases list when their choices can run to thousands
    # (flow.COMPACT): single actions, and a whole family of them as one function drawing a
    # random member.
    CompactCandidate = Union[Action, Callable[[random.Random], Action]]


class Phase(Protocol):
    """One role's phase (or the draft before the first round): players decide in turn."""

    @property
    def VERBS(self) -> tuple[str, ...]:  # noqa: N802 (a module's constant, read only)
        """The decisions it takes, by their verbs."""

    def start(self, ruleset: Ruleset, state: State, events: list[Event], /) -> None:
        """The automatic part as the role is chosen."""

    def next_turn(self, ruleset: Ruleset, state: State, events: list[Event], /) -> bool:
        """Point ``state.turn`` at the next seat that must decide; False once the phase is over."""

    def check(self, ruleset: Ruleset, state: State, action: Action, /) -> str | Refusal:
        """The rule that allows `action` now, or the Refusal naming the rule that forbids it."""

    def apply(self, ruleset: Ruleset, state: State, action: Action, events: list[Event], /) -> None:
        """Carry out a checked action."""

    def candidates(self, ruleset: Ruleset, state: State, player: int, /) -> Iterable[Action]:
        """Actions worth checking when the legal ones are listed (a superset of them)."""


class PrivilegedPhase(Phase, Protocol):
    """A role whose privilege (or the captain's lighthouse) may be declined as it is chosen."""

    def start(self, ruleset: Ruleset, state: State, events: list[Event], /,
              declined: frozenset[str] = frozenset()) -> None:
        """The automatic part as the role is chosen, less the benefits `declined` names."""


PHASES: dict[str, Phase] = {
    "settler": settler, "mayor": mayor, "builder": builder, "craftsman": craftsman,
    "trader": trader, "captain": captain, "prospector": prospector,
    "draft": draft,  # the New Buildings set-up, before the first round
}
# the roles whose start takes what was declined as the role was chosen
PRIVILEGED: dict[str, PrivilegedPhase] = {"mayor": mayor, "captain": captain, "prospector": prospector}
