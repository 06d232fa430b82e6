"""A San Juan table without a screen: the game drawn through one seat's eyes (``player_view``),
so a hand the table may not show never leaves the session, and hot seat: the people share one
screen, each hand hidden until its player asks to see it and hidden again after their move."""
from __future__ import annotations

from typing import Any

from ..core.language import N_, speak, translate
from ..games.san_juan import SanJuanGame
from ..games.san_juan.render.narrate import clauses, narrate
from ..games.san_juan.render.viewmodel import PHASE_TITLES, full_names, label, phase_title, sanjuan_view_model
from .table import TableSession

NOT_HOT_SEAT = N_("Hands are hidden and shown only in hot-seat mode; nothing was done.")
ONLY_THE_TURNS_HAND = N_("Only the hand of the player to act ({name}) can be shown; nothing was done. Everybody may "
                         "know how many cards a player holds, but not which ones.")
NO_HAND_NOW = N_("No hand can be shown now; nothing was done. Everybody may know how many cards a player holds, "
                 "but not which ones.")


class SanJuanSession(TableSession):
    """A San Juan game at one table.

    ``bots``: who bots play: a list of seats (the random bot), a mapping of seats to bot names
    (``random``, ``greedy``, ``coach``) or bot objects, or one entry per seat (None for a person).
    By default the random bot plays every seat but seat 0 (you), or none in hot-seat mode.
    ``hotseat=True``: the humans share one screen; each hand is hidden until its player asks to
    see it, and hidden again after their move.
    """

    hotseat: bool = False
    shown: int = -1  # hot seat: whose hand is on screen (-1: nobody's)

    def __init__(self, game: SanJuanGame | None = None, players: int = 3, seed: int | None = 0,
                 names: list[str] | None = None, bots: Any = None, hotseat: bool = False,
                 **shown_values: Any) -> None:
        game = game if game is not None else SanJuanGame(players=players, seed=seed)
        if bots is None:
            bots = [] if hotseat else list(range(1, game.players))
        self._start(game, seed, bots, names=full_names(names, game.players), hotseat=bool(hotseat), **shown_values)

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
    def view_now(self) -> dict:
        return sanjuan_view_model(self.game, seat=self.seat, names=self.names, version=self._version,
                                  hotseat=self.hotseat)

    def view_for(self, seat: int | None, past=None, choices: bool = True) -> dict:
        return sanjuan_view_model(self.game if past is None else past, seat=seat, names=self.names, version=self._version,
                                  with_actions=choices and past is None)

    def view_at(self, past) -> dict:
        # the seat the live table is drawn for: in hot seat the shown hand's or nobody's, so a
        # replay never shows a hand the screen may not show now
        return sanjuan_view_model(past, seat=self.seat, names=self.names, version=self._version,
                                  with_actions=False, hotseat=self.hotseat)

    def _phase_words(self, phase: str) -> str:
        return phase_title(phase) if phase in PHASE_TITLES else super()._phase_words(phase)

    def _tells(self, action) -> bool:
        """A person's decision taken card by card is said once, whole, when confirmed (the message
        area still answers every click); a bot's steps are each said."""
        return not (action.verb in ("pick", "unpick") and action.player not in self.bots)

    def _undo_refusal(self) -> str:
        # in hot seat, Undo looks usable only when it would be allowed (see ``undo``)
        if self.hotseat and not self._may_take_back():
            return N_("in hot seat, a player takes back only their own moves of this turn, with their hand shown")
        return super()._undo_refusal()

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
            return speak("The hand of {name} is hidden: show it first, so nobody plays blind. Nothing was done.",
                         name=self.names[self.game.turn])
        return None

    def _after_moves(self) -> None:
        self._hide_if_turn_passed()

    def _with_selection(self, advice: Any, selection: Any) -> Any:
        """The page keeps a card chosen to build, and the cards to pay with, until Build is
        pressed: a hint asked meanwhile starts from them (it repeated "Click the well in your hand"
        with the well chosen). Anything that is no such choice of the hand to act is ignored."""
        from ..bots.teach_san_juan import with_selection

        if not isinstance(selection, dict) or not isinstance(selection.get("build"), str):
            return advice
        pay = selection.get("pay", [])
        hand = self.game.state.players[self.game.turn].hand
        if not isinstance(pay, list) or not all(isinstance(card, str) for card in pay):
            return advice
        wanted = [selection["build"], *pay]
        if any(wanted.count(card) > hand.count(card) for card in set(wanted)):
            return advice  # not cards of this hand (a page drawn for another position)
        return with_selection(self.game, advice, selection["build"], pay)

    def _hides_something(self) -> str | None:
        if self.game.game_over or not (self.hotseat or self.bots):
            return None  # nothing left to hide, or every seat plays in the open at this screen
        return translate("a ruling file lists every hand, and on this table some hands are hidden. It can be "
                         "recorded once the game is over.")

    def explain(self, action: Any) -> str:
        """Say whether `action` is allowed now and which rule decides; changes nothing. (Not while
        a hot-seat hand is hidden: the answer could tell which cards it holds.)"""
        if self._hidden():
            text = speak("The hand of {name} is hidden: show it first.", name=self.names[self.game.turn])
            self._say(text)
            return text
        return super().explain(action)

    # -- hot seat ----------------------------------------------------------------------------------
    def show_hand(self, seat: Any) -> bool:
        """Hot seat: show the hand of `seat`, who must be the player to act."""
        turn = self.game.turn
        if not self.hotseat:
            self._say(translate(NOT_HOT_SEAT))
            return False
        if isinstance(seat, bool) or not isinstance(seat, int) or seat != turn or turn in self.bots:
            only = ONLY_THE_TURNS_HAND if turn is not None else NO_HAND_NOW
            self._say(speak(only, name=self.names[turn] if turn is not None else ""), rule="sj.info.hand-sizes")
            return False
        self.shown = seat
        self._say(speak("Showing the hand of {name}.", name=self.names[seat]))
        self.refresh()
        return True

    def hide_hand(self) -> bool:
        if not self.hotseat:
            self._say(translate(NOT_HOT_SEAT))
            return False
        self.shown = -1
        self._say(translate("The hand is hidden. Pass the screen on."))
        self.refresh()
        return True

    def undo(self) -> bool:
        """Take back the last human decision. In hot-seat mode only the moves of the player whose
        hand is on screen, in their own turn: taking back another player's move would let the
        screen show that player's hand as it was (cards since paid, discarded or tucked away)."""
        if self.hotseat and not self._may_take_back():
            self._say(translate("In hot-seat mode a player takes back only their own moves of this turn, with "
                                "their hand shown; another player's hand stays hidden. Nothing was done."))
            return False
        return super().undo()

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


# -- the start page's choices (puertorico_nb.session.setup reads them through the game's record) ---
TABLE_SESSION = SanJuanSession  # the session a server of many screens makes for this game
DEFAULT_PLAYERS = 3
# why the start page opens on that count, said beside the choice of players
DEFAULT_PLAYERS_WHY = N_("3 to start with: the middle of the 2 to 4 the Dutch rulebook is written for. "
                         "Choose 2 (its two-player rule) or 4.")
START_OPTIONS: list[dict[str, Any]] = [
    {"key": "hotseat", "kind": "flag", "label": N_("Hide each hand between turns (people share one screen)"),
     "default": True},
    {"key": "variant_hands", "kind": "flag",
     "label": N_("Variant deal: more cards to start, each player keeps 4"), "default": False},
]


def start_arguments(settings: Any) -> dict[str, Any]:
    """The game a start page's checked choices (``session.setup.Settings``) make, and whether the
    table hides each hand between turns."""
    game = SanJuanGame(players=settings.players, seed=settings.seed,
                       options={"variant_hands": bool(settings.options.get("variant_hands"))})
    # hands hidden between turns only where people share the screen: with one person (the rest
    # bots) the table is drawn for that person's seat alone
    people = settings.players - len(settings.bots())
    return {"game": game, "hotseat": bool(settings.options.get("hotseat")) and people > 1}
