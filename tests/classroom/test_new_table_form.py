"""The teacher's new-table form: which bot plays the empty seats, which language the table speaks,
and each game's expansions and options (all offered by the table service; the form must pass
them on)."""
from __future__ import annotations

import pytest

from puertorico_nb.classroom.store import SQLiteStore
from puertorico_nb.classroom.table_form import BOT_KINDS, new_table_form
from puertorico_nb.classroom.table_form import table_setup as setup_from_fields
from puertorico_nb.classroom.tables import Classroom
from puertorico_nb.session.setup import SetupError


def table_setup(form: dict):
    """The form's set-up for `form` (a field's several values as a list, as a browser sends them)."""
    return setup_from_fields({key: value if isinstance(value, list) else [value] for key, value in form.items()})


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


def test_the_form_offers_each_games_expansions_and_options_but_not_hiding_hands_on_one_screen():
    form = new_table_form()
    for field in ('name="puerto_rico.expansions" value="new_buildings"', 'name="puerto_rico.expansions" value="nobles"',
                  'name="puerto_rico.edition"', 'name="puerto_rico.selection"', 'name="san_juan.variant_hands"'):
        assert field in form
    assert "hotseat" not in form  # every seat has its own screen


def test_a_table_started_with_expansions_and_an_edition_has_them(tmp_path):
    classroom = Classroom(SQLiteStore(tmp_path / "class.sqlite"), bot_worker=False)
    game, setup = table_setup({"game": "puerto_rico", "players": "3", "bots": "1", "puerto_rico.shown": "yes",
                               "puerto_rico.expansions": ["new_buildings", "nobles"], "puerto_rico.edition": "korean",
                               "puerto_rico.selection": "random", "san_juan.shown": "yes",
                               "san_juan.variant_hands": "yes"})
    assert setup["options"] == {"expansions": ["new_buildings", "nobles"], "selection": "random", "edition": "korean"}
    table = classroom.create_table(game, setup)
    ruleset = table.game.ruleset
    assert ruleset.expansions == ("new_buildings", "nobles") and ruleset.options.edition == "korean"
    assert table.view_for(None)["view"]["expansions"] == ["new_buildings", "nobles"]  # the projector shows them


def test_an_unticked_box_is_no_and_a_launcher_that_shows_no_options_gets_the_defaults():
    _, setup = table_setup({"game": "san_juan", "players": "3", "san_juan.shown": "yes"})
    assert setup["options"] == {"variant_hands": False}
    _, setup = table_setup({"game": "san_juan", "players": "3", "san_juan.shown": "yes", "san_juan.variant_hands": "yes"})
    assert setup["options"] == {"variant_hands": True}
    assert "options" not in table_setup({"game": "san_juan", "players": "3"})[1]


def test_an_option_the_game_does_not_have_is_refused_naming_it(tmp_path):
    classroom = Classroom(SQLiteStore(tmp_path / "class.sqlite"), bot_worker=False)
    game, setup = table_setup({"game": "puerto_rico", "players": "3", "puerto_rico.shown": "yes",
                               "puerto_rico.edition": "german"})
    with pytest.raises(SetupError, match="edition"):
        classroom.create_table(game, setup)
    assert classroom.tables() == []


def test_each_box_sits_inside_its_label_on_one_line():
    """San Juan's "variant deal" box sat on a line of its own, its label on the next (a label is
    a block above its field on these pages): every box is now inside its label, which the page
    draws inline."""
    import re

    from puertorico_nb.classroom.server import PAGE

    form = new_table_form()
    boxes = re.findall(r"<input type=\"checkbox\"[^>]*>", form)
    assert len(boxes) >= 3 and any('name="san_juan.variant_hands"' in box for box in boxes)
    assert len(re.findall(r'<label class="check"><input type="checkbox"', form)) == len(boxes)
    assert re.search(r"label\.check\{\{display:inline-flex", PAGE)
