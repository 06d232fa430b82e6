"""The translation catalogues (puertorico_nb/locale): every message of the package translated in
every language, whole, with the English message's placeholders, every plural form its language
has, and compiled.

- the ``messages`` template holds exactly what the sources mark (Babel's extraction with
  babel.cfg, run here), so a message wrapped in the code but not in the catalogues fails;
- each language's ``.po`` holds every message of its domain's template, none fuzzy, none empty,
  none left over, and a plural entry has as many forms as the header's ``Plural-Forms`` says
  (Babel's rule for that language);
- a translation names the same placeholders as its English, and words them only with Python's
  own specs, a Korean particle (``{name:을}``) or the Dutch article (``{name:de}``), never the English-only ``a``/``count:``;
- each compiled ``.mo`` is the one its ``.po`` compiles to.
"""
from __future__ import annotations

import io
import string
import sys
import tomllib
from pathlib import Path

import pytest

from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.messages.plurals import get_plural

from puertorico_nb.core.language import (  # noqa: E402
    ARTICLE_SPECS,
    DOMAINS,
    LANGUAGES,
    LOCALE_DIR,
    PARTICLES,
    SOURCE_LANGUAGE,
)

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
TEMPLATES = [domain for domain in DOMAINS if (LOCALE_DIR / f"{domain}.pot").is_file()]
KEYWORDS = {"translate": None, "translate_plural": (1, 2), "speak": None, "speak_plural": (1, 2),
            "N_": None, "_": None, "ngettext": (1, 2)}


def _read(path: Path, code: str | None = None):
    with path.open("rb") as file:
        return read_po(file, locale=code)


def _fields(text: str) -> dict[str, set[str]]:
    """Placeholder name -> the format specs it is written with."""
    found: dict[str, set[str]] = {}
    for _, name, spec, _ in string.Formatter().parse(text):
        if name is not None:
            found.setdefault(name, set()).add(spec or "")
            for inner, specs in _fields(spec or "").items():  # {barrels:count:{good} barrel} names good too
                found.setdefault(inner, set()).update(specs)
    return found


def _ids(catalogue) -> set[str]:
    return {message.id if isinstance(message.id, str) else message.id[0] for message in catalogue if message.id}


def test_the_messages_template_holds_what_the_sources_mark():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        with (ROOT / "babel.cfg").open() as config:
            method_map, options_map = parse_mapping_cfg(config)
        extracted = {messages if isinstance(messages, str) else messages[0]
                     for _, _, messages, _, _ in extract_from_dir(ROOT / "puertorico_nb", method_map, options_map,
                                                                    keywords=KEYWORDS)}
    finally:
        sys.path.remove(str(ROOT / "tools"))
    template = _ids(_read(LOCALE_DIR / "messages.pot"))
    assert extracted - template == set(), "marked in the code but missing from messages.pot: run make translations"
    assert template - extracted == set(), "in messages.pot but no longer in the code: run make translations"


@pytest.mark.parametrize("domain", TEMPLATES)
@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_whole(domain, code):
    template = _read(LOCALE_DIR / f"{domain}.pot")
    catalogue = _read(LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.po", code)
    assert catalogue.plural_forms == get_plural(code).plural_forms, "Plural-Forms is not the language's rule"
    assert _ids(catalogue) == _ids(template), "the .po and its template list different messages"
    problems = []
    for message in catalogue:
        if not message.id:
            continue
        english = message.id if isinstance(message.id, str) else message.id[-1]
        forms = (message.string,) if isinstance(message.id, str) else tuple(message.string)
        if message.fuzzy:
            problems.append(f"fuzzy: {english!r}")
        if isinstance(message.id, tuple) and len(forms) != catalogue.num_plurals:
            problems.append(f"{len(forms)} plural forms, {catalogue.num_plurals} wanted: {english!r}")
        wanted = _fields(english)
        for form in forms:
            if not form:
                problems.append(f"untranslated: {english!r}")
                continue
            got = _fields(form)
            if set(got) != set(wanted):
                problems.append(f"placeholders {sorted(got)} instead of {sorted(wanted)}: {english!r} -> {form!r}")
            for name, specs in got.items():
                for spec in specs:
                    if spec and spec not in PARTICLES and spec not in ARTICLE_SPECS and (spec == "a" or spec.startswith("count:")
                                                           or spec not in wanted.get(name, set())):
                        problems.append(f"spec {spec!r} of {{{name}}} is not for this language: {form!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("domain", TEMPLATES)
@pytest.mark.parametrize("code", TRANSLATED)
def test_each_compiled_catalogue_is_its_source_compiled(domain, code):
    folder = LOCALE_DIR / code / "LC_MESSAGES"
    compiled = io.BytesIO()
    write_mo(compiled, _read(folder / f"{domain}.po", code))
    assert (folder / f"{domain}.mo").read_bytes() == compiled.getvalue(), f"{code}/{domain}.mo is stale: make translations"


def _issues_address() -> str:
    """Where the package says bugs go: pyproject's ``[project.urls]`` Issues, or none yet."""
    with (ROOT / "pyproject.toml").open("rb") as file:
        project = tomllib.load(file)["project"]
    return project.get("urls", {}).get("Issues", "")


@pytest.mark.parametrize("domain", TEMPLATES)
@pytest.mark.parametrize("code", TRANSLATED)
def test_each_catalogue_sends_bugs_where_the_package_does(domain, code):
    """A translator's report goes to the address pyproject publishes (none while the repository
    has no public one: docs/development.md, "Publishing"), never to a made-up owner."""
    header = _read(LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.po", code).msgid_bugs_address
    assert header == _issues_address(), f"{code}/{domain}.po: Report-Msgid-Bugs-To is {header!r}"
    if domain == "rules":  # its template is written by tools/rules_pot.py, not by Babel's extraction
        assert _read(LOCALE_DIR / "rules.pot").msgid_bugs_address == _issues_address()
