"""A freshly set-up San Juan table for a player count, options and a seed."""
from __future__ import annotations

import random

from puertorico_nb.core import fields
from puertorico_nb.core.start import start_of_game
from .components import DECK, PLAYER_COUNTS, ROLES, STARTING_BUILDING, STARTING_HAND
from .ruleset import Ruleset
from .state import PlayerState, State


def blank_state(players: int, seed: int | None, governor: int) -> State:
    """Every field at its start-of-game value, the cards not yet anywhere."""
    state = start_of_game(State, players, seed, governor)
    state.picks = 0
    state.tile_up = False
    state.library = False
    state.game_over = False
    state.stage = None
    state.archive_drawn = 0
    state.roles_taken = [-1] * len(ROLES)
    state.deck = []
    state.discard = []
    state.queue = []
    state.drawn = []
    state.revealed = []
    state.library_used = [False] * players
    state.building = None
    state.picked = []
    state.privilege = True
    state.declined = [0] * players
    state.tiles = []
    state.players = [PlayerState() for _ in range(players)]
    return state


def check_players(players: object) -> int:
    return fields.player_count(players, PLAYER_COUNTS, "San Juan")


def new_state(players: int, options: Ruleset, seed: int | None, governor: int | None = None) -> State:
    """Indigo plants out, the rest shuffled, 4 cards each (or the variant's 4 + seat), tiles shuffled;
    the governor chosen by lot unless given."""
    check_players(players)
    rng = random.Random(f"{seed}:setup")
    if governor is None:
        governor = rng.randrange(players)
    else:
        fields.seat(governor, players, "governor")
    state = blank_state(players, seed, governor)
    deck = list(DECK)
    for player_state in state.players:
        deck.remove(STARTING_BUILDING)
        player_state.add_building(STARTING_BUILDING)
    rng.shuffle(deck)
    tiles = list(options.tiles)
    rng.shuffle(tiles)
    state.tiles = tiles
    for offset, seat in enumerate(state.seat_order_from(governor)):
        n = STARTING_HAND + (offset + 1 if options.variant_hands else 0)
        state.players[seat].hand = [deck.pop() for _ in range(n)]
    state.deck = deck
    if options.variant_hands:
        state.phase = "starting_hand"
        state.queue = state.seat_order_from(governor)
    return state
