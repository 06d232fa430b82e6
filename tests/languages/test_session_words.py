"""No English in what a table session says for itself, in every one of the books' languages: the
answers to Undo, Redo, Record, Hint and Explain, the hot seat's words, the replay's, the reasons
beside an Undo that is off, the short message after the bots' moves, the story's headings; the
classroom's refusals and the teacher's replies; the new-game form and its score sheet in words.

Seeded games of both games (2-5 players, expansions, hot seat) are played a while in each
language, and every sentence said on the way is checked against the English catalogue
(``test_no_english.english_in``); a placeholder left unfilled (``{name}``) fails too.
"""
from __future__ import annotations

import random
import re

import pytest

from puertorico_nb.core.language import using_language
from puertorico_nb.games.puerto_rico import Game
from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.session import PuertoRicoSession, SanJuanSession
from puertorico_nb.session.messages import BotMove, brief

from .test_no_english import NAMES, TRANSLATED, english_in

TABLES = [
    ("puerto_rico", 2, ()), ("puerto_rico", 3, ("new_buildings",)), ("puerto_rico", 4, ("nobles",)),
    ("puerto_rico", 5, ("new_buildings", "nobles")), ("san_juan", 2, ()), ("san_juan", 3, ()), ("san_juan", 4, ()),
]


def _session(game_name: str, players: int, expansions: tuple, code: str, hotseat: bool = False):
    names = NAMES[1:players + 1]
    if game_name == "puerto_rico":
        return PuertoRicoSession(Game(players=players, seed=5, expansions=expansions), names=names,
                                 bots=list(range(1, players)), language=code)
    bots = [] if hotseat else list(range(1, players))
    return SanJuanSession(SanJuanGame(players=players, seed=5), names=names, bots=bots, hotseat=hotseat,
                          language=code)


# what the sessions echo as it was typed or as code reads it: a request sent, the names of the
# requests a table knows, the command that checks a ruling file
ECHOED = ("python -m puertorico_nb check FILE", "['not', 'a', 'mapping']", "'fly'", "'act'", "'x'", "'ZZZZ'")
# (not \b: in Python a CJK character is a word character, so "hide_hand之一" has no boundary after the id)
RULE_ID = re.compile(r"(?<![A-Za-z_])[a-z_]+\.[a-z][\w.-]*")
REQUEST_TYPES = re.compile(r"(?<![A-Za-z_])(act|explain|undo|redo|random|hint|record|replay|live|show_hand|hide_hand)"
                           r"(?![A-Za-z_])")


def _leaks(said: list[str], code: str) -> dict[str, set[str]]:
    for echoed in ECHOED:
        said = [text.replace(echoed, " ") for text in said]
    said = [REQUEST_TYPES.sub(" ", text) if ", ".join(("act", "explain")) in text else text for text in said]
    said = [RULE_ID.sub(" ", text) for text in said]  # a verdict's rule id ("scoring.total") is code, not English
    leaks = {text: english_in(text, code) for text in said if text}
    unfilled = {text: {"{placeholder}"} for text in said if "{" in text or "}" in text}
    return {**{text: words for text, words in leaks.items() if words}, **unfilled}


def _play_and_ask(session, rng: random.Random, moves: int) -> list[str]:
    """Moves, and after each the session's own answers: Undo (and its reason when off), Redo; then
    a bad replay, malformed requests, Record and the story as text."""
    said = []
    for _ in range(moves):
        if session.game.game_over:
            break
        if session.game.turn in session.bots:
            break
        if getattr(session, "hotseat", False) and session.shown != session.game.turn:
            session.show_hand(session.game.turn)
            said.append(session.message)
        session.act(session.game.legal_actions().random(rng).to_mapping())
        said += [session.message, session.undo_why]
        session.undo()
        said.append(session.message)
        session.redo()
        said.append(session.message)
    session.replay_at(10_000)
    said.append(session.message)
    session.handle_message({"type": "fly"})
    said.append(session.message)
    session.handle_message(["not", "a", "mapping"])
    said.append(session.message)
    session.record(title=7)
    said.append(session.message)
    session.record()
    said.append(session.message)
    said += session.story_text().splitlines()
    return said


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("game_name, players, expansions", TABLES)
def test_a_session_says_its_own_words_in_its_language(code, game_name, players, expansions):
    session = _session(game_name, players, expansions, code)
    said = _play_and_ask(session, random.Random(players), moves=40)
    assert len(said) > 60
    leaks = _leaks(said, code)
    assert not leaks, "\n".join(f"{sorted(words)}: {text}" for text, words in list(leaks.items())[:15])


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_hot_seat_speaks_the_tables_language(code, players):
    session = _session("san_juan", players, (), code, hotseat=True)
    turn = session.game.turn
    said = []
    session.act(session.game.legal_actions().random(random.Random(1)).to_mapping())  # the hand is hidden
    said.append(session.message)
    session.explain({"player": turn, "build": "tower"})
    said.append(session.message)
    session.show_hand((turn + 1) % players)  # not the player to act
    said.append(session.message)
    assert session.show_hand(turn)
    said.append(session.message)
    session.hide_hand()
    said.append(session.message)
    session.record()
    said.append(session.message)
    said += _play_and_ask(session, random.Random(players), moves=30)
    assert len(said) > 30
    leaks = _leaks(said, code)
    assert not leaks, "\n".join(f"{sorted(words)}: {text}" for text, words in list(leaks.items())[:15])


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_reason_beside_an_undo_that_is_off_is_translated(code):
    """A San Juan trader's sale draws cards: Undo is off, with its reason in the table's words."""
    for seed in range(40):
        session = SanJuanSession(SanJuanGame(players=2, seed=seed), names=["Ana", "Bo"], bots=[], language=code)
        rng = random.Random(seed)
        for _ in range(30):
            session.act(session.game.legal_actions().random(rng).to_mapping())
            if session.undo_why:
                break
        if session.undo_why:
            break
    assert session.undo_why and not _leaks([session.undo_why], code)
    assert not session.undo() and not _leaks([session.message], code)
    assert session.message != session.undo_why


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_short_message_after_many_bot_moves_is_translated(code):
    moves = [BotMove(seat, f"{NAMES[seat]} x{seat}", False, "pass") for seat in range(1, 5)] * 6
    with using_language(code):
        short = brief(["You pass"], moves, NAMES)
    assert "x1" in short and "What happened" not in short
    assert not english_in(short.replace("You pass", ""), code) - {"happened"}


@pytest.mark.parametrize("code", TRANSLATED)
@pytest.mark.parametrize("game_name", ["puerto_rico", "san_juan"])
def test_the_classroom_refuses_in_the_tables_language(code, game_name):
    from puertorico_nb.classroom import Classroom

    room = Classroom(bot_worker=False)
    try:
        table = room.create_table(game_name, {"players": 3, "seed": 4, "language": code})
        room.join(table.code, "Ana", "a")
        room.join(table.code, "Bo", "b")
        turn = table.turn
        other = (turn + 1) % 3
        token = room.teacher_token
        replies = [table.request(seat, message) for seat, message in [
            (turn, "act"), (turn, {"type": "fly"}), (turn, {"type": "redo"}), (turn, {"type": "show_hand"}),
            (turn, {"type": "undo"}), (turn, {"type": "record"}), (turn, {"type": "pause"}),
            (None, {"type": "hint"}), (other, {"type": "hint"}), (turn, {"type": "act", "action": "x"}),
            (turn, {"type": "act", "action": {"player": other}}), (turn, {"type": "replay", "at": -1}),
            (7, {"type": "replay", "at": 0})]]
        replies += [table.request(None, message, teacher=token) for message in [
            {"type": "pause"}, {"type": "pause"}, {"type": "resume"}, {"type": "resume"}, {"type": "lock_joins"},
            {"type": "unlock_joins"}, {"type": "seat_to_bot", "seat": 9}, {"type": "seat_to_bot", "seat": 2, "bot": "x"},
            {"type": "open_seat", "seat": 0}, {"type": "record"}, {"type": "seat_to_bot", "seat": 2, "bot": "random"},
            {"type": "open_seat", "seat": 2}, {"type": "fill_with_bots", "bot": "greedy"},
            {"type": "fill_with_bots", "bot": "greedy"}, {"type": "end"}, {"type": "end"}, {"type": "record"},
            {"type": "language", "code": "fr"}]]
        said = [reply.message for reply in replies]
        with using_language(code):
            for code_asked in ("ZZZZ", table.code):
                try:
                    room.join(code_asked, "Cy", "c")
                except Exception as refusal:  # JoinError: no such table; the game is over
                    said.append(str(refusal))
        assert len([text for text in said if text]) >= 25
        leaks = _leaks(said, code)
        assert not leaks, "\n".join(f"{sorted(words)}: {text}" for text, words in list(leaks.items())[:15])
    finally:
        room.close()


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_new_game_form_and_its_score_sheet_speak_the_language(code):
    from puertorico_nb.widgets.new_game import NewGame, score_sheet_in_words, static_picture

    with using_language(code):
        form = NewGame(names=["Ana", "Bo", "Cy"], seed=2, players=3)
        said = [form.start.description, form.players.description, *form.players.tooltips, static_picture()]
        table = form.begin()
        rng = random.Random(3)
        while not table.game.game_over:
            table.act(table.game.legal_actions().random(rng).to_mapping())
        said += [str(line) for line in score_sheet_in_words(table.game, table.names).items]
        said.append(form.summary.value)
    assert form.summary.value and any(text.startswith(("Ana:", "Ana：")) for text in said)
    leaks = _leaks([text.replace("<strong>", "").replace("</strong>", "").replace("<em>", "").replace("</em>", "")
                    for text in said], code)
    leaks = {text: words - {"div", "class", "prnb", "said", "details", "summary", "rule", "code", "dir", "auto"}
             for text, words in leaks.items()}
    leaks = {text: words for text, words in leaks.items() if words}
    assert not leaks, "\n".join(f"{sorted(words)}: {text}" for text, words in list(leaks.items())[:15])


# set-ups a start page or a classroom may be sent, each wrong in one field
WRONG_SET_UPS = [("puerto_rico", {"players": 6}), ("san_juan", {"players": 1}), ("puerto_rico", []),
                 ("san_juan", {"names": "Ana"}), ("san_juan", {"seats": "coach"}), ("san_juan", {"seats": ["wizard"]}),
                 ("puerto_rico", {"options": []}), ("puerto_rico", {"options": {"colour": True}}),
                 ("san_juan", {"options": {"hotseat": "yes"}}), ("puerto_rico", {"options": {"expansions": "all"}}),
                 ("puerto_rico", {"seed": "seven"}), ("puerto_rico", {"seed": -1}), ("san_juan", {"language": "xx"}),
                 ("chess", {})]


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_wrong_set_up_is_refused_in_the_pages_language(code):
    from puertorico_nb.bots.registry import BOTS
    from puertorico_nb.session.setup import SetupError, read_settings, setup_form
    said = []
    for game, set_up in WRONG_SET_UPS:
        with pytest.raises(SetupError) as refused:
            read_settings(game, set_up)
        assert str(refused.value).split(":")[0] in ("players", "the set-up is a mapping of choices, not []", "names",
                                                     "seats", "options", "seed", "language", "game")
        with using_language(code):
            said.append(refused.value.said())
    assert len(set(said)) == len(WRONG_SET_UPS)
    typed = {"true", "false", "person", "wizard", "colour", "yes", "all", "seven", "chess", *BOTS}  # values as typed
    for game in ("puerto_rico", "san_juan"):  # and the ids a set-up is written with
        for option in setup_form(game)["options"]:
            typed |= {option["key"], *(choice["value"] for choice in option.get("choices", []))}
    words = re.compile(r"(?<![A-Za-z_])(" + "|".join(sorted(typed, key=len, reverse=True)) + r")(?![A-Za-z_])")
    leaks = {text: english_in(words.sub("", text), code) for text in said}
    leaks = {text: words for text, words in leaks.items() if words or "{" in text}
    assert not leaks, "\n".join(f"{sorted(words)}: {text}" for text, words in leaks.items())
