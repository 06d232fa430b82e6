// @ts-check
// Controls and disclosures every table, walkthrough and browser uses.

import { h } from "./dom.js";

/**
 * A control button (undo, redo, confirm ...). A control that cannot be used now stays focusable
 * (aria-disabled) and says why in its title.
 * @param {string} text
 * @param {string} name
 * @param {boolean} enabled
 * @param {() => void} onClick
 * @param {string} [why]
 */
export function control(text, name, enabled, onClick, why) {
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
 * A disclosure that stays as the user left it, open or closed, across redraws: `memory` (one Map
 * per table, made once, outside its build function) keeps each disclosure's state under `name`.
 * Its summary keeps the keyboard focus across a redraw too (data-control).
 * @param {Map<string, boolean>} memory
 * @param {string} name
 * @param {HTMLDetailsElement | HTMLElement} details
 */
export function keepOpen(memory, name, details) {
  const box = /** @type {HTMLDetailsElement} */ (details);
  if (memory.has(name)) box.open = Boolean(memory.get(name));
  box.addEventListener("toggle", () => memory.set(name, box.open));
  const summary = /** @type {HTMLElement | null} */ (box.querySelector(":scope > summary"));
  if (summary && !summary.dataset.control) summary.dataset.control = name;
  return box;
}
