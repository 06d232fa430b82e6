"""What a teacher chooses before a game, as data: for each game, how many players, each seat's
name and whether a person or which bot plays it, the expansions and options, and the seed; and
reading those choices (from a form, a request, a file) into a new session, with one clear error
naming the field when something is wrong.

>>> form = setup_form("san_juan")
>>> form["players"], [o["key"] for o in form["options"]]
([2, 3, 4], ['hotseat', 'variant_hands'])
>>> settings = read_settings("san_juan", {"players": 2, "names": ["Ana", "Bo"], "seats": ["person", "coach"],
...                                       "seed": "7"})
>>> settings.table_arguments()["bots"], settings.seed
({1: 'coach'}, 7)
>>> read_settings("san_juan", {"players": 2, "language": "ko"}).table_arguments()["language"]
'ko'
>>> setup_form("san_juan", language="is")["seats"][0]["label"]
'Manneskja'

>>> read_settings("puerto_rico", {"players": 6})
Traceback (most recent call last):
...
puertorico_nb.session.setup.SetupError: players: Puerto Rico is played by 2, 3, 4 or 5, not 6
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

from ..bots.registry import BOTS
from ..core import registry
from ..core.actions import shown
from ..core.language import LANGUAGES, N_, check_language, translate, using_language
from ..core.words import Phrase, Reason, Worded, clause_list, comma_list, default_names, full_names, spoken_list

PERSON = "person"
NAME_LIMIT = 40  # characters of a typed name
SEED_LIMIT = 2 ** 63


class SetupError(ValueError):
    """A set-up choice that cannot be played, with the field it is about. Its message is a
    ``core.words.Reason``: English as ``str(error)``, and ``said()`` in the current language."""

    def said(self) -> str:
        """The message in the current language (typed values as they were typed)."""
        message = self.args[0] if self.args else ""
        return message.said() if isinstance(message, Reason) else str(message)


def choice(value: str, label: str, hint: str = "") -> dict[str, str]:
    """One of an option's choices; its label and hint are English, marked with ``N_`` where they
    are written, and said in the form's language when a form is drawn (``setup_form``)."""
    return {"value": value, "label": label, "hint": hint}


BOT_LABELS = {
    "random": N_("Random bot (any legal move)"),
    "greedy": N_("Greedy bot (best move right now)"),
    "coach": N_("Coach bot (the strongest)"),
}
BOT_NAMES = {"random": N_("random bot"), "greedy": N_("greedy bot"), "coach": N_("coach bot")}
A_PERSON = N_("A person")
SUMMARY = {False: Phrase("{title}, {players:count:player}: {who}; seed {seed}."),
           True: Phrase("{title}, {players:count:player}: {who}; {options}; seed {seed}.")}
BOT_SEAT = Phrase("{name} ({bot})")

# Each game's set-up comes from its registry record: its title and player counts, and from its
# session module (the record's ``session``) the default count, its options and the game those make.
# An option is a yes/no ("flag"), one of several ("choice") or several of several ("set"); `needs`
# names the option that must be on (or hold a value) for it to matter.


def bot_name(bot: str) -> str:
    """A bot's short name in the current language ("greedy bot"), for a sentence about a seat."""
    return translate(BOT_NAMES[bot]) if bot in BOT_NAMES else bot


def setup_form(game: str, language: str | None = None) -> dict[str, Any]:
    """Everything a start page needs to draw the choices for `game` (JSON-ready), its words in
    `language` (default: the current one), and the languages a table may speak."""
    spec = _spec(game)
    with using_language(language) as code:
        return {"game": game, "title": spec["title"], "players": list(spec["players"]),
                "default_players": spec["default_players"],
                "default_players_why": translate(spec["default_players_why"]) if spec["default_players_why"] else "",
                "default_names": default_names(max(spec["players"])),
                "seats": [_said(choice(PERSON, A_PERSON))]
                + [_said(choice(name, BOT_LABELS.get(name, name))) for name in sorted(BOTS)],
                "options": [_said_option(option) for option in spec["options"]], "name_limit": NAME_LIMIT,
                "language": code, "languages": [choice(known, name) for known, name in LANGUAGES.items()]}


def _said(item: dict[str, Any]) -> dict[str, Any]:
    """An option or a choice with its label and hint in the current language."""
    return {**item, **{key: translate(item[key]) for key in ("label", "hint") if item.get(key)}}


def _said_option(option: dict[str, Any]) -> dict[str, Any]:
    said = _said(option)
    if "choices" in option:
        said["choices"] = [_said(c) for c in option["choices"]]
    return said


def _spec(game: str) -> dict[str, Any]:
    if not isinstance(game, str) or game not in registry.names():
        raise SetupError(Reason("game: choose one of {games}, not {value}", games=", ".join(registry.names()),
                                value=shown(game)))
    record = registry.record(game)
    start = record.session.load()
    return {"title": record.title, "players": list(record.players), "default_players": start.DEFAULT_PLAYERS,
            "default_players_why": start.DEFAULT_PLAYERS_WHY, "options": start.START_OPTIONS}


@dataclass
class Settings:
    """A checked set-up: the game, the seats' names and players (``PERSON`` or a bot's name), the
    options chosen, and the seed."""

    game: str
    names: list[str]
    seats: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    language: str = ""  # the language the table speaks ("": the package's)

    @property
    def players(self) -> int:
        return len(self.names)

    def bots(self) -> dict[int, str]:
        return {seat: who for seat, who in enumerate(self.seats) if who != PERSON}

    def table_arguments(self) -> dict[str, Any]:
        """Keyword arguments for the game's table (a session or a widget): players, seed, names,
        bots, and the game's own (a Puerto Rico ``game``, San Juan's ``game`` and ``hotseat``)."""
        spoken = {"language": self.language} if self.language else {}
        return {"names": list(self.names), "bots": self.bots(), "seed": self.seed, **spoken, **self._game_arguments()}

    def _game_arguments(self) -> dict[str, Any]:
        """The game these choices make, and any other table argument of its own (its session
        module's ``start_arguments``)."""
        return dict(registry.record(self.game).session.load().start_arguments(self))

    def summary(self) -> str:
        """One line for the page, in the table's language: the game, who plays, the options."""
        with using_language(self.language or None):
            who = comma_list([name if seat == PERSON else BOT_SEAT.say(name=name, bot=bot_name(seat))
                               for name, seat in zip(self.names, self.seats)])
            chosen = []
            for option in _spec(self.game)["options"]:
                value = self.options.get(option["key"])
                labels = {c["value"]: translate(c["label"]) for c in option.get("choices", [])}
                if option["kind"] == "flag" and value:
                    chosen.append(re.split(r" \(|（", translate(option["label"]))[0])  # the flag, without its aside
                elif option["kind"] == "set" and value:
                    chosen.append(spoken_list([labels[v] for v in value]))
                elif option["kind"] == "choice" and value != option["default"] and _needed(option, self.options):
                    chosen.append(labels[value])
            return SUMMARY[bool(chosen)].say(title=_spec(self.game)["title"], players=self.players, who=who,
                                              options=clause_list(chosen), seed=self.seed)


def _needed(option: dict, values: dict) -> bool:
    needs = option.get("needs")
    return not needs or bool(values.get(needs))


def read_settings(game: str, data: Any) -> Settings:
    """The choices in `data` (a mapping: players, names, seats, options, seed; each may be left
    out for its default) checked for `game`; SetupError names the first field that is wrong."""
    spec = _spec(game)
    if not isinstance(data, dict):
        raise SetupError(Reason("the set-up is a mapping of choices, not {value}", value=shown(data)))
    players = data.get("players", spec["default_players"])
    if isinstance(players, bool) or players not in spec["players"]:
        raise SetupError(Reason("players: {title} is played by {counts}, not {value}", title=spec["title"],
                                counts=Worded(*(str(count) for count in spec["players"])), value=shown(players)))
    language = _language(data.get("language", ""))
    with using_language(language or None):  # the seats' default names in the table's language
        names = _names(data.get("names"), players)
    seats = _seats(data.get("seats"), players)
    options = _options(spec, data.get("options", {}))
    return Settings(game, names, seats, options, _seed(data.get("seed")), language)


def _language(code: Any) -> str:
    """The language a table is to speak: a code of ``LANGUAGES``, or "" for the package's."""
    if code == "":
        return ""
    try:
        return check_language(code)
    except ValueError:
        raise SetupError(Reason("language: one of {languages}, not {value}", languages=", ".join(LANGUAGES),
                                value=shown(code))) from None


def _names(names: Any, players: int) -> list[str]:
    if names is None:
        names = []
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise SetupError(Reason("names: a list of names, not {value}", value=shown(names)))
    names = [" ".join(n.split())[:NAME_LIMIT] for n in names[:players]]
    defaults = default_names(players)
    return full_names([n or defaults[k] for k, n in enumerate(names)], players)


def _seats(seats: Any, players: int) -> list[str]:
    if seats is None:
        seats = []
    if not isinstance(seats, list):
        raise SetupError(Reason("seats: one entry per seat, '{person}' or a bot's name, not {value}", person=PERSON,
                                value=shown(seats)))
    seats = [*seats[:players], *[PERSON] * (players - len(seats))]
    for k, who in enumerate(seats):
        if who != PERSON and who not in BOTS:
            raise SetupError(Reason("seats: seat {seat} is '{person}' or one of the bots {bots}, not {value}",
                                    seat=k + 1, person=PERSON, bots=", ".join(sorted(BOTS)), value=shown(who)))
    return seats


def _options(spec: dict, values: Any) -> dict[str, Any]:
    if not isinstance(values, dict):
        raise SetupError(Reason("options: a mapping of option to value, not {value}", value=shown(values)))
    known = {o["key"]: o for o in spec["options"]}
    unknown = [k for k in values if k not in known]
    if unknown:
        raise SetupError(Reason("options: {option} is not an option of {title} (its options: {options})",
                                option=shown(unknown[0]), title=spec["title"], options=", ".join(known)))
    out: dict[str, Any] = {}
    for key, option in known.items():
        value = values.get(key, option["default"])
        allowed = [c["value"] for c in option.get("choices", [])]
        if option["kind"] == "flag" and not isinstance(value, bool):
            raise SetupError(Reason("options: {option} is true or false, not {value}", option=key, value=shown(value)))
        if option["kind"] == "choice" and value not in allowed:
            raise SetupError(Reason("options: {option} is one of {choices}, not {value}", option=key,
                                    choices=", ".join(allowed), value=shown(value)))
        if option["kind"] == "set":
            if not isinstance(value, list) or any(v not in allowed for v in value):
                raise SetupError(Reason("options: {option} is a list of {choices}, not {value}", option=key,
                                        choices=", ".join(allowed), value=shown(value)))
            value = [v for v in allowed if v in value]
        out[key] = value
    return out


def _seed(seed: Any) -> int:
    """A typed seed (a whole number, as text or a number); none: one drawn at random now."""
    if seed is None or (isinstance(seed, str) and not seed.strip()):
        return random.randrange(1_000_000)
    if isinstance(seed, str):
        try:
            seed = int(seed.strip())
        except ValueError:
            raise SetupError(Reason("seed: a whole number (or nothing, for a new game each time), not {value}",
                                    value=shown(seed))) from None
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
        raise SetupError(Reason("seed: a whole number from 0, not {value}", value=shown(seed)))
    return seed
