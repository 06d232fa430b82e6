"""A static HTML picture of a San Juan position, drawn from its view model.

What a notebook keeps when it is exported or seen without a kernel: one ``<div class="prnb prnb-sj">``
with the widget's stylesheet inline. Every piece of text from data goes through
``html.escape``; markup is built only here, from fixed strings.

>>> from puertorico_nb.games.san_juan import SanJuanGame
>>> html = sanjuan_html(SanJuanGame(players=2, seed=0), names=["<b>Ana</b>", "Bo"], seat=0)
>>> "&lt;b&gt;Ana&lt;/b&gt;" in html and "<b>Ana</b>" not in html
True
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from puertorico_nb.core.markup import name as _name
from puertorico_nb.core.markup import stylesheet, text
from puertorico_nb.core.words import capitalised

from .shapes import Card, Player
from .viewmodel import good_lying, sanjuan_view_model

if TYPE_CHECKING:
    from ..game import SanJuanGame

# the same stylesheets the table widget uses (the shared one first), so the static picture looks
# like the live table
STYLESHEETS = tuple(Path(__file__).resolve().parents[3] / "widgets" / "static" / name
                    for name in ("shared.css", "sanjuan.css"))
GOODS = ("indigo", "sugar", "tobacco", "coffee", "silver")


def _css() -> str:
    return stylesheet(*STYLESHEETS)


_t = text  # every text from data goes through it


def _kind_class(card: Card) -> str:
    """The card's colour class; unknown values get the plain one (never raw data in a class)."""
    if card.get("good") in GOODS:
        return f"prnb-card prnb-good-{card['good']}"
    return "prnb-card prnb-violet" if card.get("kind") == "violet" else "prnb-card"


def sanjuan_html(game: SanJuanGame, names: Sequence[str | None] | None = None, seat: int | None = None) -> str:
    """The table as `seat` sees it (None: a spectator), as one self-contained HTML fragment."""
    return table_html(sanjuan_view_model(game, seat=seat, names=names, with_actions=False))


def _card(card: Card, extra: str = "") -> str:
    good = ""
    if card.get("has_good"):
        good = f'<span class="prnb-goodcard">{_t(card.get("good_words") or good_lying(card["id"]))}</span>'
    return (f'<div class="{_kind_class(card)}{extra}"><span class="prnb-card-name">{_t(capitalised(card["name"]))}</span>'
            f'<span class="prnb-card-meta">cost {_t(card["cost"])} · {_t(card["vp"])} VP</span>{good}</div>')


def table_html(view: dict[str, Any], with_style: bool = True) -> str:
    parts = ['<div class="prnb prnb-sj prnb-static" role="group" aria-label="San Juan table">']
    if with_style:
        parts.append(f"<style>{_css()}</style>")
    parts += [_header(view), _roles(view), _piles(view), _turned_up(view),
              f'<div class="prnb-section prnb-players">{"".join(_board(player) for player in view["players"])}</div>']
    if view["scores"]:
        parts.append(scores_html(view))
    parts.append("</div>")
    return "".join(parts)


def _header(view: dict[str, Any]) -> str:
    names = [player["name"] for player in view["players"]]
    head = [f'<h3>San Juan · round {_t(view["round"])} · {_t(view["phase_title"])}</h3>',
            f'<span class="prnb-badge prnb-badge-governor">Governor: {_name(names[view["governor"]])}</span>']
    if view["game_over"]:
        won = ", ".join(_name(names[winner]) for winner in view["winners"])
        head.append(f'<span class="prnb-badge prnb-badge-end">Game over · won by {won}</span>')
    elif view["turn_name"] is not None:
        head.append(f'<span class="prnb-badge prnb-badge-act">To act: {_name(view["turn_name"])}</span>')
    return f'<div class="prnb-section prnb-header">{"".join(head)}</div>'


def _roles(view: dict[str, Any]) -> str:
    roles = []
    for role in view["roles"]:
        taken = role["taken_by"] is not None
        holder = f"taken by {_name(role['taken_by_name'])}" if taken else "free"
        roles.append(f'<div class="prnb-role{" prnb-role-taken" if taken else ""}"><b>{_t(role["title"])}</b>'
                     f'<span class="prnb-muted">{_t(role["privilege"])}</span><span>{holder}</span></div>')
    return f'<div class="prnb-section"><h4>Roles</h4><div class="prnb-roles">{"".join(roles)}</div></div>'


def _piles(view: dict[str, Any]) -> str:
    piles = [f'<span class="prnb-stat">Draw pile <b>{_t(view["deck_size"])}</b></span>',
             f'<span class="prnb-stat">Discard pile <b>{_t(view["discard_size"])}</b></span>']
    tile = view["tile"]
    if tile["up"]:
        prices = ", ".join(f'{_t(price["good"])} {_t(price["cards"])}' for price in tile["prices"])
        piles.append(f'<span class="prnb-stat">Trading house: {prices}</span>')
    else:
        piles.append(f'<span class="prnb-stat">Trading-house tiles face down <b>{_t(tile["face_down"])}</b></span>')
    return f'<div class="prnb-section prnb-piles">{"".join(piles)}</div>'


def _turned_up(view: dict[str, Any]) -> str:
    """The cards a gold mine turned up and those a councillor drew, when there are some."""
    parts = []
    if view["revealed"]:
        cards = "".join(_card(card) for card in view["revealed"])
        parts.append(f'<div class="prnb-section"><h4>Gold mine: turned up</h4><div class="prnb-cards">{cards}</div></div>')
    if view["drawn"]:
        cards = "".join(_card(card) for card in view["drawn"])
        parts.append(f'<div class="prnb-section"><h4>Drawn (councillor)</h4><div class="prnb-cards">{cards}</div></div>')
    return "".join(parts)


def _board(player: Player) -> str:
    """One player's badges, counts, city, and hand when the viewer may see it."""
    badges = ""
    if player["governor"]:
        badges += '<span class="prnb-badge prnb-badge-governor">Governor</span>'
    if player["to_act"]:
        badges += '<span class="prnb-badge prnb-badge-act">To act</span>'
    stats = [f'Hand <b>{_t(player["hand_size"])}</b> of {_t(player["hand_limit"])}',
             f'Buildings <b>{_t(player["buildings_count"])}</b>', f'Goods <b>{_t(player["goods_count"])}</b>',
             f'City VP <b>{_t(player["city_vp"])}</b>']
    if player["has_chapel"]:
        chapel = player["chapel"]
        stats.append(f'Chapel <b>{_t(chapel)}</b>' if chapel is not None else "Chapel: hidden")
    city = "".join(_card(card) for card in player["city"])
    hand = ""
    if player["hand"] is not None:
        hand = ('<h4>Hand</h4><div class="prnb-cards prnb-hand">'
                + ("".join(_card(card) for card in player["hand"]) or '<span class="prnb-muted">empty</span>') + "</div>")
    covered = ""
    if player["covered"]:
        covered = f'<p class="prnb-muted">Covered by a crane: {_t(", ".join(card["name"] for card in player["covered"]))}</p>'
    return (f'<div class="prnb-player{" prnb-to-act" if player["to_act"] else ""}"><div class="prnb-player-head">'
            f'<span class="prnb-player-name">{_name(player["name"])}</span>{badges}</div>'
            f'<div class="prnb-stats">{"".join(f"<span class=prnb-stat>{stat}</span>" for stat in stats)}</div>'
            f'<div class="prnb-cards prnb-city" aria-label="city">{city}</div>{covered}{hand}</div>')


def scores_html(view: dict[str, Any]) -> str:
    rows = []
    for player in view["players"]:
        score = view["scores"]["players"][str(player["seat"])]
        bonuses = ", ".join(f"{name.replace('_', ' ')} {points}" for name, points in score["bonuses"].items()) or "–"
        win = " (winner)" if player["seat"] in view["winners"] else ""
        rows.append(f'<tr><td>{_name(player["name"])}{win}</td><td>{_t(score["buildings"])}</td><td>{_t(score["chapel"])}</td>'
                    f'<td>{_t(bonuses)}</td><td>{_t(score["total"])}</td><td>{_t(score["tie_break"])}</td></tr>')
    head = "".join(f'<th scope="col">{heading}</th>' for heading in
                   ("Player", "Buildings", "Chapel", "Bonuses", "Total", "Tie-break (hand + goods)"))
    return (f'<div class="prnb-section"><h4>Final score</h4><table class="prnb-scores"><thead><tr>{head}</tr>'
            f'</thead><tbody>{"".join(rows)}</tbody></table></div>')
