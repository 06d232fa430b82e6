"""San Juan's decisions made of several cards, taken card by card: ``pick`` one card (or
building), then ``confirm``; a build is begun first (``begin_build``) and paid for card by card.
The whole decision, as ruling files write it, stays legal throughout and means the same."""
from __future__ import annotations

import random

import pytest

from puertorico_nb.games.san_juan import Action, SanJuanGame

from .helpers import empty_hands, hand, position, refused


def _phase(role, count=3, **setup):
    setup.setdefault("governor", 0)
    game = position(count, **setup)
    game.apply({"player": 0, "choose_role": role})
    return game


def _steps(game, *texts):
    for text in texts:
        game.apply(text)


def _same_as_whole(game, whole, *texts):
    """Play the steps on `game` and the whole action on a copy: the positions must agree."""
    twin = game.clone()
    twin.apply(whole)
    _steps(game, *texts)
    assert game.state == twin.state


@pytest.mark.rule("sj.producer.privilege", "legal")
def test_the_producer_picks_buildings_one_by_one():
    game = _phase("producer", players={0: {"buildings": ["indigo_plant", "sugar_mill", "smithy"]},
                                       **empty_hands(1, 2)})
    listed = {str(a) for a in game.legal_actions()}
    assert listed == {"0 pick indigo_plant", "0 pick sugar_mill", "0 pass"}
    e = refused(game, "0 confirm")
    assert e.rule_id == "sj.producer.one-good" and "choose 1 to 2 before confirming" in e.why
    e = refused(game, "0 pick smithy")
    assert "no smithy left" in e.why
    game.apply("0 pick sugar_mill")
    assert {str(a) for a in game.legal_actions()} == {"0 confirm", "0 pick indigo_plant", "0 pass"}
    e = refused(game, "0 pick sugar_mill")  # its only sugar mill is picked already
    assert e.rule_id == "sj.producer.one-good"
    _same_as_whole(game, {"player": 0, "produce": ["indigo_plant", "sugar_mill"]}, "0 pick indigo_plant", "0 confirm")


def test_how_many_to_pick_comes_from_the_position():
    """The chooser may produce 2 goods, but with one empty production building is asked for 1 (the
    table said "1 to 2 buildings"); a trader holding one good is asked for 1 too."""
    from puertorico_nb.games.san_juan.render.viewmodel import picking

    game = _phase("producer", players={0: {"buildings": ["indigo_plant", "smithy"]}, **empty_hands(1, 2)})
    assert picking(game)["sizes"] == [1]
    assert picking(game)["title"] == "Choose the buildings to produce on: 1 building"
    assert "choose 1 before confirming" in refused(game, "0 confirm").why
    game = _phase("trader", players={0: {"buildings": ["indigo_plant", "sugar_mill"], "goods": ["indigo_plant"]},
                                     **empty_hands(1, 2)})
    assert picking(game)["sizes"] == [1]


def test_the_trader_picks_goods_one_by_one():
    game = _phase("trader", players={0: {"buildings": ["indigo_plant", "sugar_mill"],
                                         "goods": ["indigo_plant", "sugar_mill"]}, **empty_hands(1, 2)})
    assert {str(a) for a in game.legal_actions()} == {"0 pick indigo_plant", "0 pick sugar_mill", "0 pass"}
    _same_as_whole(game, {"player": 0, "sell": ["sugar_mill"]}, "0 pick sugar_mill", "0 confirm")


@pytest.mark.rule("sj.councillor.keep", "legal")
def test_the_councillor_keeps_by_picking_from_the_drawn_cards():
    game = _phase("councillor", players={0: {"hand": []}, **empty_hands(1, 2)})
    drawn = sorted(game.state.drawn)
    assert {str(a) for a in game.legal_actions()} == {f"0 pick {c}" for c in drawn}
    e = refused(game, "0 confirm")
    assert e.rule_id == "sj.councillor.keep"
    _same_as_whole(game, {"player": 0, "keep": [drawn[0]]}, f"0 pick {drawn[0]}", "0 confirm")


@pytest.mark.rule("sj.builder.cost", "legal")
def test_a_build_is_begun_and_paid_card_by_card():
    game = _phase("builder", players={0: {"hand": ["tower", "well", "smithy", "hero"]}, **empty_hands(1, 2)})
    assert "0 begin_build tower" in {str(a) for a in game.legal_actions()}
    # the tower costs 3, less the builder's privilege: 2 cards
    _steps(game, "0 begin_build tower")
    assert game.state.building == "0 build tower"
    assert {str(a) for a in game.legal_actions()} == {"0 pick hero", "0 pick smithy", "0 pick well", "0 pass"}
    game.apply("0 pick well")
    e = refused(game, "0 confirm")
    assert e.rule_id == "sj.builder.cost" and "choose 2 before confirming; you have chosen 1" in e.why
    e = refused(game, "0 pick tower")  # the card being built does not pay for itself
    assert "no tower left" in e.why
    _same_as_whole(game, {"player": 0, "build": "tower", "pay": ["hero", "well"]}, "0 pick hero", "0 confirm")
    assert hand(game, 0) == ["smithy"] and "tower" in game.state.players[0].buildings


@pytest.mark.rule("sj.builder.cost", "illegal")
def test_a_build_is_begun_only_when_it_can_be_paid_and_costs_something():
    game = _phase("builder", players={0: {"hand": ["palace", "well", "smithy"]}, **empty_hands(1, 2)})
    e = refused(game, "0 begin_build palace")
    assert e.rule_id == "sj.builder.cost" and "has only 2 other cards in hand to pay with" in e.why
    e = refused(game, "0 begin_build smithy")  # 1 less the privilege: nothing to pay
    assert "build it at once" in e.why
    # the whole build without its payment is still refused, as ruling files expect
    assert refused(game, {"player": 0, "build": "well"}).rule_id == "sj.builder.cost"


def test_a_whole_build_or_a_pass_replaces_a_begun_one():
    game = _phase("builder", players={0: {"hand": ["tower", "well", "smithy", "hero"]}, **empty_hands(1, 2)})
    _steps(game, "0 begin_build tower", "0 pick well")
    whole = {"player": 0, "build": "smithy"}
    assert whole in game.legal_actions()
    game.apply(whole)
    assert game.state.building is None and game.state.picked == []
    assert "smithy" in game.state.players[0].buildings


@pytest.mark.rule("sj.round.hand-limit", "legal")
def test_the_hand_limit_discard_card_by_card():
    big = ["indigo_plant"] * 5 + ["sugar_mill"] * 4
    game = position(3, to_pick=2, roles_taken={"builder": 0, "producer": 1}, deck=["statue"],
                    players={0: {"hand": big}, 1: {"hand": []}, 2: {"hand": []}})
    game.apply({"player": 2, "choose_role": "prospector"})
    assert game.phase == "hand_limit" and game.turn == 0  # nine cards, seven kept
    assert {str(a) for a in game.legal_actions()} == {"0 pick indigo_plant", "0 pick sugar_mill"}
    game.apply("0 pick sugar_mill")
    e = refused(game, "0 confirm")
    assert e.rule_id == "sj.round.hand-limit" and "choose 2 before confirming" in e.why
    _same_as_whole(game, {"player": 0, "discard": ["sugar_mill", "sugar_mill"]}, "0 pick sugar_mill", "0 confirm")
    assert game.phase == "role_choice" and hand(game, 0) == sorted(["indigo_plant"] * 5 + ["sugar_mill"] * 2)


def test_text_forms_of_the_steps():
    for text, mapping in [("0 pick well", {"player": 0, "pick": "well"}), ("1 confirm", {"player": 1, "confirm": True}),
                          ("2 begin_build tower over=well", {"player": 2, "begin_build": "tower", "over": "well"})]:
        a = Action.from_text(text)
        assert str(a) == text and a.to_mapping() == mapping and Action.from_mapping(mapping) == a


def test_picks_are_hidden_from_others_and_survive_save_undo_and_replay():
    game = _phase("builder", players={0: {"hand": ["tower", "well", "smithy", "hero"]}, **empty_hands(1, 2)})
    _steps(game, "0 begin_build tower", "0 pick well")
    assert game.player_view(0)["picked"] == ["well"] and game.player_view(1)["picked"] == 1
    assert game.player_view(1)["building"] == "0 build tower"
    before = game.state.clone()
    game.apply("0 pick hero")
    game.undo(reveal=True)
    assert game.state == before
    loaded = SanJuanGame.from_json(game.to_json())
    assert loaded.state == game.state and list(loaded.legal_actions()) == list(game.legal_actions())
    replayed = SanJuanGame.replay(game.start, [str(a) for a in game.log], game.ruleset)
    assert replayed.state == game.state


def test_random_walks_over_the_listing_finish_every_game():
    for seed in range(3):
        game = SanJuanGame(3, seed=seed, record_history=False)
        rng = random.Random(seed)
        steps = 0
        while not game.game_over:
            game.apply(rng.choice(list(game.legal_actions())))
            steps += 1
            assert steps < 20_000  # every game ends (the no-cards-left rule catches a stalled one)


def test_a_game_recorded_half_way_through_a_build_replays_as_a_ruling():
    from puertorico_nb.rulings.record import to_ruling
    from puertorico_nb.rulings.runner import run_ruling
    game = _phase("builder", players={0: {"hand": ["tower", "well", "smithy", "hero"]}, **empty_hands(1, 2)})
    _steps(game, "0 begin_build tower", "0 pick well")
    ruling = to_ruling(game, title="A tower half paid for")
    assert {"act": {"player": 0, "begin_build": "tower"}} in ruling["steps"]
    assert run_ruling(ruling).passed


def test_a_picked_card_can_be_put_back_before_confirming():
    game = _phase("producer", players={0: {"buildings": ["indigo_plant", "indigo_plant", "sugar_mill"]},
                                       **empty_hands(1, 2)})
    _steps(game, "0 pick indigo_plant", "0 pick indigo_plant")
    assert sorted(game.state.picked) == ["indigo_plant", "indigo_plant"]
    before = game.state.clone()
    e = refused(game, "0 unpick sugar_mill")
    assert e.rule_id == "sj.producer.one-good" and "sugar mill is not among the cards chosen" in e.why
    assert game.state == before  # a refusal changes nothing
    game.apply("0 unpick indigo_plant")
    assert game.state.picked == ["indigo_plant"]
    # putting back is never listed (the listed picks only grow, so walks end) but stays legal
    assert not any(a.verb == "unpick" for a in game.legal_actions())
    assert game.is_legal("0 unpick indigo_plant")
    game.undo(reveal=True)
    assert game.state == before
    _same_as_whole(game, {"player": 0, "produce": ["indigo_plant", "sugar_mill"]},
                   "0 unpick indigo_plant", "0 pick sugar_mill", "0 confirm")


def test_putting_back_with_nothing_chosen_is_refused_in_plain_words():
    game = _phase("producer", players={0: {"buildings": ["indigo_plant"]}, **empty_hands(1, 2)})
    e = refused(game, "0 unpick indigo_plant")
    assert "nothing has been chosen yet" in e.why
    assert str(Action.from_text("0 unpick indigo_plant")) == "0 unpick indigo_plant"


def test_a_put_back_card_stays_secret_in_the_narration():
    from puertorico_nb.games.san_juan.render.narrate import narrate
    game = _phase("councillor", players={0: {"hand": []}, **empty_hands(1, 2)})
    card = game.state.drawn[0]
    game.apply(f"0 pick {card}")
    events = game.apply(f"0 unpick {card}")
    text = narrate(events, ["Ana", "Bo", "Cy"])
    assert "Ana puts a chosen card back (0 still chosen)" in text and card.replace("_", " ") not in text


def test_a_pick_among_buildings_everyone_sees_is_narrated_by_name():
    from puertorico_nb.games.san_juan.render.narrate import narrate
    game = _phase("producer", players={0: {"buildings": ["indigo_plant", "sugar_mill"]}, **empty_hands(1, 2)})
    assert "Ana chooses the sugar mill (1 chosen so far)" in narrate(game.apply("0 pick sugar_mill"), ["Ana", "Bo", "Cy"])
    assert "Ana puts the sugar mill back (0 still chosen)" in narrate(game.apply("0 unpick sugar_mill"), ["Ana", "Bo", "Cy"])


def test_the_verdict_on_a_choice_names_the_button_as_it_reads():
    """Issue 23: "Keep 1 card: confirm it" named no button on the table, whose button read
    "Keep 1 card"; the verdict quotes the confirm button's own words."""
    from puertorico_nb.games.san_juan.render.viewmodel import picking

    game = _phase("producer", players={0: {"buildings": ["indigo_plant", "smithy"]}, **empty_hands(1, 2)})
    game.apply("0 pick indigo_plant")
    view = picking(game)
    assert view["confirm"]["legal"] and view["confirm_label"] == "Produce on 1 building"
    assert "press Produce on 1 building" in view["verdict"] and "confirm it" not in view["verdict"]
