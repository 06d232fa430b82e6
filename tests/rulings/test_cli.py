"""`python -m puertorico_nb`: exit codes 0/1/2, the listing, --json, and the other commands."""
import json
import subprocess
import sys

import pytest

from ruling_texts import FAILING, MALFORMED, PASSING


def run(*args):
    return subprocess.run([sys.executable, "-m", "puertorico_nb", *map(str, args)],
                          capture_output=True, text=True, timeout=120)


@pytest.fixture
def files(tmp_path):
    for name, text in (("pass.yaml", PASSING), ("fail.yaml", FAILING), ("bad.yaml", MALFORMED)):
        (tmp_path / name).write_text(text)
    return tmp_path


def test_exit_0_when_every_ruling_holds(files):
    out = run("check", files / "pass.yaml")
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.splitlines() == [f"PASS {files / 'pass.yaml'} #1 The prospector takes a doubloon",
                                       "1 passed, 0 failed, 0 errors"]


def test_exit_1_when_a_step_fails(files):
    out = run("check", files / "fail.yaml", files / "pass.yaml")
    assert out.returncode == 1
    lines = out.stdout.splitlines()
    assert lines[1].startswith(f"FAIL {files / 'fail.yaml'} #2 Wrong count step 3: expected "
                               "players.0.doubloons = 9, got players.0.doubloons = 4 [prospector.privilege]")
    assert lines[-1] == "2 passed, 1 failed, 0 errors"


def test_exit_2_when_a_file_is_malformed(files):
    out = run("check", files)
    assert out.returncode == 2
    assert (f'ERROR {files / "bad.yaml"}: ruling 2 "The wharf is used once", step 3: '
            "'reject' needs a mapping (got a list)") in out.stdout.splitlines()
    assert out.stdout.splitlines()[-1] == "3 passed, 1 failed, 1 error"


def test_exit_2_for_a_missing_path_without_a_traceback(tmp_path):
    out = run("check", tmp_path / "missing.yaml")
    assert out.returncode == 2
    assert "no such file or folder" in out.stdout and "Traceback" not in out.stdout + out.stderr


def test_json_is_one_object_whatever_the_outcome(files):
    out = run("check", "--json", files)
    assert out.returncode == 2
    data = json.loads(out.stdout)
    assert (data["passed"], data["failed"], data["errors"]) == (3, 1, 1)
    failing = [r for r in data["rulings"] if not r["passed"] and r["failed_step"] == 3
               and r["expected"]]
    assert failing[0]["expected"] == {"players.0.doubloons": 9}
    assert failing[0]["actual"] == {"players.0.doubloons": 4}
    assert failing[0]["index"] == 1 and failing[0]["title"] == "Wrong count"


def test_rules_lists_matching_rules_with_citations():
    out = run("rules", "largest", "ship")
    assert out.returncode == 0
    assert "captain.largest-empty-ship" in out.stdout and "rulebook" in out.stdout


def test_schema_prints_the_schema():
    out = run("schema")
    assert json.loads(out.stdout)["$schema"].endswith("2020-12/schema")


def test_play_prints_scores():
    out = run("play", "--players", 3, "--games", 1, "--seed", 4)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("game 1 (seed 4") and "winner" in out.stdout


def test_play_names_the_bots_and_prints_each_bots_wins():
    out = run("play", "--bots", "coach,random,random", "--games", 2, "--seed", 0, "--game", "san_juan")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("game 1 (seed 0): coach (seat 1)")
    assert "coach wins 2/2 (100.0%)" in lines and "random wins 0/2 (0.0%)" in lines
    assert any(line.startswith("coach: median decision") for line in lines)


def test_play_refuses_an_unknown_bot_and_a_seat_count_that_disagrees():
    out = run("play", "--bots", "coach,oracle")
    assert out.returncode == 2 and "no bot called 'oracle'" in out.stderr
    out = run("play", "--players", 3, "--bots", "coach,random")
    assert out.returncode == 2 and "one per seat" in out.stderr


def test_bench_passes_its_options_on():
    out = run("bench", "--calls", "--games", 1, "--players", 3, "--sample-every", 50, "--repeat", 1)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("1 random 3-player games") and "decisions/s" in out.stdout


def test_bench_puts_the_loops_side_by_side():
    out = run("bench", "--games", 1, "--players", 3, "--repeat", 1)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("1 random 3-player games (seeds 0..0), 1 rounds")
    assert "ours: list all, pick, apply" in out.stdout and "ours: draw mode" in out.stdout
    assert "p99" in out.stdout


def test_unknown_options_are_usage_errors():
    assert run("play", "--bogus").returncode == 2
