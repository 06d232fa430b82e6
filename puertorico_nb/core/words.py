"""Plain English for people, shared by every game's narration and labels.

>>> seat_name(["Ana", "Bo"], 1), seat_name(None, 2), seat_name(["Ana"], None)
('Bo', 'Player 3', 'the table')
>>> with_article("indigo plant"), with_article("sugar mill"), plural(1, "card"), plural(3, "card")
('an indigo plant', 'a sugar mill', '1 card', '3 cards')
>>> with_article("university"), with_article("hour"), plural(2, "city", "cities")
('a university', 'an hour', '2 cities')

Sentences about a player are written whole, once for a named player and once for "you", with
named placeholders (``Phrase``); ``Phrase.say`` fills them in and picks the form:

>>> BUILDS = Phrase("{who} builds {building:a} for {paid:count:doubloon}",
...                 "you build {building:a} for {paid:count:doubloon}")
>>> BUILDS.say("Ana", building="university", paid=7), BUILDS.say("You", building="indigo plant", paid=1)
('Ana builds a university for 7 doubloons', 'you build an indigo plant for 1 doubloon')
"""
from __future__ import annotations

import re
import string
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Sequence

from .language import (LANGUAGES, SOURCE_LANGUAGE, MessageFormatter, component_name, current_language, format_message,
                       translate, translate_plural)

# Characters that change the direction of the text after them (embeddings, overrides, isolates,
# marks) or hide in it (zero-width space, word joiner, byte order mark). A name typed with one
# could reverse the sentence it is shown in; none is needed to write a name. (The zero-width
# joiners that some scripts and emoji need are kept.)
DIRECTION_CONTROLS = re.compile("[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]")
FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE = "\u2068", "\u2069"


def default_names(count: int) -> list[str]:
    """ "Player 1" ... for seats without a name: people count seats from 1."""
    return default_names_in(count, current_language())


def default_names_in(count: int, language: str) -> list[str]:
    """ "Player 1" ... in `language`."""
    template = translate("Player {number}", language=language)
    return [format_message(template, number=seat + 1) for seat in range(count)]


def renamed_defaults(names: Sequence[str], language: str | None = None) -> list[str]:
    """`names` with each seat still called by its default name ("Player 2", "플레이어 2"...) called
    so in `language` (default: the current one); a name a person gave is kept."""
    code = language or current_language()
    defaults = [default_names_in(len(names), other) for other in LANGUAGES]
    wanted = default_names_in(len(names), code)
    return [wanted[seat] if any(name == table[seat] for table in defaults) else name
            for seat, name in enumerate(names)]


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
        return translate("the table")
    if names and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return format_message(translate("Player {number}"), number=seat + 1)


_SEAT = re.compile(r"\bplayer (\d+)")  # the engines say "player N" (seat N, from 0); people read "Player N+1"


def name_seats(text: str, names: Sequence[Any] | None = None) -> str:
    """The engines' words with each "player N" (a seat, counted from 0) said as that player's
    name, or as "Player N+1" (counted from 1) when the seat has none.

    >>> name_seats("it is player 0's decision, not player 1's", ["Lena", "Omar"])
    "it is Lena's decision, not Omar's"
    >>> name_seats("player 2 has no space; a 3-player game")
    'Player 3 has no space; a 3-player game'
    """
    if isinstance(text, Reason):  # said whole in the current language
        return text.said(names)
    return _SEAT.sub(lambda m: seat_name(names, int(m.group(1))), str(text))


# Words spelt with a vowel but said with a consonant (a university, a one-off, a European), and
# the reverse (an hour, an honest): the article follows the sound.
_CONSONANT_SOUND = re.compile(r"(uni|use|usu|ura|uro|eu|ewe|one\b|once)", re.IGNORECASE)
_VOWEL_SOUND = re.compile(r"(hour|honest|honou?r|heir)", re.IGNORECASE)


def article(word: str) -> str:
    """The indefinite article English puts before `word`: "a" or "an", by its sound."""
    word = str(word).lstrip()
    if _VOWEL_SOUND.match(word):
        return "an"
    if word[:1].lower() in "aeiou" and not _CONSONANT_SOUND.match(word):
        return "an"
    return "a"


def with_article(word: str) -> str:
    """The word with its indefinite article: a sugar mill, an indigo plant, a university."""
    return f"{article(word)} {word}"


def plural(count: int, word: str, many: str | None = None) -> str:
    """1 card, 2 cards; `many` for a plural not made with -s (2 cities)."""
    return f"{count} {word}" if count == 1 else f"{count} {many or word + 's'}"


def capitalised(text: Any) -> str:
    """A name as a label starts: "Small indigo plant" (the sentences about it say "small indigo
    plant": one name, capitalised only where it opens a label)."""
    shown = str(text)
    return shown[:1].upper() + shown[1:]


_SENTENCE_ENDS = (".", "!", "?", "。", "！", "？")


def sentence(text: str) -> str:
    """Start with a capital letter and end with a full stop: the current language's own (Chinese
    "。"; ``one_sentence``'s ``{clauses}.`` in the catalogue says which)."""
    text = str(text).strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    if text.endswith(_SENTENCE_ENDS):
        return text
    return format_message(translate("{clauses}."), clauses=text)


def is_you(name: Any) -> bool:
    """Is this the name of the person reading (a seat named "You")? Sentences about them are
    said in the second person: "you choose", never "You chooses"."""
    return str(name).strip().casefold() == "you"


def spoken(name: Any) -> str:
    """A name as it stands inside a sentence: "you" for the reader, else the name itself."""
    return "you" if is_you(name) else str(name)


def comma_list(parts: Sequence[str]) -> str:
    """"a, b, c": items listed one after another (in the current language's words for a list)."""
    parts = [str(part) for part in parts]
    joined, more = (parts[0] if parts else ""), translate("{list}, {item}")
    for part in parts[1:]:
        joined = format_message(more, list=joined, item=part)
    return joined


def clause_list(parts: Sequence[str]) -> str:
    """Clauses one after another in one sentence: "a; b; c" (in the current language's words)."""
    joined, then = (str(parts[0]) if parts else ""), translate("{clauses}; {clause}")
    for part in parts[1:]:
        joined = format_message(then, clauses=joined, clause=part)
    return joined


def one_sentence(parts: Sequence[str]) -> str:
    """Clauses as one sentence: the first capitalised, joined by ``clause_list``, and a full stop."""
    text = clause_list(parts)
    return format_message(translate("{clauses}."), clauses=text[:1].upper() + text[1:])


def spoken_list(parts: Sequence[str]) -> str:
    """"a", "a and b", "a, b and c" (in the current language's words for a list)."""
    parts = [str(part) for part in parts]
    if len(parts) <= 1:
        return "".join(parts)
    return format_message(translate("{list} and {last}"), list=comma_list(parts[:-1]), last=parts[-1])


class _SentenceFormatter(MessageFormatter):
    """Fills a phrase's placeholders. Besides Python's own format specs and the Korean particles
    (``language.MessageFormatter``) it knows two that word a value the English way, so that an
    English template says in one place how a value is worded:

    - ``{building:a}``: the value (its underscores as spaces) with its article, "an indigo plant";
    - ``{paid:count:doubloon}`` or ``{n:count:city:cities}``: the number with its noun, singular or
      plural as the number asks.

    A translated template writes its own nouns and takes the plural form its number asks for from
    the catalogue (see ``Phrase``), so outside English these two specs give the bare value.
    """

    def __init__(self, english: bool) -> None:
        self.english = english

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "a":
            text = str(value).replace("_", " ")
            return with_article(text) if self.english else text
        if format_spec.startswith("count:"):
            if not self.english:
                return str(value)
            forms = format_spec.split(":")[1:]
            return plural(int(value), forms[0], forms[1] if len(forms) > 1 else None)
        return super().format_field(value, format_spec)


_ENGLISH, _TRANSLATED = _SentenceFormatter(english=True), _SentenceFormatter(english=False)


@lru_cache(maxsize=None)
def counted_field(template: str) -> str | None:
    """The placeholder whose number decides a template's plural form: its first ``count:`` field."""
    for _, field, spec, _ in string.Formatter().parse(template):
        if field and spec and spec.startswith("count:"):
            return field
    return None


@dataclass(frozen=True)
class Phrase:
    """One thing that can be said of a player, as two whole templates: `named` for a player
    called by name (``{who}`` is the name, ``{whose}`` the name's possessive) and `you` for the
    person reading. Each is a complete clause with named placeholders, never pieces glued in
    English word order, so a translation rewrites each one whole, in its own order. A phrase
    without a subject has `you` equal to `named`.

    The ``messages`` catalogue is keyed on the whole English template. A template with a
    ``count:`` field is a plural entry there: the translation has one form per plural form of
    its language, and the first counted field's number picks the form (``translate_plural``).
    Outside English, ``{whose}`` is the bare name (a translation says the owner its own way).
    """

    named: str
    you: str = ""

    def template(self, who: Any) -> str:
        return self.you if self.you and who is not None and is_you(who) else self.named

    def say(self, who: Any = None, /, *, language: str | None = None, **fields: Any) -> str:
        """The clause about `who` (a name, "You" for the reader, None for no one in particular),
        its placeholders filled from `fields`, in `language` (default: the current one)."""
        code = current_language() if language is None else language
        english = code == SOURCE_LANGUAGE
        if who is not None:
            fields.setdefault("who", str(who))
            fields.setdefault("whose", f"{who}’s" if english else str(who))
        template = self.template(who)
        if not english:
            counted = counted_field(template)
            if counted is None:  # (`language`, not `code`: a language already in force is not checked again)
                template = translate(template, language=language)
            else:
                template = translate_plural(template, template, int(fields[counted]), language=language)
        if not _has_specs(template):  # no value worded by a spec (most templates): str.format, in C
            return template.format(**fields)
        return (_ENGLISH if english else _TRANSLATED).format(template, **fields)


# -- a refusal's reason, said in the reader's language --------------------------------------------------
class Named:
    """Components (a role, good, building, card...) by their ids in a reason's fields: said in the
    current language when the sentence is filled (several: joined by commas)."""

    __slots__ = ("kind", "ids")

    def __init__(self, kind: str, ids: Any) -> None:
        self.kind = kind
        self.ids = (ids,) if isinstance(ids, str) else tuple(ids)

    def __str__(self) -> str:
        return ", ".join(component_name(self.kind, one) for one in self.ids)

    def __format__(self, spec: str) -> str:
        shown = str(self)
        return with_article(shown) if spec == "a" else format(shown, spec)


class Seat(int):
    """A seat (from 0) in a reason's fields: "player N" in the engine's English (``name_seats``
    says it as a name), the player's name in a translated reason."""

    def __str__(self) -> str:
        return f"player {int(self)}"

    def __format__(self, spec: str) -> str:
        return str(self)


class _Counted(int):
    """A number in a reason's English: ``{n:count:card}`` is "1 card", "3 cards"."""

    def __format__(self, spec: str) -> str:
        if spec.startswith("count:"):
            forms = spec.split(":")[1:]
            return plural(int(self), forms[0], forms[1] if len(forms) > 1 else None)
        return int.__format__(self, spec)


class Reason(str):
    """Why an action is refused: the engine's English sentence (a ``str``, as every reason always
    was) that also keeps its template and fields, so a table says it whole in its own language
    (``said``; ``name_seats`` does it for every screen). The template is a catalogue entry (as a
    ``Phrase``'s is); fields are numbers, ``Named`` components and ``Seat`` seats.

    >>> why = Reason("{player} has no {card} in hand", player=Seat(1), card=Named("card", "sugar_mill"))
    >>> why, why.said(["Ana", "Bo"])
    ('player 1 has no sugar mill in hand', 'Bo has no sugar mill in hand')
    """

    template: str
    fields: dict[str, Any]

    def __new__(cls, template: str, /, **fields: Any) -> Reason:
        english = {key: _Counted(value) if value.__class__ is int else value for key, value in fields.items()}
        reason = super().__new__(cls, template.format(**english))
        reason.template, reason.fields = template, fields
        return reason

    def __getnewargs_ex__(self) -> tuple[tuple[str], dict[str, Any]]:
        return (self.template,), self.fields

    def said(self, names: Sequence[Any] | None = None) -> str:
        """The reason in the current language, seats said as `names` (or "Player N")."""
        if current_language() == SOURCE_LANGUAGE:  # (a field that is a Reason is already English in it)
            return _SEAT.sub(lambda m: seat_name(names, int(m.group(1))), str(self))
        fields = {key: seat_name(names, int(value)) if isinstance(value, Seat)
                  else value.said(names) if isinstance(value, Reason) else value  # a reason quoting words of its own
                  for key, value in self.fields.items()}
        template = self.template
        counted = counted_field(template)
        text = translate(template) if counted is None else translate_plural(template, template, int(fields[counted]))
        if not _has_specs(text):  # the common case, filled by str.format (a table says dozens of reasons a draw)
            return text.format(**fields)
        return _TRANSLATED.format(text, **fields)


@lru_cache(maxsize=8192)
def _has_specs(template: str) -> bool:
    """Does a template word a value with a spec (``{building:a}``, ``{n:count:card}``, a Korean
    particle, a Dutch article)? Without one, ``str.format`` fills it exactly as the formatters do."""
    return any(spec for _, _, spec, _ in string.Formatter().parse(template))


class Worded:
    """Words of the catalogue in a reason's fields (marked ``N_`` where they are written): said in
    the current language when the sentence is filled; several are alternatives ("a or b")."""

    __slots__ = ("messages",)

    def __init__(self, *messages: str) -> None:
        self.messages = messages

    def __str__(self) -> str:
        said = [translate(message) for message in self.messages]
        if len(said) <= 1:
            return "".join(said)
        either = translate("{list} or {last}")
        return format_message(either, list=comma_list(said[:-1]), last=said[-1])

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)
