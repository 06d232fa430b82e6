"""What the course shares across games: load a worked example, play it up to a step, show the
rules and why a move is refused, walk through an example step by step, and ask check-yourself
questions whose answers the engine works out out of sight (the notebook's code never prints or
computes them). A tutorial imports these through its game's module (``course.puerto_rico`` or
``course.san_juan``), which adds that game's pictures, prices and set-up tables.

Nothing here decides a rule; every answer comes from the engine.

>>> ruling = example("prospector")
>>> game = play(ruling)
>>> facts(game)["players"][0]["doubloons"]
6
>>> q = ask("How many doubloons does the prospector's owner hold now?", game, "players.0.doubloons",
...         why="prospector.privilege")
>>> q.answer("five"), q.answer("6")
(False, True)
>>> q.feedback
'Right: 6.'
"""
from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any, Callable, Mapping

from ..core import words
from ..core.language import N_, speak, translate
from ..widgets.said import Said, SaidList

EXAMPLES = Path(__file__).resolve().parent.parent / "rulings" / "examples"

# A game's own facts beyond the position's vocabulary ("price.Omar.harbor"): the first part of
# the path -> a function of (game, the remaining parts, names).
Lookups = Mapping[str, Callable[[Any, list, "list[str] | None"], Any]]


def example(name: str, index: int = 0) -> dict:
    """One ruling from the shipped worked examples: the file name without ``.yaml``, and which
    ruling in the file (from 0)."""
    from ..rulings.loader import parse_yaml

    document = parse_yaml((EXAMPLES / f"{name}.yaml").read_text(encoding="utf-8"))
    rulings = document["rulings"] if isinstance(document, dict) and "rulings" in document else [document]
    return rulings[index]


def moves(ruling: dict) -> list[dict]:
    """The moves a ruling plays (its ``act`` steps), in order."""
    return [step["act"] for step in ruling.get("steps") or [] if isinstance(step, dict) and "act" in step]


def start(ruling: dict):
    """The position a ruling starts from, as a Game."""
    from ..rulings.position import build_game

    return build_game(ruling)


def play(ruling: dict, count: int | None = None):
    """The Game after the ruling's first ``count`` moves (all of them when None)."""
    game = start(ruling)
    for action in moves(ruling)[:count]:
        game.apply(action)
    return game


def facts(game) -> dict:
    """The whole position in the ruling-file vocabulary (players, ships, supply, scores...)."""
    from ..rulings.position import view

    return view(game)


def refused(game, action: Any, names: list[str] | None = None) -> Said:
    """Show why the engine refuses ``action`` here (``game.explain``): one sentence, the rule
    one click away.

    Raises AssertionError if the move is in fact legal, so a tutorial cannot drift."""
    ex = game.explain(action)
    assert not ex.legal, f"expected a refusal, but the engine allows {action!r}"
    who = _who(names, ex.action.player if ex.action is not None else None)
    lead = speak("Refused ({name}):", name=who) if who else speak("Refused:")
    return Said(lead, words.sentence(named(ex.why, names)), ex.rule, cited(ex.rule, ex.citation))


def allowed(game, action: Any, names: list[str] | None = None) -> Said:
    """Show that ``action`` is legal here, with the rule that allows it."""
    ex = game.explain(action)
    assert ex.legal, f"expected a legal move, but the engine refuses {action!r}: {ex.why}"
    who = _who(names, ex.action.player if ex.action is not None else None)
    lead = speak("Allowed ({name}):", name=who) if who else speak("Allowed:")
    return Said(lead, words.sentence(ex.statement), ex.rule, cited(ex.rule, ex.citation))


def rules(*rule_ids: str) -> SaidList:
    """The catalogue's statements of these rules, each with its id and citation one click away."""
    return SaidList([Said("", found.statement, found.id, found.cite_in())
                     for found in (_catalogue_rule(r) for r in rule_ids)])


def cited(rule_id: str, citation: str = "") -> str:
    """Where the books say a catalogue rule, in the language spoken now (the books' own section
    names kept); `citation` as given for a rule the catalogue does not hold."""
    found = _catalogue_rule(rule_id) if rule_id and _known_rule(rule_id) else None
    return found.cite_in() if found is not None else citation


def _known_rule(rule_id: str) -> bool:
    from ..core import catalogue

    return catalogue.get(rule_id) is not None


def _catalogue_rule(rule_id: str):
    from ..core import catalogue

    found = catalogue.get(rule_id)
    if found is None:
        raise KeyError(f"no rule {rule_id!r} in the catalogue")
    return found


def named(text: str, names: list[str] | None = None) -> str:
    """The engine's words with each "player N" (a seat, from 0) said as the player's name, or as
    "Player N+1" (counted from 1) when there are no names.

    >>> named("it is player 0's decision, not player 1's", ["Lena", "Omar"])
    "it is Lena's decision, not Omar's"
    >>> named("player 2 has no space")
    'Player 3 has no space'
    """
    from ..core.words import name_seats

    return name_seats(text, names)




def _who(names, seat) -> str:
    if names and isinstance(seat, int) and 0 <= seat < len(names):
        return str(names[seat])
    return ""


def rule(rule_id: str) -> str:
    """A catalogue rule in one line: id, our statement, and where the books say it."""
    from ..core import catalogue

    found = catalogue.get(rule_id)
    if found is None:
        raise KeyError(f"no rule {rule_id!r} in the catalogue")
    return str(found)


# -- check-yourself questions, answered in a widget ----------------------------------------------
SEAT_FACTS = {"governor", "turn", "winner", "to_pick"}


def book_example(name: str, index: int = 0) -> dict:
    """A shipped ruling that is a rulebook's own worked example (its source names the example),
    for a tutorial section labelled "the book's example". Raises ValueError for any other ruling,
    so no made-up position is ever labelled as the book's.

    >>> book_example("prospector")["source"].split(",")[0]
    'Icelandic rulebook'
    >>> book_example("prospector", 1)
    Traceback (most recent call last):
    ...
    ValueError: prospector[1] is not a rulebook's worked example (its source names no example)
    """
    ruling = example(name, index)
    if not _is_book_example(ruling):
        raise ValueError(f"{name}[{index}] is not a rulebook's worked example (its source names no example)")
    return ruling


def _is_book_example(ruling: dict) -> bool:
    source = str(ruling.get("source", "")).lower()
    return "example" in source or "price list" in source


def look_up(game, fact: str, names: list[str] | None = None, lookups: Lookups | None = None) -> Any:
    """One fact of a position by its dotted path in the ruling-file vocabulary, for example
    ``"governor"``, ``"roles.prospector"``, ``"players.Omar.doubloons"`` (a name or a seat from 0)
    or ``"trading_house"``; ``lookups`` adds a game's own facts (Puerto Rico's ``"price.Omar.harbor"``).
    A player's seat comes back as their name when ``names`` is given."""
    parts = fact.split(".")
    if lookups and parts[0] in lookups:
        return lookups[parts[0]](game, parts[1:], names)
    value: Any = facts(game)
    for part in parts:
        if names and part in names:  # a player's name stands for their seat
            part = str(names.index(part))
        if isinstance(value, dict):
            key = int(part) if part.isdigit() and int(part) in value else part
            if key not in value:
                raise KeyError(f"{fact!r}: no {part!r} here; there is {', '.join(map(str, value))}")
            value = value[key]
        elif isinstance(value, list) and part.isdigit():
            value = value[int(part)]
        else:
            raise KeyError(f"{fact!r}: cannot look up {part!r} in {type(value).__name__}")
    if parts[-1] in SEAT_FACTS and isinstance(value, int) and names:
        value = names[value]
    return value


def seat_of(who: Any, names: list[str] | None) -> int:
    if isinstance(who, int) or str(who).isdigit():
        return int(who)
    if names and who in names:
        return names.index(who)
    raise KeyError(f"no player {who!r} among {names!r}")


_RULE_ID = re.compile(r"[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+")  # captain.largest-empty-ship, sj.library.double


def _reason(why: str) -> tuple[str, str, str]:
    """(words, rule id, citation) for a rule id from the catalogue, or plain words as given (in any
    language: a Chinese sentence has no spaces, so a rule id is told by its shape)."""
    if isinstance(why, str) and _RULE_ID.fullmatch(why.strip()):
        return _catalogue_rule(why.strip()).statement, why.strip(), _catalogue_rule(why.strip()).cite_in()
    return str(why), "", ""


def ask(prompt: str, game, fact: str, *, why: str, names: list[str] | None = None,
        since=None, count: bool = False, lookups: Lookups | None = None, **kwargs: Any):
    """A question whose answer is one fact of ``game`` (see ``look_up``), worked out only when
    the learner answers. ``since``: another position, to ask how much the fact changed.
    ``count``: ask how many items the fact holds. ``why``: a rule id or plain words.

    >>> q = ask("Who is governor after the round?", play(example("prospector", 1)), "governor",
    ...         why="round.governor-passes", names=["Ana", "Bo", "Cy", "Di"])
    >>> q.answer("ana"), q.answer("Player 2")
    (False, True)
    """
    from ..widgets.questions import Question

    words, rule, citation = _reason(why)

    def answer():
        value = look_up(game, fact, names, lookups)
        if since is not None:
            value = value - look_up(since, fact, names, lookups)
        if count:
            value = len(value) if not isinstance(value, dict) else sum(value.values())
        return value

    return Question(prompt, answer, why=words, rule=rule, citation=citation, players=names, **kwargs)


def ask_allowed(prompt: str, game, action: Any, *, names: list[str] | None = None, allowed_by: str = "",
                **kwargs: Any):
    """A yes-or-no question: may this move be made here? The engine's verdict and its rule are
    worked out out of sight; a wrong answer gets the rule that decides. ``allowed_by`` (a rule
    id) names the rule the question is about when the move is allowed, where the engine's rule
    for allowing it is another one (the payment, when the question is whether a second indigo
    plant may stand in a city).

    >>> q = ask_allowed("May the next player take the settler again?", play(example("prospector", 1), 0),
    ...                 {"player": 3, "choose_role": "settler"})
    >>> q.answer("yes")
    False
    >>> q.rule
    'role.already-taken'
    """
    from ..widgets.questions import Answer, Question

    def answer():
        ex = game.explain(action)
        if ex.legal and allowed_by:
            statement, rule, citation = _reason(allowed_by)
            # plain words for ``allowed_by`` apply the rule to this move ("so she may choose
            # either"): a wrong try is told the general rule instead, never the verdict
            general = statement if rule else _statement_of(ex.rule) or ex.statement
            return Answer(True, speak("It is allowed: {why}", why=words.sentence(statement)), rule, citation,
                          _rule_hint(general))
        said = (speak("It is allowed: {why}", why=words.sentence(ex.statement)) if ex.legal
                else speak("The rules forbid it: {why}", why=words.sentence(named(ex.why, names))))
        return Answer(ex.legal, said, ex.rule, cited(ex.rule, ex.citation),
                      _rule_hint(_statement_of(ex.rule) or ex.statement))

    return Question(prompt, answer, players=names, **kwargs)


def _statement_of(rule_id: str) -> str:
    """The catalogue's general statement of a rule ("" for a rule it does not hold)."""
    from ..core import catalogue

    found = catalogue.get(rule_id) if rule_id else None
    return found.statement if found is not None else ""


def _rule_hint(statement: str) -> str:
    """A wrong yes-or-no try is told the rule to apply, in general, never the verdict on this
    move (the question's reason says it, and why: that waits for the right answer)."""
    return speak("The rule to apply: {rule} Does it allow this move here?", rule=words.sentence(statement)) \
        if statement else ""


def ask_value(prompt: str, compute: Callable[[], Any], *, why: str, **kwargs: Any):
    """A question whose answer ``compute()`` works out out of sight (for answers
    that are not one fact of a position). ``why``: a rule id or plain words."""
    from ..widgets.questions import Question

    words, rule, citation = _reason(why)
    return Question(prompt, compute, why=words, rule=rule, citation=citation, **kwargs)


def your_turn(ruling: dict, count: int, why: str, names: list[str] | None = None, book_move: int | None = None,
              book_moves: int = 1):
    """A live table after the ruling's first ``count`` moves, judged against the book's next move
    (or move number ``book_move``); ``why`` is the reason for the book's move. ``book_moves``:
    how many of the book's moves in a row (one player's) make the decision judged, such as the
    hacienda's draw and then the tile taken.

    >>> hut = example("hacienda_hospice_construction_hut", 1)
    >>> turn = your_turn(hut, 1, why="Draw first, then the quarry.", book_moves=2)
    >>> turn.act(moves(hut)[1]), turn.verdict
    (True, '')
    >>> turn.act(moves(hut)[2]), turn.verdict
    (True, 'right')
    """
    from ..widgets.your_turn import judged_table

    first = count if book_move is None else book_move
    book = moves(ruling)[first:first + book_moves]
    whose = "the book's" if _is_book_example(ruling) else "the example's"
    return judged_table(play(ruling, count), book if book_moves > 1 else book[0], why=why, names=names, whose=whose)


def coach_your_turn(game, names: list[str] | None = None):
    """A judged table at the player to act's decision, judged against the coach's move and its
    reason (for a position no rulebook plays, where a "book's move" would be made up). The game
    itself is left as it was: the table plays on a copy."""
    from ..widgets.your_turn import judged_table

    hint = game.hint(names)
    return judged_table(game.clone(), hint.action.to_mapping(), why=hint.reason, names=names, whose="the coach's")


def your_turn_at(game, move: dict, why: str, names: list[str] | None = None):
    """A judged table at ``game``'s position (a position reached by play, not a ruling), judged
    against the example's ``move``; ``why`` is the reason for it. The game is left as it was."""
    from ..widgets.your_turn import judged_table

    return judged_table(game.clone(), move, why=why, names=names, whose="the example's")


def from_here(game):
    """A new game of the same kind and rules that starts at ``game``'s position, without its
    history: a walkthrough or a table of it starts at a position reached by play (the round,
    the boards and the doubloons on the roles all as play left them)."""
    return type(game)._new_from(game._rules, game.state.clone())


def varied(ruling: dict, **setup: Any) -> dict:
    """A copy of a worked example with its setup changed, for a faded example: each keyword
    replaces that setup key; a mapping changes only the keys (or seats) it names; a function
    gets the old value and returns the new one. The example itself is left as it was.

    >>> base = example("prospector")
    >>> more = varied(base, roles={"prospector": lambda n: n + 1}, players={0: {"doubloons": 0}})
    >>> more["setup"]["roles"]["prospector"] - base["setup"]["roles"]["prospector"], more["setup"]["players"][0]
    (1, {'doubloons': 0})
    """
    import copy

    def change(old: Any, new: Any) -> Any:
        if callable(new):
            return new(old)
        if isinstance(new, dict) and isinstance(old, dict):
            merged = dict(old)
            for key, value in new.items():
                merged[key] = change(old.get(key), value)
            return merged
        return new

    out = copy.deepcopy(ruling)
    out["setup"] = change(out.get("setup") or {}, setup)
    return out


def after(game, *actions: Any):
    """A copy of ``game`` with ``actions`` played on it (the original is left as it was)."""
    copy = game.clone()
    for action in actions:
        copy.apply(action)
    return copy


# -- worked examples in words, and the setup at a glance -------------------------------------------
def walkthrough(ruling: dict, names: list[str] | None = None):
    """The walkthrough widget for a worked example (its title and source shown once, on top)."""
    from ..widgets.walkthrough import WalkthroughWidget

    walk = WalkthroughWidget(ruling, names=names)
    walk.course_names = list(names) if names else None  # for steps(): refusals said with names
    return walk


def steps(walk, why: list[str] | None = None) -> SaidList:
    """A walkthrough's steps in words, each move with the reason for it (one reason per move;
    without ``why``, the narration alone).

    Raises AssertionError when the reasons and the moves do not pair up, or when the engine
    disagrees with the example at any step, so a tutorial cannot drift."""
    narration_only = why is None
    reasons = iter(why or [])
    lines = []
    names = getattr(walk, "course_names", None)
    for k, frame in enumerate(walk.frames[1:], 1):
        text = words.sentence(named(frame["narration"], names))
        if frame["kind"] == "act" and not narration_only:
            text = speak("{what} Why: {why}", what=text, why=next(reasons))
        lines.append(Said(speak("Step {number}.", number=k), text, frame.get("rule", "")))
    assert next(reasons, None) is None, "one reason per move"
    assert all(frame["ok"] for frame in walk.frames), "the engine agrees with the example at every step"
    return SaidList(lines)


AT_THE_START = N_("At the start")  # the set-up table's corner: the rows are what lies on the table


class SetupTable:
    """The set-up for each player count, read from freshly set-up games (``games``: count -> game):
    one row per set-up rule, the rule id one click away. Each game's course module says the rows."""

    counts: list[int]
    games: dict[int, Any]

    def rows(self) -> list[tuple[str, str, list[str]]]:
        raise NotImplementedError

    def _heading(self, count: int) -> str:
        return speak("{count} players", count=count)

    def _rule_note(self) -> str:
        """Markup after each row's rule id."""
        return ""

    def _repr_html_(self) -> str:
        e = html.escape
        head = "".join(f"<th scope='col' dir='auto'>{e(self._heading(n))}</th>" for n in self.counts)
        body = "".join(
            f"<tr><th scope='row' dir='auto'>{e(label)}<details><summary>{e(translate('Rule'))}</summary>"
            f"<code>{e(rule)}</code>{self._rule_note()}</details></th>"
            + "".join(f"<td dir='auto'>{e(v)}</td>" for v in values) + "</tr>"
            for label, rule, values in self.rows())
        return (f"<table class='prnb-setup-table'><thead><tr><th scope='col' dir='auto'>{e(translate(AT_THE_START))}"
                f"</th>{head}</tr></thead><tbody>{body}</tbody></table>")

    def __repr__(self) -> str:
        lines = [f"{translate(AT_THE_START)}: " + " | ".join(self._heading(n) for n in self.counts)]
        lines += [f"{label}: " + " | ".join(values) + f"  [{rule}]" for label, rule, values in self.rows()]
        return "\n".join(lines)


__all__ = ["EXAMPLES", "Said", "SaidList", "SetupTable", "after", "allowed", "ask", "ask_allowed", "ask_value",
           "book_example", "example", "facts", "look_up", "moves", "named", "play", "refused", "rule", "rules",
           "seat_of", "start", "steps", "varied", "walkthrough", "your_turn"]
