"""The errors a person can meet before a game or beside a table, in every one of the books'
languages: an action of the wrong shape sent by a page (both games, the mapping and the text
forms), a game the start page's choices cannot make (``LoadError``), the start page's own refusal
of a request it never sends, and its picture in an exported notebook.

Each error keeps its English (``str(error)``, what logs, the command line and the ruling files'
messages show) and is said whole in the reader's language (``error.said()``). What a sentence
quotes as it was typed or as code reads it (the value sent, a key such as 'player') is taken out
before the words are checked against the English catalogue (``test_no_english.english_in``).
"""
from __future__ import annotations

import pytest

from puertorico_nb.core import fields
from puertorico_nb.core.errors import GameError, LoadError, MalformedAction
from puertorico_nb.core.language import using_language
from puertorico_nb.core.words import Reason
from puertorico_nb.games.puerto_rico import Action, Game, Options
from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.games.san_juan.actions import Action as SanJuanAction
from puertorico_nb.session import PuertoRicoSession, SanJuanSession

from .test_no_english import TRANSLATED, english_in

# wrong shapes a page (or a ruling file) may send, each refused by its own sentence
PUERTO_RICO_SHAPES = [
    ["not", "a", "mapping"], {"choose_role": "mayor"}, {"player": -1, "choose_role": "mayor"},
    {"player": 0}, {"player": 0, "choose_role": "mayor", "settle": "corn"}, {"player": 0, "pass": True, "via": "x"},
    {"player": 0, "ship": "corn"}, {"player": 0, "ship": "corn", "on": 5, "harbor": "yes"},
    {"player": 0, "ship": "corn", "on": [5]}, {"player": 0, "store": "corn", "barrels": 0},
    {"player": 0, "sell": "corn", "via": 3}, {"player": 0, "choose_role": ""}, {"player": 0, "guest": 7},
    {"player": 0, "pass": "yes"}, {"player": 0, "keep": [1]}, {"player": 0, "keep": {"corn": -1}},
    {"player": 0, "place": [1]}, {"player": 0, "place": {"moon": []}}, {"player": 0, "place": {"island": "corn"}},
    {"player": 0, "place": {"island": [{"corn": {"dogs": 1}}]}}, {"player": 0, "place": {"island": [3]}},
    {"player": 0, "place": {"island": [{"corn": -1}]}}, {"player": 0, "place": {"san_juan": {"dogs": 1}}},
    {"player": 0, "build": "hospice", "black_market": 3}, {"player": 0, "build": "hospice", "black_market": {"good": 1}},
    {"player": 0, "build": "hospice", "black_market": {"vp": 1}},
    "x", "0 fly", "0 keep", "0 sell", "0 ship corn on", "0 ship corn on=²", "0 keep corn:x",
    "0 place moon=1", "0 place san_juan=x", "0 place island=corn:x",
]
SAN_JUAN_SHAPES = [
    {"player": 0, "choose_role": "builder", "privilege": "no"}, {"player": 0, "choose_role": 3},
    {"player": 0, "discard": [3]}, {"player": 0, "pass": 1}, {"player": 0}, "0 build", "0 fly",
]


def _typed(error: GameError) -> list[str]:
    """What the error quotes as typed or as code reads it: its fields, longest first."""
    message = error.args[0]
    assert isinstance(message, Reason), f"not a Reason, so said in English only: {message!r}"
    return sorted((str(value) for value in message.fields.values()), key=len, reverse=True)


def _leaks(error: GameError, code: str) -> set[str]:
    with using_language(code):
        said = error.said()
        assert said != str(error), f"said as in English: {said}"
        for quoted in _typed(error):  # (a list of typed values is joined in the language's words)
            said = said.replace(quoted, " ")
    return english_in(said, code) | ({"{placeholder}"} if "{" in said else set())


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("action_type, shapes", [(Action, PUERTO_RICO_SHAPES), (SanJuanAction, SAN_JUAN_SHAPES)],
                         ids=["puerto_rico", "san_juan"])
def test_an_action_of_the_wrong_shape_is_refused_in_the_readers_language(code, action_type, shapes):
    leaks, templates = {}, set()
    for shape in shapes:
        with pytest.raises(MalformedAction) as refused:
            action_type.parse(shape)
        templates.add(refused.value.args[0].template)
        found = _leaks(refused.value, code)
        if found:
            leaks[str(refused.value)] = found
    assert len(templates) >= len(shapes) * 2 // 3  # the shapes meet many sentences, not one
    assert not leaks, "\n".join(f"{sorted(words)}: {text}" for text, words in leaks.items())


@pytest.mark.parametrize("code", ["ko", "is"])
def test_a_table_says_a_malformed_action_in_its_language(code):
    """Sent to a table (a click of the wrong shape, or Explain of one), the reason is the table's language."""
    pr = PuertoRicoSession(Game(players=3, seed=1), names=["Ana", "Bo", "Cy"], bots=[], language=code)
    sj = SanJuanSession(SanJuanGame(players=2, seed=1), names=["Ana", "Bo"], bots=[], language=code)
    for session, action_type, shape in ((pr, Action, {"player": 0, "ship": "corn"}),
                                        (sj, SanJuanAction, {"player": 0, "choose_role": 3})):
        with pytest.raises(MalformedAction) as refused:
            action_type.parse(shape)
        with using_language(code):
            expected = refused.value.said(session.names)
        assert not session.act(shape)
        assert expected in session.message and str(refused.value) not in session.message
        session.explain(shape)
        assert expected in session.message


# games the start page's choices (or a constructor's arguments) cannot make
WRONG_GAMES = [
    lambda: Game(players=6), lambda: Game(players=3, expansions="nobles"), lambda: Game(players=3, expansions=["dragons"]),
    lambda: Game(players=3, options=Options(edition="german")), lambda: Game(players=3, options=Options(selection="vote")),
    lambda: Options(buildings=[1]), lambda: Options(selection="list"), lambda: Options(noble_shortage="gold"),
    lambda: Options(full_storage=1), lambda: Game(players=3, expansions=("nobles",), options=Options(buildings=["castle"])),
    lambda: Game(players=3, expansions=("nobles",), options=Options(buildings=["hunting_lodge", "hunting_lodge"])),
    lambda: Game(players=3, governor=7), lambda: SanJuanGame(players=5), lambda: SanJuanGame(options={"tie": "coin"}),
    lambda: SanJuanGame(options={"empty_piles": "stop"}), lambda: SanJuanGame(options={"variant_hands": "yes"}),
    lambda: SanJuanGame(options={"dragons": True}), lambda: SanJuanGame(options=[1]),
    lambda: SanJuanGame(options={"tiles": 3}), lambda: SanJuanGame(options={"tiles": [[1, 2]]}),
    lambda: SanJuanGame(options={"tiles": [[1, 2, 3, 4, -5]]}), lambda: fields.items([1], "cards", length=2),
    lambda: fields.items([1, 2, 3], "cards", most=2), lambda: fields.seed("x"), lambda: fields.flag(1, "over"),
    lambda: fields.one_of("x", ("a", "b"), "tie"), lambda: fields.seat(9, 3, "turn", optional=True),
]


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_game_that_cannot_be_made_is_refused_in_the_readers_language(code):
    leaks, said = {}, set()
    for make in WRONG_GAMES:
        with pytest.raises(LoadError) as refused:
            make()
        found = _leaks(refused.value, code)
        with using_language(code):
            said.add(refused.value.said())
        if found:
            leaks[str(refused.value)] = found
    assert len(said) == len(WRONG_GAMES)
    assert not leaks, "\n".join(f"{sorted(words)}: {text}" for text, words in leaks.items())


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_start_page_says_its_own_errors_and_picture_in_its_language(code):
    from puertorico_nb.widgets.start import STATIC_PICTURE, SetupForm, StartPage

    def start_with_nobles_as_text(settings):  # a game the page cannot make: the LoadError it then shows
        return Game(players=settings.players, expansions="nobles")

    form = SetupForm("puerto_rico", on_start=start_with_nobles_as_text, language=code)
    form.handle_message({"type": "start", "settings": {"players": 3}})
    assert form.error and "expansions" in form.error
    assert not english_in(form.error.replace("expansions", " ").replace("'nobles'", " "), code), form.error
    form.handle_message({"type": "fly"})
    assert form.error and not english_in(form.error.replace("'type': 'fly'", " "), code), form.error
    picture = StartPage("san_juan", language=code).form.to_html()
    with using_language("en"):
        english = SetupForm("san_juan").to_html()
    assert "A new game" in english and STATIC_PICTURE not in picture and picture != english
    assert not english_in(picture, code), picture
