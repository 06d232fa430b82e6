"""Decisions taken card by card: ``pick`` one card (or building) at a time, then ``confirm``.

A phase whose decision is a set of cards (the producer's and the trader's buildings, the
councillor's keep, a discard down to the hand limit or an archive's, the variant's starting
hand, the cards that pay for a build) says where its picks come from (``pick_source``), how
many a confirmed choice may hold (``pick_sizes``), which rule decides (``pick_rule``) and which
whole action the choice stands for (``whole``). The rest is here, once: a pick is legal while
one more still fits and the card is there to pick; ``confirm`` is legal when the whole action
it stands for is, and then is that action. The picks so far are part of the position
(``s.picked``); a whole action given at once stays legal throughout and clears them.

Picks only grow, so every walk over the listed steps ends: at most the largest size, then
confirm (or the phase's pass, where it has one).
"""
from __future__ import annotations

from functools import lru_cache

from puertorico_nb.core.events import event

from .actions import VERBS, Action
from .common import Refusal, counts_of, missing, multiset_combinations, said

STEP_VERBS = ("pick", "unpick", "confirm")


def _how_many(sizes: range) -> str:
    low, high = sizes[0], sizes[-1]
    return f"{low}" if low == high else f"{low} to {high}"


def check(phase, opts, s, a: Action):
    sizes = phase.pick_sizes(opts, s, a.player)
    rule = phase.pick_rule(s, a.player)
    picked = len(s.picked)
    if a.verb == "confirm":
        if picked not in sizes:
            if not sizes:
                return Refusal(rule, "there is nothing to choose here")
            return Refusal(rule, f"choose {_how_many(sizes)} before confirming; you have chosen {picked}")
        whole = _whole_of(phase, s, a)
        return whole if whole.__class__ is Refusal else phase.check(opts, s, whole)
    if a.verb == "unpick":
        if a.value not in s.picked:
            return Refusal(rule, f"{said(a.value)} is not among the cards chosen so far" if s.picked
                           else "nothing has been chosen yet, so nothing can be put back")
        return rule
    if not sizes:
        return Refusal(rule, "there is nothing to choose here")
    if picked >= sizes[-1]:
        # one too many: the whole decision with it says which rule sets the limit (a privilege, the library)
        verdict = phase.check(opts, s, phase.whole(s, a.player, tuple(sorted([*s.picked, a.value]))))
        if isinstance(verdict, Refusal) and not missing([*s.picked, a.value], phase.pick_source(s, a.player)):
            return verdict
        return Refusal(rule, f"you have already chosen {picked}, the most you may here")
    if missing([*s.picked, a.value], phase.pick_source(s, a.player)):
        return Refusal(rule, f"there is no {a.value} left for you to choose")
    return rule


def apply(phase, opts, s, a: Action, events: list) -> None:
    if a.verb == "pick":
        s.picked.append(a.value)
        events.append(event("pick", a.player, phase.pick_rule(s, a.player), _said_of(phase, a, len(s.picked))))
        return
    if a.verb == "unpick":
        s.picked.remove(a.value)
        events.append(event("unpick", a.player, phase.pick_rule(s, a.player), _said_of(phase, a, len(s.picked))))
        return
    whole = _whole_of(phase, s, a)
    s.picked = []
    phase.apply(opts, s, whole, events)


def _whole_of(phase, s, a: Action):
    """The whole action a confirm stands for: the picks, and the benefits the confirm declines
    (``confirm: true, well: false``); a Refusal for a decline that whole decision cannot carry."""
    whole = phase.whole(s, a.player, tuple(sorted(s.picked)))
    if not a.options:
        return whole
    allowed = VERBS[whole.verb][1]
    for key, _ in a.options:
        if key not in allowed:
            return Refusal(phase.pick_rule(s, a.player), f"{key.replace('_', ' ')}: false does not go with this "
                           f"choice ({whole.verb})")
    return Action(whole.player, whole.verb, whole.value, tuple(sorted((*whole.options, *a.options))))


def _said_of(phase, a: Action, count: int) -> dict:
    """What a pick's event tells everyone: how many are chosen, and which card only when the
    choice is made among cards everyone sees (buildings in a city); a card from a hand stays secret."""
    return {"count": count, "card": a.value} if getattr(phase, "PICKS_IN_THE_OPEN", False) else {"count": count}


def candidates(phase, opts, s, player) -> list[Action]:
    """Confirm (when the count is one a choice may have; the check decides the rest), then one
    pick for each distinct card still there to pick."""
    sizes = phase.pick_sizes(opts, s, player)
    out = [_confirm(player)] if len(s.picked) in sizes else []
    if out and hasattr(phase, "confirm_declines"):  # a confirm that leaves a building's card unused
        out += [Action(player, "confirm", True, options) for options in phase.confirm_declines(s, player, s.picked)]
    if sizes and len(s.picked) < sizes[-1]:
        pool = list(phase.pick_source(s, player))
        for card in s.picked:
            if card in pool:
                pool.remove(card)
        out += [_pick(player, card) for card in sorted(set(pool))]
    return out


def whole_choices(phase, opts, s, player):
    """Every whole decision the picks could make, each once (a superset of the legal ones: the
    phase's check decides), for a view that offers them as single buttons."""
    counts = counts_of(phase.pick_source(s, player))
    declines = getattr(phase, "confirm_declines", None)
    for k in phase.pick_sizes(opts, s, player):
        for names in multiset_combinations(counts, k):
            whole = phase.whole(s, player, names)
            yield whole
            for options in declines(s, player, list(names)) if declines else ():
                yield Action(player, whole.verb, whole.value, options)


@lru_cache(maxsize=None)
def _pick(player: int, card: str) -> Action:
    return Action(player, "pick", card)


@lru_cache(maxsize=None)
def _confirm(player: int) -> Action:
    return Action(player, "confirm")


def steps_or_pass(phase, opts, s, player: int) -> list[Action]:
    """A phase's steps (pick a building, confirm) and the pass; whole choices are legal, not listed."""
    return [*candidates(phase, opts, s, player), Action(player, "pass")]


def whole_or_pass(choices: list, player: int, verb: str, rng) -> Action:
    """A bot's draw: one of the whole choices or the pass, each equally likely."""
    k = rng.randrange(len(choices) + 1)
    return Action(player, verb, choices[k]) if k < len(choices) else Action(player, "pass")
