"""The course as it ships: the tutorials, the classroom apps and the reference notebooks (the
ruling-file format among them), found in the installed package or in the source checkout, and
copied into a folder of the learner's by ``python -m puertorico_nb course [DIR]``.

A wheel carries them under ``puertorico_nb/course_material/`` in the checkout's layout
(``tutorials/``, ``apps/``, ``notebooks/``), so their links to each other hold wherever they are
copied; an editable install or a checkout reads the checkout's own folders.

>>> root = course_root()
>>> "tutorials/00_the_game.ipynb" in [path.as_posix() for path in course_files(root)]
True
"""
from __future__ import annotations

import filecmp
import shutil
from dataclasses import dataclass, field
from pathlib import Path

SHIPPED = Path(__file__).resolve().parent / "course_material"
CHECKOUT = Path(__file__).resolve().parent.parent
# the first notebook a newcomer opens, and the folder `course` copies to when none is named
FIRST_TUTORIAL = "tutorials/00_the_game.ipynb"
DEFAULT_FOLDER = "puertorico_nb_course"
# what the course is, by folder: the notebooks, and the classroom server's set-up beside the apps
# (apps/voila.json, apps/voila.py and the offline page template under apps/jupyter/)
PATTERNS = {"tutorials": ["*.ipynb"], "apps": ["*.ipynb", "voila.json", "voila.py", "jupyter/**/*"],
            "notebooks": ["*.ipynb"]}


def course_root() -> Path:
    """The folder holding ``tutorials/``, ``apps/`` and ``notebooks/``: the installed package's
    copy, else the source checkout's."""
    for root in (SHIPPED, CHECKOUT):
        if (root / FIRST_TUTORIAL).is_file():
            return root
    raise FileNotFoundError(f"the course is not installed with this package (looked in {SHIPPED} and {CHECKOUT})")


def course_folder(name: str) -> Path:
    """One folder of the course (``tutorials``, ``apps``, ``notebooks``), wherever it is installed;
    the checkout's path when neither place has it (a caller then finds it empty)."""
    try:
        return course_root() / name
    except FileNotFoundError:
        return CHECKOUT / name


def course_files(root: Path) -> list[Path]:
    """Every file of the course under `root`, relative to it, in a stable order."""
    found = {path.relative_to(root) for folder, patterns in PATTERNS.items() for pattern in patterns
             for path in (root / folder).glob(pattern)
             if path.is_file() and ".ipynb_checkpoints" not in path.parts and "__pycache__" not in path.parts}
    return sorted(found)


@dataclass
class Copied:
    """What `copy_course` did: files written, and files kept because the learner's copy differs."""

    folder: Path
    written: list[Path] = field(default_factory=list)
    kept: list[Path] = field(default_factory=list)

    def summary(self) -> str:
        text = f"The course is in {self.folder} ({len(self.written)} files copied"
        if self.kept:
            text += (f"; {len(self.kept)} you changed were kept as they are, "
                     "--overwrite replaces them with this version's")
        return text + ")."


def copy_course(target: Path, overwrite: bool = False, root: Path | None = None) -> Copied:
    """Copy the course into `target` (created if missing). A file already there that differs from
    the shipped one is the learner's work: it is kept unless `overwrite`."""
    root = root or course_root()
    target = Path(target)
    done = Copied(target.resolve())
    for relative in course_files(root):
        source, destination = root / relative, target / relative
        if destination.exists() and not overwrite and not filecmp.cmp(source, destination, shallow=False):
            done.kept.append(relative)
            continue
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, destination)
        done.written.append(relative)
    return done
