"""The question widget checks answers in Python, tolerantly; a wrong answer gets the deciding
rule and another try; the answer never reaches the page before it is earned. The your-turn
table judges a move against the example's; the new-game widget plays 2-5 players."""
from __future__ import annotations

import json

import pytest

from puertorico_nb import Game
from puertorico_nb.course.puerto_rico import ask, ask_allowed, book_example, example, moves, play, start, your_turn
from puertorico_nb.widgets import NewGame, Question, YourTurn
from puertorico_nb.widgets.questions import AnswerFormError, read_answer

NAMES = ["Lena", "Omar", "Priya", "Jonas"]


@pytest.mark.parametrize("text, expected, read", [
    ("2", 2, 2), (" 2 ", 2, 2), ("two", 2, 2), ("Two", 2, 2), ("2.0", 2, 2),
    ("yes", True, True), ("Allowed", True, True), ("not allowed", False, False), ("NO", False, False),
    ("omar", "Omar", "omar"), ("  Omar  ", "Omar", "omar"), ("small_market", "small market", "small market"),
])
def test_answers_are_read_tolerantly(text, expected, read):
    assert read_answer(text, expected) == read


@pytest.mark.parametrize("text, expected", [("1", True), ("maybe", False), ("many", 3), ("2.5", 2), ("", 1)])
def test_an_answer_of_the_wrong_kind_is_refused_in_words(text, expected):
    with pytest.raises(AnswerFormError):
        read_answer(text, expected)


def test_a_player_may_be_named_or_counted_from_one():
    q = Question("Who is governor?", "Omar", why="The governor card passes to the left.", players=NAMES)
    assert q.answer("Player 2") and q.status == "right"
    q = Question("Who is governor?", "Omar", why="The governor card passes to the left.", players=NAMES)
    assert not q.answer("player 1") and "Not Lena" in q.feedback


def test_a_wrong_answer_gets_the_rule_and_another_try_then_the_answer_on_request():
    q = ask("How many doubloons lie on the trader card after the round?", play(example("prospector", 1)),
            "roles.trader", why="round.unchosen-role-doubloon")
    assert q.rule == "" and q.citation == ""  # nothing that could give the answer away yet
    assert not q.answer("7")
    assert q.status == "wrong" and q.tries == 1 and not q.can_show
    assert "doubloon on each role card that nobody chose" in q.feedback and q.feedback.endswith("Try again.")
    assert q.rule == "round.unchosen-role-doubloon" and "rulebook" in q.citation
    assert not q.answer("eight") and q.can_show
    q._on_msg(q, {"type": "show"}, [])
    assert q.status == "shown" and q.feedback.startswith("The answer is 2.")
    assert q.answer("2") and q.status == "right"


SHIPS_HINT = "Count the ships on the table."


def test_a_malformed_answer_is_not_a_try():
    q = Question("How many ships?", 3, why="Three cargo ships sail with three to five players.", hint=SHIPS_HINT)
    assert not q.answer("lots")
    assert q.tries == 0 and q.status == "open" and q.feedback == "Answer with a number, such as 3."


def test_forged_messages_change_nothing():
    q = Question("How many ships?", 3, why="Three cargo ships sail with three to five players.", hint=SHIPS_HINT)
    for message in ["answer", {"type": "show"}, {"type": "answer", "text": None}, {"type": "answer", "text": ["3"]},
                    {"type": "grade", "text": "3"}]:
        q._on_msg(q, message, [])
    assert q.status == "open" and q.tries == 0 and q.feedback == ""


def test_the_answer_never_reaches_the_page_or_the_static_picture():
    q = ask("How many doubloons does Jonas hold?", play(example("prospector", 1)), "players.Jonas.doubloons",
            names=NAMES, why="prospector.privilege", hint="Read Jonas's doubloons on the table.")
    synced = json.dumps(q.get_state())
    html = q.to_html()
    assert "prospector.privilege" not in synced and "prospector.privilege" not in html
    assert "Question:" in html and "running notebook" in html


def test_a_legality_question_carries_the_engines_verdict():
    q = ask_allowed("May Lena choose the captain now?", start(example("prospector", 1)),
                    {"player": 0, "choose_role": "captain"}, names=NAMES)
    assert not q.answer("yes")
    assert q.rule == "turn.not-your-turn"
    assert q.answer("no") and "Jonas's decision, not Lena's" in q.feedback


def test_a_question_whose_answer_cannot_be_worked_out_fails_when_made():
    with pytest.raises(KeyError):
        ask("Who?", Game(players=3), "players.Nobody.doubloons", names=NAMES[:3], why="setup.doubloons")


def test_your_turn_judges_a_move_against_the_example():
    ruling = example("prospector", 1)
    turn = YourTurn(play(ruling, 0), moves(ruling)[0], why="The prospector pays a doubloon.", names=NAMES,
                    whose="the example's")
    assert turn.act({"player": 3, "choose_role": "captain"})
    assert turn.verdict == "different" and "the example's move is" in turn.message and "Undo" in turn.message
    assert turn.undo() and turn.verdict == ""
    assert not turn.act({"player": 3, "choose_role": "settler"})  # refused by the rules, not judged
    assert turn.verdict == ""
    assert turn.act(moves(ruling)[0]) and turn.verdict == "right"


def test_your_turn_refuses_an_illegal_book_move():
    ruling = example("prospector", 1)
    with pytest.raises(ValueError):
        YourTurn(play(ruling, 0), {"player": 3, "choose_role": "settler"}, why="x")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_a_new_game_for_each_count_plays_to_the_end_and_explains_the_score(players):
    setup = NewGame(seed=players)
    setup.players.value = players
    table = setup.begin()
    assert table.game.players == players and table.bots == list(range(1, players))
    for _ in range(3000):
        if table.game.game_over:
            break
        table.random_move()
    assert table.game.game_over
    assert "The game is over" in setup.summary.value and "Winner:" in setup.summary.value
    assert setup.area.children == (table,)  # the table draws its own score sheet: never a second one


def test_a_question_nobody_could_answer_fails_when_made():
    with pytest.raises(ValueError, match="choices"):
        Question("Who?", "Omar", why="x", choices=["Lena", "Priya"], players=NAMES)
    with pytest.raises(ValueError, match="typed back"):
        Question("Which?", "", why="x")


def test_a_tables_refusal_names_the_players_not_their_seats():
    from puertorico_nb.widgets import TableWidget

    table = TableWidget(players=4, seed=1, names=NAMES)
    assert not table.act({"player": 2, "choose_role": "settler"})
    assert "Lena's decision, not Priya's" in table.message and "player 0" not in table.message.lower()
    table.explain({"player": 2, "choose_role": "settler"})
    assert "Priya" in table.message and "player 2" not in table.message.lower()


def test_a_wrong_try_never_gives_the_answer_away_until_it_is_asked_for():
    """A question whose reason names its answer needs its own hint, or it fails when made (a
    newcomer was told "Look again at the lesson above"); a wrong number is told which way to look."""
    with pytest.raises(ValueError, match="needs a hint"):
        Question("With five players, how many cargo ships?", 3, why="Three cargo ships sail with three to five players.")
    with pytest.raises(ValueError, match="needs a hint"):
        Question("How many ships?", 3, why="Three cargo ships sail.", hint="Three, as always.")
    q = Question("With five players, how many cargo ships?", 3, why="Three cargo ships sail with three to five players.",
                 hint=SHIPS_HINT)
    assert not q.answer("4") and "three" not in q.feedback.lower() and "3" not in q.feedback
    assert q.feedback == "Not 4: the answer is lower. Count the ships on the table. Try again."
    assert not q.answer("5") and q.can_show
    assert "Three cargo ships" in q.show_answer()
    hinted = Question("Who chooses first?", "Omar", why="Omar is governor.", hint="The governor chooses first.",
                      players=NAMES)
    assert not hinted.answer("Lena") and hinted.feedback == "Not Lena. The governor chooses first. Try again."


def test_a_yes_or_no_question_is_answered_with_two_buttons():
    q = ask_allowed("May Lena choose the captain now?", start(example("prospector", 1)),
                    {"player": 0, "choose_role": "captain"}, names=NAMES)
    assert q.choices == ["Yes", "No"] and q.placeholder == ""
    assert not q.answer("Yes") and q.answer("No")


def test_a_judged_table_takes_back_the_learners_moves_only():
    ruling = book_example("mayor_distribution")
    turn = your_turn(ruling, 1, why="The book's layout.", names=NAMES)
    start_log = len(turn.game.log)
    assert not turn.can_undo and not turn.undo() and len(turn.game.log) == start_log
    step = next(a for a in turn.game.legal_actions() if a.verb == "put")
    assert turn.act(step.to_mapping()) and turn.can_undo
    assert turn.undo() and len(turn.game.log) == start_log
    assert not turn.can_undo and not turn.undo() and len(turn.game.log) == start_log  # the exercise's start


def test_a_wrong_answer_is_said_back_as_the_learner_gave_it():
    """Tutorial 25: clicking "Bo" was answered "Not bo."; a yes-or-no answer read "Not no.", and
    then "Not “no”" (#23: a newcomer read it as "yes": a wrong yes or no names neither)."""
    from puertorico_nb.widgets.questions import Question

    who = Question("Who chose the third role?", "Ana", choices=["Ana", "Bo"], why="The governor picks again.")
    assert not who.answer("Bo") and who.feedback.startswith("Not Bo. ")
    may = Question("May Ana choose again?", True, why="The governor picks twice.", hint="Count the governor's picks.")
    assert not may.answer("No") and may.feedback == "Not quite. Count the governor's picks. Try again."


def test_a_yes_or_no_wrong_try_is_told_the_rule_to_apply_not_the_verdict():
    """Tutorial 17: a wrong "yes" was told "The rules forbid it: ...", the answer itself. Now the
    rule in general, and the verdict with its reason once answered right."""
    with pytest.raises(ValueError, match="needs a hint"):
        Question("May Ana choose again?", True, why="Yes: the governor picks twice.")
    q = ask_allowed("May Lena choose the captain now?", start(example("prospector", 1)),
                    {"player": 0, "choose_role": "captain"}, names=NAMES)
    assert not q.answer("yes")
    assert "forbid" not in q.feedback and "Jonas's decision, not Lena's" not in q.feedback
    assert q.feedback.startswith("Not quite. The rule to apply: ")
    assert q.answer("no") and "Jonas's decision, not Lena's" in q.feedback


def test_a_reason_that_lists_the_answer_in_brackets_names_it():
    """17's variant deal: "four cards plus their seat number (five, six, seven, eight)" gave Dee's
    eight away on a wrong try; a mark beside a number no longer hides it from the check."""
    from puertorico_nb.widgets.questions import names_answer

    assert names_answer("dealt four plus the seat (five, six, seven, eight)", 8)
    assert names_answer("the cost is [3]", 3) and not names_answer("a cost of 13", 3)


def test_a_questions_own_hint_is_told_before_its_reason_and_zero_said_in_words_is_the_answer():
    """#23: 06's wrong try read the rule "nothing if they sell nothing" (the answer 0 in words);
    04's read the New Buildings' black market, not taught yet, where the lesson's own hint was."""
    from puertorico_nb.widgets.questions import names_answer

    assert names_answer("The trader earns nothing if they sell nothing.", 0)
    with pytest.raises(ValueError, match="needs a hint"):
        Question("How much does the privilege bring her?", 0, why="Nothing if she sells nothing.")
    q = Question("How many barrels?", 2, why="The smaller of the counts.", hint="Pair each plantation with a circle.")
    assert not q.answer("3") and q.feedback == "Not 3: the answer is lower. Pair each plantation with a circle. Try again."


def test_a_question_with_a_hint_offers_it_before_any_try():
    """The newcomer's pass: wrong answers had hints, but nothing offered one before a try."""
    q = Question("How many barrels?", 2, why="The smaller of the counts.", hint="Pair each plantation with a circle.")
    assert q.has_hint and not Question("How many ships?", 3, why="Count the ships on the table.").has_hint
    q._on_msg(q, {"type": "hint"}, [])
    assert q.feedback == "Hint: Pair each plantation with a circle." and q.tries == 0 and q.status == "open"
    assert q.answer("2") and q.show_hint() == "" and q.feedback == "Right: 2."
