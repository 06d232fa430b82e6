"""The words of Puerto Rico hints: why the coach's move is good, in terms of the game (barrels
saved from spoiling, a building's use, a plantation's partner building, what a role brings you
and your rivals), then how far ahead of the next best move it puts you.

Every reason is said in the reader's language: each sentence is one whole ``Phrase`` (or ``N_``
message) with named placeholders, filled with the game's own names for roles, goods and
buildings (the ``rules`` catalogue); a list of names or counts is joined by the language's own
list pattern (``spoken_list``), never by English words."""
from __future__ import annotations

from ..core.language import N_, component_name, speak, speak_plural, translate
from ..core.words import Phrase, capitalised, spoken_list
from ..games.puerto_rico.common import privilege
from ..games.puerto_rico.components import GOODS, LOOSE_BARRELS, PRICES, WAREHOUSE_SLOTS
from ..games.puerto_rico.render import label
from ..games.puerto_rico.render.narrate import A_GOOD, SPACES
from ..games.puerto_rico.render.viewmodel import barrel_words
from ..games.puerto_rico.roles.mayor import current_layout
from .hints import ACTS_FIRST, PASS_ANY, Outlook, against_the_next, counted, rivals_words
from .lookahead import after

# What a manned building does for its owner, in a sentence of our own (the rule catalogue has the
# full statements); said of "its owner", so they hold in a hint to the player and in a
# walkthrough's reason about someone else.
ABILITIES = {
    "small_market": N_("Once a colonist works it, every sale brings its owner one doubloon more."),
    "large_market": N_("Once a colonist works it, every sale brings its owner two doubloons more."),
    "hacienda": N_("Once a colonist works it, each settler phase it adds an unseen plantation to its owner's island."),
    "construction_hut": N_("Once a colonist works it, its owner may take a quarry in place of a plantation."),
    "small_warehouse": N_("Once a colonist works it, one whole kind of goods is safe from spoiling after each captain "
                          "phase."),
    "large_warehouse": N_("Once a colonist works it, two whole kinds of goods are safe from spoiling after each captain "
                          "phase."),
    "hospice": N_("Once a colonist works it, every plantation or quarry its owner takes arrives with a colonist on it."),
    "office": N_("Once a colonist works it, its owner may sell a kind the trading house already holds."),
    "factory": N_("Once a colonist works it, each craftsman phase pays its owner doubloons for the number of kinds "
                  "produced."),
    "university": N_("Once a colonist works it, every building its owner buys arrives with a colonist in it."),
    "harbor": N_("Once a colonist works it, every load its owner ships earns one point more."),
    "wharf": N_("Once a colonist works it, once per captain phase its owner may ship all barrels of one kind on a ship "
                "of their own."),
    "guild_hall": N_("Once a colonist works it, at the end it scores 1 point per small and 2 per large production "
                     "building."),
    "residence": N_("Once a colonist works it, at the end it scores 4 to 7 points by how full its owner's island is."),
    "fortress": N_("Once a colonist works it, at the end it scores a point for every three colonists its owner has."),
    "customs_house": N_("Once a colonist works it, at the end it scores a point for every four points its owner "
                        "holds."),
    "city_hall": N_("Once a colonist works it, at the end it scores a point for each violet building in its owner's "
                    "city."),
}
# What each role's chooser does in the phase that follows, where the phase played out shows
# nothing more particular (``_role``).
ROLE_DEEDS = {
    "settler": Phrase("As the {role} {who} takes a plantation first (or a quarry) in the phase that follows.",
                      "As the {role} you take a plantation first (or a quarry) in the phase that follows."),
    "mayor": Phrase("As the {role} {who} takes an extra colonist in the phase that follows.",
                    "As the {role} you take an extra colonist in the phase that follows."),
    "builder": Phrase("As the {role} {who} builds for a doubloon less in the phase that follows.",
                      "As the {role} you build for a doubloon less in the phase that follows."),
    "craftsman": Phrase("As the {role} {who} takes one extra barrel in the phase that follows.",
                        "As the {role} you take one extra barrel in the phase that follows."),
    "trader": Phrase("As the {role} {who} sells first and for a doubloon more in the phase that follows.",
                     "As the {role} you sell first and for a doubloon more in the phase that follows."),
    "captain": Phrase("As the {role} {who} loads first and earns a point more in the phase that follows.",
                      "As the {role} you load first and earn a point more in the phase that follows."),
    "prospector": Phrase("As the {role} {who} takes a doubloon from the bank.",
                         "As the {role} you take a doubloon from the bank."),
}
# What the phase played out brought the role's chooser, by role.
TAKES = Phrase("As the {role} {who} takes {tiles}.", "As the {role} you take {tiles}.")
GAINS_COLONISTS = Phrase("As the {role} {who} gains {colonists:count:colonist} (one extra for choosing the mayor).",
                         "As the {role} you gain {colonists:count:colonist} (one extra for choosing the mayor).")
BUILDS_CHEAPER = Phrase("As the {role} {who} builds the {building} for a doubloon less.",
                        "As the {role} you build the {building} for a doubloon less.")
PRODUCES = Phrase("As the {role} {who} produces {barrels}, one of them extra for choosing the craftsman.",
                  "As the {role} you produce {barrels}, one of them extra for choosing the craftsman.")
SELLS_FIRST = Phrase("As the {role} {who} sells {goods} first, for a doubloon more ({doubloons:count:doubloon} in all).",
                     "As the {role} you sell {goods} first, for a doubloon more ({doubloons:count:doubloon} in all).")
# by the privilege's share of the points (two with a manned library)
SHIPS_FIRST = {
    1: Phrase("As the {role} {who} loads first and ships for {points:count:point} in all, one of them for choosing "
              "the captain.",
              "As the {role} you load first and ship for {points:count:point} in all, one of them for choosing "
              "the captain."),
    2: Phrase("As the {role} {who} loads first and ships for {points:count:point} in all, two of them for choosing "
              "the captain.",
              "As the {role} you load first and ship for {points:count:point} in all, two of them for choosing "
              "the captain."),
}
SHIPS_FIRST_DECLINED = Phrase("As the {role} {who} loads first and ships for {points:count:point}.",
                              "As the {role} you load first and ship for {points:count:point}.")
COLLECTS = Phrase("As the {role} {who} collects the {doubloons:count:doubloon} lying on the card.",
                  "As the {role} you collect the {doubloons:count:doubloon} lying on the card.")
ALSO_COLLECTS = Phrase("{who} also collects the {doubloons:count:doubloon} lying on the card.",
                       "You also collect the {doubloons:count:doubloon} lying on the card.")
CHOOSE_ROLE = Phrase("Choose the {role}")


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
    return CHOOSE_ROLE.say(role=text[:1].lower() + text[1:]) if action.verb == "choose_role" else text


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
    """Why the coach's move is good, then how it compares with the next best: whole sentences."""
    action = o.ranked[0][0]
    words = {
        "choose_role": _role, "ship": _ship, "build": _build, "sell": _sell, "settle": _settle,
        "bonus": _bonus, "keep": _keep, "place": _place, "pass": _pass,
    }.get(action.verb, _gains)(o, action)
    return " ".join(filter(None, [words, against_the_next(o, move_words)]))


# -- facts ----------------------------------------------------------------------------------------
def _tile(name: str) -> str:
    """A tile taken, with its article in English: a corn plantation, a quarry, a forest."""
    if name in GOODS:
        return SPACES["plantation"].say(tile=component_name("good", name))
    if name == "quarry":
        return SPACES["quarry"].say()
    return A_GOOD.say(good=component_name("term", name))


# what a player may keep after a captain phase: one loose barrel (the rules keep exactly one,
# LOOSE_BARRELS), plus whole kinds in manned warehouses
KEPT_WITH_WAREHOUSES = Phrase("1 barrel plus every barrel of {kinds:count:kind} in warehouses")


def _storage(game, seat: int) -> tuple[int, str]:
    """(kinds kept whole, the storage in words) for a player after a captain phase."""
    p = game.state.players[seat]
    kinds = sum(n for b, n in WAREHOUSE_SLOTS.items() if p.manned(b))
    words = KEPT_WITH_WAREHOUSES.say(kinds=kinds) if kinds else counted("barrel", LOOSE_BARRELS)
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
    """``2 corn barrels and 1 indigo barrel``: the barrels of each good counted."""
    return spoken_list([barrel_words(n, GOODS[i]) for i, n in enumerate(counts) if n > 0])


# -- each kind of move --------------------------------------------------------------------------
def _role(o: Outlook, action) -> str:
    s = o.game.state
    role = action.value
    money = sum(m for r, m, t in zip(s.role_cards, s.role_money, s.role_taken) if r == role and t == -1)
    deed = _role_deed(o, action)
    if deed is None:
        phrase = COLLECTS if money else ROLE_DEEDS.get(role, ACTS_FIRST)
        sentences = [o.say(phrase, role=component_name("role", role), doubloons=money)]
    else:
        sentences = [deed, o.say(ALSO_COLLECTS, doubloons=money) if money else ""]
    return " ".join(filter(None, [*sentences, rivals_words(o)]))


def _role_deed(o: Outlook, action) -> str | None:
    """What the phase played out brought the role's chooser, as a sentence; None when it shows
    nothing particular to the role (the role's own words are said then)."""
    role = action.value
    c = _change(o, o.seat)
    name = component_name("role", role)
    if role == "settler" and c["tiles"]:
        return o.say(TAKES, role=name, tiles=spoken_list([_tile(t) for t in c["tiles"]]))
    if role == "mayor" and c["colonists"] > 0:
        return o.say(GAINS_COLONISTS, role=name, colonists=c["colonists"])
    if role == "builder" and c["built"]:
        return o.say(BUILDS_CHEAPER, role=name, building=spoken_list([component_name("building", b) for b in c["built"]]))
    if role == "craftsman" and any(n > 0 for n in c["goods"]):
        return o.say(PRODUCES, role=name, barrels=_goods_words(c["goods"]))
    if role == "trader" and c["doubloons"] > 0 and any(n < 0 for n in c["goods"]):
        sold = [component_name("good", GOODS[i]) for i, n in enumerate(c["goods"]) if n < 0]
        return o.say(SELLS_FIRST, role=name, goods=spoken_list(sold), doubloons=c["doubloons"])
    if role == "captain" and c["chips"] > 0:
        extra = _captains_points(o, action)
        phrase = SHIPS_FIRST[min(extra, 2)] if extra else SHIPS_FIRST_DECLINED
        return o.say(phrase, role=name, points=c["chips"])
    if role == "prospector":
        return o.say(ROLE_DEEDS["prospector"], role=name)
    return None


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


# a load, on a cargo ship or on the player's own wharf; where several rules give its points, the
# total is followed by what each gives ({sources}), so that it plainly adds up
SHIPS = {
    (False, False): Phrase("{who} ships {barrels} on the {ship}-ship for {points:count:point}.",
                           "Ship {barrels} on the {ship}-ship for {points:count:point}."),
    (False, True): Phrase("{who} ships {barrels} on the {ship}-ship for {points:count:point}: {sources}.",
                          "Ship {barrels} on the {ship}-ship for {points:count:point}: {sources}."),
    (True, False): Phrase("{who} ships {barrels} on {whose} wharf for {points:count:point}.",
                          "Ship {barrels} on your wharf for {points:count:point}."),
    (True, True): Phrase("{who} ships {barrels} on {whose} wharf for {points:count:point}: {sources}.",
                         "Ship {barrels} on your wharf for {points:count:point}: {sources}."),
}
ONLY_SHIP = Phrase("It is the only ship that takes {good} now.")
SAVES = Phrase("Barrels left after the captain phase go back to the supply ({who} may keep {kept}): this saves "
               "{saved:count:barrel} from spoiling.",
               "Barrels left after the captain phase go back to the supply (you may keep {kept}): this saves "
               "{saved:count:barrel} from spoiling.")
STILL_LOSES = Phrase("{who} will still lose {lost:count:barrel} when the phase ends ({who} may keep {kept}).",
                     "You will still lose {lost:count:barrel} when the phase ends (you may keep {kept}).")
# where a load's points come from, by the rule that gave them (the rest are one per barrel)
POINTS_FROM = {"captain.privilege": N_("{n} for the captain's first load"), "captain.harbor": N_("{n} from the harbor")}


def _ship(o: Outlook, action) -> str:
    s = o.game.state
    good = GOODS.index(action.value)
    on = action.option("on")
    p = s.players[o.seat]
    step = o.game.clone()
    events = step.apply(action)
    q = step.state.players[o.seat]
    shipped = p.goods[good] - q.goods[good]
    extras = [speak(POINTS_FROM[e.rule], n=e.data["points"]) for e in events
              if e.kind == "vp" and e.player == o.seat and e.rule in POINTS_FROM]
    sources = spoken_list([speak_plural("{n} for the barrel", "{n} for the barrels", shipped), *extras]) if extras else ""
    text = o.say(SHIPS[on == "wharf", bool(extras)], barrels=barrel_words(shipped, action.value), ship=on,
                 points=q.vp - p.vp, sources=sources)
    sentences = [text]
    if on != "wharf" and _ships_taking(s, good) == [s.ship_capacity.index(on)]:
        sentences.append(ONLY_SHIP.say(good=component_name("good", action.value)))
    before_loss = _spoiling(o.game, o.seat, p.goods)
    after_loss = _spoiling(step, o.seat, q.goods)
    _, kept = _storage(o.game, o.seat)
    if before_loss > after_loss:
        sentences.append(o.say(SAVES, kept=kept, saved=before_loss - after_loss))
    elif after_loss:
        sentences.append(o.say(STILL_LOSES, kept=kept, lost=after_loss))
    return " ".join(sentences)


COSTS = Phrase("The {building} costs {who} {paid:count:doubloon} (printed {cost}) and is worth {points} at the end.",
               "The {building} costs you {paid:count:doubloon} (printed {cost}) and is worth {points} at the end.")
TURNS_INTO = Phrase("It turns {good} into barrels, {barrels:count:barrel} a craftsman phase at most.")
# the plantations a production building would serve, against the circles there are for them
FEEDS = Phrase("{who} has {fields:count:{good} plantation} and circles for {circles} of them.",
               "You have {fields:count:{good} plantation} and circles for {circles} of them.")
FEEDS_NONE = Phrase("{who} has {fields:count:{good} plantation} and no {good} building yet.",
                    "You have {fields:count:{good} plantation} and no {good} building yet.")
# a building that makes no barrel yet is still worth its printed points: said so, since the coach
# may recommend it for them (a newcomer read "it pays only once you add more" beside the advice
# to buy it with the last doubloon)
ALREADY_SERVED = Phrase("{whose} {good} buildings already have circles for {whose} {fields:count:{good} plantation}, so "
                        "it makes barrels only once {who} takes more {good} plantations, and until then it counts for "
                        "its points.",
                        "Your {good} buildings already have circles for your {fields:count:{good} plantation}, so it "
                        "makes barrels only once you take more {good} plantations, and until then it counts for its "
                        "points.")
NOTHING_TO_FEED = Phrase("{who} has no {good} plantation yet to feed it, so until then it counts for its points.",
                         "You have no {good} plantation yet to feed it, so until then it counts for its points.")


def _build(o: Outlook, action) -> str:
    rs, s = o.game.ruleset, o.game.state
    b = rs.by_id[action.value]
    paid = s.players[o.seat].doubloons - after(o.game, action).state.players[o.seat].doubloons
    sentences = [o.say(COSTS, building=component_name("building", b.id), paid=paid, cost=b.cost, points=counted("point", b.vp))]
    if b.good:
        p = s.players[o.seat]
        good = component_name("good", b.good)
        fields = sum(1 for t in p.island if t == b.good)
        circles = sum(rs.by_id[owned].circles for owned in p.city if rs.by_id[owned].good == b.good)
        sentences.append(TURNS_INTO.say(good=good, barrels=b.circles))
        if fields > circles:
            sentences.append(o.say(FEEDS if circles else FEEDS_NONE, fields=fields, good=good, circles=circles))
        elif circles:
            sentences.append(o.say(ALREADY_SERVED, good=good, fields=fields))
        else:
            sentences.append(o.say(NOTHING_TO_FEED, good=good))
    elif b.id in ABILITIES:
        sentences.append(translate(ABILITIES[b.id]))
    return " ".join(sentences)


SELLS = {
    False: Phrase("{who} sells {good} for {got:count:doubloon} (it is priced {price}).",
                  "Sell {good} for {got:count:doubloon} (it is priced {price})."),
    True: Phrase("{who} sells {good} for {got:count:doubloon} (it is priced {price}; the trader's privilege and any "
                 "market add the rest).",
                 "Sell {good} for {got:count:doubloon} (it is priced {price}; the trader's privilege and any market add "
                 "the rest)."),
}
# by how many rivals hold the good and may still sell
FIRST_SALE = {
    False: Phrase("The trading house takes each kind only once, and {rivals} also holds {good}: selling it first keeps "
                  "the place for {who}.",
                  "The trading house takes each kind only once, and {rivals} also holds {good}: selling it first keeps "
                  "the place yours."),
    True: Phrase("The trading house takes each kind only once, and {rivals} also hold {good}: selling it first keeps "
                 "the place for {who}.",
                 "The trading house takes each kind only once, and {rivals} also hold {good}: selling it first keeps "
                 "the place yours."),
}


def _sell(o: Outlook, action) -> str:
    s = o.game.state
    good = component_name("good", action.value)
    got = after(o.game, action).state.players[o.seat].doubloons - s.players[o.seat].doubloons
    price = PRICES[GOODS.index(action.value)]
    sentences = [o.say(SELLS[got > price], good=good, got=got, price=price)]
    rivals = [o.names[q] for q in range(o.game.players)
              if q != o.seat and s.players[q].goods[GOODS.index(action.value)] and q in s.queue]
    if rivals:
        sentences.append(o.say(FIRST_SALE[len(rivals) > 1], rivals=spoken_list(rivals), good=good))
    return " ".join(sentences)


QUARRY = Phrase("A manned quarry takes a doubloon off every building {who} buys, up to the building's column; "
                "{who} has {quarries:count:quarry:quarries} already.",
                "A manned quarry takes a doubloon off every building you buy, up to the building's column; "
                "you have {quarries:count:quarry:quarries} already.")
FIRST_QUARRY = Phrase("A manned quarry takes a doubloon off every building {who} buys, up to the building's column.",
                      "A manned quarry takes a doubloon off every building you buy, up to the building's column.")
HACIENDA = Phrase("{whose} hacienda adds an unseen plantation on top of this pick: an extra tile for free.",
                  "Your hacienda adds an unseen plantation on top of your pick: an extra tile for free.")
CORN = Phrase("Corn needs no building: a manned corn plantation yields a barrel every craftsman phase.")
ROOM_FOR = Phrase("{whose} {good} building has room for {more:count:more {good} plantation}: this one feeds it, and a "
                  "plantation yields only with a manned building circle to match.",
                  "Your {good} building has room for {more:count:more {good} plantation}: this one feeds it, and a "
                  "plantation yields only with a manned building circle to match.")
PLAN_A_BUILDING = Phrase("{Good} sells for {price:count:doubloon}; a plantation yields only once a manned {good} "
                         "building has a circle for it, so plan one.")
# the game's end in sight: a tile needs a colonist (and a plantation its building) before it
# makes anything, so "plan a building" would be advice that cannot pay off in time
LAST_ROUND = Phrase("The game ends with this round: a tile taken now is unlikely to make anything before then, so "
                    "the pick matters little.")
LAST_ROUND_RESIDENCE = Phrase("The game ends with this round: a tile taken now is unlikely to make anything before "
                              "then, so the pick matters little, but it fills a space of {whose} island, and the "
                              "residence scores by how full the island is.",
                              "The game ends with this round: a tile taken now is unlikely to make anything before "
                              "then, so the pick matters little, but it fills a space of your island, and your "
                              "residence scores by how full the island is.")
NEAR_THE_END = Phrase("The game is near its end: a plantation yields only once a manned {good} building has a "
                      "circle for it, and there may be no time left to build and man one.")
NEAR_END_ROUNDS = 2  # the coach expects fewer rounds than this: too late to plan a building


def _settle(o: Outlook, action) -> str:
    from .puerto_rico import rounds_left

    rs, s = o.game.ruleset, o.game.state
    tile = action.value
    p = s.players[o.seat]
    if s.end_triggered:
        return o.say(LAST_ROUND_RESIDENCE) if p.manned("residence") else LAST_ROUND.say()
    if tile == "quarry":
        quarries = sum(1 for t in p.island if t == "quarry")
        return o.say(QUARRY, quarries=quarries) if quarries else o.say(FIRST_QUARRY)
    if tile == "hidden":
        return o.say(HACIENDA)
    if tile == "corn":
        return CORN.say()
    good = component_name("good", tile)
    circles = sum(rs.by_id[b].circles for b in p.city if rs.by_id[b].good == tile)
    fields = sum(1 for t in p.island if t == tile)
    if circles > fields:
        return o.say(ROOM_FOR, good=good, more=circles - fields)
    if rounds_left(o.game) < NEAR_END_ROUNDS:
        return NEAR_THE_END.say(good=good)
    return PLAN_A_BUILDING.say(Good=capitalised(good), good=good, price=PRICES[GOODS.index(tile)])


# the bonus barrel's good, by whether it sells for anything (corn sells for nothing)
BONUS = {
    True: Phrase("The craftsman takes one extra barrel of a good just produced: {good} is the one worth most to {who} "
                 "now (it sells for {price:count:doubloon} at the trading house, and ships for a point like any other).",
                 "The craftsman takes one extra barrel of a good just produced: {good} is the one worth most to you "
                 "now (it sells for {price:count:doubloon} at the trading house, and ships for a point like any other)."),
    False: Phrase("The craftsman takes one extra barrel of a good just produced: {good} is the one worth most to {who} "
                  "now (it sells for nothing at the trading house, and ships for a point like any other).",
                  "The craftsman takes one extra barrel of a good just produced: {good} is the one worth most to you "
                  "now (it sells for nothing at the trading house, and ships for a point like any other)."),
}


def _bonus(o: Outlook, action) -> str:
    price = PRICES[GOODS.index(action.value)]
    return o.say(BONUS[bool(price)], good=component_name("good", action.value), price=price)


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
IDLE_NONE = Phrase("A colonist there makes nothing until {who} owns {good:a} building and mans it, but every colonist "
                   "takes a free circle before any waits in San Juan.",
                   "A colonist there makes nothing until you own {good:a} building and man it, but every colonist "
                   "takes a free circle before any waits in San Juan.")
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
        name = component_name("building", space)
        if building.good:
            return o.say(WORKS_PLANTATIONS, building=name, good=component_name("good", building.good))
        return (MAN_LARGE if building.large else MAN_BUILDING).say(building=name)
    buildings = [component_name("building", b) for b in dict.fromkeys(player.city) if rs.by_id[b].good == space]
    if buildings:
        return o.say(FEEDS_BUILDING, good=component_name("good", space), buildings=spoken_list(buildings))
    return o.say(IDLE_NONE, good=component_name("good", space))


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
    parts = [counted(noun, c[key]) for key, noun in (("points", "point"), ("doubloons", "doubloon")) if c[key]]
    text = o.say(BRINGS, gains=spoken_list(parts)) if parts else ""
    return " ".join(filter(None, [text, rivals_words(o)]))
