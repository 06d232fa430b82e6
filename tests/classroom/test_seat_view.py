"""SeatView, the widget each classroom tab holds (no browser, no Solara: the views redraw in the
calling thread): drawn through its own seat's eyes only, every request its seat's, told of every
change at the table, and letting go of a seat the teacher gave to a bot."""
from __future__ import annotations

import json

import pytest

from puertorico_nb.classroom import Classroom, patch
from puertorico_nb.classroom.views import SeatView, seat_view
from puertorico_nb.classroom.words import say
from puertorico_nb.core import registry

TEACHER = "the-teachers-token"


@pytest.fixture
def classroom():
    room = Classroom(bot_worker=False, teacher_token=TEACHER)
    yield room
    room.close()


def seated(classroom, game: str):
    table = classroom.create_table(game, {"players": 3, "seats": ["person", "person", "random"], "seed": 2})
    ana = classroom.join(table.code, "Ana", "laptop-ana")
    bo = classroom.join(table.code, "Bo", "laptop-bo")
    views = [seat_view(table, 0, token=ana.token, heartbeat=0), seat_view(table, 1, token=bo.token, heartbeat=0)]
    return table, views, seat_view(table, None, heartbeat=0)


def hands(view: SeatView) -> list[bool]:
    return [isinstance(player.get("hand"), list) for player in view.view["players"]]


def test_each_view_is_drawn_by_its_games_front_end_and_says_whose_screen_it_is(classroom):
    for game, kind in (("puerto_rico", "table"), ("san_juan", "sanjuan")):
        table, (ana, bo), wall = seated(classroom, game)
        one_screen = registry.record(game).table.load()  # the game's own table widget: its front end reused
        assert ana.kind == kind and ana._esm == one_screen._esm and ana._css == one_screen._css
        assert ana.seat_mode["mode"] == "seat" and ana.seat_mode["badge"] == say("you_are", name="Ana")
        assert wall.seat_mode["mode"] == "watch" and table.code in wall.seat_mode["badge"]
        assert set(ana.seat_mode["words"]) == {"connection_lost", "reload_in", "reload_now"}
        assert "{seconds}" in ana.seat_mode["words"]["reload_in"]  # the page fills in its countdown


def test_a_san_juan_view_holds_its_own_hand_and_no_other_and_the_projector_none(classroom):
    table, (ana, bo), wall = seated(classroom, "san_juan")
    assert hands(ana) == [True, False, False] and hands(bo) == [False, True, False]
    assert hands(wall) == [False, False, False] and wall.view["actions"] == []


def test_a_move_is_asked_of_the_table_and_every_other_view_is_told(classroom):
    table, (ana, bo), wall = seated(classroom, "puerto_rico")
    version = table.version
    bo.handle_message({"type": "act", "action": {"player": 0, "choose_role": "builder"}, "version": version})
    assert table.version == version and "Ana's turn" in bo.message  # Bo may not move for Ana
    assert ana.message != bo.message
    ana.handle_message({"type": "act", "action": {"player": 0, "choose_role": "builder"}, "version": version})
    assert table.version != version
    assert ana.message == "Ana chooses the builder."
    for other in (bo, wall):  # told, redrawn at the new position, the move said
        assert other.view["version"] == table.version and "Ana chooses the builder" in other.message


def test_a_students_view_cannot_use_the_teachers_powers_and_the_teachers_can(classroom):
    table, (ana, bo), _ = seated(classroom, "puerto_rico")
    ana.handle_message({"type": "pause"})
    assert not table.paused and "teacher" in ana.message
    teacher = seat_view(table, None, teacher=TEACHER, heartbeat=0)
    teacher.handle_message({"type": "pause"})
    assert table.paused and ana.message == say("paused") and bo.message == say("paused")
    ana.handle_message({"type": "act", "action": {"player": 0, "choose_role": "builder"}})
    assert len(table.game.log) == 0


def test_a_ping_is_answered_without_asking_the_table(classroom):
    table, (ana, _), _ = seated(classroom, "puerto_rico")
    version, pongs = table.version, ana.pong
    ana.handle_message({"type": "ping"})
    assert ana.pong == pongs + 1 and table.version == version


def test_a_seat_given_to_a_bot_leaves_its_open_view_watching(classroom):
    table, (ana, bo), _ = seated(classroom, "san_juan")
    teacher = seat_view(table, None, teacher=TEACHER, heartbeat=0)
    teacher.handle_message({"type": "seat_to_bot", "seat": 1})
    assert bo.seat is None and bo.seat_mode["mode"] == "watch" and bo.seat_mode["badge"] == say("seat_gone")
    assert hands(bo) == [False, False, False]  # Bo's tab no longer sees his old hand
    bo.handle_message({"type": "act", "action": {"player": 1, "pass": True}})
    assert "projector" in bo.message


def test_a_view_needs_its_seats_token_and_a_link_joined_again_elsewhere_stops_at_once(classroom):
    table, (ana, bo), _ = seated(classroom, "san_juan")
    with pytest.raises(ValueError):
        seat_view(table, 0)
    again = classroom.join(table.code, "Ana", "laptop-ana")  # the same device: a fresh token for seat 0
    ana.handle_message({"type": "act", "action": {"player": 0, "choose_role": "builder"}})
    assert table.game.log == [] and ana.seat is None and hands(ana) == [False, False, False]
    fresh = seat_view(table, 0, token=again.token, heartbeat=0)
    assert hands(fresh) == [True, False, False]


def test_a_view_let_go_is_told_nothing_more(classroom):
    table, (ana, bo), _ = seated(classroom, "puerto_rico")
    bo.detach()
    drawn = bo.view["version"]
    ana.handle_message({"type": "act", "action": {"player": 0, "choose_role": "builder"}, "version": table.version})
    assert bo.view["version"] == drawn != table.version


def test_a_forged_trait_write_changes_nothing_and_the_true_values_go_back(classroom):
    table, (ana, bo), _ = seated(classroom, "san_juan")
    drawn, mode = bo.view, bo.seat_mode
    sent = []
    bo.send_state = lambda keys=None: sent.append(sorted(keys or []))
    bo.set_state({"view": ana.view, "seat_mode": {"mode": "watch"}, "bots": [0, 1, 2]})
    assert bo.view == drawn and bo.seat_mode == mode and bo.bots == [2]
    assert sent == [["bots", "seat_mode", "view"]]


def test_after_the_teacher_resumes_no_screen_still_says_the_game_is_paused(classroom):
    """A student who clicked while paused was told so; once the teacher resumes, that answer is
    old news even though no move was made (the table's version did not change)."""
    table, (ana, bo), _ = seated(classroom, "puerto_rico")
    teacher = seat_view(table, None, teacher=TEACHER, heartbeat=0)
    teacher.handle_message({"type": "pause"})
    ana.handle_message({"type": "act", "action": {"player": 0, "choose_role": "builder"}, "version": table.version})
    assert "paused" in ana.message
    teacher.handle_message({"type": "resume"})
    for view in (ana, bo):
        assert "paused" not in view.message


def test_a_move_landing_while_the_teachers_resume_is_answered_is_said_on_the_teachers_screen(classroom):
    """The teacher's Resume tells every screen before its own answer is drawn; a student who moves
    at once (here: while being told) lands a move in between. The teacher's screen then says that
    move, not "the game goes on" (CI once caught the projector stuck on the resume's words)."""
    table, (ana, bo), _ = seated(classroom, "puerto_rico")
    teacher = seat_view(table, None, teacher=TEACHER, heartbeat=0)
    teacher.handle_message({"type": "pause"})
    moved = []

    def ana_moves_as_soon_as_told(changed_table) -> None:
        if not changed_table.paused and not moved:
            moved.append(True)
            ana.handle_message({"type": "act", "action": {"player": 0, "choose_role": "builder"},
                                "version": changed_table.version})
    table.attach(ana_moves_as_soon_as_told)
    teacher.handle_message({"type": "resume"})
    assert moved and len(table.game.log) == 1
    assert "Ana chooses the builder" in teacher.message and "Ana chooses the builder" in bo.message


def test_after_the_teacher_takes_a_move_back_no_screen_still_tells_that_move(classroom):
    """Every screen says the move was taken back, not the move as if it still stood."""
    table, (ana, bo), wall = seated(classroom, "puerto_rico")
    ana.handle_message({"type": "act", "action": {"player": 0, "choose_role": "builder"}, "version": table.version})
    assert "Ana chooses the builder" in bo.message
    teacher = seat_view(table, None, teacher=TEACHER, heartbeat=0)
    teacher.handle_message({"type": "undo"})
    assert len(table.game.log) == 0
    for view in (ana, bo, wall):
        assert "chooses the builder" not in view.message
        assert view.message == say("taken_back")


def test_while_paused_or_once_ended_no_choice_is_offered_and_the_page_says_why(classroom):
    for game in ("puerto_rico", "san_juan"):
        table, (ana, bo), wall = seated(classroom, game)
        assert ana.view["actions"] != []  # Ana is to act: her choices are offered
        teacher = seat_view(table, None, teacher=TEACHER, heartbeat=0)
        teacher.handle_message({"type": "pause"})
        assert ana.view["actions"] == [] and ana.message == say("paused")  # nothing looks clickable
        teacher.handle_message({"type": "resume"})
        assert ana.view["actions"] != []
        assert any(player["to_act"] for player in ana.view["players"]) and ana.view["turn_name"]
        teacher.handle_message({"type": "end"})
        assert table.over and ana.view["actions"] == []
        # once ended: nobody to act on any board or in the header, and the points said by name
        scores = table.game.scores()
        said = f"{say('ended')} {say('game_over')} " + " · ".join(
            f"{seat.name} {scores[number]}" for number, seat in enumerate(table.seats))
        assert ana.message == bo.message == wall.message == said and "Ana" in said and "Bo" in said
        for view in (ana, bo, wall):
            assert not any(player["to_act"] for player in view.view["players"]) and view.view["turn_name"] is None
        assert table.view_for(0)["your_turn"] is False


def test_once_ended_the_teacher_records_a_ruling_file_the_check_command_accepts(classroom, tmp_path):
    from puertorico_nb.__main__ import main

    for game in ("puerto_rico", "san_juan"):
        table, (ana, _), _ = seated(classroom, game)
        ana.handle_message({"type": "random", "version": table.version})
        teacher = seat_view(table, None, teacher=TEACHER, heartbeat=0)
        teacher.handle_message({"type": "record"})
        assert teacher.recorded == "" and "over" in teacher.message  # hands still hidden: no ruling file yet
        teacher.handle_message({"type": "end"})
        teacher.handle_message({"type": "record"})
        ruling = tmp_path / f"{game}.yaml"
        ruling.write_text(teacher.recorded)
        assert ("game: san_juan" in teacher.recorded) == (game == "san_juan")  # Puerto Rico: the default
        assert "moves" in teacher.recorded and main(["check", str(ruling)]) == 0


def test_every_screen_says_which_players_are_bots(classroom):
    for game in ("puerto_rico", "san_juan"):
        table, (ana, bo), wall = seated(classroom, game)
        for view in (ana, bo, wall):
            assert [player.get("bot") for player in view.view["players"]] == [None, None, "Bot"]
        teacher = seat_view(table, None, teacher=TEACHER, heartbeat=0)
        teacher.handle_message({"type": "seat_to_bot", "seat": 1})  # Bo leaves: a bot plays his seat
        assert [player.get("bot") for player in ana.view["players"]] == [None, "Bot", "Bot"]


def test_the_other_screens_say_the_last_line_as_the_move_just_made(classroom):
    table, (ana, bo), wall = seated(classroom, "puerto_rico")
    ana.handle_message({"type": "act", "action": {"player": 0, "choose_role": "builder"}, "version": table.version})
    assert ana.message == "Ana chooses the builder."  # her own answer
    assert bo.message == wall.message == "Last move: Ana chooses the builder."
    seat_view(table, None, teacher=TEACHER, heartbeat=0).handle_message({"type": "undo"})
    assert bo.message == say("taken_back")


def test_a_screens_own_move_draws_it_once_and_the_others_once_each(classroom):
    table, (ana, bo), wall = seated(classroom, "puerto_rico")
    draws = {}
    for name, view in (("ana", ana), ("bo", bo), ("wall", wall)):
        original = view._draw

        def counted(name=name, original=original):
            draws[name] = draws.get(name, 0) + 1
            original()
        view._draw = counted
    ana.handle_message({"type": "act", "action": {"player": 0, "choose_role": "builder"}, "version": table.version})
    assert draws == {"ana": 1, "bo": 1, "wall": 1} and ana.message == "Ana chooses the builder."


def sent_messages(view: SeatView, kind: str) -> list[dict]:
    """Every message of type `kind` `view` sends its page from now on (recorded, as the page
    would get them)."""
    sent: list[dict] = []
    send = view.send
    view.send = lambda content, buffers=None: (content.get("type") == kind and sent.append(content), send(content, buffers))[1]
    return sent


def story_messages(view: SeatView) -> list[dict]:
    return sent_messages(view, "story")


def page_story(messages: list[dict], lines: list | None = None) -> list:
    """The story a page holds after `messages` (what modules/seat.js does with them)."""
    lines = list(lines or [])
    for message in messages:
        assert message["from"] <= len(lines)
        if message["from"]:
            assert [lines[message["from"] - 1]["move"], lines[message["from"] - 1]["text"]] == message["before"]
        lines = lines[:message["from"]] + message["lines"]
    return lines


def test_the_story_goes_to_each_page_as_its_new_lines_only(classroom):
    table, (ana, bo), wall = seated(classroom, "puerto_rico")
    assert "story" not in ana.get_state()  # no longer a trait sent whole at every redraw
    assert table.request(table.turn, {"type": "random", "version": table.version}).done
    told = {view: story_messages(view) for view in (ana, bo, wall)}
    for view in (ana, bo, wall):  # a page opening asks for the whole story
        view.handle_message({"type": "story"})
        assert page_story(told[view]) == table.session.story != []
    for _ in range(6):
        seat = table.turn
        screen = {0: ana, 1: bo}.get(seat)
        if screen is None:
            break
        known = len(table.session.story)
        marks = {view: len(told[view]) for view in told}
        screen.handle_message({"type": "random", "version": table.version})
        table.play_bots()  # the bots' moves after it: a message each
        for view in (ana, bo, wall):
            new = told[view][marks[view]:]
            assert new and new[0]["from"] == known  # the new lines only, each message after the last
            assert [line for message in new for line in message["lines"]] == table.session.story[known:]
            assert all(later["from"] == sooner["from"] + len(sooner["lines"]) for sooner, later in zip(new, new[1:]))
    for view in (ana, bo, wall):
        assert page_story(told[view]) == table.session.story
    before = len(table.session.story)
    bo.handle_message({"type": "undo"})  # a student's undo is refused: nothing to send
    assert len(table.session.story) == before and len(told[bo][-1]["lines"]) > 0
    assert table.request(None, {"type": "undo"}, teacher=TEACHER).done  # the teacher takes moves back
    assert len(table.session.story) < before
    for view in (ana, bo, wall):
        assert told[view][-1]["from"] == len(table.session.story) and told[view][-1]["lines"] == []
        assert page_story(told[view]) == table.session.story


def page_messages(view: SeatView) -> list[dict]:
    """Every widget message `view` sends its page from now on: state updates and custom messages."""
    sent: list[dict] = []
    send = view._send
    view._send = lambda msg, buffers=None: (sent.append(msg), send(msg, buffers))[1]
    return sent


def page_view(messages: list[dict], view: dict) -> dict:
    """The view a page holds after `messages`, starting from `view` (what modules/seat.js does)."""
    for message in messages:
        if message["method"] == "update" and "view" in message["state"]:
            view = message["state"]["view"]
        elif message["method"] == "custom" and message["content"]["type"] == "view":
            assert message["content"]["from"] == view["view_number"]
            view = patch.apply(view, message["content"]["ops"])
    return view


@pytest.mark.parametrize("game", ["puerto_rico", "san_juan"])
def test_after_a_move_each_page_is_sent_only_what_changed_in_its_view(classroom, game):
    table, (ana, bo), wall = seated(classroom, game)
    opened = {view: json.loads(json.dumps(view.view)) for view in (ana, bo, wall)}  # what the page got at first
    told = {view: page_messages(view) for view in (ana, bo, wall)}
    for _ in range(40):
        if table.over:
            break
        assert table.request(table.turn, {"type": "random", "version": table.version}).done
        table.play_bots()
        for view in (ana, bo, wall):
            shown = table.view_for(view.seat)["view"]
            assert page_view(told[view], opened[view]) == {**shown, "view_number": view.view["view_number"]}
    for view in (ana, bo, wall):
        assert not [m for m in told[view] if m["method"] == "update" and "view" in m["state"]]  # never whole
        patches = [m["content"] for m in told[view] if m["method"] == "custom" and m["content"]["type"] == "view"]
        assert len(patches) >= 10
        # far less than the whole view each time
        assert sum(len(json.dumps(p)) for p in patches) < sum(len(json.dumps(view.view)) for _ in patches) / 2
    # a page that lost a patch asks for the whole view: sent as it stands
    marks = len(told[bo])
    bo.handle_message({"type": "view"})
    assert [m["state"]["view"] for m in told[bo][marks:]] == [bo.view]
