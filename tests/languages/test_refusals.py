"""Refusal reasons in the reader's language: the engines' reasons are ``core.words.Reason``s (the
English sentence, with its template and fields), and every screen says them through
``name_seats``, whole, in the table's language, with the players' names.

Seeded games are played in each language; at each position the reasons the view model gives
for the choices that are off, and the engine's answers to moves tried on purpose, are checked
against the English catalogue (``test_no_english.english_in``) for the modules whose reasons are
translated (``TRANSLATED_RULES``), and every reason must keep its placeholders filled.
"""
from __future__ import annotations

import random
import re

import pytest

from puertorico_nb.core.language import using_language
from puertorico_nb.core.words import Reason, name_seats
from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.games.san_juan.render.viewmodel import sanjuan_view_model

from .test_no_english import NAMES, TRANSLATED, english_in

# the rules whose refusals are Reasons (the engine modules translated so far)
TRANSLATED_RULES = ("sj.builder.", "sj.crane.", "sj.black-market.", "sj.carpenter.", "sj.poor-house.", "sj.producer.",
                    "sj.trader.", "sj.gold-mine.keep", "sj.chapel.", "sj.archive.", "sj.well.", "sj.deck.",
                    "sj.prefecture.", "sj.market-stand.", "sj.market-hall.", "sj.action.wrong-phase",
                    "sj.turn.not-your-turn", "sj.role.already-taken")


def _reasons(value, found):
    """(rule, why) of every choice in a view model that says why it is off."""
    if isinstance(value, dict):
        if isinstance(value.get("why"), str) and value.get("why") and isinstance(value.get("rule"), str):
            found.append((value["rule"], value["why"]))
        for inner in value.values():
            _reasons(inner, found)
    elif isinstance(value, list):
        for inner in value:
            _reasons(inner, found)
    return found


def _tried(game, names):
    """The engine's answers to builds tried on purpose by the player to act: a card not in hand,
    a card over another without a crane, goods without a black market, a card paid with too few
    cards, a privilege declined by another player."""
    turn = game.turn
    hand = game.state.players[turn].hand
    tries = [{"player": turn, "build": "palace" if "palace" not in hand else "tower"},
             {"player": turn, "build": "no_such_card"}]
    for card in hand[:3]:
        tries += [{"player": turn, "build": card, "pay": []},
                  {"player": turn, "build": card, "over": "well", "pay": []},
                  {"player": turn, "build": card, "goods": ["indigo_plant"], "pay": []},
                  {"player": turn, "build": card, "carpenter": False, "pay": []}]
    return [game.explain(action) for action in tries]


def _tried_elsewhere(game):
    """The engine's answers to produce, sell, tuck, keep and decline tried on purpose by the
    player to act (and one by the next player), whatever the phase."""
    turn = game.turn
    hand = game.state.players[turn].hand
    city = game.state.players[turn].buildings
    tries = [{"player": turn, "produce": []}, {"player": turn, "produce": ["well"]}, {"player": turn, "sell": []},
             {"player": turn, "sell": ["tower"]}, {"player": turn, "produce": city[:1] * 5},
             {"player": turn, "sell": city[:1] * 5}, {"player": turn, "produce": city[:1], "well": False},
             {"player": turn, "tuck": "zzz"}, {"player": turn, "keep": ["palace", "tower", "well"]},
             {"player": turn, "discard": ["palace"]}, {"player": turn, "decline": "zzz"},
             {"player": turn, "decline": "gold_mine"}, {"player": turn, "decline": "councillor"}]
    tries += [{"player": turn, "tuck": card} for card in hand[:1]]
    tries += [{"player": turn, "choose_role": "builder"}, {"player": turn, "choose_role": "trader"},
              {"player": turn, "choose_role": "mayor"}, {"player": turn, "choose_role": "producer", "library": False},
              {"player": turn, "choose_role": "trader", "privilege": False},
              {"player": turn, "keep": hand[:1] * 2}, {"player": turn, "discard": hand[:1]},
              {"player": turn, "discard": ["palace", "tower", "well", "statue"]},
              {"player": turn, "build": "well"}, {"player": (turn + 1) % game.players, "pass": True}]
    answers = []
    for action in tries:
        try:
            answers.append(game.explain(action))
        except Exception:  # a shape the game's reader refuses outright is not a reason
            continue
    return answers


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_san_juan_refusals_speak_the_tables_language(code, players):
    game = SanJuanGame(players=players, seed=players)
    names = NAMES[1:players + 1]
    rng = random.Random(players)
    said, english = [], []
    while not game.game_over and len(game.log) < 250:
        with using_language(code):
            found = _reasons(sanjuan_view_model(game, seat=game.turn, names=names), [])
            for ex in _tried(game, names) if game.state.phase == "builder" else []:
                if not ex.legal:
                    found.append((ex.rule, name_seats(ex.why, names)))
                    english.append(ex.why)
            for ex in _tried_elsewhere(game):  # every refusal is a Reason, translated whatever its module
                if not ex.legal and ex.rule != "action.malformed":
                    assert isinstance(ex.why, Reason), f"{ex.rule}: {ex.why!r} is not a Reason"
                    said.append(name_seats(ex.why, names))
                    english.append(ex.why)
        said += [why for rule, why in found if rule.startswith(TRANSLATED_RULES)]
        game.apply(game.legal_actions().random(rng))
    assert len(said) > 30
    assert any(isinstance(why, Reason) for why in english)
    leaks = {why: english_in(why.replace("'no_such_card'", "").replace("zzz", "").replace("mayor", ""), code)
             for why in said}
    leaks = {why: words for why, words in leaks.items() if words or "{" in why or "player " in why}
    assert not leaks, "\n".join(f"{sorted(words)}: {why}" for why, words in list(leaks.items())[:15])


def test_a_reason_keeps_its_english_and_says_names():
    game = SanJuanGame(players=2, seed=1)
    game.apply({"player": game.turn, "choose_role": "builder"})
    turn = game.turn
    ex = game.explain({"player": turn, "build": "no_such_card"})
    assert isinstance(ex.why, Reason) and ex.why == "there is no San Juan card called 'no_such_card'"
    card = next(card for card in ("palace", "tower", "statue") if card not in game.state.players[turn].hand)
    ex = game.explain({"player": turn, "build": card})
    assert ex.why == f"player {turn} has no {card} in hand to build"
    assert name_seats(ex.why, ["Ana", "Bo"]).startswith(["Ana", "Bo"][turn] + " has no")
    with using_language("ko"):
        said = name_seats(ex.why, ["Ana", "Bo"])
    assert said.startswith(["Ana", "Bo"][turn]) and not english_in(said, "ko")


# -- Puerto Rico ------------------------------------------------------------------------------------
PR_TABLES = [(2, ()), (3, ("new_buildings",)), (4, ("nobles",)), (5, ("new_buildings", "nobles"))]


def _pr_probes(game, rng):
    """Moves tried on purpose at this position, most of them illegal: every decision of the game
    by the player to act (goods, buildings, roles, ships and spaces drawn from what exists, some
    options a move may not take), one by another player, and one by a seat that does not exist."""
    from puertorico_nb.games.puerto_rico.components import BUILDINGS, GOODS, ROLES
    from puertorico_nb.games.puerto_rico.declines import DECLINABLE
    state, turn = game.state, game.turn if game.turn is not None else 0
    goods, buildings = [*GOODS, "silver"], [*rng.sample(sorted(BUILDINGS), 8), "no_such_building"]
    ships = [*state.ship_capacity, 9, "wharf"]
    probes = [{"choose_role": role} for role in ROLES] + [{"choose_role": "settler", "privilege": False},
                                                          {"choose_role": "captain", "lighthouse": False}]
    probes += [{"settle": tile} for tile in (*GOODS, "quarry", "hidden")]
    probes += [{"settle": "corn", "forest": True}, {"settle": "quarry", "hospice": False}]
    probes += [{"build": name} for name in buildings]
    probes += [{"build": buildings[0], "university": False}, {"build": buildings[1], "church": False},
               {"build": buildings[2], "privilege": False}, {"build": buildings[3], "black_market": {"vp": 1}}]
    probes += [{"bonus": good} for good in goods] + [{"sell": good} for good in goods]
    probes += [{"sell": "corn", "via": "trading_post"}, {"sell": "coffee", "privilege": False},
               {"sell": "sugar", "small_market": False}]
    probes += [{"ship": good, "on": ship} for good in rng.sample(goods, 3) for ship in ships]
    probes += [{"ship": "corn", "on": ships[0], "harbor": False}, {"ship": "indigo", "on": ships[0], "privilege": False}]
    probes += [{"store": good} for good in rng.sample(goods, 2)] + [{"unstore": "corn"}, {"load": "sugar"}]
    probes += [{"keep": {"corn": 9}}, {"confirm": True}, {"pass": True}, {"take": "colonist"}, {"put": "corn"},
               {"take_back": "quarry"}, {"return_plantation": "coffee"}, {"land_office": "buy"},
               {"land_office": "sell"}, {"royal_supplier": ["corn", "corn"]}, {"guest": ["corn"]},
               {"draft": buildings[0]}]
    probes += [{"decline": name} for name in (*DECLINABLE, "harbor")]
    tries = [{"player": turn, **probe} for probe in probes]
    tries += [{"player": (turn + 1) % game.players, "pass": True}, {"player": 7, "pass": True}]
    return tries


@pytest.mark.parametrize("code", TRANSLATED)
def test_puerto_rico_refusals_speak_the_tables_language(code):
    from puertorico_nb.games.puerto_rico import Game
    from puertorico_nb.games.puerto_rico.render.viewmodel import view_model
    said, seen = [], {}  # each template said in a few of its fillings
    for players, expansions in PR_TABLES:
        game = Game(players=players, seed=players, expansions=expansions)
        names = NAMES[:players]
        rng = random.Random(players)
        while not game.game_over and len(game.log) < 100:
            found = []
            if len(game.log) % 3 == 0:  # the table's own reasons, every third position (the view model is the cost)
                with using_language(code):
                    found = _reasons(view_model(game, names=names), [])
            for action in _pr_probes(game, rng):
                ex = game.explain(action)
                if ex.legal or ex.rule == "action.malformed":
                    continue
                assert isinstance(ex.why, Reason), f"{ex.rule}: {ex.why!r} is not a Reason"
                if isinstance(ex.why, Reason) and seen.get(ex.why.template, 0) < 4:
                    seen[ex.why.template] = seen.get(ex.why.template, 0) + 1
                    with using_language(code):
                        said.append(name_seats(ex.why, names))
            said += [why for rule, why in found]
            game.apply(game.legal_actions().random(rng))
    assert len(seen) >= 60, sorted(seen)
    typed = re.compile(r"'?\b(no_such_building|silver|colonist|buy|sell)\b'?")  # a probe's own words, as typed
    leaks = {why: english_in(typed.sub("", why), code) for why in said}
    leaks = {why: words for why, words in leaks.items() if words or "{" in why or "player " in why}
    assert not leaks, "\n".join(f"{sorted(words)}: {why}" for why, words in list(leaks.items())[:15])


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_coachs_shared_hint_sentences_speak_the_language(code):
    """The sentences every hint ends with (how the phase leaves the players, the next best move)
    and the coach's reckoning in words, said in each language. (The teachers' own reasons, in
    bots/teach_*.py, are not in the catalogue yet.)"""
    from puertorico_nb.bots import hints
    said = []
    with using_language(code):
        for value in (2.4, 1.0, 0.3, 0.01, -0.4, -1.2, -3.0):
            said += [hints.points_words(abs(value)), hints.better_off_words(value)]
        for phrase in (hints.HELPS_MOST, hints.HELPS_AS_MUCH, hints.HELPS_NOBODY, hints.HELPS_LESS, hints.PASS_ANY):
            for who in ("You", "Ana"):
                said.append(phrase.say(who, mine=hints.better_off_words(2.0), theirs=hints.better_off_words(0.3),
                                       rival="Dee"))
        for who in ("You", "Ana"):
            said.append(hints.NEXT_BEST.say(who, move="Dee", loss=hints.points_words(1.6)))
        said += [hints.ABOUT_AS_GOOD.say(move="Dee"), hints.player_names(type("G", (), {"players": 2})())[1]]
    leaks = {text: english_in(text, code) for text in said}
    leaks = {text: words for text, words in leaks.items() if words or "{" in text}
    assert len(said) > 25 and not leaks, leaks
