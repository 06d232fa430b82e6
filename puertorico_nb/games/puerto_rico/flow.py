"""Who acts next: role choice, the phases in between, the end of a round and of the game."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from itertools import chain
from typing import TYPE_CHECKING

from . import declines, guest_house
from .actions import Action
from .common import Refusal
from .components import ROLES
from puertorico_nb.core.events import Event, event
from puertorico_nb.core.language import N_
from puertorico_nb.core.words import Named, Reason, Seat, Worded
from .roles import PHASES, PRIVILEGED, captain, mayor

if TYPE_CHECKING:
    from .roles import CompactCandidate
    from .ruleset import Ruleset
    from .state import State

Check = Callable[["Ruleset", "State", Action], "str | Refusal"]

PHASE_VERBS = {name: module.VERBS for name, module in PHASES.items()}
# the phases whose choices can run to thousands list such a family as one function of a random generator
COMPACT: dict[str, Callable[[Ruleset, State, int], Iterable[CompactCandidate]]] = {
    "mayor": mayor.compact_candidates, "captain": captain.compact_candidates}
PHASE_VERBS["role_choice"] = ("choose_role",)
# each moment of the game and each decision in a learner's words, for the refusal of a decision
# made in the wrong phase (marked for the catalogue: said in the reader's language, core.words.Worded)
PHASE_WORDS = {"role_choice": N_("the choice of a role"), "settler": N_("the settler phase"),
               "mayor": N_("the mayor phase"), "builder": N_("the builder phase"),
               "craftsman": N_("the craftsman phase"), "trader": N_("the trader phase"),
               "captain": N_("the captain phase"), "prospector": N_("the prospector phase"),
               "draft": N_("the draft of the violet buildings")}
VERB_WORDS = {"choose_role": N_("choose a role"), "settle": N_("take a plantation"), "pass": N_("pass"),
              "return_plantation": N_("give back a plantation"), "place": N_("place colonists"),
              "take": N_("take a colonist"), "put": N_("put a colonist on a circle"),
              "take_back": N_("take a colonist back"), "confirm": N_("confirm"), "build": N_("build"),
              "bonus": N_("take the craftsman's extra barrel"), "sell": N_("sell a barrel"),
              "land_office": N_("use the land office"), "ship": N_("ship barrels"), "keep": N_("keep barrels"),
              "royal_supplier": N_("use the royal supplier"), "store": N_("store barrels"),
              "unstore": N_("take a barrel out of storage"), "load": N_("load barrels"),
              "draft": N_("draft a building"), "guest": N_("move a guest"), "decline": N_("decline a benefit ahead")}
# the check each phase's own candidates need (a phase that lists only legal steps says so)
CANDIDATE_CHECKS: dict[str, Check] = {name: getattr(module, "check_candidate", module.check)
                                      for name, module in PHASES.items()}


def check(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    """The rule that allows `action` now, or a Refusal naming the rule that forbids it and why (the
    history turns a Refusal into an IllegalAction for whoever applied the action)."""
    if state.game_over:
        return GAME_OVER
    if action.player >= state.players_count:
        return Refusal("turn.not-your-turn", Reason("seat {seat} does not exist in a {players}-player game "
                                                    "(seats 0 to {last})", seat=action.player,
                                                    players=state.players_count, last=state.players_count - 1))
    if action.verb == "guest":  # any owner, at any moment, in turn or not
        return guest_house.check(ruleset, state, action)
    if action.verb == "decline":  # likewise: a benefit declined ahead, in turn or not
        return declines.check(ruleset, state, action)
    if action.player != state.turn:
        return Refusal("turn.not-your-turn", Reason("it is {turn}'s decision, not {player}'s",
                                                    turn=Seat(state.turn) if state.turn is not None else Worded(N_("nobody")),
                                                    player=Seat(action.player)))
    if action.verb not in PHASE_VERBS[state.phase]:
        verbs = PHASE_VERBS[state.phase]
        return Refusal("action.wrong-phase", Reason("this is {what}: now you {now}, you cannot {verb}",
                                                    what=Worded(PHASE_WORDS[state.phase]),
                                                    now=Worded(*(VERB_WORDS[verb] for verb in verbs)) if verbs
                                                    else Worded(N_("wait")),
                                                    verb=Worded(VERB_WORDS.get(action.verb, action.verb))))
    if state.phase == "role_choice":
        return _check_role(ruleset, state, action)
    return PHASES[state.phase].check(ruleset, state, action)


def _check_role(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
    role = action.value
    if _untaken_card(state, role) is not None:
        if action.options:  # a declined privilege: only the mayor's is taken as the role is chosen
            return _check_declined_privilege(state, action)
        return "round.one-role-each"
    if role not in state.role_cards:
        return Refusal("setup.roles", Reason("there is no {role} card in a {players}-player game",
                                             role=Named("role", role) if role in ROLES else str(role),
                                             players=state.players_count))
    return Refusal("role.already-taken", Reason("the {role} has already been chosen this round", role=Named("role", role)))


# Where each role's privilege is let go, when not as the role is chosen: with the decision it
# belongs to. (The mayor's and the prospector's come as the role is chosen, so they are declined
# there, with `privilege: false`; the captain's lighthouse doubloon likewise, `lighthouse: false`.)
PRIVILEGE_DECLINED_ON = {
    "settler": Reason("the settler's privilege is not declined as the role is chosen but by taking a face-up "
                      "plantation rather than the quarry"),
    "builder": Reason("the builder's privilege is not declined as the role is chosen but on the purchase itself, "
                      "with privilege: false on build"),
    "craftsman": Reason("the craftsman's privilege is not declined as the role is chosen but by passing instead "
                        "of taking the extra barrel"),
    "trader": Reason("the trader's privilege is not declined as the role is chosen but on the sale itself, with "
                     "privilege: false on sell"),
    "captain": Reason("the captain's privilege is not declined as the role is chosen but on the captain's first "
                      "load, with privilege: false on ship"),
}
DECLINED_AS_CHOSEN = {"mayor": "mayor.privilege-colonist", "prospector": "prospector.privilege"}


def _check_declined_privilege(state: State, action: Action) -> str | Refusal:
    """Choosing the mayor or the prospector with `privilege: false` declines the extra colonist
    or the doubloon; choosing the captain with `lighthouse: false` declines the manned
    lighthouse's doubloon (the books let every chooser forgo a role's privilege and every owner a
    building's ability). Other privileges are declined with the decision they belong to."""
    names = {name for name, _ in action.options}
    if names - {"privilege", "lighthouse"}:
        return Refusal("round.one-role-each", Reason("choosing a role takes no {options}",
                                                     options=", ".join(sorted(names))))
    if "lighthouse" in names:
        if action.value != "captain" or not state.players[action.player].manned("lighthouse"):
            return Refusal("building.lighthouse", Reason("only a captain with a manned lighthouse has its doubloon "
                                                         "to decline as the role is chosen"))
        if "privilege" not in names:
            return "building.lighthouse"
    rule = DECLINED_AS_CHOSEN.get(action.value)
    if rule is None:
        return Refusal("action.pass-optional", PRIVILEGE_DECLINED_ON[action.value])
    if action.value == "mayor" and not state.colonist_supply:
        return Refusal(rule, Reason("the supply has no colonist left, so there is no privilege to decline"))
    return rule


def _untaken_card(state: State, role: str) -> int | None:
    """The index of a card of this role nobody has taken this round, or None. Five players have
    two prospectors: the chooser takes the one with more doubloons on it (the first if equal),
    as the cards differ in nothing else."""
    cards, taken, money = state.role_cards, state.role_taken, state.role_money
    if cards.count(role) <= 1:  # every role but the five-player prospector: one card or none
        k = cards.index(role) if role in cards else -1
        return k if k >= 0 and taken[k] == -1 else None
    best = None
    for k, card in enumerate(cards):
        if card == role and taken[k] == -1 and (best is None or money[k] > money[best]):
            best = k
    return best


GAME_OVER = Refusal("end.finish-round", Reason("the game is over"))


def _game_over(ruleset: Ruleset, state: State, action: Action) -> Refusal:
    return GAME_OVER


def check_in_phase(ruleset: Ruleset, state: State) -> Check:
    """The check for actions already known to be the acting player's and of this phase's
    verbs (as every candidate is), skipping the checks that would always pass."""
    if state.game_over:  # no phase is left to dispatch to (and there are no candidates)
        return _game_over
    phase_check = _check_role if state.phase == "role_choice" else CANDIDATE_CHECKS[state.phase]
    if not ruleset.expanded:
        return phase_check  # no guest house: skip the extra dispatch on the hot path

    def check_candidate(ruleset: Ruleset, state: State, action: Action) -> str | Refusal:
        if action.verb == "guest":
            return guest_house.check(ruleset, state, action)
        return declines.check(ruleset, state, action) if action.verb == "decline" else phase_check(ruleset, state, action)
    return check_candidate


def apply(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    """Carry out a checked action and run every automatic step up to the next decision."""
    if action.verb == "guest":
        guest_house.apply(ruleset, state, action, events)
        return  # a move between decisions: whoever was to decide still decides
    if action.verb == "decline":
        declines.apply(ruleset, state, action, events)
        return  # likewise
    if state.phase == "role_choice":
        _choose_role(ruleset, state, action, events)
    else:
        PHASES[state.phase].apply(ruleset, state, action, events)
    _advance(ruleset, state, events)


def _choose_role(ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    player, role = action.player, action.value
    k = _untaken_card(state, role)
    assert k is not None, "checked: an untaken card of this role is on the table"
    state.role_taken[k] = player
    money = state.role_money[k]
    state.role_money[k] = 0
    events.append(event("choose_role", player, "round.one-role-each", {"role": role}))
    if money:
        state.players[player].doubloons += money
        events.append(event("doubloons", player, "role.collect-doubloons", {"amount": money}))
    state.phase = role
    state.chooser = player
    if action.options:  # a privilege (mayor, prospector) or the lighthouse (captain) declined
        PRIVILEGED[role].start(ruleset, state, events,
                               declined=frozenset(name for name, value in action.options if value is False))
    else:
        PHASES[role].start(ruleset, state, events)


def _advance(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    if state.phase == "role_choice" or PHASES[state.phase].next_turn(ruleset, state, events):
        return
    if state.phase == "draft":
        state.phase = "role_choice"
        state.turn = state.governor
        events.append(event("draft_over", None, "setup.draft", {"buildings": list(state.violet_in_play)}))
        return
    events.append(event("phase_end", None, "round.one-role-each", {"role": state.phase}))
    state.queue = []
    order = ruleset.role_order
    picks = picks_made(state)
    if picks < len(order):
        state.phase = "role_choice"
        state.chooser = None
        state.turn = (state.governor + order[picks]) % state.players_count
        return
    _end_round(ruleset, state, events)


def picks_made(state: State) -> int:
    """Roles chosen so far this round: every pick takes a card until the round ends."""
    return len(state.role_taken) - state.role_taken.count(-1)


def _end_round(ruleset: Ruleset, state: State, events: list[Event]) -> None:
    unchosen = []
    for k, taken in enumerate(state.role_taken):
        if taken == -1:
            state.role_money[k] += 1
            unchosen.append(state.role_cards[k])
    events.append(event("role_doubloons", None, "round.unchosen-role-doubloon", {"roles": unchosen}))
    if ruleset.expanded:  # benefits declined ahead hold for one round only
        state.declined = [0] * state.players_count
    state.role_taken = [-1] * len(state.role_taken)
    state.chooser = None
    if state.end_triggered:
        state.phase = "game_over"
        state.game_over = True
        state.turn = None
        events.append(event("game_over", None, "end.finish-round", {"reasons": list(state.end_reasons)}))
        return
    state.governor = (state.governor + 1) % state.players_count
    state.round += 1
    state.phase = "role_choice"
    state.turn = state.governor
    events.append(event("governor", state.governor, "round.governor-passes", {}))


def candidates(ruleset: Ruleset, state: State, compact: bool = False) -> Iterable[CompactCandidate]:
    """Actions worth checking for the player to act (a superset of the legal ones), as an
    iterable (no generator around each phase's: the bots' loop asks this at every decision).

    With `compact`, a family of choices that can run to thousands (a mayor's layouts, a small
    wharf's mixes) comes as one function of a random generator that makes one of them."""
    if state.game_over:
        return ()
    player = state.turn
    assert player is not None, "a game not over has a seat to act"
    found: Iterable[CompactCandidate]
    if state.phase == "role_choice":
        found = _role_actions(player, tuple(state.role_cards))
    elif compact and state.phase in COMPACT:
        found = COMPACT[state.phase](ruleset, state, player)
    else:
        found = PHASES[state.phase].candidates(ruleset, state, player)
    if ruleset.expanded:  # a guest house may move its guests before any decision
        # chained, not joined: a mayor's layouts are listed lazily (there can be thousands)
        return chain(guest_house.candidates(ruleset, state, player), declines.candidates(ruleset, state, player), found)
    return found


@lru_cache(maxsize=64, typed=True)  # typed: True == 1, but only 1 is a seat
def _role_actions(player: int, roles: tuple[str, ...]) -> tuple[Action, ...]:
    # the same few immutable values every round, made once; the mayor also without the privilege
    out = [Action(player, "choose_role", role) for role in dict.fromkeys(roles)]
    if "mayor" in roles:
        out.append(Action(player, "choose_role", "mayor", (("privilege", False),)))
    return tuple(out)
