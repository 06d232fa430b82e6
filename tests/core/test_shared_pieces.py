"""The pieces both games read the same way: the player count and seed of a new game, and the
key=value words of an action's text form."""
import pytest

from puertorico_nb.core import fields
from puertorico_nb.core.actions import read_text_options
from puertorico_nb.core.errors import LoadError, MalformedAction


@pytest.mark.parametrize("value", [1, 6, True, 4.0, "4", None])
def test_a_player_count_outside_the_books_is_refused_by_name(value):
    with pytest.raises(LoadError, match=r"^Puerto Rico is played by 2, 3, 4 or 5 players, not "):
        fields.player_count(value, (5, 2, 3, 4), "Puerto Rico")


def test_a_player_count_the_books_allow_is_kept():
    assert [fields.player_count(n, (2, 3, 4), "San Juan") for n in (2, 3, 4)] == [2, 3, 4]
    with pytest.raises(LoadError, match="played by 3 players, not 2"):
        fields.player_count(2, (3,), "Solo")


def test_a_seed_is_kept_and_none_is_drawn_fresh_as_a_whole_number():
    assert fields.fresh_seed(0) == 0 and fields.fresh_seed(2 ** 40) == 2 ** 40
    drawn = {fields.fresh_seed(None) for _ in range(8)}
    assert len(drawn) > 1 and all(type(s) is int and 0 <= s < 2 ** 32 for s in drawn)
    for bad in (True, 1.5, "1"):
        with pytest.raises(LoadError, match="seed must be a whole number or none"):
            fields.fresh_seed(bad)


def test_text_options_are_read_as_scalars_or_by_the_game():
    assert read_text_options([], "0 pass") == {}
    assert read_text_options(["barrels=2", "noble=true", "via=office"], "t") == {"barrels": 2, "noble": True,
                                                                                "via": "office"}
    lists = read_text_options(["pay=well,smithy"], "t", lambda key, word: word.split(","))
    assert lists == {"pay": ["well", "smithy"]}
    with pytest.raises(MalformedAction, match="expected key=value, found 'harbor'"):
        read_text_options(["harbor"], "0 ship corn harbor")
