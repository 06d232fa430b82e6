"""Who acts next: role choice, the role phases, the start of a round, and the end of the game."""
from __future__ import annotations

from typing import Any

from puertorico_nb.core.events import event
from . import builder, councillor, declines, ending, producer, prospector, steps, trader
from .actions import Action
from .common import Refusal
from .components import ROLES, role_order
from .round_start import Chapel, HandLimit, StartingHand

PHASES: dict[str, Any] = {"builder": builder, "producer": producer, "trader": trader, "councillor": councillor,
          "prospector": prospector, "chapel": Chapel, "hand_limit": HandLimit,
          "starting_hand": StartingHand}
# phases whose decision can also be taken card by card (see steps.py)
STEPPED = {name: module for name, module in PHASES.items() if hasattr(module, "pick_sizes")}
PHASE_VERBS = {name: (*module.VERBS, *(steps.STEP_VERBS if name in STEPPED else ()))
               for name, module in PHASES.items()}
PHASE_VERBS["role_choice"] = ("choose_role",)
# how a refusal names a moment of the game and a kind of decision, in plain words
PHASE_WORDS = {"role_choice": "the choice of a role", "chapel": "the chapel's turn at the start of a round",
               "hand_limit": "the hand limit at the start of a round", "starting_hand": "the choice of a starting hand"}
PHASE_WORDS.update({role: f"the {role} phase" for role in ROLES})
VERB_WORDS = {"decline": "decline a benefit ahead",
              "choose_role": "choose a role", "build": "build", "produce": "produce", "sell": "sell goods",
              "keep": "keep cards", "tuck": "tuck a card", "discard": "discard cards", "pass": "pass",
              "pick": "pick a card", "unpick": "put a picked card back", "confirm": "confirm", "begin_build": "begin a build"}
# the small steps a whole decision can be made in: a refusal names the decisions, not their steps
STEP_WORDS_LEFT_OUT = ("pick", "unpick", "confirm", "begin_build")
LIBRARY_AT_CHOICE = ("councillor", "prospector")  # their privilege is taken when the role is chosen
# so it is declined there too (privilege: false); the builder's is declined on the build, and the
# producer's and trader's extra good is simply not produced or sold
PRIVILEGE_AT_CHOICE = LIBRARY_AT_CHOICE


def check(opts, s, a: Action):
    """The rule that allows `a` now, or a Refusal saying which rule forbids it."""
    if s.game_over:
        return Refusal("sj.end.twelve-buildings", "the game is over")
    if a.player >= s.players_count:
        return Refusal("sj.turn.not-your-turn", f"seat {a.player} does not exist in a "
                       f"{s.players_count}-player game (seats 0 to {s.players_count - 1})")
    if a.verb == "decline":  # a benefit declined ahead: any player, in turn or not
        return declines.check(s, a)
    if a.player != s.turn:
        return Refusal("sj.turn.not-your-turn", f"it is player {s.turn}'s decision, not player {a.player}'s")
    verbs = PHASE_VERBS[s.phase]
    if a.verb not in verbs:
        what = PHASE_WORDS.get(s.phase, s.phase.replace("_", " "))
        whole = [v for v in verbs if v not in STEP_WORDS_LEFT_OUT] or list(verbs)
        now = " or ".join(VERB_WORDS.get(v, v) for v in whole)
        return Refusal("sj.action.wrong-phase", f"this is {what}: now you {now}, you cannot "
                       f"{VERB_WORDS.get(a.verb, a.verb)}")
    return check_in_phase(opts, s)(opts, s, a)


def check_in_phase(opts, s):
    """The check for actions already known to be the acting player's and of this phase's verbs."""
    if s.game_over:
        return lambda opts, s, a: Refusal("sj.end.twelve-buildings", "the game is over")
    if s.phase == "role_choice":
        found = _check_role
    elif s.phase in STEPPED:
        found = _check_step_or_whole
    else:
        found = PHASES[s.phase].check
    if "gold_mine" not in s.players[s.turn].buildings:
        return found  # no decline is listed: skip the extra dispatch on the hot path

    def check_decline_or(opts, s, a):
        return declines.check(s, a) if a.verb == "decline" else found(opts, s, a)
    return check_decline_or


def _check_step_or_whole(opts, s, a):
    stepped = STEPPED[s.phase]
    return steps.check(stepped, opts, s, a) if a.verb in steps.STEP_VERBS else stepped.check(opts, s, a)


def library_ready(s, player) -> bool:
    return "library" in s.players[player].buildings and not s.library_used[player]


def _check_role(opts, s, a: Action):
    role = a.value
    if role not in ROLES:
        return Refusal("sj.role.one-each", f"there is no {role} role (roles: {', '.join(ROLES)})")
    if s.roles_taken[ROLES.index(role)] != -1:
        return Refusal("sj.role.already-taken", f"the {role} has already been chosen this round")
    if a.option("library") is False and role not in LIBRARY_AT_CHOICE:
        return Refusal("sj.library.double", f"the {role}'s library privilege is declined on the {role}'s own "
                       "action, not when choosing the role")
    if a.option("privilege") is False and role not in PRIVILEGE_AT_CHOICE:
        how = ("on the build itself" if role == "builder"
               else "by producing one good fewer" if role == "producer" else "by selling one good fewer")
        return Refusal("sj.action.pass-optional", f"the {role}'s privilege is declined {how}, not when "
                       "choosing the role")
    return "sj.role.one-each"


def apply(opts, s, a: Action, events: list) -> None:
    """Carry out a checked action and every automatic step up to the next decision."""
    if a.verb == "decline":
        declines.apply(s, a, events)
        return  # out of turn, like any decline ahead: whose decision it is does not change
    if s.phase == "role_choice":
        _choose_role(opts, s, a, events)
    elif a.verb in steps.STEP_VERBS:
        steps.apply(STEPPED[s.phase], opts, s, a, events)
    else:
        s.picked = []  # a whole decision replaces any part of it already picked
        PHASES[s.phase].apply(opts, s, a, events)
    advance(opts, s, events)


def _choose_role(opts, s, a: Action, events):
    role = a.value
    s.roles_taken[ROLES.index(role)] = a.player
    s.chooser = a.player
    s.phase = role
    events.append(event("choose_role", a.player, "sj.role.one-each", {"role": role}))
    s.privilege = a.option("privilege") is not False
    if not s.privilege:
        events.append(event("decline", a.player, "sj.action.pass-optional", {"benefit": "privilege", "role": role}))
    s.library = (role in LIBRARY_AT_CHOICE and s.privilege and a.option("library") is not False
                 and library_ready(s, a.player))
    if s.library:
        s.library_used[a.player] = True
        events.append(event("library", a.player, "sj.library.double", {"role": role}))
    PHASES[role].start(opts, s, events)


def advance(opts, s, events) -> None:
    while not s.game_over and s.phase != "role_choice":
        if PHASES[s.phase].next_turn(opts, s, events):
            return
        _end_phase(opts, s, events)


def _end_phase(opts, s, events):
    phase = s.phase
    s.queue = []
    s.stage = None
    s.library = False
    s.privilege = True
    if phase in ROLES:
        events.append(event("phase_end", None, "sj.round.chooser-first", {"role": phase}))
        if phase == "builder" and ending.twelve_buildings(s):
            _game_over(s, "sj.end.twelve-buildings", events)
            return
        s.picks += 1
        order = role_order(s.players_count)
        s.chooser = None
        if s.picks < len(order):
            s.phase = "role_choice"
            s.turn = (s.governor + order[s.picks]) % s.players_count
            return
        # the round is over: the roles return, the governor card passes on
        if ending.nothing_can_move(s):
            _game_over(s, "sj.end.no-cards-left", events)
            return
        s.roles_taken = [-1] * len(ROLES)
        s.library_used = [False] * s.players_count
        s.declined = [declines.NONE_DECLINED] * s.players_count  # a decline ahead holds for one round
        s.governor = (s.governor + 1) % s.players_count
        s.round += 1
        s.picks = 0
        events.append(event("governor", s.governor, "sj.round.governor-passes", {}))
        s.phase = "chapel"
        Chapel.start(opts, s, events)
    elif phase == "chapel":
        s.phase = "hand_limit"
        HandLimit.start(opts, s, events)
    else:  # hand limit checked, or the variant deal kept: the governor picks
        s.phase = "role_choice"
        s.turn = s.governor


def _game_over(s, rule: str, events) -> None:
    s.phase = "game_over"
    s.game_over = True
    s.turn = None
    s.chooser = None
    events.append(event("game_over", None, rule, {}))


def candidates(opts, s):
    """Actions worth checking for the player to act (a superset of the legal ones)."""
    if s.game_over:
        return
    player = s.turn
    yield from declines.candidates(s, player)
    if s.phase == "role_choice":
        ready = library_ready(s, player)
        for role, taken in zip(ROLES, s.roles_taken):
            if taken == -1:
                yield Action(player, "choose_role", role)
                if ready and role in LIBRARY_AT_CHOICE:
                    yield Action(player, "choose_role", role, (("library", False),))
                if role in PRIVILEGE_AT_CHOICE:
                    yield Action(player, "choose_role", role, (("privilege", False),))
        return
    yield from PHASES[s.phase].candidates(opts, s, player)


def sample(opts, s, rng) -> Action:
    """One legal action, chosen at random (each kind of decision equally likely, then its details)."""
    if s.game_over:
        raise IndexError("no legal action: the game is over")
    if s.phase == "role_choice":
        return rng.choice(list(candidates(opts, s)))
    return PHASES[s.phase].sample(opts, s, s.turn, rng)


def legal_whole_choices(game):
    """The legal moves of the player to act with every choice made of several cards given
    whole, each once (for a view or a lesson that offers each choice as one button)."""
    s = game.state
    stepped = STEPPED.get(s.phase) if not s.game_over else None
    if stepped is None:
        yield from game.legal_actions()
        return
    player = s.turn
    for action in steps.whole_choices(stepped, game.options, s, player):
        if game.is_legal(action):
            yield action
    passing = Action(player, "pass")
    if "pass" in stepped.VERBS and game.is_legal(passing):
        yield passing
