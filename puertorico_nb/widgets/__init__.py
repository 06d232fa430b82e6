"""Interactive widgets for Jupyter (anywidget): the table, the walkthrough, the score sheet,
the report of a ruling check, the rules browser, the San Juan table, check-yourself questions
and the "your turn" table judged against the book's move.

This is the only package that imports anywidget and traitlets; the engine and the renderers
never do. Install with the ``widgets`` extra.
"""
try:
    import anywidget  # noqa: F401
    import ipywidgets  # noqa: F401
    import traitlets  # noqa: F401
except ImportError as missing:  # say which extra brings it, not only the missing module's name
    raise ImportError(
        f"puertorico_nb.widgets needs {missing.name or 'a widget library'}, which comes with the widgets "
        "extra: pip install 'puertorico_nb[widgets]' (with JupyterLab and Voila: 'puertorico_nb[lab]')"
    ) from missing

from .new_game import NewGame
from .questions import Answer, Question
from .report import RulingReport
from .rules import RulesBrowser, RuleSearch
from .sanjuan import SanJuanTable
from .scoresheet import ScoreSheet
from .start import StartPage
from .table import TableWidget
from .walkthrough import WalkthroughWidget
from .your_turn import YourTurn

__all__ = ["Answer", "NewGame", "Question", "RuleSearch", "RulesBrowser", "RulingReport", "SanJuanTable", "ScoreSheet",
           "StartPage", "TableWidget", "WalkthroughWidget", "YourTurn"]
