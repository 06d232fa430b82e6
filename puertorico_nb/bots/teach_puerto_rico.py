"""The words of Puerto Rico hints: why the coach's move is good, in terms of the game (barrels
saved from spoiling, a building's use, a plantation's partner building, what a role brings you
and your rivals), then how far ahead of the next best move it puts you."""
from __future__ import annotations

from ..games.puerto_rico.components import GOODS, LOOSE_BARRELS, PRICES, WAREHOUSE_SLOTS
from ..games.puerto_rico.render import label, pretty
from ..games.puerto_rico.roles.mayor import current_layout
from .hints import Outlook, against_the_next, and_words, count_words, rivals_words
from .lookahead import after

# What a manned building does for its owner, in a few words of our own (the rule catalogue has
# the full statements).
ABILITY_WORDS = {
    "small_market": "every sale brings one doubloon more",
    "large_market": "every sale brings two doubloons more",
    "hacienda": "each settler phase it adds an unseen plantation to your island",
    "construction_hut": "you may take a quarry in place of a plantation",
    "small_warehouse": "one whole kind of goods is safe from spoiling after each captain phase",
    "large_warehouse": "two whole kinds of goods are safe from spoiling after each captain phase",
    "hospice": "every plantation or quarry you take arrives with a colonist on it",
    "office": "you may sell a kind the trading house already holds",
    "factory": "each craftsman phase pays doubloons for the number of kinds you produce",
    "university": "every building you buy arrives with a colonist in it",
    "harbor": "every load you ship earns one point more",
    "wharf": "once per captain phase you may ship all barrels of one kind on a ship of your own",
    "guild_hall": "at the end it scores 1 point per small and 2 per large production building",
    "residence": "at the end it scores 4 to 7 points by how full your island is",
    "fortress": "at the end it scores a point for every three colonists you have",
    "customs_house": "at the end it scores a point for every four points you hold",
    "city_hall": "at the end it scores a point for each violet building in your city",
}
ROLE_DEEDS = {
    "settler": "take a plantation first (or a quarry)", "mayor": "take an extra colonist",
    "builder": "build for a doubloon less", "craftsman": "take one extra barrel",
    "trader": "sell first and for a doubloon more", "captain": "load first and earn a point more",
    "prospector": "take a doubloon from the bank",
}


def move_words(game, action) -> str:
    """The move as the table's buttons say it (a role as "Choose the builder"); a mayor's whole
    layout, which the table lays out a circle at a time, as the next click towards it."""
    step = next_click(game, action) if action.verb == "place" else (
        next_store(game, action) if action.verb == "keep" else None)
    if step is not None:
        action = step
    text = label(game, action.to_mapping())
    return f"Choose the {text[0].lower()}{text[1:]}" if action.verb == "choose_role" else text


def _closest_step(game, seat: int, verbs: tuple[str, ...], distance):
    """Of the steps the table offers ``seat`` now (``verbs``, and Confirm), the one that brings
    ``distance`` nearest to zero; Confirm once it is zero; None when the table offers no steps."""
    steps = [a for a in game.legal_actions() if a.player == seat and a.verb in (*verbs, "confirm")]
    moves = [a for a in steps if a.verb != "confirm"]
    confirm = next((a for a in steps if a.verb == "confirm"), None)
    if confirm is not None and distance(game) == 0 or not moves:
        return confirm
    return min(moves, key=lambda a: distance(after(game, a)))


def next_store(game, keep_action):
    """The storage button (a good to keep, or Confirm) that brings the barrels set aside nearest
    to ``keep_action``'s choice; None when the table offers no steps."""
    from ..games.puerto_rico.render.viewmodel import view_model

    wanted = dict(keep_action.value)

    def distance(g) -> int:
        storage = view_model(g)["storage"] or {"goods": []}
        aside = {entry["good"]: entry["aside"] for entry in storage["goods"]}
        return sum(abs(aside.get(good, 0) - wanted.get(good, 0)) for good in set(aside) | set(wanted))

    return _closest_step(game, keep_action.player, ("store", "unstore"), distance)


def _spaces(layout) -> dict[tuple[str, str], int]:
    """Workers per named space of a mayor's layout (island tiles, buildings; nobles apart)."""
    counts: dict[tuple[str, str], int] = {}
    for where, entries in (("island", layout.island), ("city", layout.city),
                           ("island nobles", layout.island_nobles), ("city nobles", layout.city_nobles)):
        for name, n in entries:
            counts[(where, name)] = counts.get((where, name), 0) + n
    return counts


def next_click(game, layout_action):
    """The step the table offers (a circle to fill or empty, or Confirm) that brings the mayor's
    board nearest to ``layout_action``'s layout; None when the table offers no steps."""
    seat = layout_action.player
    target = _spaces(layout_action.value)

    def distance(g) -> int:
        now = _spaces(current_layout(g.ruleset, g.state.players[seat]))
        return sum(abs(now.get(k, 0) - target.get(k, 0)) for k in set(now) | set(target))

    return _closest_step(game, seat, ("put", "take_back"), distance)


def reason(o: Outlook) -> str:
    action = o.ranked[0][0]
    words = {
        "choose_role": _role, "ship": _ship, "build": _build, "sell": _sell, "settle": _settle,
        "bonus": _bonus, "keep": _keep, "place": _place, "pass": _pass,
    }.get(action.verb, _gains)(o, action)
    return f"{words} {against_the_next(o, move_words)}".strip()


# -- facts ----------------------------------------------------------------------------------------
def _a(word: str) -> str:
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def _storage(game, seat: int) -> tuple[int, str]:
    """(kinds kept whole, the storage in words) for a player after a captain phase."""
    p = game.state.players[seat]
    kinds = sum(n for b, n in WAREHOUSE_SLOTS.items() if p.manned(b))
    words = count_words(LOOSE_BARRELS, "barrel")
    if kinds:
        words += f" plus every barrel of {count_words(kinds, 'kind')} in your warehouses"
    return kinds, words


def _spoiling(game, seat: int, goods: list[int]) -> int:
    """Barrels that would go back to the supply at the end of a captain phase."""
    kinds, _ = _storage(game, seat)
    left = sorted(goods, reverse=True)[kinds:]
    return max(0, sum(left) - LOOSE_BARRELS)


def _change(o: Outlook, seat: int) -> dict:
    before, after = o.game.state.players[seat], o.after.state.players[seat]
    rs = o.game.ruleset
    built = [b for b in after.city if b not in before.city]
    tiles = list(after.island)
    for t in before.island:
        if t in tiles:
            tiles.remove(t)
    points = (after.vp + sum(rs.by_id[b].vp for b in after.city)) - (before.vp + sum(rs.by_id[b].vp for b in before.city))
    return {"points": points, "chips": after.vp - before.vp, "doubloons": after.doubloons - before.doubloons,
            "goods": [a - b for a, b in zip(after.goods, before.goods)], "built": built, "tiles": tiles,
            "colonists": after.workers() - before.workers()}


def _goods_words(counts: list[int]) -> str:
    return and_words([count_words(n, f"{GOODS[i]} barrel") for i, n in enumerate(counts) if n > 0])


# -- each kind of move --------------------------------------------------------------------------
def _role(o: Outlook, action) -> str:
    s = o.game.state
    role = action.value
    c = _change(o, o.seat)
    deeds = []
    if role == "settler" and c["tiles"]:
        deeds.append(f"take {and_words([_a(pretty(t) + ('' if t == 'quarry' else ' plantation')) for t in c['tiles']])}")
    elif role == "mayor" and c["colonists"] > 0:
        deeds.append(f"gain {count_words(c['colonists'], 'colonist')} (one extra for choosing the mayor)")
    elif role == "builder" and c["built"]:
        deeds.append(f"build {and_words(['the ' + pretty(b) for b in c['built']])} for a doubloon less")
    elif role == "craftsman" and any(n > 0 for n in c["goods"]):
        deeds.append(f"produce {_goods_words(c['goods'])}, one of them extra for choosing the craftsman")
    elif role == "trader" and c["doubloons"] > 0 and any(n < 0 for n in c["goods"]):
        sold = [GOODS[i] for i, n in enumerate(c["goods"]) if n < 0]
        deeds.append(f"sell {and_words(sold)} first, for a doubloon more ({c['doubloons']} in all)")
    elif role == "captain" and c["chips"] > 0:
        deeds.append(f"load first and ship for {count_words(c['chips'], 'point')}, one more for choosing the captain")
    elif role == "prospector":
        deeds.append("take a doubloon from the bank")
    money = sum(m for r, m, t in zip(s.role_cards, s.role_money, s.role_taken) if r == role and t == -1)
    if money:
        deeds.append(f"collect the {count_words(money, 'doubloon')} lying on the card")
    if not deeds:
        deeds.append(f"{ROLE_DEEDS.get(role, 'act first')} in the phase that follows")
    text = f"As the {pretty(role)} you {and_words(deeds)}."
    return f"{text} {rivals_words(o)}".strip()


def _ships_taking(s, good: int) -> list[int]:
    """The cargo ships that could take this good now."""
    carried = any(g == good and n < cap for g, n, cap in zip(s.ship_good, s.ship_count, s.ship_capacity))
    out = []
    for k, (g, n, cap) in enumerate(zip(s.ship_good, s.ship_count, s.ship_capacity)):
        if n < cap and (g == good or (g == -1 and not carried and good not in s.ship_good)):
            out.append(k)
    return out


def _ship(o: Outlook, action) -> str:
    from .lookahead import after
    s = o.game.state
    good = GOODS.index(action.value)
    on = action.option("on")
    p = s.players[o.seat]
    step = after(o.game, action)
    q = step.state.players[o.seat]
    shipped = p.goods[good] - q.goods[good]
    points = q.vp - p.vp
    where = "on your wharf" if on == "wharf" else f"on the {on}-barrel ship"
    text = f"Ship {count_words(shipped, action.value + ' barrel')} {where} for {count_words(points, 'point')}"
    extras = []
    if points > shipped and o.seat == s.chooser and not s.captain_loaded:
        extras.append("one more for the captain's first load")
    if p.manned("harbor"):
        extras.append("one more from your harbor")
    text += f" ({and_words(extras)})." if extras else "."
    if on != "wharf" and _ships_taking(s, good) == [s.ship_capacity.index(on)]:
        text += f" It is the only ship that takes {action.value} now."
    before_loss = _spoiling(o.game, o.seat, p.goods)
    after_loss = _spoiling(step, o.seat, q.goods)
    _, kept = _storage(o.game, o.seat)
    if before_loss > after_loss:
        text += (f" Barrels left after the captain phase go back to the supply (you may keep {kept}): "
                 f"this saves {count_words(before_loss - after_loss, 'barrel')} from spoiling.")
    elif after_loss:
        text += f" You will still lose {count_words(after_loss, 'barrel')} when the phase ends (you may keep {kept})."
    return text


def _build(o: Outlook, action) -> str:
    from .lookahead import after
    rs, s = o.game.ruleset, o.game.state
    b = rs.by_id[action.value]
    paid = s.players[o.seat].doubloons - after(o.game, action).state.players[o.seat].doubloons
    text = (f"The {pretty(b.id)} costs you {count_words(paid, 'doubloon')} (printed {b.cost}) and is worth "
            f"{count_words(b.vp, 'point')} at the end.")
    if b.good:
        p = s.players[o.seat]
        fields = sum(1 for t in p.island if t == b.good)
        circles = sum(rs.by_id[owned].circles for owned in p.city if rs.by_id[owned].good == b.good)
        text += f" It turns {b.good} into barrels, {count_words(b.circles, 'barrel')} a craftsman phase at most"
        if fields > circles:
            served = f"circles for {circles} of them" if circles else f"no {b.good} building yet"
            text += f": you have {count_words(fields, b.good + ' plantation')} and {served}."
        elif circles:
            text += (f"; your {b.good} buildings already have circles for your "
                     f"{count_words(fields, b.good + ' plantation')}, so it pays only once you add more.")
        else:
            text += f"; you have no {b.good} plantation yet to feed it."
    elif b.id in ABILITY_WORDS:
        text += f" Once a colonist works it, {ABILITY_WORDS[b.id]}."
    return text


def _sell(o: Outlook, action) -> str:
    from .lookahead import after
    s = o.game.state
    good = action.value
    got = after(o.game, action).state.players[o.seat].doubloons - s.players[o.seat].doubloons
    price = PRICES[GOODS.index(good)]
    text = f"Sell {good} for {count_words(got, 'doubloon')} (it is priced {price}"
    if got > price:
        text += "; the trader's privilege and any market add the rest"
    text += ")."
    rivals = [o.names[q] for q in range(o.game.players)
              if q != o.seat and s.players[q].goods[GOODS.index(good)] and q in s.queue]
    if rivals:
        text += (f" The trading house takes each kind only once, and {and_words(rivals)} also "
                 f"hold{'s' if len(rivals) == 1 else ''} {good}: selling it first keeps the place yours.")
    return text


def _settle(o: Outlook, action) -> str:
    rs, s = o.game.ruleset, o.game.state
    tile = action.value
    p = s.players[o.seat]
    if tile == "quarry":
        manned = sum(1 for t in p.island if t == "quarry")
        return (f"A manned quarry takes a doubloon off every building you buy, up to the building's "
                f"column; you have {count_words(manned, 'quarry')} already.")
    if tile == "hidden":
        return "Your hacienda adds an unseen plantation on top of your pick: an extra tile for free."
    if tile == "corn":
        return "Corn needs no building: a manned corn plantation yields a barrel every craftsman phase."
    circles = sum(rs.by_id[b].circles for b in p.city if rs.by_id[b].good == tile)
    fields = sum(1 for t in p.island if t == tile)
    if circles > fields:
        return (f"Your {tile} building has room for {count_words(circles - fields, 'more ' + tile + ' plantation')}: "
                "this one feeds it, and a plantation yields only with a manned building circle to match.")
    return (f"{tile.capitalize()} sells for {PRICES[GOODS.index(tile)]} doubloons; a plantation yields only "
            f"once a manned {tile} building has a circle for it, so plan one.")


def _bonus(o: Outlook, action) -> str:
    good = action.value
    price = PRICES[GOODS.index(good)]
    sells = f"sells for {count_words(price, 'doubloon')}" if price else "sells for nothing"
    return (f"The craftsman takes one extra barrel of a good just produced: {good} is the one worth most "
            f"to you now (it {sells} at the trading house, and ships for a point like any other).")


def _keep(o: Outlook, action) -> str:
    _, words = _storage(o.game, o.seat)
    return (f"At the end of the captain phase you may keep {words}, and the rest go back to the "
            "supply, so keep the goods worth most.")


def _place(o: Outlook, action) -> str:
    rs = o.game.ruleset
    layout = action.value
    city = [name for name, n in layout.city if n] + [name for name, n in layout.city_nobles if n]
    tiles = [name for name, n in layout.island if n] + [name for name, n in layout.island_nobles if n]
    production = [b for b in city if rs.by_id[b].good]
    others = [b for b in city if not rs.by_id[b].good]
    fed = {rs.by_id[b].good for b in production}
    idle = sorted({t for t in tiles if t not in fed and t not in ("corn", "quarry")})
    parts = []
    if production:
        parts.append(f"work your {and_words([pretty(b) for b in production])} together with the plantations "
                     f"that feed {'it' if len(production) == 1 else 'them'}: a plantation yields only while a "
                     "manned circle of its building matches it (corn needs none)")
    if "corn" in tiles:
        parts.append("man your corn: a manned corn plantation yields a barrel each craftsman phase by itself")
    if "quarry" in tiles:
        parts.append("man your quarry: it takes a doubloon off your buildings")
    if others:
        parts.append(f"man the {and_words([pretty(b) for b in others])}: a building's ability works only with a "
                     "colonist in it, and a large building scores its bonus only if manned")
    if idle:
        parts.append(f"a colonist on your {and_words([pretty(t) for t in idle])} plantation makes nothing until you "
                     f"own a manned building for it, but every colonist takes a free circle before any waits in "
                     "San Juan")
    text = " ".join(f"{part[:1].upper()}{part[1:]}." for part in parts)
    goal = label(o.game, action.to_mapping())
    return f"{text} The layout to aim for: {goal}.".strip()


def _pass(o: Outlook, action) -> str:
    phase = o.game.state.phase
    if phase == "builder":
        return "No building you can afford now is worth its doubloons to you: keep them for a better one."
    if phase == "trader":
        return "Keep your barrels: shipping them later is worth more than what the trading house pays now."
    if phase == "settler":
        return "None of the tiles on offer helps you: you have no colonist or building to make use of it."
    if phase == "craftsman":
        return "No extra barrel is worth taking: you could neither ship nor sell it well."
    return "Every other move leaves you worse off by the coach's reckoning."


def _gains(o: Outlook, action) -> str:
    c = _change(o, o.seat)
    parts = []
    if c["points"]:
        parts.append(count_words(c["points"], "point"))
    if c["doubloons"]:
        parts.append(count_words(c["doubloons"], "doubloon"))
    text = f"By the end of the phase this brings you {and_words(parts)}." if parts else ""
    return f"{text} {rivals_words(o)}".strip()
