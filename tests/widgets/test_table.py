"""TableWidget without a browser: messages in, traits out, and the engine deciding every rule."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import anywidget  # noqa: F401 (needed by what this module drives)

from puertorico_nb.widgets.bundle import bundle  # noqa: E402
from puertorico_nb.games.puerto_rico import Game  # noqa: E402
from puertorico_nb.games.puerto_rico.render.html import game_html  # noqa: E402
from puertorico_nb.widgets import TableWidget  # noqa: E402
from puertorico_nb.widgets.play import BRIEF_LIMIT, MORE, BotMove, then  # noqa: E402

STATIC = Path(__file__).resolve().parents[2] / "puertorico_nb" / "widgets" / "static"
XSS = "<img src=x onerror=alert(1)>"


def snapshot(table):
    return table.game.state.to_dict(), list(table.game.log)


def test_traits_after_construction():
    table = TableWidget(players=3, seed=2, names=["Ana", "Bo"])
    assert table.names == ["Ana", "Bo", "Player 3"]
    assert table.view["turn"] == 0 and table.view["players_count"] == 3
    assert table.message == "" and not table.can_undo and not table.can_redo
    assert table.kind == "table"
    # the game's module bundled with the shared modules it imports; the shared stylesheet first
    assert table._esm == bundle("puertorico.js") and "\nimport " not in table._esm
    assert table._css == "\n".join((STATIC / f).read_text(encoding="utf-8") for f in ("shared.css", "puertorico.css"))
    assert any(c["legal"] for c in table.view["actions"])


def test_a_legal_act_message_changes_the_view():
    table = TableWidget(players=4, seed=0)
    version = table.view["version"]
    table.handle_message({"type": "act", "action": {"player": 0, "choose_role": "prospector"},
                          "version": version})
    assert table.view["version"] == version + 1
    assert table.view["players"][0]["doubloons"] == 4
    assert table.view["turn"] == 1 and table.can_undo
    assert table.message.startswith("Player 1 chooses the prospector")  # seats counted from 1
    assert table.history[-1] == table.message


def test_the_real_comm_path_reaches_the_engine():
    table = TableWidget(players=4, seed=0)
    table._handle_custom_msg({"type": "act", "action": {"player": 0, "choose_role": "mayor"}}, [])
    assert table.game.phase == "mayor"


@pytest.mark.parametrize("content, rule", [
    ({"type": "act", "action": {"player": 1, "choose_role": "settler"}}, "turn.not-your-turn"),
    ({"type": "act", "action": {"player": 0, "choose_role": "settler", "extra": 1}}, "action.malformed"),
    ({"type": "act", "action": {"player": 0, "fly": "away"}}, "action.malformed"),
    ({"type": "act", "action": "not a mapping at all"}, "action.malformed"),
    ({"type": "act", "action": ["player", 0]}, "action.malformed"),
    ({"type": "act", "action": {"player": 0, "build": "harbor"}}, "action.wrong-phase"),
    ({"type": "act", "action": {"player": 9, "choose_role": "settler"}}, "turn.not-your-turn"),
    ({"type": "teleport"}, "action.malformed"),
    ("act", "action.malformed"),
    (None, "action.malformed"),
])
def test_forged_or_illegal_messages_change_nothing(content, rule):
    table = TableWidget(players=4, seed=0)
    before, view = snapshot(table), dict(table.view)
    table.handle_message(content)
    assert snapshot(table) == before
    assert table.view == view
    assert table.rule == rule and table.message
    assert f"[{rule}]" not in table.message  # the rule id sits behind the disclosure, not in the sentence


def test_a_refusal_names_the_rule_and_the_book():
    table = TableWidget(players=4, seed=0)
    table.act({"player": 0, "choose_role": "settler"})
    table.act({"player": 0, "pass": True})
    before = snapshot(table)
    assert not table.act({"player": 1, "settle": "quarry"})
    assert snapshot(table) == before
    assert table.rule == "settler.quarry-privilege" and "rulebook" in table.citation
    assert table.rule_statement and "rulebook" not in table.message  # citations behind the disclosure


def test_a_stale_choice_is_refused_even_if_it_would_be_legal_now():
    table = TableWidget(players=4, seed=0)
    old = table.view["version"]
    table.act({"player": 0, "choose_role": "prospector"})
    before = snapshot(table)
    # the same button pressed twice: by now it is player 1's turn, and the old view is stale
    table.handle_message({"type": "act", "action": {"player": 0, "choose_role": "settler"}, "version": old})
    assert snapshot(table) == before and table.rule == "turn.not-your-turn"
    table.handle_message({"type": "act", "action": {"player": 1, "choose_role": "settler"}, "version": old})
    assert snapshot(table) == before and "earlier position" in table.message


def test_explain_says_why_and_changes_nothing():
    table = TableWidget(players=3, seed=0)
    before = snapshot(table)
    table.handle_message({"type": "explain", "action": {"player": 0, "choose_role": "prospector"}})
    assert snapshot(table) == before
    assert "not allowed" in table.message and table.rule == "setup.roles"
    table.handle_message({"type": "explain", "action": {"player": 0, "choose_role": "settler"}})
    assert ": allowed." in table.message


def test_undo_and_redo():
    table = TableWidget(players=4, seed=0)
    table.act({"player": 0, "choose_role": "prospector"})
    after = snapshot(table)
    table.handle_message({"type": "undo"})
    assert table.game.log == [] and table.view["players"][0]["doubloons"] == 3
    assert not table.can_undo and table.can_redo
    table.handle_message({"type": "redo"})
    assert snapshot(table) == after and table.can_undo and not table.can_redo
    table.handle_message({"type": "redo"})
    assert "nothing to redo" in table.message


def test_bots_play_until_a_human_must_decide():
    table = TableWidget(players=4, seed=3, bots=[1, 2, 3])
    assert table.game.turn == 0
    table.act({"player": 0, "choose_role": "prospector"})
    # three bots chose their roles; the round has come back round to the humans (or the
    # bots' phases ended with a human to act)
    assert table.game.turn == 0 or table.game.game_over
    assert len(table.game.log) > 1
    assert len(table.history) >= 2


def test_the_message_says_the_move_and_then_briefly_the_bots_moves_in_order():
    table = TableWidget(players=4, seed=3, names=["Ana", "Bo", "Cy", "Di"], bots=[1, 2, 3])
    table.act({"player": 0, "choose_role": "prospector"})
    bot_moves = len(table.game.log) - 1
    assert bot_moves >= 3  # Bo, Cy and Di moved at least once each
    said, _, then = table.message.partition(" Then ")
    assert said.startswith("Ana chooses the prospector")
    # the whole narration of every move goes to "What happened", in order
    assert len(table.history) == bot_moves + 1 and table.history[0].startswith(said.rstrip("."))
    firsts = [line.rstrip(".").split("; ")[0] for line in table.history[1:]]
    # each layout said by where the colonists went (a class could not tell where a bot put them)
    assert firsts == ["Bo chooses the mayor", "Bo places their colonists on an indigo plantation",
                      "Cy places their colonists on a corn plantation", "Di places their colonists on a corn plantation"]
    # too long to say whole with Ana's doubloon: the bots' moves in order, the routine ones left
    # out first, and where the rest is
    assert len(table.message) <= BRIEF_LIMIT and then.endswith(MORE + ".")
    assert then == f"Bo chooses the mayor; Bo places their colonists on an indigo plantation{MORE}."


def test_a_long_message_keeps_the_order_and_says_every_role_and_build():
    names = ["Ana", "Bo", "Cy", "Di", "Ed"]
    short = [BotMove(1, "Bo chooses the builder", True, "choose_role"), BotMove(1, "Bo passes", False, "pass")]
    assert then("Ana chooses the mayor.", short, names) == "Ana chooses the mayor. Then Bo chooses the builder; Bo passes."
    long = [BotMove(1, "Bo loads 1 indigo on the 7-ship, +1 point", False, "ship"),
            BotMove(2, "Cy throws away 3 corn and 2 tobacco", False, "keep"),
            BotMove(3, "Di chooses the settler", True, "choose_role"),
            BotMove(1, "Bo takes a sugar plantation", False, "settle"),
            BotMove(2, "Cy takes a sugar plantation", False, "settle"),
            BotMove(3, "Di takes a quarry for the settler's privilege", False, "settle"),
            BotMove(4, "Ed takes a sugar plantation", False, "settle"),
            BotMove(1, "Bo chooses the mayor", True, "choose_role")]
    said = ["Ana loads 2 sugar on the 6-ship, +2 points", "the full 6-ship is unloaded"]
    text = then("; ".join(said) + ".", long, names, said)
    assert len(text) <= BRIEF_LIMIT
    # both roles, in the order chosen; the first other move that fits before them; the routine
    # barrels thrown away left out first
    assert text == ("Ana loads 2 sugar on the 6-ship, +2 points. Then Bo loads 1 indigo on the 7-ship, +1 point; "
                    f"Di chooses the settler; Bo chooses the mayor{MORE}.")
    # builds are never left out, even past the limit (the message area scrolls)
    builds = [BotMove(seat, f"{names[seat]} builds a {building} for 4 doubloons", False, "build")
              for seat, building in ((1, "small warehouse"), (2, "hospice"), (3, "large market"), (4, "office"))]
    roles = [BotMove(seat, f"{names[seat]} chooses the {role}", True, "choose_role")
             for seat, role in ((1, "trader"), (2, "captain"), (3, "settler"))]
    routine = [BotMove(4, "Ed passes", False, "pass")]
    text = then("Ana passes.", builds + routine + roles, names)
    assert [m.clause for m in builds + roles] == [c for c in text.removeprefix("Ana passes. Then ")
                                                  .removesuffix(f"{MORE}.").split("; ")]
    routine = [BotMove(seat, f"{names[seat]} places their colonists", False, "place") for seat in (1, 2, 3, 4)]
    routine += [BotMove(1, "Bo chooses the captain", True, "choose_role"),
                BotMove(1, "Bo loads 3 corn on the 5-ship, +3 points", False, "ship"),
                BotMove(2, "Cy loads 2 coffee on the 4-ship, +2 points", False, "ship")]
    # the shipments before the routine layouts of workers
    assert then("Ana chooses the mayor.", routine, names) == (
        "Ana chooses the mayor. Then Bo chooses the captain; Bo loads 3 corn on the 5-ship, +3 points; "
        f"Cy loads 2 coffee on the 4-ship, +2 points{MORE}.")


def test_a_message_with_no_bot_move_that_fits_still_says_who_moved():
    """"Then the bots moved ..." said nothing of who did what (a newcomer in Voila): when not one
    of the bots' moves fits, the message names the bots that moved, in order."""
    names = ["Ana", "Bo", "Cy", "Di"]
    long = [BotMove(seat, f"{names[seat]} places their colonists: " + "a colonist on each plantation " * 6, False, "place")
            for seat in (2, 1, 3, 2)]
    assert then("Ana chooses the mayor.", long, names) == "Ana chooses the mayor. Then Cy, Bo and Di moved: see What happened."
    # with no names to say (issue 23: "Then moved … (more in What happened)." was no sentence): how many
    assert then("You choose the craftsman.", long, []) == "You choose the craftsman. Then 4 more moves: see What happened."
    assert then("You choose the craftsman.", long[:1], [""] * 4) == (
        "You choose the craftsman. Then 1 more move: see What happened.")


def test_the_message_of_the_move_that_ends_the_game_says_so():
    game = Game(players=3, seed=2)
    rng = random.Random(2)
    while not game.game_over:
        last = game.clone()
        game.play_random(rng)
    table = TableWidget(last, names=["Ana", "Bo", "Cy"])
    assert table.act(game.log[-1].to_mapping()) and table.game.game_over
    assert table.message.endswith("The game is over.")


def test_a_long_message_about_you_starts_with_a_capital():
    """The person's own clauses come from the narrator in lower case ("you load ..."): cut short
    after a long run of bots' moves (the game's last move, in a newcomer's game), the message still
    starts a sentence."""
    names = ["You", "Bo", "Cy", "Di"]
    bots = [BotMove(seat, f"{names[seat]} loads {seat} corn on the 5-ship, +{seat} points; the full 5-ship is unloaded",
                    False, "ship") for seat in (1, 2, 3)] * 2
    said = ["you load 1 indigo on the 7-ship, +1 point", "a doubloon goes on each role nobody chose", "the game is over"]
    text = then("You load 1 indigo on the 7-ship, +1 point; a doubloon goes on each role nobody chose; the game is over.",
                bots, names, said)
    assert text.startswith("You load 1 indigo") and MORE in text, text


def each_bot(part: str) -> list[str]:
    """"Bo builds X, and so do Cy and Di" said for each bot: "Bo builds X", "Cy builds X", "Di builds X"."""
    alike = re.fullmatch(r"(\w+)( .*), and so (?:does|do) (.*)", part)
    if not alike:
        return [part]
    first, rest, others = alike.groups()
    return [name + rest for name in [first, *re.split(r", | and ", others)]]


def test_in_a_five_player_game_with_four_bots_every_role_and_build_is_said_in_order():
    table = TableWidget(players=5, seed=3, names=["Ana", "Bo", "Cy", "Di", "Ed"], bots=[1, 2, 3, 4])
    rng = random.Random(3)
    shortened_ones = 0
    for _ in range(60):
        if table.game.game_over:
            break
        before = len(table.story)
        table.act(table.game.legal_actions().random(rng))
        message = table.message
        said, _, then = message.partition(" Then ")
        told = [line["text"].rstrip(".").split("; ")[0] for line in table.story[before + 1:]]
        wanted = [clause for clause in told if re.search(r" (chooses the|builds) ", clause)]
        shown = [clause for part in then.removesuffix(".").removesuffix(MORE).split("; ") if part
                 for clause in each_bot(part)]
        # every role chosen and building built by a bot is in the message, in the order made
        assert [clause for clause in shown if clause in wanted] == wanted, message
        if MORE in then:
            shortened_ones += 1
            assert not re.search(r"\bAna\b", then), message
            # past the message area's length only for the roles and builds themselves
            assert len(message) <= BRIEF_LIMIT or shown == wanted, message
    assert shortened_ones >= 10  # the long case is common with four bots


def test_what_happened_keeps_the_last_40_lines():
    table = TableWidget(players=3, seed=1, bots=[1, 2])
    while len(table.game.log) < 60 and not table.game.game_over:
        table.random_move()
    assert len(table.game.log) >= 60 and len(table.history) == 40


def test_a_huge_value_is_not_echoed_whole_into_the_message():
    table = TableWidget(players=3, seed=1)
    table.act({"player": 0, "choose_role": "x" * 100_000})
    assert 100 < len(table.message) <= 600 and table.message.endswith("…")
    assert snapshot(table) == snapshot(TableWidget(players=3, seed=1))


def test_undo_takes_back_the_bots_moves_too():
    table = TableWidget(players=3, seed=4, bots=[1, 2])
    table.act({"player": 0, "choose_role": "craftsman"})
    assert len(table.game.log) > 1 and table.game.turn == 0  # the bots have moved since
    table.undo()
    assert table.game.log == [] and table.game.turn == 0
    table.redo()
    assert len(table.game.log) > 1 and table.game.turn == 0


def test_a_game_of_bots_runs_to_the_end():
    table = TableWidget(players=3, seed=1, bots=[0, 1, 2])
    assert table.game.game_over and table.view["game_over"] and table.view["winners"]


def test_random_move_plays_a_legal_choice():
    table = TableWidget(players=4, seed=0)
    table.handle_message({"type": "random"})
    assert len(table.game.log) == 1


def test_bots_must_be_seats():
    with pytest.raises(ValueError):
        TableWidget(players=3, bots=[3])


def test_an_existing_game_and_a_static_fallback():
    game = Game(players=3, seed=0)
    table = TableWidget(game, names=["Ana", XSS, "Cy"])
    assert table.game is game
    bundle = table._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert "application/vnd.jupyter.widget-view+json" in data and "prnb" in data["text/html"]


def test_the_xss_name_is_escaped_in_the_static_html():
    html = game_html(Game(players=3), names=["Ana", XSS, "Cy"])
    assert XSS not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_the_javascript_never_parses_data_as_html():
    js = bundle("puertorico.js")
    code = "\n".join(line for line in js.splitlines() if not line.lstrip().startswith(("//", "*", "/*")))
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "DOMParser",
                 "createContextualFragment", "eval(", "new Function"):
        assert sink not in code, sink
    assert "textContent" in code or "createTextNode" in code
    # no imports left in what the browser loads: no CDN, nothing fetched at run time
    assert not re.search(r"^\s*import\s", js, re.M)
    assert "http://" not in code.replace("http://www.w3.org/2000/svg", "") and "https://" not in code


def test_every_control_is_a_button_with_an_accessible_label():
    js = bundle("puertorico.js")
    assert 'h("button", { type: "button"' in js
    assert "aria-describedby" in js and "aria-disabled" in js and "aria-label" in js


@pytest.mark.parametrize(("sheet", "scope"), [("shared.css", ".prnb"), ("puertorico.css", ".prnb-pr ")])
def test_the_css_is_scoped_and_themed(sheet, scope):
    # one prefix: the shared rules under .prnb, Puerto Rico's own under .prnb-pr (San Juan's under
    # .prnb-sj), so two games on one page never restyle each other
    css = (STATIC / sheet).read_text(encoding="utf-8")
    body = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    for selector_block in re.findall(r"([^{}]+)\{", body):
        if selector_block.strip().startswith("@"):  # a layout for wide tables, its rules scoped inside
            continue
        for selector in re.split(r",(?![^()]*\))", selector_block):  # not the commas inside :is(...)
            # the table's root itself, or the root with a mode class on it (.prnb-pr.prnb-presenter ...)
            assert selector.strip().startswith((scope, scope.strip() + ".")), selector
    shared = (STATIC / "shared.css").read_text(encoding="utf-8")
    assert "--jp-layout-color1" in shared and "--jp-ui-font-color1" in shared
