"""The classroom's tables: joining (idempotent per device), seat tokens, the teacher's powers,
every change saved before any screen is told, the move log trimmed by undo, a failed save
changing nothing, and the bots playing in the table's own thread."""
from __future__ import annotations

import hashlib
import threading

import pytest

from puertorico_nb.classroom import Classroom, JoinError
from puertorico_nb.classroom.seats import CODE_ALPHABET, read_code
from puertorico_nb.rulings.runner import check
from puertorico_nb.session.setup import SetupError

from .conftest import GAMES, fingerprint, first_legal, seated_table


# -- codes and the door ------------------------------------------------------------------------
def test_table_codes_are_four_characters_without_look_alikes(classroom):
    codes = {classroom.create_table("san_juan", {"players": 2, "seed": n}).code for n in range(40)}
    assert len(codes) == 40
    assert all(len(code) == 4 and set(code) <= set(CODE_ALPHABET) for code in codes)
    assert not set("01IO") & set(CODE_ALPHABET) and len(CODE_ALPHABET) == 32
    code = next(iter(codes))
    assert classroom.table(code.lower()) is classroom.table(f"{code[:2]}-{code[2:]}") is classroom.table(code)
    assert read_code("ABC") is None and read_code(None) is None and read_code("AB0O") is None


def test_joining_again_from_the_same_device_gives_the_same_seat_and_a_fresh_token(classroom):
    table = classroom.create_table("puerto_rico", {"players": 3, "seats": ["person", "person", "coach"]})
    first = classroom.join(table.code, "Ana", "phone-1")
    again = classroom.join(table.code, "Ana", "phone-1")
    other = classroom.join(table.code, "Bo", "phone-2")
    assert first.seat == again.seat == 0 and other.seat == 1
    assert first.token != again.token
    assert classroom.seat_of(table.code, again.token) == 0
    assert classroom.seat_of(table.code, first.token) is None  # the old link stops working
    assert table.names == ["Ana", "Bo", "Player 3"] and table.session.names == table.names
    with pytest.raises(JoinError, match=f"Every seat at table {table.code} is taken"):
        classroom.join(table.code, "Cy", "phone-3")  # the third seat is the coach bot's
    assert classroom.join(table.code, "", "phone-2").seat == 1 and table.names[1] == "Bo"


def test_tokens_are_128_random_bits_kept_only_as_hashes(classroom, store):
    table = classroom.create_table("san_juan", {"players": 2})
    ticket = classroom.join(table.code, "Ana", "device")
    assert len(ticket.token) >= 22  # 16 bytes, URL-safe base64
    seat = table.seats[ticket.seat]
    assert seat.token_hash == hashlib.sha256(ticket.token.encode()).hexdigest()
    assert seat.device_hash == hashlib.sha256(b"device").hexdigest()
    kept = store.load(table.code)
    assert ticket.token not in repr(kept) and "device\"" not in repr(kept)


@pytest.mark.parametrize("token", [None, "", "x" * 10_000, 42, ["t"], "a guess"])
def test_seat_of_refuses_anything_but_the_token(classroom, token):
    table = classroom.create_table("san_juan", {"players": 2})
    ticket = classroom.join(table.code, "Ana", "device")
    assert classroom.seat_of(table.code, token) is None
    assert classroom.seat_of(table.code, ticket.token + "x") is None
    assert classroom.seat_of("ZZZZ", ticket.token) is None
    assert classroom.seat_of(table.code, ticket.token) == ticket.seat


@pytest.mark.parametrize("device", [None, "", 7, "d" * 201])
def test_a_join_without_a_usable_device_id_is_refused(classroom, device):
    table = classroom.create_table("san_juan", {"players": 2})
    with pytest.raises(JoinError, match="device id"):
        classroom.join(table.code, "Ana", device)
    assert all(seat.free for seat in table.seats)


def test_joining_a_table_that_does_not_exist_says_so(classroom):
    with pytest.raises(JoinError, match="No table has the code 'QQQQ'"):
        classroom.join("QQQQ", "Ana", "device")


def test_names_typed_at_the_door_are_made_plain(classroom):
    table = classroom.create_table("san_juan", {"players": 2})
    classroom.join(table.code, "  <b>Ana</b>\u202e \n  " + "x" * 100, "device")
    name = table.names[0]
    assert "\n" not in name and "\u202e" not in name and len(name) <= 40 and name.startswith("<b>Ana</b>")


def test_a_wrong_setup_names_the_field(classroom):
    with pytest.raises(SetupError, match="players"):
        classroom.create_table("puerto_rico", {"players": 9})
    with pytest.raises(SetupError, match="game"):
        classroom.create_table("chess")
    assert classroom.tables() == []


# -- the teacher's powers -------------------------------------------------------------------------
def teach(table, classroom, kind, **more):
    return table.request(None, {"type": kind, **more}, teacher=classroom.teacher_token)


@pytest.mark.parametrize("game", GAMES)
def test_locking_joins_keeps_new_people_out_but_lets_a_device_back(classroom, game):
    table = classroom.create_table(game, {"players": 3})
    ana = classroom.join(table.code, "Ana", "a")
    assert teach(table, classroom, "lock_joins").done and table.joins_locked
    with pytest.raises(JoinError, match=f"closed table {table.code} to new players"):
        classroom.join(table.code, "Bo", "b")
    assert classroom.join(table.code, "Ana", "a").seat == ana.seat  # a reconnect is no new player
    assert teach(table, classroom, "unlock_joins").done
    assert classroom.join(table.code, "Bo", "b").seat == 1


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_given_to_a_bot_revokes_its_link_and_the_bot_plays_it(classroom, game):
    table, tokens = seated_table(classroom, game)
    turn = table.turn
    reply = teach(table, classroom, "seat_to_bot", seat=turn, bot="greedy")
    assert reply.done and "no longer opens it" in reply.message
    assert classroom.seat_of(table.code, tokens[turn]) is None
    assert table.seats[turn].bot == "greedy" and turn in table.session.bots
    before = len(table.game.log)
    assert table.play_bots() >= 1 and len(table.game.log) > before
    assert table.game.log[before].player == turn
    # the device that held it joins as a new player (no seat is free: it is told so)
    with pytest.raises(JoinError, match="taken"):
        classroom.join(table.code, "Ana", "laptop-ana" if turn == 0 else "laptop-bo")
    assert teach(table, classroom, "open_seat", seat=turn).done
    assert table.seats[turn].free and turn not in table.session.bots
    assert classroom.join(table.code, "Di", "laptop-di").seat == turn


@pytest.mark.parametrize("bad", [{"seat": 7}, {"seat": True}, {"seat": "0"}, {"seat": 0, "bot": "nobody"}])
def test_a_wrong_seat_or_bot_for_the_teacher_is_refused(classroom, bad):
    table, _ = seated_table(classroom, "san_juan")
    before = fingerprint(table)
    assert not teach(table, classroom, "seat_to_bot", **bad).done
    assert fingerprint(table) == before
    assert not teach(table, classroom, "open_seat", seat=0).done  # a person's seat, not a bot's


def test_bots_fill_every_seat_nobody_took(classroom):
    table = classroom.create_table("puerto_rico", {"players": 4})
    classroom.join(table.code, "Ana", "a")
    assert teach(table, classroom, "fill_with_bots", bot="coach").done
    assert [seat.bot for seat in table.seats] == [None, "coach", "coach", "coach"]
    assert not teach(table, classroom, "fill_with_bots").done  # none left


@pytest.mark.parametrize("game", GAMES)
def test_pause_holds_people_and_bots(classroom, game):
    table, _ = seated_table(classroom, game)
    assert teach(table, classroom, "seat_to_bot", seat=table.turn).done
    assert teach(table, classroom, "pause").done
    assert table.play_bots() == 0  # a paused table's bots wait too
    assert teach(table, classroom, "resume").done
    assert table.play_bots() > 0


@pytest.mark.parametrize("game", GAMES)
def test_an_ended_game_refuses_moves_and_can_be_recorded(classroom, game):
    table, _ = seated_table(classroom, game)
    assert not teach(table, classroom, "record").done  # hands are still hidden
    assert table.request(table.turn, {"type": "random", "version": table.version}).done
    assert teach(table, classroom, "end").done and table.over
    assert not table.request(0, {"type": "random"}).done
    reply = teach(table, classroom, "record", title="Our class game")
    assert reply.done and "Our class game" in reply.data["ruling"]
    report = check(reply.data["ruling"])  # the file replays to its expect
    assert report.ok and report.passed == 1


def test_a_finished_game_is_recorded_and_its_ruling_checks(classroom):
    table = classroom.create_table("san_juan", {"players": 2, "seats": ["coach", "random"], "seed": 8})
    table.play_bots()
    assert table.game.game_over
    reply = teach(table, classroom, "record")
    assert reply.done
    assert check(reply.data["ruling"]).ok


# -- undo --------------------------------------------------------------------------------------------
def test_undo_takes_back_a_persons_move_and_the_bots_after_it_and_trims_the_log(classroom, store):
    table = classroom.create_table("puerto_rico", {"players": 3, "seats": ["person", "random", "random"], "seed": 2})
    classroom.join(table.code, "Ana", "a")
    table.play_bots()
    start = len(table.game.log)
    assert table.request(0, {"type": "act", "action": {"player": 0, "choose_role": "builder"}}).done
    assert table.turn == 0  # the builder's privilege: Ana builds first
    assert table.request(0, {"type": "act", "action": {"player": 0, "pass": True}}).done
    assert table.play_bots() > 0
    moved = len(table.game.log)
    assert table.game.log[-1].player != 0 and len(store.moves(table.code)) == moved
    reply = teach(table, classroom, "undo")
    assert reply.done
    assert len(table.game.log) == start + 1 and table.turn == 0  # back to Ana's build, her pass taken back
    assert store.moves(table.code) == [a.to_mapping() for a in table.game.log]


def test_undo_never_crosses_a_reveal(classroom, store):
    """San Juan: after the prospector's draw the cards drawn are known; taking the move back
    would let the player choose again knowing them, so the teacher's undo is refused."""
    table = classroom.create_table("san_juan", {"players": 2, "seed": 1})
    classroom.join(table.code, "Ana", "a")
    classroom.join(table.code, "Bo", "b")
    turn = table.turn
    assert table.request(turn, {"type": "act", "action": {"player": turn, "choose_role": "prospector"}}).done
    before, saved = fingerprint(table), store.moves(table.code)
    reply = teach(table, classroom, "undo")
    assert not reply.done and "drawn" in reply.message
    assert fingerprint(table) == before and store.moves(table.code) == saved


# -- saved before told -----------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_every_change_is_saved_before_any_screen_is_told(classroom, events, game):
    table, _ = seated_table(classroom, game)
    seen = []
    table.attach(lambda t: events.append(f"tell {len(t.game.log)}") or seen.append(t.view_for(None)["version"]))
    del events[:]
    assert table.request(table.turn, {"type": "random", "version": table.version}).done
    table.play_bots()
    teach(table, classroom, "pause")
    assert events and len(events) % 2 == 0
    for saved, told in zip(events[::2], events[1::2]):
        assert saved.startswith("save ") and told == "tell " + saved.split()[1]
    assert seen == sorted(seen)


@pytest.mark.parametrize("game", GAMES)
def test_a_failed_save_changes_nothing_and_tells_nobody(classroom, store, events, game):
    table, _ = seated_table(classroom, game)
    told = []
    table.attach(told.append)
    before = fingerprint(table)
    store.failing = True
    reply = table.request(table.turn, {"type": "act", "action": first_legal(table), "version": table.version})
    assert not reply.done and "could not be saved" in reply.message
    assert fingerprint(table)[0] == before[0] and told == []
    store.failing = False
    assert table.request(table.turn, {"type": "random", "version": table.version}).done and told


def test_a_screen_that_fails_to_redraw_does_not_stop_the_others(classroom):
    table, _ = seated_table(classroom, "san_juan")
    told = []
    table.attach(lambda t: 1 / 0)
    detach = table.attach(told.append)
    assert table.request(table.turn, {"type": "random"}).done and len(told) == 1
    detach()
    table.play_bots()
    assert table.request(table.turn, {"type": "random"}).done
    assert len(told) == 1


# -- the bots' thread --------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_the_bots_play_in_their_own_thread_and_the_screens_are_told_each_move(store, events, game):
    room = Classroom(store, bot_delay=0)
    try:
        table = room.create_table(game, {"players": 3, "seats": ["person", "random", "greedy"], "seed": 5})
        told_in = set()
        table.attach(lambda t: told_in.add(threading.current_thread().name))
        room.join(table.code, "Ana", "a")
        for _ in range(12):
            assert table.wait_for_bots(60)
            if table.over:
                break
            assert table.turn == 0
            assert table.request(0, {"type": "random", "version": table.version}).done
        assert table.wait_for_bots(60)  # a person is to move: nothing changes until they do
        assert f"bots-{table.code}" in told_in
        bot_moves = [a for a in table.game.log if a.player != 0]
        assert bot_moves and store.moves(table.code) == [a.to_mapping() for a in table.game.log]
    finally:
        room.close()


# -- links revoked while their page is open ---------------------------------------------------------
def test_a_screen_asking_with_a_revoked_link_is_refused_and_draws_nothing(classroom):
    table, tokens = seated_table(classroom, "san_juan")
    bo = tokens[1]
    assert table.view_as(bo)["seat"] == 1 and table.view_as("a guess") is None
    assert teach(table, classroom, "seat_to_bot", seat=1).done
    assert teach(table, classroom, "open_seat", seat=1).done
    newcomer = classroom.join(table.code, "Di", "laptop-di")
    assert newcomer.seat == 1
    # Bo's page is still open on seat 1: it may neither draw Di's hand nor move for her
    assert table.view_as(bo) is None
    before = fingerprint(table)
    for message in ({"type": "random"}, {"type": "hint"}, {"type": "replay", "at": 0}):
        reply = table.request_as(bo, message)
        assert not reply.done and reply.message.startswith("This link no longer opens a seat")
    assert fingerprint(table) == before
    assert table.view_as(newcomer.token)["view"]["players"][1]["hand"] is not None
    assert table.request_as(None, {"type": "ping"}).done  # the projector has no token


def test_joining_again_from_the_same_device_revokes_the_old_tab(classroom):
    table, tokens = seated_table(classroom, "puerto_rico")
    again = classroom.join(table.code, "Ana", "laptop-ana")
    assert table.request_as(tokens[0], {"type": "hint"}).message.startswith("This link no longer opens")
    assert table.view_as(again.token)["seat"] == 0


def test_two_people_with_one_name_are_told_apart(classroom):
    table = classroom.create_table("san_juan", {"players": 4, "names": ["Ana", "Bo", "Cy", "Di"]})
    for device in ("a", "b", "c"):
        classroom.join(table.code, "ana", device)
    assert table.names == ["ana", "ana 2", "ana 3", "Di"]
    assert classroom.join(table.code, "ANA", "a").seat == 0 and table.names[0] == "ANA"


def test_the_teachers_powers_are_the_requests_the_screens_know():
    from puertorico_nb.classroom.requests import TEACHER_REQUESTS
    from puertorico_nb.classroom.teacher import POWERS

    assert set(POWERS) == set(TEACHER_REQUESTS)


# -- the table's language ----------------------------------------------------------------------------
def test_a_table_speaks_the_language_it_was_set_up_in_and_keeps_it(tmp_path):
    from puertorico_nb.classroom import SQLiteStore

    path = tmp_path / "classroom.db"
    room = Classroom(SQLiteStore(path), bot_worker=False)
    spoken = {}
    for language in ("en", "is"):
        table = room.create_table("puerto_rico", {"players": 2, "seed": 1, "language": language})
        room.join(table.code, "Ana", f"device-{language}")
        assert table.request(0, {"type": "act", "action": {"player": 0, "choose_role": "builder"}}).done
        spoken[language] = (table.code, table.view_for(None)["history"][-1])
        assert table.view_for(0)["language"] == language
    assert spoken["en"][1] == "Ana chooses the builder." and spoken["is"][1] != spoken["en"][1]
    room.close()
    again = Classroom(SQLiteStore(path), bot_worker=False)
    assert again.load_all() == []
    icelandic = again.table(spoken["is"][0])
    assert icelandic.view_for(None)["language"] == "is"
    reply = icelandic.request(None, {"type": "language", "language": "en"}, teacher=again.teacher_token)
    assert reply.done and icelandic.view_for(None)["language"] == "en"
    assert not icelandic.request(None, {"type": "language", "language": "xx"}, teacher=again.teacher_token).done
    again.close()


def test_seats_nobody_named_are_named_in_the_tables_language(classroom):
    table = classroom.create_table("san_juan", {"players": 3, "language": "is"})
    unnamed = table.names[1:]
    assert unnamed == table.session.names[1:] and all(not name.startswith("Player") for name in unnamed)
    classroom.join(table.code, "Ana", "d")
    assert table.names == table.session.names == ["Ana", *unnamed]  # a join keeps the others' names
    assert table.request(None, {"type": "language", "language": "en"}, teacher=classroom.teacher_token).done
    assert table.names == table.session.names == ["Ana", "Player 2", "Player 3"]


def test_an_unknown_language_names_the_field(classroom):
    with pytest.raises(SetupError, match="^language: unknown language 'xx'"):
        classroom.create_table("san_juan", {"language": "xx"})


def test_the_teachers_code_is_short_unambiguous_and_read_whatever_the_case():
    """16 characters from the table codes' alphabet (no 0/O, no 1/I) in groups of four: 80 random
    bits, typed as a person reads it off a screen, in any case, with or without the dashes."""
    from puertorico_nb.classroom.seats import CODE_ALPHABET

    room = Classroom(bot_worker=False)
    code = room.teacher_token
    groups = code.split("-")
    assert [len(group) for group in groups] == [4, 4, 4, 4] and set("".join(groups)) <= set(CODE_ALPHABET)
    assert len(CODE_ALPHABET) ** 16 == 2 ** 80 and not set("0O1I") & set(CODE_ALPHABET)
    for typed in (code, code.lower(), code.replace("-", ""), " ".join(groups).lower() + " "):
        assert room.is_teacher(typed), typed
    wrong = ("A" if code[0] != "A" else "B") + code[1:]
    for typed in (wrong, code[:-1], "", None, 42, code + "A"):
        assert not room.is_teacher(typed), typed
    assert len({Classroom(bot_worker=False).teacher_token for _ in range(20)}) == 20
    room.close()
