"""Every sentence the classroom's pages show, in one place, so the pages (Python, HTML and the
table's front end, which gets its words from here through the ``seat_mode`` trait) never write
English of their own. Each is marked for the message catalogue (``N_``) and said in the language
chosen (``core.language.speak``), so a catalogue entry translates it everywhere it is shown."""
from __future__ import annotations

from typing import Any

from ..core.language import N_, speak

WORDS: dict[str, str] = {
    # the lobby (/) and joining
    "lobby_title": N_("Join a table"),
    "lobby_lead": N_("Type the table's code from the projector and your name."),
    "code": N_("Table code"),
    "name": N_("Your name"),
    "join": N_("Sit down"),
    "no_table": N_("There is no table {code} here. Check the code on the projector."),
    "bad_code": N_("A table code is 4 letters and digits, as on the projector."),
    "no_name": N_("Type your name, so the others know who you are."),
    "table_full": N_("Every seat at table {code} is taken."),
    "locked": N_("The teacher has closed table {code} to new players."),
    # the seat and projector pages
    "bad_link": N_("This link does not open a seat. Ask the teacher, or join again from the start page."),
    "no_table_page": N_("There is no table {code} on this server."),
    "you_are": N_("You are {name}"),
    "watching": N_("Table {code}"),
    "seat_gone": N_("This screen no longer holds a seat: it shows the table as the projector does."),
    "join_at": N_("Join at {address} with the code {code}"),
    "paused": N_("The teacher has paused the game."),
    "ended": N_("The teacher has ended the game."),
    "game_over": N_("The game is over."),
    "last_move": N_("Last move: {line}"),
    "taken_back": N_("The teacher took back the last move."),
    "connection_lost": N_("Connection lost — reconnecting"),
    "reload_in": N_("The page reloads in {seconds} s."),
    "reload_now": N_("Reload now"),
    # the front of several workers, while a table goes from a dead worker to another (the page reloads itself)
    "table_moving": N_("This table has moved to another server; reload the page."),
    # the teacher's controls
    "teacher": N_("Teacher"),
    "bad_teacher_link": N_("You signed in as the teacher before the server started again: sign in again on the "
                           "teacher's page with the code it printed at this start."),
    "sign_in_lead": N_("Type the teacher's code the server printed when it started."),
    "teacher_code": N_("Teacher's code"),
    "sign_in": N_("Sign in"),
    "sign_out": N_("Sign out"),
    "wrong_teacher_code": N_("That is not the teacher's code printed at this start of the server."),
    "link_used": N_("This sign-in link was used already (it works once): type the teacher's code instead."),
    "back_to_tables": N_("All tables"),
    "pause": N_("Pause"),
    "resume": N_("Resume"),
    "undo": N_("Take back the last move"),
    "bot_for": N_("A bot for {name}"),
    "open_seat": N_("Free the seat of {name}"),
    "lock_joins": N_("Close the table to new players"),
    "unlock_joins": N_("Open the table to new players"),
    "record": N_("Save the game as a ruling file"),
    "end_game": N_("End the game"),
    "end_confirm": N_("End the game now? Nobody can move after this; the game can then be saved as a ruling file."),
    "end_yes": N_("End it"),
    "end_no": N_("Keep playing"),
    "new_table": N_("New table"),
    "game": N_("Game"),
    "players": N_("Players, bots included"),
    "names": N_("Names (optional, comma-separated)"),
    "bots": N_("Seats for bots"),
    "bot_kind": N_("The bots play as"),
    "language": N_("Language of the table"),
    "create": N_("Start the table"),
    "options_of": N_("{game}: expansions and options"),
    "tables": N_("Tables"),
    "projector": N_("Projector"),
    "seats": N_("Seats"),
    "free_seat": N_("free"),
    "bot_seat": N_("bot"),
    "no_tables": N_("No table yet: start one below."),
    "students_go_to": N_("Students open {address} and type the table's code."),
}


def say(key: str, **values: Any) -> str:
    """The sentence `key` with `values` filled in."""
    return speak(WORDS[key], **values)
