"""pytest plugin: ruling files are tests, one test item per ruling, the way nbval collects
notebook cells; a failing ruling reports the step, expected against actual, and the rule that
decided.

Registered through the ``pytest11`` entry point, so it is present wherever the package is
installed; it only looks at a file's name and folder, so a project full of other YAML and JSON
files pays nothing for it. Which files are ruling files (``--rulings`` on the command line, or
``rulings`` in the ini file):

- ``named`` (the default): files named ``*.ruling.yaml``, ``*.ruling.yml`` or ``*.ruling.json``;
  every *.yaml, *.yml and *.json file below a folder listed in the ``ruling_paths`` ini option
  (relative to the ini file); and a file named on the command line;
- ``auto``: also any other *.yaml, *.yml or *.json file that holds rulings (a mapping with
  ``steps`` or ``rulings``): each file is read to find out, so use it for a folder of rulings,
  ``pytest --rulings=auto my_rulings/``, not for a whole project;
- ``all``: every *.yaml, *.yml and *.json file;
- ``off``: none (or disable the plugin: ``-p no:puertorico_nb``).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

SUFFIXES = (".yaml", ".yml", ".json")
NAMED = tuple(".ruling" + suffix for suffix in SUFFIXES)  # captain.ruling.yaml
MODES = ("named", "auto", "all", "off")
SNIFF_LIMIT = 2_000_000  # bytes: a larger file is data, not a ruling


def pytest_addoption(parser) -> None:
    group = parser.getgroup("puertorico_nb", "ruling files (puertorico_nb)")
    group.addoption("--rulings", dest="rulings_mode", choices=MODES, default=None,
                    help="which files are ruling files: named (*.ruling.yaml, the ruling_paths folders and "
                         "files named on the command line; the default), auto (also any other file holding "
                         "rulings: each is read), all (every *.yaml, *.yml, *.json), off")
    parser.addini("rulings", "which files are ruling files: named, auto, all or off", default="named")
    parser.addini("ruling_paths", "folders whose *.yaml, *.yml and *.json files are ruling files "
                  "(relative to the ini file)", type="paths", default=[])


def _mode(config) -> str:
    mode = config.getoption("rulings_mode", default=None) or config.getini("rulings") or "named"
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


def is_named_ruling_file(file_path: Path, config) -> bool:
    """By its name or folder alone: ``*.ruling.yaml`` (or .yml, .json), or below a ``ruling_paths``
    folder."""
    if file_path.name.lower().endswith(NAMED):
        return True
    return any(file_path.is_relative_to(folder) for folder in config.getini("ruling_paths"))


def pytest_collect_file(file_path: Path, parent):
    if file_path.suffix.lower() not in SUFFIXES:
        return None
    config = parent.config
    mode = _mode(config)
    if mode == "off":
        return None
    if mode != "all" and not parent.session.isinitpath(file_path) and not is_named_ruling_file(file_path, config) \
            and not (mode == "auto" and holds_rulings(file_path)):
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
