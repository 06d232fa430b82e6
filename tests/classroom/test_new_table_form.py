"""The teacher's new-table form: which bot plays the empty seats and which language the table
speaks (both offered by the table service; the form must pass them on)."""
from __future__ import annotations

import pytest

from puertorico_nb.classroom.server import BOT_KINDS, table_setup
from puertorico_nb.classroom.store import SQLiteStore
from puertorico_nb.classroom.tables import Classroom


def test_the_form_seats_the_coach_by_default_and_the_bot_chosen_otherwise():
    game, setup = table_setup({"game": "puerto_rico", "players": "4", "bots": "2"})
    assert game == "puerto_rico" and setup["seats"] == ["person", "person", "coach", "coach"]
    _, setup = table_setup({"game": "san_juan", "players": "3", "bots": "1", "bot": "random"})
    assert setup["seats"] == ["person", "person", "random"]
    assert BOT_KINDS[0] == "coach"


def test_the_form_refuses_a_bot_it_does_not_offer():
    with pytest.raises(ValueError, match="bot: one of coach, greedy, random"):
        table_setup({"game": "puerto_rico", "players": "3", "bots": "1", "bot": "oracle"})


@pytest.mark.parametrize("game", ["puerto_rico", "san_juan"])
def test_a_table_started_from_the_form_speaks_the_language_chosen(tmp_path, game):
    classroom = Classroom(SQLiteStore(tmp_path / "class.sqlite"), bot_worker=False)
    chosen, setup = table_setup({"game": game, "players": "3", "bots": "1", "language": "is"})
    table = classroom.create_table(chosen, setup)
    assert table.session.language == "is"
    assert [seat.bot for seat in table.seats] == [None, None, "coach"]
