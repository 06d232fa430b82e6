"""Councillor: the chooser draws 5 cards (8 with the library), every other player 2; each keeps 1
(2 with a prefecture) and discards the rest.

The cards are drawn when a player's turn comes, clockwise from the chooser, so the draw pile a
later player draws from already lacks the earlier players' cards. An archive's owner takes the
drawn cards into the hand and then discards as many cards as they would have thrown away,
chosen from the whole hand.
"""
from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from puertorico_nb.core.events import event
from puertorico_nb.core.turns import give_turn_to_next_able
from puertorico_nb.core.words import Named, Reason, Seat

from . import declines, steps
from .actions import Action
from .common import Refusal, draw, missing, random_subset, take
from .components import COUNCILLOR_DRAW, COUNCILLOR_KEEP, COUNCILLOR_LIBRARY_DRAW, COUNCILLOR_OTHERS_DRAW

if TYPE_CHECKING:
    import random

    from puertorico_nb.core.events import Event

    from .phase import Verdict
    from .ruleset import Ruleset
    from .state import State

VERBS = ("keep", "discard")
DRAWN = "drawn"


def start(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    state.queue = state.seat_order_from(state.chooser_seat())
    state.stage = None


def keep_limit(state: State, player: int) -> int:
    return COUNCILLOR_KEEP + (1 if "prefecture" in state.players[player].buildings else 0)


def _draw_count(state: State, player: int) -> int:
    """The chooser's privilege (five cards, eight with the library) unless declined; two otherwise."""
    if player != state.chooser or not state.privilege:
        return COUNCILLOR_OTHERS_DRAW
    return COUNCILLOR_LIBRARY_DRAW if state.library else COUNCILLOR_DRAW


def next_turn(ruleset: Ruleset, state: State, events: list[Event]) -> bool:
    """The next seat with cards to choose from: each draws as its turn comes (core.turns); a seat
    that declined its draw ahead is passed over by the decline alone, one whose draw found no card
    with a skip."""
    return give_turn_to_next_able(state, lambda player: _draws_something(state, player, events),
                                  lambda player: None if declines.declined(state, player, "councillor")
                                  else "sj.round.skip-no-action", events, detail={"phase": state.phase})


def _draws_something(state: State, player: int, events: list[Event]) -> bool:
    """Draw this player's cards if their turn has just come, unless declined ahead: True when
    they now have drawn cards to choose from (also when they had drawn them already)."""
    if state.stage == DRAWN:
        return True
    if declines.note(state, player, "councillor", events):
        return False  # declined ahead: passed over, the cards stay on the pile
    player_state = state.players[player]
    n = _draw_count(state, player)
    cards = draw(state, n, events, player)
    rule = "sj.library.double" if n == COUNCILLOR_LIBRARY_DRAW else "sj.councillor.draw"
    if "archive" in player_state.buildings:
        player_state.hand += cards
        state.archive_drawn = len(cards)
        events.append(event("draw", player, "sj.archive.discard-from-hand", {"count": len(cards)}))
    else:
        state.drawn = cards
        events.append(event("councillor_draw", player, rule, {"count": len(cards)}))
    state.stage = DRAWN if cards else None
    return bool(cards)


def _archive(state: State, player: int) -> bool:
    return bool(state.archive_drawn > 0)


def _discard_sizes(state: State, player: int) -> range:
    """With an archive: discard the drawn count less the cards kept (1, or 2 with a prefecture)."""
    n = state.archive_drawn
    most_kept = min(keep_limit(state, player), n)
    return range(n - most_kept, n)


def check(ruleset: Ruleset, state: State, action: Action) -> Verdict:
    names = action.value
    if action.verb == "keep":
        if _archive(state, action.player):
            return Refusal("sj.archive.discard-from-hand", Reason("with an archive the drawn cards are already in hand: "
                                                                   "choose which cards to discard"))
        most = min(keep_limit(state, action.player), len(state.drawn))
        if not 1 <= len(names) <= most:
            prefecture = "prefecture" in state.players[action.player].buildings
            rule = "sj.prefecture.keep-two" if len(names) > 1 and prefecture else "sj.councillor.keep"
            return Refusal(rule, Reason("{player} keeps 1 of the drawn cards, not {asked}", player=Seat(action.player),
                                         asked=len(names)) if most == 1 else
                           Reason("{player} keeps 1 or {most} of the drawn cards, not {asked}",
                                  player=Seat(action.player), most=most, asked=len(names)))
        lacking = missing(names, state.drawn)
        if lacking:
            if len(lacking) == 1:
                return Refusal("sj.councillor.keep", Reason("the {card} is not among the drawn cards",
                                                            card=Named("card", lacking[0])))
            return Refusal("sj.councillor.keep", Reason("these cards are not among the drawn cards: {cards}",
                                                        cards=Named("card", lacking)))
        return "sj.prefecture.keep-two" if len(names) > COUNCILLOR_KEEP else "sj.councillor.keep"
    if not _archive(state, action.player):
        return Refusal("sj.councillor.keep", Reason("only an archive's owner discards from the hand; choose the drawn "
                                                    "cards to keep"))
    sizes = _discard_sizes(state, action.player)
    if len(names) not in sizes:
        if len(sizes) == 1:
            return Refusal("sj.archive.discard-from-hand", Reason("{player} discards {wanted:count:card}, not {asked}",
                                                                  player=Seat(action.player), wanted=sizes[0],
                                                                  asked=len(names)))
        return Refusal("sj.archive.discard-from-hand", Reason("{player} discards {low} or {high} cards, not {asked}",
                                                              player=Seat(action.player), low=sizes[0],
                                                              high=sizes[-1], asked=len(names)))
    lacking = missing(names, state.players[action.player].hand)
    if lacking:
        return Refusal("sj.archive.discard-from-hand", Reason("{player} has no {cards} in hand", player=Seat(action.player),
                                                                cards=Named("card", lacking)))
    return "sj.archive.discard-from-hand"


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    rule = check(ruleset, state, action)
    assert isinstance(rule, str)  # apply is given checked actions only
    player_state = state.players[action.player]
    if action.verb == "keep":
        rest = state.drawn[:]
        take(rest, action.value)
        player_state.hand += action.value
        state.discard += rest
        state.drawn = []
        events.append(event("keep", action.player, rule, {"kept": len(action.value), "discarded": len(rest)}))
    else:
        take(player_state.hand, action.value)
        state.discard += action.value
        state.archive_drawn = 0
        events.append(event("discard", action.player, rule, {"count": len(action.value)}))
    state.stage = None
    state.queue.pop(0)


# -- the choice in steps (see steps.py): the cards kept (or, with an archive, discarded) -----------
def pick_source(state: State, player: int) -> list[str]:
    return state.players[player].hand if _archive(state, player) else state.drawn


def pick_sizes(ruleset: Ruleset, state: State, player: int) -> range:
    if _archive(state, player):
        return _discard_sizes(state, player)
    return range(1, min(keep_limit(state, player), len(state.drawn)) + 1)


def pick_rule(state: State, player: int) -> str:
    return "sj.archive.discard-from-hand" if _archive(state, player) else "sj.councillor.keep"


def whole(state: State, player: int, picks: tuple[str, ...]) -> Action:
    return Action(player, "discard" if _archive(state, player) else "keep", picks)


def candidates(ruleset: Ruleset, state: State, player: int) -> list[Action]:
    """The steps (pick a card, confirm); whole choices are legal, not listed."""
    return steps.candidates(sys.modules[__name__], ruleset, state, player)


def sample(ruleset: Ruleset, state: State, player: int, rng: random.Random) -> Action:
    if _archive(state, player):
        k = rng.choice(_discard_sizes(state, player))
        return Action(player, "discard", random_subset(state.players[player].hand, k, rng))
    k = rng.randint(1, min(keep_limit(state, player), len(state.drawn)))
    return Action(player, "keep", random_subset(state.drawn, k, rng))
