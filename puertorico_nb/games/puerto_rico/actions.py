"""Actions as small immutable values, with a mapping form (ruling files) and a text form.

>>> action = Action.from_mapping({"player": 0, "ship": "sugar", "on": 7})
>>> str(action)
'0 ship sugar on=7'
>>> Action.from_text(str(action)) == action
True
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

from puertorico_nb.core.actions import (ActionFields, ActionGrammar, counted, parse_scalar, plain_value, read_count, read_head,
                                        read_text_head, read_text_options, shown, text_value)
from puertorico_nb.core.errors import MalformedAction
from puertorico_nb.core.language import N_
from puertorico_nb.core.words import Reason

# verb -> (what the value is, the optional keys it accepts)
VERBS: dict[str, tuple[str, tuple[str, ...]]] = {
    "choose_role": ("name", ("privilege", "lighthouse")),
    "settle": ("name", ("hospice", "forest")),
    "place": ("layout", ()),
    "build": ("name", ("university",)),
    "bonus": ("name", ()),
    "sell": ("name", ("via", "privilege", "small_market", "large_market")),
    "ship": ("name", ("on", "harbor", "privilege", "lighthouse")),
    "keep": ("counts", ()),
    "pass": ("flag", ()),
    "take": ("name", ()),
    "draft": ("name", ()),
    "return_plantation": ("name", ()),
    "land_office": ("name", ("forest",)),
    "royal_supplier": ("names", ()),
    "guest": ("names", ()),
    "decline": ("name", ()),
    # one step of a decision with many parts (see each phase): a mayor puts one worker on a
    # space or takes one back, then confirms (as the captain's storage does after its steps)
    "put": ("name", ("noble",)),
    "take_back": ("name", ("noble",)),
    # (confirming a small wharf's load may decline its benefits, as the whole load may)
    "confirm": ("flag", ("harbor", "privilege", "lighthouse")),
    # the captain's storage in steps: keep (the rest of) one good, or some barrels of it
    "store": ("name", ("barrels",)),
    # ... and a change of mind: put back (all, or some) barrels of one good set aside to keep
    "unstore": ("name", ("barrels",)),
    # a small wharf's mixed load in steps: load (the rest of) one good, or some barrels of it
    "load": ("name", ("barrels",)),
}
REQUIRED_OPTIONS = {"ship": ("on",)}
# "build" may name what the black market takes instead of doubloons (New Buildings)
VERBS["build"] = ("name", ("university", "black_market", "church", "privilege"))
# true/false options; a benefit the books make optional is declined by writing it false
BOOLEAN_OPTIONS = ("hospice", "forest", "university", "church", "harbor", "privilege", "noble", "lighthouse",
                   "small_market", "large_market")


class Layout(NamedTuple):
    """A mayor's whole placement. Each space is (name, colonists); unlisted spaces stay empty.

    ``san_juan`` of None means "whatever is left over". With Nobles, ``island_nobles`` and
    ``city_nobles`` list (name, nobles) for the spaces that hold nobles, and
    ``san_juan_nobles`` the nobles waiting (None: whatever is left over).
    """

    island: tuple[tuple[str, int], ...]
    city: tuple[tuple[str, int], ...]
    san_juan: int | None
    island_nobles: tuple[tuple[str, int], ...] = ()
    city_nobles: tuple[tuple[str, int], ...] = ()
    san_juan_nobles: int | None = None

    def to_mapping(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "island": _entries(self.island, self.island_nobles),
            "city": _entries(self.city, self.city_nobles),
        }
        if self.san_juan_nobles:
            out["san_juan"] = {"colonists": self.san_juan or 0, "nobles": self.san_juan_nobles}
        elif self.san_juan is not None:
            out["san_juan"] = self.san_juan
        return out

    def __str__(self) -> str:
        # a space with nobles reads name:colonists+nobles
        def spaces(colonists: tuple[tuple[str, int], ...], nobles: tuple[tuple[str, int], ...]) -> str:
            extra: dict[str, list[int]] = {}
            for name, n in nobles:
                extra.setdefault(name, []).append(n)
            return ",".join(f"{name}:{n}" + (f"+{extra[name].pop(0)}" if extra.get(name) else "")
                            for name, n in colonists)
        text = f"island={spaces(self.island, self.island_nobles)} city={spaces(self.city, self.city_nobles)}"
        if self.san_juan is None and not self.san_juan_nobles:
            return text
        waiting = f"{self.san_juan or 0}" + (f"+{self.san_juan_nobles}" if self.san_juan_nobles else "")
        return f"{text} san_juan={waiting}"


PLAIN_OPTIONS = {"on": lambda v: type(v) is int or type(v) is str, "via": lambda v: type(v) is str,
                 "barrels": lambda v: type(v) is int and v >= 1,
                 **{key: lambda v: type(v) is bool for key in BOOLEAN_OPTIONS}}


def _plain(action: Action) -> bool:
    """True for a ready-made action of the shapes the phases make (a name, a pass, a layout, a
    ship and its capacity, ...), checked quickly; False sends it through the round trip."""
    verb, value, options = action.verb, action.value, action.options
    if verb == "ship" and type(value) is tuple:
        kind = "counts"
    else:
        kind = VERBS[verb][0]
    if kind == "layout":
        if not (type(value) is Layout and all(type(spaces) is tuple and all(map(counted, spaces))
                                              for spaces in (value[0], value[1], value[3], value[4]))
                and all(n is None or (type(n) is int and n >= 0) for n in (value[2], value[5]))):
            return False
    elif not plain_value(kind, value):
        return False
    keys = []
    for option in options:
        if type(option) is not tuple or len(option) != 2 or option[0] not in VERBS[verb][1]:
            return False
        key, v = option
        if key not in PLAIN_OPTIONS or not PLAIN_OPTIONS[key](v):
            return False
        keys.append(key)
    return keys == sorted(set(keys)) and all(key in keys for key in REQUIRED_OPTIONS.get(verb, ()))


GRAMMAR = ActionGrammar(VERBS, values_called=N_("value"), example="player: 0, choose_role: mayor", ready_made=_plain)


class Action(ActionFields):
    """A Puerto Rico action (see ActionFields)."""

    __slots__ = ()
    grammar = GRAMMAR

    # -- mapping form (ruling files, widgets) -------------------------------------------------
    @classmethod
    def from_mapping(cls, data: Any) -> "Action":
        if isinstance(data, Action):
            return data
        if isinstance(data, dict):
            data = {("on" if k is True else k): v for k, v in data.items()}
        player, verb, kind, allowed = read_head(data, GRAMMAR)
        for key in REQUIRED_OPTIONS.get(verb, ()):
            if key not in data:
                raise MalformedAction(Reason("{verb} needs {key} (which ship: its capacity, or wharf)", verb=f"'{verb}'",
                                                key=f"'{key}'"))
        if verb == "ship" and isinstance(data[verb], dict):
            kind = "counts"  # the small wharf ships a mix: {corn: 2, sugar: 1}
        value = _value(verb, kind, data[verb])
        options = []
        for key in allowed:
            if key in data:
                v = data[key]
                if key in BOOLEAN_OPTIONS and not isinstance(v, bool):
                    raise MalformedAction(Reason("{key} must be true or false, not {value}", key=f"'{key}'", value=shown(v)))
                if key == "on" and not (isinstance(v, str) or (isinstance(v, int) and not isinstance(v, bool))):
                    raise MalformedAction(Reason("{key} must be a ship's capacity or a wharf, not {value}", key="'on'",
                                                    value=shown(v)))
                if key == "barrels" and (isinstance(v, bool) or not isinstance(v, int) or v < 1):
                    raise MalformedAction(Reason("{key} must be a whole number from 1, not {value}", key="'barrels'",
                                                    value=shown(v)))
                if key == "via" and not isinstance(v, str):
                    raise MalformedAction(Reason("{key} must be a building name, not {value}", key="'via'", value=shown(v)))
                if key == "black_market":
                    v = _black_market(v)
                options.append((key, v))
        return cls(player, verb, value, tuple(sorted(options)))

    def to_mapping(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player}
        if isinstance(self.value, Layout):
            out[self.verb] = self.value.to_mapping()
        elif self.verb == "keep" or (self.verb == "ship" and isinstance(self.value, tuple)):
            out[self.verb] = dict(self.value)
        elif isinstance(self.value, tuple):
            out[self.verb] = list(self.value)
        else:
            out[self.verb] = self.value
        for k, v in self.options:
            out[k] = dict(v) if k == "black_market" else v
        return out

    # -- text form -----------------------------------------------------------------------------
    def __str__(self) -> str:
        if self.value is True:  # a flag verb: pass, confirm
            head = f"{self.player} {self.verb}"
        elif self.verb == "keep" or (self.verb == "ship" and isinstance(self.value, tuple)):
            head = f"{self.player} {self.verb} " + (",".join(f"{g}:{n}" for g, n in self.value) or "-")
        elif isinstance(self.value, tuple) and not isinstance(self.value, Layout):
            head = f"{self.player} {self.verb} {','.join(self.value)}"
        else:
            head = f"{self.player} {self.verb} {self.value}"
        opts = " ".join(f"{k}={text_value(v)}" for k, v in self.options if k != "black_market")
        for k, v in self.options:
            if k == "black_market":  # black_market=colonist:indigo,good:corn,vp:true
                opts = (opts + " " if opts else "") + "black_market=" + ",".join(f"{key}:{text_value(value)}" for key, value in v)
        return f"{head} {opts}" if opts else head

    @classmethod
    def from_text(cls, text: str) -> "Action":
        player, verb, rest = read_text_head(text, VERBS)
        data: dict[str, Any] = {"player": player}
        if VERBS[verb][0] == "flag":  # pass, confirm
            data[verb] = True
        elif verb == "place":
            data["place"] = _layout_from_text(rest, text)
            rest = []
        elif verb == "keep":
            if not rest:
                raise MalformedAction(Reason("{text}: {verb} needs goods, or {none} for none", text=shown(text), verb="keep",
                                                none="'-'"))
            data["keep"] = {} if rest[0] == "-" else dict(_pair(pair, text) for pair in rest[0].split(","))
            rest = rest[1:]
        else:
            if not rest:
                raise MalformedAction(Reason("{text}: {verb} needs a value", text=shown(text), verb=f"'{verb}'"))
            data[verb], rest = rest[0], rest[1:]
            if ":" in data[verb]:  # a mixed small-wharf load, corn:2,sugar:1
                data[verb] = dict(_pair(pair, text) for pair in data[verb].split(","))
            elif VERBS[verb][0] == "names":
                data[verb] = data[verb].split(",")
        data.update(read_text_options(rest, text, _text_option))
        return cls.from_mapping(data)


def _text_option(key: str, word: str) -> Any:
    """An option's value in the text form: black_market=colonist:indigo,good:corn is a mapping."""
    if key == "black_market":
        return {part: parse_scalar(value) for part, _, value in (piece.partition(":") for piece in word.split(","))}
    return parse_scalar(word)


def _value(verb: str, kind: str, raw: Any) -> Any:
    if kind == "name":
        if not isinstance(raw, str) or not raw:
            raise MalformedAction(Reason("{verb} needs a name, not {value}", verb=f"'{verb}'", value=shown(raw)))
        return raw
    if kind == "names":
        names = [raw] if isinstance(raw, str) else raw
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise MalformedAction(Reason("{verb} takes a name or a list of names, not {value}", verb=f"'{verb}'",
                                         value=shown(raw)))
        return tuple(names)
    if kind == "flag":
        if raw is not True:
            raise MalformedAction(Reason("{verb} is written {written}", verb=f"'{verb}'", written=f"'{verb}: true'"))
        return True
    if kind == "counts":
        if raw is None:
            raw = {}
        if not isinstance(raw, dict):
            raise MalformedAction(Reason("{verb} is a mapping of goods to barrels, not {value}", verb="'keep'", value=shown(raw)))
        counts = []
        for good, n in raw.items():
            if not isinstance(good, str) or isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise MalformedAction(Reason("{verb} entry {good}: {count} must be a good and a whole number", verb="'keep'",
                                                good=shown(good), count=shown(n)))
            if n:
                counts.append((good, n))
        return tuple(sorted(counts))
    return _layout(raw)


def _entries(colonists: tuple[tuple[str, int], ...], nobles: tuple[tuple[str, int], ...]) -> list[Any]:
    """Spaces back in the ruling notation: a name, {name: colonists} or, with nobles on it,
    {name: {colonists: c, nobles: n}}."""
    noble_counts: dict[str, list[int]] = {}
    for name, n in nobles:
        noble_counts.setdefault(name, []).append(n)
    out: list[Any] = []
    for name, n in colonists:
        extra = noble_counts.get(name)
        if extra:
            out.append({name: {"colonists": n, "nobles": extra.pop(0)}})
        else:
            out.append(name if n == 0 else {name: n})
    return out


def _whole(n: Any, what: str) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise MalformedAction(Reason("{field} must be a whole number, not {value}", field=what, value=shown(n)))
    return n


def _spaces(raw: Any, where: str) -> tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]:
    """(colonists by space, nobles by space) from a list of spaces in the ruling notation."""
    if raw is None:
        return (), ()
    if not isinstance(raw, list):
        raise MalformedAction(Reason("{field} must be a list of spaces", field=f"'place' {where}"))
    spaces, nobles = [], []
    for entry in raw:
        if isinstance(entry, str):
            spaces.append((entry, 0))
        elif isinstance(entry, dict) and len(entry) == 1 and isinstance(next(iter(entry)), str):
            (name, n), = entry.items()
            if isinstance(n, dict):
                unknown = set(n) - {"colonists", "nobles"}
                if unknown:
                    raise MalformedAction(Reason("{field} entry {entry}: a space holds colonists and nobles",
                                                        field=f"'place' {where}", entry=shown(entry)))
                spaces.append((name, _whole(n.get("colonists", 0), f"'place' {where} {name} colonists")))
                if n.get("nobles"):
                    nobles.append((name, _whole(n["nobles"], f"'place' {where} {name} nobles")))
            else:
                spaces.append((name, _whole(n, f"'place' {where} entry {shown(entry)}")))
        else:
            raise MalformedAction(Reason("{field} entry {entry} must be a name or {form}", field=f"'place' {where}",
                                         entry=shown(entry), form="{name: workers}"))
    return tuple(sorted(spaces)), tuple(sorted(nobles))


def _layout(raw: Any) -> Layout:
    if isinstance(raw, Layout):
        return raw
    if not isinstance(raw, dict):
        raise MalformedAction(Reason("{verb} takes {form}, not {value}", verb="'place'",
                                     form="{island: [...], city: [...], san_juan: n}", value=shown(raw)))
    unknown = set(raw) - {"island", "city", "san_juan"}
    if unknown:
        raise MalformedAction(Reason("{verb} does not take {keys}", verb="'place'", keys=", ".join(sorted(map(str, unknown)))))
    san_juan = raw.get("san_juan")
    san_juan_nobles = None
    if isinstance(san_juan, dict):
        unknown = set(san_juan) - {"colonists", "nobles"}
        if unknown:
            raise MalformedAction(Reason("{field} holds colonists and nobles", field="'place' san_juan"))
        san_juan_nobles = _whole(san_juan.get("nobles", 0), "'place' san_juan nobles")
        san_juan = _whole(san_juan.get("colonists", 0), "'place' san_juan colonists")
    elif san_juan is not None:
        _whole(san_juan, "'place' san_juan")
    island, island_nobles = _spaces(raw.get("island"), "island")
    city, city_nobles = _spaces(raw.get("city"), "city")
    return Layout(island, city, san_juan, island_nobles, city_nobles, san_juan_nobles)


BLACK_MARKET_KEYS = ("colonist", "good", "vp")


def _black_market(raw: Any) -> tuple[tuple[str, Any], ...]:
    """What the black market takes instead of doubloons: {colonist: SPACE, good: GOOD, vp: true}
    (each at most once; SPACE is where the colonist comes from, san_juan included)."""
    if not isinstance(raw, dict) or not raw or set(raw) - set(BLACK_MARKET_KEYS):
        raise MalformedAction(Reason("{key} is a mapping with any of colonist (a space), good (a good) and vp (true), "
                                     "not {value}", key="'black_market'", value=shown(raw)))
    for key in ("colonist", "good"):
        if key in raw and not isinstance(raw[key], str):
            raise MalformedAction(Reason("{field} must be a name, not {value}", field=f"'black_market' {key}",
                                         value=shown(raw[key])))
    if "vp" in raw and raw["vp"] is not True:
        raise MalformedAction(Reason("{field} is written {written}", field="'black_market' vp", written="'vp: true'"))
    return tuple(sorted(raw.items()))


def _pair(text: str, whole: str) -> tuple[str, int]:
    name, sep, n = text.partition(":")
    count = read_count(n)
    if not sep or count is None:
        raise MalformedAction(Reason("{text}: expected {form}, found {word}", text=shown(whole), form="name:number",
                                     word=shown(text)))
    return name, count


def _workers_from_text(text: str, whole: str) -> Any:
    colonists, plus, nobles = text.partition("+")
    c, n = read_count(colonists), read_count(nobles)
    if c is None or (plus and n is None):
        raise MalformedAction(Reason("{text}: expected a number of workers ({form}), found {word}", text=shown(whole),
                                     form="colonists+nobles", word=shown(text)))
    if plus:
        return {"colonists": c, "nobles": n}
    return c


def _layout_from_text(words: list[str], whole: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for word in words:
        key, sep, v = word.partition("=")
        if not sep or key not in ("island", "city", "san_juan"):
            raise MalformedAction(Reason("{text}: expected {form}, found {word}", text=shown(whole),
                                         form="island=..., city=... or san_juan=N", word=shown(word)))
        if key == "san_juan":
            out[key] = _workers_from_text(v, whole)
            continue
        entries = []
        for part in filter(None, v.split(",")):
            name, sep, n = part.partition(":")
            if not sep:
                raise MalformedAction(Reason("{text}: expected {form}, found {word}", text=shown(whole), form="name:workers",
                                                 word=shown(part)))
            workers = _workers_from_text(n, whole)
            entries.append({name: workers} if workers else name)
        out[key] = entries
    return out


def parse(action: Any) -> Action:
    """An Action from an Action, a mapping or a text form."""
    parsed: Action = Action.parse(action)
    return parsed


@lru_cache(maxsize=None, typed=True)  # typed: True == 1, but only 1 is a seat
def shared(player: int, verb: str, value: Any = True, options: tuple[tuple[str, Any], ...] = ()) -> Action:
    """The one copy of an action that comes up turn after turn (a pass, a plain purchase), made
    once: actions are immutable, and the phases list them at every decision."""
    return Action(player, verb, value, options)
