"""IPython integration: ``%load_ext puertorico_nb``, then a ``%%ruling`` cell checks the ruling
written in it and shows the report inline.

    %%ruling [NAME] [-o VARIABLE]
    title: The prospector takes a doubloon
    steps:
      - act: {player: 0, choose_role: prospector}
      - expect: {players: {0: {doubloons: 4}}}

The report shows every step (pass or fail, expected against actual, the deciding rule) as a
table in a notebook and as text in a terminal. A cell that is not a ruling gets the located
message the command line prints (cell, ruling, step, key), never a traceback. ``NAME`` is what
the report calls the cell (default ``<cell>``); ``-o VARIABLE`` keeps the report in a variable.
As a line magic, ``%ruling PATH ...`` checks ruling files or folders.

IPython is imported only here, and only when the extension is loaded.
"""
from __future__ import annotations

import shlex
from typing import Any

__all__ = ["RulingCheck", "load_ipython_extension", "ruling_magic"]


class RulingCheck:
    """A report as a notebook shows it: the step table in HTML, the step-by-step text elsewhere."""

    def __init__(self, report) -> None:
        self.report = report

    def text(self) -> str:
        from .rulings.details import report_details
        return report_details(self.report)

    def __repr__(self) -> str:
        return self.text()

    def _repr_pretty_(self, printer, cycle) -> None:
        printer.text(self.text())

    def _repr_html_(self) -> str:
        return self.report._repr_html_()


def _options(line: str) -> tuple[str | None, str | None, list[str]]:
    """(name, variable, other words) from the magic's line; a bad line is said, not raised."""
    try:
        words = shlex.split(line)
    except ValueError as e:
        raise _LineError(f"the %%ruling line cannot be read: {e}") from None
    name = variable = None
    rest: list[str] = []
    k = 0
    while k < len(words):
        if words[k] in ("-o", "--out"):
            if k + 1 >= len(words) or not words[k + 1].isidentifier():
                raise _LineError("-o needs a variable name, e.g. %%ruling -o report")
            variable = words[k + 1]
            k += 2
            continue
        rest.append(words[k])
        k += 1
    if rest:
        name = rest[0]
    return name, variable, rest


class _LineError(ValueError):
    pass


def check_cell(cell: str, name: str | None = None):
    """The report for a cell's text, read as one ruling file (YAML or JSON)."""
    from .rulings import loader
    from .rulings.runner import run_sources

    name = name or "<cell>"
    source = loader.read_text(cell, name, as_json=cell.lstrip().startswith("{") and _is_json(cell))
    if source.problem is None and source.document is None:  # blank, or comments only
        source = loader.Source(name, problem=loader.FileProblem(
            name, f"{name}: the cell is empty; write a ruling in YAML below %%ruling"))
    return run_sources([source])


def _is_json(text: str) -> bool:
    import json
    try:
        json.loads(text)
    except ValueError:
        return False
    except RecursionError:  # JSON nested too deep: the loader refuses it in words, as `check` does
        return True
    return True


def ruling_magic(line: str, cell: str | None = None, shell: Any = None):
    """``%%ruling`` (check the cell) and ``%ruling PATH ...`` (check files). Displays the report;
    returns nothing, so the report is not shown twice."""
    from IPython.display import display

    try:
        name, variable, rest = _options(line)
    except _LineError as e:
        print(f"error: {e}")
        return None
    if cell is None:
        if not rest:
            print("usage: %ruling PATH [PATH ...]  or a %%ruling cell holding a ruling in YAML")
            return None
        from .rulings.runner import check
        report = check(rest)
    else:
        report = check_cell(cell, name)
    if variable and shell is not None:
        shell.user_ns[variable] = report
    display(RulingCheck(report))
    return None


def load_ipython_extension(ipython) -> None:
    """Register ``%ruling`` / ``%%ruling`` (``%load_ext puertorico_nb``)."""
    def ruling(line: str, cell: str | None = None):
        return ruling_magic(line, cell, shell=ipython)
    ruling.__doc__ = __doc__
    ipython.register_magic_function(ruling, magic_kind="line_cell", magic_name="ruling")


def unload_ipython_extension(ipython) -> None:  # pragma: no cover - nothing to clean up
    pass
