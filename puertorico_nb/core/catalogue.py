"""The rule catalogue: a stable id, one sentence in our own words, and where the books say it.

Each game keeps its own entries (data only, its ``catalogue_rules``) and plugs them in through the
registry; this module gives the types and the look-ups the games, the command line and the widgets use.

A rule is written in English and said in the language spoken (``core.language``): its statement is
looked up in the ``rules`` catalogue under the rule's id, so every table, verdict and page that
shows a statement shows it in its reader's language. Citations keep the books' own section names.

>>> rule = get("captain.ship-full")
>>> rule.statement_in("en")
'A full cargo ship takes no more barrels until it has been emptied.'
>>> rule.statement_in("ko")
'가득 찬 수송선은 비울 때까지 더는 농작물을 싣지 않는다.'
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .language import N_, speak, translate

# the books' names, said in the reader's language where a citation is shown
BOOKS = (N_("Icelandic rulebook"), N_("Korean rulebook"), N_("Norwegian rulebook"), N_("Dutch rulebook"),
         N_("Chinese rulebook excerpt"))
OUR_READING = N_("not stated in the rulebooks (our reading)")


@dataclass(frozen=True)
class Citation:
    book: str  # "Icelandic rulebook"
    section: str  # the heading in the book's own language, with an English gloss

    def __str__(self) -> str:
        return f"{self.book}, section {self.section}"

    def said_in(self, language: str | None = None) -> str:
        """The citation in `language` (None: the one spoken now): the book named in it, the
        section's heading as the book prints it."""
        return speak("{book}, section {section}", language=language, book=translate(self.book, language=language),
                     section=self.section)


@dataclass(frozen=True)
class Rule:
    id: str
    english: str  # the statement as written, in English: the rules catalogue's message for this id
    citations: tuple[Citation, ...]
    topic: str = ""
    outside_books: bool = False  # a reading we chose where the books are silent
    note: str | None = None

    @property
    def statement(self) -> str:
        """The statement in the language spoken now (see ``core.language``)."""
        return self.statement_in(None)

    def statement_in(self, language: str | None) -> str:
        """The statement in `language` (None: the one spoken now); English where no translation is."""
        return translate(self.english, language=language, domain="rules", context=self.id)

    def note_in(self, language: str | None) -> str | None:
        """The note (where the books differ or are silent) in `language`, None: the one spoken now;
        its message in the rules catalogue is keyed on ``<id>/note``."""
        if not self.note:
            return self.note
        return translate(self.note, language=language, domain="rules", context=f"{self.id}/note")

    def cite(self) -> str:
        return "; ".join(map(str, self.citations)) or OUR_READING

    def cite_in(self, language: str | None = None) -> str:
        """``cite()`` in `language` (None: the one spoken now)."""
        return "; ".join(c.said_in(language) for c in self.citations) or translate(OUR_READING, language=language)

    def __str__(self) -> str:
        return f"{self.id}: {self.statement} ({self.cite()})"


@lru_cache(maxsize=None)
def _index() -> dict[str, Rule]:
    return {rule_id: rule for rule_id, (rule, _) in _by_game().items()}


@lru_cache(maxsize=None)
def _by_game() -> dict[str, tuple[Rule, str]]:
    """rule id -> (the rule, the name of the game it belongs to)."""
    from . import registry  # every registered game brings its own rules
    rules: dict[str, tuple[Rule, str]] = {}
    for name in registry.names():
        for r in registry.record(name).rules:
            if r.id in rules:
                raise ValueError(f"rule id {r.id!r} appears twice in the catalogue")
            rules[r.id] = (r, name)
    return rules


def all_rules() -> list[Rule]:
    return list(_index().values())


def get(rule_id: str) -> Rule | None:
    return _index().get(rule_id)


def search(query: str = "", game: str | None = None) -> list[Rule]:
    """Rules whose id, statement, topic or citations contain every word of the query (of one
    game when ``game`` names it), best first: a word in the rule's id counts most, then in its
    statement, then anywhere else.

    >>> [r.id for r in search("prospector privilege")][0]
    'prospector.privilege'
    >>> {r.id.split(".")[0] for r in search("library", game="san_juan")}
    {'sj'}
    """
    words = query.lower().split()
    found: list[tuple[int, int, Rule]] = []
    for r, name in _by_game().values():
        if game is not None and name != game:
            continue
        said = r.statement.lower()
        text = " ".join([r.id, r.english, said, r.topic, r.note or "", r.cite()]).lower()
        if all(w in text for w in words):
            weight = sum(3 * (w in r.id.lower()) + (w in said or w in r.english.lower()) for w in words)
            found.append((-weight, len(found), r))
    return [r for _, _, r in sorted(found)]
