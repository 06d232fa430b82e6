"""The tables take bots by name (or bot objects) and give hints; a list of seats still means the
random bot."""
import pytest

from puertorico_nb.widgets.sanjuan import SanJuanTable
from puertorico_nb.widgets.table import TableWidget


class Passer:
    """A bot of one's own: it always takes the first legal action."""

    name = "first"

    def __init__(self):
        self.calls = 0

    def choose(self, game, seat, rng):
        self.calls += 1
        return next(iter(game.legal_actions()))


def test_a_table_takes_bots_by_name_and_publishes_their_names():
    table = TableWidget(players=3, seed=1, bots={1: "coach", 2: "greedy"})
    assert table.bots == [1, 2] and table.bot_names == ["", "coach", "greedy"]
    assert table.game.turn == 0  # the person moves first; the bots wait
    for _ in range(6):
        assert table.act(table.game.hint().action)
        assert table.game.turn == 0  # the bots played up to the person again
    assert {a.player for a in table.game.log} == {0, 1, 2}


def test_one_entry_per_seat_and_bot_objects_are_accepted():
    mine = Passer()
    table = SanJuanTable(players=3, seed=2, bots=[None, mine, "coach"])
    assert table.bots == [1, 2] and table.bot_names == ["", "first", "coach"]
    for _ in range(8):
        assert table.act(table.game.hint().action)
    assert mine.calls > 0 and any(a.player == 1 for a in table.game.log)


def test_a_list_of_seats_means_the_random_bot_and_bad_bots_are_refused():
    assert TableWidget(players=3, seed=1, bots=[2]).bot_names == ["", "", "random"]
    with pytest.raises(ValueError, match="no bot called 'wizard'"):
        TableWidget(players=3, seed=1, bots={1: "wizard"})
    with pytest.raises(ValueError, match="seats from 0 to 2"):
        TableWidget(players=3, seed=1, bots={5: "coach"})
    with pytest.raises(ValueError, match="one entry per seat"):
        TableWidget(players=3, seed=1, bots=["coach"])


def test_the_hint_request_says_the_coachs_move_and_changes_nothing():
    table = TableWidget(players=3, seed=1, names=["Ana", "Bo", "Cy"], bots={1: "coach", 2: "coach"})
    before = table.game.to_dict()
    table.handle_message({"type": "hint"})
    assert table.message.startswith("Ana: Choose the ") and "points" in table.message
    assert table.game.to_dict() == before


def test_no_hint_while_a_hot_seat_hand_is_hidden():
    table = SanJuanTable(players=2, seed=1, hotseat=True)
    text = table.hint()
    assert "is hidden: show it first" in text
    table.show_hand(table.game.turn)
    assert table.hint().startswith(table.names[table.game.turn] + ": ")


def test_seats_set_from_the_front_end_keep_their_bots():
    table = TableWidget(players=4, seed=3, bots={1: "coach", 2: "greedy"})
    table.bots = [1, 2, 3]
    assert table.bot_names == ["", "coach", "greedy", "random"]
