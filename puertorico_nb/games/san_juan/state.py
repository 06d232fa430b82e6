"""The San Juan position: where every one of the 110 cards is, and whose decision is next.

A card is its name; copies of a kind are interchangeable. The draw pile keeps its top card
at the end of the list (drawing is ``pop()``); the ruling vocabulary lists it top first.

The random state is part of the position: a reshuffle of the discard pile is seeded by
``seed`` and the number of shuffles so far, so a game is its start plus its log.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Callable

from puertorico_nb.core.errors import LoadError
from .components import CARDS, DECK, HAND_LIMIT, ROLES, TOWER_HAND_LIMIT

FORMAT = "puertorico_nb.games.san_juan.state"
FORMAT_VERSION = 1


class PlayerState:
    """One player's cards: hand, city (``buildings``), the goods lying on production buildings
    (``goods`` runs parallel to ``buildings``: the card, or None), the cards tucked under a chapel,
    and the cards a crane covered (out of the game)."""

    __slots__ = ("hand", "buildings", "goods", "chapel", "covered")

    def __init__(self) -> None:
        self.hand: list[str] = []
        self.buildings: list[str] = []
        self.goods: list[str | None] = []
        self.chapel: list[str] = []
        self.covered: list[str] = []

    def clone(self) -> "PlayerState":
        player_state = PlayerState.__new__(PlayerState)
        player_state.hand = [*self.hand]
        player_state.buildings = [*self.buildings]
        player_state.goods = [*self.goods]
        player_state.chapel = [*self.chapel]
        player_state.covered = [*self.covered]
        return player_state

    # -- questions the rules ask ----------------------------------------------------------------
    def owns(self, card: str) -> bool:
        return card in self.buildings

    def hand_limit(self) -> int:
        return TOWER_HAND_LIMIT if "tower" in self.buildings else HAND_LIMIT

    def goods_count(self) -> int:
        return sum(1 for g in self.goods if g is not None)

    def goods_on(self) -> list[str]:
        """The production buildings carrying a good, by name (a name twice for two copies)."""
        return [b for b, g in zip(self.buildings, self.goods) if g is not None]

    def empty_production(self) -> list[str]:
        return [b for b, g in zip(self.buildings, self.goods) if g is None and CARDS[b].production]

    def add_building(self, card: str) -> None:
        self.buildings.append(card)
        self.goods.append(None)

    def cards(self) -> list[str]:
        """Every card this player holds in any way (hand, city, goods, chapel, covered)."""
        return (self.hand + self.buildings + [g for g in self.goods if g is not None]
                + self.chapel + self.covered)

    def to_dict(self) -> dict[str, Any]:
        return {"hand": self.hand[:], "buildings": self.buildings[:], "goods": self.goods[:],
                "chapel": self.chapel[:], "covered": self.covered[:]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "PlayerState":
        player_state = cls()
        player_state.hand = list(data["hand"])
        player_state.buildings = list(data["buildings"])
        player_state.goods = list(data["goods"])
        player_state.chapel = list(data["chapel"])
        player_state.covered = list(data["covered"])
        if len(player_state.goods) != len(player_state.buildings):
            raise ValueError("a player's goods must run parallel to their buildings")
        for b, g in zip(player_state.buildings, player_state.goods):
            if g is not None and not CARDS[b].production:
                raise ValueError(f"a good lies on {b}, which is not a production building")
        return player_state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PlayerState) and self.to_dict() == other.to_dict()


_SCALARS = ("players_count", "seed", "shuffles", "governor", "round", "phase", "turn", "chooser",
            "picks", "tile_up", "library", "game_over", "stage", "archive_drawn", "building", "privilege")
_LISTS = ("roles_taken", "deck", "discard", "queue", "drawn", "revealed", "library_used", "picked", "declined")
# Fields newer than some saved positions, with what an older save means by leaving them out
# (``declined``: nothing declined, filled in per player once the players are read).
_LATER: dict[str, Callable[[], Any]] = {"building": lambda: None, "picked": list, "privilege": lambda: True,
                                        "declined": list}


class State:
    """One position of San Juan.

    ``phase`` is ``"role_choice"``, a role being carried out, ``"chapel"`` or ``"hand_limit"``
    (the start of a round) or ``"game_over"``. ``queue`` holds the seats still to act in the
    phase, the one deciding now first. ``roles_taken`` runs parallel to ``ROLES`` (a seat, or
    -1). ``tiles`` is the trading-house stack, top first; ``tile_up`` says the top one is
    turned up (during the trader phase). ``drawn`` are the councillor's cards in front of the
    deciding player, ``revealed`` a gold mine's four; ``library`` whether the chooser doubles the
    current privilege (councillor and prospector decide it with the role).
    """

    __slots__ = _SCALARS + _LISTS + ("tiles", "players")
    # the fields, for the type checker (declared by the tuples above, which also fix the save order)
    players_count: int
    seed: Any
    shuffles: int
    governor: int
    round: int
    phase: str
    turn: int | None
    chooser: int | None
    picks: int
    tile_up: bool
    library: bool
    game_over: bool
    stage: Any
    archive_drawn: Any
    roles_taken: list[int]
    deck: list[str]
    discard: list[str]
    queue: list[int]
    drawn: list[str]
    revealed: list[str]
    library_used: list[Any]
    building: str | None  # a build begun and not yet paid for, in the action's text form
    picked: list[str]  # the cards (or buildings) picked so far in a decision taken in steps
    privilege: bool  # the chooser takes the role's privilege (false: declined as the role was chosen)
    declined: list[int]  # per player, the benefits declined ahead for this round (see declines.py)
    tiles: list[tuple[int, ...]]
    players: list[PlayerState]

    def clone(self) -> "State":
        state = State.__new__(State)
        state.players_count = self.players_count
        state.seed = self.seed
        state.shuffles = self.shuffles
        state.governor = self.governor
        state.round = self.round
        state.phase = self.phase
        state.turn = self.turn
        state.chooser = self.chooser
        state.picks = self.picks
        state.tile_up = self.tile_up
        state.library = self.library
        state.game_over = self.game_over
        state.stage = self.stage
        state.archive_drawn = self.archive_drawn
        state.roles_taken = [*self.roles_taken]
        state.deck = [*self.deck]
        state.discard = [*self.discard]
        state.queue = [*self.queue]
        state.drawn = [*self.drawn]
        state.revealed = [*self.revealed]
        state.library_used = [*self.library_used]
        state.building = self.building
        state.picked = [*self.picked]
        state.privilege = self.privilege
        state.declined = [*self.declined]
        state.tiles = [*self.tiles]  # tuples: shared
        state.players = [player_state.clone() for player_state in self.players]
        return state

    # -- small questions ------------------------------------------------------------------------
    def chooser_seat(self) -> int:
        """The seat that chose the role being played (every role's phase has one)."""
        if self.chooser is None:
            raise ValueError(f"no role is being played in the {self.phase} phase")
        return self.chooser

    def seat_order_from(self, first: int) -> list[int]:
        n = self.players_count
        return [(first + i) % n for i in range(n)]

    @property
    def role(self) -> str | None:
        return self.phase if self.phase in ROLES else None

    def all_cards(self) -> Counter[str]:
        """Every card in the game by name: the 110 are always all here."""
        c = Counter(self.deck)
        c.update(self.discard)
        c.update(self.drawn)
        c.update(self.revealed)
        for player_state in self.players:
            c.update(player_state.cards())
        return c

    # -- saving ---------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"format": FORMAT, "version": FORMAT_VERSION}
        for name in _SCALARS:
            data[name] = getattr(self, name)
        for name in _LISTS:
            data[name] = list(getattr(self, name))
        data["tiles"] = [list(t) for t in self.tiles]
        data["players"] = [player_state.to_dict() for player_state in self.players]
        return data

    @classmethod
    def from_dict(cls, data: Any) -> "State":
        """A position from its saved form; LoadError says what is wrong with a damaged one."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise LoadError(f"this is not a saved San Juan position (no 'format': '{FORMAT}')")
        if data.get("version") != FORMAT_VERSION:
            raise LoadError(f"San Juan position version {data.get('version')!r} is not supported "
                            f"(this version reads {FORMAT_VERSION})")
        missing = [k for k in _SCALARS + _LISTS + ("tiles", "players") if k not in data and k not in _LATER]
        if missing:
            raise LoadError(f"the saved position lacks {', '.join(missing)}")
        state = cls.__new__(cls)
        try:
            for name in _SCALARS:
                setattr(state, name, data[name] if name in data else _LATER[name]())
            for name in _LISTS:
                setattr(state, name, list(data[name]) if name in data else _LATER[name]())
            state.tiles = [tuple(int(v) for v in t) for t in data["tiles"]]
            state.players = [PlayerState.from_dict(player_state) for player_state in data["players"]]
        except (KeyError, TypeError, ValueError) as e:
            raise LoadError(f"the saved position is damaged: {e}") from None
        if "declined" not in data:
            state.declined = [0] * len(state.players)
        if not isinstance(state.players_count, int) or len(state.players) != state.players_count:
            raise LoadError("the saved position's player count does not match its players")
        if len(state.roles_taken) != len(ROLES):
            raise LoadError("the saved position must say for each of the five roles who took it")
        cards = state.all_cards()
        unknown = sorted(c for c in cards if c not in CARDS)
        if unknown:
            raise LoadError(f"the saved position holds unknown cards: {', '.join(map(str, unknown))}")
        if cards != Counter(DECK):
            wrong = sorted(c for c in CARDS if cards[c] != CARDS[c].copies)
            raise LoadError(f"the saved position does not hold each card as often as the box: {', '.join(wrong)}")
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value: not a dictionary key

    # -- what one player may see ----------------------------------------------------------------
    def player_view(self, seat: int) -> dict[str, Any]:
        """The position as `seat` sees it: their own hand and drawn cards, other hands only as
        counts, every good face down (nobody sees a good's face, its owner included), other
        chapels without their count (it may stay secret), the piles as sizes only."""
        if not 0 <= seat < self.players_count:
            raise ValueError(f"there is no seat {seat} in a {self.players_count}-player game")
        players = []
        for i, player_state in enumerate(self.players):
            mine = i == seat
            players.append({
                "hand": player_state.hand[:] if mine else len(player_state.hand),
                "hand_size": len(player_state.hand),
                "buildings": player_state.buildings[:],
                "goods": [g is not None for g in player_state.goods],
                "chapel": player_state.chapel[:] if mine else None,
                "covered": player_state.covered[:],
            })
        return {
            "seat": seat, "players_count": self.players_count, "governor": self.governor,
            "round": self.round, "phase": self.phase, "turn": self.turn, "chooser": self.chooser,
            "roles_taken": {r: t for r, t in zip(ROLES, self.roles_taken) if t != -1},
            "deck_size": len(self.deck), "discard_size": len(self.discard),
            "tile": list(self.tiles[0]) if self.tile_up and self.tiles else None,
            "tiles_face_down": len(self.tiles) - (1 if self.tile_up else 0),
            "drawn": self.drawn[:] if self.turn == seat else len(self.drawn),
            "revealed": self.revealed[:],
            "archive_drawn": self.archive_drawn,
            # a choice half made: the cards picked are seen by their owner only, the building
            # begun by everyone (it goes face up once paid for)
            "picked": self.picked[:] if self.turn == seat else len(self.picked),
            "building": self.building,
            "game_over": self.game_over,
            "players": players,
        }
