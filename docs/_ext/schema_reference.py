"""Sphinx extension: the ruling-file key reference, written from the JSON Schema the checker uses
(puertorico_nb/rulings/schema.json), so the reference lists every key the checker accepts and
cannot fall behind it.

At the start of each build it writes ``_generated/ruling-keys.md`` (ignored by git) beside
this folder: one table per part of a ruling file (the ruling, a step, the options, the position a
setup gives and an expect compares, a player, what only an expect compares, an action), each
key with the kind of value it takes and the schema's own description.
"""
from __future__ import annotations

import json
from pathlib import Path

# (definition, heading, what it is): in the order a reader meets them in a file
SECTIONS = [
    ("ruling", "A ruling", "The top level of a ruling (or of each entry under `rulings:`)."),
    ("step", "A step", "Each entry of `steps`: exactly one of `act`, `reject`, `expect`."),
    ("options", "Options", "The `options` mapping: the game's choices where the books differ or are silent."),
    ("position", "The position: setup and expect", "The keys a `setup` may give and an `expect` may compare."),
    ("player", "A player", "Each entry of `players` in a setup or expect, by seat (0 is the first)."),
    ("expect", "Only in an expect", "What an `expect` compares besides the position's keys."),
    ("action", "An action", "`act` and `reject` take `player` and one verb, with that verb's options."),
]


def kind(spec: dict, defs: dict) -> str:
    """A short, plain description of the values a key takes."""
    if "$ref" in spec:
        name = spec["$ref"].rsplit("/", 1)[-1]
        target = defs[name]
        if name in ("seat",):
            return "a seat (0, 1, ...)"
        if name in ("count",):
            return "a whole number, 0 or more"
        if name in ("names",):
            return "a list of names"
        if target.get("type") == "object" or "properties" in target:
            return f"a mapping ({name})"
        return kind(target, defs)
    if "enum" in spec:
        return "one of " + ", ".join(f"`{json.dumps(v)}`" if not isinstance(v, str) else f"`{v}`" for v in spec["enum"])
    if "const" in spec:
        return f"`{spec['const']}`"
    for combination in ("oneOf", "anyOf"):
        if combination in spec:
            return " or ".join(dict.fromkeys(kind(option, defs) for option in spec[combination]))
    shape = spec.get("type")
    if shape == "array":
        items = spec.get("items")
        return f"a list of {kind(items, defs)}" if isinstance(items, dict) and items else "a list"
    if shape == "object":
        return "a mapping"
    if isinstance(shape, list):
        return " or ".join(shape)
    return {"string": "text", "integer": "a whole number", "boolean": "`true` or `false`", "null": "`null`",
            "number": "a number"}.get(shape or "", "any value")


def cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def reference(schema: dict) -> str:
    defs = schema["$defs"]
    lines = ["# Every key of a ruling file", "",
             "Written at each documentation build from the JSON Schema the checker validates with "
             "(`python -m puertorico_nb schema` prints it). The [ruling-file guide](../ruling-files.md) "
             "explains them with examples.", ""]
    for name, heading, what in SECTIONS:
        spec = defs[name]
        lines += [f"## {heading}", "", what, "", "| key | takes | meaning |", "| --- | --- | --- |"]
        for key, value in spec.get("properties", {}).items():
            meaning = value.get("description", "")
            if "default" in value:
                meaning = (meaning + f" (default `{json.dumps(value['default'])}`)").strip()
            lines.append(f"| `{key}` | {cell(kind(value, defs))} | {cell(meaning)} |")
        required = spec.get("required")
        if required:
            lines += ["", "Required: " + ", ".join(f"`{key}`" for key in required) + "."]
        lines.append("")
    return "\n".join(lines)


def write_reference(app) -> None:
    from puertorico_nb.rulings.loader import SCHEMA_PATH

    target = Path(app.srcdir) / "_generated" / "ruling-keys.md"
    target.parent.mkdir(exist_ok=True)
    text = reference(json.loads(SCHEMA_PATH.read_text(encoding="utf-8")))
    if not target.exists() or target.read_text(encoding="utf-8") != text:  # unchanged: no rebuild of the page
        target.write_text(text, encoding="utf-8")


def setup(app):
    app.connect("builder-inited", write_reference)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
