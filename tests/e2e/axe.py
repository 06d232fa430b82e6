"""axe-core, the accessibility checker, for the browser tests: installed once with npm into a
cache folder (never committed, never fetched by the page), injected into a page, run on a part.
"""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

AXE_VERSION = "4"  # npm's newest axe-core 4.x
SERIOUS = ("serious", "critical")


def cache_dir() -> Path:
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "puertorico_nb" / "npm"


def axe_script() -> Path:
    """axe-core's browser build, installed with npm on first use."""
    folder = cache_dir()
    script = folder / "node_modules" / "axe-core" / "axe.min.js"
    if not script.exists():
        npm = shutil.which("npm")
        if npm is None:
            raise RuntimeError("npm is needed once to install axe-core for the accessibility tests "
                               "(apt-get install npm)")
        folder.mkdir(parents=True, exist_ok=True)
        subprocess.run([npm, "install", "--no-audit", "--no-fund", "--prefix", str(folder),
                        f"axe-core@{AXE_VERSION}"], check=True, capture_output=True, timeout=300)
    return script


def serious_violations(page, selector: str) -> list[str]:
    """Run axe on the elements matching `selector`; return its serious and critical findings,
    each as 'rule: what, where' lines."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(axe_script()))
    result = page.evaluate("""async (selector) => {
        const r = await window.axe.run({ include: [[selector]] }, { resultTypes: ["violations"] });
        return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
          nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary || ""}`.slice(0, 300)) }));
    }""", selector)
    return [f"{v['id']} ({v['impact']}): {v['help']}\n    " + "\n    ".join(v["nodes"][:5])
            for v in result if v["impact"] in SERIOUS]
