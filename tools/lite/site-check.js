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
// 7. A table, question or walkthrough saved in a notebook shows its saved picture until its cell
//    runs again (not "Loading widget...").
// 8. A notebook opened in a new tab (from the front page, a bookmark) while another tab of the
//    course runs Python offers to open it there, on that Python.
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

  // What a learner writes in a notebook: its cells' kinds and sources (not outputs, not metadata).
  function written(content) {
    var notebook = typeof content === "string" ? JSON.parse(content) : content;
    return JSON.stringify(((notebook && notebook.cells) || []).map(function (cell) {
      return [cell.cell_type, [].concat(cell.source || []).join("")];
    }));
  }

  // A short fingerprint of a text (a 53-bit hash; crypto.subtle is missing on a plain http:// school
  // address): enough to tell whether a learner changed a notebook.
  function fingerprint(text) {
    var h1 = 0xdeadbeef, h2 = 0x41c6ce57;
    for (var i = 0; i < text.length; i++) {
      var c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
  }

  // The fingerprint of what the site served for a notebook when this browser last opened the
  // site's version: a copy saved since with the same cells is unchanged by the learner, even after
  // the teacher updated the notebook.
  var SERVED_PREFIX = "puertorico_nb.served:";

  // A copy the browser saved by itself (JupyterLab saves every two minutes, and after a run) in
  // which the learner changed nothing is not the learner's copy: it is dropped, so the site's
  // version opens (the teacher's latest, with its pictures; a saved run's widgets are dead once
  // its Python is gone, "Loading widget..."). Resolves to whether a copy was dropped.
  function dropUnchangedCopy(path) {
    var key = SERVED_PREFIX + root.pathname + path;
    return Promise.all([savedCopy(path), fetch(new URL("files/" + path, root), {cache: "no-store"}).then(
      function (reply) { return reply.ok ? reply.json() : null; })]).then(function (found) {
      var copy = found[0], site = found[1];
      if (!site) {
        return false;
      }
      var served = fingerprint(written(site));
      if (!copy) {
        window.localStorage.setItem(key, served);  // the site's version opens now
        return false;
      }
      var mine = fingerprint(written(copy.model.content));
      if (mine !== served && mine !== window.localStorage.getItem(key)) {
        return false;  // the learner changed it: theirs (offerNewVersion says when the site's is newer)
      }
      return forget(copy, path).then(function () {
        window.localStorage.setItem(key, served);
        return true;
      });
    }).catch(function () { return false; });
  }

  function checkVersion() {
    var path = new URLSearchParams(window.location.search).get("path");
    if (!path || !/\.ipynb$/.test(path)) {
      return;
    }
    var once = "puertorico_nb.reloaded:" + path;
    dropUnchangedCopy(path).then(function (dropped) {
      if (dropped && !window.sessionStorage.getItem(once)) {
        window.sessionStorage.setItem(once, "1");  // never twice in a row (a save racing the reload)
        window.location.reload();  // open the site's version (early: Python has barely started)
      } else {
        window.sessionStorage.removeItem(once);
        offerNewVersion(path);
      }
    });
  }

  function offerNewVersion(path) {
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
  var toldFutures = new WeakMap();  // kernel connection: the request that told it

  // The browser's kernel (pyodide-kernel 0.8.6) runs every request with store_history=True, silent
  // or not, so each of these set-up statements counted as a cell: every number beside a cell was
  // one lower than its output's ("[15]:" beside "[16]:"), a gap growing with each "Next". The
  // statement takes its own count back (IPython counts a cell before running it).
  var UNCOUNTED = "get_ipython().execution_count -= 1";

  // Tell the page's current notebook's Python the language, once per connection to it, before
  // anything the learner runs there (a kernel runs its requests in the order they are sent).
  function tellLanguage(kernel) {
    if (!toldKernels.has(kernel)) {
      if (!toldKernels.has(kernel.statusChanged)) {
        toldKernels.set(kernel.statusChanged, true);
        kernel.statusChanged.connect(tellAfterRestart);
      }
      var code = "import puertorico_nb\n" + languageStatement() + "\ndel puertorico_nb\n" + UNCOUNTED;
      var future = kernel.requestExecute({code: code, silent: true, store_history: false, allow_stdin: false}, true);
      toldFutures.set(kernel, future);
      toldKernels.set(kernel, future.done);
    }
    return toldKernels.get(kernel);
  }

  // A restarted Python is a new one, told again before anything else reaches it. The connection
  // says "restarting", drops every request it still held, then keeps what is sent while the Python
  // restarts and sends it, in order, once the new one is connected. So the statement is queued in
  // the same turn, right after that drop (a microtask): ahead of any cell run during the restart
  // ("Restart and Run All", or a cell run at once). Told only once the new Python was idle, it came
  // after those cells, which then spoke English. If a later drop (a kernel that died and is
  // restarted by the server) discarded the statement, it is sent again once the Python is idle.
  var restarting = new WeakSet();

  function tellAfterRestart(kernel, status) {
    if (status === "restarting" || status === "autorestarting") {
      restarting.add(kernel);
      toldKernels.delete(kernel);
      Promise.resolve().then(function () {
        if (!kernel.isDisposed) {
          tellLanguage(kernel);
        }
      });
    } else if (status === "idle" && restarting.has(kernel)) {
      restarting.delete(kernel);
      var told = toldFutures.get(kernel);
      if (!told || told.isDisposed) {
        toldKernels.delete(kernel);
        tellLanguage(kernel);
      }
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
    showSavedPictures(panel);
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

  // The front page's teachers' part: the address to give students, and a word when this browser
  // reached the site through an address only this computer knows (127.0.0.1, localhost).
  function siteAddress() {
    var shown = document.getElementById("prnb-site-address");
    var note = document.getElementById("prnb-site-address-note");
    if (!shown || !note) {
      return;
    }
    shown.textContent = root.href;
    if (/^(127\.|localhost$|\[::1\]$)/.test(root.hostname)) {
      note.textContent = "(this address works on this computer only: students need your laptop's " +
        "address on the school network, as below)";
    }
  }

  // -- 7. saved widgets show their saved picture -----------------------------------------------------
  // A widget's saved output is a reference to a model in the Python that made it, with the picture
  // the package stores beside it (text/html). In every saved notebook (the site's and a learner's
  // own copy) that Python is gone, and ipywidgets shows "Loading widget..." until the cell runs
  // again (then "Error displaying widget: model not found" once the page's Python has started).
  // Its renderer is given a second way out: when it finds no live model, the saved picture is
  // shown, drawn by the notebook's own HTML renderer (sanitised as any output of an untrusted
  // cell), or, with no picture saved, a plain "Run the cell to see it." Running the cell makes a
  // live widget, drawn as before.
  var WIDGET_VIEW = "application/vnd.jupyter.widget-view+json";
  var NO_PICTURE = "Run the cell to see it: Python draws this part of the page.";
  var patchedRenderers = new WeakSet();
  var latestRendermime = null;  // the current notebook's (a page shows one notebook after another)

  function savedPicture(renderer, model, rendermime) {
    var source = model && model.data && model.data[WIDGET_VIEW];
    if (!source || !source.model_id || renderer.isDisposed || renderer.widgets.length) {
      return;  // a live view was drawn, or the widget was closed
    }
    renderer.node.textContent = "";
    renderer.removeClass("jupyter-widgets");
    var picture;
    if (model.data["text/html"] && rendermime.createRenderer) {
      picture = rendermime.createRenderer("text/html");
      picture.renderModel(model);
    } else {
      picture = {node: document.createElement("p"), dispose: function () {}};
      picture.node.textContent = NO_PICTURE;
    }
    picture.node.classList.add("prnb-saved-picture");
    renderer.node.appendChild(picture.node);
    renderer._prnbSaved = picture;
  }

  function showSavedPictures(panel) {
    var rendermime = panel.content && panel.content.rendermime;
    var factory = rendermime && rendermime.getFactory && rendermime.getFactory(WIDGET_VIEW);
    if (!factory) {
      return;
    }
    latestRendermime = rendermime;
    var probe = factory.createRenderer({mimeType: WIDGET_VIEW, sanitizer: rendermime.sanitizer,
      resolver: rendermime.resolver, linkHandler: rendermime.linkHandler, latexTypesetter: rendermime.latexTypesetter});
    var proto = Object.getPrototypeOf(probe);
    probe.dispose();
    if (!patchedRenderers.has(proto) && typeof proto.renderModel === "function") {
      patchedRenderers.add(proto);
      var render = proto.renderModel;
      proto.renderModel = function (model) {
        var renderer = this;
        if (renderer._prnbSaved) {
          renderer._prnbSaved.dispose();
          renderer._prnbSaved = null;
        }
        // once the renderer has looked for the live model (at once: a model this page's Python
        // does not hold is refused without waiting); a live widget is drawn without a detour
        return Promise.resolve(render.call(renderer, model)).then(function () {
          savedPicture(renderer, model, latestRendermime);
        });
      };
    }
    // the outputs drawn before the renderer was given its way out
    var redraw = function () {
      (panel.content.widgets || []).forEach(function (cell) {
        var area = cell.outputArea;
        if (!area || !area.model) {
          return;
        }
        (area.widgets || []).forEach(function (wrapper, index) {
          (wrapper.widgets || []).forEach(function (child) {
            if (Object.getPrototypeOf(child) === proto && !child.widgets.length && !child._prnbSaved) {
              savedPicture(child, area.model.get(index), rendermime);
            }
          });
        });
      });
    };
    redraw();
    if (panel.context && panel.context.ready) {
      panel.context.ready.then(function () { setTimeout(redraw, 0); });
    }
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
    "  font: 14px/1.4 system-ui, sans-serif; background: #f4f7fb; color: #1d1d1d; border: 1px solid #1a6fc4; border-radius: 4px; }",
    ".prnb-app-cover { position: fixed; z-index: 99998; inset: 0; overflow: auto; padding: 24px max(16px, calc(50% - 26rem));",
    "  font: 16px/1.5 system-ui, sans-serif; background: #ffffff; color: #1d1d1d; }",
    ".prnb-app-cover h1 { font-size: 1.8rem; margin: 0 0 1rem; } .prnb-app-cover h2 { font-size: 1.25rem; }",
    ".prnb-app-cover-wait { padding: 12px 16px; border-left: 4px solid #1a6fc4; background: #f4f7fb; font-weight: 600; }",
    "@media (prefers-color-scheme: dark) { .prnb-app-cover { background: #111111; color: #e6e6e6; }",
    "  .prnb-app-cover-wait, .prnb-app-wait { background: #1e2a38; color: #e6e6e6; } }"
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

  // What the page shows while it loads (10 to 20 s on a busy school laptop, blank before): the
  // notebook's title and its opening prose, read from the notebook on the site as plain text, with
  // what is happening in the middle of the screen. It goes as soon as the page draws the notebook.
  function firstLook(path) {
    var cover = document.createElement("div");
    cover.className = "prnb-app-cover";
    var heading = document.createElement("h1");
    var saying = document.createElement("p");
    saying.className = "prnb-app-cover-wait";
    saying.textContent = "Starting Python in this page: the first notebook takes from about fifteen " +
      "seconds to a minute. The page then runs by itself.";
    var prose = document.createElement("div");
    cover.appendChild(heading);
    cover.appendChild(saying);
    cover.appendChild(prose);
    document.body.appendChild(cover);
    if (!path || !/\.ipynb$/.test(path)) {
      return cover;
    }
    fetch(new URL("files/" + path, root)).then(function (reply) {
      return reply.ok ? reply.json() : null;
    }).then(function (notebook) {
      var shown = 0;
      ((notebook && notebook.cells) || []).some(function (cell) {
        if (cell.cell_type !== "markdown") {
          return false;
        }
        var text = [].concat(cell.source || []).join("");
        text.split(/\n\s*\n/).forEach(function (block) {
          var words = plainWords(block);
          if (!words || shown >= 6) {
            return;
          }
          if (/^#/.test(block.trim()) && !heading.textContent) {
            heading.textContent = words;
          } else {
            var line = document.createElement(/^#/.test(block.trim()) ? "h2" : "p");
            line.textContent = words;
            prose.appendChild(line);
            shown += 1;
          }
        });
        return shown >= 6;
      });
    }, function () {});
    return cover;
  }

  // A block of Markdown as the words it shows (headings' marks, emphasis, links' addresses and
  // HTML tags left out): shown with textContent, never as HTML.
  function plainWords(block) {
    return block.replace(/<[^>]*>/g, "").replace(/^\s*#+\s*/gm, "").replace(/^\s*[-*]\s+/gm, "• ")
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/(\*\*|__|\*|_|`)(\S[^]*?)\1/g, "$2").trim();
  }

  // Run the page's notebook from the top once its Python is ready (app mode), saying so meanwhile.
  // `previous`: the notebook this page showed before (a link followed in the page), not to be run.
  function runOnceReady(previous) {
    var wait = document.createElement("div");
    wait.className = "prnb-app-wait";
    wait.setAttribute("role", "status");
    wait.textContent = previous ? "Running the notebook..." : "Starting Python in this page, then running the notebook...";
    document.body.appendChild(wait);
    var cover = previous ? null : firstLook(params.get("path"));
    var tries = 0;
    var timer = setInterval(function () {
      tries += 1;
      var app = window.jupyterapp;
      var panel = app && app.shell && app.shell.currentWidget;
      var context = panel && panel.sessionContext;
      if (panel && panel !== previous) {
        hideChrome(app, panel);  // at once, not once Python is ready: no bar while it starts either
      }
      if (cover && document.querySelector(".jp-Notebook .jp-Cell")) {
        cover.remove();  // the page has drawn the notebook itself
        cover = null;
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
      var holdAgain = holdReadingPlace(panel) || function () {};
      context.ready.then(function () {
        return tellLanguage(context.session.kernel);
      }).then(function () {
        return app.commands.execute("notebook:run-all-cells");
      }).then(function () {
        holdAgain();
        wait.remove();
      }, function () {
        wait.textContent = "The notebook could not be run. Reload the page to try again.";
      });
    }, 200);
  }

  // Running every cell makes the last one the active cell, and the notebook scrolls to it: an app
  // opened at its title ended up at its foot ("Where next") once it had run. The page stays where
  // the reader is: any scroll the reader did not make (a wheel, a key, a touch, a press on the
  // scroll bar) is undone, until the reader scrolls or presses anything, from then on theirs.
  function holdReadingPlace(panel) {
    var notebook = panel.content && panel.content.node;  // a windowed list: its outer box scrolls
    var scroller = notebook && (notebook.querySelector(".jp-WindowedPanel-outer") || notebook);
    if (!scroller) {
      return;
    }
    var place = scroller.scrollTop;
    var held = true;
    var theirs = ["wheel", "keydown", "touchstart", "pointerdown"];
    function hold() {
      if (held && scroller.scrollTop !== place) {
        scroller.scrollTop = place;
      }
    }
    function release() {
      held = false;
      scroller.removeEventListener("scroll", hold);
      theirs.forEach(function (name) { window.removeEventListener(name, release, true); });
    }
    scroller.addEventListener("scroll", hold);
    theirs.forEach(function (name) { window.addEventListener(name, release, true); });
    panel.disposed.connect(release);
    return hold;  // called again once every cell ran, in case a scroll came with no event
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
    if (!openInThisPage(target, next, true)) {
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
      "del puertorico_nb",
      // the next notebook's first cell is numbered 1, as on a new Python (IPython's count is the
      // number its next cell takes)
      "get_ipython().execution_count = 1"
    ].join("\n");
  }

  // The page's own count of the cells a kernel ran (the browser's kernel numbers its replies with
  // it, beside Python's own): back to 0 with Python's, so the next notebook's first cell is [1].
  // Read from JupyterLite's kernel client (its kernels live in this page); left alone if absent.
  function restartCount(app, kernelId) {
    var client = app.serviceManager && app.serviceManager.kernels && app.serviceManager.kernels._kernelAPIClient;
    var kernels = client && client._kernels;
    var kernel = kernels && (typeof kernels.get === "function" ? kernels.get(kernelId) : kernels[kernelId]);
    if (kernel && typeof kernel._executionCount === "number") {
      kernel._executionCount = 0;
    }
  }
  // Notebook's page commands bound to the notebook it first showed (its title's rename and
  // duplicate): dropped here so the page's title plugin binds them to the next notebook.
  var BOUND_TO_FIRST = ["application:rename", "application:duplicate"];
  // The page adds a "Trusted" indicator for each notebook it shows, beside the previous ones: only
  // the last, the current notebook's, is shown.
  var ONE_TRUSTED = "#menu-panel .lm-Widget:has(> .jp-NotebookTrustedStatus):has(~ .lm-Widget > " +
    ".jp-NotebookTrustedStatus) { display: none !important; }";

  // `remember`: a link followed (its address added to the history), not Back or Forward.
  function openInThisPage(target, address, remember) {
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
      restartCount(app, kernelId);
      return dropUnchangedCopy(target);
    }).then(function () {
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
      if (remember) {
        window.history.pushState({path: target}, "", address.toString());
      }
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

  // -- 8. one Python for the course's tabs ---------------------------------------------------------
  // The browser gives each tab its own Python (the runtime lives in the tab's own worker, which no
  // other tab can reach), so a notebook opened from the front page or a bookmark in a new tab would
  // start a second one (fifteen seconds to a minute, and a few hundred MB) while the first runs on.
  // Every notebook page with a running Python answers the course's other tabs; a notebook page that
  // has just opened asks them, and when one answers, offers to open the notebook there, on the
  // Python already running (this tab then shows the front page, and its Python stops), or to start
  // Python here too. The same tab can keep its Python only through the notebooks' own links (4, 5).
  var CHANNEL = "puertorico_nb.python:" + root.pathname;
  var PAGE_ID = Math.random().toString(36).slice(2);

  function pythonHere() {
    var app = window.jupyterapp;
    var panel = app && app.shell && app.shell.currentWidget;
    var kernel = panel && panel.sessionContext && panel.sessionContext.session && panel.sessionContext.session.kernel;
    return Boolean(kernel && !kernel.isDisposed && ["idle", "busy"].indexOf(kernel.status) >= 0);
  }

  function shareThisPython(channel) {
    channel.addEventListener("message", function (event) {
      var message = event.data || {};
      if (message.ask === "python" && pythonHere()) {
        channel.postMessage({python: PAGE_ID, to: message.from, showing: params.get("path")});
      } else if (message.open && message.to === PAGE_ID) {
        var target = String(message.open);
        var address = new URL(window.location.href);
        address.hash = "";
        address.search = "?path=" + encodeURI(target).replace(/[?#&]/g, encodeURIComponent) + (appMode ? "&app=1" : "");
        var opened = /\.ipynb$/.test(target) && openInThisPage(target, address, true);
        channel.postMessage({opened: opened, to: message.from});
        if (opened) {
          document.title = "\u25B6 " + document.title;  // a mark on this tab, for the learner to find it
          setTimeout(function () { document.title = document.title.replace(/^\u25B6 /, ""); }, 15000);
        }
      }
    });
  }

  function offerOtherTab(channel) {
    var path = params.get("path");
    if (!path || !/\.ipynb$/.test(path)) {
      return;
    }
    var offered = false;
    channel.addEventListener("message", function (event) {
      var message = event.data || {};
      if (offered || message.to !== PAGE_ID || !message.python || pythonHere()) {
        return;
      }
      offered = true;
      var other = message.python;
      banner("update", "Python is already running in another tab of this course.",
        "Each browser tab runs its own Python, and starting one here takes from fifteen seconds to a " +
        "minute. Open this notebook in the other tab instead, on the Python it has ready (this tab then " +
        "goes back to the front page), or start Python here as well.", [
          {label: "Open it in the other tab", run: function (box) {
            channel.addEventListener("message", function (reply) {
              var answer = reply.data || {};
              if (answer.to !== PAGE_ID || !("opened" in answer)) {
                return;
              }
              if (answer.opened) {
                window.location.replace(new URL("index.html?opened=" + encodeURIComponent(path), root).toString());
              } else {
                close(box);
                banner("update", "The other tab could not take the notebook.",
                  "Its Python is busy or has stopped: Python starts here instead.");
              }
            });
            channel.postMessage({open: path, to: other, from: PAGE_ID});
          }},
          {label: "Start Python here", run: close}
        ]);
    });
    channel.postMessage({ask: "python", from: PAGE_ID});
  }

  // -- 9. the front page gets Python ready while it is read ------------------------------------------
  // Python cannot start in the front page for a notebook to use (each page has its own), but what it
  // downloads can: once the page is drawn, the runtime and every package the site ships are fetched
  // into the browser's cache with low priority (on a school network this is most of a first
  // notebook's wait), and the runtime is compiled, which lets the browser keep its compiled code
  // for the notebook's start.
  function warmUp() {
    if (!document.getElementById("prnb-language") || !window.fetch || typeof WebAssembly !== "object") {
      return;  // not the front page
    }
    var pyodide = new URL("static/pyodide/", root);
    var low = {priority: "low"};
    setTimeout(function () {
      if (WebAssembly.compileStreaming) {
        WebAssembly.compileStreaming(fetch(new URL("pyodide.asm.wasm", pyodide), low)).catch(function () {});
      }
      ["pyodide.mjs", "pyodide.asm.mjs", "python_stdlib.zip"].forEach(function (name) {
        fetch(new URL(name, pyodide), low).catch(function () {});
      });
      fetch(new URL("pyodide-lock.json", pyodide), low).then(function (reply) {
        return reply.ok ? reply.json() : {packages: {}};
      }).then(function (lock) {
        Object.keys(lock.packages || {}).forEach(function (name) {
          var file = lock.packages[name].file_name;
          if (typeof file === "string" && /^[\w.+-]+\.whl$/.test(file)) {
            fetch(new URL(file, pyodide), low).catch(function () {});
          }
        });
      }).catch(function () {});
    }, 500);
  }

  // The front page after a notebook went to another tab: where it is.
  function sayWhereItOpened() {
    var path = params.get("opened");
    if (path && document.getElementById("prnb-language")) {
      banner("update", "The notebook opened in your other tab.",
        path + " is open there, on the Python that tab already runs: switch to that tab (its title " +
        "starts with \u25B6 for a moment). This tab can be closed.");
    }
  }

  function start() {
    if (appMode) {
      startAppMode();
    }
    languageChoice();
    siteAddress();
    if (/\/(notebooks|lab)\/(index\.html)?$/.test(window.location.pathname)) {
      watchLanguage();
    }
    if (/\/notebooks\/(index\.html)?$/.test(window.location.pathname)) {
      document.addEventListener("click", followInThisTab, true);
      var style = document.createElement("style");
      style.textContent = ONE_TRUSTED;
      document.head.appendChild(style);
      // Back and Forward after a link followed in the page: the page shows what its address says,
      // on the same Python as a link does (reloading started Python again: a minute on a busy laptop)
      window.addEventListener("popstate", function () {
        var target = new URLSearchParams(window.location.search).get("path");
        if (!target || !openInThisPage(target, new URL(window.location.href), false)) {
          window.location.reload();
        }
      });
      if (window.BroadcastChannel) {
        var channel = new BroadcastChannel(CHANNEL);
        shareThisPython(channel);
        offerOtherTab(channel);
      }
    }
    sayWhereItOpened();
    warmUp();
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
