"""When a San Juan game ends: after the builder phase in which someone reached twelve buildings
(Dutch rulebook, EINDE VAN HET SPEL), or, our reading where the book is silent, at the end of a
round after which no card can ever move again.

The book never says what happens when the cards run out. A game can reach a position where the
draw and discard piles are both empty and every card lies in a city, under a chapel or under a
crane's building: then no draw brings anything, no good can be made or sold, nobody can build or
tuck, and the rounds would repeat their role choices for ever. The engine ends such a game at the
end of the round and scores it as usual [sj.end.no-cards-left].
"""
from __future__ import annotations

from .components import BUILDINGS_TO_END, CARDS
from .state import State


def twelve_buildings(state: State) -> bool:
    """Has a player reached the buildings that end the game (checked as a builder phase ends)?"""
    return any(len(player.buildings) >= BUILDINGS_TO_END for player in state.players)


def nothing_can_move(state: State) -> bool:
    """Can no card ever move again? Both piles empty, no good anywhere, and no player who could
    build a card from their hand (even as the builder, with every discount), tuck one under a
    chapel or has to discard down to the hand limit. Asked at the end of a round."""
    if state.deck or state.discard:
        return False
    for player in state.players:
        if player.goods_count() or len(player.hand) > player.hand_limit():
            return False
        if player.hand and ("chapel" in player.buildings or _could_build(player.buildings, player.hand)):
            return False
    return True


def _could_build(city: list[str], hand: list[str]) -> bool:
    """Could any card of `hand` be built into `city` under the kindest terms the game offers: the
    builder's privilege doubled by a library, the smithy or quarry, a crane covering the dearest
    building it may? (A generous bound is safe: it only keeps a game going.)"""
    room = len(hand) - 1
    privilege = 2 if "library" in city else 1
    cover = max((CARDS[b].cost for b in city if b != "crane"), default=0) if "crane" in city else 0
    for card in set(hand):
        found = CARDS[card]
        if found.violet and card in city:
            continue
        discount = privilege + cover
        discount += 1 if (found.production and "smithy" in city) or (found.violet and "quarry" in city) else 0
        if found.cost - discount <= room:
            return True
    return False
