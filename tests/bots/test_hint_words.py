"""Every hint over whole seeded games agrees with the position and with the table: it names a
choice the table offers the learner now (the mayor's next circle, not a layout to translate),
speaks in whole points, and claims only what the position holds (a colonist on a plantation
without its building makes nothing; a building's circles against the plantations there are)."""
from __future__ import annotations

import random
import re

import pytest

from puertorico_nb import Game, SanJuanGame
from puertorico_nb.bots import get_bot
from puertorico_nb.bots.hints import hint
from puertorico_nb.bots.teach_san_juan import next_click
from puertorico_nb.games.puerto_rico.components import GOODS
from puertorico_nb.games.puerto_rico.render.viewmodel import view_model
from puertorico_nb.games.san_juan.render.viewmodel import sanjuan_view_model

NAMES = ["Ana", "Bo", "Cy", "Di"]
DECIMAL = re.compile(r"\d\.\d")


def coached_positions(game, rounds: int, seed: int):
    """Each position of a game the coach plays for everyone, up to the end of ``rounds``."""
    rng, coach = random.Random(seed), get_bot("coach")
    while not game.game_over and game.state.round <= rounds:
        yield game
        game.apply(coach.choose(game, game.turn, rng))


def legal_labels(node) -> set[str]:
    """Every legal choice's label anywhere in a view model (choice panel, role cards, circles)."""
    found: set[str] = set()
    if isinstance(node, dict):
        if node.get("legal") is True and isinstance(node.get("label"), str):
            found.add(node["label"])
        for value in node.values():
            found |= legal_labels(value)
    elif isinstance(node, list):
        for value in node:
            found |= legal_labels(value)
    return found


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_puerto_rico_hints_name_a_choice_on_the_table_and_hold_for_the_position(seed):
    for game in coached_positions(Game(players=4, seed=seed), rounds=6, seed=seed):
        advice = game.hint(NAMES)
        said = str(advice)
        assert not DECIMAL.search(said), said
        assert "barrel ship" not in said, said  # the table's "5-ship"
        buttons = legal_labels(view_model(game, names=NAMES))
        move = advice.move.removeprefix("Choose the ")
        assert move in buttons or move.capitalize() in buttons, f"{advice.move!r} is no choice on the table: {buttons}"
        player = game.state.players[game.turn]
        if "barrel lost" in said:
            pytest.fail(f"a barrel is lost only with a building to make it: {said}")
        for count, good in re.findall(r"[Yy]ou have (\d+|no) (\w+) plantations?\b", said):
            assert player.island.count(good) == (0 if count == "no" else int(count)), said
        for good in re.findall(r"[Yy]our (\w+) buildings already have circles", said):
            circles = sum(game.ruleset.by_id[b].circles for b in player.city if game.ruleset.by_id[b].good == good)
            assert circles >= player.island.count(good), said
        owns = {good: any(game.ruleset.by_id[b].good == good for b in player.city) for good in GOODS}
        for tile in re.findall(r"makes nothing until you own an? (\w+) building", said):
            assert not owns[tile], f"the player owns a {tile} building: {said}"
        for tile in re.findall(r"manned (\w+) plantation makes a barrel only with a manned circle of your", said):
            assert owns[tile], f"the player owns no {tile} building: {said}"
        if advice.action.verb == "place":
            assert_one_click_one_reason(advice)
        assert_points_add_up(said)


def assert_one_click_one_reason(advice) -> None:
    """A mayor's hint names its next click and gives one short reason for that click, not the
    whole layout's reasons again at every click, nor a layout to aim for listing kinds of spaces
    ("corn, indigo, sugar" for a player with two indigo plantations)."""
    assert "layout to aim for" not in advice.reason, advice.reason
    assert advice.reason.count(". ") == 0 and len(advice.reason) < 180, advice.reason


def assert_points_add_up(said: str) -> None:
    """A hint's points are a total and, where several rules give them, what each gives: the parts
    add up to the total (a newcomer read "for 3 points, one more for choosing the captain" as 4)."""
    assert "one more for choosing the captain" not in said, said
    for total, parts in re.findall(r"for (\d+) points?: ([^.]*?)\.", said):
        counted = [int(n) for n in re.findall(r"(\d+) (?:for|from) the", parts)]
        assert counted and sum(counted) == int(total), said
    for total, extra in re.findall(r"ship for (\d+) points? in all, (one|two) of them for choosing the captain", said):
        assert int(total) > {"one": 1, "two": 2}[extra], said


def test_a_captain_hint_says_points_that_add_up():
    """The role's hint says the total and the privilege's share of it; a load's hint splits its
    points between the barrels, the privilege and the harbor (seeded games where the coach ships)."""
    seen = []
    for game in coached_positions(Game(players=4, seed=5), rounds=4, seed=1):
        said = str(game.hint(NAMES))
        assert_points_add_up(said)
        seen += re.findall(r"for \d+ points? in all, one of them for choosing the captain|for \d+ points: 1 for the barrel", said)
    assert any("in all" in s for s in seen) and any(": 1 for the barrel" in s for s in seen), seen


def clicks_reach(game, move) -> bool:
    """Whether clicking the next step the hint names, again and again, makes ``move``: the
    position after the clicks is the one after the whole move."""
    clicked, whole = game.clone(), game.clone()
    whole.apply(move)
    for _ in range(20):
        step = next_click(clicked, move)
        if step is None:
            return False
        clicked.apply(step)
        if step.verb == "confirm":
            return clicked.state == whole.state
    return False


def san_juan_clicks(game) -> set[str]:
    """What the San Juan table lets the player to act click now, in its words: every legal
    button and card toggle, the button confirming the cards chosen (when it may be pressed), and
    in the builder phase each card of the hand that can be built."""
    view = sanjuan_view_model(game, seat=game.turn, names=NAMES[:3])
    clicks = legal_labels(view)
    picking = view.get("picking")
    if picking and picking["confirm"]["legal"]:
        clicks.add(picking["confirm_label"])
    for card in view.get("build") or []:
        if card["legal"]:
            clicks.add(f"Click the {card['name']} in your hand to build it")
    return clicks


@pytest.mark.parametrize("seed", [0, 1])
def test_san_juan_hints_name_the_next_click_speak_in_whole_points_and_name_their_building(seed):
    seen = set()
    for game in coached_positions(SanJuanGame(players=3, seed=seed, governor=0), rounds=5, seed=seed):
        advice = game.hint(NAMES[:3])
        said = str(advice)
        assert not DECIMAL.search(said), said
        assert "'s sells" not in said, said
        assert advice.move in san_juan_clicks(game), f"{advice.move!r} is no click on the table: {said}"
        seen.add(advice.action.verb)
        if next_click(game, advice.action) is not None:
            assert clicks_reach(game, advice.action), f"clicking as the hints say does not make the move: {said}"
    assert {"choose_role", "build", "produce", "keep"} <= seen, seen


YOU = re.compile(r"\b(you|your|yours)\b", re.IGNORECASE)
BARE_CARD = re.compile(r"\b(?:[Pp]ays? with|[Pp]roduces? on|goods on|[Tt]hrows? away) (?!the |\d|nothing)")


@pytest.mark.parametrize("make, rounds", [(lambda: Game(players=4, seed=5), 2),
                                          (lambda: SanJuanGame(players=2, seed=11, governor=0), 5)],
                         ids=["puerto_rico", "san_juan"])
def test_a_reason_for_someone_watching_names_the_player_and_never_says_you(make, rounds):
    """A walkthrough's reasons are read by someone watching the coach play every seat: each names
    the player who moves ("As the builder Ana builds ..."), never "you" (tutorial 25's reader was
    told "you build" about Ana's move); cards keep their article ("pays with the statue")."""
    game = make()
    names = NAMES[:game.players]
    verbs = set()
    for position in coached_positions(game, rounds=rounds, seed=0):
        advice = hint(position, names, addressed=False)
        verbs.add(advice.action.verb)
        assert not YOU.search(advice.reason), advice.reason
        assert not BARE_CARD.search(advice.reason), advice.reason
        if advice.action.verb == "choose_role":
            assert f"As the {advice.action.value} {names[position.turn]} " in advice.reason, advice.reason
        addressed = hint(position, names)
        assert not BARE_CARD.search(addressed.reason), addressed.reason
        assert addressed.action == advice.action  # the same move, only said differently
    assert len(verbs) >= 5, verbs
