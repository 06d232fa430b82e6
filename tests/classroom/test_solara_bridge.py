"""The one module that touches Solara's internals (``classroom.solara_bridge``) still finds them:
an upgrade of Solara that moves them fails here, loudly, instead of leaving other students'
screens undrawn. And no other module of the classroom reaches past it.

Importing Solara's server replaces parts of ipywidgets for its sessions, so every check that
imports it runs in a fresh Python process, never in the test run's own."""
from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CLASSROOM = ROOT / "puertorico_nb" / "classroom"

CHECKS = textwrap.dedent("""
    import json
    from puertorico_nb.classroom import solara_bridge
    from puertorico_nb.classroom.solara_bridge import Session
    from solara.server import kernel_context

    out = {"version": solara_bridge.check(), "pinned": solara_bridge.PINNED}
    routes, lifespan, middleware = solara_bridge.asgi_parts()
    out["paths"] = sorted(getattr(route, "path", "") for route in routes)
    out["outside"] = Session.current() is None
    context = kernel_context.create_dummy_context()
    session = Session(context)
    closed = []
    session.on_close(lambda: closed.append(True))
    out["inside"] = session.run(lambda: Session.current().id) == context.id
    out["after"] = Session.current() is None
    context.close()
    out["closed"], out["told"] = session.closed, closed
    out["ran_when_closed"] = session.run(lambda: "ran")
    print(json.dumps(out))
""")


def test_the_pinned_solara_has_what_the_bridge_uses():
    done = subprocess.run([sys.executable, "-c", CHECKS], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["version"] == out["pinned"]
    assert "/jupyter/api/kernels/{kernel_id}/{name}" in out["paths"] and "/static/assets" in out["paths"]
    # a session runs code as the current one, and says when it closes; a closed one runs nothing
    assert out["outside"] and out["inside"] and out["after"]
    assert out["closed"] and out["told"] == [True] and out["ran_when_closed"] is None


def test_the_extra_pins_solara_and_its_assets_to_the_bridges_version():
    from puertorico_nb.classroom.solara_bridge import PINNED

    pins = re.findall(r'"(solara(?:-assets)?)==([\d.]+)"', (ROOT / "pyproject.toml").read_text())
    assert dict(pins) == {"solara": PINNED, "solara-assets": PINNED}


def test_no_other_classroom_module_imports_solaras_internals():
    reaching = []
    for path in sorted(CLASSROOM.glob("*.py")):
        if path.name == "solara_bridge.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            reaching += [f"{path.name}: {name}" for name in names if name.startswith("solara.")]
    assert reaching == []
