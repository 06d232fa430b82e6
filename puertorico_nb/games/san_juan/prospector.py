"""Prospector: only the chooser draws (1 card, 2 with the library; none when the privilege is
declined as the role is chosen); then every gold-mine owner, clockwise from the chooser, turns up
the top four cards (unless declined ahead). Four different printed costs: the owner keeps one and
discards three; any cost twice: all four are discarded.
"""
from __future__ import annotations

from puertorico_nb.core.events import event
from . import declines
from .actions import Action
from .common import Refusal, draw, missing, said, take
from .components import COST, GOLD_MINE_REVEAL, PROSPECTOR_DRAW

VERBS = ("keep",)
DRAWN = "drawn"  # stage: the chooser's own draw is done


def _privilege_draw(s, events):
    n = PROSPECTOR_DRAW * (2 if s.library else 1)
    s.players[s.chooser].hand += draw(s, n, events, s.chooser)
    rule = "sj.library.double" if s.library else "sj.prospector.draw"
    events.append(event("draw", s.chooser, rule, {"count": n}))
    s.stage = DRAWN


def start(opts, s, events):
    s.stage = None
    if not s.privilege:  # declined as the role was chosen: the chooser draws nothing
        s.stage = DRAWN
    elif opts.prospector_draw_first:
        _privilege_draw(s, events)
    s.queue = [i for i in s.seat_order_from(s.chooser) if "gold_mine" in s.players[i].buildings]
    s.revealed = []


def next_turn(opts, s, events):
    while s.queue:
        player = s.queue[0]
        if s.revealed:
            s.turn = player
            return True
        if declines.note(s, player, "gold_mine", events):
            s.queue.pop(0)  # declined ahead: the four cards stay on the pile
            continue
        cards = draw(s, GOLD_MINE_REVEAL, events, player)
        events.append(event("gold_mine", player, "sj.gold-mine.reveal", {"cards": list(cards)}))
        if cards and len({COST[c] for c in cards}) == len(cards):
            s.revealed = cards
            s.turn = player
            return True
        s.discard += cards
        events.append(event("gold_mine_fail", player, "sj.gold-mine.fail", {"cards": list(cards)}))
        s.queue.pop(0)
    if s.stage != DRAWN:
        _privilege_draw(s, events)
    return False


def check(opts, s, a: Action):
    if len(a.value) != 1:
        return Refusal("sj.gold-mine.keep", f"the gold mine gives exactly one of the four cards, not {len(a.value)}")
    if missing(a.value, s.revealed):
        return Refusal("sj.gold-mine.keep", f"{said(a.value[0])} is not among the four cards turned up")
    return "sj.gold-mine.keep"


def apply(opts, s, a: Action, events):
    rest = s.revealed[:]
    take(rest, a.value)
    s.players[a.player].hand += a.value
    s.discard += rest
    s.revealed = []
    events.append(event("keep", a.player, "sj.gold-mine.keep", {"card": a.value[0]}))
    s.queue.pop(0)


def candidates(opts, s, player):
    for card in sorted(set(s.revealed)):
        yield Action(player, "keep", (card,))


def sample(opts, s, player, rng):
    return Action(player, "keep", (rng.choice(s.revealed),))
