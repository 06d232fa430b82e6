"""The tutorial references shipped as package data (rulings/tutorial_index.json): the same as
the notebooks say, and what an installed package (no tutorials folder) uses."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from puertorico_nb.rulings import exercises

ROOT = Path(__file__).resolve().parents[2]


def test_the_shipped_index_is_what_the_tutorials_say():
    fresh = exercises.tutorial_references(exercises.build_index(examples=None))
    shipped = json.loads(exercises.TUTORIAL_INDEX.read_text(encoding="utf-8"))
    assert shipped == fresh, "run: python tools/tutorial_index.py (make notebooks does)"
    assert len(shipped) > 20  # a real index, not an empty file


def test_without_a_tutorials_folder_the_shipped_index_is_used(monkeypatch, tmp_path):
    in_checkout = exercises.build_index()
    monkeypatch.setattr(exercises, "TUTORIALS", tmp_path / "no-tutorials-here")
    exercises.shipped_index.cache_clear()
    try:
        installed = exercises.shipped_index()
    finally:
        exercises.shipped_index.cache_clear()
    assert exercises.tutorial_references(installed) == exercises.tutorial_references(in_checkout)
    assert installed.for_rule("captain.largest-empty-ship") == in_checkout.for_rule("captain.largest-empty-ship")


def test_the_check_flags_a_stale_index(tmp_path, monkeypatch):
    result = subprocess.run([sys.executable, "tools/tutorial_index.py", "--check"], cwd=ROOT,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout
    import importlib.util
    spec = importlib.util.spec_from_file_location("tutorial_index", ROOT / "tools" / "tutorial_index.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    stale = tmp_path / "tutorial_index.json"
    stale.write_text("{}\n", encoding="utf-8")
    monkeypatch.setattr(tool, "TUTORIAL_INDEX", stale)
    assert tool.main(["--check"]) == 1
    assert tool.main([]) == 0 and json.loads(stale.read_text(encoding="utf-8"))
