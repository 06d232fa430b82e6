"""A freshly set-up San Juan table for a player count, options and a seed."""
from __future__ import annotations

import random

from puertorico_nb.core import fields
from .components import DECK, PLAYER_COUNTS, ROLES, STARTING_BUILDING, STARTING_HAND
from .state import PlayerState, State


def blank_state(players: int, seed, governor: int) -> State:
    """Every field at its start-of-game value, the cards not yet anywhere."""
    s = State.__new__(State)
    s.players_count = players
    s.seed = seed
    s.shuffles = 0
    s.governor = governor
    s.round = 1
    s.phase = "role_choice"
    s.turn = governor
    s.chooser = None
    s.picks = 0
    s.tile_up = False
    s.library = False
    s.game_over = False
    s.stage = None
    s.archive_drawn = 0
    s.roles_taken = [-1] * len(ROLES)
    s.deck = []
    s.discard = []
    s.queue = []
    s.drawn = []
    s.revealed = []
    s.library_used = [False] * players
    s.building = None
    s.picked = []
    s.privilege = True
    s.declined = [0] * players
    s.tiles = []
    s.players = [PlayerState() for _ in range(players)]
    return s


def check_players(players: object) -> int:
    return fields.player_count(players, PLAYER_COUNTS, "San Juan")


def new_state(players: int, options, seed, governor: int | None = None) -> State:
    """Indigo plants out, the rest shuffled, 4 cards each (or the variant's 4 + seat), tiles shuffled;
    the governor chosen by lot unless given."""
    check_players(players)
    rng = random.Random(f"{seed}:setup")
    if governor is None:
        governor = rng.randrange(players)
    else:
        fields.seat(governor, players, "governor")
    s = blank_state(players, seed, governor)
    deck = list(DECK)
    for p in s.players:
        deck.remove(STARTING_BUILDING)
        p.add_building(STARTING_BUILDING)
    rng.shuffle(deck)
    tiles = list(options.tiles)
    rng.shuffle(tiles)
    s.tiles = tiles
    for offset, seat in enumerate(s.seat_order_from(governor)):
        n = STARTING_HAND + (offset + 1 if options.variant_hands else 0)
        s.players[seat].hand = [deck.pop() for _ in range(n)]
    s.deck = deck
    if options.variant_hands:
        s.phase = "starting_hand"
        s.queue = s.seat_order_from(governor)
    return s
