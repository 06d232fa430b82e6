"""Plain-words narration of what just happened, built from the engine's events.

One action can set off a chain (choosing the craftsman makes everybody produce; the last
barrel loaded may end the phase and move the governor). The narration keeps the whole chain
on one line, merging what belongs together: a load and the points it earns, the colonists dealt
from the ship, the barrels each player produced.

Every clause is a ``words.Phrase``: a whole template for a named player and one for the person
reading (a seat named "You"), so the narration says "you choose", never "You chooses", and a
translation can replace each template whole.

>>> from puertorico_nb.games.puerto_rico import Game
>>> game = Game(players=4, seed=0)
>>> narrate(game.apply({"player": 0, "choose_role": "prospector"}), ["Ana", "Bo", "Cy", "Dee"])
'Ana chooses the prospector; Ana takes 1 doubloon for the prospector’s privilege.'
>>> narrate(Game(players=4, seed=0).apply({"player": 0, "choose_role": "prospector"}), ["You", "Bo", "Cy", "Dee"])
'You choose the prospector; you take 1 doubloon for the prospector’s privilege.'
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from puertorico_nb.core.events import Event
from puertorico_nb.core.language import N_, component_name, format_message, translate, translate_plural
from puertorico_nb.core.words import Phrase, clause_list, comma_list, one_sentence, seat_name, spoken_list

from ..components import GOODS
from .viewmodel import pretty

QUIET = ("phase_end", "discard_plantations")  # true, but not worth a clause of their own
Names = Sequence[Any] | None

# -- what is said, one phrase per kind of event (or per kind and rule) ------------------------------
BY_KIND: dict[str, Phrase] = {
    "choose_role": Phrase("{who} chooses the {role}", "you choose the {role}"),
    "doubloons": Phrase("{who} gets {amount:count:doubloon}", "you get {amount:count:doubloon}"),
    "place": Phrase("{who} places their colonists", "you place your colonists"),
    # the mayor's layout, said by where the workers went (a class could not tell where a bot put them)
    "placed_on": Phrase("{who} places their colonists on {places}", "you place your colonists on {places}"),
    "wharf_load": Phrase("{who} puts {barrels:count:{good} barrel} on the small wharf",
                         "you put {barrels:count:{good} barrel} on the small wharf"),
    "store": Phrase("{who} sets aside {barrels:count:{good} barrel}",
                    "you set aside {barrels:count:{good} barrel}"),
    "unstore": Phrase("{who} takes back {barrels:count:{good} barrel} set aside",
                      "you take back {barrels:count:{good} barrel} set aside"),
    "put": Phrase("{who} puts {worker:a} on {where}", "you put {worker:a} on {where}"),
    "take_back": Phrase("{who} takes {worker:a} back from {where}", "you take {worker:a} back from {where}"),
    "refill_ship": Phrase("the colonist ship is refilled with {colonists:count:colonist}"),
    "build": Phrase("{who} builds {building:a} for {paid:count:doubloon}",
                    "you build {building:a} for {paid:count:doubloon}"),
    "skip": Phrase("{who} has nothing to do and is skipped", "you have nothing to do and are skipped"),
    "pass": Phrase("{who} passes", "you pass"),
    "shortage": Phrase("{who} misses {missing} {good}: the supply has run out",
                       "you miss {missing} {good}: the supply has run out"),
    "sell": Phrase("{who} sells {good} for {doubloons:count:doubloon}",
                   "you sell {good} for {doubloons:count:doubloon}"),
    "clear_trading_house": Phrase("the full trading house is emptied"),
    "trader_phase_over": Phrase("the trading house is full, so the trader phase ends before everyone has had a turn"),
    "vp": Phrase("{who} scores {points:count:point}", "you score {points:count:point}"),
    "empty_ship": Phrase("the full {ship}-ship is unloaded"),
    "discard_goods": Phrase("{who} throws away {barrels} {good}", "you throw away {barrels} {good}"),
    "governor": Phrase("{who} becomes governor for the next round", "you become governor for the next round"),
    "game_end_triggered": Phrase("the game will end after this round ({reason})"),
    "game_over": Phrase("the game is over"),
    "draft": Phrase("{who} drafts the {building}", "you draft the {building}"),
    "draft_over": Phrase("every space of the supply board is filled: the draft is over"),
    "guest_moves": Phrase("{who} moves {worker:a} from the guest house to {where}",
                          "you move {worker:a} from the guest house to {where}"),
    "buy_plantation": Phrase("{who} pays {paid:count:doubloon} for an unseen {tile} (land office)",
                             "you pay {paid:count:doubloon} for an unseen {tile} (land office)"),
    "sell_plantation": Phrase("{who} sells {tile:a} plantation for {doubloons:count:doubloon} (land office)",
                              "you sell {tile:a} plantation for {doubloons:count:doubloon} (land office)"),
    "aqueduct": Phrase("{whose} aqueduct adds {goods}", "your aqueduct adds {goods}"),
    "new_plantations": Phrase("new plantations turn up: {tiles}"),
}

BY_RULE: dict[tuple[str, str], Phrase] = {
    ("doubloons", "role.collect-doubloons"): Phrase("{who} takes the {amount:count:doubloon} lying on the card",
                                                    "you take the {amount:count:doubloon} lying on the card"),
    ("doubloons", "craftsman.factory"): Phrase("{whose} factory pays {amount:count:doubloon} for {kinds} kinds of goods",
                                               "your factory pays {amount:count:doubloon} for {kinds} kinds of goods"),
    ("doubloons", "prospector.privilege"): Phrase("{who} takes {amount:count:doubloon} for the prospector’s privilege",
                                                  "you take {amount:count:doubloon} for the prospector’s privilege"),
    ("colonist", "mayor.privilege-colonist"): Phrase("{who} takes the mayor’s extra colonist from the supply",
                                                     "you take the mayor’s extra colonist from the supply"),
    ("colonist", "building.library"): Phrase(
        "{who} takes the mayor’s {count} extra colonists from the supply (library)",
        "you take the mayor’s {count} extra colonists from the supply (library)"),
    ("colonist", "building.villa"): Phrase("{whose} villa brings a colonist from the supply, the nobles being gone",
                                           "your villa brings a colonist from the supply, the nobles being gone"),
    ("colonist", "settler.hospice-colonist"): Phrase("{who} gets a free colonist on the new {to}",
                                                     "you get a free colonist on the new {to}"),
    ("colonist", "builder.university-colonist"): Phrase("{who} gets a free colonist on the new {to}",
                                                        "you get a free colonist on the new {to}"),
    ("colonist", "nobles.take-noble"): Phrase("{who} takes a colonist from the ship, leaving the noble",
                                              "you take a colonist from the ship, leaving the noble"),
    ("produce", "craftsman.privilege-bonus"): Phrase("{who} takes one extra {good} for the craftsman’s privilege",
                                                     "you take one extra {good} for the craftsman’s privilege"),
}

SETTLE = {
    "hidden": Phrase("{who} draws a hidden plantation: {tile}", "you draw a hidden plantation: {tile}"),
    "quarry": Phrase("{who} takes a quarry", "you take a quarry"),
    "plantation": Phrase("{who} takes {tile:a} plantation", "you take {tile:a} plantation"),
}
NOBLE = {
    "ship": Phrase("{who} takes the noble from the colonist ship", "you take the noble from the colonist ship"),
    "supply": Phrase("{whose} villa brings a noble from the supply", "your villa brings a noble from the supply"),
}
LOAD = {
    "ship": Phrase("{who} loads {barrels} {good} on the {on}-ship", "you load {barrels} {good} on the {on}-ship"),
    "wharf": Phrase("{who} loads {barrels} {good} with the {on}", "you load {barrels} {good} with the {on}"),
    "mixed": Phrase("{who} loads {cargo} with the {on}", "you load {cargo} with the {on}"),
}
LOAD_POINTS = Phrase("{load}, +{points:count:point}")
LOAD_POINTS_FOR = Phrase("{load}, +{points:count:point} for {what}")
DECLINES = Phrase("{who} declines {what}", "you decline {what}")
DECLINES_AHEAD = Phrase("{who} declines {what} for the rest of the round", "you decline {what} for the rest of the round")
DEALT = Phrase("colonists from the ship: {shares}")
DEALT_SHARE = Phrase("{count} to {who}", "{count} to you")
PRODUCES = Phrase("{who} produces {goods}", "you produce {goods}")
# barrels of several kinds lost after the captain phase, said once ("throws away 4 corn and 4 sugar")
THROWS_AWAY = Phrase("{who} throws away {goods}", "you throw away {goods}")
# the hospice's colonist, said after the plantation it arrives on
HOSPICE_COLONIST = Phrase("{who} gets a free colonist on the new {tile} plantation",
                          "you get a free colonist on the new {tile} plantation")
HOSPICE = ("colonist", "settler.hospice-colonist")
RETURNS = Phrase("{who} gives back {tile:a} plantation (hunting lodge)", "you give back {tile:a} plantation (hunting lodge)")
RETURNS_FOREST = Phrase("{who} gives back a forest tile (hunting lodge)", "you give back a forest tile (hunting lodge)")
PAYS_IN_KIND = Phrase("{who} pays {thing} to the black market", "you pay {thing} to the black market")
ROLE_DOUBLOONS = Phrase("a doubloon goes on each role nobody chose")
# an event with no words of its own (tests/languages keeps every event the engine makes out of it)
SOMETHING = Phrase("{who}: a step the table has no words for yet (rule {rule})",
                   "you: a step the table has no words for yet (rule {rule})")
NOBODYS_SOMETHING = Phrase("a step the table has no words for yet (rule {rule})")

# the benefit a "decline" event names, by its rule (each translated when it is said)
DECLINED = {"captain.harbor": N_("the harbor’s point for this load"),
            "captain.privilege": N_("the captain’s privilege point"),
            "mayor.privilege-colonist": N_("the mayor’s extra colonist"),
            "building.church": N_("the church’s points"),
            "building.chapel": N_("the chapel’s payment"),
            "building.aqueduct": N_("the aqueduct’s extra barrel"),
            "building.villa": N_("the villa’s noble"),
            "building.union-hall": N_("the union hall’s points"),
            "building.hunting-lodge": N_("the hunting lodge’s points"),
            "prospector.privilege": N_("the prospector’s doubloon"),
            "trader.privilege": N_("the trader’s extra doubloon"),
            "trader.small-market": N_("the small market’s doubloon"),
            "trader.large-market": N_("the large market’s doubloons"),
            "builder.privilege-discount": N_("the builder’s discount"),
            "building.factory": N_("the factory’s doubloons"),
            "building.lighthouse": N_("the lighthouse’s doubloon")}
# what the points of a "vp" event right after a load were for ("" for the barrels themselves)
LOAD_POINTS_REASON = {"captain.vp-per-barrel": "", "captain.harbor": N_("the harbor"),
                      "captain.privilege": N_("the captain’s privilege")}
# why the game will end after this round, by the reason the engine records
END_REASONS = {"vp_chips": N_("the victory point chips have run out"),
               "colonists": N_("the colonists have run out"),
               "city": N_("a city is full")}
SPACES = {"plantation": Phrase("{tile:a} plantation"), "empty_plantation": Phrase("an empty {tile} plantation"),
          "quarry": Phrase("a quarry"), "empty_quarry": Phrase("an empty quarry"), "building": Phrase("the {building}")}
COUNTED_GOOD = Phrase("{barrels} {good}")
THE_BENEFIT = Phrase("the {building}")
PAID_IN_KIND = {"colonist": Phrase("a colonist from {where}"), "san_juan": Phrase("a colonist from San Juan"),
                "good": Phrase("{good:a} barrel"), "vp": Phrase("a victory point")}
A_GOOD = Phrase("{good:a}")
NAME_KINDS = {"role": "role", "building": "building", "good": "good", "worker": "term", "on": "building"}


def _tile(value: Any) -> str:
    """A plantation tile's good (or the quarry, the forest) in the reader's words."""
    return component_name("term" if value in ("quarry", "forest") else "good", value)


def _plain(data: dict[str, Any]) -> dict[str, Any]:
    """The event's data as placeholders: components by their names in the reader's language,
    other ids in plain words, numbers as they are."""
    out: dict[str, Any] = {}
    for key, value in data.items():
        if not isinstance(value, str):
            out[key] = value
        elif key == "tile":
            out[key] = _tile(value)
        elif key == "to":
            out[key] = _tile(value) if value in GOODS or value == "quarry" else component_name("building", value)
        elif key == "reason":
            out[key] = translate(END_REASONS[value]) if value in END_REASONS else pretty(value)
        elif key in NAME_KINDS:
            out[key] = component_name(NAME_KINDS[key], value)
        else:
            out[key] = pretty(value)
    return out


def _space(name: Any, empty: bool = False) -> str:
    """A space on a player's board in words: a corn plantation (an empty one when `empty`),
    a quarry, the small market."""
    if name == "quarry":
        return SPACES["empty_quarry" if empty else "quarry"].say()
    if name in GOODS:
        return SPACES["empty_plantation" if empty else "plantation"].say(tile=_tile(name))
    return SPACES["building"].say(building=component_name("building", name))


def _goods(pairs: Iterable[tuple[Any, Any]]) -> str:
    """Barrels of goods counted: "2 corn, 1 sugar"."""
    return comma_list([COUNTED_GOOD.say(barrels=count, good=component_name("good", good)) for good, count in pairs])


class _Story:
    """The clauses told so far, and what a later event may still merge into them."""

    def __init__(self, names: Names) -> None:
        self.names = names
        self.out: list[str] = []
        self.dealt: list[str] = []  # colonists from the ship, gathered into one clause
        self.dealt_at: int | None = None
        self.produced: dict[int | None, list[tuple[Any, Any]]] = {}
        self.produce_at: int | None = None
        self.last_load: int | None = None  # index in out of the latest load clause, for its points
        self.thrown: dict[int | None, list[tuple[Any, Any]]] = {}  # barrels lost, by player
        self.thrown_at: int | None = None
        self.hospice: Event | None = None  # the hospice's colonist, told after its plantation

    def who(self, event: Event) -> str:
        return seat_name(self.names, event.player)

    def say(self, phrase: Phrase, event: Event, **fields: Any) -> None:
        self.out.append(phrase.say(self.who(event) if event.player is not None else None, **fields))

    def hold_place(self) -> int:
        """A place in the story for a clause gathered from several events."""
        self.out.append("")
        return len(self.out) - 1

    def tell(self, event: Event) -> None:
        if event.kind in QUIET:
            return
        if event.kind not in ("vp", "load"):
            self.last_load = None
        if (event.kind, event.rule) == HOSPICE:
            self.hospice = event  # the engine tells the colonist first; a reader expects the plantation first
            return
        special = SPECIAL.get(event.kind)
        phrase = BY_RULE.get((event.kind, event.rule))
        if special is not None and phrase is None:
            special(self, event)
            return
        phrase = phrase or BY_KIND.get(event.kind)
        try:
            if phrase is None:
                raise KeyError(event.kind)
            self.say(phrase, event, **_plain(event.data))
        except (KeyError, IndexError, ValueError):
            _something(self, event)

    def lines(self) -> list[str]:
        if self.dealt_at is not None:
            self.out[self.dealt_at] = DEALT.say(shares=comma_list(self.dealt))
        if self.produce_at is not None:
            self.out[self.produce_at] = clause_list(
                [PRODUCES.say(seat_name(self.names, player), goods=_goods(pairs)) for player, pairs in self.produced.items()])
        if self.thrown_at is not None:
            self.out[self.thrown_at] = clause_list([_thrown(seat_name(self.names, player), pairs)
                                                    for player, pairs in self.thrown.items()])
        if self.hospice is not None:  # no plantation followed (never so in play): said as it came
            self.say(BY_RULE[HOSPICE], self.hospice, **_plain(self.hospice.data))
            self.hospice = None
        return [clause for clause in self.out if clause]


# -- the events told their own way -------------------------------------------------------------------
def _colonist(story: _Story, event: Event) -> None:
    """Colonists dealt from the ship, gathered into one clause (other colonists are in BY_RULE)."""
    if event.rule != "mayor.deal-ship":
        _something(story, event)
        return
    if story.dealt_at is None:
        story.dealt_at = story.hold_place()
    story.dealt.append(DEALT_SHARE.say(story.who(event), count=event.data.get("count")))


def _produce(story: _Story, event: Event) -> None:
    if story.produce_at is None:
        story.produce_at = story.hold_place()
    story.produced.setdefault(event.player, []).append((event.data.get("good"), event.data.get("barrels")))


def _discard_goods(story: _Story, event: Event) -> None:
    """Barrels lost after the captain phase, gathered into one clause per player."""
    if story.thrown_at is None:
        story.thrown_at = story.hold_place()
    story.thrown.setdefault(event.player, []).append((event.data.get("good"), event.data.get("barrels")))


def _thrown(who: str, pairs: list[tuple[Any, Any]]) -> str:
    if len(pairs) == 1:
        good, barrels = pairs[0]
        return BY_KIND["discard_goods"].say(who, barrels=barrels, good=component_name("good", good))
    return THROWS_AWAY.say(who, goods=spoken_list([COUNTED_GOOD.say(barrels=count, good=component_name("good", good))
                                                   for good, count in pairs]))


def _settle(story: _Story, event: Event) -> None:
    tile = event.data.get("tile")
    which = "hidden" if event.data.get("hidden") else "quarry" if tile == "quarry" else "plantation"
    story.say(SETTLE[which], event, tile=_tile(tile))
    colonist, story.hospice = story.hospice, None
    if colonist is not None and colonist.data.get("to") in GOODS:
        story.say(HOSPICE_COLONIST, colonist, tile=_tile(colonist.data.get("to")))
    elif colonist is not None:  # a quarry ("on the new quarry")
        story.say(BY_RULE[HOSPICE], colonist, **_plain(colonist.data))


def _new_plantations(story: _Story, event: Event) -> None:
    tiles = [_tile(tile) for tile in event.data.get("tiles", [])]
    story.say(BY_KIND["new_plantations"], event, tiles=comma_list(tiles) if tiles else translate("none"))


def _worker_move(story: _Story, event: Event) -> None:
    data = event.data
    where = _space(data.get("to"), empty=True) if event.kind == "guest_moves" else _space(data.get("space"))
    worker = component_name("term", data.get("worker", "colonist"))
    story.say(BY_KIND[event.kind], event, worker=worker, where=where)


def _decline(story: _Story, event: Event) -> None:
    benefit = DECLINED.get(event.rule)
    what = translate(benefit) if benefit else THE_BENEFIT.say(building=component_name("building", event.data.get("benefit")))
    story.say(DECLINES_AHEAD if event.data.get("ahead") else DECLINES, event, what=what)


def _load(story: _Story, event: Event) -> None:
    on = event.data.get("on")
    fields = _plain(event.data)
    if isinstance(event.data.get("goods"), dict):  # a small wharf's mixed load
        fields["cargo"] = spoken_list([COUNTED_GOOD.say(barrels=count, good=component_name("good", good))
                                       for good, count in event.data["goods"].items()])
        story.say(LOAD["mixed"], event, **fields)
    else:
        story.say(LOAD["ship" if isinstance(on, int) else "wharf"], event, **fields)
    story.last_load = len(story.out) - 1


def _vp(story: _Story, event: Event) -> None:
    reason = LOAD_POINTS_REASON.get(event.rule)
    points = event.data.get("points", 0)
    if story.last_load is not None and reason is not None:
        load = story.out[story.last_load]
        merged = (LOAD_POINTS_FOR.say(load=load, points=points, what=translate(reason)) if reason
                  else LOAD_POINTS.say(load=load, points=points))
        story.out[story.last_load] = merged
        return
    story.say(BY_KIND["vp"], event, points=points)


def _noble(story: _Story, event: Event) -> None:
    story.say(NOBLE["ship" if event.data.get("from") == "ship" else "supply"], event)


def _role_doubloons(story: _Story, event: Event) -> None:
    if event.data.get("roles"):
        story.say(ROLE_DOUBLOONS, event)


def _return_plantation(story: _Story, event: Event) -> None:
    tile = event.data.get("tile")
    story.say(RETURNS_FOREST if tile == "forest" else RETURNS, event, tile=_tile(tile))


def _pay_in_kind(story: _Story, event: Event) -> None:
    (what, value), = event.data.items() if len(event.data) == 1 else (("item", ""),)
    if what == "colonist":
        thing = PAID_IN_KIND["san_juan"].say() if value == "san_juan" else PAID_IN_KIND["colonist"].say(where=_space(value))
    elif what in ("good", "vp"):
        thing = PAID_IN_KIND[what].say(good=component_name("good", value))
    else:
        thing = pretty(what)
    story.say(PAYS_IN_KIND, event, thing=thing)


def _aqueduct(story: _Story, event: Event) -> None:
    goods = spoken_list([A_GOOD.say(good=component_name("good", good)) for good in event.data.get("goods", [])])
    story.say(BY_KIND["aqueduct"], event, goods=goods)


MANNED_PLANTATIONS = Phrase("{count:count:{tile} plantation}")
MANNED_QUARRIES = Phrase("{count:count:quarry:quarries}")
# a long layout is said by its first places and how many more (the message area has three lines)
PLACES_SAID = 3
MORE_PLACES = Phrase("{places} and {more:count:other place:other places}")


def _placed(story: _Story, event: Event) -> None:
    """The mayor's layout: the plantations (by kind, counted) and buildings that have workers
    now, in the order of the board ("Cy places their colonists on 2 corn plantations, a quarry
    and the small market"), the first three and how many more when there are five or more;
    none at all (every worker in San Juan) keeps the short clause."""
    layout = event.data.get("layout")
    places: list[str] = []
    manned: dict[str, int] = {}  # tiles with a worker, by kind, in the board's order
    for tile, workers in getattr(layout, "island", ()) or ():
        if workers:
            manned[tile] = manned.get(tile, 0) + 1
    for tile, count in manned.items():
        if count == 1:
            places.append(_space(tile))
        elif tile == "quarry":
            places.append(MANNED_QUARRIES.say(count=count))
        else:
            places.append(MANNED_PLANTATIONS.say(count=count, tile=_tile(tile)))
    places += [_space(building) for building, count in getattr(layout, "city", ()) or () if count]
    if len(places) > PLACES_SAID + 1:
        said = MORE_PLACES.say(places=comma_list(places[:PLACES_SAID]), more=len(places) - PLACES_SAID)
        story.say(BY_KIND["placed_on"], event, places=said)
    elif places:
        story.say(BY_KIND["placed_on"], event, places=spoken_list(places))
    else:
        story.say(BY_KIND["place"], event)


def _something(story: _Story, event: Event) -> None:
    """An event this narrator has no words of its own for: said so, in the reader's language, with
    the rule that made it (its id: where to look it up)."""
    if event.player is None:
        story.out.append(NOBODYS_SOMETHING.say(rule=event.rule))
        return
    story.say(SOMETHING, event, rule=event.rule)


SPECIAL: dict[str, Callable[[_Story, Event], None]] = {
    "colonist": _colonist, "produce": _produce, "settle": _settle, "discard_goods": _discard_goods,
    "new_plantations": _new_plantations,
    "put": _worker_move, "take_back": _worker_move, "guest_moves": _worker_move, "decline": _decline,
    "load": _load, "vp": _vp, "noble": _noble, "role_doubloons": _role_doubloons,
    "return_plantation": _return_plantation, "pay_in_kind": _pay_in_kind, "aqueduct": _aqueduct,
    "place": _placed,
}


def clauses(events: Iterable[Event], names: Names = None) -> list[str]:
    """One short clause per thing that happened, in order, with related events merged."""
    story = _Story(names)
    for event in events:
        story.tell(event)
    return story.lines()


def narrate(events: Iterable[Event], names: Names = None, limit: int = 8) -> str:
    """The events as one line: the first clauses in order, then how many more there were."""
    parts = clauses(events, names)
    if not parts:
        return translate("Nothing changes.")
    if len(parts) > limit:
        more = len(parts) - limit
        parts = parts[:limit] + [format_message(translate_plural("and {n} more", "and {n} more", more), n=more)]
    return one_sentence(parts)

