// The browser-only site's own checks, on its front page and on every JupyterLite page
// (tools/build_lite.py puts this file at the site's root and a <script> for it in each page):
//
// 1. A browser without WebAssembly, or a web server that sends Pyodide's .wasm and .mjs files with
//    the wrong types, cannot start Python; JupyterLite then waits for ever with no word. Here the
//    page says what is wrong and how to fix it instead.
// 2. A notebook the learner saved in this browser shadows the one on the site. When the teacher
//    has put a newer version on the site since the learner last opened it, the page says so and
//    offers to take the new version (the learner's copy is downloaded first) or keep their own.
//
// 3. App mode (a notebook page opened with &app=1 in its address): the notebook as a page for class,
//    its outputs and prose with no code, run from the top once Python is ready, as Voila shows it.
// 4. A link from one notebook to another (a tutorial's "Next") opens it in the same tab, in the
//    same mode, rather than a new tab that keeps the previous notebook's Python running;
// 5. and on the Python already running in the page, so only the first notebook waits for it.
// 6. The language the learner chose on the front page is the one the tables and rules speak.
//
// Every text is set with textContent: nothing from a file or a server is read as HTML.
(function () {
  "use strict";
  var script = document.currentScript;
  var root = new URL(".", script.src);
  var PREFIX = "puertorico_nb.seen:";

  function banner(kind, title, text, actions) {
    var box = document.createElement("div");
    box.className = "prnb-site-note prnb-site-" + kind;
    box.setAttribute("role", kind === "error" ? "alert" : "status");
    box.style.cssText = "position:fixed;z-index:100000;top:0;left:0;right:0;padding:12px 16px;" +
      "font:15px/1.45 system-ui,sans-serif;color:#1d1d1d;box-shadow:0 2px 8px rgba(0,0,0,.25);" +
      (kind === "error" ? "background:#fde8e8;border-bottom:3px solid #b3261e;" :
                          "background:#fff7dc;border-bottom:3px solid #a86b00;");
    var heading = document.createElement("strong");
    heading.textContent = title;
    var body = document.createElement("div");
    body.textContent = text;
    box.appendChild(heading);
    box.appendChild(body);
    var row = document.createElement("div");
    row.style.marginTop = "6px";
    (actions || []).forEach(function (action) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = action.label;
      button.style.cssText = "margin-right:8px;font:inherit;padding:2px 10px;";
      button.addEventListener("click", function () { action.run(box); });
      row.appendChild(button);
    });
    if (row.childNodes.length) {
      box.appendChild(row);
    }
    (document.body || document.documentElement).appendChild(box);
    return box;
  }

  function close(box) {
    box.remove();
  }

  // -- 1. can Python start here? ------------------------------------------------------------------
  var HOW = "Ask whoever runs the web server to send .wasm files as application/wasm and .mjs files " +
    "as text/javascript (in Apache: AddType application/wasm .wasm and AddType text/javascript .mjs; " +
    "in nginx: the same two lines in mime.types), or start the site with python3 -m http.server " +
    "in its folder. The teachers' guide, \"A website with no server\", says more.";

  function checkServer() {
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
      banner("error", "This browser cannot run Python here.",
        "The course runs Python inside the browser with WebAssembly, which this browser lacks or has " +
        "switched off. Open the site in a current Firefox, Chrome, Edge or Safari, or ask for " +
        "WebAssembly to be allowed.");
      return Promise.resolve(false);
    }
    var wanted = [["static/pyodide/pyodide.asm.wasm", /^application\/wasm/i, "application/wasm"],
                  ["static/pyodide/pyodide.mjs", /javascript/i, "text/javascript"]];
    return Promise.all(wanted.map(function (item) {
      return fetch(new URL(item[0], root), {method: "HEAD", cache: "no-store"}).then(function (reply) {
        var type = reply.headers.get("content-type") || "(no type)";
        return reply.ok && !item[1].test(type) ? item[0].split("/").pop() + " as " + type +
          " (it must be " + item[2] + ")" : null;
      }, function () { return null; });  // offline or refused: the page itself will say so
    })).then(function (wrong) {
      wrong = wrong.filter(Boolean);
      if (wrong.length) {
        banner("error", "Python cannot start: the web server sends its files with the wrong type.",
          "The server sends " + wrong.join(" and ") + ", and browsers refuse to run them. " + HOW);
        return false;
      }
      return true;
    });
  }

  // -- 2. is the learner's saved copy older than the site's? -------------------------------------
  function storedDatabases() {
    if (!window.indexedDB || !indexedDB.databases) {
      return Promise.resolve([]);
    }
    return indexedDB.databases().then(function (all) {
      return all.map(function (db) { return db.name; }).filter(function (name) {
        return name && name.indexOf("JupyterLite Storage") === 0;
      });
    }, function () { return []; });
  }

  function withStore(name, store, mode, work) {
    return new Promise(function (resolve) {
      var opening = indexedDB.open(name);
      opening.onerror = function () { resolve(null); };
      opening.onsuccess = function () {
        var db = opening.result;
        if (!db.objectStoreNames.contains(store)) {
          db.close();
          resolve(null);
          return;
        }
        var tx = db.transaction(store, mode);
        var result = work(tx.objectStore(store));
        tx.oncomplete = function () { db.close(); resolve(result.value); };
        tx.onerror = tx.onabort = function () { db.close(); resolve(null); };
      };
    });
  }

  function savedCopy(path) {
    return storedDatabases().then(function (names) {
      return Promise.all(names.map(function (name) {
        return withStore(name, "files", "readonly", function (store) {
          var found = {value: null};
          store.get(path).onsuccess = function (event) {
            if (event.target.result) {
              found.value = {database: name, model: event.target.result};
            }
          };
          return found;
        });
      }));
    }).then(function (copies) {
      return copies.filter(Boolean)[0] || null;
    });
  }

  function download(path, model) {
    var text = typeof model.content === "string" ? model.content : JSON.stringify(model.content, null, 1);
    var link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], {type: "application/x-ipynb+json"}));
    link.download = path.split("/").pop().replace(/\.ipynb$/, "") + " (my copy).ipynb";
    document.body.appendChild(link);
    link.click();
    link.remove();
  }

  function forget(copy, path) {
    return Promise.all(["files", "checkpoints"].map(function (store) {
      return withStore(copy.database, store, "readwrite", function (objects) {
        objects.delete(path);
        return {value: true};
      });
    }));
  }

  function checkVersion() {
    var path = new URLSearchParams(window.location.search).get("path");
    if (!path || !/\.ipynb$/.test(path)) {
      return;
    }
    fetch(new URL("course-versions.json", root), {cache: "no-store"}).then(function (reply) {
      return reply.ok ? reply.json() : {};
    }).then(function (versions) {
      var current = versions[path];
      if (!current) {
        return;
      }
      var key = PREFIX + root.pathname + path;
      var seen = window.localStorage.getItem(key);
      savedCopy(path).then(function (copy) {
        if (!copy || seen === current) {
          window.localStorage.setItem(key, current);
          return;
        }
        banner("update", "Your teacher has put a newer version of this notebook on the site.",
          "You are looking at the copy saved in this browser, from before the update. Take the new " +
          "version to see what your teacher changed (your copy is downloaded first, so nothing is " +
          "lost), or keep working on your own copy.", [
            {label: "Take the new version", run: function () {
              download(path, copy.model);
              forget(copy, path).then(function () {
                window.localStorage.setItem(key, current);
                window.location.reload();
              });
            }},
            {label: "Keep my copy", run: function (box) {
              window.localStorage.setItem(key, current);
              close(box);
            }}
          ]);
      });
    }, function () {});
  }

  // -- 6. the language the learner chose ------------------------------------------------------------
  // The front page offers the package's languages (a list the build writes into it); the choice is
  // kept in this browser (or given as &lang=CODE in a notebook's address, which also keeps it), and
  // each Python the site starts is told it first, through the package's own puertorico_nb.set_language:
  // tables, rule statements and questions then speak it. A notebook that sets its language itself
  // (a translated tutorial) still does.
  var LANGUAGE_KEY = "puertorico_nb.language";
  var LANGUAGE_CODE = /^[a-z]{2,3}(_[A-Za-z]+)?$/;

  function chosenLanguage() {
    var given = new URLSearchParams(window.location.search).get("lang");
    if (given && LANGUAGE_CODE.test(given)) {
      window.localStorage.setItem(LANGUAGE_KEY, given);
      return given;
    }
    var kept = window.localStorage.getItem(LANGUAGE_KEY);
    return kept && LANGUAGE_CODE.test(kept) ? kept : null;
  }

  // The Python statement that makes the package speak the chosen language (None: its default).
  function languageStatement() {
    var code = chosenLanguage();
    return "puertorico_nb.set_language(" + (code ? JSON.stringify(code) : "None") + ")";
  }

  var toldKernels = new WeakMap();  // kernel connection: its answer

  // Tell the page's current notebook's Python the language, once per connection to it, before
  // anything the learner runs there (a kernel runs its requests in the order they are sent).
  function tellLanguage(kernel) {
    if (!toldKernels.has(kernel)) {
      if (!toldKernels.has(kernel.statusChanged)) {
        toldKernels.set(kernel.statusChanged, true);
        kernel.statusChanged.connect(tellAfterRestart);
      }
      var code = "import puertorico_nb\n" + languageStatement() + "\ndel puertorico_nb";
      toldKernels.set(kernel, kernel.requestExecute({code: code, silent: true, store_history: false,
                                                     allow_stdin: false}, true).done);
    }
    return toldKernels.get(kernel);
  }

  // A restarted Python is a new one: it is told again as soon as it is ready.
  var restarting = new WeakSet();

  function tellAfterRestart(kernel, status) {
    if (status === "restarting" || status === "autorestarting") {
      restarting.add(kernel);
    } else if (status === "idle" && restarting.has(kernel)) {
      restarting.delete(kernel);
      toldKernels.delete(kernel);
      tellLanguage(kernel);
    }
  }

  // Each notebook's session is watched from the moment its panel exists: a kernel is told when it is
  // attached (kernelChanged fires before any cell can be sent to it, so the statement is queued
  // first even while the kernel is still connecting), and a kernel already attached when the panel
  // is first seen is told at once, connected or not (requests made while connecting are queued in
  // order). Waiting for "connected" let a cell run on opening reach the kernel first.
  var watchedSessions = new WeakSet();

  function watchPanel(panel) {
    var context = panel && panel.sessionContext;
    if (!context || watchedSessions.has(context)) {
      return;
    }
    watchedSessions.add(context);
    context.kernelChanged.connect(function (_, change) {
      if (change.newValue && !change.newValue.isDisposed) {
        tellLanguage(change.newValue);
      }
    });
    var kernel = context.session && context.session.kernel;
    if (kernel && !kernel.isDisposed) {
      tellLanguage(kernel);
    }
  }

  function watchLanguage() {
    var hooked = false;
    setInterval(function () {
      var app = window.jupyterapp;
      var shell = app && app.shell;
      if (!shell) {
        return;
      }
      if (!hooked && shell.currentChanged) {
        hooked = true;  // a new panel becomes current synchronously when added: watch it then
        shell.currentChanged.connect(function () { watchPanel(shell.currentWidget); });
      }
      var widgets = shell.widgets ? Array.from(shell.widgets("main")) : [shell.currentWidget];
      widgets.forEach(watchPanel);
    }, 100);
  }

  // The front page's choice: the list shows the kept choice and keeps a new one.
  function languageChoice() {
    var choice = document.getElementById("prnb-language");
    if (!choice) {
      return;
    }
    var kept = chosenLanguage();
    if (kept && choice.querySelector("option[value='" + kept + "']")) {
      choice.value = kept;
    }
    choice.addEventListener("change", function () {
      window.localStorage.setItem(LANGUAGE_KEY, choice.value);
    });
  }

  // -- 3. app mode ----------------------------------------------------------------------------------
  var params = new URLSearchParams(window.location.search);
  var appMode = params.get("app") === "1" && /\/notebooks\/(index\.html)?$/.test(window.location.pathname);
  var APP_STYLE = [
    "body.prnb-app #menu-panel-wrapper, body.prnb-app #top-panel-wrapper, body.prnb-app .jp-NotebookPanel-toolbar,",
    "body.prnb-app .jp-CodeCell .jp-Cell-inputWrapper, body.prnb-app .jp-InputPrompt, body.prnb-app .jp-OutputPrompt,",
    "body.prnb-app .jp-Collapser, body.prnb-app .jp-cell-toolbar, body.prnb-app .jp-Cell .jp-InputCollapser",
    "{ display: none !important; }",
    "body.prnb-app .jp-Notebook .jp-Cell.jp-mod-selected, body.prnb-app .jp-Notebook .jp-Cell.jp-mod-active",
    "{ background: transparent !important; box-shadow: none !important; }",
    "body.prnb-app .jp-Notebook .jp-Cell { border: 0 !important; }",
    "body.prnb-app .jp-Cell-outputWrapper, body.prnb-app .jp-MarkdownOutput { margin-left: 0 !important; }",
    "body.prnb-app .jp-WindowedPanel-outer { padding-top: 0 !important; }",
    "body.prnb-app .jp-WindowedPanel-viewport { padding-top: var(--jp-notebook-padding) !important; }",
    ".prnb-app-wait { position: fixed; z-index: 99999; right: 12px; bottom: 12px; padding: 6px 12px;",
    "  font: 14px/1.4 system-ui, sans-serif; background: #f4f7fb; border: 1px solid #1a6fc4; border-radius: 4px; }"
  ].join("\n");

  function startAppMode() {
    var style = document.createElement("style");
    style.textContent = APP_STYLE;
    document.head.appendChild(style);
    document.body.classList.add("prnb-app");
    runOnceReady(null);
  }

  // The page's bars (title, menu, the notebook's toolbar) hidden as the widgets they are: Lumino
  // lays the page out itself, and an area hidden by the style sheet alone keeps its room, a blank
  // strip above the notebook. Hidden this way, the notebook takes the room. They stay hidden: the
  // page's own plugins show the title bar again when their settings arrive or the window changes
  // from a phone's width to a desktop's.
  function hideChrome(app, panel) {
    [app.shell.top, app.shell.menu, panel.toolbar].forEach(function (widget) {
      if (widget && typeof widget.hide === "function" && !widget.isHidden) {
        widget.hide();
        widget.show = function () {};
        widget.setHidden = function () {};
      }
    });
  }

  // Run the page's notebook from the top once its Python is ready (app mode), saying so meanwhile.
  // `previous`: the notebook this page showed before (a link followed in the page), not to be run.
  function runOnceReady(previous) {
    var wait = document.createElement("div");
    wait.className = "prnb-app-wait";
    wait.setAttribute("role", "status");
    wait.textContent = previous ? "Running the notebook..." : "Starting Python in this page, then running the notebook...";
    document.body.appendChild(wait);
    var tries = 0;
    var timer = setInterval(function () {
      tries += 1;
      var app = window.jupyterapp;
      var panel = app && app.shell && app.shell.currentWidget;
      var context = panel && panel.sessionContext;
      if (panel && panel !== previous) {
        hideChrome(app, panel);  // at once, not once Python is ready: no bar while it starts either
      }
      if (!context || panel === previous || !context.session || !context.session.kernel ||
          !panel.content || !panel.content.widgets.length) {
        if (tries > 3000) {  // ten minutes: say so rather than wait for ever
          clearInterval(timer);
          wait.textContent = "Python did not start in this page. Reload it to try again.";
        }
        return;
      }
      clearInterval(timer);
      context.ready.then(function () {
        return tellLanguage(context.session.kernel);
      }).then(function () {
        return app.commands.execute("notebook:run-all-cells");
      }).then(function () {
        wait.remove();
      }, function () {
        wait.textContent = "The notebook could not be run. Reload the page to try again.";
      });
    }, 200);
  }

  // -- 4. links between notebooks stay in this tab ------------------------------------------------
  // The site path of the notebook a link leads to, or null: JupyterLab writes a notebook's link to
  // another as the address of the file on the site (files/...), or leaves it relative.
  function notebookPath(link) {
    var href = link.getAttribute("href");
    var url = new URL(href, window.location.href);
    var files = new URL("files/", root);
    if (url.origin === files.origin && url.pathname.indexOf(files.pathname) === 0) {
      var onSite = decodeURIComponent(url.pathname.slice(files.pathname.length));
      return /\.ipynb$/.test(onSite) ? onSite : null;
    }
    var here = params.get("path");
    if (!here || !/\.ipynb(#.*)?$/.test(href) || /^[a-z]+:/i.test(href) || href.charAt(0) === "/") {
      return null;
    }
    return decodeURIComponent(new URL(href.split("#")[0], "http://course/" + here).pathname.slice(1));
  }

  function followInThisTab(event) {
    var link = event.target && event.target.closest ? event.target.closest("a[href]") : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    var target = notebookPath(link);
    if (!target) {
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    var next = new URL(window.location.href);
    next.hash = "";
    next.search = "?path=" + encodeURI(target).replace(/[?#&]/g, encodeURIComponent) + (appMode ? "&app=1" : "");
    if (!openInThisPage(target, next)) {
      window.location.assign(next.toString());
    }
  }

  // -- 5. the next notebook on the Python already running --------------------------------------
  // Starting Python takes most of a notebook's opening (the runtime, its packages, the kernel's
  // imports). The page already has one: the next notebook is opened in this page on the same
  // Python, after a fresh start of its namespace (every name, widget and output of the previous
  // notebook dropped; the modules stay imported, which is what makes it fast). Leaving the
  // previous notebook keeps what leaving the page kept: what the browser saved, not unsaved edits.
  // A page whose Python is not there (never started, shut down) loads the next notebook as before.
  // `folder`: where the next notebook is, the Python's working folder (as a new kernel's would be).
  function freshStart(folder) {
    return [
      "import os as _prnb_os, sys as _prnb_sys",
      "if 'ipywidgets' in _prnb_sys.modules:",
      "    _prnb_sys.modules['ipywidgets'].Widget.close_all()",
      "if _prnb_os.path.isdir(" + JSON.stringify(folder) + "):",
      "    _prnb_os.chdir(" + JSON.stringify(folder) + ")",
      "get_ipython().run_line_magic('reset', '-f')",
      // a translated tutorial sets its own language: the next notebook speaks the chosen one again
      "import puertorico_nb",
      languageStatement(),
      "del puertorico_nb"
    ].join("\n");
  }
  // Notebook's page commands bound to the notebook it first showed (its title's rename and
  // duplicate): dropped here so the page's title plugin binds them to the next notebook.
  var BOUND_TO_FIRST = ["application:rename", "application:duplicate"];
  // The page adds a "Trusted" indicator for each notebook it shows, beside the previous ones: only
  // the last, the current notebook's, is shown.
  var ONE_TRUSTED = "#menu-panel .lm-Widget:has(> .jp-NotebookTrustedStatus):has(~ .lm-Widget > " +
    ".jp-NotebookTrustedStatus) { display: none !important; }";

  function openInThisPage(target, address) {
    var app = window.jupyterapp;
    var panel = app && app.shell && app.shell.currentWidget;
    var session = panel && panel.sessionContext && panel.sessionContext.session;
    var kernel = session && session.kernel;
    var registry = app && app.commands && app.commands._commands;
    if (!kernel || kernel.isDisposed || ["idle", "busy"].indexOf(kernel.status) < 0 || !panel.context ||
        !(registry instanceof Map) || !app.commands.hasCommand("docmanager:open")) {
      return false;
    }
    var kernelId = kernel.id;
    var folder = "/drive/" + target.split("/").slice(0, -1).join("/");
    var fresh = kernel.requestExecute({code: freshStart(folder), silent: true, store_history: false, allow_stdin: false}, true);
    fresh.done.then(function () {
      BOUND_TO_FIRST.forEach(function (id) { registry.delete(id); });
      var title = document.getElementById("jp-title");
      if (title) {
        title.textContent = "";
      }
      panel.context.model.dirty = false;
      panel.dispose();
      return app.commands.execute("docmanager:open", {path: target, factory: "Notebook", kernel: {id: kernelId},
                                                       options: {ref: "_noref"}});
    }).then(function () {
      window.history.pushState({path: target}, "", address.toString());
      params = new URLSearchParams(window.location.search);
      if (appMode) {
        runOnceReady(panel);
      }
      checkVersion();
    }, function () {
      window.location.assign(address.toString());
    });
    return true;
  }

  function start() {
    if (appMode) {
      startAppMode();
    }
    languageChoice();
    if (/\/(notebooks|lab)\/(index\.html)?$/.test(window.location.pathname)) {
      watchLanguage();
    }
    if (/\/notebooks\/(index\.html)?$/.test(window.location.pathname)) {
      document.addEventListener("click", followInThisTab, true);
      var style = document.createElement("style");
      style.textContent = ONE_TRUSTED;
      document.head.appendChild(style);
      // Back and Forward after a link followed in the page: the page shows what its address says
      window.addEventListener("popstate", function () { window.location.reload(); });
    }
    checkServer().then(function (ok) {
      if (ok) {
        checkVersion();
      }
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
}());
