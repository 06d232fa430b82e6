"""The pytest plugin, through pytest's own pytester: ruling files collected as one item per
ruling, readable failures, located format errors, what is and is not collected, the pytest11
entry point, and the project's shipped examples run through it."""
from __future__ import annotations

import json
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from puertorico_nb.rulings.exercises import EXAMPLES
from puertorico_nb.rulings.loader import find_files, read_file, rulings_of

from ruling_texts import MIXED, PASSING as GOOD

pytest_plugins = ["pytester"]

def plugin_registered() -> bool:
    return any(ep.value == "puertorico_nb.pytest_plugin" for ep in entry_points(group="pytest11"))


@pytest.fixture()
def run(pytester):
    """Run pytest in the pytester folder with the plugin loaded exactly once: through its entry
    point when the package is installed, else by module name."""
    def go(*args):
        extra = [] if plugin_registered() else ["-p", "puertorico_nb.pytest_plugin"]
        return pytester.runpytest("-p", "no:cacheprovider", *extra, *args)
    return go


def test_the_entry_point_is_declared():
    text = (Path(__file__).resolve().parents[2] / "pyproject.toml").read_text()
    assert '[project.entry-points.pytest11]\npuertorico_nb = "puertorico_nb.pytest_plugin"' in text


def test_one_item_per_ruling(pytester, run):
    pytester.makefile(".yaml", good=GOOD)
    pytester.mkdir("my_rulings")
    (pytester.path / "my_rulings" / "mixed.yaml").write_text(MIXED)
    pytester.makeini("[pytest]\nruling_paths = my_rulings\n")
    result = run("my_rulings", "good.yaml", "-v")
    result.assert_outcomes(passed=2, failed=2)
    result.stdout.fnmatch_lines([
        "my_rulings/mixed.yaml::ruling1 PASSED*",
        "my_rulings/mixed.yaml::ruling2 FAILED*",
        "my_rulings/mixed.yaml::ruling3 FAILED*",
        "good.yaml::ruling1 PASSED*",
    ])


def test_a_failure_reads_step_expected_actual_and_rule(pytester, run):
    (pytester.path / "mixed.yaml").write_text(MIXED)
    result = run("mixed.yaml")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines([
        "*mixed.yaml ruling 2: Wrong count*",
        "FAIL mixed.yaml #2 Wrong count step 2: expected players.0.doubloons = 9, got players.0.doubloons = 4*",
        "  step 2  expect  {players: {0: {doubloons: 9}}}  FAIL",
        "      expected  players.0.doubloons = 9",
        "      actual    players.0.doubloons = 4",
        "      rule      *",
        "*mixed.yaml ruling 3: The wharf is used once*",
        "ERROR mixed.yaml: ruling 3 \"The wharf is used once\", step 1: 'act' needs a mapping (got a list)",
    ])
    assert "Traceback" not in result.stdout.str()


def test_an_unreadable_file_named_on_the_command_line_is_one_failing_item(pytester, run):
    pytester.makefile(".yaml", broken="title: [unclosed\n")
    result = run("broken.yaml")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["ERROR broken.yaml: not valid YAML (line *"])


def test_by_default_only_named_files_and_configured_folders_are_ruling_files(pytester, run):
    pytester.makefile(".yaml", good=GOOD, config="name: not a ruling\n")
    pytester.makefile(".json", ruling='{"title": "J", "steps": [{"expect": {"turn": 0}}]}')
    (pytester.path / "captain.ruling.yaml").write_text(GOOD)
    (pytester.path / "mine").mkdir()
    (pytester.path / "mine" / "mixed.yaml").write_text(MIXED)
    listed = run(".", "--collect-only", "-q").stdout.str()
    assert "captain.ruling.yaml::ruling1" in listed
    assert "good.yaml" not in listed and "ruling.json" not in listed and "mixed.yaml" not in listed

    pytester.makeini("[pytest]\nruling_paths = mine\n")
    listed = run(".", "--collect-only", "-q").stdout.str()
    assert "mine/mixed.yaml::ruling3" in listed and "captain.ruling.yaml::ruling1" in listed
    assert "good.yaml" not in listed and "config.yaml" not in listed


def test_other_yaml_and_json_files_are_not_even_read(pytester, run, monkeypatch):
    from puertorico_nb.rulings import loader

    data = pytester.path / "data"
    data.mkdir()
    for k in range(50):
        (data / f"record{k}.json").write_text(json.dumps({"id": k, "steps": []}))
    (pytester.path / "captain.ruling.yaml").write_text(GOOD)
    read = []
    real = loader.read_file
    monkeypatch.setattr(loader, "read_file", lambda path, *a, **k: read.append(Path(path).name) or real(path, *a, **k))
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider", *([] if plugin_registered() else
                                          ["-p", "puertorico_nb.pytest_plugin"]), ".", "--collect-only", "-q")
    assert "captain.ruling.yaml::ruling1" in result.stdout.str()
    assert set(read) == {"captain.ruling.yaml"}  # the fifty data files were judged by their names alone


def test_auto_also_finds_files_holding_rulings(pytester, run):
    pytester.makefile(".yaml", good=GOOD, config="name: not a ruling\n", broken="{oops\n")
    pytester.makefile(".json", package='{"name": "x"}', ruling='{"title": "J", "steps": [{"expect": {"turn": 0}}]}')
    listed = run(".", "--collect-only", "-q", "--rulings=auto").stdout.str()
    assert "good.yaml::ruling1" in listed and "ruling.json::ruling1" in listed
    assert "config.yaml" not in listed and "package.json" not in listed and "broken.yaml" not in listed


def test_collection_modes(pytester, run):
    pytester.makefile(".yaml", good=GOOD, config="name: not a ruling\n")
    assert "config.yaml::ruling1" in run(".", "--collect-only", "-q", "--rulings=all").stdout.str()
    (pytester.path / "named.ruling.yaml").write_text(GOOD)
    run(".", "--collect-only", "-q", "--rulings=off").assert_outcomes()
    pytester.makeini("[pytest]\nrulings = off\n")
    assert "named.ruling.yaml" not in run(".", "--collect-only", "-q").stdout.str()


def test_keywords_select_rulings_by_title(pytester, run):
    (pytester.path / "mixed.yaml").write_text(MIXED)
    run("mixed.yaml", "-k", "Holds").assert_outcomes(passed=1, deselected=2)


def test_the_shipped_examples_run_through_the_plugin(pytester, run):
    pytester.makeini(f"[pytest]\nruling_paths = {EXAMPLES}\n")
    result = run(str(EXAMPLES), "-q")
    expected = sum(len(rulings_of(read_file(f).document)) for f in find_files(EXAMPLES))
    result.assert_outcomes(passed=expected)
