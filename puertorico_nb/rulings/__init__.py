"""Ruling files: a position, some moves and what the rules say must happen.

``schema.json`` is the format, ``loader`` reads and validates files, ``position`` turns a ruling
into a game and compares ``expect`` steps, ``runner`` plays the steps and ``report`` presents the
outcome. Imports are lazy, so ``import puertorico_nb`` stays light.
"""
from __future__ import annotations

from importlib import import_module

_EXPORTS = {
    "check": "runner", "run_ruling": "runner",
    "CheckReport": "report", "RulingResult": "report", "StepResult": "report",
    "SetupError": "position",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    if name in _EXPORTS:
        return getattr(import_module(f".{_EXPORTS[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
