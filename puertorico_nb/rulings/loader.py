"""Read ruling files: find them, parse them (YAML 1.2 booleans, or JSON), check their shape.

Nothing here raises for a bad file: every problem becomes a :class:`FileProblem` that names the
file, the ruling, the step and the key, so the report can list it and carry on.

>>> doc = parse_yaml("on: 7\\nyes: no\\nflag: true")
>>> doc
{'on': 7, 'yes': 'no', 'flag': True}
"""
from __future__ import annotations

import json
import os
import stat
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from collections.abc import Callable
from typing import Any, Iterator

from ruamel.yaml import YAML
from ruamel.yaml.composer import Composer, ComposerError
from ruamel.yaml.error import YAMLError

from ..core.language import N_
from ..core.words import Reason
from .limits import DEFAULT, MAX_DEPTH, Limits, TooLarge, check_size, measure

SUFFIXES = (".yaml", ".yml", ".json")
SCHEMA_PATH = Path(__file__).with_name("schema.json")


# -- YAML 1.2 ---------------------------------------------------------------------------------
# One reader everywhere: ruamel.yaml's pure-Python safe loader, in CPython and in the browser
# (JupyterLite's Pyodide kernel, where PyYAML has no wheel). It reads YAML 1.2, so only true/false
# (in the spellings the 1.2 core schema allows) are booleans and `yes`, `no`, `on`, `off` stay
# words, as docs/ruling-files.md documents; it builds plain dicts, lists and scalars, runs no tags, and
# refuses a key written twice in one mapping. Its C loader would read YAML 1.1: pure=True.
class _DepthLimitedComposer(Composer):
    """The composer, stopping at MAX_DEPTH levels of nesting (it recurses once per level)."""

    _depth = 0

    def compose_node(self, parent, index):
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise ComposerError(None, None, f"the values nest more than {MAX_DEPTH} levels deep",
                                    self.parser.peek_event().start_mark)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


def _reader() -> YAML:
    reader = YAML(typ="safe", pure=True)
    reader.Composer = _DepthLimitedComposer
    return reader


def parse_yaml(text: str) -> Any:
    """Parse YAML text as YAML 1.2 (raises YAMLError if it is not YAML)."""
    return _reader().load(text)


# -- problems ---------------------------------------------------------------------------------------
@dataclass
class FileProblem:
    """Why a file, or one ruling in it, cannot be run."""

    file: str
    message: str  # the full one-line message, naming file, ruling, step and key
    index: int | None = None  # 0-based ruling index, None when the whole file is unusable
    title: str | None = None
    step: int | None = None  # 1-based
    key: str | None = None

    def __str__(self) -> str:
        return self.message


def where(file: str, index: int | None = None, title: str | None = None,
          step: int | None = None) -> str:
    """`captain.yaml: ruling 2 "The wharf ...", step 3` (ruling and step counted from 1), a
    ``core.words.Reason``: said in the reader's language with ``said()``, the file and the
    ruling's title as written."""
    if index is None:
        return file
    fields = {"file": file, "number": index + 1, "title": _shorten(title) if title else "", "step": step}
    template = (WHERE[bool(title), step is not None])
    return Reason(template, **{key: value for key, value in fields.items() if "{" + key + "}" in template})


# where a problem is: (the ruling has a title, a step is named) -> the whole phrase
WHERE = {(False, False): N_("{file}: ruling {number}"), (True, False): N_('{file}: ruling {number} "{title}"'),
         (False, True): N_("{file}: ruling {number}, step {step}"),
         (True, True): N_('{file}: ruling {number} "{title}", step {step}')}


def _shorten(text: str, width: int = 60) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= width else text[: width - 3].rstrip() + "..."


# -- finding and reading ---------------------------------------------------------------------------
@dataclass
class Source:
    """One ruling file as read: its display name and the parsed document (or why it failed)."""

    name: str
    document: Any = None
    problem: FileProblem | None = None


def find_files(path: str | os.PathLike) -> list[Path]:
    """The ruling files at `path`: the file itself, or every *.yaml/*.yml/*.json below a folder."""
    p = Path(path)
    if p.is_dir():
        return sorted(f for f in p.rglob("*")
                      if f.is_file() and f.suffix.lower() in SUFFIXES
                      and not any(part.startswith(".") for part in f.relative_to(p).parts))
    return [p]


def read_file(path: Path, name: str | None = None, limits: Limits = DEFAULT) -> Source:
    """One file, read only if it is a regular file within the size limit (a named pipe would
    wait for a writer forever, a device could be endless)."""
    name = name or str(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        return Source(name, problem=FileProblem(name, f"{name}: no such file or folder"))
    except OSError as e:
        return Source(name, problem=FileProblem(name, f"{name}: cannot be read ({e.strerror or e})"))
    if stat.S_ISDIR(info.st_mode):
        return Source(name, problem=FileProblem(name, f"{name}: is a folder, not a file"))
    if not stat.S_ISREG(info.st_mode):
        return Source(name, problem=FileProblem(
            name, f"{name}: is not a regular file (a pipe, a device or a socket); only ruling files are read"))
    try:
        check_size(info.st_size, limits)
        with path.open("rb") as f:
            data = f.read(limits.max_bytes + 1)  # the file may have grown since stat
        check_size(len(data), limits)
        text = data.decode("utf-8")
    except TooLarge as e:
        return Source(name, problem=FileProblem(name, f"{name}: {e}"))
    except (OSError, UnicodeDecodeError) as e:
        return Source(name, problem=FileProblem(name, f"{name}: cannot be read ({e})"))
    return read_text(text, name, as_json=path.suffix.lower() == ".json", limits=limits)


def read_text(text: str, name: str, as_json: bool = False, limits: Limits = DEFAULT) -> Source:
    try:
        check_size(len(text.encode("utf-8", "surrogatepass")), limits)
        document = json.loads(text) if as_json else parse_yaml(text)
    except TooLarge as e:
        return Source(name, problem=FileProblem(name, f"{name}: {e}"))
    except json.JSONDecodeError as e:
        return Source(name, problem=FileProblem(
            name, f"{name}: not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})"))
    except YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        at = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        what = getattr(e, "problem", None) or str(e)
        return Source(name, problem=FileProblem(name, f"{name}: not valid YAML ({at}{what})"))
    except RecursionError:
        return Source(name, problem=FileProblem(
            name, f"{name}: nests too deep to read (the limit is {limits.max_depth} levels)"))
    except ValueError as e:  # a number of thousands of digits, a date that does not exist, ...
        return Source(name, problem=FileProblem(name, f"{name}: cannot be read ({_shorten(str(e), 100)})"))
    return Source(name, document)


def iter_sources(paths, limits: Limits = DEFAULT) -> Iterator[Source]:
    """Every ruling file under the given paths, read (missing paths become problems)."""
    for path in paths:
        if not str(path).strip():
            yield Source(repr(str(path)), problem=FileProblem(repr(str(path)), "the path is empty: name a ruling file "
                                                                          "or a folder ('.' for this one)"))
            continue
        p = Path(path)
        if not p.exists():
            yield Source(str(path), problem=FileProblem(str(path), f"{path}: no such file or folder"))
            continue
        files = find_files(p)
        if not files:
            yield Source(str(path), problem=FileProblem(
                str(path), f"{path}: no ruling files (*.yaml, *.yml, *.json) in this folder"))
        for f in files:
            yield read_file(f, limits=limits)


# -- validating ---------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def schema() -> dict:
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def _validator():
    from jsonschema import Draft202012Validator
    return Draft202012Validator(schema())


@dataclass
class Checked:
    """A document split into its rulings: the ones to run and the problems found."""

    rulings: list[tuple[int, dict]] = field(default_factory=list)  # (index, ruling)
    problems: list[FileProblem] = field(default_factory=list)


def rulings_of(document: Any) -> list[Any]:
    if isinstance(document, dict) and "rulings" in document:
        return document["rulings"] if isinstance(document["rulings"], list) else []
    return [document]


def title_of(ruling: Any) -> str | None:
    if isinstance(ruling, dict) and isinstance(ruling.get("title"), str):
        return ruling["title"]
    return None


def said_in(ruling: Any, key: str, language: str | None = None) -> str:
    """A ruling's ``title`` or ``description`` in `language` (default: the one spoken now): its
    ``translations`` entry for that language (docs/rulings-format-additions.md) where it has
    one, else the text as written (the file's own language, English for the shipped ones)."""
    from ..core.language import current_language

    if not isinstance(ruling, dict):
        return ""
    code = current_language() if language is None else language
    translations = ruling.get("translations")
    if isinstance(translations, dict) and isinstance(translations.get(code), dict):
        said = translations[code].get(key)
        if isinstance(said, str) and said.strip():
            return said
    written = ruling.get(key, "")
    return written if isinstance(written, str) else str(written)


def validate(source: Source, limits: Limits = DEFAULT) -> Checked:
    """Check a read document against the limits and the schema; rulings with problems are held
    back."""
    out = Checked()
    name, document = source.name, source.document
    if source.problem:
        out.problems.append(source.problem)
        return out
    try:
        measure(document, limits)
    except TooLarge as e:
        out.problems.append(FileProblem(name, f"{name}: {e}"))
        return out
    if document is None:
        out.problems.append(FileProblem(name, f"{name}: the file is empty"))
        return out
    if not isinstance(document, dict):
        out.problems.append(FileProblem(
            name, f"{name}: a ruling file holds a mapping (one ruling, or rulings: [...]), "
                  f"not {_kind(document)}"))
        return out
    collection = "rulings" in document
    rulings = rulings_of(document)
    found: dict[int | None, list[tuple[int | None, str, str]]] = {}  # index -> (step, key, text)
    for error in sorted(map(_leaf, _validator().iter_errors(document)), key=_error_order):
        path = list(error.absolute_path)
        index: int | None = None if collection else 0
        if collection and len(path) >= 2 and path[0] == "rulings" and isinstance(path[1], int):
            index, path = path[1], path[2:]
        step, key_path = _split_step(path)
        entry = (step, _dotted(key_path), _describe(error, key_path))
        if entry not in found.setdefault(index, []):
            found[index].append(entry)
    for index, entries in found.items():
        title = title_of(rulings[index]) if index is not None and index < len(rulings) else None
        step, key, text = entries[0]
        message = f"{where(name, index, title, step)}: {text}"
        for other_step, _, other_text in entries[1:]:
            message += f"; step {other_step}: {other_text}" if other_step else f"; {other_text}"
        out.problems.append(FileProblem(name, message, index, title, step, key or None))
    if None in found:
        return out  # the collection itself is broken: run nothing from this file
    out.rulings = [(i, r) for i, r in enumerate(rulings) if i not in found]
    return out


def _leaf(error):
    """For "matches none of the forms" errors: when only one form fits the value's type, the
    error inside that form says more (`'goods.corn' needs a whole number`)."""
    if error.validator not in ("oneOf", "anyOf") or not error.context:
        return error
    fitting = [e for e in error.context if not (e.validator == "type" and not e.relative_path)]
    forms = {e.relative_schema_path[0] for e in fitting}
    if len(forms) != 1 or len(fitting) == len(error.context):  # no form was ruled out by type
        return error
    return _leaf(max(fitting, key=lambda e: len(e.absolute_path)))


def _error_order(error) -> tuple:
    return tuple((0, p) if isinstance(p, int) else (1, str(p)) for p in error.absolute_path)


def _split_step(path: list) -> tuple[int | None, list]:
    if len(path) >= 2 and path[0] == "steps" and isinstance(path[1], int):
        return path[1] + 1, path[2:]
    return None, path


# mappings keyed by seat: their keys print as .0, while list positions print as [0]
_SEAT_KEYED = ("players", "scores", "score_breakdown")


def _dotted(path) -> str:
    """['setup', 'players', 0, 'city', 1] -> 'setup.players.0.city[1]'"""
    out, previous = "", None
    for p in path:
        if isinstance(p, int) and previous not in _SEAT_KEYED:
            out += f"[{p}]"
        else:
            out += f".{p}" if out else str(p)
        previous = p
    return out


_KINDS = {dict: "a mapping", list: "a list", str: "a string", bool: "true/false", int: "a number",
          float: "a number", type(None): "nothing"}
_WANTS = {"object": "a mapping", "array": "a list", "string": "a string", "integer": "a whole number",
          "number": "a number", "boolean": "true or false", "null": "nothing"}


def _kind(value: Any) -> str:
    for t, word in _KINDS.items():
        if type(value) is t:
            return word
    return type(value).__name__


def _describe(error: Any, key_path: list[Any]) -> str:
    """One error in plain words, starting with the key it concerns."""
    key = _dotted(key_path)
    subject = f"'{key}'" if key else "the ruling"
    shaped = _SHAPES.get(error.validator)
    if shaped is not None:
        words = shaped(error, subject, key)
        if words is not None:
            return words
    bounded = _BOUNDS.get(error.validator)
    if bounded is not None:
        return bounded(subject, error.instance, error.validator_value)
    return f"{subject}: {error.message}"


def _wrong_type(error: Any, subject: str, key: str) -> str:
    wanted = error.validator_value if isinstance(error.validator_value, list) else [error.validator_value]
    return f"{subject} needs {' or '.join(str(_WANTS.get(w, w)) for w in wanted)} (got {_kind(error.instance)})"


def _missing_key(error: Any, subject: str, key: str) -> str:
    missing = [k for k in error.validator_value if k not in error.instance]
    inside = f" in {subject}" if key else ""
    return f"'{missing[0] if missing else error.validator_value[0]}' is missing{inside}"


def _unknown_keys(error: Any, subject: str, key: str) -> str | None:
    if error.validator_value is not False:  # a schema for the other keys: its own error says more
        return None
    known = error.schema.get("properties", {})
    extra = sorted(str(k) for k in error.instance if k not in known)
    inside = f" in {subject}" if key else ""
    return f"unknown key{'s' if len(extra) > 1 else ''} {', '.join(repr(k) for k in extra)}{inside} " \
           f"(known: {', '.join(sorted(known))})"


def _wrong_form(error: Any, subject: str, key: str) -> str:
    instance = error.instance
    if set(error.schema.get("properties", {})) >= {"act", "reject", "expect"}:  # a step
        found = [k for k in ("act", "reject", "expect") if isinstance(instance, dict) and k in instance]
        got = f"found {', '.join(found)}" if found else "found none"
        return f"a step is exactly one of act, reject, expect ({got})"
    what = error.schema.get("description")
    hint = f" ({what})" if what else ""
    return f"{subject} has the wrong form: {_kind(instance)} {_short_repr(instance)}{hint}"


def _counted(count: int, word: str) -> str:
    return f"{count} {word}{'s' if count != 1 else ''}"


# validator -> the words for an error of that kind, made from the error itself (None: no better
# words than the schema library's own message)
_SHAPES: dict[str, Callable[[Any, str, str], str | None]] = {
    "type": _wrong_type, "required": _missing_key, "additionalProperties": _unknown_keys, "oneOf": _wrong_form,
}
# validator -> the words for a value outside a bound: (subject, the value found, the bound) -> words
_BOUNDS: dict[str, Callable[[str, Any, Any], str]] = {
    "dependentRequired": lambda subject, found, bound: "'because' is only allowed on a reject step",
    "enum": lambda subject, found, bound: f"{subject} is {found!r}; it must be one of {', '.join(map(str, bound))}",
    "const": lambda subject, found, bound: f"{subject} must be {bound!r}",
    "minimum": lambda subject, found, bound: f"{subject} must be at least {bound} (got {found!r})",
    "maximum": lambda subject, found, bound: f"{subject} must be at most {bound} (got {found!r})",
    "minItems": lambda subject, found, bound: f"{subject} needs at least {_counted(bound, 'item')}",
    "maxItems": lambda subject, found, bound: f"{subject} allows at most {_counted(bound, 'item')}",
    "uniqueItems": lambda subject, found, bound: f"{subject} lists the same item twice",
    "minProperties": lambda subject, found, bound: f"{subject} needs at least {_counted(bound, 'key')}",
    "maxProperties": lambda subject, found, bound: f"{subject} allows at most {_counted(bound, 'key')}",
    "minLength": lambda subject, found, bound: f"{subject} must not be empty",
}


def _short_repr(value: Any, width: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= width else text[: width - 3] + "..."
