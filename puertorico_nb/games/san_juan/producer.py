"""Producer: from the chooser, each player may lay the top card of the draw pile, unseen, face down
on an empty production building of theirs; that card is now a good of the building's kind.

One good each; the chooser may produce one more (two more with the library), an aqueduct adds
one, and a well pays a card to an owner who produced at least two (``well: false`` leaves it).
"""
from __future__ import annotations

from puertorico_nb.core.events import event
from puertorico_nb.core.turns import give_turn_to_next_able
import sys

from . import steps
from .actions import Action
from .common import (Refusal, available_cards, counts_of, draw, library_available, missing,
                     multiset_combinations, plural, said)
from .components import CARDS, PRODUCER_ACTION, PRODUCER_PRIVILEGE, WELL_GOODS

VERBS = ("produce", "pass")
PICKS_IN_THE_OPEN = True  # its picks are buildings in the city, seen by all (see steps.py)


def start(opts, s, events):
    s.queue = s.seat_order_from(s.chooser)


def limits(s, player: int) -> tuple[int, int, int]:
    """(goods without the aqueduct and library, with the aqueduct, with the library as well)."""
    p = s.players[player]
    normal = PRODUCER_ACTION + (PRODUCER_PRIVILEGE if player == s.chooser else 0)
    aqueduct = normal + (1 if "aqueduct" in p.buildings else 0)
    library = aqueduct + (PRODUCER_PRIVILEGE if library_available(s, player) else 0)
    return normal, aqueduct, library


def check(opts, s, a: Action):
    if a.verb == "pass":
        return "sj.action.pass-optional"
    p = s.players[a.player]
    names = a.value
    if not names:
        return Refusal("sj.producer.one-good", "name the production buildings to produce on, or pass")
    for name in names:
        if name not in CARDS or not CARDS[name].production:
            return Refusal("sj.producer.empty-building", f"{said(name)} is not a production building")
    lacking = missing(names, p.empty_production())
    if lacking:
        return Refusal("sj.producer.empty-building", f"player {a.player} has no empty {said(lacking)}: a "
                       "production building holds one good at most")
    normal, aqueduct, library = limits(s, a.player)
    top = aqueduct if a.option("library") is False else library
    if len(names) > top:
        if a.player == s.chooser and "library" in p.buildings and s.library_used[a.player]:
            rule = "sj.library.two-players"
        else:
            rule = "sj.producer.privilege" if a.player == s.chooser else "sj.producer.one-good"
        return Refusal(rule, f"player {a.player} may produce {plural(top, 'good')} here, not {len(names)}")
    if len(names) > available_cards(s):
        return Refusal("sj.deck.both-piles-empty", f"only {plural(available_cards(s), 'card')} left to produce with")
    if a.option("well") is False and not _well_pays(p, names):
        return Refusal("sj.well.draw", f"producing {plural(len(names), 'good')} earns player {a.player} no well's "
                       "card to decline")
    if len(names) > aqueduct:
        return "sj.library.double"
    if len(names) > normal:
        return "sj.aqueduct.extra-good"
    return "sj.producer.privilege" if len(names) > PRODUCER_ACTION else "sj.producer.one-good"


def apply(opts, s, a: Action, events):
    s.queue.pop(0)
    player = a.player
    if a.verb == "pass":
        events.append(event("pass", player, "sj.action.pass-optional", {}))
        return
    rule = check(opts, s, a)
    p = s.players[player]
    for name in a.value:
        k = next(k for k, (b, g) in enumerate(zip(p.buildings, p.goods)) if b == name and g is None)
        p.goods[k] = draw(s, 1, events, player)[0]
    events.append(event("produce", player, rule, {"buildings": list(a.value)}))
    if rule == "sj.library.double":
        s.library_used[player] = True
        events.append(event("library", player, "sj.library.double", {"role": "producer"}))
    if _well_pays(p, a.value):
        if a.option("well") is False:  # the ability left unused, as the book allows
            events.append(event("decline", player, "sj.well.draw", {"benefit": "well"}))
            return
        p.hand += draw(s, 1, events, player)
        events.append(event("draw", player, "sj.well.draw", {"count": 1}))


def _well_pays(p, names) -> bool:
    return len(names) >= WELL_GOODS and "well" in p.buildings


def confirm_declines(s, player: int, picks: list[str]) -> list[tuple]:
    """The options a confirm of these picks may add: the well's card left unused, where it pays."""
    return [(("well", False),)] if _well_pays(s.players[player], picks) else []


def can_act(s, player) -> bool:
    return bool(s.players[player].empty_production()) and available_cards(s) > 0


def next_turn(opts, s, events):
    return give_turn_to_next_able(s, lambda player: can_act(s, player), "sj.round.skip-no-action", events,
                                  detail={"phase": s.phase})


def _choices(s, player):
    counts = counts_of(s.players[player].empty_production())
    top = min(limits(s, player)[2], available_cards(s))
    for k in range(1, top + 1):
        yield from multiset_combinations(counts, k)


# -- the choice in steps (see steps.py): the empty production buildings, one at a time ------------
def pick_source(s, player: int) -> list[str]:
    return s.players[player].empty_production()


def pick_sizes(opts, s, player: int) -> range:
    return range(1, min(limits(s, player)[2], available_cards(s)) + 1)


def pick_rule(s, player: int) -> str:
    return "sj.producer.one-good"


def whole(s, player: int, picks: tuple[str, ...]) -> Action:
    return Action(player, "produce", picks)


def candidates(opts, s, player):
    return steps.steps_or_pass(sys.modules[__name__], opts, s, player)


def sample(opts, s, player, rng):
    return steps.whole_or_pass(list(_choices(s, player)), player, "produce", rng)
