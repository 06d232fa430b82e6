"""The guest house (New Buildings): up to two workers who wait there may move, one or both at a
time, onto empty spaces of their owner's board at any moment of any phase, out of turn too,
and work at once. They stay where they went until the next mayor phase rearranges everything.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from .actions import Action
from .common import Refusal, named
from .components import GOOD_INDEX
from puertorico_nb.core.events import Event, event
from puertorico_nb.core.words import Named, Reason, Seat

if TYPE_CHECKING:
    from .ruleset import Ruleset
    from .state import PlayerState, State

GUEST_HOUSE = "guest_house"


def guests(board: PlayerState) -> int:
    if GUEST_HOUSE not in board.city:
        return 0
    k = board.city.index(GUEST_HOUSE)
    return board.city_workers[k] + board.city_nobles[k]


def _room(ruleset: Ruleset, board: PlayerState, target: str) -> int:
    """How many workers could still go to spaces of this name."""
    if target in board.city and target != GUEST_HOUSE:
        k = board.city.index(target)
        return ruleset.by_id[target].circles - board.city_workers[k] - board.city_nobles[k]
    if target in GOOD_INDEX or target == "quarry":
        return sum(1 for tile, colonists, nobles in zip(board.island, board.island_workers, board.island_nobles)
                   if tile == target and not colonists + nobles)
    return 0


def check(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    board = state.players[action.player]
    if state.game_over:
        return Refusal("end.finish-round", Reason("the game is over"))
    if not guests(board):
        return Refusal("building.guest-house", Reason("{player} has no worker waiting in a guest house",
                                                      player=Seat(action.player)))
    targets = action.value
    if not 1 <= len(targets) <= guests(board):
        return Refusal("building.guest-house", Reason("the guest house holds {n:count:worker} to move", n=guests(board)))
    wanted: dict[str, int] = {}
    for target in targets:
        wanted[target] = wanted.get(target, 0) + 1
    for target, count in wanted.items():
        if _room(ruleset, board, target) < count:
            return Refusal("building.guest-house", _no_room(action.player, target))
    return "building.guest-house"


def _no_room(player: int, target: str) -> Reason:
    """Why a guest cannot go to `target`: no empty space of that name on the player's board."""
    if target == "quarry":
        return Reason("{player} has no empty quarry for a guest", player=Seat(player))
    if target in GOOD_INDEX:
        return Reason("{player} has no empty {good} plantation for a guest", player=Seat(player),
                      good=Named("good", target))
    return Reason("{player} has no empty {building} space for a guest", player=Seat(player),
                  building=named("building", target))


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    board = state.players[action.player]
    k = board.city.index(GUEST_HOUSE)
    for target in action.value:
        noble = not board.city_workers[k]  # colonists leave first
        if noble:
            board.city_nobles[k] -= 1
        else:
            board.city_workers[k] -= 1
        if target in board.city:
            j = board.city.index(target)
            if noble:
                board.city_nobles[j] += 1
            else:
                board.city_workers[j] += 1
        else:
            j = next(j for j, (tile, colonists, nobles)
                     in enumerate(zip(board.island, board.island_workers, board.island_nobles))
                     if tile == target and not colonists + nobles)
            if noble:
                board.island_nobles[j] = 1
            else:
                board.island_workers[j] = 1
        events.append(event("guest_moves", action.player, "building.guest-house",
                            {"to": target, "worker": "noble" if noble else "colonist"}))


def candidates(ruleset: Ruleset, state: State, player: int) -> Iterator[Action]:
    board = state.players[player]
    if not guests(board):
        return
    spaces = [name for name in dict.fromkeys(board.city + board.island) if _room(ruleset, board, name) > 0]
    for name in spaces:
        yield Action(player, "guest", (name,))
    if guests(board) >= 2:
        for i, first in enumerate(spaces):
            for second in spaces[i:]:
                yield Action(player, "guest", (first, second))
