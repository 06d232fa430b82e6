"""SanJuanTable: play San Juan on a card table, against bots or passing one screen around.

State flows down, requests flow up, as on the Puerto Rico table: the front end
(``static/sanjuan.js``) draws the ``view`` trait and sends small messages (``act``, ``explain``,
``undo``, ``redo``, ``random``, ``show_hand``, ``hide_hand``); this class hands each one to the
engine. The view is always drawn through one seat's eyes with ``player_view``, so the browser
never holds a hand it should not show. In hot-seat mode the hand stays hidden between turns
until someone presses "show hand of ...", and only the hand of the player to act can be shown.

>>> from puertorico_nb.games.san_juan import SanJuanGame
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

from typing import Any

import traitlets

from ..games.san_juan.render.html import table_html
from ..games.san_juan.render.narrate import clauses, narrate
from ..games.san_juan.render.viewmodel import full_names, label, sanjuan_view_model
from ..games.san_juan import SanJuanGame
from ._base import front_end
from .play import PlayableTable


class SanJuanTable(PlayableTable):
    """An interactive San Juan table.

    ``bots``: who bots play: a list of seats (the random bot), a mapping of seats to bot names
    (``random``, ``greedy``, ``coach``) or bot objects, or one entry per seat (None for a person).
    By default the random bot plays every seat but seat 0 (you), or none in hot-seat mode.
    ``hotseat=True``: the humans share one screen; each hand is hidden until its player asks to
    see it, and hidden again after their move.
    """

    _esm = front_end("shared.js", "sanjuan.js")
    _css = front_end("shared.css", "sanjuan.css")
    kind = traitlets.Unicode("sanjuan").tag(sync=True)
    hotseat = traitlets.Bool(False).tag(sync=True)
    shown = traitlets.Int(-1).tag(sync=True)  # hot seat: whose hand is on screen (-1: nobody's)

    def __init__(self, game: SanJuanGame | None = None, players: int = 3, seed: int | None = 0,
                 names: list[str] | None = None, bots: Any = None, hotseat: bool = False,
                 **kwargs: Any) -> None:
        game = game if game is not None else SanJuanGame(players=players, seed=seed)
        if bots is None:
            bots = [] if hotseat else list(range(1, game.players))
        self._start(game, seed, bots, names=full_names(names, game.players), hotseat=bool(hotseat), **kwargs)

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
        # in hot seat, Undo looks usable only when it would be allowed (see ``undo``)
        self.can_undo = self.game.can_undo and (not self.hotseat or self._may_take_back())
        self.can_redo = self.game.can_redo

    def to_html(self) -> str:
        return table_html(sanjuan_view_model(self.game, seat=self.seat, names=self.names, with_actions=False))

    def _label(self, action: dict) -> str:
        return label(action)

    def _narrate(self, events: list) -> str:
        return narrate(events, self.names)

    def _clauses(self, events: list) -> list[str]:
        return clauses(events, self.names)

    def _requests(self) -> dict:
        return {"show_hand": lambda c: self.show_hand(c.get("seat")), "hide_hand": lambda c: self.hide_hand()}

    def _blocked(self) -> str | None:
        if self._hidden():
            return (f"The hand of {self.names[self.game.turn]} is hidden: show it first, so nobody plays "
                    "blind. Nothing was done.")
        return None

    def _after_moves(self) -> None:
        self._hide_if_turn_passed()

    def _hides_something(self) -> str | None:
        if self.game.game_over or not (self.hotseat or self.bots):
            return None  # nothing left to hide, or every seat plays in the open at this screen
        return ("a ruling file lists every hand, and on this table some hands are hidden. It can be "
                "recorded once the game is over.")

    def explain(self, action: Any) -> str:
        """Say whether `action` is allowed now and which rule decides; changes nothing. (Not while
        a hot-seat hand is hidden: the answer could tell which cards it holds.)"""
        if self._hidden():
            text = f"The hand of {self.names[self.game.turn]} is hidden: show it first."
            self._say(text)
            return text
        return super().explain(action)

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
                      "Everybody may know how many cards a player holds, but not which ones.",
                      rule="sj.info.hand-sizes")
            return False
        self.shown = seat
        self._say(f"Showing the hand of {self.names[seat]}.")
        self.refresh()
        return True

    def hide_hand(self) -> bool:
        if not self.hotseat:
            self._say("Hands are hidden and shown only in hot-seat mode; nothing was done.")
            return False
        self.shown = -1
        self._say("The hand is hidden. Pass the screen on.")
        self.refresh()
        return True

    def undo(self) -> bool:
        """Take back the last human decision. In hot-seat mode only the moves of the player whose
        hand is on screen, in their own turn: taking back another player's move would let the
        screen show that player's hand as it was (cards since paid, discarded or tucked away)."""
        if self.hotseat and not self._may_take_back():
            self._say("In hot-seat mode a player takes back only their own moves of this turn, with their "
                      "hand shown; another player's hand stays hidden. Nothing was done.")
            return False
        return super().undo()

    def _remember(self, lines: list[str]) -> None:
        """What happened keeps decisions, not each card toggled on the way to one: the confirm
        says the whole decision (the message area still answers every click)."""
        log = self.game.log
        if log and log[-1].verb in ("pick", "unpick") and log[-1].player not in self.bots:
            return
        super()._remember(lines)

    def _may_take_back(self) -> bool:
        g = self.game
        if not g.log or self.shown < 0 or g.turn != self.shown:
            return False
        return g.log[-1].player == self.shown

    def _hidden(self) -> bool:
        """Hot seat: a human must decide and nobody's hand is on screen."""
        g = self.game
        return self.hotseat and self.seat is None and not g.game_over and g.turn not in self.bots

    def _hide_if_turn_passed(self) -> None:
        if self.hotseat and self.shown != self.game.turn:
            self.shown = -1
