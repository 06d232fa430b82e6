"""The rule catalogue for people: search it by words, role, building or rule id, and present one
rule with its statement, its citations and what exercises it (for the rules browser and the
``rules`` command).

>>> [r.id for r in search_rules("captain.largest-empty-ship")][:1]
['captain.largest-empty-ship']
>>> "captain.harbor" in [r.id for r in search_rules("harbor captain")]
True
>>> any("small market" in r.english.lower() for r in search_rules("small_market"))
True

In another language a rule is found by the words of its statement in that language and by the
names of what its id names (``captain.wharf``: the captain and the wharf), as the books of that
language call them; English words find it too:

>>> [r.id for r in search_rules("선장", language="ko")][:2]
['captain.must-load-when-able', 'captain.one-good-per-turn']
>>> [r.id for r in search_rules("조선소", language="ko")][0]
'captain.wharf'
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from .core import catalogue
from .core.language import check_language, component_name, current_language, speak, speak_plural, translate, using_language
from .core.words import comma_list

# what the parts of a rule id can name (captain, wharf, gold-mine), in the rules catalogue
NAME_KINDS = ("role", "building", "card", "good", "term")

__all__ = ["search_rules", "entry", "entry_text"]


def _words(text: str) -> str:
    """Lower case, with `_`, `-` and `.` as spaces: `small_market`, `small-market` and
    `small market` all read alike."""
    return " ".join(str(text).lower().replace("_", " ").replace("-", " ").replace(".", " ").split())


@lru_cache(maxsize=None)
def _names(part: str, language: str) -> str:
    """What one part of a rule id (``wharf``, ``gold-mine``) is called in `language`, lower case:
    its names as a role, building, card, good or common word there (none in English)."""
    english = part.replace("-", " ")
    names = {component_name(kind, english, language=language) for kind in NAME_KINDS} - {english}
    return " ".join(sorted(name.lower() for name in names))


def _head(rule: catalogue.Rule) -> str:
    """The part of the id naming what the rule is about: ``captain`` in captain.wharf, ``gold-mine``
    in sj.gold-mine.keep."""
    parts = rule.id.split(".")
    return parts[1] if rule.id.startswith("sj.") and len(parts) > 2 else parts[0]


def _id_words(rule: catalogue.Rule, language: str) -> str:
    """The rule id's words, with what they name in `language`."""
    return " ".join([_words(rule.id), *(_names(part, language) for part in rule.id.split(".") if part != "sj")])


def _haystack(rule: catalogue.Rule, language: str) -> str:
    return " ".join([_id_words(rule, language), _words(rule.english), _words(rule.statement_in(language)),
                     _words(rule.topic), _words(rule.note or ""), _words(rule.note_in(language) or ""),
                     _words(rule.cite())])


def search_rules(query: str = "", language: str | None = None) -> list[catalogue.Rule]:
    """Rules matching every word of `query` (a rule id, a role, a building, any words) in English or
    in `language` (default: the language spoken now), best first: the rule whose id is the query,
    then rules whose id starts with a word of it (the role's own rules), then the others in
    catalogue order."""
    language = current_language() if language is None else check_language(language)
    query = (query or "").strip()
    rules = catalogue.all_rules()
    if not query:
        return rules
    exact = catalogue.get(query)
    if exact is not None:
        rest = [r for r in rules if r.id != exact.id and r.id.startswith(exact.id + ".")]
        return [exact, *rest]
    wanted = _words(query).split()
    found = [r for r in rules if all(w in _haystack(r, language) for w in wanted)]
    if not found and any(w.endswith("s") for w in wanted):  # "ships", "colonists": try the singular
        singular = [w[:-1] if w.endswith("s") and len(w) > 3 else w for w in wanted]
        found = [r for r in rules if all(w in _haystack(r, language) for w in singular)]
    heads = {w for w in wanted}
    said = " ".join(wanted)

    def rank(item: tuple[int, catalogue.Rule]) -> tuple[int, int]:
        position, r = item
        head = _head(r)
        named = _names(head, language)
        about_head = _words(head) in heads or bool(named) and named in said
        in_id = all(w in _id_words(r, language) for w in wanted)
        return (0 if about_head else 1 if in_id else 2, position)

    return [r for _, r in sorted(enumerate(found), key=rank)]


def _grouped_rulings(uses: list[dict]) -> list[dict]:
    """One entry per ruling (file and index), with the steps that meet the rule."""
    out: dict[tuple[str, int], dict] = {}
    for u in uses:
        key = (u["file"], u["index"])
        item = out.setdefault(key, {"file": u["file"], "index": u["index"], "title": u["title"],
                                    "game": u.get("game", "puerto_rico"), "steps": [], "how": []})
        if u["step"] not in item["steps"]:
            item["steps"].append(u["step"])
        if u["how"] not in item["how"]:
            item["how"].append(u["how"])
    return list(out.values())


def entry(rule: catalogue.Rule, index: Any = None, language: str | None = None) -> dict[str, Any]:
    """One rule, JSON-ready: id, statement and note (in `language`, default the one spoken now),
    citations (book and section, as the books print them), topic, whether it is our reading
    where the books are silent, and the rulings and tutorial steps exercising it."""
    used = index.for_rule(rule.id, language) if index is not None else {"rulings": [], "tutorials": []}
    return {
        "id": rule.id,
        "statement": rule.statement_in(language),
        "citations": [{"book": c.book, "section": c.section} for c in rule.citations],
        "topic": rule.topic,
        "note": rule.note_in(language) or "",
        "outside_books": rule.outside_books,
        "rulings": _grouped_rulings(used["rulings"]),
        "tutorials": used["tutorials"],
    }


def entry_text(rule: catalogue.Rule, index: Any = None, notes: bool = False, language: str | None = None) -> str:
    """The entry as the command line prints it, in `language` (default: the one spoken now): the
    statement, the citations (the books' section names as printed), the note, the rulings (their
    titles where a ruling has them in that language) and tutorial steps exercising it."""
    with using_language(language):
        lines = [rule.id, f"    {rule.statement_in(None)}"]
        if rule.citations:
            lines += [f"    - {c.said_in()}" for c in rule.citations]
        else:
            lines.append("    - " + translate("not stated in the rulebooks (our reading)"))
        if notes and rule.note:
            lines.append("    " + speak("note: {note}", note=rule.note_in(None)))
        if index is not None:
            e = entry(rule, index)
            for r in e["rulings"]:
                lines.append("    " + speak_plural("ruling: {file} #{number} (step {steps}) {title}",
                                                   "ruling: {file} #{number} (steps {steps}) {title}", len(r["steps"]),
                                                   file=r["file"], number=r["index"] + 1, title=r["title"],
                                                   steps=comma_list([str(step) for step in r["steps"]])))
            for t in e["tutorials"]:
                where = dict(notebook=t["notebook"], cell=t["cell"], heading=t["heading"])
                lines.append("    " + (speak("tutorial: {notebook}, cell {cell} ({heading})", **where) if t["heading"]
                                       else speak("tutorial: {notebook}, cell {cell}", **where)))
    return "\n".join(lines)
