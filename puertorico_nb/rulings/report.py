"""What checking ruling files found: one result per ruling, one report for them all.

The report reads three ways: ``to_json()`` (the contract's machine-readable shape), ``str()``
(one line per ruling and a summary, as the command line prints it) and ``_repr_html_()`` (a
table per ruling in a notebook: each step, expected against actual, the rule that decided).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from html import escape
from typing import Any

from ..core.language import N_, SOURCE_LANGUAGE, current_language, speak, translate, using_language
from ..core.words import Phrase

PASS, FAIL, ERROR, NOT_RUN = "pass", "fail", "error", "not run"
# what the notebook's report shows (the command line and JSON keep the contract's English)
BADGES = {PASS: N_("PASS"), FAIL: N_("FAIL"), ERROR: N_("ERROR"), NOT_RUN: N_("NOT RUN")}
SUMMARY = Phrase("{passed} passed, {failed} failed, {errors:count:error}")
HEADINGS = (N_("Step"), "", N_("As written"), N_("Result"), N_("Expected"), N_("Actual"), N_("Rule"))
VERDICTS = {"ok": N_("(all hold)"), "failed": N_("(some do not hold)"), "errors": N_("(some cannot be run)")}


class Listed(str):
    """Several messages in one (mismatches of one ``expect``): "a; b" in English, each said in
    the reader's language by ``said()``."""

    items: tuple[Any, ...]

    def __new__(cls, items: list[Any]) -> "Listed":
        listed = super().__new__(cls, "; ".join(map(str, items)))
        listed.items = tuple(items)
        return listed

    def __reduce__(self) -> tuple[Any, ...]:
        return (Listed, (list(self.items),))

    def said(self, names: Any = None) -> str:
        return "; ".join(said(item) for item in self.items)


SEATS_SHOWN = 8  # more than any game seats


def said(text: Any) -> str:
    """A message of the report in the current language: a ``core.words.Reason`` (or ``Listed``)
    said whole, its seats numbered from 0 as the ruling files number them ("player 0" in English,
    as ``str()`` says it); the files' own words, and anything else, as written."""
    say = getattr(text, "said", None)
    if not callable(say) or current_language() == SOURCE_LANGUAGE:
        return str(text)
    return str(say([speak("Player {number}", number=seat) for seat in range(SEATS_SHOWN)]))


@dataclass
class StepResult:
    """One step of a ruling: what it asked for and what happened."""

    number: int  # counted from 1, as the report names steps
    kind: str  # act | reject | expect
    value: Any  # the step's action or expectation, as written
    status: str = NOT_RUN  # pass | fail | error | not run
    rule: str | None = None  # the catalogue rule that decided it
    message: str = ""
    expected: Any = None
    actual: Any = None
    because: str | None = None

    @property
    def passed(self) -> bool:
        return self.status == PASS


@dataclass
class RulingResult:
    """The outcome of one ruling (or of a file or ruling that could not be run: ``error``)."""

    file: str
    index: int | None  # 0-based position in the file; None when the whole file is unusable
    title: str | None
    passed: bool
    failed_step: int | None = None  # counted from 1
    expected: Any = None
    actual: Any = None
    rule: str | None = None
    message: str = ""
    steps: list[StepResult] = field(default_factory=list)
    error: bool = False  # the file or ruling is unreadable or malformed: not a verdict on a rule
    source: str | None = None

    @property
    def status(self) -> str:
        return ERROR if self.error else PASS if self.passed else FAIL

    def to_dict(self) -> dict[str, Any]:
        """The contract's shape for one ruling (rulings-format: `--json`)."""
        return {"file": self.file, "index": self.index, "title": self.title, "passed": self.passed,
                "failed_step": self.failed_step, "expected": _plain(self.expected),
                "actual": _plain(self.actual), "rule": self.rule, "message": self.message}

    def line(self, language: str | None = None) -> str:
        """`PASS captain.yaml #1 The captain ...`, `FAIL ... step 3: expected ... got ... [rule]`, in
        `language` (default: the one spoken now; the file, its title and the rule id as written)."""
        with using_language(language):
            if self.error:
                return f"{translate(BADGES[ERROR])} {said(self.message)}"
            head = (f"{translate(BADGES[self.status])} {self.file} #{(self.index or 0) + 1} "
                    f"{self.title or translate('(untitled)')}")
            if self.passed:
                return head
            rule = f" [{self.rule}]" if self.rule else ""
            return speak("{ruling} step {step}: expected {expected}, got {actual}", ruling=head, step=self.failed_step,
                         expected=_brief(_said_value(self.expected)), actual=_brief(_said_value(self.actual))) + rule

    def __str__(self) -> str:
        return self.line()

    def to_html(self, language: str | None = None) -> str:
        """The ruling as a notebook shows it, its headings and the checker's words in `language`
        (default: the current one)."""
        with using_language(language):
            return f'{_STYLE}<div class="prnb-check" lang="{_tag()}">{_ruling_html(self, open_=True)}</div>'

    def _repr_html_(self) -> str:
        return self.to_html()


@dataclass
class CheckReport:
    """Every ruling checked, in file order. Truthy when all hold."""

    rulings: list[RulingResult] = field(default_factory=list)

    @property
    def passed(self) -> int:
        return sum(1 for r in self.rulings if r.passed)

    @property
    def failed(self) -> int:
        return sum(1 for r in self.rulings if not r.passed and not r.error)

    @property
    def errors(self) -> int:
        """Files that could not be read or validated (the contract counts files; each bad
        ruling still has its own entry in ``rulings``)."""
        return len({r.file for r in self.rulings if r.error})

    @property
    def ok(self) -> bool:
        return self.failed == 0 and self.errors == 0

    def __bool__(self) -> bool:
        return self.ok

    def __len__(self) -> int:
        return len(self.rulings)

    def __iter__(self):
        return iter(self.rulings)

    @property
    def exit_code(self) -> int:
        """0 every ruling holds, 1 a step failed, 2 a file is unreadable or malformed."""
        return 2 if self.errors else 1 if self.failed else 0

    def summary(self, language: str | None = None) -> str:
        """`3 passed, 1 failed, 0 errors`, in `language` (default: the one spoken now)."""
        return SUMMARY.say(passed=self.passed, failed=self.failed, errors=self.errors, language=language)

    def to_dict(self) -> dict[str, Any]:
        return {"passed": self.passed, "failed": self.failed, "errors": self.errors,
                "rulings": [r.to_dict() for r in self.rulings]}

    def to_json(self, **kwargs) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, default=str, **kwargs)

    def text(self, language: str | None = None) -> str:
        """The report as the command line prints it, in `language` (default: the one spoken now)."""
        return "\n".join([r.line(language) for r in self.rulings] + [self.summary(language)])

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"<CheckReport {self.summary()}>"

    def to_html(self, language: str | None = None) -> str:
        """The report as a notebook shows it: a summary, then a table per ruling (failures open),
        its headings, verdicts and the checker's words in `language` (default: the current one);
        each ruling's title, source and steps as the file writes them."""
        with using_language(language):
            verdict = VERDICTS["ok" if self.ok else "failed" if not self.errors else "errors"]
            summary = self.summary()
            parts = [_STYLE, f'<div class="prnb-check" lang="{_tag()}"><p><b>'
                     f'{escape(speak("Rulings: {summary}", summary=summary))}</b> {escape(translate(verdict))}</p>']
            parts += [_ruling_html(r, open_=not r.passed) for r in self.rulings]
        parts.append("</div>")
        return "".join(parts)

    def _repr_html_(self) -> str:
        return self.to_html()


# -- helpers ----------------------------------------------------------------------------------------
def _plain(value: Any) -> Any:
    """Something json.dumps takes as it is: tuples to lists, other objects to their text."""
    if isinstance(value, dict):
        return {(k if isinstance(k, (str, int, float, bool)) or k is None else str(k)): _plain(v)
                for k, v in value.items()}
    if isinstance(value, (list, tuple)) and not hasattr(value, "_asdict"):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)


def _said_value(value: Any) -> Any:
    """An expected or actual value as the reader reads it: the checker's words said, a position's values as they are."""
    return said(value) if isinstance(value, str) else value


def _brief(value: Any, width: int = 160) -> str:
    if isinstance(value, dict):
        text = ", ".join(f"{k} = {v!r}" for k, v in value.items())
    elif isinstance(value, str):
        text = value
    else:
        text = repr(value)
    return text if len(text) <= width else text[: width - 3] + "..."


def _compact(value: Any) -> str:
    """A step's action or expectation in the flow style the files are written in."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_compact(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_compact(v) for v in value) + "]"
    if value is True or value is False:
        return "true" if value else "false"
    if value is None:
        return "null"
    return str(value)


def _rule_html(rule: str | None) -> str:
    if not rule:
        return ""
    statement = ""
    try:
        from ..core import catalogue
        found = catalogue.get(rule)
        statement = f"{found.statement} ({found.cite_in()})" if found else ""
    except Exception:  # noqa: BLE001 - a tooltip is never worth a broken report
        statement = ""
    title = f' title="{escape(statement)}"' if statement else ""
    return f"<code{title}>{escape(rule)}</code>"


_STYLE = ("<style>.prnb-check table{border-collapse:collapse;margin:4px 0 10px 1.5em}"
          ".prnb-check th,.prnb-check td{text-align:left;vertical-align:top;padding:2px 8px;"
          "border-bottom:1px solid var(--jp-border-color2,#ddd)}"
          ".prnb-check summary{cursor:pointer}</style>")

_COLOURS = {PASS: "var(--jp-success-color1, #2e7d32)", FAIL: "var(--jp-error-color1, #c62828)",
            ERROR: "var(--jp-warn-color1, #ef6c00)", NOT_RUN: "var(--jp-ui-font-color2, #757575)"}


def _badge(status: str) -> str:
    return f'<b style="color:{_COLOURS[status]}">{escape(translate(BADGES[status]))}</b>'


def _tag() -> str:
    from ..core.language import current_language
    return current_language().replace("_", "-")


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, dict):  # {path: value}: one line each
        return "<br>".join(f"<code>{escape(str(k))}</code> = {escape(repr(v))}" for k, v in value.items())
    return escape(said(value))


def _ruling_html(r: RulingResult, open_: bool) -> str:
    name = f"{r.file} #{(r.index or 0) + 1}" if r.index is not None else r.file
    head = (f"<summary>{_badge(r.status)} <code>{escape(name)}</code> "
            f"<bdi>{escape(r.title or '')}</bdi></summary>")  # the file's own words: isolated, as names are
    body = []
    if r.source:
        source = speak("Source: {source}", source="\x00")  # the book's words isolated inside the sentence
        before, _, after = escape(source).partition("\x00")
        body.append(f"<p><i>{before}<bdi>{escape(r.source)}</bdi>{after}</i></p>")
    if r.error and not any(step.status == ERROR for step in r.steps):  # else the step row says it
        body.append(f"<p>{escape(said(r.message))}</p>")
    if r.steps:
        headings = [translate(word) for word in HEADINGS]
        rows = ["<tr>" + "".join(f"<th>{escape(word)}</th>" for word in headings) + "</tr>"]
        for s in r.steps:
            shown = _compact(s.value)
            if s.because:
                shown = speak("{step}  (because: {because})", step=shown, because=s.because)
            message = said(s.message) if not isinstance(s.expected, dict) else ""  # differences: see the columns
            result = _badge(s.status) + (f"<br>{escape(message)}" if message else "")
            rows.append(f"<tr><td>{s.number}</td><td>{escape(s.kind)}</td>"
                        f"<td><code>{escape(shown)}</code></td><td>{result}</td>"
                        f"<td>{_cell(s.expected)}</td><td>{_cell(s.actual)}</td>"
                        f"<td>{_rule_html(s.rule)}</td></tr>")
        body.append('<table class="prnb-steps">' + "".join(rows) + "</table>")
    return f"<details{' open' if open_ else ''}>{head}{''.join(body)}</details>"
