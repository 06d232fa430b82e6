"""TableWidget: play Puerto Rico on an interactive table, against bots or around one screen.

State flows down, requests flow up: the front end draws the ``view`` trait (the view model)
and sends small messages (``act``, ``undo``, ``redo``, ``explain``, ``random``, ``record``); this class
hands each one to the engine and publishes the new view. Nothing here decides a rule: a
request the engine refuses changes nothing and ``message`` says which rule refused it.
"""
from __future__ import annotations

import random
from typing import Any

import traitlets

from ..engine import Game, IllegalAction, MalformedAction
from ..render.html import game_html
from ..render.narrate import narrate
from ..render.viewmodel import default_names, label, view_model
from ._base import PuertoRicoWidget

HISTORY = 12  # narration lines kept for the front end
BOT_MOVE_LIMIT = 5000  # a whole game is far fewer; this only guards against a loop


class TableWidget(PuertoRicoWidget):
    """An interactive table.

    >>> table = TableWidget(players=3, seed=1, names=["Ana", "Bo", "Cy"], bots=[1, 2])
    >>> table.view["turn"], table.view["turn_name"]
    (0, 'Ana')
    >>> table.act({"player": 0, "choose_role": "builder"})
    True
    >>> table.message
    'Ana chooses the builder.'
    >>> table.act({"player": 1, "build": "harbor"})
    False
    >>> table.message.startswith("Not allowed: Build harbor")
    True
    """

    kind = traitlets.Unicode("table").tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    bots = traitlets.List(traitlets.Int()).tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    history = traitlets.List(traitlets.Unicode()).tag(sync=True)
    can_undo = traitlets.Bool(False).tag(sync=True)
    can_redo = traitlets.Bool(False).tag(sync=True)
    rule = traitlets.Unicode("").tag(sync=True)  # the rule behind the last refusal or explanation
    recorded = traitlets.Unicode("").tag(sync=True)  # the game as a ruling file (YAML), once recorded

    def __init__(self, game: Game | None = None, players: int = 4, seed: int | None = 0,
                 names: list[str] | None = None, bots: list[int] | None = None, **kwargs: Any) -> None:
        game = game if game is not None else Game(players=players, seed=seed)
        n = game.players
        bots = sorted(set(bots or ()))
        for seat in bots:
            if not (isinstance(seat, int) and 0 <= seat < n):
                raise ValueError(f"bots must be seats from 0 to {n - 1}, not {seat!r}")
        self.game = game
        self._rng = random.Random(seed)
        self._version = 0
        super().__init__(names=self._full_names(names, n), bots=bots, **kwargs)
        self.on_msg(self._on_msg)
        self.observe(lambda change: self.refresh(), names=["names"])
        self.observe(self._on_bots, names=["bots"])
        self._play_bots()
        self.refresh()

    @staticmethod
    def _full_names(names, n) -> list[str]:
        out = default_names(n)
        for i, name in enumerate(list(names or ())[:n]):
            if name is not None and str(name).strip():
                out[i] = str(name)
        return out

    # -- publishing the position ----------------------------------------------------------
    def refresh(self) -> None:
        """Publish the current position (call after changing ``game`` by hand)."""
        self._version += 1
        self.view = view_model(self.game, names=self.names, version=self._version)
        self.can_undo = self.game.can_undo
        self.can_redo = self.game.can_redo

    def to_html(self) -> str:
        return game_html(self.game, names=self.names)

    def _say(self, text: str, remember: bool = False, rule: str = "") -> None:
        self.rule = rule
        self.message = text
        if remember:
            self.history = (self.history + [text])[-HISTORY:]

    # -- requests from the front end --------------------------------------------------------
    def _on_msg(self, widget, content, buffers) -> None:
        self.handle_message(content)

    def handle_message(self, content: Any) -> None:
        """Carry out one request from the front end; anything malformed is refused in words."""
        if not isinstance(content, dict):
            self._say(f"Ignored a request that is not a mapping: {content!r} [action.malformed]")
            return
        kind = content.get("type")
        if kind == "act":
            self.act(content.get("action"), version=content.get("version"))
        elif kind == "explain":
            self.explain(content.get("action"))
        elif kind == "undo":
            self.undo()
        elif kind == "redo":
            self.redo()
        elif kind == "random":
            self.random_move(version=content.get("version"))
        elif kind == "record":
            self.record(title=content.get("title") or None)
        else:
            self._say(f"Ignored an unknown request {kind!r}: expected act, explain, undo, redo, random "
                      "or record [action.malformed]")

    def _refusal(self, action, exc: Exception) -> str:
        if isinstance(exc, MalformedAction):
            return f"Not an action: {exc} [action.malformed]"
        ex = self.game.explain(action)
        what = label(self.game, ex.action.to_mapping()) if ex.action is not None else str(action)
        cite = f" ({ex.citation})" if ex.citation else ""
        return f"Not allowed: {what}. {_sentence(ex.why)} [{ex.rule}]{cite}"

    def act(self, action: Any, version: int | None = None) -> bool:
        """Play `action` for the player to act; True if it was played. Then the bots move."""
        if version is not None and version != self._version:
            ex = self.game.explain(action)
            if ex.legal:
                self._say("That choice was drawn for an earlier position and the table has changed "
                          "since; nothing was done. Choose again.")
            else:
                self._say(self._refusal(action, IllegalAction(ex.rule, ex.why)), rule=ex.rule)
            return False
        try:
            events = self.game.apply(action)
        except (IllegalAction, MalformedAction) as e:
            self._say(self._refusal(action, e), rule=getattr(e, "rule_id", "action.malformed"))
            return False
        self._say(narrate(events, self.names), remember=True)
        self._play_bots()
        self.refresh()
        return True

    def explain(self, action: Any) -> str:
        """Say whether `action` is allowed now and which rule decides; changes nothing."""
        ex = self.game.explain(action)
        if ex.action is None:
            text = f"Not an action: {ex.why} [{ex.rule}]"
        else:
            verdict = "allowed" if ex.legal else "not allowed"
            cite = f" ({ex.citation})" if ex.citation else ""
            why = ex.statement if ex.legal else ex.why
            text = f"{label(self.game, ex.action.to_mapping())}: {verdict}. {_sentence(why)} [{ex.rule}]{cite}"
        self._say(text, rule=ex.rule)
        return text

    def random_move(self, version: int | None = None) -> bool:
        """Play a random legal action for the player to act (the engine draws it)."""
        if self.game.game_over:
            self._say("The game is over.")
            return False
        action = self.game.legal_actions().random(self._rng)
        return self.act(action, version=version)

    def undo(self) -> bool:
        """Take back the last human decision (and the bot moves after it)."""
        if not self.game.can_undo:
            self._say("There is nothing to undo.")
            return False
        self.game.undo()
        while self.game.can_undo and self._bot_to_act():
            self.game.undo()
        self._say("Took back the last move.")
        self._play_bots()
        self.refresh()
        return True

    def redo(self) -> bool:
        if not self.game.can_redo:
            self._say("There is nothing to redo.")
            return False
        self.game.redo()
        while self.game.can_redo and self._bot_to_act():
            self.game.redo()
        self._say("Played the move again.")
        self._play_bots()
        self.refresh()
        return True

    # -- recording ----------------------------------------------------------------------------
    def to_ruling(self, title: str | None = None) -> dict:
        """The game so far as a ruling: its setup, every move as an ``act``, the position now as an
        ``expect`` (see ``puertorico_nb.rulings.record``)."""
        from ..rulings.record import to_ruling
        return to_ruling(self.game, title=title)

    def record(self, title: str | None = None) -> str:
        """Write the game so far as a ruling file (YAML) into ``recorded``; return it."""
        from ..rulings.record import RecordError, to_yaml
        try:
            self.recorded = to_yaml(self.game, title=title)
        except RecordError as e:
            self._say(f"This game cannot be recorded as a ruling: {e}")
            return ""
        moves = len(self.game.log)
        self._say(f"Recorded {moves} move{'s' if moves != 1 else ''} as a ruling file: copy or download it "
                  "below, and check it with python -m puertorico_nb check FILE.")
        return self.recorded

    # -- bots ---------------------------------------------------------------------------------
    def _on_bots(self, change) -> None:
        self._play_bots()
        self.refresh()

    def _bot_to_act(self) -> bool:
        g = self.game
        return not g.game_over and g.turn in self.bots

    def _play_bots(self) -> None:
        """Random bots move until a human seat must decide or the game ends."""
        for _ in range(BOT_MOVE_LIMIT):
            if not self._bot_to_act():
                return
            events = self.game.apply(self.game.legal_actions().random(self._rng))
            self.history = (self.history + [narrate(events, self.names)])[-HISTORY:]


def _sentence(text: str) -> str:
    """Start with a capital letter and end with a full stop."""
    text = str(text).strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
