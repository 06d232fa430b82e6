"""Declining, ahead of time, a benefit that comes while its owner decides nothing.

The Dutch rulebook lets every player leave a role's action unused (section "De rollen", the
"Belangrijk" note: whoever does not want to carry out an action is passed over) and every owner
leave a violet building's ability unused (section "De paarse gebouwen"). Most such benefits come
with a decision and are declined on it (``pass``, ``privilege: false``, ``well: false``...). Two
come while their owner decides nothing: a councillor phase draws each player's cards when their
turn comes, and a prospector turns up each gold mine's four cards. Their owner declines them
ahead, out of turn, with ``decline: councillor`` or ``decline: gold_mine``: for the rest of the
round that benefit is not taken (the cards stay on the pile).

``decline: gold_mine`` is listed for the acting owner while the gold mine may still pay; the
councillor's decline is legal for every player at any moment before their draw but not listed
(it would double nearly every list of choices for a move that is rarely wanted).
"""
from __future__ import annotations

from puertorico_nb.core.declines import AheadDeclines
from puertorico_nb.core.events import Event, event
from puertorico_nb.core.words import Named, Reason, Seat

from .actions import Action
from .common import Refusal
from .components import ROLES
from .state import State

# benefit -> (the rule that pays it, the role whose phase pays it)
DECLINABLE = {
    "councillor": ("sj.councillor.draw", "councillor"),
    "gold_mine": ("sj.gold-mine.reveal", "prospector"),
}
DECLINE_RULE = "sj.action.pass-optional"
AHEAD = AheadDeclines(DECLINABLE)  # the bit each benefit is kept in, per player (core.declines)
declined = AHEAD.declined  # has this player declined that benefit for the rest of the round?
note = AHEAD.note  # True (and an event saying so) when the benefit due now was declined ahead


def _still_to_come(state: State, player: int, name: str) -> bool:
    """May that benefit still come to `player` this round? Its role is still to be chosen, or
    its phase is under way and has not yet reached them."""
    role = DECLINABLE[name][1]
    if state.roles_taken[ROLES.index(role)] == -1:
        return True
    if state.phase != role or player not in state.queue:
        return False
    if state.queue[0] != player:
        return True
    return not (state.revealed if name == "gold_mine" else state.stage is not None)


def check(state: State, action: Action) -> str | Refusal:
    name = action.value
    player = action.player
    if name not in DECLINABLE:
        return Refusal(DECLINE_RULE, Reason("only the benefits that come without a decision are declined ahead (the "
                                             "councillor's cards, the gold mine); the {name} is not one",
                                            name=str(name).replace("_", " ")))
    rule = DECLINABLE[name][0]
    if name == "gold_mine" and "gold_mine" not in state.players[player].buildings:
        return Refusal(rule, Reason("{player} has no gold mine, so nothing to decline", player=Seat(player)))
    if declined(state, player, name):
        return Refusal(rule, Reason("{player} has already declined the {benefit} this round", player=Seat(player),
                                     benefit=_benefit(name)))
    if not _still_to_come(state, player, name):
        return Refusal(rule, Reason("the {benefit} brings {player} nothing more this round", player=Seat(player),
                                     benefit=_benefit(name)))
    return DECLINE_RULE


def _benefit(name: str) -> Named:
    """A benefit declined ahead by its name: the councillor (a role) or the gold mine (a card)."""
    return Named("role" if name == "councillor" else "card", name)


def apply(state: State, action: Action, events: list[Event]) -> None:
    AHEAD.mark(state, action.player, action.value)
    events.append(event("decline", action.player, DECLINE_RULE, {"benefit": action.value, "ahead": True}))


def candidates(state: State, player: int) -> list[Action]:
    """The declines listed for the player to act: the gold mine's, while it may still pay."""
    if "gold_mine" not in state.players[player].buildings:
        return []
    action = Action(player, "decline", "gold_mine")
    return [action] if check(state, action).__class__ is not Refusal else []
