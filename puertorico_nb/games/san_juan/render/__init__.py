"""San Juan's pictures, under the names every game's ``render`` package gives them (the
walkthrough, the score sheet and other game-neutral widgets find them through the registry)."""
from __future__ import annotations

from typing import Any

from puertorico_nb.core.language import N_
from . import viewmodel
from .html import scores_html as _score_sheet_html, table_html as picture
from .narrate import narrate as narration
from .viewmodel import default_names, pretty, sanjuan_view_model

__all__ = ["BONUS_KIND", "SCORE_PARTS", "TIE_BREAK", "default_names", "label", "narration", "picture", "pretty",
           "scores_html", "snapshot"]

# the score sheet's columns: each part of a total as the breakdown names it, and its heading (said in
# the sheet's language)
SCORE_PARTS = (("buildings", N_("Buildings")), ("chapel", N_("Chapel")), ("bonus", N_("Bonuses")))
TIE_BREAK = N_("cards in hand + goods")  # what breaks a tie, in words
BONUS_KIND = "card"  # the rules catalogue's kind of the names of the buildings that score a bonus


def snapshot(game: Any, names: list[str]) -> dict[str, Any]:
    """The table as a spectator sees it (no hand shown), with no choices offered."""
    return sanjuan_view_model(game, seat=None, names=names, with_actions=False)


def label(game: Any, action: dict[str, Any]) -> str:
    """A move in words (San Juan's labels need no position)."""
    return viewmodel.label(action)


def scores_html(game: Any, names: list[str] | None = None) -> str:
    """The score sheet as static HTML: the final one once the game is over, the score so far
    before it (as Puerto Rico's)."""
    view = sanjuan_view_model(game, names=names, with_actions=False)
    if view["scores"] is None:
        view["scores"] = viewmodel.score_sheet(game, final=False)
    return _score_sheet_html(view)
