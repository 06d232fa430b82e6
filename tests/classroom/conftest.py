"""What the classroom tests share: a store that records what it was asked (and can be made to
fail), tables set up with two people and a bot, and a fingerprint of everything a refusal must
leave as it was."""
from __future__ import annotations

import pytest

from puertorico_nb.classroom import Classroom, SQLiteStore

GAMES = ("puerto_rico", "san_juan")


class RecordingStore(SQLiteStore):
    """An in-memory SQLite store that writes what happens to a shared list (``events``), and
    fails its next saves while ``failing`` is set."""

    def __init__(self, events: list[str]) -> None:
        super().__init__(":memory:")
        self.events = events
        self.failing = False
        self.saves = 0

    def save(self, record, from_move):
        if self.failing:
            self.events.append("save failed")
            raise OSError("the disk is full")
        super().save(record, from_move)
        self.saves += 1
        self.events.append(f"save {len(record.moves)}")


@pytest.fixture
def events():
    return []


@pytest.fixture
def store(events):
    return RecordingStore(events)


@pytest.fixture
def classroom(store):
    room = Classroom(store, bot_worker=False)
    yield room
    room.close()


def seated_table(classroom, game: str, seed: int = 3):
    """A 3-seat table: Ana (seat 0) and Bo (seat 1) joined, the random bot at seat 2, the bots
    played until a person must move. Returns (table, {seat: token})."""
    table = classroom.create_table(game, {"players": 3, "seats": ["person", "person", "random"], "seed": seed})
    tokens = {}
    for device, name in (("laptop-ana", "Ana"), ("laptop-bo", "Bo")):
        ticket = classroom.join(table.code, name, device)
        tokens[ticket.seat] = ticket.token
    table.play_bots()
    return table, tokens


def fingerprint(table) -> tuple:
    """Everything a refused request must leave exactly as it was."""
    return (table.game.to_json(), table.version, tuple(table.session.history), table.paused, table.joins_locked,
            table.ended, tuple(tuple(sorted(seat.to_dict().items())) for seat in table.seats))


def first_legal(table) -> dict:
    """A legal action of the player to act, as the front end sends it."""
    return next(iter(table.game.legal_actions())).to_mapping()
