"""Run rulings: build each position, play its steps, and say which hold.

>>> report = check('''
... title: Choosing the prospector earns a doubloon
... steps:
...   - act: {player: 0, choose_role: prospector}
...   - expect: {players: {0: {doubloons: 4}}}
... ''')
>>> print(report)
PASS <string> #1 Choosing the prospector earns a doubloon
1 passed, 0 failed, 0 errors
"""
from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any, Iterable

from ..core.errors import IllegalAction, LoadError, MalformedAction
from ..core.words import Reason
from . import loader
from .limits import DEFAULT, Limits
from .loader import Source, where
from .report import Listed, _compact
from .report import ERROR, FAIL, NOT_RUN, PASS, CheckReport, RulingResult, StepResult

__all__ = ["CheckReport", "RulingResult", "StepResult", "check", "run_ruling", "run_sources"]

KINDS = ("act", "reject", "expect")


def check(target: Any, *, name: str | None = None, limits: Limits = DEFAULT) -> CheckReport:
    """Check rulings given as a path (file or folder), several paths, a mapping (one ruling or
    ``{rulings: [...]}``) or YAML text; return the report (never raises for a bad ruling).
    `limits` bounds what a file may hold (its size, nesting and values; see rulings.limits)."""
    return run_sources(_sources(target, name, limits), limits)


ACCEPTED = "give a path (or several), a mapping or YAML text"


def _sources(target: Any, name: str | None, limits: Limits = DEFAULT) -> list[Source]:
    if isinstance(target, Mapping):
        return [Source(name or "<mapping>", dict(target))]
    if isinstance(target, str) and _looks_like_text(target):
        return [loader.read_text(target, name or "<string>", limits=limits)]
    if isinstance(target, (str, os.PathLike)):
        return list(loader.iter_sources([target], limits))
    if isinstance(target, Iterable) and not isinstance(target, (bytes, bytearray, memoryview)):
        paths = list(target)
        odd = [p for p in paths if not isinstance(p, (str, os.PathLike))]
        if odd:
            return [_not_accepted(name, odd[0], " in a list of paths")]
        return list(loader.iter_sources(paths, limits))
    return [_not_accepted(name, target)]


def _not_accepted(name: str | None, value: Any, where: str = "") -> Source:
    what = "bytes (decode them to text first)" if isinstance(value, (bytes, bytearray, memoryview)) \
        else type(value).__name__
    name = name or "<input>"
    return Source(name, problem=loader.FileProblem(name, f"cannot check {what}{where}: {ACCEPTED}"))


def _looks_like_text(text: str) -> bool:
    """YAML text rather than a path: several lines, a flow mapping, or a `key: value` pair."""
    if os.path.exists(text):
        return False
    stripped = text.strip()
    return "\n" in stripped or stripped.startswith("{") or ": " in stripped


def run_sources(sources: Iterable[Source], limits: Limits = DEFAULT) -> CheckReport:
    report = CheckReport()
    for source in sources:
        checked = loader.validate(source, limits)
        results = [_problem_result(p) for p in checked.problems]
        results += [run_ruling(ruling, source.name, index) for index, ruling in checked.rulings]
        report.rulings += sorted(results, key=lambda r: -1 if r.index is None else r.index)
    return report


def _problem_result(problem: loader.FileProblem) -> RulingResult:
    return RulingResult(problem.file, problem.index, problem.title, passed=False,
                        failed_step=problem.step, message=problem.message, error=True)


def run_ruling(ruling: dict, file: str = "<ruling>", index: int = 0) -> RulingResult:
    """Play one (schema-valid) ruling; the first failing step fails it."""
    from . import position  # the engine's side of the vocabulary: loaded only when running

    title = loader.title_of(ruling)
    steps = [_step(n, step) for n, step in enumerate(ruling.get("steps") or [], 1)]
    result = RulingResult(file, index, title, passed=False, steps=steps, source=ruling.get("source"))

    def error(message: str, step: StepResult | None = None, key: str | None = None) -> RulingResult:
        at = where(file, index, title, step.number if step else None)
        result.error = True
        result.failed_step = step.number if step else None
        result.message = Reason("{where}: {key}: {message}", where=at, key=repr(key), message=message) if key \
            else Reason("{where}: {message}", where=at, message=message)
        if step:
            step.status, step.message = ERROR, message
        return result

    try:
        game = position.build_game(ruling)
    except position.SetupError as e:
        return error(e.message, key=e.path)
    except LoadError as e:
        return error(Reason("the position cannot be set up: {error}", error=_message(e)))
    except ImportError as e:
        return error(Reason("this game is not available here ({error})", error=str(e)))
    except Exception as e:  # noqa: BLE001 - reported, never a traceback for a ruling file
        return error(Reason("the engine failed while setting up the position: {kind}: {error}", kind=type(e).__name__,
                            error=str(e)))

    happened: list = []  # the events of every action played so far: what made the position
    for step in steps:
        try:
            if step.kind == "act":
                happened.extend(_act(game, step))
            elif step.kind == "reject":
                _reject(game, step)
            else:
                _expect(game, step, happened)
        except MalformedAction as e:
            step.rule = "action.malformed"
            return error(Reason("{kind} is not an action of this game: {error}", kind=repr(step.kind), error=_message(e)),
                         step)
        except Exception as e:  # noqa: BLE001 - an engine failure is reported, not raised
            return error(Reason("the engine failed on this step: {kind}: {error}", kind=type(e).__name__, error=str(e)),
                         step)
        if step.status == FAIL:
            result.failed_step = step.number
            result.expected, result.actual = step.expected, step.actual
            result.rule, result.message = step.rule, step.message
            return result
    result.passed = True
    return result


def _message(error: Exception) -> Any:
    """An error's message, kept whole when it is a ``Reason`` (said later in the reader's language)."""
    message = error.args[0] if len(error.args) == 1 else None
    return message if isinstance(message, Reason) else str(error)


def _step(number: int, step: dict) -> StepResult:
    kind = next(k for k in KINDS if k in step)
    return StepResult(number, kind, step[kind], NOT_RUN, because=step.get("because"))


def _act(game, step: StepResult) -> list:
    """The action must be legal; it is applied. Returns the events it caused."""
    explanation = game.explain(step.value)
    try:
        events = game.apply(step.value)
    except IllegalAction as e:
        step.status, step.rule = FAIL, e.rule_id
        step.expected, step.actual = Reason("legal"), Reason("illegal: {why}", why=e.why)
        step.message = Reason("{action} was refused: {why}", action=_compact(step.value), why=e.why)
        return []
    step.status, step.rule = PASS, explanation.rule
    return list(events or ())


def _words(text: str) -> str:
    return " ".join(text.lower().replace("-", " ").replace("_", " ").replace(".", " ").split())


def _matches(because: str, refusal: IllegalAction) -> bool:
    """Does `because` name this refusal? A case-insensitive piece of the rule id or of the
    message, where the message is the reason given and the rule's statement in the catalogue;
    hyphens, underscores and spaces count alike ("must load" matches captain.must-load-when-able)."""
    from ..core import catalogue
    rule = catalogue.get(refusal.rule_id)
    texts = [refusal.rule_id, refusal.why, rule.statement if rule else ""]
    wanted = because.lower()
    return any(wanted in t.lower() for t in texts) or any(_words(because) in _words(t) for t in texts)


def _reject(game, step: StepResult) -> None:
    """The action must be refused, leave the position as it was, and (if asked) for the reason."""
    explanation = game.explain(step.value)
    before, log = game.state.to_dict(), len(game.log)
    try:
        game.apply(step.value)
    except IllegalAction as e:
        step.rule = e.rule_id
        after = game.state.to_dict()
        if after != before or len(game.log) != log:
            changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
            step.status, step.expected = FAIL, Reason("the position unchanged")
            step.actual = Reason("changed: {keys}", keys=", ".join(changed)) if changed else Reason("changed: the log")
            step.message = Reason("refusing {action} changed the position", action=_compact(step.value))
            return
        because = step.because
        if because and not _matches(because, e):
            step.status = FAIL
            step.expected = Reason("a refusal matching {because}", because=repr(because))
            step.actual = Reason("refused because {why}", why=e.why)
            step.message = Reason("{action} was refused for another reason: {why}", action=_compact(step.value), why=e.why)
            return
        step.status, step.message = PASS, e.why
        return
    step.status, step.rule = FAIL, explanation.rule
    step.expected, step.actual = Reason("illegal"), Reason("legal")
    step.message = Reason("{action} was accepted ({why})", action=_compact(step.value), why=explanation.why)


def _words_of(value) -> set[str]:
    """The names in an event's data (keys and plain values), singular: 'ships' and 'ship' alike."""
    if isinstance(value, dict):
        return {w for k, v in value.items() for w in _words_of(k) | _words_of(v)}
    if isinstance(value, (list, tuple, set, frozenset)):
        return {w for v in value for w in _words_of(v)}
    return {str(value).lower().removesuffix("s")} if isinstance(value, str) else set()


def deciding_rule(path: str, events: list) -> str | None:
    """The rule of the latest event that touched the field at `path` (``players.0.doubloons``: an
    event of seat 0 named ``doubloons``, or one whose data names it), or None when no event of
    the ruling did: a failed `expect` never names a rule that had nothing to do with it
    (the role choice that came before a prospector's doubloon, for one)."""
    parts = path.split(".")
    after_players = parts[parts.index("players") + 1:] if "players" in parts else []
    seat = int(after_players[0]) if after_players and after_players[0].isdigit() else None
    words = {p.lower().removesuffix("s") for p in parts if not p.isdigit() and p != "players"}
    for found in reversed(events):
        if seat is not None and found.player not in (seat, None):
            continue
        if found.kind.removesuffix("s") in words or words & _words_of(found.data):
            return found.rule
    return None


def _expect(game, step: StepResult, happened: list) -> None:
    from . import position
    mismatches = position.expect_mismatches(game, step.value)
    if not mismatches:
        step.status = PASS
        return
    step.status, step.rule = FAIL, deciding_rule(mismatches[0].path, happened)
    step.expected = {m.path: m.expected for m in mismatches}
    step.actual = {m.path: m.actual for m in mismatches}
    step.message = Listed([Reason("{path}: expected {expected}, got {actual}", path=m.path, expected=repr(m.expected),
                                  actual=repr(m.actual)) for m in mismatches])


