"""Small pieces of rules that several phases share (points, extra colonists, refusals)."""
from __future__ import annotations

from puertorico_nb.core.errors import Refusal  # noqa: F401 (the phases import it from here)
from puertorico_nb.core.events import event


def award_vp(s, player: int, points: int, rule: str, events: list, **data) -> None:
    """Give victory points; once the chips run out the points are still written down."""
    if points <= 0:
        return
    p = s.players[player]
    chips = min(points, s.vp_supply)
    p.vp += points
    p.written += points - chips
    s.vp_supply -= chips
    events.append(event("vp", player, rule, {"points": points, **data}))
    if s.vp_supply == 0:
        trigger_end(s, "vp_chips", "end.vp-chips-run-out", events)


def trigger_end(s, reason: str, rule: str, events: list) -> None:
    if reason not in s.end_reasons:
        s.end_reasons.append(reason)
        s.end_triggered = True
        events.append(event("game_end_triggered", None, rule, {"reason": reason}))


def extra_colonist(s) -> str | None:
    """Where a hospice or university colonist comes from: the supply, else the ship, else none."""
    if s.colonist_supply > 0:
        s.colonist_supply -= 1
        return "supply"
    if s.colonist_ship > 0:
        s.colonist_ship -= 1
        return "ship"
    return None


def manned_quarries(p) -> int:
    if "quarry" not in p.island:  # most islands: no need to walk them
        return 0
    # a noble on a quarry works like a colonist (Nobles)
    return sum(w + n for t, w, n in zip(p.island, p.island_workers, p.island_nobles) if t == "quarry")


def privilege(s, player: int) -> int:
    """How many times this player enjoys the current role's privilege: once for its chooser,
    twice with a manned library (New Buildings), never for anyone else."""
    if player != s.chooser:
        return 0
    p = s.players[player]
    return 2 if "library" in p.city and p.manned("library") else 1


def discard_plantation(rs, s, tile: str) -> None:
    """A plantation leaving play: onto the discard pile, or under the stack (Korean edition)."""
    if rs.leftover_plantations_under_stack:
        s.stack.insert(0, tile)
    else:
        s.discard.append(tile)
