"""One conformance test for every registered game (OpenSpiel's way): random games in which, at
every sampled decision, the listed actions are legal, explain agrees, a refused action changes
nothing, and a copy, a save and a replay from the start all give the same position."""
import random

import pytest

from puertorico_nb.core import registry
from puertorico_nb.core.errors import IllegalAction, MalformedAction
from puertorico_nb.core.protocol import Game

GAMES = [(name, players) for name in registry.names() for players in (2, 3, 4)]


@pytest.mark.parametrize("name, players", GAMES)
def test_every_registered_game_keeps_its_promises(name, players):
    for seed in range(2):
        game = registry.load_game(name, players=players, seed=seed)
        assert isinstance(game, Game) and registry.record_for(game).name == name
        rng = random.Random(seed)
        for step in range(5000):
            if game.game_over:
                break
            if step % 7 == 0:
                _check_decision(game, rng)
            game.play_random(rng)
        assert game.game_over, f"{name} with {players} players did not end"
        assert set(game.scores()) == set(range(players)) and game.winners()
        again = type(game).from_json(game.to_json())
        assert again.state == game.state and len(again.log) == len(game.log)


def _check_decision(game, rng) -> None:
    listed = list(game.legal_actions())
    assert listed, "a game not over always offers a move"
    for action in rng.sample(listed, min(3, len(listed))):
        verdict = game.explain(action)
        assert verdict.legal and verdict.rule, (action, verdict)
    before = game.to_json()
    wrong_seat = (game.turn + 1) % game.players
    for bad in ({"player": wrong_seat, "pass": True}, {"player": game.turn, "no_such_verb": 1}, "not an action"):
        with pytest.raises((IllegalAction, MalformedAction)):
            game.apply(bad)
        assert game.to_json() == before, f"a refused {bad!r} changed the game"
    copy = game.clone()
    assert copy.state == game.state and copy is not game
    replayed = type(game).from_json(before)
    assert replayed.state == game.state
