"""The rule catalogue: a stable id, one sentence in our own words, and where the books say it.

Each game keeps its own entries (data only, its ``catalogue_rules``) and plugs them in through the
registry; this module gives the types and the look-ups the games, the command line and the widgets use.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True)
class Citation:
    book: str  # "Icelandic rulebook"
    section: str  # the heading in the book's own language, with an English gloss

    def __str__(self) -> str:
        return f"{self.book}, section {self.section}"


@dataclass(frozen=True)
class Rule:
    id: str
    statement: str
    citations: tuple[Citation, ...]
    topic: str = ""
    outside_books: bool = False  # a reading we chose where the books are silent
    note: str | None = None

    def cite(self) -> str:
        return "; ".join(map(str, self.citations)) or "not stated in the rulebooks (our reading)"

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
        text = " ".join([r.id, r.statement, r.topic, r.note or "", r.cite()]).lower()
        if all(w in text for w in words):
            weight = sum(3 * (w in r.id.lower()) + (w in r.statement.lower()) for w in words)
            found.append((-weight, len(found), r))
    return [r for _, _, r in sorted(found)]
