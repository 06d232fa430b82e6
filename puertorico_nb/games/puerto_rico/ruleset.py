"""The static description of one game: player count, expansions, options and the tables they
select.

A Ruleset never changes during play; a State is the position. Everything the phase code needs
to know about the variant is answered here from data.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from .components import (BUILDINGS, DRAFT_SPACES, EXPANSIONS, GOODS, PLAYER_COUNTS, PRODUCTION, VP_CHIPS,
                         Building)
from puertorico_nb.core import fields
from puertorico_nb.core.actions import shown
from puertorico_nb.core.errors import LoadError
from puertorico_nb.core.words import Reason, Worded

EDITIONS = ("icelandic", "korean")
SELECTIONS = ("random", "draft", "list")


@dataclass(frozen=True)
class Options:
    """Named choices where the books differ or are silent. Defaults follow the Icelandic
    rulebook for the base game and the component spec for the expansions' open points.

    - ``edition``: "icelandic" (122 VP chips with 5 players; unchosen plantations on a discard
      pile reshuffled when the stacks run out; the game ends when the colonist ship cannot be
      refilled; the customs house counts points written down after the chips ran out) or
      "korean" (126 chips; unchosen plantations under the stack; the game also ends when the
      refill empties the supply exactly; the customs house counts chips only).
    - ``selection`` (expansions only): how the violet kinds in play are chosen: "random" (a
      seeded pick filling the supply board's spaces by cost), "draft" (the players choose in
      turn before the first round, as the Korean book describes) or "list" (``buildings``).
    - ``buildings``: the violet kinds in play, with ``selection="list"``.
    - ``small_wharf_bonuses``: whether harbor and lighthouse also pay for small-wharf loads (the
      Korean book does not say; default no).
    - ``hunting_lodge_ties``: whether a tie for the most empty island spaces still earns the
      noble hunting lodge its 2 points (not in the book; default no).
    - ``noble_shortage``: what goes on the colonist ship when the nobles run out (not in the
      book; default "colonist").
    - ``full_storage``: whether a player must fill every storage space (the one barrel and the
      warehouses) before barrels go back to the supply. The Icelandic, Korean and Norwegian books
      say what a player may keep, so by default less may be kept, even nothing; the Chinese
      excerpt obliges keeping the one barrel, and ``true`` reads every storage space that way.
    - ``hidden_points``: whether victory-point chips lie face down, so each seat sees only its
      own points until the game ends. The Icelandic and Norwegian books keep them hidden; the
      Korean book only allows it (doubloons and goods must be open, points may be kept out of
      sight). Left out (None), it follows the edition: hidden for "icelandic", open for "korean".
    """

    edition: str = "icelandic"
    selection: str = "random"
    buildings: tuple[str, ...] | None = None
    small_wharf_bonuses: bool = False
    hunting_lodge_ties: bool = False
    noble_shortage: str = "colonist"
    full_storage: bool = False
    hidden_points: bool | None = None

    def __post_init__(self) -> None:
        if self.edition not in EDITIONS:
            raise LoadError(Reason("unknown edition {value}: choose one of {choices}", value=shown(self.edition),
                                   choices=", ".join(EDITIONS)))
        if self.selection not in SELECTIONS:
            raise LoadError(Reason("unknown building selection {value}: choose one of {choices}", value=shown(self.selection),
                                   choices=", ".join(SELECTIONS)))
        if self.buildings is not None:
            if not isinstance(self.buildings, (list, tuple)) or not all(isinstance(b, str) for b in self.buildings):
                raise LoadError(Reason("{field} must be a list of building names, not {value}", field="buildings",
                                       value=shown(self.buildings)))
            object.__setattr__(self, "buildings", tuple(self.buildings))
            if self.selection == "random":
                object.__setattr__(self, "selection", "list")
        if self.selection == "list" and not self.buildings:
            raise LoadError(Reason("{field} needs the list of violet buildings in play", field="selection 'list'"))
        if self.noble_shortage not in ("colonist", "nothing"):
            raise LoadError(Reason("{field} is {choices}", field="noble_shortage", choices=Worded("'colonist'", "'nothing'")))
        if self.hidden_points is None:  # the edition's own rule
            object.__setattr__(self, "hidden_points", self.edition != "korean")
        for name in ("small_wharf_bonuses", "hunting_lodge_ties", "full_storage", "hidden_points"):
            if type(getattr(self, name)) is not bool:
                raise LoadError(Reason("{field} must be true or false, not {value}", field=name,
                                       value=shown(getattr(self, name))))


@dataclass(frozen=True)
class Ruleset:
    players: int
    options: Options = field(default_factory=Options)
    expansions: tuple[str, ...] = ()
    # tables computed once in __post_init__, set on each instance (ClassVar keeps them out of the
    # dataclass's fields: they are not compared, hashed or saved)
    expanded: ClassVar[bool]
    buildings: ClassVar[tuple[Building, ...]]
    by_id: ClassVar[dict[str, Building]]
    stock_index: ClassVar[dict[str, int]]
    setup: ClassVar[Any]
    _hash: ClassVar[int]
    nobles: ClassVar[bool]
    role_order: ClassVar[tuple[int, ...]]
    vp_chips: ClassVar[int]
    colonists_end_the_game: ClassVar[bool]
    ends_when_supply_exactly_empty: ClassVar[bool]
    customs_house_chips_only: ClassVar[bool]
    leftover_plantations_under_stack: ClassVar[bool]
    kinds_costing_at_most: ClassVar[tuple[tuple[tuple[int, Building], ...], ...]]
    processes: ClassVar[dict[str, int]]

    def __post_init__(self) -> None:
        # type(): 4.0 and True hash like 4 and 1, and would pass the table look-up
        fields.player_count(self.players, PLAYER_COUNTS, "Puerto Rico")
        if not isinstance(self.expansions, tuple):
            raise LoadError(Reason("{field} must be a list of expansion names, not {value}", field="expansions",
                                   value=shown(self.expansions)))
        unknown = [e for e in self.expansions if not isinstance(e, str) or e not in EXPANSIONS]
        if unknown:
            raise LoadError(Reason("unknown expansion(s) {value}: choose from {choices}", value=shown(unknown),
                                   choices=", ".join(EXPANSIONS)))
        # canonical order, and Nobles brings the New Buildings kinds with it (Korean book)
        expansions = tuple(e for e in EXPANSIONS if e in self.expansions)
        object.__setattr__(self, "expansions", expansions)
        object.__setattr__(self, "expanded", bool(expansions))  # read on the hot path
        kinds = tuple(b for b in BUILDINGS.values()
                      if b.expansion is None or b.expansion in expansions
                      or (b.expansion == "new_buildings" and "nobles" in expansions))
        # tables the hot path reads, computed once (the dataclass is frozen, hence __setattr__)
        object.__setattr__(self, "buildings", kinds)
        object.__setattr__(self, "by_id", {b.id: b for b in kinds})
        object.__setattr__(self, "stock_index", {b.id: k for k, b in enumerate(kinds)})
        self._derive()
        # the rules' tables are cached under the Ruleset as a key: hash it once, not per lookup
        object.__setattr__(self, "_hash", hash((self.players, self.options, self.expansions)))
        if self.options.buildings is not None:
            self._check_list(self.options.buildings)

    def _check_list(self, names: tuple[str, ...]) -> None:
        counts: dict[int, int] = {}
        for name in names:
            kind = self.by_id.get(name)
            if kind is None or not self.draftable(kind):
                raise LoadError(Reason("{value} is not a violet building of this game", value=repr(name)))
            counts[kind.cost] = counts.get(kind.cost, 0) + 1
        if len(set(names)) != len(names):
            raise LoadError(Reason("a violet building is listed twice"))
        for cost, n in counts.items():
            if n > DRAFT_SPACES[cost]:
                raise LoadError(Reason("the supply board has {spaces} space(s) for buildings costing {cost}, the list "
                                       "puts {count} there", spaces=DRAFT_SPACES[cost], cost=cost, count=n))

    def __hash__(self) -> int:
        return self._hash

    # -- what the variant selects ----------------------------------------------------------
    def _derive(self) -> None:
        """Answers the phase code asks constantly, worked out once (attributes, not properties:
        the hot path reads them thousands of times a game)."""
        setup = PLAYER_COUNTS[self.players]
        nobles = "nobles" in self.expansions
        korean = self.options.edition == "korean"
        derived = {
            "setup": setup,
            "nobles": nobles,
            # seats, counted from the governor, that choose a role in turn this round
            "role_order": setup.role_order or tuple(range(self.players)),
            "vp_chips": VP_CHIPS[self.options.edition] if setup.vp_chips is None else setup.vp_chips,
            # with Nobles every colonist is in play and running out ends nothing (Korean book)
            "colonists_end_the_game": not nobles,
            "ends_when_supply_exactly_empty": korean,
            # Korean: the customs house counts VP chips only, not points written down later
            "customs_house_chips_only": korean,
            # Korean: unchosen plantations go face down under a stack; Icelandic: onto a discard
            # pile that is reshuffled when the stacks run out
            "leftover_plantations_under_stack": korean,
            # [t]: (stock index, kind) of the kinds printed at t doubloons or less, in stock
            # order, so listing the purchases skips at once the many a player cannot afford
            "kinds_costing_at_most": tuple(
                tuple((k, b) for k, b in enumerate(self.buildings) if b.cost <= t)
                for t in range(max(b.cost for b in self.buildings) + 1)),
            # production building -> index of the good it processes
            "processes": {b.id: GOODS.index(b.good) for b in self.buildings if b.good},
        }
        for name, value in derived.items():
            object.__setattr__(self, name, value)

    def draftable(self, kind: Building) -> bool:
        """Chosen for the supply board rather than always there (expansions only)."""
        return self.expanded and kind.draftable

    def building(self, building_id: str) -> Building:
        return self.by_id[building_id]

    def copies(self, kind: Building) -> int:
        """Copies of a building in this game: drafted small kinds come as a pair with more than
        two players, the 2-player game uses fewer."""
        if self.draftable(kind):
            return 1 if kind.large or self.players <= 2 else 2
        override = self.setup.production_copies if kind.kind == PRODUCTION else self.setup.violet_copies
        return kind.copies if override is None else min(kind.copies, override)
