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
)


@lru_cache(maxsize=None)
def _page_words(language: str) -> tuple[tuple[str, str], ...]:
    return tuple((text, translate(text, language=language)) for text in PAGE_WORDS)


def page_words(language: str) -> dict[str, str]:
    """English text -> its translation in `language`, for a front end ({} in English)."""
    return {} if language == SOURCE_LANGUAGE else dict(_page_words(language))
