"""The table session without a screen: it imports nothing of Jupyter, tells every move of a game
in its story (through undo and redo), replays the past without changing the game, never shows a
past hand the table may not show now, and offers the bots' moves to be played out one by one."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.session import PuertoRicoSession, SanJuanSession
from puertorico_nb.session.story import position_at

NAMES = ["Ana", "Bo", "Cy", "Di"]


def test_a_session_imports_nothing_of_jupyter():
    code = ("import sys, puertorico_nb.session as s; s.PuertoRicoSession(players=3, bots=[1, 2]); "
            "print(sorted(m for m in ('traitlets', 'ipywidgets', 'anywidget', 'IPython', 'ipykernel') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def whole_bot_game(session_class, **kwargs):
    session = session_class(seed=5, names=NAMES[:3], bots=[0, 1, 2], **kwargs)
    assert session.game.game_over
    return session


@pytest.mark.parametrize("session_class", [PuertoRicoSession, SanJuanSession])
def test_the_story_tells_every_move_of_a_whole_game_in_order(session_class):
    session = whole_bot_game(session_class, players=3)
    log = session.game.log
    assert len(log) > 100  # a whole game, far more than the 40 lines "What happened" used to keep
    assert [line["move"] for line in session.story] == list(range(len(log)))
    assert all(line["text"] and line["seat"] in (0, 1, 2) for line in session.story)
    rounds = [line["round"] for line in session.story]
    assert rounds == sorted(rounds) and rounds[0] == 1 and rounds[-1] == session.game.state.round
    # each line is the narration of its move, told again from the position before it
    for move in (0, len(log) // 2, len(log) - 1):
        before = position_at(session.game, move)
        assert session.story[move]["text"] == session._narrate(before.apply(log[move]))
    text = session.story_text("A game")
    assert text.startswith("A game\n======\n")
    assert f"Round {rounds[-1]}\n" in text and text.count("\n    ") == len(log)
    assert f"    {len(log)}. {session.story[-1]['text']}\n" in text


def test_the_story_follows_undo_redo_and_moves_made_by_hand():
    session = PuertoRicoSession(players=4, seed=3, names=NAMES, bots=[1, 2, 3])
    session.act({"player": 0, "choose_role": "prospector"})
    told = [line["text"] for line in session.story]
    assert len(told) == len(session.game.log) > 1
    assert session.undo() and session.story == [] and session.game.log == []
    assert session.redo() and [line["text"] for line in session.story] == told
    # a move applied to the game directly is told once the table is refreshed (a person's circle
    # is a step of the mayor's decision, told when the decision is confirmed)
    by_hand = [a for a in session.game.legal_actions() if a.verb != "put"] or list(session.game.legal_actions())
    session.game.apply(by_hand[0])
    session.refresh()
    assert len(session.story) == len(told) + session._tells(by_hand[0])
    assert len(session.game.log) == len(told) + 1


def test_a_replay_changes_nothing_and_returns_to_the_game():
    session = PuertoRicoSession(players=4, seed=3, names=NAMES, bots=[1, 2, 3])
    session.act({"player": 0, "choose_role": "prospector"})
    saved, view = session.game.to_json(), session.view
    assert session.handle_message({"type": "replay", "at": 0}) is None and session.replay["at"] == 0
    start = session.replay["view"]
    assert start["round"] == 1 and start["roles"] == PuertoRicoSession(players=4, seed=3, names=NAMES).view["roles"]
    assert start["actions"] == [] and session.replay["said"] == "The start of the game."
    session.replay_at(2)
    assert session.replay["said"] == session.story[1]["text"] and session.replay["seat"] == 1
    # nothing is played or taken back while looking back, and the game is as it was
    assert not session.act({"player": 0, "choose_role": "builder"}) and not session.undo()
    assert "return to the game first" in session.message
    assert not session.replay_at(len(session.game.log) + 1) and not session.replay_at(True)
    assert session.game.to_json() == saved and session.view == view
    session.handle_message({"type": "live"})
    assert session.replay == {} and session.random_move() and session.game.to_json() != saved


def test_the_bots_moves_are_offered_to_be_played_out_after_a_persons_move():
    session = PuertoRicoSession(players=4, seed=3, names=NAMES, bots=[1, 2, 3])
    session.act({"player": 0, "choose_role": "prospector"})
    played = session.played
    assert played["first"] == 1 and played["last"] == len(session.game.log) > 2
    session.replay_at(played["first"])
    assert session.replay["said"].startswith("Ana chooses the prospector")
    serial = played["serial"]
    session.back_to_game()
    assert session.undo()
    assert session.played["serial"] == serial  # taking back plays nothing out


def hand_cards(view: dict) -> dict[int, list]:
    """Seat -> the cards of its hand the view holds (only seats whose hand is shown)."""
    return {p["seat"]: p["hand"] for p in view["players"] if p["hand"] is not None}


def test_a_hot_seat_replay_shows_no_hand_the_screen_may_not_show_now():
    session = SanJuanSession(game=SanJuanGame(players=3, seed=3, governor=0), names=NAMES[:3], hotseat=True)
    while len(session.game.log) < 40:
        seat = session.game.turn
        assert session.show_hand(seat)
        assert session.random_move()
    moves = len(session.game.log)
    # nobody's hand is on screen: every past position is public
    assert session.shown == -1
    for move in range(moves + 1):
        assert session.replay_at(move)
        view = session.replay["view"]
        assert view["seat"] is None and hand_cards(view) == {} and view["drawn"] is None
        assert all(p["chapel"] is None or session.replay["view"]["game_over"] for p in view["players"])
    session.back_to_game()
    # the player to act shows their hand: the replay shows theirs, as it was, and no other
    viewer = session.game.turn
    session.show_hand(viewer)
    for move in range(moves + 1):
        session.replay_at(move)
        view = session.replay["view"]
        past = position_at(session.game, move)
        assert set(hand_cards(view)) == {viewer}
        assert [c["id"] for c in hand_cards(view)[viewer]] == sorted(past.state.players[viewer].hand)
        # cards drawn to choose from are shown only while the viewer is the one choosing
        drawn = [c["id"] for c in view["drawn"] or []]
        assert sorted(drawn) == (sorted(past.state.drawn) if past.state.turn == viewer and drawn else [])
    # the hand hidden again while looking back: the past is redrawn for nobody
    session.hide_hand()
    assert hand_cards(session.replay["view"]) == {}
    assert json.dumps(session.replay).count('"hand": null') == 3


def test_a_replay_keeps_face_down_points_as_hidden_as_the_live_table():
    session = PuertoRicoSession(players=3, seed=2, names=NAMES[:3], bots=[1, 2])
    while len(session.game.log) < 120 and not session.game.game_over:
        session.random_move()
    hidden = session.view["points_hidden"]
    assert hidden == [1, 2]  # Ana plays against two bots: their chips lie face down for her
    for move in range(0, len(session.game.log) + 1, 7):
        session.replay_at(move)
        past = session.replay["view"]
        assert past["points_hidden"] == hidden
        for seat in hidden:
            assert past["players"][seat]["vp"] is None and past["players"][seat]["vp_shown"] == "hidden"
            assert past["scores"]["players"][str(seat)]["chips"] == "hidden"
        assert past["players"][0]["vp"] == position_at(session.game, move).state.players[0].vp


def test_a_loaded_games_earlier_moves_are_not_offered_as_the_bots_moves():
    from puertorico_nb import Game

    game = Game(players=4, seed=3)
    game.apply({"player": 0, "choose_role": "prospector"})
    game.apply({"player": 1, "choose_role": "settler"})
    moves_before = len(game.log)
    # nobody is a bot: the two moves made before the table was set are its past
    assert PuertoRicoSession(game=game.clone(), names=NAMES, bots=[]).played == {}
    # the bots in seats 1-3 move from here on: only what they play is offered
    session = PuertoRicoSession(game=game, names=NAMES, bots=[1, 2, 3])
    assert session.played["first"] == moves_before
    assert session.played["opening"] is True


def test_a_persons_circles_are_said_once_whole_when_the_mayor_confirms():
    """A person places colonists a circle at a time; "What happened" keeps the decision, said
    when confirmed, not each circle before it (a newcomer read "You put a colonist on the hospice"
    and then "You place your colonists" for one placing). The message answers every click."""
    from puertorico_nb.bots import get_bot
    from puertorico_nb.bots.teach_puerto_rico import next_click

    session = PuertoRicoSession(players=4, seed=5, names=["You", "Bo", "Cy", "Di"], bots=[1, 2, 3])
    coach, rng = get_bot("coach"), __import__("random").Random(0)
    clicks = 0
    while session.game.state.round <= 3:
        move = coach.choose(session.game, 0, rng)
        if move.verb == "place":
            move = next_click(session.game, move)
        session.act(move.to_mapping())
        if move.verb == "put":
            clicks += 1
            assert session.message.startswith("You put a colonist")
    assert clicks
    assert not any("You put a colonist" in line for line in session.history), session.history
    assert any(line.startswith("You place your colonists") for line in session.history), session.history


@pytest.mark.parametrize("session_class", [PuertoRicoSession, SanJuanSession])
def test_a_hint_names_the_control_to_mark_until_the_next_message_or_move(session_class):
    """While the message is a hint, the session says which control it points at (the action its
    choice carries, one the table offers now); Done ("dismiss") or a move clears it."""
    session = session_class(players=3, seed=2, names=["Ana", "Bo", "Cy"], bots=[1, 2])
    session.handle_message({"type": "hint"})
    target = session.hinted["target"]
    assert "choose_role" in target and session.game.is_legal(target)  # the game opens with a role to choose
    assert session.message.startswith("Ana: ")
    session.handle_message({"type": "dismiss"})
    assert session.hinted == {} and session.message == ""
    session.handle_message({"type": "hint"})
    session.handle_message({"type": "explain", "action": target})  # another message: the mark goes with the hint
    assert session.hinted == {}
    session.handle_message({"type": "hint"})
    assert session.act(session.hinted["target"]) and session.hinted == {}



@pytest.mark.parametrize("language, counted, summed", [
    ("en", "Took back 3 moves: ", "Took back 5 moves: Ana chooses the prospector, and what Bo, Cleo and Di did after it."),
    ("nl", "3 zetten zijn teruggenomen: ",
     "5 zetten zijn teruggenomen: Ana kiest de rol goudzoeker, en wat Bo, Cleo en Di daarna deden.")])
def test_undo_says_how_many_moves_it_took_back_and_whose(language, counted, summed):
    """Undo takes back a person's decision and the bots' moves after it, and says so: the count and
    each move (latest first, who made it), never only "the last move"; past three moves, the
    person's decision and who moved after it."""
    session = PuertoRicoSession(players=2, seed=3, names=["Ana", "Cleo"], bots=[1], language=language)
    session.act({"player": 0, "choose_role": "prospector"})
    told = [line["text"] for line in session.story]
    assert session.undo() and session.game.log == [] and len(told) == 3
    said = session.message
    assert said.startswith(counted) and "Cleo" in said and "Ana" in said
    places = [said.index(text.split("; ")[0].rstrip(".")) for text in reversed(told)]
    assert places == sorted(places)  # every move taken back by its first clause, the latest first
    session = PuertoRicoSession(players=4, seed=3, names=NAMES[:2] + ["Cleo", "Di"], bots=[1, 2, 3], language=language)
    session.act({"player": 0, "choose_role": "prospector"})
    assert session.undo() and session.message == summed


def test_a_hot_seat_screen_says_the_councillor_draws_until_the_hand_is_shown():
    """With every hand hidden the councillor has not looked at the drawn cards: the screen says
    they are drawn and whose the screen is next, never that someone is looking at them."""
    session = SanJuanSession(game=SanJuanGame(players=3, seed=3, governor=0), names=NAMES[:3], hotseat=True)
    seen_note = False
    while len(session.game.log) < 200 and not seen_note:
        seat = session.game.turn
        view = session.view
        if session.game.state.drawn and view["seat"] is None:
            count, name = len(session.game.state.drawn), NAMES[seat]
            assert view["drawn"] is None and view["drawn_count"] == count
            assert view["drawn_note"] == f"{name} draws {count} cards; pass the screen to {name}."
            seen_note = True
        else:
            assert view["drawn_note"] == ""
        assert session.show_hand(seat)
        assert session.view["drawn_note"] == ""  # the hand is shown: the cards are in view
        assert session.random_move()
    assert seen_note
