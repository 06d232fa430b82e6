// @ts-check
// The next decision in view: after a move the page scrolls (the least it can) so that every choice
// of the player to act is on screen, wherever the table sits (a notebook's cell in JupyterLab, a
// Voila page, a plain page) and wherever the person had scrolled to make the move.

/** @type {Element | null} the table the person last pressed or typed in */
let engaged = null;
const onInput = (/** @type {Event} */ e) => {
  const target = /** @type {Element | null} */ (e.target instanceof Element ? e.target : null);
  engaged = target?.closest(".prnb-live") ?? null;
};
globalThis.document?.addEventListener("pointerdown", onInput, true);
globalThis.document?.addEventListener("keydown", onInput, true);

/**
 * Whether the person is playing at `root` (their last press or key was in it): only then does a
 * redraw move the page, never while they read another cell of a notebook.
 * @param {Element} root
 */
export function engagedWith(root) {
  return engaged === root;
}

/**
 * The choices of the player to act in `root`, one element for each: a choice drawn twice (a
 * building both in the builder's panel and on the market) counts where the panel has it.
 * @param {Element} root
 * @returns {HTMLElement[]}
 */
export function decisionChoices(root) {
  /** @type {Map<string, HTMLElement>} */
  const byTarget = new Map();
  /** @type {HTMLElement[]} */
  const found = [];
  for (const button of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("button.prnb-legal"))) {
    const box = button.getBoundingClientRect();
    if (!box.width || !box.height) continue;  // not drawn (a folded part)
    const target = button.dataset.target;
    if (!target) { found.push(button); continue; }
    const before = byTarget.get(target);
    if (!before || (!before.closest(".prnb-actions") && button.closest(".prnb-actions"))) byTarget.set(target, button);
  }
  return [...found, ...byTarget.values()];
}

/**
 * The element that scrolls `el` into view: its nearest ancestor that scrolls vertically (Voila's
 * page body, JupyterLab's notebook), else the document.
 * @param {Element} el
 */
function scroller(el) {
  for (let at = el.parentElement; at; at = at.parentElement) {
    const overflow = getComputedStyle(at).overflowY;
    if ((overflow === "auto" || overflow === "scroll") && at.scrollHeight > at.clientHeight + 1) return at;
  }
  return document.scrollingElement || document.documentElement;
}

/**
 * Scroll the page the least that brings every choice in `root` into view, with what is marked to
 * be seen with them (data-reveal). When the choices are
 * above the view, it goes up to the table's top as long as the last choice stays in view (the
 * header and the message above them say whose turn it is); when they are taller than the view,
 * the first is put at its top. Nothing moves when they are in view already, unless `fromTop`: then
 * the table's top goes to the top of the view (a table just started takes the screen) if its
 * choices are still in view there.
 * @param {HTMLElement} root
 * @param {boolean} [fromTop]
 * @returns {number} how far the page scrolled (px, down positive)
 */
export function revealChoices(root, fromTop = false) {
  const choices = decisionChoices(root);
  if (!choices.length) return 0;
  // what the choices need beside them to be understood (the ships the captain's choices load onto)
  choices.push(.../** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll("[data-reveal]")));
  const boxes = choices.map((c) => c.getBoundingClientRect());
  let top = Math.min(...boxes.map((b) => b.top));
  const bottom = Math.max(...boxes.map((b) => b.bottom));
  const pane = scroller(root);
  const page = pane === document.scrollingElement || pane === document.documentElement;
  const frame = page ? { top: 0, bottom: globalThis.innerHeight } : pane.getBoundingClientRect();
  const view = { top: Math.max(frame.top, 0), bottom: Math.min(frame.bottom, globalThis.innerHeight) };
  const margin = 4;  // the focus ring drawn around a choice
  // whose turn it is and what just happened are seen with the choices where they fit: the header
  // (round, phase, "To act", a new round) above all, else the message (the bots' moves)
  for (const context of contextAbove(root)) {
    const above = Math.min(...context.map((el) => el.getBoundingClientRect().top));
    if (above < top && bottom - above <= view.bottom - view.top - 2 * margin) {
      top = above;
      break;
    }
  }
  const tableTop = root.getBoundingClientRect().top;
  let delta = 0;
  if (fromTop && bottom - (tableTop - view.top) <= view.bottom - margin) delta = tableTop - view.top;
  else if (bottom - top > view.bottom - view.top - 2 * margin) delta = top - view.top - margin;
  else if (bottom > view.bottom - margin) delta = bottom - view.bottom + margin;
  else if (top < view.top + margin) {
    delta = Math.min(top - view.top - margin, Math.max(tableTop - view.top, bottom - view.bottom + margin));
  }
  delta = Math.round(delta);
  if (delta) pane.scrollBy({ top: delta, behavior: "instant" });
  return delta;
}

/**
 * What a person needs above the choices to follow the game, most wanted first, each a list of
 * elements seen together: the header's line of round, phase and who acts (a new round said
 * there too; the table's controls wrap above that line, shared.css), then the message area.
 * @param {Element} root
 * @returns {HTMLElement[][]}
 */
function contextAbove(root) {
  const drawn = (/** @type {Element | null} */ el) => el !== null && el.getBoundingClientRect().height > 0;
  const turn = [...root.querySelectorAll(".prnb-header > h3, .prnb-header > .prnb-badge-act, .prnb-header > .prnb-badge-round")]
    .filter(drawn);
  const message = root.querySelector(".prnb-message");
  return /** @type {HTMLElement[][]} */ ([turn, drawn(message) ? [message] : []].filter((group) => group.length));
}

/**
 * Once `root` is on the page and laid out (a widget is drawn before the page shows it), bring its
 * choices into view if the table's top is in the upper half of the view: a table a person has just
 * made appear (a cell run, an app page opened) shows its first decision whole, and one drawn
 * further down a notebook moves nothing.
 * @param {HTMLElement} root
 */
export function revealWhenShown(root) {
  const frame = globalThis.requestAnimationFrame || ((/** @type {() => void} */ f) => setTimeout(f, 16));
  let tries = 0;
  const look = () => {
    const box = root.isConnected ? root.getBoundingClientRect() : null;
    if (!box || !box.height || !root.querySelector("button.prnb-legal")) {
      if (++tries < 120) frame(look);  // about two seconds of frames, then it gives up
      return;
    }
    const pane = scroller(root);
    const page = pane === document.scrollingElement || pane === document.documentElement;
    const frameBox = page ? { top: 0, bottom: globalThis.innerHeight } : pane.getBoundingClientRect();
    const view = { top: Math.max(frameBox.top, 0), bottom: Math.min(frameBox.bottom, globalThis.innerHeight) };
    // its top in the upper half of the view: the person is looking at it (one peeking in at the
    // bottom while they read above it, a notebook's next cell, moves nothing)
    if (box.bottom > view.top && box.top < view.top + (view.bottom - view.top) / 2) revealChoices(root);
  };
  frame(() => frame(look));
}
