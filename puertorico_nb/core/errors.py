"""The two ways an action can be refused.

A *malformed* action is not an action at all (an unknown verb, a missing player, a good that
does not exist). An *illegal* action is well formed but the rules forbid it here; it carries the
id of the rule that forbids it so the catalogue can explain and cite it.
"""
from __future__ import annotations

from typing import Any, NamedTuple


class GameError(Exception):
    """Base class for every error a game raises on purpose. Its message is English text, or a
    ``core.words.Reason`` (English as ``str(error)``, and said whole in another language)."""

    def said(self, names: Any = None) -> str:
        """The message in the current language, seats said as `names` (a message that is not a
        ``Reason`` as it was written)."""
        message = self.args[0] if len(self.args) == 1 else None
        say = getattr(message, "said", None)
        return str(say(names)) if callable(say) else str(self)


class MalformedAction(GameError, ValueError):
    """The input does not describe an action of this game."""


class IllegalAction(GameError):
    """A well-formed action the rules forbid in the current position.

    The state is never changed when this is raised.
    """

    def __init__(self, rule_id: str, why: str, action: Any = None) -> None:
        super().__init__(f"{why} [{rule_id}]")
        self.rule_id = rule_id
        self.why = why
        self.action = action


class UndoRefused(GameError, IndexError):
    """Undo refused: something hidden turned up after the move (the message says what).
    An IndexError too, as "nothing to undo" is, so code that stops at the first refusal still does."""


class LoadError(GameError, ValueError):
    """A saved game or a setup that cannot be turned into a position, and why."""


class Refusal(NamedTuple):
    """What a phase's ``check`` returns for a forbidden action (a legal one returns a rule id).

    Returning instead of raising keeps listing the legal actions cheap; the game turns a
    Refusal into an IllegalAction at its boundary.
    """

    rule: str
    why: str
