"""PettingZoo AEC environments for Puerto Rico and San Juan (the optional ``[rl]`` extra: pettingzoo,
gymnasium, numpy).

Agents are ``player_0`` ... (seat numbers, counted from 0 as the engine counts them). The action
space is ``Discrete(n)``, the same in every position (``puertorico_nb.rl.codec`` lists the steps;
each game's own are in the module its registry record names, ``GameType.rl``); the observation is a
dict of ``observation`` (what the acting seat may see, as numbers: ``puertorico_nb.rl.observe``) and
``action_mask`` (1 for each legal step). At the end each winner gets a reward of +1 and every other
player -1 (a shared win counts as a win for each).
"""
from __future__ import annotations

import warnings
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..core import registry
from .codec import Pending

OBSERVATION_HIGH = 1000.0  # no count in either game comes near it


def _whole(value: Any, what: str) -> int:
    """A whole number given as a Python or NumPy integer (never a bool: False is no step 0)."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise ValueError(f"{what} is a whole number, not {value!r}")
    return int(value)


def _reset_options(options: Any, players: int) -> int | None:
    """The governor `options` names (None: none named); a warning names every option not honoured."""
    if options is None:
        return None
    if not isinstance(options, dict):
        raise ValueError(f"reset's options are a mapping, not {options!r}")
    ignored = sorted(str(key) for key in options if key != "governor")
    if ignored:
        warnings.warn(f"reset does not honour the option(s) {', '.join(ignored)}: only 'governor' (the game and "
                      "its players are set by make_env)", UserWarning, stacklevel=3)
    governor = options.get("governor")
    if governor is not None:
        governor = _whole(governor, "the governor")
        if not 0 <= governor < players:
            raise ValueError(f"the governor is a seat from 0 to {players - 1}, not {governor}")
    return governor


class GameEnv(AECEnv):
    """One game of this package, by its registered name, as an AEC environment (see the module
    docstring): its record's ``rl`` module gives the steps (``Codec``) and the observation."""

    metadata = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game: str, players: int, render_mode: str | None = None) -> None:
        super().__init__()
        self.record = registry.record(game)
        self._rl = self.record.rl.load()
        self.metadata = {**GameEnv.metadata, "name": f"{game}_v0"}
        self.players = players
        self.codec = self._rl.Codec()
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self.agents = self.possible_agents[:]
        n = len(self.codec.labels)
        size = self._rl.observation_size(players)
        self._observation_space = spaces.Dict({
            "observation": spaces.Box(low=-OBSERVATION_HIGH, high=OBSERVATION_HIGH, shape=(size,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(n,), dtype=np.int8),
        })
        self._action_space = spaces.Discrete(n)
        self.game: Any = None
        self._pending: Pending | None = None
        self._options: dict[int, Any] = {}

    def _new_game(self, seed: int | None, governor: int | None = None) -> Any:
        chosen = {} if governor is None else {"governor": governor}
        return self.record.new(players=self.players, seed=seed, record_history=False, **chosen)

    def _observe(self, seat: int, picked: tuple) -> list[float]:
        return self._rl.observe(self.game, seat, picked)

    # -- the AEC interface ------------------------------------------------------------------------------
    def observation_space(self, agent):
        return self._observation_space

    def action_space(self, agent):
        return self._action_space

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new game. `seed`: a whole number (a NumPy integer too) or None. `options` may name
        the ``governor`` (a seat; else the game's own choice); any other option is not honoured,
        and a warning names it (the game and its player count are set by ``make_env``)."""
        governor = _reset_options(options, self.players)
        self.game = self._new_game(_whole(seed, "seed") if seed is not None else None, governor)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict] = {a: {} for a in self.agents}
        self._pending = None
        self._refresh()

    def _refresh(self) -> None:
        self._options = {} if self.game.game_over else self.codec.options(self.game, self._pending)
        if not self.game.game_over:
            self.agent_selection = f"player_{self.game.turn}"

    def observe(self, agent: str) -> dict:
        seat = self.possible_agents.index(agent)
        picked: tuple = ()
        if agent == self.agent_selection:  # what the acting seat has picked so far (its own secret)
            picked = self._pending.chosen if self._pending is not None else tuple(getattr(self.game.state, "picked", ()))
        mask = np.zeros(len(self.codec.labels), dtype=np.int8)
        if agent == self.agent_selection and not self.game.game_over:
            mask[list(self._options)] = 1
        obs = np.asarray(self._observe(seat, picked), dtype=np.float32)
        return {"observation": obs, "action_mask": mask}

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        action = _whole(action, "a step")
        if action not in self._options:
            raise ValueError(f"step {action!r} is not legal now ({agent}); legal steps: {sorted(self._options)}")
        self._cumulative_rewards[agent] = 0
        seat = self.game.turn
        what = self._options[int(action)]
        if isinstance(what, tuple) and what[0] in ("open", "pick"):
            key, completions = what[1], what[-1]
            chosen = self._pending.chosen if self._pending is not None else ()
            if what[0] == "pick":
                chosen = (*chosen, what[2])
            self._pending = Pending(key, chosen, completions)
            self._refresh()
            return
        if isinstance(what, tuple) and what[0] == "done":
            what = self.codec.action_for(self.game, seat, what[1], self._pending.chosen if self._pending else ())
        self._pending = None
        self.game.apply(what)
        if self.game.game_over:
            winners = set(self.game.winners())
            self.rewards = {a: (1 if i in winners else -1) for i, a in enumerate(self.possible_agents)}
            self.terminations = {a: True for a in self.agents}
            self._accumulate_rewards()
            self._options = {}
            return
        self._refresh()

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return str(self.game)

    def close(self) -> None:
        pass

    def step_label(self, action: int) -> str:
        """What step `action` means, in words."""
        return self.codec.labels[action]
