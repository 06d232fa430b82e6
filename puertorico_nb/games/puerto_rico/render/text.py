"""A compact plain-text picture of a position, for terminals, logs and doctests."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..components import GOODS

if TYPE_CHECKING:
    from ..game import Game


def _spaces(names: list[str], workers: list[int]) -> str:
    return " ".join(f"{count}{'*' * w if w else ''}" for count, w in zip(names, workers)) or "-"


def game_text(game: Game) -> str:
    state = game.state
    lines: list[str] = []
    if state.game_over:
        lines.append(f"Game over after round {state.round}. Scores: "
                     + ", ".join(f"player {i}: {v}" for i, v in game.scores().items()))
    else:
        lines.append(f"Round {state.round}, governor: player {state.governor}, phase: {state.phase.replace('_', ' ')}, "
                     f"to act: player {state.turn}")
    roles = ", ".join(f"{r}{'(' + str(m) + ')' if m else ''}{' [taken]' if t != -1 else ''}"
                      for r, m, t in zip(state.role_cards, state.role_money, state.role_taken))
    lines.append(f"Roles: {roles}")
    lines.append(f"Plantations face up: {' '.join(state.face_up) or '-'}; quarries: {state.quarries}; "
                 f"stack: {len(state.stack)}")
    lines.append(f"Colonists: ship {state.colonist_ship}, supply {state.colonist_supply}; VP chips: {state.vp_supply}")
    ships = "  ".join(f"[{c}: {k} {GOODS[good]}]" if good != -1 else f"[{c}: empty]"
                      for c, good, k in zip(state.ship_capacity, state.ship_good, state.ship_count))
    lines.append(f"Ships: {ships}")
    lines.append(f"Trading house: {' '.join(GOODS[i] for i in state.trading_house) or '-'}")
    for i, player in enumerate(state.players):
        marks = ("G" if i == state.governor else " ") + (">" if i == state.turn else " ")
        goods = " ".join(f"{good}:{count}" for good, count in zip(GOODS, player.goods) if count) or "-"
        lines.append(f"{marks} player {i}: {player.doubloons} doubloons, {player.vp} VP, goods {goods}, "
                     f"San Juan {player.san_juan}")
        lines.append(f"     island: {_spaces(player.island, player.island_workers)}")
        lines.append(f"     city:   {_spaces(player.city, player.city_workers)}")
    return "\n".join(lines)
