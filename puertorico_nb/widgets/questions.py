"""Question: a check-yourself question answered inside the widget and checked in Python.

The learner types an answer (or clicks one of the choices); Python reads it tolerantly (case,
spacing, "2" or "two" for 2, "yes" or "allowed" for True, a name or "Player 2" for a player) and
compares it with the answer, which stays on the Python side: the front end never holds it. A
yes-or-no question is answered with two buttons. A wrong answer gets the rule that decides, in
plain words, and another try; when those words would give the answer away (always, for a yes or
no: its reason says which), it gets the question's own hint instead, and a question without one
fails when it is made; a wrong number is told which way the answer lies. After two wrong tries a "Show the answer" button gives
the answer with the whole reason. Nothing here knows a game: the
answer is a value, or a function that works it out (so a notebook never prints or computes it in
plain sight). ``puertorico_nb.course`` builds questions whose answers
come from the engine.

>>> q = Question("How many role cards do four players use?", 7,
...              why="Four players use the six basic roles and one prospector.")
>>> q.answer("six")
False
>>> q.feedback
'Not 6: the answer is higher. Four players use the six basic roles and one prospector. Try again.'
>>> q.answer(" 7 ")
True
>>> q.feedback
'Right: 7.'
>>> q = Question("How many cargo ships sail with four players?", 3,
...              why="Three cargo ships sail with three to five players.", hint="Count the ships on the table.")
>>> q.answer("4"), q.feedback
(False, 'Not 4: the answer is lower. Count the ships on the table. Try again.')
>>> q = Question("May the governor pass?", False, why="No: every player chooses a role.",
...              hint="Think of what each player must do once a round.")
>>> q.choices
['Yes', 'No']
>>> q.answer("yes"), q.feedback
(False, 'Not quite. Think of what each player must do once a round. Try again.')
>>> q.answer("no"), q.feedback
(True, 'Right: no. No: every player chooses a role.')

A question speaks the language of the package when it is made (``language=`` chooses another): its
feedback, its buttons and the words its front end writes are said in it, and a yes or no is read
in it as well as in English.

>>> q = Question("Má landstjórinn sleppa?", False, why="Allir velja hlutverk.",
...              hint="Hugsaðu um hvað hver leikmaður gerir í hverri umferð.", language="is")
>>> q.choices, q.answer("já"), q.feedback
(['Já', 'Nei'], False, 'Ekki alveg. Hugsaðu um hvað hver leikmaður gerir í hverri umferð. Reyndu aftur.')
"""
from __future__ import annotations

import html
import math
import re
from pathlib import Path
from typing import Any, Iterable, NamedTuple

import anywidget
import traitlets

from ..core.language import N_, check_language, current_language, speak, translate
from ._base import FrontEndAsks, front_end, with_picture
from .page_words import QUESTION_WORDS, words_for

STATIC = Path(__file__).resolve().parent / "static"
TRIES_BEFORE_SHOWING = 2

_NUMBER_WORDS = {w: n for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty".split())}
_YES = {"yes", "y", "true", "allowed", "legal", "it is allowed", "may", "she may", "he may", "they may",
        "can", "right", "correct", "ja", "oui", "si", "sí"}
_NO = {"no", "n", "false", "not allowed", "illegal", "refused", "may not", "cannot", "can't", "cant",
       "must not", "it is not allowed", "nein", "non"}


# a count of nothing said without a number ("nothing if they sell nothing" answers "how many?")
ZERO_SAID = ["nothing", "none", "no doubloons", "no points", "no cards", "no colonists", "no barrels"]


class Answer(NamedTuple):
    """An answer with its reason, for a question whose reason is only known with the answer
    (for example whether a move is allowed, and the rule that says so)."""

    value: Any
    why: str
    rule: str = ""
    citation: str = ""
    hint: str = ""  # what a wrong try is told when `why` would give the answer away


class AnswerFormError(ValueError):
    """The text is not an answer of the kind asked for (it does not count as a try)."""


def words(text: Any) -> str:
    """Lower case, single spaces, no underscores or surrounding punctuation: how answers compare."""
    text = str(text).replace("_", " ").casefold()
    text = re.sub(r"\s+", " ", text).strip()
    return text.strip(" .!?,;:'\"")


# a yes or a no in a language's own words (read besides the English ones above)
YES_WORDS = (N_("yes"), N_("Yes"))
NO_WORDS = (N_("no"), N_("No"))


def read_answer(text: Any, expected: Any, players: Iterable[str] | None = None, language: str | None = None) -> Any:
    """Read `text` as an answer of the same kind as `expected` (a yes or no also in `language`'s
    words, default the current language; a reason it cannot be read is said in that language).

    >>> read_answer("Two", 2), read_answer("2.0", 2), read_answer("Allowed", True)
    (2, 2, True)
    >>> read_answer("player 2", "Omar", players=["Lena", "Omar"]), read_answer(" OMAR ", "Omar")
    ('Omar', 'omar')
    >>> sorted(read_answer("coffee, Sugar and corn", frozenset({"corn"})))
    ['coffee', 'corn', 'sugar']
    >>> read_answer("1", True)
    Traceback (most recent call last):
    ...
    puertorico_nb.widgets.questions.AnswerFormError: Answer yes or no.
    """
    said = words(text)
    if not said:
        raise AnswerFormError(speak("Write an answer first.", language=language))
    if isinstance(expected, bool):
        if said in _YES or said in _said_as(YES_WORDS, language):
            return True
        if said in _NO or said in _said_as(NO_WORDS, language):
            return False
        raise AnswerFormError(speak("Answer yes or no.", language=language))
    if isinstance(expected, int):
        return _read_number(said, language)
    if isinstance(expected, (set, frozenset)):
        parts = [words(p) for p in re.split(r",|;|\band\b|&", said)]
        return frozenset(p for p in parts if p)
    players = list(players or ())
    if players:
        seat = re.fullmatch(r"(?:player|seat) ?(\d+)", said)
        if seat and 1 <= int(seat.group(1)) <= len(players):
            return players[int(seat.group(1)) - 1]
        for name in players:
            if words(name) == said:
                return name
    return said


def _said_as(texts: Iterable[str], language: str | None) -> set[str]:
    """These English words in `language`, as answers compare."""
    return {words(translate(text, language=language)) for text in texts}


def _read_number(said: str, language: str | None = None) -> int:
    if said in _NUMBER_WORDS:
        return _NUMBER_WORDS[said]
    try:
        value = float(said.replace(" ", ""))
    except (ValueError, OverflowError):
        raise AnswerFormError(speak("Answer with a number, such as 3.", language=language)) from None
    if not math.isfinite(value):  # "inf", "nan", "1e400", thousands of digits: no count of a game
        raise AnswerFormError(speak("Answer with a number, such as 3.", language=language))
    if value != int(value):
        raise AnswerFormError(speak("Answer with a whole number.", language=language))
    return int(value)


def same(given: Any, expected: Any) -> bool:
    """Whether a read answer matches the expected one (text compares as words)."""
    if isinstance(expected, bool) or isinstance(expected, int):
        return type(given) is type(expected) and given == expected
    if isinstance(expected, (set, frozenset)):
        return isinstance(given, frozenset) and given == frozenset(words(e) for e in expected)
    return words(given) == words(expected)


def names_answer(text: str, expected: Any) -> bool:
    """Whether ``text`` says the answer ``expected`` (as digits or a number word, a name, or a
    member of a set of answers), so that showing it after a wrong try would give the answer away.
    (A yes-or-no question's reason always says which: see ``Question._gives_away``.)

    >>> names_answer("Three cargo ships sail.", 3), names_answer("The ships hold 5, 6 and 7.", 4)
    (True, False)
    >>> names_answer("The governor, Omar, chooses first.", "Omar"), names_answer("Yes, she may.", False)
    (True, False)
    """
    if isinstance(expected, bool):
        return False
    # every mark between words is a space: "(five, six, seven, eight)" names eight
    said = " " + re.sub(r"[^\w]+", " ", words(text)) + " "
    if isinstance(expected, int):
        spelled = [str(expected)] + [w for w, n in _NUMBER_WORDS.items() if n == expected]
        spelled += ZERO_SAID if expected == 0 else []
        return any(f" {w} " in said for w in spelled)
    members = expected if isinstance(expected, (set, frozenset)) else [expected]
    return any(words(m) and f" {words(m)} " in said for m in members)


def shown(value: Any, language: str | None = None) -> str:
    """An answer as a learner would write it (yes or no in `language`, default the current one)."""
    if isinstance(value, bool):
        return translate(YES_WORDS[0] if value else NO_WORDS[0], language=language)
    if isinstance(value, (set, frozenset)):
        return ", ".join(sorted(words(v) for v in value)) or translate("none", language=language)
    return str(value).replace("_", " ")


class Question(FrontEndAsks, anywidget.AnyWidget):
    """A question answered in the widget, by typing or (with ``choices``) by clicking.

    ``answer`` is the value, or a function of no arguments returning it or an ``Answer`` (called
    once, when the question is made; the result stays on the Python side). ``why`` says, in plain words, the rule that decides: a
    wrong answer gets it with another try. ``right`` (optional) is said after a right answer.
    ``hint`` (optional) is said after a wrong answer instead of ``why`` (required where ``why``
    would give the answer away).
    ``players`` lets a name or "Player 2" (counted from 1) stand for a player. ``also`` lists
    other answers accepted as right. A yes-or-no answer without ``choices`` gets Yes and No
    buttons. ``rule`` and ``citation`` (optional) are shown one click away once the learner has
    answered (before, they could give the answer away). ``language``: the language its own words
    are said in (default: the package's when it is made); the prompt, reasons and hints are the
    notebook's own, in whatever language it is written.
    """

    _esm = front_end("questions.js")
    _css = STATIC / "questions.css"

    prompt = traitlets.Unicode("").tag(sync=True)
    choices = traitlets.List(traitlets.Unicode()).tag(sync=True)
    placeholder = traitlets.Unicode("").tag(sync=True)
    feedback = traitlets.Unicode("").tag(sync=True)
    status = traitlets.Unicode("open").tag(sync=True)  # open, right, wrong, shown
    tries = traitlets.Int(0).tag(sync=True)
    can_show = traitlets.Bool(False).tag(sync=True)
    # a Hint button before any wrong try, where the question has a hint of its own (it says
    # what a wrong try would be told, and is no try)
    has_hint = traitlets.Bool(False).tag(sync=True)
    rule = traitlets.Unicode("").tag(sync=True)
    citation = traitlets.Unicode("").tag(sync=True)
    language = traitlets.Unicode("").tag(sync=True)  # its own words' language (a code of core.language)
    words = traitlets.Dict().tag(sync=True)  # the front end's texts in that language (see page_words)

    def __init__(self, prompt: str, answer: Any, *, why: str = "", right: str = "", hint: str = "",
                 choices: Iterable[str] = (), players: Iterable[str] | None = None,
                 also: Iterable[Any] = (), placeholder: str = "", rule: str = "",
                 citation: str = "", language: str | None = None, **kwargs: Any) -> None:
        code = current_language() if language is None else check_language(language)
        kwargs.update(language=code, words=words_for(code, QUESTION_WORDS))
        if not callable(answer) and not str(why).strip():
            raise ValueError("a question needs `why`: the rule that decides, in plain words")
        self._answer_source = answer
        self._why, self._right, self._hint = str(why).strip(), str(right).strip(), str(hint).strip()
        self._rule, self._citation = str(rule), str(citation)
        self._players = [str(p) for p in players or ()]
        self._also = list(also)
        choices = [str(c) for c in choices]
        super().__init__(prompt=str(prompt), choices=choices,
                         placeholder=str(placeholder) or self._default_placeholder(answer, choices, code),
                         **kwargs)
        expected = self._expected()  # worked out now, out of sight
        if isinstance(expected, bool) and not self.choices:
            self.choices, self.placeholder = [translate(YES_WORDS[1], language=code), translate(NO_WORDS[1], language=code)], ""
        self._check_answerable(expected)
        self._check_hint(expected)
        self.has_hint = bool(self._hint)
        self.on_msg(self._on_msg)

    def _read(self, text: Any, expected: Any) -> Any:
        return read_answer(text, expected, self._players, self.language)

    def _check_answerable(self, expected: Any) -> None:
        """A question nobody could answer right fails when it is made, not in front of a class."""
        try:
            readable = same(self._read(shown(expected, self.language), expected), expected)
        except AnswerFormError:
            readable = False
        if not readable:
            raise ValueError(f"the answer {expected!r} cannot be typed back as an answer")
        if self.choices and not any(self._reads_as(c, expected) for c in self.choices):
            raise ValueError(f"none of the choices {list(self.choices)!r} is the answer {expected!r}")

    def _check_hint(self, expected: Any) -> None:
        """A wrong try is told something about this question that keeps the answer hidden: its
        reason where that does not name the answer, else its own ``hint``. A question with neither
        fails when it is made (a learner was told "Look again at the lesson above" instead)."""
        hint_names_it = bool(self._hint) and names_answer(self._hint, expected)
        if self._gives_away(self._why, expected) and (not self._hint or hint_names_it):
            raise ValueError(f"the question {self.prompt!r}: its reason gives the answer away, so it needs a hint "
                             "that does not (what to look at or think about)")

    @staticmethod
    def _gives_away(text: str, expected: Any) -> bool:
        """Whether ``text`` would tell the answer: it names it, or the question is yes or no (its
        reason says whether, and why)."""
        return isinstance(expected, bool) or names_answer(text, expected)

    def _reads_as(self, text: str, expected: Any) -> bool:
        try:
            return same(self._read(text, expected), expected)
        except AnswerFormError:
            return False

    @staticmethod
    def _default_placeholder(answer: Any, choices: list[str], language: str) -> str:
        if choices:
            return ""
        if isinstance(answer, bool):
            return speak("yes or no", language=language)
        if isinstance(answer, int):
            return speak("a number", language=language)
        return speak("your answer", language=language)

    # -- the answer, computed out of sight ---------------------------------------------------
    def _expected(self) -> Any:
        if callable(self._answer_source):
            found = self._answer_source()
            if isinstance(found, Answer):
                self._why = self._why or str(found.why).strip()
                self._rule = self._rule or found.rule
                self._citation = self._citation or found.citation
                self._hint = self._hint or str(found.hint).strip()
                found = found.value
            if not self._why:
                raise ValueError("a question needs `why`: the rule that decides, in plain words")
            self._answer_source = found
        return self._answer_source

    def _publish_rule(self) -> None:
        self.rule, self.citation = self._rule, self._citation

    def answer(self, text: Any) -> bool:
        """Check one answer; return True when it is right. A malformed answer is not a try."""
        expected = self._expected()
        try:
            given = self._read(text, expected)
        except AnswerFormError as e:
            self.feedback = str(e)
            return False
        self._publish_rule()
        if any(same(given, e) for e in [expected, *self._also]):
            self.status = "right"
            self.can_show = False
            right = speak("Right: {answer}.", language=self.language, answer=shown(expected, self.language))
            # a yes or no is a guess one time in two: the reason comes with it, unless ``right`` says more
            said = self._right or (self._why if isinstance(expected, bool) else "")
            self.feedback = " ".join(filter(None, [right, said]))
            return True
        self.tries += 1
        self.status = "wrong"
        self.can_show = self.tries >= TRIES_BEFORE_SHOWING
        self.feedback = speak(self._wrong_words(given, expected), language=self.language,
                              given=self._as_given(text, given), why=self._why_not(expected))
        return False

    @staticmethod
    def _wrong_words(given: Any, expected: Any) -> str:
        """What a wrong try is told, as a whole sentence: for a number, also which way the answer
        lies from the one given (it names neither)."""
        if isinstance(expected, bool):
            # "Not “no”" would say "yes" in other words: the try is marked wrong, the words leave
            # the verdict to the learner's reading of the hint (a newcomer read it as the answer)
            return N_("Not quite. {why} Try again.")
        if not isinstance(expected, int) or not isinstance(given, int):
            return N_("Not {given}. {why} Try again.")
        if given > expected:
            return N_("Not {given}: the answer is lower. {why} Try again.")
        return N_("Not {given}: the answer is higher. {why} Try again.")

    def _as_given(self, text: Any, given: Any) -> str:
        """A wrong answer said back as the learner gave it: a choice as its button reads ("Not
        Bo", never the "bo" the answer is compared as), yes or no in quotes ("Not “no”")."""
        if isinstance(given, bool):
            return speak("\u201c{answer}\u201d", language=self.language, answer=shown(given, self.language))
        offered = next((choice for choice in self.choices if words(choice) == words(text)), None)
        return offered if offered is not None else shown(given)

    def _why_not(self, expected: Any) -> str:
        """What a wrong try is told: the question's own hint where it has one (written for this
        question, in the lesson's words), else the reason, unless that would give the answer away
        (then a hint is required: ``_check_hint``), so the answer stays hidden until "Show the
        answer"."""
        return self._hint if self._hint or self._gives_away(self._why, expected) else self._why

    def show_hint(self) -> str:
        """The question's own hint, asked for before answering (not a try); "" without one, or
        once the question is answered."""
        if not self._hint or self.status in ("right", "shown"):
            return ""
        self.feedback = speak("Hint: {hint}", language=self.language, hint=self._hint)
        return self.feedback

    def show_answer(self) -> str:
        """Give the answer with its reason (offered after two wrong tries)."""
        self.status = "shown"
        self.can_show = False
        self._publish_rule()
        self.feedback = speak("The answer is {answer}. {why}", language=self.language,
                              answer=shown(self._expected(), self.language), why=self._why)
        return self.feedback

    def _on_msg(self, widget, content, buffers) -> None:
        if not isinstance(content, dict):
            return
        if content.get("type") == "answer" and isinstance(content.get("text"), (str, int, float)):
            self.answer(content["text"])
        elif content.get("type") == "show" and self.can_show:
            self.show_answer()
        elif content.get("type") == "hint":
            self.show_hint()

    # -- a picture for pages that cannot run the widget ----------------------------------------
    def to_html(self) -> str:
        e = html.escape
        if self.choices:
            answer = "".join(f'<li dir="auto">{e(c)}</li>' for c in self.choices)
            answer = f'<ul class="prnb-q-choices-static">{answer}</ul>'
        else:
            answer = '<p class="prnb-q-blank" aria-hidden="true">&nbsp;</p>'
        style = (STATIC / "questions.css").read_text(encoding="utf-8")
        lang = e(self.language.replace("_", "-"))  # HTML's tag for the language: zh-Hans
        lead = speak("Question:", language=self.language)
        note = speak("Answer it in the running notebook: the answer is checked there.", language=self.language)
        return (f'<style>{style}</style><div class="prnb-question prnb-q-static" lang="{lang}">'
                f'<p class="prnb-q-prompt" dir="auto"><strong>{e(lead)}</strong> {e(self.prompt)}</p>'
                f'{answer}<p class="prnb-q-note">{e(note)}</p></div>')

    def _repr_mimebundle_(self, **kwargs):
        return with_picture(super()._repr_mimebundle_(**kwargs), self.to_html)

    def __repr__(self) -> str:
        return f"Question({self.prompt!r})"

