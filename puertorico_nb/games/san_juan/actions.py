"""San Juan actions: small immutable values with the ruling files' mapping form and a text form.

The same pattern as ``puertorico_nb.games.puerto_rico.actions`` (verb, value, sorted options); the verbs are
San Juan's. Lists of cards are kept sorted, so the order a ruling writes them in never matters.

>>> a = Action.from_mapping({"player": 1, "build": "smithy", "pay": ["well", "archive"]})
>>> str(a)
'1 build smithy pay=archive,well'
>>> Action.from_text(str(a)) == a
True
>>> Action.from_mapping({"player": 0, "produce": ["sugar_mill", "indigo_plant"]}).value
('indigo_plant', 'sugar_mill')
"""
from __future__ import annotations

from typing import Any

from puertorico_nb.core.actions import (ActionFields, ActionGrammar, parse_scalar, plain_value, read_head, read_text_head,
                                        read_text_options, shown, text_value)
from puertorico_nb.core.errors import MalformedAction
from puertorico_nb.core.language import N_
from puertorico_nb.core.words import Reason

# The optional benefits a move may decline, each written `false` on it (taking them is the
# default and is not written): the library's doubling, the role's privilege, a building's card.
DECLINE_KEYS = ("library", "privilege", "carpenter", "poor_house", "well", "market_stand", "market_hall")
BUILD_DECLINES = ("library", "privilege", "carpenter", "poor_house")
SALE_DECLINES = ("market_stand", "market_hall")

# verb -> (what the value is, the optional keys it accepts)
VERBS: dict[str, tuple[str, tuple[str, ...]]] = {
    "choose_role": ("name", ("library", "privilege")),
    "build": ("name", ("pay", "over", "goods", *BUILD_DECLINES)),
    "produce": ("names", ("library", "well")),
    "sell": ("names", ("library", *SALE_DECLINES)),
    "keep": ("names", ()),
    "tuck": ("name", ()),
    "discard": ("names", ()),
    "pass": ("flag", ()),
    # a benefit paid while its owner decides nothing, declined ahead, out of turn (see declines.py)
    "decline": ("name", ()),
    # a decision taken card by card: pick one card (or building) at a time, then confirm (a
    # build is begun first, with what it is built over or with, and its payment is picked)
    "begin_build": ("name", ("over", "goods", *BUILD_DECLINES)),
    "pick": ("name", ()),
    "unpick": ("name", ()),  # put a picked card back (legal, never listed: see steps.py)
    "confirm": ("flag", ("well", *SALE_DECLINES)),
}
LIST_OPTIONS = ("pay", "goods")


def _plain(action: Action) -> bool:
    """True for a ready-made action of the shapes the phases make, checked quickly; False sends
    it through the round trip."""
    kind, allowed = VERBS[action.verb]
    if not _plain_value(kind, action.value):
        return False
    keys = []
    for option in action.options:
        if type(option) is not tuple or len(option) != 2 or option[0] not in allowed:
            return False
        key, v = option
        if not (v is False if key in DECLINE_KEYS else _plain_value("names" if key in LIST_OPTIONS else "name", v)):
            return False
        if key in LIST_OPTIONS and not v:
            return False
        keys.append(key)
    return keys == sorted(set(keys))


def _plain_value(kind: str, value: Any) -> bool:
    return plain_value(kind, value) and (kind != "names" or list(value) == sorted(value))


GRAMMAR = ActionGrammar(VERBS, values_called=N_("card or role names"), example="player: 0, choose_role: builder",
                        ready_made=_plain)


class Action(ActionFields):
    """One decision by one player: ``verb`` with its ``value`` and sorted ``options``.

    A declined benefit (``DECLINE_KEYS``: the library's doubling, the role's privilege, a building's
    card) appears among the options only as ``False``; taking it is the default and is not written.
    """

    __slots__ = ()
    grammar = GRAMMAR

    @classmethod
    def from_mapping(cls, data: Any) -> "Action":
        if isinstance(data, Action):
            return data
        player, verb, kind, allowed = read_head(data, GRAMMAR)
        value = _value(verb, kind, data[verb])
        options = []
        for key in allowed:
            if key not in data:
                continue
            v = data[key]
            if key in DECLINE_KEYS:
                if not isinstance(v, bool):
                    raise MalformedAction(Reason("{key} must be true or false, not {value}", key=f"'{key}'", value=shown(v)))
                if v:
                    continue  # taking a benefit is the default
            elif key in LIST_OPTIONS:
                v = _value(key, "names", v)
                if not v:
                    continue
            else:  # over
                v = _value(key, "name", v)
            options.append((key, v))
        return cls(player, verb, value, tuple(sorted(options)))

    def to_mapping(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player}
        out[self.verb] = list(self.value) if isinstance(self.value, tuple) else self.value
        for k, v in self.options:
            out[k] = list(v) if isinstance(v, tuple) else v
        return out

    def __str__(self) -> str:
        if self.value is True:  # a flag verb: pass, confirm
            head = f"{self.player} {self.verb}"
        elif isinstance(self.value, tuple):
            head = f"{self.player} {self.verb} {','.join(self.value) or '-'}"
        else:
            head = f"{self.player} {self.verb} {self.value}"
        ruleset = " ".join(f"{k}={','.join(v) if isinstance(v, tuple) else text_value(v)}" for k, v in self.options)
        return f"{head} {ruleset}" if ruleset else head

    @classmethod
    def from_text(cls, text: str) -> "Action":
        player, verb, rest = read_text_head(text, VERBS)
        data: dict[str, Any] = {"player": player}
        if VERBS[verb][0] == "flag":  # pass, confirm
            data[verb] = True
        else:
            if not rest:
                raise MalformedAction(Reason("{text}: {verb} needs a value", text=shown(text), verb=f"'{verb}'"))
            raw, rest = rest[0], rest[1:]
            if VERBS[verb][0] == "names":
                data[verb] = [] if raw == "-" else raw.split(",")
            else:
                data[verb] = raw
        data.update(read_text_options(rest, text, _text_option))
        return cls.from_mapping(data)


def _text_option(key: str, word: str) -> Any:
    """An option's value in the text form: pay=well,smithy and goods=... are lists."""
    return word.split(",") if key in LIST_OPTIONS else parse_scalar(word)


def _value(verb: str, kind: str, raw: Any) -> Any:
    if kind == "name":
        if not isinstance(raw, str) or not raw:
            raise MalformedAction(Reason("{verb} needs a card or role name, not {value}", verb=f"'{verb}'", value=shown(raw)))
        return raw
    if kind == "names":
        if raw is None:
            raw = []
        names = [raw] if isinstance(raw, str) else raw
        if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
            raise MalformedAction(Reason("{verb} takes a list of card names, not {value}", verb=f"'{verb}'", value=shown(raw)))
        return tuple(sorted(names))
    if raw is not True:
        raise MalformedAction(Reason("{verb} is written {written}", verb=f"'{verb}'", written=f"'{verb}: true'"))
    return True


def parse(action: Any) -> Action:
    """An Action from an Action, a mapping or a text form."""
    parsed: Action = Action.parse(action)
    return parsed
