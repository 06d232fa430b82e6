"""Small pieces of rules that several phases share (points, extra colonists, refusals)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from puertorico_nb.core.errors import Refusal as Refusal  # the phases import it from here
from puertorico_nb.core.events import Event, event
from puertorico_nb.core.words import Named

from .components import BUILDINGS, GOOD_INDEX, ROLES

if TYPE_CHECKING:
    from .ruleset import Ruleset
    from .state import PlayerState, State


_KNOWN = {"good": GOOD_INDEX, "building": BUILDINGS, "role": ROLES}


def named(kind: str, value: Any) -> Any:
    """A component in a refusal's fields: said by its name in the reader's language when the game
    has one of that `kind` (good, building, role) by this id, else the value as it was written (a
    move typed by hand may name anything)."""
    if isinstance(value, str) and value in _KNOWN[kind]:
        return Named(kind, value)
    return str(value)


def award_vp(state: State, player: int, points: int, rule: str, events: list[Event], **data: Any) -> None:
    """Give victory points; once the chips run out the points are still written down."""
    if points <= 0:
        return
    board = state.players[player]
    chips = min(points, state.vp_supply)
    board.vp += points
    board.written += points - chips
    state.vp_supply -= chips
    events.append(event("vp", player, rule, {"points": points, **data}))
    if state.vp_supply == 0:
        trigger_end(state, "vp_chips", "end.vp-chips-run-out", events)


def trigger_end(state: State, reason: str, rule: str, events: list[Event]) -> None:
    if reason not in state.end_reasons:
        state.end_reasons.append(reason)
        state.end_triggered = True
        events.append(event("game_end_triggered", None, rule, {"reason": reason}))


def extra_colonist(state: State) -> str | None:
    """Where a hospice or university colonist comes from: the supply, else the ship, else none."""
    if state.colonist_supply > 0:
        state.colonist_supply -= 1
        return "supply"
    if state.colonist_ship > 0:
        state.colonist_ship -= 1
        return "ship"
    return None


def manned_quarries(board: PlayerState) -> int:
    if "quarry" not in board.island:  # most islands: no need to walk them
        return 0
    # a noble on a quarry works like a colonist (Nobles)
    return sum(colonists + nobles for tile, colonists, nobles
               in zip(board.island, board.island_workers, board.island_nobles) if tile == "quarry")


def chooser_of(state: State) -> int:
    """The seat that chose the role under way (a phase runs only once its role is chosen)."""
    chooser = state.chooser
    assert chooser is not None, "a phase runs only after its role was chosen"
    return chooser


def privilege(state: State, player: int) -> int:
    """How many times this player enjoys the current role's privilege: once for its chooser,
    twice with a manned library (New Buildings), never for anyone else."""
    if player != state.chooser:
        return 0
    board = state.players[player]
    return 2 if "library" in board.city and board.manned("library") else 1


def discard_plantation(ruleset: Ruleset, state: State, tile: str) -> None:
    """A plantation leaving play: onto the discard pile, or under the stack (Korean edition)."""
    if ruleset.leftover_plantations_under_stack:
        state.stack.insert(0, tile)
    else:
        state.discard.append(tile)
