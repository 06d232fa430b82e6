"""Issue 24, point 2: the defects an adversarial pass found, each at its smallest reproduction
(point 2.3, the San Juan game that never ends, is tested with the San Juan engine)."""
from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from puertorico_nb import Game, SanJuanGame
from puertorico_nb.bots.registry import get_bot
from puertorico_nb.core.compare import SetupError
from puertorico_nb.core.errors import LoadError

from .strategies import nested

ROOT = Path(__file__).resolve().parents[2]


# -- 2.1: judged tables after an early Undo ------------------------------------------------------------
def test_an_early_undo_at_a_judged_puerto_rico_table_takes_nothing_back():
    from puertorico_nb.course.puerto_rico import example, moves, play
    from puertorico_nb.widgets.your_turn import YourTurn
    ruling = example("captain_worked_example")
    turn = YourTurn(play(ruling, 1), moves(ruling)[1], why="x", names=["A", "B", "C", "D"])
    log = [*turn.game.log]
    turn.handle_message({"type": "undo"})  # before the learner's first move: the example's moves stay
    assert turn.game.log == log and turn.message == "There is nothing to undo." and not turn.can_undo
    for _ in range(2):
        turn.handle_message({"type": "random"})
    assert len(turn.game.log) > len(log) and turn.verdict in ("right", "different")


def test_an_early_undo_at_a_judged_san_juan_table_takes_nothing_back():
    from puertorico_nb.course.san_juan import example, moves, play
    from puertorico_nb.widgets.your_turn import SanJuanYourTurn
    trader = example("sanjuan_trader")
    turn = SanJuanYourTurn(play(trader, 1), moves(trader)[1], why="x", names=["A", "B", "C"])
    log = [*turn.game.log]
    turn.handle_message({"type": "undo"})
    assert turn.game.log == log and turn.message == "There is nothing to undo."
    turn.handle_message({"type": "random"})
    assert len(turn.game.log) > len(log) and turn.verdict in ("right", "different")


# -- 2.2: a Nobles settler queue with a manned library ---------------------------------------------------
def test_a_nobles_game_with_a_manned_library_saves_and_loads_in_the_settler_phase():
    game, rng = Game(players=3, seed=74, expansions=("nobles",)), random.Random(74)
    for _ in range(100):
        game.play_random(rng)
    assert game.phase == "settler" and len(game.state.queue) == game.players + 1  # the library's second turn
    again = Game.from_json(game.to_json())
    assert again.state == game.state and again.legal_actions()


def test_a_settler_queue_longer_than_the_library_allows_is_still_refused():
    game, rng = Game(players=3, seed=74, expansions=("nobles",)), random.Random(74)
    for _ in range(100):
        game.play_random(rng)
    data = game.to_dict()
    data["state"]["queue"] = data["state"]["queue"] + [0]
    with pytest.raises(LoadError, match="queue holds at most 4"):
        Game.from_dict(data)


# -- 2.4: what a San Juan seat may know ------------------------------------------------------------------
def _chapels_moved(seed: int = 5):
    """Two San Juan positions that seat 0 cannot tell apart: the same cards under the rivals'
    chapels (2 under one and 0 under the other, or 1 under each)."""
    game = SanJuanGame(players=3, seed=seed, governor=0)
    state = game.state
    x, y = state.deck.pop(), state.deck.pop()
    state.players[1].chapel, state.players[2].chapel = [x, y], []
    other = game.clone()
    other.state.players[1].chapel, other.state.players[2].chapel = [x], [y]
    assert game.state.player_view(0) == other.state.player_view(0) and game.state != other.state
    return game, other


def test_the_san_juan_observation_hides_the_size_of_other_chapels():
    from puertorico_nb.rl.san_juan import observe
    game, other = _chapels_moved()
    assert observe(game, 0) == observe(other, 0)
    assert observe(game, 1) != observe(other, 1)  # the owner knows their own chapel


@pytest.mark.parametrize("bot", ["greedy", "coach"])
def test_a_san_juan_bots_judgement_uses_only_what_its_seat_may_know(bot):
    from puertorico_nb.bots.san_juan import sandbox
    game, other = _chapels_moved()
    one, two = sandbox(game, 0, random.Random(3)), sandbox(other, 0, random.Random(3))
    assert one.state == two.state  # the rivals' chapels dealt afresh from their total
    chosen = [get_bot(bot).choose(g, 0, random.Random(9)) for g in (game, other)]
    assert chosen[0] == chosen[1]


# -- 2.5: number answers that are not finite -------------------------------------------------------------
@pytest.mark.parametrize("answer", ["inf", "-inf", "nan", "1e400", "9" * 5000, "Infinity"])
def test_a_number_question_refuses_a_non_finite_answer_in_words(answer):
    from puertorico_nb.widgets.questions import Question
    question = Question("How many?", 7, why="x")
    assert question.answer(answer) is False
    assert question.feedback == "Answer with a number, such as 3." and question.tries == 0
    question._on_msg(question, {"type": "answer", "text": answer}, [])  # the front end's message
    assert question.status != "right" and question.tries == 0
    question._on_msg(question, {"type": "answer", "text": float("inf")}, [])
    assert question.feedback == "Answer with a number, such as 3."


# -- 2.6: the RL environments' arguments ------------------------------------------------------------------
@pytest.fixture(params=["puerto_rico", "san_juan"])
def env(request):
    from puertorico_nb.rl import make_env
    return make_env(request.param, players=3)


def test_reset_takes_a_numpy_seed_as_its_whole_number(env):
    env.reset(seed=np.int64(7))
    first = env.observe(env.agent_selection)["observation"]
    env.reset(seed=7)
    assert (env.observe(env.agent_selection)["observation"] == first).all()


def test_reset_honours_the_governor_and_says_which_options_it_does_not(env):
    env.reset(seed=1, options={"governor": np.int64(2)})
    assert env.game.state.governor == 2 and env.agent_selection == "player_2"
    with pytest.warns(UserWarning, match="does not honour the option.s. players: only 'governor'"):
        env.reset(seed=1, options={"players": 5})
    assert env.game.players == 3
    for bad in ({"governor": 3}, {"governor": True}, ["governor"]):
        with pytest.raises(ValueError):
            env.reset(seed=1, options=bad)
    with pytest.raises(ValueError, match="seed is a whole number"):
        env.reset(seed=True)


def test_a_step_is_a_whole_number_never_a_bool(env):
    env.reset(seed=1)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    first = int(np.flatnonzero(mask)[0])
    for bad in (False, True, np.bool_(False), 0.0, "0", None):
        with pytest.raises(ValueError, match="a step is a whole number"):
            env.step(bad)
        assert env.agent_selection == agent
    env.step(np.int64(first))  # a NumPy integer is a step


# -- 2.7 and 2.8: San Juan saves ------------------------------------------------------------------------
def _sj_save() -> dict:
    return SanJuanGame(players=2, seed=1, governor=0).to_dict()


@pytest.mark.parametrize("key, value, named", [
    ("building", 5, "building must be a build begun"), ("building", "x y z", "building: "),
    ("building", "0 build palace", "building: only the player to act"), ("picked", [None], "picked[0]"),
    ("picked", ["palace"], "picked: cards are picked only"), ("picked", "x", "picked[0] must be one of")])
def test_a_san_juan_save_with_a_damaged_half_made_decision_is_refused(key, value, named):
    data = _sj_save()
    for position in (data["start"], data["state"]):
        position[key] = value
    with pytest.raises(LoadError, match=re.escape(named)):
        SanJuanGame.from_dict(data)


def _absent(cards: list) -> str:
    return next(card for card in ("palace", "city_hall", "guild_hall", "triumphal_arch") if card not in cards)


@pytest.mark.parametrize("role, key, named", [("builder", "building", "building: "),
                                              ("councillor", "picked", "picked: player 0 has no")])
def test_a_build_or_picks_nobody_could_make_are_refused(role, key, named):
    game = SanJuanGame(players=2, seed=1, governor=0)
    game.apply({"player": 0, "choose_role": role})
    data = game.to_dict()
    if key == "building":  # a build of a card not in hand
        data["state"]["building"] = f"0 build {_absent(game.state.players[0].hand)}"
    else:  # a pick of a card not drawn
        data["state"]["picked"] = [_absent(game.state.drawn)]
    with pytest.raises(LoadError, match=re.escape(named)):
        SanJuanGame.from_dict(data)


@pytest.mark.parametrize("price", ["1e999", "Infinity", "-Infinity", "NaN", "2.5", "true", '"2"'])
def test_a_tile_price_that_is_no_whole_number_is_a_load_error(price):
    text = json.dumps(_sj_save())
    damaged = text.replace('"tiles": [[1, 1, 1, 2, 2]', f'"tiles": [[1, 1, 1, 2, {price}]', 1)
    assert damaged != text
    with pytest.raises(LoadError, match=re.escape("tiles[0][4] must be a whole number")):
        SanJuanGame.from_json(damaged)


# -- 2.9: bots asked for a move once the game is over ----------------------------------------------------
@pytest.mark.parametrize("make", [lambda: Game(players=3, seed=1), lambda: SanJuanGame(players=2, seed=1)])
@pytest.mark.parametrize("bot", ["random", "greedy", "coach"])
def test_every_bot_says_the_game_is_over(make, bot):
    game, rng = make(), random.Random(1)
    while not game.game_over:
        game.play_random(rng)
    with pytest.raises(IndexError, match="^no legal action: the game is over$"):
        get_bot(bot).choose(game, 0, rng)


# -- 2.10: a %%ruling cell nested 100,000 deep ----------------------------------------------------------
def test_a_ruling_cell_nested_too_deep_is_refused_in_words():
    from puertorico_nb import magics
    cell = json.dumps(nested(50, kind="dict"))
    deep = cell.replace("0", '{"a": ' * 100_000 + "0" + "}" * 100_000)
    report = magics.check_cell(deep)
    assert "nests too deep" in str(report) and "RecursionError" not in str(report)


# -- 2.11: a set-up where one seat holds two role cards ---------------------------------------------------
@pytest.mark.parametrize("ruling, key", [
    ({"players": 4, "setup": {"roles_taken": {"settler": 1, "builder": 1}}}, "setup.roles_taken.builder"),
    ({"players": 5, "setup": {"roles_taken": {"prospector": [3, 3]}}}, "setup.roles_taken.prospector"),
])
def test_a_set_up_giving_one_seat_two_roles_is_refused_naming_the_key(ruling, key):
    from puertorico_nb.games.puerto_rico.position import build_game
    with pytest.raises(SetupError) as refusal:
        build_game(ruling)
    assert str(refusal.value).startswith(key) and "player" in str(refusal.value)


def test_two_players_still_hold_three_roles_each_and_a_save_is_held_to_the_same():
    from puertorico_nb.games.puerto_rico.position import build_game
    game = build_game({"players": 2, "setup": {"roles_taken": {"settler": 0, "builder": 1, "mayor": 0}}})
    assert game.turn == 1  # the fourth pick of six, alternating from the governor
    with pytest.raises(SetupError, match="player 1 would hold 5 role cards"):  # 3 held, 2 still to pick
        build_game({"players": 2, "setup": {"roles_taken": {"settler": 1, "builder": 1, "mayor": 1}}})
    data = Game(players=4, seed=1).to_dict()
    data["start"]["role_taken"][0] = data["start"]["role_taken"][1] = 2
    with pytest.raises(LoadError, match="player 2 holds 2 role cards"):
        Game.from_dict(data)


# -- also: right-to-left names, and `check ""` -------------------------------------------------------------
RIGHT_TO_LEFT = ["سارا", "דן", "Cy"]


def _not_isolated(html: str) -> list[str]:
    """Each place a right-to-left name stands in `html` outside <bdi>, dir="auto" and FSI...PDI."""
    out = []
    for match in re.finditer("سارا|דן", html):
        before = html[:match.start()]
        if before.endswith("\u2068"):
            continue
        stack: list[tuple[str, str]] = []
        for close, tag, attrs in re.findall(r"<(/?)([a-z0-9]+)([^>]*)>", before):
            if attrs.endswith("/"):
                continue
            if close:
                while stack and stack[-1][0] != tag:
                    stack.pop()
                if stack:
                    stack.pop()
            else:
                stack.append((tag, attrs))
        if not stack or not (stack[-1][0] == "bdi" or 'dir="auto"' in stack[-1][1]):
            out.append(html[max(0, match.start() - 60):match.end() + 10])
    return out


def test_right_to_left_names_are_isolated_in_every_html_picture():
    from puertorico_nb.games.puerto_rico.render.html import game_html, scores_html
    from puertorico_nb.widgets import SanJuanTable, TableWidget
    from puertorico_nb.widgets.scoresheet import ScoreSheet
    pictures = []
    for game in (Game(players=3, seed=1), SanJuanGame(players=3, seed=1)):
        rng = random.Random(1)
        while not game.game_over:
            game.play_random(rng)
        pictures.append(ScoreSheet(game, names=RIGHT_TO_LEFT).to_html())
    pictures += [game_html(game, names=RIGHT_TO_LEFT) for game in (Game(players=3, seed=2),)]
    pictures.append(scores_html(Game(players=3, seed=2), names=RIGHT_TO_LEFT))
    pictures.append(TableWidget(Game(players=3, seed=1), names=RIGHT_TO_LEFT).to_html())
    pictures.append(SanJuanTable(SanJuanGame(players=3, seed=1), names=RIGHT_TO_LEFT).to_html())
    for html in pictures:
        assert "سارا" in html and _not_isolated(html) == []


def test_check_of_an_empty_path_names_no_file_and_checks_no_folder(tmp_path):
    done = subprocess.run([sys.executable, "-m", "puertorico_nb", "check", ""], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2 and "the path is empty" in done.stdout and "passed, 0 failed, 1 error" in done.stdout
