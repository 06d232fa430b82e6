"""A Puerto Rico table without a screen: the engine's game, drawn and narrated by Puerto Rico's
renderers."""
from __future__ import annotations

from typing import Any

from ..core.words import full_names
from ..games.puerto_rico import Game
from ..games.puerto_rico.render.narrate import clauses, narrate
from ..games.puerto_rico.render.viewmodel import PHASE_TITLES, label, view_model
from .table import TableSession


class PuertoRicoSession(TableSession):
    """A Puerto Rico game at one table. ``bots``: who bots play (see ``puertorico_nb.session.
    table``): seats for the random bot, or ``{1: "coach", 2: "greedy"}``, or one entry per seat."""

    def __init__(self, game: Game | None = None, players: int = 4, seed: int | None = 0,
                 names: list[str] | None = None, bots: Any = None, **shown_values: Any) -> None:
        game = game if game is not None else Game(players=players, seed=seed)
        self._start(game, seed, bots or (), names=full_names(names, game.players), **shown_values)

    @property
    def points_seat(self) -> int | None:
        """Whose victory points the table may show when they lie face down (option
        hidden_points): the one person's playing against bots; with several people at one screen,
        or none, nobody's in particular, so they stay open."""
        people = [seat for seat in range(self.game.players) if seat not in self.bots]
        return people[0] if len(people) == 1 else None

    def view_now(self) -> dict:
        return view_model(self.game, names=self.names, version=self._version, points_seat=self.points_seat)

    def view_at(self, past) -> dict:
        return view_model(past, names=self.names, version=self._version, with_actions=False,
                          points_seat=self.points_seat)

    def _phase_words(self, phase: str) -> str:
        return PHASE_TITLES.get(phase) or super()._phase_words(phase)

    def _label(self, action: dict) -> str:
        return label(self.game, action)

    def _narrate(self, events: list) -> str:
        return narrate(events, self.names)

    def _clauses(self, events: list) -> list[str]:
        return clauses(events, self.names)
