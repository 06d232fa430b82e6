"""Every San Juan example ruling (the Dutch book's worked examples) passes."""
from __future__ import annotations

import pathlib

import pytest

from puertorico_nb.rulings.runner import check

EXAMPLES = sorted((pathlib.Path(__file__).parents[3] / "puertorico_nb" / "rulings" / "examples").glob("sanjuan_*.yaml"))


def test_the_examples_cover_the_book():
    names = {p.stem for p in EXAMPLES}
    for topic in ("builder_surplus", "trader", "gold_mine", "archive", "poor_house_carpenter", "black_market",
                  "library", "crane", "chapel", "counts", "quarry", "scoring", "hand_limit", "game_end"):
        assert f"sanjuan_{topic}" in names


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_rulings_hold(path):
    report = check(str(path))
    failed = [r for r in report.rulings if not r.passed]
    assert not failed, "\n".join(f"{r.title}: step {r.failed_step}: {r.message}" for r in failed)
    assert report.rulings


def test_a_wrong_expectation_fails_with_the_rule():
    report = check({"title": "wrong", "game": "san_juan", "players": 3,
                    "setup": {"players": {0: {"hand": ["sugar_mill", "well"], "buildings": ["smithy"]}}},
                    "steps": [{"act": {"player": 0, "choose_role": "builder"}},
                              {"act": {"player": 0, "build": "sugar_mill"}},
                              {"expect": {"players": {0: {"buildings": ["smithy"]}}}}]})
    (result,) = report.rulings
    # a failed expect names the rule of an event that names the field, and no San Juan event names a hand
    assert not result.passed and result.failed_step == 3 and result.rule is None
    assert result.steps[2].actual == {"players.0.buildings": ["smithy", "sugar_mill"]}
