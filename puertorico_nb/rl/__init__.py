"""Reinforcement learning: PettingZoo AEC environments for both games (``pip install
puertorico_nb[rl]``).

>>> from puertorico_nb.rl import puerto_rico_env
>>> env = puerto_rico_env(players=3)
>>> env.reset(seed=1)
>>> obs = env.observe(env.agent_selection)
>>> int(obs["action_mask"].sum())  # the three... five roles of a 3-player game
6
"""
from __future__ import annotations

from typing import Any


def _require() -> None:
    try:
        import gymnasium  # noqa: F401
        import numpy  # noqa: F401
        import pettingzoo  # noqa: F401
    except ImportError as e:
        raise ImportError(f"the RL environments need the [rl] extra (pip install 'puertorico_nb[rl]'): {e}") from None


def make_env(game: str, players: int = 4, render_mode: str | None = None) -> Any:
    """A PettingZoo AEC environment of the registered game called `game` (see ``puertorico_nb.rl.env``)."""
    _require()
    from .env import GameEnv
    return GameEnv(game, players, render_mode=render_mode)


def puerto_rico_env(players: int = 4, render_mode: str | None = None) -> Any:
    """Puerto Rico's base game as an environment: ``make_env("puerto_rico", ...)``."""
    return make_env("puerto_rico", players, render_mode)


def san_juan_env(players: int = 4, render_mode: str | None = None) -> Any:
    """San Juan as an environment: ``make_env("san_juan", ...)``."""
    return make_env("san_juan", players, render_mode)


__all__ = ["make_env", "puerto_rico_env", "san_juan_env"]
