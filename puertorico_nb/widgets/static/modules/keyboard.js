// @ts-check
// The keyboard inside a table: arrow keys within a group of choices, one Tab stop per group.

const NAV_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/**
 * Arrow keys move focus among the buttons of one group (an element with data-nav: the roles, the
 * tiles, the buildings, a hand of cards), Home and End to its ends. Handled keys stop there, so
 * JupyterLab never sees them (and the root carries data-lm-suppress-shortcuts for the rest).
 * @param {HTMLElement} root
 * @returns {() => void} removes the handler
 */
export function arrowKeys(root) {
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
export function rovingFocus(root) {
  for (const group of root.querySelectorAll("[data-nav]")) {
    const items = /** @type {HTMLElement[]} */ ([...group.querySelectorAll("button")]
      .filter((b) => b.closest("[data-nav]") === group));
    if (!items.length) continue;
    const stop = items.find((b) => b.hasAttribute("data-next"))
      || items.find((b) => b.getAttribute("aria-disabled") !== "true") || items[0];
    for (const b of items) b.tabIndex = b === stop ? 0 : -1;
  }
}
