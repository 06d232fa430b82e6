"""Councillor: the chooser draws 5 cards (8 with the library), every other player 2; each keeps 1
(2 with a prefecture) and discards the rest.

The cards are drawn when a player's turn comes, clockwise from the chooser, so the draw pile a
later player draws from already lacks the earlier players' cards. An archive's owner takes the
drawn cards into the hand and then discards as many cards as they would have thrown away,
chosen from the whole hand.
"""
from __future__ import annotations

from puertorico_nb.core.events import event
import sys

from . import declines, steps
from .actions import Action
from .common import Refusal, draw, missing, random_subset, said, skip, take
from .components import COUNCILLOR_DRAW, COUNCILLOR_KEEP, COUNCILLOR_LIBRARY_DRAW, COUNCILLOR_OTHERS_DRAW

VERBS = ("keep", "discard")
DRAWN = "drawn"


def start(opts, s, events):
    s.queue = s.seat_order_from(s.chooser)
    s.stage = None


def keep_limit(s, player) -> int:
    return COUNCILLOR_KEEP + (1 if "prefecture" in s.players[player].buildings else 0)


def _draw_count(s, player) -> int:
    """The chooser's privilege (five cards, eight with the library) unless declined; two otherwise."""
    if player != s.chooser or not s.privilege:
        return COUNCILLOR_OTHERS_DRAW
    return COUNCILLOR_LIBRARY_DRAW if s.library else COUNCILLOR_DRAW


def next_turn(opts, s, events):
    while s.queue:
        player = s.queue[0]
        if s.stage != DRAWN and declines.note(s, player, "councillor", events):
            s.queue.pop(0)  # declined ahead: passed over, the cards stay on the pile
            continue
        if s.stage != DRAWN:
            p = s.players[player]
            n = _draw_count(s, player)
            cards = draw(s, n, events, player)
            rule = "sj.library.double" if n == COUNCILLOR_LIBRARY_DRAW else "sj.councillor.draw"
            if "archive" in p.buildings:
                p.hand += cards
                s.archive_drawn = len(cards)
                events.append(event("draw", player, "sj.archive.discard-from-hand", {"count": len(cards)}))
            else:
                s.drawn = cards
                events.append(event("councillor_draw", player, rule, {"count": len(cards)}))
            s.stage = DRAWN
            if not cards:
                s.stage = None
                skip(s, player, "sj.round.skip-no-action", events)
                s.queue.pop(0)
                continue
        s.turn = player
        return True
    return False


def _archive(s, player) -> bool:
    return s.archive_drawn > 0


def _discard_sizes(s, player) -> range:
    """With an archive: discard the drawn count less the cards kept (1, or 2 with a prefecture)."""
    n = s.archive_drawn
    most_kept = min(keep_limit(s, player), n)
    return range(n - most_kept, n)


def check(opts, s, a: Action):
    names = a.value
    if a.verb == "keep":
        if _archive(s, a.player):
            return Refusal("sj.archive.discard-from-hand", "with an archive the drawn cards are already in "
                           "hand: choose which cards to discard")
        most = min(keep_limit(s, a.player), len(s.drawn))
        if not 1 <= len(names) <= most:
            prefecture = "prefecture" in s.players[a.player].buildings
            rule = "sj.prefecture.keep-two" if len(names) > 1 and prefecture else "sj.councillor.keep"
            return Refusal(rule, f"player {a.player} keeps {'1' if most == 1 else f'1 or {most}'} of the drawn "
                           f"cards, not {len(names)}")
        lacking = missing(names, s.drawn)
        if lacking:
            return Refusal("sj.councillor.keep", f"{said(lacking)} is not among the drawn cards")
        return "sj.prefecture.keep-two" if len(names) > COUNCILLOR_KEEP else "sj.councillor.keep"
    if not _archive(s, a.player):
        return Refusal("sj.councillor.keep", "only an archive's owner discards from the hand; choose the "
                       "drawn cards to keep")
    sizes = _discard_sizes(s, a.player)
    if len(names) not in sizes:
        wanted = " or ".join(str(n) for n in sizes)
        cards = "card" if list(sizes) == [1] else "cards"
        return Refusal("sj.archive.discard-from-hand", f"player {a.player} discards {wanted} {cards}, "
                       f"not {len(names)}")
    lacking = missing(names, s.players[a.player].hand)
    if lacking:
        return Refusal("sj.archive.discard-from-hand", f"player {a.player} has no {said(lacking)} in hand")
    return "sj.archive.discard-from-hand"


def apply(opts, s, a: Action, events):
    rule = check(opts, s, a)
    p = s.players[a.player]
    if a.verb == "keep":
        rest = s.drawn[:]
        take(rest, a.value)
        p.hand += a.value
        s.discard += rest
        s.drawn = []
        events.append(event("keep", a.player, rule, {"kept": len(a.value), "discarded": len(rest)}))
    else:
        take(p.hand, a.value)
        s.discard += a.value
        s.archive_drawn = 0
        events.append(event("discard", a.player, rule, {"count": len(a.value)}))
    s.stage = None
    s.queue.pop(0)


# -- the choice in steps (see steps.py): the cards kept (or, with an archive, discarded) -----------
def pick_source(s, player: int) -> list[str]:
    return s.players[player].hand if _archive(s, player) else s.drawn


def pick_sizes(opts, s, player: int) -> range:
    if _archive(s, player):
        return _discard_sizes(s, player)
    return range(1, min(keep_limit(s, player), len(s.drawn)) + 1)


def pick_rule(s, player: int) -> str:
    return "sj.archive.discard-from-hand" if _archive(s, player) else "sj.councillor.keep"


def whole(s, player: int, picks: tuple[str, ...]) -> Action:
    return Action(player, "discard" if _archive(s, player) else "keep", picks)


def candidates(opts, s, player):
    """The steps (pick a card, confirm); whole choices are legal, not listed."""
    return steps.candidates(sys.modules[__name__], opts, s, player)


def sample(opts, s, player, rng):
    if _archive(s, player):
        k = rng.choice(_discard_sizes(s, player))
        return Action(player, "discard", random_subset(s.players[player].hand, k, rng))
    k = rng.randint(1, min(keep_limit(s, player), len(s.drawn)))
    return Action(player, "keep", random_subset(s.drawn, k, rng))
