"""WalkthroughWidget: step through a ruling (or a played game) on the table, one move at a time.

Each step has a one-line narration made from the engine's events, and the rule that allowed
(or refused) what happened, with its citation. The positions are computed once, up front, by
the engine; the front end only moves ``step`` and draws ``view``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import traitlets

from ..core import registry
from ..core.errors import IllegalAction, MalformedAction
from ..core.words import name_seats, seat_name, sentence
from ..rulings.position import DEFAULT_GAME
from ._base import BaseWidget, front_end, stylesheet


def walkthrough_frames(source: Any, names=None, index: int = 0) -> tuple[dict, list[dict], list[dict]]:
    """(header, frames, views) for a ruling (mapping, file path or file text) or a game of any
    registered kind (Puerto Rico, San Juan).

    A frame is ``{kind, narration, rule, statement, citation, ok, player}``; ``views[k]`` is
    the view model of the table after frame k.
    """
    if hasattr(type(source), "GAME_ID"):
        return _game_frames(source, names)
    ruling = _one_ruling(source, index)
    return _ruling_frames(ruling, names)


def _one_ruling(source: Any, index: int) -> dict:
    if isinstance(source, (str, Path)) and (isinstance(source, Path) or "\n" not in source) \
            and Path(source).exists():
        source = Path(source).read_text(encoding="utf-8")
    if isinstance(source, str):
        source = _parse_text(source)
    if isinstance(source, dict) and isinstance(source.get("rulings"), list):
        rulings = source["rulings"]
        if not 0 <= index < len(rulings):
            raise IndexError(f"the file holds {len(rulings)} ruling(s); there is no ruling {index}")
        source = rulings[index]
    if not isinstance(source, dict):
        raise TypeError("a walkthrough needs a Game, a ruling mapping, or a ruling file")
    return source


def _parse_text(text: str) -> Any:
    from ..rulings.loader import parse_yaml  # the format's own YAML reading (1.2 booleans)
    return parse_yaml(text)


def _frame(kind, narration, explanation=None, ok=True, player=None) -> dict:
    return {"kind": kind, "narration": narration, "ok": ok, "player": player,
            "rule": explanation.rule if explanation else "",
            "statement": explanation.statement if explanation else "",
            "citation": explanation.citation if explanation else ""}


def _snapshot(game, names) -> dict:
    return registry.record_for(game).render.load().snapshot(game, names)


def _narrate(game, events, names) -> str:
    return registry.record_for(game).render.load().narration(events, names)


def _game_frames(game: Any, names) -> tuple[dict, list, list]:
    names = list(names or registry.record_for(game).render.load().default_names(game.players))
    replay = type(game)._new_from(game._rules, game.start.clone())
    frames = [_frame("start", "The starting position.")]
    views = [_snapshot(replay, names)]
    for action in game.log:
        ex = replay.explain(action)
        events = replay.apply(action)
        frames.append(_frame("act", _narrate(replay, events, names), ex, player=action.player))
        views.append(_snapshot(replay, names))
    header = {"title": f"A game of {registry.record_for(game).title} for {game.players} players",
              "description": "", "source": "", "game": registry.record_for(game).name}
    return header, frames, views


def _ruling_frames(ruling: dict, names) -> tuple[dict, list, list]:
    from ..rulings.position import build_game, expect_mismatches

    game = build_game(ruling)
    names = list(names or registry.record_for(game).render.load().default_names(game.players))
    frames = [_frame("start", "The starting position of the example.")]
    views = [_snapshot(game, names)]
    for step in ruling.get("steps") or []:
        if not isinstance(step, dict):
            frames.append(_frame("error", f"A step that is not a mapping: {step!r}", ok=False))
        elif "act" in step or "reject" in step:
            frames.append(_move_frame(game, step, names))
        elif "expect" in step:
            frames.append(_expect_frame(game, step["expect"] or {}, expect_mismatches, names))
        else:
            frames.append(_frame("error", f"A step of no known kind: {', '.join(map(str, step))}", ok=False))
        views.append(_snapshot(game, names))
    header = {"title": str(ruling.get("title", "")), "description": str(ruling.get("description", "")),
              "source": str(ruling.get("source", "")), "game": registry.record_for(game).name}
    return header, frames, views


def _who(names, seat) -> str:
    return seat_name(names, seat)


def _move_frame(game, step, names) -> dict:
    must_pass = "act" in step
    action = step["act"] if must_pass else step["reject"]
    ex = game.explain(action)
    why = sentence(name_seats(ex.why, names))  # people's names, not the engine's seats
    if ex.action is None:
        return _frame("error", f"Not an action: {why}", ex, ok=False)
    who = _who(names, ex.action.player)
    what = registry.record_for(game).render.load().label(game, ex.action.to_mapping())
    if not ex.legal:
        lead = f"{who} tries “{what}”: refused. {why}"
        if must_pass:
            lead += " (The ruling expected this move to be allowed.)"
        return _frame("reject", lead, ex, ok=not must_pass, player=ex.action.player)
    if not must_pass:
        return _frame("reject", f"{who} tries “{what}”, and the engine allows it, although the ruling "
                      "expected a refusal.", ex, ok=False, player=ex.action.player)
    try:
        events = game.apply(ex.action)
    except (IllegalAction, MalformedAction) as e:  # pragma: no cover - explain said legal
        return _frame("error", str(e), ex, ok=False)
    return _frame("act", _narrate(game, events, names), ex, player=ex.action.player)


# what a ruling's expect keys are about, in a learner's words (others: the key in plain words)
CHECKED = {"phase": "the phase", "turn": "whose turn it is", "round": "the round", "governor": "the governor",
           "legal_includes": "what may be done now", "legal_excludes": "what may not be done now",
           "players": "the players' boards", "ships": "the cargo ships", "trading_house": "the trading house",
           "supply": "the supply", "scores": "the scores", "winners": "who wins", "winner": "who wins",
           "game_over": "whether the game is over", "roles": "the role cards", "hand": "the hand",
           "deck_size": "the draw pile", "deck": "the draw pile", "discard_size": "the discard pile",
           "discard": "the discard pile", "drawn": "the cards drawn", "revealed": "the cards turned up",
           "tile": "the trading-house tile", "tiles": "the trading-house tiles", "score_breakdown": "the score sheet",
           "colonist_ship": "the colonist ship", "plantations": "the face-up plantations",
           "plantation_stack": "the plantation stack", "drafted": "the buildings drafted",
           "draft_spaces": "the spaces left in the draft", "roles_taken": "the roles taken", "quarries": "the quarries"}
# a player's counts an example states, in words: "Lena has 6 doubloons"
COUNTED = {"doubloons": ("doubloon", "doubloons"), "vp": ("victory point", "victory points"),
           "san_juan": ("colonist waiting in San Juan", "colonists waiting in San Juan"),
           "hand_size": ("card in hand", "cards in hand"), "chapel": ("card under the chapel", "cards under the chapel")}


def _and(parts: list[str]) -> str:
    return ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else "".join(parts)


def _player_facts(name: str, facts: dict) -> tuple[str, bool]:
    """("Lena has 6 doubloons and 2 victory points", whether other parts of her board are checked too)."""
    counts = [f"{n} {COUNTED[key][n != 1]}" for key, n in facts.items() if key in COUNTED and isinstance(n, int)]
    others = any(key not in COUNTED or not isinstance(n, int) for key, n in facts.items())
    return (f"{name} has {_and(counts)}" if counts else ""), others


def _stated(game, expected: dict, names) -> tuple[list[str], list[str]]:
    """What an example states at a step, for a learner: (facts said in a few words, such as who
    decides next, the doubloons on a role card, a player's doubloons or points; and what the
    rest of the check is about, such as "the cargo ships")."""
    pretty = registry.record_for(game).render.load().pretty
    said: list[str] = []
    about: list[str] = []
    for key, value in expected.items():
        if key in ("turn", "governor", "round") and isinstance(value, int) and not isinstance(value, bool):
            said.append({"turn": f"{seat_name(names, value)} decides next",
                         "governor": f"{seat_name(names, value)} is governor",
                         "round": f"it is round {value}"}[key])
        elif key == "roles" and isinstance(value, dict) and all(isinstance(n, int) for n in value.values()):
            on = [f"{n} on the {pretty(role)}" for role, n in value.items() if n]
            bare = [f"the {pretty(role)}" for role, n in value.items() if not n]
            if on:
                held = _and(on).replace("1 on", "1 doubloon on", 1) if len(on) == 1 else "doubloons: " + _and(on)
                said.append(f"the role cards hold {held}")
            said += [f"none on {_and(bare)}" if on else f"no doubloons lie on {_and(bare)}"] if bare else []
        elif key == "players" and isinstance(value, dict):
            for seat, facts in value.items():
                name = seat_name(names, int(seat))
                fact, others = _player_facts(name, facts if isinstance(facts, dict) else {})
                said += [fact] if fact else []
                about += [f"{name}'s board"] if others or not isinstance(facts, dict) else []
        else:
            about.append(CHECKED.get(key, pretty(key)))
    return said, about


def _expect_frame(game, expected: dict, expect_mismatches, names=None) -> dict:
    problems = expect_mismatches(game, expected)
    if not problems:
        said, about = _stated(game, expected, names)
        text = f"Now {'; '.join(said)}." if said else ""
        if about:
            text += f" Checked against the example: {_and(about)}."
        return _frame("expect", text.strip() or "The position is as the example says.")
    first = problems[0]
    more = f" (and {len(problems) - 1} more difference{'s' if len(problems) > 2 else ''})" if len(problems) > 1 else ""
    return _frame("expect", f"Check failed: {first}{more}.", ok=False)


class WalkthroughWidget(BaseWidget):
    """Back, next and jump through the steps of a ruling or a game, with the table drawn.

    >>> from puertorico_nb.games.puerto_rico import Game
    >>> g = Game(players=4, seed=0); _ = g.apply({"player": 0, "choose_role": "prospector"})
    >>> w = WalkthroughWidget(g, names=["Ana", "Bo", "Cy", "Dee"])
    >>> len(w.frames), w.step
    (2, 0)
    >>> w.next(); w.frames[w.step]["narration"]
    'Ana chooses the prospector; Ana takes 1 doubloon for the prospector’s privilege.'
    """

    kind = traitlets.Unicode("walkthrough").tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    description = traitlets.Unicode("").tag(sync=True)
    source = traitlets.Unicode("").tag(sync=True)
    frames = traitlets.List(traitlets.Dict()).tag(sync=True)
    FRONT_END_WRITES = frozenset({"step"})  # the reader moves through the steps
    step = traitlets.Int(0).tag(sync=True)
    view = traitlets.Dict().tag(sync=True)

    def __init__(self, ruling_or_game: Any, names: list[str] | None = None, index: int = 0,
                 **kwargs: Any) -> None:
        header, frames, views = walkthrough_frames(ruling_or_game, names, index)
        self._views = views
        self._render = registry.record(header["game"]).render.load()
        super().__init__(title=header["title"], description=header["description"],
                         source=header["source"], frames=frames, view=views[0], **kwargs)
        self.observe(self._on_step, names=["step"])

    def __new__(cls, ruling_or_game: Any = None, *args: Any, **kwargs: Any) -> "WalkthroughWidget":
        # each game's front end draws its own table: the game's record names its walkthrough class
        index = kwargs.get("index", args[1] if len(args) > 1 else 0)
        if cls is WalkthroughWidget:
            cls = registry.record(_game_of(ruling_or_game, index)).walkthrough.load()
        return super().__new__(cls)

    @traitlets.validate("step")
    def _clamp(self, proposal) -> int:
        return max(0, min(int(proposal["value"]), len(self.frames) - 1))

    def _on_step(self, change) -> None:
        self.view = self._views[self.step]

    def next(self) -> None:
        self.step = self.step + 1

    def back(self) -> None:
        self.step = self.step - 1

    def jump(self, step: int) -> None:
        self.step = step

    def to_html(self) -> str:
        frame = self.frames[self.step]
        return (f'<div class="prnb-walkthrough"><p>Step {self.step} of {len(self.frames) - 1}: '
                f'{_escape(frame["narration"])} <small>{_escape(frame["rule"])}</small></p>'
                f'{self._render.picture(self.view)}</div>')


class SanJuanWalkthrough(WalkthroughWidget):
    """A walkthrough drawn by San Juan's front end (WalkthroughWidget picks it by itself)."""

    _esm = front_end("sanjuan.js")
    _css = stylesheet("shared.css", "sanjuan.css")


def _game_of(source: Any, index: int) -> str:
    """The registered game a walkthrough source is about (the ruling files' default game unless
    it says otherwise; a source naming no known game is reported by the constructor)."""
    name = getattr(type(source), "GAME_ID", None)
    if name is None:
        try:
            name = _one_ruling(source, index).get("game", DEFAULT_GAME)
        except (TypeError, IndexError, ValueError, OSError):
            name = DEFAULT_GAME
    return name if isinstance(name, str) and name in registry.names() else DEFAULT_GAME


def _escape(text: str) -> str:
    from html import escape
    return escape(str(text), quote=True)
