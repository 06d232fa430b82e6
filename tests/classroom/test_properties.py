"""Properties of a classroom table over random games of both titles and random requests from
random screens (design §5): the game changes only by a legal move of the seat to act (or of a
bot at a bot's seat); no seat's view holds another seat's hand, chapel or draw, and the
projector's holds none; Puerto Rico's face-down points stay face down; and "What happened" names
no card a screen could not see."""
from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from puertorico_nb.classroom import Classroom
from puertorico_nb.games.san_juan.actions import Action
from puertorico_nb.games.san_juan.components import CARDS
from puertorico_nb.games.san_juan.render.viewmodel import pretty

KINDS = ("act", "act", "act", "random", "explain", "hint", "show_hand", "undo", "pause")
CARD_WORDS = {card: re.compile(rf"\b{re.escape(pretty(card))}\b", re.IGNORECASE) for card in CARDS}


def sj_visible(game, seat):
    """The San Juan cards `seat` may see now (None: the projector): every building and covered
    card on the table, the building being paid for, the gold mine's cards turned up, and its own
    hand, chapel, draw and picks (as the engine's ``player_view`` has it)."""
    state = game.state
    seen = set(state.revealed)
    if state.building:  # a build begun is laid down for all to see while it is paid for (player_view)
        seen.add(Action.from_text(state.building).value)
    for player in state.players:
        seen.update(player.buildings, player.covered)
    if seat is not None:
        own = state.players[seat]
        seen.update(own.hand, own.chapel)
        if state.turn == seat:
            seen.update(state.drawn, state.picked)
    return seen


def cards_in(value, found):
    """Every card id among the values of a view model (keys are field names, not cards)."""
    if isinstance(value, dict):
        for item in value.values():
            cards_in(item, found)
    elif isinstance(value, list):
        for item in value:
            cards_in(item, found)
    elif isinstance(value, str) and value in CARDS:
        found.add(value)
    return found


def check_views(table):
    """No screen's view holds what its seat may not see."""
    game, players = table.game, table.game.players
    for seat in [None, *range(players)]:
        shown = table.view_for(seat)
        view = shown["view"]
        assert shown["seat"] == seat
        if seat is None or seat != game.turn:
            assert view["actions"] == []
        if table.game_name == "san_juan":
            for player in view["players"]:
                if player["seat"] != seat:
                    assert player["hand"] is None
                    assert player["chapel"] is None or game.game_over
            assert view["drawn"] is None or (seat is not None and seat == game.turn)
            assert cards_in(view, set()) <= sj_visible(game, seat)
        else:
            hidden = game.ruleset.options.hidden_points and not game.game_over
            for player in view["players"]:
                if hidden and player["seat"] != seat:
                    assert player["vp"] is None and view["scores"]["players"][str(player["seat"])]["chips"] == "hidden"


def check_new_lines(table, lines, seen_before):
    """The lines added to "What happened" name no card that any screen could not see before or
    after the move (the same lines go to every screen, the projector's included)."""
    if table.game_name != "san_juan":
        return
    public = seen_before | sj_visible(table.game, None)
    for line in lines:
        named = {card for card, word in CARD_WORDS.items() if word.search(line)}
        assert named <= public, (line, named - public)


def request_for(kind, table, seat, rng_pick):
    if kind in ("act", "explain"):
        legal = list(table.game.legal_actions()) if not table.over else []
        action = legal[rng_pick % len(legal)].to_mapping() if legal else {"player": 0, "choose_role": "builder"}
        return {"type": kind, "action": {**action, "player": seat if seat is not None else action["player"]},
                "version": table.version}
    if kind == "show_hand":
        return {"type": kind, "seat": seat}
    return {"type": kind, "version": table.version}


def one_request(table, teacher, seat, kind, pick):
    """Ask, and check the game changed only by a legal move of the asking seat, on its turn."""
    before_log, before_json = list(table.game.log), table.game.to_json()
    before_game, history = table.game.clone(), list(table.session.history)
    seen_before = sj_visible(table.game, None) if table.game_name == "san_juan" else set()
    mover_may = (seat is not None and seat == table.turn and table.seats[seat].bot is None and not table.paused)
    if kind == "pause":
        table.request(None, {"type": "resume" if table.paused else "pause"}, teacher=teacher)
    else:
        table.request(seat, request_for(kind, table, seat, pick))
    log = table.game.log
    if len(log) == len(before_log):
        assert table.game.to_json() == before_json
    else:
        assert kind in ("act", "random") and mover_may
        assert len(log) == len(before_log) + 1 and log[:-1] == before_log
        assert log[-1].player == seat and before_game.is_legal(log[-1].to_mapping())
    check_new_lines(table, table.session.history[len(history):] if len(table.session.history) > len(history)
                    else table.session.history[-1:], seen_before)


def bots_move(table):
    """The bots play one move at a time, each by a bot's seat."""
    while True:
        turn, count = table.turn, len(table.game.log)
        seen_before = sj_visible(table.game, None) if table.game_name == "san_juan" else set()
        history = list(table.session.history)
        if not table.play_one_bot_move():
            return
        assert len(table.game.log) == count + 1 and table.game.log[-1].player == turn
        assert table.seats[turn].bot is not None
        check_new_lines(table, table.session.history[len(history):] or table.session.history[-1:], seen_before)


GAME_SETUPS = st.fixed_dictionaries({
    "game": st.sampled_from(["puerto_rico", "san_juan"]),
    "players": st.integers(2, 4),
    "seed": st.integers(0, 10_000),
    "bot_seats": st.sets(st.integers(0, 3), max_size=2),
})
REQUESTS = st.lists(st.tuples(st.integers(-1, 3), st.sampled_from(KINDS), st.integers(0, 1000),
                              st.booleans()), min_size=5, max_size=60)


@settings(max_examples=30, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(setup=GAME_SETUPS, requests=REQUESTS)
def test_random_requests_from_random_screens(setup, requests):
    players = setup["players"]
    seats = ["random" if seat in setup["bot_seats"] else "person" for seat in range(players)]
    room = Classroom(bot_worker=False, rate_limited=False)
    try:
        table = room.create_table(setup["game"], {"players": players, "seats": seats, "seed": setup["seed"]})
        for seat in range(players):
            if seats[seat] == "person":
                room.join(table.code, f"P{seat}", f"device-{seat}")
        bots_move(table)
        check_views(table)
        for asker, kind, pick, asker_is_turn in requests:
            seat = table.turn if asker_is_turn and table.turn is not None else (None if asker < 0 else asker % players)
            if kind == "hint" and table.game_name == "puerto_rico" and pick % 4:
                kind = "act"  # the coach looks ahead: a few hints are enough
            one_request(table, room.teacher_token, seat, kind, pick)
            bots_move(table)
            check_views(table)
    finally:
        room.close()
