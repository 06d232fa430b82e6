"""What every game's actions share: the value type, and reading an action's mapping and text forms.

An action is one decision by one player: a ``verb`` with its ``value`` and sorted ``options``.
Each game subclasses ``ActionFields`` with its own verbs, and uses the readers here for the parts
every game writes the same way (the seat, exactly one verb, the text form's head).
"""
from __future__ import annotations

import reprlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, NamedTuple

from .errors import MalformedAction
from .words import Reason, Worded

LONGEST_COUNT = 9  # digits: no count in any game comes near a billion
# verb -> (what its value is: name, names, flag, counts, ...; the options it accepts)
Verbs = Mapping[str, tuple[str, tuple[str, ...]]]


class _Shown(reprlib.Repr):
    """``repr`` cut to a few levels and characters, and safe for numbers of any length."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxlist, self.maxdict, self.maxtuple = 3, 6, 6, 6
        self.maxstring, self.maxother = 60, 60

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 128:  # repr() itself refuses numbers of thousands of digits
            return f"<a number of about {int(x.bit_length() * 0.30103)} digits>"
        return super().repr_int(x, level)


_shown = _Shown()


def shown(value: Any) -> str:
    """A value as an error message quotes it: short, and safe however deep or long it is."""
    return _shown.repr(value)


def read_count(word: str) -> int | None:
    """A whole number written in ASCII digits (at most LONGEST_COUNT of them), or None.

    ``str.isdigit`` also accepts superscripts and other scripts' digits, which ``int`` then
    refuses or reads differently; an action's text form uses 0-9 only."""
    if 0 < len(word) <= LONGEST_COUNT and word.isascii() and word.isdigit():
        return int(word)
    return None


@dataclass(frozen=True)
class ActionGrammar:
    """What one game's actions are made of, declared once by its action class (``grammar``)."""

    verbs: Verbs  # verb -> (what its value is, the options it accepts)
    values_called: str  # what an error message calls the values: "card or role names"
    example: str  # a mapping an error message shows: "player: 0, choose_role: builder"
    # a quick check that a ready-made action has one of the shapes the game's phases make; False
    # sends it through the round trip of its mapping form (see ``well_formed``)
    ready_made: Callable[[Any], bool]


class _Fields(NamedTuple):
    player: int
    verb: str
    value: Any = True
    options: tuple[tuple[str, Any], ...] = ()


class ActionFields(_Fields):
    """What every game's action holds: one decision by one player, ``verb`` with its ``value``
    and sorted ``options``. Each game subclasses it with its ``grammar`` and its own reading and
    writing of the mapping and text forms."""

    __slots__ = ()
    grammar: ClassVar[ActionGrammar]

    def option(self, key: str, default: Any = None) -> Any:
        for k, v in self.options:
            if k == key:
                return v
        return default

    @classmethod
    def from_mapping(cls, data: Any) -> Any:  # pragma: no cover - each game reads its own verbs
        raise NotImplementedError

    @classmethod
    def from_text(cls, text: str) -> Any:  # pragma: no cover - each game reads its own verbs
        raise NotImplementedError

    @classmethod
    def parse(cls, action: Any) -> Any:
        """An action of this game from an action, a mapping (ruling files, widgets) or a text form."""
        if isinstance(action, cls):
            return cls.checked(action)
        if isinstance(action, str):
            return cls.from_text(action)
        return cls.from_mapping(action)

    @classmethod
    def checked(cls, action: Any) -> Any:
        """A ready-made action (not read from a mapping or text), checked as strictly as a read
        one (see ``well_formed``, with the game's verbs and ready-made shape check);
        MalformedAction if it is not one of this game's."""
        grammar = cls.grammar
        if not well_formed(action, grammar.verbs, grammar.ready_made):
            raise MalformedAction(Reason("{action} is not an action of this game: a seat number, one of its verbs, "
                                         "and the {values} and options that verb takes", action=shown(action),
                                         values=Worded(grammar.values_called)))
        return action


def read_head(data: Any, grammar: ActionGrammar) -> tuple[int, str, str, tuple[str, ...]]:
    """(player, verb, value kind, allowed options) of an action mapping, or MalformedAction:
    a mapping with a seat number, exactly one verb of the game, and only that verb's options."""
    verbs, example = grammar.verbs, grammar.example
    if not isinstance(data, dict):
        raise MalformedAction(Reason("an action is a mapping such as {example}, not {value}", example=f"{{{example}}}",
                                     value=shown(data)))
    if "player" not in data:
        raise MalformedAction(Reason("action {action} has no {key}", action=shown(data), key="'player'"))
    player = data["player"]
    if type(player) is not int or player < 0:  # bool is not a seat, though True == 1
        raise MalformedAction(Reason("{key} must be a seat number from 0, not {value}", key="'player'", value=shown(player)))
    named = [k for k in data if isinstance(k, str) and k in verbs]
    if len(named) != 1:
        raise MalformedAction(Reason("action {action} must name exactly one of: {verbs}", action=shown(data),
                                     verbs=", ".join(sorted(verbs))))
    verb = named[0]
    kind, allowed = verbs[verb]
    extra = set(data) - {"player", verb} - set(allowed)
    if extra:
        raise MalformedAction(Reason("{verb} does not take {keys}", verb=f"'{verb}'", keys=", ".join(sorted(map(str, extra)))))
    return player, verb, kind, allowed


def read_text_head(text: str, verbs: Verbs) -> tuple[int, str, list[str]]:
    """(player, verb, the remaining words) of an action's text form, or MalformedAction."""
    words = text.split()
    player = read_count(words[0]) if words else None
    if len(words) < 2 or player is None:
        raise MalformedAction(Reason("{text} is not an action: expected {form} (the player's seat in the digits 0-9)",
                                     text=shown(text), form="'PLAYER VERB ...'"))
    verb, rest = words[1], words[2:]
    if verb not in verbs:
        raise MalformedAction(Reason("unknown verb {verb} in {text}", verb=shown(verb), text=shown(text)))
    return player, verb, rest


def read_text_options(words: Iterable[str], text: str,
                      read: Callable[[str, str], Any] | None = None) -> dict[str, Any]:
    """The ``key=value`` words that end an action's text form, as a mapping; each value read by
    `read(key, word)` (``parse_scalar`` of the word unless given), or MalformedAction naming the word.

    >>> read_text_options(["on=7", "harbor=false"], "0 ship corn on=7 harbor=false")
    {'on': 7, 'harbor': False}
    """
    out: dict[str, Any] = {}
    for word in words:
        key, sep, value = word.partition("=")
        if not sep:
            raise MalformedAction(Reason("{text}: expected key=value, found {word}", text=shown(text), word=shown(word)))
        out[key] = parse_scalar(value) if read is None else read(key, value)
    return out


def parse_scalar(text: str) -> Any:
    """A word of an action's text form as a value: true/false, a whole number, else the word
    (a word of digits that is not a count in 0-9, such as '²', is refused)."""
    if text in ("true", "false"):
        return text == "true"
    if text.isdigit():
        n = read_count(text)
        if n is None:
            raise MalformedAction(Reason("{text} is not a number an action holds (at most {most} of the digits 0-9)",
                                         text=shown(text), most=LONGEST_COUNT))
        return n
    return text


def well_formed(action: Any, verbs: Verbs, plain: Callable[[Any], bool] | None = None) -> bool:
    """Whether a ready-made action (built by hand, not read) is one the game's own reader would
    make: a seat that is an int (never a bool, though True == 1), one of the game's verbs, and a
    value and options that read back the same from the action's mapping form.

    `plain(action)` may say True at once for the everyday actions the game itself makes (its
    phases hand every move over as an Action); anything else takes the round trip."""
    if len(action) != 4:
        return False
    player, verb, _, options = action
    if type(player) is not int or player < 0 or type(verb) is not str or verb not in verbs \
            or type(options) is not tuple:
        return False
    if plain is not None and plain(action):
        return True
    try:
        return bool(type(action).from_mapping(action.to_mapping()) == action)
    except (MalformedAction, TypeError, ValueError, AttributeError, RecursionError):
        return False  # its parts are not what an action holds


def plain_value(kind: str, value: Any) -> bool:
    """Whether `value` is exactly what the readers make for a value of `kind` (name, names, flag,
    counts); False for anything else, which may still be well formed."""
    if kind == "name":
        return type(value) is str and value != ""
    if kind == "flag":
        return value is True
    if kind == "names":
        return type(value) is tuple and all(type(n) is str and n for n in value)
    if kind == "counts":
        return type(value) is tuple and all(counted(e) for e in value)
    return False


def counted(entry: Any) -> bool:
    """A (name, whole number) pair, as layouts and barrel counts hold them."""
    return type(entry) is tuple and len(entry) == 2 and type(entry[0]) is str and type(entry[1]) is int \
        and entry[1] >= 0


def text_value(v: Any) -> str:
    """A value as it is written in an action's text form (booleans as true/false)."""
    return ("true" if v else "false") if isinstance(v, bool) else str(v)
