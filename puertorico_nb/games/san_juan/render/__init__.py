"""San Juan's pictures, in the shape every game's ``render`` package has (the walkthrough, the
score sheet and other game-neutral widgets call these names through the registry)."""
from __future__ import annotations

from typing import Any, Iterable

# the score sheet's columns: each part of a total as the breakdown names it, and its heading
SCORE_PARTS = (("buildings", "Buildings"), ("chapel", "Chapel"), ("bonus", "Bonuses"))
TIE_BREAK = "cards in hand + goods"  # what breaks a tie, in words


def default_names(count: int) -> list[str]:
    from .viewmodel import default_names as names
    return names(count)


def snapshot(game: Any, names: list[str]) -> dict:
    """The table as a spectator sees it (no hand shown), with no choices offered."""
    from .viewmodel import sanjuan_view_model
    return sanjuan_view_model(game, seat=None, names=names, with_actions=False)


def picture(view: dict) -> str:
    """A snapshot as static HTML, with its stylesheet."""
    from .html import table_html
    return table_html(view)


def narration(events: Iterable, names: list[str]) -> str:
    """One line saying what the events did (named `narration`: `narrate` is the module)."""
    from .narrate import narrate as tell
    return tell(events, names)


def label(game: Any, action: dict) -> str:
    from .viewmodel import label as words
    return words(action)


def pretty(name: Any) -> str:
    from .viewmodel import pretty as words
    return words(name)


def scores_html(game: Any, names: list[str] | None = None) -> str:
    from .html import scores_html as sheet
    from .viewmodel import sanjuan_view_model
    return sheet(sanjuan_view_model(game, names=names, with_actions=False))
