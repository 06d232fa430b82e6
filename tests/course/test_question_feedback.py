"""Every question of the course, answered wrong, keeps its answer hidden and speaks the lesson's
words (issue #23, the newcomer's reading): each English tutorial's code is run here with the
questions it makes collected, and each is given every wrong choice (or a wrong value beside the
answer). A wrong try is told a hint or the rule to apply, never the answer: no number, name or
"nothing" that is the answer, no "Not “no”" on a yes-or-no question (it says "yes"), no
reason that applies the rule to the move ("so she may choose either"), no counts that add up to
the answer ("he makes one good; his aqueduct adds one more"). And a base-game tutorial
speaks of no expansion's words (the black market, nobles, "written-down points") in what a
learner reads of its questions."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import puertorico_nb.widgets.questions as questions
from puertorico_nb.core import catalogue
from puertorico_nb.widgets.questions import names_answer

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from nbtools import ORDER  # noqa: E402

SOURCES = [ROOT / "tutorials" / "sources" / f"{slug}.py" for slug, _ in ORDER]
UNTAUGHT_IN_THE_BASE_GAME = ("black market", "noble", "forest", "written-down")
VERDICT = re.compile(r"^(?:It is allowed|The rules forbid it): ")
NUMBER_WORDS = {word: n for n, word in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}
COUNTED = re.compile(r"\b(\d+|" + "|".join(NUMBER_WORDS) + r")\b", re.IGNORECASE)


def course_questions(source: Path, monkeypatch) -> list:
    """The questions a tutorial makes, its code cells run in order as the notebook runs them."""
    made: list = []
    make = questions.Question.__init__

    def collect(self, *args, **kwargs):
        make(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(questions.Question, "__init__", collect)
    namespace: dict = {}
    for cell in re.split(r"^# %%.*$", source.read_text(encoding="utf-8"), flags=re.M):
        if not cell.lstrip().startswith("# ") or re.search(r"^[^#\s]", cell, re.M):
            exec(compile(cell, str(source), "exec"), namespace)  # noqa: S102 (the course's own code)
    return made


def wrong_answers(question) -> list:
    expected = question._expected()
    if question.choices:
        return [choice for choice in question.choices if not question._reads_as(choice, expected)]
    if isinstance(expected, int) and not isinstance(expected, bool):
        return [str(n) for n in (expected - 1, expected + 1) if n >= 0]
    return ["something else entirely"]


def adds_up_to(text: str, expected) -> bool:
    """Whether `text` names two or more counts that add up to a whole-number answer ("he makes
    one good; his aqueduct adds one more" for 2): it works the answer out for the learner."""
    if not isinstance(expected, int) or isinstance(expected, bool):
        return False
    counts = [int(word) if word.isdigit() else NUMBER_WORDS[word.lower()] for word in COUNTED.findall(text)]
    return len(counts) >= 2 and sum(counts) == expected


def applied_reason(question) -> str:
    """The question's reason where it applies a rule to the move ("so she may choose either"),
    which a wrong try must not be told; "" where it is the rule's general statement, the rule to
    apply that a wrong try may be told."""
    reason = VERDICT.sub("", question._why).rstrip(".")
    rule = catalogue.get(question._rule) if question._rule else None
    return "" if rule is not None and rule.statement.rstrip(".").casefold() == reason.casefold() else reason


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem[:2])
def test_a_wrong_try_keeps_the_answer_hidden_in_the_lessons_words(source, monkeypatch):
    problems = []
    base_game = int(source.name[:2]) <= 12
    for question in course_questions(source, monkeypatch):
        expected = question._expected()
        reason = applied_reason(question)
        for given in wrong_answers(question):
            question.tries, question.status = 0, "open"
            question.answer(given)
            said = question.feedback
            if names_answer(said, expected):
                problems.append(f"{question.prompt!r}: {given!r} is told the answer {expected!r}: {said}")
            # (a rule's general statement may hold numbers that happen to add up: it is the rule to apply)
            if reason and adds_up_to(said.removeprefix(f"Not {given}"), expected):
                problems.append(f"{question.prompt!r}: {given!r} is told the parts of {expected!r}: {said}")
            if isinstance(expected, bool):
                if re.search(r"[“\"](?:yes|no)[”\"]", said, re.IGNORECASE):
                    problems.append(f"{question.prompt!r}: a yes-or-no try names an option: {said}")
                if reason and reason in said:
                    problems.append(f"{question.prompt!r}: a wrong try is told the verdict's reason: {said}")
            read = f"{said} {question._why}".lower()
            problems += [f"{question.prompt!r}: {word!r}, not taught yet, in: {read}"
                         for word in UNTAUGHT_IN_THE_BASE_GAME if base_game and word in read]
    assert not problems, "\n".join(problems)
