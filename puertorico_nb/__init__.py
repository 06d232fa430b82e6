"""puertorico_nb: Puerto Rico and San Juan rules, enforced and explained, in Jupyter."""
from .engine import Action, Game, IllegalAction, LoadError, MalformedAction

__all__ = ["Action", "Game", "IllegalAction", "LoadError", "MalformedAction", "check"]
__version__ = "0.1.0"


def __getattr__(name: str):
    # Loaded on first use: ruling files need PyYAML and jsonschema, the engine needs neither.
    if name == "check":
        from .rulings.runner import check
        return check
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
