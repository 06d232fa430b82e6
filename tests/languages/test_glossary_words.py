"""The catalogues hold to the glossaries: a game term is said with one word in a language, and no
entry is an English copy left untranslated.

- Icelandic says a worker (a colonist or a noble, what the mayor places) *verkamaður*, declined
  as *maður* (docs/glossary/is.md gives the reasons and what the book says, by section): never
  the phrase *vinnandi maður* nor *starfsmaður*, as some entries did.
- No entry of either domain, in any language, has a translation equal to its English unless the
  entry is only names, numbers, placeholders and punctuation, or a word the language's glossary
  lists as the same in that language (Dutch *indigo*, Norwegian *monument*...).
"""
from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from puertorico_nb.core.language import LANGUAGES, LOCALE_DIR, SOURCE_LANGUAGE

TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
GLOSSARIES = LOCALE_DIR.parents[1] / "docs" / "glossary"


def _catalogue(code: str, domain: str):
    with (LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.po").open("rb") as file:
        return read_po(file, locale=code)


def _forms(message) -> list[str]:
    return [message.string] if isinstance(message.string, str) else list(message.string)


def _english(message) -> list[str]:
    return [message.id] if isinstance(message.id, str) else list(message.id)


@pytest.mark.parametrize("domain", ["messages", "rules"])
def test_icelandic_says_a_worker_verkamadur(domain):
    said = 0
    for message in _catalogue("is", domain):
        if not message.id:
            continue
        for form in _forms(message):
            assert not re.search(r"vinnandi|starfsm", form, re.IGNORECASE), form
        english = " ".join(_english(message))
        if re.search(r"\bworkers?\b", english, re.IGNORECASE) and "{worker" not in english:
            assert all(re.search(r"[Vv]erkam[aöe]", form) for form in _forms(message)), (english, _forms(message))
            said += 1
    assert said >= (10 if domain == "messages" else 1)


PLACEHOLDER = re.compile(r"\{[^{}]*(\{[^{}]*\}[^{}]*)*\}")
WORD = re.compile(r"[^\W\d_]+")
SAME_HEADING = "## The same words in English and "


def same_as_english(code: str) -> set[str]:
    """The words the glossary of `code` lists as written as in English: its names whose term is the
    English word, and the words of its section "The same words in English and ..." (in italics)."""
    text = (GLOSSARIES / f"{code}.md").read_text(encoding="utf-8")
    words: set[str] = set()
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 5 and cells[2].casefold() == cells[3].casefold():  # kind | id | English | term | source
            words |= {word.casefold() for word in WORD.findall(cells[2])}
    assert SAME_HEADING in text, f"docs/glossary/{code}.md has no section {SAME_HEADING!r}"
    section = text.split(SAME_HEADING, 1)[1].split("\n## ", 1)[0]
    for listed in re.findall(r"\*([^*]+)\*", section):
        words |= {word.casefold() for word in WORD.findall(listed)}
    return words


@pytest.mark.parametrize("domain", ["messages", "rules"])
@pytest.mark.parametrize("code", TRANSLATED)
def test_no_entry_is_an_english_copy_left_untranslated(code, domain):
    allowed = same_as_english(code)
    copies = []
    for message in _catalogue(code, domain):
        if not message.id:
            continue
        english = _english(message)
        for number, form in enumerate(_forms(message)):
            if form != english[min(number, len(english) - 1)]:
                continue
            words = {word.casefold() for word in WORD.findall(PLACEHOLDER.sub(" ", form))}
            if words - allowed:  # only placeholders, numbers and punctuation, or words listed as the same: no copy
                copies.append(f"{message.context or ''} {form!r}: {sorted(words - allowed)}")
    assert not copies, f"{code}/{domain}.po: translated as the English itself:\n" + "\n".join(copies)
