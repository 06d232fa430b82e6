"""The New Buildings draft (Korean rulebook, "확장판 1", set-up): before the first round the
players, from the governor on, each put one violet kind of their choice on a free space of the
supply board with the same cost, until every space is filled. Not a role, but it has turns and
decisions like one, so it lives beside them."""
from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..actions import Action
from puertorico_nb.core.words import Named, Reason

from ..common import Refusal, named
from ..components import DRAFT_SPACES
from puertorico_nb.core.events import Event, event

if TYPE_CHECKING:
    from ..ruleset import Ruleset
    from ..state import State

VERBS = ("draft",)


def spaces_left(ruleset: Ruleset, state: State, cost: int) -> int:
    taken = sum(1 for b in state.violet_in_play if ruleset.by_id[b].cost == cost)
    return DRAFT_SPACES[cost] - taken


def finished(ruleset: Ruleset, state: State) -> bool:
    return len(state.violet_in_play) >= sum(DRAFT_SPACES.values())


def start(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    state.turn = state.governor


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    return not finished(ruleset, state)


def check(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    kind = ruleset.by_id.get(action.value)
    if kind is None or not ruleset.draftable(kind):
        return Refusal("setup.draft", Reason("{building} is not a violet building of this game",
                                             building=named("building", action.value)))
    if action.value in state.violet_in_play:
        return Refusal("setup.draft", Reason("the {building} is already on the supply board",
                                             building=Named("building", action.value)))
    if spaces_left(ruleset, state, kind.cost) <= 0:
        return Refusal("setup.draft", Reason("every space for buildings costing {cost:count:doubloon} is already filled",
                                             cost=kind.cost))
    return "setup.draft"


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    kind = ruleset.by_id[action.value]
    state.violet_in_play.append(kind.id)
    state.buildings_left[ruleset.stock_index[kind.id]] = ruleset.copies(kind)
    events.append(event("draft", action.player, "setup.draft", {"building": kind.id, "copies": ruleset.copies(kind)}))
    state.turn = (action.player + 1) % state.players_count


def candidates(ruleset: Ruleset, state: State, player: int) -> Iterator[Action]:
    for kind in ruleset.buildings:
        if ruleset.draftable(kind):
            yield Action(player, "draft", kind.id)
