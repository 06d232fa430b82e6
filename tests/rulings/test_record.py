"""The ruling recorder: a played game becomes a ruling file whose setup rebuilds the exact start,
whose moves replay, whose expect holds, and which reads back to the same document."""
from __future__ import annotations

import random

import pytest

from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.rulings.loader import parse_yaml, validate, Source
from puertorico_nb.rulings.position import build_game, view
from puertorico_nb.rulings.record import RecordError, to_ruling, to_yaml
from puertorico_nb.rulings.runner import check
from puertorico_nb.course.puerto_rico import example, play

SETUP_KEYS = {"governor", "to_pick", "roles_taken", "roles", "plantations", "plantation_stack", "quarries",
              "colonist_ship", "supply", "ships", "trading_house", "players"}


def random_game(players, seed, moves, expansions=()):
    game = Game(players=players, seed=seed, expansions=expansions)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.game_over:
            break
        game.apply(game.legal_actions().random(rng))
    return game


@pytest.mark.parametrize("players,seed,moves,expansions", [
    (2, 1, 40, ()), (3, 2, 0, ()), (4, 3, 60, ()), (5, 4, 25, ()),
    (4, 5, 50, ("new_buildings",)), (3, 6, 50, ("nobles",)),
])
def test_recorded_game_rebuilds_its_start_and_passes_check(players, seed, moves, expansions):
    game = random_game(players, seed, moves, expansions)
    ruling = to_ruling(game, title="recorded")
    assert set(ruling["setup"]) == SETUP_KEYS
    assert build_game(ruling).state == game.start
    assert [s["act"] for s in ruling["steps"][:-1]] == [a.to_mapping() for a in game.log]
    assert validate(Source("recorded", ruling)).problems == []
    report = check(ruling)
    assert report.ok, report.text()


def test_a_whole_game_round_trips_through_yaml():
    game = random_game(4, 7, 10_000)
    assert game.game_over
    text = to_yaml(game, title="A whole game")
    ruling = parse_yaml(text)
    assert ruling == to_ruling(game, title="A whole game")
    expect = ruling["steps"][-1]["expect"]
    assert expect["game_over"] is True and expect["scores"] == game.scores()
    assert check(text).ok
    # and recording the replayed game gives the same file again
    replayed = build_game(ruling)
    for step in ruling["steps"][:-1]:
        replayed.apply(step["act"])
    assert to_yaml(replayed, title="A whole game") == text


def test_the_expect_is_compact_but_meaningful():
    game = random_game(3, 8, 30)
    expect = to_ruling(game)["steps"][-1]["expect"]
    assert set(expect) == {"players", "ships", "trading_house", "phase", "turn"}
    for seat, player in expect["players"].items():
        assert set(player) == {"doubloons", "vp", "goods", "island", "city", "san_juan"}
        assert player["doubloons"] == game.state.players[seat].doubloons
    assert expect["phase"] == game.phase and expect["turn"] == game.turn


def test_the_expect_catches_a_changed_outcome():
    game = random_game(4, 9, 20)
    ruling = to_ruling(game)
    ruling["steps"][-1]["expect"]["players"][0]["doubloons"] += 1
    report = check(ruling)
    assert report.exit_code == 1
    assert report.rulings[0].failed_step == len(ruling["steps"])


def test_a_game_started_from_a_ruling_records_too():
    ruling = example("captain_worked_example")
    game = play(ruling)
    recorded = to_ruling(game, title=ruling["title"], source=ruling.get("source"))
    assert recorded["source"] == ruling["source"]
    assert build_game(recorded).state == game.start
    assert check(recorded).ok
    assert view(build_game(recorded))["players"] == view(build_game(ruling))["players"]


def test_yaml_quotes_words_other_readers_take_for_booleans():
    ruling = example("captain_largest_ship")
    game = play(ruling)
    text = to_yaml(game)
    assert "'on': 7" in text  # a YAML 1.1 reader would take a bare `on` for true
    assert parse_yaml(text)["steps"][1]["act"]["on"] == 7


def test_a_start_no_setup_can_write_is_refused_in_words():
    game = Game(players=4, seed=10)
    game.apply({"player": 0, "choose_role": "mayor"})
    later = Game(ruleset=game.ruleset, state=game.state.clone())  # a game that begins mid-phase
    assert later.start.phase == "mayor"
    with pytest.raises(RecordError, match="cannot be written"):
        to_ruling(later)


def test_only_puerto_rico_games():
    with pytest.raises(RecordError):
        to_ruling(object())
