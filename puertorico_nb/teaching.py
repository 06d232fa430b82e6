"""Small helpers the tutorials share: load a worked example, play it up to a step, show why a
move is refused, and reveal a "check yourself" answer only after the learner has guessed.

Nothing here decides a rule; every answer comes from the engine.

>>> ruling = example("prospector")
>>> game = play(ruling)
>>> facts(game)["players"][0]["doubloons"]
6
>>> reveal(..., 6)
Write your answer in the cell above (replace the ...), then run this cell again.
>>> reveal(6, 6)
Right: 6.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

EXAMPLES = Path(__file__).resolve().parent / "rulings" / "examples"


def example(name: str, index: int = 0) -> dict:
    """One ruling from the shipped worked examples: the file name without ``.yaml``, and which
    ruling in the file (from 0)."""
    from .rulings.loader import parse_yaml

    document = parse_yaml((EXAMPLES / f"{name}.yaml").read_text(encoding="utf-8"))
    rulings = document["rulings"] if isinstance(document, dict) and "rulings" in document else [document]
    return rulings[index]


def moves(ruling: dict) -> list[dict]:
    """The moves a ruling plays (its ``act`` steps), in order."""
    return [step["act"] for step in ruling.get("steps") or [] if isinstance(step, dict) and "act" in step]


def start(ruling: dict):
    """The position a ruling starts from, as a Game."""
    from .rulings.position import build_game

    return build_game(ruling)


def play(ruling: dict, count: int | None = None):
    """The Game after the ruling's first ``count`` moves (all of them when None)."""
    game = start(ruling)
    for action in moves(ruling)[:count]:
        game.apply(action)
    return game


def facts(game) -> dict:
    """The whole position in the ruling-file vocabulary (players, ships, supply, scores...)."""
    from .rulings.position import view

    return view(game)


def refused(game, action: Any, names: list[str] | None = None) -> None:
    """Show why the engine refuses ``action`` here (``game.explain``).

    Raises AssertionError if the move is in fact legal, so a tutorial cannot drift."""
    ex = game.explain(action)
    assert not ex.legal, f"expected a refusal, but the engine allows {action!r}"
    who = _who(names, ex.action.player if ex.action is not None else None)
    print(f"Refused{who}: {ex.why}")
    print(f"  rule {ex.rule}: {ex.statement}")
    if ex.citation:
        print(f"  ({ex.citation})")


def allowed(game, action: Any) -> None:
    """Show that ``action`` is legal here, with the rule that allows it."""
    ex = game.explain(action)
    assert ex.legal, f"expected a legal move, but the engine refuses {action!r}: {ex.why}"
    print(f"Allowed: {ex.statement} [{ex.rule}]")


def _who(names, seat) -> str:
    if names and isinstance(seat, int) and 0 <= seat < len(names):
        return f" ({names[seat]})"
    return ""


def reveal(guess: Any, answer: Any) -> None:
    """Compare a learner's guess with the engine's answer; say nothing about the answer until
    they have guessed (``...`` means "not yet")."""
    if guess is ...:
        print("Write your answer in the cell above (replace the ...), then run this cell again.")
    elif guess == answer:
        print(f"Right: {answer}.")
    else:
        print(f"Not quite: you said {guess!r}; the engine says {answer!r}.")


def rule(rule_id: str) -> str:
    """A catalogue rule in one line: id, our statement, and where the books say it."""
    from .core import catalogue

    found = catalogue.get(rule_id)
    if found is None:
        raise KeyError(f"no rule {rule_id!r} in the catalogue")
    return str(found)


class Picture:
    """The table drawn as static HTML (no widget needed), with the players' names."""

    def __init__(self, game, names: list[str] | None = None) -> None:
        self.game, self.names = game, names

    def _repr_html_(self) -> str:
        from .games.puerto_rico.render.html import game_html

        return game_html(self.game, names=self.names)

    def __repr__(self) -> str:
        return str(self.game)


def picture(game, names: list[str] | None = None) -> Picture:
    """Show the table as it stands (a static picture; use TableWidget to play on it)."""
    return Picture(game, names)


def act(game, action: Any, names: list[str] | None = None) -> list:
    """Play ``action`` and print what happened in one line; return the events."""
    from .games.puerto_rico.render.narrate import narrate

    events = game.apply(action)
    print(narrate(events, names))
    return events
