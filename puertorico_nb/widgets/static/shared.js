// What every table's front end shares, once: making elements, controls, redrawing in place with
// keyboard focus kept (or moved to the likeliest next choice after a move), arrow keys within a
// group of choices, and the message area. Python joins this file in front of each game's module
// (widgets/_base.py), so these functions are in scope there; it is plain script, no imports.
// All text from data is set with textContent or as attribute values, never parsed as HTML.

/**
 * Make an element. Strings among the children become text nodes; attribute values are set
 * with setAttribute, so nothing here is ever read as markup.
 * @param {string} tag
 * @param {Record<string, string | number | boolean | null | undefined>} [attrs]
 * @param {...(Node | string | number | null | undefined | false)} children
 * @returns {HTMLElement}
 */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") el.className = String(value);
    else el.setAttribute(name, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

/**
 * @param {Element} el
 * @param {Array<Node | string | number | null | undefined | false>} children
 */
function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.appendChild(typeof child === "string" || typeof child === "number"
      ? document.createTextNode(String(child)) : child);
  }
}

/**
 * A control button (undo, redo, confirm ...). A control that cannot be used now stays focusable
 * (aria-disabled) and says why in its title.
 * @param {string} text
 * @param {string} name
 * @param {boolean} enabled
 * @param {() => void} onClick
 * @param {string} [why]
 */
function control(text, name, enabled, onClick, why) {
  const button = h("button", { type: "button", class: "prnb-control" }, text);
  button.dataset.control = name;
  if (!enabled) {
    button.setAttribute("aria-disabled", "true");
    if (why) button.title = why;
  }
  button.addEventListener("click", () => { if (button.getAttribute("aria-disabled") !== "true") onClick(); });
  return button;
}

/**
 * The message area: always there and always the same height (two lines of text and the
 * disclosure's summary line; a longer message scrolls inside it), so a message never pushes the
 * table under the pointer. One short sentence; the rule id, what it says and where the books say
 * so sit behind a "why / where in the books" disclosure, whose body floats over the table when
 * opened. Floating, it covers choices below it, so it never stays open behind the user's back: it
 * closes when the keyboard focus leaves it, on a press anywhere outside it, on Escape anywhere in
 * the table, and on a second click on its summary.
 * @param {{ message: string, rule?: string, statement?: string, citation?: string,
 *   lookUp?: (() => void) | null }} said
 */
function messageArea(said) {
  const text = h("p", { class: "prnb-message-text", dir: "auto" }, said.message || "");
  const box = h("div", { class: "prnb-message", role: "status", "aria-live": "polite", tabindex: "-1" }, text);
  box.dataset.control = "status";
  if (said.message && said.rule) {
    const body = h("div", { class: "prnb-why-body" },
      h("p", {}, "Rule ", h("code", {}, said.rule), said.statement ? `: ${said.statement}` : ""));
    if (said.citation) body.appendChild(h("p", { class: "prnb-cite" }, said.citation));
    if (said.lookUp) {
      const look = control("Look up this rule", "lookup", true, said.lookUp);
      look.setAttribute("aria-label", `Look up this rule (${said.rule}) in the rules browser`);
      body.appendChild(look);
    }
    const summary = h("summary", {}, "why / where in the books");
    summary.dataset.control = "why";
    const more = /** @type {HTMLDetailsElement} */ (h("details", { class: "prnb-why" }, summary, body));
    closeFromOutside(more, summary);
    box.appendChild(more);
  }
  return box;
}

/**
 * A floating disclosure that closes from outside as well as from its summary: when the focus
 * moves to something outside it (Tab, Shift+Tab, a click on another control), on a press outside
 * it, and on Escape anywhere in the table or with the focus on nothing in particular (the page or
 * the notebook around the table); the focus goes back to the summary only if it was inside. The
 * listeners outside it exist only while it is open.
 * @param {HTMLDetailsElement} more
 * @param {HTMLElement} summary
 */
function closeFromOutside(more, summary) {
  const close = () => { more.open = false; };
  const onKey = (/** @type {KeyboardEvent} */ e) => {
    if (!more.isConnected) close();  // redrawn away while open: its listeners go with it
    if (e.key !== "Escape" || !more.open) return;
    const at = /** @type {Node} */ (e.target);
    const table = more.closest(".prnb, .sjnb");
    if (!table || !(table.contains(at) || at.contains(table))) return;  // another widget's Escape
    const inside = more.contains(at);
    close();
    if (inside) summary.focus();
    e.preventDefault();
    e.stopPropagation();  // JupyterLab would leave the cell's edit mode on Escape
  };
  let pressing = false;  // a pointer is down (anywhere) while it is open
  const onPress = (/** @type {PointerEvent} */ e) => {
    pressing = true;
    if (!more.contains(/** @type {Node} */ (e.target))) close();
  };
  const onRelease = () => { pressing = false; };
  const listen = (/** @type {boolean} */ on) => {
    const change = on ? document.addEventListener : document.removeEventListener;
    change.call(document, "keydown", onKey);
    change.call(document, "pointerdown", onPress, true);
    change.call(document, "pointerup", onRelease, true);
    if (!on) pressing = false;
  };
  more.addEventListener("keydown", onKey);
  // The focus moving out of it closes it: to another element, or off the page by the keyboard.
  // A press inside it that moves the focus to the message area around it (a click on the body's
  // text) leaves it open, and no press closes it from here: closing a disclosure during the focus
  // change of a press inside it crashes Chromium (a press outside has closed it already, above).
  more.addEventListener("focusout", (e) => {
    const to = /** @type {Node | null} */ (e.relatedTarget);
    if (to ? !more.contains(to) && !to.contains(more) : !pressing) close();
  });
  more.addEventListener("toggle", () => listen(more.open));
}

/**
 * A message too long for the reserved area scrolls inside it; then it is a Tab stop, so a
 * keyboard user can scroll it too (and it is one only then).
 * @param {HTMLElement} root
 */
function scrollableMessages(root) {
  for (const text of root.querySelectorAll(".prnb-message-text")) {
    const el = /** @type {HTMLElement} */ (text);
    if (el.scrollHeight > el.clientHeight + 1) {
      el.tabIndex = 0;
    }
  }
}

/**
 * A disclosure that stays as the user left it, open or closed, across redraws: `memory` (one Map
 * per table, made once, outside its build function) keeps each disclosure's state under `name`.
 * Its summary keeps the keyboard focus across a redraw too (data-control).
 * @param {Map<string, boolean>} memory
 * @param {string} name
 * @param {HTMLDetailsElement | HTMLElement} details
 */
function keepOpen(memory, name, details) {
  const box = /** @type {HTMLDetailsElement} */ (details);
  if (memory.has(name)) box.open = Boolean(memory.get(name));
  box.addEventListener("toggle", () => memory.set(name, box.open));
  const summary = /** @type {HTMLElement | null} */ (box.querySelector(":scope > summary"));
  if (summary && !summary.dataset.control) summary.dataset.control = name;
  return box;
}

// -- keyboard ---------------------------------------------------------------------------------

const NAV_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/**
 * Arrow keys move focus among the buttons of one group (an element with data-nav: the roles, the
 * tiles, the buildings, a hand of cards), Home and End to its ends. Handled keys stop there, so
 * JupyterLab never sees them (and the root carries data-lm-suppress-shortcuts for the rest).
 * @param {HTMLElement} root
 * @returns {() => void} removes the handler
 */
function arrowKeys(root) {
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  const onKey = (/** @type {KeyboardEvent} */ e) => {
    if (!NAV_KEYS.has(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = /** @type {HTMLElement} */ (e.target);
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
    const group = target.closest?.("[data-nav]");
    if (!group || !root.contains(group)) return;
    const items = /** @type {HTMLElement[]} */ ([...group.querySelectorAll("button")]
      .filter((b) => b.closest("[data-nav]") === group));
    const at = items.indexOf(target);
    if (at < 0 || !items.length) return;
    const step = e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : 1;
    const next = e.key === "Home" ? 0 : e.key === "End" ? items.length - 1
      : (at + step + items.length) % items.length;
    items[at].tabIndex = -1;
    items[next].tabIndex = 0;
    items[next].focus();
    e.preventDefault();
    e.stopPropagation();
  };
  root.addEventListener("keydown", onKey);
  return () => root.removeEventListener("keydown", onKey);
}

/**
 * One Tab stop per group: in each data-nav group only one button is in the Tab order (the one
 * marked data-next, else the first legal choice, else the first); the arrow keys reach the rest.
 * So Tab goes from group to group (roles, tiles, buildings, Pass) instead of through every card.
 * @param {HTMLElement} root
 */
function rovingFocus(root) {
  for (const group of root.querySelectorAll("[data-nav]")) {
    const items = /** @type {HTMLElement[]} */ ([...group.querySelectorAll("button")]
      .filter((b) => b.closest("[data-nav]") === group));
    if (!items.length) continue;
    const stop = items.find((b) => b.hasAttribute("data-next"))
      || items.find((b) => b.getAttribute("aria-disabled") !== "true") || items[0];
    for (const b of items) b.tabIndex = b === stop ? 0 : -1;
  }
}

// -- redrawing --------------------------------------------------------------------------------

/**
 * Replace the children of `root` in one animation frame. Keyboard focus stays on the same
 * control when it still exists; when it was on a choice that is gone, or that was legal and is
 * not any more (a move was made: the same tile is on offer but refused now), it goes to the
 * likeliest next choice: the first element marked data-next, else the first legal choice.
 * @param {HTMLElement} root
 * @param {() => Node[]} build
 */
function redrawer(root, build) {
  let pending = false;
  const draw = () => {
    pending = false;
    const active = /** @type {HTMLElement | null} */ (root.contains(document.activeElement) ? document.activeElement : null);
    const focusKey = active?.dataset?.choice ? `[data-choice="${CSS.escape(active.dataset.choice)}"]`
      : active?.dataset?.control ? `[data-control="${CSS.escape(active.dataset.control)}"]` : null;
    const hadFocus = active !== null;
    const wasLegalChoice = Boolean(active?.dataset?.choice) && active?.getAttribute("aria-disabled") !== "true";
    root.replaceChildren(...build());
    rovingFocus(root);
    scrollableMessages(root);
    if (!hadFocus) return;
    let again = focusKey ? /** @type {HTMLElement | null} */ (root.querySelector(focusKey)) : null;
    if (again && wasLegalChoice && again.getAttribute("aria-disabled") === "true") again = null;
    const next = again || /** @type {HTMLElement | null} */ (root.querySelector("[data-next]")
      || root.querySelector("button.prnb-legal, button.sjnb-legal") || root.querySelector("[data-control='status']"));
    next?.focus?.({ preventScroll: true });
  };
  return {
    now: draw,
    later: () => {
      if (pending) return;
      pending = true;
      (globalThis.requestAnimationFrame || ((/** @type {() => void} */ f) => setTimeout(f, 0)))(draw);
    },
  };
}
