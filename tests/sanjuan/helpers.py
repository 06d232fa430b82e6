"""San Juan positions for tests, written in the ruling-file vocabulary so they read like the book."""
from __future__ import annotations

from puertorico_nb.engine import IllegalAction
from puertorico_nb.sanjuan.position import build_game, view


def position(players: int = 3, seed: int = 0, /, **setup):
    """A fresh San Juan game overlaid with `setup` (the keys of a ruling file's setup); the
    governor is seat 0 unless given."""
    return build_game({"game": "san_juan", "players": players, "seed": seed, "setup": setup})


def refused(game, action) -> IllegalAction:
    """Apply `action`, require an IllegalAction, and require the position to be unchanged."""
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


def player(game, seat: int) -> dict:
    return view(game)["players"][seat]


def hand(game, seat: int) -> list[str]:
    return sorted(game.state.players[seat].hand)


def empty_hands(*seats) -> dict:
    return {s: {"hand": []} for s in seats}
