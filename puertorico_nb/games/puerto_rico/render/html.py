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

from puertorico_nb.core.language import component_name, current_language
from puertorico_nb.core.markup import isolated, said, said_in_attribute, stylesheet, text
from puertorico_nb.core.markup import name as _name
from puertorico_nb.core.markup import score_chart_svg as chart_svg
from puertorico_nb.core.words import Phrase, capitalised, comma_list

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


def _good(view: dict[str, Any], good: str) -> str:
    """A good's (or tile's) name as the table writes it, in the view's language (its id if unknown)."""
    names: dict[str, str] = view.get("names") or {}
    return names.get(good, good)


def game_html(game: Game, names: Sequence[str | None] | None = None, seat: int | None = None) -> str:
    """The whole table as one self-contained HTML fragment."""
    return table_html(view_model(game, seat=seat, names=names))


def table_html(view: dict[str, Any], with_style: bool = True) -> str:
    lang = _t(current_language().replace("_", "-"))  # HTML's tag for the language: zh-Hans
    parts = [f'<div class="prnb prnb-pr prnb-static" role="group" aria-label="{said_in_attribute("Puerto Rico")}" lang="{lang}">']
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
    bits = [f'<h3>{said("Round {round} · {phase}", round=view["round"], phase=view["phase_title"])}</h3>']
    governor = view["players"][view["governor"]]["name"]
    bits.append(f'<span class="prnb-badge prnb-badge-governor" dir="auto">{said("Governor: {name}", name=isolated(governor))}'
                '</span>')
    if view["game_over"]:
        winners = ", ".join(isolated(view["players"][w]["name"]) for w in view["winners"])
        bits.append(f'<span class="prnb-badge prnb-badge-end" dir="auto">{said("Game over · won by {names}", names=winners)}'
                    '</span>')
    else:
        to_act = said("To act: {name}", name=isolated(view["turn_name"]))
        bits.append(f'<span class="prnb-badge prnb-badge-act" dir="auto">{to_act}</span>')
        if view["end_triggered"]:
            reasons = view.get("end_words") or comma_list([pretty(role) for role in view["end_reasons"]])
            bits.append(f'<span class="prnb-badge prnb-badge-end">{said("Last round: {reasons}", reasons=reasons)}</span>')
    return f'<div class="prnb-section prnb-header">{"".join(bits)}</div>'


def _roles(view: dict[str, Any]) -> str:
    cards = []
    for role in view["roles"]:
        taken = role["taken_by"] is not None
        on_card = said_in_attribute("{count:count:doubloon} on the card", count=role["doubloons"])
        coin = f' <span class="prnb-coin" title="{on_card}">{_t(role["doubloons"])}</span>' if role["doubloons"] else ""
        held = said("taken by {name}", name=isolated(role["taken_by_name"])) if taken else said("free")
        who = f'<span class="prnb-muted" dir="auto">{held}</span>'
        cls = "prnb-role prnb-role-taken" if taken else "prnb-role"
        cards.append(f'<div class="{cls}"><span class="prnb-role-name">{_t(role["title"])}{coin}</span>{who}</div>')
    return f'<div class="prnb-section"><h4>{said("Roles")}</h4><div class="prnb-roles">{"".join(cards)}</div></div>'


def _stat(label: str, value: object) -> str:
    """A count with its label (one of the tables' own texts, see ``said``)."""
    return f'<span class="prnb-stat">{said(label)} <b>{_t(value)}</b></span>'


def _marker(kind: str) -> str:
    """A worker's token beside a count: a round colonist or a diamond noble (shape, not only
    colour, tells them apart; the words beside it say it too)."""
    cls = "prnb-circle prnb-circle-noble" if kind == "noble" else "prnb-circle prnb-circle-manned"
    return f'<span class="{cls}" aria-hidden="true"></span>'


def _workers(colonists: int, nobles: int | None = None) -> str:
    """'● 2 colonists ◆ 1 noble' (nobles only when the game has them)."""
    text = f'{_marker("colonist")}<b>{said("{count:count:colonist}", count=colonists)}</b>'
    if nobles is not None:
        text += f' {_marker("noble")}<b>{said("{count:count:noble}", count=nobles)}</b>'
    return text


def _supply(view: dict[str, Any]) -> str:
    nobles = view.get("nobles")
    if nobles:
        colonists = view["colonists"]
        stats = [f'<span class="prnb-stat prnb-workers">{said("Colonist ship")} {_workers(colonists["ship"], nobles["ship"])}'
                 '</span>',
                 f'<span class="prnb-stat prnb-workers">{said("Supply")} {_workers(colonists["supply"], nobles["supply"])}'
                 '</span>']
    else:
        stats = [_stat("Colonist ship", view["colonists"]["ship"]),
                 _stat("Colonists in supply", view["colonists"]["supply"])]
    stats += [_stat("VP chips left", view["vp_chips"]),
              _stat("Quarries", view["quarries"]),
              _stat("Plantation stack", view["plantations"]["stack"])]
    goods = " ".join(f'<span class="prnb-barrel {_good_class(good)}">{_t(_good(view, good))} {_t(barrels)}</span>'
                     for good, barrels in view["goods_supply"].items())
    return (f'<div class="prnb-section prnb-supply">{"".join(stats)}'
            f'<span class="prnb-stat">{said("Barrels")} {goods}</span></div>')


def _plantations(view: dict[str, Any]) -> str:
    tiles = "".join(f'<span class="prnb-tile {_good_class(tile)}">{_t(_good(view, tile))}</span>'
                    for tile in view["plantations"]["face_up"]) or f'<span class="prnb-muted">{said("none")}</span>'
    return (f'<div class="prnb-panel"><h4>{said("Face-up plantations")}</h4><div class="prnb-row" style="gap:4px">{tiles}'
            '</div></div>')


def _ships(view: dict[str, Any]) -> str:
    rows = []
    for ship in view["ships"]:
        holds = "".join(
            f'<span class="prnb-hold {_good_class(ship["good"])}"></span>' if k < ship["count"]
            else '<span class="prnb-hold prnb-hold-empty"></span>' for k in range(ship["capacity"]))
        cargo = (said("{count} {good}, {free} free", count=ship["count"], good=_good(view, ship["good"]), free=ship["free"])
                 if ship["good"] else said("empty"))
        rows.append(f'<div class="prnb-ship"><span class="prnb-ship-name">{said("{capacity}-ship", capacity=ship["capacity"])}'
                    f'</span><span class="prnb-holds" aria-hidden="true">{holds}</span>'
                    f'<span class="prnb-ship-text">{cargo}</span></div>')
    return f'<div class="prnb-panel"><h4>{said("Cargo ships")}</h4><div class="prnb-ships">{"".join(rows)}</div></div>'


def _house(view: dict[str, Any]) -> str:
    house = view["trading_house"]
    slots = [f'<span class="prnb-tile {_good_class(good)}">{_t(_good(view, good))}</span>' for good in house["goods"]]
    slots += [f'<span class="prnb-tile prnb-tile-empty">{said("empty")}</span>'] * house["free"]
    return f'<div class="prnb-panel"><h4>{said("Trading house")}</h4><div class="prnb-house">{"".join(slots)}</div></div>'


def circles_label(filled: int, total: int, nobles: int = 0) -> str:
    """The circles in words, as HTML text, as the live table says them: '2 of 3 circles manned'
    ('no circle' for a building without one)."""
    if not total:
        return said_in_attribute("no circle")
    if nobles:
        return said_in_attribute("{filled} of {total:count:circle} manned, {nobles} of them by nobles", filled=filled,
                                 total=total, nobles=nobles)
    return said_in_attribute("{filled} of {total:count:circle} manned", filled=filled, total=total)


def _circles(filled: int, total: int, nobles: int = 0) -> str:
    if not total:
        return ""
    out = []
    for k in range(total):
        if k < nobles:
            out.append('<span class="prnb-circle prnb-circle-noble"></span>')
        elif k < filled:
            out.append('<span class="prnb-circle prnb-circle-manned"></span>')
        else:
            out.append('<span class="prnb-circle"></span>')
    return f'<span class="prnb-circles" role="img" aria-label="{circles_label(filled, total, nobles)}">{"".join(out)}</span>'


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
                     f'<span class="prnb-bcard-price" title="{said_in_attribute("price for {name}", name=isolated(who or ""))}">'
                     f'{_t(building["price"])}</span>')
            stripe = f'<span class="prnb-stripe {_good_class(building["good"])}"></span>' if building["good"] else ""
            meta = [said("cost {cost} · {points} VP", cost=building["cost"], points=building["vp"]),
                    _circles(0, building["circles"]) or said("no circle"), said("{count} left", count=building["copies_left"])]
            meta += [said("large")] if building["large"] else []
            cards.append(
                f'<div class="{cls}"><span class="prnb-bcard-name">{_t(capitalised(building["name"]))}</span>{price}'
                f'<span class="prnb-bcard-meta">{stripe}{" · ".join(meta)}</span></div>')
        cols.append(f'<div class="prnb-market-col"><h4>{said("Column {column}", column=column)}</h4>{"".join(cards)}</div>')
    caption = said("Buildings (price for {name})", name=isolated(who)) if who is not None else said("Buildings")
    return f'<div class="prnb-section"><h4>{caption}</h4><div class="prnb-market">{"".join(cols)}</div></div>'


def _players(view: dict[str, Any]) -> str:
    boards = []
    players: list[Player] = view["players"]
    for player in players:
        cls = "prnb-player prnb-to-act" if player["to_act"] else "prnb-player"
        badges = []
        if player["governor"]:
            badges.append(f'<span class="prnb-badge prnb-badge-governor">{said("Governor")}</span>')
        if player["to_act"]:
            badges.append(f'<span class="prnb-badge prnb-badge-act">{said("To act")}</span>')
        if player["chooser"] and view["phase"] not in ("role_choice", "game_over"):
            role = next((r["title"] for r in view["roles"] if r["name"] == view["phase"]), pretty(view["phase"]))
            badges.append(f'<span class="prnb-badge prnb-badge-role">{said("chose the {role}", role=role)}</span>')
        goods = "".join(f'<span class="prnb-barrel {_good_class(good)}">{_t(_good(view, good))} {_t(barrels)}</span>'
                        for good, barrels in player["goods"].items() if barrels) \
            or f'<span class="prnb-muted">{said("no goods")}</span>'
        stat_list = [_stat("Doubloons", player["doubloons"]), _stat("VP chips", player["vp_shown"])]
        if "nobles" in view:
            nobles = f'{_marker("noble")}<b>{_t(player["nobles"])}</b>'
            stat_list.append(f'<span class="prnb-stat prnb-workers">{said("Nobles")} {nobles}</span>')
            waiting = _workers(player["san_juan"], player["san_juan_nobles"])
            stat_list.append(f'<span class="prnb-stat prnb-workers">{said("San Juan")} {waiting}</span>')
        else:
            stat_list.append(_stat("San Juan", player["san_juan"]))
        if player.get("forests"):
            stat_list.append(_stat("Forests", player["forests"]))
        stats = "".join(stat_list)
        island = []
        for tile in player["island"]:
            if tile.get("forest"):  # face down: a forest, never manned, no circle
                face_down = said_in_attribute("forest (face down)")
                island.append(f'<span class="prnb-tile prnb-good-forest prnb-forest" title="{face_down}">'
                              f'<span class="prnb-tree" aria-hidden="true"></span>{_t(_good(view, "forest"))}</span>')
            else:
                island.append(f'<span class="prnb-tile {_good_class(tile["tile"])}">{_t(_good(view, tile["tile"]))} '
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
        island_label = said_in_attribute("{name}'s island", name=isolated(player["name"]))
        city_label = said_in_attribute("{name}'s city", name=isolated(player["name"]))
        boards.append(
            f'<div class="{cls}"><div class="prnb-player-head"><span class="prnb-player-name">{_name(player["name"])}</span>'
            f'{"".join(badges)}</div><div class="prnb-player-stats">{stats}</div><div>{goods}</div>'
            f'<div class="prnb-island" role="group" aria-label="{island_label}">{"".join(island)}</div>'
            f'<div class="prnb-city" role="group" aria-label="{city_label}">{"".join(city)}</div></div>')
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
                where = (said("on the board (drafted by {name})", name=isolated(kind["drafted_by_name"]))
                         if kind["drafted_by_name"] else said("on the board"))
            else:
                where = said("in the box")
            cards.append(
                f'<div class="{cls}"><span class="prnb-bcard-name">{_t(capitalised(kind["name"]))}</span>'
                f'<span class="prnb-bcard-price">{_t(kind["cost"])}</span>'
                f'<span class="prnb-bcard-meta">{said("{points} VP", points=kind["vp"])} · '
                f'{_circles(0, kind["circles"]) or said("no circle")} · '
                f'{said("{count:count:copy:copies}", count=kind["copies"])} · {where}</span></div>')
        free = said("Cost {cost} · {free} of {spaces:count:space} free", cost=group["cost"], free=group["free"],
                    spaces=group["spaces"])
        rows.append(f'<div class="prnb-draft-cost"><h4>{free}</h4>'
                    f'<div class="prnb-draft-kinds">{"".join(cards)}</div></div>')
    title = said("Building draft: {drafted} of {spaces} spaces filled", drafted=draft["drafted"], spaces=draft["spaces"])
    return f'<div class="prnb-section prnb-draft"><h4>{title}</h4>{"".join(rows)}</div>'


# -- scores -----------------------------------------------------------------------------------------
def scores_table_html(view: dict[str, Any]) -> str:
    """Each player's chips, building points, large-building bonuses, total and tie-break."""
    rows = []
    winners = set(view["winners"])
    for player in view["players"]:
        score = view["scores"]["players"][str(player["seat"])]
        bonuses = comma_list([f"{component_name('building', building)} {points}"
                              for building, points in score["bonuses"].items()]) or "–"
        cls = ' class="prnb-winner"' if player["seat"] in winners else ""
        who = said("{name} (winner)", name=isolated(player["name"])) if player["seat"] in winners else _name(player["name"])
        rows.append(f'<tr{cls}><td dir="auto">{who}</td><td>{_t(score["chips"])}</td><td>{_t(score["buildings"])}</td>'
                    f'<td dir="auto">{_t(bonuses)}</td><td>{_t(score["total"])}</td><td>{_t(score["tie_break"])}</td></tr>')
    title = said("Final score") if view["scores"]["final"] else said("Score so far")
    head = "".join(f'<th scope="col">{heading}</th>' for heading in (
        said("Player"), said("VP chips"), said("Buildings"), said("Large-building bonuses"), said("Total"),
        said("Tie-break ({what})", what=said("doubloons + barrels"))))
    return (f'<div class="prnb-section"><h4>{title}</h4><table class="prnb-scores"><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')


def score_chart_svg(view: dict[str, Any]) -> str:
    """A stacked bar per player: chips, building points, bonuses (the chart every game draws)."""
    headings = (("chips", Phrase("VP chips").say()), ("buildings", Phrase("Buildings").say()),
                ("bonus", Phrase("Large-building bonuses").say()))
    rows = []
    for player in view["players"]:
        score = view["scores"]["players"][str(player["seat"])]
        if score.get("hidden"):  # chips face down: the bar shows what is on the table, and says so
            parts = [{"label": label, "points": 0 if key == "chips" else score[key]} for key, label in headings]
            rows.append({"name": Phrase("{name} (chips hidden)").say(name=player["name"]),
                         "total": score["buildings"] + score["bonus"],
                         "parts": parts})
            continue
        rows.append({"name": player["name"], "total": score["total"],
                     "parts": [{"label": label, "points": score[key]} for key, label in headings]})
    return chart_svg(rows)


def scores_html(game: Game, names: Sequence[str | None] | None = None) -> str:
    view = view_model(game, names=names)
    return (f'<div class="prnb prnb-static"><style>{_css()}</style>{scores_table_html(view)}'
            f'{score_chart_svg(view)}</div>')
