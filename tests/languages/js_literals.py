"""The string literals of the front ends' JavaScript, each with where it stands (which call's
argument, which object key), for the test that no English a person reads is written only in
JavaScript (test_front_end_words.py).

A reader of the language's lexical shape (comments, quoted strings, template literals and the
expressions inside them, regular-expression literals, brackets), not a parser: enough to tell a
literal a page shows from one the code compares, stores or looks up.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

STATIC = Path(__file__).resolve().parents[2] / "puertorico_nb" / "widgets" / "static"
_REGEX_AFTER = set("(,=:[!&|?{};+-*%<>~^")  # a "/" after one of these opens a regular expression
_NAME_BEFORE = re.compile(r"([A-Za-z_$][\w$]*)\s*\??\.?\s*$")
_KEY_FIRST = re.compile(r"""^\s*["']?([\w$-]+)["']?\s*:(?!:)""")  # an object member's key


@dataclass
class _Bracket:
    char: str           # "(", "[", "{" or "${"
    callee: str = ""    # the function called, for "("
    argument: int = 0   # which argument (or item) is being read
    start: int = 0      # where the current argument began
    template: str = ""  # for "${": the template literal's text just before it


@dataclass(frozen=True)
class Literal:
    path: Path
    line: int
    text: str          # the literal's characters as written (a template literal: one of its parts)
    callee: str        # the innermost call it is an argument of ("" if none)
    argument: int      # which argument of that call
    key: str           # the object key it is the value of ("" if none)
    in_array: bool     # an item of an array literal
    template: str      # inside a template literal's ${...}: that literal's text before it ("" if not)
    before: str = field(repr=False)  # the source before it, from the start of its argument

    def where(self) -> str:
        return f"{self.path.relative_to(STATIC)}:{self.line}"


def _skip_regex(source: str, start: int) -> int:
    end, in_class = start + 1, False
    while in_class or source[end] != "/":
        if source[end] == "\\":
            end += 1
        elif source[end] in "[]":
            in_class = source[end] == "["
        end += 1
    return end + 1


def literals(path: Path) -> Iterator[Literal]:  # noqa: C901 - one pass over the characters
    """Every quoted string and every text part of a template literal in the module at `path`."""
    source = path.read_text(encoding="utf-8")
    stack: list[_Bracket] = [_Bracket("top")]
    i, size, previous = 0, len(source), ""

    def found(start: int, end: int) -> Literal:
        top = next((b for b in reversed(stack) if b.char != "${"), stack[0])
        before = source[stack[-1].start:start - 1]
        key = ""
        if top.char == "{":
            match = _KEY_FIRST.match(source[top.start:start - 1])
            key = match.group(1) if match else ""
        template = next((b.template for b in reversed(stack) if b.char == "${"), "")
        return Literal(path, source.count("\n", 0, start) + 1, source[start:end],
                       top.callee if top.char == "(" else "", top.argument, key, top.char == "[", template, before)

    while i < size:
        char = source[i]
        if source.startswith("//", i):
            i = source.find("\n", i) if "\n" in source[i:] else size
            continue
        if source.startswith("/*", i):
            i = source.index("*/", i + 2) + 2
            continue
        if char in "\"'":
            end = i + 1
            while source[end] != char:
                end += 2 if source[end] == "\\" else 1
            yield found(i + 1, end)
            i, previous = end + 1, "a"
            continue
        if char == "`" or (char == "}" and stack[-1].char == "${"):
            if char == "}":
                stack.pop()
            start = end = i + 1
            while source[end] != "`" and not source.startswith("${", end):
                end += 2 if source[end] == "\\" else 1
            yield found(start, end)
            if source[end] == "`":
                i = end + 1
            else:
                stack.append(_Bracket("${", start=end + 2, template=source[start:end]))
                i = end + 2
            previous = "a"
            continue
        if char == "/" and previous in _REGEX_AFTER:
            i, previous = _skip_regex(source, i), "a"
            continue
        if char in "([{":
            callee = ""
            if char == "(":
                match = _NAME_BEFORE.search(source[max(0, i - 60):i])
                callee = match.group(1) if match else ""
            stack.append(_Bracket(char, callee, 0, i + 1))
        elif char in ")]}" and len(stack) > 1:
            stack.pop()
        elif char == "," and len(stack) > 1:
            stack[-1].argument += 1
            stack[-1].start = i + 1
        if not char.isspace():
            previous = char
        i += 1


def front_end_modules() -> list[Path]:
    return sorted(STATIC.rglob("*.js"))
