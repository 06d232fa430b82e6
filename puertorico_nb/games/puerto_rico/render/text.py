"""A compact plain-text picture of a position, for terminals, logs and doctests."""
from __future__ import annotations

from ..components import GOODS


def _spaces(names, workers) -> str:
    return " ".join(f"{n}{'*' * w if w else ''}" for n, w in zip(names, workers)) or "-"


def game_text(game) -> str:
    s = game.state
    lines = []
    if s.game_over:
        lines.append(f"Game over after round {s.round}. Scores: "
                     + ", ".join(f"player {i}: {v}" for i, v in game.scores().items()))
    else:
        lines.append(f"Round {s.round}, governor: player {s.governor}, phase: {s.phase.replace('_', ' ')}, "
                     f"to act: player {s.turn}")
    roles = ", ".join(f"{r}{'(' + str(m) + ')' if m else ''}{' [taken]' if t != -1 else ''}"
                      for r, m, t in zip(s.role_cards, s.role_money, s.role_taken))
    lines.append(f"Roles: {roles}")
    lines.append(f"Plantations face up: {' '.join(s.face_up) or '-'}; quarries: {s.quarries}; "
                 f"stack: {len(s.stack)}")
    lines.append(f"Colonists: ship {s.colonist_ship}, supply {s.colonist_supply}; VP chips: {s.vp_supply}")
    ships = "  ".join(f"[{c}: {k} {GOODS[g]}]" if g != -1 else f"[{c}: empty]"
                      for c, g, k in zip(s.ship_capacity, s.ship_good, s.ship_count))
    lines.append(f"Ships: {ships}")
    lines.append(f"Trading house: {' '.join(GOODS[i] for i in s.trading_house) or '-'}")
    for i, p in enumerate(s.players):
        marks = ("G" if i == s.governor else " ") + (">" if i == s.turn else " ")
        goods = " ".join(f"{g}:{n}" for g, n in zip(GOODS, p.goods) if n) or "-"
        lines.append(f"{marks} player {i}: {p.doubloons} doubloons, {p.vp} VP, goods {goods}, "
                     f"San Juan {p.san_juan}")
        lines.append(f"     island: {_spaces(p.island, p.island_workers)}")
        lines.append(f"     city:   {_spaces(p.city, p.city_workers)}")
    return "\n".join(lines)
