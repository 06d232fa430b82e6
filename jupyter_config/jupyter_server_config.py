"""JupyterLab as the course uses it: ``make lab`` and the browser tests put this folder on
JUPYTER_CONFIG_PATH.

``[dev]`` installs JupyterLite's Pyodide kernel to build the course as a static site (``make
lite``), and with it a JupyterLab extension that only works inside JupyterLite: in JupyterLab it
fails to load and logs "Shared module @jupyterlite/services doesn't exist" on every page
(``jupyter labextension disable`` stops its plugins, not the failing load). JupyterLab takes the
first extension of a name it finds, in ``extra_labextensions_path`` before the installed ones, and
leaves out one without a build: ``lab_only/`` holds such a stand-in, so JupyterLab loads nothing for
it, and ``make lite`` still builds the course with the real one.
"""
from pathlib import Path

c = get_config()  # noqa: F821 (given by Jupyter when it reads this file)
c.LabApp.extra_labextensions_path = [str(Path(__file__).resolve().parent / "lab_only")]
