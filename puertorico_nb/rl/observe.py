"""What a seat sees, as a fixed-length list of numbers (the environment's observation).

Everything is seen from the observer's seat: the players come in seat order starting with the
observer. Only what that seat may know is encoded: in San Juan its own hand and drawn cards, the
other hands as sizes, goods as counts, never the deck; in Puerto Rico the plantation stack only
as its size.
"""
from __future__ import annotations

from ..games.puerto_rico.components import BASE_BUILDINGS, GOODS
from ..games.puerto_rico.components import ROLES as PR_ROLES
from ..games.san_juan.components import CARDS, ROLES as SJ_ROLES

PR_PHASES = ("role_choice", *PR_ROLES, "game_over")
PR_TILES = (*GOODS, "quarry")
PR_BUILDINGS = tuple(b.id for b in BASE_BUILDINGS)
SJ_PHASES = ("role_choice", *SJ_ROLES, "chapel", "hand_limit", "starting_hand", "game_over")
SJ_CARDS = tuple(CARDS)


def _one_hot(value, choices) -> list[float]:
    return [1.0 if value == c else 0.0 for c in choices]


def _seats_from(seat: int, n: int) -> list[int]:
    return [(seat + i) % n for i in range(n)]


def puerto_rico_size(players: int) -> int:
    per_player = 2 + len(GOODS) + 2 * len(PR_TILES) + 2 * len(PR_BUILDINGS) + 1
    board = (len(PR_PHASES) + 3 * len(PR_ROLES) + 3 * 3 + len(GOODS) * 3 + len(PR_TILES) + len(PR_BUILDINGS)
             + 8 + players)
    return players * per_player + board + len(GOODS)


def observe_puerto_rico(game, seat: int, picked: tuple = ()) -> list[float]:
    """Seat `seat`'s view of a base-game Puerto Rico position (`picked`: the barrels of each good
    set aside so far in a storage decision taken in steps, when `seat` is the one storing)."""
    s = game.state
    n = s.players_count
    out: list[float] = []
    for q in _seats_from(seat, n):
        p = s.players[q]
        out += [p.doubloons, p.vp, *p.goods]
        for tile in PR_TILES:
            out.append(sum(1 for t in p.island if t == tile))
            out.append(sum(w for t, w in zip(p.island, p.island_workers) if t == tile))
        for b in PR_BUILDINGS:
            owned = b in p.city
            out.append(1.0 if owned else 0.0)
            out.append(p.city_workers[p.city.index(b)] if owned else 0)
        out.append(p.san_juan)
    out += _one_hot(s.phase, PR_PHASES)
    for role in PR_ROLES:
        cards = [k for k, r in enumerate(s.role_cards) if r == role]
        out.append(sum(1 for k in cards if s.role_taken[k] == -1))
        out.append(sum(s.role_money[k] for k in cards if s.role_taken[k] == -1))
        out.append(1.0 if any(s.role_taken[k] == seat for k in cards) else 0.0)
    for k in range(3):
        if k < len(s.ship_capacity):
            out += [s.ship_capacity[k], s.ship_good[k] + 1, s.ship_count[k]]
        else:
            out += [0, 0, 0]
    out += [sum(1 for g in s.trading_house if g == i) for i in range(len(GOODS))]  # goods by index
    out += list(s.goods_supply)
    out += [s.produced[i] if s.produced else 0 for i in range(len(GOODS))]
    out += [sum(1 for t in s.face_up if t == tile) for tile in PR_TILES]
    out += [s.building_stock(b) if b in s.buildings_order else 0 for b in PR_BUILDINGS]
    out += [s.colonist_supply, s.colonist_ship, s.vp_supply, s.quarries, len(s.stack), s.round,
            1.0 if s.end_triggered else 0.0, 1.0 if s.chooser == seat else 0.0]
    out += _one_hot((s.governor - seat) % n, range(n))
    out += [picked[i] if len(picked) == len(GOODS) else 0 for i in range(len(GOODS))]
    return out


def san_juan_size(players: int) -> int:
    per_player = 3 + len(SJ_CARDS)
    return (players * per_player + 3 * len(SJ_CARDS) + len(SJ_PHASES) + 2 * len(SJ_ROLES) + 5 + 4 + players
            + len(SJ_CARDS))


def observe_san_juan(game, seat: int, picked: tuple = ()) -> list[float]:
    """Seat `seat`'s view of a San Juan position (`picked`: the cards chosen so far in a decision
    being taken card by card)."""
    s = game.state
    n = s.players_count
    out: list[float] = []
    for q in _seats_from(seat, n):
        p = s.players[q]
        out += [len(p.hand), p.goods_count(), len(p.chapel)]
        out += [sum(1 for b in p.buildings if b == c) for c in SJ_CARDS]
    me = s.players[seat]
    out += [sum(1 for c in me.hand if c == card) for card in SJ_CARDS]
    drawn = s.drawn if s.turn == seat else []
    out += [sum(1 for c in drawn if c == card) for card in SJ_CARDS]
    out += [sum(1 for c in s.revealed if c == card) for card in SJ_CARDS]
    out += _one_hot(s.phase, SJ_PHASES)
    for k in range(len(SJ_ROLES)):
        out += [1.0 if s.roles_taken[k] != -1 else 0.0, 1.0 if s.roles_taken[k] == seat else 0.0]
    out += list(s.tiles[0]) if s.tile_up and s.tiles else [0] * 5
    out += [len(s.deck), len(s.discard), s.round, 1.0 if s.chooser == seat else 0.0]
    out += _one_hot((s.governor - seat) % n, range(n))
    out += [sum(1 for c in picked if c == card) for card in SJ_CARDS]
    return out
