// @ts-check
// Redrawing a table in place, keeping the keyboard focus (or moving it to the likeliest next choice).

import { rovingFocus } from "./keyboard.js";
import { scrollableMessages } from "./message.js";
import { focusQuietly } from "./pieces.js";
import { engagedWith, revealChoices, revealWhenShown } from "./reveal.js";

/** @param {HTMLElement} root the legal choices on it, as one string (a move changes it) */
const choicesOn = (root) => [...root.querySelectorAll("button.prnb-legal")].map((b) => /** @type {HTMLElement} */ (b).dataset.choice).join("|");

/**
 * Replace the children of `root` in one animation frame. Keyboard focus stays on the same
 * control when it still exists; when it was on a choice that is gone, or that was legal and is
 * not any more (a move was made: the same tile is on offer but refused now), it goes to the
 * likeliest next choice: the first element marked data-next, else the first legal choice. When the
 * choices on offer changed (a move was made) while the person plays at this table, the page
 * scrolls the least that brings the next decision into view (modules/reveal.js); so does a table
 * drawn for the first time in view (a notebook's cell just run).
 * @param {HTMLElement} root
 * @param {() => Node[]} build
 */
export function redrawer(root, build) {
  let pending = false;
  revealWhenShown(root);
  const draw = () => {
    pending = false;
    const active = /** @type {HTMLElement | null} */ (root.contains(document.activeElement) ? document.activeElement : null);
    const focusKey = active?.dataset?.choice ? `[data-choice="${CSS.escape(active.dataset.choice)}"]`
      : active?.dataset?.control ? `[data-control="${CSS.escape(active.dataset.control)}"]` : null;
    const hadFocus = active !== null;
    const wasLegalChoice = Boolean(active?.dataset?.choice) && active?.getAttribute("aria-disabled") !== "true";
    const offered = choicesOn(root);
    root.replaceChildren(...build());
    rovingFocus(root);
    scrollableMessages(root);
    if (engagedWith(root) && choicesOn(root) !== offered) revealChoices(root);
    if (!hadFocus) return;
    let again = focusKey ? /** @type {HTMLElement | null} */ (root.querySelector(focusKey)) : null;
    if (again && wasLegalChoice && again.getAttribute("aria-disabled") === "true") again = null;
    const next = again || /** @type {HTMLElement | null} */ (root.querySelector("[data-next]")
      || root.querySelector("button.prnb-legal") || root.querySelector("[data-control='status']"));
    if (next) focusQuietly(next);
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
