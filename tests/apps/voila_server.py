"""Start Voila from the running Python's environment on a free localhost port, serving one
folder, quiet and offline; stop it afterwards."""
from __future__ import annotations

import os
import sys

from e2e.servers import LocalServer


class Voila(LocalServer):
    NAME = "Voila"

    def url(self, path: str = "") -> str:
        return f"http://127.0.0.1:{self.port}/{path.lstrip('/')}"

    def start(self, timeout: float = 90) -> "Voila":
        env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(self.home / "runtime"),
                   IPYTHONDIR=str(self.home / "ipython"), JUPYTER_PLATFORM_DIRS="1")
        command = [sys.executable, "-m", "voila", "--no-browser", f"--port={self.port}", "--Voila.ip=127.0.0.1",
                   "--Voila.port_retries=0", str(self.root)]
        return self._launch(command, env, self.url(), timeout)
