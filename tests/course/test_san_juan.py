"""The San Juan course's helpers (puertorico_nb.course.san_juan) and its judged table: every
number they show comes from the engine, a refused build says why, and the judged table praises the
example's move, answers another legal move with the example's, and leaves a refused one unjudged."""
from __future__ import annotations

import pytest

import anywidget  # noqa: F401 (the judged table is a widget)

from puertorico_nb import Game, SanJuanGame
from puertorico_nb.course.san_juan import (FAMILIES, bot_game, coached, cost, example, largest, moves, play,
                                           role_picks, scene, score_sheet_in_words, setup_table, table,
                                           violet_families)
from puertorico_nb.games.san_juan.components import CARDS
from puertorico_nb.widgets.your_turn import SanJuanYourTurn, YourTurn, judged_table


def test_cost_counts_every_discount_and_never_goes_below_nothing():
    surplus = example("sanjuan_builder_surplus")
    builder = play(surplus, 1)  # Ana chose the builder; she owns a smithy and a library
    assert cost(builder, 0, "sugar_mill") == 0
    assert cost(builder, 0, "well") == 0  # a violet card: the library's doubled privilege alone
    bo_builds = play(example("sanjuan_builder_surplus", 2), 1)
    assert cost(bo_builds, 1, "tobacco_storage") == CARDS["tobacco_storage"].cost  # no privilege for Bo


def test_cost_of_a_building_that_cannot_be_built_says_why_with_names():
    game = table({0: {"hand": ["smithy"], "buildings": ["indigo_plant", "smithy"]}})
    with pytest.raises(ValueError, match="^Ana already has a smithy"):
        cost(game, 0, "smithy", names=["Ana", "Bo", "Cy"])
    with pytest.raises(ValueError, match="^Player 2 has no palace in hand"):
        cost(game, 1, "palace")


def test_scene_plays_its_moves_and_table_builds_its_position():
    s = scene({0: {"hand": [], "buildings": ["indigo_plant", "sugar_mill"]}}, deck=["statue", "hero"],
              acts=[{"player": 0, "choose_role": "producer"}])
    assert [step["act"] for step in s["steps"]] == moves(s)
    game = play(s)
    assert largest(game, "produce") == 2  # the producer's privilege on a pair of empty buildings
    assert largest(game, "sell") == 0
    assert table({0: {"hand": ["well"]}}).state.players[0].hand == ["well"]


def test_setup_table_reads_fresh_games():
    rows = {label: values for label, _, values in setup_table().rows()}
    for k, players in enumerate((2, 3, 4)):
        fresh = SanJuanGame(players=players, seed=0, governor=0)
        assert rows["Hidden cards in each hand"][k] == str(len(fresh.state.players[0].hand))
        assert rows["Cards left in the draw pile"][k] == str(len(fresh.state.deck))
    assert rows["Roles chosen each round"] == ["3", "3", "4"]


def test_the_families_hold_every_violet_building_once():
    listed = [card for members in FAMILIES.values() for card, _ in members]
    assert sorted(listed) == sorted(c.id for c in CARDS.values() if c.violet)
    assert "a bonus at the end" in repr(violet_families())


def test_coached_plays_one_round_with_one_reason_per_move():
    game = SanJuanGame(players=2, seed=11, governor=0)
    reasons = coached(game, ["Ana", "Bo"])
    assert len(reasons) == len(game.log) and all(reasons)
    assert game.state.round == 2
    assert [name for name, _ in role_picks(game, ["Ana", "Bo"])] == ["Ana", "Bo", "Ana"]


def test_score_sheet_in_words_breaks_a_tie_and_names_the_winner():
    tie = play(example("sanjuan_game_end", 1))
    text = repr(score_sheet_in_words(tie, ["Ana", "Bo"]))
    assert "Winner: Ana. Tied on 21 points" in text and "[sj.end.tie-break]" in text
    shared = play(example("sanjuan_game_end", 2))
    assert "share the win" in repr(score_sheet_in_words(shared, ["Ana", "Bo"]))
    finished = bot_game(players=3, seed=1)
    assert finished.game_over and f"{max(finished.scores().values())} points" in repr(score_sheet_in_words(finished))


def test_the_judged_table_for_san_juan_judges_the_first_move_only():
    trader = example("sanjuan_trader")
    turn = judged_table(play(trader, 1), moves(trader)[1], why="Her best-paid goods.", names=["Ana", "Bo", "Cy"])
    assert isinstance(turn, SanJuanYourTurn) and turn.bots == [1, 2]
    assert not turn.act({"player": 0, "sell": ["indigo_plant", "tobacco_storage", "silver_smelter", "sugar_mill"]})
    assert turn.verdict == ""  # a refused move is not judged
    assert turn.act({"player": 0, "sell": ["sugar_mill"]}) and turn.verdict == "different"
    assert "the book's move is" in turn.message and "Her best-paid goods." in turn.message
    # the sale drew cards: Undo is off (it would let her sell again knowing them); Try again
    # starts the exercise over with the draw pile shuffled anew, and the right move is then judged
    assert "Press Try again" in turn.message and "This try stands" not in turn.message and not turn.can_undo
    assert not turn.undo() and turn.verdict == "different"
    start = play(trader, 1)
    turn.handle_message({"type": "try_again"})
    assert turn.verdict == "" and turn.game.log == start.log and not turn.can_undo
    assert turn.game.state.players[0].to_dict() == start.state.players[0].to_dict()  # her hand and buildings as at the start
    assert sorted(turn.game.state.deck) == sorted(start.state.deck) and turn.game.state.deck != start.state.deck
    assert turn.act(moves(trader)[1]) and turn.verdict == "right" and "Right: that is the book's move" in turn.message


def test_a_judged_puerto_rico_exercise_tried_again_after_a_refill_reshuffles_the_stack():
    settler = Game(players=3, seed=1)
    for action in ({"player": 0, "choose_role": "settler"}, {"player": 0, "settle": "quarry"},
                   {"player": 1, "settle": "coffee"}):
        settler.apply(action)
    start = settler.clone()  # (the table plays on the game it is given)
    turn = judged_table(settler, {"player": 2, "settle": "sugar"}, why="x", names=["Ana", "Bo", "Cy"])
    assert not turn.try_again() and turn.message == "Nothing to try again yet: the exercise is at its start."
    assert turn.act({"player": 2, "settle": "indigo"}) and turn.verdict == "different" and not turn.can_undo
    assert "Press Try again" in turn.message  # the row was refilled from the face-down stack
    assert turn.try_again() and turn.game.log == start.log and turn.game.state.face_up == start.state.face_up
    assert sorted(turn.game.state.stack) == sorted(start.state.stack) and turn.game.state.stack != start.state.stack
    assert turn.act({"player": 2, "settle": "sugar"}) and turn.verdict == "right"


def test_a_judged_table_refuses_an_illegal_book_move_and_picks_the_game():
    trader = example("sanjuan_trader")
    with pytest.raises(ValueError, match="not legal here"):
        SanJuanYourTurn(play(trader, 1), {"player": 1, "sell": ["indigo_plant"]}, why="x")
    prospector = example("prospector")
    made = judged_table(play(prospector, 0), moves(prospector)[0], why="y")
    assert isinstance(made, YourTurn) and not isinstance(made, SanJuanYourTurn)


def test_the_coach_judges_a_position_no_book_plays_and_the_game_is_left_alone():
    from puertorico_nb.course.san_juan import coach_your_turn

    game = SanJuanGame(players=3, seed=7, governor=0)
    hint = game.hint(["Ana", "Bo", "Cy"])
    turn = coach_your_turn(game, ["Ana", "Bo", "Cy"])
    assert turn.act(hint.action.to_mapping()) and turn.verdict == "right"
    assert "the coach's move" in turn.message and hint.reason in turn.message
    assert game.log == [] and turn.game is not game


def test_a_judged_table_waits_for_a_decision_taken_card_by_card():
    trader = example("sanjuan_trader")
    book = moves(trader)[1]
    turn = judged_table(play(trader, 1), book, why="Her best-paid goods.", names=["Ana", "Bo", "Cy"])
    first, *rest = sorted(book["sell"])
    assert turn.act({"player": 0, "pick": first}) and turn.verdict == ""  # under way: not judged yet
    assert turn.act({"player": 0, "pick": "sugar_mill"}) and turn.act({"player": 0, "unpick": "sugar_mill"})
    for name in rest:
        assert turn.act({"player": 0, "pick": name}) and turn.verdict == ""
    # a pick reveals nothing: taken back and made again
    assert turn.undo() and turn.verdict == "" and turn.act({"player": 0, "pick": rest[-1]})
    assert turn.act({"player": 0, "confirm": True}) and turn.verdict == "right"
    assert "Right: that is the book's move" in turn.message
    assert not turn.undo() and turn.undo_why == "cards were drawn since"  # the sale drew cards


def test_a_legal_move_is_explained_by_the_rule_the_question_is_about():
    from puertorico_nb.course.san_juan import ask_allowed

    twice = play(example("sanjuan_builder_surplus", 3), 1)
    q = ask_allowed("May she build the indigo plant she holds?", twice, {"player": 0, "build": "indigo_plant"},
                    names=["Ana", "Bo"], allowed_by="sj.builder.violet-once")
    assert not q.answer("no") and "any number of production buildings" in q.feedback
    assert q.rule == "sj.builder.violet-once"


def test_a_hint_on_a_judged_table_is_the_examples_move_and_following_it_is_right():
    """Tutorial 25: the coach's hint (the prospector with the library) differed from the example's
    move (without it), and a learner who followed the hint was told "Allowed, but the example's
    move is ...". While the decision is open the hint is the example's move, marked; the same in
    Puerto Rico's tutorial 03, a circle at a time."""
    from puertorico_nb.course import puerto_rico
    from puertorico_nb.course.san_juan import example, your_turn

    table = your_turn(example("sanjuan_library", 8), 0, names=["Ana", "Bo"], why="The library works once this round.")
    assert table.game.hint(["Ana", "Bo"]).action.to_mapping() != table._book[0]  # the coach prefers another move
    table.handle_message({"type": "hint"})
    assert table.message.startswith("Ana: Choose the prospector without") and "That is the example's move" in table.message
    table.handle_message({"type": "act", "action": table.hinted["target"], "version": table.view["version"]})
    assert table.verdict == "right"
    mayor = puerto_rico.your_turn(puerto_rico.book_example("mayor_distribution"), 1,
                                  names=["Nadia", "Theo", "Aiko", "Bruno"], why="Both pair up.")
    for _ in range(4):
        mayor.handle_message({"type": "hint"})
        if mayor.verdict:
            break
        mayor.handle_message({"type": "act", "action": mayor.hinted["target"], "version": mayor.view["version"]})
    assert mayor.verdict == "right"
