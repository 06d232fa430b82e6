"""Who acts next: role choice, the phases in between, the end of a round and of the game."""
from __future__ import annotations

from functools import lru_cache
from itertools import chain

from . import declines, guest_house
from .actions import Action
from .common import Refusal
from puertorico_nb.core.events import event
from .roles import PHASES

PHASE_VERBS = {name: module.VERBS for name, module in PHASES.items()}
COMPACT = {name: module.compact_candidates for name, module in PHASES.items()
           if hasattr(module, "compact_candidates")}
PHASE_VERBS["role_choice"] = ("choose_role",)
# the check each phase's own candidates need (a phase that lists only legal steps says so)
CANDIDATE_CHECKS = {name: getattr(module, "check_candidate", module.check) for name, module in PHASES.items()}


def check(rs, s, a: Action) -> str | Refusal:
    """The rule that allows `a` now, or a Refusal naming the rule that forbids it and why (the
    history turns a Refusal into an IllegalAction for whoever applied the action)."""
    if s.game_over:
        return Refusal("end.finish-round", "the game is over")
    if a.player >= s.players_count:
        return Refusal("turn.not-your-turn", f"seat {a.player} does not exist in a "
                       f"{s.players_count}-player game (seats 0 to {s.players_count - 1})")
    if a.verb == "guest":  # any owner, at any moment, in turn or not
        return guest_house.check(rs, s, a)
    if a.verb == "decline":  # likewise: a benefit declined ahead, in turn or not
        return declines.check(rs, s, a)
    if a.player != s.turn:
        return Refusal("turn.not-your-turn", f"it is player {s.turn}'s decision, not player {a.player}'s")
    if a.verb not in PHASE_VERBS[s.phase]:
        allowed = " or ".join(PHASE_VERBS[s.phase])
        return Refusal("action.wrong-phase", f"'{a.verb}' is not a decision of the {s.phase.replace('_', ' ')} "
               f"(now: {allowed})")
    if s.phase == "role_choice":
        return _check_role(rs, s, a)
    return PHASES[s.phase].check(rs, s, a)


def _check_role(rs, s, a: Action) -> str | Refusal:
    role = a.value
    if _untaken_card(s, role) is not None:
        if a.options:  # a declined privilege: only the mayor's is taken as the role is chosen
            return _check_declined_privilege(s, a)
        return "round.one-role-each"
    if role not in s.role_cards:
        return Refusal("setup.roles", f"there is no {role} card in a {s.players_count}-player game")
    return Refusal("role.already-taken", f"the {role} has already been chosen this round")


# Where each role's privilege is let go, when not as the role is chosen: with the decision it
# belongs to. (The mayor's and the prospector's come as the role is chosen, so they are declined
# there, with `privilege: false`; the captain's lighthouse doubloon likewise, `lighthouse: false`.)
PRIVILEGE_DECLINED_ON = {
    "settler": "by taking a face-up plantation rather than the quarry",
    "builder": "on the purchase itself, with privilege: false on build",
    "craftsman": "by passing instead of taking the extra barrel",
    "trader": "on the sale itself, with privilege: false on sell",
    "captain": "on the captain's first load, with privilege: false on ship",
}
DECLINED_AS_CHOSEN = {"mayor": "mayor.privilege-colonist", "prospector": "prospector.privilege"}


def _check_declined_privilege(s, a: Action) -> str | Refusal:
    """Choosing the mayor or the prospector with `privilege: false` declines the extra colonist
    or the doubloon; choosing the captain with `lighthouse: false` declines the manned
    lighthouse's doubloon (the books let every chooser forgo a role's privilege and every owner a
    building's ability). Other privileges are declined with the decision they belong to."""
    names = {name for name, _ in a.options}
    if names - {"privilege", "lighthouse"}:
        return Refusal("round.one-role-each", f"choosing a role takes no {', '.join(sorted(names))}")
    if "lighthouse" in names:
        if a.value != "captain" or not s.players[a.player].manned("lighthouse"):
            return Refusal("building.lighthouse", "only a captain with a manned lighthouse has its doubloon "
                           "to decline as the role is chosen")
        if "privilege" not in names:
            return "building.lighthouse"
    rule = DECLINED_AS_CHOSEN.get(a.value)
    if rule is None:
        return Refusal("action.pass-optional", f"the {a.value}'s privilege is not declined as the role is "
                       f"chosen but {PRIVILEGE_DECLINED_ON[a.value]}")
    if a.value == "mayor" and not s.colonist_supply:
        return Refusal(rule, "the supply has no colonist left, so there is no privilege to decline")
    return rule


def _untaken_card(s, role: str) -> int | None:
    """The index of a card of this role nobody has taken this round, or None. Five players have
    two prospectors: the chooser takes the one with more doubloons on it (the first if equal),
    as the cards differ in nothing else."""
    cards, taken, money = s.role_cards, s.role_taken, s.role_money
    if cards.count(role) <= 1:  # every role but the five-player prospector: one card or none
        k = cards.index(role) if role in cards else -1
        return k if k >= 0 and taken[k] == -1 else None
    best = None
    for k, card in enumerate(cards):
        if card == role and taken[k] == -1 and (best is None or money[k] > money[best]):
            best = k
    return best


def check_in_phase(rs, s):
    """The check for actions already known to be the acting player's and of this phase's
    verbs (as every candidate is), skipping the checks that would always pass."""
    if s.game_over:  # no phase is left to dispatch to (and there are no candidates)
        return lambda rs, s, a: Refusal("end.finish-round", "the game is over")
    phase_check = _check_role if s.phase == "role_choice" else CANDIDATE_CHECKS[s.phase]
    if not rs.expanded:
        return phase_check  # no guest house: skip the extra dispatch on the hot path

    def check_candidate(rs, s, a):
        if a.verb == "guest":
            return guest_house.check(rs, s, a)
        return declines.check(rs, s, a) if a.verb == "decline" else phase_check(rs, s, a)
    return check_candidate


def apply(rs, s, a: Action, events: list) -> None:
    """Carry out a checked action and run every automatic step up to the next decision."""
    if a.verb == "guest":
        guest_house.apply(rs, s, a, events)
        return  # a move between decisions: whoever was to decide still decides
    if a.verb == "decline":
        declines.apply(rs, s, a, events)
        return  # likewise
    if s.phase == "role_choice":
        _choose_role(rs, s, a, events)
    else:
        PHASES[s.phase].apply(rs, s, a, events)
    _advance(rs, s, events)


def _choose_role(rs, s, a: Action, events):
    player, role = a.player, a.value
    k = _untaken_card(s, role)
    s.role_taken[k] = player
    money = s.role_money[k]
    s.role_money[k] = 0
    events.append(event("choose_role", player, "round.one-role-each", {"role": role}))
    if money:
        s.players[player].doubloons += money
        events.append(event("doubloons", player, "role.collect-doubloons", {"amount": money}))
    s.phase = role
    s.chooser = player
    if a.options:  # a privilege (mayor, prospector) or the lighthouse (captain) declined
        PHASES[role].start(rs, s, events, declined=frozenset(name for name, value in a.options if value is False))
    else:
        PHASES[role].start(rs, s, events)


def _advance(rs, s, events):
    if s.phase == "role_choice" or PHASES[s.phase].next_turn(rs, s, events):
        return
    if s.phase == "draft":
        s.phase = "role_choice"
        s.turn = s.governor
        events.append(event("draft_over", None, "setup.draft", {"buildings": list(s.violet_in_play)}))
        return
    events.append(event("phase_end", None, "round.one-role-each", {"role": s.phase}))
    s.queue = []
    order = rs.role_order
    picks = picks_made(s)
    if picks < len(order):
        s.phase = "role_choice"
        s.chooser = None
        s.turn = (s.governor + order[picks]) % s.players_count
        return
    _end_round(rs, s, events)


def picks_made(s) -> int:
    """Roles chosen so far this round: every pick takes a card until the round ends."""
    return len(s.role_taken) - s.role_taken.count(-1)


def _end_round(rs, s, events):
    unchosen = []
    for k, taken in enumerate(s.role_taken):
        if taken == -1:
            s.role_money[k] += 1
            unchosen.append(s.role_cards[k])
    events.append(event("role_doubloons", None, "round.unchosen-role-doubloon", {"roles": unchosen}))
    if rs.expanded:  # benefits declined ahead hold for one round only
        s.declined = [0] * s.players_count
    s.role_taken = [-1] * len(s.role_taken)
    s.chooser = None
    if s.end_triggered:
        s.phase = "game_over"
        s.game_over = True
        s.turn = None
        events.append(event("game_over", None, "end.finish-round", {"reasons": list(s.end_reasons)}))
        return
    s.governor = (s.governor + 1) % s.players_count
    s.round += 1
    s.phase = "role_choice"
    s.turn = s.governor
    events.append(event("governor", s.governor, "round.governor-passes", {}))


def candidates(rs, s, compact: bool = False):
    """Actions worth checking for the player to act (a superset of the legal ones), as an
    iterable (no generator around each phase's: the bots' loop asks this at every decision).

    With `compact`, a family of choices that can run to thousands (a mayor's layouts, a small
    wharf's mixes) comes as one function of a random generator that makes one of them."""
    if s.game_over:
        return ()
    p = s.turn
    if s.phase == "role_choice":
        found = _role_actions(p, tuple(s.role_cards))
    elif compact and s.phase in COMPACT:
        found = COMPACT[s.phase](rs, s, p)
    else:
        found = PHASES[s.phase].candidates(rs, s, p)
    if rs.expanded:  # a guest house may move its guests before any decision
        # chained, not joined: a mayor's layouts are listed lazily (there can be thousands)
        return chain(guest_house.candidates(rs, s, p), declines.candidates(rs, s, p), found)
    return found


@lru_cache(maxsize=64, typed=True)  # typed: True == 1, but only 1 is a seat
def _role_actions(player: int, roles: tuple[str, ...]) -> tuple[Action, ...]:
    # the same few immutable values every round, made once; the mayor also without the privilege
    out = [Action(player, "choose_role", role) for role in dict.fromkeys(roles)]
    if "mayor" in roles:
        out.append(Action(player, "choose_role", "mayor", (("privilege", False),)))
    return tuple(out)
