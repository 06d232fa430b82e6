"""Game end: final scores, the large buildings' bonuses, and the tie-break."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .components import CLOISTER_POINTS, PRODUCTION, RESIDENCE_MINIMUM, RESIDENCE_POINTS, VIOLET

if TYPE_CHECKING:
    from .ruleset import Ruleset
    from .state import PlayerState, State


def _guild_hall(ruleset: Ruleset, board: PlayerState) -> int:
    return sum(1 if ruleset.building(b).small_production else 2
               for b in board.city if ruleset.building(b).kind == PRODUCTION)


def _residence(ruleset: Ruleset, board: PlayerState) -> int:
    return RESIDENCE_POINTS.get(len(board.island), RESIDENCE_MINIMUM)


def _fortress(ruleset: Ruleset, board: PlayerState) -> int:
    return board.workers() // 3


def _customs_house(ruleset: Ruleset, board: PlayerState) -> int:
    # Icelandic: every point counts, written down or not; Korean: only the chips
    return (board.vp - (board.written if ruleset.customs_house_chips_only else 0)) // 4


def _city_hall(ruleset: Ruleset, board: PlayerState) -> int:
    return sum(1 for b in board.city if ruleset.building(b).kind == VIOLET)


def _cloister(ruleset: Ruleset, board: PlayerState) -> int:
    counts: dict[str, int] = {}
    for tile in board.island:
        counts[tile] = counts.get(tile, 0) + 1
    return CLOISTER_POINTS[min(4, sum(n // 3 for n in counts.values()))]


def _royal_garden(ruleset: Ruleset, board: PlayerState) -> int:
    return board.nobles()


# building id -> (how many points, the rule that says so)
LARGE_BUILDING_BONUSES: dict[str, tuple[Callable[[Ruleset, PlayerState], int], str]] = {
    "cloister": (_cloister, "building.cloister"),
    "royal_garden": (_royal_garden, "building.royal-garden"),
    "guild_hall": (_guild_hall, "building.guild-hall"),
    "residence": (_residence, "building.residence"),
    "fortress": (_fortress, "building.fortress"),
    "customs_house": (_customs_house, "building.customs-house"),
    "city_hall": (_city_hall, "building.city-hall"),
}


def breakdown(ruleset: Ruleset, state: State, player: int) -> dict[str, Any]:
    """Chips, building points and each manned large building's bonus for one player."""
    board = state.players[player]
    buildings = sum(ruleset.building(b).vp for b in board.city)
    bonuses = {}
    for building, colonists, nobles in zip(board.city, board.city_workers, board.city_nobles):
        if (colonists or nobles) and building in LARGE_BUILDING_BONUSES:
            bonuses[building] = LARGE_BUILDING_BONUSES[building][0](ruleset, board)
    bonus = sum(bonuses.values())
    noble_points = board.nobles()
    out: dict[str, Any] = {
        "chips": board.vp, "buildings": buildings, "bonus": bonus, "bonuses": bonuses,
        "total": board.vp + buildings + bonus + noble_points,
        "tie_break": board.doubloons + board.barrels(),
    }
    if ruleset.nobles:
        out["nobles"] = noble_points  # one point each: rule "nobles.point-each"
    return out


def scores(ruleset: Ruleset, state: State) -> dict[int, int]:
    return {seat: int(breakdown(ruleset, state, seat)["total"]) for seat in range(state.players_count)}


def winners(ruleset: Ruleset, state: State) -> list[int]:
    """Highest total wins; ties go to the most doubloons plus barrels; still tied, all share."""
    keys = {seat: (parts["total"], parts["tie_break"]) for seat in range(state.players_count)
            for parts in (breakdown(ruleset, state, seat),)}
    best = max(keys.values())
    return [seat for seat, key in keys.items() if key == best]
