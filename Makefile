# The project's commands. `make test` is what CI runs (.ci/run).
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
SUDO   := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: venv lab test bench check chromium clean

# The virtual environment, reinstalled only when pyproject.toml changes.
venv: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --upgrade pip
	$(PY) -m pip install -e '.[dev]'
	touch $(STAMP)

lab: venv
	$(VENV)/bin/jupyter lab tutorials/

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
