"""WalkthroughWidget: step through a ruling (or a played game) on the table, one move at a time.

Each step has a one-line narration made from the engine's events, and the rule that allowed
(or refused) what happened, with its citation. The positions are computed once, up front, by
the engine; the front end only moves ``step`` and draws ``view``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import traitlets

from ..core import catalogue, registry
from ..core.errors import IllegalAction, MalformedAction
from ..core.language import N_, check_language, component_name, current_language, speak, translate, using_language
from ..core.words import Phrase, clause_list, name_seats, seat_name, sentence, spoken_list
from ..rulings.loader import said_in
from ..rulings.position import DEFAULT_GAME
from ._base import BaseWidget, front_end, stylesheet
from .page_words import page_words


def walkthrough_frames(source: Any, names=None, index: int = 0,
                       language: str | None = None) -> tuple[dict, list[dict], list[dict]]:
    """(header, frames, views) for a ruling (mapping, file path or file text) or a game of any
    registered kind (Puerto Rico, San Juan), said in `language` (default: the current one).

    A frame is ``{kind, narration, rule, statement, citation, ok, player}``; ``views[k]`` is
    the view model of the table after frame k.
    """
    with using_language(language):
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
            "citation": _citation(explanation) if explanation else ""}


def _citation(explanation) -> str:
    """Where the books say the explanation's rule, in the language spoken now."""
    found = catalogue.get(explanation.rule) if explanation.rule else None
    return found.cite_in() if found is not None else explanation.citation


def _snapshot(game, names) -> dict:
    return registry.record_for(game).render.load().snapshot(game, names)


def _narrate(game, events, names) -> str:
    return registry.record_for(game).render.load().narration(events, names)


def _game_frames(game: Any, names) -> tuple[dict, list, list]:
    names = list(names or registry.record_for(game).render.load().default_names(game.players))
    replay = type(game)._new_from(game._rules, game.start.clone())
    frames = [_frame("start", speak("The starting position."))]
    views = [_snapshot(replay, names)]
    for action in game.log:
        ex = replay.explain(action)
        events = replay.apply(action)
        frames.append(_frame("act", _narrate(replay, events, names), ex, player=action.player))
        views.append(_snapshot(replay, names))
    title = speak("A game of {title} for {count} players", title=translate(registry.record_for(game).title),
                  count=game.players)
    header = {"title": title, "description": "", "source": "", "game": registry.record_for(game).name}
    return header, frames, views


def _ruling_frames(ruling: dict, names) -> tuple[dict, list, list]:
    from ..rulings.position import build_game, expect_mismatches

    game = build_game(ruling)
    names = list(names or registry.record_for(game).render.load().default_names(game.players))
    frames = [_frame("start", speak("The starting position of the example."))]
    views = [_snapshot(game, names)]
    for step in ruling.get("steps") or []:
        if not isinstance(step, dict):
            frames.append(_frame("error", speak("A step that is not a mapping: {step}", step=repr(step)), ok=False))
        elif "act" in step or "reject" in step:
            frames.append(_move_frame(game, step, names))
        elif "expect" in step:
            frames.append(_expect_frame(game, step["expect"] or {}, expect_mismatches, names))
        else:
            frames.append(_frame("error", speak("A step of no known kind: {keys}", keys=", ".join(map(str, step))),
                                 ok=False))
        views.append(_snapshot(game, names))
    header = {"title": said_in(ruling, "title"), "description": said_in(ruling, "description"),
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
        return _frame("error", speak("Not an action: {error}", error=why), ex, ok=False)
    who = _who(names, ex.action.player)
    what = registry.record_for(game).render.load().label(game, ex.action.to_mapping())
    if not ex.legal:
        lead = speak("{name} tries \u201c{move}\u201d: refused. {why}", name=who, move=what, why=why)
        if must_pass:
            lead += " " + speak("(The ruling expected this move to be allowed.)")
        return _frame("reject", lead, ex, ok=not must_pass, player=ex.action.player)
    if not must_pass:
        return _frame("reject", speak("{name} tries \u201c{move}\u201d, and the engine allows it, although the ruling "
                                      "expected a refusal.", name=who, move=what), ex, ok=False, player=ex.action.player)
    try:
        events = game.apply(ex.action)
    except (IllegalAction, MalformedAction) as e:  # pragma: no cover - explain said legal
        return _frame("error", str(e), ex, ok=False)
    return _frame("act", _narrate(game, events, names), ex, player=ex.action.player)


# what a ruling's expect keys are about, in a learner's words (others: the key in plain words)
CHECKED = {"phase": N_("the phase"), "turn": N_("whose turn it is"), "round": N_("the round"),
           "governor": N_("the governor"), "legal_includes": N_("what may be done now"),
           "legal_excludes": N_("what may not be done now"), "players": N_("the players' boards"),
           "ships": N_("the cargo ships"), "trading_house": N_("the trading house"), "supply": N_("the supply"),
           "scores": N_("the scores"), "winners": N_("who wins"), "winner": N_("who wins"),
           "game_over": N_("whether the game is over"), "roles": N_("the role cards"), "hand": N_("the hand"),
           "deck_size": N_("the draw pile"), "deck": N_("the draw pile"), "discard_size": N_("the discard pile"),
           "discard": N_("the discard pile"), "drawn": N_("the cards drawn"), "revealed": N_("the cards turned up"),
           "tile": N_("the trading-house tile"), "tiles": N_("the trading-house tiles"),
           "score_breakdown": N_("the score sheet"), "colonist_ship": N_("the colonist ship"),
           "plantations": N_("the face-up plantations"), "plantation_stack": N_("the plantation stack"),
           "drafted": N_("the buildings drafted"), "draft_spaces": N_("the spaces left in the draft"),
           "roles_taken": N_("the roles taken"), "quarries": N_("the quarries")}
# a player's counts an example states, in words: "Lena has 6 doubloons"
COUNTED = {"doubloons": Phrase("{count:count:doubloon}"), "vp": Phrase("{count:count:victory point}"),
           "san_juan": Phrase("{count:count:colonist waiting in San Juan:colonists waiting in San Juan}"),
           "hand_size": Phrase("{count:count:card in hand:cards in hand}"),
           "chapel": Phrase("{count:count:card under the chapel:cards under the chapel}")}


def _player_facts(name: str, facts: dict) -> tuple[str, bool]:
    """("Lena has 6 doubloons and 2 victory points", whether other parts of her board are checked too)."""
    counts = [COUNTED[key].say(count=n) for key, n in facts.items() if key in COUNTED and isinstance(n, int)]
    others = any(key not in COUNTED or not isinstance(n, int) for key, n in facts.items())
    return (speak("{name} has {things}", name=name, things=spoken_list(counts)) if counts else ""), others


def _stated(game, expected: dict, names) -> tuple[list[str], list[str]]:
    """What an example states at a step, for a learner: (facts said in a few words, such as who
    decides next, the doubloons on a role card, a player's doubloons or points; and what the
    rest of the check is about, such as "the cargo ships")."""
    pretty = registry.record_for(game).render.load().pretty
    said: list[str] = []
    about: list[str] = []
    for key, value in expected.items():
        if key in ("turn", "governor", "round") and isinstance(value, int) and not isinstance(value, bool):
            said.append({"turn": speak("{name} decides next", name=seat_name(names, value)),
                         "governor": speak("{name} is governor", name=seat_name(names, value)),
                         "round": speak("it is round {round}", round=value)}[key])
        elif key == "roles" and isinstance(value, dict) and all(isinstance(n, int) for n in value.values()):
            said += _role_doubloons(value)
        elif key == "players" and isinstance(value, dict):
            for seat, facts in value.items():
                name = seat_name(names, int(seat))
                fact, others = _player_facts(name, facts if isinstance(facts, dict) else {})
                said += [fact] if fact else []
                about += [speak("{name}'s board", name=name)] if others or not isinstance(facts, dict) else []
        else:
            about.append(translate(CHECKED[key]) if key in CHECKED else pretty(key))
    return said, about


def _role_doubloons(roles: dict) -> list[str]:
    """The doubloons an example states on the role cards, in words."""
    on = [(component_name("role", role), n) for role, n in roles.items() if n]
    bare = spoken_list([speak("the {role}", role=component_name("role", role)) for role, n in roles.items() if not n])
    said = []
    if len(on) == 1:
        said.append(Phrase("the {role} holds {count:count:doubloon}").say(role=on[0][0], count=on[0][1]))
    elif on:
        held = spoken_list([speak("{count} on the {role}", count=n, role=role) for role, n in on])
        said.append(speak("the role cards hold doubloons: {list}", list=held))
    if bare:
        said.append(speak("none on {roles}", roles=bare) if on else speak("no doubloons lie on {roles}", roles=bare))
    return said


def _expect_frame(game, expected: dict, expect_mismatches, names=None) -> dict:
    problems = expect_mismatches(game, expected)
    if not problems:
        said, about = _stated(game, expected, names)
        text = speak("Now {facts}.", facts=clause_list(said)) if said else ""
        if about:
            text += " " + speak("Checked against the example: {things}.", things=spoken_list(about))
        return _frame("expect", text.strip() or speak("The position is as the example says."))
    if len(problems) == 1:
        return _frame("expect", speak("Check failed: {problem}.", problem=problems[0]), ok=False)
    return _frame("expect", Phrase("Check failed: {problem} (and {more:count:more difference}).").say(
        problem=problems[0], more=len(problems) - 1), ok=False)


class WalkthroughWidget(BaseWidget):
    """Back, next and jump through the steps of a ruling or a game, with the table drawn.

    >>> from puertorico_nb.games.puerto_rico import Game
    >>> g = Game(players=4, seed=0); _ = g.apply({"player": 0, "choose_role": "prospector"})
    >>> w = WalkthroughWidget(g, names=["Ana", "Bo", "Cy", "Dee"])
    >>> len(w.frames), w.step
    (2, 0)
    >>> w.next(); w.frames[w.step]["narration"]
    'Ana chooses the prospector; Ana takes 1 doubloon for the prospector’s privilege.'

    ``language=`` (default: the package's when it is made) is the language of its steps, its table
    and its own words.
    """

    kind = traitlets.Unicode("walkthrough").tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    description = traitlets.Unicode("").tag(sync=True)
    source = traitlets.Unicode("").tag(sync=True)
    frames = traitlets.List(traitlets.Dict()).tag(sync=True)
    FRONT_END_WRITES = frozenset({"step"})  # the reader moves through the steps
    step = traitlets.Int(0).tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    language = traitlets.Unicode("").tag(sync=True)  # the language of the steps (a code of core.language)
    words = traitlets.Dict().tag(sync=True)  # the front end's own texts in that language (see page_words)

    def __init__(self, ruling_or_game: Any, names: list[str] | None = None, index: int = 0,
                 language: str | None = None, **kwargs: Any) -> None:
        code = current_language() if language is None else check_language(language)
        header, frames, views = walkthrough_frames(ruling_or_game, names, index, language=code)
        self._views = views
        self._render = registry.record(header["game"]).render.load()
        super().__init__(title=header["title"], description=header["description"],
                         source=header["source"], frames=frames, view=views[0], language=code,
                         words=page_words(code), **kwargs)
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
        with using_language(self.language or None):
            step = speak("Step {step} of {last}: {narration}", step=self.step, last=len(self.frames) - 1,
                         narration=frame["narration"])
            picture = self._render.picture(self.view)
        return (f'<div class="prnb-walkthrough" lang="{_escape(self.language.replace("_", "-"))}"><p dir="auto">'
                f'{_escape(step)} <small>{_escape(frame["rule"])}</small></p>{picture}</div>')


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
