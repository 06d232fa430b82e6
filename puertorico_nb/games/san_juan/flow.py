"""Who acts next: role choice, the role phases, the start of a round, and the end of the game."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from itertools import chain
from typing import TYPE_CHECKING, Any

from puertorico_nb.core.events import Event, event
from puertorico_nb.core.language import N_
from puertorico_nb.core.words import Named, Reason, Seat, Worded

from . import (builder, chapel, councillor, declines, ending, hand_limit, producer, prospector, starting_hand, steps,
               trader)
from .actions import Action
from .common import Refusal, library_available
from .components import ROLES, role_order
from .phase import Phase, SteppedPhase, Verdict

if TYPE_CHECKING:
    import random

    from .ruleset import Ruleset
    from .state import State

Check = Callable[["Ruleset", "State", Action], Verdict]

PHASES: dict[str, Phase] = {
    "builder": builder, "producer": producer, "trader": trader, "councillor": councillor, "prospector": prospector,
    "chapel": chapel, "hand_limit": hand_limit, "starting_hand": starting_hand,
}
# phases whose decision can also be taken card by card (see steps.py)
STEPPED: dict[str, SteppedPhase] = {
    "builder": builder, "producer": producer, "trader": trader, "councillor": councillor,
    "hand_limit": hand_limit, "starting_hand": starting_hand,
}
PHASE_VERBS = {name: (*module.VERBS, *(steps.STEP_VERBS if name in STEPPED else ()))
               for name, module in PHASES.items()}
PHASE_VERBS["role_choice"] = ("choose_role",)
# how a refusal names a moment of the game and a kind of decision, in plain words
# (each marked for the catalogue: a refusal says them in the reader's language, see core.words.Worded)
PHASE_WORDS = {"role_choice": N_("the choice of a role"), "chapel": N_("the chapel's turn at the start of a round"),
               "hand_limit": N_("the hand limit at the start of a round"),
               "starting_hand": N_("the choice of a starting hand"),
               "builder": N_("the builder phase"), "producer": N_("the producer phase"), "trader": N_("the trader phase"),
               "councillor": N_("the councillor phase"), "prospector": N_("the prospector phase")}
VERB_WORDS = {"decline": N_("decline a benefit ahead"),
              "choose_role": N_("choose a role"), "build": N_("build"), "produce": N_("produce"), "sell": N_("sell goods"),
              "keep": N_("keep cards"), "tuck": N_("tuck a card"), "discard": N_("discard cards"), "pass": N_("pass"),
              "pick": N_("pick a card"), "unpick": N_("put a picked card back"), "confirm": N_("confirm"),
              "begin_build": N_("begin a build")}
# the small steps a whole decision can be made in: a refusal names the decisions, not their steps
STEP_WORDS_LEFT_OUT = ("pick", "unpick", "confirm", "begin_build")
LIBRARY_AT_CHOICE = ("councillor", "prospector")  # their privilege is taken when the role is chosen
# so it is declined there too (privilege: false); the builder's is declined on the build, and the
# producer's and trader's extra good is simply not produced or sold
PRIVILEGE_AT_CHOICE = LIBRARY_AT_CHOICE
# where the other roles' privilege is declined instead
PRIVILEGE_DECLINED_ON = {
    "builder": Reason("the builder's privilege is declined on the build itself, not when choosing the role"),
    "producer": Reason("the producer's privilege is declined by producing one good fewer, not when choosing the role"),
    "trader": Reason("the trader's privilege is declined by selling one good fewer, not when choosing the role"),
}


def check(ruleset: Ruleset, state: State, action: Action) -> Verdict:
    """The rule that allows `action` now, or a Refusal saying which rule forbids it."""
    if state.game_over:
        return Refusal("sj.end.twelve-buildings", Reason("the game is over"))
    if action.player >= state.players_count:
        return Refusal("sj.turn.not-your-turn", Reason("seat {seat} does not exist in a {players}-player game "
                                                       "(seats 0 to {last})", seat=action.player,
                                                       players=state.players_count, last=state.players_count - 1))
    if action.verb == "decline":  # a benefit declined ahead: any player, in turn or not
        return declines.check(state, action)
    if action.player != state.turn:
        return Refusal("sj.turn.not-your-turn", Reason("it is {turn}'s decision, not {player}'s",
                                                       turn=Seat(state.turn) if state.turn is not None else "nobody",
                                                       player=Seat(action.player)))
    verbs = PHASE_VERBS[state.phase]
    if action.verb not in verbs:
        whole = [v for v in verbs if v not in STEP_WORDS_LEFT_OUT] or list(verbs)
        return Refusal("sj.action.wrong-phase", Reason("this is {what}: now you {now}, you cannot {verb}",
                                                       what=Worded(PHASE_WORDS[state.phase]),
                                                       now=Worded(*(VERB_WORDS[v] for v in whole)),
                                                       verb=Worded(VERB_WORDS.get(action.verb, action.verb))))
    return check_in_phase(ruleset, state)(ruleset, state, action)


def _over(ruleset: Ruleset, state: State, action: Action) -> Refusal:
    return Refusal("sj.end.twelve-buildings", Reason("the game is over"))


def check_in_phase(ruleset: Ruleset, state: State) -> Check:
    """The check for actions already known to be the acting player's and of this phase's verbs."""
    if state.game_over or state.turn is None:
        return _over
    found: Check
    if state.phase == "role_choice":
        found = _check_role
    elif state.phase in STEPPED:
        found = _check_step_or_whole
    else:
        found = PHASES[state.phase].check
    if "gold_mine" not in state.players[state.turn].buildings:
        return found  # no decline is listed: skip the extra dispatch on the hot path

    def check_decline_or(ruleset: Ruleset, state: State, action: Action) -> Verdict:
        return declines.check(state, action) if action.verb == "decline" else found(ruleset, state, action)
    return check_decline_or


def _check_step_or_whole(ruleset: Ruleset, state: State, action: Action) -> Verdict:
    stepped = STEPPED[state.phase]
    if action.verb in steps.STEP_VERBS:
        return steps.check(stepped, ruleset, state, action)
    return stepped.check(ruleset, state, action)


def _check_role(ruleset: Ruleset, state: State, action: Action) -> Verdict:
    role = action.value
    if role not in ROLES:
        return Refusal("sj.role.one-each", Reason("there is no {role} role (roles: {roles})", role=str(role),
                                                  roles=Named("role", ROLES)))
    if state.roles_taken[ROLES.index(role)] != -1:
        return Refusal("sj.role.already-taken", Reason("the {role} has already been chosen this round",
                                                       role=Named("role", role)))
    if action.option("library") is False and role not in LIBRARY_AT_CHOICE:
        return Refusal("sj.library.double", Reason("the {role}'s library privilege is declined on the {role}'s own "
                                                   "action, not when choosing the role", role=Named("role", role)))
    if action.option("privilege") is False and role not in PRIVILEGE_AT_CHOICE:
        return Refusal("sj.action.pass-optional", PRIVILEGE_DECLINED_ON[role])
    return "sj.role.one-each"


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    """Carry out a checked action and every automatic step up to the next decision."""
    if action.verb == "decline":
        declines.apply(state, action, events)
        return  # out of turn, like any decline ahead: whose decision it is does not change
    if state.phase == "role_choice":
        _choose_role(ruleset, state, action, events)
    elif action.verb in steps.STEP_VERBS:
        steps.apply(STEPPED[state.phase], ruleset, state, action, events)
    else:
        state.picked = []  # a whole decision replaces any part of it already picked
        PHASES[state.phase].apply(ruleset, state, action, events)
    advance(ruleset, state, events)


def _choose_role(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    role = action.value
    state.roles_taken[ROLES.index(role)] = action.player
    state.chooser = action.player
    state.phase = role
    events.append(event("choose_role", action.player, "sj.role.one-each", {"role": role}))
    state.privilege = action.option("privilege") is not False
    if not state.privilege:
        events.append(event("decline", action.player, "sj.action.pass-optional", {"benefit": "privilege", "role": role}))
    state.library = (role in LIBRARY_AT_CHOICE and state.privilege and action.option("library") is not False
                 and library_available(state, action.player))
    if state.library:
        state.library_used[action.player] = True
        events.append(event("library", action.player, "sj.library.double", {"role": role}))
    PHASES[role].start(ruleset, state, events)


def advance(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    while not state.game_over and state.phase != "role_choice":
        if PHASES[state.phase].next_turn(ruleset, state, events):
            return
        _end_phase(ruleset, state, events)


def _end_phase(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    phase = state.phase
    state.queue = []
    state.stage = None
    state.library = False
    state.privilege = True
    if phase in ROLES:
        events.append(event("phase_end", None, "sj.round.chooser-first", {"role": phase}))
        if phase == "builder" and ending.twelve_buildings(state):
            _game_over(state, "sj.end.twelve-buildings", events)
            return
        state.picks += 1
        order = role_order(state.players_count)
        state.chooser = None
        if state.picks < len(order):
            state.phase = "role_choice"
            state.turn = (state.governor + order[state.picks]) % state.players_count
            return
        # the round is over: the roles return, the governor card passes on
        if ending.nothing_can_move(state):
            _game_over(state, "sj.end.no-cards-left", events)
            return
        state.roles_taken = [-1] * len(ROLES)
        state.library_used = [False] * state.players_count
        state.declined = [declines.AHEAD.NONE] * state.players_count  # a decline ahead holds for one round
        state.governor = (state.governor + 1) % state.players_count
        state.round += 1
        state.picks = 0
        events.append(event("governor", state.governor, "sj.round.governor-passes", {}))
        state.phase = "chapel"
        chapel.start(ruleset, state, events)
    elif phase == "chapel":
        state.phase = "hand_limit"
        hand_limit.start(ruleset, state, events)
    else:  # hand limit checked, or the variant deal kept: the governor picks
        state.phase = "role_choice"
        state.turn = state.governor


def _game_over(state: State, rule: str, events: list[Event]) -> None:
    state.phase = "game_over"
    state.game_over = True
    state.turn = None
    state.chooser = None
    events.append(event("game_over", None, rule, {}))


def candidates(ruleset: Ruleset, state: State) -> Iterable[Action]:
    """Actions worth checking for the player to act (a superset of the legal ones), as an iterable
    (no generator around each phase's: it is asked at every decision)."""
    if state.game_over:
        return ()
    player = state.turn
    assert player is not None, "a game not over has a seat to act"
    found: Iterable[Action]
    if state.phase == "role_choice":
        found = _role_actions(player, tuple(state.roles_taken), library_available(state, player))
    else:
        found = PHASES[state.phase].candidates(ruleset, state, player)
    if "gold_mine" in state.players[player].buildings:  # its decline ahead may be listed
        return chain(declines.candidates(state, player), found)
    return found


@lru_cache(maxsize=256, typed=True)  # typed: True == 1, but only 1 is a seat
def _role_actions(player: int, taken: tuple[int, ...], library: bool) -> tuple[Action, ...]:
    """The role choices of `player` with these roles taken: the same few immutable actions every
    round, made once (each also without its privilege, or without the library, where that exists)."""
    out: list[Action] = []
    for role, chooser in zip(ROLES, taken):
        if chooser == -1:
            out.append(Action(player, "choose_role", role))
            if library and role in LIBRARY_AT_CHOICE:
                out.append(Action(player, "choose_role", role, (("library", False),)))
            if role in PRIVILEGE_AT_CHOICE:
                out.append(Action(player, "choose_role", role, (("privilege", False),)))
    return tuple(out)


def sample(ruleset: Ruleset, state: State, rng: random.Random) -> Action:
    """One legal action, chosen at random (each kind of decision equally likely, then its details)."""
    if state.game_over or state.turn is None:
        raise IndexError("no legal action: the game is over")
    if state.phase == "role_choice":
        return rng.choice(list(candidates(ruleset, state)))
    return PHASES[state.phase].sample(ruleset, state, state.turn, rng)


def legal_whole_choices(game: Any) -> Iterator[Action]:
    """The legal moves of the player to act with every choice made of several cards given
    whole, each once (for a view or a lesson that offers each choice as one button)."""
    state = game.state
    stepped = STEPPED.get(state.phase) if not state.game_over else None
    if stepped is None:
        yield from game.legal_actions()
        return
    player = state.turn
    for action in steps.whole_choices(stepped, game.ruleset, state, player):
        if game.is_legal(action):
            yield action
    passing = Action(player, "pass")
    if "pass" in stepped.VERBS and game.is_legal(passing):
        yield passing
