"""San Juan's steps and observation for reinforcement learning (its record's ``rl`` module; see
``puertorico_nb.rl.codec`` and ``puertorico_nb.rl.observe`` for what they mean)."""
from __future__ import annotations

from ..games.san_juan.actions import Action
from ..games.san_juan import components
from ..games.san_juan.components import ROLES
from .codec import Codec as BaseCodec
from .observe import one_hot, seats_from

PHASES = ("role_choice", *ROLES, "chapel", "hand_limit", "starting_hand", "game_over")
CARDS = tuple(components.CARDS)
LISTS = ("produce", "sell", "keep", "discard")


class Codec(BaseCodec):
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

        for role in ROLES:
            add(("choose_role", role), f"choose the {role}")
        for card in CARDS:
            add(("build", card), f"build {card} (then pick the cards to pay with)")
        self.pick_index = {card: add(("pick", card), f"pick {card}") for card in CARDS}
        for card in CARDS:
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
        if a.verb in LISTS:
            return a.verb, a.value
        return None

    def key_kind(self, key):
        return None  # one pick step per card, whatever is being picked

    def start_index(self, key):
        return self._index[("build", key[1])] if isinstance(key, tuple) else None

    def action_for(self, game, seat, key, items):
        if isinstance(key, tuple):
            return Action.from_mapping({"player": seat, "build": key[1], "pay": list(items)})
        return Action.from_mapping({"player": seat, key: list(items)})


def observation_size(players: int) -> int:
    per_player = 3 + len(CARDS)
    return (players * per_player + 3 * len(CARDS) + len(PHASES) + 2 * len(ROLES) + 5 + 4 + players
            + len(CARDS))


def observe(game, seat: int, picked: tuple = ()) -> list[float]:
    """Seat `seat`'s view of a San Juan position (`picked`: the cards chosen so far in a decision
    being taken card by card)."""
    s = game.state
    n = s.players_count
    out: list[float] = []
    for q in seats_from(seat, n):
        p = s.players[q]
        # how many cards lie under another chapel may stay secret (see State.player_view)
        out += [len(p.hand), p.goods_count(), len(p.chapel) if q == seat else 0]
        out += [sum(1 for b in p.buildings if b == c) for c in CARDS]
    me = s.players[seat]
    out += [sum(1 for c in me.hand if c == card) for card in CARDS]
    drawn = s.drawn if s.turn == seat else []
    out += [sum(1 for c in drawn if c == card) for card in CARDS]
    out += [sum(1 for c in s.revealed if c == card) for card in CARDS]
    out += one_hot(s.phase, PHASES)
    for k in range(len(ROLES)):
        out += [1.0 if s.roles_taken[k] != -1 else 0.0, 1.0 if s.roles_taken[k] == seat else 0.0]
    out += list(s.tiles[0]) if s.tile_up and s.tiles else [0] * 5
    out += [len(s.deck), len(s.discard), s.round, 1.0 if s.chooser == seat else 0.0]
    out += one_hot((s.governor - seat) % n, range(n))
    out += [sum(1 for c in picked if c == card) for card in CARDS]
    return out
