"""WalkthroughWidget and ScoreSheet without a browser, and the narration they show."""
from __future__ import annotations

import random
from pathlib import Path


import anywidget  # noqa: F401 (needed by what this module drives)

from puertorico_nb.games.puerto_rico import Game  # noqa: E402
from puertorico_nb.games.puerto_rico.render.narrate import narrate  # noqa: E402
from puertorico_nb.rulings.position import build_game  # noqa: E402
from puertorico_nb.widgets import ScoreSheet, WalkthroughWidget  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[2] / "puertorico_nb" / "rulings" / "examples"
NAMES = ["Ana", "Bo", "Cy", "Dee"]


def test_walkthrough_of_the_books_captain_example():
    w = WalkthroughWidget(EXAMPLES / "captain_worked_example.yaml", names=NAMES)
    assert w.kind == "walkthrough" and "captain" in w.title.lower()
    assert w.step == 0 and w.view["phase"] == "role_choice"
    assert all(f["ok"] for f in w.frames)
    kinds = [f["kind"] for f in w.frames]
    assert kinds[0] == "start" and {"act", "reject", "expect"} <= set(kinds)
    first_load = next(k for k, f in enumerate(w.frames) if f["narration"].startswith("Ana loads"))
    w.jump(first_load)
    frame = w.frames[w.step]
    assert frame["narration"] == "Ana loads 6 sugar on the 7-ship, +6 points, +1 point for the captain’s privilege."
    assert frame["rule"] == "captain.largest-empty-ship" and "rulebook" in frame["citation"]
    assert w.view["ships"][2] == {"capacity": 7, "good": "sugar", "count": 6, "free": 1}
    assert w.view["actions"] == []  # a picture to look at, not to play on
    refused = next(f for f in w.frames if f["kind"] == "reject")
    assert "refused" in refused["narration"] and refused["rule"] == "captain.largest-empty-ship"


def test_walkthrough_steps_stay_in_range():
    w = WalkthroughWidget(EXAMPLES / "captain_worked_example.yaml")
    w.back()
    assert w.step == 0
    w.jump(10_000)
    assert w.step == len(w.frames) - 1 and w.view["phase"] == "role_choice"
    w.step = 1  # what the front end's slider does
    assert w.view["phase"] == "captain"


def test_walkthrough_of_a_ruling_mapping_flags_a_wrong_expectation():
    ruling = {"title": "t", "players": 3, "steps": [
        {"act": {"player": 0, "choose_role": "builder"}},
        {"expect": {"phase": "mayor"}},
        {"reject": {"player": 0, "build": "small_market"}},
    ]}
    w = WalkthroughWidget(ruling)
    assert [f["ok"] for f in w.frames] == [True, True, False, False]
    assert "Check failed" in w.frames[2]["narration"]
    assert "expected a refusal" in w.frames[3]["narration"]


def test_walkthrough_of_a_played_game_replays_its_log():
    game = Game(players=3, seed=9)
    rng = random.Random(9)
    for _ in range(30):
        game.apply(game.legal_actions().random(rng))
    w = WalkthroughWidget(game)
    assert len(w.frames) == 31
    w.jump(30)
    assert w.view["players"][0]["doubloons"] == game.state.players[0].doubloons
    assert w.view["round"] == game.state.round and w.view["phase"] == game.phase
    assert w.to_html().count('class="prnb ') == 1


def test_narration_merges_what_belongs_together():
    game = build_game({"players": 3, "setup": {"colonist_ship": 3}})
    text = narrate(game.apply({"player": 0, "choose_role": "mayor"}), NAMES)
    assert text == ("Ana chooses the mayor; Ana takes the mayor’s extra colonist from the supply; "
                    "colonists from the ship: 1 to Ana, 1 to Bo, 1 to Cy.")


def test_score_sheet_rows_and_fallback():
    game = build_game({"players": 3, "setup": {"players": {1: {
        "vp": 5, "doubloons": 2, "goods": {"corn": 1},
        "city": [{"guild_hall": 1}, {"indigo_plant": 2}, {"fortress": 1}],
        "island": [{"corn": 1}, {"indigo": 1}, {"quarry": 1}], "san_juan": 2}}}})
    sheet = ScoreSheet(game, names=["Ana", "<b>Bo</b>", "Cy"])
    bo = sheet.rows[1]
    assert bo["chips"] == 5 and bo["buildings"] == 4 + 2 + 4
    assert {b["building"]: b["points"] for b in bo["bonuses"]} == {"guild_hall": 2, "fortress": 3}  # 9 colonists // 3
    assert bo["total"] == 5 + 10 + 5 and bo["tie_break"] == 3
    assert not sheet.final and not any(r["winner"] for r in sheet.rows)
    html = sheet.to_html()
    assert "<svg" in html and "&lt;b&gt;Bo&lt;/b&gt;" in html and "<b>Bo</b>" not in html
    assert sheet._repr_html_() == html


def test_score_sheet_of_a_finished_game_marks_the_winner():
    game = Game(players=3, seed=2)
    rng = random.Random(2)
    while not game.game_over:
        game.apply(game.legal_actions().random(rng))
    sheet = ScoreSheet(game)
    assert sheet.final
    assert [r["seat"] for r in sheet.rows if r["winner"]] == game.winners()


def test_ruling_report_wraps_the_runner():
    from puertorico_nb.widgets import RulingReport

    ruling = {"title": "<i>t</i>", "players": 3, "steps": [
        {"reject": {"player": 1, "choose_role": "mayor"}},
        {"expect": {"phase": "mayor"}}]}
    widget = RulingReport(ruling)
    assert widget.kind == "report"
    assert widget.report["passed"] == 0 and widget.report["failed"] == 1
    assert widget.report["rulings"][0]["failed_step"] == 2
    assert "1 failed" in widget.summary
    assert widget.to_html() == widget.result._repr_html_() and "<i>t</i>" not in widget.to_html()
    assert '"failed": 1' in widget.to_json()


def test_every_shipped_san_juan_ruling_walks_through_step_by_step():
    from pathlib import Path

    from puertorico_nb.rulings.loader import parse_yaml
    from puertorico_nb.widgets import WalkthroughWidget

    examples = sorted((Path(__file__).resolve().parents[2] / "puertorico_nb" / "rulings" / "examples")
                      .glob("sanjuan_*.yaml"))
    assert examples
    walked = 0
    for path in examples:
        doc = parse_yaml(path.read_text(encoding="utf-8"))
        for index in range(len(doc.get("rulings", [doc]))):
            walk = WalkthroughWidget(path, index=index)
            assert type(walk).__name__ == "SanJuanWalkthrough"
            assert all(frame["ok"] for frame in walk.frames), (path.name, index)
            walk.jump(len(walk.frames) - 1)
            assert walk.view == walk._views[-1] and "prnb-sj" in walk.to_html()
            walked += 1
    assert walked >= 20


def test_a_san_juan_score_sheet_has_san_juans_columns():
    from puertorico_nb import SanJuanGame

    sheet = ScoreSheet(SanJuanGame(players=3, seed=2, governor=0), names=["Ana", "<b>Bo</b>", "Cy"])
    assert [part["label"] for part in sheet.rows[0]["parts"]] == ["Buildings", "Chapel", "Bonuses"]
    assert [r["total"] for r in sheet.rows] == [1, 1, 1]  # the indigo plant each player starts with
    html = sheet.to_html()
    assert "Chapel" in html and "VP chips" not in html and "&lt;b&gt;Bo&lt;/b&gt;" in html


def test_a_san_juan_table_records_only_what_its_seats_may_see():
    import random

    import puertorico_nb
    from puertorico_nb import SanJuanGame
    from puertorico_nb.widgets import SanJuanTable

    with_bots = SanJuanTable(game=SanJuanGame(players=3, seed=4, governor=0))
    with_bots.handle_message({"type": "record"})
    assert with_bots.recorded == "" and "hidden" in with_bots.message
    open_table = SanJuanTable(game=SanJuanGame(players=2, seed=4, governor=0), bots=[])
    rng = random.Random(1)
    for _ in range(15):
        open_table.game.play_random(rng)
    open_table.handle_message({"type": "record", "title": ["not", "text"]})
    assert open_table.recorded == ""
    open_table.handle_message({"type": "record", "title": "Fifteen moves"})
    assert "title: Fifteen moves" in open_table.recorded
    assert puertorico_nb.check(open_table.recorded).exit_code == 0
