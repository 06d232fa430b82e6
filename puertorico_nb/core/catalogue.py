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
    from . import registry  # every registered game brings its own rules
    rules: dict[str, Rule] = {}
    for name in registry.names():
        for r in registry.record(name).rules:
            if r.id in rules:
                raise ValueError(f"rule id {r.id!r} appears twice in the catalogue")
            rules[r.id] = r
    return rules


def all_rules() -> list[Rule]:
    return list(_index().values())


def get(rule_id: str) -> Rule | None:
    return _index().get(rule_id)


def search(query: str = "") -> list[Rule]:
    """Rules whose id, statement, topic or citations contain every word of the query."""
    words = query.lower().split()
    out = []
    for r in _index().values():
        text = " ".join([r.id, r.statement, r.topic, r.note or "", r.cite()]).lower()
        if all(w in text for w in words):
            out.append(r)
    return out
