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
