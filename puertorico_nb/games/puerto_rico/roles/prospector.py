"""Prospector: the chooser takes one doubloon from the bank; nobody else does anything."""
from __future__ import annotations

from ..common import privilege
from puertorico_nb.core.events import event

VERBS = ()


def start(rs, s, events, declined: frozenset[str] = frozenset()):
    amount = privilege(s, s.chooser)  # two with a manned library
    s.queue = []
    if "privilege" in declined:  # `choose_role: prospector, privilege: false`
        events.append(event("decline", s.chooser, "prospector.privilege", {"benefit": "privilege"}))
        return
    s.players[s.chooser].doubloons += amount
    events.append(event("doubloons", s.chooser, "prospector.privilege", {"amount": amount}))


def next_turn(rs, s, events):
    return False


def check(rs, s, a):  # never asked: the phase has no decisions
    raise AssertionError("the prospector phase has no decisions")


def apply(rs, s, a, events):
    raise AssertionError("the prospector phase has no decisions")


def candidates(rs, s, player):
    return ()
