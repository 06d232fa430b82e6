"""Start Voila from the running Python's environment on a free localhost port, serving one
folder with the classroom set-up `make demo` uses (apps/voila.json, apps/voila.py and the classroom template),
quiet and offline; stop it afterwards."""
from __future__ import annotations

import os
import sys
from pathlib import Path

from e2e.servers import LocalServer, bots_at_once

APPS = Path(__file__).resolve().parents[2] / "apps"
CLASSROOM_CONFIG = APPS  # the folder holding voila.json and voila.py
CLASSROOM_TEMPLATES = APPS / "jupyter"  # a Jupyter data folder: voila/templates/classroom


class Voila(LocalServer):
    NAME = "Voila"

    def url(self, path: str = "") -> str:
        return f"http://127.0.0.1:{self.port}/{path.lstrip('/')}"

    def start(self, timeout: float = 90, *extra: str) -> "Voila":
        """Start serving; `extra` are more command-line settings (a benchmark turns preheating off)."""
        env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(self.home / "runtime"),
                   IPYTHONDIR=str(self.home / "ipython"), JUPYTER_PLATFORM_DIRS="1",
                   JUPYTER_PATH=str(CLASSROOM_TEMPLATES))
        command = [sys.executable, "-m", "voila", "--no-browser", f"--port={self.port}", "--Voila.ip=127.0.0.1",
                   "--Voila.port_retries=0", f"--Voila.config_file_paths={CLASSROOM_CONFIG}", *extra, str(self.root)]
        return self._launch(command, env, self.url(), timeout)

    def kernels(self) -> int:
        """How many kernels this server has running now (its ipykernel child processes)."""
        import psutil

        if self.proc is None:
            return 0

        def running_kernel(child) -> bool:
            try:
                return child.status() != psutil.STATUS_ZOMBIE and "ipykernel" in " ".join(child.cmdline())
            except (psutil.ZombieProcess, psutil.NoSuchProcess):  # ended while we looked: not running
                return False

        return sum(1 for child in psutil.Process(self.proc.pid).children(recursive=True) if running_kernel(child))


def serving(tmp_path_factory, name: str, notebooks):
    """Voila with the classroom set-up serving copies of `notebooks` side by side (as `make demo`
    does), stopped afterwards; a generator for a module's pytest fixture."""
    import shutil

    home = tmp_path_factory.mktemp(name)
    root = home / "demo"
    root.mkdir()
    for notebook in notebooks:
        shutil.copy(notebook, root)
    server = Voila(root, home).start()
    try:
        yield server
    finally:
        server.stop()


def pooled_kernels(root: Path) -> int:
    """How many preheated kernels the classroom set-up keeps waiting for the notebooks in `root`:
    the pool size for each notebook its deny list leaves in (apps/voila.json)."""
    import json
    import re

    settings = json.loads((CLASSROOM_CONFIG / "voila.json").read_text())
    if not settings["VoilaConfiguration"].get("preheat_kernel"):
        return 0
    size = settings["VoilaConfiguration"].get("default_pool_size", 1)
    denied = [re.compile(p) for p in settings.get("VoilaKernelManager", {}).get("preheat_denylist", [])]
    # Voila matches each pattern against the notebook's full path
    paths = [str(path.resolve()) for path in root.glob("*.ipynb")]
    return size * sum(1 for path in paths if not any(p.match(path) for p in denied))


ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "apps"


def offline_page(browser, timeout: int):
    """A fresh 1280x900 page that may fetch nothing but the local server (an offline classroom);
    a generator for a pytest fixture: ``yield from offline_page(browser, WAIT)``."""
    context = bots_at_once(browser.new_context(viewport={"width": 1280, "height": 900}))
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith("http://127.0.0.1")
                  else route.abort())
    page = context.new_page()
    page.set_default_timeout(timeout)
    try:
        yield page
    finally:
        context.close()


def shot(page, name: str) -> None:
    """A whole-page screenshot under test-artifacts/apps."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
