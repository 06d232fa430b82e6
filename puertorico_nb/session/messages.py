"""What the message area says after a move: the person's move, then briefly the bots' moves
after it, cut to what three lines of the table show. Plain text in, plain text out."""
from __future__ import annotations

from typing import NamedTuple

from ..core.language import N_, speak, speak_plural, translate
from ..core.words import capitalised, clause_list, spoken_list

MESSAGE_LIMIT = 600  # characters: a message is a sentence or two, never a pasted value echoed whole
# The message area shows three lines, about 65 characters each at a 1366 px screen; a person's move
# and the bots' moves after it are said within this many characters where they can be (roles chosen
# and buildings built are always said, the area scrolls), the rest in "What happened".
BRIEF_LIMIT = 170
OWN_MOVE_LIMIT = 80  # of which the person's own move (its first clause always)
MORE = N_(" … (more in What happened)")


# How much a bot's move matters to a person following the game: role choices and builds are
# always said; a routine move (a pass, a layout of workers, barrels kept or cards thrown away) is
# the first left out of a short message; the rest (a plantation, a shipment, a sale) next.
ALWAYS, WHEN_ROOM, ROUTINE = 0, 1, 2
ALWAYS_SAID = frozenset({"build"})
ROUTINE_MOVES = frozenset({"pass", "place", "keep", "discard"})


class BotMove(NamedTuple):
    """One bot move as the message says it: whose, its first clause, whether it chose a role, and
    what kind of move it was (the action's verb: "build", "pass", ...)."""
    seat: int
    clause: str
    chose_role: bool
    kind: str = ""

    @property
    def weight(self) -> int:
        """ALWAYS, WHEN_ROOM or ROUTINE: see above."""
        if self.chose_role or self.kind in ALWAYS_SAID:
            return ALWAYS
        return ROUTINE if self.kind in ROUTINE_MOVES else WHEN_ROOM


def then(said: str, bot_moves: list[BotMove], names: list[str] | None = None,
         said_clauses: list[str] | None = None) -> str:
    """A person's move, then briefly what the bots did after it until a person must decide:
    "Ana chooses the builder. Then Bo builds a small market; Cy passes." When that is longer than
    the message area shows (`BRIEF_LIMIT`), it is cut down: see `brief`."""
    if not bot_moves:
        whole = said
    else:
        whole = speak("{said} Then {moves}.", said=said, moves=clause_list([m.clause for m in bot_moves]))
    if len(whole) <= BRIEF_LIMIT:
        return whole
    return brief(said_clauses or said.rstrip(".").split("; "), bot_moves, names or [])


def brief(said_clauses: list[str], bot_moves: list[BotMove], names: list[str]) -> str:
    """The short form of a long message: the person's move (its first clauses, within
    `OWN_MOVE_LIMIT`), then the bots' moves in the order they were made: every role chosen and
    building built (even when the message grows past `BRIEF_LIMIT`: the message area scrolls and
    says there is more), then as many of their other moves as fit, routine ones last;
    bots doing the same thing one after another are said once ("Cy places their colonists, and so
    do Di and Ed"). When anything is left out, `MORE` says where it is."""
    own = said_clauses[:1]
    # every role and build; then the other moves, then the routine ones, each taken in the order
    # they were made while the message still fits
    chosen = {k for k, move in enumerate(bot_moves) if move.weight == ALWAYS}
    for weight in (WHEN_ROOM, ROUTINE):
        for k, move in enumerate(bot_moves):
            if move.weight != weight:
                continue
            kept = [(j, bot_moves[j]) for j in sorted(chosen | {k})]
            if len(_brief_text(own, _alike_in_order(kept, names), True)) <= BRIEF_LIMIT:
                chosen.add(k)
    kept = [(j, bot_moves[j]) for j in sorted(chosen)]
    parts = _alike_in_order(kept, names)
    if not parts:  # not one move fits: at least who moved, in order ("Then the bots moved" said nothing)
        said = capitalised(clause_list(own))
        movers = [names[seat] for seat in dict.fromkeys(move.seat for move in bot_moves) if seat < len(names)]
        if movers and all(names[seat].strip() for seat in {move.seat for move in bot_moves} if seat < len(names)):
            return speak("{said}. Then {names} moved: see What happened.", said=said, names=words_and(movers))
        # nobody to name (a table without names): a whole sentence all the same, never "Then moved"
        return speak_plural("{said}. Then {count} more move: see What happened.",
                            "{said}. Then {count} more moves: see What happened.", len(bot_moves),
                            said=said, count=len(bot_moves))
    left_out = len(kept) < len(bot_moves)
    # then as much of the rest of the person's move as still fits
    for clause in said_clauses[1:]:
        longer = [*own, clause]
        if len(clause_list(longer)) > OWN_MOVE_LIMIT or len(_brief_text(longer, parts, True)) > BRIEF_LIMIT:
            break
        own = longer
    return _brief_text(own, parts, left_out or len(own) < len(said_clauses))


def _alike_in_order(moves: list[tuple[int, BotMove]], names: list[str]) -> list[str]:
    """The moves' clauses in order; bots doing the same thing one right after another (numbered
    moves next to each other, nothing left out between them) said once."""
    runs: list[tuple[str, list[str]]] = []  # (what was done, without the name; who did it) or (clause, [])
    last = -2
    for number, move in moves:
        name = names[move.seat] if move.seat < len(names) else ""
        if name and move.clause.startswith(name + " "):
            rest = move.clause[len(name):]
            if number == last + 1 and runs and runs[-1][0] == rest and runs[-1][1] and name not in runs[-1][1]:
                runs[-1][1].append(name)
            else:
                runs.append((rest, [name]))
        else:
            runs.append((move.clause, []))
        last = number
    parts = []
    for text, who in runs:
        if not who:
            parts.append(text)
        elif len(who) == 1:
            parts.append(who[0] + text)
        else:
            others = who[1:]
            parts.append(speak_plural("{clause}, and so does {others}", "{clause}, and so do {others}", len(others),
                                      clause=who[0] + text, others=words_and(others)))
    return parts


def _brief_text(own: list[str], parts: list[str], more: bool) -> str:
    said = capitalised(clause_list(own))  # a clause about "you" starts small: the message starts a sentence
    if not parts:
        return speak("{said}. Then the bots moved{more}.", said=said, more=translate(MORE))
    return speak("{said}. Then {moves}{more}.", said=said, moves=clause_list(parts),
                 more=translate(MORE) if more else "")


def words_and(items: list[str]) -> str:
    """"Bo", "Bo and Cy", "Bo, Cy and Di"."""
    return spoken_list(items)


def shortened(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """`text` cut to `limit` characters, with an ellipsis where it was cut."""
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"

