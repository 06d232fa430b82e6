"""A saved game whose start position has nobles while its rules lack the Nobles expansion is
refused on load, naming where the nobles are (a ruling set-up already refuses the same)."""
from __future__ import annotations

import pytest

from puertorico_nb.core.errors import LoadError
from puertorico_nb.games.puerto_rico import Game


def _saved(players=4, expansions=()):
    game = Game(players, seed=3, expansions=expansions)
    game.apply({"player": 0, "choose_role": "prospector"})
    return game.to_dict()


@pytest.mark.parametrize("where, field", [
    (lambda start: start["players"][1]["city"].append(["hospice", 0, 1]), "players[1].city_nobles"),
    (lambda start: start["players"][2]["island"][0].__setitem__(2, 1), "players[2].island_nobles"),
    (lambda start: start["players"][0].__setitem__("san_juan_nobles", 2), "players[0].san_juan_nobles"),
    (lambda start: start.__setitem__("noble_ship", 1), "noble_ship"),
    (lambda start: start.__setitem__("noble_supply", 5), "noble_supply"),
])
def test_nobles_in_a_saved_start_without_the_expansion_are_refused_naming_the_field(where, field):
    data = _saved()
    where(data["start"])
    with pytest.raises(LoadError) as caught:
        Game.from_dict(data)
    assert f"'{field}'" in str(caught.value) and "Nobles expansion" in str(caught.value)


def test_the_same_save_loads_untouched_and_a_nobles_game_keeps_its_nobles():
    assert Game.from_dict(_saved()).state.phase == "role_choice"
    data = _saved(expansions=("nobles",))
    assert data["start"]["noble_ship"] == 1  # a Nobles game starts with a noble on the ship
    assert Game.from_dict(data).state.noble_ship == 1
