"""Interactive widgets for Jupyter (anywidget): the table, the walkthrough, the score sheet and
the report of a ruling check.

This is the only package that imports anywidget and traitlets; the engine and the renderers
never do. Install with the ``widgets`` extra.
"""
from .report import RulingReport
from .scoresheet import ScoreSheet
from .table import TableWidget
from .walkthrough import WalkthroughWidget

__all__ = ["RulingReport", "ScoreSheet", "TableWidget", "WalkthroughWidget"]
