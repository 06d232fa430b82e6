"""Which store a classroom server opens: a PostgreSQL URL or a SQLite file's path.

Kept apart from ``store`` (the protocol and the SQLite store) because the PostgreSQL store builds
on ``store``: choosing between them here keeps the imports running one way.
"""
from __future__ import annotations

from pathlib import Path

from .store import POSTGRES_SCHEMES, SQLiteStore, Store


def open_store(where: str | Path, durable: bool = False) -> Store:
    """The store `where` names: a ``postgresql://`` (or ``postgres://``) URL opens a
    ``PostgresStore`` (the ``classroom-postgres`` extra), anything else is a SQLite file's path."""
    if str(where).startswith(POSTGRES_SCHEMES):
        from .store_postgres import PostgresStore
        return PostgresStore(str(where), durable=durable)
    return SQLiteStore(Path(where), durable=durable)
