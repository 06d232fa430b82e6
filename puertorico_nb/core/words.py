"""Plain English for people, shared by every game's narration and labels.

>>> seat_name(["Ana", "Bo"], 1), seat_name(None, 2), seat_name(["Ana"], None)
('Bo', 'Player 3', 'the table')
>>> with_article("indigo plant"), with_article("sugar mill"), plural(1, "card"), plural(3, "card")
('an indigo plant', 'a sugar mill', '1 card', '3 cards')
"""
from __future__ import annotations

import re
import unicodedata
from typing import Any, Sequence

# Characters that change the direction of the text after them (embeddings, overrides, isolates,
# marks) or hide in it (zero-width space, word joiner, byte order mark). A name typed with one
# could reverse the sentence it is shown in; none is needed to write a name. (The zero-width
# joiners that some scripts and emoji need are kept.)
DIRECTION_CONTROLS = re.compile("[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]")
FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE = "\u2068", "\u2069"


def default_names(count: int) -> list[str]:
    """ "Player 1" ... for seats without a name: people count seats from 1."""
    return [f"Player {seat + 1}" for seat in range(count)]


def person_name(value: Any) -> str:
    """A name typed by a person, as text any picture can show: direction controls and hidden
    characters taken out, and a name holding right-to-left letters isolated (the plain-text form
    of HTML's <bdi>), so it reads its own way without turning the words around it.

    >>> person_name("\u202eAna "), person_name("Bo\u200b")
    ('Ana', 'Bo')
    >>> isolated = person_name("\u05d3\u05df")
    >>> isolated[0] == FIRST_STRONG_ISOLATE and isolated[-1] == POP_DIRECTIONAL_ISOLATE and len(isolated) == 4
    True
    """
    name = DIRECTION_CONTROLS.sub("", str(value)).strip()
    if any(unicodedata.bidirectional(ch) in ("R", "AL") for ch in name):
        return f"{FIRST_STRONG_ISOLATE}{name}{POP_DIRECTIONAL_ISOLATE}"
    return name


def full_names(names: Sequence[Any] | None, count: int) -> list[str]:
    """A name for each of `count` seats: the given ones (as ``person_name`` makes them), and
    "Player N" for a seat without one."""
    out = default_names(count)
    for seat, name in enumerate(list(names or ())[:count]):
        shown = person_name(name) if name is not None else ""
        if shown:
            out[seat] = shown
    return out


def seat_name(names: Sequence[Any] | None, seat: int | None) -> str:
    """The name of a seat (its given name, else "Player N" counted from 1); None is the table."""
    if seat is None:
        return "the table"
    if names and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return f"Player {seat + 1}"


_SEAT = re.compile(r"\bplayer (\d+)")  # the engines say "player N" (seat N, from 0); people read "Player N+1"


def name_seats(text: str, names: Sequence[Any] | None = None) -> str:
    """The engines' words with each "player N" (a seat, counted from 0) said as that player's
    name, or as "Player N+1" (counted from 1) when the seat has none.

    >>> name_seats("it is player 0's decision, not player 1's", ["Lena", "Omar"])
    "it is Lena's decision, not Omar's"
    >>> name_seats("player 2 has no space; a 3-player game")
    'Player 3 has no space; a 3-player game'
    """
    return _SEAT.sub(lambda m: seat_name(names, int(m.group(1))), str(text))


def with_article(word: str) -> str:
    """The word with its indefinite article: a sugar mill, an indigo plant."""
    return f"an {word}" if word[:1].lower() in "aeiou" else f"a {word}"


def plural(count: int, word: str) -> str:
    """1 card, 2 cards."""
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def sentence(text: str) -> str:
    """Start with a capital letter and end with a full stop."""
    text = str(text).strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
