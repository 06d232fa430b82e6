"""Start JupyterLab from the running Python's environment on a free localhost port, in a
folder of our choosing, with a token and settings that keep it quiet and offline."""
from __future__ import annotations

import json
import os
import secrets
import sys
from pathlib import Path

from .servers import LocalServer

LAB_CONFIG = Path(__file__).resolve().parents[2] / "jupyter_config"

# User settings for the test's own settings folder: no news or update checks, every cell in
# the page (no windowing), and nothing that asks questions on start.
SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings":
        {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension/themes.jupyterlab-settings": {"theme": "JupyterLab Light"},
}


class Lab(LocalServer):
    NAME = "JupyterLab"

    def __init__(self, root, home) -> None:
        super().__init__(root, home)
        self.token = secrets.token_hex(16)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str) -> str:
        return f"{self.base}/{path.lstrip('/')}?token={self.token}"

    def start(self, timeout: float = 90) -> "Lab":
        settings = self.home / "settings"
        for name, value in SETTINGS.items():
            plugin, _, file = name.rpartition("/")
            target = settings / plugin / file
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(json.dumps(value))
        # the project's page config (jupyter_config/labconfig): the JupyterLite kernel that [dev]
        # installs is for `make lite`, and disabled in the Lab, where it has nothing to run on
        config_path = os.pathsep.join(filter(None, [str(LAB_CONFIG), os.environ.get("JUPYTER_CONFIG_PATH", "")]))
        env = dict(os.environ,
                   JUPYTER_CONFIG_PATH=config_path,
                   JUPYTERLAB_SETTINGS_DIR=str(settings),
                   JUPYTERLAB_WORKSPACES_DIR=str(self.home / "workspaces"),
                   JUPYTER_RUNTIME_DIR=str(self.home / "runtime"),
                   IPYTHONDIR=str(self.home / "ipython"),
                   JUPYTER_PLATFORM_DIRS="1")
        command = [sys.executable, "-m", "jupyterlab", "--no-browser", "--ServerApp.ip=127.0.0.1",
             f"--ServerApp.port={self.port}", "--ServerApp.port_retries=0",
             f"--IdentityProvider.token={self.token}", f"--ServerApp.root_dir={self.root}",
             "--LabApp.news_url=", "--LabApp.extension_manager=readonly",
             # window.jupyterapp: a test can wait on the open notebook's kernel and read its model
             "--LabApp.expose_app_in_browser=True",
             *(["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else [])]
        return self._launch(command, env, self.url("api/status"), timeout)


def lab_with(tmp_path_factory, name: str, *notebooks):
    """A started JupyterLab on a fresh folder holding copies of `notebooks` (paths); stop it after."""
    import shutil

    home = tmp_path_factory.mktemp(name)
    root = home / "tutorials"
    root.mkdir()
    for notebook in notebooks:
        shutil.copy(notebook, root)
    return Lab(root, home).start()


def run_all_cells(page, lab: Lab, workspace: str, notebook: str) -> None:
    """Open `notebook` in a workspace of its own, run every cell, and wait until none is running."""
    page.goto(f"{lab.base}/lab/workspaces/{workspace}/tree/{notebook}?reset&token={lab.token}")
    page.wait_for_selector(".jp-Notebook")
    page.wait_for_selector("#jp-main-statusbar >> text=Idle")
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()


def wait_until_every_cell_ran(page) -> None:
    """No prompt still shows a running cell, and the kernel is idle."""
    page.wait_for_function("() => ![...document.querySelectorAll('.jp-InputPrompt')]"
                           ".some(p => p.textContent.includes('*'))")
    page.wait_for_selector("#jp-main-statusbar >> text=Idle")
