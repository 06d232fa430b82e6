"""The course teaches the rule catalogue: each Puerto Rico rule id is named in a tutorial or
decided in a worked example a tutorial plays (puertorico_nb.rulings.taught), and the command
that measures it prints a share for each game."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from puertorico_nb.rulings.taught import coverage

ROOT = Path(__file__).resolve().parents[2]
PUERTO_RICO_TARGET = 0.95


def test_the_tutorials_teach_nearly_every_puerto_rico_rule():
    game = next(g for g in coverage() if g.name == "puerto_rico")
    assert game.share >= PUERTO_RICO_TARGET, f"untaught: {', '.join(game.untaught)}"


def test_a_rule_named_nowhere_counts_as_untaught(tmp_path):
    import json

    (tmp_path / "x.ipynb").write_text(json.dumps({"cells": [
        {"cell_type": "markdown", "source": "The settler may take a quarry: settler.quarry-privilege."}]}))
    game = next(g for g in coverage(tutorials=tmp_path) if g.name == "puerto_rico")
    assert "settler.quarry-privilege" in game.taught
    assert "captain.largest-empty-ship" in game.untaught


def test_the_command_prints_both_games_shares():
    done = subprocess.run([sys.executable, "-m", "puertorico_nb", "rules", "--untaught"], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Puerto Rico: ") and "% of rule ids taught" in lines[0]
    assert lines[1].startswith("San Juan: ") and "% of rule ids taught" in lines[1]
