"""SanJuanTable: play San Juan on a card table, against bots or passing one screen around.

State flows down, requests flow up, as on the Puerto Rico table: the front end
(``static/sanjuan.js``) draws the ``view`` trait and sends small messages (``act``, ``explain``,
``undo``, ``redo``, ``random``, ``show_hand``, ``hide_hand``); this class hands each one to the
engine. The view is always drawn through one seat's eyes with ``player_view``, so the browser
never holds a hand it should not show. In hot-seat mode the hand stays hidden between turns
until someone presses "show hand of ...", and only the hand of the player to act can be shown.

>>> from puertorico_nb.sanjuan import SanJuanGame
>>> table = SanJuanTable(SanJuanGame(players=3, seed=1, governor=0), names=["Ana", "Bo", "Cy"])
>>> table.view["seat"], table.view["turn_name"], table.bots
(0, 'Ana', [1, 2])
>>> table.act({"player": 0, "choose_role": "prospector"})
True
>>> table.act({"player": 1, "pass": True})   # a bot's seat: refused, nothing changes
False
>>> table.rule
'sj.turn.not-your-turn'
"""
from __future__ import annotations

import random
from typing import Any

import traitlets

from ..engine import IllegalAction, MalformedAction
from ..render.sanjuan_html import table_html
from ..render.sanjuan_narrate import narrate
from ..render.sanjuan_viewmodel import full_names, label, sanjuan_view_model
from ..sanjuan import SanJuanGame
from ._base import STATIC, PuertoRicoWidget

HISTORY = 12  # narration lines kept for the front end
BOT_MOVE_LIMIT = 20000  # a whole game is far fewer; this only guards against a loop


class SanJuanTable(PuertoRicoWidget):
    """An interactive San Juan table.

    ``bots``: the seats random bots play. By default every seat but seat 0 (you), or none in
    hot-seat mode. ``hotseat=True``: the humans share one screen; each hand is hidden until its
    player asks to see it, and hidden again after their move.
    """

    _esm = STATIC / "sanjuan.js"
    _css = STATIC / "sanjuan.css"
    kind = traitlets.Unicode("sanjuan").tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    bots = traitlets.List(traitlets.Int()).tag(sync=True)
    hotseat = traitlets.Bool(False).tag(sync=True)
    shown = traitlets.Int(-1).tag(sync=True)  # hot seat: whose hand is on screen (-1: nobody's)
    message = traitlets.Unicode("").tag(sync=True)
    history = traitlets.List(traitlets.Unicode()).tag(sync=True)
    can_undo = traitlets.Bool(False).tag(sync=True)
    can_redo = traitlets.Bool(False).tag(sync=True)
    rule = traitlets.Unicode("").tag(sync=True)  # the rule behind the last refusal or explanation

    def __init__(self, game: SanJuanGame | None = None, players: int = 3, seed: int | None = 0,
                 names: list[str] | None = None, bots: list[int] | None = None, hotseat: bool = False,
                 **kwargs: Any) -> None:
        game = game if game is not None else SanJuanGame(players=players, seed=seed)
        n = game.players
        if bots is None:
            bots = [] if hotseat else list(range(1, n))
        bots = sorted(set(bots))
        for seat in bots:
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < n:
                raise ValueError(f"bots must be seats from 0 to {n - 1}, not {seat!r}")
        self.game = game
        self._rng = random.Random(seed)
        self._version = 0
        super().__init__(names=full_names(names, n), bots=bots, hotseat=bool(hotseat), **kwargs)
        self.on_msg(self._on_msg)
        self.observe(lambda change: self.refresh(), names=["names"])
        self.observe(self._on_bots, names=["bots"])
        self._play_bots()
        self.refresh()

    # -- whose eyes ------------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i in range(self.game.players) if i not in self.bots]

    @property
    def seat(self) -> int | None:
        """The seat the table is drawn for: in hot-seat mode the shown hand's (or nobody's);
        with one human, theirs; with several on an open table, the player to act's."""
        if self.hotseat:
            return self.shown if self.shown >= 0 else None
        humans = self.humans
        if len(humans) == 1:
            return humans[0]
        if not humans:
            return None
        turn = self.game.turn
        return turn if turn in humans else humans[0]

    # -- publishing the position -----------------------------------------------------------------
    def refresh(self) -> None:
        """Publish the current position (call after changing ``game`` by hand)."""
        self._version += 1
        self.view = sanjuan_view_model(self.game, seat=self.seat, names=self.names, version=self._version,
                                       hotseat=self.hotseat)
        self.can_undo = self.game.can_undo
        self.can_redo = self.game.can_redo

    def to_html(self) -> str:
        return table_html(sanjuan_view_model(self.game, seat=self.seat, names=self.names, with_actions=False))

    def _say(self, text: str, remember: bool = False, rule: str = "") -> None:
        self.rule = rule
        self.message = text
        if remember:
            self.history = (self.history + [text])[-HISTORY:]

    # -- requests from the front end -------------------------------------------------------------
    def _on_msg(self, widget, content, buffers) -> None:
        self.handle_message(content)

    def handle_message(self, content: Any) -> None:
        """Carry out one request from the front end; anything malformed is refused in words."""
        if not isinstance(content, dict):
            self._say(f"Ignored a request that is not a mapping: {content!r} [action.malformed]",
                      rule="action.malformed")
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
        elif kind == "show_hand":
            self.show_hand(content.get("seat"))
        elif kind == "hide_hand":
            self.hide_hand()
        else:
            self._say(f"Ignored an unknown request {kind!r}: expected act, explain, undo, redo, random, "
                      "show_hand or hide_hand [action.malformed]", rule="action.malformed")

    def _refusal(self, action, exc: Exception) -> str:
        if isinstance(exc, MalformedAction):
            return f"Not an action: {exc} [action.malformed]"
        ex = self.game.explain(action)
        what = label(ex.action.to_mapping()) if ex.action is not None else str(action)
        cite = f" ({ex.citation})" if ex.citation else ""
        return f"Not allowed: {what}. {_sentence(ex.why)} [{ex.rule}]{cite}"

    def act(self, action: Any, version: int | None = None) -> bool:
        """Play `action` for the player to act; True if it was played. Then the bots move."""
        if version is not None and version != self._version:
            ex = self.game.explain(action)
            if ex.legal:
                self._say("That choice was drawn for an earlier position and the table has changed since; "
                          "nothing was done. Choose again.")
            else:
                self._say(self._refusal(action, IllegalAction(ex.rule, ex.why)), rule=ex.rule)
            return False
        if self._hidden():
            self._say(f"The hand of {self.names[self.game.turn]} is hidden: show it first, so nobody plays "
                      "blind. Nothing was done.")
            return False
        try:
            events = self.game.apply(action)
        except (IllegalAction, MalformedAction) as e:
            self._say(self._refusal(action, e), rule=getattr(e, "rule_id", "action.malformed"))
            return False
        self._say(narrate(events, self.names), remember=True)
        self._play_bots()
        self._hide_if_turn_passed()
        self.refresh()
        return True

    def explain(self, action: Any) -> str:
        """Say whether `action` is allowed now and which rule decides; changes nothing. (Not while
        a hot-seat hand is hidden: the answer could tell which cards it holds.)"""
        if self._hidden():
            text = f"The hand of {self.names[self.game.turn]} is hidden: show it first."
            self._say(text)
            return text
        ex = self.game.explain(action)
        if ex.action is None:
            text = f"Not an action: {ex.why} [{ex.rule}]"
        else:
            verdict = "allowed" if ex.legal else "not allowed"
            cite = f" ({ex.citation})" if ex.citation else ""
            why = ex.statement if ex.legal else ex.why
            text = f"{label(ex.action.to_mapping())}: {verdict}. {_sentence(why)} [{ex.rule}]{cite}"
        self._say(text, rule=ex.rule)
        return text

    def random_move(self, version: int | None = None) -> bool:
        """Play a random legal action for the player to act (the engine draws it)."""
        if self.game.game_over:
            self._say("The game is over.")
            return False
        return self.act(self.game.legal_actions().random(self._rng), version=version)

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
        self._hide_if_turn_passed()
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
        self._hide_if_turn_passed()
        self.refresh()
        return True

    # -- hot seat ----------------------------------------------------------------------------------
    def show_hand(self, seat: Any) -> bool:
        """Hot seat: show the hand of `seat`, who must be the player to act."""
        turn = self.game.turn
        if not self.hotseat:
            self._say("Hands are hidden and shown only in hot-seat mode; nothing was done.")
            return False
        if isinstance(seat, bool) or not isinstance(seat, int) or seat != turn or turn in self.bots:
            who = self.names[turn] if turn is not None else "nobody"
            self._say(f"Only the hand of the player to act ({who}) can be shown; nothing was done. "
                      "Everybody may know how many cards a player holds, but not which ones [sj.info.hand-sizes]",
                      rule="sj.info.hand-sizes")
            return False
        self.shown = seat
        self._say(f"Showing the hand of {self.names[seat]}.")
        self.refresh()
        return True

    def hide_hand(self) -> bool:
        self.shown = -1
        self._say("The hand is hidden. Pass the screen on.")
        self.refresh()
        return True

    def _hidden(self) -> bool:
        """Hot seat: a human must decide and nobody's hand is on screen."""
        g = self.game
        return self.hotseat and self.seat is None and not g.game_over and g.turn not in self.bots

    def _hide_if_turn_passed(self) -> None:
        if self.hotseat and self.shown != self.game.turn:
            self.shown = -1

    # -- bots --------------------------------------------------------------------------------------
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
    text = str(text).strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
