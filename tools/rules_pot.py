"""The ``rules`` translation domain: the rule catalogue's statements and the components' names.

    python tools/rules_pot.py           # write the template, update every .po, compile the .mo files
    python tools/rules_pot.py --check   # change nothing: exit 1 and say what is out of date

The messages are data, not calls in code, so this reads them where they live instead of scanning
source files: every rule of every registered game (its id is the message's context, its English
statement the message; its note, where it has one, under ``<id>/note``) and every named component
(the context says what it is: ``role``, ``good``, ``building`` for Puerto Rico, ``card`` for San
Juan, ``term`` for the common words; the message is the name as the English table shows it,
"small indigo plant").

The names are written once, in the glossaries (docs/glossary/<code>.md: the term and the book and
section it comes from), and copied from there into each language's ``rules.po``; the statements
are translated in the ``.po`` files themselves. Babel's catalogue code reads, merges and writes the
``.po`` files and compiles the ``.mo`` files the package reads at run time (``make translations``).

Kept out of the package: it only writes files under puertorico_nb/locale/.
"""
from __future__ import annotations

import argparse
import datetime
import io
import re
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "puertorico_nb" / "locale"
GLOSSARY = ROOT / "docs" / "glossary"
DOMAIN = "rules"
LANGUAGES = ("is", "ko", "nl", "nb", "zh_Hans")
BABEL_LOCALES: dict[str, str] = {}  # a code Babel reads differently (none: Babel knows zh_Hans)
KINDS = ("role", "good", "building", "card", "term")
HEADER = "The rule catalogue and the components' names of puertorico_nb"
# Fixed dates and names in the headers, so the files change only when a message does.
STAMP = datetime.datetime(2026, 11, 28, tzinfo=datetime.timezone.utc)
TEAMS = {"is": "Icelandic", "ko": "Korean", "nl": "Dutch", "nb": "Norwegian Bokmål", "zh_Hans": "Chinese (simplified)"}


def _header(catalog: Catalog, language: str | None) -> Catalog:
    catalog.project, catalog.version = "puertorico_nb", ""
    catalog.creation_date = catalog.revision_date = STAMP
    catalog.msgid_bugs_address = ""  # no public address yet: docs/development.md, "Publishing"
    catalog.last_translator = "puertorico_nb developers"
    catalog.language_team = f"{TEAMS[language]} (see docs/glossary/{language}.md)" if language else ""
    return catalog

_ROW = re.compile(r"^\|\s*(?P<kind>[a-z]+)\s*\|\s*(?P<id>[a-z_]+)\s*\|\s*(?P<english>[^|]+?)\s*\|"
                  r"\s*(?P<term>[^|]+?)\s*\|\s*(?P<source>[^|]+?)\s*\|\s*$")


_ENGLISH = {"san_juan": "San Juan"}  # a name the English tables write otherwise than its id


def english_name(component_id: str) -> str:
    """A component's name as the English tables show it: its id with spaces."""
    return _ENGLISH.get(component_id, component_id.replace("_", " "))


def read_glossary(language: str) -> list[dict[str, str]]:
    """The rows of one language's glossary: kind, id, English, term, source (both games' tables)."""
    rows = []
    for line in (GLOSSARY / f"{language}.md").read_text(encoding="utf-8").splitlines():
        found = _ROW.match(line)
        if found and found["kind"] in KINDS:
            rows.append(found.groupdict())
    return rows


def glossary_names(language: str) -> dict[tuple[str, str], str]:
    """(context, English name) -> the term, from the glossary (a kind and id listed under both games
    must have one term: a ValueError says which differ)."""
    names: dict[tuple[str, str], str] = {}
    for row in read_glossary(language):
        key = (row["kind"], english_name(row["id"]))
        if names.setdefault(key, row["term"]) != row["term"]:
            raise ValueError(f"glossary {language}: {row['kind']} {row['id']} is both {names[key]!r} and {row['term']!r}")
    return names


def named_components() -> dict[str, list[str]]:
    """Every component id a person reads the name of, by kind, from both games' tables (the common
    words from the English column of the glossaries, which must list the same ones)."""
    from puertorico_nb.games.puerto_rico import components as pr
    from puertorico_nb.games.san_juan import components as sj
    from puertorico_nb.games.san_juan.render.viewmodel import GOOD_WORDS

    def unique(*groups):
        return list(dict.fromkeys(item for group in groups for item in group))

    terms = unique(row["id"] for row in read_glossary(LANGUAGES[0]) if row["kind"] == "term")
    return {
        "role": unique(pr.ROLES, sj.ROLES),
        "good": unique(pr.GOODS, GOOD_WORDS.values()),
        "building": list(pr.BUILDINGS),
        "card": list(sj.CARDS),
        "term": terms,
    }


def template() -> Catalog:
    """The template: every rule statement (context: the rule id), every note (``<id>/note``) and every
    name (context: its kind)."""
    from puertorico_nb.core import catalogue
    pot = _header(Catalog(fuzzy=False, header_comment=f"# {HEADER}.\n"), None)
    for rule in catalogue.all_rules():
        pot.add(rule.english, context=rule.id)
        if rule.note:
            pot.add(rule.note, context=f"{rule.id}/note")
    for kind, ids in named_components().items():
        for component_id in ids:
            pot.add(english_name(component_id), context=kind)
    return pot


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def updated(language: str, pot: Catalog) -> Catalog:
    """One language's catalogue merged with the template (statements kept, new ones empty, gone ones
    dropped), with every name taken from the glossary."""
    path = po_path(language)
    if path.is_file():
        with path.open("rb") as file:
            po = read_po(file, locale=BABEL_LOCALES.get(language, language), domain=DOMAIN)
    else:
        po = Catalog(locale=BABEL_LOCALES.get(language, language), domain=DOMAIN, project=HEADER, version="",
                     header_comment=f"# {HEADER}: {language}.\n", fuzzy=False)
    po.update(pot, no_fuzzy_matching=True, update_header_comment=False, update_creation_date=False)
    _header(po, language)
    po.obsolete.clear()
    names = glossary_names(language)
    for message in po:
        if message.id and message.context in KINDS:
            message.string = names.get((message.context, message.id), "")
    return po


def _po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, include_previous=False, sort_output=False)
    return out.getvalue()


def _mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a file is out of date")
    args = parser.parse_args(argv)
    pot = template()
    wanted = {LOCALE / f"{DOMAIN}.pot": _po_bytes(pot)}
    for language in LANGUAGES:
        po = updated(language, pot)
        wanted[po_path(language)] = _po_bytes(po)
        wanted[po_path(language).with_suffix(".mo")] = _mo_bytes(po)
    stale = [path for path, content in wanted.items() if not path.is_file() or path.read_bytes() != content]
    if args.check:
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)} (run python tools/rules_pot.py)")
        return 1 if stale else 0
    for path in stale:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(wanted[path])
        print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main(sys.argv[1:]))
