// @ts-check
// The keyboard inside a table: arrow keys within a group of choices, one Tab stop per group.

import { h, say } from "./dom.js";

const NAV_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);
/** A group of at most this many choices has each legal one a Tab stop (the goods a craftsman may take, the
 * captain's loads, a hand of cards): Tab went from its first straight to Pass, with nothing saying
 * that the arrow keys reach the others. A longer one (the market, the role cards, the mayor's
 * circles) keeps one Tab stop, so Pass stays a few Tabs away. */
const SMALL_GROUP = 6;

/**
 * Arrow keys move focus among the buttons of one group (an element with data-nav: the roles, the
 * tiles, the buildings, a hand of cards), Home and End to its ends. Handled keys stop there, so
 * JupyterLab never sees them (and the root carries data-lm-suppress-shortcuts for the rest).
 * @param {HTMLElement} root
 * @returns {() => void} removes the handler
 */
export function arrowKeys(root) {
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  notebookKeys();
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
    if (!group.hasAttribute("data-every-choice")) {
      items[at].tabIndex = -1;
      items[next].tabIndex = 0;
    }
    items[next].focus();
    e.preventDefault();
    e.stopPropagation();
  };
  root.addEventListener("keydown", onKey);
  root.addEventListener("focusin", sayArrowKeys);
  return () => { root.removeEventListener("keydown", onKey); root.removeEventListener("focusin", sayArrowKeys); };
}

/**
 * A group whose choices are not all Tab stops (the role cards of 4 and 5 players, the market, the
 * mayor's circles) says so when the keyboard reaches it: the info line, which the focused choice
 * has just filled, ends with "Arrow keys choose within “Roles”." (Tab went on to the next group
 * and a teacher never found the rest).
 * @param {FocusEvent} e
 */
function sayArrowKeys(e) {
  const target = /** @type {HTMLElement} */ (e.target);
  const group = target instanceof HTMLButtonElement ? target.closest("[data-nav]") : null;
  if (!group || group.hasAttribute("data-every-choice") || !target.matches(":focus-visible")) return;
  const buttons = [...group.querySelectorAll("button")].filter((b) => b.closest("[data-nav]") === group);
  const line = target.closest(".prnb")?.querySelector(".prnb-hint-text");
  if (buttons.length < 2 || !line || line.querySelector(".prnb-arrow-keys")) return;
  const name = group.getAttribute("aria-label") || "";
  line.append(" ", h("span", { class: "prnb-arrow-keys" }, say("Arrow keys choose within “{group}”.", { group: name })));
}

/**
 * One Tab stop per group: in each data-nav group only one button is in the Tab order (the one
 * marked data-next, else the first legal choice, else the first); the arrow keys reach the rest.
 * So Tab goes from group to group (roles, tiles, buildings, Pass) instead of through every card.
 * In a small group of choices (SMALL_GROUP buttons at most, two or more legal) every legal choice
 * is a Tab stop (data-every-choice), and the arrow keys move in it too.
 * @param {HTMLElement} root
 */
export function rovingFocus(root) {
  for (const group of root.querySelectorAll("[data-nav]")) {
    const items = /** @type {HTMLElement[]} */ ([...group.querySelectorAll("button")]
      .filter((b) => b.closest("[data-nav]") === group));
    if (!items.length) continue;
    const legal = items.filter((b) => b.classList.contains("prnb-legal"));
    group.toggleAttribute("data-every-choice", legal.length > 1 && items.length <= SMALL_GROUP);
    if (group.hasAttribute("data-every-choice")) {
      for (const b of items) b.tabIndex = legal.includes(b) ? 0 : -1;
      continue;
    }
    const stop = items.find((b) => b.hasAttribute("data-next"))
      || items.find((b) => b.getAttribute("aria-disabled") !== "true") || items[0];
    for (const b of items) b.tabIndex = b === stop ? 0 : -1;
  }
}

/**
 * Escape and Shift+Enter stay the notebook's inside a widget. The widgets carry
 * data-lm-suppress-shortcuts, so JupyterLab's single keys (Enter, A, B, D D, the arrows) never act
 * on the notebook while a learner uses a table's buttons; but with it Escape and Shift+Enter did
 * nothing either, and a keyboard user could not get back to the cells. Pressed inside a widget in
 * a notebook cell (and no piece's card open, which Escape closes first), the cell takes the focus
 * (JupyterLab's command mode on that cell) and, for Shift+Enter, JupyterLab then sees the key:
 * the cell runs and the next is selected, as anywhere in a notebook. Listened for on the window,
 * before JupyterLab, once per page.
 */
export function notebookKeys() {
  const page = /** @type {any} */ (globalThis);
  if (!page.addEventListener || page.prnbNotebookKeys) return;
  page.prnbNotebookKeys = true;
  page.addEventListener("keydown", (/** @type {KeyboardEvent} */ e) => {
    const leave = e.key === "Escape" && !e.shiftKey;
    const run = e.key === "Enter" && e.shiftKey;
    if ((!leave && !run) || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = /** @type {HTMLElement} */ (e.target);
    const widget = target?.closest?.(".prnb[data-lm-suppress-shortcuts]");
    const cell = /** @type {HTMLElement | null} */ (widget?.closest(".jp-Cell") || null);
    if (!widget || !cell) return;
    if (leave && document.querySelector(".prnb-piece-card:popover-open")) return;
    if (!cell.hasAttribute("tabindex")) cell.tabIndex = -1;
    cell.focus({ preventScroll: true });
    widget.removeAttribute("data-lm-suppress-shortcuts");  // for this key only
    setTimeout(() => widget.setAttribute("data-lm-suppress-shortcuts", "true"), 0);
  }, true);
}
