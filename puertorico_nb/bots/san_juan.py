"""The San Juan bots' judgement: what a position is worth to each player, and how the greedy bot
and the coach choose.

The worth of a position to a player (``worth``) is counted in victory points: the points of their
buildings (with the bonuses of the 6-cost ones they have), plus what their production buildings,
violet abilities, goods and hand should still bring in the rounds left (``rounds_left``, from the
fullest city). The coach weighs its moves as in Puerto Rico (see ``lookahead``); before looking
ahead it gathers every card it cannot see (the deck, the discard pile, the other hands, every
good lying face down, the cards under the other chapels, a rival's cards picked so far) and deals
them back at random (the other chapels' sizes too: only their total can be known), and shuffles
the trading-house tiles still face down: it never learns a hidden card.
"""
from __future__ import annotations

import random

from .. import SanJuanGame
from ..games.san_juan.actions import Action
from ..games.san_juan.common import Refusal
from ..games.san_juan.flow import STEPPED
from .lookahead import Judge, after, best_move

CITY_TO_END = 12
# What a violet building's ability brings per round left, in points (a rough reckoning).
ABILITY_WORTH = {
    "smithy": 0.08, "gold_mine": 0.12, "archive": 0.08, "poor_house": 0.08, "black_market": 0.10,
    "trading_post": 0.15, "well": 0.15, "market_stand": 0.15, "crane": 0.05, "chapel": 0.45,
    "tower": 0.15, "aqueduct": 0.20, "carpenter": 0.25, "prefecture": 0.25, "market_hall": 0.20,
    "quarry": 0.20, "library": 0.40,
}
# A production building's worth per round left, by the good it makes (indigo .. silver).
PRODUCTION_WORTH = {"indigo_plant": 0.14, "sugar_mill": 0.18, "tobacco_storage": 0.22,
                    "coffee_roaster": 0.26, "silver_smelter": 0.30}
CARD_WORTH = 0.45  # a card in hand: a third or so of a building to come
GOOD_WORTH = 0.35  # a good waiting on its building: it sells for a card or more, but blocks the next one
TIE_BREAK = 0.01
LATE_ROUNDS = 2.5  # in the last rounds a card or a good may no longer become a building
BONUS_BUILDINGS = ("guild_hall", "city_hall", "triumphal_arch", "palace")
MONUMENTS = ("statue", "victory_column", "hero")


def _cards():
    from ..games.san_juan.components import CARDS
    return CARDS


def rounds_left(game) -> float:
    """How many rounds the game should still last, from the fullest city and the cards left to
    draw (everyone sees both)."""
    s = game.state
    if s.game_over:
        return 0.0
    fullest = max(len(p.buildings) for p in s.players)
    # once the cards run short, few buildings can still be paid for: the end is near whoever ends it
    cards_left = len(s.deck) + len(s.discard)
    return max(0.0, min((CITY_TO_END - fullest) / 0.9, cards_left / (2.0 * s.players_count)))


def _points(p, cards) -> float:
    """Building points and the 6-cost buildings' bonuses as the city stands now."""
    points = sum(cards[b].vp for b in p.buildings)
    city = p.buildings
    production = sum(1 for b in city if cards[b].production)
    bonus = 0
    if "guild_hall" in city:
        bonus += 2 * production
    if "city_hall" in city:
        bonus += len(city) - production
    if "triumphal_arch" in city:
        bonus += (0, 4, 6, 8)[min(3, sum(1 for b in city if b in MONUMENTS))]
    if "palace" in city:
        bonus += (points + bonus) // 4
    return points + bonus


def hand_card_worth(card: str, p, horizon: float) -> float:
    """What one card in hand is worth to this player: more for a building they would gladly build
    (a big one, or a violet one they lack), less for a violet one they have (it can only pay).
    Near the end a card is worth less and less: it counts only if it can still become a building
    (at the end, only the tie-break counts it)."""
    cards = _cards()
    c = cards[card]
    if c.violet and card in p.buildings:
        value = CARD_WORTH * 0.8
    elif card in BONUS_BUILDINGS or card in MONUMENTS:
        value = CARD_WORTH + 0.25
    elif card in ("library", "chapel", "prefecture", "carpenter", "quarry", "aqueduct"):
        value = CARD_WORTH + 0.15 * min(1.0, horizon / 6)
    else:
        value = CARD_WORTH + 0.02 * c.cost
    return max(TIE_BREAK, value * _late(horizon))


def _late(horizon: float) -> float:
    """How much cards and goods still count, from 1 (plenty of rounds left) down to 0 (none)."""
    return min(1.0, horizon / LATE_ROUNDS)


def worth(game, seat: int, horizon: float, *, open_hand: bool = True) -> float:
    """What the position is worth to `seat`, in points (see the module docstring). With
    `open_hand` false (another player's reckoning) the hand counts as so many ordinary cards,
    never by name."""
    cards = _cards()
    s = game.state
    p = s.players[seat]
    points = _points(p, cards)
    if s.game_over:
        return points + len(p.chapel) + TIE_BREAK * (len(p.hand) + p.goods_count())
    value = float(points)
    # a chapel's cards may be kept secret, but each tuck is made in the open: anyone who watched
    # knows how many lie there (never which)
    value += len(p.chapel)
    for b in p.buildings:
        c = cards[b]
        value += (PRODUCTION_WORTH[b] if c.production else ABILITY_WORTH.get(b, 0.0)) * horizon
    value += GOOD_WORTH * _late(horizon) * p.goods_count()
    if open_hand:
        value += sum(hand_card_worth(c, p, horizon) for c in p.hand)
    else:
        value += CARD_WORTH * _late(horizon) * len(p.hand)
    # cards beyond the hand limit are lost at the start of the next round
    limit = 12 if "tower" in p.buildings else 7
    value -= CARD_WORTH * max(0, len(p.hand) - limit)
    return value


def _judge_worth(game, seat: int, horizon: float, viewer: int) -> float:
    """The viewer's own hand by name; its rivals' hands as counts only (in a sandbox they hold
    cards dealt at random anyway)."""
    return worth(game, seat, horizon, open_hand=(seat == viewer))


def candidates(game, horizon: float | None = None) -> list:
    """The moves worth weighing for the player to act, made without listing every legal one
    (paying for a build, producing, selling and discarding can each be done in hundreds of ways):
    each build paid with the cards the player values least, the best goods to produce on or to
    sell, each card one could keep, the least valued cards to throw away; then every move that
    is left is checked, and only the legal ones are weighed."""
    s = game.state
    seat = s.turn
    p = s.players[seat]
    h = rounds_left(game) if horizon is None else horizon
    phase = s.phase
    cards = _cards()

    def by_worth(card):
        return hand_card_worth(card, p, h)

    def prefixes(verb, pool):
        return [{"player": seat, verb: pool[:k]} for k in range(1, len(pool) + 1)]

    if phase == "builder":
        moves = _builds(game, seat, h) + [{"player": seat, "pass": True}]
    elif phase == "producer":
        empty = sorted(p.empty_production(), key=lambda b: -PRODUCTION_WORTH[b])
        moves = prefixes("produce", empty) + [{"player": seat, "pass": True}]
    elif phase == "trader":
        tile = s.tiles[0]
        goods = sorted(p.goods_on(), key=lambda b: -tile[cards[b].good])
        moves = prefixes("sell", goods) + [{"player": seat, "pass": True}]
    elif phase == "councillor" and s.archive_drawn:
        throw = sorted(p.hand, key=by_worth)
        moves = [{"player": seat, "discard": throw[:k]} for k in range(len(throw) + 1)]
    elif phase == "councillor" or phase == "starting_hand":
        pool = s.drawn if phase == "councillor" else p.hand
        best = sorted(pool, key=lambda c: -by_worth(c))
        moves = [{"player": seat, "keep": [c]} for c in dict.fromkeys(pool)] + prefixes("keep", best)
    elif phase == "hand_limit":
        throw = sorted(p.hand, key=by_worth)
        moves = [{"player": seat, "discard": throw[:k]} for k in range(len(throw) + 1)]
    else:  # role choice, chapel, prospector: a handful of moves
        return list(game.legal_actions())
    out: dict = {}
    for m in moves:
        a = Action.from_mapping(m)
        if a not in out and game.is_legal(a):
            out[a] = None
    return list(out)


def _builds(game, seat: int, horizon: float) -> list[dict]:
    """One build of each card the player could build (plain, over each building with a crane,
    with goods from a black market), paid with the cards they value least."""
    from ..games.san_juan.builder import price
    s = game.state
    p = s.players[seat]
    overs = [None] + (sorted({b for b in p.buildings if b != "crane"}) if "crane" in p.buildings else [])
    goods_on = p.goods_on() if "black_market" in p.buildings else []
    out = []
    for card in dict.fromkeys(p.hand):
        rest = p.hand[:]
        rest.remove(card)
        rest.sort(key=lambda c: hand_card_worth(c, p, horizon))
        for over in overs:
            for k in range(min(2, len(goods_on)) + 1):
                terms = price(s, seat, card, over, tuple(goods_on[:k]), False)
                if isinstance(terms, Refusal) or terms[0] > len(rest):
                    continue
                move = {"player": seat, "build": card, "pay": rest[:terms[0]]}
                if over:
                    move["over"] = over
                if k:
                    move["goods"] = goods_on[:k]
                out.append(move)
    return out


def sandbox(game, seat: int, rng: random.Random):
    """A copy with no history in which every card `seat` cannot see is dealt afresh."""
    sim = SanJuanGame(state=game.state.clone(), options=game.ruleset, record_history=False)
    s = sim.state
    hidden = [*s.deck, *s.discard]
    shown = {q: _shown_in_hand(s, q) for q in range(len(s.players)) if q != seat}
    for q, p in enumerate(s.players):
        hidden += [g for g in p.goods if g is not None]
        if q != seat:
            hidden += p.chapel + _without(p.hand, shown[q])
    if s.turn != seat:
        hidden += s.drawn
    hidden.sort()  # from what is known (which cards are unseen) only, then shuffled
    rng.shuffle(hidden)

    def deal(n):
        out = hidden[len(hidden) - n:] if n else []
        del hidden[len(hidden) - n:]
        return out

    # how many cards lie under each other chapel may stay secret: only their total is known (from
    # the cards counted everywhere else), so it is shared out among the rivals afresh too
    rivals = [q for q in range(len(s.players)) if q != seat]
    tucked = [0] * len(s.players)
    for _ in range(sum(len(s.players[q].chapel) for q in rivals)):
        tucked[rng.choice(rivals)] += 1
    for q, p in enumerate(s.players):
        p.goods = [None if g is None else deal(1)[0] for g in p.goods]
        if q != seat:
            p.hand = deal(len(p.hand) - len(shown[q])) + shown[q]
            p.chapel = deal(tucked[q])
    if s.turn != seat:
        s.drawn = deal(len(s.drawn))
        stepped = STEPPED.get(s.phase)
        if s.picked and stepped is not None and not getattr(stepped, "PICKS_IN_THE_OPEN", False):
            # a rival's cards picked so far (seen by its owner only) come from the cards just dealt
            s.picked = rng.sample(stepped.pick_source(s, s.turn), len(s.picked))
    s.discard = deal(len(s.discard))
    s.deck = hidden
    face_down = sorted(s.tiles[1:] if s.tile_up else s.tiles)
    rng.shuffle(face_down)
    s.tiles = (s.tiles[:1] + face_down) if s.tile_up else face_down
    s.seed = rng.randrange(2 ** 32)
    return sim


def _shown_in_hand(s, player: int) -> list[str]:
    """The cards of `player`'s hand everyone has seen: a building begun and not yet paid for."""
    if s.building and s.turn == player:
        return [Action.from_text(s.building).value]
    return []


def _without(cards: list[str], taken: list[str]) -> list[str]:
    rest = [*cards]
    for card in taken:
        rest.remove(card)
    return rest


def _phase_over(game) -> bool:
    return game.state.game_over or game.state.phase == "role_choice"


JUDGE = Judge(sandbox=sandbox, horizon=rounds_left, worth=_judge_worth, candidates=candidates,
              is_phase_over=_phase_over)


def coach_choice(game, seat: int, rng: random.Random):
    return best_move(JUDGE, game, seat, rng)


# -- the greedy bot -------------------------------------------------------------------------------
def _gain(game, seat: int) -> tuple:
    p = game.state.players[seat]
    return _points(p, _cards()), len(p.hand), p.goods_count()


def greedy_choice(game, seat: int, rng: random.Random):
    """The move with the most points right after it, then cards in hand, then goods; ties drawn
    at random."""
    sim = sandbox(game, seat, rng)
    scored = [(_gain(after(sim, a), seat), a) for a in candidates(game)]
    top = max(k for k, _ in scored)
    return rng.choice([a for k, a in scored if k == top])
