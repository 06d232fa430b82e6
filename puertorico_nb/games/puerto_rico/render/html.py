"""A static HTML picture of a position, drawn from the view model.

This is what a notebook keeps when it is exported or viewed without a kernel, so it needs no
JavaScript: one ``<div class="prnb">`` with its stylesheet inline (the same file the widgets
load, scoped under that class). Every piece of text that comes from data goes through
``html.escape``; markup is only ever built here, from fixed strings.

>>> from puertorico_nb.games.puerto_rico import Game
>>> html = game_html(Game(players=3), names=["<b>Ana</b>", "Bo", "Cy"])
>>> "&lt;b&gt;Ana&lt;/b&gt;" in html and "<b>Ana</b>" not in html
True
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence

from puertorico_nb.core.markup import name as _name
from puertorico_nb.core.markup import score_chart_svg as chart_svg, stylesheet, text
from puertorico_nb.core.words import capitalised

from .shapes import Draft, MarketBuilding, Player
from .viewmodel import pretty, view_model

if TYPE_CHECKING:
    from ..game import Game

# the same stylesheets the table widget uses (the shared one first), so the static picture looks
# like the live table
STYLESHEETS = tuple(Path(__file__).resolve().parents[3] / "widgets" / "static" / name
                    for name in ("shared.css", "puertorico.css"))
GOOD_NAMES = ("corn", "indigo", "sugar", "tobacco", "coffee", "quarry", "forest")


def _css() -> str:
    return stylesheet(*STYLESHEETS)


_t = text  # every text from data goes through it


def _good_class(name: object) -> str:
    """The colour class of a good or tile; unknown names get none (never raw data in a class)."""
    return f"prnb-good-{name}" if name in GOOD_NAMES else "prnb-tile-empty"


def game_html(game: Game, names: Sequence[str | None] | None = None, seat: int | None = None) -> str:
    """The whole table as one self-contained HTML fragment."""
    return table_html(view_model(game, seat=seat, names=names))


def table_html(view: dict[str, Any], with_style: bool = True) -> str:
    parts = ['<div class="prnb prnb-pr prnb-static" role="group" aria-label="Puerto Rico table">']
    if with_style:
        parts.append(f"<style>{_css()}</style>")
    parts.append(_header(view))
    parts.append(_roles(view))
    parts.append(_supply(view))
    parts.append('<div class="prnb-section prnb-row">')
    parts.append(_plantations(view))
    parts.append(_ships(view))
    parts.append(_house(view))
    parts.append("</div>")
    if view.get("draft"):
        parts.append(_draft(view))
    parts.append(_market(view))
    parts.append(_players(view))
    if view["game_over"]:
        parts.append(scores_table_html(view))
    parts.append("</div>")
    return "".join(parts)


def _header(view: dict[str, Any]) -> str:
    bits = [f'<h3>Round {_t(view["round"])} · {_t(view["phase_title"])}</h3>']
    governor = view["players"][view["governor"]]["name"]
    bits.append(f'<span class="prnb-badge prnb-badge-governor">Governor: {_name(governor)}</span>')
    if view["game_over"]:
        winners = ", ".join(_name(view["players"][w]["name"]) for w in view["winners"])
        bits.append(f'<span class="prnb-badge prnb-badge-end">Game over · won by {winners}</span>')
    else:
        bits.append(f'<span class="prnb-badge prnb-badge-act">To act: {_name(view["turn_name"])}</span>')
        if view["end_triggered"]:
            reasons = ", ".join(pretty(role) for role in view["end_reasons"])
            bits.append(f'<span class="prnb-badge prnb-badge-end">Last round ({_t(reasons)})</span>')
    return f'<div class="prnb-section prnb-header">{"".join(bits)}</div>'


def _roles(view: dict[str, Any]) -> str:
    cards = []
    for role in view["roles"]:
        taken = role["taken_by"] is not None
        coin = f' <span class="prnb-coin" title="doubloons on the card">{_t(role["doubloons"])}</span>' \
            if role["doubloons"] else ""
        who = f'<span class="prnb-muted">taken by {_name(role["taken_by_name"])}</span>' if taken \
            else '<span class="prnb-muted">free</span>'
        cls = "prnb-role prnb-role-taken" if taken else "prnb-role"
        cards.append(f'<div class="{cls}"><span class="prnb-role-name">{_t(role["title"])}{coin}</span>{who}</div>')
    return f'<div class="prnb-section"><h4>Roles</h4><div class="prnb-roles">{"".join(cards)}</div></div>'


def _stat(label: str, value: object, title: str = "") -> str:
    title_attr = f' title="{_t(title)}"' if title else ""
    return f'<span class="prnb-stat"{title_attr}>{_t(label)} <b>{_t(value)}</b></span>'


def _marker(kind: str) -> str:
    """A worker's token beside a count: a round colonist or a diamond noble (shape, not only
    colour, tells them apart; the words beside it say it too)."""
    cls = "prnb-circle prnb-circle-noble" if kind == "noble" else "prnb-circle prnb-circle-manned"
    return f'<span class="{cls}" aria-hidden="true"></span>'


def _workers(colonists: int, nobles: int | None = None) -> str:
    """'● 2 colonists ◆ 1 noble' (nobles only when the game has them)."""
    text = f'{_marker("colonist")}<b>{_t(colonists)}</b> colonist{"" if colonists == 1 else "s"}'
    if nobles is not None:
        text += f' {_marker("noble")}<b>{_t(nobles)}</b> noble{"" if nobles == 1 else "s"}'
    return text


def _supply(view: dict[str, Any]) -> str:
    nobles = view.get("nobles")
    if nobles:
        colonists = view["colonists"]
        stats = [f'<span class="prnb-stat prnb-workers">Colonist ship {_workers(colonists["ship"], nobles["ship"])}</span>',
                 f'<span class="prnb-stat prnb-workers">Supply {_workers(colonists["supply"], nobles["supply"])}</span>']
    else:
        stats = [_stat("Colonist ship", view["colonists"]["ship"]),
                 _stat("Colonists in supply", view["colonists"]["supply"])]
    stats += [_stat("VP chips left", view["vp_chips"]),
              _stat("Quarries", view["quarries"]),
              _stat("Plantation stack", view["plantations"]["stack"])]
    goods = " ".join(f'<span class="prnb-barrel {_good_class(good)}">{_t(good)} {_t(barrels)}</span>'
                     for good, barrels in view["goods_supply"].items())
    return (f'<div class="prnb-section prnb-supply">{"".join(stats)}'
            f'<span class="prnb-stat">Barrels {goods}</span></div>')


def _plantations(view: dict[str, Any]) -> str:
    tiles = "".join(f'<span class="prnb-tile {_good_class(tile)}">{_t(tile)}</span>'
                    for tile in view["plantations"]["face_up"]) or '<span class="prnb-muted">none</span>'
    return f'<div class="prnb-panel"><h4>Face-up plantations</h4><div class="prnb-row" style="gap:4px">{tiles}</div></div>'


def _ships(view: dict[str, Any]) -> str:
    rows = []
    for ship in view["ships"]:
        holds = "".join(
            f'<span class="prnb-hold {_good_class(ship["good"])}"></span>' if k < ship["count"]
            else '<span class="prnb-hold prnb-hold-empty"></span>' for k in range(ship["capacity"]))
        cargo = f'{ship["count"]} {ship["good"]}, {ship["free"]} free' if ship["good"] else "empty"
        rows.append(f'<div class="prnb-ship"><span class="prnb-ship-name">{_t(ship["capacity"])}-ship</span>'
                    f'<span class="prnb-holds" aria-hidden="true">{holds}</span>'
                    f'<span class="prnb-ship-text">{_t(cargo)}</span></div>')
    return f'<div class="prnb-panel"><h4>Cargo ships</h4><div class="prnb-ships">{"".join(rows)}</div></div>'


def _house(view: dict[str, Any]) -> str:
    house = view["trading_house"]
    slots = [f'<span class="prnb-tile {_good_class(good)}">{_t(good)}</span>' for good in house["goods"]]
    slots += ['<span class="prnb-tile prnb-tile-empty">empty</span>'] * house["free"]
    return f'<div class="prnb-panel"><h4>Trading house</h4><div class="prnb-house">{"".join(slots)}</div></div>'


def circles_label(filled: int, total: int, nobles: int = 0) -> str:
    """The circles in words: '1 noble, 1 colonist, 1 empty of 3 circles'."""
    if not total:
        return "no colonist space"
    colonists = max(0, filled - nobles)
    parts = ([f"{nobles} noble{'s' if nobles != 1 else ''}"] if nobles else []) + \
        ([f"{colonists} colonist{'s' if colonists != 1 else ''}"] if colonists else [])
    empty = total - filled
    parts.append(f"{empty} empty" if parts else "empty")
    return f"{', '.join(parts)} of {total} circle{'s' if total != 1 else ''}"


def _circles(filled: int, total: int, nobles: int = 0) -> str:
    if not total:
        return ""
    out = []
    for k in range(total):
        if k < nobles:
            out.append('<span class="prnb-circle prnb-circle-noble" title="noble"></span>')
        elif k < filled:
            out.append('<span class="prnb-circle prnb-circle-manned" title="colonist"></span>')
        else:
            out.append('<span class="prnb-circle" title="empty"></span>')
    label = _t(circles_label(filled, total, nobles))
    return f'<span class="prnb-circles" role="img" aria-label="{label}">{"".join(out)}</span>'


def _market(view: dict[str, Any]) -> str:
    columns: dict[int, list[MarketBuilding]] = {}
    buildings: list[MarketBuilding] = view["buildings"]
    for building in buildings:
        columns.setdefault(building["column"], []).append(building)
    who = view.get("price_for_words") or (view["players"][view["price_for"]]["name"] if view["price_for"] is not None else None)
    cols = []
    for column in sorted(columns):
        cards = []
        for building in columns[column]:
            cls = "prnb-bcard prnb-kind-" + ("production" if building["kind"] == "production" else "violet")
            if building["copies_left"] == 0:
                cls += " prnb-soldout"
            price = ("" if building["price"] is None else
                     f'<span class="prnb-bcard-price" title="price for {_t(who)}">{_t(building["price"])}</span>')
            stripe = f'<span class="prnb-stripe {_good_class(building["good"])}"></span>' if building["good"] else ""
            cards.append(
                f'<div class="{cls}"><span class="prnb-bcard-name">{_t(capitalised(building["name"]))}</span>{price}'
                f'<span class="prnb-bcard-meta">{stripe}cost {_t(building["cost"])} · {_t(building["vp"])} VP · '
                f'{_circles(0, building["circles"]) or "no circle"} · {_t(building["copies_left"])} left'
                f'{" · large" if building["large"] else ""}</span></div>')
        cols.append(f'<div class="prnb-market-col"><h4>Column {_t(column)}</h4>{"".join(cards)}</div>')
    caption = f"Buildings (price for {_t(who)})" if who is not None else "Buildings"
    return f'<div class="prnb-section"><h4>{caption}</h4><div class="prnb-market">{"".join(cols)}</div></div>'


def _players(view: dict[str, Any]) -> str:
    boards = []
    players: list[Player] = view["players"]
    for player in players:
        cls = "prnb-player prnb-to-act" if player["to_act"] else "prnb-player"
        badges = []
        if player["governor"]:
            badges.append('<span class="prnb-badge prnb-badge-governor">Governor</span>')
        if player["to_act"]:
            badges.append('<span class="prnb-badge prnb-badge-act">To act</span>')
        if player["chooser"] and view["phase"] not in ("role_choice", "game_over"):
            badges.append(f'<span class="prnb-badge prnb-badge-role">{_t(pretty(view["phase"]))}</span>')
        goods = "".join(f'<span class="prnb-barrel {_good_class(good)}">{_t(good)} {_t(barrels)}</span>'
                        for good, barrels in player["goods"].items() if barrels) or '<span class="prnb-muted">no goods</span>'
        stat_list = [_stat("Doubloons", player["doubloons"]), _stat("VP chips", player["vp_shown"])]
        if "nobles" in view:
            nobles = f'{_marker("noble")}<b>{_t(player["nobles"])}</b>'
            stat_list.append(f'<span class="prnb-stat prnb-workers">Nobles {nobles}</span>')
            waiting = _workers(player["san_juan"], player["san_juan_nobles"])
            stat_list.append(f'<span class="prnb-stat prnb-workers">San Juan {waiting}</span>')
        else:
            stat_list.append(_stat("San Juan", player["san_juan"]))
        if player.get("forests"):
            stat_list.append(_stat("Forests", player["forests"]))
        stats = "".join(stat_list)
        island = []
        for tile in player["island"]:
            if tile.get("forest"):  # face down: a forest, never manned, no circle
                island.append('<span class="prnb-tile prnb-good-forest prnb-forest" title="forest (face down)">'
                              '<span class="prnb-tree" aria-hidden="true"></span>forest</span>')
            else:
                island.append(f'<span class="prnb-tile {_good_class(tile["tile"])}">{_t(tile["tile"])} '
                              f'{_circles(1 if tile["manned"] else 0, 1, tile["nobles"])}</span>')
        island += ['<span class="prnb-tile prnb-tile-empty"></span>'] * (player["island_spaces"] - len(player["island"]))
        city = []
        for building in player["city"]:
            bcls = "prnb-building prnb-kind-" + ("production" if building["kind"] == "production" else "violet")
            if building["large"]:
                bcls += " prnb-large"
            city.append(f'<div class="{bcls}"><span>{_t(capitalised(building["name"]))}</span>'
                        f'{_circles(building["workers"], building["circles"], building["nobles"])}</div>')
        city += ['<div class="prnb-building prnb-building-empty"></div>'] * (player["city_spaces"] - player["city_spaces_used"])
        boards.append(
            f'<div class="{cls}"><div class="prnb-player-head"><span class="prnb-player-name">{_name(player["name"])}</span>'
            f'{"".join(badges)}</div><div class="prnb-player-stats">{stats}</div><div>{goods}</div>'
            f'<div class="prnb-island" aria-label="island">{"".join(island)}</div>'
            f'<div class="prnb-city" aria-label="city">{"".join(city)}</div></div>')
    return f'<div class="prnb-section prnb-players">{"".join(boards)}</div>'


def _draft(view: dict[str, Any]) -> str:
    """The New Buildings draft: each cost's spaces on the supply board, and every kind that
    may go there, drafted or still in the box."""
    draft: Draft = view["draft"]
    rows = []
    for group in draft["groups"]:
        cards = []
        for kind in group["kinds"]:
            cls = "prnb-bcard prnb-kind-" + ("production" if kind["kind"] == "production" else "violet")
            if kind["large"]:
                cls += " prnb-bcard-large"
            if kind["drafted"]:
                cls += " prnb-drafted"
                where = (f'on the board (drafted by {_name(kind["drafted_by_name"])})' if kind["drafted_by_name"]
                         else "on the board")
            else:
                where = "in the box"
            cards.append(
                f'<div class="{cls}"><span class="prnb-bcard-name">{_t(capitalised(kind["name"]))}</span>'
                f'<span class="prnb-bcard-price">{_t(kind["cost"])}</span>'
                f'<span class="prnb-bcard-meta">{_t(kind["vp"])} VP · {_circles(0, kind["circles"]) or "no circle"} · '
                f'{_t(kind["copies"])} cop{"y" if kind["copies"] == 1 else "ies"} · {where}</span></div>')
        free = f'{group["free"]} of {group["spaces"]} space{"s" if group["spaces"] != 1 else ""} free'
        rows.append(f'<div class="prnb-draft-cost"><h4>Cost {_t(group["cost"])} · {_t(free)}</h4>'
                    f'<div class="prnb-draft-kinds">{"".join(cards)}</div></div>')
    title = f'Building draft: {draft["drafted"]} of {draft["spaces"]} spaces filled'
    return f'<div class="prnb-section prnb-draft"><h4>{_t(title)}</h4>{"".join(rows)}</div>'


# -- scores -----------------------------------------------------------------------------------------
def scores_table_html(view: dict[str, Any]) -> str:
    """Each player's chips, building points, large-building bonuses, total and tie-break."""
    rows = []
    winners = set(view["winners"])
    for player in view["players"]:
        score = view["scores"]["players"][str(player["seat"])]
        bonuses = ", ".join(f"{pretty(building)} {points}" for building, points in score["bonuses"].items()) or "–"
        cls = ' class="prnb-winner"' if player["seat"] in winners else ""
        rows.append(f'<tr{cls}><td>{_name(player["name"])}</td><td>{_t(score["chips"])}</td><td>{_t(score["buildings"])}</td>'
                    f'<td>{_t(bonuses)}</td><td>{_t(score["total"])}</td><td>{_t(score["tie_break"])}</td></tr>')
    title = "Final score" if view["scores"]["final"] else "Score so far"
    return (f'<div class="prnb-section"><h4>{title}</h4><table class="prnb-scores"><thead><tr><th>Player</th>'
            '<th>VP chips</th><th>Buildings</th><th>Large-building bonuses</th><th>Total</th>'
            '<th>Tie-break (doubloons + barrels)</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')


def score_chart_svg(view: dict[str, Any]) -> str:
    """A stacked bar per player: chips, building points, bonuses (the chart every game draws)."""
    headings = (("chips", "VP chips"), ("buildings", "buildings"), ("bonus", "large-building bonuses"))
    rows = []
    for player in view["players"]:
        score = view["scores"]["players"][str(player["seat"])]
        if score.get("hidden"):  # chips face down: the bar shows what is on the table, and says so
            parts = [{"label": label, "points": 0 if key == "chips" else score[key]} for key, label in headings]
            rows.append({"name": f'{player["name"]} (chips hidden)', "total": score["buildings"] + score["bonus"],
                         "parts": parts})
            continue
        rows.append({"name": player["name"], "total": score["total"],
                     "parts": [{"label": label, "points": score[key]} for key, label in headings]})
    return chart_svg(rows)


def scores_html(game: Game, names: Sequence[str | None] | None = None) -> str:
    view = view_model(game, names=names)
    return (f'<div class="prnb prnb-static"><style>{_css()}</style>{scores_table_html(view)}'
            f'{score_chart_svg(view)}</div>')
