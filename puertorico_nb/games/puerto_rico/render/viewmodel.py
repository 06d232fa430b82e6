"""The JSON view model: everything a picture of the table needs, in one plain dict.

Both pictures of a position read this dict and nothing else: the static HTML in
``render.html`` and the widgets' JavaScript. It answers no rule question itself. Prices come
from the builder's own price function, sale prices from the trader's, and every choice on offer
carries the engine's verdict (``Game.explain``): legal ones as the engine lists them, and the
illegal-but-tempting ones (every role card, tile, building, good and ship the player might try)
with the rule that forbids them, so a front end can disable a button and say why.

>>> from puertorico_nb.games.puerto_rico import Game
>>> vm = view_model(Game(players=3, seed=1))
>>> vm["phase"], vm["turn"], [c["label"] for c in vm["actions"]][:2]
('role_choice', 0, ['Settler', 'Mayor'])
"""
from __future__ import annotations

from typing import Any

from puertorico_nb.core import words

from ..components import DRAFT_SPACES, GOODS, ISLAND_SPACES, CITY_SPACES, TRADING_HOUSE_SPACES
from ..roles import builder, captain, mayor, settler, trader
from .abilities import abilities

VIEW_VERSION = 1

PHASE_TITLES = {
    "role_choice": "Choosing a role", "settler": "Settler phase", "mayor": "Mayor phase",
    "builder": "Builder phase", "craftsman": "Craftsman phase", "trader": "Trader phase",
    "captain": "Captain phase", "prospector": "Prospector", "game_over": "Game over",
    "draft": "Drafting buildings",
}


def pretty(name: str) -> str:
    """A snake_case id in plain words: ``small_indigo_plant`` -> ``small indigo plant``."""
    return str(name).replace("_", " ")


default_names = words.default_names  # "Player 1"...: people count seats from 1


# -- the table ----------------------------------------------------------------------------------
def view_model(game, seat: int | None = None, names: list[str] | None = None,
               version: int = 0, with_actions: bool = True, points_seat: int | None = None) -> dict[str, Any]:
    """The whole table as JSON-ready data.

    ``seat`` is whose eyes the table is seen through: choices are offered only to that seat
    (None: whoever is to act), and building prices are that seat's. ``names`` labels the seats;
    ``version`` is echoed back so a front end can tell a fresh view from a stale one;
    ``with_actions=False`` leaves the choices out (a picture to look at, not to play on).

    With the option ``hidden_points`` (the Icelandic edition's default) victory-point chips lie
    face down until the game ends: in a seat's view (``seat``, or ``points_seat`` for a table
    that offers choices to whoever acts but is watched by one person, as against bots) that
    seat's own points are shown and every other player's are left out (``vp`` None,
    ``vp_shown`` "hidden"), and so are their chips and totals in the score line. A picture for
    no seat in particular (a screen shared by several people, a lesson) keeps them open: chips
    cannot be kept from anyone looking at the same screen. The buildings' points and bonuses are
    on the table for all to see.
    """
    state = game.state
    names = _names(names, game.ruleset.players)
    viewer = state.turn if seat is None else seat
    hidden = points_hidden(game, seat if seat is not None else points_seat)
    vm = _table(game, seat, names, viewer, hidden)
    vm["version"] = version
    vm.update(_expansion_parts(game, names))
    # what each building on the table does (market, draft, cities), one line from the catalogue
    shown = [b["id"] for b in vm["buildings"]] + [b for p in state.players for b in p.city]
    if "draft" in vm:
        shown += [k["id"] for g in vm["draft"]["groups"] for k in g["kinds"]]
    vm["abilities"] = abilities(game.ruleset, shown)
    vm["scores"] = _scores(game, hidden)
    vm["winners"] = game.winners() if state.game_over else []
    offer = with_actions and (seat is None or seat == state.turn)
    choices, note = choices_for(game, names) if offer else ([], "")
    vm["actions"] = choices
    vm["benefits"] = benefits(game, choices)
    vm["actions_note"] = note
    vm["mayor"] = mayor_steps(game, names) if offer and _in_steps(game) else None
    vm["storage"] = storage_steps(game, names) if offer and captain.is_storing(state) else None
    return vm


def _table(game: Any, seat: int | None, names: list[str], viewer: int | None,
           hidden: frozenset[int]) -> dict[str, Any]:
    """The parts of the view every game has: the round, the supplies, the boards."""
    rs, s = game.ruleset, game.state
    n = rs.players
    return {
        "view_version": VIEW_VERSION,
        "players_count": n,
        "edition": rs.options.edition,
        "expansions": list(rs.expansions),
        "seat": seat,
        "phase": s.phase,
        "phase_title": PHASE_TITLES.get(s.phase, pretty(s.phase).capitalize()),
        "round": s.round,
        "turn": s.turn,
        "turn_name": names[s.turn] if s.turn is not None else None,
        "governor": s.governor,
        "chooser": s.chooser,
        "game_over": bool(s.game_over),
        "end_triggered": bool(s.end_triggered),
        "end_reasons": list(s.end_reasons),
        "roles": _roles(s, names),
        "colonists": {"ship": s.colonist_ship, "supply": s.colonist_supply},
        "vp_chips": s.vp_supply,
        "ships": _ships(s),
        "trading_house": {"goods": [GOODS[i] for i in s.trading_house],
                          "spaces": TRADING_HOUSE_SPACES,
                          "free": TRADING_HOUSE_SPACES - len(s.trading_house)},
        "plantations": {"face_up": list(s.face_up), "stack": len(s.stack),
                        "discard": len(s.discard)},
        "quarries": s.quarries,
        "goods_supply": dict(zip(GOODS, s.goods_supply)),
        "buildings": _market(game, viewer),
        "price_for": viewer,
        "price_for_words": words.spoken(names[viewer]) if viewer is not None else None,  # "you" or a name
        "players": [_player(game, i, names[i], i in hidden) for i in range(n)],
        "points_hidden": sorted(hidden),  # seats whose chips this viewer cannot see
    }


def _expansion_parts(game: Any, names: list[str]) -> dict[str, Any]:
    """The parts only the expansions (or the draft) add."""
    rs, s = game.ruleset, game.state
    parts: dict[str, Any] = {}
    if rs.nobles:
        parts["nobles"] = {"ship": s.noble_ship, "supply": s.noble_supply}
    if rs.expanded:
        parts["violet_in_play"] = list(s.violet_in_play)
    if s.phase == "draft":
        parts["draft"] = _draft(game, names)
    return parts


def _names(names, n) -> list[str]:
    return words.full_names(names, n)


def _roles(s, names) -> list[dict]:
    return [{"name": r, "title": pretty(r).capitalize(), "doubloons": money,
             "taken_by": None if taken == -1 else taken,
             "taken_by_name": None if taken == -1 else names[taken]}
            for r, money, taken in zip(s.role_cards, s.role_money, s.role_taken)]


def _ships(s) -> list[dict]:
    return [{"capacity": cap, "good": None if g == -1 else GOODS[g], "count": count,
             "free": cap - count}
            for cap, g, count in zip(s.ship_capacity, s.ship_good, s.ship_count)]


def _kinds_in_play(game) -> list:
    """The building kinds on this game's supply board. With the expansions: the production
    buildings, and the violet kinds chosen for play (``state.violet_in_play``, drafted or
    selected); the rest stay in the box."""
    rs, s = game.ruleset, game.state
    if not rs.expanded:
        return [b for b in rs.buildings if b.id in s.buildings_order]
    chosen = set(s.violet_in_play)
    return [b for b in rs.buildings if b.id in s.buildings_order and (b.id in chosen or not rs.draftable(b))]


def _market(game, viewer) -> list[dict]:
    """Every building of this game on the supply board, with its price for `viewer`."""
    rs, s = game.ruleset, game.state
    out = []
    for b in _kinds_in_play(game):
        out.append({
            "id": b.id, "name": pretty(b.id), "cost": b.cost, "vp": b.vp, "column": b.column,
            "circles": b.circles, "large": b.large, "kind": b.kind, "good": b.good,
            "expansion": b.expansion,
            "copies_left": s.building_stock(b.id),
            "price": None if viewer is None else builder.price(rs, s, viewer, b.id),
        })
    out.sort(key=lambda e: (e["column"], e["cost"], e["id"]))
    return out


def _draft(game, names) -> dict:
    """The New Buildings draft: every draftable kind grouped by cost, with the board's spaces
    for that cost, how many are still free, and who drafted what so far."""
    rs, s = game.ruleset, game.state
    by_whom = {}
    for a in getattr(game, "log", ()) or ():
        if getattr(a, "verb", None) == "draft":
            by_whom[a.value] = a.player
    groups = []
    for cost in sorted(DRAFT_SPACES):
        kinds = [b for b in rs.buildings if rs.draftable(b) and b.cost == cost]
        drafted = [k for k in s.violet_in_play if rs.by_id[k].cost == cost]
        groups.append({
            "cost": cost, "spaces": DRAFT_SPACES[cost], "free": DRAFT_SPACES[cost] - len(drafted),
            "drafted": drafted,
            "kinds": [{"id": b.id, "name": pretty(b.id), "cost": b.cost, "vp": b.vp,
                       "column": b.column, "circles": b.circles, "large": b.large,
                       "kind": b.kind, "expansion": b.expansion, "copies": rs.copies(b),
                       "drafted": b.id in s.violet_in_play,
                       "drafted_by": by_whom.get(b.id),
                       "drafted_by_name": names[by_whom[b.id]] if b.id in by_whom else None}
                      for b in kinds],
        })
    total = sum(DRAFT_SPACES.values())
    return {"groups": groups, "spaces": total, "drafted": len(s.violet_in_play),
            "left": total - len(s.violet_in_play)}


def points_hidden(game, viewer: int | None) -> frozenset[int]:
    """The seats whose victory points `viewer` cannot see: with ``hidden_points``, every seat but
    the viewer's until the game ends (Icelandic rulebook, Vinningsstig; Norwegian, Lagre varer's
    page: the chips lie face down). Empty otherwise. Bots and observations are not views: they
    read the points from the state, which equals what any seat counts from the public events
    (every point is earned in the open: a load, a building, a chapel)."""
    if viewer is None or not game.ruleset.options.hidden_points or game.state.game_over:
        return frozenset()
    return frozenset(seat for seat in range(game.ruleset.players) if seat != viewer)


def _player(game, i, name, points_hidden: bool = False) -> dict:
    rs, s = game.ruleset, game.state
    p = s.players[i]
    # a forest is a face-down tile: never manned, so it has no circle
    island = [{"tile": t, "manned": bool(w or nb), "colonists": w, "nobles": nb,
               "forest": t == "forest", "circles": 0 if t in mayor.UNMANNABLE else 1}
              for t, w, nb in zip(p.island, p.island_workers, p.island_nobles)]
    city = []
    for b, w, nb in zip(p.city, p.city_workers, p.city_nobles):
        kind = rs.building(b)
        city.append({"id": b, "name": pretty(b), "circles": kind.circles, "colonists": w,
                     "nobles": nb, "workers": w + nb, "manned": bool(w or nb), "large": kind.large,
                     "vp": kind.vp, "kind": kind.kind, "good": kind.good})
    return {
        "seat": i, "name": name,
        "doubloons": p.doubloons, "vp": None if points_hidden else p.vp,
        "vp_shown": "hidden" if points_hidden else str(p.vp),  # what a picture writes for the chips
        "goods": dict(zip(GOODS, p.goods)), "barrels": p.barrels(),
        "island": island, "island_spaces": ISLAND_SPACES,
        "city": city, "city_spaces": CITY_SPACES,
        "city_spaces_used": builder.city_spaces_used(rs, p),
        "san_juan": p.san_juan, "san_juan_nobles": p.san_juan_nobles,
        "colonists": p.colonists(),
        "nobles": p.nobles(),
        "forests": p.island.count("forest"),
        "governor": i == s.governor,
        "to_act": i == s.turn and not s.game_over,
        "chooser": i == s.chooser,
    }


def _scores(game, hidden: frozenset[int] = frozenset()) -> dict:
    """The score line: each player's parts and total, with the chips and total of the seats in
    `hidden` written "hidden" (their buildings and bonuses are on the table for all to see)."""
    out = {}
    for i, b in game.score_breakdown().items():
        secret = i in hidden
        out[str(i)] = {"chips": "hidden" if secret else b["chips"], "buildings": b["buildings"],
                       "bonus": b["bonus"], "bonuses": dict(b["bonuses"]),
                       "total": "hidden" if secret else b["total"], "tie_break": b["tie_break"],
                       "hidden": secret}
    return {"final": bool(game.state.game_over), "players": out}


# -- the mayor's board, one circle at a time ------------------------------------------------------
def _in_steps(game) -> bool:
    """Whether the player to act is arranging their workers one step at a time (the mayor phase
    once the ship is dealt, in a game whose mayor takes steps)."""
    s = game.state
    return s.phase == "mayor" and s.stage != mayor.DEALING


def mayor_steps(game, names=None) -> dict:
    """The acting player's board as buttons: for each island tile and each building circle, the
    step a click asks for (put a worker waiting in San Juan there, or take back the one on it)
    with the game's verdict; and the verdict on confirming the board as it stands now."""
    s = game.state
    seat = s.turn
    p = s.players[seat]
    made: dict[str, dict] = {}

    def step(verb: str, space: str, noble: bool = False) -> dict:
        mapping = {"player": seat, verb: space, **({"noble": True} if noble else {})}
        key = _key(mapping)
        if key not in made:
            made[key] = _choice(game, mapping, names)
        return made[key]

    # a put uses a colonist while one waits, else a noble (a take-back then a put moves either)
    noble_put = not p.san_juan and bool(p.san_juan_nobles)
    island: list[dict | None] = []
    for tile, colonists, nobles in zip(p.island, p.island_workers, p.island_nobles):
        if tile in mayor.UNMANNABLE:
            island.append(None)
        elif colonists or nobles:
            island.append(step("take_back", tile, noble=bool(nobles) and not colonists))
        else:
            island.append(step("put", tile, noble=noble_put))
    city = []
    for b, colonists, nobles in zip(p.city, p.city_workers, p.city_nobles):
        circles = game.ruleset.building(b).circles
        # circles fill nobles first, then colonists (as the board draws them)
        city.append([step("take_back", b, noble=True) if k < nobles
                     else step("take_back", b) if k < nobles + colonists
                     else step("put", b, noble=noble_put) for k in range(circles)])
    # with colonists and nobles both waiting, a noble may be put first: the same board with each
    # empty space's put of a noble, drawn when the player chooses to place nobles
    noble_island: list[dict | None] | None = None
    noble_city: list[list[dict | None]] | None = None
    if p.san_juan and p.san_juan_nobles:
        noble_island = [step("put", tile, noble=True) if tile not in mayor.UNMANNABLE and not (colonists or nobles)
                        else None for tile, colonists, nobles in zip(p.island, p.island_workers, p.island_nobles)]
        noble_city = [[step("put", b, noble=True) if k >= nobles + colonists else None
                       for k in range(game.ruleset.building(b).circles)]
                      for b, colonists, nobles in zip(p.city, p.city_workers, p.city_nobles)]
    return {"seat": seat, "island": island, "city": city, "noble_island": noble_island, "noble_city": noble_city,
            "waiting": p.san_juan, "waiting_nobles": p.san_juan_nobles if game.ruleset.nobles else None,
            "confirm": _choice(game, {"player": seat, "confirm": True}, names)}


# -- the captain's storage, one barrel at a time --------------------------------------------------
def storage_steps(game, names=None) -> dict:
    """The acting player's barrels as toggles, once loading is over: for each good they hold,
    one step per barrel with the game's verdict. Barrel k (counted from 0) set aside asks to take
    back the barrels from it on (``unstore``: it and those after it); barrel k not set aside asks
    to set aside barrels up to it (``store``), so a click on the third coffee keeps three. The
    step for the barrel just after those set aside is "one more" (``more``), the one for the last
    barrel set aside is "one back" (``fewer``). Also what the storage holds, in the game's words,
    and the verdict on confirming what is set aside so far."""
    s = game.state
    seat = s.turn
    p = s.players[seat]
    goods = []
    for good, have, aside in zip(GOODS, p.goods, s.picked):
        if not have:
            continue
        steps = []
        for k in range(have):
            if k < aside:  # taking back every barrel set aside is written without a count
                n = aside - k
                mapping = {"player": seat, "unstore": good, **({"barrels": n} if n < aside else {})}
            else:  # and keeping the rest of a good likewise, as the engine lists it
                n = k + 1 - aside
                mapping = {"player": seat, "store": good, **({"barrels": n} if n < have - aside else {})}
            steps.append(_choice(game, mapping, names))
        goods.append({"good": good, "name": pretty(good), "barrels": have, "aside": aside,
                      "back": have - aside, "steps": steps,
                      "more": steps[aside] if aside < have else None,
                      "fewer": steps[aside - 1] if aside else None})
    return {"seat": seat, "goods": goods, "holds": captain.storage_words(game.ruleset, p),
            "confirm": _choice(game, {"player": seat, "confirm": True}, names)}


# -- the choices on offer -----------------------------------------------------------------------
STORAGE_STEPS = ("store", "unstore", "confirm")  # drawn as the storage panel's barrels and Confirm


def choices_for(game, names=None) -> tuple[list[dict], str]:
    """(choices, note) for the player to act: what they may do, and what they might try and
    may not, each with the engine's verdict. Every legal choice is listed except a mayor's steps
    and the captain's storage steps, which are drawn on the board itself (``mayor_steps``,
    ``storage_steps``); the note is kept for front ends that read it and is always empty now that
    no list is cut short."""
    s = game.state
    if s.game_over or s.turn is None:
        return [], ""
    names = _names(names, game.players)
    tries = list(_tempting(game))
    seen = {_key(m) for m in tries}
    legal_extra = []
    # the storage steps drawn as barrels and the mayor's drawn as circles are left out; a move
    # legal at any moment (a guest house's, a benefit declined ahead) stays
    drawn = STORAGE_STEPS if captain.is_storing(s) else mayor.STEPS if _in_steps(game) else ()
    for action in game.legal_actions():
        if action.verb not in drawn:
            mapping = action.to_mapping()
            if _key(mapping) not in seen:
                seen.add(_key(mapping))
                legal_extra.append(mapping)
    out = [_choice(game, m, names) for m in tries + legal_extra]
    _mark_declines(out)
    return out, ""


# the benefits a move may be made without (its option set to False), in a learner's words
DECLINABLE = ("privilege", "hospice", "university", "church", "harbor")
BENEFIT_WORDS = {"hospice": "the hospice colonist", "university": "the university colonist",
                 "church": "the church's points", "harbor": "the harbor's point"}
PRIVILEGE_WORDS = {"role_choice": "the mayor's extra colonist", "captain": "the captain's point"}
# what choosing each role does, for the role card's description
ROLE_DOES = {
    "settler": "every player takes a plantation, and the settler may take a quarry instead",
    "mayor": "colonists come from the ship to every player, and the mayor takes one more from the supply",
    "builder": "every player may build one building, and the builder pays a doubloon less",
    "craftsman": "every player produces goods, and the craftsman takes one more barrel",
    "trader": "every player may sell one barrel, and the trader earns a doubloon more",
    "captain": "every player ships goods for points, and the captain earns a point more",
    "prospector": "the prospector takes a doubloon from the bank, and nobody else does anything",
}


def _mark_declines(choices: list[dict]) -> None:
    """A move's forms without a benefit point at the move itself (``base``, ``declines``), which
    lists the benefits it may be made without (``benefits``): a front end draws one button per
    move and a switch per benefit, not a button per form."""
    by_action = {_key(c["action"]): c for c in choices}
    for choice in choices:
        declined = [key for key in DECLINABLE if choice["action"].get(key) is False]
        if not declined:
            continue
        base = by_action.get(_key({k: v for k, v in choice["action"].items() if k not in declined}))
        if base is None or base is choice:
            continue
        choice["base"], choice["declines"] = base["id"], declined
        base["benefits"] = sorted(set(base.get("benefits", [])) | set(declined))


def benefits(game, choices: list[dict]) -> list[dict]:
    """The benefits the player to act may decline with some move now, each with its words."""
    keys = sorted({key for c in choices for key in c.get("benefits", [])})
    phase = game.state.phase
    return [{"key": key, "what": PRIVILEGE_WORDS.get(phase, "the role's privilege") if key == "privilege"
             else BENEFIT_WORDS.get(key, key)} for key in keys]


def _key(mapping) -> str:
    import json
    return json.dumps(mapping, sort_keys=True)


def _tempting(game):
    """Action mappings worth showing whatever their verdict: the table's visible options."""
    s = game.state
    p_index = s.turn
    p = s.players[p_index]
    phase = s.phase

    def act(**kw):
        return {"player": p_index, **kw}

    if phase == "draft":
        for b in game.ruleset.buildings:
            if game.ruleset.draftable(b):
                yield act(draft=b.id)
    elif phase == "role_choice":
        for role in dict.fromkeys(s.role_cards):
            yield act(choose_role=role)
    elif phase == "settler":
        for tile in dict.fromkeys(s.face_up):
            yield act(settle=tile)
        yield act(settle="quarry")
        if p.owns("hacienda"):
            yield act(settle="hidden")
        yield act(**{"pass": True})
    elif phase == "builder":
        for b in _market(game, p_index):
            yield act(build=b["id"])
        yield act(**{"pass": True})
    elif phase == "craftsman":
        for good in GOODS:
            yield act(bonus=good)
        yield act(**{"pass": True})
    elif phase == "trader":
        for good in GOODS:
            yield act(sell=good)
        yield act(**{"pass": True})
    elif phase == "captain" and not captain.is_storing(s):
        for i, good in enumerate(GOODS):
            if p.goods[i]:
                for cap in s.ship_capacity:
                    yield act(ship=good, on=cap)
                if p.owns("wharf"):
                    yield act(ship=good, on="wharf")
        yield act(**{"pass": True})
    # mayor layouts, captain storage and anything else come from the engine's legal list


def _choice(game, mapping, names) -> dict:
    ex = game.explain(mapping)
    action = ex.action.to_mapping() if ex.action is not None else mapping
    group, key = _group(action)
    return {
        "id": str(ex.action) if ex.action is not None else _key(mapping),
        "label": label(game, action),
        "group": group, "key": key,
        "action": action,
        "legal": ex.legal,
        "rule": ex.rule,
        "why": words.name_seats(ex.why, names),  # "player N" said as a name
        "statement": ex.statement,
        "citation": ex.citation,
        **({"does": ROLE_DOES[action["choose_role"]]} if group == "role" and ex.legal
           and action["choose_role"] in ROLE_DOES and action.get("privilege") is not False else {}),
    }


def _group(action: dict) -> tuple[str, str]:
    if "choose_role" in action:
        return "role", action["choose_role"]
    if "draft" in action:
        return "draft", action["draft"]
    if "settle" in action:
        if action.get("forest"):
            return "forest", action["settle"]
        return "plantation", action["settle"]
    if "build" in action:
        if action.get("black_market"):
            return "black_market", action["build"]
        return "building", action["build"]
    if "take" in action:
        return "take", action["take"]
    if "guest" in action:
        return "guest", ",".join(_names_of(action["guest"]))
    if "land_office" in action:
        return "land_office", str(action["land_office"])
    if "decline" in action:
        return "decline", str(action["decline"])
    if "royal_supplier" in action:
        return "royal_supplier", ",".join(_names_of(action["royal_supplier"]))
    if "return_plantation" in action:
        return "return_plantation", str(action["return_plantation"])
    if "ship" in action and isinstance(action["ship"], dict):
        return "small_wharf", ",".join(f"{g}:{n}" for g, n in sorted(action["ship"].items()))
    if "bonus" in action:
        return "good", action["bonus"]
    if "sell" in action:
        return "good", action["sell"]
    if "ship" in action:
        return "ship", f"{action['ship']}@{action.get('on')}"
    if "place" in action:
        return "layout", ""
    if "put" in action or "take_back" in action:  # one step of a layout
        verb = "put" if "put" in action else "take_back"
        return verb, str(action[verb]) + (":noble" if action.get("noble") else "")
    if "confirm" in action:
        return "confirm", ""
    if "store" in action:  # one step of the captain's storage
        return "store", f"{action['store']}:{action.get('barrels', 'all')}"
    if "unstore" in action:  # a change of mind during the captain's storage
        return "unstore", f"{action['unstore']}:{action.get('barrels', 'all')}"
    if "load" in action:  # one step of a small wharf's mixed load
        return "load", f"{action['load']}:{action.get('barrels', 'all')}"
    if "keep" in action:
        return "keep", ""
    if "pass" in action:
        return "pass", ""
    verb = next((k for k in action if k != "player"), "")
    return "other", str(action.get(verb, ""))


# -- a choice's words ---------------------------------------------------------------------------------
# One small function per verb, each given the game, the action (as the engine lists it, in the
# ruling vocabulary) and the acting seat; ``label`` picks the one for the action's verb.
Action = dict[str, Any]


def _seat_ok(game: Any, seat: Any) -> bool:
    return isinstance(seat, int) and 0 <= seat < game.players


def _role_label(game: Any, action: Action, seat: Any) -> str:
    state, role = game.state, action["choose_role"]
    money = sum(m for r, m, t in zip(state.role_cards, state.role_money, state.role_taken) if r == role and t == -1)
    text = pretty(role).capitalize()
    text = f"{text} ({words.plural(money, 'doubloon')} on it)" if money else text
    if action.get("privilege") is False:
        text += ", without the doubloon" if role == "prospector" else ", without the extra colonist"
    if action.get("lighthouse") is False:
        text += ", without the lighthouse's doubloon"
    return text


def _draft_label(game: Any, action: Action, seat: Any) -> str:
    kind = game.ruleset.by_id.get(action["draft"])
    text = f"Draft the {pretty(action['draft'])}"
    return f"{text} (cost {kind.cost}, {kind.vp} VP)" if kind is not None else text


def _take_label(game: Any, action: Action, seat: Any) -> str:
    return "Take the noble" if action["take"] == "noble" else f"Take {_a(pretty(action['take']))}"


def _guest_label(game: Any, action: Action, seat: Any) -> str:
    targets = [_space(t) for t in _names_of(action["guest"])]
    if len(targets) == 1:
        return f"Guest house: move a guest to {targets[0]}"
    return f"Guest house: move both guests, to {' and to '.join(targets)}"


DECLINED_AHEAD = {"chapel": "the chapel's payment", "aqueduct": "the aqueduct's extra barrel",
                  "villa": "the villa's noble", "union_hall": "the union hall's points",
                  "hunting_lodge": "the hunting lodge's points", "factory": "the factory's doubloons"}


def _decline_label(game: Any, action: Action, seat: Any) -> str:
    name = action["decline"]
    if name == "villa" and game.state.phase == "mayor" and game.state.turn == seat:
        return "Give the villa's worker back"
    return f"Decline {DECLINED_AHEAD.get(name, pretty(name))} this round"


def _land_office_label(game: Any, action: Action, seat: Any) -> str:
    what = action["land_office"]
    if what == "buy":
        text = "Land office: pay a doubloon for an unseen plantation"
        return text + " and lay it as a forest" if action.get("forest") else text
    return f"Land office: sell your {pretty(what)} {'tile' if what == 'forest' else 'plantation'} for a doubloon"


def _royal_supplier_label(game: Any, action: Action, seat: Any) -> str:
    goods = _names_of(action["royal_supplier"])
    return f"Royal supplier: give back {_and(f'a {pretty(g)} barrel' for g in goods)}"


def _return_plantation_label(game: Any, action: Action, seat: Any) -> str:
    tile = action["return_plantation"]
    return f"Hunting lodge: give back your {pretty(tile)} {'tile' if tile == 'forest' else 'plantation'}"


def _settle_label(game: Any, action: Action, seat: Any) -> str:
    tile = action["settle"]
    if tile == "hidden":
        text = "Draw a hidden plantation (hacienda)"
        drawer = action.get("player")
        seen = settler.hidden_tile_seen_by(game.state, drawer) if drawer is not None else None
        if seen:
            text += f": it is {_a(pretty(seen))} plantation"
        if action.get("forest"):
            text += ", laid face down as a forest"
    elif tile == "quarry":
        text = "Take a quarry"
    elif action.get("forest"):
        text = f"Lay {_a(pretty(tile))} plantation face down as a forest"
    else:
        text = f"Take {_a(pretty(tile))} plantation"
    if action.get("hospice") is False:
        text += ", without the hospice colonist"
    return text


def _black_market_words(game: Any, items: dict[str, Any], seat: int) -> str:
    """What a purchase through the black market pays, in words."""
    money = game.state.players[seat].doubloons
    parts = [words.plural(money, "doubloon")] if money else []
    if items.get("colonist"):
        where = items["colonist"]
        parts.append("a colonist from San Juan" if where == "san_juan"
                     else f"a colonist from {_space(where, empty=False)}")
    if items.get("good"):
        parts.append(f"a {pretty(items['good'])} barrel")
    if items.get("vp"):
        parts.append("a victory point")
    return f": pay {_and(parts)} (black market)"


def _build_label(game: Any, action: Action, seat: Any) -> str:
    state, kind = game.state, action["build"]
    text = f"Build {pretty(kind)}"
    items = action.get("black_market")
    if items and _seat_ok(game, seat):
        text += _black_market_words(game, items, seat)
    elif kind in game.ruleset.by_id and kind in state.buildings_order and _seat_ok(game, seat):
        text += f" for {builder.price(game.ruleset, state, seat, kind, action.get('privilege', True))}"
    for option, without in (("privilege", "the builder's discount"), ("church", "the church's points"),
                            ("university", "the university colonist")):
        if action.get(option) is False:
            text += f", without {without}"
    return text


def _sell_label(game: Any, action: Action, seat: Any) -> str:
    good = action["sell"]
    text = f"Sell {pretty(good)}"
    if good in GOODS and _seat_ok(game, seat):
        without = tuple(name for name in trader.SALE_BENEFITS if action.get(name) is False)
        text += f" for {trader.sale_price(game.state, seat, GOODS.index(good), action.get('via'), without)}"
    if action.get("via"):
        text += f" via the {pretty(action['via'])}"
    return text


def _ship_label(game: Any, action: Action, seat: Any) -> str:
    cargo, on = action["ship"], action.get("on")
    if isinstance(cargo, dict):  # a mixed load (the small wharf)
        return (f"Ship {_and(f'{n} {pretty(g)}' for g, n in cargo.items())} with the {pretty(str(on))}"
                + _declined_load(action))
    good = pretty(cargo)
    text = f"Ship {good} on the {on}-barrel ship" if isinstance(on, int) else f"Ship {good} with the {pretty(str(on))}"
    return text + _declined_load(action)


def _keep_label(game: Any, action: Action, seat: Any) -> str:
    kept = action["keep"] or {}
    return "Keep " + (", ".join(f"{n} {pretty(g)}" for g, n in kept.items()) or "nothing")


def _put_label(game: Any, action: Action, seat: Any) -> str:
    return f"Put a {'noble' if action.get('noble') else 'colonist'} on {_space(str(action['put']))}"


def _take_back_label(game: Any, action: Action, seat: Any) -> str:
    return (f"Take a {'noble' if action.get('noble') else 'colonist'} back from "
            f"{_space(str(action['take_back']), empty=False)}")


def _started(game: Any, good: Any) -> bool:
    """Are some barrels of this good set aside already (storage, a small wharf's load)?"""
    return good in GOODS and bool(game.state.picked[GOODS.index(good)])


def _store_label(game: Any, action: Action, seat: Any) -> str:
    good, barrels = action["store"], action.get("barrels")
    if barrels:
        return f"Keep {barrel_words(barrels, good)}"
    return f"Keep {'the rest of' if _started(game, good) else 'all'} your {pretty(good)}"


def _unstore_label(game: Any, action: Action, seat: Any) -> str:
    good, barrels = action["unstore"], action.get("barrels")
    if barrels:
        return f"Take back {barrel_words(barrels, good)} set aside"
    return f"Take back every {pretty(good)} barrel set aside"


def _load_label(game: Any, action: Action, seat: Any) -> str:
    good, barrels = action["load"], action.get("barrels")
    if barrels:
        return f"Put {barrel_words(barrels, good)} on the small wharf"
    return f"Put {'the rest of' if _started(game, good) else 'all'} your {pretty(good)} on the small wharf"


CONFIRM_DECLINES = {"harbor": "the harbor point", "privilege": "the captain's privilege point",
                    "lighthouse": "the lighthouse's doubloon"}


def _confirm_label(game: Any, action: Action, seat: Any) -> str:
    declined = [what for name, what in CONFIRM_DECLINES.items() if action.get(name) is False]
    return "Confirm" + (f" without {' and '.join(declined)}" if declined else "")


LABELS: dict[str, Any] = {
    "choose_role": _role_label, "draft": _draft_label, "take": _take_label, "guest": _guest_label,
    "decline": _decline_label, "land_office": _land_office_label, "royal_supplier": _royal_supplier_label,
    "return_plantation": _return_plantation_label, "settle": _settle_label, "build": _build_label,
    "bonus": lambda game, action, seat: f"Take one extra {pretty(action['bonus'])}",
    "sell": _sell_label, "ship": _ship_label, "keep": _keep_label,
    "place": lambda game, action, seat: layout_label(action["place"]),
    "put": _put_label, "take_back": _take_back_label, "store": _store_label, "unstore": _unstore_label,
    "load": _load_label, "confirm": _confirm_label, "pass": lambda game, action, seat: "Pass",
}


def label(game: Any, action: Action) -> str:
    """A button's text in plain words, with the money or barrels involved where it helps."""
    seat = action.get("player", game.state.turn)
    for verb in action:
        words_for = LABELS.get(verb)
        if words_for is not None:
            return str(words_for(game, action, seat))
    verb = next((k for k in action if k != "player"), "act")
    return f"{pretty(verb).capitalize()} {pretty(action.get(verb, ''))}".strip()


def barrel_words(count: int, good: str) -> str:
    """``1 corn barrel``, ``3 corn barrels``."""
    return words.plural(count, f"{pretty(good)} barrel")


def _declined_load(action: dict[str, Any]) -> str:
    """The benefits a load declines, in words (empty when it takes them all)."""
    declined = [what for key, what in (("harbor", "the harbor's point"), ("privilege", "the captain's point"),
                                       ("lighthouse", "the lighthouse's doubloon"))
                if action.get(key) is False]
    return f", without {_and(declined)}" if declined else ""


def _a(word: str) -> str:
    return words.with_article(str(word))


def _and(parts) -> str:
    parts = list(parts)
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _names_of(value) -> list[str]:
    return [value] if isinstance(value, str) else [str(v) for v in (value or ())]


def _space(name: str, empty: bool = True) -> str:
    """A space on a player's board in words: the storehouse, an empty corn plantation."""
    if name in GOODS or name == "quarry":
        tile = "quarry" if name == "quarry" else f"{pretty(name)} plantation"
        return f"an empty {tile}" if empty else _a(tile)
    return f"the {pretty(name)}"


def layout_label(layout: dict) -> str:
    """A mayor's layout in words: ``Island: corn ×2, quarry · City: sugar mill ×2 · San Juan 1``."""
    def spaces(entries):
        manned: dict[str, int] = {}  # identical tiles are listed once each; count them
        for e in entries or ():
            if isinstance(e, dict):
                (name, count), = e.items()
                if isinstance(count, dict):  # with nobles: {colonists: n, nobles: m}
                    count = sum(v for v in count.values() if isinstance(v, int))
                if count:
                    manned[name] = manned.get(name, 0) + count
        return ", ".join(pretty(k) + (f" ×{c}" if c != 1 else "") for k, c in manned.items()) or "none"

    text = f"Island: {spaces(layout.get('island'))} · City: {spaces(layout.get('city'))}"
    if layout.get("san_juan"):
        text += f" · San Juan {layout['san_juan']}"
    return text
