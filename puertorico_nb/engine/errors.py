"""The two ways an action can be refused.

A *malformed* action is not an action at all (an unknown verb, a missing player, a good that
does not exist). An *illegal* action is well formed but the rules forbid it here; it carries the
id of the rule that forbids it so the catalogue can explain and cite it.
"""
from __future__ import annotations


class PuertoRicoError(Exception):
    """Base class for every error the engine raises on purpose."""


class MalformedAction(PuertoRicoError, ValueError):
    """The input does not describe an action of this game."""


class IllegalAction(PuertoRicoError):
    """A well-formed action the rules forbid in the current position.

    The state is never changed when this is raised.
    """

    def __init__(self, rule_id: str, why: str, action=None):
        super().__init__(f"{why} [{rule_id}]")
        self.rule_id = rule_id
        self.why = why
        self.action = action


class LoadError(PuertoRicoError, ValueError):
    """A saved game or a setup that cannot be turned into a position, and why."""
