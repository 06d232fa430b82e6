"""What both game tables share: requests from the front end, playing and refusing actions,
explanations, hints, undo/redo across bot moves, and bots (by name) in chosen seats.

``bots`` may be a list of seats (each played by the random bot), a mapping of seats to bots, or
one entry per seat (None for a person); a bot is a name (``random``, ``greedy``, ``coach``, see
``puertorico_nb.bots``) or an object with ``choose(game, seat, rng)``.

A table says how it draws (``refresh``, ``to_html``), how it names an action and narrates events
(``_label``, ``_narrate``), and may add requests (``_requests``), block a move (``_blocked``) or
tidy up after moves (``_after_moves``); the rest is here, once.
"""
from __future__ import annotations

import random
from typing import Any, NamedTuple

import traitlets

from ..bots.registry import bot_name, get_bot
from ..core.actions import shown
from ..core.words import full_names
from ..core.errors import IllegalAction, MalformedAction
from ..core import words
from ..core.words import name_seats
from ._base import BaseWidget

HISTORY = 40  # narration lines kept for the front end's "What happened"
MESSAGE_LIMIT = 600  # characters: a message is a sentence or two, never a pasted value echoed whole
# The message area shows three lines, about 65 characters each at a 1366 px screen; a person's move
# and the bots' moves after it are said within this many characters, the rest in "What happened".
BRIEF_LIMIT = 170
OWN_MOVE_LIMIT = 80  # of which the person's own move (its first clause always)
MORE = " … (more in What happened)"
BOT_MOVE_LIMIT = 20000  # a whole game is far fewer; this only guards against a loop


class PlayableTable(BaseWidget):
    view = traitlets.Dict().tag(sync=True)
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    bots = traitlets.List(traitlets.Int()).tag(sync=True)  # the seats bots play
    bot_names = traitlets.List(traitlets.Unicode()).tag(sync=True)  # per seat: its bot's name, "" for a person
    message = traitlets.Unicode("").tag(sync=True)
    history = traitlets.List(traitlets.Unicode()).tag(sync=True)
    can_undo = traitlets.Bool(False).tag(sync=True)
    can_redo = traitlets.Bool(False).tag(sync=True)
    # The message is one short sentence; the rule behind it, what that rule says and where the books
    # say so are kept apart, for the front end's "why / where in the books" disclosure.
    rule = traitlets.Unicode("").tag(sync=True)  # the rule behind the last refusal or explanation
    rule_statement = traitlets.Unicode("").tag(sync=True)
    citation = traitlets.Unicode("").tag(sync=True)
    recorded = traitlets.Unicode("").tag(sync=True)  # the game as a ruling file (YAML), once recorded

    @traitlets.validate("names")
    def _names_safe_to_show(self, proposal) -> list[str]:
        """Names are typed by people: shown as text that cannot turn the words around it."""
        game = getattr(self, "game", None)
        return full_names(proposal["value"], game.players if game is not None else len(proposal["value"]))

    def _start(self, game, seed, bots, **traits: Any) -> None:
        """Shared construction: check the bots and their seats, wire the messages, let bots open."""
        self._players = {seat: get_bot(bot) for seat, bot in bot_seats(bots, game.players).items()}
        self.game = game
        self._rng = random.Random(seed)
        self._version = 0
        BaseWidget.__init__(self, bots=sorted(self._players), bot_names=self._bot_names(), **traits)
        self.on_msg(self._on_msg)
        self.observe(lambda change: self.refresh(), names=["names"])
        self.observe(self._on_bots, names=["bots"])
        self._play_bots()
        self.refresh()

    # -- what each table says for itself --------------------------------------------------------
    def refresh(self) -> None:  # pragma: no cover - each table draws its own game
        raise NotImplementedError

    def _label(self, action: dict) -> str:  # pragma: no cover
        raise NotImplementedError

    def _narrate(self, events: list) -> str:  # pragma: no cover
        raise NotImplementedError

    def _clauses(self, events: list) -> list[str]:
        """What `events` did, one short clause each, the move itself first. A table whose
        narrator gives its clauses says so; by default the narration line is cut where both
        narrators join their clauses ("; ")."""
        return self._narrate(events).rstrip(".").split("; ")

    def _requests(self) -> dict:
        """Extra front-end requests: type -> handler(content)."""
        return {}

    def _blocked(self) -> str | None:
        """Why no move may be made now (None: moves are open)."""
        return None

    def _after_moves(self) -> None:
        """Called after moves were played or taken back, before the table is redrawn."""

    def _hides_something(self) -> str | None:
        """Why a ruling file of the whole game would show what some seat may not see (None: it
        would not). A ruling file lists everything, hidden hands included."""
        return None

    # -- recording ---------------------------------------------------------------------------------
    def to_ruling(self, title: str | None = None) -> dict:
        """The game so far as a ruling: its setup, every move as an ``act``, the position now as an
        ``expect`` (see ``puertorico_nb.rulings.record``)."""
        from ..rulings.record import to_ruling
        return to_ruling(self.game, title=title)

    def record(self, title: Any = None) -> str:
        """Write the game so far as a ruling file (YAML) into ``recorded``; return it."""
        from ..rulings.record import RecordError, to_yaml
        hidden = self._hides_something()
        if hidden:
            self._say(f"This game cannot be recorded yet: {hidden}")
            return ""
        if title is not None and not isinstance(title, str):
            self._say("A ruling's title is text; nothing was recorded.")
            return ""
        try:
            self.recorded = to_yaml(self.game, title=title)
        except RecordError as e:
            self._say(f"This game cannot be recorded as a ruling: {e}")
            return ""
        moves = len(self.game.log)
        self._say(f"Recorded {moves} move{'s' if moves != 1 else ''} as a ruling file: copy or download it "
                  "below, and check it with python -m puertorico_nb check FILE.")
        return self.recorded

    # -- messages --------------------------------------------------------------------------------
    def _say(self, text: str, remember: bool = False, rule: str = "", explanation=None) -> None:
        """Show `text` (one short sentence); `rule`, or an `explanation` from the game, is what the
        disclosure beside it says."""
        if explanation is not None:
            rule = explanation.rule
        self.rule = rule
        self.rule_statement = explanation.statement if explanation is not None else ""
        self.citation = (explanation.citation or "") if explanation is not None else ""
        self.message = shortened(text)
        if remember:
            self._remember([text])

    def _remember(self, lines: list[str]) -> None:
        """Add narration lines to what the front end shows under "What happened"."""
        if lines:
            self.history = (self.history + lines)[-HISTORY:]

    def _on_msg(self, widget, content, buffers) -> None:
        self.handle_message(content)

    def handle_message(self, content: Any) -> None:
        """Carry out one request from the front end; anything malformed is refused in words."""
        if not isinstance(content, dict):
            self._say(f"Ignored a request that is not a mapping: {shown(content)}", rule="action.malformed")
            return
        handlers = {
            "act": lambda c: self.act(c.get("action"), version=c.get("version")),
            "explain": lambda c: self.explain(c.get("action")),
            "undo": lambda c: self.undo(),
            "redo": lambda c: self.redo(),
            "random": lambda c: self.random_move(version=c.get("version")),
            "hint": lambda c: self.hint(),
            "record": lambda c: self.record(title=c.get("title") or None),
            **self._requests(),
        }
        kind = content.get("type")
        if isinstance(kind, str) and kind in handlers:  # a list or a mapping is no request type (nor a key)
            handlers[kind](content)
        else:
            known = ", ".join(handlers)
            self._say(f"Ignored an unknown request {shown(kind)}: expected one of {known}", rule="action.malformed")

    # -- playing ---------------------------------------------------------------------------------
    def _refuse(self, action, exc: Exception) -> None:
        """Say why `action` was refused: what was tried and the game's one reason."""
        if isinstance(exc, MalformedAction):
            self._say(f"Not an action: {exc}", rule="action.malformed")
            return
        ex = self.game.explain(action)
        what = self._label(ex.action.to_mapping()) if ex.action is not None else str(action)
        self._say(f"Not allowed: {what}. {words.sentence(name_seats(ex.why, self.names))}", explanation=ex)

    def act(self, action: Any, version: int | None = None) -> bool:
        """Play `action` for the player to act; True if it was played. Then the bots move."""
        blocked = self._blocked()  # first: any answer about the action could tell what a hidden hand holds
        if blocked:
            self._say(blocked)
            return False
        if version is not None and version != self._version:
            ex = self.game.explain(action)
            if ex.legal:
                self._say("That choice was drawn for an earlier position and the table has changed "
                          "since; nothing was done. Choose again.")
            else:
                self._refuse(action, IllegalAction(ex.rule, ex.why))
            return False
        try:
            events = self.game.apply(action)
        except (IllegalAction, MalformedAction) as e:
            self._refuse(action, e)
            return False
        said = self._narrate(events)
        self._remember([said])
        self._say(then(said, self._play_bots(), self.names, self._clauses(events)))
        self._after_moves()
        self.refresh()
        return True

    def explain(self, action: Any) -> str:
        """Say whether `action` is allowed now and which rule decides; changes nothing."""
        ex = self.game.explain(action)
        if ex.action is None:
            text = f"Not an action: {ex.why}"
        else:
            verdict = "allowed" if ex.legal else "not allowed"
            why = ex.statement if ex.legal else name_seats(ex.why, self.names)
            text = f"{self._label(ex.action.to_mapping())}: {verdict}. {words.sentence(why)}"
        self._say(text, explanation=ex)
        return text

    def random_move(self, version: int | None = None) -> bool:
        """Play a random legal action for the player to act (the engine draws it)."""
        if self.game.game_over:
            self._say("The game is over.")
            return False
        return self.act(self.game.legal_actions().random(self._rng), version=version)

    def hint(self) -> str:
        """Say the coach's move for the player to act, and why (``game.hint``); changes nothing."""
        g = self.game
        if g.game_over:
            text = "The game is over."
        elif self._bot_to_act():
            text = f"{self.names[g.turn]} is a bot and chooses for itself."
        else:
            text = self._blocked() or str(g.hint(names=self.names))
        self._say(text)
        return text

    def undo(self) -> bool:
        """Take back the last human decision (and the bot moves after it)."""
        return self._step_history(self.game.can_undo, self.game.undo, lambda: self.game.can_undo,
                                  "There is nothing to undo.", "Took back the last move.")

    def redo(self) -> bool:
        """Play again what was taken back (with the bot moves that followed)."""
        return self._step_history(self.game.can_redo, self.game.redo, lambda: self.game.can_redo,
                                  "There is nothing to redo.", "Played the move again.")

    def _step_history(self, possible, step, more, nothing: str, done: str) -> bool:
        if not possible:
            self._say(nothing)
            return False
        step()
        while more() and self._bot_to_act():
            step()
        self._say(done)
        self._play_bots()
        self._after_moves()
        self.refresh()
        return True

    # -- bots --------------------------------------------------------------------------------------
    def _on_bots(self, change) -> None:
        """Seats set from the front end: a seat keeps its bot, a new one gets the random bot."""
        seats = bot_seats(list(change["new"]), self.game.players)
        self._players = {seat: self._players.get(seat) or get_bot("random") for seat in seats}
        self.bot_names = self._bot_names()
        self._play_bots()
        self.refresh()

    def _bot_names(self) -> list[str]:
        return [bot_name(self._players[q]) if q in self._players else "" for q in range(self.game.players)]

    def _bot_to_act(self) -> bool:
        g = self.game
        return not g.game_over and g.turn in self.bots

    def _play_bots(self) -> list[BotMove]:
        """The bots move until a human seat must decide or the game ends; return what each bot
        move did, in one short clause (the full narration goes to the history)."""
        lines: list[str] = []
        moves: list[BotMove] = []
        try:
            for _ in range(BOT_MOVE_LIMIT):
                if not self._bot_to_act():
                    break
                g = self.game
                seat = g.turn
                events = g.apply(self._players[seat].choose(g, seat, self._rng))
                lines.append(self._narrate(events))
                moves.extend(BotMove(seat, clause, any(e.kind == "choose_role" for e in events))
                             for clause in self._clauses(events)[:1])
        finally:
            self._remember(lines)
        return moves


def bot_seats(bots: Any, players: int) -> dict[int, Any]:
    """Seat -> bot (a name or a bot object) from a table's ``bots`` argument: a list of seats
    (the random bot plays them), a mapping of seats to bots, or one entry per seat (None: a
    person). ValueError says what is wrong."""
    if isinstance(bots, dict):
        pairs = list(bots.items())
    else:
        bots = list(bots or ())
        if not bots:
            pairs = []
        elif all(isinstance(b, int) and not isinstance(b, bool) for b in bots):
            pairs = [(seat, "random") for seat in bots]
        elif len(bots) == players:
            pairs = [(seat, b) for seat, b in enumerate(bots) if b is not None]
        else:
            raise ValueError(f"bots is a list of seats, a mapping of seats to bots, or one entry per seat "
                             f"({players} here, None for a person), not {bots!r}")
    out = {}
    for seat, bot in pairs:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError(f"bots must be seats from 0 to {players - 1}, not {seat!r}")
        get_bot(bot)  # a clear error now for an unknown name
        out[seat] = bot
    return out


class BotMove(NamedTuple):
    """One bot move as the message says it: whose, its first clause, and whether it chose a role."""
    seat: int
    clause: str
    chose_role: bool


def then(said: str, bot_moves: list[BotMove], names: list[str] | None = None,
         said_clauses: list[str] | None = None) -> str:
    """A person's move, then briefly what the bots did after it until a person must decide:
    "Ana chooses the builder. Then Bo builds a small market; Cy passes." When that is longer than
    the message area shows (`BRIEF_LIMIT`), it is cut down: see `brief`."""
    if not bot_moves:
        whole = said
    else:
        whole = f"{said} Then {'; '.join(m.clause for m in bot_moves)}."
    if len(whole) <= BRIEF_LIMIT:
        return whole
    return brief(said_clauses or said.rstrip(".").split("; "), bot_moves, names or [])


def brief(said_clauses: list[str], bot_moves: list[BotMove], names: list[str]) -> str:
    """The short form of a long message: the person's move (its first clauses, within
    `OWN_MOVE_LIMIT`), then for each bot one clause, its main decision (the role it chose, else its
    first move), bots doing the same thing said once ("Cy places their colonists, and so do Di and
    Ed"), as many as fit in `BRIEF_LIMIT`; when anything is left out, `MORE` says where it is."""
    main: dict[int, BotMove] = {}  # seat -> its main decision, in the order the bots first moved
    for move in bot_moves:
        if move.seat not in main or (move.chose_role and not main[move.seat].chose_role):
            main[move.seat] = move
    left_out = len(main) < len(bot_moves)
    alike: dict[str, list[str]] = {}  # what a bot did, without its name -> the bots that did it
    said_alone: list[str] = []
    for move in main.values():
        name = names[move.seat] if move.seat < len(names) else ""
        if name and move.clause.startswith(name + " "):
            rest = move.clause[len(name):]
            if rest not in alike:
                said_alone.append(rest)
            alike.setdefault(rest, []).append(name)
        else:
            said_alone.append(move.clause)
    parts = []
    for text in said_alone:
        who = alike.get(text)
        if who is None:
            parts.append(text)
        elif len(who) == 1:
            parts.append(who[0] + text)
        else:
            others = who[1:]
            parts.append(f"{who[0]}{text}, and so {'does' if len(others) == 1 else 'do'} {words_and(others)}")
    # the bots' main decisions first, after the first clause of the person's move; then as much
    # of the rest of the person's move as still fits
    shown_parts: list[str] = []
    for part in parts:
        if len(_brief_text(said_clauses[:1], [*shown_parts, part], True)) > BRIEF_LIMIT:
            break
        shown_parts.append(part)
    left_out = left_out or len(shown_parts) < len(parts)
    own = said_clauses[:1]
    for clause in said_clauses[1:]:
        longer = [*own, clause]
        if len("; ".join(longer)) > OWN_MOVE_LIMIT or len(_brief_text(longer, shown_parts, True)) > BRIEF_LIMIT:
            break
        own = longer
    return _brief_text(own, shown_parts, left_out or len(own) < len(said_clauses))


def _brief_text(own: list[str], parts: list[str], more: bool) -> str:
    if not parts:
        return f"{'; '.join(own)}. Then the bots moved{MORE}."
    return f"{'; '.join(own)}. Then {'; '.join(parts)}{MORE if more else ''}."


def words_and(items: list[str]) -> str:
    """"Bo", "Bo and Cy", "Bo, Cy and Di"."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def shortened(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """`text` cut to `limit` characters, with an ellipsis where it was cut."""
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"

