"""puertorico_nb: Puerto Rico and San Juan rules, enforced and explained, in Jupyter."""
from .games.puerto_rico import Action, Game, IllegalAction, LoadError, MalformedAction

__all__ = ["Action", "Game", "IllegalAction", "LoadError", "MalformedAction", "SanJuanGame", "check", "load_game"]
__version__ = "0.1.0"


def load_ipython_extension(ipython) -> None:
    """``%load_ext puertorico_nb``: the ``%%ruling`` cell magic (see ``puertorico_nb.magics``)."""
    from .magics import load_ipython_extension as load
    load(ipython)


def __getattr__(name: str):
    # Loaded on first use: ruling files need PyYAML and jsonschema, the engine needs neither.
    if name == "check":
        from .rulings.runner import check
        return check
    if name == "load_game":  # any registered game by name: load_game("san_juan", players=3)
        from .core.registry import load_game
        return load_game
    if name == "SanJuanGame":  # the card game, loaded when first asked for
        from .games.san_juan import SanJuanGame
        return SanJuanGame
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
