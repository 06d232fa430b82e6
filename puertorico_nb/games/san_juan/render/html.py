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

from puertorico_nb.core.language import component_name, current_language
from puertorico_nb.core.markup import isolated, said, said_in_attribute, stylesheet, text
from puertorico_nb.core.markup import name as _name
from puertorico_nb.core.words import capitalised, comma_list

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
            f'<span class="prnb-card-meta">{said("cost {cost} · {points} VP", cost=card["cost"], points=card["vp"])}'
            f'</span>{good}</div>')


def table_html(view: dict[str, Any], with_style: bool = True) -> str:
    lang = _t(current_language().replace("_", "-"))  # HTML's tag for the language: zh-Hans
    parts = [f'<div class="prnb prnb-sj prnb-static" role="group" aria-label="{said_in_attribute("San Juan")}" lang="{lang}">']
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
    title = said("San Juan · round {round} · {phase}", round=view["round"], phase=view["phase_title"])
    governor = said("Governor: {name}", name=isolated(names[view["governor"]]))
    head = [f'<h3>{title}</h3>', f'<span class="prnb-badge prnb-badge-governor" dir="auto">{governor}</span>']
    if view["game_over"]:
        won = said("Game over · won by {names}", names=", ".join(isolated(names[winner]) for winner in view["winners"]))
        head.append(f'<span class="prnb-badge prnb-badge-end" dir="auto">{won}</span>')
    elif view["turn_name"] is not None:
        to_act = said("To act: {name}", name=isolated(view["turn_name"]))
        head.append(f'<span class="prnb-badge prnb-badge-act" dir="auto">{to_act}</span>')
    return f'<div class="prnb-section prnb-header">{"".join(head)}</div>'


def _roles(view: dict[str, Any]) -> str:
    roles = []
    for role in view["roles"]:
        taken = role["taken_by"] is not None
        holder = said("taken by {name}", name=isolated(role["taken_by_name"])) if taken else said("free")
        roles.append(f'<div class="prnb-role{" prnb-role-taken" if taken else ""}"><b>{_t(role["title"])}</b>'
                     f'<span class="prnb-muted">{_t(role["privilege"])}</span><span>{holder}</span></div>')
    return f'<div class="prnb-section"><h4>{said("Role cards")}</h4><div class="prnb-roles">{"".join(roles)}</div></div>'


def _piles(view: dict[str, Any]) -> str:
    piles = [_stat("Draw pile", view["deck_size"]), _stat("Discard pile", view["discard_size"])]
    tile = view["tile"]
    if tile["up"]:
        goods = view.get("names") or {}
        prices = _t(comma_list([f'{goods.get(price["good"], price["good"])} {price["cards"]}' for price in tile["prices"]]))
        piles.append(f'<span class="prnb-stat">{said("Trading house")}: {prices}</span>')
    else:
        piles.append(_stat("Trading-house tiles face down", tile["face_down"]))
    return f'<div class="prnb-section prnb-piles">{"".join(piles)}</div>'


def _stat(label: str, value: Any) -> str:
    """A count with its label (one of the tables' own texts, see ``said``)."""
    return f'<span class="prnb-stat">{said(label)} <b>{_t(value)}</b></span>'


def _turned_up(view: dict[str, Any]) -> str:
    """The cards a gold mine turned up and those a councillor drew, when there are some."""
    parts = []
    if view["revealed"]:
        cards = "".join(_card(card) for card in view["revealed"])
        title = said("Gold mine: the four cards turned up")
        parts.append(f'<div class="prnb-section"><h4>{title}</h4><div class="prnb-cards">{cards}</div></div>')
    if view["drawn"]:
        cards = "".join(_card(card) for card in view["drawn"])
        title = said("Your councillor cards")
        parts.append(f'<div class="prnb-section"><h4>{title}</h4><div class="prnb-cards">{cards}</div></div>')
    return "".join(parts)


def _board(player: Player) -> str:
    """One player's badges, counts, city, and hand when the viewer may see it."""
    badges = ""
    if player["governor"]:
        badges += f'<span class="prnb-badge prnb-badge-governor">{said("Governor")}</span>'
    if player["to_act"]:
        badges += f'<span class="prnb-badge prnb-badge-act">{said("To act")}</span>'
    hand_size = said("{count} of {limit}", count=player["hand_size"], limit=player["hand_limit"])
    stats = [f'<span class="prnb-stat">{said("Hand")} <b>{hand_size}</b></span>',
             _stat("Buildings", player["buildings_count"]), _stat("Goods", player["goods_count"]),
             _stat("City VP", player["city_vp"])]
    if player["has_chapel"]:
        chapel = player["chapel"]
        stats.append(_stat("Chapel cards", chapel) if chapel is not None
                     else f'<span class="prnb-stat">{said("Chapel: hidden")}</span>')
    city = "".join(_card(card) for card in player["city"]) or f'<span class="prnb-muted">{said("no buildings")}</span>'
    hand = ""
    if player["hand"] is not None:
        cards = "".join(_card(card) for card in player["hand"]) or f'<span class="prnb-muted">{said("no cards in hand")}</span>'
        whose = said("{name}'s hand", name=isolated(player["name"]))
        hand = f'<h4>{whose}</h4><div class="prnb-cards prnb-hand">{cards}</div>'
    covered = ""
    if player["covered"]:
        cranes = said("Covered by a crane: {cards}", cards=comma_list([card["name"] for card in player["covered"]]))
        covered = f'<p class="prnb-muted">{cranes}</p>'
    city_label = said_in_attribute("{name}'s city", name=isolated(player["name"]))
    return (f'<div class="prnb-player{" prnb-to-act" if player["to_act"] else ""}"><div class="prnb-player-head">'
            f'<span class="prnb-player-name">{_name(player["name"])}</span>{badges}</div>'
            f'<div class="prnb-stats">{"".join(stats)}</div>'
            f'<div class="prnb-cards prnb-city" role="group" aria-label="{city_label}">{city}</div>{covered}{hand}</div>')


def scores_html(view: dict[str, Any]) -> str:
    rows = []
    for player in view["players"]:
        score = view["scores"]["players"][str(player["seat"])]
        bonuses = comma_list([f"{component_name('card', name)} {points}" for name, points in score["bonuses"].items()]) or "–"
        who = (said("{name} (winner)", name=isolated(player["name"])) if player["seat"] in view["winners"]
               else _name(player["name"]))
        rows.append(f'<tr><td dir="auto">{who}</td><td>{_t(score["buildings"])}</td><td>{_t(score["chapel"])}</td>'
                    f'<td dir="auto">{_t(bonuses)}</td><td>{_t(score["total"])}</td><td>{_t(score["tie_break"])}</td></tr>')
    head = "".join(f'<th scope="col">{said(heading)}</th>' for heading in
                   ("Player", "Buildings", "Chapel cards", "Bonuses", "Total", "Tie-break (hand + goods)"))
    title = said("Final score") if view["scores"]["final"] else said("Score so far")
    return (f'<div class="prnb-section"><h4>{title}</h4><table class="prnb-scores"><thead><tr>{head}</tr>'
            f'</thead><tbody>{"".join(rows)}</tbody></table></div>')
