"""Format errors name the file, the ruling (number and title), the step and the key."""
import json

import jsonschema
import pytest

from puertorico_nb.rulings import loader

GOOD_STEP = "      - act: {player: 0, choose_role: prospector}\n"


def problems(tmp_path, text, name="captain.yaml"):
    path = tmp_path / name
    path.write_text(text)
    source = loader.read_file(path, name)
    return loader.validate(source)


def test_the_schema_is_valid_draft_2020_12():
    schema = loader.schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(schema)


def test_a_step_that_is_not_a_mapping_names_file_ruling_step_and_key(tmp_path):
    checked = problems(tmp_path, (
        "rulings:\n"
        "  - title: The first ruling\n    steps:\n" + GOOD_STEP +
        "  - title: The wharf works once per phase\n    steps:\n" + GOOD_STEP + GOOD_STEP +
        "      - reject: [player, 0]\n"))
    [problem] = checked.problems
    assert problem.message == ('captain.yaml: ruling 2 "The wharf works once per phase", step 3: '
                               "'reject' needs a mapping (got a list)")
    assert (problem.index, problem.step, problem.key) == (1, 3, "reject")
    assert [i for i, _ in checked.rulings] == [0]  # the good ruling still runs


def test_a_step_needs_exactly_one_of_act_reject_expect(tmp_path):
    checked = problems(tmp_path, "title: Two at once\nsteps:\n"
                                 "  - act: {player: 0, pass: true}\n    expect: {turn: 1}\n")
    [problem] = checked.problems
    assert "step 1: a step is exactly one of act, reject, expect (found act, expect)" in problem.message


def test_because_only_with_reject(tmp_path):
    checked = problems(tmp_path, "title: t\nsteps:\n"
                                 "  - act: {player: 0, pass: true}\n    because: largest\n")
    assert "step 1: 'because' is only allowed on a reject step" in checked.problems[0].message


def test_unknown_ruling_key_is_named(tmp_path):
    checked = problems(tmp_path, "title: t\ncolour: red\nsteps:\n" + GOOD_STEP.lstrip().join(["  ", ""]))
    assert "unknown key 'colour'" in checked.problems[0].message


def test_setup_keys_are_type_checked_with_their_path(tmp_path):
    checked = problems(tmp_path, "title: t\nsetup:\n  players:\n    0: {goods: {corn: lots}}\n"
                                 "steps:\n" + GOOD_STEP.replace("      ", "  "))
    [problem] = checked.problems
    assert problem.message.startswith('captain.yaml: ruling 1 "t": ')
    assert "'setup.players.0.goods.corn' needs a whole number (got a string)" in problem.message


def test_setup_and_expect_allow_keys_the_schema_does_not_know(tmp_path):
    checked = problems(tmp_path, "title: t\nsetup: {future_key: 1}\nsteps:\n"
                                 "  - expect: {another_future_key: [1]}\n")
    assert not checked.problems


def test_description_and_source_are_allowed(tmp_path):
    checked = problems(tmp_path, "title: t\ndescription: why\nsource: the book\nsteps:\n"
                                 "  - expect: {turn: 0}\n")
    assert not checked.problems and len(checked.rulings) == 1


def test_action_needs_a_player(tmp_path):
    checked = problems(tmp_path, "title: t\nsteps:\n  - act: {choose_role: mayor}\n")
    assert "step 1: 'player' is missing in 'act'" in checked.problems[0].message


def test_players_out_of_range(tmp_path):
    checked = problems(tmp_path, "title: t\nplayers: 6\nsteps:\n  - expect: {turn: 0}\n")
    assert "'players' must be at most 5 (got 6)" in checked.problems[0].message
    checked = problems(tmp_path, "title: t\ngame: san_juan\nplayers: 5\nsteps:\n  - expect: {turn: 0}\n")
    assert "'players' must be at most 4 (got 5)" in checked.problems[0].message


def test_a_broken_collection_runs_nothing(tmp_path):
    checked = problems(tmp_path, "rulings: {title: t}\n")
    assert not checked.rulings
    assert checked.problems[0].message == "captain.yaml: 'rulings' needs a list (got a mapping)"


@pytest.mark.parametrize("name", ["ok.yaml", "ok.json"])
def test_json_and_yaml_validate_alike(tmp_path, name):
    doc = {"title": "t", "players": 3, "steps": [{"reject": {"player": 1, "choose_role": "mayor"},
                                                  "because": "turn"}]}
    text = json.dumps(doc)
    assert not problems(tmp_path, text, name).problems
