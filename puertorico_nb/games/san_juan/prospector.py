"""Prospector: only the chooser draws (1 card, 2 with the library; none when the privilege is
declined as the role is chosen); then every gold-mine owner, clockwise from the chooser, turns up
the top four cards (unless declined ahead). Four different printed costs: the owner keeps one and
discards three; any cost twice: all four are discarded.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from puertorico_nb.core.events import event
from puertorico_nb.core.turns import give_turn_to_next_able
from puertorico_nb.core.words import Named, Reason

from . import declines
from .actions import Action
from .common import Refusal, draw, missing, take
from .components import COST, GOLD_MINE_REVEAL, PROSPECTOR_DRAW

if TYPE_CHECKING:
    import random
    from collections.abc import Iterator

    from puertorico_nb.core.events import Event

    from .phase import Verdict
    from .ruleset import Ruleset
    from .state import State

VERBS = ("keep",)
DRAWN = "drawn"  # stage: the chooser's own draw is done


def _privilege_draw(state: State, events: list[Event]) -> None:
    n = PROSPECTOR_DRAW * (2 if state.library else 1)
    state.players[state.chooser_seat()].hand += draw(state, n, events, state.chooser)
    rule = "sj.library.double" if state.library else "sj.prospector.draw"
    events.append(event("draw", state.chooser, rule, {"count": n}))
    state.stage = DRAWN


def start(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    state.stage = None
    if not state.privilege:  # declined as the role was chosen: the chooser draws nothing
        state.stage = DRAWN
    elif ruleset.prospector_draw_first:
        _privilege_draw(state, events)
    state.queue = [i for i in state.seat_order_from(state.chooser_seat()) if "gold_mine" in state.players[i].buildings]
    state.revealed = []


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    """The next gold mine owner whose four cards all differ in cost (core.turns): each owner's cards
    are turned up as their turn comes; an owner who declined ahead, or whose cards failed, is passed
    over by those events alone (no skip). Once every owner is done, the chooser draws, unless they
    did so first."""
    if give_turn_to_next_able(state, lambda player: _gold_mine_pays(state, player, events), None, events):
        return True
    if state.stage != DRAWN:
        _privilege_draw(state, events)
    return False


def _gold_mine_pays(state: State, player: int, events: list[Event]) -> bool:
    """Turn up this owner's four cards if their turn has just come, unless declined ahead: True
    when they all differ in cost, so the owner keeps one (also when already turned up)."""
    if state.revealed:
        return True
    if declines.note(state, player, "gold_mine", events):
        return False  # declined ahead: the four cards stay on the pile
    cards = draw(state, GOLD_MINE_REVEAL, events, player)
    events.append(event("gold_mine", player, "sj.gold-mine.reveal", {"cards": list(cards)}))
    if cards and len({COST[c] for c in cards}) == len(cards):
        state.revealed = cards
        return True
    state.discard += cards
    events.append(event("gold_mine_fail", player, "sj.gold-mine.fail", {"cards": list(cards)}))
    return False


def check(ruleset: Ruleset, state: State, action: Action) -> Verdict:
    if len(action.value) != 1:
        return Refusal("sj.gold-mine.keep", Reason("the gold mine gives exactly one of the four cards, not {asked}",
                                                    asked=len(action.value)))
    if missing(action.value, state.revealed):
        return Refusal("sj.gold-mine.keep", Reason("the {card} is not among the four cards turned up",
                                                    card=Named("card", action.value[0])))
    return "sj.gold-mine.keep"


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    rest = state.revealed[:]
    take(rest, action.value)
    state.players[action.player].hand += action.value
    state.discard += rest
    state.revealed = []
    events.append(event("keep", action.player, "sj.gold-mine.keep", {"card": action.value[0]}))
    state.queue.pop(0)


def candidates(ruleset: Ruleset, state: State, player: int) -> Iterator[Action]:
    for card in sorted(set(state.revealed)):
        yield Action(player, "keep", (card,))


def sample(ruleset: Ruleset, state: State, player: int, rng: random.Random) -> Action:
    return Action(player, "keep", (rng.choice(state.revealed),))
