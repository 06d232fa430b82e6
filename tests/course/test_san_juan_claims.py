"""What tutorials 23-25 say about their positions holds there (issue #23, the newcomer's reading):
each test recomputes from the engine a sentence the tutorial prints."""
from __future__ import annotations

from pathlib import Path

from puertorico_nb.course.san_juan import book_example, example, play, start
from puertorico_nb.games.san_juan.render.viewmodel import sanjuan_view_model
from puertorico_nb.rulings.position import view

SOURCES = Path(__file__).resolve().parents[2] / "tutorials" / "sources"


def test_23_the_covered_violet_building_is_built_again():
    """'It may be built again': the card built is one the crane had covered before."""
    ruling = example("sanjuan_crane", 3)
    before, after = view(start(ruling))["players"][0], view(play(ruling))["players"][0]
    rebuilt = [card for card in after["buildings"] if card not in before["buildings"]]
    assert rebuilt and set(rebuilt) <= set(before["covered"])
    assert "built again" in (SOURCES / "23_san_juan_violet_buildings.py").read_text(encoding="utf-8")


def test_24_the_palace_example_leaves_the_others_their_starting_indigo_plants():
    others = view(start(book_example("sanjuan_scoring", 6)))["players"]
    assert [others[seat]["buildings"] for seat in (1, 2)] == [["indigo_plant"], ["indigo_plant"]]
    text = (SOURCES / "24_san_juan_game_end.py").read_text(encoding="utf-8")
    assert "step through them on the table" not in text  # the book's examples are printed, not tables
    assert "just their starting indigo\n# plants" in text


def test_25_only_the_roles_the_library_doubles_are_offered_without_it():
    """'where the library would double a role's privilege (here the prospector's and the
    councillor's), the table also offers that role without the library'."""
    game = start(example("sanjuan_library", 8))
    labels = [action["label"] for action in sanjuan_view_model(game, seat=0, names=["Ana", "Bo"])["actions"]]
    without = sorted(label.removeprefix("Choose the ").removesuffix(" without the library")
                     for label in labels if label.endswith("without the library"))
    assert without == ["councillor", "prospector"]
    assert "(here the prospector's and the\n# councillor's)" in (SOURCES / "25_san_juan_two_players.py").read_text(
        encoding="utf-8")


def test_20_the_trader_example_leaves_the_others_their_starting_indigo_plants():
    others = view(start(book_example("sanjuan_trader", 0)))["players"]
    assert [others[seat]["buildings"] for seat in (1, 2)] == [["indigo_plant"], ["indigo_plant"]]
    assert "Bo and Cy have just their starting indigo\n# plants" in (SOURCES / "20_san_juan_trader.py").read_text(
        encoding="utf-8")


def _used_only_to_ask(source: str) -> list[tuple[str, int]]:
    """The examples a tutorial keeps in a variable and uses only through allowed/refused questions
    and pictures (never stepped through): a learner sees only the position, so it must be one play
    could reach."""
    import re

    found = []
    for name, file, index in re.findall(r'^(\w+) = example\("(\w+)", (\d+)\)', source, re.M):
        uses = [line for line in source.splitlines() if re.search(rf"\b{name}\b", line) and not line.startswith(name)]
        if uses and all(re.search(r"\b(ask_allowed|allowed|refused|picture)\(", line) or line.startswith(" ")
                        for line in uses):
            found.append((file, int(index)))
    return found


def test_examples_asked_about_only_are_positions_play_could_reach():
    """Each player's city holds at most one building per builder phase played before the
    position's round (the starting indigo plant besides): the crane and black market examples
    of tutorial 23 gave Bo two or three builds in a round or two, beside empty cities."""
    text = (SOURCES / "23_san_juan_violet_buildings.py").read_text(encoding="utf-8")
    asked = _used_only_to_ask(text)
    assert ("sanjuan_crane", 2) in asked and ("sanjuan_black_market", 1) in asked, asked
    for file, index in asked:
        state = start(example(file, index)).state
        for seat, board in enumerate(state.players):
            assert len(board.buildings) <= state.round, (file, index, seat, list(board.buildings))
        assert sum(len(board.buildings) for board in state.players) > len(state.players) + 1, (file, index)
