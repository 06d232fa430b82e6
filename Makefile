# The project's commands. `make test` is what CI runs (.ci/run).
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
SUDO   := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
# JupyterLab refuses to start as root unless told; a fresh container often runs as root
ALLOW_ROOT := $(shell [ "$$(id -u)" -eq 0 ] && echo --allow-root)

.PHONY: node venv lab demo classroom lite lite-serve notebooks test lint fast bench check chromium cjk-fonts postgresql clean screenshots translations

# The virtual environment, reinstalled only when pyproject.toml changes. Debian's Python makes
# one only with python3-venv (ensurepip), which a fresh machine lacks: installed like Chromium.
venv: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -c 'import ensurepip' 2>/dev/null || { $(SUDO) apt-get update && $(SUDO) apt-get install -y python3-venv; }
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --upgrade pip
	$(PY) -m pip install -e '.[dev]'
	touch $(STAMP)

# The widgets' JavaScript is type-checked (JSDoc types, `// @ts-check`) by TypeScript from the npm
# registry, installed into ./node_modules (node and npm from Debian when missing). Nothing from npm
# ships or runs in the browser: the package bundles its ES modules itself (widgets/bundle.py).
NODE_STAMP := node_modules/.installed
node: $(NODE_STAMP)

$(NODE_STAMP): package.json package-lock.json
	command -v npm >/dev/null || { $(SUDO) apt-get update && $(SUDO) apt-get install -y nodejs npm; }
	npm ci --no-audit --no-fund
	touch $(NODE_STAMP)

# Rooted at the repository (the tutorials link to the reference notebooks beside them), opening
# on the tutorials folder. jupyter_config/ keeps out the JupyterLite kernel extension that [dev]
# installs for `make lite` (in the Lab it only fails to load and logs an error).
lab: venv
	JUPYTER_CONFIG_PATH=$(CURDIR)/jupyter_config $(VENV)/bin/jupyter lab --ServerApp.root_dir=$(CURDIR) --ContentsManager.preferred_dir=tutorials $(ALLOW_ROOT)

# Classroom app mode: the tutorials and apps/ (play at one screen, the rules) as Voila apps,
# outputs only, no code cells. They are copied side by side so their links to each other work.
# apps/voila.json and apps/voila.py are the classroom's server set-up (the browser tests start
# Voila with them too):
# - each app (apps/*.ipynb: the start pages of Puerto Rico and San Juan, play at one screen, the rules)
#   has one kernel waiting with its notebook already run (Voila's preheated kernel pool), so its
#   page opens ready to use; `python benchmarks/bench_browser.py --opens 10` measures it;
# - a kernel whose page closed is shut down at once (Voila's own page-close request, which must
#   echo the XSRF cookie; Voila's notebook page never sets that cookie, so apps/voila.py sets it
#   for every app page and the server keeps checking it), and one left idle with no page open is
#   culled after 10 minutes; a kernel with its page still open is never culled;
# - the "classroom" template (apps/jupyter/voila/templates) is Voila's lab page without the icon
#   font it links from a CDN, and only the widget extensions are loaded: nothing leaves localhost;
# - its pages follow the computer's light or dark setting; ?theme=dark (or light, or Voila's own
#   ?voila-theme=dark) in an address chooses instead, applied by the page so it still opens on a
#   waiting kernel; `make demo THEME=dark` sets the whole server.
DEMO_PORT ?= 8866
THEME ?= light
demo: venv
	rm -rf build/demo && mkdir -p build/demo
	cp tutorials/*.ipynb apps/*.ipynb build/demo/
	JUPYTER_PATH=$(CURDIR)/apps/jupyter $(VENV)/bin/voila --no-browser --port=$(DEMO_PORT) --Voila.ip=127.0.0.1 \
		--Voila.config_file_paths=$(CURDIR)/apps --VoilaConfiguration.theme=$(THEME) build/demo

# A class at tables on many devices (puertorico_nb.classroom): students join from their own browsers
# with a table code, each sees only their own seat, the projector shows the public table. One server
# for the whole local network; it prints the address to give students and the teacher's link (with a
# teacher token made at this start: keep it to yourself). Tables are kept in CLASSROOM_DB, so a
# restarted server opens every table where it was (or CLASSROOM_DB=postgresql://user@host/dbname).
# WORKERS=N: N worker processes share the tables out behind one address (docs/classroom-service.md).
# Nothing is fetched from the internet.
CLASSROOM_PORT ?= 8765
CLASSROOM_DB   ?= classroom.sqlite
WORKERS        ?= 1
classroom: venv
	$(PY) -m puertorico_nb.classroom --host 0.0.0.0 --port $(CLASSROOM_PORT) --store $(CLASSROOM_DB) --workers $(WORKERS)

# A classroom with no server: the course as a static site that runs in the browser alone
# (JupyterLite, Python in the page), built into build/lite/ from the package index and the npm
# registry only; downloads are cached (~/.cache/puertorico_nb, or $PUERTORICO_NB_CACHE). Node (Debian's)
# runs Pyodide at build time to compile the site's Python to bytecode.
# Copy build/lite/ to any web server; `make lite-serve` serves it on localhost.
LITE_PORT ?= 8000
lite: venv
	command -v node >/dev/null || { $(SUDO) apt-get update && $(SUDO) apt-get install -y nodejs npm; }
	$(PY) tools/build_lite.py

lite-serve: venv
	test -f build/lite/index.html || $(MAKE) lite
	@echo "The course: http://127.0.0.1:$(LITE_PORT)/  (Ctrl+C stops it)"
	$(PY) -m http.server $(LITE_PORT) --bind 127.0.0.1 --directory build/lite

# The notebooks from their text sources (tutorials/sources/*.py, notebooks/sources/*.py, jupytext
# percent format): each is built, run and written beside its folder's sources. `make notebooks
# ONLY=03` builds only the notebooks whose names hold 03.
notebooks: venv
	$(PY) tools/build_notebooks.py $(ONLY)

# The documentation site (docs/: Sphinx, MyST Markdown, myst-nb) into build/docs/html/. Warnings are
# errors, so a link to a page, a heading or a notebook that does not exist stops the build (every
# link is checked offline; nothing is fetched). The notebooks are shown with their saved outputs,
# never run here. The folder can be published as static files, beside the browser-only site.
docs: venv
	$(VENV)/bin/sphinx-build -W --keep-going -q -b html docs build/docs/html
	@echo "The documentation: build/docs/html/index.html"

# The catalogues (gettext, through Babel): the `messages` template is extracted from the package's
# Python (babel.cfg; tools/babel_phrases.py adds every Phrase template), each language's .po is
# brought up to date with its domain's template (made if missing), and compiled to the .mo the
# package reads, with how much of each is translated. The `rules` domain is made from the rule
# catalogue and the glossaries by tools/rules_pot.py. tests/core/test_catalogues.py checks both.
LOCALE    := puertorico_nb/locale
LANGUAGES := is ko nl nb zh_Hans
translations: venv
	PYTHONPATH=$(CURDIR)/tools $(VENV)/bin/pybabel extract -F babel.cfg --no-location --width=100 \
		-k translate -k translate_plural:1,2 -k speak -k speak_plural:1,2 \
		--add-comments=Translators: --project=puertorico_nb --version=0.1.0 --copyright-holder="the puertorico_nb authors" \
		-o $(LOCALE)/messages.pot puertorico_nb
	for code in $(LANGUAGES); do \
		po=$(LOCALE)/$$code/LC_MESSAGES/messages.po; \
		if test -f $$po; then action=update; else action=init; fi; \
		$(VENV)/bin/pybabel $$action -i $(LOCALE)/messages.pot -d $(LOCALE) -D messages -l $$code --width=100 \
			$$( [ $$action = update ] && echo --ignore-obsolete --no-fuzzy-matching ) || exit 1; \
	done
	$(VENV)/bin/pybabel compile -d $(LOCALE) -D messages --statistics
	$(PY) tools/rules_pot.py

# The README's pictures of both tables, light and dark, drawn by their real front ends.
screenshots: venv chromium cjk-fonts
	$(PY) tools/screenshots.py

# Browser tests drive Debian's Chromium (never a browser downloaded by a test tool).
chromium:
	test -x /usr/bin/chromium || { $(SUDO) apt-get update && $(SUDO) apt-get install -y chromium; }

# Korean and Chinese drawn with a real CJK font (Debian's Noto CJK) in browser tests and screenshots,
# never as empty boxes; installed like Chromium, only when missing.
cjk-fonts:
	dpkg -s fonts-noto-cjk >/dev/null 2>&1 || { $(SUDO) apt-get update && $(SUDO) apt-get install -y fonts-noto-cjk; }

# The classroom's PostgreSQL store is tested against a throw-away server the tests start themselves
# (tests/classroom/postgres_server.py: initdb and pg_ctl in a temporary folder, one per test run,
# about 3 s): Debian's server binaries, installed like Chromium, only when missing.
postgresql:
	ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null || \
		{ $(SUDO) apt-get update && $(SUDO) apt-get install -y postgresql; }

# Lint, types and layering first (seconds), the documentation's build, then every test.
lint: venv node
	$(VENV)/bin/ruff check puertorico_nb tests tools benchmarks docs conftest.py
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports
	node_modules/.bin/tsc -p .

test: venv chromium cjk-fonts postgresql lint docs
	$(PY) -m pytest --durations=40

# The fast inner loop: no browser, no notebook.
fast: venv postgresql
	$(PY) -m pytest -m "not browser and not notebook" -q

bench: venv
	$(PY) benchmarks/bench_engine.py

check: venv
	$(PY) -m puertorico_nb check puertorico_nb/rulings/examples

clean:
	rm -rf $(VENV) build dist .pytest_cache node_modules
