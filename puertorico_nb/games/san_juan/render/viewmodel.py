"""The JSON view model of a San Juan position, as one seat may see it.

Everything is built from ``SanJuanGame.player_view(seat)``, the engine's own account of what a
seat may see: the viewer's hand and the cards in front of them, other hands only as counts,
every good face down (its kind is its building's, its face nobody's), other players' chapel
counts left out, the piles as sizes. A spectator (``seat=None``) sees no hand at all. So nothing
hidden ever reaches a browser, whatever the front end does.

The choices on offer come from the engine too: the legal ones as it lists them (or, for a build,
the buildings and their prices as the builder rules compute them), and the tempting illegal ones
(a role already taken, a building without room for a good, a card you cannot afford) with
``explain``'s rule, reason and citation.

>>> from puertorico_nb.games.san_juan import SanJuanGame
>>> vm = sanjuan_view_model(SanJuanGame(players=3, seed=1, governor=0), seat=0)
>>> vm["phase"], vm["turn"], [c["label"] for c in vm["actions"]][4:]  # doctest: +NORMALIZE_WHITESPACE
('role_choice', 0, ['Choose the prospector', 'Choose the councillor without its privilege',
                    'Choose the prospector without its privilege'])
>>> len(vm["players"][0]["hand"]), vm["players"][1]["hand"], vm["players"][1]["hand_size"]
(4, None, 4)
"""
from __future__ import annotations

import json
from collections import Counter
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, Sequence

from puertorico_nb.core import words
from puertorico_nb.core.language import N_, component_name, speak_plural, translate
from puertorico_nb.core.turns import seat_to_act
from puertorico_nb.core.words import Phrase

from .. import builder, flow
from ..flow import STEPPED
from .abilities import abilities, role_abilities
from ..components import (BUILDER_PRIVILEGE, CARDS, COUNCILLOR_DRAW, COUNCILLOR_KEEP, GOODS,
                                  HAND_LIMIT, PRODUCER_PRIVILEGE, PROSPECTOR_DRAW, ROLES,
                                  TOWER_HAND_LIMIT, TRADER_PRIVILEGE)
from .shapes import Benefit, BuildOption, BuildWay, Card, Choice, Choices, Picking, Player, Role, ScoreLine, Scores

if TYPE_CHECKING:
    from ..game import SanJuanGame
    from ..state import State

VIEW_VERSION = 1

PHASE_TITLES = {
    "role_choice": N_("Choosing a role"), "builder": N_("Builder phase"), "producer": N_("Producer phase"),
    "trader": N_("Trader phase"), "councillor": N_("Councillor phase"), "prospector": N_("Prospector phase"),
    "chapel": N_("Chapel (start of round)"), "hand_limit": N_("Hand limit (start of round)"),
    "starting_hand": N_("Keeping the starting hand"), "game_over": N_("Game over"),
}


def phase_title(phase: str) -> str:
    """A phase's title in the reader's language."""
    return translate(PHASE_TITLES[phase]) if phase in PHASE_TITLES else pretty(phase).capitalize()


PRIVILEGES: dict[str, tuple[Phrase, dict[str, Any]]] = {  # each role's privilege, its numbers from the components
    "builder": (Phrase("privilege: build {count:count:card} cheaper"), {"count": BUILDER_PRIVILEGE}),
    "producer": (Phrase("privilege: produce {count} more good"), {"count": PRODUCER_PRIVILEGE}),
    "trader": (Phrase("privilege: sell {count} more good"), {"count": TRADER_PRIVILEGE}),
    "councillor": (Phrase("privilege: draw {draw}, keep {keep}"), {"draw": COUNCILLOR_DRAW, "keep": COUNCILLOR_KEEP}),
    "prospector": (Phrase("privilege: draw {count:count:card}"), {"count": PROSPECTOR_DRAW}),
}


def privilege(role: str) -> str:
    phrase, fields = PRIVILEGES[role]
    return phrase.say(**fields)
GOOD_WORDS = {"indigo_plant": "indigo", "sugar_mill": "sugar", "tobacco_storage": "tobacco",
              "coffee_roaster": "coffee", "silver_smelter": "silver"}
GOOD_LYING = Phrase("good ({good}, face down)")  # a good card lying on its production building


def good_lying(building: str) -> str:
    """What a face-down good on `building` is shown as: its kind by name, in the reader's words."""
    return GOOD_LYING.say(good=component_name("good", GOOD_WORDS.get(building, "")))


def pretty(name: object) -> str:
    return str(name).replace("_", " ")


default_names = words.default_names  # "Player 1"...: people count seats from 1


full_names = words.full_names  # given names made safe to show, "Player N" for the rest


def card(name: str) -> Card:
    """A card's printed face: name, cost, points, kind (and the good a production building makes)."""
    face = CARDS[name]
    return {"id": face.id, "name": component_name("card", face.id), "cost": face.cost, "vp": face.vp, "kind": face.kind,
            "good": GOOD_WORDS.get(face.id)}


def seen_by(game: SanJuanGame, seat: int | None) -> dict[str, Any]:
    """The engine's ``player_view``; for a spectator (None), with every private part taken out."""
    if seat is not None:
        return game.player_view(seat)
    view = game.player_view(0)
    me = view["players"][0]
    me["hand"], me["chapel"] = me["hand_size"], None
    if isinstance(view["drawn"], list):
        view["drawn"] = len(view["drawn"])
    view["seat"] = None
    return view


# -- the table ----------------------------------------------------------------------------------
def _drawn_note(seen: dict[str, Any], names: Sequence[str], turn: int | None, screen_passed_on: bool) -> str:
    """What the screen says of the councillor's cards it does not show (the front end says "{name}
    is looking at ..." when this is empty). On a hot-seat screen with every hand hidden nobody has
    looked at them yet: the player draws them once the screen is theirs."""
    drawn = seen["drawn"]
    if not screen_passed_on or turn is None or isinstance(drawn, list) or not drawn:
        return ""
    return speak_plural("{name} draws {n} card; pass the screen to {name}.",
                        "{name} draws {n} cards; pass the screen to {name}.", drawn, name=names[turn])


def sanjuan_view_model(game: SanJuanGame, seat: int | None = None, names: Sequence[str | None] | None = None,
                       version: int = 0, with_actions: bool = True, hotseat: bool = False) -> dict[str, Any]:
    """The San Juan table as `seat` sees it (None: a spectator, who sees no hand).

    A JSON document, passed on whole by game-neutral code (sessions, widgets), so a plain mapping
    here; its parts have the shapes in ``shapes``.

    Choices are offered only when `seat` is the player to act and `with_actions` is true.
    ``version`` is echoed back by the front end so a stale click can be told from a fresh one.
    """
    count = game.players
    shown_names = full_names(names, count)
    seen = seen_by(game, seat)
    state = game.state
    turn = seen["turn"] if not seen["game_over"] else None
    view: dict[str, Any] = {
        "view_version": VIEW_VERSION,
        "game": "san_juan",
        "version": version,
        "players_count": count,
        "seat": seat,
        "seat_name": shown_names[seat] if seat is not None else None,
        "hotseat": bool(hotseat),
        "phase": seen["phase"],
        "phase_title": phase_title(seen["phase"]),
        "round": seen["round"],
        "turn": turn,
        "turn_name": shown_names[turn] if turn is not None else None,
        "governor": seen["governor"],
        "chooser": seen["chooser"],
        "chooser_name": shown_names[seen["chooser"]] if seen["chooser"] is not None else None,
        "game_over": bool(seen["game_over"]),
        "roles": _roles(seen, shown_names),
        "tile": {"up": seen["tile"] is not None,
                 "prices": ([{"good": GOOD_WORDS[good], "building": good, "cards": price}
                             for good, price in zip(GOODS, seen["tile"])] if seen["tile"] else None),
                 "face_down": seen["tiles_face_down"]},
        "names": _good_names(),  # each good's name, by id: the front end writes them on the tile and cards
        "deck_size": seen["deck_size"],
        "discard_size": seen["discard_size"],
        "drawn": [card(card_name) for card_name in seen["drawn"]] if isinstance(seen["drawn"], list) else None,
        "drawn_count": len(seen["drawn"]) if isinstance(seen["drawn"], list) else seen["drawn"],
        "drawn_note": _drawn_note(seen, shown_names, turn, hotseat and seat is None),
        "revealed": [card(card_name) for card_name in seen["revealed"]],
        "players": [_player(seen, player_seat, shown_names[player_seat], state) for player_seat in range(count)],
    }
    view["scores"] = score_sheet(game) if view["game_over"] else None
    view["winners"] = game.winners() if view["game_over"] else []
    offer = with_actions and turn is not None and seat == turn
    choices: Choices = (choices_for(game, shown_names) if offer
                        else {"actions": [], "build": None, "picking": None, "actions_note": "", "benefits": []})
    view.update(choices)
    view["abilities"] = abilities(view, GOOD_WORDS)  # what each card face shown does, from the catalogue
    view["role_abilities"] = role_abilities(role["name"] for role in view["roles"])  # what each role card does
    return view


def _roles(seen: dict[str, Any], names: list[str]) -> list[Role]:
    """The role cards, each with who took it this round (None: still free)."""
    taken = seen["roles_taken"]
    return [{"name": role, "title": _capitalized(component_name("role", role)), "privilege": privilege(role),
             "taken_by": taken.get(role), "taken_by_name": names[taken[role]] if role in taken else None}
            for role in ROLES]


def _player(seen: dict[str, Any], seat: int, name: str, state: State) -> Player:
    player = seen["players"][seat]
    mine = isinstance(player["hand"], list)
    city: list[Card] = []
    for index, (building, good) in enumerate(zip(player["buildings"], player["goods"])):
        entry = card(building)
        entry["slot"] = index
        entry["has_good"] = bool(good)
        if good:
            entry["good_words"] = good_lying(building)
        city.append(entry)
    limit = TOWER_HAND_LIMIT if "tower" in player["buildings"] else HAND_LIMIT  # shown; the engine enforces it
    return {
        "seat": seat, "name": name,
        "hand": [card(c) for c in sorted(player["hand"])] if mine else None,
        "hand_size": player["hand_size"],
        "hand_limit": limit,
        "city": city,
        "buildings_count": len(city),
        "goods_count": sum(1 for g in player["goods"] if g),
        # how many cards a chapel holds may stay secret during the game; the final score tells it
        "chapel": (len(player["chapel"]) if isinstance(player["chapel"], list)
                   else len(state.players[seat].chapel) if seen["game_over"] else None),
        "has_chapel": "chapel" in player["buildings"],
        "covered": [card(c) for c in player["covered"]],
        "city_vp": sum(CARDS[building].vp for building in player["buildings"]),
        "governor": seat == seen["governor"],
        "chooser": seat == seen["chooser"],
        "to_act": seat == seen["turn"] and not seen["game_over"],
        "viewer": seat == seen["seat"],
    }


def score_sheet(game: SanJuanGame, final: bool = True) -> Scores:
    """Each seat's points by part; `final` False marks a score so far, drawn before the game ends."""
    out: dict[str, ScoreLine] = {}
    for seat, breakdown in game.score_breakdown().items():
        out[str(seat)] = {"buildings": breakdown["buildings"], "chapel": breakdown["chapel"], "bonus": breakdown["bonus"],
                       "bonuses": dict(breakdown["bonuses"]), "total": breakdown["total"], "tie_break": breakdown["tie_break"]}
    return {"final": final, "players": out}


# -- the choices on offer -----------------------------------------------------------------------
def _key(mapping: dict[str, Any]) -> str:
    return json.dumps(mapping, sort_keys=True)


def choice(game: SanJuanGame, mapping: dict[str, Any], names: Sequence[str | None] | None = None,
           group: str | None = None, key: str = "") -> Choice:
    """One button: the action, its label, and the engine's verdict with rule and citation."""
    verdict = game.explain(mapping)
    action = verdict.action.to_mapping() if verdict.action is not None else mapping
    return {
        "id": str(verdict.action) if verdict.action is not None else _key(mapping),
        "label": label(action),
        "group": group or _group(action), "key": key,
        "action": action, "legal": verdict.legal, "rule": verdict.rule, "why": words.name_seats(verdict.why, names),
        "statement": verdict.statement, "citation": verdict.citation,
    }


def _group(action: dict[str, Any]) -> str:
    for verb in ("choose_role", "build", "produce", "sell", "keep", "discard", "tuck", "pass",
                 "begin_build", "pick", "unpick", "confirm", "decline"):
        if verb in action:
            return "role" if verb == "choose_role" else verb
    return "other"


THE_CARD, CARDS_OF_A_KIND = Phrase("the {card}"), Phrase("{count:count:{card}}")


def _cards(value: str | Iterable[str] | None) -> str:
    """Card names in words, each kind once with its count: ``the well and 2 markets``."""
    names = [value] if isinstance(value, str) else list(value or [])
    parts = [THE_CARD.say(card=_card(name)) if count == 1 else CARDS_OF_A_KIND.say(count=count, card=_card(name))
             for name, count in Counter(names).items()]
    return words.spoken_list(parts) if parts else translate("nothing")


def _card(name: str) -> str:
    return component_name("card", name)


def _good_names() -> dict[str, str]:
    return {GOOD_WORDS[good]: component_name("good", GOOD_WORDS[good]) for good in GOODS}


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


def _listed(value: str | list[str]) -> list[str]:
    return value if isinstance(value, list) else [value]


ROLE_LABELS = {"plain": Phrase("Choose the {role}"), "no_privilege": Phrase("Choose the {role} without its privilege"),
               "no_library": Phrase("Choose the {role} without the library")}


def _role_label(action: dict[str, Any]) -> str:
    which = ("no_privilege" if action.get("privilege") is False
             else "no_library" if action.get("library") is False else "plain")
    return ROLE_LABELS[which].say(role=component_name("role", action["choose_role"]))


DECLINE_WORDS = {"councillor": N_("Decline your councillor's cards this round"),
                 "gold_mine": N_("Leave your gold mine unused this round")}
DECLINE_CARD = Phrase("Decline the {card}")


def _decline_label(action: dict[str, Any]) -> str:
    name = action["decline"]
    return translate(DECLINE_WORDS[name]) if name in DECLINE_WORDS else DECLINE_CARD.say(card=_card(name))


BUILD_LABELS = {False: Phrase("Build the {card}, paying {pay}"), True: Phrase("Build the {card} over the {over}, paying {pay}")}
WITH_GOODS = Phrase("{label}, with the goods on {buildings}")
SELL_LABEL = Phrase("Sell the goods on {buildings}")
BEGIN_BUILD = {False: Phrase("Begin building {card}"), True: Phrase("Begin building {card} over the {over}")}


def _build_label(action: dict[str, Any]) -> str:
    over = action.get("over")
    text = BUILD_LABELS[bool(over)].say(card=_card(action["build"]), over=_card(over or ""), pay=_cards(action.get("pay")))
    if action.get("goods"):
        text = WITH_GOODS.say(label=text, buildings=_cards(_listed(action["goods"])))
    return _declined_words(text, action)


def _sell_label(action: dict[str, Any]) -> str:
    return _declined_words(SELL_LABEL.say(buildings=_cards(_listed(action["sell"]))), action)


def _begin_build_label(action: dict[str, Any]) -> str:
    """A build paid for card by card."""
    over = action.get("over")
    return _declined_words(BEGIN_BUILD[bool(over)].say(card=_card(action["begin_build"]), over=_card(over or "")), action)


SIMPLE = {"produce": Phrase("Produce on {cards}"), "keep": Phrase("Keep {cards}"), "discard": Phrase("Discard {cards}"),
          "tuck": Phrase("Tuck the {card} under the chapel"), "pass": Phrase("Pass"), "pick": Phrase("Choose the {card}"),
          "unpick": Phrase("Put the {card} back"), "confirm": Phrase("Confirm")}

TUCK_FROM_HAND = Phrase("Tuck the {card} from your hand under the chapel")

# a button's words, by the action's verb; the first verb found decides
LABELS: dict[str, Callable[[dict[str, Any]], str]] = {
    "choose_role": _role_label,
    "decline": _decline_label,
    "build": _build_label,
    "produce": lambda action: _declined_words(SIMPLE["produce"].say(cards=_cards(action["produce"])), action),
    "sell": _sell_label,
    "keep": lambda action: SIMPLE["keep"].say(cards=_cards(action["keep"])),
    "discard": lambda action: SIMPLE["discard"].say(cards=_cards(action["discard"])),
    # a second chapel tucked under the first: "Tuck the chapel under the chapel" read as a card
    # tucked under itself
    "tuck": lambda action: (TUCK_FROM_HAND if action["tuck"] == "chapel" else SIMPLE["tuck"]).say(card=_card(action["tuck"])),
    "pass": lambda action: SIMPLE["pass"].say(),
    "begin_build": _begin_build_label,
    "pick": lambda action: SIMPLE["pick"].say(card=_card(action["pick"])),
    "unpick": lambda action: SIMPLE["unpick"].say(card=_card(action["unpick"])),
    "confirm": lambda action: _declined_words(SIMPLE["confirm"].say(), action),
}


def label(action: dict[str, Any]) -> str:
    """A button's words: ``Produce on the indigo plant and the sugar mill``."""
    for verb, words_for in LABELS.items():
        if verb in action:
            return words_for(action)
    verb = next((key for key in action if key != "player"), "act")
    return f"{pretty(verb).capitalize()} {pretty(action.get(verb, ''))}".strip()


def choices_for(game: SanJuanGame, names: Sequence[str | None] | None = None) -> Choices:
    """``actions`` (buttons), ``build`` (the builder's hand-card choices), ``picking`` (a choice
    of several cards, toggled one at a time: see ``picking``) and ``actions_note`` for the
    player to act."""
    state = game.state
    player, phase = seat_to_act(state), state.phase
    out: Choices = {"actions": [], "build": None, "picking": None, "actions_note": "", "benefits": []}
    if phase == "builder" and not state.building:
        out["build"] = _build_options(game, player, names)
    elif phase in STEPPED:  # a build begun card by card (from Python or a ruling) is paid here too
        out["picking"] = picking(game, names)
        # beside the toggles: a confirm that leaves a building's card unused, a benefit declined ahead
        out["actions"] = [choice(game, legal.to_mapping(), names) for legal in game.legal_actions()
                          if legal.verb == "decline" or (legal.verb == "confirm" and legal.options)]
        return out
    mappings = list(_tempting(player, phase))
    seen = {_key(mapping) for mapping in mappings}
    if phase != "builder":
        for action in flow.legal_whole_choices(game):
            mapping = action.to_mapping()
            if _key(mapping) not in seen:
                seen.add(_key(mapping))
                mappings.append(mapping)
    else:
        mappings += [legal.to_mapping() for legal in game.legal_actions() if legal.verb == "decline"]
        if game.is_legal({"player": player, "pass": True}):
            mappings.append({"player": player, "pass": True})
    out["actions"] = [choice(game, mapping, names, key=_choice_key(mapping)) for mapping in mappings]
    out["actions"].sort(key=lambda offered: offered["group"] == "pass")
    out["benefits"] = _mark_declines(out["actions"])
    return out


# a role chosen without its privilege is a secondary choice of the role: its card with a switch
# off, as at the Puerto Rico table (tutorial 17 listed "Choose the prospector without its
# privilege" above the role cards, and a click meant for the prospector hit it first)
ROLE_PRIVILEGE = N_("the role's privilege")


def _mark_declines(choices: list[Choice]) -> list[Benefit]:
    """Mark each role choice without its privilege as a form of the role's own choice (``base``,
    ``declines``; the role's choice lists ``benefits``), and return the benefits so declinable,
    with their words (a front end draws one switch each)."""
    by_action = {_key(offered["action"]): offered for offered in choices}
    found = False
    for offered in choices:
        if offered["group"] != "role" or offered["action"].get("privilege") is not False:
            continue
        base = by_action.get(_key({k: v for k, v in offered["action"].items() if k != "privilege"}))
        if base is None or base is offered:
            continue
        offered["base"], offered["declines"] = base["id"], ["privilege"]
        base["benefits"] = sorted({*base.get("benefits", []), "privilege"})
        found = True
    return [{"key": "privilege", "what": translate(ROLE_PRIVILEGE)}] if found else []


# what each choice made card by card asks for, by the verb of the whole decision
def _pick_title(verb: str, sizes: list[int]) -> str:
    """The title with how many, its noun in the form the largest number asks for:
    "Choose the goods to sell: 1 to 2 goods"."""
    how_many, most = _how_many(sizes), sizes[-1] if sizes else 0
    if verb == "build":
        return speak_plural("Choose the cards to pay with: {sizes} card", "Choose the cards to pay with: {sizes} cards",
                            most, sizes=how_many)
    if verb == "produce":
        return speak_plural("Choose the buildings to produce on: {sizes} building",
                            "Choose the buildings to produce on: {sizes} buildings", most, sizes=how_many)
    if verb == "sell":
        return speak_plural("Choose the goods to sell: {sizes} good", "Choose the goods to sell: {sizes} goods",
                            most, sizes=how_many)
    if verb == "keep":
        return speak_plural("Choose the cards to keep: {sizes} card", "Choose the cards to keep: {sizes} cards",
                            most, sizes=how_many)
    return speak_plural("Choose the cards to discard: {sizes} card", "Choose the cards to discard: {sizes} cards",
                        most, sizes=how_many)
PICK_TO_BUILD = Phrase("{title}, to build the {card}")
CONFIRM_PICKS = {"build": Phrase("Pay with {count:count:card}"), "produce": Phrase("Produce on {count:count:building}"),
                 "sell": Phrase("Sell {count:count:good}"), "keep": Phrase("Keep {count:count:card}"),
                 "discard": Phrase("Discard {count:count:card}")}
CONFIRM_NONE = {"build": N_("Confirm (pay)"), "produce": N_("Confirm (produce)"), "sell": N_("Confirm (sell)"),
                "keep": N_("Confirm (keep)"), "discard": N_("Confirm (discard)")}
SELLS_FOR = Phrase("sells for {count:count:card}")
# names the button as it reads now ("Keep 1 card"): "confirm it" named no button on the table
CONFIRM_VERDICT = Phrase("{label}: press {button}, or change your choice.")


Step = Callable[[dict[str, Any]], Choice]  # the engine's verdict on a click's action, made once


def _city_items(state: State, player: int, verb: str, step: Step) -> list[Card]:
    """The producer's or trader's choice: the player's production buildings, each chosen or not,
    and those that cannot be chosen with the engine's reason."""
    still_picked = Counter(state.picked)
    prices = dict(zip(GOODS, state.tiles[0])) if state.tile_up and state.tiles else {}
    player_state = state.players[player]
    items = []
    for slot, (building, good) in enumerate(zip(player_state.buildings, player_state.goods)):
        if not CARDS[building].production:
            continue
        entry = card(building)
        entry["slot"], entry["has_good"] = slot, good is not None
        if good is not None:
            entry["good_words"] = good_lying(building)
        chooseable = (good is None) == (verb == "produce")
        if verb == "sell" and good is not None and building in prices:
            entry["note"] = SELLS_FOR.say(count=prices[building])
        if chooseable:
            entry["picked"] = still_picked[building] > 0
            if entry["picked"]:
                still_picked[building] -= 1
            entry["step"] = step({"player": player, "unpick" if entry["picked"] else "pick": building})
        else:  # tempting, and refused: the engine says why
            entry["picked"] = False
            entry["step"] = step({"player": player, verb: [building]})
        items.append(entry)
    return items


def _card_items(state: State, player: int, cards: list[str], step: Step) -> list[Card]:
    """A choice among cards in a hand or drawn: each card, chosen or not."""
    still_picked = Counter(state.picked)
    items = []
    for slot, name in enumerate(cards):
        entry = card(name)
        entry["slot"] = slot
        entry["picked"] = still_picked[name] > 0
        if entry["picked"]:
            still_picked[name] -= 1
        entry["step"] = step({"player": player, "unpick" if entry["picked"] else "pick": name})
        items.append(entry)
    return items


def picking(game: SanJuanGame, names: Sequence[str | None] | None = None) -> Picking:
    """A choice of several cards (the producer's buildings, the trader's goods, the councillor's
    keep, a discard, a starting hand) as toggles: every card it could include, each with the
    engine's verdict on the step a click asks for (``pick`` it, or ``unpick`` it when chosen
    already), the verdict on confirming the picks as they stand, and the pass where there is one.
    A card that cannot be chosen (a building already holding a good, one without a good to sell)
    is listed too, with the engine's reason."""
    state = game.state
    player = seat_to_act(state)
    phase = STEPPED[state.phase]
    ruleset = game.ruleset
    verb = phase.whole(state, player, ()).verb
    sizes = list(phase.pick_sizes(ruleset, state, player))
    from_pile = phase.pick_source(state, player)
    source = list(from_pile)
    made: dict[str, Choice] = {}

    def step(mapping: dict[str, Any]) -> Choice:
        key = _key(mapping)
        if key not in made:
            made[key] = choice(game, mapping, names)
        return made[key]

    where = "city" if verb in ("produce", "sell") else "drawn" if from_pile is state.drawn else "hand"
    if where == "city":
        items = _city_items(state, player, verb, step)
    else:
        items = _card_items(state, player, sorted(source) if where == "hand" else source, step)
    chosen = len(state.picked)
    confirm = choice(game, {"player": player, "confirm": True}, names)
    whole = phase.whole(state, player, tuple(sorted(state.picked))).to_mapping()
    passing = {"player": player, "pass": True}
    can_pass = "pass" in phase.VERBS
    title = _pick_title(verb, sizes)
    if verb == "build":
        title = PICK_TO_BUILD.say(title=title, card=_card(whole["build"]))
    return {
        "verb": verb, "where": where, "sizes": sizes, "chosen": chosen,
        "title": title,
        "items": items,
        "confirm": confirm,
        "confirm_label": _confirm_label(verb, chosen),
        # what confirming now would do, or why it may not be done yet, in the game's words
        "verdict": (CONFIRM_VERDICT.say(label=label(whole), button=_confirm_label(verb, chosen)) if confirm["legal"]
                    else words.sentence(confirm["why"])),
        "pass": step(passing) if can_pass else None,
    }


def _confirm_label(verb: str, chosen: int) -> str:
    """Confirm's words: ``Produce on 2 buildings``, ``Sell 1 good``, ``Keep 1 card``."""
    return CONFIRM_PICKS[verb].say(count=chosen) if chosen else translate(CONFIRM_NONE[verb])


def _how_many(sizes: list[int]) -> str:
    if not sizes:
        return translate("none")
    low, high = sizes[0], sizes[-1]
    return str(low) if low == high else FROM_TO.say(low=low, high=high)


FROM_TO = Phrase("{low} to {high}")


def _choice_key(mapping: dict[str, Any]) -> str:
    if "choose_role" in mapping:
        return str(mapping["choose_role"])
    for verb in ("produce", "sell", "keep", "discard"):
        if verb in mapping:
            return ",".join(mapping[verb]) if isinstance(mapping[verb], list) else str(mapping[verb])
    return str(mapping.get("tuck", ""))


def _tempting(player: int, phase: str) -> Iterator[dict[str, Any]]:
    """Moves a player might try whatever their verdict: every role card, taken or not. (A choice
    of several cards shows its refused cards in ``picking``.)"""
    if phase == "role_choice":
        for role in ROLES:
            yield {"player": player, "choose_role": role}


def _build_options(game: SanJuanGame, player: int, names: Sequence[str | None] | None = None) -> list[BuildOption]:
    """For each distinct card in hand: the ways it may be built (over a building with a crane,
    with black-market goods, declining the library) and their price, from the builder's own
    rules; a card that cannot be built carries the engine's refusal."""
    state = game.state
    hand = state.players[player].hand
    ways: dict[str, list[BuildWay]] = {}
    for card_name, over, goods, declined, net in builder._heads(state, player):
        left = [key for key, _ in declined]
        ways.setdefault(card_name, []).append({"over": over, "goods": list(goods), "library": "library" not in left,
                                       "declined": left, "price": net,
                                       "label": _way_label(over, goods, left, net)})
    for options in ways.values():
        # the plain way first, so nothing is spent or covered unless the player picks that way:
        # no crane, no goods from the black market, every benefit taken; then the fewest extras
        options.sort(key=lambda w: (w["over"] is not None, len(w["goods"]), len(w["declined"]), w["price"]))
    out: list[BuildOption] = []
    for name in sorted(set(hand)):
        card_ways = ways.get(name, [])
        attempt = (_way_action(player, name, card_ways[0], hand) if card_ways
                   else _attempt(game, player, name, hand))
        verdict = game.explain(attempt)
        out.append({**card(name), "ways": card_ways, "legal": bool(card_ways), "attempt": attempt, "rule": verdict.rule,
                    "why": words.name_seats(verdict.why, names), "statement": verdict.statement,
                    "citation": verdict.citation})
    return out


# a benefit left unused, in a way's or a button's words
DECLINED_WORDS = {"library": N_("without the library"), "privilege": N_("without the builder's privilege"),
                  "carpenter": N_("without the carpenter's card"), "poor_house": N_("without the poor house's card"),
                  "well": N_("without the well's card"), "market_stand": N_("without the market stand's card"),
                  "market_hall": N_("without the market hall's card")}
DECLINED = Phrase("{label}, {benefits}")


def _declined_words(text: str, action: dict[str, Any]) -> str:
    """A label with every benefit its move declines: "..., without the well's card"."""
    left = [translate(DECLINED_WORDS[key]) for key in DECLINED_WORDS if action.get(key) is False]
    return DECLINED.say(label=text, benefits=words.spoken_list(left)) if left else text


WAY = {"over": Phrase("over the {card} (crane)"), "goods": Phrase("with the goods on {buildings} (black market)"),
       "pay": Phrase("{way}: pay {count:count:card}")}


def _way_label(over: str | None, goods: Sequence[str], declined: Sequence[str], net: int) -> str:
    """One way to build in words: ``over the sugar mill (crane), with the goods on the indigo plant
    and the sugar mill (black market): pay 1 card``."""
    bits = []
    if over:
        bits.append(WAY["over"].say(card=_card(over)))
    if goods:
        bits.append(WAY["goods"].say(buildings=_cards(list(goods))))
    bits += [translate(DECLINED_WORDS[key]) for key in declined]
    return WAY["pay"].say(way=words.comma_list(bits) if bits else translate("normally"), count=net)


def _way_action(player: int, name: str, way: BuildWay, hand: list[str]) -> dict[str, Any]:
    rest = list(hand)
    rest.remove(name)
    action = {"player": player, "build": name, "pay": sorted(rest)[:way["price"]]}
    if way["over"]:
        action["over"] = way["over"]
    if way["goods"]:
        action["goods"] = way["goods"]
    for key in way["declined"]:
        action[key] = False
    return action


def _attempt(game: SanJuanGame, player: int, name: str, hand: list[str]) -> dict[str, Any]:
    """The likeliest attempt to build `name` that the engine refuses, for its reason: paying
    with the whole rest of the hand when the price is the trouble, else the bare build."""
    terms = builder.price(game.state, player, name, None, (), False)
    if terms.__class__ is tuple:  # affordable in principle, but the hand is too small
        rest = list(hand)
        rest.remove(name)
        return {"player": player, "build": name, "pay": sorted(rest)}
    return {"player": player, "build": name}
