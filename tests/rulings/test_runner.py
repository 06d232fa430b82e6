"""Running rulings: passes, failing steps, wrongly accepted rejects, `because`, reports."""
import pytest

import puertorico_nb
from puertorico_nb.rulings.report import CheckReport, RulingResult

PROSPECTOR = {"title": "Choosing the prospector earns a doubloon",
              "steps": [{"act": {"player": 0, "choose_role": "prospector"}},
                        {"expect": {"players": {0: {"doubloons": 4}}, "turn": 1}}]}


def one(report: CheckReport) -> RulingResult:
    assert len(report) == 1, report.text()
    return report.rulings[0]


def test_a_ruling_that_holds():
    report = puertorico_nb.check(PROSPECTOR)
    assert (report.passed, report.failed, report.errors, report.exit_code) == (1, 0, 0, 0)
    r = one(report)
    assert r.passed and r.failed_step is None
    assert [s.status for s in r.steps] == ["pass", "pass"]


def test_yaml_text_and_collections_are_accepted():
    report = puertorico_nb.check("rulings:\n  - title: a\n    steps:\n      - expect: {turn: 0}\n"
                                 "  - title: b\n    steps:\n      - expect: {turn: 0, phase: role_choice}\n")
    assert report.passed == 2 and [r.index for r in report] == [0, 1]


def test_a_failing_expect_reports_expected_actual_and_rule():
    ruling = {"title": "Wrong count", "steps": [
        {"act": {"player": 0, "choose_role": "prospector"}},
        {"expect": {"players": {0: {"doubloons": 9, "vp": 0}}, "phase": "role_choice"}},
        {"expect": {"turn": 1}}]}
    report = puertorico_nb.check(ruling)
    r = one(report)
    assert not r.passed and not r.error and report.exit_code == 1
    assert r.failed_step == 2
    assert r.expected == {"players.0.doubloons": 9}
    assert r.actual == {"players.0.doubloons": 4}
    assert r.rule == "prospector.privilege"  # the rule that paid the doubloon, not the role choice's
    assert [s.status for s in r.steps] == ["pass", "fail", "not run"]
    assert "step 2: expected players.0.doubloons = 9, got players.0.doubloons = 4 [prospector.privilege]" in r.line()


def test_a_failed_expect_names_no_rule_when_no_move_touched_the_field():
    ruling = {"title": "Wrong count", "steps": [
        {"act": {"player": 0, "choose_role": "prospector"}},
        {"expect": {"players": {1: {"doubloons": 9}}}}]}
    r = one(puertorico_nb.check(ruling))
    assert r.failed_step == 2 and r.rule is None  # seat 1's doubloons: nothing since set-up changed them
    assert r.line().endswith("got players.1.doubloons = 3")


def test_an_illegal_act_fails_with_the_rule():
    r = one(puertorico_nb.check({"title": "Out of turn",
                                 "steps": [{"act": {"player": 1, "choose_role": "mayor"}}]}))
    assert not r.passed and r.failed_step == 1
    assert r.rule == "turn.not-your-turn"
    assert (r.expected, r.actual.split(":")[0]) == ("legal", "illegal")


def test_a_reject_that_is_accepted_fails():
    r = one(puertorico_nb.check({"title": "Accepted wrongly",
                                 "steps": [{"reject": {"player": 0, "choose_role": "mayor"}}]}))
    assert not r.passed and not r.error and r.failed_step == 1
    assert (r.expected, r.actual) == ("illegal", "legal")
    assert "was accepted" in r.message


def test_a_reject_passes_and_leaves_the_position_as_it_was():
    ruling = {"title": "Out of turn", "steps": [
        {"reject": {"player": 2, "choose_role": "mayor"}, "because": "turn"},
        {"reject": {"player": 2, "choose_role": "mayor"}, "because": "NOT-YOUR"},  # any case
        {"act": {"player": 0, "choose_role": "mayor"}}]}
    r = one(puertorico_nb.check(ruling))
    assert r.passed, r.line()
    assert r.steps[0].rule == "turn.not-your-turn"


def test_because_must_match_the_rule_or_the_message():
    ruling = {"title": "Wrong reason", "steps": [
        {"reject": {"player": 2, "choose_role": "mayor"}, "because": "largest"}]}
    r = one(puertorico_nb.check(ruling))
    assert not r.passed and not r.error and r.failed_step == 1
    assert r.rule == "turn.not-your-turn"
    assert "largest" in r.expected and "another reason" in r.message


def test_a_malformed_action_is_a_file_error_not_a_pass():
    report = puertorico_nb.check({"title": "Nonsense", "steps": [
        {"reject": {"player": 0, "fly": "away"}}]})
    r = one(report)
    assert r.error and not r.passed and report.exit_code == 2 and report.errors == 1
    assert r.failed_step == 1 and r.message.startswith('<mapping>: ruling 1 "Nonsense", step 1: ')


def test_setup_errors_are_reported_like_format_errors():
    report = puertorico_nb.check({"title": "No such building",
                                  "setup": {"players": {0: {"city": ["harbour"]}}},
                                  "steps": [{"expect": {"turn": 0}}]})
    r = one(report)
    assert r.error and report.errors == 1 and report.exit_code == 2
    assert r.message.startswith('<mapping>: ruling 1 "No such building": \'setup.players.0.city')


@pytest.mark.parametrize("nobles", [{"players": {0: {"san_juan": {"colonists": 1, "nobles": 1}}}},
                                    {"players": {1: {"island": [{"corn": {"nobles": 1}}]}}},
                                    {"colonist_ship": {"colonists": 3, "nobles": 1}}])
def test_nobles_outside_a_nobles_game_are_refused_at_setup(nobles):
    # the engine counts nobles only in a Nobles game, so a position with them elsewhere is refused
    report = puertorico_nb.check({"title": "Stray noble", "setup": nobles, "steps": [{"expect": {"turn": 0}}]})
    r = one(report)
    assert r.error and report.exit_code == 2
    assert "nobles are in play only with the nobles expansion" in r.message
    allowed = puertorico_nb.check({"title": "Noble at home", "expansions": ["nobles"], "setup": nobles,
                                   "steps": [{"expect": {"turn": 0}}]})
    assert not one(allowed).error, one(allowed).message


def test_json_shape_is_the_contracts():
    report = puertorico_nb.check({"rulings": [PROSPECTOR, {"title": "bad", "steps": [{"act": []}]}]})
    data = report.to_dict()
    assert list(data) == ["passed", "failed", "errors", "rulings"]
    assert (data["passed"], data["failed"], data["errors"]) == (1, 0, 1)
    for entry in data["rulings"]:
        assert list(entry) == ["file", "index", "title", "passed", "failed_step", "expected",
                               "actual", "rule", "message"]


def test_the_html_report_escapes_everything():
    ruling = {"title": "<script>alert(1)</script>", "source": "<b>book</b>", "steps": [
        {"act": {"player": 0, "choose_role": "prospector"}},
        {"expect": {"players": {0: {"doubloons": 9}}}}]}
    html = puertorico_nb.check(ruling)._repr_html_()
    assert "<script>" not in html and "&lt;script&gt;" in html and "&lt;b&gt;book" in html
    assert "FAIL" in html and "players.0.doubloons" in html


def test_a_missing_path_is_an_error_not_an_exception(tmp_path):
    report = puertorico_nb.check(tmp_path / "nowhere.yaml")
    assert report.errors == 1 and "no such file or folder" in report.rulings[0].message


@pytest.mark.parametrize("target", [42, None])
def test_other_inputs_are_refused_politely(target):
    assert puertorico_nb.check(target).exit_code == 2


def test_errors_count_files_and_every_bad_ruling_is_listed(tmp_path):
    from puertorico_nb import check
    bad = tmp_path / "two_bad.yaml"
    bad.write_text("rulings:\n"
                   "  - {title: one, players: 9, steps: []}\n"
                   "  - {title: two, players: 4, setup: {players: {0: {city: [no_such_building]}}}, steps: []}\n")
    good = tmp_path / "good.yaml"
    good.write_text("title: fine\nplayers: 3\nsteps:\n  - expect: {phase: role_choice, turn: 0}\n")
    report = check(str(tmp_path))
    data = report.to_dict()
    assert (data["passed"], data["failed"], data["errors"]) == (1, 0, 1)
    bad_entries = [r for r in data["rulings"] if r["file"].endswith("two_bad.yaml")]
    assert len(bad_entries) == 2 and not any(r["passed"] for r in bad_entries)
    assert report.exit_code == 2


def test_expect_compares_true_and_1_as_different_values():
    from puertorico_nb import check
    from puertorico_nb.rulings.position import build_game, expect_mismatches
    game = build_game({"players": 3})
    assert [m.path for m in expect_mismatches(game, {"game_over": 0})] == ["game_over"]
    assert expect_mismatches(game, {"game_over": False}) == []
    # in a file the schema already refuses a number where a yes/no belongs
    assert check({"title": "types", "players": 3, "steps": [{"expect": {"game_over": 0}}]}).exit_code == 2
