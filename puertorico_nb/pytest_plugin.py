"""pytest plugin: ruling files are tests. ``pytest my_rulings/`` collects every ruling file below
the folder (*.yaml, *.yml, *.json) as one test item per ruling, the way nbval collects notebook
cells; a failing ruling reports the step, expected against actual, and the rule that decided.

Registered through the ``pytest11`` entry point, so installing the package is enough. Which files
are collected (``--rulings`` on the command line, or ``rulings`` in the ini file):

- ``auto`` (the default): files that hold rulings (a mapping with ``steps`` or ``rulings``), and
  any file named on the command line, so a broken one gets its located message;
- ``all``: every *.yaml, *.yml and *.json file;
- ``off``: none (or disable the plugin: ``-p no:puertorico_nb``).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

SUFFIXES = (".yaml", ".yml", ".json")
MODES = ("auto", "all", "off")
SNIFF_LIMIT = 2_000_000  # bytes: a larger file is data, not a ruling


def pytest_addoption(parser) -> None:
    group = parser.getgroup("puertorico_nb", "ruling files (puertorico_nb)")
    group.addoption("--rulings", dest="rulings_mode", choices=MODES, default=None,
                    help="collect ruling files as tests: auto (files holding rulings; the default), "
                         "all (every *.yaml, *.yml, *.json), off")
    parser.addini("rulings", "collect ruling files as tests: auto, all or off", default="auto")


def _mode(config) -> str:
    mode = config.getoption("rulings_mode", default=None) or config.getini("rulings") or "auto"
    if mode not in MODES:
        raise pytest.UsageError(f"rulings = {mode!r}: choose one of {', '.join(MODES)}")
    return mode


def holds_rulings(path: Path) -> bool:
    """Does the file hold rulings: a mapping with ``steps`` or ``rulings``? (Unreadable: no.)"""
    try:
        if path.stat().st_size > SNIFF_LIMIT:
            return False
        from .rulings import loader
        source = loader.read_file(path)
    except (OSError, ImportError):
        return False
    doc = source.document
    return isinstance(doc, dict) and (isinstance(doc.get("steps"), list) or isinstance(doc.get("rulings"), list))


def pytest_collect_file(file_path: Path, parent):
    if file_path.suffix.lower() not in SUFFIXES:
        return None
    mode = _mode(parent.config)
    if mode == "off":
        return None
    if mode == "auto" and not parent.session.isinitpath(file_path) and not holds_rulings(file_path):
        return None
    return RulingFile.from_parent(parent, path=file_path)


class RulingFile(pytest.File):
    """One ruling file: an item per ruling, and one for a file that cannot be read at all."""

    def collect(self):
        from .rulings import loader

        name = self._display_name()
        checked = loader.validate(loader.read_file(self.path, name))
        problems = {p.index: p for p in checked.problems}
        whole = problems.pop(None, None)
        if whole is not None:
            yield RulingItem.from_parent(self, name="file", title=None, index=None, ruling=None,
                                         display=name, problem=whole.message)
            return
        rulings = loader.rulings_of(_document(self.path))
        for index in range(len(rulings)):
            ruling = rulings[index]
            title = loader.title_of(ruling)
            problem = problems.get(index)
            yield RulingItem.from_parent(self, name=f"ruling{index + 1}", title=title, index=index,
                                         ruling=None if problem else ruling, display=name,
                                         problem=problem.message if problem else None)

    def _display_name(self) -> str:
        try:
            return self.path.relative_to(self.config.rootpath).as_posix()
        except ValueError:
            return str(self.path)


def _document(path: Path) -> Any:
    from .rulings import loader
    return loader.read_file(path).document


class RulingFailure(Exception):
    """A ruling did not hold (or could not be run); carries the runner's result or message."""

    def __init__(self, result: Any = None, message: str | None = None) -> None:
        super().__init__(message or (result.line() if result is not None else ""))
        self.result = result
        self.message = message


class RulingItem(pytest.Item):
    def __init__(self, *, title: str | None, index: int | None, ruling: dict | None, display: str,
                 problem: str | None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.title = title
        self.index = index
        self.ruling = ruling
        self.display = display
        self.problem = problem
        if title:
            self.extra_keyword_matches.add(title)

    def runtest(self) -> None:
        if self.problem is not None:
            raise RulingFailure(message=self.problem)
        from .rulings.runner import run_ruling
        assert self.ruling is not None  # a ruling that failed to load has its problem set
        result = run_ruling(self.ruling, self.display, self.index or 0)
        self.user_properties.append(("ruling", result.to_dict()))
        if not result.passed:
            raise RulingFailure(result)

    def repr_failure(self, excinfo, style=None):
        if isinstance(excinfo.value, RulingFailure):
            failure = excinfo.value
            if failure.result is None:
                return f"ERROR {failure.message}"
            from .rulings.details import ruling_details
            return ruling_details(failure.result)
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self):
        where = f"ruling {self.index + 1}" if self.index is not None else "file"
        return self.path, None, f"{self.display} {where}" + (f": {self.title}" if self.title else "")
