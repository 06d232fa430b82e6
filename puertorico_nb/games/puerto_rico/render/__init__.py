"""Puerto Rico's pictures, under the names every game's ``render`` package gives them (the
walkthrough, the score sheet and other game-neutral widgets find them through the registry)."""
from __future__ import annotations

from typing import Any

from puertorico_nb.core.language import N_
from .html import scores_html, table_html as picture
from .narrate import narrate as narration
from .viewmodel import default_names, label, pretty, view_model

__all__ = ["BONUS_KIND", "SCORE_PARTS", "TIE_BREAK", "default_names", "label", "narration", "picture", "pretty",
           "scores_html", "snapshot"]

# the score sheet's columns: each part of a total as the breakdown names it, and its heading (said in
# the sheet's language)
SCORE_PARTS = (("chips", N_("VP chips")), ("buildings", N_("Buildings")), ("bonus", N_("Large-building bonuses")))
TIE_BREAK = N_("doubloons + barrels")  # what breaks a tie, in words
BONUS_KIND = "building"  # the rules catalogue's kind of the names of the buildings that score a bonus


def snapshot(game: Any, names: list[str]) -> dict[str, Any]:
    """The table as everyone may see it, with no choices offered (a frame of a walkthrough)."""
    return view_model(game, names=names, with_actions=False)
