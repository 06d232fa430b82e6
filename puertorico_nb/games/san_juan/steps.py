"""Decisions taken card by card: ``pick`` one card (or building) at a time, then ``confirm``.

A phase whose decision is a set of cards (the producer's and the trader's buildings, the
councillor's keep, a discard down to the hand limit or an archive's, the variant's starting
hand, the cards that pay for a build) says where its picks come from (``pick_source``), how
many a confirmed choice may hold (``pick_sizes``), which rule decides (``pick_rule``) and which
whole action the choice stands for (``whole``). The rest is here, once: a pick is legal while
one more still fits and the card is there to pick; ``confirm`` is legal when the whole action
it stands for is, and then is that action. The picks so far are part of the position
(``state.picked``); a whole action given at once stays legal throughout and clears them.

Picks only grow, so every walk over the listed steps ends: at most the largest size, then
confirm (or the phase's pass, where it has one).
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from puertorico_nb.core.events import event
from puertorico_nb.core.words import Named, Reason

from .actions import VERBS, Action
from .common import Refusal, counts_of, missing, multiset_combinations

if TYPE_CHECKING:
    import random

    from puertorico_nb.core.events import Event

    from .phase import Verdict
    from .ruleset import Ruleset
    from .state import State

STEP_VERBS = ("pick", "unpick", "confirm")


def _choose_first(sizes: range, picked: int) -> Reason:
    low, high = sizes[0], sizes[-1]
    if low == high:
        return Reason("choose {low} before confirming; you have chosen {picked}", low=low, picked=picked)
    return Reason("choose {low} to {high} before confirming; you have chosen {picked}", low=low, high=high,
                  picked=picked)


def check(phase: Any, ruleset: Ruleset, state: State, action: Action) -> Verdict:
    sizes = phase.pick_sizes(ruleset, state, action.player)
    rule: str = phase.pick_rule(state, action.player)
    picked = len(state.picked)
    if action.verb == "confirm":
        if picked not in sizes:
            if not sizes:
                return Refusal(rule, Reason("there is nothing to choose here"))
            return Refusal(rule, _choose_first(sizes, picked))
        whole = _whole_of(phase, state, action)
        if whole.__class__ is Refusal:
            return whole
        allowed: Verdict = phase.check(ruleset, state, whole)
        return allowed
    if action.verb == "unpick":
        if action.value not in state.picked:
            return Refusal(rule, Reason("the {card} is not among the cards chosen so far",
                                        card=Named("card", action.value)) if state.picked
                           else Reason("nothing has been chosen yet, so nothing can be put back"))
        return rule
    if not sizes:
        return Refusal(rule, Reason("there is nothing to choose here"))
    if picked >= sizes[-1]:
        # one too many: the whole decision with it says which rule sets the limit (a privilege, the library)
        verdict: Verdict = phase.check(ruleset, state, phase.whole(state, action.player,
                                                                    tuple(sorted([*state.picked, action.value]))))
        if isinstance(verdict, Refusal) and not missing([*state.picked, action.value], phase.pick_source(state, action.player)):
            return verdict
        return Refusal(rule, Reason("you have already chosen {picked}, the most you may here", picked=picked))
    if missing([*state.picked, action.value], phase.pick_source(state, action.player)):
        return Refusal(rule, Reason("there is no {card} left for you to choose", card=Named("card", action.value)))
    return rule


def apply(phase: Any, ruleset: Ruleset, state: State, action: Action, events: list[Event]) -> None:
    if action.verb == "pick":
        state.picked.append(action.value)
        rule = phase.pick_rule(state, action.player)
        events.append(event("pick", action.player, rule, _said_of(phase, action, len(state.picked))))
        return
    if action.verb == "unpick":
        state.picked.remove(action.value)
        rule = phase.pick_rule(state, action.player)
        events.append(event("unpick", action.player, rule, _said_of(phase, action, len(state.picked))))
        return
    whole = _whole_of(phase, state, action)
    state.picked = []
    phase.apply(ruleset, state, whole, events)


def _whole_of(phase: Any, state: State, action: Action) -> Any:
    """The whole action a confirm stands for: the picks, and the benefits the confirm declines
    (``confirm: true, well: false``); a Refusal for a decline that whole decision cannot carry."""
    whole = phase.whole(state, action.player, tuple(sorted(state.picked)))
    if not action.options:
        return whole
    allowed = VERBS[whole.verb][1]
    for key, _ in action.options:
        if key not in allowed:
            return Refusal(phase.pick_rule(state, action.player),
                           Reason("{option}: false does not go with this choice ({verb})", option=key, verb=whole.verb))
    return Action(whole.player, whole.verb, whole.value, tuple(sorted((*whole.options, *action.options))))


def _said_of(phase: Any, action: Action, count: int) -> dict[str, Any]:
    """What a pick's event tells everyone: how many are chosen, and which card only when the
    choice is made among cards everyone sees (buildings in a city); a card from a hand stays secret."""
    return {"count": count, "card": action.value} if getattr(phase, "PICKS_IN_THE_OPEN", False) else {"count": count}


def candidates(phase: Any, ruleset: Ruleset, state: State, player: int) -> list[Action]:
    """Confirm (when the count is one a choice may have; the check decides the rest), then one
    pick for each distinct card still there to pick."""
    sizes = phase.pick_sizes(ruleset, state, player)
    out = [_confirm(player)] if len(state.picked) in sizes else []
    if out and hasattr(phase, "confirm_declines"):  # a confirm that leaves a building's card unused
        out += [Action(player, "confirm", True, options) for options in phase.confirm_declines(state, player, state.picked)]
    if sizes and len(state.picked) < sizes[-1]:
        pool = list(phase.pick_source(state, player))
        for card in state.picked:
            if card in pool:
                pool.remove(card)
        out += [_pick(player, card) for card in sorted(set(pool))]
    return out


def whole_choices(phase: Any, ruleset: Ruleset, state: State, player: int) -> Iterator[Action]:
    """Every whole decision the picks could make, each once (a superset of the legal ones: the
    phase's check decides), for a view that offers them as single buttons."""
    counts = counts_of(phase.pick_source(state, player))
    declines = getattr(phase, "confirm_declines", None)
    for k in phase.pick_sizes(ruleset, state, player):
        for names in multiset_combinations(counts, k):
            whole = phase.whole(state, player, names)
            yield whole
            for options in declines(state, player, list(names)) if declines else ():
                yield Action(player, whole.verb, whole.value, options)


@lru_cache(maxsize=None)
def _pick(player: int, card: str) -> Action:
    return Action(player, "pick", card)


@lru_cache(maxsize=None)
def _confirm(player: int) -> Action:
    return Action(player, "confirm")


def steps_or_pass(phase: Any, ruleset: Ruleset, state: State, player: int) -> list[Action]:
    """A phase's steps (pick a building, confirm) and the pass; whole choices are legal, not listed."""
    return [*candidates(phase, ruleset, state, player), Action(player, "pass")]


def whole_or_pass(choices: list[Any], player: int, verb: str, rng: random.Random) -> Action:
    """A bot's draw: one of the whole choices or the pass, each equally likely."""
    k = rng.randrange(len(choices) + 1)
    return Action(player, verb, choices[k]) if k < len(choices) else Action(player, "pass")
