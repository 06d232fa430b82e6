"""The teacher's new-table form: plain HTML (no script, every value escaped) and the set-up it
asks the table service for (``Classroom.create_table``, which reads a start page's whole set-up).

The form offers what the one-screen start page offers, from the same source
(``session.setup.setup_form``): the game, how many play, their names, how many seats the bots take
and which bot, the table's language, and each game's expansions and options. Without a script
the form cannot redraw for the game chosen, so each game's options sit in a fieldset of their own,
their fields named ``GAME.KEY``; only the chosen game's are read. A start-page option that means
nothing when every seat has its own screen (San Juan's hiding of hands between turns) is left out.
"""
from __future__ import annotations

import html
from typing import Any

from ..core import registry
from ..core.language import LANGUAGES, translate
from ..session.setup import BOT_LABELS, setup_form
from .words import say

BOT_KINDS = ("coach", "greedy", "random")  # the coach first: the default, and the bot a class learns most from
ONE_SCREEN_ONLY = {"hotseat"}  # start-page options that only a shared screen needs
SHOWN = "shown"  # a fieldset's marker: the form showed these options (an unticked box is then "no")


def new_table_form(error: str = "") -> str:
    """The form that starts a table, with `error` (the last attempt's) above it."""
    e = html.escape
    games = "".join(f'<option value="{e(name)}">{e(registry.record(name).title)}</option>' for name in registry.names())
    bot_kinds = "".join(f'<option value="{e(kind)}">{e(translate(BOT_LABELS[kind]))}</option>' for kind in BOT_KINDS)
    languages = "".join(f'<option value="{e(code)}" lang="{e(code.replace("_", "-"))}">{e(name)}</option>'
                        for code, name in LANGUAGES.items())
    problem = f'<p class="error" role="alert">{e(error)}</p>' if error else ""
    options = "".join(_game_options(name) for name in registry.names())
    return (f"<h2>{e(say('new_table'))}</h2>{problem}"
            f'<form method="post" action="/teacher/tables">'
            f'<label for="game">{e(say("game"))}</label><select id="game" name="game">{games}</select>'
            f'<label for="players">{e(say("players"))}</label>'
            '<input id="players" name="players" type="number" min="2" max="5" value="3">'
            f'<label for="names">{e(say("names"))}</label><input id="names" name="names" maxlength="300">'
            f'<label for="bots">{e(say("bots"))}</label>'
            '<input id="bots" name="bots" type="number" min="0" max="4" value="0">'
            f'<label for="bot">{e(say("bot_kind"))}</label><select id="bot" name="bot">{bot_kinds}</select>'
            f'<label for="language">{e(say("language"))}</label><select id="language" name="language">{languages}</select>'
            f"{options}"
            f'<p><button type="submit">{e(say("create"))}</button></p></form>')


def _game_options(game: str) -> str:
    """`game`'s expansions and options as a fieldset (empty if it has none for a classroom)."""
    e = html.escape
    fields = []
    for option in _options(game):
        name = f"{game}.{option['key']}"
        label = e(translate(option["label"]))
        if option["kind"] == "flag":
            checked = " checked" if option["default"] else ""
            # the box inside its label, on one line (a label on its own is a block above its field)
            fields.append(f'<p><label class="check"><input type="checkbox" id="{e(name)}" name="{e(name)}" '
                          f'value="yes"{checked}> {label}</label></p>')
        elif option["kind"] == "set":
            boxes = "".join(
                f'<label class="check"><input type="checkbox" name="{e(name)}" value="{e(c["value"])}"'
                f'{" checked" if c["value"] in option["default"] else ""}> {e(translate(c["label"]))}</label> '
                for c in option["choices"])
            fields.append(f"<p>{label}: {boxes}</p>")
        else:
            choices = "".join(f'<option value="{e(c["value"])}"{" selected" if c["value"] == option["default"] else ""}>'
                              f'{e(translate(c["label"]))}</option>' for c in option["choices"])
            fields.append(f'<label for="{e(name)}">{label}</label><select id="{e(name)}" name="{e(name)}">{choices}</select>')
    if not fields:
        return ""
    title = registry.record(game).title
    return (f'<fieldset class="options-{e(game)}"><legend>{e(say("options_of", game=title))}</legend>'
            f'<input type="hidden" name="{e(game)}.{SHOWN}" value="yes">{"".join(fields)}</fieldset>')


def _options(game: str) -> list[dict[str, Any]]:
    return [option for option in setup_form(game)["options"] if option["key"] not in ONE_SCREEN_ONLY]


def table_setup(form: dict[str, list[str]]) -> tuple[str, dict[str, Any]]:
    """The game and set-up (``Classroom.create_table``) a new-table form asks for (`form`: each
    field's values, as the form sent them): the last `bots` seats are played by the bot chosen
    (the coach unless the form says otherwise), the rest wait for students; the table speaks the
    language chosen, with the chosen game's expansions and options (their defaults when the form
    did not show them: a launcher's request). ValueError: a number that is not one, or a bot that
    is not offered; the table service names a wrong option."""
    def field(key: str, default: str = "") -> str:
        values = form.get(key) or [default]
        return values[0]

    game = field("game")
    players, bots = int(field("players", "3")), int(field("bots", "0"))
    bot = field("bot") or BOT_KINDS[0]
    if bot not in BOT_KINDS:
        raise ValueError(f"bot: one of {', '.join(BOT_KINDS)}, not {bot[:40]!r}")
    names = [name.strip() for name in field("names").split(",") if name.strip()]
    seats = ["person"] * max(0, players - bots) + [bot] * min(max(bots, 0), players)
    setup: dict[str, Any] = {"players": players, "seats": seats}
    if names:
        setup["names"] = names
    if field("language"):
        setup["language"] = field("language")[:16]
    if game in registry.names() and form.get(f"{game}.{SHOWN}"):
        setup["options"] = _chosen_options(game, form)
    return game, setup


def _chosen_options(game: str, form: dict[str, list[str]]) -> dict[str, Any]:
    chosen: dict[str, Any] = {}
    for option in _options(game):
        values = form.get(f"{game}.{option['key']}", [])
        if option["kind"] == "flag":
            chosen[option["key"]] = bool(values)  # an unticked box sends nothing
        elif option["kind"] == "set":
            chosen[option["key"]] = list(values)
        elif values:
            chosen[option["key"]] = values[0]
    return chosen
