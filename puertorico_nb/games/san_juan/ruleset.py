"""San Juan's ruleset: the named choices where the Dutch rulebook is silent, or offers a variant.

Each default is catalogued (rule ids in brackets) so a ruling can say which reading it follows.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from puertorico_nb.core import fields
from puertorico_nb.core.actions import shown
from puertorico_nb.core.errors import LoadError
from puertorico_nb.core.words import Named, Reason
from .components import TILES

MOST_PRICE = 100  # cards a tile may pay for one good: far above the books' 3, far below harm

EMPTY_PILES = ("draw_what_is_there",)
TIES = ("shared",)


@dataclass(frozen=True)
class Ruleset:
    """The static description of a San Juan game: its options (the ``options=`` of a game and the
    ``options:`` of a ruling file).

    - ``variant_hands``: the book's variant deal: 4 + seat cards (the governor 5, the next 6,
      ...), each player keeping 4 of them [sj.setup.variant-hands]. Default off.
    - ``prospector_draw_first``: with the prospector, the chooser draws before the gold mines
      are revealed (default) or after them [sj.gold-mine.order].
    - ``empty_piles``: when the draw pile and the discard pile are both empty, a draw takes what
      there is: "draw_what_is_there", the only reading offered [sj.deck.both-piles-empty].
    - ``tie``: a tie left after counting cards in hand and goods is a shared win: "shared"
      [sj.end.shared-win].
    - ``tiles``: the trading-house tiles' prices (indigo, sugar, tobacco, coffee, silver);
      default the public encodings' five tiles [sj.trader.price].
    """

    variant_hands: bool = False
    prospector_draw_first: bool = True
    empty_piles: str = "draw_what_is_there"
    tie: str = "shared"
    tiles: tuple[tuple[int, ...], ...] = TILES

    def __post_init__(self) -> None:
        if self.empty_piles not in EMPTY_PILES:
            raise LoadError(Reason("{field} must be one of {choices}, not {value}", field="empty_piles",
                                   choices=", ".join(EMPTY_PILES), value=repr(self.empty_piles)))
        if self.tie not in TIES:
            raise LoadError(Reason("{field} must be one of {choices}, not {value}", field="tie", choices=", ".join(TIES),
                                   value=repr(self.tie)))
        object.__setattr__(self, "tiles", _tiles(self.tiles))
        for name in ("variant_hands", "prospector_draw_first"):
            if not isinstance(getattr(self, name), bool):
                raise LoadError(Reason("{field} must be true or false", field=name))

    def to_dict(self) -> dict[str, Any]:
        return {"variant_hands": self.variant_hands, "prospector_draw_first": self.prospector_draw_first,
                "empty_piles": self.empty_piles, "tie": self.tie, "tiles": [list(t) for t in self.tiles]}

    @classmethod
    def from_dict(cls, data: Any) -> "Ruleset":
        if not isinstance(data, dict):
            raise LoadError(Reason("{field} must be a mapping", field="options"))
        unknown = set(data) - set(cls.__dataclass_fields__)
        if unknown:
            raise LoadError(Reason("unknown San Juan option(s): {options}", options=", ".join(sorted(unknown))))
        return cls(**data)


def _tiles(given: Any) -> tuple[tuple[int, ...], ...]:
    """The trading-house tiles as tuples of five whole prices (not 1e999, inf or 2.5: LoadError
    naming the tile)."""
    if not isinstance(given, (list, tuple)) or not given:
        raise LoadError(Reason("{field} must be a list of tiles, each five prices, not {value}", field="tiles",
                               value=shown(given)))
    tiles = []
    for k, tile in enumerate(given):
        if not isinstance(tile, (list, tuple)) or len(tile) != 5:
            raise LoadError(Reason("{field} must be five prices ({goods}), not {value}", field=f"tiles[{k}]",
                                   goods=Named("good", ("indigo", "sugar", "tobacco", "coffee", "silver")),
                                   value=shown(tile)))
        tiles.append(tuple(fields.whole(v, f"tiles[{k}][{i}]", 0, MOST_PRICE) for i, v in enumerate(tile)))
    return tuple(tiles)
