"""Positions for tests, written in the ruling-file vocabulary so they read like the books."""
from __future__ import annotations

from puertorico_nb.games.puerto_rico import Game, IllegalAction
from puertorico_nb.rulings.position import build_game, view


def position(players: int = 4, seed: int = 0, /, **setup) -> Game:
    """A fresh game overlaid with `setup` (same keys as a ruling file's setup).

    The count and seed are positional only, so ``players={0: {...}}`` reaches the setup like
    every other setup key (``seed=`` is accepted as a keyword too); ``options=`` is the ruling's
    top-level ``options``."""
    seed = setup.pop("seed", seed)
    options = setup.pop("options", None)
    return build_game({"players": players, "seed": seed, "setup": setup,
                       **({"options": options} if options is not None else {})})


def refused(game, action) -> IllegalAction:
    """Apply `action`, require an IllegalAction, and require the position to be unchanged and
    `explain` to agree (either game: both share the history that refuses)."""
    before = game.state.to_dict()
    log = list(game.log)
    try:
        game.apply(action)
    except IllegalAction as e:
        assert game.state.to_dict() == before, "a refused action changed the state"
        assert game.log == log
        assert not game.explain(action).legal
        return e
    raise AssertionError(f"{action} was accepted")


def player(game: Game, seat: int) -> dict:
    return view(game)["players"][seat]
