"""The PettingZoo environments of both games pass PettingZoo's own API test, offer only legal
steps, and play whole games to an end with the winners rewarded."""
import numpy as np
import pytest
from pettingzoo.test import api_test

from puertorico_nb.rl import puerto_rico_env, san_juan_env

MAKERS = [puerto_rico_env, san_juan_env]


@pytest.mark.parametrize("make", MAKERS, ids=["puerto_rico", "san_juan"])
@pytest.mark.parametrize("players", [2, 4])
def test_pettingzoo_api_test_passes(make, players):
    api_test(make(players=players), num_cycles=400, verbose_progress=False)


@pytest.mark.parametrize("make", MAKERS, ids=["puerto_rico", "san_juan"])
def test_random_masked_play_reaches_the_end_and_rewards_the_winners(make):
    env = make(players=3)
    env.reset(seed=5)
    rng = np.random.default_rng(5)
    final = {}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        if terminated or truncated:
            final[agent] = reward
            env.step(None)
            continue
        assert env.observation_space(agent)["observation"].contains(obs["observation"])
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    game = env.game
    assert game.game_over
    winners = {f"player_{q}" for q in game.winners()}
    assert final == {a: (1 if a in winners else -1) for a in env.possible_agents}


def test_the_storage_after_the_captain_phase_is_stored_good_by_good():
    env = puerto_rico_env(players=3)
    env.reset(seed=0)
    s = env.game.state
    s.phase, s.stage, s.turn, s.chooser, s.queue = "captain", "store", 0, 0, [0]
    s.players[0].goods = [2, 0, 3, 0, 0]  # corn and sugar, no warehouse: one barrel may stay
    env._refresh()
    steps = [env.step_label(k) for k in np.flatnonzero(env.observe("player_0")["action_mask"])]
    confirm = "confirm: the mayor's layout, or the goods stored after the captain phase"
    # the books let a player keep less than the storage holds, so confirm is there from the start
    assert steps == [confirm, "store 1 corn barrel", "store 1 sugar barrel"]
    env.step(env.codec.labels.index("store 1 sugar barrel"))
    steps = [env.step_label(k) for k in np.flatnonzero(env.observe("player_0")["action_mask"])]
    assert steps == ["confirm: the mayor's layout, or the goods stored after the captain phase"]
    env.step(env.codec.labels.index(steps[0]))
    assert env.game.state.players[0].goods == [0, 0, 1, 0, 0]


def test_a_san_juan_build_is_paid_card_by_card():
    env = san_juan_env(players=2)
    env.reset(seed=3)
    s = env.game.state
    s.phase, s.turn, s.chooser, s.queue = "builder", 0, 0, [0, 1]
    s.players[0].hand = ["smithy", "well", "statue", "indigo_plant"]
    env._refresh()
    build = env.codec.labels.index("build statue (then pick the cards to pay with)")
    assert env.observe("player_0")["action_mask"][build] == 1
    env.step(build)  # the statue costs 3, less 1 for the builder: two cards to pay
    paying = [env.step_label(k) for k in np.flatnonzero(env.observe("player_0")["action_mask"])]
    assert [step for step in paying if step != "pass"] == ["pick indigo_plant", "pick smithy", "pick well"]
    env.step(env.codec.pick_index["smithy"])
    env.step(env.codec.pick_index["well"])
    offered = [env.step_label(k) for k in np.flatnonzero(env.observe("player_0")["action_mask"])]
    assert "confirm what is picked" in offered and not any(step.startswith("pick") for step in offered)
    env.step(env.codec.DONE)
    assert "statue" in env.game.state.players[0].buildings
    assert env.game.state.players[0].hand == ["indigo_plant"]
