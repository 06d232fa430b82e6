"""What happened, to whom, by which rule: the record every applied action returns."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple


class Event(NamedTuple):
    kind: str  # a short verb: "load", "produce", "vp", "doubloons", "phase", ...
    player: int | None  # who it happened to (None: the table)
    rule: str  # the catalogue id of the rule that made it happen
    data: dict[str, Any]

    def __str__(self) -> str:
        who = "table" if self.player is None else f"player {self.player}"
        detail = ", ".join(f"{k}={v}" for k, v in self.data.items())
        return f"{who}: {self.kind} ({detail}) [{self.rule}]"

    def to_dict(self) -> dict[str, Any]:
        # values such as a mayor's Layout are kept as values and turned into plain data here
        data = {k: v.to_mapping() if hasattr(v, "to_mapping") else v for k, v in self.data.items()}
        return {"kind": self.kind, "player": self.player, "rule": self.rule, "data": data}


class Events(list[Event]):
    """The events of one move, as ``apply`` returns them: a list, which also says whether the
    move turned up something hidden (``revealed``: a few words such as "cards were drawn since",
    "" for nothing; set by a game that keeps its history, the only kind that can undo)."""

    __slots__ = ("revealed",)

    def __init__(self, *args: Iterable[Event]) -> None:
        super().__init__(*args)
        self.revealed = ""


_new_tuple = tuple.__new__


def event(kind: str, player: int | None, rule: str, data: dict[str, Any]) -> Event:
    """An Event, as the engine makes them (hundreds per game): the same value as
    ``Event(kind, player, rule, data)``, built without the class call's argument handling, which
    costs more than the tuple itself (a third less per event: benchmarks/NOTES.md)."""
    return _new_tuple(Event, (kind, player, rule, data))
