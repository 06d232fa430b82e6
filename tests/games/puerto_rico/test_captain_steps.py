"""The captain's storage in small steps: keep one good (or some barrels of it) at a time, then
confirm. A whole ``keep`` stays legal at every moment and leads to the same position."""
from __future__ import annotations

import random

import pytest

from puertorico_nb.core.errors import MalformedAction
from puertorico_nb.games.puerto_rico import Action, Game
from puertorico_nb.games.puerto_rico.components import GOODS
from puertorico_nb.games.puerto_rico.render.narrate import narrate

from .helpers import refused
from .test_rules_captain import _captain, _goods

FULL = [{"capacity": 5, "corn": 5}, {"capacity": 6, "indigo": 6}, {"capacity": 7, "sugar": 7}]


FILL = {"full_storage": True}  # the option that obliges filling every storage space


def _storing(**options):
    # every ship is full: storage at once. Player 0 keeps one good whole and one barrel besides.
    game = _captain(ships=FULL, players={0: {"goods": {"tobacco": 3, "coffee": 3, "indigo": 1},
                                             "city": [{"small_warehouse": 1}]}}, options=options or None)
    assert game.turn == 0 and game.state.stage == "store"
    return game


@pytest.mark.rule("captain.storage", "legal")
def test_steps_and_the_whole_keep_reach_the_same_position():
    game = _storing()
    whole = game.clone()
    whole.apply({"player": 0, "keep": {"coffee": 3, "tobacco": 1}})
    for text in ("0 store coffee", "0 store tobacco barrels=1", "0 confirm"):
        game.apply(text)
    assert game.state == whole.state
    assert _goods(game, 0) == {"coffee": 3, "tobacco": 1}
    assert game.state.picked == [0, 0, 0, 0, 0]


@pytest.mark.rule("captain.keep-maximal", "illegal")
def test_confirm_before_storage_is_full_is_refused_in_plain_words():
    game = _storing(**FILL)
    e = refused(game, "0 confirm")
    assert e.rule_id == "captain.keep-maximal"
    holds = "your storage still has room (it holds every barrel of 1 good and 1 barrel of another)"
    # the fewest that complete a storage: all of the one indigo and one more barrel, not four
    assert e.why == f"{holds}: keep at least 2 more barrels; which ones is your choice"
    game.apply("0 store coffee")
    e = refused(game, "0 confirm")
    assert e.why == f"{holds}: keep 1 more barrel; which one is your choice"


@pytest.mark.rule("captain.keep-maximal", "legal")
def test_the_warehouse_good_is_the_players_choice_so_the_refusal_asks_for_the_fewest():
    # tobacco and coffee would keep 4 barrels, but the books let the player pick the warehouse's
    # good: corn whole and the indigo loose is a full storage too, and the refusal says so
    game = _captain(ships=FULL, players={0: {"goods": {"tobacco": 3, "coffee": 3, "indigo": 1, "corn": 2},
                                             "city": [{"small_warehouse": 1}]}}, options=FILL)
    e = refused(game, "0 confirm")
    assert e.why.endswith(": keep at least 2 more barrels; which ones is your choice")
    game.apply("0 store indigo")
    assert refused(game, "0 confirm").why.endswith(": keep at least 1 more barrel; which ones is your choice")
    game.apply("0 store corn")
    assert {"player": 0, "confirm": True} in game.legal_actions()
    game.apply("0 confirm")
    assert _goods(game, 0) == {"corn": 2, "indigo": 1}


@pytest.mark.rule("captain.keep-maximal", "illegal")
@pytest.mark.parametrize("city, goods, holds", [
    ([], {"tobacco": 2, "coffee": 1}, "1 barrel"),
    ([{"small_warehouse": 1}, {"large_warehouse": 1}], {"corn": 2, "indigo": 2, "tobacco": 2, "coffee": 2},
     "every barrel of 3 goods and 1 barrel of another"),
])
def test_the_confirm_refusal_says_what_the_storage_holds(city, goods, holds):
    game = _captain(ships=FULL, players={0: {"goods": goods, "city": city}}, options=FILL)
    assert game.state.stage == "store" and game.turn == 0
    e = refused(game, "0 confirm")
    assert e.why == f"your storage still has room (it holds {holds}): " + (
        "keep 1 more barrel; which one is your choice" if holds == "1 barrel"
        else "keep 7 more barrels; which ones is your choice")


@pytest.mark.rule("captain.storage", "illegal")
def test_steps_that_cannot_fit_are_refused():
    game = _storing()
    game.apply("0 store coffee")
    e = refused(game, "0 store tobacco")  # the warehouse holds coffee: one loose barrel is left
    assert e.rule_id == "captain.storage" and "cannot hold" in e.why
    e = refused(game, "0 store coffee")
    assert "no coffee left" in e.why
    e = refused(game, "0 store corn")
    assert e.why == "you have no corn"
    e = refused(game, "0 store tobacco barrels=4")
    assert "only 3 more" in e.why
    assert refused(game, "0 store sugar").rule_id == "captain.storage"


def test_the_listing_offers_only_steps_that_still_fit_and_confirm_when_full():
    assert "0 confirm" in map(str, _storing().legal_actions())  # by default, confirm at any moment
    game = _storing(**FILL)
    assert sorted(map(str, game.legal_actions())) == [
        "0 store coffee", "0 store coffee barrels=1", "0 store coffee barrels=2", "0 store indigo",
        "0 store tobacco", "0 store tobacco barrels=1", "0 store tobacco barrels=2"]
    game.apply("0 store coffee")
    assert sorted(map(str, game.legal_actions())) == ["0 store indigo", "0 store tobacco barrels=1"]
    game.apply("0 store indigo")
    assert list(map(str, game.legal_actions())) == ["0 confirm"]
    # a whole keep is still legal half way, and replaces the steps
    keep = {"player": 0, "keep": {"tobacco": 3, "coffee": 1}}
    assert keep in game.legal_actions()
    game.apply(keep)
    assert _goods(game, 0) == {"tobacco": 3, "coffee": 1}


def test_forms_undo_save_and_replay_of_storage_steps():
    a = Action.from_text("2 store corn barrels=1")
    assert a.to_mapping() == {"player": 2, "store": "corn", "barrels": 1} and str(a) == "2 store corn barrels=1"
    game = _storing()
    game.apply("0 store coffee")
    before = game.state.clone()
    game.apply("0 store indigo")
    game.undo(reveal=True)
    assert game.state == before and game.state.picked[4] == 3
    loaded = Game.from_json(game.to_json())
    assert loaded.state == game.state and list(loaded.legal_actions()) == list(game.legal_actions())
    replayed = Game.replay(game.ruleset, game.start, [str(a) for a in game.log])
    assert replayed.state == game.state


def test_random_walks_over_the_storage_steps_always_confirm():
    for seed in range(20):
        game = _storing(**FILL)
        rng = random.Random(seed)
        steps = 0
        while game.turn == 0 and game.phase == "captain":
            game.apply(rng.choice(list(game.legal_actions())))
            steps += 1
            assert steps <= 8
        assert sum(game.state.players[0].goods) == 4


# -- a change of mind: barrels set aside taken back ----------------------------------------------------
@pytest.mark.rule("captain.storage", "legal")
def test_barrels_set_aside_are_taken_back_and_another_storage_confirmed():
    game = _storing()
    whole = game.clone()
    whole.apply({"player": 0, "keep": {"tobacco": 3, "indigo": 1}})
    game.apply("0 store coffee")
    game.apply("0 unstore coffee barrels=2")  # some of them
    assert game.state.picked == [0, 0, 0, 0, 1]
    game.apply({"player": 0, "unstore": "coffee"})  # the rest of them
    assert game.state.picked == [0, 0, 0, 0, 0]
    for text in ("0 store tobacco", "0 store indigo", "0 confirm"):
        game.apply(text)
    assert game.state == whole.state
    assert _goods(game, 0) == {"tobacco": 3, "indigo": 1}


@pytest.mark.rule("captain.storage", "illegal")
def test_taking_back_what_is_not_set_aside_is_refused_in_plain_words():
    game = _storing()
    e = refused(game, "0 unstore coffee")
    assert e.rule_id == "captain.storage"
    assert e.why == "no coffee is set aside to keep, so none can be taken back"
    game.apply("0 store coffee barrels=1")
    e = refused(game, "0 unstore coffee barrels=2")
    assert e.why == "only 1 coffee barrel is set aside to keep, not 2"
    game.apply("0 store coffee barrels=1")
    assert refused(game, "0 unstore coffee barrels=3").why == "only 2 coffee barrels are set aside to keep, not 3"
    assert refused(game, "0 unstore pepper").why == "pepper is not a good"
    assert refused(game, "1 unstore coffee").rule_id == "turn.not-your-turn"
    before = game.state.to_dict()
    with pytest.raises(MalformedAction):
        game.apply("0 unstore coffee barrels=0")
    assert game.state.to_dict() == before


@pytest.mark.rule("captain.storage", "illegal")
def test_nothing_is_taken_back_from_storage_while_loading():
    game = _captain(ships=[{"capacity": 5}, {"capacity": 6}, {"capacity": 7}],
                    players={0: {"goods": {"corn": 2}}})
    assert game.state.stage == "" and game.turn == 0
    e = refused(game, "0 unstore corn")
    assert e.rule_id == "captain.storage" and "after loading has ended" in e.why


def test_taking_back_is_legal_but_never_listed_so_walks_end():
    game = _storing()
    game.apply("0 store coffee")
    listed = list(game.legal_actions())
    assert not any(a.verb == "unstore" for a in listed)
    take_back = Action.from_text("0 unstore coffee barrels=1")
    assert take_back in game.legal_actions() and game.explain(take_back).legal
    assert Action.from_text("0 unstore tobacco") not in game.legal_actions()


def test_forms_undo_save_and_replay_of_a_barrel_taken_back():
    a = Action.from_text("1 unstore sugar barrels=2")
    assert a.to_mapping() == {"player": 1, "unstore": "sugar", "barrels": 2}
    assert str(a) == "1 unstore sugar barrels=2" and Action.from_mapping(a.to_mapping()) == a
    game = _storing()
    game.apply("0 store coffee")
    before = game.state.clone()
    events = game.apply("0 unstore coffee barrels=2")
    assert narrate(events, ["Ana", "Bo", "Cy", "Di"]).startswith("Ana takes back 2 coffee barrels set aside")
    assert game.state.picked[GOODS.index("coffee")] == 1
    game.undo(reveal=True)
    assert game.state == before and game.state.picked[GOODS.index("coffee")] == 3
    game.redo()
    loaded = Game.from_json(game.to_json())
    assert loaded.state == game.state and list(loaded.legal_actions()) == list(game.legal_actions())
    replayed = Game.replay(game.ruleset, game.start, [str(a) for a in game.log])
    assert replayed.state == game.state and replayed.state.picked[GOODS.index("coffee")] == 1


# -- the small wharf's mixed load in steps ----------------------------------------------------------
def _small_wharf():
    from .test_rules_new_buildings import FULL_SHIPS, nb
    game = nb(3, ["small_wharf", "wharf"], governor=0, ships=FULL_SHIPS, players={1: {
        "vp": 0, "goods": {"corn": 3, "sugar": 2, "indigo": 2}, "city": [{"small_wharf": 1}, {"wharf": 1}]}})
    game.apply({"player": 0, "choose_role": "captain"})
    assert game.turn == 1
    return game


@pytest.mark.rule("building.small-wharf", "legal")
def test_a_small_wharf_load_in_steps_is_the_whole_mixed_load():
    game = _small_wharf()
    whole = game.clone()
    whole.apply({"player": 1, "ship": {"sugar": 2, "indigo": 1}, "on": "small_wharf"})
    listed = set(map(str, game.legal_actions()))
    assert {"1 load sugar", "1 load sugar barrels=1", "1 load indigo", "1 load corn barrels=2"} <= listed
    assert not any(a.startswith("1 confirm") for a in listed)  # nothing loaded yet
    for text in ("1 load sugar", "1 load indigo barrels=1", "1 confirm"):
        game.apply(text)
    assert game.state == whole.state and game.state.players[1].vp == 1


@pytest.mark.rule("building.small-wharf", "illegal")
def test_small_wharf_steps_are_checked():
    game = _small_wharf()
    e = refused(game, "1 confirm")
    assert e.rule_id == "building.small-wharf" and "at least one barrel" in e.why
    game.apply("1 load sugar")
    e = refused(game, "1 load sugar")
    assert "no sugar left" in e.why
    e = refused(game, "1 load coffee")
    assert e.why == "you have no coffee"
    e = refused(game, "1 confirm harbor=false")  # no harbor: nothing to decline
    assert e.rule_id == "captain.harbor"
    # a whole decision replaces the load begun
    game.apply({"player": 1, "ship": "corn", "on": "wharf"})
    assert game.state.picked == [0, 0, 0, 0, 0] and game.state.players[1].goods[2] == 2
    assert "1 load sugar" in set(map(str, game.legal_actions()))



@pytest.mark.rule("captain.storage", "illegal")
def test_a_first_store_too_big_says_what_the_storage_holds_not_what_is_kept_already():
    game = _captain(ships=FULL, players={0: {"goods": {"coffee": 3}}})
    e = refused(game, "0 store coffee")
    assert e.why == "your storage cannot hold 3 coffee barrels: it holds 1 barrel"
    game.apply("0 store coffee barrels=1")
    game2 = _captain(ships=FULL, players={0: {"goods": {"coffee": 3, "corn": 2}, "city": [{"small_warehouse": 1}]}})
    game2.apply("0 store coffee")
    e = refused(game2, "0 store corn")
    assert e.why == ("your storage cannot hold 2 more corn barrels besides what you keep already: it holds every "
                     "barrel of 1 good and 1 barrel of another")


@pytest.mark.rule("captain.keep-maximal", "legal")
def test_by_default_a_warehouse_may_be_left_unused_and_confirmed_half_full():
    game = _storing()
    game.apply("0 store indigo")
    assert {"player": 0, "confirm": True} in game.legal_actions()
    supply = list(game.state.goods_supply)
    game.apply("0 confirm")
    assert _goods(game, 0) == {"indigo": 1}  # the warehouse stands unused: tobacco and coffee go back
    tobacco, coffee = GOODS.index("tobacco"), GOODS.index("coffee")
    assert game.state.goods_supply[tobacco] == supply[tobacco] + 3
    assert game.state.goods_supply[coffee] == supply[coffee] + 3


@pytest.mark.rule("captain.keep-maximal", "legal")
def test_by_default_even_the_one_barrel_may_be_let_go():
    game = _captain(ships=FULL, players={0: {"goods": {"tobacco": 2, "coffee": 1}}})
    assert game.state.stage == "store" and "0 confirm" in map(str, game.legal_actions())
    game.apply("0 confirm")
    assert _goods(game, 0) == {}
