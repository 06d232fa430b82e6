"""Interactive widgets for Jupyter (anywidget): the table, the walkthrough, the score sheet.

This is the only package that imports anywidget and traitlets; the engine and the renderers
never do. Install with the ``widgets`` extra.
"""
from .scoresheet import ScoreSheet
from .table import TableWidget
from .walkthrough import WalkthroughWidget

__all__ = ["ScoreSheet", "TableWidget", "WalkthroughWidget"]
