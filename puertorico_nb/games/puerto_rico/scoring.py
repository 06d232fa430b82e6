"""Game end: final scores, the large buildings' bonuses, and the tie-break."""
from __future__ import annotations

from .components import CLOISTER_POINTS, PRODUCTION, RESIDENCE_MINIMUM, RESIDENCE_POINTS, VIOLET


def _guild_hall(rs, s, p):
    return sum(1 if rs.building(b).small_production else 2
               for b in p.city if rs.building(b).kind == PRODUCTION)


def _residence(rs, s, p):
    return RESIDENCE_POINTS.get(len(p.island), RESIDENCE_MINIMUM)


def _fortress(rs, s, p):
    return p.workers() // 3


def _customs_house(rs, s, p):
    # Icelandic: every point counts, written down or not; Korean: only the chips
    return (p.vp - (p.written if rs.customs_house_chips_only else 0)) // 4


def _city_hall(rs, s, p):
    return sum(1 for b in p.city if rs.building(b).kind == VIOLET)




def _cloister(rs, s, p):
    counts: dict[str, int] = {}
    for tile in p.island:
        counts[tile] = counts.get(tile, 0) + 1
    return CLOISTER_POINTS[min(4, sum(n // 3 for n in counts.values()))]


def _royal_garden(rs, s, p):
    return p.nobles()


# building id -> (how many points, the rule that says so)
LARGE_BUILDING_BONUSES = {
    "cloister": (_cloister, "building.cloister"),
    "royal_garden": (_royal_garden, "building.royal-garden"),
    "guild_hall": (_guild_hall, "building.guild-hall"),
    "residence": (_residence, "building.residence"),
    "fortress": (_fortress, "building.fortress"),
    "customs_house": (_customs_house, "building.customs-house"),
    "city_hall": (_city_hall, "building.city-hall"),
}


def breakdown(rs, s, player: int) -> dict:
    """Chips, building points and each manned large building's bonus for one player."""
    p = s.players[player]
    buildings = sum(rs.building(b).vp for b in p.city)
    bonuses = {}
    for b, w, n in zip(p.city, p.city_workers, p.city_nobles):
        if (w or n) and b in LARGE_BUILDING_BONUSES:
            bonuses[b] = LARGE_BUILDING_BONUSES[b][0](rs, s, p)
    bonus = sum(bonuses.values())
    nobles = p.nobles()
    out = {
        "chips": p.vp, "buildings": buildings, "bonus": bonus, "bonuses": bonuses,
        "total": p.vp + buildings + bonus + nobles,
        "tie_break": p.doubloons + p.barrels(),
    }
    if rs.nobles:
        out["nobles"] = nobles  # one point each: rule "nobles.point-each"
    return out


def scores(rs, s) -> dict[int, int]:
    return {i: breakdown(rs, s, i)["total"] for i in range(s.players_count)}


def winners(rs, s) -> list[int]:
    """Highest total wins; ties go to the most doubloons plus barrels; still tied, all share."""
    keys = {i: (b["total"], b["tie_break"]) for i in range(s.players_count)
            for b in (breakdown(rs, s, i),)}
    best = max(keys.values())
    return [i for i, k in keys.items() if k == best]
