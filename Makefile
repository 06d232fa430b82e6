# The project's commands. `make test` is what CI runs (.ci/run).
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
SUDO   := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: venv lab demo notebooks test bench check chromium clean

# The virtual environment, reinstalled only when pyproject.toml changes.
venv: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --upgrade pip
	$(PY) -m pip install -e '.[dev]'
	touch $(STAMP)

lab: venv
	$(VENV)/bin/jupyter lab tutorials/

# Classroom app mode: the tutorials and apps/ (play at one screen, the rules) as Voila apps,
# outputs only, no code cells. They are copied side by side so their links to each other work.
DEMO_PORT ?= 8866
demo: venv
	rm -rf build/demo && mkdir -p build/demo
	cp tutorials/*.ipynb apps/*.ipynb build/demo/
	$(VENV)/bin/voila --no-browser --port=$(DEMO_PORT) --Voila.ip=127.0.0.1 build/demo

# The notebooks from their text sources (tutorials/sources/*.py, notebooks/sources/*.py, jupytext
# percent format): each is built, run and written beside its folder's sources. `make notebooks
# ONLY=03` builds only the notebooks whose names hold 03.
notebooks: venv
	$(PY) tools/build_notebooks.py $(ONLY)

# Browser tests drive Debian's Chromium (never a browser downloaded by a test tool).
chromium:
	test -x /usr/bin/chromium || { $(SUDO) apt-get update && $(SUDO) apt-get install -y chromium; }

test: venv chromium
	$(PY) -m pytest

bench: venv
	$(PY) benchmarks/bench_engine.py

check: venv
	$(PY) -m puertorico_nb check puertorico_nb/rulings/examples

clean:
	rm -rf $(VENV) build dist .pytest_cache
