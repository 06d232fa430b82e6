"""San Juan positions for tests, written in the ruling-file vocabulary so they read like the book."""
from __future__ import annotations

from puertorico_nb.games.san_juan.position import build_game, view

from ..puerto_rico.helpers import refused  # noqa: F401 (the San Juan tests import it from here)


def position(players: int = 3, seed: int = 0, /, **setup):
    """A fresh San Juan game overlaid with `setup` (the keys of a ruling file's setup); the
    governor is seat 0 unless given."""
    return build_game({"game": "san_juan", "players": players, "seed": seed, "setup": setup})


def player(game, seat: int) -> dict:
    return view(game)["players"][seat]


def hand(game, seat: int) -> list[str]:
    return sorted(game.state.players[seat].hand)


def empty_hands(*seats) -> dict:
    return {s: {"hand": []} for s in seats}
