"""The Puerto Rico bots' judgement: what a position is worth to each player, how the coach lays
out its colonists, and how the greedy bot and the coach choose.

The worth of a position to a player (``worth``) is counted in victory points: the points they
hold, plus what their plantations, buildings, doubloons and barrels should still bring in the
rounds the game has left (``rounds_left``, read from the supplies and the cities, which everyone
sees). The coach plays each of its candidate moves on a copy of the game, lets every player
finish the phase by the same one-move-ahead judgement, and keeps the move that leaves it
furthest ahead of its best rival. Before looking ahead it shuffles the plantation stack and the
seed of later reshuffles on the copy: it never learns the order of the hidden tiles.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple

from .. import Action, Game
from ..games.puerto_rico.roles.captain import keep_options
from .lookahead import Judge, after, best_move

# The worth of one barrel of capacity (a manned plantation, with its building where the good
# needs one) for each round left, by good: a barrel ships for a point or sells for its price.
GOOD_WORTH = (0.30, 0.33, 0.36, 0.40, 0.45)  # corn, indigo, sugar, tobacco, coffee
# What a manned violet building's ability brings per round left, in points (a rough reckoning
# of how often each comes into play and what it gains then).
ABILITY_WORTH = {
    "small_market": 0.12, "hacienda": 0.15, "construction_hut": 0.10, "small_warehouse": 0.15,
    "hospice": 0.15, "office": 0.12, "large_market": 0.18, "large_warehouse": 0.20,
    "factory": 0.35, "university": 0.15, "harbor": 0.40, "wharf": 0.45,
}
QUARRY_WORTH = 0.15  # a manned quarry's discount on later buildings, per round left
LATENT_SHARE = 0.3  # what an empty space is worth against a manned one: colonists are still to come
BARREL_WORTH = (0.5, 0.6, 0.7, 0.8, 0.9)  # a barrel in the warehouse, by good
TIE_BREAK = 0.01  # doubloons and barrels once the game is over: only the tie-break counts them


def rounds_left(game) -> float:
    """How many rounds the game should still last, from what every player can see: the victory
    point chips, the colonists in the supply, and the fullest city."""
    s, rs = game.state, game.ruleset
    if s.game_over or s.end_triggered:
        return 0.0
    n = s.players_count
    by_chips = s.vp_supply / (2.0 * n)
    estimates = [by_chips]
    if rs.colonists_end_the_game:
        estimates.append(s.colonist_supply / max(n, s.colonist_ship, 1))
    fullest = max(sum(rs.by_id[b].spaces for b in p.city) for p in s.players)
    estimates.append((12 - fullest) / 0.9)
    return max(0.0, min(estimates))


# -- a player's engine: production, abilities, quarries ---------------------------------------
def _engine(rs, p, island_on, city_on, horizon: float) -> float:
    """The points a player's manned spaces should bring in `horizon` rounds. `island_on` and
    `city_on` say which spaces count as manned (parallel to the island and the city)."""
    tiles = [0] * 5
    quarries = 0
    for tile, on in zip(p.island, island_on):
        if on:
            if tile == "quarry":
                quarries += 1
            else:
                k = _GOOD.get(tile)
                if k is not None:
                    tiles[k] += 1
    circles = [0] * 5
    value = 0.0
    by_id = rs.by_id
    processes = rs.processes
    for b, on in zip(p.city, city_on):
        if not on:
            continue
        k = processes.get(b)
        if k is not None:
            circles[k] += on
        else:
            value += ABILITY_WORTH.get(b, _default_ability(by_id[b])) * horizon
    value += tiles[0] * GOOD_WORTH[0] * horizon
    for k in range(1, 5):
        paired = min(circles[k], tiles[k])
        value += paired * GOOD_WORTH[k] * horizon
    value += min(quarries, 4) * QUARRY_WORTH * horizon
    return value


_GOOD = {"corn": 0, "indigo": 1, "sugar": 2, "tobacco": 3, "coffee": 4}


def _default_ability(b) -> float:
    """An ability we have not weighed one by one (the expansions' buildings): by its price."""
    if b.large or b.kind == "production":
        return 0.0
    return 0.06 + 0.015 * b.cost


def _large_bonus(rs, s, p, building_id: str) -> int:
    from ..games.puerto_rico.scoring import LARGE_BUILDING_BONUSES
    return LARGE_BUILDING_BONUSES[building_id][0](rs, p)


def worth(game, seat: int, horizon: float | None = None, viewer: int | None = None) -> float:
    """What the position is worth to `seat`, in points (see the module docstring). Everything
    it reads is open to every player, so it is the same whoever the `viewer` is."""
    rs, s = game.ruleset, game.state
    if horizon is None:
        horizon = rounds_left(game)
    p = s.players[seat]
    by_id = rs.by_id
    points = p.vp + sum(by_id[b].vp for b in p.city) + (p.nobles() if rs.nobles else 0)
    for b, w, n in zip(p.city, p.city_workers, p.city_nobles):
        if by_id[b].large and b in _LARGE:
            bonus = _large_bonus(rs, s, p, b)
            points += bonus if (w or n) else LATENT_SHARE * bonus * (horizon > 0)
    if s.game_over:
        return points + TIE_BREAK * (p.doubloons + sum(p.goods))
    island_on = [w + n for w, n in zip(p.island_workers, p.island_nobles)]
    city_on = [w + n for w, n in zip(p.city_workers, p.city_nobles)]
    manned = _engine(rs, p, island_on, city_on, horizon)
    full = _engine(rs, p, [1] * len(p.island), [by_id[b].circles for b in p.city], horizon)
    money = min(0.35, 0.05 + 0.03 * horizon)
    goods = sum(n * w for n, w in zip(p.goods, BARREL_WORTH))
    waiting = 0.1 * (p.san_juan + p.san_juan_nobles) * (horizon > 0)
    return points + manned + LATENT_SHARE * (full - manned) + money * p.doubloons + goods + waiting


_LARGE = ("guild_hall", "residence", "fortress", "customs_house", "city_hall", "cloister", "royal_garden")


# -- the mayor: a layout built space by space --------------------------------------------------
def mayor_layout(game, seat: int, horizon: float | None = None) -> dict[str, Any]:
    """The coach's layout (mapping form): workers go one at a time (or a plantation and its
    building together) to whichever space adds most to the player's worth; never a list of every
    layout (there can be tens of thousands)."""
    ruleset, state = game.ruleset, game.state
    if horizon is None:
        horizon = rounds_left(game)
    board = state.players[seat]
    workers = board.colonists() + (board.nobles() if ruleset.nobles else 0)
    spaces = _Spaces([0 if tile == "forest" else 1 for tile in board.island],
                     [ruleset.by_id[building].circles for building in board.city],
                     [0] * len(board.island), [0] * len(board.city))
    if workers >= sum(spaces.island_cap) + sum(spaces.city_cap):
        return _layout_mapping(ruleset, board, spaces.island_cap[:], spaces.city_cap[:], workers)

    def score() -> float:
        bonus = sum(_large_bonus(ruleset, state, board, building) for building, on in zip(board.city, spaces.city_on)
                    if on and building in _LARGE)
        return _engine(ruleset, board, spaces.island_on, spaces.city_on, max(horizon, 1.0)) + bonus

    _fill_greedily(ruleset, board, workers, spaces, score)
    _improve(spaces.island_on, spaces.island_cap, spaces.city_on, spaces.city_cap, score)
    return _layout_mapping(ruleset, board, spaces.island_on, spaces.city_on, workers)


class _Spaces(NamedTuple):
    """A board's spaces as the coach fills them: workers each space holds at most, and now."""

    island_cap: list[int]
    city_cap: list[int]
    island_on: list[int]
    city_on: list[int]


Best = tuple[float, list[tuple[str, int]]]  # (gain per worker, the spaces that take one each)


def _fill_greedily(ruleset, board, workers: int, spaces: _Spaces, score: Callable[[], float]) -> None:
    """Place the workers one at a time (or a plantation and its building together) where each adds
    most to the score, until none is left or no space is."""
    left = workers
    current = score()
    while left > 0:
        best = _best_single(spaces, score, current)
        if left >= 2:  # a plantation and its building together: neither yields alone
            best = _best_pair(ruleset, board, spaces, score, current, best)
        if best is None:  # no space left to fill: the rest wait in San Juan
            break
        for where, k in best[1]:
            (spaces.island_on if where == "island" else spaces.city_on)[k] += 1
            left -= 1
        current = score()


def _best_single(spaces: _Spaces, score: Callable[[], float], current: float) -> Best | None:
    """The one space whose next worker adds most, or None when every space is full."""
    best: Best | None = None
    for where, on, caps in (("island", spaces.island_on, spaces.island_cap), ("city", spaces.city_on, spaces.city_cap)):
        for k, cap in enumerate(caps):
            if on[k] < cap:
                on[k] += 1
                gain = score() - current
                on[k] -= 1
                if best is None or gain > best[0]:
                    best = (gain, [(where, k)])
    return best


def _best_pair(ruleset, board, spaces: _Spaces, score: Callable[[], float], current: float,
               best: Best | None) -> Best | None:
    """`best`, or a plantation and the first free building processing its good if together they
    add more per worker."""
    island_on, city_on = spaces.island_on, spaces.city_on
    for i, tile in enumerate(board.island):
        if island_on[i] >= spaces.island_cap[i] or tile not in _GOOD or tile == "corn":
            continue
        for j, building in enumerate(board.city):
            if city_on[j] < spaces.city_cap[j] and ruleset.processes.get(building) == _GOOD[tile]:
                island_on[i] += 1
                city_on[j] += 1
                gain = (score() - current) / 2
                island_on[i] -= 1
                city_on[j] -= 1
                if best is None or gain > best[0]:
                    best = (gain, [("island", i), ("city", j)])
                break
    return best


IMPROVE_ROUNDS = 20  # passes of single moves; a layout settles in two or three


def _improve(island_on, island_cap, city_on, city_cap, score) -> None:
    """Move single workers from space to space while that raises the score (filling one space at
    a time can strand a worker: a plantation whose building got no one)."""
    spaces = [(island_on, island_cap, k) for k in range(len(island_on))] + \
             [(city_on, city_cap, k) for k in range(len(city_on))]
    current = score()
    for _ in range(IMPROVE_ROUNDS):
        improved = False
        for on_a, _, a in spaces:
            if not on_a[a]:
                continue
            for on_b, cap_b, b in spaces:
                if on_b[b] >= cap_b[b] or (on_a is on_b and a == b):
                    continue
                on_a[a] -= 1
                on_b[b] += 1
                value = score()
                if value > current + 1e-9:
                    current = value
                    improved = True
                    if not on_a[a]:
                        break
                else:
                    on_a[a] += 1
                    on_b[b] -= 1
        if not improved:
            return


def _layout_mapping(rs, p, island_on, city_on, workers) -> dict[str, Any]:
    """The layout in the ruling notation; nobles (Nobles) fill the manned spaces first, the
    buildings before the plantations, where each noble counts as a worker like a colonist."""
    nobles = p.nobles() if rs.nobles else 0
    island_n = [0] * len(island_on)
    city_n = [0] * len(city_on)
    left = nobles
    for on, marks in ((city_on, city_n), (island_on, island_n)):
        for k, n in enumerate(on):
            take = min(n, left)
            marks[k] = take
            left -= take
    island, city = [], []
    for tile, n, k in zip(p.island, island_on, island_n):
        if k:
            island.append({tile: {"colonists": n - k, "nobles": k}})
        elif n:
            island.append({tile: n})
        else:
            island.append(tile)
    for b, n, k in zip(p.city, city_on, city_n):
        if k:
            city.append({b: {"colonists": n - k, "nobles": k}})
        elif n:
            city.append({b: n})
    placed = sum(island_on) + sum(city_on)
    waiting = workers - placed
    out: dict[str, Any] = {"island": island, "city": city}
    if nobles:
        out["san_juan"] = {"colonists": waiting - left, "nobles": left}
    else:
        out["san_juan"] = waiting
    return out


# -- choosing ---------------------------------------------------------------------------------
def candidates(game, horizon: float | None = None) -> list:
    """The moves worth weighing for the player to act: the mayor's comes from ``mayor_layout``,
    and moving guests of a guest house (New Buildings) is left aside (it is never required)."""
    s = game.state
    if s.phase == "mayor" and s.stage != "deal":
        return [Action.from_mapping({"player": s.turn, "place": mayor_layout(game, s.turn, horizon)})]
    if s.phase == "captain" and s.stage == "store":
        # whole keeps, not the engine's good-by-good steps: a step alone changes nothing to judge
        return [Action(s.turn, "keep", kept) for kept in keep_options(game.ruleset, s, s.turn)]
    return [a for a in game.legal_actions() if a.verb != "guest"]


def sandbox(game, seat: int, rng: random.Random):
    """A copy of the game that keeps no history, with the hidden plantations reshuffled (and the
    seed of later reshuffles drawn anew): the coach never learns the order of the hidden tiles."""
    sim = Game(ruleset=game.ruleset, state=game.state.clone(), record_history=False)
    sim.state.stack.sort()  # from what is known (how many of each kind) only, then shuffled
    rng.shuffle(sim.state.stack)
    sim.state.seed = rng.randrange(2 ** 32)
    return sim


def _phase_over(game) -> bool:
    # the New Buildings draft counts as over after each pick: no player owns a drafted building
    # yet, so playing the whole draft out would change no one's worth (and cost a second)
    return game.state.game_over or game.state.phase in ("role_choice", "draft")


JUDGE = Judge(sandbox=sandbox, horizon=rounds_left, worth=worth, candidates=candidates,
              is_phase_over=_phase_over)


def coach_choice(game, seat: int, rng: random.Random):
    return best_move(JUDGE, game, seat, rng)


# -- the greedy bot -----------------------------------------------------------------------------
def _gain(game, seat: int) -> tuple:
    s, rs = game.state, game.ruleset
    p = s.players[seat]
    points = p.vp + sum(rs.by_id[b].vp for b in p.city)
    return points, p.doubloons, sum(p.goods)


def greedy_choice(game, seat: int, rng: random.Random):
    """The move with the most points right after it, then doubloons, then barrels; ties drawn at
    random. Its mayor fills the spaces the coach would (greed has no view on colonists)."""
    options = candidates(game)
    if len(options) == 1:
        return options[0]
    sim = sandbox(game, seat, rng)
    scored = [(_gain(after(sim, a), seat), a) for a in options]
    top = max(k for k, _ in scored)
    return rng.choice([a for k, a in scored if k == top])
