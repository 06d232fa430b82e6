"""A ruling's outcome step by step, as plain text: what each step asked, whether it held, expected
against actual where it did not, and the rule that decided with its statement and citation.

Used where a one-line verdict is too little: the ``%%ruling`` cell magic in a terminal and the
pytest plugin's failure report.

>>> from puertorico_nb.rulings.runner import check
>>> report = check('''
... title: The prospector takes a doubloon
... steps:
...   - act: {player: 0, choose_role: prospector}
...   - expect: {players: {0: {doubloons: 5}}}
... ''', name="cell")
>>> print(ruling_details(report.rulings[0]))  # doctest: +ELLIPSIS
FAIL cell #1 The prospector takes a doubloon step 2: expected players.0.doubloons = 5, got ...
  step 1  act     {player: 0, choose_role: prospector}  pass  [round.one-role-each]
  step 2  expect  {players: {0: {doubloons: 5}}}  FAIL
      expected  players.0.doubloons = 5
      actual    players.0.doubloons = 4
      rule      prospector.privilege: The prospector takes one doubloon... (Icelandic rulebook, ...)
"""
from __future__ import annotations

from typing import Any

from .report import ERROR, FAIL, NOT_RUN, PASS, CheckReport, RulingResult, _compact

__all__ = ["ruling_details", "report_details", "rule_line"]

_SHOWN = {PASS: "pass", FAIL: "FAIL", ERROR: "ERROR", NOT_RUN: "not run"}


def rule_line(rule_id: str | None) -> str:
    """`captain.largest-empty-ship: <statement> (<citations>)`, or the id alone if unknown."""
    if not rule_id:
        return ""
    try:
        from ..core import catalogue
        rule = catalogue.get(rule_id)
    except Exception:  # noqa: BLE001 - the id alone still says something
        rule = None
    return f"{rule_id}: {rule.statement} ({rule.cite()})" if rule else rule_id


def _pairs(value: Any) -> list[tuple[str, str]]:
    if isinstance(value, dict):
        return [(str(k), repr(v)) for k, v in value.items()]
    return [("", str(value))] if value is not None else []


def ruling_details(result: RulingResult) -> str:
    """Every step of one ruling, with the failing step spelled out."""
    lines = [result.line()]
    for step in result.steps:
        shown = _compact(step.value)
        if len(shown) > 100:
            shown = shown[:97] + "..."
        because = f" (because: {step.because})" if step.because else ""
        rule = f"  [{step.rule}]" if step.rule and step.status == PASS else ""
        lines.append(f"  step {step.number}  {step.kind:<6}  {shown}{because}  {_SHOWN[step.status]}{rule}")
        if step.status in (FAIL, ERROR):
            expected, actual = _pairs(step.expected), _pairs(step.actual)
            for key, value in expected:
                lines.append(f"      expected  {key + ' = ' if key else ''}{value}")
            for key, value in actual:
                lines.append(f"      actual    {key + ' = ' if key else ''}{value}")
            if step.message and not (expected and isinstance(step.expected, dict)):
                lines.append(f"      why       {step.message}")
            if step.rule:
                lines.append(f"      rule      {rule_line(step.rule)}")
    if result.error and not result.steps:
        pass  # the headline already is the located message
    return "\n".join(lines)


def report_details(report: CheckReport) -> str:
    """Every ruling of a report in detail, then the summary."""
    return "\n".join([ruling_details(r) for r in report.rulings] + [report.summary()])
