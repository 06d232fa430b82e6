"""Who may ask what at a classroom table (design §4.3, §4.5): the permission matrix of request
type x screen (the seat to act, another person's seat, the projector, a bot's seat) x paused x
game over, each refusal one short reason that changes nothing; questions only about the asker's
own moves; the teacher's powers only with the teacher's token; stale and malformed requests."""
from __future__ import annotations

import pytest

from .conftest import GAMES, fingerprint, first_legal, seated_table

MOVES = ("act", "random", "explain", "hint")


def message_for(kind: str, table, seat) -> dict:
    """The request `kind` as a screen at `seat` would send it: an action is the legal action of
    the player to act, written for the asking seat."""
    action = {**first_legal(table), "player": seat if seat is not None else table.turn}
    return {"type": kind, "action": action, "version": table.version}


def screen(table, who: str):
    """The seat of a screen: the one to act, the other person's, the projector's, the bot's."""
    turn = table.turn
    return {"own": turn, "other": 1 - turn, "projector": None, "bot": 2}[who]


EXPECTED = {  # the first check that fails, in the documented order, and what it says
    "projector": "The projector only watches the table",
    "bot": "A bot plays this seat now",
    "paused": "The teacher has paused the game",
    "over": "The game is over.",
    "other": "'s turn; wait for yours.",
}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("kind", MOVES)
@pytest.mark.parametrize("who", ["own", "other", "projector", "bot"])
@pytest.mark.parametrize("condition", ["playing", "paused", "over"])
def test_the_permission_matrix(classroom, store, game, kind, who, condition):
    table, _ = seated_table(classroom, game)
    assert table.turn in (0, 1)  # a person is to move
    if condition == "paused":
        assert table.request(None, {"type": "pause"}, teacher=classroom.teacher_token).done
    elif condition == "over":
        assert table.request(None, {"type": "end"}, teacher=classroom.teacher_token).done
    seat = screen(table, who) if condition != "over" else {"own": 0, "other": 1, "projector": None, "bot": 2}[who]
    message = message_for(kind, table, seat) if table.turn is not None else \
        {"type": kind, "action": {"player": seat, "choose_role": "builder"}, "version": table.version}
    before, saves = fingerprint(table), store.saves

    reply = table.request(seat, message)

    first_failure = next((check for check, failing in (
        ("projector", who == "projector"), ("bot", who == "bot"), ("paused", condition == "paused"),
        ("over", condition == "over"), ("other", who == "other")) if failing), None)
    if first_failure is None:
        assert reply.done, reply
        moved = kind in ("act", "random")
        assert (fingerprint(table) != before) == moved
        assert store.saves == saves + (1 if moved else 0)
    else:
        assert not reply.done
        assert EXPECTED[first_failure] in reply.message
        assert fingerprint(table) == before and store.saves == saves


@pytest.mark.parametrize("game", GAMES)
def test_questions_and_moves_are_only_about_the_askers_own_seat(classroom, game):
    table, _ = seated_table(classroom, game)
    turn = table.turn
    for kind in ("act", "explain"):
        for other in (1 - turn, 2):
            message = {"type": kind, "action": {**first_legal(table), "player": other}, "version": table.version}
            before = fingerprint(table)
            reply = table.request(turn, message)
            assert not reply.done and reply.message.startswith("You may play, and ask about, only your own seat")
            assert fingerprint(table) == before


def test_explain_cannot_be_asked_about_another_seats_hand():
    """The engine's explanation is an oracle for the hand of the player to act: asked about a
    build of the seat to act by anyone else, it is refused before the engine is asked."""
    from puertorico_nb.classroom import Classroom

    room = Classroom(bot_worker=False)
    table = room.create_table("san_juan", {"players": 2, "seed": 4})
    room.join(table.code, "Ana", "a")
    room.join(table.code, "Bo", "b")
    turn = table.turn
    other = 1 - turn
    asked = []
    table.game.explain = lambda action: asked.append(action)  # the engine must never be asked
    for seat in (other, None):
        for building in ("tower", "smithy", "indigo_plant"):
            reply = table.request(seat, {"type": "explain", "action": {"player": turn, "build": building}})
            assert not reply.done and "tower" not in reply.message and "smithy" not in reply.message
    reply = table.request(other, {"type": "hint"})
    assert not reply.done and reply.message.endswith("wait for yours.")
    assert asked == []
    room.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_stale_move_is_refused_and_changes_nothing(classroom, game):
    table, _ = seated_table(classroom, game)
    turn = table.turn
    stale = {"type": "act", "action": first_legal(table), "version": table.version - 1}
    before = fingerprint(table)
    reply = table.request(turn, stale)
    assert not reply.done and "earlier position" in reply.message
    assert fingerprint(table) == before
    assert table.request(turn, {**stale, "version": table.version}).done


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_move_is_refused_by_the_rules_and_changes_nothing(classroom, game):
    table, _ = seated_table(classroom, game)
    turn = table.turn
    before = fingerprint(table)
    reply = table.request(turn, {"type": "act", "action": {"player": turn, "build": "no_such_building"}})
    assert not reply.done and reply.message.startswith(("Not allowed", "Not an action"))
    for action in ("build tower", None, [turn], {"player": True}):
        reply = table.request(turn, {"type": "act", "action": action})
        assert not reply.done and reply.message.startswith(("Not an action", "You may play, and ask about"))
    assert fingerprint(table) == before


@pytest.mark.parametrize("message, says", [
    ("act", "not a mapping"), (["act"], "not a mapping"), ({}, "unknown request"),
    ({"type": "fly"}, "unknown request"), ({"type": ["act"]}, "unknown request"),
    ({"type": "show_hand", "seat": 1}, "nobody else's is"), ({"type": "hide_hand"}, "nobody else's is"),
    ({"type": "redo"}, "not played again"),
    ({"type": "undo"}, "Only the teacher takes moves back"),
    ({"type": "record"}, "Only the teacher records"),
    ({"type": "pause"}, "Only the teacher"), ({"type": "seat_to_bot", "seat": 1}, "Only the teacher"),
    ({"type": "lock_joins"}, "Only the teacher"), ({"type": "end"}, "Only the teacher"),
])
@pytest.mark.parametrize("game", GAMES)
def test_malformed_and_forbidden_requests_are_refused_in_words(classroom, game, message, says):
    table, _ = seated_table(classroom, game)
    before = fingerprint(table)
    for seat in (table.turn, 1 - table.turn, None):
        for teacher in (None, "a guessed token", ""):
            reply = table.request(seat, message, teacher=teacher)
            assert not reply.done and says in reply.message
            assert "\n" not in reply.message and len(reply.message) < 200  # one short reason
    assert fingerprint(table) == before


@pytest.mark.parametrize("game", GAMES)
def test_the_teachers_token_opens_the_teachers_powers_from_any_screen(classroom, game):
    table, _ = seated_table(classroom, game)
    token = classroom.teacher_token
    assert table.request(None, {"type": "pause"}, teacher=token).message == "The game is paused."
    assert table.paused and not table.request(None, {"type": "pause"}, teacher=token).done
    assert table.request(table.turn, {"type": "resume"}, teacher=token).done and not table.paused


@pytest.mark.parametrize("game", GAMES)
def test_anyone_may_look_back_through_their_own_eyes(classroom, game):
    table, _ = seated_table(classroom, game)
    turn = table.turn
    for _ in range(3):
        assert table.request(table.turn, {"type": "random", "version": table.version}).done
        table.play_bots()
    before = fingerprint(table)
    for seat in (0, 1, 2, None):
        reply = table.request(seat, {"type": "replay", "at": 1})
        assert reply.done and reply.data["at"] == 1 and reply.data["view"]["actions"] == []
        if game == "san_juan":
            hands = [p["hand"] is not None for p in reply.data["view"]["players"]]
            assert hands == [q == seat for q in range(3)]
    assert not table.request(turn, {"type": "replay", "at": 10_000}).done
    assert not table.request(turn, {"type": "replay", "at": True}).done
    assert table.request(None, {"type": "ping"}).data == {"version": table.version}
    assert fingerprint(table) == before


def test_a_flood_from_one_screen_is_refused_and_the_others_go_on(classroom):
    from puertorico_nb.classroom.requests import RateLimit

    table, _ = seated_table(classroom, "san_juan")
    now = [0.0]
    table.rate_limit = RateLimit(rate=2, burst=5, clock=lambda: now[0])
    other = 1 - table.turn
    answers = [table.request(other, {"type": "ping"}) for _ in range(8)]
    assert [a.done for a in answers] == [True] * 5 + [False] * 3
    assert answers[-1].message == "Too many requests from this screen at once; wait a moment and try again."
    before = fingerprint(table)
    assert table.request(table.turn, {"type": "ping"}).done  # another screen is not held up
    assert not table.request(other, {"type": "random"}).done and fingerprint(table) == before
    now[0] += 1.0  # two requests a second come back
    assert [table.request(other, {"type": "ping"}).done for _ in range(3)] == [True, True, False]
