"""A class at one table on many devices: each student joins a table from their own browser, sits
at one seat and sees only what that seat may see; the projector shows the public table; bots fill
the empty seats; the teacher pauses, takes moves back and gives seats to bots.

The table service here (``tables``, ``requests``, ``seats``, ``store``, ``worker``) is plain
Python with no web framework and no widget in it (an import-linter contract in pyproject.toml
keeps it so): any server can carry its requests and draw its views.
"""
from .requests import Reply
from .seats import Seat
from .store import SQLiteStore, Store, StoreError, TableRecord
from .store_choice import open_store
from .tables import Classroom, JoinError, Table, Ticket

__all__ = ["Classroom", "JoinError", "Reply", "SQLiteStore", "Seat", "Store", "StoreError", "Table", "TableRecord",
           "Ticket", "open_store"]
