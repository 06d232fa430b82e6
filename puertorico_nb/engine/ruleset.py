"""The static description of one game: player count, options and the tables they select.

A Ruleset never changes during play; a State is the position. Everything the phase code needs
to know about the variant is answered here from data.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .components import BUILDINGS, PLAYER_COUNTS, VP_CHIPS, Building, PlayerCountSetup
from .errors import LoadError

EDITIONS = ("icelandic", "korean")


@dataclass(frozen=True)
class Options:
    """Named choices where the books differ. Defaults follow the Icelandic rulebook.

    - ``edition``: "icelandic" (122 VP chips with 5 players; unchosen plantations on a discard
      pile reshuffled when the stacks run out; the game ends when the colonist ship cannot be
      refilled) or "korean" (126 chips; unchosen plantations under the stack; the game also
      ends when the refill empties the supply exactly).
    """

    edition: str = "icelandic"

    def __post_init__(self) -> None:
        if self.edition not in EDITIONS:
            raise LoadError(f"unknown edition {self.edition!r}: choose one of {', '.join(EDITIONS)}")


@dataclass(frozen=True)
class Ruleset:
    players: int
    options: Options = field(default_factory=Options)
    expansions: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # tables the hot path reads, computed once (the dataclass is frozen, hence __setattr__)
        object.__setattr__(self, "buildings", tuple(BUILDINGS.values()))
        object.__setattr__(self, "by_id", {b.id: b for b in self.buildings})
        object.__setattr__(self, "stock_index", {b.id: k for k, b in enumerate(self.buildings)})
        if self.players not in PLAYER_COUNTS:
            counts = ", ".join(map(str, sorted(PLAYER_COUNTS)))
            raise LoadError(f"Puerto Rico is played by {counts} players, not {self.players!r}")
        if self.expansions:
            raise LoadError(f"expansions {list(self.expansions)} are not available yet")

    @property
    def setup(self) -> PlayerCountSetup:
        return PLAYER_COUNTS[self.players]

    @property
    def vp_chips(self) -> int:
        chips = self.setup.vp_chips
        return VP_CHIPS[self.options.edition] if chips is None else chips

    @property
    def role_order(self) -> tuple[int, ...]:
        return self.setup.role_order or tuple(range(self.players))

    @property
    def ends_when_supply_exactly_empty(self) -> bool:
        return self.options.edition == "korean"

    @property
    def leftover_plantations_under_stack(self) -> bool:
        """Korean: unchosen plantations go face down under a stack; Icelandic: onto a discard
        pile that is reshuffled when the stacks run out."""
        return self.options.edition == "korean"

    def building(self, building_id: str) -> Building:
        return self.by_id[building_id]

    def copies(self, b: Building) -> int:
        """Copies of a building in this game (the 2-player game uses fewer)."""
        override = self.setup.production_copies if b.kind == "production" else self.setup.violet_copies
        return b.copies if override is None else min(b.copies, override)
