"""Interactive widgets for Jupyter (anywidget): the table, the walkthrough, the score sheet,
the report of a ruling check, the rules browser and the San Juan table.

This is the only package that imports anywidget and traitlets; the engine and the renderers
never do. Install with the ``widgets`` extra.
"""
from .report import RulingReport
from .rules import RulesBrowser, RuleSearch
from .sanjuan import SanJuanTable
from .scoresheet import ScoreSheet
from .table import TableWidget
from .walkthrough import WalkthroughWidget

__all__ = ["RuleSearch", "RulesBrowser", "RulingReport", "SanJuanTable", "ScoreSheet", "TableWidget", "WalkthroughWidget"]
