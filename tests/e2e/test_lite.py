"""The browser-only classroom site (``make lite``, tools/build_lite.py) in Debian's Chromium.

The site is built as ``make lite`` builds it (downloads come from the cache after the first
build), served from a plain static file server on localhost, and opened with every request that
leaves localhost blocked and recorded: the test fails if the page tried any. In it, as a learner
would: open tutorial 00, follow its "Next" to tutorial 01 on the same Python, run every cell,
click a role on the "your turn" table, and answer two check-yourself questions. Every notebook of
the site runs cell by cell in the browser's Python, and the ruling checker runs there on the shipped rulings
and on malformed files and must say exactly what it says in this process (the same validator
behaviour in the browser as on the desktop). The built site itself is checked too: every package
Pyodide loads is a pure-Python wheel inside it, and nothing is shipped that the browser never uses.
When Python cannot start (a server sending the wrong MIME types, a browser without WebAssembly) the
page says why and how to fix it; and when the teacher puts a newer notebook on the site after a
learner saved their copy, the learner's next visit says so and takes the new version on request.

Waits are bounded (Playwright timeouts); nothing is asserted about how long a step takes.
"""
from __future__ import annotations

import contextlib
import functools
import hashlib
import http.server
import json
import os
import re
import shutil
import sys
import threading
import zipfile
from pathlib import Path
from urllib.parse import urlsplit

import pytest

import playwright.sync_api as playwright_api

from puertorico_nb.course.puerto_rico import coached_picks, coached_rest_of_round, facts  # noqa: E402

from .servers import bots_at_once, require_chromium  # noqa: E402

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "e2e"
KERNEL_WAIT = 180_000  # ms: starting Python in the page (a cold start on a busy 2-core machine)
WAIT = 60_000  # ms: any other step
playwright_api.expect.set_options(timeout=WAIT)  # (its own default, 5 s, is short on a busy machine)
TUTORIAL = "tutorials/01_round_and_roles.ipynb"
NAMES = ["Lena", "Omar", "Priya", "Jonas"]  # the tutorial's players (its source says so)


def last_pick():
    """Tutorial 01's position, as its source sets it: the last pick of a first round whose settler,
    mayor and builder the coach has played out; Jonas picks."""
    return coached_picks(["settler", "mayor", "builder"], seed=2)


def round_over():
    """The tutorial's example after the coach's pick for Jonas and the rest of the round."""
    return coached_rest_of_round(last_pick(), NAMES)[0]

require_chromium()  # a missing browser fails the run: make test installs it

sys.path.insert(0, str(ROOT / "tools"))
import build_lite  # noqa: E402


@pytest.fixture(scope="module")
def site_root() -> Path:
    """The site, built into build/lite as `make lite` does (or LITE_SITE, when set, to reuse a
    build while working on this test)."""
    given = os.environ.get("LITE_SITE")
    if given:
        return Path(given)
    return build_lite.build(ROOT / "build" / "lite", build_lite.default_cache() / "lite")


@contextlib.contextmanager
def serving(folder: Path, handler_class=None):
    """`folder` served by a plain static file server on a free localhost port."""
    handler = functools.partial(handler_class or _QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def site(site_root):
    """The site served by a plain static file server on a free localhost port."""
    with serving(site_root) as address:
        yield address


def test_the_site_holds_every_package_it_loads(site_root):
    """Pyodide's lock file names only wheels in the site, each with its real sha256; the kernel may
    not fall back to the package index; the package is preloaded; no setting names another host."""
    pyodide = site_root / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["info"]["python"].startswith(build_lite.BROWSER_PYTHON)
    for name, entry in lock["packages"].items():
        wheel = pyodide / entry["file_name"]
        assert "/" not in entry["file_name"] and wheel.is_file(), name
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], name
        assert entry["file_name"].endswith("-none-any.whl"), f"{name} is not pure Python"
        assert set(entry["depends"]) <= set(lock["packages"]), f"{name} needs a package the site lacks"
    assert {"puertorico-nb", "ruamel-yaml", "jsonschema", "anywidget", "ipywidgets", "micropip"} <= set(lock["packages"])
    config = json.loads((site_root / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    kernel = config["litePluginSettings"][build_lite.KERNEL_PLUGIN]
    assert kernel["disablePyPIFallback"] is True
    assert "puertorico-nb" in kernel["loadPyodideOptions"]["packages"]
    assert not re.search(r"https?://", json.dumps(config)), "a setting points beyond the site"
    landing = (site_root / "index.html").read_text(encoding="utf-8")
    assert landing.count("tutorials/01_round_and_roles.ipynb") == 3  # the notebook, the app, JupyterLab
    # the modules' bytecode for the browser's Python (a start compiles none): hash-based and
    # unchecked (flags 1, PEP 552); beside the sources in the standard library's zip and in
    # __pycache__ in this project's wheel; in place of the sources in every other wheel
    tag = "cpython-" + build_lite.BROWSER_PYTHON.replace(".", "")
    for archive in [*pyodide.glob("*.whl"), pyodide / "python_stdlib.zip"]:
        with zipfile.ZipFile(archive) as bundle:
            names = set(bundle.namelist())
            stdlib, ours = archive.suffix == ".zip", archive.name.startswith("puertorico_nb-")
            if stdlib or ours:
                expected = {(n[:-3] + ".pyc") if stdlib else n.rpartition("/")[0] + "/__pycache__/"
                            + n.rpartition("/")[2][:-3] + f".{tag}.pyc" for n in names if n.endswith(".py") and "/" in n}
                found = expected & names
                assert len(found) >= (1 if ours else 0.95) * len(expected), f"{archive.name}: {len(found)} of {len(expected)}"
            else:
                found = {n for n in names if n.endswith(".pyc")}
                sources = [n for n in names if n.endswith(".py")]  # only what does not compile (templates)
                assert found and len(sources) <= 0.02 * len(found), f"{archive.name}: {len(sources)} sources shipped"
                assert not [n for n in found if "__pycache__" in n], archive.name
            assert all(bundle.read(name)[4:8] == b"\x01\x00\x00\x00" for name in sorted(found)[:50]), archive.name
    # the teachers' part near the top: what students type, how to serve a laptop, the link's form
    teachers = landing.index('id="teachers"')
    assert landing.index('href="#teachers"') < teachers < landing.index("Tutorials, in teaching order")
    for said in ("Give students this link", "--bind 0.0.0.0", "ipconfig", "hostname -I", "&amp;lang=is"):
        assert said in landing[teachers:landing.index("</section>", teachers)], said
    assert "prefers-color-scheme: dark" in landing
    overrides = json.loads((site_root / "overrides.json").read_text(encoding="utf-8"))
    assert overrides["@jupyterlab/apputils-extension:themes"]["adaptive-theme"] is True
    # the course's saved outputs are shown as they were made (the site trusts its own notebooks)
    for notebook in (site_root / "files").rglob("*.ipynb"):
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        assert all(c["metadata"].get("trusted") is True for c in cells if c["cell_type"] == "code"), notebook


def test_the_site_ships_nothing_unused_and_leaves_no_sources_beside_it(site_root):
    shipped = {p.name for p in (site_root / "static" / "pyodide").glob("*.whl")}
    assert not [name for name in shipped if name.startswith("widgetsnbextension")]
    beside = [p.name for p in site_root.parent.iterdir() if p.name.lstrip(".").startswith(f"{site_root.name}-src")]
    assert beside == []
    ours = next((site_root / "static" / "pyodide").glob("puertorico_nb-*.whl"))
    inside = zipfile.ZipFile(ours).namelist()
    assert not [n for n in inside if "course_material" in n]  # the site serves the notebooks
    assert not [n for n in inside if n.endswith((".po", ".pot"))]  # the compiled catalogues are read
    # nothing a start would unpack for nothing: jedi's third-party stubs, the wheels' front-end files
    for wheel in (site_root / "static" / "pyodide").glob("*.whl"):
        names = zipfile.ZipFile(wheel).namelist()
        assert not [n for n in names if "/typeshed/stubs/" in n or "django-stubs" in n], wheel.name
        assert not [n for n in names if build_lite.FRONT_END_DATA.match(n)], wheel.name
    from puertorico_nb.core.language import LANGUAGES, SOURCE_LANGUAGE

    for code in set(LANGUAGES) - {SOURCE_LANGUAGE}:  # the compiled catalogues: the browser speaks every language
        for domain in ("messages", "rules"):
            assert f"puertorico_nb/locale/{code}/LC_MESSAGES/{domain}.mo" in inside, (code, domain)
    assert (site_root / "favicon.ico").read_bytes() == (site_root / "lab" / "favicon.ico").read_bytes()
    for app in build_lite.APPS:
        assert '<script src="../site-check.js" defer></script>' in (site_root / app / "index.html").read_text(encoding="utf-8")
    versions = json.loads((site_root / build_lite.VERSIONS_FILE).read_text(encoding="utf-8"))
    assert "tutorials/00_the_game.ipynb" in versions and len(versions) == len(list((site_root / "files").rglob("*.ipynb")))


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".wasm": "application/wasm"}

    def log_message(self, *args) -> None:
        pass


@contextlib.contextmanager
def guarded_page(browser):
    """A page whose every request beyond localhost is aborted and written down (``page.leaving``),
    and whose script errors are kept (``page.errors``)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    context = bots_at_once(browser.new_context(viewport={"width": 1400, "height": 1200}, service_workers="allow"))
    leaving: list[str] = []

    def guard(route):
        host = urlsplit(route.request.url).hostname
        if route.request.url.startswith(("data:", "blob:")) or host in ("127.0.0.1", "localhost"):
            route.continue_()
        else:
            leaving.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    pg = context.new_page()
    pg.set_default_timeout(WAIT)
    pg.leaving = leaving
    pg.errors = []
    pg.on("pageerror", lambda e: pg.errors.append(str(e)))
    try:
        yield pg
    finally:
        context.close()


@pytest.fixture()
def page(browser):
    with guarded_page(browser) as pg:
        yield pg


@pytest.fixture(scope="class")
def python_page(browser, site):
    """One notebook page whose Python is started once for the checks of a class that only run code
    in it (starting Python is the slowest step of these tests), closed after them; its first code
    cell is theirs."""
    with guarded_page(browser) as pg:
        open_notebook(pg, site, "notebooks/ruling_format.ipynb")
        yield pg


def run_all(page) -> None:
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()


def run_code(page, cell, source: str, wait: int = WAIT) -> str:
    """Type `source` into a code cell, run it (Shift+Enter), and return its output once shown."""
    cell.locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(source)
    # its number blanked first: a cell run as the first of a notebook or of a restarted Python
    # takes [1] again, which may be the number it showed
    count = "[?]:"
    cell.locator(".jp-InputArea-prompt").evaluate(f"(prompt) => {{ prompt.textContent = {count!r}; }}")
    page.keyboard.press("Shift+Enter")
    playwright_api.expect(cell.locator(".jp-InputArea-prompt")).not_to_have_text(count, timeout=wait)
    playwright_api.expect(cell.locator(".jp-InputArea-prompt")).not_to_have_text("[*]:", timeout=wait)
    return cell.locator(".jp-OutputArea").inner_text()


def open_notebook(page, site: str, path: str) -> None:
    """The one-notebook view, once its Python is ready."""
    page.goto(f"{site}/notebooks/index.html?path={path}")
    page.wait_for_selector(".jp-Notebook")
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=KERNEL_WAIT)


def play_and_answer_tutorial_01(page) -> None:
    """On tutorial 01 once every cell ran: "Your turn" takes a role card click, the round ends
    as the engine says, and two check-yourself questions take answers (a wrong one, then right)."""
    # "Your turn": the role cards are buttons on the live table
    before = last_pick()
    pick = {"player": 3, "choose_role": "prospector"}
    assert before.turn == 3 and before.is_legal(pick)
    table = page.locator(".prnb-live", has=page.locator("[data-control='undo']")).first
    role = table.locator(".prnb-roles .prnb-role", has_text="Prospector")
    role.wait_for(timeout=KERNEL_WAIT)
    role.scroll_into_view_if_needed()
    governor = table.locator(".prnb-header .prnb-badge-governor")
    playwright_api.expect(governor).to_contain_text(NAMES[before.state.governor])
    page.screenshot(path=str(ARTIFACTS / "lite_01_table.png"))
    role.click()
    after = last_pick()
    after.apply(pick)
    assert facts(after)["governor"] != before.state.governor  # the last pick ends the round
    playwright_api.expect(governor).to_contain_text(NAMES[facts(after)["governor"]])

    # check yourself: a question with the players as choices, answered wrong then right
    question = page.locator(".prnb-question", has_text="who is the governor?")
    question.scroll_into_view_if_needed()
    answer = NAMES[facts(round_over())["governor"]]
    wrong = next(name for name in NAMES if name != answer)
    question.locator(".prnb-q-choices button", has_text=wrong).click()
    feedback = question.locator(".prnb-q-feedback")
    playwright_api.expect(feedback).to_contain_text(f"Not {wrong}")
    question.locator(".prnb-q-choices button", has_text=answer).click()
    playwright_api.expect(feedback).to_have_text(f"Right: {answer}.")

    # and one typed in: the doubloons on the trader card after the round
    typed = page.locator(".prnb-question", has_text="on the trader card?")
    typed.locator("input").fill(str(facts(round_over())["roles"]["trader"]))
    typed.locator("button[type='submit']").click()
    playwright_api.expect(typed.locator(".prnb-q-feedback")).to_contain_text("Right:")
    page.screenshot(path=str(ARTIFACTS / "lite_02_answered.png"))


RUN_EVERY_NOTEBOOK = """
import json, IPython
from IPython.utils.capture import capture_output
from pyodide.http import pyfetch
_lite_shell = IPython.get_ipython()
_lite_outcome = {}
for _lite_path in PATHS:
    _lite_nb = json.loads(await (await pyfetch(BASE + "/files/" + _lite_path)).string())
    _lite_outcome[_lite_path] = "ok"
    for _lite_k, _lite_cell in enumerate(_lite_nb["cells"]):
        if _lite_cell["cell_type"] == "code":
            with capture_output():
                _lite_result = await _lite_shell.run_cell_async("".join(_lite_cell["source"]), store_history=False)
            if not _lite_result.success:
                _lite_error = _lite_result.error_in_exec or _lite_result.error_before_exec
                _lite_outcome[_lite_path] = f"cell {_lite_k}: {_lite_error!r}"[:300]
                break
print(json.dumps(_lite_outcome))
"""


class TestOnePython:
    """Checks that run code in a notebook's Python, on one Python started for them: the rulings
    first (on a Python no notebook has run in yet), then every notebook."""

    def test_rulings_are_checked_in_the_browser_as_here(self, python_page):
        """`check` in the browser's Python, on the shipped rulings and on malformed files: the same
        verdicts and the same located messages as in this process. (It runs before the next test,
        which runs every notebook in this Python, the translated tutorials' set_language among them.)"""
        from puertorico_nb import check

        malformed = {
            "step_kind.yaml": "title: t\nsteps:\n  - act: {player: 0, choose_role: settler}\n    expect: {turn: 1}\n",
            "wrong_type.yaml": "title: t\nplayers: four\nsteps: []\n",
            "unknown_key.yaml": "title: t\nsetup: {ships: [{capacity: 5, corn: two}]}\nsteps: []\nwhat: 1\n",
            "bad_yaml.yaml": "title: t\nsteps: [\n",
            "twice.yaml": "title: t\nplayers: 3\nplayers: 4\nsteps: []\n",
        }
        here = {name: str(check(text, name=name)) for name, text in malformed.items()}
        shipped = check(str(ROOT / "puertorico_nb" / "rulings" / "examples"))

        page = python_page
        cell = page.locator(".jp-Notebook .jp-Cell.jp-CodeCell").first
        probe = (
            "import json, importlib.metadata as md, puertorico_nb\n"
            "from pathlib import Path\n"
            f"texts = json.loads({json.dumps(json.dumps(malformed))})\n"
            "seen = {n: str(puertorico_nb.check(t, name=n)) for n, t in texts.items()}\n"
            "examples = Path(puertorico_nb.__file__).parent / 'rulings' / 'examples'\n"
            "shipped = puertorico_nb.check(str(examples))\n"
            "import IPython, importlib.util\n"  # their bytecode, as shipped, is the one this Python reads
            "heads = [Path(m.__cached__).read_bytes()[:8] for m in (puertorico_nb, IPython)]\n"
            "shipped_bytecode = all(h == importlib.util.MAGIC_NUMBER + bytes([1, 0, 0, 0]) for h in heads)\n"
            "import inspect, traceback\n"  # a traceback through the package shows its lines
            "try:\n    puertorico_nb.Game(players=9)\nexcept Exception as error:\n"
            "    shown = traceback.format_exception(error)[-2]\n"
            "print(json.dumps({'seen': seen, 'passed': shipped.passed, 'failed': shipped.failed,\n"
            "                  'jsonschema': md.version('jsonschema'), 'bytecode': shipped_bytecode,\n"
            "                  'shown': shown, 'source': inspect.getsource(puertorico_nb.check)[:40]}))\n"
        )
        out = json.loads(run_code(page, cell, probe, wait=KERNEL_WAIT).strip().splitlines()[-1])  # every shipped ruling
        assert out["seen"] == here
        assert (out["passed"], out["failed"]) == (shipped.passed, shipped.failed)
        assert out["jsonschema"].startswith("4.17.")  # the pure-Python line, as pyproject says
        assert out["bytecode"] is True  # the site's bytecode (unchecked, hash-based), not compiled in the page
        # the package keeps its sources: a traceback's last frame in it shows the line that raised
        assert "puertorico_nb/" in out["shown"] and "raise" in out["shown"], out["shown"]
        assert out["source"].startswith("def check("), out["source"]
        assert page.leaving == [], f"the page asked beyond localhost: {page.leaving[:5]}"

    def test_every_notebook_of_the_site_runs_in_the_browser(self, python_page, site, site_root):
        """Each tutorial, app and reference notebook, every code cell in order, in the browser's
        Python (one kernel; each cell through IPython, as Run All does); none may raise."""
        paths = sorted(p.relative_to(site_root / "files").as_posix() for p in (site_root / "files").rglob("*.ipynb"))
        assert len(paths) >= 20 and any(p.startswith("apps/") for p in paths)
        page = python_page
        cell = page.locator(".jp-Notebook .jp-Cell.jp-CodeCell").first
        source = f"PATHS = {paths!r}\nBASE = {site!r}\n" + RUN_EVERY_NOTEBOOK
        outcome = json.loads(run_code(page, cell, source, wait=KERNEL_WAIT * 3).strip().splitlines()[-1])
        assert outcome == {path: "ok" for path in paths}
        assert page.leaving == [], f"the page asked beyond localhost: {page.leaving[:5]}"


# -- when Python cannot start, the page says why -----------------------------------------------------
class _WrongTypes(_QuietHandler):
    """A server that sends everything it does not know as application/octet-stream, .wasm and .mjs
    among them (an older server's default)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "application/octet-stream", ".wasm": "application/octet-stream"}


def test_a_server_sending_wrong_types_is_named_with_the_fix(page, site_root):
    with serving(site_root, _WrongTypes) as address:
        for url in (f"{address}/notebooks/index.html?path=tutorials/00_the_game.ipynb", f"{address}/index.html"):
            page.goto(url)
            alert = page.get_by_role("alert")
            playwright_api.expect(alert).to_contain_text("wrong type")
            playwright_api.expect(alert).to_contain_text("pyodide.asm.wasm as application/octet-stream")
            playwright_api.expect(alert).to_contain_text("AddType application/wasm .wasm")
    page.screenshot(path=str(ARTIFACTS / "lite_wrong_types.png"))
    assert page.leaving == []


def test_a_browser_without_webassembly_is_told_so(page, site):
    page.add_init_script("delete window.WebAssembly;")
    page.goto(f"{site}/notebooks/index.html?path=tutorials/00_the_game.ipynb")
    playwright_api.expect(page.get_by_role("alert")).to_contain_text("cannot run Python here")
    assert page.leaving == []


def test_a_good_server_shows_no_warning(page, site, site_root):
    """No warning; and while the front page is read, it fetches Python's runtime and every package
    the site ships into the browser's cache (a notebook's start then downloads nothing)."""
    asked: list[str] = []
    page.on("requestfinished", lambda request: asked.append(urlsplit(request.url).path.rsplit("/", 1)[-1]))
    page.goto(f"{site}/index.html")
    lock = json.loads((site_root / "static" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    wanted = {"pyodide.asm.wasm", "python_stdlib.zip", *(entry["file_name"] for entry in lock["packages"].values())}
    page.wait_for_function("() => performance.getEntriesByType('resource').filter((r) => /\\.whl$/.test(r.name)).length >= "
                           + str(len(lock["packages"])))
    page.wait_for_load_state("networkidle")
    assert wanted <= set(asked), sorted(wanted - set(asked))
    assert page.locator(".prnb-site-note").count() == 0


# -- the teacher's latest version ------------------------------------------------------------------
NEW_TEXT = "A sentence the teacher added in the new version."
# true once JupyterLite's storage in this browser holds a copy of the notebook at `path`
SAVED_IN_THIS_BROWSER = """async (path) => {
  const names = (await indexedDB.databases()).map(db => db.name).filter(n => n.startsWith("JupyterLite Storage"));
  for (const name of names) {
    const db = await new Promise(done => { const r = indexedDB.open(name); r.onsuccess = () => done(r.result); });
    const found = db.objectStoreNames.contains("files") && await new Promise(done => {
      const get = db.transaction("files").objectStore("files").get(path);
      get.onsuccess = () => done(Boolean(get.result));
    });
    db.close();
    if (found) return true;
  }
  return false;
}"""


def updated_copy_of(site_root: Path, into: Path) -> Path:
    """A site of its own to update: its files copied, everything else linked to the built site."""
    into.mkdir()
    for item in site_root.iterdir():
        if item.name in ("files", build_lite.VERSIONS_FILE):
            (shutil.copytree if item.is_dir() else shutil.copyfile)(item, into / item.name)
        else:
            (into / item.name).symlink_to(item)
    return into


def teacher_updates(site: Path, path: str) -> None:
    """What `make lite` does when a notebook changed: the new file, and its new version listed."""
    notebook = json.loads((site / "files" / path).read_text(encoding="utf-8"))
    notebook["cells"].insert(1, {"cell_type": "markdown", "metadata": {}, "source": [NEW_TEXT]})
    (site / "files" / path).write_text(json.dumps(notebook, indent=1), encoding="utf-8")
    course = [p.relative_to(site / "files") for p in (site / "files").rglob("*.ipynb")]
    (site / build_lite.VERSIONS_FILE).write_text(json.dumps(build_lite.course_versions(site / "files", course)))


def test_a_learner_is_offered_the_teachers_new_version(page, site_root, tmp_path):
    path = "tutorials/00_the_game.ipynb"
    folder = updated_copy_of(site_root, tmp_path / "site")
    with serving(folder) as address:
        # a copy the browser saved with nothing changed is not the learner's: the site's opens
        page.goto(f"{address}/notebooks/index.html?path={path}")
        page.wait_for_selector(".jp-Notebook .jp-Cell")
        page.locator(".jp-Notebook .jp-Cell").first.click()
        page.keyboard.press("Control+s")
        page.wait_for_function(SAVED_IN_THIS_BROWSER, arg=path)
        page.goto(f"{address}/notebooks/index.html?path={path}")
        page.wait_for_function(f"async (path) => !(await ({SAVED_IN_THIS_BROWSER})(path))", arg=path)
        # first visit: the learner changes the notebook and saves it, so this browser keeps a copy
        page.wait_for_selector(".jp-Notebook .jp-CodeCell .cm-content")
        page.locator(".jp-Notebook .jp-CodeCell .cm-content").first.click()
        page.keyboard.press("Control+End")
        page.keyboard.insert_text("\nmine = 1")
        page.keyboard.press("Control+s")
        page.wait_for_function(SAVED_IN_THIS_BROWSER, arg=path)
        assert page.locator(".prnb-site-note").count() == 0  # nothing to announce on a first visit

        teacher_updates(folder, path)
        page.goto(f"{address}/notebooks/index.html?path={path}")
        note = page.get_by_role("status").filter(has_text="newer version of this notebook")
        playwright_api.expect(note).to_be_visible()
        page.wait_for_selector(".jp-Notebook .jp-Cell")
        assert NEW_TEXT not in page.locator(".jp-Notebook").inner_text()  # the learner's saved copy, until they choose
        assert_saved_widgets_drawn(page)  # its saved tables and questions drawn, as in the site's copy
        page.screenshot(path=str(ARTIFACTS / "lite_update_offered.png"))
        with page.expect_download() as saved:
            note.get_by_role("button", name="Take the new version").click()
        assert saved.value.suggested_filename == "00_the_game (my copy).ipynb"
        page.wait_for_selector(".jp-Notebook .jp-Cell")
        playwright_api.expect(page.locator(".jp-Notebook")).to_contain_text(NEW_TEXT)
        assert page.locator(".prnb-site-note").count() == 0

        # and once taken, the next visit has nothing to announce
        page.goto(f"{address}/notebooks/index.html?path={path}")
        page.wait_for_selector(".jp-Notebook .jp-Cell")
        playwright_api.expect(page.locator(".jp-Notebook")).to_contain_text(NEW_TEXT)
        assert page.locator(".prnb-site-note").count() == 0
    assert page.leaving == []


# -- app mode: the notebooks as pages with no code -----------------------------------------------------
# how far the page's notebook is scrolled (its windowed list's outer box scrolls)
SCROLLED = "document.querySelector('.jp-NotebookPanel .jp-WindowedPanel-outer').scrollTop"
# the title on the cover an app page shows while it loads, written down while it is there
COVER_SEEN = """setInterval(() => {
  const title = document.querySelector('.prnb-app-cover h1');
  if (title && title.textContent) window.coverSeen = title.textContent;
}, 20);"""


def test_app_mode_plays_a_move_answers_a_question_and_steps_a_walkthrough(page, site):
    """A tutorial opened as an app from the landing page: no code on screen, the notebook runs by
    itself, its table takes a move, a question takes an answer, a walkthrough steps; its "Next"
    link opens the next tutorial as an app in the same tab. The page is the notebook, top to bottom,
    on a school laptop's screen and a projector's: no bar, and no blank strip where the bars were."""
    page.set_viewport_size({"width": 1024, "height": 768})
    page.emulate_media(color_scheme="dark")  # the computer set to dark: every page follows it
    page.add_init_script(COVER_SEEN)
    page.goto(f"{site}/index.html")
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(17, 17, 17)"
    playwright_api.expect(page.locator("#prnb-site-address")).to_have_text(f"{site}/")
    playwright_api.expect(page.locator("#prnb-site-address-note")).to_contain_text("this computer only")
    page.get_by_role("link", name="as an app, no code").nth(1).click()  # tutorial 01's
    page.wait_for_url(f"**/notebooks/index.html?path={TUTORIAL}&app=1")
    page.wait_for_selector(".jp-Notebook .jp-Cell")
    # while the page loaded, its title and prose were shown at once with what is happening
    assert page.evaluate("window.coverSeen") == "The round and the roles"
    playwright_api.expect(page.locator(".prnb-app-cover")).to_have_count(0)
    playwright_api.expect(page.locator("body")).to_have_attribute("data-jp-theme-light", "false")
    code = page.locator(".jp-Notebook .jp-CodeCell .jp-InputArea")
    assert code.count() > 0 and not any(area.is_visible() for area in code.all())
    assert not page.locator("#menu-panel-wrapper").is_visible()
    for width in (1024, 1366):
        page.set_viewport_size({"width": width, "height": 768})
        assert_no_blank_strip(page)

    table = page.locator(".prnb-live", has=page.locator("[data-control='undo']")).first
    role = table.locator(".prnb-roles .prnb-role", has_text="Prospector")
    role.wait_for(timeout=KERNEL_WAIT)  # drawn once Python started and ran the notebook by itself
    playwright_api.expect(page.locator(".prnb-app-wait")).to_have_count(0, timeout=KERNEL_WAIT)
    assert page.evaluate(SCROLLED) == 0  # the page stays at its title once every cell ran
    role.scroll_into_view_if_needed()
    role.click()
    after = last_pick()
    after.apply({"player": 3, "choose_role": "prospector"})
    playwright_api.expect(table.locator(".prnb-header .prnb-badge-governor")).to_contain_text(NAMES[facts(after)["governor"]])

    question = page.locator(".prnb-question", has_text="who is the governor?")
    question.scroll_into_view_if_needed()
    answer = NAMES[facts(round_over())["governor"]]
    question.locator(".prnb-q-choices button", has_text=answer).click()
    playwright_api.expect(question.locator(".prnb-q-feedback")).to_have_text(f"Right: {answer}.")

    walk = page.locator(".prnb-live", has=page.locator("[data-control='slider']")).first
    walk.scroll_into_view_if_needed()
    walk.locator("[data-control='next']").click()
    playwright_api.expect(walk).to_contain_text("Step 1 of")
    page.screenshot(path=str(ARTIFACTS / "lite_app_mode.png"))

    pages, kernel = len(page.context.pages), kernel_id(page)
    page.locator(".jp-RenderedMarkdown a", has_text="the settler").first.click()
    page.wait_for_url("**/notebooks/index.html?path=tutorials/02_settler.ipynb&app=1")
    assert len(page.context.pages) == pages  # the same tab, on the same Python (freed of the previous notebook)
    playwright_api.expect(page.locator(".jp-Notebook")).to_contain_text("The settler")
    assert kernel_id(page) == kernel
    # the next notebook runs by itself too: its live table is drawn
    page.locator(".prnb-live").first.wait_for(timeout=KERNEL_WAIT)
    playwright_api.expect(page.locator(".prnb-app-wait")).to_have_count(0, timeout=KERNEL_WAIT)
    assert page.evaluate(SCROLLED) == 0
    assert not any(area.is_visible() for area in page.locator(".jp-Notebook .jp-CodeCell .jp-InputArea").all())
    assert_no_blank_strip(page)
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert errors.count() == 0, errors.all_inner_texts()
    assert page.leaving == [], f"the page asked beyond localhost: {page.leaving[:5]}"


def test_the_next_link_of_a_notebook_stays_in_the_same_tab_on_the_same_python(page, site):
    """A tutorial's "Next" opens the next one in this tab on the Python already started (only the
    first notebook waits for Python), with nothing of the previous notebook left in it: its names,
    and the page's title and indicators are the new notebook's. There, tutorial 01 runs in the
    browser alone and answers as a learner plays it (a role clicked, two questions answered), with
    no error and no request beyond localhost. Back shows the previous one, on the same Python."""
    open_notebook(page, site, "tutorials/00_the_game.ipynb")
    # before any cell runs, the saved pictures are drawn with their style, not as bare text, the
    # widgets' too (their Python is gone: ipywidgets alone says "Loading widget..." until they run)
    assert page.locator(".jp-OutputArea-output style").count() > 0
    assert page.locator(".jp-NotebookTrustedStatus").first.inner_text() == "Trusted"
    assert_saved_widgets_drawn(page)
    first = page.locator(".jp-Notebook .jp-Cell.jp-CodeCell").first
    # the first cell on a new Python waits as long as Python's start (the package is imported first)
    said = run_code(page, first, "left_behind = 'from tutorial 00'\nprint(left_behind)", wait=KERNEL_WAIT)
    assert said.strip() == "from tutorial 00"
    pages, kernel = len(page.context.pages), kernel_id(page)
    page.locator(".jp-RenderedMarkdown a", has_text="the round and the roles").first.click()
    page.wait_for_url(f"**/notebooks/index.html?path={TUTORIAL}")
    assert len(page.context.pages) == pages
    playwright_api.expect(page.locator(".jp-Notebook")).to_contain_text("The round and the roles")
    assert kernel_id(page) == kernel
    playwright_api.expect(page.locator("#jp-title")).to_have_text("01_round_and_roles")
    assert len([s for s in page.locator(".jp-NotebookTrustedStatus").all() if s.is_visible()]) == 1

    run_all(page)
    play_and_answer_tutorial_01(page)
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert errors.count() == 0, errors.all_inner_texts()
    playwright_api.expect(page.locator(".jp-Notebook .jp-CodeCell .jp-InputArea-prompt").last).to_have_text(
        re.compile(r"\[\d+\]:"), timeout=KERNEL_WAIT)
    # each cell's number is its output's (the page's silent set-up statements count no cell), and
    # the count starts again at 1 in the notebook reached by "Next" (as on a new Python)
    numbered = page.evaluate(PROMPTS)
    assert numbered and all(outputs == [cell] for cell, outputs in numbered), numbered
    playwright_api.expect(page.locator(".jp-Notebook .jp-CodeCell .jp-InputArea-prompt").first).to_have_text("[1]:")
    cell = page.locator(".jp-Notebook .jp-Cell.jp-CodeCell").last
    fresh = run_code(page, cell, "import os\nprint('left_behind' in dir(), os.getcwd())").strip()
    assert fresh == "False /drive/tutorials"

    page.go_back()
    page.wait_for_url("**/notebooks/index.html?path=tutorials/00_the_game.ipynb")
    playwright_api.expect(page.locator(".jp-Notebook")).to_contain_text("The game in ten minutes", timeout=KERNEL_WAIT)
    assert kernel_id(page) == kernel  # Back as fast as a link: the same Python, no reload

    # a notebook opened in a new tab (a bookmark, the front page) while this one runs Python offers
    # to open it here, on this Python, and that tab goes back to the front page (its Python stops)
    other = page.context.new_page()
    other.goto(f"{site}/notebooks/index.html?path=tutorials/02_settler.ipynb")
    offer = other.get_by_role("status").filter(has_text="already running in another tab")
    offer.get_by_role("button", name="Open it in the other tab").click()
    other.wait_for_url("**/index.html?opened=*")
    playwright_api.expect(other.get_by_role("status")).to_contain_text("tutorials/02_settler.ipynb is open there")
    page.wait_for_url("**/notebooks/index.html?path=tutorials/02_settler.ipynb")
    playwright_api.expect(page.locator(".jp-Notebook")).to_contain_text("The settler")
    assert kernel_id(page) == kernel
    other.close()
    assert page.errors == []
    assert page.leaving == []


def test_the_language_chosen_on_the_front_page_is_the_packages_in_the_notebooks(page, site):
    """Íslenska chosen on the front page: each notebook's Python is told it through the package's
    set_language before the learner's first cell (so tables and rule statements made there speak
    it), and the notebook reached by a "Next" link, on the same Python, is told it again."""
    page.goto(f"{site}/index.html")
    page.get_by_label("The tables, rule statements and questions speak:").select_option("is")
    page.get_by_role("link", name="The round and the roles", exact=True).click()
    page.wait_for_url(f"**/notebooks/index.html?path={TUTORIAL}")
    page.wait_for_selector(".jp-Notebook .jp-Cell")
    spoken = "from puertorico_nb import current_language\nprint(current_language())"
    assert run_code(page, page.locator(".jp-Notebook .jp-Cell.jp-CodeCell").last, spoken, wait=KERNEL_WAIT).strip() == "is"

    page.locator(".jp-RenderedMarkdown a", has_text="the settler").first.click()
    page.wait_for_url("**/notebooks/index.html?path=tutorials/02_settler.ipynb")
    playwright_api.expect(page.locator(".jp-Notebook")).to_contain_text("The settler")
    kernel_id(page)
    assert run_code(page, page.locator(".jp-Notebook .jp-Cell.jp-CodeCell").last, spoken).strip() == "is"
    # a restarted Python is told again, before a cell run while it restarts (as "Restart and Run
    # All" does; told once it was idle, such a cell came first and said "en")
    page.evaluate("() => { window.jupyterapp.shell.currentWidget.sessionContext.restartKernel(); }")
    assert run_code(page, page.locator(".jp-Notebook .jp-Cell.jp-CodeCell").last, spoken, wait=KERNEL_WAIT).strip() == "is"
    page.goto(f"{site}/index.html")
    playwright_api.expect(page.locator("#prnb-language")).to_have_value("is")  # kept in this browser
    assert page.errors == []
    assert page.leaving == []


# each code cell with a numbered output: its own number and its outputs' numbers
PROMPTS = """() => [...document.querySelectorAll('.jp-Notebook .jp-CodeCell')].map((cell) => [
  cell.querySelector('.jp-InputArea-prompt').textContent.trim(),
  [...cell.querySelectorAll('.jp-OutputArea-prompt')].map((p) => p.textContent.trim()).filter(Boolean)])
  .filter(([, outputs]) => outputs.length)"""


def assert_saved_widgets_drawn(page) -> None:
    """The notebook's saved widgets (tutorial 00's table and questions) show their saved pictures,
    styled, before their cells run: never "Loading widget..." or "model not found"."""
    saved = page.locator(".jp-OutputArea-output .prnb-saved-picture")
    playwright_api.expect(saved.first).to_be_visible()
    assert saved.count() >= 5  # the table and four questions
    assert page.locator(".prnb-saved-picture .prnb-static style").count() >= 1
    for stale in ("Loading widget", "Error displaying widget"):
        playwright_api.expect(page.locator(".jp-Notebook")).not_to_contain_text(stale)


def kernel_id(page) -> str:
    """The id of the Python the page's notebook runs on (JupyterLite's kernels live in the page)."""
    found = page.wait_for_function("""() => {
      const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
      const session = panel && panel.sessionContext && panel.sessionContext.session;
      return session && session.kernel && session.kernel.id;
    }""", timeout=KERNEL_WAIT)
    return found.json_value()


def assert_no_blank_strip(page) -> None:
    """The notebook fills the window from its top edge: the page's bars are hidden, and no room is
    kept where they were (the page hides them as soon as it has drawn the notebook)."""
    page.wait_for_function("""() => {
      const panel = document.querySelector(".jp-NotebookPanel");
      return panel && panel.getBoundingClientRect().top <= 1;
    }""", timeout=WAIT)
    box = page.locator(".jp-NotebookPanel").bounding_box()
    height = page.viewport_size["height"]
    assert box is not None and box["y"] <= 1 and box["height"] >= height - 1, box
    first = page.locator(".jp-Notebook .jp-Cell").first.bounding_box()
    assert first is not None and first["y"] < 48, first
