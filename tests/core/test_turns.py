"""core.turns: the one loop that passes the turn along a phase's queue, for every game."""
from types import SimpleNamespace

from puertorico_nb.core.turns import give_turn_to_next_able


def queued(*seats: int, turn=None):
    return SimpleNamespace(queue=list(seats), turn=turn)


def test_the_first_seat_with_a_move_gets_the_turn_and_stays_queued():
    state, events = queued(1, 2, 0), []
    assert give_turn_to_next_able(state, lambda seat: True, "r", events)
    assert (state.turn, state.queue, events) == (1, [1, 2, 0], [])


def test_seats_without_a_move_are_skipped_with_the_rule_and_dequeued():
    state, events = queued(1, 2, 0, turn=1), []
    assert give_turn_to_next_able(state, lambda seat: seat == 0, "builder.afford", events)
    assert state.turn == 0 and state.queue == [0]
    assert [(e.kind, e.player, e.rule, e.data) for e in events] == [
        ("skip", 1, "builder.afford", {}), ("skip", 2, "builder.afford", {})]


def test_an_empty_or_exhausted_queue_ends_the_phase_and_leaves_the_turn_alone():
    state, events = queued(), []
    assert not give_turn_to_next_able(state, lambda seat: True, "r", events)
    assert state.turn is None and events == []
    state = queued(0, 1, turn=0)
    assert not give_turn_to_next_able(state, lambda seat: False, "r", events)
    assert state.queue == [] and state.turn == 0 and [e.player for e in events] == [0, 1]


def test_the_rule_may_depend_on_the_seat_and_each_skip_gets_its_own_detail():
    state, events = queued(0, 1, 2), []
    rule = {0: "settler.island-full", 1: "settler.face-up-only"}.__getitem__
    assert give_turn_to_next_able(state, lambda seat: seat == 2, rule, events, detail={"phase": "settler"})
    assert [(e.rule, e.data) for e in events] == [("settler.island-full", {"phase": "settler"}),
                                                  ("settler.face-up-only", {"phase": "settler"})]
    events[0].data["changed"] = True
    assert "changed" not in events[1].data


def test_after_skip_runs_once_per_passed_seat_after_it_left_the_queue():
    state, events, seen = queued(0, 1, 2), [], []
    give_turn_to_next_able(state, lambda seat: seat == 2, "r", events,
                           after_skip=lambda seat: seen.append((seat, list(state.queue))))
    assert seen == [(0, [1, 2]), (1, [2])]


def test_the_has_move_question_is_asked_only_up_to_the_seat_that_moves():
    asked = []
    give_turn_to_next_able(queued(0, 1, 2), lambda seat: asked.append(seat) or seat == 1, "r", [])
    assert asked == [0, 1]


def test_no_skip_event_where_the_rule_is_none_for_the_seat():
    # a seat whose passing-over the game's own events already told (a benefit declined ahead)
    state, events = queued(0, 1, 2), []
    rule = {0: None, 1: "sj.round.skip-no-action"}.__getitem__
    assert give_turn_to_next_able(state, lambda seat: seat == 2, rule, events)
    assert [(e.kind, e.player, e.rule) for e in events] == [("skip", 1, "sj.round.skip-no-action")]
    state, events = queued(0, 1), []
    assert not give_turn_to_next_able(state, lambda seat: False, None, events)
    assert events == [] and state.queue == []


def test_has_move_may_act_for_the_seat_as_its_turn_comes():
    # its events come before the skip event of a seat it left without a move
    state, events = queued(0, 1), []

    def draws(seat: int) -> bool:
        events.append(f"drew for {seat}")
        return seat == 1

    assert give_turn_to_next_able(state, draws, "r", events)
    assert [e if isinstance(e, str) else (e.kind, e.player) for e in events] == [
        "drew for 0", ("skip", 0), "drew for 1"]
