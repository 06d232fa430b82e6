"""A game's decisions as a fixed list of numbered steps, the same in every position, for
reinforcement learning (``puertorico_nb.rl.env``). Needs no third-party package.

Most decisions are one step: a role, a plantation, a building, a sale, a ship, one of the
mayor's steps (the engine places one colonist at a time). A decision that picks several things
at once (which goods to keep, which cards to pay with or throw away, which goods to sell) is
taken one item per step and closed with ``done`` where the engine has no steps of its own for it
(San Juan, for now; Puerto Rico's mayor and storage are the engine's steps): every item step and every ``done`` is offered
only while some legal decision still contains what was picked, so a learner can never end up
with a choice the rules refuse. The codec reads the legal decisions from the engine
(``legal_actions``) and decides nothing itself.

Each game's own steps are its ``Codec`` subclass, in the module its registry record names
(``GameType.rl``: ``puertorico_nb.rl.puerto_rico``, ``puertorico_nb.rl.san_juan``).
"""
from __future__ import annotations

from collections import Counter
from typing import Any, NamedTuple



class Pending(NamedTuple):
    """A decision being taken item by item: which list (``key``), what is picked so far, and every
    legal complete pick (multisets as sorted tuples)."""

    key: Any
    chosen: tuple
    completions: tuple


class Codec:
    """Steps <-> the engine's actions for one game. A subclass lists ``labels`` (one per step)
    and says which actions are single steps (``index_of``) and which are picked item by item
    (``items_of`` and ``action_for``)."""

    DONE: int = -1  # the step that closes a pick made item by item (none: no such picks)
    pick_index: dict  # (key kind, item) -> step

    def __init__(self) -> None:
        self.labels: list[str] = []  # step number -> what it does, in words
        self._index: dict[tuple, int] = {}  # a step's key -> its number

    def _add(self, key: tuple, label: str) -> int:
        self._index[key] = len(self.labels)
        self.labels.append(label)
        return self._index[key]

    def index_of(self, game, action) -> int | None:
        raise NotImplementedError

    def items_of(self, game, action) -> tuple[Any, tuple] | None:
        """(key, items) for an action picked item by item, else None."""
        raise NotImplementedError

    def action_for(self, game, seat: int, key, items: tuple):
        raise NotImplementedError

    def key_kind(self, key) -> Any:
        """Which family of item steps picks for this key (a build's payment, a discard, ...)."""
        return key

    def start_index(self, key) -> int | None:
        """A step that opens a pick without picking an item yet (a San Juan build), or None."""
        return None

    # -- what the environment asks ------------------------------------------------------------
    def options(self, game, pending: Pending | None) -> dict[int, Any]:
        """Every legal step now -> what it does: an action to play, ("pick", key, item),
        ("open", key) or ("done", key)."""
        legal = list(game.legal_actions())
        if pending is not None:
            return self._pending_options(pending)
        out: dict[int, Any] = {}
        lists: dict[Any, list[tuple]] = {}
        for a in legal:
            k = self.index_of(game, a)
            if k is not None:
                out.setdefault(k, a)
                continue
            picked = self.items_of(game, a)
            if picked is not None:
                key, items = picked
                lists.setdefault(key, []).append(tuple(sorted(items)))
        for key, completions in lists.items():
            opener = self.start_index(key)
            if opener is not None:
                out[opener] = ("open", key, tuple(completions))
                continue
            for step, what in self._pending_options(Pending(key, (), tuple(completions))).items():
                out.setdefault(step, what)
        return out

    def _pending_options(self, pending: Pending) -> dict[int, Any]:
        out: dict[int, Any] = {}
        kind = self.key_kind(pending.key)
        for completion in pending.completions:
            rest = Counter(completion)
            rest.subtract(pending.chosen)
            if any(n < 0 for n in rest.values()):
                continue
            if not +rest:
                out[self.DONE] = ("done", pending.key, pending.completions)
            for item, n in rest.items():
                if n > 0:
                    step = self.pick_index[item] if kind is None else self.pick_index[(kind, item)]
                    out.setdefault(step, ("pick", pending.key, item, pending.completions))
        return out
