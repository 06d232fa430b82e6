"""Benefits declined ahead of time, kept as one bit per benefit for each player.

In both games an owner may decline, ahead and for the rest of the round, a benefit that is paid
while they decide nothing (Puerto Rico: a chapel's payment, a villa's noble...; San Juan: a
councillor's cards, a gold mine's draw). A game names those benefits in a table, benefit -> (the
rule that pays it, the role whose phase pays it); what each player has declined this round is
one whole number, ``state.declined[player]``, a bit per benefit in the table's order, so the
check made as a benefit is paid is one mask. When and whether a decline may be made stays with
each game (its own ``declines`` module): only the bookkeeping is shared.

>>> from puertorico_nb.core.events import Event
>>> ahead = AheadDeclines({"chapel": ("building.chapel", "craftsman"), "villa": ("building.villa", "mayor")})
>>> class Table:
...     declined = [ahead.NONE, ahead.NONE]
>>> table, events = Table(), []
>>> ahead.mark(table, 1, "villa"); ahead.declined(table, 1, "villa"), ahead.declined(table, 0, "villa")
(True, False)
>>> ahead.note(table, 1, "villa", events), events[0].kind, events[0].rule
(True, 'decline', 'building.villa')
>>> ahead.note(table, 1, "chapel", events), len(events), ahead.ALL
(False, 1, 3)
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from .events import Event, event


class Declining(Protocol):
    """A game's state as far as declines go: per player, the benefits declined this round."""
    declined: list[int]


class AheadDeclines:
    """The benefits of one game that may be declined ahead, and the bit each is kept in."""
    __slots__ = ("table", "bits", "NONE", "ALL")

    def __init__(self, table: Mapping[str, tuple[str, str]]) -> None:
        self.table = dict(table)  # benefit -> (the rule that pays it, the role whose phase pays it)
        self.bits = {name: 1 << index for index, name in enumerate(self.table)}
        self.NONE = 0  # a player who has declined nothing (every round starts so)
        self.ALL = sum(self.bits.values())  # the most a saved position may hold

    def declined(self, state: Declining, player: int, name: str) -> bool:
        """Has this player declined that benefit for the rest of the round?"""
        return bool(state.declined[player] & self.bits[name])

    def note(self, state: Declining, player: int, name: str, events: list[Event]) -> bool:
        """True (and an event saying so) when the benefit due to `player` now was declined ahead."""
        if state.declined[player] & self.bits[name]:
            events.append(event("decline", player, self.table[name][0], {"benefit": name}))
            return True
        return False

    def mark(self, state: Declining, player: int, name: str) -> None:
        """Record that `player` declines that benefit for the rest of the round."""
        state.declined[player] |= self.bits[name]
