"""Interactive widgets for Jupyter (anywidget): the table, the walkthrough, the score sheet,
the report of a ruling check and the rules browser.

This is the only package that imports anywidget and traitlets; the engine and the renderers
never do. Install with the ``widgets`` extra.
"""
from .report import RulingReport
from .rules import RulesBrowser, RuleSearch
from .scoresheet import ScoreSheet
from .table import TableWidget
from .walkthrough import WalkthroughWidget

__all__ = ["RuleSearch", "RulesBrowser", "RulingReport", "ScoreSheet", "TableWidget", "WalkthroughWidget"]
