"""Issue 24, point 1: Undo never reveals what was hidden.

A move after which something face down turned up (a card drawn, a tile turned, a row refilled
from the stack, a pile reshuffled, a top tile shown) is never taken back by a plain Undo: not
through the Python API (``game.undo()`` raises ``UndoRefused``, ``can_undo`` is False and
``undo_why()`` says why) and not at any table (hot seat, against bots, judged exercises: the
button is off and says why, the request is refused in words and changes nothing).
``game.undo(reveal=True)`` takes it back on purpose, for analysis.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from puertorico_nb import Game, SanJuanGame
from puertorico_nb.core.errors import UndoRefused
from puertorico_nb.games.puerto_rico import hidden as pr_hidden
from puertorico_nb.games.san_juan import hidden as sj_hidden
from puertorico_nb.widgets import SanJuanTable, TableWidget
from puertorico_nb.widgets.your_turn import SanJuanYourTurn, YourTurn


def _first_move(make, wanted, seeds=range(60), limit=3000):
    """Seeded random games, played until a move whose (action, events, before, after) `wanted`
    accepts: that game, just after the move, and its events."""
    for seed in seeds:
        game, rng = make(seed), random.Random(seed)
        for _ in range(limit):
            if game.game_over:
                break
            before = game.state.clone()
            action, events = game.play_random(rng)
            if wanted(action, events, before, game.state):
                return game, events
    raise AssertionError("no seeded game made such a move")  # pragma: no cover


def _kind(kind, rule=None):
    return lambda action, events, before, after: any(
        e.kind == kind and (rule is None or e.rule == rule) for e in events)


def _sj(seed):
    return SanJuanGame(players=2 + seed % 3, seed=seed)


def _pr(seed):
    return Game(players=2 + seed % 4, seed=seed, expansions=[(), ("new_buildings",), ("nobles",)][seed % 3])


SAN_JUAN_REVEALS = {
    "councillor": (_kind("councillor_draw", "sj.councillor.draw"), sj_hidden.DRAWN),
    "councillor with a library": (_kind("councillor_draw", "sj.library.double"), sj_hidden.DRAWN),
    "archive": (_kind("draw", "sj.archive.discard-from-hand"), sj_hidden.DRAWN),
    "prospector": (_kind("draw", "sj.prospector.draw"), sj_hidden.DRAWN),
    "prospector with a library": (_kind("draw", "sj.library.double"), sj_hidden.DRAWN),
    "gold mine": (_kind("gold_mine"), sj_hidden.DRAWN),
    "gold mine, no gold": (_kind("gold_mine_fail"), sj_hidden.DRAWN),
    "producer's goods": (_kind("produce", "sj.producer.one-good"), sj_hidden.DRAWN),
    "producer's privilege": (_kind("produce", "sj.producer.privilege"), sj_hidden.DRAWN),
    "aqueduct": (_kind("produce", "sj.aqueduct.extra-good"), sj_hidden.DRAWN),
    "well": (_kind("draw", "sj.well.draw"), sj_hidden.DRAWN),
    "trader's tile": (_kind("tile"), None),  # with the chooser's first sale, when the bots sell at once
    "sale": (_kind("sell", "sj.trader.one-sale"), sj_hidden.DRAWN),
    "trading post": (_kind("sell", "sj.trading-post.extra-sale"), sj_hidden.DRAWN),
    "market stand": (_kind("draw", "sj.market-stand.draw"), sj_hidden.DRAWN),
    "market hall": (_kind("draw", "sj.market-hall.draw"), sj_hidden.DRAWN),
    "carpenter": (_kind("draw", "sj.carpenter.draw"), sj_hidden.DRAWN),
    "poor house": (_kind("draw", "sj.poor-house.draw"), sj_hidden.DRAWN),
    "reshuffle": (_kind("reshuffle"), sj_hidden.SHUFFLED),
}

PUERTO_RICO_REVEALS = {
    "row refilled after the settler phase": (_kind("new_plantations"), pr_hidden.DRAWN),
    "hacienda's draw": (lambda action, events, before, after: any(
        e.kind == "settle" and e.data.get("hidden") for e in events), pr_hidden.DRAWN),
    "discards reshuffled into a new stack": (
        lambda action, events, before, after: after.shuffles != before.shuffles, pr_hidden.SHUFFLED),
}


def _refused_and_unchanged(game, why):
    """A plain undo is refused, says why, and changes nothing; undo(reveal=True) takes it back."""
    position, log = game.state.clone(), [*game.log]
    assert not game.can_undo
    if why is not None:  # (a draw that first reshuffles the discards says so)
        assert game.undo_why() in (why, pr_hidden.SHUFFLED, sj_hidden.SHUFFLED)
    assert game.undo_why()
    with pytest.raises(UndoRefused, match="since"):
        game.undo()
    assert game.state == position and game.log == log
    game.undo(reveal=True)
    assert len(game.log) == len(log) - 1 and game.can_redo
    game.redo()
    assert game.state == position and not game.can_undo  # the guard comes back with the move


@pytest.mark.parametrize("kind", sorted(SAN_JUAN_REVEALS))
def test_san_juan_undo_never_takes_back_a_draw(kind):
    wanted, why = SAN_JUAN_REVEALS[kind]
    game, events = _first_move(_sj, wanted)
    assert events.revealed  # the events of the move say so
    _refused_and_unchanged(game, why)


@pytest.mark.parametrize("kind", sorted(PUERTO_RICO_REVEALS))
def test_puerto_rico_undo_never_takes_back_a_face_down_plantation(kind):
    wanted, why = PUERTO_RICO_REVEALS[kind]
    game, events = _first_move(_pr, wanted)
    assert events.revealed == why
    _refused_and_unchanged(game, why)


def test_the_top_tile_shown_to_a_forest_house_owner_is_a_reveal():
    """Korean rulebook, Forest house: its owner with a hacienda sees the top tile before drawing
    it. The move that hands that player the turn shows the tile, so it is not taken back."""
    game, events = _first_move(_pr, lambda action, events, before, after: events.revealed == pr_hidden.SEEN,
                               seeds=range(1, 300, 3))
    _refused_and_unchanged(game, pr_hidden.SEEN)


def test_the_issue_example_ana_cannot_learn_the_councillors_cards_through_undo():
    game = SanJuanGame(players=2, seed=1, governor=0)
    events = game.apply({"player": 0, "choose_role": "councillor"})
    assert events.revealed == "cards were drawn since" and game.state.drawn
    with pytest.raises(UndoRefused, match="cards were drawn since"):
        game.undo()
    assert game.state.drawn and game.log[-1].value == "councillor"


def test_moves_that_reveal_nothing_are_taken_back_as_before():
    game = SanJuanGame(players=3, seed=1, governor=0)
    events = game.apply({"player": 0, "choose_role": "builder"})
    assert events.revealed == "" and game.can_undo and game.undo_why() == ""
    assert game.undo().value == "builder" and game.state == game.start
    pr = Game(players=3, seed=1)
    assert pr.apply({"player": 0, "choose_role": "settler"}).revealed == "" and pr.can_undo
    assert pr.undo_why(2) == "there is nothing to undo"


def test_every_draw_of_a_random_walk_is_marked_and_every_other_move_undoes_exactly():
    """Cross-check against the piles themselves: a move that took from a face-down pile, shuffled
    one or turned a tile says so; any other move is taken back to the very same position."""
    for seed in range(6):
        for game in (_sj(seed), _pr(seed)):
            rng = random.Random(seed)
            for _ in range(400):
                if game.game_over:
                    break
                before = game.state.clone()
                _, events = game.play_random(rng)
                after = game.state
                if isinstance(game, SanJuanGame):
                    drew = (len(after.deck) < len(before.deck) or after.shuffles != before.shuffles
                            or (after.tile_up and not before.tile_up))
                else:
                    drew = (len(after.stack) < len(before.stack) or after.shuffles != before.shuffles
                            or bool(Counter(after.face_up) - Counter(before.face_up)))
                drew = drew or events.revealed in (pr_hidden.SEEN, sj_hidden.TILE)  # seen, then face down again
                assert bool(events.revealed) == drew, (seed, game.log[-1])
                if not events.revealed:
                    game.undo()
                    assert game.state == before
                    game.redo()


# -- the tables ---------------------------------------------------------------------------------------
def _refused_at_the_table(table, why):
    position, log = table.game.state.to_dict(), [*table.game.log]
    assert not table.can_undo and table.undo_why == why
    table.handle_message({"type": "undo"})
    assert table.message == f"Nothing was taken back: {why}."
    assert table.game.state.to_dict() == position and table.game.log == log


def test_hot_seat_san_juan_the_councillors_cards_stay_drawn():
    table = SanJuanTable(SanJuanGame(players=2, seed=1, governor=0), names=["Ana", "Bo"], hotseat=True)
    assert table.show_hand(0)
    table.handle_message({"type": "act", "action": {"player": 0, "choose_role": "councillor"},
                          "version": table.view["version"]})
    assert table.game.turn == 0 and table.shown == 0  # her own move, her own turn, her hand shown
    _refused_at_the_table(table, "cards were drawn since")


def test_against_bots_a_prospectors_draw_stays():
    table = SanJuanTable(SanJuanGame(players=3, seed=1, governor=0), names=["Ana", "Bo", "Cy"])
    assert table.act({"player": 0, "choose_role": "prospector"})
    _refused_at_the_table(table, "cards were drawn since")


def test_puerto_rico_table_the_refilled_row_stays():
    table = TableWidget(Game(players=3, seed=1), names=["Ana", "Bo", "Cy"])
    for action in ({"player": 0, "choose_role": "settler"}, {"player": 0, "settle": "quarry"},
                   {"player": 1, "settle": "coffee"}):
        assert table.act(action) and table.can_undo and table.undo_why == ""
    assert table.act({"player": 2, "settle": "sugar"})  # the last settler: the row is refilled
    _refused_at_the_table(table, pr_hidden.DRAWN)


def test_puerto_rico_table_against_bots_counts_the_bots_draws():
    """Undo takes back the bots' moves with the person's: not if a bot's move turned tiles up."""
    table = TableWidget(Game(players=3, seed=1), names=["Ana", "Bo", "Cy"], bots=[1, 2])
    assert table.act({"player": 0, "choose_role": "settler"}) and table.can_undo
    assert table.act({"player": 0, "settle": "quarry"})  # then the bots settle; the last one's move refills the row
    assert table.game.turn == 0 and table.game.log[-1].player != 0
    _refused_at_the_table(table, pr_hidden.DRAWN)


def test_a_judged_san_juan_exercise_keeps_a_sale_that_drew_cards():
    from puertorico_nb.course.san_juan import example, moves, play
    trader = example("sanjuan_trader")
    turn = SanJuanYourTurn(play(trader, 1), moves(trader)[1], why="Her best-paid goods.", names=["Ana", "Bo", "Cy"])
    assert turn.act({"player": 0, "sell": ["sugar_mill"]}) and turn.verdict == "different"
    assert "Press Try again" in turn.message and "Press Undo" not in turn.message
    _refused_at_the_table(turn, "cards were drawn since")


def test_a_judged_puerto_rico_exercise_keeps_a_refilled_row():
    settler = Game(players=3, seed=1)
    for action in ({"player": 0, "choose_role": "settler"}, {"player": 0, "settle": "quarry"},
                   {"player": 1, "settle": "coffee"}):
        settler.apply(action)
    turn = YourTurn(settler, {"player": 2, "settle": "sugar"}, why="x", names=["Ana", "Bo", "Cy"])
    assert turn.act({"player": 2, "settle": "indigo"}) and turn.verdict == "different"
    _refused_at_the_table(turn, pr_hidden.DRAWN)
