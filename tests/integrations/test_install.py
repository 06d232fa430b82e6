"""The package as people install it: the wheel and sdist built from this checkout (hatchling, the
build backend), and the wheel installed outside any source checkout.

Checked: what the wheel and the sdist carry (py.typed, the license, the package data the code
reads, the course in the wheel, docs/ and binder/ in the sdist) and what they must not (virtual
environments, caches, build output, planted in a copy of the checkout); that `rules --exercised`
and `rules --untaught` say the same installed as in the checkout; that the wheel, installed into
a new virtual environment, copies the course with `course DIR`, opens it in JupyterLab, and runs
tutorial 00 from there; that the `lab` extra brings the widgets and Voila the teachers' guide installs it for;
and that `import puertorico_nb.widgets` without the widgets extra says which extra to install.
"""
from __future__ import annotations

import email.parser
import os
import re
import selectors
import shutil
import socket
import subprocess
import sys
import sysconfig
import tarfile
import time
import urllib.request
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
COMMAND = ["-m", "puertorico_nb", "rules", "small_market", "--exercised"]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "hatchling", "build", "-t", "wheel", "-t", "sdist", "-d", str(out)],
                   cwd=ROOT, check=True, capture_output=True)
    (wheel,) = out.glob("puertorico_nb-*.whl")
    (sdist,) = out.glob("puertorico_nb-*.tar.gz")
    return {"wheel": wheel, "sdist": sdist}


@pytest.fixture(scope="module")
def installed(built, tmp_path_factory) -> Path:
    """The wheel installed into a folder of its own (its dependencies are this interpreter's)."""
    target = tmp_path_factory.mktemp("site")
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target),
                    str(built["wheel"])], check=True, capture_output=True)
    return target


def run_installed(target: Path, args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    """Python with the installed copy first on the path, started outside the checkout (so the
    checkout's package cannot be imported by accident)."""
    env = dict(os.environ, PYTHONPATH=str(target), PYTHONNOUSERSITE="1")
    return subprocess.run([sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_the_wheel_carries_types_license_and_data(built):
    names = set(zipfile.ZipFile(built["wheel"]).namelist())
    for name in ("puertorico_nb/py.typed", "puertorico_nb/rulings/schema.json",
                 "puertorico_nb/rulings/tutorial_index.json", "puertorico_nb/widgets/static/puertorico.js"):
        assert name in names, name
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert any(n.startswith("puertorico_nb/rulings/examples/") and n.endswith(".yaml") for n in names)
    for code in ("is", "ko", "nl", "nb", "zh_Hans"):  # the compiled catalogues the package reads
        assert f"puertorico_nb/locale/{code}/LC_MESSAGES/messages.mo" in names, code


def test_the_installed_copy_speaks_the_books_languages(installed, tmp_path):
    probe = run_installed(installed, ["-c", "from puertorico_nb.core.words import default_names; "
                                            "from puertorico_nb import using_language\n"
                                            "with using_language('ko'): print(default_names(1)[0])"], cwd=tmp_path)
    assert probe.returncode == 0, probe.stderr
    assert probe.stdout.strip() == "플레이어 1"


def test_the_wheel_carries_the_course_without_its_sources(built):
    names = set(zipfile.ZipFile(built["wheel"]).namelist())
    shipped = "puertorico_nb/course_material/"
    # the tutorials and their translations (tutorials/<code>/), in the checkout's layout
    tutorials = sorted(p.relative_to(ROOT / "tutorials").as_posix() for p in (ROOT / "tutorials").rglob("*.ipynb")
                       if "sources" not in p.parts and ".ipynb_checkpoints" not in p.parts)
    assert sorted(n.removeprefix(shipped + "tutorials/") for n in names if n.startswith(shipped + "tutorials/")) == tutorials
    for name in ("apps/play_at_one_screen.ipynb", "apps/rules.ipynb", "apps/voila.json", "apps/voila.py",
                 "apps/jupyter/voila/templates/classroom/conf.json", "notebooks/ruling_format.ipynb"):
        assert shipped + name in names, name
    assert not [n for n in names if "/sources/" in n or "__pycache__" in n or "checkpoints" in n]
    assert not [n for n in names if not n.startswith(("puertorico_nb/", "puertorico_nb-"))]


def test_the_sdist_carries_the_license_types_docs_and_binder(built):
    names = {n.split("/", 1)[1] for n in tarfile.open(built["sdist"]).getnames() if "/" in n}
    for name in ("LICENSE", "puertorico_nb/py.typed", "binder/requirements.txt", "binder/postBuild",
                 "pyproject.toml", "conftest.py", "docs/ruling-files.md", "docs/catalogue-audit.md",
                 "docs/rulings-format-additions.md", "tutorials/sources/00_the_game.py"):
        assert name in names, name
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")


# Planted in a copy of the checkout: what a developer's checkout holds beside the project's files.
JUNK = [".venv/lib/python3.11/site-packages/tests/test_x.py", "venv/LICENSE", "env2/lib/tests/x.py",
        "tests/__pycache__/x.cpython-311.pyc", "build/lite-src/files/x.ipynb", "dist/old.tar.gz",
        ".pytest_cache/v/x", "tutorials/.ipynb_checkpoints/00-checkpoint.ipynb", "node_modules/x/LICENSE",
        "test-artifacts/e2e/x.png", "docs/_build/html/index.html", "scratch/tests/test_y.py"]


def test_a_build_from_a_lived_in_checkout_holds_only_the_project(tmp_path):
    """Every file git knows, plus a virtual environment, caches and build output planted around
    them: the sdist lists the project's files and nothing planted, the wheel the package alone."""
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout.splitlines()
    checkout = tmp_path / "checkout"
    for name in listed:
        if (ROOT / name).is_file():
            (checkout / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(ROOT / name, checkout / name)
    for name in JUNK:
        (checkout / name).parent.mkdir(parents=True, exist_ok=True)
        (checkout / name).write_text("planted\n")
    out = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "hatchling", "build", "-t", "wheel", "-t", "sdist", "-d", str(out)],
                   cwd=checkout, check=True, capture_output=True)
    (sdist,) = out.glob("*.tar.gz")
    (wheel,) = out.glob("*.whl")
    in_sdist = {m.name.split("/", 1)[1] for m in tarfile.open(sdist).getmembers() if m.isfile()} - {"PKG-INFO"}
    in_wheel = set(zipfile.ZipFile(wheel).namelist())
    assert in_sdist <= set(listed), sorted(in_sdist - set(listed))[:10]  # nothing git does not know
    assert not [n for n in in_wheel if not n.startswith(("puertorico_nb/", "puertorico_nb-0"))]
    assert not [n for n in in_wheel if zipfile.ZipFile(wheel).read(n) == b"planted\n"]
    assert {"docs/ruling-files.md", "pyproject.toml", "tests/test_readme.py"} <= in_sdist


def test_the_license_file_says_what_the_metadata_says(built):
    with zipfile.ZipFile(built["wheel"]) as whl:
        (meta,) = [n for n in whl.namelist() if n.endswith(".dist-info/METADATA")]
        metadata = email.parser.Parser().parsestr(whl.read(meta).decode())
    assert "MIT" in (metadata.get("License") or metadata.get("License-Expression") or "")


def test_rules_exercised_lists_the_same_tutorial_steps_when_installed(installed, tmp_path):
    here = subprocess.run([sys.executable, *COMMAND], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert here.returncode == 0, here.stderr
    assert "tutorial" in here.stdout.lower() and ".ipynb" in here.stdout
    there = run_installed(installed, COMMAND, cwd=tmp_path)
    assert there.returncode == 0, there.stderr
    assert there.stdout == here.stdout


def test_the_installed_copy_is_the_one_run(installed, tmp_path):
    probe = run_installed(installed, ["-c", "import puertorico_nb; print(puertorico_nb.__file__)"], cwd=tmp_path)
    assert probe.stdout.strip().startswith(str(installed))


def test_widgets_without_their_extra_say_which_extra_to_install(installed, tmp_path):
    # anywidget and traitlets made unimportable, as in an environment without the widgets extra
    hide = "import sys; sys.modules.update(anywidget=None, traitlets=None, ipywidgets=None)\n"
    probe = run_installed(installed, ["-c", hide + "import puertorico_nb.widgets"], cwd=tmp_path)
    assert probe.returncode != 0
    last = probe.stderr.strip().splitlines()[-1]
    assert last.startswith("ImportError: puertorico_nb.widgets needs anywidget")
    assert "pip install 'puertorico_nb[widgets]'" in last
    # the rest of the package does not need them
    ok = run_installed(installed, ["-c", hide + "import puertorico_nb; print(puertorico_nb.check('title: t\\n"
                                   "steps: [{expect: {turn: 0}}]').exit_code)"], cwd=tmp_path)
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.strip() == "0"


def test_the_lab_extra_brings_the_widgets_and_voila_the_guide_installs_it_for(built):
    with zipfile.ZipFile(built["wheel"]) as whl:
        (meta,) = [n for n in whl.namelist() if n.endswith(".dist-info/METADATA")]
        requires = email.parser.Parser().parsestr(whl.read(meta).decode()).get_all("Requires-Dist")

    def extra(name: str) -> set[str]:
        return {r.split(";")[0].strip() for r in requires
                if r.replace('"', "'").split(";")[-1].strip() == f"extra == '{name}'"}

    widgets = extra("widgets")
    assert {"anywidget>=0.9", "ipywidgets>=8.0", "traitlets>=5.9"} <= widgets
    assert widgets <= extra("lab")  # the build spells out [lab]'s own widgets
    assert {"jupyterlab>=4.0", "voila>=0.5"} <= extra("lab")
    guide = (ROOT / "docs" / "teachers.md").read_text(encoding="utf-8")
    assert "pip install 'puertorico_nb[lab]'\npuertorico-nb course my_course --app" in guide


# -- the course for pip users: the wheel in a new virtual environment --------------------------------
@pytest.fixture(scope="module")
def new_venv(built, tmp_path_factory) -> Path:
    """A new virtual environment holding the wheel. Its dependencies (and Jupyter's) are this
    interpreter's, reached through a path file placed after the environment's own packages, so
    the wheel's copy is the one imported and nothing is downloaded."""
    venv = tmp_path_factory.mktemp("venv") / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, capture_output=True)
    python = venv / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps",
                    str(built["wheel"])], check=True, capture_output=True)
    own = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                              capture_output=True, text=True, check=True).stdout.strip())
    (own / "zz_borrowed_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    return venv


def in_venv(venv: Path, args: list[str], cwd: Path, **kwargs) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    return subprocess.run([str(venv / "bin" / "python"), *args], cwd=cwd, env=dict(env, PYTHONNOUSERSITE="1"),
                          capture_output=True, text=True, timeout=600, **kwargs)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def course_server_output(venv: Path, cwd: Path, options: list[str], until: str, extra_env=None) -> str:
    """Start `python -m puertorico_nb course OPTIONS` in the environment and return what it printed
    up to `until` (or for four minutes), then stop the server it started."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(PYTHONNOUSERSITE="1", JUPYTER_RUNTIME_DIR=str(cwd / "runtime"), BROWSER="true", **(extra_env or {}))
    root = ["--allow-root"] if os.geteuid() == 0 and "--app" not in options else []
    server = subprocess.Popen([str(venv / "bin" / "python"), "-m", "puertorico_nb", "course", *options, *root],
                              cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    said = b""
    try:  # read the server's output as it comes (raw bytes: no buffer between select and read)
        watch = selectors.DefaultSelector()
        watch.register(server.stdout, selectors.EVENT_READ)
        deadline = time.monotonic() + 240
        while until.encode() not in said and time.monotonic() < deadline:
            if watch.select(timeout=5):
                chunk = os.read(server.stdout.fileno(), 65536)
                if not chunk:
                    break
                said += chunk
        if until.encode() in said and "--app" in options:
            port = re.search(rb"--port=(\d+)", " ".join(options).encode()).group(1).decode()
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/voila/tree/tutorials", timeout=60) as page:
                said += b"\nTREE PAGE\n" + page.read()
    finally:
        server.terminate()
        server.wait(timeout=60)
    return said.decode("utf-8", "replace")


def test_course_copies_the_course_opens_jupyterlab_and_tutorial_00_runs_there(new_venv, tmp_path):
    where = in_venv(new_venv, ["-c", "import puertorico_nb; print(puertorico_nb.__file__)"], cwd=tmp_path)
    assert where.stdout.startswith(str(new_venv)), where
    folder = tmp_path / "my course"
    said = course_server_output(new_venv, tmp_path, [str(folder), "--no-browser", f"--port={free_port()}",
                                                     "--ServerApp.ip=127.0.0.1"], "/lab/tree/tutorials/00_the_game.ipynb?token=")
    assert "The course is in" in said and f"local directory: {folder}" in said, said[-3000:]
    assert re.search(r"http://127\.0\.0\.1:\d+/lab/tree/tutorials/00_the_game\.ipynb\?token=", said)  # opens tutorial 00
    for name in ("tutorials/00_the_game.ipynb", "tutorials/25_san_juan_two_players.ipynb", "apps/rules.ipynb",
                 "apps/voila.json", "notebooks/ruling_format.ipynb"):
        assert (folder / name).is_file(), name

    # tutorial 00, every cell, on a kernel of the new environment, from the copied folder
    run = ("import nbformat, nbclient, sys\n"
           "nb = nbformat.read('00_the_game.ipynb', as_version=4)\n"
           "nb.cells.append(nbformat.v4.new_code_cell('import puertorico_nb; print(puertorico_nb.__file__)'))\n"
           "nbclient.NotebookClient(nb, timeout=300, kernel_name='python3').execute()\n"
           "print(nb.cells[-1].outputs[0]['text'].strip())\n")
    ran = in_venv(new_venv, ["-c", run], cwd=folder / "tutorials")
    assert ran.returncode == 0, ran.stderr[-3000:]
    assert ran.stdout.strip().splitlines()[-1].startswith(str(new_venv))  # the kernel used the wheel


def test_course_app_serves_the_course_as_voila_apps_offline(new_venv, tmp_path):
    port = free_port()
    # Voila's own templates live in the data folder of the environment that installed it (here the
    # borrowed one, as a pip install into the new environment would put them in its own)
    shared = {"JUPYTER_PATH": str(Path(sys.prefix) / "share" / "jupyter")}
    said = course_server_output(new_venv, tmp_path, ["class", "--app", "--no-browser", f"--port={port}",
                                                     "--Voila.ip=127.0.0.1"], "is running at", shared)
    assert "The course is in" in said and "(no code, outputs only)" in said, said[-3000:]
    tree = said.split("TREE PAGE", 1)[1]
    assert "00_the_game.ipynb" in tree and "25_san_juan_two_players.ipynb" in tree  # the course, by folder
    assert not re.search(r"(src|href)=\"https?://", tree)  # the classroom template: nothing from outside


def test_course_keeps_what_the_learner_changed(new_venv, tmp_path):
    first = in_venv(new_venv, ["-m", "puertorico_nb", "course", "here", "--no-open"], cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    mine = tmp_path / "here" / "tutorials" / "03_mayor.ipynb"
    mine.write_text(mine.read_text(encoding="utf-8") + " ", encoding="utf-8")
    again = in_venv(new_venv, ["-m", "puertorico_nb", "course", "here", "--no-open"], cwd=tmp_path)
    assert "1 you changed were kept" in again.stdout and mine.read_text(encoding="utf-8").endswith(" ")
    over = in_venv(new_venv, ["-m", "puertorico_nb", "course", "here", "--no-open", "--overwrite"], cwd=tmp_path)
    assert over.returncode == 0 and not mine.read_text(encoding="utf-8").endswith(" ")


def test_rules_untaught_reads_the_shipped_course(new_venv, tmp_path):
    here = subprocess.run([sys.executable, "-m", "puertorico_nb", "rules", "--untaught"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    there = in_venv(new_venv, ["-m", "puertorico_nb", "rules", "--untaught"], cwd=tmp_path)
    assert there.returncode == 0, there.stderr
    assert there.stdout == here.stdout and " 0%" not in there.stdout


def test_the_installed_command_names_itself(new_venv, tmp_path):
    helped = subprocess.run([str(new_venv / "bin" / "puertorico-nb"), "--help"], cwd=tmp_path,
                            capture_output=True, text=True, timeout=120)
    assert helped.stdout.startswith("usage: puertorico-nb ")
    assert "course" in helped.stdout
    module = in_venv(new_venv, ["-m", "puertorico_nb", "--help"], cwd=tmp_path)
    assert module.stdout.startswith("usage: python -m puertorico_nb ")


def test_no_project_address_is_a_placeholder(built):
    """The repository has no public address yet: the wheel names none (docs/development.md,
    "Publishing", says what to add), and no page points at a made-up owner."""
    with zipfile.ZipFile(built["wheel"]) as whl:
        (meta,) = [n for n in whl.namelist() if n.endswith(".dist-info/METADATA")]
        urls = email.parser.Parser().parsestr(whl.read(meta).decode()).get_all("Project-URL") or []
    assert not [url for url in urls if "OWNER" in url]
    for page in [ROOT / "README.md", ROOT / "pyproject.toml", *sorted((ROOT / "docs").glob("*.md"))]:
        assert "/OWNER/" not in page.read_text(encoding="utf-8"), page.name
