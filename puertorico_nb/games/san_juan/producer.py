"""Producer: from the chooser, each player may lay the top card of the draw pile, unseen, face down
on an empty production building of theirs; that card is now a good of the building's kind.

One good each; the chooser may produce one more (two more with the library), an aqueduct adds
one, and a well pays a card to an owner who produced at least two (``well: false`` leaves it).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from puertorico_nb.core.events import event
from puertorico_nb.core.turns import give_turn_to_next_able
from puertorico_nb.core.words import Named, Reason, Seat
import sys

from . import steps
from .actions import Action
from .common import (Refusal, available_cards, counts_of, draw, library_available, missing,
                     multiset_combinations)
from .components import CARDS, PRODUCER_ACTION, PRODUCER_PRIVILEGE, WELL_GOODS

if TYPE_CHECKING:
    import random
    from collections.abc import Iterator, Sequence

    from puertorico_nb.core.events import Event

    from .phase import Verdict
    from .ruleset import Ruleset
    from .state import PlayerState, State

VERBS = ("produce", "pass")
PICKS_IN_THE_OPEN = True  # its picks are buildings in the city, seen by all (see steps.py)


def start(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    state.queue = state.seat_order_from(state.chooser_seat())


def limits(state: State, player: int) -> tuple[int, int, int]:
    """(goods without the aqueduct and library, with the aqueduct, with the library as well)."""
    player_state = state.players[player]
    normal = PRODUCER_ACTION + (PRODUCER_PRIVILEGE if player == state.chooser else 0)
    aqueduct = normal + (1 if "aqueduct" in player_state.buildings else 0)
    library = aqueduct + (PRODUCER_PRIVILEGE if library_available(state, player) else 0)
    return normal, aqueduct, library


def check(ruleset: Ruleset, state: State, action: Action) -> Verdict:
    if action.verb == "pass":
        return "sj.action.pass-optional"
    player_state = state.players[action.player]
    names = action.value
    if not names:
        return Refusal("sj.producer.one-good", Reason("name the production buildings to produce on, or pass"))
    for name in names:
        if name not in CARDS or not CARDS[name].production:
            return Refusal("sj.producer.empty-building", Reason("the {card} is not a production building",
                                                                  card=Named("card", name)))
    lacking = missing(names, player_state.empty_production())
    if lacking:
        return Refusal("sj.producer.empty-building", Reason("{player} has no empty {cards}: a production building holds "
                                                             "one good at most", player=Seat(action.player),
                                                             cards=Named("card", lacking)))
    normal, aqueduct, library = limits(state, action.player)
    top = aqueduct if action.option("library") is False else library
    if len(names) > top:
        if action.player == state.chooser and "library" in player_state.buildings and state.library_used[action.player]:
            rule = "sj.library.two-players"
        else:
            rule = "sj.producer.privilege" if action.player == state.chooser else "sj.producer.one-good"
        return Refusal(rule, Reason("{player} may produce {top:count:good} here, not {asked}", player=Seat(action.player),
                                     top=top, asked=len(names)))
    if len(names) > available_cards(state):
        return Refusal("sj.deck.both-piles-empty", Reason("only {n:count:card} left to produce with",
                                                           n=available_cards(state)))
    if action.option("well") is False and not _well_pays(player_state, names):
        return Refusal("sj.well.draw", Reason("producing {n:count:good} earns {player} no well's card to decline",
                                              n=len(names), player=Seat(action.player)))
    if len(names) > aqueduct:
        return "sj.library.double"
    if len(names) > normal:
        return "sj.aqueduct.extra-good"
    return "sj.producer.privilege" if len(names) > PRODUCER_ACTION else "sj.producer.one-good"


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    state.queue.pop(0)
    player = action.player
    if action.verb == "pass":
        events.append(event("pass", player, "sj.action.pass-optional", {}))
        return
    rule = check(ruleset, state, action)
    assert isinstance(rule, str)  # apply is given checked actions only
    player_state = state.players[player]
    for name in action.value:
        k = next(k for k, (b, g) in enumerate(zip(player_state.buildings, player_state.goods)) if b == name and g is None)
        player_state.goods[k] = draw(state, 1, events, player)[0]
    events.append(event("produce", player, rule, {"buildings": list(action.value)}))
    if rule == "sj.library.double":
        state.library_used[player] = True
        events.append(event("library", player, "sj.library.double", {"role": "producer"}))
    if _well_pays(player_state, action.value):
        if action.option("well") is False:  # the ability left unused, as the book allows
            events.append(event("decline", player, "sj.well.draw", {"benefit": "well"}))
            return
        player_state.hand += draw(state, 1, events, player)
        events.append(event("draw", player, "sj.well.draw", {"count": 1}))


def _well_pays(player_state: PlayerState, names: Sequence[str]) -> bool:
    return len(names) >= WELL_GOODS and "well" in player_state.buildings


def confirm_declines(state: State, player: int, picks: list[str]) -> list[tuple[tuple[str, bool], ...]]:
    """The options a confirm of these picks may add: the well's card left unused, where it pays."""
    return [(("well", False),)] if _well_pays(state.players[player], picks) else []


def can_act(state: State, player: int) -> bool:
    return bool(state.players[player].empty_production()) and available_cards(state) > 0


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    return give_turn_to_next_able(state, lambda player: can_act(state, player), "sj.round.skip-no-action", events,
                                  detail={"phase": state.phase})


def _choices(state: State, player: int) -> Iterator[tuple[str, ...]]:
    counts = counts_of(state.players[player].empty_production())
    top = min(limits(state, player)[2], available_cards(state))
    for k in range(1, top + 1):
        yield from multiset_combinations(counts, k)


# -- the choice in steps (see steps.py): the empty production buildings, one at a time ------------
def pick_source(state: State, player: int) -> list[str]:
    return state.players[player].empty_production()


def pick_sizes(ruleset: Ruleset, state: State, player: int) -> range:
    """From one good up to as many as the player may make, the pile allows and their empty
    production buildings hold (a player with one was asked for "1 to 2 buildings")."""
    return range(1, min(limits(state, player)[2], available_cards(state), len(pick_source(state, player))) + 1)


def pick_rule(state: State, player: int) -> str:
    return "sj.producer.one-good"


def whole(state: State, player: int, picks: tuple[str, ...]) -> Action:
    return Action(player, "produce", picks)


def candidates(ruleset: Ruleset, state: State, player: int) -> list[Action]:
    return steps.steps_or_pass(sys.modules[__name__], ruleset, state, player)


def sample(ruleset: Ruleset, state: State, player: int, rng: random.Random) -> Action:
    return steps.whole_or_pass(list(_choices(state, player)), player, "produce", rng)
