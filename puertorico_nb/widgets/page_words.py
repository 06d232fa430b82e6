"""The words the tables' front ends write themselves (headings, badges, the message area's
disclosure, the presenter switch...), sent from Python in the table's language.

Each front end asks for its English text with ``say("Governor: {name}", {name})`` (modules/dom.js);
a table sends ``words``, its language's translation of every text listed here (nothing in English,
where the front end's own text stands), so no English is written only in JavaScript. A test reads
the front end's modules and fails on a ``say`` whose text is missing here.

A counted text (``"{count:count:colonist}"``, the number with its noun, as ``Phrase`` writes it) is a
plural entry of the catalogue: it is sent as its form for each plural category the browser's
``Intl.PluralRules`` gives a whole number in the table's language ("one" and "other" in Icelandic,
Dutch and Norwegian; "other" alone in Korean and Chinese), each category's form taken from the
catalogue at a number of that category, so the catalogue's ``Plural-Forms`` decides.
"""
from __future__ import annotations

from functools import lru_cache

from typing import Union

from ..core.language import N_, SOURCE_LANGUAGE, translate, translate_plural
from ..core.words import counted_field

# a number of each plural category (CLDR's, as Intl.PluralRules names them) the package's languages have
PLURAL_SAMPLES = {"one": 1, "other": 2}
Words = Union[str, dict[str, str]]

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
    N_("Last move"),
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
    # the Puerto Rico table's boards, ships, market, draft, the mayor's and the captain's steps;
    # a {n:count:...} field makes a plural entry
    N_("{filled} of {total:count:circle} manned, {nobles} of them by nobles"),
    N_("{filled} of {total:count:circle} manned"),
    N_("{count:count:colonist}"),
    N_("{count:count:noble}"),
    N_("No position to show."),
    N_("Cargo ships (the captain's choices load onto them)"),
    N_("Last round: {reasons}"),
    N_("Take {what}"),
    N_("Clear a box before your move to make it without that benefit."),
    N_("{count:count:doubloon} on the card"),
    N_("Barrels"),
    N_("none"),
    N_("Cargo ships"),
    N_("{count} {good}, {free} free"),
    N_("empty"),
    N_("{capacity}-ship"),
    N_("Column {column}"),
    N_("price for {name}"),
    N_("no circle"),
    N_("{count} left"),
    N_("large"),
    N_("Buildings (price for {name})"),
    N_("Building draft: {drafted} of {spaces} spaces filled"),
    N_("on the board (drafted by {name})"),
    N_("on the board"),
    N_("in the box"),
    N_("{points} VP"),
    N_("{count:count:copy:copies}"),
    N_("Cost {cost}"),
    N_("Cost {cost} · {free} of {spaces:count:space} free"),
    N_("chose the {role}"),
    N_("no goods"),
    N_("{name}'s island"),
    N_("forest (face down)"),
    N_("quarry {number}"),
    N_("{good} plantation {number}"),
    N_("{name}'s city"),
    N_("{building} (circle {number})"),
    N_("Only {name} places workers now; this is {owner}'s board."),
    N_("What {name} may build"),
    N_("{name}, you may build (name and price):"),
    N_("Take back the noble on the {place}"),
    N_("Take back the colonist on the {place}"),
    N_("Put a noble on the {place}"),
    N_("Put a colonist on the {place}"),
    N_("Place:"),
    N_("a noble"),
    N_("a colonist"),
    N_("This layout may stand: confirm it, or move more workers."),
    N_("Confirm the layout"),
    N_("{name}'s colonists"),
    N_("{name}, place your workers: click an empty circle to put one there, a filled one to take it back"),
    N_("Waiting in San Juan:"),
    N_("{list}, {item}"),
    N_("{name}'s barrels"),
    N_("{good} barrel {number} of {count}"),
    N_("{kept} of {count} kept, {back} to go back"),
    N_("{kept} of {count} kept"),
    N_("This storage may stand: confirm it, or change it first."),
    N_("Confirm the barrels kept"),
    N_("{name}'s storage"),
    N_("{name}, choose the barrels to keep: click a barrel to keep it and those before it, a kept one to put it back"),
    N_("Your storage holds {holds}."),
)


def _translation(text: str, language: str) -> Words:
    if counted_field(text) is None:
        return translate(text, language=language)
    return {category: translate_plural(text, text, number, language=language)
            for category, number in PLURAL_SAMPLES.items()}


@lru_cache(maxsize=None)
def _page_words(language: str) -> tuple[tuple[str, Words], ...]:
    return tuple((text, _translation(text, language)) for text in PAGE_WORDS)


def page_words(language: str) -> dict[str, Words]:
    """English text -> its translation in `language`, for a front end ({} in English)."""
    return {} if language == SOURCE_LANGUAGE else dict(_page_words(language))
