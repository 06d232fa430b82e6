"""Issue 16, points 8 to 12, 16 and the empty path of 17: whatever file, folder or object
``check`` is handed, it answers with a report (exit 2 and a message naming the file and what is
wrong), never a traceback, a hang or an exhausted memory."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from puertorico_nb import Game, check
from puertorico_nb.__main__ import main

from .strategies import fuzz

HOLDS = """\
title: The prospector takes a doubloon
steps:
  - act: {player: 0, choose_role: prospector}
  - expect: {players: {0: {doubloons: 4}}}
"""


def _cli(capsys, *args) -> tuple[int, str]:
    code = main([*map(str, args)])
    out = capsys.readouterr()
    return code, out.out + out.err


def _one_error(report, *words) -> str:
    assert report.exit_code == 2
    message = " ".join(r.message or "" for r in report.rulings)
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"
    return message


def _billion_laughs(levels: int = 8, width: int = 9) -> str:
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for k in range(1, levels + 1):
        refs = ", ".join(f"*a{k - 1}" for _ in range(width))
        lines.append(f"a{k}: &a{k} [{refs}]")
    lines.append(f"steps: *a{levels}")
    return "\n".join(lines) + "\n"


# -- point 8: numbers too long to read, nesting too deep ----------------------------------------------
@pytest.mark.parametrize("text, suffix", [
    ("players: " + "9" * 5000 + "\nsteps: []\n", ".yaml"),
    ('{"players": ' + "9" * 5000 + ', "steps": []}', ".json"),
    ("players: " + "9" * 4000 + "\nsteps: []\n", ".yaml"),
    ("title: x\nseed: " + "7" * 4000 + "\nsteps: []\n", ".yaml"),
    ("steps: " + "[" * 20000 + "]" * 20000 + "\n", ".yaml"),
    ('{"steps": ' + "[" * 20000 + "]" * 20000 + "}", ".json"),
    ("steps:\n" + "".join("  " * k + "- \n" for k in range(3000)), ".yaml"),
    ("steps: " + "{a: " * 20000 + "1" + "}" * 20000 + "\n", ".yaml"),
], ids=["long-int-yaml", "long-int-json", "4000-digits", "long-seed", "deep-yaml", "deep-json",
        "deep-block", "deep-mapping"])
def test_a_file_too_long_or_too_deep_to_read_is_a_located_error(tmp_path, capsys, text, suffix):
    path = tmp_path / f"ruling{suffix}"
    path.write_text(text)
    code, out = _cli(capsys, "check", path)
    assert code == 2 and "Traceback" not in out and path.name in out


def test_a_ruling_cell_too_deep_to_read_shows_a_message_not_a_traceback():
    from puertorico_nb.magics import check_cell
    for cell in ("steps: " + "[" * 20000 + "]" * 20000, "players: " + "9" * 5000):
        report = check_cell(cell)
        _one_error(report, "<cell>")


@pytest.mark.parametrize("value", [{"players": int("9" * 4000), "steps": []},
                                   {"steps": [{"act": {"player": 0, "choose_role": "x" * 10}}] * 3,
                                    "setup": {"governor": 10**4000}}])
def test_a_mapping_with_huge_numbers_is_a_located_error(value):
    _one_error(check(value))


def test_a_mapping_nested_too_deep_is_a_located_error():
    deep: list = []
    for _ in range(20000):
        deep = [deep]
    _one_error(check({"title": "deep", "steps": deep}))
    _one_error(check({"title": "deep", "steps": [{"act": deep}]}))


# -- point 9: aliases that expand a small file into billions of values -------------------------------
def test_a_billion_laughs_file_is_refused_before_it_is_expanded(tmp_path, capsys):
    path = tmp_path / "lol.yaml"
    path.write_text(_billion_laughs())
    assert path.stat().st_size < 1000
    code, out = _cli(capsys, "check", path)
    assert code == 2 and "lol.yaml" in out and "values" in out


def test_a_file_that_refers_to_itself_is_refused(tmp_path, capsys):
    path = tmp_path / "loop.yaml"
    path.write_text("steps: &s [*s]\n")
    code, out = _cli(capsys, "check", path)
    assert code == 2 and "loop.yaml" in out


def test_aliases_that_stay_small_still_work(tmp_path, capsys):
    path = tmp_path / "anchors.yaml"
    path.write_text("rulings:\n  - &r\n" + "".join("    " + line + "\n" for line in HOLDS.splitlines())
                    + "  - *r\n")
    code, out = _cli(capsys, "check", path)
    assert code == 0, out


# -- point 10: a size limit, and the flag that raises it ---------------------------------------------
def test_a_file_over_the_size_limit_is_refused_and_the_flag_raises_the_limit(tmp_path, capsys):
    path = tmp_path / "big.yaml"
    path.write_text(HOLDS + "# " + "x" * 3000 + "\n")
    code, out = _cli(capsys, "check", "--max-file-size", "2000", path)
    assert code == 2 and "big.yaml" in out and "--max-file-size" in out
    code, out = _cli(capsys, "check", "--max-file-size", "4k", path)
    assert code == 0, out


def test_the_default_size_limit_refuses_a_huge_flow_list_fast(tmp_path, capsys):
    path = tmp_path / "huge.json"
    with path.open("w") as f:
        f.write('{"title": "huge", "steps": [')
        f.write('{"expect": {"turn": 0}},' * 400_000)
        f.write('{"expect": {"turn": 0}}]}')
    assert path.stat().st_size > 9_000_000
    code, out = _cli(capsys, "check", path)
    assert code == 2 and "huge.json" in out and "--max-file-size" in out


def test_many_values_in_a_small_file_are_refused_too(tmp_path, capsys):
    path = tmp_path / "many.json"
    path.write_text('{"title": "many", "steps": [' + ",".join(["0"] * 600_000) + "]}")
    code, out = _cli(capsys, "check", path)
    assert code == 2 and "many.json" in out


def test_the_ruling_file_reference_documents_the_size_flag():
    from pathlib import Path
    reference = (Path(__file__).resolve().parents[2] / "docs" / "ruling-files.md").read_text(encoding="utf-8")
    assert "--max-file-size" in reference


# -- point 11: only regular files are read --------------------------------------------------------------
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX feature")
def test_a_named_pipe_is_never_opened(tmp_path):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    (tmp_path / "good.yaml").write_text(HOLDS)
    # a separate process, so that a regression hangs that process, not the test run
    run = lambda *paths: subprocess.run([sys.executable, "-m", "puertorico_nb", "check", *map(str, paths)],
                                        capture_output=True, text=True, timeout=120)
    direct = run(fifo)
    assert direct.returncode == 2 and "pipe.yaml" in direct.stdout and "regular file" in direct.stdout
    folder = run(tmp_path)
    assert folder.returncode == 0, folder.stdout  # the pipe in a folder is skipped: not a ruling file


# -- point 12 and the empty path of point 17: what check accepts ----------------------------------------
@pytest.mark.parametrize("target", [b"title: x\nsteps: []\n", bytearray(b"title: x"), ["a.yaml", None],
                                    [b"a.yaml"], 7, None, 1.5, [["a.yaml"]], {1, 2}])
def test_check_says_what_it_accepts(target):
    message = _one_error(check(target))
    assert "path" in message and "mapping" in message


@pytest.mark.parametrize("target", ["", "   "])
def test_an_empty_path_is_named_as_empty(target, capsys):
    _one_error(check(target), "empty")
    code, out = _cli(capsys, "check", target)
    assert code == 2 and "empty" in out


# -- point 16: what a recording writes always checks ----------------------------------------------------
@pytest.mark.parametrize("title", [["x"], 7, {"a": 1}, True])
def test_a_record_request_with_a_title_that_is_not_text_records_nothing_false(title):
    from puertorico_nb.widgets import TableWidget
    table = TableWidget(Game(players=3, seed=1))
    table.handle_message({"type": "record", "title": title})
    if table.recorded:
        assert check(table.recorded).exit_code == 0
    else:
        assert "title" in table.message


@fuzz(30)
@given(title=st.text(max_size=40))
def test_any_text_title_records_a_ruling_that_checks(title):
    from puertorico_nb.rulings.loader import parse_yaml
    from puertorico_nb.rulings.record import to_yaml
    game = Game(players=4, seed=1)
    game.apply({"player": 0, "choose_role": "prospector"})
    text = to_yaml(game, title=title)
    report = check(text)
    assert report.exit_code == 0, report.text()
    if title.strip():
        assert parse_yaml(text)["title"] == title


# -- the property behind point 8: any document, a report and never a traceback ------------------------
VOCABULARY = ["act", "reject", "expect", "because", "players", "setup", "steps", "rulings", "title", "game",
              "expansions", "buildings", "seed", "governor", "supply", "colonists", "goods", "city", "island",
              "san_juan", "ships", "capacity", "roles", "roles_taken", "hand", "tiles", "turn", "phase", "vp",
              "doubloons", "player", "choose_role", "build", "pay", "pass", "options", "edition", 0, 1, 2]
LEAVES = (st.none() | st.booleans() | st.integers(-3, 6) | st.sampled_from(["mayor", "san_juan", "corn", "smithy",
                                                                             "prospector", "builder", "x", ""]))


def _documents():
    values = st.recursive(LEAVES, lambda inner: st.lists(inner, max_size=3)
                          | st.dictionaries(st.sampled_from(VOCABULARY), inner, max_size=4), max_leaves=25)
    steps = st.lists(st.dictionaries(st.sampled_from(["act", "reject", "expect", "because"]), values,
                                     min_size=1, max_size=2), max_size=4)
    ruling = st.fixed_dictionaries({"title": st.text(max_size=10) | values, "steps": steps},
                                   optional={"players": st.integers(1, 6) | values,
                                             "game": st.sampled_from(["puerto_rico", "san_juan", "chess"]),
                                             "setup": values, "expansions": values, "seed": values})
    return ruling | st.fixed_dictionaries({"rulings": st.lists(ruling, max_size=2)}) | values


@fuzz(60)
@given(document=_documents())
def test_any_ruling_document_gets_a_report_never_a_traceback(document):
    report = check(document if isinstance(document, dict) else {"rulings": document})
    assert report.exit_code in (0, 1, 2)
    assert all(r.message or r.passed for r in report.rulings)
    text = json.dumps(document, default=str)
    assert check(text).exit_code in (0, 1, 2)  # the same as text (JSON is YAML)


# -- a ruling's position is held to what a save must hold ---------------------------------------------
def test_a_ruling_position_beyond_the_box_is_a_located_error():
    quarries = [{"quarry": 1}] * 3
    ruling = {"title": "twelve quarries", "players": 4,
              "setup": {"players": {p: {"island": quarries} for p in range(4)}},
              "steps": [{"expect": {"turn": 0}}]}
    message = _one_error(check(ruling), "quarries")
    assert "setup" in message


def test_colonists_a_setup_places_beyond_the_box_come_out_of_the_supply():
    # five players: the normal supply and ship already hold all 100 colonists of the box
    ruling = {"title": "five players, colonists placed", "players": 5,
              "setup": {"players": {p: {"island": [{"corn": 1}]} for p in range(5)}},
              "steps": [{"expect": {"supply": {"colonists": 95 - 5}}}]}
    report = check(ruling)
    assert report.exit_code == 0, report.text()


def test_a_supply_not_given_keeps_the_normal_count_while_the_box_holds_enough():
    # four players: 75 in the supply and 4 on the ship leave 21 colonists of the box to place
    ruling = {"title": "four players, colonists placed", "players": 4,
              "setup": {"players": {p: {"island": [{"corn": 1}], "san_juan": 2} for p in range(4)}},
              "steps": [{"expect": {"supply": {"colonists": 75}}}]}
    report = check(ruling)
    assert report.exit_code == 0, report.text()


@pytest.mark.parametrize("title", ["0\x85", "a\u2028b", "bell\x07", "tab\there", "\ufeffx", "yes"])
def test_a_title_with_line_separators_or_control_characters_records_exactly(title):
    from puertorico_nb.rulings.loader import parse_yaml
    from puertorico_nb.rulings.record import to_yaml
    game = Game(players=4, seed=1)
    text = to_yaml(game, title=title)
    assert parse_yaml(text)["title"] == title
    assert check(text).exit_code == 0
