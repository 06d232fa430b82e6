"""`python -m puertorico_nb rules [QUERY]` and `schema`, as a user runs them."""
from __future__ import annotations

import json
import subprocess
import sys

from puertorico_nb.core import catalogue
from puertorico_nb.rulebook import search_rules


def run(*args):
    return subprocess.run([sys.executable, "-m", "puertorico_nb", *map(str, args)], capture_output=True,
                          text=True, timeout=120)


def test_rules_by_building_lists_statements_and_each_citation():
    out = run("rules", "small_market")
    assert out.returncode == 0, out.stderr
    rule = catalogue.get("trader.small-market")
    assert rule.statement in out.stdout
    for c in rule.citations:
        assert f"- {c.book}, section {c.section}" in out.stdout
    assert out.stdout.rstrip().endswith(f"{len(search_rules('small_market'))} rules")


def test_rules_by_id_and_exercised():
    out = run("rules", "captain.largest-empty-ship", "--exercised")
    assert out.returncode == 0
    assert out.stdout.startswith("captain.largest-empty-ship\n")
    assert "ruling: captain_largest_ship.yaml #1" in out.stdout


def test_no_match_exits_1():
    out = run("rules", "xyzzy")
    assert out.returncode == 1 and "no rule matches" in out.stderr


def test_schema_is_the_shipped_schema():
    from puertorico_nb.rulings.loader import SCHEMA_PATH
    out = run("schema")
    assert json.loads(out.stdout) == json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


def test_course_starts_jupyterlab_as_root_with_allow_root(tmp_path, monkeypatch, capsys):
    # JupyterLab refuses root unless told, and a fresh container often runs as root: `course` says
    # so and adds --allow-root (once: a caller's own flag is kept as given)
    import subprocess

    from puertorico_nb import __main__ as cli
    started = []
    monkeypatch.setattr(cli.os, "geteuid", lambda: 0, raising=False)
    monkeypatch.setattr(subprocess, "call", lambda command, **_: started.append(command) or 0)
    assert cli.main(["course", str(tmp_path / "one")]) == 0
    assert started[-1].count("--allow-root") == 1 and "as root" in capsys.readouterr().out
    assert cli.main(["course", str(tmp_path / "two"), "--allow-root"]) == 0
    assert started[-1].count("--allow-root") == 1
    monkeypatch.setattr(cli.os, "geteuid", lambda: 1000, raising=False)
    assert cli.main(["course", str(tmp_path / "three")]) == 0
    assert "--allow-root" not in started[-1]
