"""No English a person reads is written only in the front ends' JavaScript (issue #27): every text
a page shows goes through ``say()`` (and so through page_words.py and the catalogues), or comes
from Python in the table's language. The test reads every string literal of every front-end
module with where it stands, and fails on one a page can show that is not said.

Literals the code only compares, stores or looks up (tags, classes, keys, events, selectors, ids)
are told apart by where they stand; the few left that look like words are listed below with why
they are not read by anyone."""
from __future__ import annotations

import re

import pytest

from puertorico_nb.widgets.page_words import PAGE_WORDS

from .js_literals import Literal, front_end_modules, literals

# calls whose arguments are code: the DOM's and the model's, collections, the tables' lookups
CODE_CALLS = {
    "get", "set", "on", "off", "send", "addEventListener", "removeEventListener", "querySelector",
    "querySelectorAll", "closest", "matches", "getAttribute", "removeAttribute", "hasAttribute",
    "toggleAttribute", "add", "remove", "toggle", "contains", "includes", "has", "delete", "startsWith",
    "endsWith", "createElementNS", "createElement", "getItem", "setItem", "removeItem", "matchMedia",
    "tableChoice", "uniquePrefix", "keepOpen", "Set", "Map", "getElementById", "replace", "split",
    "PluralRules", "languageTag", "Blob", "find", "filter", "dispatchEvent", "CustomEvent", "import",
}
# (call, argument): the arguments of these that are code (a control's key, an element's tag...)
CODE_ARGUMENTS = {("h", 0), ("svg", 0), ("svg", 1), ("control", 1), ("setAttribute", 0),
                  ("choiceButton", 2), ("choiceButton", 4), ("pieceButton", 1), ("pieceButton", 4),
                  ("cardBox", 2), ("recording", 0), ("marker", 0), ("goodName", 1)}
# object keys whose values a person reads (every other key's value is code: class, role, type...)
READ_KEYS = {"title", "aria-label", "placeholder", "alt", "aria-valuetext", "aria-description",
             "aria-roledescription", "label", "text", "does", "why"}
# literals that look like words but nobody reads them, each with why
NOT_READ = {
    "true": "an ARIA state's value", "false": "an ARIA state's value", "on": "a stored switch",
    "ArrowLeft": "a key's name", "ArrowRight": "a key's name", "ArrowUp": "a key's name",
    "ArrowDown": "a key's name", "Home": "a key's name", "End": "a key's name", "Enter": "a key's name",
    "Escape": "a key's name", " ": "a key's name",
    "http://www.w3.org/2000/svg": "the SVG namespace", "en": "the plural rules' fallback language",
    "other": "a plural category", "game.txt": "a download's file name", "ruling.yaml": "a download's file name",
    "normal": "a pace's key", "instant": "a pace's key", "fast": "a pace's key", "slow": "a pace's key",
    "prnb-pace": "a stored setting's key", "prnb-presenter": "a stored setting's key",
    "start": "scrollIntoView's block", "nearest": "scrollIntoView's block", "auto": "a direction",
    "person": "a seat's kind, sent to Python", "library": "a build's declined benefit, sent to Python",
    "open": "a question's status from Python", "img": "an ARIA role", "coach": "a seat's kind, sent to Python",
}
# widgets whose front end does not speak the table's language yet (none now: the walkthrough, the
# questions and the ruling report were the last, issue #27)
NOT_YET: set[str] = set()
_CODE_SHAPES = (
    re.compile(r"^[-\w]*-$|^-[-\w]*$"),  # a piece of an id: `${prefix}-undo-why`
    re.compile(r"^\s*(?:(?:prnb|sj|prst|lm|jp)(?:-[-\w]*)?\s*)+$"),  # classes (or a list begun)
    re.compile(r"^[\[.#:]|\[data-|\]$|^change:|^\./"),  # a selector, an event, an import
    re.compile(r"^[a-z]+(?:_[a-z]+)+$"),  # a snake_case id (a phase, a view-model key)
    re.compile(r"^(?:aria|data)-[-a-z]+$"),  # an attribute's name
    re.compile(r"^/[-\w/.]*$"),  # a path on the server: '/healthz'
)


def shown(literal: Literal) -> bool:
    """Can a page show this literal (so it must be said)?"""
    text = literal.text
    if not re.search(r"[A-Za-z]{2}", text) or text in NOT_READ:
        return False
    if literal.callee == "say" and literal.argument == 0:
        return False
    if literal.callee == "sayTo" and literal.argument in (1, 2):  # the texts said to a name, and to "you"
        return False
    if literal.callee in CODE_CALLS or (literal.callee, literal.argument) in CODE_ARGUMENTS:
        return False
    if re.search(r"(?:===|!==|==|!=|\bcase|\bin|\btypeof)\s*$", literal.before):
        return False
    if re.search(r"(?:dataset\.\w+|\.style\.\w+|\.id|\.className|\.type|\.value|\.dir|\.lang)\s*=[^=]", literal.before):
        return False
    if literal.template.endswith("-"):  # a class or id being built: `prnb-kind-${...}`
        return False
    if any(shape.search(text) for shape in _CODE_SHAPES):
        return False
    if (literal.key and literal.key not in READ_KEYS) or literal.in_array:
        # a key, or a text of a table of words said through a variable (GROUP_TITLES, PACES): then
        # it must be one page_words.py sends
        return text not in PAGE_WORDS and bool(re.match(r"\s*[A-Z][a-z]", text) or re.search(r"[a-z] [a-z]", text))
    return True


def unsaid() -> list[str]:
    return [f"{literal.where()}: {literal.text!r}" for path in front_end_modules()
            for literal in literals(path) if str(path.relative_to(path.parents[1] if path.parent.name == "modules"
                                                                   else path.parent)) not in NOT_YET
            and shown(literal)]


def test_no_front_end_writes_a_text_a_person_reads_without_saying_it():
    assert unsaid() == []


@pytest.mark.parametrize("source, expected", [
    ('h("span", {}, "no goods")', ["no goods"]),
    ('h("span", { title: "price for you" }, say("free"))', ["price for you"]),
    ('control("Copy", "copy-ruling", true, () => {}, "nothing to copy")', ["Copy", "nothing to copy"]),
    ('h("p", {}, `Waiting in San Juan: ${n}`)', ["Waiting in San Juan: "]),
    ('x ? "taken" : say("free")', ["taken"]),
    ('h("div", { class: "prnb-section prnb-row", role: "group", "aria-label": say("Roles") })', []),
    ('if (vm.phase === "role_choice") model.send({ type: "act" }); el.dataset.nav = "roles";', []),
    ('h("p", {}, say("Last round: {reasons}", { reasons }), `${prefix}-undo-why`)', []),
    ('fetch("/healthz", { cache: "no-store" })', []),
])
def test_the_reader_tells_a_shown_text_from_code(tmp_path, source, expected):
    module = tmp_path / "example.js"
    module.write_text(source, encoding="utf-8")
    assert [literal.text for literal in literals(module) if shown(literal)] == expected
