"""The words of Puerto Rico hints: why the coach's move is good, in terms of the game (barrels
saved from spoiling, a building's use, a plantation's partner building, what a role brings you
and your rivals), then how far ahead of the next best move it puts you."""
from __future__ import annotations

from ..games.puerto_rico.common import privilege
from ..games.puerto_rico.components import GOODS, LOOSE_BARRELS, PRICES, WAREHOUSE_SLOTS
from ..games.puerto_rico.render import label, pretty
from ..games.puerto_rico.roles.mayor import current_layout
from ..core.words import Phrase
from .hints import ANY_ROLE, AS_THE_ROLE, PASS_ANY, Outlook, against_the_next, and_words, count_words, rivals_words
from .lookahead import after

# What a manned building does for its owner, in a few words of our own (the rule catalogue has
# the full statements); said of "its owner", so they hold in a hint to the player and in a
# walkthrough's reason about someone else.
ABILITY_WORDS = {
    "small_market": "every sale brings its owner one doubloon more",
    "large_market": "every sale brings its owner two doubloons more",
    "hacienda": "each settler phase it adds an unseen plantation to its owner's island",
    "construction_hut": "its owner may take a quarry in place of a plantation",
    "small_warehouse": "one whole kind of goods is safe from spoiling after each captain phase",
    "large_warehouse": "two whole kinds of goods are safe from spoiling after each captain phase",
    "hospice": "every plantation or quarry its owner takes arrives with a colonist on it",
    "office": "its owner may sell a kind the trading house already holds",
    "factory": "each craftsman phase pays its owner doubloons for the number of kinds produced",
    "university": "every building its owner buys arrives with a colonist in it",
    "harbor": "every load its owner ships earns one point more",
    "wharf": "once per captain phase its owner may ship all barrels of one kind on a ship of their own",
    "guild_hall": "at the end it scores 1 point per small and 2 per large production building",
    "residence": "at the end it scores 4 to 7 points by how full its owner's island is",
    "fortress": "at the end it scores a point for every three colonists its owner has",
    "customs_house": "at the end it scores a point for every four points its owner holds",
    "city_hall": "at the end it scores a point for each violet building in its owner's city",
}
# What each role's chooser does in the phase, said to them and about them (``_role``).
ROLE_DEEDS = {
    "settler": Phrase("takes a plantation first (or a quarry)", "take a plantation first (or a quarry)"),
    "mayor": Phrase("takes an extra colonist", "take an extra colonist"),
    "builder": Phrase("builds for a doubloon less", "build for a doubloon less"),
    "craftsman": Phrase("takes one extra barrel", "take one extra barrel"),
    "trader": Phrase("sells first and for a doubloon more", "sell first and for a doubloon more"),
    "captain": Phrase("loads first and earns a point more", "load first and earn a point more"),
    "prospector": Phrase("takes a doubloon from the bank", "take a doubloon from the bank"),
}
NUMBER_WORDS = {1: "one", 2: "two"}
TAKES = Phrase("takes {tiles}", "take {tiles}")
GAINS_COLONISTS = Phrase("gains {colonists} (one extra for choosing the mayor)",
                         "gain {colonists} (one extra for choosing the mayor)")
BUILDS_CHEAPER = Phrase("builds {buildings} for a doubloon less", "build {buildings} for a doubloon less")
PRODUCES = Phrase("produces {barrels}, one of them extra for choosing the craftsman",
                  "produce {barrels}, one of them extra for choosing the craftsman")
SELLS_FIRST = Phrase("sells {goods} first, for a doubloon more ({doubloons} in all)",
                     "sell {goods} first, for a doubloon more ({doubloons} in all)")
SHIPS_FIRST = Phrase("loads first and ships for {points} in all, {privilege} of them for choosing the captain",
                     "load first and ship for {points} in all, {privilege} of them for choosing the captain")
SHIPS_FIRST_DECLINED = Phrase("loads first and ships for {points}", "load first and ship for {points}")
COLLECTS = Phrase("collects the {doubloons} lying on the card", "collect the {doubloons} lying on the card")


def _first_click(game, action):
    """The click the table takes first for ``action``: a mayor's layout or the barrels kept, which
    the table takes a circle or a barrel at a time, as the next step towards it; else the move."""
    step = next_click(game, action) if action.verb == "place" else (
        next_store(game, action) if action.verb == "keep" else None)
    return action if step is None else step


def target(game, action) -> dict:
    """The table's control for the hint's next click, as its choice's action."""
    return _first_click(game, action).to_mapping()


def move_words(game, action) -> str:
    """The move as the table's buttons say it (a role as "Choose the builder"); a mayor's whole
    layout, which the table lays out a circle at a time, as the next click towards it."""
    action = _first_click(game, action)
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
        words += f" plus every barrel of {count_words(kinds, 'kind')} in warehouses"
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
        deeds.append(o.say(TAKES, tiles=and_words([_a(pretty(t) + ('' if t == 'quarry' else ' plantation'))
                                                   for t in c['tiles']])))
    elif role == "mayor" and c["colonists"] > 0:
        deeds.append(o.say(GAINS_COLONISTS, colonists=count_words(c['colonists'], 'colonist')))
    elif role == "builder" and c["built"]:
        deeds.append(o.say(BUILDS_CHEAPER, buildings=and_words(['the ' + pretty(b) for b in c['built']])))
    elif role == "craftsman" and any(n > 0 for n in c["goods"]):
        deeds.append(o.say(PRODUCES, barrels=_goods_words(c['goods'])))
    elif role == "trader" and c["doubloons"] > 0 and any(n < 0 for n in c["goods"]):
        sold = [GOODS[i] for i, n in enumerate(c["goods"]) if n < 0]
        deeds.append(o.say(SELLS_FIRST, goods=and_words(sold), doubloons=c['doubloons']))
    elif role == "captain" and c["chips"] > 0:
        extra = _captains_points(o, action)
        phrase = SHIPS_FIRST if extra else SHIPS_FIRST_DECLINED
        deeds.append(o.say(phrase, points=count_words(c['chips'], 'point'), privilege=NUMBER_WORDS.get(extra, extra)))
    elif role == "prospector":
        deeds.append(o.say(ROLE_DEEDS["prospector"]))
    money = sum(m for r, m, t in zip(s.role_cards, s.role_money, s.role_taken) if r == role and t == -1)
    if money:
        deeds.append(o.say(COLLECTS, doubloons=count_words(money, 'doubloon')))
    if not deeds:
        deeds.append(f"{o.say(ROLE_DEEDS.get(role, ANY_ROLE))} in the phase that follows")
    text = o.say(AS_THE_ROLE, role=pretty(role), deeds=and_words(deeds))
    return f"{text} {rivals_words(o)}".strip()


def _captains_points(o: Outlook, role_choice) -> int:
    """The points the captain's privilege brought the chooser in the phase played out after the
    choice (0 when declined): its first load took it unless written without it."""
    seat, log = o.seat, o.after.log
    start = max((i for i, a in enumerate(log) if a.verb == "choose_role" and a.player == seat), default=-1)
    first = next((a for a in log[start + 1:] if a.verb == "ship" and a.player == seat), None)
    if first is None or first.option("privilege", True) is False:
        return 0
    return privilege(after(o.game, role_choice).state, seat)


def _ships_taking(s, good: int) -> list[int]:
    """The cargo ships that could take this good now."""
    carried = any(g == good and n < cap for g, n, cap in zip(s.ship_good, s.ship_count, s.ship_capacity))
    out = []
    for k, (g, n, cap) in enumerate(zip(s.ship_good, s.ship_count, s.ship_capacity)):
        if n < cap and (g == good or (g == -1 and not carried and good not in s.ship_good)):
            out.append(k)
    return out


SHIPS = Phrase("{who} ships {barrels} {where} for {points}", "Ship {barrels} {where} for {points}")
ON_THE_WHARF = Phrase("on {whose} wharf", "on your wharf")
ONLY_SHIP = Phrase("It is the only ship that takes {good} now.")
SAVES = Phrase("Barrels left after the captain phase go back to the supply ({who} may keep {kept}): this saves "
               "{saved} from spoiling.",
               "Barrels left after the captain phase go back to the supply (you may keep {kept}): this saves "
               "{saved} from spoiling.")
STILL_LOSES = Phrase("{who} will still lose {lost} when the phase ends ({who} may keep {kept}).",
                     "You will still lose {lost} when the phase ends (you may keep {kept}).")
# where a load's points come from, by the rule that gave them (the rest are one per barrel)
POINTS_FROM = {"captain.privilege": "{n} for the captain's first load", "captain.harbor": "{n} from the harbor"}


def _ship(o: Outlook, action) -> str:
    s = o.game.state
    good = GOODS.index(action.value)
    on = action.option("on")
    p = s.players[o.seat]
    step = o.game.clone()
    events = step.apply(action)
    q = step.state.players[o.seat]
    shipped = p.goods[good] - q.goods[good]
    points = q.vp - p.vp
    where = o.say(ON_THE_WHARF) if on == "wharf" else f"on the {on}-ship"
    extras = [POINTS_FROM[e.rule].format(n=e.data["points"]) for e in events
              if e.kind == "vp" and e.player == o.seat and e.rule in POINTS_FROM]
    worth = count_words(points, "point")
    if extras:  # the total, then where each point comes from, so that it plainly adds up
        barrels = "1 for the barrel" if shipped == 1 else f"{shipped} for the barrels"
        worth += f": {and_words([barrels, *extras])}"
    text = o.say(SHIPS, barrels=count_words(shipped, action.value + " barrel"), where=where, points=worth) + "."
    if on != "wharf" and _ships_taking(s, good) == [s.ship_capacity.index(on)]:
        text += " " + ONLY_SHIP.say(good=action.value)
    before_loss = _spoiling(o.game, o.seat, p.goods)
    after_loss = _spoiling(step, o.seat, q.goods)
    _, kept = _storage(o.game, o.seat)
    if before_loss > after_loss:
        text += " " + o.say(SAVES, kept=kept, saved=count_words(before_loss - after_loss, "barrel"))
    elif after_loss:
        text += " " + o.say(STILL_LOSES, kept=kept, lost=count_words(after_loss, "barrel"))
    return text


COSTS = Phrase("The {building} costs {who} {paid} (printed {cost}) and is worth {points} at the end.",
               "The {building} costs you {paid} (printed {cost}) and is worth {points} at the end.")
TURNS_INTO = Phrase(" It turns {good} into barrels, {barrels} a craftsman phase at most")
FEEDS = Phrase(": {who} has {fields} and {served}.", ": you have {fields} and {served}.")
# a building that makes no barrel yet is still worth its printed points: said so, since the coach
# may recommend it for them (a newcomer read "it pays only once you add more" beside the advice
# to buy it with the last doubloon)
ALREADY_SERVED = Phrase("; {whose} {good} buildings already have circles for {whose} {fields}, so it makes barrels "
                        "only once {who} takes more {good} plantations, and until then it counts for its points.",
                        "; your {good} buildings already have circles for your {fields}, so it makes barrels only "
                        "once you take more {good} plantations, and until then it counts for its points.")
NOTHING_TO_FEED = Phrase("; {who} has no {good} plantation yet to feed it, so until then it counts for its points.",
                         "; you have no {good} plantation yet to feed it, so until then it counts for its points.")


def _build(o: Outlook, action) -> str:
    rs, s = o.game.ruleset, o.game.state
    b = rs.by_id[action.value]
    paid = s.players[o.seat].doubloons - after(o.game, action).state.players[o.seat].doubloons
    text = o.say(COSTS, building=pretty(b.id), paid=count_words(paid, "doubloon"), cost=b.cost,
                 points=count_words(b.vp, "point"))
    if b.good:
        p = s.players[o.seat]
        fields = sum(1 for t in p.island if t == b.good)
        circles = sum(rs.by_id[owned].circles for owned in p.city if rs.by_id[owned].good == b.good)
        text += TURNS_INTO.say(good=b.good, barrels=count_words(b.circles, "barrel"))
        if fields > circles:
            served = f"circles for {circles} of them" if circles else f"no {b.good} building yet"
            text += o.say(FEEDS, fields=count_words(fields, b.good + " plantation"), served=served)
        elif circles:
            text += o.say(ALREADY_SERVED, good=b.good, fields=count_words(fields, b.good + " plantation"))
        else:
            text += o.say(NOTHING_TO_FEED, good=b.good)
    elif b.id in ABILITY_WORDS:
        text += f" Once a colonist works it, {ABILITY_WORDS[b.id]}."
    return text


SELLS = Phrase("{who} sells {good} for {got} (it is priced {price}{rest}).",
               "Sell {good} for {got} (it is priced {price}{rest}).")
FIRST_SALE = Phrase(" The trading house takes each kind only once, and {rivals} also {hold} {good}: selling it "
                    "first keeps the place for {who}.",
                    " The trading house takes each kind only once, and {rivals} also {hold} {good}: selling it "
                    "first keeps the place yours.")


def _sell(o: Outlook, action) -> str:
    s = o.game.state
    good = action.value
    got = after(o.game, action).state.players[o.seat].doubloons - s.players[o.seat].doubloons
    price = PRICES[GOODS.index(good)]
    rest = "; the trader's privilege and any market add the rest" if got > price else ""
    text = o.say(SELLS, good=good, got=count_words(got, "doubloon"), price=price, rest=rest)
    rivals = [o.names[q] for q in range(o.game.players)
              if q != o.seat and s.players[q].goods[GOODS.index(good)] and q in s.queue]
    if rivals:
        text += o.say(FIRST_SALE, rivals=and_words(rivals), hold="holds" if len(rivals) == 1 else "hold", good=good)
    return text


QUARRY = Phrase("A manned quarry takes a doubloon off every building {who} buys, up to the building's column; "
                "{who} has {quarries} already.",
                "A manned quarry takes a doubloon off every building you buy, up to the building's column; "
                "you have {quarries} already.")
FIRST_QUARRY = Phrase("A manned quarry takes a doubloon off every building {who} buys, up to the building's column.",
                      "A manned quarry takes a doubloon off every building you buy, up to the building's column.")
HACIENDA = Phrase("{whose} hacienda adds an unseen plantation on top of this pick: an extra tile for free.",
                  "Your hacienda adds an unseen plantation on top of your pick: an extra tile for free.")
CORN = Phrase("Corn needs no building: a manned corn plantation yields a barrel every craftsman phase.")
ROOM_FOR = Phrase("{whose} {good} building has room for {more}: this one feeds it, and a plantation yields only "
                  "with a manned building circle to match.",
                  "Your {good} building has room for {more}: this one feeds it, and a plantation yields only "
                  "with a manned building circle to match.")
PLAN_A_BUILDING = Phrase("{Good} sells for {price}; a plantation yields only once a manned {good} "
                         "building has a circle for it, so plan one.")
# the game's end in sight: a tile needs a colonist (and a plantation its building) before it
# makes anything, so "plan a building" would be advice that cannot pay off in time
LAST_ROUND = Phrase("The game ends with this round: a tile taken now is unlikely to make anything before then, so "
                    "the pick matters little{residence}.")
NEAR_THE_END = Phrase("The game is near its end: a plantation yields only once a manned {good} building has a "
                      "circle for it, and there may be no time left to build and man one.")
FILLS_THE_RESIDENCE = Phrase(", but it fills a space of {whose} island, and the residence scores by how full the "
                             "island is", ", but it fills a space of your island, and your residence scores by how "
                             "full the island is")
NEAR_END_ROUNDS = 2  # the coach expects fewer rounds than this: too late to plan a building


def _settle(o: Outlook, action) -> str:
    from .puerto_rico import rounds_left

    rs, s = o.game.ruleset, o.game.state
    tile = action.value
    p = s.players[o.seat]
    if s.end_triggered:
        residence = o.say(FILLS_THE_RESIDENCE) if p.manned("residence") else ""
        return LAST_ROUND.say(residence=residence)
    if tile == "quarry":
        quarries = sum(1 for t in p.island if t == "quarry")
        return o.say(QUARRY, quarries=count_words(quarries, "quarry")) if quarries else o.say(FIRST_QUARRY)
    if tile == "hidden":
        return o.say(HACIENDA)
    if tile == "corn":
        return CORN.say()
    circles = sum(rs.by_id[b].circles for b in p.city if rs.by_id[b].good == tile)
    fields = sum(1 for t in p.island if t == tile)
    if circles > fields:
        return o.say(ROOM_FOR, good=tile, more=count_words(circles - fields, "more " + tile + " plantation"))
    if rounds_left(o.game) < NEAR_END_ROUNDS:
        return NEAR_THE_END.say(good=tile)
    return PLAN_A_BUILDING.say(Good=tile.capitalize(), good=tile,
                               price=count_words(PRICES[GOODS.index(tile)], "doubloon"))


BONUS = Phrase("The craftsman takes one extra barrel of a good just produced: {good} is the one worth most to {who} "
               "now (it {sells} at the trading house, and ships for a point like any other).",
               "The craftsman takes one extra barrel of a good just produced: {good} is the one worth most to you "
               "now (it {sells} at the trading house, and ships for a point like any other).")


def _bonus(o: Outlook, action) -> str:
    good = action.value
    price = PRICES[GOODS.index(good)]
    sells = f"sells for {count_words(price, 'doubloon')}" if price else "sells for nothing"
    return o.say(BONUS, good=good, sells=sells)


KEEP = Phrase("{who} holds {held}. At the end of the captain phase {who} may keep {kept}, and the rest go back to "
              "the supply, so the goods worth most are the ones to keep.",
              "You hold {held}. At the end of the captain phase you may keep {kept}, and the rest go back to the "
              "supply, so keep the goods worth most.")


def _keep(o: Outlook, action) -> str:
    _, words = _storage(o.game, o.seat)
    # what is held, so that a button reading "Keep all your indigo" is plainly one barrel
    return o.say(KEEP, held=_goods_words(o.game.state.players[o.seat].goods), kept=words)


# The mayor's hint speaks of its next click only (a circle to fill or empty, or Confirm): one
# short reason a click, true of that space, so that the learner reads a sentence, clicks, and
# asks again (a newcomer read the whole layout's reasons again at every click).
FEEDS_BUILDING = Phrase("A manned {good} plantation makes a barrel only with a manned circle of {whose} {buildings} "
                        "to match it.",
                        "A manned {good} plantation makes a barrel only with a manned circle of your {buildings} "
                        "to match it.")
WORKS_PLANTATIONS = Phrase("The {building} turns {good} from manned {good} plantations into barrels, but only with a "
                           "colonist in it.",
                           "Your {building} turns {good} from manned {good} plantations into barrels, but only with a "
                           "colonist in it.")
MAN_CORN = Phrase("A manned corn plantation yields a barrel each craftsman phase by itself.")
MAN_QUARRY = Phrase("A manned quarry takes a doubloon off {whose} buildings.",
                    "A manned quarry takes a doubloon off your buildings.")
MAN_BUILDING = Phrase("The {building}'s ability works only with a colonist in it.")
MAN_LARGE = Phrase("The {building} scores its bonus at the end only if a colonist is in it.")
# a colonist on a plantation of a kind with no building of the player's yet
IDLE_NONE = Phrase("A colonist there makes nothing until {who} owns a {good} building and mans it, but every colonist takes a "
                   "free circle before any waits in San Juan.",
                   "A colonist there makes nothing until you own a {good} building and man it, but every colonist takes a "
                   "free circle before any waits in San Juan.")
MOVE_ELSEWHERE = Phrase("The colonist does more on another circle.")
LAYOUT_DONE = Phrase("Every colonist is where the coach would put it.")


def _place(o: Outlook, action) -> str:
    """Why the next click towards the coach's layout (``next_click``): a space to man, a colonist
    to move, or Confirm. Said about someone watched (a walkthrough's step lays out the whole
    layout at once): why each kind of space the layout mans is manned, each said once."""
    if not o.addressed:
        manned = [name for (where, name), n in _spaces(action.value).items() if n and where in ("island", "city")]
        return " ".join(dict.fromkeys(_manning(o, name) for name in manned)) or LAYOUT_DONE.say()
    step = next_click(o.game, action)
    if step is None or step.verb == "confirm":
        return LAYOUT_DONE.say()
    if step.verb != "put":
        return MOVE_ELSEWHERE.say()
    return _manning(o, str(step.value))


def _manning(o: Outlook, space: str) -> str:
    """Why a colonist goes on ``space`` (an island tile or a building of the player's)."""
    rs = o.game.ruleset
    player = o.game.state.players[o.seat]
    if space == "corn":
        return MAN_CORN.say()
    if space == "quarry":
        return o.say(MAN_QUARRY)
    if space in rs.by_id:
        building = rs.by_id[space]
        if building.good:
            return o.say(WORKS_PLANTATIONS, building=pretty(space), good=building.good)
        return (MAN_LARGE if building.large else MAN_BUILDING).say(building=pretty(space))
    buildings = [pretty(b) for b in dict.fromkeys(player.city) if rs.by_id[b].good == space]
    if buildings:
        return o.say(FEEDS_BUILDING, good=space, buildings=and_words(buildings))
    return o.say(IDLE_NONE, good=space)


PASSES = {
    "builder": Phrase("No building {who} can afford now is worth its doubloons to {who}: better to keep them for a "
                      "better one.",
                      "No building you can afford now is worth its doubloons to you: keep them for a better one."),
    "trader": Phrase("{who} keeps their barrels: shipping them later is worth more than what the trading house "
                     "pays now.",
                     "Keep your barrels: shipping them later is worth more than what the trading house pays now."),
    "settler": Phrase("None of the tiles on offer helps {who}: {who} has no colonist or building to make use of it.",
                      "None of the tiles on offer helps you: you have no colonist or building to make use of it."),
    "craftsman": Phrase("No extra barrel is worth taking: {who} could neither ship nor sell it well.",
                        "No extra barrel is worth taking: you could neither ship nor sell it well."),
}


def _pass(o: Outlook, action) -> str:
    return o.say(PASSES.get(o.game.state.phase, PASS_ANY))


BRINGS = Phrase("By the end of the phase this brings {who} {gains}.", "By the end of the phase this brings you {gains}.")


def _gains(o: Outlook, action) -> str:
    c = _change(o, o.seat)
    parts = []
    if c["points"]:
        parts.append(count_words(c["points"], "point"))
    if c["doubloons"]:
        parts.append(count_words(c["doubloons"], "doubloon"))
    text = o.say(BRINGS, gains=and_words(parts)) if parts else ""
    return f"{text} {rivals_words(o)}".strip()
