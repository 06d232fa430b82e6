"""Producer, trader, councillor and prospector phases and their buildings (Dutch rulebook,
Opzichter, Handelaar, Raadsheer, Goudzoeker; Aquaduct, Bron, Handelsstation, Marktstand, Markthal,
Prefectuur, Archief, Goudgroeve, Bibliotheek)."""
from __future__ import annotations

import pytest

from .helpers import empty_hands, hand, player, position, refused

DECK = ["statue", "hero", "well", "palace", "chapel", "tower", "smithy", "archive", "crane", "quarry"]


def _role(role, chooser=0, count=3, **setup):
    setup.setdefault("governor", 0)
    if chooser:
        setup.setdefault("to_pick", chooser)
        setup.setdefault("roles_taken", {"builder": 0} if role != "builder" else {"trader": 0})
    game = position(count, **setup)
    game.apply({"player": chooser, "choose_role": role})
    return game


# -- producer -----------------------------------------------------------------------------------
@pytest.mark.rule("sj.producer.one-good", "legal")
@pytest.mark.rule("sj.producer.one-good", "illegal")
def test_each_player_produces_one_good_unseen_from_the_draw_pile():
    game = _role("producer", deck=DECK, players={1: {"buildings": ["indigo_plant", "sugar_mill"]}})
    game.apply({"player": 0, "produce": ["indigo_plant"]})
    assert game.state.players[0].goods == ["statue"]  # the top card, face down
    assert refused(game, {"player": 1, "produce": ["indigo_plant", "sugar_mill"]}).rule_id == "sj.producer.one-good"
    assert refused(game, {"player": 1, "produce": []}).rule_id == "sj.producer.one-good"
    game.apply({"player": 1, "produce": ["sugar_mill"]})
    assert player(game, 1)["goods"] == ["sugar_mill"]


@pytest.mark.rule("sj.producer.privilege", "legal")
@pytest.mark.rule("sj.producer.privilege", "illegal")
def test_the_producer_makes_two_goods():
    game = _role("producer", players={0: {"buildings": ["indigo_plant", "sugar_mill", "coffee_roaster"]}})
    e = refused(game, {"player": 0, "produce": ["indigo_plant", "sugar_mill", "coffee_roaster"]})
    assert e.rule_id == "sj.producer.privilege"
    assert game.explain({"player": 0, "produce": ["indigo_plant", "coffee_roaster"]}).rule == "sj.producer.privilege"
    game.apply({"player": 0, "produce": ["coffee_roaster", "indigo_plant"]})
    assert sorted(player(game, 0)["goods"]) == ["coffee_roaster", "indigo_plant"]


@pytest.mark.rule("sj.producer.empty-building", "legal")
@pytest.mark.rule("sj.producer.empty-building", "illegal")
def test_a_production_building_holds_one_good_and_full_players_are_passed_over():
    game = _role("producer", players={0: {"buildings": ["indigo_plant", "sugar_mill"], "goods": ["indigo_plant"]},
                                      1: {"goods": ["indigo_plant"]}})
    assert refused(game, {"player": 0, "produce": ["indigo_plant"]}).rule_id == "sj.producer.empty-building"
    assert refused(game, {"player": 0, "produce": ["smithy"]}).rule_id == "sj.producer.empty-building"
    events = game.apply({"player": 0, "produce": ["sugar_mill"]})
    assert game.turn == 2  # player 1 has no empty production building
    assert any(e.kind == "skip" and e.player == 1 and e.rule == "sj.round.skip-no-action" for e in events)


@pytest.mark.rule("sj.aqueduct.extra-good", "legal")
@pytest.mark.rule("sj.aqueduct.extra-good", "illegal")
def test_aqueduct_one_more_good():
    game = _role("producer", players={1: {"buildings": ["indigo_plant", "sugar_mill", "silver_smelter", "aqueduct"]}})
    game.apply({"player": 0, "pass": True})
    assert refused(game, {"player": 1, "produce": ["indigo_plant", "sugar_mill", "silver_smelter"]}).rule_id \
        == "sj.producer.one-good"
    assert game.explain({"player": 1, "produce": ["indigo_plant", "sugar_mill"]}).rule == "sj.aqueduct.extra-good"


@pytest.mark.rule("sj.well.draw", "legal")
@pytest.mark.rule("sj.well.draw", "illegal")
def test_well_pays_a_card_for_two_goods():
    game = _role("producer", deck=DECK, players={0: {"hand": [], "buildings": ["indigo_plant", "sugar_mill", "well"]},
                                                 1: {"hand": [], "buildings": ["indigo_plant", "well"]}})
    events = game.apply({"player": 0, "produce": ["indigo_plant", "sugar_mill"]})
    assert hand(game, 0) == ["well"]  # statue and hero became goods, the third card is the well's
    assert any(e.rule == "sj.well.draw" for e in events)
    game.apply({"player": 1, "produce": ["indigo_plant"]})
    assert hand(game, 1) == []


@pytest.mark.rule("sj.deck.both-piles-empty", "legal")
@pytest.mark.rule("sj.deck.both-piles-empty", "illegal")
def test_with_both_piles_empty_nobody_produces_more_than_the_cards_left():
    game = position(3, governor=0, players={0: {"buildings": ["indigo_plant", "sugar_mill"]}})
    s = game.state
    spare = s.deck[:-1]
    s.deck = s.deck[-1:]
    s.players[2].covered.extend(spare)  # out of the game, to empty the piles (cards stay conserved)
    game.apply({"player": 0, "choose_role": "producer"})
    e = refused(game, {"player": 0, "produce": ["indigo_plant", "sugar_mill"]})
    assert e.rule_id == "sj.deck.both-piles-empty"
    events = game.apply({"player": 0, "produce": ["sugar_mill"]})
    assert game.phase == "role_choice"  # nobody else can produce: no card left
    assert sum(1 for e in events if e.kind == "skip") == 2
    s = game.state
    assert s.deck == [] and s.discard == []
    from puertorico_nb.games.san_juan.common import draw
    evs = []
    assert draw(s, 3, evs) == [] and evs[0].rule == "sj.deck.both-piles-empty"


@pytest.mark.rule("sj.deck.reshuffle-discards", "legal")
@pytest.mark.rule("sj.deck.reshuffle-discards", "illegal")
def test_an_empty_draw_pile_is_rebuilt_from_the_shuffled_discards():
    game = position(3, governor=0, players={0: {"hand": []}})
    s = game.state
    s.discard = s.deck[:-1]
    s.deck = s.deck[-1:]
    top = s.deck[-1]
    events = game.apply({"player": 0, "choose_role": "prospector"})
    assert hand(game, 0) == [top] and not any(e.kind == "reshuffle" for e in events)
    assert game.state.deck == [] and game.state.shuffles == 0
    discards = sorted(game.state.discard)
    events = game.apply({"player": 1, "choose_role": "councillor"})
    s = game.state
    assert [e.rule for e in events if e.kind == "reshuffle"] == ["sj.deck.reshuffle-discards"]
    assert s.shuffles == 1 and s.discard == []
    assert sorted(s.deck + s.drawn) == discards
    # the shuffle is part of the position: the same position shuffles the same way
    again = position(3, governor=0, players={0: {"hand": []}})
    again.state.discard, again.state.deck = again.state.deck[:-1], again.state.deck[-1:]
    again.apply({"player": 0, "choose_role": "prospector"})
    again.apply({"player": 1, "choose_role": "councillor"})
    assert again.state == s


# -- trader -------------------------------------------------------------------------------------
@pytest.mark.rule("sj.trader.tile", "legal")
@pytest.mark.rule("sj.trader.tile", "illegal")
def test_the_tile_is_turned_up_then_goes_under_the_stack():
    tiles = [[1, 2, 2, 3, 3], [1, 1, 1, 2, 2], [1, 1, 2, 2, 2], [1, 1, 2, 2, 3], [1, 2, 2, 2, 3]]
    game = position(3, governor=0, tiles=tiles, players={0: {"goods": ["indigo_plant"]}})
    assert game.player_view(1)["tile"] is None  # face down before the trader
    game.apply({"player": 0, "choose_role": "trader"})
    assert game.player_view(1)["tile"] == [1, 2, 2, 3, 3]
    game.apply({"player": 0, "pass": True})
    assert game.state.tiles == [tuple(t) for t in tiles[1:] + tiles[:1]]
    assert game.player_view(1)["tile"] is None


@pytest.mark.rule("sj.trader.one-sale", "legal")
@pytest.mark.rule("sj.trader.one-sale", "illegal")
@pytest.mark.rule("sj.trader.price", "legal")
def test_one_sale_each_paid_by_the_tile():
    game = position(3, governor=0, tiles=[[1, 1, 2, 2, 3]],
                    players={0: {"hand": [], "goods": ["indigo_plant"]},
                             1: {"hand": [], "buildings": ["silver_smelter", "coffee_roaster"],
                                 "goods": ["silver_smelter", "coffee_roaster"]}})
    game.apply({"player": 0, "choose_role": "trader"})
    game.apply({"player": 0, "sell": ["indigo_plant"]})
    assert len(hand(game, 0)) == 1
    assert refused(game, {"player": 1, "sell": ["silver_smelter", "coffee_roaster"]}).rule_id == "sj.trader.one-sale"
    game.apply({"player": 1, "sell": ["silver_smelter"]})
    assert len(hand(game, 1)) == 3 and player(game, 1)["goods"] == ["coffee_roaster"]


@pytest.mark.rule("sj.trader.price", "illegal")
@pytest.mark.rule("sj.trader.own-good", "legal")
@pytest.mark.rule("sj.trader.own-good", "illegal")
def test_only_own_goods_sell_and_unsold_goods_earn_nothing():
    game = position(3, governor=0, tiles=[[1, 1, 2, 2, 3]],
                    players={0: {"hand": [], "buildings": ["indigo_plant", "silver_smelter"], "goods": ["indigo_plant"]},
                             1: {"hand": [], "goods": ["indigo_plant"]}})
    game.apply({"player": 0, "choose_role": "trader"})
    assert refused(game, {"player": 0, "sell": ["silver_smelter"]}).rule_id == "sj.trader.own-good"
    game.apply({"player": 0, "pass": True})
    assert hand(game, 0) == [] and player(game, 0)["goods"] == ["indigo_plant"]


@pytest.mark.rule("sj.trader.privilege", "legal")
@pytest.mark.rule("sj.trader.privilege", "illegal")
def test_the_trader_sells_two():
    game = position(3, governor=0, tiles=[[1, 1, 1, 2, 2]],
                    players={0: {"hand": [], "buildings": ["indigo_plant", "sugar_mill", "tobacco_storage"],
                                 "goods": ["indigo_plant", "sugar_mill", "tobacco_storage"]}})
    game.apply({"player": 0, "choose_role": "trader"})
    assert refused(game, {"player": 0, "sell": ["indigo_plant", "sugar_mill", "tobacco_storage"]}).rule_id \
        == "sj.trader.privilege"
    game.apply({"player": 0, "sell": ["indigo_plant", "sugar_mill"]})
    assert len(hand(game, 0)) == 2


@pytest.mark.rule("sj.trading-post.extra-sale", "legal")
@pytest.mark.rule("sj.trading-post.extra-sale", "illegal")
def test_trading_post_one_more_sale():
    game = position(3, governor=0, tiles=[[1, 1, 1, 2, 2]],
                    players={1: {"hand": [], "buildings": ["indigo_plant", "sugar_mill", "tobacco_storage", "trading_post"],
                                 "goods": ["indigo_plant", "sugar_mill", "tobacco_storage"]}})
    game.apply({"player": 0, "choose_role": "trader"})
    assert refused(game, {"player": 1, "sell": ["indigo_plant", "sugar_mill", "tobacco_storage"]}).rule_id \
        == "sj.trader.one-sale"
    ex = game.explain({"player": 1, "sell": ["indigo_plant", "sugar_mill"]})
    assert ex.legal and ex.rule == "sj.trading-post.extra-sale"


@pytest.mark.rule("sj.market-stand.draw", "legal")
@pytest.mark.rule("sj.market-stand.draw", "illegal")
def test_market_stand_needs_two_goods_sold():
    game = position(3, governor=0, tiles=[[1, 1, 1, 2, 2]],
                    players={0: {"hand": [], "buildings": ["indigo_plant", "sugar_mill", "market_stand"],
                                 "goods": ["indigo_plant", "sugar_mill"]},
                             1: {"hand": [], "buildings": ["indigo_plant", "market_stand"], "goods": ["indigo_plant"]}})
    game.apply({"player": 0, "choose_role": "trader"})
    events = game.apply({"player": 0, "sell": ["indigo_plant", "sugar_mill"]})
    assert len(hand(game, 0)) == 3 and any(e.rule == "sj.market-stand.draw" for e in events)
    game.apply({"player": 1, "sell": ["indigo_plant"]})
    assert len(hand(game, 1)) == 1


@pytest.mark.rule("sj.market-hall.draw", "legal")
@pytest.mark.rule("sj.market-hall.draw", "illegal")
def test_market_hall_one_card_for_any_sale_never_two():
    game = position(3, governor=0, tiles=[[1, 1, 1, 2, 2]],
                    players={0: {"hand": [], "buildings": ["indigo_plant", "sugar_mill", "market_hall"],
                                 "goods": ["indigo_plant", "sugar_mill"]},
                             1: {"hand": [], "buildings": ["indigo_plant", "market_hall"], "goods": ["indigo_plant"]}})
    game.apply({"player": 0, "choose_role": "trader"})
    game.apply({"player": 0, "sell": ["indigo_plant", "sugar_mill"]})
    assert len(hand(game, 0)) == 3  # 1 + 1 + one market-hall card, not two
    game.apply({"player": 1, "pass": True})
    assert hand(game, 1) == []


# -- councillor ---------------------------------------------------------------------------------
@pytest.mark.rule("sj.councillor.draw", "legal")
@pytest.mark.rule("sj.councillor.draw", "illegal")
@pytest.mark.rule("sj.councillor.keep", "legal")
@pytest.mark.rule("sj.councillor.keep", "illegal")
def test_councillor_five_for_the_chooser_two_for_the_others_keep_one():
    game = position(3, governor=0, deck=DECK, players=empty_hands(0, 1, 2))
    game.apply({"player": 0, "choose_role": "councillor"})
    assert game.state.drawn == ["statue", "hero", "well", "palace", "chapel"]
    assert refused(game, {"player": 0, "keep": ["statue", "hero"]}).rule_id == "sj.councillor.keep"
    assert refused(game, {"player": 0, "keep": ["crane"]}).rule_id == "sj.councillor.keep"
    assert refused(game, {"player": 0, "keep": []}).rule_id == "sj.councillor.keep"
    assert refused(game, {"player": 0, "discard": ["statue"]}).rule_id == "sj.councillor.keep"
    game.apply({"player": 0, "keep": ["hero"]})
    assert game.turn == 1 and game.state.drawn == ["tower", "smithy"]
    game.apply({"player": 1, "keep": ["smithy"]})
    game.apply({"player": 2, "keep": ["crane"]})
    assert (hand(game, 0), hand(game, 1), hand(game, 2)) == (["hero"], ["smithy"], ["crane"])
    assert len(game.state.discard) == 6


@pytest.mark.rule("sj.prefecture.keep-two", "legal")
@pytest.mark.rule("sj.prefecture.keep-two", "illegal")
def test_prefecture_keeps_one_or_two():
    game = position(3, governor=0, deck=DECK, players={0: {"hand": [], "buildings": ["prefecture"]}, 1: {"hand": []}})
    game.apply({"player": 0, "choose_role": "councillor"})
    assert refused(game, {"player": 0, "keep": ["statue", "hero", "well"]}).rule_id == "sj.prefecture.keep-two"
    assert game.explain({"player": 0, "keep": ["statue"]}).legal
    game.apply({"player": 0, "keep": ["statue", "hero"]})
    assert refused(game, {"player": 1, "keep": ["tower", "smithy"]}).rule_id == "sj.councillor.keep"


@pytest.mark.rule("sj.archive.discard-from-hand", "legal")
@pytest.mark.rule("sj.archive.discard-from-hand", "illegal")
def test_archive_discards_from_the_whole_hand():
    game = position(3, governor=0, deck=DECK, players={1: {"hand": ["library"], "buildings": ["archive"]}})
    game.apply({"player": 0, "choose_role": "councillor"})
    game.apply({"player": 0, "keep": ["statue"]})
    assert game.turn == 1 and game.state.drawn == [] and hand(game, 1) == ["library", "smithy", "tower"]
    assert refused(game, {"player": 1, "keep": ["tower"]}).rule_id == "sj.archive.discard-from-hand"
    assert refused(game, {"player": 1, "discard": ["library", "tower"]}).rule_id == "sj.archive.discard-from-hand"
    assert refused(game, {"player": 1, "discard": ["palace"]}).rule_id == "sj.archive.discard-from-hand"
    game.apply({"player": 1, "discard": ["library"]})
    assert hand(game, 1) == ["smithy", "tower"]


# -- prospector and gold mine ---------------------------------------------------------------------
@pytest.mark.rule("sj.prospector.draw", "legal")
@pytest.mark.rule("sj.prospector.draw", "illegal")
def test_prospector_only_the_chooser_draws():
    game = position(3, governor=0, deck=DECK, players=empty_hands(0, 1, 2))
    game.apply({"player": 0, "choose_role": "prospector"})
    assert (hand(game, 0), hand(game, 1), hand(game, 2)) == (["statue"], [], [])
    assert game.phase == "role_choice" and game.turn == 1


@pytest.mark.rule("sj.gold-mine.reveal", "legal")
@pytest.mark.rule("sj.gold-mine.keep", "legal")
@pytest.mark.rule("sj.gold-mine.keep", "illegal")
def test_gold_mine_success_keeps_one_of_four():
    game = position(3, governor=0, deck=["well", "quarry", "smithy", "tobacco_storage", "library"],
                    players={0: {"hand": []}, 2: {"hand": [], "buildings": ["gold_mine"]}})
    events = game.apply({"player": 0, "choose_role": "prospector"})
    assert [e.kind for e in events if e.rule.startswith("sj.gold-mine")] == ["gold_mine"]
    assert game.turn == 2 and game.phase == "prospector"
    assert set(a.value[0] for a in game.legal_actions()) == {"quarry", "smithy", "tobacco_storage", "library"}
    assert refused(game, {"player": 2, "keep": ["quarry", "smithy"]}).rule_id == "sj.gold-mine.keep"
    assert refused(game, {"player": 2, "keep": ["hero"]}).rule_id == "sj.gold-mine.keep"
    assert refused(game, {"player": 2, "pass": True}).rule_id == "sj.action.wrong-phase"
    game.apply({"player": 2, "keep": ["library"]})
    assert hand(game, 2) == ["library"] and sorted(game.state.discard) == ["quarry", "smithy", "tobacco_storage"]


@pytest.mark.rule("sj.gold-mine.reveal", "illegal")
@pytest.mark.rule("sj.gold-mine.fail", "legal")
@pytest.mark.rule("sj.gold-mine.fail", "illegal")
def test_gold_mine_fails_on_a_repeated_cost_and_only_gold_mines_reveal():
    game = position(3, governor=0, deck=["well", "library", "prefecture", "smithy", "tobacco_storage"],
                    players={0: {"hand": []}, 1: {"hand": [], "buildings": ["gold_mine"]}, 2: {"hand": []}})
    events = game.apply({"player": 0, "choose_role": "prospector"})
    assert [e.kind for e in events if e.rule.startswith("sj.gold-mine")] == ["gold_mine", "gold_mine_fail"]
    assert hand(game, 1) == [] and game.phase == "role_choice"
    assert sorted(game.state.discard) == ["library", "prefecture", "smithy", "tobacco_storage"]
    game = position(3, governor=0, deck=DECK, players=empty_hands(0, 1, 2))
    events = game.apply({"player": 0, "choose_role": "prospector"})
    assert not [e for e in events if e.kind == "gold_mine"]


@pytest.mark.rule("sj.gold-mine.order", "legal")
@pytest.mark.rule("sj.gold-mine.order", "illegal")
def test_gold_mine_order_is_an_option():
    from puertorico_nb.games.san_juan import Ruleset, SanJuanGame
    deck = ["well", "quarry", "smithy", "tobacco_storage", "library"]
    game = position(3, governor=0, deck=deck, players={0: {"hand": [], "buildings": ["gold_mine"]}})
    game.apply({"player": 0, "choose_role": "prospector"})
    assert hand(game, 0) == ["well"] and game.state.revealed == ["quarry", "smithy", "tobacco_storage", "library"]
    base = position(3, governor=0, deck=deck, players={0: {"hand": [], "buildings": ["gold_mine"]}})
    late = SanJuanGame(state=base.state, options=Ruleset(prospector_draw_first=False))
    late.apply({"player": 0, "choose_role": "prospector"})
    assert late.state.revealed == ["well", "quarry", "smithy", "tobacco_storage"]
    late.apply({"player": 0, "keep": ["well"]})
    assert hand(late, 0) == ["library", "well"]


# -- library ------------------------------------------------------------------------------------
@pytest.mark.rule("sj.library.double", "legal")
@pytest.mark.rule("sj.library.double", "illegal")
def test_library_doubles_only_its_owners_own_role_and_can_be_declined():
    game = position(3, governor=0, deck=DECK, players={0: {"hand": [], "buildings": ["library"]}, 1: {"hand": []}})
    assert {"player": 0, "choose_role": "councillor", "library": False} in game.legal_actions()
    assert refused(game, {"player": 0, "choose_role": "builder", "library": False}).rule_id == "sj.library.double"
    game.apply({"player": 0, "choose_role": "councillor", "library": False})
    assert len(game.state.drawn) == 5
    game = position(3, governor=0, deck=DECK, players={0: {"hand": []}, 1: {"hand": [], "buildings": ["library"]}})
    game.apply({"player": 0, "choose_role": "councillor"})
    game.apply({"player": 0, "keep": ["statue"]})
    assert len(game.state.drawn) == 2  # the library is not player 1's role


@pytest.mark.rule("sj.library.two-players", "legal")
@pytest.mark.rule("sj.library.two-players", "illegal")
@pytest.mark.rule("sj.role.two-players", "legal")
def test_two_players_library_once_per_round_and_again_next_round():
    game = position(2, governor=0, deck=DECK, players={0: {"hand": [], "buildings": ["indigo_plant", "sugar_mill",
                                                                                    "coffee_roaster", "library"]},
                                                       1: {"hand": []}})
    game.apply({"player": 0, "choose_role": "producer"})
    game.apply({"player": 0, "produce": ["indigo_plant", "sugar_mill", "coffee_roaster"]})
    game.apply({"player": 1, "produce": ["indigo_plant"]})
    game.apply({"player": 1, "choose_role": "prospector"})
    assert game.turn == 0 and game.phase == "role_choice"
    assert {"player": 0, "choose_role": "councillor", "library": False} not in list(
        a.to_mapping() for a in game.legal_actions())
    game.apply({"player": 0, "choose_role": "councillor"})
    assert len(game.state.drawn) == 5
    game.apply({"player": 0, "keep": [game.state.drawn[0]]})
    game.apply({"player": 1, "keep": [game.state.drawn[0]]})
    assert game.state.round == 2 and game.turn == 1 and game.state.library_used == [False, False]


@pytest.mark.rule("sj.library.two-players", "illegal")
def test_two_players_producing_within_the_plain_privilege_does_not_use_the_library():
    game = position(2, governor=0, players={0: {"buildings": ["indigo_plant", "sugar_mill", "library"]}})
    game.apply({"player": 0, "choose_role": "producer"})
    game.apply({"player": 0, "produce": ["indigo_plant", "sugar_mill"]})
    assert game.state.library_used == [False, False]
