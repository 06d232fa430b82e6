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

from puertorico_nb.core.compare import Mismatch, SetupError, known_keys, seat_number as _seat
from puertorico_nb.core.compare import expect_mismatches as _expect_mismatches
from puertorico_nb.core.errors import LoadError
from .components import CARDS, DECK, ROLES, STARTING_BUILDING, STARTING_HAND, role_order
from .game import SanJuanGame
from .options import Options
from .setup import blank_state
from .validate import validate

DEFAULTS = Options().to_dict()  # a recorded ruling names only the options that differ

__all__ = ["Mismatch", "RECORDED_PLAYER_KEYS", "RECORDED_TOP_KEYS", "SetupError", "build_game", "expect_mismatches",
           "recorded_header", "recorded_setup", "view"]

SETUP_KEYS = ("governor", "to_pick", "to_keep", "roles_taken", "deck", "discard", "tiles", "players", "unlisted")
PLAYER_KEYS = ("hand", "buildings", "goods", "chapel", "covered")
SETUP_PHASES = ("role_choice", "starting_hand")  # the moments a setup can state (and a recording start at)
UNLISTED = ("deck", "discard")  # where the cards a setup does not place go


# -- building the position ----------------------------------------------------------------------
def build_game(ruling: dict) -> SanJuanGame:
    """The game a San Juan ruling starts from: a fresh table overlaid with its ``setup``."""
    players = ruling.get("players", 4)
    if isinstance(players, bool) or players not in (2, 3, 4):
        raise SetupError("players", f"San Juan is played by 2, 3 or 4 players, not {players!r}")
    if ruling.get("expansions"):
        raise SetupError("expansions", "San Juan has no expansions")
    seed = ruling.get("seed", 0)
    setup = ruling.get("setup") or {}
    if not isinstance(setup, dict):
        raise SetupError("setup", "must be a mapping")
    known_keys(setup, SETUP_KEYS, "setup", "San Juan setup key")
    options = _options(ruling.get("options"))
    unlisted = setup.get("unlisted", "deck")
    if unlisted not in UNLISTED:
        raise SetupError("setup.unlisted", f"must be deck or discard, not {unlisted!r}")
    governor = _seat(setup.get("governor", 0), players, "setup.governor")
    s = blank_state(players, seed, governor)

    given = _players(setup.get("players") or {}, players)
    deck = _cards(setup.get("deck", []), "setup.deck")
    discard = _cards(setup.get("discard", []), "setup.discard")

    # every card placed by name, against the copies in the box
    placed: Counter = Counter()

    def place(cards, path):
        for k, card in enumerate(cards):
            placed[card] += 1
            if placed[card] > CARDS[card].copies:
                raise SetupError(f"{path}[{k}]", f"more {card} cards are placed than the {CARDS[card].copies} "
                                 "the game has")

    for seat in range(players):
        data = given.get(seat, {})
        p = s.players[seat]
        for card in data.get("buildings", [STARTING_BUILDING]):
            p.add_building(card)
        place(p.buildings, f"setup.players.{seat}.buildings")
        if "hand" in data:
            p.hand = list(data["hand"])
            place(p.hand, f"setup.players.{seat}.hand")
        if "covered" in data:  # buildings a crane has built over: out of the game
            p.covered = list(data["covered"])
            place(p.covered, f"setup.players.{seat}.covered")
    place(discard, "setup.discard")
    place(deck, "setup.deck")

    pool = sorted((Counter(DECK) - placed).elements())
    random.Random(f"{seed}:setup").shuffle(pool)

    def from_pool(n, path):
        if len(pool) < n:
            raise SetupError(path, "there are not enough cards left in the game for this")
        return [pool.pop() for _ in range(n)]

    dealt = _dealt(setup, options, s)  # seat -> cards in hand; the variant deal's choice still to make
    for seat in s.seat_order_from(governor):
        if "hand" not in given.get(seat, {}):
            s.players[seat].hand = from_pool(dealt[seat], f"setup.players.{seat}.hand")
        elif len(s.players[seat].hand) != dealt[seat] and _choosing_hands(setup, options):
            raise SetupError(f"setup.players.{seat}.hand", f"in the variant deal this seat holds {dealt[seat]} "
                             f"cards at this moment, not {len(s.players[seat].hand)}")
    for seat, data in sorted(given.items()):
        p = s.players[seat]
        for k, name in enumerate(data.get("goods", [])):
            path = f"setup.players.{seat}.goods[{k}]"
            spot = next((i for i, (b, g) in enumerate(zip(p.buildings, p.goods)) if b == name and g is None), None)
            if spot is None:
                raise SetupError(path, f"player {seat} has no {name} without a good to carry one")
            p.goods[spot] = from_pool(1, path)[0]
        if "chapel" in data:
            p.chapel = from_pool(data["chapel"], f"setup.players.{seat}.chapel")
    if unlisted == "discard":  # the draw pile is exactly the listed cards (possibly none)
        s.discard, s.deck = discard + pool, list(reversed(deck))
    else:
        s.discard = discard
        s.deck = list(reversed(deck + pool))  # the top of the pile is the end of the list
    s.tiles = _tiles(setup.get("tiles", []), options, seed)
    if _choosing_hands(setup, options):
        keeping = s.seat_order_from(governor)
        s.queue = keeping[keeping.index(_keeping_seat(setup, s)):]
        s.phase, s.turn = "starting_hand", s.queue[0]
    else:
        _roles(s, setup, players, governor)
    try:
        validate(options, s)  # what a save must hold, a ruling's position holds too
    except LoadError as e:
        raise SetupError("setup", str(e)) from None
    return SanJuanGame(state=s, options=options)


def _choosing_hands(setup: dict, options: Options) -> bool:
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


def _keeping_seat(setup: dict, s) -> int:
    return _seat(setup.get("to_keep", s.governor), s.players_count, "setup.to_keep")


def _dealt(setup: dict, options: Options, s) -> dict[int, int]:
    """How many cards each seat holds at the start: four; in the variant deal's choice, four more
    than its place counted from the governor for a seat still to choose (the governor five, the
    next six...), four for a seat that has chosen."""
    order = s.seat_order_from(s.governor)
    dealt = {seat: STARTING_HAND for seat in order}
    if _choosing_hands(setup, options):
        first = order.index(_keeping_seat(setup, s))
        for place, seat in enumerate(order):
            if place >= first:
                dealt[seat] = STARTING_HAND + place + 1
    return dealt


def _options(raw) -> Options:
    """The game's options a ruling names (`options:`), e.g. {prospector_draw_first: false}."""
    if raw is None:
        return Options()
    if not isinstance(raw, dict):
        raise SetupError("options", "must be a mapping such as {variant_hands: true}")
    known = ("variant_hands", "prospector_draw_first", "empty_piles", "tie", "tiles")
    for key in raw:
        if key not in known:
            raise SetupError(f"options.{key}", f"unknown San Juan option (options: {', '.join(known)})")
    try:
        return Options(**raw)
    except LoadError as e:
        raise SetupError("options", str(e)) from None


def _cards(value, path) -> list[str]:
    if not isinstance(value, list):
        raise SetupError(path, "must be a list of card names")
    for k, card in enumerate(value):
        if not isinstance(card, str) or card not in CARDS:
            raise SetupError(f"{path}[{k}]", f"unknown San Juan card {card!r}")
    return list(value)


def _players(data, players) -> dict[int, dict]:
    if not isinstance(data, dict):
        raise SetupError("setup.players", "must map seats to {hand, buildings, goods, chapel}")
    out: dict[int, dict] = {}
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


def _tiles(value, options, seed) -> list[tuple[int, ...]]:
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


def _roles(s, setup, players, governor) -> None:
    taken = setup.get("roles_taken") or {}
    if not isinstance(taken, dict):
        raise SetupError("setup.roles_taken", "must map roles to the seat that took them")
    order = role_order(players)
    for role, seat in taken.items():
        if role not in ROLES:
            raise SetupError(f"setup.roles_taken.{role}", f"there is no {role} role (roles: {', '.join(ROLES)})")
        s.roles_taken[ROLES.index(role)] = _seat(seat, players, f"setup.roles_taken.{role}")
    s.picks = len(taken)
    if s.picks >= len(order):
        raise SetupError("setup.roles_taken", "every pick of the round is already made")
    default = (governor + order[s.picks]) % players
    s.turn = _seat(setup.get("to_pick", default), players, "setup.to_pick")


# -- describing the position --------------------------------------------------------------------
def view(game: SanJuanGame) -> dict:
    """The whole current position in the ruling vocabulary."""
    s = game.state
    breakdown = game.score_breakdown()
    winner = None
    if s.game_over:
        w = game.winners()
        winner = w[0] if len(w) == 1 else w
    return {
        "players_count": s.players_count,
        "governor": s.governor,
        "to_pick": s.turn if s.phase == "role_choice" else None,
        "to_keep": s.turn if s.phase == "starting_hand" else None,
        "roles_taken": {r: t for r, t in zip(ROLES, s.roles_taken) if t != -1},
        "deck": list(reversed(s.deck)),
        "deck_size": len(s.deck),
        "discard": list(s.discard),
        "discard_size": len(s.discard),
        "tiles": [list(t) for t in s.tiles],
        "tile": list(s.tiles[0]) if s.tile_up else None,
        "drawn": list(s.drawn),
        "revealed": list(s.revealed),
        "players": {
            i: {"hand": list(p.hand), "hand_size": len(p.hand), "buildings": list(p.buildings),
                "goods": p.goods_on(), "chapel": len(p.chapel), "covered": list(p.covered)}
            for i, p in enumerate(s.players)},
        "phase": s.phase,
        "turn": s.turn,
        "round": s.round,
        "game_over": s.game_over,
        "scores": {i: b["total"] for i, b in breakdown.items()},
        "score_breakdown": breakdown,
        "winner": winner,
    }


# -- comparing ----------------------------------------------------------------------------------
MULTISETS = ("hand", "buildings", "goods", "discard", "covered", "drawn", "revealed")
TOP_FIRST = ("deck", "tiles")


def _san_juan_leaf(leaf, path, expected, actual, out) -> bool:
    if leaf in MULTISETS and isinstance(expected, list):
        if not isinstance(actual, list) or Counter(map(str, expected)) != Counter(map(str, actual)):
            out.append(Mismatch(path, expected, actual))
        return True
    if leaf in TOP_FIRST and isinstance(expected, list):
        if not isinstance(actual, list) or actual[:len(expected)] != expected:
            out.append(Mismatch(path, expected, actual[:len(expected)] if isinstance(actual, list) else actual))
        return True
    return False


def _san_juan_absent(path, key):
    if path.endswith("bonuses"):
        return 0  # a bonus the player does not have is 0
    raise KeyError(key)


def expect_mismatches(game: SanJuanGame, expected: dict) -> list[Mismatch]:
    """Where the current position differs from an ``expect`` step (only written keys count);
    ``legal_includes`` / ``legal_excludes`` are about the player whose decision is next."""
    return _expect_mismatches(game, expected, view(game), _san_juan_leaf, _san_juan_absent)


# -- recording a game as a ruling (puertorico_nb.rulings.record) ---------------------------------
RECORDED_PLAYER_KEYS = ("hand", "buildings", "goods", "chapel")
RECORDED_TOP_KEYS = ("phase", "turn", "deck_size", "discard_size")


def recorded_header(game: SanJuanGame) -> dict:
    """The ruling keys that fix the game itself: San Juan and its number of players."""
    header: dict[str, Any] = {"game": "san_juan", "players": game.players}
    options = {key: value for key, value in game.options.to_dict().items() if value != DEFAULTS[key]}
    if options:
        header["options"] = options
    return header


def recorded_setup(game: SanJuanGame) -> dict:
    """``game.start`` as a full setup: every hand, the whole pile in order (top first) and every
    trading-house tile, so the recorded draws are the same."""
    v = view(SanJuanGame(state=game.start.clone(), options=game.options))
    players = {}
    for seat, p in v["players"].items():
        entry: dict[str, Any] = {"hand": p["hand"], "buildings": p["buildings"]}
        if p["goods"]:
            entry["goods"] = p["goods"]
        if p["chapel"]:
            entry["chapel"] = p["chapel"]
        players[seat] = entry
    moment = ({"to_keep": game.start.turn} if game.start.phase == "starting_hand"
              else {"to_pick": game.start.turn, "roles_taken": v["roles_taken"]})
    return {
        "governor": v["governor"],
        **moment,
        "deck": v["deck"],
        "discard": v["discard"],
        "tiles": v["tiles"],
        "players": players,
    }
