"""What the message area says after a move: the person's move, then briefly the bots' moves
after it, cut to what three lines of the table show. Plain text in, plain text out."""
from __future__ import annotations

from typing import NamedTuple

MESSAGE_LIMIT = 600  # characters: a message is a sentence or two, never a pasted value echoed whole
# The message area shows three lines, about 65 characters each at a 1366 px screen; a person's move
# and the bots' moves after it are said within this many characters, the rest in "What happened".
BRIEF_LIMIT = 170
OWN_MOVE_LIMIT = 80  # of which the person's own move (its first clause always)
MORE = " … (more in What happened)"


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

