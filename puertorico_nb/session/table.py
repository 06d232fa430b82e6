"""TableSession: one game at one table, without any screen. It takes requests (play, explain,
hint, undo, redo, record), lets the bots in their seats move until a person must decide, says
what happened in words, and publishes the position; the one-screen tables (``puertorico_nb.
widgets``) are sessions drawn by a widget, and a server of many screens can hold sessions too.

``bots`` may be a list of seats (each played by the random bot), a mapping of seats to bots, or
one entry per seat (None for a person); a bot is a name (``random``, ``greedy``, ``coach``, see
``puertorico_nb.bots``) or an object with ``choose(game, seat, rng)``.

What a session shows is kept in plain attributes (``view``, ``message``, ``history``, ``rule``,
``can_undo``...); a widget declares the same names as synced traits, so the same code publishes
to a browser. A game's session says how it draws (``view_now``), names an action and narrates
events (``_label``, ``_narrate``), and may add requests (``_requests``), block a move
(``_blocked``) or tidy up after moves (``_after_moves``); the rest is here, once.

>>> from puertorico_nb.session import PuertoRicoSession
>>> session = PuertoRicoSession(players=3, seed=1, names=["Ana", "Bo", "Cy"], bots=[1, 2])
>>> session.act({"player": 0, "choose_role": "builder"}), session.message
(True, 'Ana chooses the builder.')
>>> session.handle_message({"type": "act", "action": {"player": 1, "build": "harbor"}})
>>> session.rule
'turn.not-your-turn'
"""
from __future__ import annotations

import functools
import random
from typing import Any, Callable

from ..bots.registry import bot_name, get_bot
from ..core import words
from ..core.actions import shown
from ..core.errors import IllegalAction, MalformedAction
from ..core.history import NOTHING_TO_UNDO
from ..core.language import N_, check_language, current_language, format_message, speak, speak_plural, translate, using_language
from ..core.words import name_seats
from .messages import BotMove, shortened, then
from .story import Line, Story, line, position_at, story_text

HISTORY = 40  # narration lines kept for the front end's "What happened"
BOT_MOVE_LIMIT = 20000  # a whole game is far fewer; this only guards against a loop
TAKEN_BACK_LISTED = 3  # moves an undo names one by one; past that, the first and who moved after it
PUBLISHED_KEPT = 64  # published positions remembered: a click drawn for an older one is stale
# What a session does on request, each said in the table's own language (``TableSession.language``):
# these methods, wherever a session class defines them, run inside ``using_language``.
SPOKEN = ("refresh", "handle_message", "act", "explain", "random_move", "hint", "undo", "redo", "record",
          "replay_at", "back_to_game", "story_text", "show_hand", "hide_hand", "to_html", "play_bot_move",
          "view_for", "seat_bot")


def _in_table_language(method: Callable) -> Callable:
    @functools.wraps(method)
    def spoken(self, *args: Any, **kwargs: Any) -> Any:
        with using_language(self.language or None):
            return method(self, *args, **kwargs)
    return spoken


class TableSession:
    """A game, its seats (people and bots) and what the table says; see the module docstring."""

    # what the table shows: plain attributes here, synced traits on a widget
    view: dict = {}
    names: list = []
    bots: list = []  # the seats bots play
    bot_names: list = []  # per seat: its bot's name, "" for a person
    message: str = ""
    history: list = []
    can_undo: bool = False
    undo_why: str = ""  # why Undo cannot be used now, in a few words ("cards were drawn since"; "" if nothing to undo)
    can_redo: bool = False
    # The message is one short sentence; the rule behind it, what that rule says and where the books
    # say so are kept apart, for a front end's "why / where in the books" disclosure.
    rule: str = ""  # the rule behind the last refusal or explanation
    rule_statement: str = ""
    citation: str = ""
    recorded: str = ""  # the game as a ruling file (YAML), once recorded
    # while the message is a hint: the control it points at ({"target": the action its choice
    # carries}), for a front end to mark; any other message, a move, or "dismiss" clears it
    hinted: dict = {}
    story: list = []  # every move of the game so far, one line each (see ``session.story``)
    replay: dict = {}  # while looking back: the past position shown (else empty; see ``replay_at``)
    # the moves a front end may play out one at a time: positions `first` to `last` (the bots' moves
    # after a person's, or before the first: "opening"); `serial` changes each time
    played: dict = {}
    # True: the bots wait to be moved one at a time (``play_bot_move``), by a server that plays
    # them off the request path; False (a one-screen table): they move at once after each person
    bots_wait: bool = False
    # the language the table speaks (a code of ``core.language.LANGUAGES``); "" follows the package's
    # (``puertorico_nb.set_language``, else the environment's)
    language: str = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in SPOKEN:
            if name in cls.__dict__:
                setattr(cls, name, _in_table_language(cls.__dict__[name]))

    def speaks(self) -> str:
        """The language the table speaks now."""
        return self.language or current_language()

    def set_language(self, code: str | None) -> None:
        """Speak `code` from now on (None or "": the package's language): the whole table is said
        again in it, the story of the moves so far included; the game does not change."""
        self.language = check_language(code) if code else ""
        self._speak_again()

    def _speak_again(self) -> None:
        """Say the whole table again in the language it speaks now."""
        self._story = Story()
        self.message = ""
        with using_language(self.language or None):
            self.names = words.renamed_defaults(self.names)  # "Player 2" is said in the table's words too
        self.refresh()

    def _start(self, game, seed, bots, **shown_values: Any) -> None:
        """Shared construction: check the bots and their seats, set what is shown, let bots open.
        ``language=`` (a code of ``LANGUAGES``) is the language the table speaks."""
        if shown_values.get("language"):
            check_language(shown_values["language"])
            if shown_values.get("names"):
                shown_values["names"] = words.renamed_defaults(shown_values["names"], shown_values["language"])
        self._players = {seat: get_bot(bot) for seat, bot in bot_seats(bots, game.players).items()}
        self.game = game
        self._rng = random.Random(seed)
        self._version = 0
        self._published: dict[int, tuple[int, str]] = {}  # version -> (moves in the log, the last one)
        self._story = Story()
        self._open(bots=sorted(self._players), bot_names=self._bot_names(), **shown_values)
        with using_language(self.language or None):
            # a loaded game's earlier moves are its past, not the bots' moves to play out
            self._play_bots_from(len(self.game.log), opening=True)
            self.refresh()

    def _open(self, **shown_values: Any) -> None:
        """Set the first values of what is shown (a widget starts its traits here)."""
        self.history = []
        for key, value in shown_values.items():
            setattr(self, key, value)

    # -- what each game's session says for itself ---------------------------------------------------
    def view_now(self) -> dict:  # pragma: no cover - each game draws its own table
        """The position as a view model, through the eyes the table is drawn for."""
        raise NotImplementedError

    def _undo_refusal(self) -> str:
        """Why Undo cannot be used now, in a few words ("" if it can). The game's own guard says
        whether something hidden turned up since (see ``puertorico_nb.core.history``); a game's
        session may refuse more."""
        return self.game.undo_why(self._moves_to_take_back())

    def _moves_to_take_back(self) -> int:
        """Undo takes back the last move, then the bots' moves before it, to a person's decision."""
        return self.game.moves_back_while(lambda state: not state.game_over and state.turn in self.bots)

    def view_for(self, seat: int | None, past=None, choices: bool = True) -> dict:  # pragma: no cover - each game draws its own
        """The position through the eyes of `seat` alone, whatever the table is drawn for: its
        own hidden parts and nobody else's, choices only on its turn. None is a screen the whole
        room watches (a projector): no hand, nothing face down, no choices. `past`: a past
        position (``story.position_at``) to draw instead, to look at, with no choices.
        ``choices=False``: none offered even on its turn (a classroom table paused or ended)."""
        raise NotImplementedError

    @property
    def version(self) -> int:
        """The number of the position published last: a view carries it, and a request made from
        an older one is refused (``act``'s `version`)."""
        return self._version

    def view_at(self, past) -> dict:  # pragma: no cover - each game draws its own table
        """A past position (a copy of the game, see ``story.position_at``) as a view model to look
        at, with no choices, through the same eyes as the live table."""
        raise NotImplementedError

    def _phase_words(self, phase: str) -> str:
        """A phase's name in words, for the story's headings."""
        return phase.replace("_", " ").capitalize()

    def _tells(self, action) -> bool:
        """Whether the story and "What happened" say this move (a game may leave out steps of a
        decision, saying the decision whole when it is taken)."""
        return True

    def _label(self, action: dict) -> str:  # pragma: no cover
        raise NotImplementedError

    def _narrate(self, events: list) -> str:  # pragma: no cover
        raise NotImplementedError

    def _clauses(self, events: list) -> list[str]:
        """What `events` did, one short clause each, the move itself first. A game whose
        narrator gives its clauses says so; by default the narration line is cut where both
        narrators join their clauses ("; ")."""
        return self._narrate(events).rstrip(".").split("; ")

    def _requests(self) -> dict:
        """Extra requests: type -> handler(content)."""
        return {}

    def _blocked(self) -> str | None:
        """Why no move may be made now (None: moves are open)."""
        return None

    def _after_moves(self) -> None:
        """Called after moves were played or taken back, before the table is published."""

    def _hides_something(self) -> str | None:
        """Why a ruling file of the whole game would show what some seat may not see (None: it
        would not). A ruling file lists everything, hidden hands included."""
        return None

    # -- publishing ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Publish the current position (call after changing ``game`` by hand)."""
        self._version += 1
        log = self.game.log
        self._published[self._version] = (len(log), str(log[-1]) if log else "")
        self._published.pop(self._version - PUBLISHED_KEPT, None)
        self._story.follow(self.game.log, self._tell_again)
        self.story = self._story.lines()
        view = self.view_now()
        view["language"] = self.speaks()
        self.view = view
        why = self._undo_refusal()
        self.can_undo = not why
        # a reason to say beside the Undo that is off ("cards were drawn since"); none when there
        # is simply nothing to undo yet
        self.undo_why = "" if why == NOTHING_TO_UNDO else translate(why)
        self.can_redo = self.game.can_redo
        if self.replay:
            self._show_past(min(self.replay["at"], len(self.game.log)))

    # -- the story and the replay ---------------------------------------------------------------------
    def _apply(self, action) -> list:
        """Play `action` on the game (IllegalAction, MalformedAction: nothing changes) and tell it."""
        state = self.game.state
        before = (len(self.game.log), state.round, self._phase_words(state.phase), state.turn)
        events = self.game.apply(action)
        played = self.game.log[-1]
        told = line(*before, self._narrate(events)) if self._tells(played) else None
        self._story.add(played, told)
        return events

    def _tell_again(self, move: int) -> Line | None:
        """The story line of move `move` of the log, from the position before it (a move made on
        the game by hand, not through the session)."""
        action = self.game.log[move]
        if not self._tells(action):
            return None
        return self._line_of(move)

    def _line_of(self, move: int) -> Line:
        past = position_at(self.game, move)
        state = past.state
        before = (move, state.round, self._phase_words(state.phase), state.turn)
        return line(*before, self._narrate(past.apply(self.game.log[move])))

    def story_text(self, title: str = "") -> str:
        """The whole game so far as plain text, grouped by round and phase."""
        self._story.follow(self.game.log, self._tell_again)
        return story_text(self._story.lines(), title)

    def replay_at(self, move: Any) -> bool:
        """Look at the position after the game's first `move` moves (0: the start), without
        changing the game; moves wait until ``back_to_game``. The past is drawn through the eyes
        the table is drawn for now: a hand that may not be shown now is not shown then either."""
        moves = len(self.game.log)
        if isinstance(move, bool) or not isinstance(move, int) or not 0 <= move <= moves:
            self._say(speak("A replay shows a position from 0 to {moves} moves in, not {asked}; nothing changed.",
                            moves=moves, asked=shown(move)))
            return False
        self._show_past(move)
        return True

    def back_to_game(self) -> bool:
        """Stop looking back: the table shows the game as it stands."""
        if not self.replay:
            return False
        self.replay = {}
        return True

    def _show_past(self, move: int) -> None:
        where: Line
        if move == 0:
            said, where = translate("The start of the game."), {}
        else:
            told = next((t for t in reversed(self.story) if t["move"] == move - 1), None) or self._line_of(move - 1)
            said, where = told["text"], told
        self.replay = {"at": move, "moves": len(self.game.log), "said": said, "seat": where.get("seat"),
                       "round": where.get("round"), "phase": where.get("phase"),
                       "view": self.view_at(position_at(self.game, move))}

    def _looking_back(self) -> bool:
        """While a replay is on, nothing is played or taken back: say so."""
        if self.replay:
            self._say(translate("You are looking back at an earlier position: return to the game first. "
                                "Nothing was done."))
            return True
        return False

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
            self._say(speak("This game cannot be recorded yet: {why}", why=hidden))
            return ""
        if title is not None and not isinstance(title, str):
            self._say(translate("A ruling's title is text; nothing was recorded."))
            return ""
        try:
            self.recorded = to_yaml(self.game, title=title)
        except RecordError as e:
            self._say(speak("This game cannot be recorded as a ruling: {error}", error=e))
            return ""
        moves = len(self.game.log)
        self._say(speak_plural("Recorded {n} move as a ruling file: copy or download it below, and check it "
                               "with {command}.",
                               "Recorded {n} moves as a ruling file: copy or download it below, and check it "
                               "with {command}.", moves, command="python -m puertorico_nb check FILE"))
        return self.recorded

    # -- messages --------------------------------------------------------------------------------
    def _say(self, text: str, remember: bool = False, rule: str = "", explanation=None) -> None:
        """Show `text` (one short sentence); `rule`, or an `explanation` from the game, is what the
        disclosure beside it says."""
        if explanation is not None:
            rule = explanation.rule
        self.hinted = {}  # a hint's mark goes with its message
        self.rule = rule
        self.rule_statement = explanation.statement if explanation is not None else ""
        self.citation = (explanation.citation or "") if explanation is not None else ""
        self.message = shortened(text)
        if remember:
            self._remember([text])

    def _remember(self, lines: list[str]) -> None:
        """Add narration lines to what a front end shows under "What happened": decisions, not
        each step a person took on the way to one (``_tells``); the confirm says the whole
        decision, and the message area still answers every step."""
        log = self.game.log
        if log and not self._tells(log[-1]):
            return
        if lines:
            self.history = (self.history + lines)[-HISTORY:]

    def handle_message(self, content: Any) -> None:
        """Carry out one request from a front end; anything malformed is refused in words."""
        if not isinstance(content, dict):
            self._say(speak("Ignored a request that is not a mapping: {request}", request=shown(content)),
                      rule="action.malformed")
            return
        handlers = {
            "act": lambda c: self.act(c.get("action"), version=c.get("version")),
            "explain": lambda c: self.explain(c.get("action")),
            "undo": lambda c: self.undo(),
            "redo": lambda c: self.redo(),
            "random": lambda c: self.random_move(version=c.get("version")),
            "hint": lambda c: self.hint(c.get("selection")),
            "dismiss": lambda c: self.dismiss(),
            "record": lambda c: self.record(title=c.get("title") or None),
            "replay": lambda c: self.replay_at(c.get("at")),
            "live": lambda c: self.back_to_game(),
            **self._requests(),
        }
        kind = content.get("type")
        if isinstance(kind, str) and kind in handlers:  # a list or a mapping is no request type (nor a key)
            handlers[kind](content)
        else:
            known = ", ".join(handlers)
            self._say(speak("Ignored an unknown request {request}: expected one of {known}", request=shown(kind),
                            known=known), rule="action.malformed")

    # -- playing ---------------------------------------------------------------------------------
    def _refuse(self, action, exc: Exception) -> None:
        """Say why `action` was refused: what was tried and the game's one reason."""
        if isinstance(exc, MalformedAction):
            self._say(speak("Not an action: {error}", error=exc.said(self.names)), rule="action.malformed")
            return
        ex = self.game.explain(action)
        what = self._label(ex.action.to_mapping()) if ex.action is not None else str(action)
        self._say(speak("Not allowed: {label}. {why}", label=what, why=words.sentence(name_seats(ex.why, self.names))),
                  explanation=ex)

    def act(self, action: Any, version: int | None = None) -> bool:
        """Play `action` for the player to act; True if it was played. Then the bots move."""
        if self._looking_back():
            return False
        blocked = self._blocked()  # first: any answer about the action could tell what a hidden hand holds
        if blocked:
            self._say(blocked)
            return False
        if version is not None and version != self._version and not self._only_own_moves_since(version, action):
            if self._played_since(version, action):
                return False  # a second click on a choice already played (a double click): the answer stands
            ex = self.game.explain(action)
            if ex.legal:
                self._say(translate("That choice was drawn for an earlier position and the table has changed "
                                    "since; nothing was done. Choose again."))
            else:
                self._refuse(action, IllegalAction(ex.rule, ex.why))
            return False
        try:
            events = self._apply(action)
        except (IllegalAction, MalformedAction) as e:
            self._refuse(action, e)
            return False
        said = self._narrate(events)
        self._remember([said])
        told = then(said, self._play_bots_from(len(self.game.log)), self.names, self._clauses(events))
        if self.game.game_over:  # said in the message too, not only on the score sheet
            told = f"{told} {translate('The game is over.')}"
        self._say(told)
        self._after_moves()
        self.refresh()
        return True

    def _played_since(self, version: Any, action: Any) -> bool:
        """Whether ``action``, clicked on the table drawn as ``version``, is a move played since
        that version: the same choice clicked twice before the table was redrawn. Answering it
        as a refusal replaced the verdict of a judged exercise with "Not allowed: Confirm. It is
        Theo's decision" (tutorial 03, a learner's double click on Confirm)."""
        published = self._published.get(version) if isinstance(version, int) else None
        if published is None:
            return False
        clicked = self.game.explain(action).action  # None: malformed, answered as such by act
        return clicked is not None and any(str(move) == str(clicked) for move in self.game.log[published[0]:])

    def _only_own_moves_since(self, version: Any, action: Any) -> bool:
        """Whether the table drawn as ``version`` has changed since only by moves of the player
        who sends ``action`` and is still to act: clicks sent one after another before the first
        was answered (toggling cards, placing colonists on a slow kernel), each still meant for the
        same decision. Anything else (another player's move, an undo) makes the click stale."""
        published = self._published.get(version) if isinstance(version, int) else None
        ex = self.game.explain(action)
        if published is None or ex.action is None or ex.action.player != self.game.turn:
            return False
        count, last = published
        log = self.game.log
        if len(log) <= count or (count and str(log[count - 1]) != last):
            return False  # taken back since, or changed by something other than a move
        return all(move.player == ex.action.player for move in log[count:])

    def explain(self, action: Any) -> str:
        """Say whether `action` is allowed now and which rule decides; changes nothing."""
        ex = self.game.explain(action)
        if ex.action is None:
            text = speak("Not an action: {error}", error=name_seats(ex.why, self.names))
        else:
            verdict = N_("{label}: allowed. {why}") if ex.legal else N_("{label}: not allowed. {why}")
            why = ex.statement if ex.legal else name_seats(ex.why, self.names)
            text = speak(verdict, label=self._label(ex.action.to_mapping()), why=words.sentence(why))
        self._say(text, explanation=ex)
        return text

    def random_move(self, version: int | None = None) -> bool:
        """Play a random legal action for the player to act (the engine draws it)."""
        if self.game.game_over:
            self._say(translate("The game is over."))
            return False
        return self.act(self.game.legal_actions().random(self._rng), version=version)

    def hint(self, selection: Any = None) -> str:
        """Say the coach's move for the player to act, and why (``game.hint``); changes nothing.
        ``selection``: what the page has chosen so far and not yet sent (a card to build and the
        cards to pay with, kept in the page until Build): the hint's next click starts from it."""
        g, advice = self.game, None
        if g.game_over:
            text = translate("The game is over.")
        elif self._bot_to_act():
            text = speak("{name} is a bot and chooses for itself.", name=self.names[g.turn])
        else:
            blocked = self._blocked()
            advice = None if blocked else self._with_selection(g.hint(names=self.names), selection)
            text = blocked or str(advice)
        self._say(text)
        if advice is not None:
            # a hint is read whole where it is shown, also when its next click has no control to
            # mark (a card to pay with): an empty target marks nothing
            self.hinted = {"target": advice.target or {}}
        return text

    def _with_selection(self, advice: Any, selection: Any) -> Any:
        """The hint as it reads from what the page has chosen and not sent (``hint``): as it is,
        where a table keeps no such choice."""
        return advice

    def dismiss(self) -> None:
        """Clear the message (a hint the player has read), and the mark on the control it named."""
        self._say("")

    def undo(self) -> bool:
        """Take back the last human decision (and the bot moves after it), unless something
        hidden turned up since: the position before would let the player choose again knowing it."""
        if self._looking_back():
            return False
        why = self._undo_refusal()
        if why:
            self._say(translate("There is nothing to undo.") if why == NOTHING_TO_UNDO
                      else speak("Nothing was taken back: {why}.", why=translate(why)))
            return False
        count = self._moves_to_take_back()
        said = self._taken_back(count)
        more = iter(range(count - 1))  # the bots' moves before it, counted above
        return self._step_history(True, self.game.undo, lambda: next(more, None) is not None, "",
                                  said)

    def _taken_back(self, count: int) -> str:
        """What an undo of the last `count` moves of the log takes back, in words: how many
        decisions and each one's first clause, the latest first ("Took back 2 moves: Cleo chooses
        the settler; Ana places her colonists ..."); past three, the first decision taken back and
        who moved after it. Story lines never name a hidden card."""
        self._story.follow(self.game.log, self._tell_again)
        told = [line for _, line in self._story.told[len(self._story.told) - count:] if line]
        if not told:
            return translate("Took back the last move.")
        # a line's first clause, cut where the language joins clauses and ends a sentence
        joiner = format_message(translate("{clauses}; {clause}"), clauses="\0", clause="\0").strip("\0")
        stop = format_message(translate("{clauses}."), clauses="\0").split("\0")[-1]
        moves = [line["text"].split(joiner)[0].removesuffix(stop) for line in reversed(told)]
        if len(moves) <= TAKEN_BACK_LISTED:
            return speak_plural("Took back {n} move: {moves}.", "Took back {n} moves: {moves}.", len(moves),
                                moves=words.clause_list(moves))
        after = list(dict.fromkeys(words.seat_name(self.names, line["seat"]) for line in told[1:]))
        return speak_plural("Took back {n} move: {move}, and what {names} did after it.",
                            "Took back {n} moves: {move}, and what {names} did after it.", len(moves),
                            move=moves[-1], names=words.spoken_list(after))

    def redo(self) -> bool:
        """Play again what was taken back (with the bot moves that followed)."""
        return self._step_history(self.game.can_redo, self.game.redo, lambda: self.game.can_redo,
                                  N_("There is nothing to redo."), translate("Played the move again."))

    def _step_history(self, possible, step, more, nothing: str, done: str) -> bool:
        """Undo or redo: `step` while `more` and a bot is to act, then say `done` (in words)."""
        if self._looking_back():
            return False
        if not possible:
            self._say(translate(nothing))
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
    def set_bots(self, seats: Any) -> None:
        """Bots play `seats` from now on: a seat keeps its bot, a new one gets the random bot."""
        self.bots = list(seats)
        self._seat_bots(self.bots)

    def _seat_bots(self, seats: Any) -> None:
        """After ``bots`` changed: seat each bot (a seat keeps its bot, a new one gets the random
        bot), then let them move."""
        seated = bot_seats(list(seats), self.game.players)
        self._players = {seat: self._players.get(seat) or get_bot("random") for seat in seated}
        self.bot_names = self._bot_names()
        self._play_bots_from(len(self.game.log))
        self.refresh()

    def seat_bot(self, seat: int, bot: Any = "random") -> None:
        """`bot` (a name or a bot object) plays `seat` from now on; None: a person does. Then the
        bots move (unless they wait, ``bots_wait``) and the table is published."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.game.players:
            raise ValueError(f"bots must be seats from 0 to {self.game.players - 1}, not {seat!r}")
        players = {q: b for q, b in self._players.items() if q != seat}
        if bot is not None:
            players[seat] = get_bot(bot)
        self._players = players
        self.bots = sorted(players)
        self.bot_names = self._bot_names()
        self._play_bots_from(len(self.game.log))
        self.refresh()

    def _bot_names(self) -> list[str]:
        return [bot_name(self._players[q]) if q in self._players else "" for q in range(self.game.players)]

    def _bot_to_act(self) -> bool:
        g = self.game
        return not g.game_over and g.turn in self.bots

    def _play_bots_from(self, first: int, opening: bool = False) -> list[BotMove]:
        """The bots move (see ``_play_bots``); what they played, positions `first` to the last,
        is offered to a front end to play out one at a time (``played``)."""
        moves = self._play_bots()
        if len(self.game.log) > first:
            # "opening": the bots moved before anyone else, as the table was set (a front end may
            # play those out when it first draws the table)
            self.played = {"first": first, "last": len(self.game.log), "serial": self._version + 1,
                           "opening": opening}
        return moves

    def _play_bots(self) -> list[BotMove]:
        """The bots move until a human seat must decide or the game ends; return what each bot
        move did, in one short clause (the full narration goes to the history)."""
        lines: list[str] = []
        moves: list[BotMove] = []
        try:
            for _ in range(BOT_MOVE_LIMIT):
                if self.bots_wait or not self._bot_to_act():
                    break
                seat, events = self._bot_step()
                lines.append(self._narrate(events))
                moves.extend(BotMove(seat, clause, any(e.kind == "choose_role" for e in events), _verb(self.game.log[-1]))
                             for clause in self._clauses(events)[:1])
        finally:
            self._remember(lines)
        return moves

    def _bot_step(self) -> tuple[int, list]:
        """The bot to act chooses and its move is played: (its seat, the move's events)."""
        seat = self.game.turn
        return seat, self._apply(self._players[seat].choose(self.game, seat, self._rng))

    def play_bot_move(self) -> str | None:
        """Play one move of the bot to act (``bots_wait``), tell it under "What happened" and
        publish the position; return what it did in words, or None if no bot is to act."""
        if not self._bot_to_act():
            return None
        _, events = self._bot_step()
        said = self._narrate(events)
        self._remember([said])
        self._after_moves()
        self.refresh()
        return said


def _verb(action: Any) -> str:
    """What kind of move an action is: its first key after the player ("build", "pass", ...)."""
    mapping = action.to_mapping() if hasattr(action, "to_mapping") else action
    return next((key for key in mapping if key != "player"), "") if isinstance(mapping, dict) else ""


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


for _name in SPOKEN:  # the base class's own methods, as its subclasses' are (``__init_subclass__``)
    if _name in TableSession.__dict__:
        setattr(TableSession, _name, _in_table_language(TableSession.__dict__[_name]))
