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

from puertorico_nb.core.markup import name as _name
from puertorico_nb.core.markup import score_chart_svg as chart_svg, stylesheet, text

from .viewmodel import pretty, view_model

# the same stylesheets the table widget uses (the shared one first), so the static picture looks
# like the live table
STYLESHEETS = tuple(Path(__file__).resolve().parents[3] / "widgets" / "static" / name
                    for name in ("shared.css", "puertorico.css"))
GOOD_NAMES = ("corn", "indigo", "sugar", "tobacco", "coffee", "quarry", "forest")


def _css() -> str:
    return stylesheet(*STYLESHEETS)


_t = text  # every text from data goes through it


def _good_class(name) -> str:
    """The colour class of a good or tile; unknown names get none (never raw data in a class)."""
    return f"prnb-good-{name}" if name in GOOD_NAMES else "prnb-tile-empty"


def game_html(game, names=None, seat=None) -> str:
    """The whole table as one self-contained HTML fragment."""
    return table_html(view_model(game, seat=seat, names=names))


def table_html(vm: dict, with_style: bool = True) -> str:
    parts = ['<div class="prnb prnb-pr prnb-static" role="group" aria-label="Puerto Rico table">']
    if with_style:
        parts.append(f"<style>{_css()}</style>")
    parts.append(_header(vm))
    parts.append(_roles(vm))
    parts.append(_supply(vm))
    parts.append('<div class="prnb-section prnb-row">')
    parts.append(_plantations(vm))
    parts.append(_ships(vm))
    parts.append(_house(vm))
    parts.append("</div>")
    if vm.get("draft"):
        parts.append(_draft(vm))
    parts.append(_market(vm))
    parts.append(_players(vm))
    if vm["game_over"]:
        parts.append(scores_table_html(vm))
    parts.append("</div>")
    return "".join(parts)


def _header(vm) -> str:
    bits = [f'<h3>Round {_t(vm["round"])} · {_t(vm["phase_title"])}</h3>']
    governor = vm["players"][vm["governor"]]["name"]
    bits.append(f'<span class="prnb-badge prnb-badge-governor">Governor: {_name(governor)}</span>')
    if vm["game_over"]:
        winners = ", ".join(_name(vm["players"][w]["name"]) for w in vm["winners"])
        bits.append(f'<span class="prnb-badge prnb-badge-end">Game over · won by {winners}</span>')
    else:
        bits.append(f'<span class="prnb-badge prnb-badge-act">To act: {_name(vm["turn_name"])}</span>')
        if vm["end_triggered"]:
            reasons = ", ".join(pretty(r) for r in vm["end_reasons"])
            bits.append(f'<span class="prnb-badge prnb-badge-end">Last round ({_t(reasons)})</span>')
    return f'<div class="prnb-section prnb-header">{"".join(bits)}</div>'


def _roles(vm) -> str:
    cards = []
    for r in vm["roles"]:
        taken = r["taken_by"] is not None
        coin = f' <span class="prnb-coin" title="doubloons on the card">{_t(r["doubloons"])}</span>' \
            if r["doubloons"] else ""
        who = f'<span class="prnb-muted">taken by {_name(r["taken_by_name"])}</span>' if taken \
            else '<span class="prnb-muted">free</span>'
        cls = "prnb-role prnb-role-taken" if taken else "prnb-role"
        cards.append(f'<div class="{cls}"><span class="prnb-role-name">{_t(r["title"])}{coin}</span>{who}</div>')
    return f'<div class="prnb-section"><h4>Roles</h4><div class="prnb-roles">{"".join(cards)}</div></div>'


def _stat(label, value, title="") -> str:
    title_attr = f' title="{_t(title)}"' if title else ""
    return f'<span class="prnb-stat"{title_attr}>{_t(label)} <b>{_t(value)}</b></span>'


def _marker(kind: str) -> str:
    """A worker's token beside a count: a round colonist or a diamond noble (shape, not only
    colour, tells them apart; the words beside it say it too)."""
    cls = "prnb-circle prnb-circle-noble" if kind == "noble" else "prnb-circle prnb-circle-manned"
    return f'<span class="{cls}" aria-hidden="true"></span>'


def _workers(colonists, nobles=None) -> str:
    """'● 2 colonists ◆ 1 noble' (nobles only when the game has them)."""
    text = f'{_marker("colonist")}<b>{_t(colonists)}</b> colonist{"" if colonists == 1 else "s"}'
    if nobles is not None:
        text += f' {_marker("noble")}<b>{_t(nobles)}</b> noble{"" if nobles == 1 else "s"}'
    return text


def _supply(vm) -> str:
    nobles = vm.get("nobles")
    if nobles:
        stats = [f'<span class="prnb-stat prnb-workers">Colonist ship {_workers(vm["colonists"]["ship"], nobles["ship"])}</span>',
                 f'<span class="prnb-stat prnb-workers">Supply {_workers(vm["colonists"]["supply"], nobles["supply"])}</span>']
    else:
        stats = [_stat("Colonist ship", vm["colonists"]["ship"]),
                 _stat("Colonists in supply", vm["colonists"]["supply"])]
    stats += [_stat("VP chips left", vm["vp_chips"]),
              _stat("Quarries", vm["quarries"]),
              _stat("Plantation stack", vm["plantations"]["stack"])]
    goods = " ".join(f'<span class="prnb-barrel {_good_class(g)}">{_t(g)} {_t(n)}</span>'
                     for g, n in vm["goods_supply"].items())
    return (f'<div class="prnb-section prnb-supply">{"".join(stats)}'
            f'<span class="prnb-stat">Barrels {goods}</span></div>')


def _plantations(vm) -> str:
    tiles = "".join(f'<span class="prnb-tile {_good_class(t)}">{_t(t)}</span>'
                    for t in vm["plantations"]["face_up"]) or '<span class="prnb-muted">none</span>'
    return f'<div class="prnb-panel"><h4>Face-up plantations</h4><div class="prnb-row" style="gap:4px">{tiles}</div></div>'


def _ships(vm) -> str:
    rows = []
    for ship in vm["ships"]:
        holds = "".join(
            f'<span class="prnb-hold {_good_class(ship["good"])}"></span>' if k < ship["count"]
            else '<span class="prnb-hold prnb-hold-empty"></span>' for k in range(ship["capacity"]))
        cargo = f'{ship["count"]} {ship["good"]}, {ship["free"]} free' if ship["good"] else "empty"
        rows.append(f'<div class="prnb-ship"><span class="prnb-ship-name">{_t(ship["capacity"])}-ship</span>'
                    f'<span class="prnb-holds" aria-hidden="true">{holds}</span>'
                    f'<span class="prnb-ship-text">{_t(cargo)}</span></div>')
    return f'<div class="prnb-panel"><h4>Cargo ships</h4><div class="prnb-ships">{"".join(rows)}</div></div>'


def _house(vm) -> str:
    house = vm["trading_house"]
    slots = [f'<span class="prnb-tile {_good_class(g)}">{_t(g)}</span>' for g in house["goods"]]
    slots += ['<span class="prnb-tile prnb-tile-empty">empty</span>'] * house["free"]
    return f'<div class="prnb-panel"><h4>Trading house</h4><div class="prnb-house">{"".join(slots)}</div></div>'


def circles_label(filled, total, nobles=0) -> str:
    """The circles in words: '1 noble, 1 colonist, 1 empty of 3 circles'."""
    if not total:
        return "no colonist space"
    colonists = max(0, filled - nobles)
    parts = ([f"{nobles} noble{'s' if nobles != 1 else ''}"] if nobles else []) + \
        ([f"{colonists} colonist{'s' if colonists != 1 else ''}"] if colonists else [])
    empty = total - filled
    parts.append(f"{empty} empty" if parts else "empty")
    return f"{', '.join(parts)} of {total} circle{'s' if total != 1 else ''}"


def _circles(filled, total, nobles=0) -> str:
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


def _market(vm) -> str:
    columns: dict = {}
    for b in vm["buildings"]:
        columns.setdefault(b["column"], []).append(b)
    who = vm.get("price_for_words") or (vm["players"][vm["price_for"]]["name"] if vm["price_for"] is not None else None)
    cols = []
    for column in sorted(columns):
        cards = []
        for b in columns[column]:
            cls = "prnb-bcard prnb-kind-" + ("production" if b["kind"] == "production" else "violet")
            if b["copies_left"] == 0:
                cls += " prnb-soldout"
            price = ("" if b["price"] is None else
                     f'<span class="prnb-bcard-price" title="price for {_t(who)}">{_t(b["price"])}</span>')
            stripe = f'<span class="prnb-stripe {_good_class(b["good"])}"></span>' if b["good"] else ""
            cards.append(
                f'<div class="{cls}"><span class="prnb-bcard-name">{_t(b["name"])}</span>{price}'
                f'<span class="prnb-bcard-meta">{stripe}cost {_t(b["cost"])} · {_t(b["vp"])} VP · '
                f'{_circles(0, b["circles"]) or "no circle"} · {_t(b["copies_left"])} left'
                f'{" · large" if b["large"] else ""}</span></div>')
        cols.append(f'<div class="prnb-market-col"><h4>Column {_t(column)}</h4>{"".join(cards)}</div>')
    caption = f"Buildings (price for {_t(who)})" if who is not None else "Buildings"
    return f'<div class="prnb-section"><h4>{caption}</h4><div class="prnb-market">{"".join(cols)}</div></div>'


def _players(vm) -> str:
    boards = []
    for p in vm["players"]:
        cls = "prnb-player prnb-to-act" if p["to_act"] else "prnb-player"
        badges = []
        if p["governor"]:
            badges.append('<span class="prnb-badge prnb-badge-governor">Governor</span>')
        if p["to_act"]:
            badges.append('<span class="prnb-badge prnb-badge-act">To act</span>')
        if p["chooser"] and vm["phase"] not in ("role_choice", "game_over"):
            badges.append(f'<span class="prnb-badge prnb-badge-role">{_t(pretty(vm["phase"]))}</span>')
        goods = "".join(f'<span class="prnb-barrel {_good_class(g)}">{_t(g)} {_t(n)}</span>'
                        for g, n in p["goods"].items() if n) or '<span class="prnb-muted">no goods</span>'
        stat_list = [_stat("Doubloons", p["doubloons"]), _stat("VP chips", p["vp_shown"])]
        if "nobles" in vm:
            stat_list.append(f'<span class="prnb-stat prnb-workers">Nobles {_marker("noble")}<b>{_t(p["nobles"])}</b></span>')
            waiting = _workers(p["san_juan"], p["san_juan_nobles"])
            stat_list.append(f'<span class="prnb-stat prnb-workers">San Juan {waiting}</span>')
        else:
            stat_list.append(_stat("San Juan", p["san_juan"]))
        if p.get("forests"):
            stat_list.append(_stat("Forests", p["forests"]))
        stats = "".join(stat_list)
        island = []
        for t in p["island"]:
            if t.get("forest"):  # face down: a forest, never manned, no circle
                island.append('<span class="prnb-tile prnb-good-forest prnb-forest" title="forest (face down)">'
                              '<span class="prnb-tree" aria-hidden="true"></span>forest</span>')
            else:
                island.append(f'<span class="prnb-tile {_good_class(t["tile"])}">{_t(t["tile"])} '
                              f'{_circles(1 if t["manned"] else 0, 1, t["nobles"])}</span>')
        island += ['<span class="prnb-tile prnb-tile-empty"></span>'] * (p["island_spaces"] - len(p["island"]))
        city = []
        for b in p["city"]:
            bcls = "prnb-building prnb-kind-" + ("production" if b["kind"] == "production" else "violet")
            if b["large"]:
                bcls += " prnb-large"
            city.append(f'<div class="{bcls}"><span>{_t(b["name"])}</span>'
                        f'{_circles(b["workers"], b["circles"], b["nobles"])}</div>')
        city += ['<div class="prnb-building prnb-building-empty"></div>'] * (p["city_spaces"] - p["city_spaces_used"])
        boards.append(
            f'<div class="{cls}"><div class="prnb-player-head"><span class="prnb-player-name">{_name(p["name"])}</span>'
            f'{"".join(badges)}</div><div class="prnb-player-stats">{stats}</div><div>{goods}</div>'
            f'<div class="prnb-island" aria-label="island">{"".join(island)}</div>'
            f'<div class="prnb-city" aria-label="city">{"".join(city)}</div></div>')
    return f'<div class="prnb-section prnb-players">{"".join(boards)}</div>'


def _draft(vm) -> str:
    """The New Buildings draft: each cost's spaces on the supply board, and every kind that
    may go there, drafted or still in the box."""
    d = vm["draft"]
    rows = []
    for g in d["groups"]:
        cards = []
        for k in g["kinds"]:
            cls = "prnb-bcard prnb-kind-" + ("production" if k["kind"] == "production" else "violet")
            if k["large"]:
                cls += " prnb-bcard-large"
            if k["drafted"]:
                cls += " prnb-drafted"
                where = (f'on the board (drafted by {_name(k["drafted_by_name"])})' if k["drafted_by_name"]
                         else "on the board")
            else:
                where = "in the box"
            cards.append(
                f'<div class="{cls}"><span class="prnb-bcard-name">{_t(k["name"])}</span>'
                f'<span class="prnb-bcard-price">{_t(k["cost"])}</span>'
                f'<span class="prnb-bcard-meta">{_t(k["vp"])} VP · {_circles(0, k["circles"]) or "no circle"} · '
                f'{_t(k["copies"])} cop{"y" if k["copies"] == 1 else "ies"} · {where}</span></div>')
        free = f'{g["free"]} of {g["spaces"]} space{"s" if g["spaces"] != 1 else ""} free'
        rows.append(f'<div class="prnb-draft-cost"><h4>Cost {_t(g["cost"])} · {_t(free)}</h4>'
                    f'<div class="prnb-draft-kinds">{"".join(cards)}</div></div>')
    title = f'Building draft: {d["drafted"]} of {d["spaces"]} spaces filled'
    return f'<div class="prnb-section prnb-draft"><h4>{_t(title)}</h4>{"".join(rows)}</div>'


# -- scores -----------------------------------------------------------------------------------------
def scores_table_html(vm: dict) -> str:
    """Each player's chips, building points, large-building bonuses, total and tie-break."""
    rows = []
    winners = set(vm["winners"])
    for p in vm["players"]:
        s = vm["scores"]["players"][str(p["seat"])]
        bonuses = ", ".join(f"{pretty(b)} {n}" for b, n in s["bonuses"].items()) or "–"
        cls = ' class="prnb-winner"' if p["seat"] in winners else ""
        rows.append(f'<tr{cls}><td>{_name(p["name"])}</td><td>{_t(s["chips"])}</td><td>{_t(s["buildings"])}</td>'
                    f'<td>{_t(bonuses)}</td><td>{_t(s["total"])}</td><td>{_t(s["tie_break"])}</td></tr>')
    title = "Final score" if vm["scores"]["final"] else "Score so far"
    return (f'<div class="prnb-section"><h4>{title}</h4><table class="prnb-scores"><thead><tr><th>Player</th>'
            '<th>VP chips</th><th>Buildings</th><th>Large-building bonuses</th><th>Total</th>'
            '<th>Tie-break (doubloons + barrels)</th></tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table></div>')


def score_chart_svg(vm: dict) -> str:
    """A stacked bar per player: chips, building points, bonuses (the chart every game draws)."""
    headings = (("chips", "VP chips"), ("buildings", "buildings"), ("bonus", "large-building bonuses"))
    rows = []
    for p in vm["players"]:
        s = vm["scores"]["players"][str(p["seat"])]
        if s.get("hidden"):  # chips face down: the bar shows what is on the table, and says so
            parts = [{"label": label, "points": 0 if key == "chips" else s[key]} for key, label in headings]
            rows.append({"name": f'{p["name"]} (chips hidden)', "total": s["buildings"] + s["bonus"], "parts": parts})
            continue
        rows.append({"name": p["name"], "total": s["total"],
                     "parts": [{"label": label, "points": s[key]} for key, label in headings]})
    return chart_svg(rows)


def scores_html(game, names=None) -> str:
    vm = view_model(game, names=names)
    return (f'<div class="prnb prnb-static"><style>{_css()}</style>{scores_table_html(vm)}'
            f'{score_chart_svg(vm)}</div>')
