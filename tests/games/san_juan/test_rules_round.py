"""Setup, rounds, roles, the start of a round, the end and the score (Dutch rulebook,
VOORBEREIDING, SPELVERLOOP, De rollen, Een nieuwe ronde, EINDE VAN HET SPEL, De vier 6-gebouwen)."""
from __future__ import annotations

from collections import Counter

import pytest

from puertorico_nb.games.puerto_rico import LoadError
from puertorico_nb.games.san_juan import CARDS, Ruleset, SanJuanGame
from puertorico_nb.games.san_juan.components import DECK, ROLES, TILES

from .helpers import empty_hands, hand, player, position, refused


# -- setup --------------------------------------------------------------------------------------
@pytest.mark.rule("sj.cards.one-card-many-uses", "legal")
@pytest.mark.rule("sj.cards.one-card-many-uses", "illegal")
def test_the_box_holds_110_cards():
    assert len(DECK) == 110
    assert sum(c.copies for c in CARDS.values() if c.production) == 42
    assert sum(c.copies for c in CARDS.values() if c.violet) == 68
    assert len([c for c in CARDS.values() if c.violet and c.copies == 2]) == 4
    assert SanJuanGame(4, seed=2).state.all_cards() == Counter(DECK)


@pytest.mark.rule("sj.setup.player-count", "legal")
@pytest.mark.rule("sj.setup.player-count", "illegal")
@pytest.mark.parametrize("n", (2, 3, 4))
def test_two_to_four_players(n):
    assert SanJuanGame(n).players == n
    for bad in (1, 5, True):
        with pytest.raises(LoadError):
            SanJuanGame(bad)


@pytest.mark.rule("sj.setup.governor-by-lot", "legal")
@pytest.mark.rule("sj.setup.governor-by-lot", "illegal")
def test_the_first_governor_is_drawn_by_lot_from_the_seed():
    governors = {SanJuanGame(4, seed=seed).state.governor for seed in range(40)}
    assert governors == {0, 1, 2, 3}
    assert SanJuanGame(4, seed=7).state.governor == SanJuanGame(4, seed=7).state.governor
    assert SanJuanGame(4, seed=7, governor=2).state.governor == 2
    with pytest.raises(LoadError):
        SanJuanGame(3, governor=3)


@pytest.mark.rule("sj.setup.starting-city", "legal")
@pytest.mark.rule("sj.setup.hand", "legal")
@pytest.mark.rule("sj.setup.tiles", "legal")
def test_each_player_starts_with_an_indigo_plant_and_four_hidden_cards():
    game = SanJuanGame(4, seed=3)
    s = game.state
    for p in s.players:
        assert p.buildings == ["indigo_plant"] and len(p.hand) == 4 and p.goods == [None]
    assert len(s.deck) == 110 - 4 - 16 and s.discard == []
    assert sorted(s.tiles) == sorted(TILES) and not s.tile_up


@pytest.mark.rule("sj.setup.starting-city", "illegal")
@pytest.mark.rule("sj.setup.hand", "illegal")
@pytest.mark.rule("sj.setup.tiles", "illegal")
def test_setups_differ_by_seed_and_never_deal_the_taken_indigo_plants():
    a, b = SanJuanGame(4, seed=1).state, SanJuanGame(4, seed=2).state
    assert a.deck != b.deck and a.tiles != b.tiles or a.deck != b.deck
    assert a.all_cards()["indigo_plant"] == 10
    assert sum(p.hand.count("indigo_plant") for p in a.players) + a.deck.count("indigo_plant") == 6


@pytest.mark.rule("sj.setup.variant-hands", "legal")
@pytest.mark.rule("sj.setup.variant-hands", "illegal")
def test_variant_deal_four_plus_seat_keep_four():
    game = SanJuanGame(4, seed=5, governor=1, options=Ruleset(variant_hands=True))
    s = game.state
    assert [len(s.players[i].hand) for i in (1, 2, 3, 0)] == [5, 6, 7, 8]
    assert game.phase == "starting_hand" and game.turn == 1
    assert refused(game, {"player": 1, "keep": s.players[1].hand[:3]}).rule_id == "sj.setup.variant-hands"
    for seat in (1, 2, 3, 0):
        game.apply({"player": seat, "keep": game.state.players[seat].hand[:4]})
    assert all(len(p.hand) == 4 for p in game.state.players)
    assert len(game.state.discard) == 1 + 2 + 3 + 4
    assert game.phase == "role_choice" and game.turn == 1


# -- turns and roles ----------------------------------------------------------------------------
@pytest.mark.rule("sj.turn.not-your-turn", "legal")
@pytest.mark.rule("sj.turn.not-your-turn", "illegal")
def test_only_the_player_to_decide_acts():
    game = position(3, governor=1)
    assert refused(game, {"player": 0, "choose_role": "builder"}).rule_id == "sj.turn.not-your-turn"
    assert refused(game, {"player": 7, "choose_role": "builder"}).rule_id == "sj.turn.not-your-turn"
    game.apply({"player": 1, "choose_role": "prospector"})
    assert game.turn == 2


@pytest.mark.rule("sj.action.wrong-phase", "legal")
@pytest.mark.rule("sj.action.wrong-phase", "illegal")
def test_each_decision_belongs_to_its_phase():
    game = position(3)
    assert refused(game, {"player": 0, "build": "smithy"}).rule_id == "sj.action.wrong-phase"
    assert refused(game, {"player": 0, "pass": True}).rule_id == "sj.action.wrong-phase"
    game.apply({"player": 0, "choose_role": "producer"})
    assert refused(game, {"player": 0, "choose_role": "builder"}).rule_id == "sj.action.wrong-phase"


@pytest.mark.rule("sj.action.pass-optional", "legal")
@pytest.mark.rule("sj.action.pass-optional", "illegal")
def test_actions_privileges_and_abilities_may_be_skipped_but_not_the_pick():
    game = position(3, players={0: {"hand": ["smithy"]}})
    game.apply({"player": 0, "choose_role": "builder"})
    assert game.explain({"player": 0, "pass": True}).rule == "sj.action.pass-optional"
    game.apply({"player": 0, "pass": True})
    assert hand(game, 0) == ["smithy"]
    game = position(3)
    assert refused(game, {"player": 0, "pass": True}).rule_id == "sj.action.wrong-phase"


@pytest.mark.rule("sj.role.one-each", "legal")
@pytest.mark.rule("sj.role.one-each", "illegal")
@pytest.mark.rule("sj.role.already-taken", "legal")
@pytest.mark.rule("sj.role.already-taken", "illegal")
def test_a_role_once_per_round():
    game = position(3)
    assert {a.value for a in game.legal_actions()} == set(ROLES)  # each role (with or without its privilege)
    assert refused(game, {"player": 0, "choose_role": "mayor"}).rule_id == "sj.role.one-each"
    game.apply({"player": 0, "choose_role": "prospector"})
    assert refused(game, {"player": 1, "choose_role": "prospector"}).rule_id == "sj.role.already-taken"
    assert sorted({a.value for a in game.legal_actions()}) == ["builder", "councillor", "producer", "trader"]


@pytest.mark.rule("sj.role.two-players", "legal")
@pytest.mark.rule("sj.role.two-players", "illegal")
def test_two_players_pick_governor_other_governor():
    game = position(2, governor=1, players=empty_hands(0, 1))
    for seat, role in ((1, "prospector"), (0, "prospector")):
        if role == "prospector" and seat == 0:
            role = "councillor"
        game.apply({"player": seat, "choose_role": role})
        while game.phase != "role_choice":
            game.apply(next(iter(game.legal_actions())))
    assert game.turn == 1 and game.state.round == 1
    game.apply({"player": 1, "choose_role": "trader"})
    assert game.state.round == 2 and game.state.governor == 0  # three roles, then the governor moves
    game = position(3)
    picks = []
    for _ in range(3):
        picks.append(game.turn)
        game.apply({"player": game.turn, "choose_role": "trader" if not picks[:-1] else
                    ("builder" if len(picks) == 2 else "councillor")})
        while game.phase not in ("role_choice", "chapel", "hand_limit"):
            game.apply(next(iter(game.legal_actions())))
    assert picks == [0, 1, 2]


@pytest.mark.rule("sj.round.chooser-first", "legal")
@pytest.mark.rule("sj.round.chooser-first", "illegal")
def test_the_chooser_acts_first_then_clockwise():
    game = position(4, governor=0, to_pick=2, roles_taken={"prospector": 0, "builder": 1})
    game.apply({"player": 2, "choose_role": "producer"})
    order = []
    while game.phase == "producer":
        order.append(game.turn)
        game.apply({"player": game.turn, "pass": True})
    assert order == [2, 3, 0, 1]


@pytest.mark.rule("sj.round.skip-no-action", "legal")
@pytest.mark.rule("sj.round.skip-no-action", "illegal")
def test_a_player_with_nothing_to_do_is_passed_over_but_one_who_can_act_is_asked():
    game = position(3, players={0: {"hand": []}, 1: {"hand": ["smithy", "well"]}, 2: {"hand": ["hero"]}})
    events = game.apply({"player": 0, "choose_role": "builder"})
    assert game.turn == 1  # player 0 has no card
    assert [e.player for e in events if e.kind == "skip"] == [0]
    game.apply({"player": 1, "pass": True})
    assert game.phase == "role_choice"  # player 2 cannot afford the hero


@pytest.mark.rule("sj.round.governor-passes", "legal")
@pytest.mark.rule("sj.round.governor-passes", "illegal")
def test_after_every_pick_the_roles_return_and_the_governor_card_moves_left():
    game = position(3, governor=2, to_pick=1, roles_taken={"builder": 2, "trader": 0}, players=empty_hands(0, 1, 2))
    assert game.state.governor == 2
    game.apply({"player": 1, "choose_role": "councillor"})
    while game.phase == "councillor":
        game.apply({"player": game.turn, "keep": [game.state.drawn[0]]})
    s = game.state
    assert s.governor == 0 and s.round == 2 and s.roles_taken == [-1] * 5 and game.turn == 0
    assert {a.value for a in game.legal_actions()} == set(ROLES)  # each role (with or without its privilege)


@pytest.mark.rule("sj.round.hand-limit", "legal")
@pytest.mark.rule("sj.round.hand-limit", "illegal")
@pytest.mark.rule("sj.tower.hand-limit", "legal")
@pytest.mark.rule("sj.tower.hand-limit", "illegal")
def test_hands_are_cut_at_the_start_of_a_round_only():
    big = ["indigo_plant"] * 5 + ["sugar_mill"] * 4
    game = position(3, to_pick=2, roles_taken={"builder": 0, "producer": 1},
                    deck=["statue"], players={0: {"hand": big}, 1: {"hand": ["coffee_roaster"] * 4 + ["silver_smelter"] * 4,
                                                  "buildings": ["tower"]},
                                              2: {"hand": []}})
    assert hand(game, 0) == sorted(big)  # nine cards during a round is fine
    game.apply({"player": 2, "choose_role": "prospector"})
    assert game.phase == "hand_limit" and game.turn == 0  # player 1's tower allows twelve
    e = refused(game, {"player": 0, "discard": ["indigo_plant"]})
    assert e.rule_id == "sj.round.hand-limit"
    game.apply({"player": 0, "discard": ["indigo_plant", "sugar_mill"]})
    assert game.phase == "role_choice" and len(hand(game, 1)) == 8
    game = position(3, to_pick=2, roles_taken={"builder": 0, "producer": 1},
                    players={1: {"hand": big + ["coffee_roaster"] * 4, "buildings": ["tower"]}, 2: {"hand": []}})
    game.apply({"player": 2, "choose_role": "prospector"})
    assert game.turn == 1
    assert refused(game, {"player": 1, "discard": ["indigo_plant", "sugar_mill"]}).rule_id == "sj.tower.hand-limit"
    game.apply({"player": 1, "discard": ["coffee_roaster"]})


@pytest.mark.rule("sj.chapel.tuck", "legal")
@pytest.mark.rule("sj.chapel.tuck", "illegal")
def test_chapel_tucks_one_card_at_the_start_of_a_round():
    game = position(3, to_pick=2, roles_taken={"builder": 0, "producer": 1},
                    players={0: {"hand": ["smithy", "well"], "buildings": ["chapel"]}, 2: {"hand": []}})
    game.apply({"player": 2, "choose_role": "prospector"})
    assert game.phase == "chapel" and game.turn == 0
    assert refused(game, {"player": 0, "tuck": "hero"}).rule_id == "sj.chapel.tuck"
    game.apply({"player": 0, "tuck": "well"})
    assert game.phase == "role_choice" and hand(game, 0) == ["smithy"]
    assert game.state.players[0].chapel == ["well"]
    assert player(game, 0)["chapel"] == 1


@pytest.mark.rule("sj.info.hand-sizes", "legal")
@pytest.mark.rule("sj.info.hand-sizes", "illegal")
def test_a_player_sees_their_own_hand_and_only_the_size_of_others():
    game = position(3, players={0: {"hand": ["smithy", "well"], "buildings": ["chapel", "indigo_plant"],
                                    "goods": ["indigo_plant"], "chapel": 2}})
    mine, theirs = game.player_view(0), game.player_view(1)
    assert sorted(mine["players"][0]["hand"]) == ["smithy", "well"]
    assert theirs["players"][0]["hand"] == 2 and theirs["players"][0]["hand_size"] == 2
    assert theirs["players"][0]["chapel"] is None and len(mine["players"][0]["chapel"]) == 2
    good = game.state.players[0].goods[1]
    assert mine["players"][0]["goods"] == [False, True] and good not in str(mine["players"][0]["goods"])
    assert isinstance(mine["deck_size"], int) and "deck" not in mine
    with pytest.raises(ValueError):
        game.player_view(3)


# -- end and score ------------------------------------------------------------------------------
def _end_by(others: dict):
    """A game whose player 0, the builder, may end it with a twelfth building (a smithy, for free)."""
    city = ["indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter", "chapel", "tower",
            "aqueduct", "carpenter", "prefecture", "library"]
    setup = {0: {"hand": ["smithy"], "buildings": city}, **others}
    game = position(3, players=setup)
    game.apply({"player": 0, "choose_role": "builder"})
    return game


@pytest.mark.rule("sj.end.twelve-buildings", "legal")
@pytest.mark.rule("sj.end.twelve-buildings", "illegal")
def test_the_game_ends_after_the_builder_phase_of_a_twelfth_building():
    game = _end_by({1: {"hand": []}, 2: {"hand": ["archive", "well"]}})
    game.apply({"player": 0, "build": "smithy"})
    assert not game.game_over and game.turn == 2  # the builder phase goes on
    game.apply({"player": 2, "build": "archive", "pay": ["well"]})
    assert game.game_over and game.phase == "game_over" and game.turn is None
    assert list(game.legal_actions()) == []
    assert refused(game, {"player": 1, "choose_role": "trader"}).rule_id == "sj.end.twelve-buildings"
    # eleven buildings and a production phase end nothing
    game = _end_by({1: {"hand": []}, 2: {"hand": []}})
    game.apply({"player": 0, "pass": True})
    assert not game.game_over


@pytest.mark.rule("sj.score.buildings", "legal")
@pytest.mark.rule("sj.score.buildings", "illegal")
@pytest.mark.rule("sj.score.chapel", "legal")
@pytest.mark.rule("sj.chapel.covered-keeps-cards", "legal")
def test_printed_points_and_chapel_cards_count_covered_buildings_do_not():
    game = position(2, players={0: {"buildings": ["hero", "crane", "chapel"], "chapel": 3}})
    assert game.scores()[0] == 5 + 1 + 2 + 3
    game.state.players[0].buildings[2] = "statue"  # as if a statue had covered the chapel
    game.state.players[0].covered.append("chapel")
    game.state.deck.remove("statue")
    b = game.score_breakdown()[0]
    assert (b["buildings"], b["chapel"]) == (5 + 1 + 3, 3)


@pytest.mark.rule("sj.score.chapel", "illegal")
@pytest.mark.rule("sj.chapel.covered-keeps-cards", "illegal")
def test_a_card_under_the_chapel_counts_one_whatever_it_is_and_a_covered_card_is_no_chapel_card():
    game = position(2, players={0: {"buildings": ["chapel"], "chapel": 1}})
    game.state.players[0].chapel = ["palace"]
    game.state.deck.append("indigo_plant")
    game.state.deck.remove("palace")
    assert game.score_breakdown()[0]["chapel"] == 1
    game = position(2, players={0: {"buildings": ["chapel"]}})
    game.state.players[0].covered.append("hero")  # the chapel went over a hero
    game.state.deck.remove("hero")
    assert game.score_breakdown()[0]["chapel"] == 0


@pytest.mark.rule("sj.monument.points", "legal")
@pytest.mark.rule("sj.monument.points", "illegal")
def test_monuments_score_3_4_5_once_each():
    game = position(2, players={0: {"buildings": ["statue", "victory_column", "hero"]}})
    assert game.scores()[0] == 12
    from puertorico_nb.rulings.position import SetupError
    with pytest.raises(SetupError):
        position(2, players={0: {"buildings": ["statue", "statue"]}})


@pytest.mark.rule("sj.guild-hall.bonus", "legal")
@pytest.mark.rule("sj.guild-hall.bonus", "illegal")
def test_guild_hall_two_per_production_building():
    game = position(2, players={0: {"buildings": ["indigo_plant", "indigo_plant", "sugar_mill", "tobacco_storage",
                                                  "guild_hall", "smithy"]}, 1: {"buildings": ["indigo_plant"]}})
    assert game.score_breakdown()[0]["bonuses"] == {"guild_hall": 8}
    assert game.score_breakdown()[1]["bonuses"] == {}


@pytest.mark.rule("sj.city-hall.bonus", "legal")
@pytest.mark.rule("sj.city-hall.bonus", "illegal")
def test_city_hall_one_per_violet_building_itself_included():
    game = position(2, players={0: {"buildings": ["indigo_plant", "silver_smelter", "smithy", "city_hall"]}})
    assert game.score_breakdown()[0]["bonuses"] == {"city_hall": 2}


@pytest.mark.rule("sj.triumphal-arch.bonus", "legal")
@pytest.mark.rule("sj.triumphal-arch.bonus", "illegal")
@pytest.mark.parametrize("monuments, bonus", (([], 0), (["statue"], 4), (["statue", "hero"], 6),
                                              (["statue", "hero", "victory_column"], 8)))
def test_triumphal_arch_by_monuments(monuments, bonus):
    game = position(2, players={0: {"buildings": ["triumphal_arch", *monuments]}})
    assert game.score_breakdown()[0]["bonuses"] == {"triumphal_arch": bonus}


@pytest.mark.rule("sj.palace.bonus", "legal")
@pytest.mark.rule("sj.palace.bonus", "illegal")
def test_palace_a_point_per_four_counted_last():
    game = position(2, players={0: {"buildings": ["palace", "guild_hall", "silver_smelter", "silver_smelter",
                                                  "hero"]}})
    # 11 printed + 4 guild hall = 15: the palace adds 3 (not 2, as it would before the guild hall)
    assert game.score_breakdown()[0]["bonuses"] == {"guild_hall": 4, "palace": 3}
    assert game.scores()[0] == 18


@pytest.mark.rule("sj.end.tie-break", "legal")
@pytest.mark.rule("sj.end.tie-break", "illegal")
@pytest.mark.rule("sj.end.shared-win", "legal")
@pytest.mark.rule("sj.end.shared-win", "illegal")
def test_ties_go_to_cards_in_hand_plus_goods_then_are_shared():
    game = position(3, players={0: {"hand": ["smithy"], "buildings": ["indigo_plant"], "goods": ["indigo_plant"]},
                                1: {"hand": ["smithy", "well"], "buildings": ["indigo_plant"]},
                                2: {"hand": ["smithy", "well", "hero"], "buildings": ["sugar_mill"]}})
    assert game.winners() == [2]
    game.state.players[2].buildings = ["indigo_plant"]
    game.state.deck.append("sugar_mill")
    game.state.deck.remove("indigo_plant")
    assert game.winners() == [2]
    game.state.players[2].hand.remove("hero")
    game.state.deck.append("hero")
    assert game.winners() == [0, 1, 2]


@pytest.mark.rule("sj.deck.discard-face-down", "legal")
@pytest.mark.rule("sj.deck.discard-face-down", "illegal")
def test_discards_go_face_down_and_no_view_or_event_shows_them():
    game = position(3, tiles=[[1, 1, 1, 2, 2]],
                    players={0: {"hand": ["tower", "hero", "statue"], "goods": ["indigo_plant"]}, 1: {"hand": []}})
    sold = game.state.players[0].goods[0]
    game.apply({"player": 0, "choose_role": "trader"})
    events = game.apply({"player": 0, "sell": ["indigo_plant"]})
    assert sold in game.state.discard
    for seat in range(3):
        view = game.player_view(seat)
        assert view["discard_size"] == 1 and "discard" not in view
    assert all(sold not in str(e.data.values()) or e.kind == "draw" for e in events)
