"""Game end: the points of every building, the chapel's cards, the four 6-cost buildings' bonuses
(the palace last), and the tie-break by cards in hand plus goods."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .components import CARDS, GUILD_HALL_POINTS, MONUMENTS, PALACE_DIVISOR, TRIUMPHAL_ARCH_POINTS

if TYPE_CHECKING:
    from .state import State


def breakdown(state: State, seat: int) -> dict[str, Any]:
    player_state = state.players[seat]
    buildings = sum(CARDS[b].vp for b in player_state.buildings)
    chapel = len(player_state.chapel)
    bonuses: dict[str, int] = {}
    if "guild_hall" in player_state.buildings:
        bonuses["guild_hall"] = GUILD_HALL_POINTS * sum(1 for b in player_state.buildings if CARDS[b].production)
    if "city_hall" in player_state.buildings:
        bonuses["city_hall"] = sum(1 for b in player_state.buildings if CARDS[b].violet)
    if "triumphal_arch" in player_state.buildings:
        monuments = sum(1 for b in player_state.buildings if b in MONUMENTS)
        bonuses["triumphal_arch"] = TRIUMPHAL_ARCH_POINTS[min(monuments, len(TRIUMPHAL_ARCH_POINTS) - 1)]
    before_palace = buildings + chapel + sum(bonuses.values())
    if "palace" in player_state.buildings:
        bonuses["palace"] = before_palace // PALACE_DIVISOR
    bonus = sum(bonuses.values())
    return {"buildings": buildings, "chapel": chapel, "bonus": bonus, "bonuses": bonuses,
            "total": buildings + chapel + bonus, "tie_break": len(player_state.hand) + player_state.goods_count()}


def scores(state: State) -> dict[int, int]:
    return {seat: int(breakdown(state, seat)["total"]) for seat in range(state.players_count)}


def winners(state: State) -> list[int]:
    """Highest total; a tie goes to the most cards in hand plus goods; still tied, all share."""
    keys = {i: (b["total"], b["tie_break"]) for i in range(state.players_count) for b in (breakdown(state, i),)}
    best = max(keys.values())
    return [i for i, k in keys.items() if k == best]
