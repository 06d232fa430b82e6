"""Golden playthroughs: seeded games written out move by move with every event, diffed.

A change to the rules' outcome anywhere in these games shows up as a readable diff. To accept
an intended change, regenerate with `python -m tests.games.puerto_rico.test_golden` and review the diff.
"""
from __future__ import annotations

import pathlib
import random

import pytest

from puertorico_nb.games.puerto_rico import Game

GOLDEN = pathlib.Path(__file__).parent / "golden"
CASES = [(3, 101), (4, 202), (5, 303), (2, 404)]


def transcript(players: int, seed: int) -> str:
    rng = random.Random(seed)
    game = Game(players, seed=seed)
    lines = [f"# {players} players, seed {seed}", str(game), ""]
    while not game.game_over:
        action = game.legal_actions().random(rng)
        lines.append(f"> {action}")
        lines.extend(f"  {event}" for event in game.apply(action))
    lines += ["", str(game), f"breakdown: {game.score_breakdown()}", f"winners: {game.winners()}"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("players,seed", CASES)
def test_playthrough_matches_the_golden_transcript(players, seed):
    expected = (GOLDEN / f"game_{players}p_seed{seed}.txt").read_text()
    assert transcript(players, seed) == expected


if __name__ == "__main__":
    for players, seed in CASES:
        (GOLDEN / f"game_{players}p_seed{seed}.txt").write_text(transcript(players, seed))
