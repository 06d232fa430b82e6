"""Declining what the Dutch book makes optional (issue #25.2 and #25.7): any player may leave a
role's action or privilege unused ("De rollen", the "Belangrijk" note) and any owner a violet
building's ability ("De paarse gebouwen"). Declined on the move (``pass``, ``privilege: false``,
``carpenter: false``...) or, for what comes while its owner decides nothing, ahead
(``decline: councillor``, ``decline: gold_mine``)."""
from __future__ import annotations

import pytest

from puertorico_nb.games.san_juan import SanJuanGame

from .helpers import empty_hands, hand, player, position, refused


def _kinds(events) -> list[str]:
    return [e.kind for e in events]


@pytest.mark.rule("sj.councillor.draw", "legal")
@pytest.mark.rule("sj.action.pass-optional", "legal")
def test_a_player_who_declines_the_councillor_draws_nothing_and_the_cards_stay_on_the_pile():
    game = position(3, deck=["well", "tower", "hero", "statue", "smithy", "palace", "chapel"],
                    players=empty_hands(0, 1, 2))
    game.apply({"player": 1, "decline": "councillor"})  # out of turn, ahead
    assert game.turn == 0 and game.state.declined[1]
    events = game.apply({"player": 0, "choose_role": "councillor"})
    assert sorted(game.state.drawn) == ["hero", "smithy", "statue", "tower", "well"]
    kept = game.apply({"player": 0, "keep": ["tower"]})
    assert [(e.player, e.data["benefit"]) for e in kept if e.kind == "decline"] == [(1, "councillor")]
    # player 1 is passed over, player 2 draws the two cards player 1 would have drawn
    assert game.turn == 2 and sorted(game.state.drawn) == ["chapel", "palace"]
    game.apply({"player": 2, "keep": ["palace"]})
    assert hand(game, 1) == [] and hand(game, 2) == ["palace"] and game.phase == "role_choice"
    assert "decline" not in _kinds(events)  # said when player 1's turn comes, after the chooser's keep


@pytest.mark.rule("sj.councillor.draw", "illegal")
def test_a_councillor_draw_is_declined_once_and_only_before_it_comes():
    game = position(3, players=empty_hands(0, 1, 2))
    game.apply({"player": 2, "decline": "councillor"})
    assert "already declined" in refused(game, {"player": 2, "decline": "councillor"}).why
    game.apply({"player": 0, "choose_role": "councillor"})
    assert refused(game, {"player": 0, "decline": "councillor"}).rule_id == "sj.councillor.draw"  # drawn
    assert refused(game, {"player": 1, "decline": "well"}).rule_id == "sj.action.pass-optional"
    # not listed (it would double nearly every list of choices), but legal for a player still to draw
    assert {"player": 1, "decline": "councillor"} in game.legal_actions()
    assert all(a.verb != "decline" for a in game.legal_actions())


@pytest.mark.rule("sj.action.pass-optional", "illegal")
def test_declines_ahead_reset_with_the_round():
    game = position(2, players=empty_hands(0, 1))
    game.apply({"player": 1, "decline": "councillor"})
    for seat, role in ((0, "builder"), (1, "prospector"), (0, "trader")):
        game.apply({"player": seat, "choose_role": role})
    assert game.state.round == 2 and game.state.declined == [0, 0]
    game.apply({"player": 1, "choose_role": "councillor"})
    assert game.state.drawn  # player 1's own draw this round comes again


@pytest.mark.rule("sj.councillor.draw", "legal")
def test_the_councillor_without_its_privilege_draws_two_like_everyone():
    game = position(3, players={0: {"hand": [], "buildings": ["indigo_plant", "library"]}, **empty_hands(1, 2)})
    legal = [str(a) for a in game.legal_actions()]
    assert "0 choose_role councillor privilege=false" in legal
    events = game.apply({"player": 0, "choose_role": "councillor", "privilege": False})
    assert len(game.state.drawn) == 2 and not game.state.library_used[0]
    assert any(e.kind == "decline" and e.data["benefit"] == "privilege" for e in events)
    assert refused(game, {"player": 0, "keep": sorted(game.state.drawn)}).rule_id == "sj.councillor.keep"


@pytest.mark.rule("sj.prospector.draw", "legal")
@pytest.mark.rule("sj.prospector.draw", "illegal")
def test_the_prospector_may_leave_its_card_on_the_pile():
    game = position(3, deck=["palace", "well"], players=empty_hands(0, 1, 2))
    game.apply({"player": 0, "choose_role": "prospector", "privilege": False})
    assert hand(game, 0) == [] and game.state.deck[-1] == "palace" and game.turn == 1
    # the builder's privilege is declined on the build, the producer's by producing less
    assert "on the build" in refused(game, {"player": 1, "choose_role": "builder", "privilege": False}).why


@pytest.mark.rule("sj.gold-mine.reveal", "legal")
@pytest.mark.rule("sj.gold-mine.reveal", "illegal")
def test_a_gold_mine_declined_ahead_turns_up_nothing():
    game = position(3, deck=["smithy", "archive", "crane", "chapel", "hero"],
                    players={0: {"hand": ["well"]}, 1: {"hand": [], "buildings": ["indigo_plant", "gold_mine"]},
                             2: {"hand": []}})
    assert refused(game, {"player": 0, "decline": "gold_mine"}).rule_id == "sj.gold-mine.reveal"  # none owned
    game.apply({"player": 1, "decline": "gold_mine"})
    events = game.apply({"player": 0, "choose_role": "prospector"})
    assert hand(game, 0) == ["smithy", "well"] and game.state.revealed == [] and game.phase == "role_choice"
    assert [e.data.get("benefit") for e in events if e.kind == "decline"] == ["gold_mine"]
    assert game.state.deck[-4:] == ["hero", "chapel", "crane", "archive"]  # the four cards stay on the pile
    assert "already declined" in refused(game, {"player": 1, "decline": "gold_mine"}).why


def test_the_gold_mines_decline_is_listed_for_its_owner_while_it_may_pay():
    game = position(3, players={0: {"hand": ["well"], "buildings": ["indigo_plant", "gold_mine"]},
                                **empty_hands(1, 2)})
    assert "0 decline gold_mine" in [str(a) for a in game.legal_actions()]
    game.apply({"player": 0, "choose_role": "prospector"})  # its own gold mine turns up four cards
    assert all(a.verb != "decline" for a in game.legal_actions())
    assert "nothing more" in refused(game, {"player": 0, "decline": "gold_mine"}).why


@pytest.mark.rule("sj.builder.privilege", "legal")
@pytest.mark.rule("sj.builder.privilege", "illegal")
def test_the_builder_may_pay_the_full_price():
    game = position(3, players={0: {"hand": ["tower", "well", "hero", "statue"]},
                                1: {"hand": ["tower", "well", "hero", "statue"]}, 2: {"hand": []}})
    game.apply({"player": 0, "choose_role": "builder"})
    # legal, not listed: it only makes the build dearer
    assert "0 begin_build tower privilege=false" in game.legal_actions()
    assert all(a.option("privilege") is None for a in game.legal_actions())
    assert refused(game, {"player": 0, "build": "tower", "privilege": False,
                          "pay": ["well", "hero"]}).rule_id == "sj.builder.cost"
    game.apply({"player": 0, "build": "tower", "privilege": False, "pay": ["well", "hero", "statue"]})
    assert hand(game, 0) == []
    assert refused(game, {"player": 1, "build": "tower", "privilege": False,
                          "pay": ["well", "hero", "statue"]}).rule_id == "sj.builder.privilege"


@pytest.mark.rule("sj.carpenter.draw", "legal")
@pytest.mark.rule("sj.poor-house.draw", "legal")
def test_the_carpenters_and_poor_houses_cards_may_be_left():
    city = ["indigo_plant", "carpenter", "poor_house"]
    game = position(3, deck=["palace", "hero"], players={0: {"hand": ["smithy", "well"], "buildings": city},
                                                         **empty_hands(1, 2)})
    game.apply({"player": 0, "choose_role": "builder"})
    listed = {str(a) for a in game.legal_actions() if a.value == "smithy"}
    assert {"0 build smithy", "0 build smithy carpenter=false", "0 build smithy carpenter=false poor_house=false",
            } <= listed
    events = game.apply({"player": 0, "build": "smithy", "carpenter": False})
    # the carpenter's card left: one card in hand, so the poor house gives one
    assert hand(game, 0) == ["palace", "well"]
    assert [e.data["benefit"] for e in events if e.kind == "decline"] == ["carpenter"]


@pytest.mark.rule("sj.carpenter.draw", "illegal")
@pytest.mark.rule("sj.poor-house.draw", "illegal")
def test_a_buildings_card_is_declined_only_where_it_would_come():
    game = position(3, players={0: {"hand": ["sugar_mill", "well", "hero", "tower", "statue"],
                                    "buildings": ["indigo_plant", "carpenter", "poor_house"]}, **empty_hands(1, 2)})
    game.apply({"player": 0, "choose_role": "builder"})
    assert refused(game, {"player": 0, "build": "sugar_mill", "carpenter": False,
                          "pay": ["well"]}).rule_id == "sj.carpenter.draw"  # a production building
    assert refused(game, {"player": 0, "build": "well", "poor_house": False,
                          "pay": ["hero"]}).rule_id == "sj.poor-house.draw"  # three cards left


@pytest.mark.rule("sj.well.draw", "legal")
@pytest.mark.rule("sj.well.draw", "illegal")
def test_the_wells_card_may_be_left_whole_or_in_steps():
    city = ["indigo_plant", "sugar_mill", "well"]
    game = position(3, players={0: {"hand": [], "buildings": city}, 1: {"hand": [], "buildings": [*city, "aqueduct"]},
                                2: {"hand": []}})
    game.apply({"player": 0, "choose_role": "producer"})
    assert refused(game, {"player": 0, "produce": ["indigo_plant"], "well": False}).rule_id == "sj.well.draw"
    game.apply({"player": 0, "produce": ["indigo_plant", "sugar_mill"], "well": False})
    assert hand(game, 0) == []
    game.apply("1 pick indigo_plant")
    assert "1 confirm well=false" not in [str(a) for a in game.legal_actions()]  # one good: no card
    game.apply("1 pick sugar_mill")
    assert "1 confirm well=false" in [str(a) for a in game.legal_actions()]
    game.apply("1 confirm well=false")
    assert hand(game, 1) == [] and player(game, 1)["goods"] == ["indigo_plant", "sugar_mill"]


@pytest.mark.rule("sj.market-stand.draw", "legal")
@pytest.mark.rule("sj.market-hall.draw", "legal")
@pytest.mark.rule("sj.market-stand.draw", "illegal")
@pytest.mark.rule("sj.market-hall.draw", "illegal")
def test_the_markets_cards_may_be_left():
    city = ["indigo_plant", "sugar_mill", "market_stand", "market_hall"]
    game = position(3, tiles=[[1, 1, 1, 2, 2]],
                    players={0: {"hand": [], "buildings": city, "goods": ["indigo_plant", "sugar_mill"]},
                             1: {"hand": [], "buildings": ["indigo_plant"], "goods": ["indigo_plant"]},
                             2: {"hand": []}})
    game.apply({"player": 0, "choose_role": "trader"})
    assert refused(game, {"player": 0, "sell": ["indigo_plant"], "market_stand": False}).rule_id == \
        "sj.market-stand.draw"
    game.apply({"player": 0, "sell": ["indigo_plant", "sugar_mill"], "market_stand": False})
    assert len(game.state.players[0].hand) == 3  # two for the goods, one from the hall, none from the stand
    assert refused(game, {"player": 1, "sell": ["indigo_plant"], "market_hall": False}).rule_id == \
        "sj.market-hall.draw"


def test_declines_survive_saving_and_older_saves_read_as_none_declined():
    game = position(3, players=empty_hands(0, 1, 2))
    game.apply({"player": 2, "decline": "councillor"})
    game.apply({"player": 0, "choose_role": "prospector", "privilege": False})
    loaded = SanJuanGame.from_json(game.to_json())
    assert loaded.state == game.state and loaded.state.declined[2]
    plain = position(3, players=empty_hands(0, 1, 2))
    plain.apply({"player": 0, "choose_role": "prospector"})
    data = plain.to_dict()
    for part in (data["start"], data["state"]):
        del part["declined"], part["privilege"]
    older = SanJuanGame.from_dict(data)
    assert older.state.declined == [0, 0, 0] and older.state.privilege
