"""The course's widgets in the books' languages (issue #27): a check-yourself question, a walkthrough,
a ruling report, a judged table and the course's verdicts, rules and set-up tables say their own
words in the language they were made in, and the front ends get theirs from Python."""
from __future__ import annotations

import re
from functools import lru_cache

import pytest

from puertorico_nb.core.language import speak, using_language
from puertorico_nb.course import puerto_rico as pr_course
from puertorico_nb.course import san_juan as sj_course
from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.widgets.questions import Question
from puertorico_nb.widgets.report import RulingReport
from puertorico_nb.widgets.walkthrough import WalkthroughWidget

from .test_no_english import english_in

LANGUAGES = ("is", "ko", "nl", "nb", "zh_Hans")
NAMES = ["Lena", "Omar", "Priya", "Jonas"]
GLOSS = re.compile(r"\([^()]*\)")  # a citation's English gloss of a book's heading: "UPPRÖÐUN (Setup)"
MARKUP = re.compile(r"<style>.*?</style>|<code>.*?</code>|<[^>]+>|\[[a-z0-9.-]+\]", re.S)  # tags, CSS, rule ids


@lru_cache(maxsize=None)
def sections() -> tuple[str, ...]:
    """The books' section headings the catalogue cites, longest first (said as the books print them)."""
    from puertorico_nb.core.catalogue import all_rules

    return tuple(sorted({c.section for r in all_rules() for c in r.citations}, key=len, reverse=True))


def no_english(text: str, code: str) -> set[str]:
    """The English words of `text` not also words of `code` (markup, rule ids and the books' own
    section headings left out)."""
    text = MARKUP.sub(" ", text)
    for section in sections():
        text = text.replace(section, " ")
    return english_in(GLOSS.sub("", text), code)


# a question whose reason names its answer has a hint of its own, in its language
READ_THE_TABLE = {"is": "Lestu töfluna.", "ko": "표를 읽어 보세요.", "nl": "Lees de tabel.", "nb": "Les tabellen.",
                  "zh_Hans": "看看表格。"}


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_question_says_its_own_words_and_reads_a_yes_in_its_language(code):
    with using_language(code):
        table = Game(players=4, seed=2)
        counted = pr_course.ask("?", table, "players.Omar.doubloons", why="setup.doubloons", names=NAMES,
                                hint=READ_THE_TABLE[code])
        allowed = pr_course.ask_allowed("?", table, {"player": 0, "choose_role": "builder"}, names=NAMES)
    assert counted.language == code and set(counted.words) == {"Question:", "Check", "Show the answer", "The rule", "Hint"}
    # (Norwegian says "hint" too: the catalogue's word for it is the same)
    assert all(counted.words[text] != text for text in counted.words if (code, text) != ("nb", "Hint"))
    said = [counted.placeholder, *allowed.choices, counted.show_hint()]
    assert not counted.answer("2") and not counted.answer("5") and counted.can_show
    said += [counted.feedback, counted.show_answer(), counted.citation, counted.to_html()]
    assert not counted.answer("") and counted.feedback  # "write an answer first"
    said.append(counted.feedback)
    yes, no = allowed.choices
    assert not allowed.answer(no) and allowed.status == "wrong"
    said += [allowed.feedback, allowed.citation]
    assert allowed.answer(yes.lower()) and allowed.status == "right"
    said.append(allowed.feedback)
    assert [text for text in said if no_english(text, code)] == []


def test_an_english_question_is_as_before():
    q = Question("May the governor pass?", False, why="Every player chooses a role.", hint="Who may pass?")
    assert q.language == "en" and q.words == {} and q.choices == ["Yes", "No"]
    assert not q.answer("yes") and q.feedback == "Not quite. Who may pass? Try again."


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_course_verdicts_rules_and_set_up_tables_speak_the_notebooks_language(code):
    with using_language(code):
        table = Game(players=4, seed=2)
        refused = pr_course.refused(table, {"player": 1, "choose_role": "builder"}, NAMES)
        allowed = pr_course.allowed(table, {"player": 0, "choose_role": "builder"}, NAMES)
        # the refusal's own reason is the engine's (Puerto Rico's refusals are another part of the issue)
        said = [refused.lead, refused.citation, repr(allowed), allowed._repr_html_(),
                pr_course.rules("scoring.total")._repr_html_(),
                pr_course.setup_table()._repr_html_(), repr(pr_course.setup_table()),
                sj_course.setup_table()._repr_html_()]
    assert [text for text in said if no_english(text, code)] == []


@pytest.mark.parametrize("code", ["ko", "is"])
def test_a_walkthrough_of_a_game_speaks_its_language_and_sends_its_front_ends_words(code):
    with using_language(code):
        first, _ = pr_course.coached_round(players=4, seed=5, names=NAMES)
        walk = pr_course.walkthrough(first, NAMES)
        steps = repr(pr_course.steps(walk))
    assert walk.language == code and walk.words["Next ▶"] != "Next ▶" and walk.words["Governor: {name}"]
    said = [walk.title, *(frame["narration"] for frame in walk.frames), *(frame["citation"] for frame in walk.frames),
            steps, walk.to_html()]
    assert [text for text in said if no_english(text, code)] == []


def test_a_walkthrough_of_a_ruling_states_the_examples_facts_in_its_language():
    ruling = pr_course.example("prospector", 1)
    english = WalkthroughWidget(ruling, names=NAMES, language="en")
    korean = WalkthroughWidget(ruling, names=NAMES, language="ko")
    checks = [k for k, frame in enumerate(english.frames) if frame["kind"] == "expect"]
    assert checks and all(english.frames[k]["narration"].startswith(("Now ", "Checked")) for k in checks)
    assert all(not no_english(korean.frames[k]["narration"], "ko") for k in checks)
    assert all(frame["ok"] for frame in korean.frames)


def test_a_ruling_report_says_its_summary_and_headings_in_its_language():
    from puertorico_nb.course.shared import EXAMPLES

    report = RulingReport(EXAMPLES / "prospector.yaml", language="nb")
    assert report.summary.endswith("0 feil") and report.words["Failed step"] == "Trinn som feilet"
    assert RulingReport(report.result, language="en").summary == report.result.summary()


@pytest.mark.parametrize("code", ["ko", "nl"])
def test_a_judged_table_gives_its_verdict_in_the_tables_language(code):
    ruling = pr_course.example("prospector")
    with using_language(code):
        wrong = pr_course.your_turn(ruling, 0, why="…", names=NAMES)
        right = pr_course.your_turn(ruling, 0, why="…", names=NAMES)
        moves = pr_course.moves(ruling)
        other = next(a for a in wrong.game.legal_actions() if a.to_mapping() != moves[0])
        assert wrong.act(other.to_mapping()) and wrong.verdict == "different"
        assert right.act(moves[0]) and right.verdict == "right"
        said = [wrong.message, right.message]
        fresh = pr_course.your_turn(ruling, 0, why="…", names=NAMES)
        # the hint's move in words is the coach's (its words are another part of the issue); the rest is the table's
        assert fresh.hint().endswith(speak("That is the book's move here: {why}", why="…"))
    assert [text for text in said if no_english(text, code)] == []


@pytest.mark.parametrize("code", ["ko", "nb"])
def test_the_course_helpers_of_the_other_tutorials_speak_the_notebooks_language(code):
    """The price list, San Juan's card facts, violet families and score in words (tutorials 04, 18,
    23 and 24 use them), so a translated tutorial is a matter of translating its source."""
    finished = sj_course.bot_game(players=3, seed=4)
    priced = pr_course.play(pr_course.example("quarry_prices"), 2)
    with using_language(code):
        said = [repr(sj_course.score_sheet_in_words(finished, NAMES[:3])),
                sj_course.card_facts("indigo_plant", "guild_hall", "chapel")._repr_html_(),
                sj_course.violet_families()._repr_html_(), repr(sj_course.violet_families()),
                pr_course.price_list(priced, 1, NAMES[:3])._repr_html_()]
    assert [sorted(no_english(text, code)) for text in said] == [[]] * len(said)
