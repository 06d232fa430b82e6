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
"""
from __future__ import annotations

from collections import Counter
from typing import Any, NamedTuple

from ..games.puerto_rico.components import BARRELS, BASE_BUILDINGS, GOODS
from ..games.puerto_rico.components import ROLES as PR_ROLES
from ..games.san_juan.actions import Action as SJAction
from ..games.san_juan.components import CARDS, ROLES as SJ_ROLES


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


# -- Puerto Rico ------------------------------------------------------------------------------------
PR_TILES = (*GOODS, "quarry")
PR_BUILDINGS = tuple(b.id for b in BASE_BUILDINGS)
PR_SPACES = (*PR_TILES, *PR_BUILDINGS)
PR_SHIPS = ("ship 1", "ship 2", "ship 3", "wharf")  # the cargo ships smallest first, then a wharf
MOST_BARRELS = max(BARRELS)  # of one good: a storage step names fewer barrels than a player holds


class PuertoRicoCodec(Codec):
    """The base game's steps (the expansions' buildings have no steps here)."""

    def __init__(self) -> None:
        super().__init__()
        add = self._add

        for role in PR_ROLES:
            add(("choose_role", role), f"choose the {role}")
        for tile in (*PR_TILES, "hidden"):
            add(("settle", tile, None), f"settle {tile}")
        for tile in PR_TILES:
            add(("settle", tile, False), f"settle {tile} without the hospice colonist")
        for b in PR_BUILDINGS:
            add(("build", b, None), f"build {b}")
        for b in PR_BUILDINGS:
            add(("build", b, False), f"build {b} without the university colonist")
        for space in PR_SPACES:
            add(("put", space), f"mayor: put a colonist on {space}")
        for space in PR_SPACES:
            add(("take_back", space), f"mayor: take a colonist back from {space}")
        add(("confirm",), "confirm: the mayor's layout, or the goods stored after the captain phase")
        for good in GOODS:
            add(("bonus", good), f"craftsman: one extra {good}")
        for good in GOODS:
            add(("sell", good), f"sell {good}")
        for good in GOODS:
            for ship in PR_SHIPS:
                add(("ship", good, ship), f"ship {good} on {ship}")
        for good in GOODS:  # the captain's storage, good by good (the engine's steps)
            add(("store", good, None), f"store all your {good}")
            for n in range(1, MOST_BARRELS):
                add(("store", good, n), f"store {n} {good} barrel{'s' if n > 1 else ''}")
        self.pick_index = {}  # every Puerto Rico decision with parts has steps in the engine
        add(("pass",), "pass")

    def index_of(self, game, a) -> int | None:
        verb, options = a.verb, dict(a.options)
        if verb == "choose_role":
            key: tuple = (verb, a.value)
        elif verb == "settle" and set(options) <= {"hospice"}:
            key = (verb, a.value, options.get("hospice"))
        elif verb == "build" and set(options) <= {"university"}:
            key = (verb, a.value, options.get("university"))
        elif verb in ("put", "take_back") and not options:
            key = (verb, a.value)
        elif verb == "ship" and isinstance(a.value, str) and set(options) == {"on"}:
            on, capacities = options["on"], game.state.ship_capacity
            if on != "wharf" and on not in capacities:
                return None  # the small wharf (New Buildings) has no step here
            ship = "wharf" if on == "wharf" else f"ship {capacities.index(on) + 1}"
            key = (verb, a.value, ship)
        elif verb in ("bonus", "sell") and not options:
            key = (verb, a.value)
        elif verb == "store" and set(options) <= {"barrels"}:
            key = (verb, a.value, options.get("barrels"))
        elif verb in ("confirm", "pass"):
            key = (verb,)
        else:
            return None
        return self._index.get(key)

    def items_of(self, game, a):
        return None  # the engine lists steps only, so nothing is picked item by item here

    def action_for(self, game, seat, key, items):
        raise ValueError("Puerto Rico decisions are all taken in the engine's own steps")


# -- San Juan -----------------------------------------------------------------------------------------
SJ_CARDS = tuple(CARDS)
SJ_LISTS = ("produce", "sell", "keep", "discard")


class SanJuanCodec(Codec):
    """San Juan's steps: a role, a card to tuck, pass, and decisions made of several cards taken
    card by card: ``build X`` begins a build, ``pick X`` adds a card (to pay with, to keep, to
    throw away, or a building to produce on or sell from) and ``confirm`` plays what is picked.
    Where the engine lists such steps itself (``begin_build``, ``pick``, ``confirm``) they are
    used as they are; where it lists whole decisions, the codec takes them apart the same way.
    The crane's building over, the black market's goods and declining the library are left out
    (a learner can do without them; every step offered is legal)."""

    def __init__(self) -> None:
        super().__init__()
        add = self._add

        for role in SJ_ROLES:
            add(("choose_role", role), f"choose the {role}")
        for card in SJ_CARDS:
            add(("build", card), f"build {card} (then pick the cards to pay with)")
        self.pick_index = {card: add(("pick", card), f"pick {card}") for card in SJ_CARDS}
        for card in SJ_CARDS:
            add(("tuck", card), f"tuck {card} under the chapel")
        self.DONE = add(("confirm",), "confirm what is picked")
        add(("pass",), "pass")

    def index_of(self, game, a) -> int | None:
        verb = a.verb
        if a.options:
            return None  # a declined library, a crane's or a black market's build: not in the steps
        if verb in ("choose_role", "tuck", "pick"):
            return self._index.get((verb, a.value))
        if verb == "begin_build":
            return self._index.get(("build", a.value))
        if verb in ("pass", "confirm"):
            return self._index[(verb,)]
        return None

    def items_of(self, game, a):
        if a.verb == "build":
            if a.options and {k for k, _ in a.options} != {"pay"}:
                return None  # crane, black market or a declined library: not in the steps
            return ("pay", a.value), a.option("pay", ())
        if a.verb in SJ_LISTS:
            return a.verb, a.value
        return None

    def key_kind(self, key):
        return None  # one pick step per card, whatever is being picked

    def start_index(self, key):
        return self._index[("build", key[1])] if isinstance(key, tuple) else None

    def action_for(self, game, seat, key, items):
        if isinstance(key, tuple):
            return SJAction.from_mapping({"player": seat, "build": key[1], "pay": list(items)})
        return SJAction.from_mapping({"player": seat, key: list(items)})
