"""Between San Juan ruling files and the engine: build the position a ruling describes, describe the
current position in the ruling vocabulary, and compare it with an ``expect`` step. The vocabulary
is the ruling-file contract's "San Juan vocabulary": setup keys ``governor``, ``to_pick``,
``to_keep`` (with the variant deal: the seat choosing its starting hand; a ruling with ``options:
{variant_hands: true}`` and no role choice starts there), ``roles_taken``, ``deck`` (top first),
``discard``, ``tiles`` (top first, each as its five prices) and ``players: {seat: {hand,
buildings, goods, chapel}}``. Cards the setup does not place form the deck below the listed
``deck`` cards, shuffled by the seed; hands not given, goods and chapel cards come from those
unlisted cards, never from the listed deck.

In ``expect``: ``hand``, ``buildings``, ``goods``, ``discard`` (and ``covered``, ``drawn``,
``revealed``) compare as multisets; ``deck`` and ``tiles`` compare in order with the top of the
pile (the cards written must be the top ones, in that order; ``deck_size`` counts the whole
pile); other values compare exactly, mappings only on the keys written.

>>> game = build_game({"game": "san_juan", "players": 2, "setup": {
...     "players": {0: {"hand": ["smithy", "well"], "buildings": ["indigo_plant"]}}}})
>>> view(game)["players"][0]["hand"]
['smithy', 'well']
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from puertorico_nb.core.compare import Mismatch, SetupError, known_keys, setup_round
from puertorico_nb.core.compare import seat_number as _seat
from puertorico_nb.core.compare import expect_mismatches as _expect_mismatches
from puertorico_nb.core.errors import LoadError
from .components import CARDS, DECK, ROLES, STARTING_BUILDING, STARTING_HAND, role_order
from .game import SanJuanGame
from .ruleset import Ruleset
from .setup import blank_state
from .state import State
from .validate import validate

DEFAULTS = Ruleset().to_dict()  # a recorded ruling names only the options that differ

__all__ = ["Mismatch", "RECORDED_PLAYER_KEYS", "RECORDED_TOP_KEYS", "SetupError", "build_game", "expect_mismatches",
           "recorded_header", "recorded_setup", "view"]

SETUP_KEYS = ("round", "governor", "to_pick", "to_keep", "roles_taken", "deck", "discard", "tiles", "players", "unlisted")
PLAYER_KEYS = ("hand", "buildings", "goods", "chapel", "covered")
SETUP_PHASES = ("role_choice", "starting_hand")  # the moments a setup can state (and a recording start at)
UNLISTED = ("deck", "discard")  # where the cards a setup does not place go


# -- building the position ----------------------------------------------------------------------
def build_game(ruling: dict[str, Any]) -> SanJuanGame:
    """The game a San Juan ruling starts from: a fresh table overlaid with its ``setup``."""
    players, seed, setup, options = _read_head(ruling)
    unlisted = setup.get("unlisted", "deck")
    if unlisted not in UNLISTED:
        raise SetupError("setup.unlisted", f"must be deck or discard, not {unlisted!r}")
    governor = _seat(setup.get("governor", 0), players, "setup.governor")
    state = blank_state(players, seed, governor)
    state.round = setup_round(setup)
    given = _players(setup.get("players") or {}, players)
    deck = _cards(setup.get("deck", []), "setup.deck")
    discard = _cards(setup.get("discard", []), "setup.discard")
    pool = _Pool(_place_named(state, given, deck, discard), seed)
    _deal_hands(state, setup, options, given, pool)
    _goods_and_chapels(state, given, pool)
    if unlisted == "discard":  # the draw pile is exactly the listed cards (possibly none)
        state.discard, state.deck = discard + pool.cards, list(reversed(deck))
    else:
        state.discard = discard
        state.deck = list(reversed(deck + pool.cards))  # the top of the pile is the end of the list
    state.tiles = _tiles(setup.get("tiles", []), options, seed)
    if _choosing_hands(setup, options):
        if state.round != 1:
            raise SetupError("setup.round", "starting hands are chosen before the first round's role choice, so in round 1")
        keeping = state.seat_order_from(governor)
        state.queue = keeping[keeping.index(_keeping_seat(setup, state)):]
        state.phase, state.turn = "starting_hand", state.queue[0]
    else:
        _roles(state, setup, players, governor)
    try:
        validate(options, state)  # what a save must hold, a ruling's position holds too
    except LoadError as e:
        raise SetupError("setup", str(e)) from None
    return SanJuanGame(state=state, options=options)


def _read_head(ruling: dict[str, Any]) -> tuple[int, Any, dict[str, Any], Ruleset]:
    """(players, seed, setup, options) of a San Juan ruling, or SetupError naming the field."""
    players = ruling.get("players", 4)
    if isinstance(players, bool) or players not in (2, 3, 4):
        raise SetupError("players", f"San Juan is played by 2, 3 or 4 players, not {players!r}")
    if ruling.get("expansions"):
        raise SetupError("expansions", "San Juan has no expansions")
    setup = ruling.get("setup") or {}
    if not isinstance(setup, dict):
        raise SetupError("setup", "must be a mapping")
    known_keys(setup, SETUP_KEYS, "setup", "San Juan setup key")
    return players, ruling.get("seed", 0), setup, _options(ruling.get("options"))


def _place_named(state: State, given: dict[int, dict[str, Any]], deck: list[str], discard: list[str]) -> Counter[str]:
    """Every card the setup names (boards, hands, covered buildings, both piles) counted against
    the copies in the box; the boards' buildings, hands and covered buildings put in place."""
    placed: Counter[str] = Counter()

    def place(cards: list[str], path: str) -> None:
        for index, card in enumerate(cards):
            placed[card] += 1
            if placed[card] > CARDS[card].copies:
                raise SetupError(f"{path}[{index}]", f"more {card} cards are placed than the {CARDS[card].copies} "
                                 "the game has")

    for seat in range(state.players_count):
        data = given.get(seat, {})
        player_state = state.players[seat]
        for card in data.get("buildings", [STARTING_BUILDING]):
            player_state.add_building(card)
        place(player_state.buildings, f"setup.players.{seat}.buildings")
        if "hand" in data:
            player_state.hand = list(data["hand"])
            place(player_state.hand, f"setup.players.{seat}.hand")
        if "covered" in data:  # buildings a crane has built over: out of the game
            player_state.covered = list(data["covered"])
            place(player_state.covered, f"setup.players.{seat}.covered")
    place(discard, "setup.discard")
    place(deck, "setup.deck")
    return placed


class _Pool:
    """The cards the setup does not name, shuffled by the seed: hands, goods and chapels not given
    are dealt from it, and what is left goes to the draw pile."""

    def __init__(self, placed: Counter[str], seed: Any) -> None:
        self.cards = sorted((Counter(DECK) - placed).elements())
        random.Random(f"{seed}:setup").shuffle(self.cards)

    def take(self, count: int, path: str) -> list[str]:
        if len(self.cards) < count:
            raise SetupError(path, "there are not enough cards left in the game for this")
        return [self.cards.pop() for _ in range(count)]


def _deal_hands(state: State, setup: dict[str, Any], options: Ruleset, given: dict[int, dict[str, Any]],
                pool: _Pool) -> None:
    """Each hand the setup does not give, dealt from the pool in seat order from the governor; a
    given hand holds what the variant deal's choice still to make needs."""
    dealt = _dealt(setup, options, state)  # seat -> cards in hand; the variant deal's choice still to make
    for seat in state.seat_order_from(state.governor):
        if "hand" not in given.get(seat, {}):
            state.players[seat].hand = pool.take(dealt[seat], f"setup.players.{seat}.hand")
        elif len(state.players[seat].hand) != dealt[seat] and _choosing_hands(setup, options):
            raise SetupError(f"setup.players.{seat}.hand", f"in the variant deal this seat holds {dealt[seat]} "
                             f"cards at this moment, not {len(state.players[seat].hand)}")


def _goods_and_chapels(state: State, given: dict[int, dict[str, Any]], pool: _Pool) -> None:
    """The goods the setup lays on production buildings and the cards under each chapel, face
    down, from the pool."""
    for seat, data in sorted(given.items()):
        player_state = state.players[seat]
        for index, name in enumerate(data.get("goods", [])):
            path = f"setup.players.{seat}.goods[{index}]"
            slots = enumerate(zip(player_state.buildings, player_state.goods))
            spot = next((slot for slot, (building, good) in slots if building == name and good is None), None)
            if spot is None:
                raise SetupError(path, f"player {seat} has no {name} without a good to carry one")
            player_state.goods[spot] = pool.take(1, path)[0]
        if "chapel" in data:
            player_state.chapel = pool.take(data["chapel"], f"setup.players.{seat}.chapel")


def _choosing_hands(setup: dict[str, Any], options: Ruleset) -> bool:
    """Does the ruling start at the variant deal's choice of starting hands? With the variant, unless
    the setup already speaks of role choice (``to_pick``, ``roles_taken``): then the deal is over."""
    if not options.variant_hands:
        if "to_keep" in setup:
            raise SetupError("setup.to_keep", "only the variant deal (options: {variant_hands: true}) has a "
                             "choice of starting hands")
        return False
    if "to_pick" in setup or setup.get("roles_taken"):
        if "to_keep" in setup:
            raise SetupError("setup.to_keep", "the starting hands are chosen before any role: give to_keep or "
                             "to_pick and roles_taken, not both")
        return False
    return True


def _keeping_seat(setup: dict[str, Any], state: State) -> int:
    return _seat(setup.get("to_keep", state.governor), state.players_count, "setup.to_keep")


def _dealt(setup: dict[str, Any], options: Ruleset, state: State) -> dict[int, int]:
    """How many cards each seat holds at the start: four; in the variant deal's choice, four more
    than its place counted from the governor for a seat still to choose (the governor five, the
    next six...), four for a seat that has chosen."""
    order = state.seat_order_from(state.governor)
    dealt = {seat: STARTING_HAND for seat in order}
    if _choosing_hands(setup, options):
        first = order.index(_keeping_seat(setup, state))
        for place, seat in enumerate(order):
            if place >= first:
                dealt[seat] = STARTING_HAND + place + 1
    return dealt


def _options(raw: Any) -> Ruleset:
    """The game's options a ruling names (`options:`), e.g. {prospector_draw_first: false}."""
    if raw is None:
        return Ruleset()
    if not isinstance(raw, dict):
        raise SetupError("options", "must be a mapping such as {variant_hands: true}")
    known = ("variant_hands", "prospector_draw_first", "empty_piles", "tie", "tiles")
    for key in raw:
        if key not in known:
            raise SetupError(f"options.{key}", f"unknown San Juan option (options: {', '.join(known)})")
    try:
        return Ruleset(**raw)
    except LoadError as e:
        raise SetupError("options", str(e)) from None


def _cards(value: Any, path: str) -> list[str]:
    if not isinstance(value, list):
        raise SetupError(path, "must be a list of card names")
    for k, card in enumerate(value):
        if not isinstance(card, str) or card not in CARDS:
            raise SetupError(f"{path}[{k}]", f"unknown San Juan card {card!r}")
    return list(value)


def _players(data: Any, players: int) -> dict[int, dict[str, Any]]:
    if not isinstance(data, dict):
        raise SetupError("setup.players", "must map seats to {hand, buildings, goods, chapel}")
    out: dict[int, dict[str, Any]] = {}
    for key, entry in data.items():
        seat = _seat(key, players, f"setup.players.{key}")
        path = f"setup.players.{seat}"
        if not isinstance(entry, dict):
            raise SetupError(path, "must be a mapping of hand, buildings, goods and chapel")
        known_keys(entry, PLAYER_KEYS, path, "San Juan player key")
        parsed: dict[str, Any] = {}
        for field in ("hand", "buildings", "goods", "covered"):
            if field in entry:
                parsed[field] = _cards(entry[field], f"{path}.{field}")
        for k, name in enumerate(parsed.get("goods", [])):
            if not CARDS[name].production:
                raise SetupError(f"{path}.goods[{k}]", f"{name} is not a production building: goods lie only on those")
        seen = set()
        for k, name in enumerate(parsed.get("buildings", [])):
            if CARDS[name].violet and name in seen:
                raise SetupError(f"{path}.buildings[{k}]", f"a city holds each violet building once, not two {name}")
            seen.add(name)
        if "chapel" in entry:
            n = entry["chapel"]
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise SetupError(f"{path}.chapel", f"must be a whole number of cards, not {n!r}")
            parsed["chapel"] = n
        out[seat] = parsed
    return out


def _tiles(value: Any, options: Ruleset, seed: Any) -> list[tuple[int, ...]]:
    if not isinstance(value, list):
        raise SetupError("setup.tiles", "must be a list of tiles, each its five prices")
    rest = list(options.tiles)
    random.Random(f"{seed}:setup").shuffle(rest)
    listed = []
    for k, tile in enumerate(value):
        if not isinstance(tile, list) or len(tile) != 5:
            raise SetupError(f"setup.tiles[{k}]", "a tile is its five prices [indigo, sugar, tobacco, coffee, silver]")
        t = tuple(tile)
        if t not in rest:
            known = "; ".join(str(list(x)) for x in options.tiles)
            raise SetupError(f"setup.tiles[{k}]", f"no trading-house tile {tile} is left (the tiles: {known})")
        rest.remove(t)
        listed.append(t)
    return listed + rest


def _roles(state: State, setup: dict[str, Any], players: int, governor: int) -> None:
    taken = setup.get("roles_taken") or {}
    if not isinstance(taken, dict):
        raise SetupError("setup.roles_taken", "must map roles to the seat that took them")
    order = role_order(players)
    for role, seat in taken.items():
        if role not in ROLES:
            raise SetupError(f"setup.roles_taken.{role}", f"there is no {role} role (roles: {', '.join(ROLES)})")
        state.roles_taken[ROLES.index(role)] = _seat(seat, players, f"setup.roles_taken.{role}")
    state.picks = len(taken)
    if state.picks >= len(order):
        raise SetupError("setup.roles_taken", "every pick of the round is already made")
    default = (governor + order[state.picks]) % players
    state.turn = _seat(setup.get("to_pick", default), players, "setup.to_pick")


# -- describing the position --------------------------------------------------------------------
def view(game: SanJuanGame) -> dict[str, Any]:
    """The whole current position in the ruling vocabulary."""
    state = game.state
    breakdown = game.score_breakdown()
    winner = None
    if state.game_over:
        w = game.winners()
        winner = w[0] if len(w) == 1 else w
    return {
        "players_count": state.players_count,
        "governor": state.governor,
        "to_pick": state.turn if state.phase == "role_choice" else None,
        "to_keep": state.turn if state.phase == "starting_hand" else None,
        "roles_taken": {r: t for r, t in zip(ROLES, state.roles_taken) if t != -1},
        "deck": list(reversed(state.deck)),
        "deck_size": len(state.deck),
        "discard": list(state.discard),
        "discard_size": len(state.discard),
        "tiles": [list(t) for t in state.tiles],
        "tile": list(state.tiles[0]) if state.tile_up else None,
        "drawn": list(state.drawn),
        "revealed": list(state.revealed),
        "players": {
            i: {"hand": list(player_state.hand), "hand_size": len(player_state.hand), "buildings": list(player_state.buildings),
                "goods": player_state.goods_on(), "chapel": len(player_state.chapel), "covered": list(player_state.covered)}
            for i, player_state in enumerate(state.players)},
        "phase": state.phase,
        "turn": state.turn,
        "round": state.round,
        "game_over": state.game_over,
        "scores": {i: b["total"] for i, b in breakdown.items()},
        "score_breakdown": breakdown,
        "winner": winner,
    }


# -- comparing ----------------------------------------------------------------------------------
MULTISETS = ("hand", "buildings", "goods", "discard", "covered", "drawn", "revealed")
TOP_FIRST = ("deck", "tiles")


def _san_juan_leaf(leaf: str, path: str, expected: Any, actual: Any, out: list[Mismatch]) -> bool:
    if leaf in MULTISETS and isinstance(expected, list):
        if not isinstance(actual, list) or Counter(map(str, expected)) != Counter(map(str, actual)):
            out.append(Mismatch(path, expected, actual))
        return True
    if leaf in TOP_FIRST and isinstance(expected, list):
        if not isinstance(actual, list) or actual[:len(expected)] != expected:
            out.append(Mismatch(path, expected, actual[:len(expected)] if isinstance(actual, list) else actual))
        return True
    return False


def _san_juan_absent(path: str, key: str) -> int:
    if path.endswith("bonuses"):
        return 0  # a bonus the player does not have is 0
    raise KeyError(key)


def expect_mismatches(game: SanJuanGame, expected: dict[str, Any]) -> list[Mismatch]:
    """Where the current position differs from an ``expect`` step (only written keys count);
    ``legal_includes`` / ``legal_excludes`` are about the player whose decision is next."""
    return _expect_mismatches(game, expected, view(game), _san_juan_leaf, _san_juan_absent)


# -- recording a game as a ruling (puertorico_nb.rulings.record) ---------------------------------
RECORDED_PLAYER_KEYS = ("hand", "buildings", "goods", "chapel")
RECORDED_TOP_KEYS = ("phase", "turn", "deck_size", "discard_size")


def recorded_header(game: SanJuanGame) -> dict[str, Any]:
    """The ruling keys that fix the game itself: San Juan and its number of players."""
    header: dict[str, Any] = {"game": "san_juan", "players": game.players}
    options = {key: value for key, value in game.ruleset.to_dict().items() if value != DEFAULTS[key]}
    if options:
        header["options"] = options
    return header


def recorded_setup(game: SanJuanGame) -> dict[str, Any]:
    """``game.start`` as a full setup: every hand, the whole pile in order (top first) and every
    trading-house tile, so the recorded draws are the same."""
    v = view(SanJuanGame(state=game.start.clone(), options=game.ruleset))
    players = {}
    for seat, player_state in v["players"].items():
        entry: dict[str, Any] = {"hand": player_state["hand"], "buildings": player_state["buildings"]}
        if player_state["goods"]:
            entry["goods"] = player_state["goods"]
        if player_state["chapel"]:
            entry["chapel"] = player_state["chapel"]
        players[seat] = entry
    moment = ({"to_keep": game.start.turn} if game.start.phase == "starting_hand"
              else {"to_pick": game.start.turn, "roles_taken": v["roles_taken"]})
    return {
        **({"round": game.start.round} if game.start.round != 1 else {}),
        "governor": v["governor"],
        **moment,
        "deck": v["deck"],
        "discard": v["discard"],
        "tiles": v["tiles"],
        "players": players,
    }
