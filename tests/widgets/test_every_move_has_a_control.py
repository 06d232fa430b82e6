"""Every move the engine lists for the acting seat has a control in the view model (issue #22.2).

Seeded random games of every set-up (both games, every player count, the expansions, San Juan's
hot seat) are walked; at every decision each legal action of the acting seat (or, for a move made
in steps, its first step) must be one the view model offers as a control: a choice, a mayor's
circle or Confirm, a barrel of the captain's storage, a card of a San Juan choice of several cards,
or a card of the builder's hand. The front ends draw every one of these (tests/e2e checks pages).
"""
from __future__ import annotations

import json
import random

import pytest

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.puerto_rico.render.viewmodel import view_model
from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.games.san_juan.render.viewmodel import sanjuan_view_model


def key(mapping: dict) -> str:
    return json.dumps(mapping, sort_keys=True)


def puerto_rico_controls(vm: dict) -> set[str]:
    """The actions the Puerto Rico view model offers a control for (a move without a benefit is
    its move's button with that benefit's switch off: the front end sends the form listed here)."""
    offered = [c["action"] for c in vm["actions"]]
    if vm.get("mayor"):
        mayor = vm["mayor"]
        offered += [s["action"] for s in mayor["island"] if s] + [s["action"] for row in mayor["city"] for s in row]
        offered += [s["action"] for s in mayor.get("noble_island") or [] if s]
        offered += [s["action"] for row in mayor.get("noble_city") or [] for s in row if s]
        offered.append(mayor["confirm"]["action"])
    if vm.get("storage"):
        offered += [s["action"] for g in vm["storage"]["goods"] for s in g["steps"]]
        offered.append(vm["storage"]["confirm"]["action"])
    return {key(a) for a in offered}


def san_juan_controls(vm: dict) -> tuple[set[str], set[str]]:
    """(actions offered as controls, cards the builder may start building from the hand)."""
    offered = [c["action"] for c in vm["actions"]]
    picking = vm.get("picking")
    if picking:
        offered += [it["step"]["action"] for it in picking["items"]] + [picking["confirm"]["action"]]
        if picking.get("pass"):
            offered.append(picking["pass"]["action"])
    buildable = {option["id"] for option in vm.get("build") or [] if option["legal"]}
    return {key(a) for a in offered}, buildable


PUERTO_RICO_SETUPS = [dict(players=n) for n in (2, 3, 4, 5)] + [
    dict(players=n, expansions=expansions) for n in (3, 4) for expansions in (["new_buildings"], ["nobles"])]


@pytest.mark.parametrize("setup", PUERTO_RICO_SETUPS, ids=lambda s: json.dumps(s))
def test_every_move_listed_at_the_puerto_rico_table_has_a_control(setup):
    rng = random.Random(7)
    for seed in range(2):
        try:
            game = Game(seed=seed, **setup)
        except TypeError:  # an engine that names its expansions otherwise
            pytest.fail(f"the engine does not take the set-up {setup}")
        checked = 0
        while not game.state.game_over and checked < 2500:
            vm = view_model(game)
            controls = puerto_rico_controls(vm)
            missing = [a.to_mapping() for a in game.legal_actions() if key(a.to_mapping()) not in controls]
            assert not missing, f"{setup} seed {seed}, {game.state.phase}: no control for {missing[:3]}"
            game.apply(game.legal_actions().random(rng))
            checked += 1
        assert checked > 50


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("hotseat", [False, True])
def test_every_move_listed_at_the_san_juan_table_has_a_control(players, hotseat):
    rng = random.Random(11)
    game = SanJuanGame(players=players, seed=players)
    checked = 0
    while not game.state.game_over and checked < 2500:
        seat = game.state.turn
        vm = sanjuan_view_model(game, seat=seat, hotseat=hotseat)
        controls, buildable = san_juan_controls(vm)
        for action in game.legal_actions():
            mapping = action.to_mapping()
            first_step = mapping.get("begin_build", mapping.get("build"))
            if key(mapping) in controls or (first_step is not None and first_step in buildable):
                continue
            pytest.fail(f"{players} players, {game.state.phase}: no control for {mapping}")
        game.apply(game.legal_actions().random(rng))
        checked += 1
    assert checked > 50
