"""Where the Icelandic and Korean books differ, both readings are available as options."""
from __future__ import annotations

import pytest

from puertorico_nb.games.puerto_rico import Game, Options
from puertorico_nb.games.puerto_rico.common import award_vp


def _customs_house_game(edition: str) -> Game:
    game = Game(4, seed=0, options=Options(edition=edition))
    s = game.state
    p = s.players[0]
    p.add_building("customs_house", 1)
    s.vp_supply = 20
    award_vp(s, 0, 28, "captain.vp-per-barrel", [])  # 20 chips, then 8 points written down
    return game


@pytest.mark.rule("building.customs-house", "legal")
def test_icelandic_customs_house_counts_points_written_down():
    game = _customs_house_game("icelandic")
    p = game.state.players[0]
    assert (p.vp, p.written, game.state.vp_supply) == (28, 8, 0)
    assert game.score_breakdown()[0]["bonuses"]["customs_house"] == 7  # 28 // 4


@pytest.mark.rule("building.customs-house", "illegal")
def test_korean_customs_house_counts_chips_only():
    game = _customs_house_game("korean")
    assert game.score_breakdown()[0]["bonuses"]["customs_house"] == 5  # 20 chips // 4


def test_chips_running_out_are_recorded_and_trigger_the_end():
    game = _customs_house_game("icelandic")
    assert game.state.end_triggered and "vp_chips" in game.state.end_reasons
