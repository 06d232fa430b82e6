"""Actions as small immutable values, with a mapping form (ruling files) and a text form.

>>> a = Action.from_mapping({"player": 0, "ship": "sugar", "on": 7})
>>> str(a)
'0 ship sugar on=7'
>>> Action.from_text(str(a)) == a
True
"""
from __future__ import annotations

from typing import Any, NamedTuple

from .errors import MalformedAction

# verb -> (what the value is, the optional keys it accepts)
VERBS: dict[str, tuple[str, tuple[str, ...]]] = {
    "choose_role": ("name", ()),
    "settle": ("name", ("hospice", "forest")),
    "place": ("layout", ()),
    "build": ("name", ("university",)),
    "bonus": ("name", ()),
    "sell": ("name", ("via",)),
    "ship": ("name", ("on",)),
    "keep": ("counts", ()),
    "pass": ("flag", ()),
    "take": ("name", ()),
    "draft": ("name", ()),
}
REQUIRED_OPTIONS = {"ship": ("on",)}
BOOLEAN_OPTIONS = ("hospice", "forest", "university")


class Layout(NamedTuple):
    """A mayor's whole placement. Each space is (name, workers); unlisted spaces stay empty.

    ``san_juan`` of None means "whatever is left over".
    """

    island: tuple[tuple[str, int], ...]
    city: tuple[tuple[str, int], ...]
    san_juan: int | None

    def to_mapping(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "island": [name if n == 0 else {name: n} for name, n in self.island],
            "city": [name if n == 0 else {name: n} for name, n in self.city],
        }
        if self.san_juan is not None:
            out["san_juan"] = self.san_juan
        return out

    def __str__(self) -> str:
        island = ",".join(f"{name}:{n}" for name, n in self.island)
        city = ",".join(f"{name}:{n}" for name, n in self.city)
        text = f"island={island} city={city}"
        return text if self.san_juan is None else f"{text} san_juan={self.san_juan}"


class Action(NamedTuple):
    """One decision by one player: ``verb`` with its ``value`` and sorted ``options``."""

    player: int
    verb: str
    value: Any = True
    options: tuple[tuple[str, Any], ...] = ()

    def option(self, key: str, default: Any = None) -> Any:
        for k, v in self.options:
            if k == key:
                return v
        return default

    # -- mapping form (ruling files, widgets) -------------------------------------------------
    @classmethod
    def from_mapping(cls, data: Any) -> "Action":
        if isinstance(data, Action):
            return data
        if not isinstance(data, dict):
            raise MalformedAction(f"an action is a mapping such as {{player: 0, choose_role: mayor}}, not {data!r}")
        data = {("on" if k is True else k): v for k, v in data.items()}
        if "player" not in data:
            raise MalformedAction(f"action {data!r} has no 'player'")
        player = data["player"]
        if isinstance(player, bool) or not isinstance(player, int) or player < 0:
            raise MalformedAction(f"'player' must be a seat number from 0, not {player!r}")
        verbs = [k for k in data if k in VERBS]
        if len(verbs) != 1:
            named = ", ".join(sorted(VERBS))
            raise MalformedAction(f"action {data!r} must name exactly one of: {named}")
        verb = verbs[0]
        kind, allowed = VERBS[verb]
        extra = set(data) - {"player", verb} - set(allowed)
        if extra:
            raise MalformedAction(f"'{verb}' does not take {', '.join(sorted(map(str, extra)))}")
        for key in REQUIRED_OPTIONS.get(verb, ()):
            if key not in data:
                raise MalformedAction(f"'{verb}' needs '{key}' (which ship: its capacity, or wharf)")
        value = _value(verb, kind, data[verb])
        options = []
        for key in allowed:
            if key in data:
                v = data[key]
                if key in BOOLEAN_OPTIONS and not isinstance(v, bool):
                    raise MalformedAction(f"'{key}' must be true or false, not {v!r}")
                if key == "on" and not (isinstance(v, str) or (isinstance(v, int) and not isinstance(v, bool))):
                    raise MalformedAction(f"'on' must be a ship's capacity or a wharf, not {v!r}")
                if key == "via" and not isinstance(v, str):
                    raise MalformedAction(f"'via' must be a building name, not {v!r}")
                options.append((key, v))
        return cls(player, verb, value, tuple(sorted(options)))

    def to_mapping(self) -> dict[str, Any]:
        out: dict[str, Any] = {"player": self.player}
        if isinstance(self.value, Layout):
            out[self.verb] = self.value.to_mapping()
        elif self.verb == "keep":
            out[self.verb] = dict(self.value)
        else:
            out[self.verb] = self.value
        out.update(self.options)
        return out

    # -- text form -----------------------------------------------------------------------------
    def __str__(self) -> str:
        if self.verb == "pass":
            head = f"{self.player} pass"
        elif self.verb == "keep":
            head = f"{self.player} keep " + (",".join(f"{g}:{n}" for g, n in self.value) or "-")
        else:
            head = f"{self.player} {self.verb} {self.value}"
        opts = " ".join(f"{k}={_text(v)}" for k, v in self.options)
        return f"{head} {opts}" if opts else head

    @classmethod
    def from_text(cls, text: str) -> "Action":
        words = text.split()
        if len(words) < 2 or not words[0].isdigit():
            raise MalformedAction(f"{text!r} is not an action: expected 'PLAYER VERB ...'")
        player, verb, rest = int(words[0]), words[1], words[2:]
        if verb not in VERBS:
            raise MalformedAction(f"unknown verb {verb!r} in {text!r}")
        data: dict[str, Any] = {"player": player}
        if verb == "pass":
            data["pass"] = True
        elif verb == "place":
            data["place"] = _layout_from_text(rest, text)
            rest = []
        elif verb == "keep":
            if not rest:
                raise MalformedAction(f"{text!r}: keep needs goods, or '-' for none")
            data["keep"] = {} if rest[0] == "-" else dict(_pair(p, text) for p in rest[0].split(","))
            rest = rest[1:]
        else:
            if not rest:
                raise MalformedAction(f"{text!r}: '{verb}' needs a value")
            data[verb], rest = rest[0], rest[1:]
        for word in rest:
            key, sep, v = word.partition("=")
            if not sep:
                raise MalformedAction(f"{text!r}: expected key=value, found {word!r}")
            data[key] = _parse_scalar(v)
        return cls.from_mapping(data)


def _value(verb: str, kind: str, raw: Any) -> Any:
    if kind == "name":
        if not isinstance(raw, str) or not raw:
            raise MalformedAction(f"'{verb}' needs a name, not {raw!r}")
        return raw
    if kind == "flag":
        if raw is not True:
            raise MalformedAction(f"'{verb}' is written '{verb}: true'")
        return True
    if kind == "counts":
        if raw is None:
            raw = {}
        if not isinstance(raw, dict):
            raise MalformedAction(f"'keep' is a mapping of goods to barrels, not {raw!r}")
        counts = []
        for good, n in raw.items():
            if not isinstance(good, str) or isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise MalformedAction(f"'keep' entry {good!r}: {n!r} must be a good and a whole number")
            if n:
                counts.append((good, n))
        return tuple(sorted(counts))
    return _layout(raw)


def _spaces(raw: Any, where: str) -> tuple[tuple[str, int], ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise MalformedAction(f"'place' {where} must be a list of spaces")
    spaces = []
    for entry in raw:
        if isinstance(entry, str):
            spaces.append((entry, 0))
        elif isinstance(entry, dict) and len(entry) == 1:
            (name, n), = entry.items()
            if not isinstance(name, str) or isinstance(n, bool) or not isinstance(n, int) or n < 0:
                raise MalformedAction(f"'place' {where} entry {entry!r} must be {{name: workers}}")
            spaces.append((name, n))
        else:
            raise MalformedAction(f"'place' {where} entry {entry!r} must be a name or {{name: workers}}")
    return tuple(sorted(spaces))


def _layout(raw: Any) -> Layout:
    if isinstance(raw, Layout):
        return raw
    if not isinstance(raw, dict):
        raise MalformedAction(f"'place' takes {{island: [...], city: [...], san_juan: n}}, not {raw!r}")
    unknown = set(raw) - {"island", "city", "san_juan"}
    if unknown:
        raise MalformedAction(f"'place' does not take {', '.join(sorted(map(str, unknown)))}")
    san_juan = raw.get("san_juan")
    if san_juan is not None and (isinstance(san_juan, bool) or not isinstance(san_juan, int) or san_juan < 0):
        raise MalformedAction(f"'place' san_juan must be a whole number, not {san_juan!r}")
    return Layout(_spaces(raw.get("island"), "island"), _spaces(raw.get("city"), "city"), san_juan)


def _pair(text: str, whole: str) -> tuple[str, int]:
    name, sep, n = text.partition(":")
    if not sep or not n.isdigit():
        raise MalformedAction(f"{whole!r}: expected name:number, found {text!r}")
    return name, int(n)


def _layout_from_text(words: list[str], whole: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for word in words:
        key, sep, v = word.partition("=")
        if not sep or key not in ("island", "city", "san_juan"):
            raise MalformedAction(f"{whole!r}: expected island=..., city=... or san_juan=N, found {word!r}")
        if key == "san_juan":
            out[key] = _parse_scalar(v)
        else:
            out[key] = [{n: c} if c else n for n, c in (_pair(p, whole) for p in v.split(",") if p)]
    return out


def _parse_scalar(text: str) -> Any:
    if text in ("true", "false"):
        return text == "true"
    return int(text) if text.isdigit() else text


def _text(v: Any) -> str:
    return ("true" if v else "false") if isinstance(v, bool) else str(v)


def parse(action: Any) -> Action:
    """An Action from an Action, a mapping or a text form."""
    if isinstance(action, Action):
        return action
    if isinstance(action, str):
        return Action.from_text(action)
    return Action.from_mapping(action)
