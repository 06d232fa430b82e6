"""Every key the ruling schema knows and every Puerto Rico verb is documented: in the ruling-file
reference (docs/ruling-files.md) and in the format notebook's source."""
from __future__ import annotations

import pathlib

import pytest

from puertorico_nb.games.puerto_rico.actions import VERBS
from puertorico_nb.rulings.loader import schema

ROOT = pathlib.Path(__file__).parents[2]
DOCS = {"docs/ruling-files.md": (ROOT / "docs" / "ruling-files.md").read_text(encoding="utf-8"),
        "notebook": (ROOT / "notebooks" / "sources" / "ruling_format.py").read_text(encoding="utf-8")}


def _keys() -> set[str]:
    defs = schema()["$defs"]
    keys = set(defs["ruling"]["properties"]) | set(defs["options"]["properties"])
    keys |= set(defs["position"]["properties"]) | set(defs["position"]["properties"]["supply"]["properties"])
    keys |= set(defs["player"]["properties"]) | set(defs["expect"]["properties"])
    keys |= set(defs["action"]["properties"]) | set(VERBS)
    return keys - {"title", "description", "source"}


@pytest.mark.parametrize("doc", sorted(DOCS))
def test_every_key_and_verb_is_written_in_the_docs(doc):
    text = DOCS[doc]
    missing = sorted(k for k in _keys() if f"`{k}" not in text and f"{k}:" not in text)
    assert not missing, (f"{doc} does not mention {missing}: a new key or verb is written in "
                         "docs/ruling-files.md and in notebooks/sources/ruling_format.py (then make notebooks)")


def test_the_additions_list_names_each_new_key():
    text = (ROOT / "docs" / "rulings-format-additions.md").read_text(encoding="utf-8")
    for key in ("options", "edition", "small_wharf_bonuses", "draft", "drafted", "draft_spaces", "discard",
                "plantations", "buildings", "unlisted", "covered", "guest", "land_office", "return_plantation",
                "royal_supplier", "take", "black_market", "small_wharf", "harbor", "privilege", "church"):
        assert f"`{key}" in text or f"{key}:" in text, key


def test_the_schema_lists_every_verb_and_option_of_both_games():
    from puertorico_nb.games.san_juan.actions import VERBS as SAN_JUAN_VERBS
    listed = set(schema()["$defs"]["action"]["properties"])
    for verbs in (VERBS, SAN_JUAN_VERBS):
        for verb, (_kind, options) in verbs.items():
            assert verb in listed, verb
            assert set(options) <= listed, (verb, set(options) - listed)
