"""Declining, ahead of time, a building's benefit that comes with no decision of its owner.

The books leave every violet building's ability to its owner's choice (Icelandic rulebook, the
violet buildings; Korean rulebook, 베이지색 건물). Most benefits come with a decision and are
declined on it (``harbor: false`` on a load, ``church: false`` on a build...). These are paid
while their owner decides nothing: production pays the chapel, the aqueduct and the factory,
the villa's noble comes at the owner's first mayor turn, the union hall's points at the owner's
first captain turn, and the noble hunting lodge's points as the settler phase ends. So their
owner declines them ahead, out of turn like a guest-house move, with ``decline: chapel``: that
benefit is not taken for the rest of the round. It matters when the last victory points or
nobles would change the game. (The villa's worker may also be given back at its owner's first
mayor turn, before placing.)
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from puertorico_nb.core.declines import AheadDeclines
from puertorico_nb.core.events import Event, event

from .actions import Action
from puertorico_nb.core.words import Named, Reason, Seat

from .common import Refusal, named

if TYPE_CHECKING:
    from .ruleset import Ruleset
    from .state import PlayerState, State

# building -> (its rule, the role whose phase pays it)
DECLINABLE = {
    "chapel": ("building.chapel", "craftsman"),
    "aqueduct": ("building.aqueduct", "craftsman"),
    "villa": ("building.villa", "mayor"),
    "union_hall": ("building.union-hall", "captain"),
    "hunting_lodge": ("building.hunting-lodge", "settler"),
    "factory": ("building.factory", "craftsman"),
}
# benefits that bring only doubloons (the bank never runs out): declining them is legal but never
# better for the player, so the legal-action listing leaves them out (as it leaves out a
# mayor's take-back after a put); ruling files and text actions may still write them
UNLISTED = frozenset({"factory"})
AHEAD = AheadDeclines(DECLINABLE)  # the bit each benefit is kept in, per player (core.declines)
_NAMES = frozenset(DECLINABLE) - UNLISTED  # for one quick test that a city holds none of them


# state.first_turn_done[seat] in the mayor phase: the seat's first placing turn has not come yet;
# it has (and the villa, if any, has nothing to give back); or it has just begun with the villa's
# noble, or colonist, which its owner may still give back (`decline: villa`) before placing.
NOT_YET, BEGUN, VILLA_NOBLE, VILLA_COLONIST = 0, 1, 2, 3


def give_back_villa_worker(state: State, player: int, events: list[Event]) -> None:
    """`decline: villa` at the owner's first turn, before placing: the villa's worker goes back."""
    board = state.players[player]
    if state.first_turn_done[player] == VILLA_NOBLE:
        board.san_juan_nobles -= 1
        state.noble_supply += 1
    else:
        board.san_juan -= 1
        state.colonist_supply += 1
    state.first_turn_done[player] = BEGUN
    events.append(event("decline", player, "building.villa", {"benefit": "villa"}))


def villa_worker_returnable(state: State, player: int) -> bool:
    """Has the villa just brought this seat a worker it may still give back?"""
    return (state.phase == "mayor" and state.turn == player
            and state.first_turn_done[player] in (VILLA_NOBLE, VILLA_COLONIST))


declined = AHEAD.declined  # has this player declined that building's benefit for the rest of the round?
note = AHEAD.note  # True (and an event saying so) when the benefit due now was declined ahead


def _has_benefit(board: PlayerState, name: str) -> bool:
    if name == "hunting_lodge":  # with a colonist it gives a tile back instead: a decision of its own
        return board.worker_on("hunting_lodge") == "noble"
    return board.manned(name)


def _still_to_come(state: State, player: int, name: str) -> bool:
    """Will that benefit still be paid this round? Its role is still to be chosen, or (villa,
    union hall, hunting lodge) its phase is under way and has not paid it yet."""
    role = DECLINABLE[name][1]
    taken = state.role_taken
    for k, card in enumerate(state.role_cards):
        if card == role and taken[k] == -1:
            return True
    if state.phase != role:
        return False
    if name == "villa":  # paid at the owner's first mayor turn, and returnable until placing starts
        return bool(state.first_turn_done[player] != BEGUN)
    if name == "union_hall":
        return not state.first_turn_done[player]
    return name == "hunting_lodge"  # paid as the settler phase ends; the others as theirs begins


def check(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    name = action.value
    if state.game_over:
        return Refusal("end.finish-round", Reason("the game is over"))
    if name not in DECLINABLE or name not in ruleset.by_id:
        return Refusal("action.pass-optional", Reason("only the benefits paid without a decision are declined ahead "
                                                      "({buildings}); {building} is not one of them",
                                                      buildings=Named("building", DECLINABLE),
                                                      building=named("building", name)))
    rule = DECLINABLE[name][0]
    board = state.players[action.player]
    building, player = Named("building", name), Seat(action.player)
    if not _has_benefit(board, name):
        if name == "hunting_lodge":
            return Refusal(rule, Reason("{player} has no noble on a hunting lodge, so no benefit to decline",
                                        player=player))
        return Refusal(rule, Reason("{player} has no manned {building}, so no benefit to decline", player=player,
                                    building=building))
    if declined(state, action.player, name):
        return Refusal(rule, Reason("the {building}'s benefit is already declined for this round", building=building))
    if not _still_to_come(state, action.player, name):
        return Refusal(rule, Reason("the {building} pays nothing more this round", building=building))
    return rule


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    if action.value == "villa" and villa_worker_returnable(state, action.player):
        give_back_villa_worker(state, action.player, events)
        return
    AHEAD.mark(state, action.player, action.value)
    events.append(event("decline", action.player, DECLINABLE[action.value][0],
                        {"benefit": action.value, "ahead": True}))


def candidates(ruleset: Ruleset, state: State, player: int) -> list[Action] | tuple[()]:
    city = state.players[player].city
    if _NAMES.isdisjoint(city):  # the common case, asked at every decision of an expanded game
        return ()
    out = []
    for name in DECLINABLE:
        if name in city and name not in UNLISTED:
            action = Action(player, "decline", name)
            if check(ruleset, state, action).__class__ is not Refusal:
                out.append(action)
    return out
