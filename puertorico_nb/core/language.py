"""The language the package speaks: English (the source) and the five rulebooks' languages.

Messages are gettext catalogues (``puertorico_nb/locale/<code>/LC_MESSAGES/<domain>.mo``, compiled
from the ``.po`` sources beside them by ``make translations``) read with the standard library's
``gettext``, so this runs wherever the engine runs, Pyodide included. Two domains:

- ``messages``: everything the tables, widgets, sessions, bots' hints and reports say, each message
  a whole sentence (or label) keyed on its English text;
- ``rules``: the rule catalogue's statements and the names of components, looked up with a context
  saying what the name is (``"role"``, ``"good"``, ``"building"``, ``"card"``, ``"tile"``), keyed on
  the name as the English table shows it (lower case, spaces: ``"small indigo plant"``).

The language is chosen package-wide (``set_language``), for a block of code (``using_language``)
or per call (``language=``); by default it is the environment's (``LANGUAGE``, ``LANG``), else
English.

>>> translate("Confirm", language="en")
'Confirm'
>>> with using_language("en"):
...     current_language()
'en'
>>> format_message("{name:을} 고릅니다", name="선장"), format_message("{name:을} 고릅니다", name="상인")
('선장을 고릅니다', '상인을 고릅니다')
>>> format_message("{a:은} {b:와} 함께", a="시장", b="배"), format_message("{a:로}", a="항구")
('시장은 배와 함께', '항구로')
>>> language_from_environment({"LANG": "ko_KR.UTF-8"}), language_from_environment({"LANGUAGE": "zh_CN:en"})
('ko', 'zh_Hans')
>>> set_language("xx")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ValueError: unknown language 'xx'; the package speaks: en (English), is (Íslenska), ko (한국어), ...
"""
from __future__ import annotations

import gettext
import os
import string
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator, Mapping, Sequence

# code -> the language's own name for itself (what a language menu shows)
LANGUAGES: dict[str, str] = {
    "en": "English",
    "is": "Íslenska",
    "ko": "한국어",
    "nl": "Nederlands",
    "nb": "Norsk bokmål",
    "zh_Hans": "简体中文",
}
SOURCE_LANGUAGE = "en"
DOMAINS = ("messages", "rules")
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

# Locale names other programs use for the languages spoken here (lower case, before any
# ".encoding" or "@modifier"). Chinese in the traditional script (zh_TW, zh_HK, zh_Hant) is not
# among them: it falls through to the next language the environment asks for.
_ALIASES = {
    "en": "en", "is": "is", "ko": "ko", "nl": "nl",
    "nb": "nb", "no": "nb", "nb_no": "nb", "no_no": "nb",
    "zh": "zh_Hans", "zh_cn": "zh_Hans", "zh_sg": "zh_Hans", "zh_hans": "zh_Hans", "zh_hans_cn": "zh_Hans",
    "c": "en", "posix": "en",
}

_package_language: str | None = None  # set_language's choice; None: the environment's
_block_language: ContextVar[str | None] = ContextVar("puertorico_nb_language", default=None)


def check_language(code: Any) -> str:
    """`code` if the package speaks it, else a ValueError listing the languages it speaks."""
    if code in LANGUAGES:
        return str(code)
    spoken = ", ".join(f"{known} ({name})" for known, name in LANGUAGES.items())
    raise ValueError(f"unknown language {code!r}; the package speaks: {spoken}")


def _from_locale_name(name: str) -> str | None:
    """The language code for a locale name such as ``ko_KR.UTF-8`` or ``nb_NO``, or None."""
    base = name.strip().split(".")[0].split("@")[0].replace("-", "_").lower()
    if not base:
        return None
    if base in _ALIASES:
        return _ALIASES[base]
    language, _, region = base.partition("_")
    if language == "zh" and region in ("tw", "hk", "mo", "hant"):
        return None
    return _ALIASES.get(language)


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The first language of ``LANGUAGE`` (a colon-separated list), else of ``LC_ALL``,
    ``LC_MESSAGES`` or ``LANG``, that the package speaks; English when none is."""
    environ = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for name in environ.get(variable, "").split(":"):
            code = _from_locale_name(name)
            if code is not None:
                return code
    return SOURCE_LANGUAGE


@lru_cache(maxsize=1)
def _environment_default() -> str:
    return language_from_environment()


def set_language(code: str | None) -> None:
    """Speak `code` from now on, everywhere in the package (a table or widget given its own
    ``language=`` keeps it). None goes back to the environment's language."""
    global _package_language
    if code is None:
        _environment_default.cache_clear()
        _package_language = None
        return
    _package_language = check_language(code)


def current_language() -> str:
    """The language spoken now: ``using_language``'s, else ``set_language``'s, else the environment's."""
    return _block_language.get() or _package_language or _environment_default()


@contextmanager
def using_language(code: str | None) -> Iterator[str]:
    """Speak `code` inside the block (None: keep the current language); the language in force
    before comes back after it, whatever happens inside."""
    token = _block_language.set(check_language(code) if code is not None else current_language())
    try:
        yield current_language()
    finally:
        _block_language.reset(token)


@lru_cache(maxsize=None)
def catalogue(code: str, domain: str = "messages") -> gettext.NullTranslations:
    """The compiled catalogue of `domain` in language `code` (English, or a catalogue not
    compiled yet, says every message as its source)."""
    check_language(code)
    path = LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.mo"
    if code == SOURCE_LANGUAGE or not path.is_file():
        return gettext.NullTranslations()
    with path.open("rb") as file:
        return gettext.GNUTranslations(file)


def _language(language: str | None) -> str:
    return current_language() if language is None else check_language(language)


# (language, domain, context, message) -> its translation: a table draws the same few hundred
# messages and names again and again, so each is looked up in its catalogue once
_TRANSLATED: dict[tuple[str, str, str | None, str], str] = {}


def translate(message: str, *, language: str | None = None, domain: str = "messages",
              context: str | None = None) -> str:
    """`message` (English) in `language` (default: the current one); the English itself where
    the catalogue has no translation yet."""
    code = current_language() if language is None else check_language(language)
    if code == SOURCE_LANGUAGE or not message:  # (gettext's translation of "" is the catalogue's header)
        return message
    key = (code, domain, context, message)
    found = _TRANSLATED.get(key)
    if found is None:
        table = catalogue(code, domain)
        found = table.pgettext(context, message) if context is not None else table.gettext(message)
        if len(_TRANSLATED) < 100_000:  # bounded, whatever a caller passes
            _TRANSLATED[key] = found
    return found


def translate_plural(singular: str, plural: str, n: int, *, language: str | None = None,
                     domain: str = "messages", context: str | None = None) -> str:
    """The form of a message a count of `n` asks for, by the language's own plural rule (the
    catalogue header's ``Plural-Forms``): one form in Korean and Chinese, two in Icelandic,
    Dutch and Norwegian."""
    code = _language(language)
    if code == SOURCE_LANGUAGE:
        return singular if n == 1 else plural
    key = (code, domain, context, singular, plural, n)  # by the count itself: no plural rule to run again
    found = _TRANSLATED_PLURAL.get(key)
    if found is None:
        table = catalogue(code, domain)
        found = table.npgettext(context, singular, plural, n) if context is not None else table.ngettext(singular, plural, n)
        if len(_TRANSLATED_PLURAL) < 100_000:
            _TRANSLATED_PLURAL[key] = found
    return found


_TRANSLATED_PLURAL: dict[tuple[str, str, str | None, str, str, int], str] = {}


def N_(message: str) -> str:
    """Marks `message` for the catalogue where it is written (a table of words at module level)
    without translating it yet: it is translated with ``translate`` when it is said."""
    return message


def component_name(kind: str, name: Any, *, language: str | None = None) -> str:
    """A component's name (a role, good, building, card or tile, given as its id or its English
    words) in `language`, from the ``rules`` catalogue: ``component_name("role", "captain")``."""
    code = current_language() if language is None else check_language(language)
    key = (code, kind, name)
    found = _NAMES.get(key) if isinstance(name, str) else None
    if found is None:
        found = translate(str(name).replace("_", " "), language=code, domain="rules", context=kind)
        if isinstance(name, str) and len(_NAMES) < 100_000:
            _NAMES[key] = found
    return found


_NAMES: dict[tuple[str, str, str], str] = {}  # (language, kind, id) -> the name, looked up once


# -- Korean particles ---------------------------------------------------------------------------------
# Each pair: the form after a final consonant, the form after a vowel. 로/으로 is special: after
# the consonant ㄹ it takes the vowel's form (항구로, 서울로, 집으로).
_PARTICLE_PAIRS = (("은", "는"), ("이", "가"), ("을", "를"), ("과", "와"), ("으로", "로"), ("이나", "나"),
                   ("이라", "라"), ("아", "야"))
PARTICLES: dict[str, tuple[str, str]] = {form: pair for pair in _PARTICLE_PAIRS for form in pair}
_HANGUL_FIRST, _HANGUL_LAST, _RIEUL = 0xAC00, 0xD7A3, 8
# How the digits are read (영 일 이 삼 사 오 육 칠 팔 구): final consonant, and whether it is ㄹ.
_DIGIT_ENDINGS = {"0": (True, False), "1": (True, True), "2": (False, False), "3": (True, False),
                  "4": (False, False), "5": (False, False), "6": (True, False), "7": (True, True),
                  "8": (True, True), "9": (False, False)}
_LATIN_FINALS = {"l": (True, True), "m": (True, False), "n": (True, False), "k": (True, False),
                 "p": (True, False), "t": (True, False), "b": (True, False), "g": (True, False)}
_SKIPPED_AT_END = set(")]}\"'’”»›.\u2069\u2068 ")


@lru_cache(maxsize=4096)  # a pure function of the word; a table says the same few names each draw
def _final_sound(word: str) -> tuple[bool, bool]:
    """(does `word` end in a final consonant, is that consonant ㄹ) as Korean reads it aloud."""
    text = str(word).rstrip()
    while text and text[-1] in _SKIPPED_AT_END:
        text = text[:-1]
    if not text:
        return False, False
    last = text[-1]
    code = ord(last)
    if _HANGUL_FIRST <= code <= _HANGUL_LAST:
        final = (code - _HANGUL_FIRST) % 28
        return final != 0, final == _RIEUL
    if last in _DIGIT_ENDINGS:
        return _DIGIT_ENDINGS[last]
    return _LATIN_FINALS.get(last.lower(), (False, False))


def particle(word: Any, form: str) -> str:
    """The Korean particle of `form`'s pair that fits after `word`: ``particle("선장", "을")`` is
    "을", ``particle("상인", "를")`` is also "을", ``particle("항구", "으로")`` is "로"."""
    after_consonant, after_vowel = PARTICLES[form]
    has_final, is_rieul = _final_sound(str(word))
    if after_consonant == "으로" and is_rieul:
        return after_vowel
    return after_consonant if has_final else after_vowel


# -- Dutch articles ----------------------------------------------------------------------------------
# A Dutch noun takes "de" or "het" by its gender, a compound by its last part (het raadhuis, de
# markthal). The game's names (docs/glossary/nl.md) whose last part is a het-word end in one of these.
_DUTCH_HET_ENDINGS = ("aquaduct", "archief", "beeld", "bos", "bureau", "eiland", "fort", "gebouw", "hospitium",
                      "huis", "kaartje", "kadaster", "kantoor", "klooster", "monument", "paleis", "privilege",
                      "punt", "schip", "station", "verblijf")
ARTICLE_SPECS = frozenset({"de"})  # {name:de}: the name after its Dutch definite article


def dutch_article(word: Any) -> str:
    """The Dutch definite article of `word`: ``dutch_article("raadhuis")`` is "het",
    ``dutch_article("markthal")`` is "de"."""
    return "het" if str(word).strip("\u2068\u2069 ").lower().endswith(_DUTCH_HET_ENDINGS) else "de"


Piece = tuple[str, "str | None", str]  # literal text, then the field it is followed by (or None) and its spec


@lru_cache(maxsize=8192)  # a pure function of the template: a table fills the same few hundred again and again
def _pieces(template: str) -> tuple[Piece, ...] | None:
    """A template cut into its pieces, or None where a field needs ``string.Formatter``'s whole
    handling (a positional or dotted field, a conversion, a field inside a spec)."""
    pieces = []
    for literal, field, spec, conversion in string.Formatter().parse(template):
        if field is not None and (not field.isidentifier() or conversion is not None or "{" in (spec or "")):
            return None
        pieces.append((literal, field, spec or ""))
    return tuple(pieces)


class MessageFormatter(string.Formatter):
    """Fills a message's named placeholders. Besides Python's own format specs it knows the Korean
    particles: ``{name:을}`` (or ``{name:를}``) is the value followed by 을 or 를, whichever its last
    sound asks for; likewise 은/는, 이/가, 과/와, 으로/로, 이나/나, 이라/라, 아/야. ``{name:de}`` is
    the value after its Dutch article, "de" or "het"."""

    def vformat(self, format_string: str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> str:
        """As ``string.Formatter.vformat``, with a template of plain named fields cut into pieces once
        (the general parser ran on every fill: most of the cost of a message with a particle)."""
        pieces = _pieces(format_string)
        if pieces is None or args:
            return super().vformat(format_string, args, kwargs)
        out = []
        for literal, field, spec in pieces:
            out.append(literal)
            if field is not None:
                out.append(self.format_field(kwargs[field], spec))
        return "".join(out)

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec in PARTICLES:
            text = str(value)
            return text + particle(text, format_spec)
        if format_spec in ARTICLE_SPECS:
            text = str(value)
            return f"{dutch_article(text)} {text}"
        return str(super().format_field(value, format_spec))


_FORMATTER = MessageFormatter()


def format_message(template: str, /, **fields: Any) -> str:
    """`template` with its placeholders filled (Korean particles chosen, see ``MessageFormatter``)."""
    return _FORMATTER.format(template, **fields)


def speak(message: str, /, *, language: str | None = None, **fields: Any) -> str:
    """`message` translated into `language` and its placeholders filled:
    ``speak("{name} passes", name="Ana")``."""
    return format_message(translate(message, language=language), **fields)


def speak_plural(singular: str, plural: str, n: int, /, *, language: str | None = None, **fields: Any) -> str:
    """The form of a message `n` asks for, translated and filled (``n`` is a field too)."""
    fields.setdefault("n", n)
    return format_message(translate_plural(singular, plural, n, language=language), **fields)
