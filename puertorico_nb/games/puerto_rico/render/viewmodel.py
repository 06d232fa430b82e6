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

from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

from puertorico_nb.core import words
from puertorico_nb.core.language import N_, component_name, translate
from puertorico_nb.core.turns import seat_to_act
from puertorico_nb.core.words import Phrase

from ..components import DRAFT_SPACES, GOODS, ISLAND_SPACES, CITY_SPACES, TRADING_HOUSE_SPACES
from ..roles import builder, captain, mayor, settler, trader
from .abilities import ROLE_DOES, abilities, role_abilities
from .shapes import (Benefit, Choice, CityBuilding, Draft, DraftGroup, IslandSpace, MarketBuilding, MayorSteps,
                     Player, Role, ScoreLine, Scores, Ship, StorageSteps, StoredGood)

if TYPE_CHECKING:
    from ..components import Building
    from ..game import Game
    from ..state import PlayerState, State

VIEW_VERSION = 1

PHASE_TITLES = {
    "role_choice": N_("Choosing a role"), "settler": N_("Settler phase"), "mayor": N_("Mayor phase"),
    "builder": N_("Builder phase"), "craftsman": N_("Craftsman phase"), "trader": N_("Trader phase"),
    "captain": N_("Captain phase"), "prospector": N_("Prospector"), "game_over": N_("Game over"),
    "draft": N_("Drafting buildings"),
}


def phase_title(phase: str) -> str:
    """A phase's title in the reader's language."""
    return translate(PHASE_TITLES[phase]) if phase in PHASE_TITLES else pretty(phase).capitalize()


def pretty(name: object) -> str:
    """A snake_case id in plain words: ``small_indigo_plant`` -> ``small indigo plant``."""
    return str(name).replace("_", " ")


# why the game ends after this round, for the header's "Last round: ..."
END_REASONS = {"vp_chips": N_("the VP chips ran out"), "colonists": N_("the colonists ran out"),
               "city": N_("a city is full")}


def _good_names() -> dict[str, str]:
    """Each good's and tile's name in the reader's language, by id: the front end draws barrels,
    ships' cargo and tiles by id and writes these names on them."""
    return {good: _tile(good) for good in (*GOODS, "quarry", "forest")}


def _state(game: Game) -> State:
    """The game's position, by its type (the history keeps it untyped, for every game)."""
    state: State = game.state
    return state


default_names = words.default_names  # "Player 1"...: people count seats from 1


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


# -- the table ----------------------------------------------------------------------------------
def view_model(game: Game, seat: int | None = None, names: Sequence[str | None] | None = None,
               version: int = 0, with_actions: bool = True, points_seat: int | None = None,
               watching: bool = False) -> dict[str, Any]:
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
    on the table for all to see. ``watching=True`` is a screen the room watches while each player
    has their own (a classroom's projector): every seat's chips stay face down there.
    """
    state: State = game.state
    shown_names = _names(names, game.ruleset.players)
    viewer = state.turn if seat is None else seat
    hidden = points_hidden(game, seat if seat is not None else points_seat, watching)
    view = _table(game, seat, shown_names, viewer, hidden)
    view["version"] = version
    view.update(_expansion_parts(game, shown_names))
    # what each building on the table does (market, draft, cities), one line from the catalogue
    shown = [building["id"] for building in view["buildings"]]
    shown += [building for player in state.players for building in player.city]
    if "draft" in view:
        shown += [kind["id"] for group in view["draft"]["groups"] for kind in group["kinds"]]
    view["abilities"] = abilities(game.ruleset, shown)
    view["role_abilities"] = role_abilities(role["name"] for role in view["roles"])  # what each role card does
    view["scores"] = _scores(game, hidden)
    view["winners"] = game.winners() if state.game_over else []
    offer = with_actions and (seat is None or seat == state.turn)
    choices, note = choices_for(game, shown_names) if offer else ([], "")
    view["actions"] = choices
    view["benefits"] = benefits(game, choices)
    view["actions_note"] = note
    view["mayor"] = mayor_steps(game, shown_names) if offer and _in_steps(game) else None
    view["storage"] = storage_steps(game, shown_names) if offer and captain.is_storing(state) else None
    return view


def _table(game: Game, seat: int | None, names: list[str], viewer: int | None,
           hidden: frozenset[int]) -> dict[str, Any]:
    """The parts of the view every game has: the round, the supplies, the boards."""
    ruleset, state = game.ruleset, _state(game)
    count = ruleset.players
    return {
        "view_version": VIEW_VERSION,
        "players_count": count,
        "edition": ruleset.options.edition,
        "expansions": list(ruleset.expansions),
        "seat": seat,
        "phase": state.phase,
        "phase_title": phase_title(state.phase),
        "round": state.round,
        "turn": state.turn,
        "turn_name": names[state.turn] if state.turn is not None else None,
        "governor": state.governor,
        "chooser": state.chooser,
        "game_over": bool(state.game_over),
        "end_triggered": bool(state.end_triggered),
        "end_reasons": list(state.end_reasons),
        "end_words": words.spoken_list([translate(END_REASONS.get(reason, reason)) for reason in state.end_reasons]),
        "names": _good_names(),
        "roles": _roles(state, names),
        "colonists": {"ship": state.colonist_ship, "supply": state.colonist_supply},
        "vp_chips": state.vp_supply,
        "ships": _ships(state),
        "trading_house": {"goods": [GOODS[good] for good in state.trading_house],
                          "spaces": TRADING_HOUSE_SPACES,
                          "free": TRADING_HOUSE_SPACES - len(state.trading_house)},
        "plantations": {"face_up": list(state.face_up), "stack": len(state.stack),
                        "discard": len(state.discard)},
        "quarries": state.quarries,
        "goods_supply": dict(zip(GOODS, state.goods_supply)),
        "buildings": _market(game, viewer),
        "price_for": viewer,
        "price_for_words": words.spoken(names[viewer]) if viewer is not None else None,  # "you" or a name
        "players": [_player(game, player_seat, names[player_seat], player_seat in hidden) for player_seat in range(count)],
        "points_hidden": sorted(hidden),  # seats whose chips this viewer cannot see
    }


def _expansion_parts(game: Game, names: list[str]) -> dict[str, Any]:
    """The parts only the expansions (or the draft) add."""
    ruleset, state = game.ruleset, _state(game)
    parts: dict[str, Any] = {}
    if ruleset.nobles:
        parts["nobles"] = {"ship": state.noble_ship, "supply": state.noble_supply}
    if ruleset.expanded:
        parts["violet_in_play"] = list(state.violet_in_play)
    if state.phase == "draft":
        parts["draft"] = _draft(game, names)
    return parts


def _names(names: Sequence[str | None] | None, players: int) -> list[str]:
    return words.full_names(names, players)


def _roles(state: State, names: list[str]) -> list[Role]:
    return [{"name": role, "title": _capitalized(component_name("role", role)), "doubloons": doubloons,
             "taken_by": None if taken == -1 else taken,
             "taken_by_name": None if taken == -1 else names[taken]}
            for role, doubloons, taken in zip(state.role_cards, state.role_money, state.role_taken)]


def _ships(state: State) -> list[Ship]:
    return [{"capacity": capacity, "good": None if good == -1 else GOODS[good], "count": count,
             "free": capacity - count}
            for capacity, good, count in zip(state.ship_capacity, state.ship_good, state.ship_count)]


def _kinds_in_play(game: Game) -> list[Building]:
    """The building kinds on this game's supply board. With the expansions: the production
    buildings, and the violet kinds chosen for play (``state.violet_in_play``, drafted or
    selected); the rest stay in the box."""
    ruleset, state = game.ruleset, _state(game)
    if not ruleset.expanded:
        return [building for building in ruleset.buildings if building.id in state.buildings_order]
    chosen = set(state.violet_in_play)
    return [building for building in ruleset.buildings
            if building.id in state.buildings_order and (building.id in chosen or not ruleset.draftable(building))]


def _market(game: Game, viewer: int | None) -> list[MarketBuilding]:
    """Every building of this game on the supply board, with its price for `viewer`."""
    ruleset, state = game.ruleset, _state(game)
    out: list[MarketBuilding] = []
    for building in _kinds_in_play(game):
        out.append({
            "id": building.id, "name": component_name("building", building.id), "cost": building.cost, "vp": building.vp,
            "column": building.column,
            "circles": building.circles, "large": building.large, "kind": building.kind, "good": building.good,
            "expansion": building.expansion,
            "copies_left": state.building_stock(building.id),
            "price": None if viewer is None else builder.price(ruleset, state, viewer, building.id),
        })
    out.sort(key=lambda entry: (entry["column"], entry["cost"], entry["id"]))
    return out


def _draft(game: Game, names: list[str]) -> Draft:
    """The New Buildings draft: every draftable kind grouped by cost, with the board's spaces
    for that cost, how many are still free, and who drafted what so far."""
    ruleset, state = game.ruleset, _state(game)
    by_whom: dict[str, int] = {}
    for action in getattr(game, "log", ()) or ():
        if getattr(action, "verb", None) == "draft":
            by_whom[action.value] = action.player
    groups: list[DraftGroup] = []
    for cost in sorted(DRAFT_SPACES):
        kinds = [building for building in ruleset.buildings if ruleset.draftable(building) and building.cost == cost]
        drafted = [kind for kind in state.violet_in_play if ruleset.by_id[kind].cost == cost]
        groups.append({
            "cost": cost, "spaces": DRAFT_SPACES[cost], "free": DRAFT_SPACES[cost] - len(drafted),
            "drafted": drafted,
            "kinds": [{"id": building.id, "name": component_name("building", building.id), "cost": building.cost,
                       "vp": building.vp,
                       "column": building.column, "circles": building.circles, "large": building.large,
                       "kind": building.kind, "expansion": building.expansion, "copies": ruleset.copies(building),
                       "drafted": building.id in state.violet_in_play,
                       "drafted_by": by_whom.get(building.id),
                       "drafted_by_name": names[by_whom[building.id]] if building.id in by_whom else None}
                      for building in kinds],
        })
    total = sum(DRAFT_SPACES.values())
    return {"groups": groups, "spaces": total, "drafted": len(state.violet_in_play),
            "left": total - len(state.violet_in_play)}


def points_hidden(game: Game, viewer: int | None, watching: bool = False) -> frozenset[int]:
    """The seats whose victory points `viewer` cannot see: with ``hidden_points``, every seat but
    the viewer's until the game ends (Icelandic rulebook, Vinningsstig; Norwegian, Lagre varer's
    page: the chips lie face down). Empty otherwise. Bots and observations are not views: they
    read the points from the state, which equals what any seat counts from the public events
    (every point is earned in the open: a load, a building, a chapel)."""
    if (viewer is None and not watching) or not game.ruleset.options.hidden_points or game.state.game_over:
        return frozenset()
    return frozenset(seat for seat in range(game.ruleset.players) if seat != viewer)


def _player(game: Game, seat: int, name: str, points_hidden: bool = False) -> Player:
    ruleset, state = game.ruleset, _state(game)
    player = state.players[seat]
    # a forest is a face-down tile: never manned, so it has no circle
    island: list[IslandSpace] = [{"tile": tile, "manned": bool(colonists or nobles), "colonists": colonists, "nobles": nobles,
               "forest": tile == "forest", "circles": 0 if tile in mayor.UNMANNABLE else 1}
              for tile, colonists, nobles in zip(player.island, player.island_workers, player.island_nobles)]
    city: list[CityBuilding] = []
    for building, colonists, nobles in zip(player.city, player.city_workers, player.city_nobles):
        kind = ruleset.building(building)
        city.append({"id": building, "name": component_name("building", building), "circles": kind.circles,
                     "colonists": colonists,
                     "nobles": nobles, "workers": colonists + nobles, "manned": bool(colonists or nobles), "large": kind.large,
                     "vp": kind.vp, "kind": kind.kind, "good": kind.good})
    return {
        "seat": seat, "name": name,
        "doubloons": player.doubloons, "vp": None if points_hidden else player.vp,
        "vp_shown": "hidden" if points_hidden else str(player.vp),  # what a picture writes for the chips
        "goods": dict(zip(GOODS, player.goods)), "barrels": player.barrels(),
        "island": island, "island_spaces": ISLAND_SPACES,
        "city": city, "city_spaces": CITY_SPACES,
        "city_spaces_used": builder.city_spaces_used(ruleset, player),
        "san_juan": player.san_juan, "san_juan_nobles": player.san_juan_nobles,
        "colonists": player.colonists(),
        "nobles": player.nobles(),
        "forests": player.island.count("forest"),
        "governor": seat == state.governor,
        "to_act": seat == state.turn and not state.game_over,
        "chooser": seat == state.chooser,
    }


def _scores(game: Game, hidden: frozenset[int] = frozenset()) -> Scores:
    """The score line: each player's parts and total, with the chips and total of the seats in
    `hidden` written "hidden" (their buildings and bonuses are on the table for all to see)."""
    out: dict[str, ScoreLine] = {}
    for seat, breakdown in game.score_breakdown().items():
        secret = seat in hidden
        out[str(seat)] = {"chips": "hidden" if secret else breakdown["chips"], "buildings": breakdown["buildings"],
                       "bonus": breakdown["bonus"], "bonuses": dict(breakdown["bonuses"]),
                       "total": "hidden" if secret else breakdown["total"], "tie_break": breakdown["tie_break"],
                       "hidden": secret}
    return {"final": bool(game.state.game_over), "players": out}


# -- the mayor's board, one circle at a time ------------------------------------------------------
def _in_steps(game: Game) -> bool:
    """Whether the player to act is arranging their workers one step at a time (the mayor phase
    once the ship is dealt, in a game whose mayor takes steps)."""
    state: State = game.state
    return state.phase == "mayor" and state.stage != mayor.DEALING


def mayor_steps(game: Game, names: Sequence[str | None] | None = None) -> MayorSteps:
    """The acting player's board as buttons: for each island tile and each building circle, the
    step a click asks for (put a worker waiting in San Juan there, or take back the one on it)
    with the game's verdict; and the verdict on confirming the board as it stands now."""
    state: State = game.state
    seat = seat_to_act(state)
    player = state.players[seat]
    made: dict[str, Choice] = {}

    def step(verb: str, space: str, noble: bool = False) -> Choice:
        mapping = {"player": seat, verb: space, **({"noble": True} if noble else {})}
        key = _key(mapping)
        if key not in made:
            made[key] = _choice(game, mapping, names)
        return made[key]

    # a put uses a colonist while one waits, else a noble (a take-back then a put moves either)
    noble_put = not player.san_juan and bool(player.san_juan_nobles)
    island: list[Choice | None] = []
    for tile, colonists, nobles in zip(player.island, player.island_workers, player.island_nobles):
        if tile in mayor.UNMANNABLE:
            island.append(None)
        elif colonists or nobles:
            island.append(step("take_back", tile, noble=bool(nobles) and not colonists))
        else:
            island.append(step("put", tile, noble=noble_put))
    city: list[list[Choice]] = []
    for building, colonists, nobles in zip(player.city, player.city_workers, player.city_nobles):
        circles = game.ruleset.building(building).circles
        # circles fill nobles first, then colonists (as the board draws them)
        city.append([step("take_back", building, noble=True) if circle < nobles
                     else step("take_back", building) if circle < nobles + colonists
                     else step("put", building, noble=noble_put) for circle in range(circles)])
    # with colonists and nobles both waiting, a noble may be put first: the same board with each
    # empty space's put of a noble, drawn when the player chooses to place nobles
    noble_island: list[Choice | None] | None = None
    noble_city: list[list[Choice | None]] | None = None
    if player.san_juan and player.san_juan_nobles:
        noble_island = [step("put", tile, noble=True) if tile not in mayor.UNMANNABLE and not (colonists or nobles)
                        else None for tile, colonists, nobles in zip(player.island, player.island_workers, player.island_nobles)]
        noble_city = [[step("put", building, noble=True) if circle >= nobles + colonists else None
                       for circle in range(game.ruleset.building(building).circles)]
                      for building, colonists, nobles in zip(player.city, player.city_workers, player.city_nobles)]
    return {"seat": seat, "island": island, "city": city, "noble_island": noble_island, "noble_city": noble_city,
            "waiting": player.san_juan, "waiting_nobles": player.san_juan_nobles if game.ruleset.nobles else None,
            "confirm": _choice(game, {"player": seat, "confirm": True}, names)}


# -- the captain's storage, one barrel at a time --------------------------------------------------
def storage_steps(game: Game, names: Sequence[str | None] | None = None) -> StorageSteps:
    """The acting player's barrels as toggles, once loading is over: for each good they hold,
    one step per barrel with the game's verdict. Barrel k (counted from 0) set aside asks to take
    back the barrels from it on (``unstore``: it and those after it); barrel k not set aside asks
    to set aside barrels up to it (``store``), so a click on the third coffee keeps three. The
    step for the barrel just after those set aside is "one more" (``more``), the one for the last
    barrel set aside is "one back" (``fewer``). Also what the storage holds, in the game's words,
    and the verdict on confirming what is set aside so far."""
    state: State = game.state
    seat = seat_to_act(state)
    player = state.players[seat]
    goods: list[StoredGood] = []
    for good, have, aside in zip(GOODS, player.goods, state.picked):
        if not have:
            continue
        steps: list[Choice] = []
        for barrel in range(have):
            if barrel < aside:  # taking back every barrel set aside is written without a count
                barrels = aside - barrel
                mapping = {"player": seat, "unstore": good, **({"barrels": barrels} if barrels < aside else {})}
            else:  # and keeping the rest of a good likewise, as the engine lists it
                barrels = barrel + 1 - aside
                mapping = {"player": seat, "store": good, **({"barrels": barrels} if barrels < have - aside else {})}
            steps.append(_choice(game, mapping, names))
        goods.append({"good": good, "name": component_name("good", good), "barrels": have, "aside": aside,
                      "back": have - aside, "steps": steps,
                      "more": steps[aside] if aside < have else None,
                      "fewer": steps[aside - 1] if aside else None})
    return {"seat": seat, "goods": goods, "holds": captain.storage_words(game.ruleset, player).said(names),
            "confirm": _choice(game, {"player": seat, "confirm": True}, names)}


# -- the choices on offer -----------------------------------------------------------------------
STORAGE_STEPS = ("store", "unstore", "confirm")  # drawn as the storage panel's barrels and Confirm


def choices_for(game: Game, names: Sequence[str | None] | None = None) -> tuple[list[Choice], str]:
    """(choices, note) for the player to act: what they may do, and what they might try and
    may not, each with the engine's verdict. Every legal choice is listed except a mayor's steps
    and the captain's storage steps, which are drawn on the board itself (``mayor_steps``,
    ``storage_steps``); the note is kept for front ends that read it and is always empty now that
    no list is cut short."""
    state: State = game.state
    if state.game_over or state.turn is None:
        return [], ""
    shown_names = _names(names, game.players)
    tries = list(_tempting(game))
    seen = {_key(tried) for tried in tries}
    legal_extra = []
    # the storage steps drawn as barrels and the mayor's drawn as circles are left out; a move
    # legal at any moment (a guest house's, a benefit declined ahead) stays
    drawn = STORAGE_STEPS if captain.is_storing(state) else mayor.STEPS if _in_steps(game) else ()
    for action in game.legal_actions():
        if action.verb not in drawn:
            mapping = action.to_mapping()
            if _key(mapping) not in seen:
                seen.add(_key(mapping))
                legal_extra.append(mapping)
    out = [_choice(game, offered, shown_names) for offered in tries + legal_extra]
    _mark_declines(out)
    return out, ""


# the benefits a move may be made without (its option set to False), in a learner's words
DECLINABLE = ("privilege", "hospice", "university", "church", "harbor")
BENEFIT_WORDS = {"hospice": N_("the hospice colonist"), "university": N_("the university colonist"),
                 "church": N_("the church's points"), "harbor": N_("the harbor's point")}
PRIVILEGE_WORDS = {"role_choice": N_("the mayor's extra colonist"), "captain": N_("the captain's point")}
ROLE_PRIVILEGE = N_("the role's privilege")


def _mark_declines(choices: list[Choice]) -> None:
    """A move's forms without a benefit point at the move itself (``base``, ``declines``), which
    lists the benefits it may be made without (``benefits``): a front end draws one button per
    move and a switch per benefit, not a button per form."""
    by_action = {_key(other["action"]): other for other in choices}
    for choice in choices:
        declined = [key for key in DECLINABLE if choice["action"].get(key) is False]
        if not declined:
            continue
        base = by_action.get(_key({key: value for key, value in choice["action"].items() if key not in declined}))
        if base is None or base is choice:
            continue
        choice["base"], choice["declines"] = base["id"], declined
        base["benefits"] = sorted(set(base.get("benefits", [])) | set(declined))


def benefits(game: Game, choices: list[Choice]) -> list[Benefit]:
    """The benefits the player to act may decline with some move now, each with its words."""
    keys = sorted({key for choice in choices for key in choice.get("benefits", [])})
    phase = game.state.phase
    return [{"key": key, "what": translate(PRIVILEGE_WORDS.get(phase, ROLE_PRIVILEGE)) if key == "privilege"
             else translate(BENEFIT_WORDS[key]) if key in BENEFIT_WORDS else key} for key in keys]


def _key(mapping: dict[str, Any]) -> str:
    import json
    return json.dumps(mapping, sort_keys=True)


PASS: dict[str, Any] = {"pass": True}


def _draft_tries(game: Game, player: PlayerState) -> list[dict[str, Any]]:
    return [{"draft": building.id} for building in game.ruleset.buildings if game.ruleset.draftable(building)]


def _role_tries(game: Game, player: PlayerState) -> list[dict[str, Any]]:
    return [{"choose_role": role} for role in dict.fromkeys(game.state.role_cards)]


def _settler_tries(game: Game, player: PlayerState) -> list[dict[str, Any]]:
    tries: list[dict[str, Any]] = [{"settle": tile} for tile in dict.fromkeys(game.state.face_up)]
    tries.append({"settle": "quarry"})
    if player.owns("hacienda"):
        tries.append({"settle": "hidden"})
    return tries + [PASS]


def _builder_tries(game: Game, player: PlayerState) -> list[dict[str, Any]]:
    return [{"build": building["id"]} for building in _market(game, game.state.turn)] + [PASS]


def _craftsman_tries(game: Game, player: PlayerState) -> list[dict[str, Any]]:
    return [{"bonus": good} for good in GOODS] + [PASS]


def _trader_tries(game: Game, player: PlayerState) -> list[dict[str, Any]]:
    return [{"sell": good} for good in GOODS] + [PASS]


def _captain_tries(game: Game, player: PlayerState) -> list[dict[str, Any]]:
    state: State = game.state
    if captain.is_storing(state):  # the storage steps come from the engine's legal list
        return []
    tries: list[dict[str, Any]] = []
    for index, good in enumerate(GOODS):
        if player.goods[index]:
            tries += [{"ship": good, "on": capacity} for capacity in state.ship_capacity]
            if player.owns("wharf"):
                tries.append({"ship": good, "on": "wharf"})
    return tries + [PASS]


# the choices worth showing in each phase whatever their verdict; mayor layouts, captain storage
# and anything else come from the engine's legal list
TRIES = {"draft": _draft_tries, "role_choice": _role_tries, "settler": _settler_tries,
         "builder": _builder_tries, "craftsman": _craftsman_tries, "trader": _trader_tries,
         "captain": _captain_tries}


def _tempting(game: Game) -> list[dict[str, Any]]:
    """Action mappings worth showing whatever their verdict: the table's visible options."""
    state: State = game.state
    tries = TRIES.get(state.phase)
    if tries is None:
        return []
    seat = seat_to_act(state)
    return [{"player": seat, **mapping} for mapping in tries(game, state.players[seat])]


def _choice(game: Game, mapping: dict[str, Any], names: Sequence[str | None] | None) -> Choice:
    verdict = game.explain(mapping)
    action = verdict.action.to_mapping() if verdict.action is not None else mapping
    group, key = _group(action)
    choice: Choice = {
        "id": str(verdict.action) if verdict.action is not None else _key(mapping),
        "label": label(game, action),
        "group": group, "key": key,
        "action": action,
        "legal": verdict.legal,
        "rule": verdict.rule,
        "why": words.name_seats(verdict.why, names),  # "player N" said as a name
        "statement": verdict.statement,
        "citation": verdict.citation,
    }
    if (group == "role" and verdict.legal and action["choose_role"] in ROLE_DOES
            and action.get("privilege") is not False):
        choice["does"] = translate(ROLE_DOES[action["choose_role"]])
    return choice


Grouping = Callable[[dict[str, Any]], tuple[str, str]]


def _named(group: str, verb: str) -> Grouping:
    return lambda action: (group, action[verb])


def _bare(group: str) -> Grouping:
    return lambda action: (group, "")


def _said(verb: str) -> Grouping:
    return lambda action: (verb, str(action[verb]))


def _joined(verb: str) -> Grouping:
    return lambda action: (verb, ",".join(_names_of(action[verb])))


def _with_barrels(verb: str) -> Grouping:
    return lambda action: (verb, f"{action[verb]}:{action.get('barrels', 'all')}")


def _step(verb: str) -> Grouping:
    """One step of a mayor's layout: where, and whether the worker moved is a noble."""
    return lambda action: (verb, str(action[verb]) + (":noble" if action.get("noble") else ""))


def _ship_group(action: dict[str, Any]) -> tuple[str, str]:
    cargo = action["ship"]
    if isinstance(cargo, dict):  # a small wharf's mixed load
        return "small_wharf", ",".join(f"{good}:{barrels}" for good, barrels in sorted(cargo.items()))
    return "ship", f"{cargo}@{action.get('on')}"


# verb -> (group, key) of a choice, what a front end draws it as; the first verb found decides
GROUPS: tuple[tuple[str, Grouping], ...] = (
    ("choose_role", _named("role", "choose_role")),
    ("draft", _named("draft", "draft")),
    ("settle", lambda action: ("forest" if action.get("forest") else "plantation", action["settle"])),
    ("build", lambda action: ("black_market" if action.get("black_market") else "building", action["build"])),
    ("take", _named("take", "take")),
    ("guest", _joined("guest")),
    ("land_office", _said("land_office")),
    ("decline", _said("decline")),
    ("royal_supplier", _joined("royal_supplier")),
    ("return_plantation", _said("return_plantation")),
    ("ship", _ship_group),
    ("bonus", _named("good", "bonus")),
    ("sell", _named("good", "sell")),
    ("place", _bare("layout")),
    ("put", _step("put")),
    ("take_back", _step("take_back")),
    ("confirm", _bare("confirm")),
    ("store", _with_barrels("store")),  # one step of the captain's storage
    ("unstore", _with_barrels("unstore")),  # a change of mind during the captain's storage
    ("load", _with_barrels("load")),  # one step of a small wharf's mixed load
    ("keep", _bare("keep")),
    ("pass", _bare("pass")),
)


def _group(action: dict[str, Any]) -> tuple[str, str]:
    for verb, group in GROUPS:
        if verb in action:
            return group(action)
    verb = next((key for key in action if key != "player"), "")
    return "other", str(action.get(verb, ""))


# -- a choice's words ---------------------------------------------------------------------------------
# One small function per verb, each given the game, the action (as the engine lists it, in the
# ruling vocabulary) and the acting seat; ``label`` picks the one for the action's verb.
# An action mapping as a ruling or the engine writes it: its values' types depend on the verb, and
# the seat in it (``player``) is whatever was written, so a label checks it before pricing for it
Action = dict[str, Any]
Labeller = Callable[["Game", Action, Any], str]  # (the game, the action, the acting seat) -> words


def _seat_ok(game: Game, seat: object) -> bool:
    return isinstance(seat, int) and 0 <= seat < game.players


# Every label is a whole template of the messages catalogue; a component's name comes from the
# rules catalogue (``component_name``), so a translation words each label in its own order.
def _name(kind: str, value: object) -> str:
    return component_name(kind, value)


def _tile(value: object) -> str:
    return component_name("term" if value in ("quarry", "forest") else "good", value)


WITHOUT = Phrase("{label}, without {what}")


def _without(text: str, declined: list[str]) -> str:
    """A label with the benefits its move is made without: "Build ..., without the church's points"."""
    return WITHOUT.say(label=text, what=words.spoken_list(declined)) if declined else text


ROLE_LABEL = {False: Phrase("{role}"), True: Phrase("{role} ({money:count:doubloon} on it)")}
ROLE_WITHOUT = {"prospector": N_("the doubloon"), "other": N_("the extra colonist"),
                "lighthouse": N_("the lighthouse's doubloon")}


def _role_label(game: Game, action: Action, seat: Any) -> str:
    state, role = _state(game), action["choose_role"]
    money = sum(doubloons for card, doubloons, taken_by in zip(state.role_cards, state.role_money, state.role_taken)
                if card == role and taken_by == -1)
    text = ROLE_LABEL[bool(money)].say(role=_capitalized(_name("role", role)), money=money)
    declined = []
    if action.get("privilege") is False:
        declined.append(translate(ROLE_WITHOUT["prospector" if role == "prospector" else "other"]))
    if action.get("lighthouse") is False:
        declined.append(translate(ROLE_WITHOUT["lighthouse"]))
    return _without(text, declined)


DRAFT = {False: Phrase("Draft the {building}"), True: Phrase("Draft the {building} (cost {cost}, {points} VP)")}


def _draft_label(game: Game, action: Action, seat: Any) -> str:
    kind = game.ruleset.by_id.get(action["draft"])
    return DRAFT[kind is not None].say(building=_name("building", action["draft"]),
                                       cost=getattr(kind, "cost", 0), points=getattr(kind, "vp", 0))


TAKE_NOBLE, TAKE_WORKER = Phrase("Take the noble"), Phrase("Take {worker:a}")


def _take_label(game: Game, action: Action, seat: Any) -> str:
    return TAKE_NOBLE.say() if action["take"] == "noble" else TAKE_WORKER.say(worker=_name("term", action["take"]))


GUEST = {1: Phrase("Guest house: move a guest to {where}"), 2: Phrase("Guest house: move both guests, to {where} and to {other}")}


def _guest_label(game: Game, action: Action, seat: Any) -> str:
    targets = [_space(target) for target in _names_of(action["guest"])]
    if len(targets) == 1:
        return GUEST[1].say(where=targets[0])
    return GUEST[2].say(where=targets[0], other=targets[-1])


DECLINED_AHEAD = {"chapel": N_("the chapel's payment"), "aqueduct": N_("the aqueduct's extra barrel"),
                  "villa": N_("the villa's noble"), "union_hall": N_("the union hall's points"),
                  "hunting_lodge": N_("the hunting lodge's points"), "factory": N_("the factory's doubloons")}
GIVE_VILLA_WORKER_BACK, DECLINE_AHEAD = Phrase("Give the villa's worker back"), Phrase("Decline {what} this round")


def _decline_label(game: Game, action: Action, seat: Any) -> str:
    name = action["decline"]
    if name == "villa" and game.state.phase == "mayor" and game.state.turn == seat:
        return GIVE_VILLA_WORKER_BACK.say()
    what = translate(DECLINED_AHEAD[name]) if name in DECLINED_AHEAD else _name("building", name)
    return DECLINE_AHEAD.say(what=what)


LAND_OFFICE = {"buy": Phrase("Land office: pay a doubloon for an unseen plantation"),
               "buy_forest": Phrase("Land office: pay a doubloon for an unseen plantation and lay it as a forest"),
               "sell": Phrase("Land office: sell your {tile} plantation for a doubloon"),
               "sell_forest": Phrase("Land office: sell your forest tile for a doubloon")}


def _land_office_label(game: Game, action: Action, seat: Any) -> str:
    what = action["land_office"]
    if what == "buy":
        return LAND_OFFICE["buy_forest" if action.get("forest") else "buy"].say()
    return LAND_OFFICE["sell_forest" if what == "forest" else "sell"].say(tile=_tile(what))


ROYAL_SUPPLIER, A_BARREL = Phrase("Royal supplier: give back {barrels}"), Phrase("{good:a} barrel")


def _royal_supplier_label(game: Game, action: Action, seat: Any) -> str:
    barrels = [A_BARREL.say(good=_name("good", good)) for good in _names_of(action["royal_supplier"])]
    return ROYAL_SUPPLIER.say(barrels=words.spoken_list(barrels))


HUNTING_LODGE = {False: Phrase("Hunting lodge: give back your {tile} plantation"),
                 True: Phrase("Hunting lodge: give back your forest tile")}


def _return_plantation_label(game: Game, action: Action, seat: Any) -> str:
    tile = action["return_plantation"]
    return HUNTING_LODGE[tile == "forest"].say(tile=_tile(tile))


SETTLE = {"hidden": Phrase("Draw a hidden plantation (hacienda)"),
          "hidden_seen": Phrase("Draw a hidden plantation (hacienda): it is {tile:a} plantation"),
          "hidden_forest": Phrase("Draw a hidden plantation (hacienda), laid face down as a forest"),
          "hidden_seen_forest": Phrase("Draw a hidden plantation (hacienda): it is {tile:a} plantation, "
                                       "laid face down as a forest"),
          "quarry": Phrase("Take a quarry"),
          "forest": Phrase("Lay {tile:a} plantation face down as a forest"),
          "plantation": Phrase("Take {tile:a} plantation")}


def _settle_label(game: Game, action: Action, seat: Any) -> str:
    tile, seen = action["settle"], None
    if tile == "hidden":
        drawer = action.get("player")
        seen = settler.hidden_tile_seen_by(game.state, drawer) if drawer is not None else None
        which = "hidden" + ("_seen" if seen else "") + ("_forest" if action.get("forest") else "")
    else:
        which = "quarry" if tile == "quarry" else "forest" if action.get("forest") else "plantation"
    text = SETTLE[which].say(tile=_tile(seen or tile))
    return _without(text, [translate(BENEFIT_WORDS["hospice"])] if action.get("hospice") is False else [])


BLACK_MARKET = Phrase("{label}: pay {items} (black market)")
PAID = {"doubloons": Phrase("{money:count:doubloon}"), "colonist": Phrase("a colonist from {where}"),
        "san_juan": Phrase("a colonist from San Juan"), "good": Phrase("{good:a} barrel"), "vp": Phrase("a victory point")}


def _black_market_words(game: Game, items: dict[str, Any], seat: int, text: str) -> str:
    """A build label with what its purchase through the black market pays, in words."""
    money = game.state.players[seat].doubloons
    parts = [PAID["doubloons"].say(money=money)] if money else []
    if items.get("colonist"):
        where = items["colonist"]
        parts.append(PAID["san_juan"].say() if where == "san_juan" else PAID["colonist"].say(where=_space(where, empty=False)))
    if items.get("good"):
        parts.append(PAID["good"].say(good=_name("good", items["good"])))
    if items.get("vp"):
        parts.append(PAID["vp"].say())
    return BLACK_MARKET.say(label=text, items=words.spoken_list(parts))


BUILD = {False: Phrase("Build {building}"), True: Phrase("Build {building} for {price}")}
BUILD_WITHOUT = (("privilege", N_("the builder's discount")), ("church", N_("the church's points")),
                 ("university", N_("the university colonist")))


def _build_label(game: Game, action: Action, seat: Any) -> str:
    state, kind = _state(game), action["build"]
    items = action.get("black_market")
    priced = not items and kind in game.ruleset.by_id and kind in state.buildings_order and _seat_ok(game, seat)
    price = builder.price(game.ruleset, state, seat, kind, action.get("privilege", True)) if priced else 0
    text = BUILD[priced].say(building=_name("building", kind), price=price)
    if items and _seat_ok(game, seat):
        text = _black_market_words(game, items, seat, text)
    return _without(text, [translate(without) for option, without in BUILD_WITHOUT if action.get(option) is False])


SELL = {(False, False): Phrase("Sell {good}"), (True, False): Phrase("Sell {good} for {price}"),
        (False, True): Phrase("Sell {good} via the {building}"),
        (True, True): Phrase("Sell {good} for {price} via the {building}")}


def _sell_label(game: Game, action: Action, seat: Any) -> str:
    good, price = action["sell"], 0
    priced = good in GOODS and _seat_ok(game, seat)
    if priced:
        without = tuple(name for name in trader.SALE_BENEFITS if action.get(name) is False)
        price = trader.sale_price(game.state, seat, GOODS.index(good), action.get("via"), without)
    via = action.get("via")
    return SELL[priced, bool(via)].say(good=_name("good", good), price=price, building=_name("building", via or ""))


SHIP = {"mixed": Phrase("Ship {cargo} with the {building}"), "ship": Phrase("Ship {good} on the {size}-ship"),
        "wharf": Phrase("Ship {good} with the {building}")}
COUNTED_GOOD = Phrase("{barrels} {good}")


def _ship_label(game: Game, action: Action, seat: Any) -> str:
    cargo, on = action["ship"], action.get("on")
    if isinstance(cargo, dict):  # a mixed load (the small wharf)
        text = SHIP["mixed"].say(cargo=words.spoken_list(_counted(cargo)), building=_name("building", str(on)))
    elif isinstance(on, int):
        text = SHIP["ship"].say(good=_name("good", cargo), size=on)
    else:
        text = SHIP["wharf"].say(good=_name("good", cargo), building=_name("building", str(on)))
    return _without(text, _declined_load(action))


def _counted(goods: dict[str, Any]) -> list[str]:
    return [COUNTED_GOOD.say(barrels=barrels, good=_name("good", good)) for good, barrels in goods.items()]


KEEP, KEEP_NOTHING = Phrase("Keep {goods}"), Phrase("Keep nothing")


def _keep_label(game: Game, action: Action, seat: Any) -> str:
    kept = action["keep"] or {}
    return KEEP.say(goods=words.comma_list(_counted(kept))) if kept else KEEP_NOTHING.say()


WORKER_STEP = {("put", False): Phrase("Put a colonist on {where}"), ("put", True): Phrase("Put a noble on {where}"),
               ("take_back", False): Phrase("Take a colonist back from {where}"),
               ("take_back", True): Phrase("Take a noble back from {where}")}


def _put_label(game: Game, action: Action, seat: Any) -> str:
    return WORKER_STEP["put", bool(action.get("noble"))].say(where=_space(str(action["put"])))


def _take_back_label(game: Game, action: Action, seat: Any) -> str:
    return WORKER_STEP["take_back", bool(action.get("noble"))].say(where=_space(str(action["take_back"]), empty=False))


def _started(game: Game, good: object) -> bool:
    """Are some barrels of this good set aside already (storage, a small wharf's load)?"""
    return good in GOODS and bool(game.state.picked[GOODS.index(good)])


# the captain's storage and a small wharf's load, one barrel count at a time or all at once
BARRELS = {"store": Phrase("Keep {barrels:count:{good} barrel}"),
           "store_all": Phrase("Keep all your {good}"), "store_rest": Phrase("Keep the rest of your {good}"),
           "unstore": Phrase("Take back {barrels:count:{good} barrel} set aside"),
           "unstore_all": Phrase("Take back every {good} barrel set aside"),
           "load": Phrase("Put {barrels:count:{good} barrel} on the small wharf"),
           "load_all": Phrase("Put all your {good} on the small wharf"),
           "load_rest": Phrase("Put the rest of your {good} on the small wharf")}


def _barrels_label(verb: str) -> Labeller:
    def words_for(game: Game, action: Action, seat: Any) -> str:
        good, barrels = action[verb], action.get("barrels")
        if barrels:
            which = verb
        elif verb == "unstore":
            which = "unstore_all"
        else:
            which = verb + ("_rest" if _started(game, good) else "_all")
        return BARRELS[which].say(good=_name("good", good), barrels=barrels or 0)
    return words_for


CONFIRM_DECLINES = {"harbor": N_("the harbor point"), "privilege": N_("the captain's privilege point"),
                    "lighthouse": N_("the lighthouse's doubloon")}
CONFIRM, CONFIRM_WITHOUT = Phrase("Confirm"), Phrase("Confirm without {what}")


def _confirm_label(game: Game, action: Action, seat: Any) -> str:
    declined = [translate(what) for name, what in CONFIRM_DECLINES.items() if action.get(name) is False]
    return CONFIRM_WITHOUT.say(what=words.spoken_list(declined)) if declined else CONFIRM.say()


BONUS, PASS_LABEL = Phrase("Take one extra {good}"), Phrase("Pass")

LABELS: dict[str, Labeller] = {
    "choose_role": _role_label, "draft": _draft_label, "take": _take_label, "guest": _guest_label,
    "decline": _decline_label, "land_office": _land_office_label, "royal_supplier": _royal_supplier_label,
    "return_plantation": _return_plantation_label, "settle": _settle_label, "build": _build_label,
    "bonus": lambda game, action, seat: BONUS.say(good=_name("good", action["bonus"])),
    "sell": _sell_label, "ship": _ship_label, "keep": _keep_label,
    "place": lambda game, action, seat: layout_label(action["place"]),
    "put": _put_label, "take_back": _take_back_label, "store": _barrels_label("store"),
    "unstore": _barrels_label("unstore"), "load": _barrels_label("load"), "confirm": _confirm_label,
    "pass": lambda game, action, seat: PASS_LABEL.say(),
}


def label(game: Game, action: Action) -> str:
    """A button's text in plain words, with the money or barrels involved where it helps."""
    seat = action.get("player", game.state.turn)
    for verb in action:
        words_for = LABELS.get(verb)
        if words_for is not None:
            return str(words_for(game, action, seat))
    verb = next((key for key in action if key != "player"), "act")
    return f"{pretty(verb).capitalize()} {pretty(action.get(verb, ''))}".strip()


def barrel_words(count: int, good: str) -> str:
    """``1 corn barrel``, ``3 corn barrels``."""
    return BARREL_COUNT.say(barrels=count, good=_name("good", good))


BARREL_COUNT = Phrase("{barrels:count:{good} barrel}")
LOAD_DECLINES = (("harbor", N_("the harbor's point")), ("privilege", N_("the captain's point")),
                 ("lighthouse", N_("the lighthouse's doubloon")))


def _declined_load(action: dict[str, Any]) -> list[str]:
    """The benefits a load declines, in words (none when it takes them all)."""
    return [translate(what) for key, what in LOAD_DECLINES if action.get(key) is False]


def _names_of(value: str | Iterable[object] | None) -> list[str]:
    return [value] if isinstance(value, str) else [str(item) for item in (value or ())]


SPACE = {"empty_plantation": Phrase("an empty {tile} plantation"), "plantation": Phrase("{tile:a} plantation"),
         "empty_quarry": Phrase("an empty quarry"), "quarry": Phrase("a quarry"), "building": Phrase("the {building}")}
LAYOUT, LAYOUT_SAN_JUAN = Phrase("Island: {island} · City: {city}"), Phrase("{layout} · San Juan {count}")
MANNED = Phrase("{space} ×{count}")


def _space(name: str, empty: bool = True) -> str:
    """A space on a player's board in words: the storehouse, an empty corn plantation."""
    if name == "quarry":
        return SPACE["empty_quarry" if empty else "quarry"].say()
    if name in GOODS:
        return SPACE["empty_plantation" if empty else "plantation"].say(tile=_tile(name))
    return SPACE["building"].say(building=_name("building", name))


def layout_label(layout: dict[str, Any]) -> str:
    """A mayor's layout in words: ``Island: corn ×2, quarry · City: sugar mill ×2 · San Juan 1``."""
    def spaces(entries: Iterable[object] | None) -> str:
        manned: dict[str, int] = {}  # identical tiles are listed once each; count them
        for entry in entries or ():
            if isinstance(entry, dict):
                (name, count), = entry.items()
                if isinstance(count, dict):  # with nobles: {colonists: n, nobles: m}
                    count = sum(number for number in count.values() if isinstance(number, int))
                if count:
                    manned[name] = manned.get(name, 0) + count
        said = [MANNED.say(space=_space_name(space), count=count) if count != 1 else _space_name(space)
                for space, count in manned.items()]
        return words.comma_list(said) if said else translate("none")

    text = LAYOUT.say(island=spaces(layout.get("island")), city=spaces(layout.get("city")))
    if layout.get("san_juan"):
        text = LAYOUT_SAN_JUAN.say(layout=text, count=layout["san_juan"])
    return text


def _space_name(space: str) -> str:
    return _tile(space) if space in GOODS or space in ("quarry", "forest") else _name("building", space)
