"""What a hint claims agrees with its own numbers and with the position, over whole seeded games
the coach plays for everyone (a newcomer read "It helps you more than anyone ... 4 points to you
and 4 to Alma", "The next best move, confirm" after "Confirm", "Keep all your indigo" beside "you
may keep 1 barrel", and "plan a building" in the game's last round):

- "more than anyone", "about as much", "gains more ... than you" only as the figures said compare;
- the move compared with is another move: other words, and not the same move with a benefit declined;
- a storage hint says the barrels held, so "Keep all your indigo" is plainly what it keeps;
- once the game's end is triggered, no settler hint asks for a building to be planned;
- counts agree with their nouns ("1 doubloon", "quarries").
"""
from __future__ import annotations

import random
import re

import pytest

from puertorico_nb import Game, SanJuanGame
from puertorico_nb.bots import get_bot
from puertorico_nb.bots.hints import better_off_words, points_step
from puertorico_nb.games.puerto_rico.components import GOODS

NAMES = ["Ana", "Bo", "Cy", "Di"]
OFF = r"(no better off|a little (?:better|worse) off|about \d+ points? (?:better|worse) off)"
MOST = re.compile(rf"It helps you more than anyone: [^:]*? leaves you {OFF} and (\w+), the rival it helps most, {OFF}\.")
AS_MUCH = re.compile(rf"It helps you and (\w+) about as much: [^:]*? leaves each of you {OFF}\.")
LESS = re.compile(rf"(\w+) gains more from the phase than you: [^:]*? leaves \1 {OFF} and you {OFF}, ")
NOBODY = "the coach reckons the phase leaves nobody better off, you included."
ALTERNATIVE = re.compile(r"(?:The next best move|Another move), (.+?), (?:leaves you|would be)")


def step_of(words: str) -> float:
    """The figure a "better off" phrase says, as ``points_step`` counts it."""
    if words == "no better off":
        return 0.0
    little = re.fullmatch(r"a little (better|worse) off", words)
    if little:
        return 0.5 if little.group(1) == "better" else -0.5
    count, side = re.fullmatch(r"about (\d+) points? (better|worse) off", words).groups()
    return float(count) * (1 if side == "better" else -1)


def test_the_words_say_the_figure_compared():
    for value in (-2.6, -0.7, -0.01, 0.0, 0.3, 0.96, 1.49, 4.2):
        assert step_of(better_off_words(value)) == points_step(value)


def assert_claims_hold(said: str, move: str) -> None:
    """Every comparison a hint makes is the one its figures make, and names another move."""
    claims = 0
    for mine, rival, theirs in MOST.findall(said):
        assert rival != "you" and step_of(mine) > step_of(theirs), said
        claims += 1
    for _, both in AS_MUCH.findall(said):
        assert step_of(both) > 0, said
        claims += 1
    for _rival, theirs, mine in LESS.findall(said):
        assert step_of(theirs) > step_of(mine), said
        claims += 1
    claims += NOBODY in said
    if "more than anyone" in said or "about as much" in said or "gains more from the phase" in said:
        assert claims == 1, f"a comparison of the phase's worth that does not say its figures plainly: {said}"
    for other in ALTERNATIVE.findall(said):
        assert other.lower() != move.lower(), f"the move compared with itself: {said}"
        assert not other.lower().startswith(move.lower() + ","), f"the move compared with itself declined: {said}"


def coached(game, seed: int):
    rng, coach = random.Random(seed), get_bot("coach")
    while not game.game_over:
        yield game
        game.apply(coach.choose(game, game.turn, rng))


@pytest.fixture(scope="module")
def puerto_rico_hints():
    """(position facts, hint) over a whole 3-player game the coach plays for everyone."""
    out = []
    for game in coached(Game(players=3, seed=6), seed=6):
        player = game.state.players[game.turn]
        facts = {"goods": list(player.goods), "end": game.state.end_triggered, "phase": game.state.phase}
        out.append((facts, game.hint(NAMES[:3])))
    return out


def test_a_hints_comparisons_agree_with_its_figures(puerto_rico_hints):
    compared = 0
    for _, advice in puerto_rico_hints:
        said = str(advice)
        assert_claims_hold(said, advice.move)
        compared += bool(MOST.search(said) or AS_MUCH.search(said) or LESS.search(said))
    assert compared >= 20, compared


def test_a_storage_hint_says_the_barrels_held(puerto_rico_hints):
    seen = 0
    for facts, advice in puerto_rico_hints:
        if advice.action.verb != "keep":
            continue
        held = {good: int(n) for n, good in re.findall(r"(\d+) (\w+) barrels?\b", advice.reason.split(".")[0])}
        assert advice.reason.startswith("You hold "), advice.reason
        assert held == {good: n for good, n in zip(GOODS, facts["goods"]) if n}, (facts, advice.reason)
        whole = re.match(r"Keep all your (\w+)", advice.move)
        if whole:
            seen += 1
    assert seen, "no storage hint named a 'Keep all your ...' button in this game"


def test_the_settler_hints_of_the_last_round_say_the_game_ends(puerto_rico_hints):
    last = [advice for facts, advice in puerto_rico_hints if facts["end"] and facts["phase"] == "settler"]
    assert last, "the game's end was not triggered before a settler phase in this game"
    for advice in last:
        assert "plan one" not in advice.reason and "feeds it" not in advice.reason, advice.reason
        assert advice.reason.startswith("The game ends with this round"), advice.reason


def test_counts_agree_with_their_nouns(puerto_rico_hints):
    for _, advice in puerto_rico_hints:
        said = str(advice)
        assert not re.search(r"\b1 \w+s\b|\b0 quarr|quarrys", said), said


@pytest.mark.parametrize("seed", [0])
def test_san_juan_hints_name_a_payment_and_a_tucked_card_once(seed):
    """The cards to pay with are in the hint's clicks; the reason says why, without naming them
    again; a tuck is said once, and its reason names the card it tucks."""
    kinds = set()
    for game in coached(SanJuanGame(players=3, seed=seed, governor=0), seed=seed):
        if game.state.round > 8:
            break
        advice = game.hint(NAMES[:3])
        said = str(advice)
        assert_claims_hold(said, advice.move)
        if advice.action.verb == "build" and advice.action.option("pay", ()):
            assert "to pay with" in advice.then or "too" in advice.then, said
            assert "Pay with" not in advice.reason, said
            kinds.add("build")
            if advice.action.value in advice.action.option("pay", ()):  # a copy of the card built
                assert f"the other {advice.action.value.replace('_', ' ')}" in advice.then, said
                kinds.add("a copy paid with")
        if advice.action.verb == "tuck":
            assert not advice.reason.startswith("Tuck"), said
            kinds.add("tuck")
            if advice.action.value == "chapel":  # a second chapel, from the hand, under the first
                assert advice.move == "Tuck the chapel from your hand under the chapel", said
                kinds.add("a chapel tucked")
    assert kinds == {"build", "tuck", "a chapel tucked", "a copy paid with"}, kinds


def test_a_san_juan_hint_starts_from_the_card_chosen_in_the_page():
    """The page keeps a card chosen to build (and the cards to pay with) until Build: a hint asked
    meanwhile said "Click the well in your hand to build it" again. It now says the next click
    from the choice sent with it, and ignores a choice that is no choice of this hand."""
    from puertorico_nb.session.san_juan import SanJuanSession

    game = next(g for g in coached(SanJuanGame(players=3, seed=0, governor=0), seed=0)
                if g.state.phase == "builder" and g.hint(NAMES[:3]).action.option("pay", ()))
    table = SanJuanSession(game=game.clone(), names=NAMES[:3], bots=[])
    advice = game.hint(NAMES[:3])
    building, pay = advice.action.value, list(advice.action.option("pay", ()))
    name = building.replace("_", " ")
    plain = table.hint()
    assert f"Click the {name} in your hand to build it" in plain
    chosen = table.hint({"build": building, "pay": []})
    assert table.hinted == {"target": {}}  # read whole as a hint, though no control is marked
    assert "in your hand to build it" not in chosen and "to pay with" in chosen and f"Then press Build the {name}." in chosen
    ready = table.hint({"build": building, "pay": pay})
    assert f": Press Build the {name}." in ready and table.hinted == {"target": {"player": game.turn, "build": building}}
    other = next(card for card in game.state.players[game.turn].hand if card != building)
    assert ": Choose another card. Then click the " in table.hint({"build": other, "pay": []})
    assert table.hint({"build": "palace_of_nowhere", "pay": []}) == plain  # no card of this hand: as if none
    assert table.hint({"build": building, "pay": 3}) == plain
    table.handle_message({"type": "hint", "selection": {"build": building, "pay": pay}})
    assert table.message == ready
