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
