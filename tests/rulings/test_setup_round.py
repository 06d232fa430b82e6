"""`setup.round`: a position from late in a game says its round, the table shows it, a bad value
is refused naming the file and the field, a recorded game keeps it; and every shipped example's
round is one its cities could have been built by."""
from __future__ import annotations

import pathlib
import subprocess
import sys

import pytest
import yaml

from puertorico_nb.games.puerto_rico.render.viewmodel import view_model
from puertorico_nb.games.san_juan.render.viewmodel import sanjuan_view_model as san_juan_view_model
from puertorico_nb.rulings.position import SetupError, build_game, view
from puertorico_nb.rulings.record import to_ruling

EXAMPLES = pathlib.Path(__file__).parents[2] / "puertorico_nb" / "rulings" / "examples"
SAN_JUAN = {"game": "san_juan", "players": 3}


def test_the_round_reaches_the_state_the_view_and_the_table():
    game = build_game({"players": 3, "setup": {"round": 14, "governor": 2}})
    assert (game.state.round, view(game)["round"], view_model(game)["round"]) == (14, 14, 14)
    san_juan = build_game({**SAN_JUAN, "setup": {"round": 9}})
    assert (san_juan.state.round, view(san_juan)["round"], san_juan_view_model(san_juan)["round"]) == (9, 9, 9)
    assert build_game({"players": 3}).state.round == 1  # left out, the first round as before


@pytest.mark.parametrize("ruling", [
    {"players": 3, "setup": {"round": 0}},
    {"players": 3, "setup": {"round": "late"}},
    {"players": 3, "setup": {"round": True}},
    {"players": 3, "setup": {"round": 101}},
    {"players": 3, "expansions": ["new_buildings"], "options": {"draft": True}, "setup": {"round": 2}},
    {**SAN_JUAN, "setup": {"round": -1}},
    {**SAN_JUAN, "options": {"variant_hands": True}, "setup": {"round": 3}},
])
def test_a_round_that_cannot_be_is_refused_naming_it(ruling):
    with pytest.raises(SetupError) as caught:
        build_game(ruling)
    assert caught.value.path == "setup.round"


def test_check_names_the_file_and_the_field_and_exits_2(tmp_path):
    bad = tmp_path / "late.yaml"
    bad.write_text("title: A late position\nplayers: 3\nsetup: {round: 0}\n"
                   "steps:\n  - act: {player: 0, choose_role: prospector}\n")
    out = subprocess.run([sys.executable, "-m", "puertorico_nb", "check", str(bad)],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2
    assert str(bad) in out.stdout and "'setup.round'" in out.stdout, out.stdout


@pytest.mark.parametrize("ruling", [{"players": 3, "setup": {"round": 7, "governor": 1}},
                                    {**SAN_JUAN, "setup": {"round": 7, "governor": 1}}])
def test_a_game_recorded_from_a_late_position_keeps_its_round(ruling):
    game = build_game(ruling)
    game.apply(next(iter(game.legal_actions())))
    recorded = to_ruling(game)  # verifies that the setup rebuilds the start exactly
    assert recorded["setup"]["round"] == 7
    assert build_game(recorded).state.round == 7


def _rulings():
    for path in sorted(EXAMPLES.glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        for number, ruling in enumerate(data.get("rulings", [data]), 1):
            yield pytest.param(ruling, id=f"{path.stem}#{number}")


@pytest.mark.parametrize("ruling", list(_rulings()))
def test_no_example_shows_a_city_its_round_could_not_have_built(ruling):
    """One builder phase a round, one building each: a Puerto Rico city of n buildings needs n
    rounds; a San Juan city starts with its indigo plant, so n buildings need n - 1."""
    setup = ruling.get("setup") or {}
    san_juan = ruling.get("game") == "san_juan"
    built = [len(board.get("buildings" if san_juan else "city") or []) - (1 if san_juan else 0)
             for board in (setup.get("players") or {}).values()]
    assert setup.get("round", 1) >= max(built, default=0), (
        f"a city of {max(built)} buildings in round {setup.get('round', 1)}: set setup.round")
