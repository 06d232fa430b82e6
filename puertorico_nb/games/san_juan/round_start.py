"""The start of every round after the first: chapel owners may tuck a card, then hands over the
limit (7, 12 with a tower) are cut down to it, both in seat order from the new governor.

Also the variant deal before the first round (4 + seat cards, keep 4).
"""
from __future__ import annotations

from puertorico_nb.core.events import event
from puertorico_nb.core.turns import give_turn_to_next_able
from . import steps
from .actions import Action
from .common import Refusal, missing, random_subset, said, take
from .components import STARTING_HAND


class Chapel:
    VERBS = ("tuck", "pass")

    @staticmethod
    def start(opts, s, events):
        s.queue = [i for i in s.seat_order_from(s.governor) if "chapel" in s.players[i].buildings]

    @staticmethod
    def next_turn(opts, s, events):
        return give_turn_to_next_able(s, lambda player: bool(s.players[player].hand), "sj.round.skip-no-action",
                                      events, detail={"phase": s.phase})

    @staticmethod
    def check(opts, s, a: Action):
        if a.verb == "pass":
            return "sj.action.pass-optional"
        if a.value not in s.players[a.player].hand:
            return Refusal("sj.chapel.tuck", f"player {a.player} has no {said(a.value)} in hand to tuck")
        return "sj.chapel.tuck"

    @staticmethod
    def apply(opts, s, a: Action, events):
        s.queue.pop(0)
        if a.verb == "pass":
            events.append(event("pass", a.player, "sj.action.pass-optional", {}))
            return
        p = s.players[a.player]
        p.hand.remove(a.value)
        p.chapel.append(a.value)
        events.append(event("tuck", a.player, "sj.chapel.tuck", {}))

    @staticmethod
    def candidates(opts, s, player):
        for card in sorted(set(s.players[player].hand)):
            yield Action(player, "tuck", card)
        yield Action(player, "pass")

    @staticmethod
    def sample(opts, s, player, rng):
        if rng.random() < 0.3:
            return Action(player, "pass")
        return Action(player, "tuck", rng.choice(s.players[player].hand))


def _excess(s, player) -> int:
    p = s.players[player]
    return len(p.hand) - p.hand_limit()


class HandLimit:
    VERBS = ("discard",)

    @staticmethod
    def start(opts, s, events):
        s.queue = [i for i in s.seat_order_from(s.governor) if _excess(s, i) > 0]

    @staticmethod
    def next_turn(opts, s, events):
        if s.queue:
            s.turn = s.queue[0]
            return True
        return False

    @staticmethod
    def check(opts, s, a: Action):
        p = s.players[a.player]
        rule = "sj.tower.hand-limit" if "tower" in p.buildings else "sj.round.hand-limit"
        excess = _excess(s, a.player)
        if len(a.value) != excess:
            return Refusal(rule, f"player {a.player} holds {len(p.hand)} cards and keeps {p.hand_limit()}: "
                           f"discard {excess}, not {len(a.value)}")
        lacking = missing(a.value, p.hand)
        if lacking:
            return Refusal(rule, f"player {a.player} has no {said(lacking)} in hand")
        return rule

    @staticmethod
    def apply(opts, s, a: Action, events):
        rule = HandLimit.check(opts, s, a)
        take(s.players[a.player].hand, a.value)
        s.discard += a.value
        events.append(event("discard", a.player, rule, {"count": len(a.value)}))
        s.queue.pop(0)

    # the choice in steps (see steps.py): the cards discarded, one at a time
    @staticmethod
    def pick_source(s, player: int) -> list[str]:
        return s.players[player].hand

    @staticmethod
    def pick_sizes(opts, s, player: int) -> range:
        excess = _excess(s, player)
        return range(excess, excess + 1)

    @staticmethod
    def pick_rule(s, player: int) -> str:
        return "sj.tower.hand-limit" if "tower" in s.players[player].buildings else "sj.round.hand-limit"

    @staticmethod
    def whole(s, player: int, picks: tuple[str, ...]) -> Action:
        return Action(player, "discard", picks)

    @staticmethod
    def candidates(opts, s, player):
        """The steps (pick a card, confirm); whole choices are legal, not listed."""
        return steps.candidates(HandLimit, opts, s, player)

    @staticmethod
    def sample(opts, s, player, rng):
        return Action(player, "discard", random_subset(s.players[player].hand, _excess(s, player), rng))


class StartingHand:
    """The variant deal: each player, from the governor, keeps 4 of the cards dealt."""

    VERBS = ("keep",)

    @staticmethod
    def start(opts, s, events):
        s.queue = s.seat_order_from(s.governor)

    @staticmethod
    def next_turn(opts, s, events):
        if s.queue:
            s.turn = s.queue[0]
            return True
        return False

    @staticmethod
    def check(opts, s, a: Action):
        hand = s.players[a.player].hand
        if len(a.value) != STARTING_HAND:
            return Refusal("sj.setup.variant-hands", f"keep {STARTING_HAND} of the cards dealt, not {len(a.value)}")
        lacking = missing(a.value, hand)
        if lacking:
            return Refusal("sj.setup.variant-hands", f"player {a.player} was not dealt {said(lacking)}")
        return "sj.setup.variant-hands"

    @staticmethod
    def apply(opts, s, a: Action, events):
        p = s.players[a.player]
        rest = p.hand
        take(rest, a.value)
        s.discard += rest
        p.hand = list(a.value)
        events.append(event("keep", a.player, "sj.setup.variant-hands", {"discarded": len(rest)}))
        s.queue.pop(0)

    # the choice in steps (see steps.py): the cards kept, one at a time
    @staticmethod
    def pick_source(s, player: int) -> list[str]:
        return s.players[player].hand

    @staticmethod
    def pick_sizes(opts, s, player: int) -> range:
        return range(STARTING_HAND, STARTING_HAND + 1)

    @staticmethod
    def pick_rule(s, player: int) -> str:
        return "sj.setup.variant-hands"

    @staticmethod
    def whole(s, player: int, picks: tuple[str, ...]) -> Action:
        return Action(player, "keep", picks)

    @staticmethod
    def candidates(opts, s, player):
        """The steps (pick a card, confirm); whole choices are legal, not listed."""
        return steps.candidates(StartingHand, opts, s, player)

    @staticmethod
    def sample(opts, s, player, rng):
        return Action(player, "keep", random_subset(s.players[player].hand, STARTING_HAND, rng))
