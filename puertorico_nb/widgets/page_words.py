"""The words the tables' front ends write themselves (headings, badges, the message area's
disclosure, the presenter switch...), sent from Python in the table's language.

Each front end asks for its English text with ``say("Governor: {name}", {name})`` (modules/dom.js);
a table sends ``words``, its language's translation of every text listed here (nothing in English,
where the front end's own text stands), so no English is written only in JavaScript. A test reads
the front end's modules and fails on a ``say`` whose text is missing here.
"""
from __future__ import annotations

from functools import lru_cache

from ..core.language import N_, SOURCE_LANGUAGE, translate

PAGE_WORDS = (
    N_("This choice"),
    N_("Not allowed: {label}. {why}"),
    N_("{label}: {does}"),
    N_("{label}."),
    N_("Choices for {name}"),
    N_("{name}, your choice"),
    N_("Pass"),
    N_("Governor: {name}"),
    N_("Game over · won by {names}"),
    N_("To act: {name}"),
    N_("Rule"),
    N_("Look up this rule"),
    N_("Look up this rule ({rule}) in the rules browser"),
    N_("why / where in the books"),
    N_("more below ▾"),
    N_("Presenter mode"),
    N_("Back to the normal size"),
    N_("Large text and targets for a projector, remembered by this browser"),
    N_("Round {round} · {phase}"),
    N_("San Juan · round {round} · {phase}"),
    N_("Point at, focus or tap a choice to see what it does or why it is not allowed, and a building to see what it does."),
    N_("Point at, focus or tap a card to see what it does, and a choice to see what it does or why it is not allowed."),
    # the headings, counts, controls and groups of choices of both tables (each game's GROUP_TITLES too)
    N_("cost {cost} · {points} VP"),
    N_("taken by {name}"),
    N_("free"),
    N_("You"),
    N_("{count} of {limit}"),
    N_("{title}:"),
    N_("Back a move"),
    N_("Back to the game"),
    N_("Benefits you may decline"),
    N_("Build"),
    N_("Building draft"),
    N_("Buildings"),
    N_("Buildings you may build"),
    N_("Chapel cards"),
    N_("City VP"),
    N_("Colonist ship"),
    N_("Colonists in supply"),
    N_("Confirm or pass"),
    N_("Discard pile"),
    N_("Doubloons"),
    N_("Download as text"),
    N_("Draw pile"),
    N_("Every move of the game"),
    N_("Face-up plantations"),
    N_("Final score"),
    N_("Forests"),
    N_("Forward a move"),
    N_("Goods"),
    N_("Governor"),
    N_("Hand"),
    N_("Hint"),
    N_("How to build"),
    N_("Next move"),
    N_("Nobles"),
    N_("Pace of the bots' moves"),
    N_("Plantation stack"),
    N_("Position in the game (moves played)"),
    N_("Quarries"),
    N_("Record as ruling"),
    N_("Redo"),
    N_("Replay"),
    N_("Replay the game"),
    N_("Role cards"),
    N_("Roles"),
    N_("San Juan"),
    N_("Skip to the game"),
    N_("Start"),
    N_("Supply"),
    N_("The bots' moves"),
    N_("To act"),
    N_("Trading house"),
    N_("Trading-house tile"),
    N_("Trading-house tiles face down"),
    N_("Undo"),
    N_("VP chips"),
    N_("VP chips left"),
    N_("Worker to place"),
    N_("Your city"),
    N_("Your hand"),
    N_("Plantations"),
    N_("Ships"),
    N_("Colonist layouts"),
    N_("Barrels to keep"),
    N_("Other choices"),
    N_("Draft"),
    N_("From the colonist ship"),
    N_("Guest house"),
    N_("Black market"),
    N_("Forest house"),
    N_("Small wharf"),
    N_("Royal supplier"),
    N_("Land office"),
    N_("Hunting lodge"),
    N_("Barrels to keep, one good at a time"),
    N_("Small wharf, one good at a time"),
    N_("Confirm"),
    N_("Produce"),
    N_("Sell"),
    N_("Keep"),
    N_("Discard"),
    N_("Chapel"),
)


@lru_cache(maxsize=None)
def _page_words(language: str) -> tuple[tuple[str, str], ...]:
    return tuple((text, translate(text, language=language)) for text in PAGE_WORDS)


def page_words(language: str) -> dict[str, str]:
    """English text -> its translation in `language`, for a front end ({} in English)."""
    return {} if language == SOURCE_LANGUAGE else dict(_page_words(language))
