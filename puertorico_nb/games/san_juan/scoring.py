"""Game end: the points of every building, the chapel's cards, the four 6-cost buildings' bonuses
(the palace last), and the tie-break by cards in hand plus goods."""
from __future__ import annotations

from .components import CARDS, GUILD_HALL_POINTS, MONUMENTS, PALACE_DIVISOR, TRIUMPHAL_ARCH_POINTS


def breakdown(s, seat: int) -> dict:
    p = s.players[seat]
    buildings = sum(CARDS[b].vp for b in p.buildings)
    chapel = len(p.chapel)
    bonuses: dict[str, int] = {}
    if "guild_hall" in p.buildings:
        bonuses["guild_hall"] = GUILD_HALL_POINTS * sum(1 for b in p.buildings if CARDS[b].production)
    if "city_hall" in p.buildings:
        bonuses["city_hall"] = sum(1 for b in p.buildings if CARDS[b].violet)
    if "triumphal_arch" in p.buildings:
        monuments = sum(1 for b in p.buildings if b in MONUMENTS)
        bonuses["triumphal_arch"] = TRIUMPHAL_ARCH_POINTS[min(monuments, len(TRIUMPHAL_ARCH_POINTS) - 1)]
    before_palace = buildings + chapel + sum(bonuses.values())
    if "palace" in p.buildings:
        bonuses["palace"] = before_palace // PALACE_DIVISOR
    bonus = sum(bonuses.values())
    return {"buildings": buildings, "chapel": chapel, "bonus": bonus, "bonuses": bonuses,
            "total": buildings + chapel + bonus, "tie_break": len(p.hand) + p.goods_count()}


def scores(s) -> dict[int, int]:
    return {i: breakdown(s, i)["total"] for i in range(s.players_count)}


def winners(s) -> list[int]:
    """Highest total; a tie goes to the most cards in hand plus goods; still tied, all share."""
    keys = {i: (b["total"], b["tie_break"]) for i in range(s.players_count) for b in (breakdown(s, i),)}
    best = max(keys.values())
    return [i for i, k in keys.items() if k == best]
