"""Hints that teach: the coach's move for the player to act, with the reason in plain words about
the game (what the move gains, what it saves, what the rivals get), not only what the rules allow.

>>> from puertorico_nb import Game
>>> h = hint(Game(players=3, seed=2))
>>> h.player, h.action in Game(players=3, seed=2).legal_actions()
('Player 1', True)
>>> str(h).startswith("Player 1: ")
True
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..core import registry
from ..core.language import speak, translate
from ..core.words import Phrase, default_names
from .lookahead import after, finish_phase, weigh


@dataclass(frozen=True)
class Hint:
    """The coach's suggestion for one player: the move, the move in words, and why."""

    seat: int
    player: str  # the player's name, or "Player N" counted from 1
    action: Any
    move: str
    reason: str
    then: str = ""  # the clicks after the one named, where the move takes several
    # the control the hint points at, as the table's choices carry their action (the next click:
    # a role, a building, a circle, a card), so that the table can mark it; None: nothing to mark
    target: dict | None = None

    def __str__(self) -> str:
        return " ".join(filter(None, [speak("{name}: {move}.", name=self.player, move=self.move), self.then, self.reason]))


@dataclass
class Outlook:
    """What a teacher reads to word a reason: the position now, the same position once the move
    is made and the phase played out (on the coach's copy, hidden parts dealt afresh), the moves
    weighed best first with their standings, the players' names, and what the phase is worth to
    each by the coach's reckoning."""

    game: Any
    after: Any
    ranked: list
    seat: int
    names: list[str]
    gains: dict[int, float]  # each seat's change of worth from now to the end of the phase
    # True: the reason speaks to the player who moves ("you"); False: about them, by name, for a
    # reader watching someone else's move (a walkthrough of the coach's round)
    addressed: bool = True

    @property
    def who(self) -> str:
        """The subject ``Phrase.say`` is given: "You" for the player addressed, else their name."""
        return "You" if self.addressed else self.names[self.seat]

    def say(self, phrase: Phrase, **fields: Any) -> str:
        """``phrase`` said of the player who moves: to them, or about them by name."""
        return phrase.say(self.who, **fields)


# numbers with their nouns, where a sentence says more than one count (its own plural form
# follows the first; these follow their own)
COUNTED = {"point": Phrase("{count:count:point}"), "doubloon": Phrase("{count:count:doubloon}"),
           "card": Phrase("{count:count:card}"), "barrel": Phrase("{count:count:barrel}")}


def counted(noun: str, count: int) -> str:
    """``1 point``, ``3 doubloons``, in the current language (`noun`: a key of ``COUNTED``)."""
    return COUNTED[noun].say(count=count)


# the coach's reckoning in a player's words, in the current language (each a phrase that stands
# where a sentence says how much a move gains or loses: "worse off by {loss}", "leaves you {mine}")
ABOUT_POINTS = Phrase("about {points:count:point}")
BETTER_OFF = Phrase("about {points:count:point} better off")
WORSE_OFF = Phrase("about {points:count:point} worse off")
ABOUT_AS_GOOD = Phrase("Another move, {move}, would be about as good.")


def points_words(value: float) -> str:
    """The coach's reckoning in words a player reads: whole points, "under a point" below one.

    >>> points_words(2.4), points_words(0.3), points_words(-0.2), points_words(1.0)
    ('about 2 points', 'under a point', 'nothing', 'about 1 point')
    """
    if value < 0.05:
        return translate("nothing")
    if value < 0.95:
        return translate("under a point")
    return ABOUT_POINTS.say(points=round(value))


def points_step(value: float) -> float:
    """The coach's reckoning as it is said (``better_off_words``): whole points from 0.95 up, a
    half for "a little", 0 for nothing. Hints compare these, never the raw figures, so that what
    they claim ("more than anyone") agrees with the numbers they show."""
    size = abs(value)
    step = 0.0 if size < 0.05 else 0.5 if size < 0.95 else float(round(size))
    return step if value >= 0 else -step


def better_off_words(value: float) -> str:
    """How much better (or worse) off a change of worth leaves a player, in words.

    >>> better_off_words(2.4), better_off_words(0.3), better_off_words(0.01), better_off_words(-1.2)
    ('about 2 points better off', 'a little better off', 'no better off', 'about 1 point worse off')
    """
    step = points_step(value)
    if step == 0:
        return translate("no better off")
    if abs(step) < 1:
        return translate("a little better off") if step > 0 else translate("a little worse off")
    return (BETTER_OFF if step > 0 else WORSE_OFF).say(points=int(abs(step)))


# what the coach reckons a phase does for each player: its net worth, costs counted (barrels
# shipped, doubloons or cards paid), so it can be less than the points a move scores
HELPS_MOST = Phrase("It helps {who} more than anyone: counting its costs too, the coach "
                    "reckons the phase leaves {who} {mine} and {rival}, the rival it helps most, {theirs}.",
                    "It helps you more than anyone: counting its costs too, the coach "
                    "reckons the phase leaves you {mine} and {rival}, the rival it helps most, {theirs}.")
HELPS_AS_MUCH = Phrase("It helps {who} and {rival} about as much: counting its costs too, "
                       "the coach reckons the phase leaves each of them {mine}.",
                       "It helps you and {rival} about as much: counting its costs too, "
                       "the coach reckons the phase leaves each of you {mine}.")
HELPS_NOBODY = Phrase("Counting its costs too, the coach reckons the phase leaves nobody "
                      "better off, {who} included.",
                      "Counting its costs too, the coach reckons the phase leaves nobody "
                      "better off, you included.")
HELPS_LESS = Phrase("{rival} gains more from the phase than {who}: counting its costs too, "
                    "the coach reckons it leaves {rival} {theirs} and {who} {mine}, but no other move leaves {who} "
                    "better placed against the rivals.",
                    "{rival} gains more from the phase than you: counting its costs too, "
                    "the coach reckons it leaves {rival} {theirs} and you {mine}, but no other move leaves you "
                    "better placed against your rivals.")
# what any role's chooser does, said to them or about them (both games' teachers, for a role
# they have no words of their own for)
ACTS_FIRST = Phrase("As the {role} {who} acts first.", "As the {role} you act first.")
PASS_ANY = Phrase("Every other move leaves {who} worse off by the coach's reckoning.",
                  "Every other move leaves you worse off by the coach's reckoning.")
NEXT_BEST = Phrase("The next best move, {move}, leaves {who} worse off by {loss}.",
                   "The next best move, {move}, leaves you worse off by {loss}.")


def rivals_words(o: Outlook) -> str:
    """How the phase leaves the player against the rival it helps most, compared as it is said
    (whole points, "a little"), so that "more than anyone" holds for the figures shown."""
    gain = o.gains
    top = max((q for q in gain if q != o.seat), key=lambda q: gain[q])
    mine, theirs = points_step(gain[o.seat]), points_step(gain[top])
    if mine == theirs:
        phrase = HELPS_NOBODY if mine <= 0 else HELPS_AS_MUCH
    else:
        phrase = HELPS_MOST if mine > theirs else HELPS_LESS
    return o.say(phrase, mine=better_off_words(gain[o.seat]), theirs=better_off_words(gain[top]), rival=o.names[top])


def _same_move(first, second) -> bool:
    """The same move but for benefits declined (``choose the mayor, without the extra colonist``):
    declining is a secondary choice on the move, not another move to compare it with."""
    return first.verb == second.verb and first.value == second.value


def against_the_next(o: Outlook, words) -> str:
    """How much better the move is than the runner-up (`words`: a move in words): the best of the
    other moves, never the move itself under other words (two mayor's layouts whose next click is
    the same, the move with a benefit declined); nothing when there is none."""
    best_action, best = o.ranked[0]
    if len(o.ranked) < 2:
        # the mayor's layout and the barrels kept are built, not picked from a list: the coach
        # ranks one of many (keeping fewer barrels is allowed too), so it is not "the only move"
        return "" if best_action.verb in ("place", "keep") else translate("It is the only move.")
    said = words(o.game, best_action)
    others = ((move, value) for move, value in o.ranked[1:]
              if not _same_move(best_action, move) and words(o.game, move) != said)
    second, value = next(others, (None, best))
    if second is None:
        return ""
    text = words(o.game, second)
    text = text[0].lower() + text[1:]
    if points_step(best - value) == 0:
        return ABOUT_AS_GOOD.say(move=text)
    return o.say(NEXT_BEST, move=text, loss=points_words(best - value))


def player_names(game, names: list[str] | None = None) -> list[str]:
    """The names to use: those given, and "Player N" (counted from 1) for the rest."""
    out = default_names(game.players)  # "Player N" in the current language
    for i, name in enumerate(list(names or ())[:game.players]):
        if name is not None and str(name).strip():
            out[i] = str(name)
    return out


def hint(game, names: list[str] | None = None, rng: random.Random | None = None, addressed: bool = True) -> Hint:
    """The coach's move for the player to act, with its reason. The same position gives the same
    hint unless `rng` says otherwise. The reason speaks to that player ("you"), or with
    ``addressed=False`` about them by name, for someone watching (a walkthrough's reasons).
    Raises ValueError once the game is over."""
    if game.game_over:
        raise ValueError("the game is over: there is no move to hint")
    record = registry.record_for(game)
    teacher = record.hint_words.load()
    judge = record.judgement.load().JUDGE
    seat = game.turn
    rng = rng or random.Random(len(game.log))
    ranked = weigh(judge, game, seat, rng)
    best = ranked[0][0]
    horizon = judge.horizon(game)
    sim = after(judge.sandbox(game, seat, random.Random(len(game.log))), best)
    finish_phase(judge, sim, horizon)
    gains = {q: judge.worth(sim, q, horizon, seat) - judge.worth(game, q, horizon, seat)
             for q in range(game.players)}
    everyone = player_names(game, names)
    outlook = Outlook(game, sim, ranked, seat, everyone, gains, addressed)
    then = teacher.then_words(game, best) if hasattr(teacher, "then_words") else ""
    target = teacher.target(game, best) if hasattr(teacher, "target") else best.to_mapping()
    return Hint(seat, everyone[seat], best, teacher.move_words(game, best), teacher.reason(outlook), then, target)
