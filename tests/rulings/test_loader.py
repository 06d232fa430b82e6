"""Reading ruling files: YAML 1.2 core booleans, JSON, folders, and unreadable files."""
import json

from puertorico_nb.rulings import loader


def test_on_stays_a_string_key():
    assert loader.parse_yaml("on: 7") == {"on": 7}


def test_yes_no_on_off_stay_strings():
    doc = loader.parse_yaml("a: yes\nb: no\nc: on\nd: off\ne: y\nf: n\ng: Yes\nh: OFF")
    assert doc == {"a": "yes", "b": "no", "c": "on", "d": "off", "e": "y", "f": "n",
                   "g": "Yes", "h": "OFF"}


def test_true_and_false_are_booleans_in_every_core_spelling():
    doc = loader.parse_yaml("[true, True, TRUE, false, False, FALSE]")
    assert doc == [True, True, True, False, False, False]
    assert all(type(v) is bool for v in doc)


def test_the_ship_action_reads_as_written():
    doc = loader.parse_yaml("act: {player: 0, ship: sugar, on: 7}")
    assert doc == {"act": {"player": 0, "ship": "sugar", "on": 7}}


def test_numbers_read_as_yaml_1_2():
    # 1.2: 0o17 is octal, a leading zero is decimal, 1:20 is a word (1.1 made it 80)
    assert loader.parse_yaml("a: 0o17\nb: 017\nc: 1:20") == {"a": 15, "b": 17, "c": "1:20"}


def test_a_key_written_twice_is_a_located_problem_not_a_silent_overwrite():
    source = loader.read_text("title: t\nplayers: 3\nplayers: 4\nsteps: []\n", "twice.yaml")
    assert source.document is None
    assert source.problem.message.startswith("twice.yaml: not valid YAML (line 3, column 1: ")
    assert "duplicate key" in source.problem.message


def test_tags_build_no_objects():
    source = loader.read_text("!!python/object/apply:os.system [echo hi]", "tag.yaml")
    assert source.problem is not None and "not valid YAML" in source.problem.message


def test_other_scalars_still_resolve():
    assert loader.parse_yaml("a: 3\nb: 1.5\nc: ~\nd: null\ne: text") == \
        {"a": 3, "b": 1.5, "c": None, "d": None, "e": "text"}


def test_json_files_are_read_as_json(tmp_path):
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"title": "t", "steps": [{"act": {"player": 0, "pass": True}}]}))
    source = loader.read_file(path)
    assert source.problem is None
    assert source.document["steps"][0]["act"]["pass"] is True


def test_folders_are_searched_recursively_for_ruling_files(tmp_path):
    (tmp_path / "a").mkdir()
    for name in ("one.yaml", "a/two.yml", "a/three.json", "notes.txt", "a/.hidden.yaml"):
        (tmp_path / name).write_text("{}")
    found = sorted(p.relative_to(tmp_path).as_posix() for p in loader.find_files(tmp_path))
    assert found == ["a/three.json", "a/two.yml", "one.yaml"]


def test_unreadable_files_are_problems_not_exceptions(tmp_path):
    (tmp_path / "bad.yaml").write_text("title: x\nsteps: [\n")
    (tmp_path / "bad.json").write_text("{]")
    (tmp_path / "empty.yaml").write_text("")
    (tmp_path / "list.yaml").write_text("- 1\n")
    messages = {}
    for source in loader.iter_sources([tmp_path, tmp_path / "missing.yaml"]):
        checked = loader.validate(source)
        assert not checked.rulings
        [problem] = checked.problems
        messages[source.name.rsplit("/", 1)[-1]] = problem.message
    assert "not valid YAML (line 3" in messages["bad.yaml"]
    assert "not valid JSON" in messages["bad.json"]
    assert "empty" in messages["empty.yaml"]
    assert "not a list" in messages["list.yaml"]
    assert "no such file" in messages["missing.yaml"]
