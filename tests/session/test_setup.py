"""A teacher's set-up choices, read and checked before a game starts: each wrong choice names its
field and starts nothing; the right ones make exactly the game chosen."""
from __future__ import annotations

import pytest

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.puerto_rico.ruleset import Options
from puertorico_nb.session import PuertoRicoSession, SanJuanSession
from puertorico_nb.session.setup import SetupError, read_settings, setup_form


@pytest.mark.parametrize("data, field", [
    ({"players": 1}, "players:"),
    ({"players": True}, "players:"),
    ({"names": "Ana"}, "names:"),
    ({"seats": ["person", "wizard"]}, "seats: seat 2"),
    ({"options": {"nobles": True}}, "options: 'nobles' is not an option"),
    ({"options": {"expansions": ["pirates"]}}, "options: expansions"),
    ({"options": {"edition": "german"}}, "options: edition"),
    ({"seed": "twelve"}, "seed:"),
    ({"seed": -1}, "seed:"),
    ([], "the set-up is a mapping"),
])
def test_a_wrong_choice_names_its_field(data, field):
    with pytest.raises(SetupError) as refused:
        read_settings("puerto_rico", data)
    assert str(refused.value).startswith(field)


def test_the_choices_make_exactly_that_game():
    settings = read_settings("puerto_rico", {"players": 5, "names": ["Ana", "  Bo  ", ""], "seats": ["coach"],
                                             "options": {"expansions": ["nobles"], "edition": "korean"}, "seed": 9})
    assert settings.names == ["Ana", "Bo", "Player 3", "Player 4", "Player 5"]
    assert settings.seats == ["coach", "person", "person", "person", "person"]
    session = PuertoRicoSession(**settings.table_arguments())
    rules = session.game.ruleset
    assert rules.players == 5 and rules.expansions == ("nobles",) and rules.options.edition == "korean"
    assert session.bots == [0] and session.bot_names[0] == "coach"
    assert session.game.start == Game(players=5, seed=9, expansions=("nobles",), options=Options(edition="korean")).start


def test_san_juan_hides_hands_only_where_people_share_the_screen():
    shared = read_settings("san_juan", {"players": 3, "seats": ["person", "person", "greedy"], "seed": 2})
    alone = read_settings("san_juan", {"players": 3, "seats": ["person", "greedy", "greedy"], "seed": 2})
    assert SanJuanSession(**shared.table_arguments()).hotseat
    assert not SanJuanSession(**alone.table_arguments()).hotseat
    off = read_settings("san_juan", {"players": 2, "seats": ["person", "person"], "options": {"hotseat": False}})
    assert not SanJuanSession(**off.table_arguments()).hotseat


def test_the_form_lists_every_bot_and_option():
    form = setup_form("puerto_rico")
    assert [s["value"] for s in form["seats"]] == ["person", "coach", "greedy", "random"]
    assert [o["key"] for o in form["options"]] == ["expansions", "selection", "edition"]
    with pytest.raises(SetupError):
        setup_form("chess")


@pytest.mark.parametrize("game", ["puerto_rico", "san_juan"])
def test_the_form_says_why_it_opens_on_its_count_of_players(game):
    form = setup_form(game)
    assert form["default_players"] in form["players"]
    # the reason starts with the count it gives, so the two never disagree
    assert form["default_players_why"].startswith(f"{form['default_players']} to start with")
