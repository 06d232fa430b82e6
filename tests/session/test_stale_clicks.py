"""A click drawn for a position the table has left is refused, unless only the clicking player's
own moves came since (clicks sent one after another before the first was answered, issue #23.19)."""
from __future__ import annotations

from puertorico_nb import Game
from puertorico_nb.games.san_juan.position import build_game
from puertorico_nb.widgets import SanJuanTable, TableWidget

NAMES = ["Ana", "Bo", "Cy"]


def producer_table() -> SanJuanTable:
    game = build_game({"game": "san_juan", "players": 3, "setup": {"governor": 0, "players": {
        0: {"buildings": ["indigo_plant", "sugar_mill", "coffee_roaster"], "hand": []},
        1: {"hand": []}, 2: {"hand": []}}}})
    table = SanJuanTable(game, names=NAMES, bots=[])
    table.act({"player": 0, "choose_role": "producer"})
    return table


def test_clicks_sent_before_the_first_was_answered_all_count():
    table = producer_table()
    drawn = table.view["version"]
    assert table.act({"player": 0, "pick": "indigo_plant"}, version=drawn)
    assert table.act({"player": 0, "pick": "coffee_roaster"}, version=drawn)
    assert sorted(table.game.state.picked) == ["coffee_roaster", "indigo_plant"]


def test_a_click_is_stale_once_another_player_moved_or_a_move_was_taken_back():
    table = producer_table()
    drawn = table.view["version"]
    table.act({"player": 0, "pick": "indigo_plant"}, version=drawn)
    table.undo()
    assert not table.act({"player": 0, "pick": "coffee_roaster"}, version=drawn)
    assert "earlier position" in table.message and table.game.state.picked == []

    table = TableWidget(game=Game(players=4, seed=1), names=[*NAMES, "Di"])
    drawn = table.view["version"]
    assert table.act({"player": 0, "choose_role": "prospector"})  # Ana's pick: Bo picks next
    before = len(table.game.log)
    assert not table.act({"player": 1, "choose_role": "builder"}, version=drawn)
    assert "earlier position" in table.message and len(table.game.log) == before


def test_a_click_with_no_move_since_its_drawing_is_still_stale():
    table = producer_table()
    drawn = table.view["version"]
    table.refresh()  # the table drawn again, nothing played
    assert not table.act({"player": 0, "pick": "indigo_plant"}, version=drawn)
    assert table.game.state.picked == []


def test_a_second_click_on_a_choice_already_played_leaves_the_answer_standing():
    """Tutorial 03: a learner double-clicked Confirm; the second click, drawn for the position
    before the first, was answered "Not allowed: Confirm. It is Theo's decision, not Nadia's",
    which replaced the verdict on the exercise. It is now ignored; the verdict stays."""
    from puertorico_nb.course.puerto_rico import book_example, your_turn

    table = your_turn(book_example("mayor_distribution"), 1, names=["Nadia", "Theo", "Aiko", "Bruno"], why="Both pair up.")
    for circle in ("indigo", "small_indigo_plant"):
        table.handle_message({"type": "act", "action": {"player": 0, "put": circle}, "version": table.view["version"]})
    drawn = table.view["version"]
    confirm = {"player": 0, "confirm": True}
    table.handle_message({"type": "act", "action": confirm, "version": drawn})
    said, log = table.message, list(table.game.log)
    assert table.verdict == "right" and "Right: that is the book's move" in said
    table.handle_message({"type": "act", "action": confirm, "version": drawn})  # the second click of a double click
    assert table.message == said and table.game.log == log and table.verdict == "right"
