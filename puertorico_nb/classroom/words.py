"""Every sentence the classroom's pages show, in one place, so the pages (Python, HTML and the
table's front end, which gets its words from here through the ``seat_mode`` trait) never write
English of their own, and a translation replaces this table."""
from __future__ import annotations

WORDS: dict[str, str] = {
    # the lobby (/) and joining
    "lobby_title": "Join a table",
    "lobby_lead": "Type the table's code from the projector and your name.",
    "code": "Table code",
    "name": "Your name",
    "join": "Sit down",
    "no_table": "There is no table {code} here. Check the code on the projector.",
    "bad_code": "A table code is 4 letters and digits, as on the projector.",
    "no_name": "Type your name, so the others know who you are.",
    "table_full": "Every seat at table {code} is taken.",
    "locked": "The teacher has closed table {code} to new players.",
    # the seat and projector pages
    "bad_link": "This link does not open a seat. Ask the teacher, or join again from the start page.",
    "no_table_page": "There is no table {code} on this server.",
    "you_are": "You are {name}",
    "watching": "Table {code}",
    "join_at": "Join at {address} with the code {code}",
    "paused": "The teacher has paused the game.",
    "connection_lost": "Connection lost — reconnecting",
    "reload_in": "The page reloads in {seconds} s.",
    "reload_now": "Reload now",
    # the teacher's controls
    "teacher": "Teacher",
    "bad_teacher_link": "This teacher link is not valid for this server (a new one is printed at each start).",
    "pause": "Pause",
    "resume": "Resume",
    "undo": "Take back the last move",
    "bot_for": "A bot for {name}",
    "open_seat": "Free the seat of {name}",
    "lock_joins": "Close the table to new players",
    "unlock_joins": "Open the table to new players",
    "record": "Save the game as a ruling file",
    "new_table": "New table",
    "game": "Game",
    "players": "Players",
    "names": "Names (optional, comma-separated)",
    "bots": "Seats for bots",
    "create": "Start the table",
    "tables": "Tables",
    "projector": "Projector",
    "seats": "Seats",
    "free_seat": "free",
    "bot_seat": "bot",
    "no_tables": "No table yet: start one below.",
    "students_go_to": "Students open {address} and type the table's code.",
}


def say(key: str, **values: object) -> str:
    """The sentence `key` with `values` filled in."""
    return WORDS[key].format(**values)
