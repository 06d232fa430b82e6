"""No English on a table in another language: seeded games of both games are played in each of
the books' languages, and every line the table says is checked against the English catalogue:
the narration, every string of the view models, and the coach's hint at every decision (its
whole text: the player, the move, the clicks after it and the reason, as the table shows it;
every third decision also the reason as a walkthrough says it about the player, by name).

A word of an English message (or an English component name) that shows up in a language's text,
and is not a word of that language's own catalogue too (Dutch "is", Norwegian "for"...), is English
that leaked: a message not wrapped, or wrapped but not translated.
"""
from __future__ import annotations

import random
import re
from functools import lru_cache

import pytest

from babel.messages import pofile as babel  # noqa: E402  (Babel: the dev extra)

from puertorico_nb.bots.hints import hint  # noqa: E402
from puertorico_nb.core.language import LANGUAGES, LOCALE_DIR, SOURCE_LANGUAGE, using_language  # noqa: E402
from puertorico_nb.games.puerto_rico import Game  # noqa: E402
from puertorico_nb.games.puerto_rico.render.narrate import narrate as narrate_puerto_rico  # noqa: E402
from puertorico_nb.games.puerto_rico.render.viewmodel import view_model  # noqa: E402
from puertorico_nb.games.san_juan import SanJuanGame  # noqa: E402
from puertorico_nb.games.san_juan.render.narrate import narrate as narrate_san_juan  # noqa: E402
from puertorico_nb.games.san_juan.render.viewmodel import sanjuan_view_model  # noqa: E402

TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]
NAMES = ["You", "Ana", "Dee", "Kim", "Ola"]  # "You" is told in the second person
WORD = re.compile(r"[^\W\d_]{3,}")
PLACEHOLDER = re.compile(r"\{[^{}]*(\{[^{}]*\}[^{}]*)*\}")
NAME_KINDS = ("role", "good", "building", "card", "term")


def _catalogue(path, code=None):
    with path.open("rb") as file:
        return babel.read_po(file, locale=code)


def _words(text: str) -> set[str]:
    return {word.casefold() for word in WORD.findall(PLACEHOLDER.sub(" ", text))}


def _texts(message, forms=False):
    if forms:
        return [message.string] if isinstance(message.string, str) else list(message.string)
    return [message.id] if isinstance(message.id, str) else list(message.id)


@lru_cache(maxsize=None)
def english_words() -> frozenset[str]:
    words: set[str] = set()
    for domain in ("messages", "rules"):
        path = LOCALE_DIR / f"{domain}.pot"
        if not path.is_file():
            continue
        for message in _catalogue(path):
            if message.id and (domain == "messages" or message.context in NAME_KINDS):
                for text in _texts(message):
                    words |= _words(text)
    return frozenset(words)


@lru_cache(maxsize=None)
def own_words(code: str) -> frozenset[str]:
    words: set[str] = set()
    for domain in ("messages", "rules"):
        path = LOCALE_DIR / code / "LC_MESSAGES" / f"{domain}.po"
        if path.is_file():
            for message in _catalogue(path, code):
                if message.id:
                    for text in _texts(message, forms=True):
                        words |= _words(text)
    return frozenset(words)


def english_in(text: str, code: str) -> set[str]:
    return (_words(text) & english_words()) - own_words(code) - {name.casefold() for name in NAMES}


def play(game, narrate, names, code: str, seed: int, moves: int = 400, view=None, hints: bool = False) -> list[str]:
    """Seeded random legal moves; what the table says after each, in `code` (and, with `view`,
    every word its view model shows; with `hints`, the coach's hint at each decision before it is
    taken, about 3 ms each)."""
    rng = random.Random(seed)
    said = []
    for decision in range(moves):
        if game.game_over:
            break
        if hints:
            with using_language(code):
                said.append(str(hint(game, names)))
                if decision % 3 == 0:
                    said.append(hint(game, names, addressed=False).reason)
        action = game.legal_actions().random(rng)
        events = game.apply(action)
        with using_language(code):
            said.append(narrate(events, names))
            if view is not None:
                said.extend(shown_words(view(game, names)))
    return said


# What a view model holds for people to read, by key ("why": a choice's refusal reason, said by the
# engines as core.words.Reasons). Left out: "citation" (the books' own section names).
SHOWN = ("label", "title", "name", "phase_title", "does", "what", "facts", "text", "statement", "privilege", "note", "good_words",
         "confirm_label", "holds", "why", "verdict")


IDS = {("roles", "name")}  # a role's "name" is its id; its "title" is what is shown


def shown_words(value, key=None, parent=None):
    if isinstance(value, dict):
        for inner_key, inner in value.items():
            if (key, inner_key) not in IDS:
                yield from shown_words(inner, inner_key, key)
    elif isinstance(value, list):
        for item in value:
            yield from shown_words(item, key, parent)
    elif isinstance(value, str) and key in SHOWN:
        yield value


GAMES = [
    ("puerto_rico", 2, ()), ("puerto_rico", 3, ("new_buildings",)), ("puerto_rico", 4, ("nobles",)),
    ("puerto_rico", 5, ("new_buildings", "nobles")), ("san_juan", 2, ()), ("san_juan", 3, ()), ("san_juan", 4, ()),
]


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("game_name, players, expansions", GAMES)
def test_the_narration_has_no_english(code, game_name, players, expansions):
    if game_name == "puerto_rico":
        game, narrate = Game(players=players, seed=7, expansions=expansions), narrate_puerto_rico
    else:
        game, narrate = SanJuanGame(players=players, seed=7), narrate_san_juan
    lines = play(game, narrate, NAMES[:players], code, seed=players)
    assert len(lines) > 50
    leaks = {line: english_in(line, code) for line in lines}
    leaks = {line: words for line, words in leaks.items() if words}
    assert not leaks, "\n".join(f"{sorted(words)}: {line}" for line, words in list(leaks.items())[:15])


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("players, expansions", [(2, ()), (3, ("new_buildings",)), (4, ("nobles",)),
                                                 (5, ("new_buildings", "nobles"))])
def test_the_puerto_rico_table_has_no_english(code, players, expansions):
    game = Game(players=players, seed=11, expansions=expansions)
    shown = play(game, narrate_puerto_rico, NAMES[:players], code, seed=players, moves=120,
                 view=lambda game, names: view_model(game, names=names), hints=True)
    assert len(shown) > 1000
    leaks = {text: english_in(text, code) for text in shown}
    leaks = {text: words for text, words in leaks.items() if words}
    assert not leaks, "\n".join(f"{sorted(words)}: {text}" for text, words in list(leaks.items())[:15])


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_san_juan_table_has_no_english(code, players):
    game = SanJuanGame(players=players, seed=11)
    shown = play(game, narrate_san_juan, NAMES[:players], code, seed=players, moves=150,
                 view=lambda game, names: sanjuan_view_model(game, seat=game.state.turn, names=names), hints=True)
    assert len(shown) > 1000
    leaks = {text: english_in(text, code) for text in shown}
    leaks = {text: words for text, words in leaks.items() if words}
    assert not leaks, "\n".join(f"{sorted(words)}: {text}" for text, words in list(leaks.items())[:15])


def test_the_check_finds_english_where_there_is_some():
    assert english_in("Ana chooses the captain", "ko") >= {"chooses"}
    assert english_in("안나가 선장을 선택합니다", "ko") == set()
