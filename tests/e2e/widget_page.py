"""A table widget's real front end on a plain localhost page, without Jupyter.

The page loads the widget's own ES module and stylesheet (``widget._esm``/``widget._css``: the
shared helpers joined to the game's files) with a stand-in for anywidget's model. ``relay`` hands
every message the page sent to the widget in this process and sends the widget's traits back, so
a click makes the full round trip except the Jupyter comm itself (tests/e2e/test_lab.py and the
Voila tests cover that path).
"""
from __future__ import annotations

import functools
import http.server
import threading
from contextlib import contextmanager
from pathlib import Path

from .servers import bots_at_once

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="widget.css"></head>
<body style="margin:0"><main id="here"></main>
<script type="module">
import widget from "./widget.js";
const traits = {{}};
const handlers = {{}};
window.sent = [];
window.alerted = false;
window.alert = () => {{ window.alerted = true; }};
const model = {{
  get: (name) => traits[name],
  set: (name, value) => {{ traits[name] = value; }},
  save_changes: () => {{}},
  send: (content) => {{ window.sent.push(JSON.parse(JSON.stringify(content))); }},
  on: (event, f) => {{ (handlers[event] ||= []).push(f); }},
  off: (event, f) => {{ handlers[event] = (handlers[event] || []).filter((g) => g !== f); }},
}};
window.setTraits = (values) => {{
  Object.assign(traits, values);
  for (const name of Object.keys(values)) for (const f of handlers[`change:${{name}}`] || []) f();
}};
window.boot = (values) => {{
  Object.assign(traits, values);
  widget.render({{ model, el: document.getElementById("here") }});
}};
window.moduleLoaded = true;
</script></body></html>
"""

# JupyterLab's dark theme colours, set on the page to draw a table as it looks there
DARK = {"--jp-layout-color0": "#111111", "--jp-layout-color1": "#111111", "--jp-layout-color2": "#1e1e1e",
        "--jp-layout-color3": "#2a2a2a", "--jp-ui-font-color1": "#e6e6e6", "--jp-ui-font-color2": "#b0b0b0",
        "--jp-border-color1": "#555555", "--jp-brand-color1": "#4f9cf0"}


@contextmanager
def watched_page(browser, viewport: dict, timeout: int):
    """A fresh page of `viewport` size whose script errors and console errors are collected in
    ``page.errors`` (a table must draw without any)."""
    context = bots_at_once(browser.new_context(viewport=viewport))
    page = context.new_page()
    page.set_default_timeout(timeout)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.errors = errors
    try:
        yield page
    finally:
        context.close()


def traits(widget) -> dict:
    """The widget's synced traits a front end reads (not anywidget's own)."""
    skip = {"layout", "tabbable", "tooltip", "comm", "keys", "log"}
    return {name: getattr(widget, name) for name in widget.keys
            if not name.startswith("_") and name not in skip}


@contextmanager
def serve(folder: Path, widget, title: str = "table"):
    """Serve `widget`'s front end from `folder` on a localhost port; yield the page's address."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "widget.js").write_text(str(widget._esm), encoding="utf-8")
    (folder / "widget.css").write_text(str(widget._css), encoding="utf-8")
    (folder / "index.html").write_text(PAGE.format(title=title), encoding="utf-8")

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):  # keep the test output clean
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/index.html"
    finally:
        httpd.shutdown()
        httpd.server_close()


def open_widget(page, url: str, widget, dark: bool = False) -> None:
    page.goto(url)
    page.wait_for_function("window.moduleLoaded === true")
    if dark:
        page.evaluate("vars => { for (const [k, v] of Object.entries(vars)) "
                      "document.documentElement.style.setProperty(k, v); "
                      "document.body.style.background = vars['--jp-layout-color1']; }", DARK)
    page.evaluate("values => window.boot(values)", traits(widget))


def settle(page) -> None:
    """Wait until the page has drawn what it was sent (two animation frames)."""
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


def relay(page, widget) -> list[dict]:
    """Hand the page's messages to the widget, then send its traits back; return the messages."""
    sent = page.evaluate("window.sent.splice(0)")
    for content in sent:
        widget.handle_message(content)
    page.evaluate("values => window.setTraits(values)", traits(widget))
    settle(page)
    return sent


# the card beside the piece: shown, wholly inside the window, nothing of it cut off, beside its piece
CARD = """(piece) => {
  const card = document.querySelector('#here .prnb-piece-card');
  if (!card || !card.matches(':popover-open')) return null;
  const r = card.getBoundingClientRect(), p = piece.getBoundingClientRect();
  return { text: card.textContent, size: parseFloat(getComputedStyle(card).fontSize),
    inside: r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth,
    whole: card.scrollHeight <= card.clientHeight + 1 && card.scrollWidth <= card.clientWidth + 1,
    near: Math.max(r.left - p.right, p.left - r.right, r.top - p.bottom, p.top - r.bottom) <= 8 };
}"""


# what a card opened on `piece` covers of the choices the keyboard reaches next from it: the next
# button of its group (the arrow keys) and the next Tab stop of the table
COVERS_NEXT = """(piece) => {
  const card = document.querySelector('#here .prnb-piece-card');
  if (!card || !card.matches(':popover-open')) return null;
  const group = piece.closest('[data-nav]');
  const around = group ? [...group.querySelectorAll('button')].filter((b) => b.closest('[data-nav]') === group) : [];
  const stops = [...piece.closest('.prnb').querySelectorAll('button, summary, select, input, [tabindex]')]
    .filter((el) => el.tabIndex >= 0 && el.getBoundingClientRect().height > 0);
  const next = [around[around.indexOf(piece) + 1],
    stops.find((el) => piece.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && !piece.contains(el))];
  const c = card.getBoundingClientRect();
  return next.filter((el) => el && el !== piece).filter((el) => { const r = el.getBoundingClientRect();
    return c.left < r.right - 1 && r.left < c.right - 1 && c.top < r.bottom - 1 && r.top < c.bottom - 1; })
    .map((el) => el.textContent.slice(0, 30));
}"""


def assert_card_beside(piece, want: str, how: str, size: float = 14) -> None:
    """The card beside `piece` (modules/pieces.js) is shown, says `want`, whole and in view."""
    card = piece.evaluate(CARD)
    assert card and want in card["text"], (how, want, card)
    assert card["inside"] and card["whole"] and card["near"], (how, card)
    assert card["size"] >= size, (how, card)
