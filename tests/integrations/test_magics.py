"""`%load_ext puertorico_nb` and the `%%ruling` cell magic, in a real IPython shell."""
from __future__ import annotations

import subprocess
import sys

import pytest

import IPython  # noqa: F401 (a missing test dependency fails the run)
from IPython.core.interactiveshell import InteractiveShell  # noqa: E402
from IPython.utils.capture import capture_output  # noqa: E402

from puertorico_nb.rulings.runner import check  # noqa: E402

PASSING = """\
title: The prospector takes a doubloon
steps:
  - act: {player: 0, choose_role: prospector}
  - expect: {players: {0: {doubloons: 4}}}
"""
FAILING = PASSING.replace("doubloons: 4", "doubloons: 5")
MALFORMED = """\
title: The wharf is used once
steps:
  - act: [player, 0]
"""


@pytest.fixture(scope="module")
def shell():
    ip = InteractiveShell.instance()
    result = ip.run_cell("%load_ext puertorico_nb")
    assert result.success
    yield ip


def run(shell, line, cell):
    with capture_output() as out:
        result = shell.run_cell(f"%%ruling {line}\n{cell}")
    return result, out


def test_a_passing_cell_shows_every_step(shell):
    result, out = run(shell, "", PASSING)
    assert result.success and result.error_in_exec is None
    text = out.stdout + "".join(o.data.get("text/plain", "") for o in out.outputs)
    assert "PASS <cell> #1 The prospector takes a doubloon" in text
    assert "step 1  act" in text and "step 2  expect" in text
    assert "1 passed, 0 failed, 0 errors" in text
    html = out.outputs[0].data["text/html"]
    assert "<table" in html and "prospector" in html


def test_a_failing_cell_shows_expected_actual_and_the_rule(shell):
    result, out = run(shell, "my_case -o report", FAILING)
    assert result.success  # a failing ruling is a verdict, not an exception
    text = out.outputs[0].data["text/plain"]
    assert "FAIL my_case #1" in text
    assert "expected  players.0.doubloons = 5" in text and "actual    players.0.doubloons = 4" in text
    assert "rule      " in text
    assert shell.user_ns["report"].exit_code == 1


def test_a_malformed_cell_gets_the_command_lines_located_message(shell, tmp_path):
    result, out = run(shell, "wharf.yaml", MALFORMED)
    assert result.success and result.error_in_exec is None
    text = out.outputs[0].data["text/plain"]
    assert "Traceback" not in text + out.stdout + out.stderr
    (tmp_path / "wharf.yaml").write_text(MALFORMED)
    cli = subprocess.run([sys.executable, "-m", "puertorico_nb", "check", "wharf.yaml"], cwd=tmp_path,
                         capture_output=True, text=True)
    assert cli.returncode == 2
    located = cli.stdout.splitlines()[0]
    assert located.startswith('ERROR wharf.yaml: ruling 1 "The wharf is used once", step 1:')
    assert located in text


@pytest.mark.parametrize("cell,words", [
    ("title: [unclosed\n", "not valid YAML (line"),
    ("# only a comment\n", "the cell is empty"),
    ("- just\n- a list\n", "holds a mapping"),
])
def test_unreadable_cells_are_said_not_raised(shell, cell, words):
    result, out = run(shell, "", cell)
    assert result.success
    text = out.outputs[0].data["text/plain"]
    assert words in text and text.startswith("ERROR <cell>")


def test_an_empty_cell_is_said():
    from puertorico_nb.magics import check_cell
    report = check_cell("  \n")
    assert report.exit_code == 2 and "the cell is empty" in report.text()


def test_json_cells_work_too(shell):
    result, out = run(shell, "", '{"title": "JSON", "steps": [{"expect": {"turn": 0}}]}')
    assert "PASS <cell> #1 JSON" in out.outputs[0].data["text/plain"]


def test_the_line_magic_checks_files(shell, tmp_path):
    (tmp_path / "a.yaml").write_text(PASSING)
    with capture_output() as out:
        shell.run_line_magic("ruling", str(tmp_path))
    assert "1 passed, 0 failed, 0 errors" in out.outputs[0].data["text/plain"]


def test_a_bad_line_is_said(shell):
    result, out = run(shell, "-o 3x", PASSING)
    assert result.success and "-o needs a variable name" in out.stdout


def test_the_report_matches_check(shell):
    shell.run_cell(f"%%ruling -o same\n{PASSING}")
    assert shell.user_ns["same"].to_dict() == {**check(PASSING, name="<cell>").to_dict()}
