"""The rule catalogue for people: search it by words, role, building or rule id, and present one
rule with its statement, its citations and what exercises it (for the rules browser and the
``rules`` command).

>>> [r.id for r in search_rules("captain.largest-empty-ship")][:1]
['captain.largest-empty-ship']
>>> "captain.harbor" in [r.id for r in search_rules("harbor captain")]
True
>>> any("small market" in r.statement.lower() for r in search_rules("small_market"))
True
"""
from __future__ import annotations

from typing import Any

from .core import catalogue

__all__ = ["search_rules", "entry", "entry_text"]


def _words(text: str) -> str:
    """Lower case, with `_`, `-` and `.` as spaces: `small_market`, `small-market` and
    `small market` all read alike."""
    return " ".join(str(text).lower().replace("_", " ").replace("-", " ").replace(".", " ").split())


def _haystack(rule: catalogue.Rule) -> str:
    return " ".join([_words(rule.id), _words(rule.statement), _words(rule.topic), _words(rule.note or ""),
                     _words(rule.cite())])


def search_rules(query: str = "") -> list[catalogue.Rule]:
    """Rules matching every word of `query` (a rule id, a role, a building, any words), best first:
    the rule whose id is the query, then rules whose id starts with a word of it (the role's own
    rules), then the others in catalogue order."""
    query = (query or "").strip()
    rules = catalogue.all_rules()
    if not query:
        return rules
    exact = catalogue.get(query)
    if exact is not None:
        rest = [r for r in rules if r.id != exact.id and r.id.startswith(exact.id + ".")]
        return [exact, *rest]
    wanted = _words(query).split()
    found = [r for r in rules if all(w in _haystack(r) for w in wanted)]
    if not found and any(w.endswith("s") for w in wanted):  # "ships", "colonists": try the singular
        singular = [w[:-1] if w.endswith("s") and len(w) > 3 else w for w in wanted]
        found = [r for r in rules if all(w in _haystack(r) for w in singular)]
    heads = {w for w in wanted}

    def rank(item: tuple[int, catalogue.Rule]) -> tuple[int, int]:
        position, r = item
        head = _words(r.id.split(".")[-2] if r.id.startswith("sj.") else r.id.split(".")[0])
        in_id = all(w in _words(r.id) for w in wanted)
        return (0 if head in heads else 1 if in_id else 2, position)

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


def entry(rule: catalogue.Rule, index: Any = None) -> dict[str, Any]:
    """One rule, JSON-ready: id, statement, citations (book and section), topic, note, whether it
    is our reading where the books are silent, and the rulings and tutorial steps exercising it."""
    used = index.for_rule(rule.id) if index is not None else {"rulings": [], "tutorials": []}
    return {
        "id": rule.id,
        "statement": rule.statement,
        "citations": [{"book": c.book, "section": c.section} for c in rule.citations],
        "topic": rule.topic,
        "note": rule.note or "",
        "outside_books": rule.outside_books,
        "rulings": _grouped_rulings(used["rulings"]),
        "tutorials": used["tutorials"],
    }


def entry_text(rule: catalogue.Rule, index: Any = None, notes: bool = False) -> str:
    """The entry as the command line prints it."""
    lines = [rule.id, f"    {rule.statement}"]
    if rule.citations:
        lines += [f"    - {c.book}, section {c.section}" for c in rule.citations]
    else:
        lines.append("    - not stated in the rulebooks (our reading)")
    if notes and rule.note:
        lines.append(f"    note: {rule.note}")
    if index is not None:
        e = entry(rule, index)
        for r in e["rulings"]:
            steps = ", ".join(map(str, r["steps"]))
            lines.append(f"    ruling: {r['file']} #{r['index'] + 1} (step{'s' if len(r['steps']) > 1 else ''} "
                         f"{steps}) {r['title']}")
        for t in e["tutorials"]:
            lines.append(f"    tutorial: {t['notebook']}, cell {t['cell']}"
                         + (f" ({t['heading']})" if t["heading"] else ""))
    return "\n".join(lines)
