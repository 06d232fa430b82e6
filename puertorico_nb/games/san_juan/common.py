"""Pieces of rules the San Juan phases share: drawing (and reshuffling), the library, multisets."""
from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any, Iterable, Iterator

from puertorico_nb.core.errors import Refusal  # a check's "no", turned into IllegalAction at the Game
from puertorico_nb.core.events import Event, event
from puertorico_nb.core.words import plural, with_article

if TYPE_CHECKING:
    from .state import State

__all__ = ["plural", "with_article"]  # re-exported for the phases' refusals, with said() below


def said(cards: str | Iterable[Any]) -> str:
    """Cards named in plain words for a refusal: ``sugar_mill`` -> "sugar mill", a list joined."""
    items = [cards] if isinstance(cards, str) else list(cards)
    return ", ".join(str(card).replace("_", " ") for card in items)



__all__ = ["Refusal", "draw", "library_available", "multiset_combinations", "random_subset", "missing",
           "skip", "event"]


def draw(state: State, n: int, events: list[Event], player: int | None = None) -> list[str]:
    """Take up to n cards from the draw pile. An empty draw pile is rebuilt from the discard
    pile, shuffled; with both empty, the draw takes what there is."""
    out: list[str] = []
    deck = state.deck
    while len(out) < n:
        if not deck:
            if not state.discard:
                events.append(event("piles_empty", player, "sj.deck.both-piles-empty", {"short": n - len(out)}))
                break
            reshuffle(state, events)
            deck = state.deck
        out.append(deck.pop())
    return out


def reshuffle(state: State, events: list[Event]) -> None:
    deck = state.discard
    state.discard = []
    random.Random(f"{state.seed}:shuffle:{state.shuffles}").shuffle(deck)
    state.shuffles += 1
    state.deck = deck
    events.append(event("reshuffle", None, "sj.deck.reshuffle-discards", {"cards": len(deck)}))


def available_cards(state: State) -> int:
    return len(state.deck) + len(state.discard)


def library_available(state: State, player: int, covered: str | None = None) -> bool:
    """May this player double a role's privilege with the library: the role they are choosing (no
    chooser yet) or chose? Only a chooser, owning a library (not the one a crane is covering right
    now), and once per round (it matters with 2 players)."""
    return (state.chooser in (None, player) and covered != "library" and "library" in state.players[player].buildings
            and not state.library_used[player])


def missing(wanted: list[str] | tuple[str, ...], have: Iterable[str]) -> list[str]:
    """The cards in `wanted` that `have` cannot supply (both are lists of names, as multisets)."""
    if len(wanted) == 1:
        return [] if wanted[0] in have else list(wanted)
    pool = list(have)
    lacking = []
    for card in wanted:
        try:
            pool.remove(card)
        except ValueError:
            lacking.append(card)
    return sorted(lacking)


def take(source: list[str], cards: Iterable[str]) -> None:
    """Remove these cards (a multiset already known to be there) from `source`."""
    for c in cards:
        source.remove(c)


def multiset_combinations(counts: list[tuple[str, int]], k: int) -> Iterator[tuple[str, ...]]:
    """Every distinct sorted k-card selection from (name, copies) pairs given in name order."""
    if k == 0:
        yield ()
        return
    total = sum(n for _, n in counts)
    if k > total:
        return

    def rec(i: int, k: int, left: int) -> Iterator[tuple[str, ...]]:
        if k == 0:
            yield ()
            return
        if i == len(counts) or k > left:
            return
        name, n = counts[i]
        rest = left - n
        for use in range(min(n, k), -1, -1):
            if k - use > rest:
                break
            for tail in rec(i + 1, k - use, rest):
                yield (name,) * use + tail
    yield from rec(0, k, total)


def counts_of(cards: Iterable[str]) -> list[tuple[str, int]]:
    return sorted(Counter(cards).items())


def random_subset(cards: list[str], k: int, rng: random.Random) -> tuple[str, ...]:
    return tuple(sorted(rng.sample(cards, k)))


def skip(state: State, player: int, rule: str, events: list[Event]) -> None:
    events.append(event("skip", player, rule, {"phase": state.phase}))
