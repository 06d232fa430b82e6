"""What a learner reads over the whole course speaks of people and the game, never of the engine:
no seat counted from 0 ("player 0"), no Python name (``choose_role``), no ruling-file syntax
(``decline: factory``), no rule id outside the
"Rule" it sits behind, in the tutorials' prose and stored outputs, in every walkthrough's steps
and in every choice a table offers at each step of the examples the tutorials use. And every
example a question or a sentence names is shown earlier in the same tutorial.

Tutorial 11 teaches the ruling-file format, whose keys, rule ids and seats from 0 are the subject
itself: its code spans and the reports it prints are left out (its prose is checked)."""
from __future__ import annotations

import ast
import html
import re
import sys
from pathlib import Path

import nbformat
import pytest

from puertorico_nb.core import catalogue
from puertorico_nb.course.shared import EXAMPLES
from puertorico_nb.rulings.loader import parse_yaml
from puertorico_nb.widgets.walkthrough import walkthrough_frames

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from nbtools import ORDER  # noqa: E402

TUTORIALS = [ROOT / "tutorials" / f"{slug}.ipynb" for slug, _ in ORDER]
SOURCES = [ROOT / "tutorials" / "sources" / f"{slug}.py" for slug, _ in ORDER]
FORMAT_LESSON = "11_check_a_ruling"

ENGINE_SEAT = re.compile(r"\b(?:player|seat) \d\b")  # people are "Player 1" and up, capitalised
PYTHON_NAME = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")  # choose_role, variant_hands
# a ruling file's syntax: "decline: factory", "privilege: false"
RULING_SYNTAX = re.compile(r"\b[a-z_]+: (?:true|false)\b|\bdecline: [a-z_]+\b")
RULE_IDS = sorted((r.id for r in catalogue.all_rules()), key=len, reverse=True)


def engine_words(text: str) -> list[str]:
    """The engine's words in a text a learner reads: seats from 0, Python names, rule ids."""
    found = ENGINE_SEAT.findall(text) + PYTHON_NAME.findall(text) + RULING_SYNTAX.findall(text)
    return found + [rule_id for rule_id in RULE_IDS if re.search(rf"(?<![\w.-]){re.escape(rule_id)}(?![\w-])", text)]


def shown_text(markup: str) -> str:
    """The words of an HTML output a reader sees at once: rule ids and citations sit behind a
    "Rule" (details) or in code, one click away, and styles are not text."""
    markup = re.sub(r"(?is)<(style|script|code|details)\b.*?</\1>", " ", markup)
    markup = re.sub(r"(?is)\s(?:title|aria-label|aria-describedby|class|id|data-[\w-]+)=\"[^\"]*\"", " ", markup)
    return html.unescape(re.sub(r"(?s)<[^>]+>", " ", markup))


def learner_texts(path: Path):
    """(where, text) for each prose cell and each stored output of a tutorial."""
    lesson = path.stem
    for k, cell in enumerate(nbformat.read(path, as_version=4).cells):
        if cell.cell_type == "markdown":
            prose = re.sub(r"`[^`]*`", " ", cell.source) if lesson == FORMAT_LESSON else cell.source
            yield f"cell {k} (prose)", re.sub(r"\]\([^)]*\)", "]", prose)  # link targets are file names
            continue
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if "text/html" in data:
                yield f"cell {k} (output)", shown_text(data["text/html"])
            elif "text/plain" in data and " object at 0x" not in data["text/plain"]:
                yield f"cell {k} (output)", data["text/plain"]
            elif output.get("text") and lesson != FORMAT_LESSON:  # 11 prints ruling reports on purpose
                yield f"cell {k} (printed)", output["text"]


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.stem)
def test_no_engine_words_in_prose_or_outputs(path):
    problems = [f"{where}: {words}" for where, text in learner_texts(path) if (words := engine_words(text))]
    assert not problems, "\n".join(problems)


def shipped_rulings():
    for file in sorted(EXAMPLES.glob("*.yaml")):
        document = parse_yaml(file.read_text(encoding="utf-8"))
        rulings = document["rulings"] if isinstance(document, dict) and "rulings" in document else [document]
        for index, ruling in enumerate(rulings):
            yield pytest.param(ruling, id=f"{file.stem}[{index}]")


@pytest.mark.parametrize("ruling", list(shipped_rulings()))
def test_walkthrough_steps_name_people(ruling):
    names = ["Ana", "Bo", "Cy", "Di", "Ed"][: int(ruling.get("players", 4))]
    _, frames, views = walkthrough_frames(ruling, names)
    said = [frame["narration"] for frame in frames]
    said += [choice.get("why", "") for view in views for choice in view.get("actions", [])]
    said += [choice.get("label", "") for view in views for choice in view.get("actions", [])]
    problems = sorted({f"{text!r}: {words}" for text in said if (words := ENGINE_SEAT.findall(text)
                                                                    + PYTHON_NAME.findall(text))})
    assert not problems, "\n".join(problems)


def test_a_checked_step_says_what_holds_in_the_game_not_that_a_check_passed():
    """A ruling's expect step reads, in a walkthrough, as where the game stands (who decides, the
    doubloons on the cards and in hand), not as a test's report ("the engine agrees")."""
    _, frames, _ = walkthrough_frames(EXAMPLES / "prospector.yaml", ["Ana", "Bo", "Cy", "Di"])
    checked = [frame["narration"] for frame in frames if frame["kind"] == "expect"]
    assert checked == ["Now Bo decides next; no doubloons lie on the prospector; Ana has 6 doubloons; Bo has 3 "
                       "doubloons. Checked against the example: the phase."]
    every = [frame["narration"] for ruling in shipped_rulings() for frame in walkthrough_frames(ruling.values[0])[1]
             if frame["kind"] == "expect"]
    assert every and not [text for text in every if "engine agrees" in text or not text.strip()]


# -- every example named is shown first ------------------------------------------------------------
EXAMPLE_CALL = re.compile(r'\b(?:book_)?example\(\s*"([\w]+)"\s*(?:,\s*(\d+))?\)')
ASSIGNED = re.compile(r'^(\w+)\s*=\s*(?:book_)?example\(\s*"([\w]+)"\s*(?:,\s*(\d+))?\)', re.M)
QUESTION = re.compile(r'\b(?:ask|ask_allowed|ask_value)\(\s*"([^"]*)"')
NAMED_EXAMPLE = re.compile(r"\b(?:in|of) (the|this|that) ([\w' -]+?)?\s*example\b", re.I)
SHOWS = ("walkthrough(", "picture(", "ScoreSheet(", "steps(", "your_turn(", "Picture(", "price_list(", "TableWidget(",
         "print(", "score_sheet_in_words(")


def cells_of(source: Path) -> list[tuple[str, str]]:
    """(kind, text) for each cell of a jupytext percent source."""
    cells = []
    for chunk in re.split(r"^# %%", source.read_text(encoding="utf-8"), flags=re.M)[1:]:
        head, _, body = chunk.partition("\n")
        kind = "markdown" if "[markdown]" in head else "code"
        if kind == "markdown":
            body = re.sub(r"^# ?", "", body, flags=re.M)
        cells.append((kind, body))
    return cells


def examples_in(code: str, variables: dict[str, tuple[str, int]]) -> set[tuple[str, int]]:
    found = {(name, int(index or 0)) for name, index in EXAMPLE_CALL.findall(code)}
    return found | {variables[v] for v in variables if re.search(rf"\b{v}\b", code)}


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_every_example_a_question_names_is_shown_first(source):
    variables: dict[str, tuple[str, int]] = {}
    shown: set[tuple[str, int]] = set()
    problems = []
    for k, (kind, text) in enumerate(cells_of(source)):
        if kind != "code":
            continue
        before = dict(variables)
        for var, name, index in ASSIGNED.findall(text):
            variables[var] = (name, int(index or 0))
        for prompt in QUESTION.findall(text):
            for _, words in NAMED_EXAMPLE.findall(prompt):
                used = examples_in(text, variables)
                if not used & shown:
                    problems.append(f"cell {k}: {prompt!r} names an example ({words.strip() or 'this'}) "
                                    f"not shown before: {sorted(used)}")
        if any(call in text for call in SHOWS) or _ends_in_display(text):
            shown |= examples_in(text, variables)
        variables.update({v: e for v, e in before.items() if v not in variables})
    assert not problems, "\n".join(problems)


def _ends_in_display(code: str) -> bool:
    """Whether a cell's last statement is an expression a notebook displays."""
    try:
        body = ast.parse(code).body
    except SyntaxError:
        return False
    return bool(body) and isinstance(body[-1], ast.Expr)


def test_every_rule_statement_a_learner_reads_is_free_of_engine_words():
    """Rule statements are shown by the course's rules(), questions and tables: option and file
    keys belong to the ruling-file reference, not to them."""
    problems = {r.id: words for r in catalogue.all_rules() if (words := engine_words(r.statement))}
    assert not problems, problems


def test_tutorial_17_teaches_the_two_player_round_before_asking_about_it():
    """17's "How a round runs" said the players choose in turn "until everyone has chosen", which
    at two players suggests two roles, and then asked how many roles a pair chooses (three, with
    the governor's second pick): the lesson says so before the question, in every language."""
    for path in [ROOT / "tutorials" / "sources" / "17_san_juan_the_game.py",
                 *sorted((ROOT / "tutorials" / "sources").glob("*/17_san_juan_the_game.py"))]:
        text = path.read_text(encoding="utf-8")
        asked = text.index("sj.role.two-players")
        prose = "\n".join(line for line in text[:asked].splitlines() if line.startswith("#"))
        said = {"17_san_juan_the_game.py": "three roles"}.get(path.relative_to(ROOT / "tutorials" / "sources").as_posix(),
                                                             None)
        if said:
            assert said in prose.replace("\n# ", " "), path
        else:  # a translation: the governor's second pick is said, with the number three in its words
            assert re.search(r"þrjú|세 개|tre roller|drie rollen|三个角色", prose), path


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.stem)
def test_no_ascii_arrow_in_what_a_learner_reads(path):
    """04's price list read "office 5->3": words or an arrow a reader knows (→), not code's."""
    problems = [f"{where}: {text[max(0, text.find('->') - 40):text.find('->') + 40]!r}"
                for where, text in learner_texts(path) if re.search(r"\w\s?->\s?\w", text)]
    assert not problems, "\n".join(problems)


def common_mistakes(path: Path):
    """(the mistake as the tutorial names it, the refusal shown under it) for each common mistake
    a tutorial shows with a refused move."""
    mistake = None
    for cell in nbformat.read(path, as_version=4).cells:
        if cell.cell_type == "markdown":
            found = re.search(r'\*\*"(.+?)"\*\*', cell.source)
            mistake = found.group(1) if found else None
        elif mistake and "refused(" in cell.source:
            yield mistake, " ".join(shown_text(out.get("data", {}).get("text/html", "")) for out in cell.outputs)


@pytest.mark.parametrize(("lesson", "mistake", "point"), [
    ("04_builder", "All my quarries count.", r"only \d of their \d manned quarries count in column \d"),
    ("07_captain", "I keep all my corn.", r"without a manned warehouse \w+ may keep only one barrel"),
    ("09_buildings", "My warehouse keeps my sugar.", r"without a manned warehouse \w+ may keep only one barrel"),
])
def test_a_common_mistakes_refusal_is_the_mistakes_own_reason(lesson, mistake, point):
    """04's "All my quarries count." showed only a refusal about money, 07's and 09's "that is
    more than the player's storage holds": each refusal now says the point the mistake misses."""
    shown = dict(common_mistakes(ROOT / "tutorials" / f"{lesson}.ipynb"))
    assert re.search(point, shown[mistake], re.IGNORECASE), shown[mistake]
