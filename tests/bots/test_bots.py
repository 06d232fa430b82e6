"""The bots by name: each plays only legal moves in both games, never changes the game it is
shown, never reads what its seat cannot see, and the coach beats the weaker bots."""
import random

import pytest

from puertorico_nb import Game, SanJuanGame
from puertorico_nb.bots import BOTS, MatchResult, get_bot, play_games
from puertorico_nb.bots.puerto_rico import mayor_layout


def test_the_three_bots_are_known_by_name_and_a_bot_object_passes_through():
    assert sorted(BOTS) == ["coach", "greedy", "random"]
    assert get_bot(" Coach ").name == "coach"
    mine = get_bot("greedy")
    assert get_bot(mine) is mine
    with pytest.raises(ValueError, match="no bot called 'genius'"):
        get_bot("genius")
    with pytest.raises(ValueError, match="a bot is a name"):
        get_bot(42)


@pytest.mark.parametrize("make", [lambda s: Game(3, seed=s), lambda s: SanJuanGame(3, seed=s)],
                         ids=["puerto_rico", "san_juan"])
@pytest.mark.parametrize("name", ["greedy", "coach"])
def test_a_bot_plays_a_whole_game_of_legal_moves_without_touching_the_game_it_is_shown(make, name):
    bot = get_bot(name)
    game = make(5)
    rng = random.Random(5)
    moves = 0
    while not game.game_over:
        before = game.state.to_dict()
        action = bot.choose(game, game.turn, rng)
        assert game.state.to_dict() == before, "choosing must not change the game"
        assert game.explain(action).legal, f"{name} chose an illegal {action}"
        game.apply(action)
        moves += 1
    assert moves > 30 and game.winners()


def test_the_coach_never_reads_the_order_of_the_hidden_plantations():
    game = Game(4, seed=11)
    for _ in range(6):  # into the first round, a few roles in
        game.apply(get_bot("greedy").choose(game, game.turn, random.Random(1)))
    other = game.clone()
    other.state.stack.reverse()  # the same tiles, hidden in another order
    assert other.state.stack != game.state.stack
    coach = get_bot("coach")
    assert coach.choose(game, game.turn, random.Random(3)) == coach.choose(other, other.turn, random.Random(3))


def test_the_coach_never_reads_another_hand_the_deck_or_a_good_in_san_juan():
    game = SanJuanGame(3, seed=4, governor=0)
    seat = game.turn
    other = game.clone()
    s = other.state
    a, b = [q for q in range(3) if q != seat]
    # swap the two rivals' hands (same sizes) and turn the deck over: all unseen by `seat`
    s.players[a].hand, s.players[b].hand = s.players[b].hand, s.players[a].hand
    s.deck.reverse()
    assert s.deck != game.state.deck
    coach = get_bot("coach")
    assert coach.choose(game, seat, random.Random(8)) == coach.choose(other, seat, random.Random(8))


def test_the_mayor_layout_is_built_not_listed_and_mans_production_with_its_plantation():
    game = Game(4, seed=0)
    p = game.state.players[0]
    p.island = ["indigo", "indigo", "corn", "sugar", "coffee", "quarry"]
    p.island_workers = [0] * 6
    p.island_nobles = [0] * 6
    p.city = ["indigo_plant", "coffee_roaster", "harbor"]
    p.city_workers = [0, 0, 0]
    p.city_nobles = [0, 0, 0]
    p.san_juan = 4
    layout = mayor_layout(game, 0)
    island = {name: n for entry in layout["island"] if isinstance(entry, dict) for name, n in entry.items()}
    city = {name: n for entry in layout["city"] for name, n in entry.items()}
    # four colonists: a coffee plantation with its roaster is worth most, then the harbor or
    # indigo with its plant; never a building without the plantation it needs
    assert island.get("coffee") == 1 and city.get("coffee_roaster") == 1
    assert sum(island.values()) + sum(city.values()) == 4 and layout["san_juan"] == 0
    assert city.get("indigo_plant", 0) <= island.get("indigo", 0)


def test_a_mayor_layout_is_legal_on_the_board_a_game_reaches():
    game = Game(4, seed=3)
    rng = random.Random(3)
    greedy = get_bot("greedy")
    checked = 0
    while not game.game_over and checked < 12:
        s = game.state
        if s.phase == "mayor" and s.stage != "deal":
            action = {"player": s.turn, "place": mayor_layout(game, s.turn)}
            assert game.explain(action).legal, game.explain(action)
            checked += 1
        game.apply(greedy.choose(game, game.turn, rng))
    assert checked >= 4


@pytest.mark.parametrize("game", ["puerto_rico", "san_juan"])
def test_the_coach_beats_three_random_bots(game):
    result = play_games(["coach", "random", "random", "random"], game=game, games=4, seed=0)
    assert result.games == 4 and result.wins[0] == 4


def test_wins_add_up_to_the_games_and_a_shared_win_is_split():
    result = play_games(["random", "random", "greedy"], games=3, seed=1)
    assert sum(result.wins) == pytest.approx(3) and len(result.lines) == 3
    shared = MatchResult(["coach", "random"], games=2, wins=[1.5, 0.5], seconds=[[0.01], []])
    lines = shared.summary()
    assert lines[0] == "coach wins 1.5/2 (75.0%)" and lines[1] == "random wins 0.5/2 (25.0%)"
    assert lines[2].startswith("coach: median decision 10.00 ms, 90th percentile 10.0 ms, slowest 10.0 ms")


def test_the_bots_change_seats_from_game_to_game():
    result = play_games(["coach", "random", "random"], game="san_juan", games=3, seed=0)
    seats = [line.split("coach (seat ")[1][0] for line in result.lines]
    assert seats == ["1", "2", "3"]


@pytest.mark.parametrize("options", [{"expansions": ("nobles",)}, {"expansions": ("new_buildings",), "draft": True}],
                         ids=["nobles", "new_buildings_draft"])
def test_the_coach_plays_the_expansions_to_the_end(options):
    from puertorico_nb.games.puerto_rico import Options
    extra = {"options": Options(selection="draft")} if options.get("draft") else {}
    game = Game(4, seed=1, expansions=options["expansions"], **extra)
    coach, greedy = get_bot("coach"), get_bot("greedy")
    rng = random.Random(1)
    while not game.game_over:
        bot = coach if game.turn == 0 else greedy
        game.apply(bot.choose(game, game.turn, rng))
    assert len(game.log) > 100 and game.winners()
