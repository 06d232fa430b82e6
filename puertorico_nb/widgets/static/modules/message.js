// @ts-check
// The message area: what the last request did, or why it was refused, with the rule behind it.

import { canonical, h, say } from "./dom.js";
import { control } from "./controls.js";

/**
 * The message area: always there and always the same height (two lines of text and the
 * disclosure's summary line; a longer message scrolls inside it), so a message never pushes the
 * table under the pointer. One short sentence; the rule id, what it says and where the books say
 * so sit behind a "why / where in the books" disclosure, whose body floats over the table when
 * opened. Floating, it covers choices below it, so it never stays open behind the user's back: it
 * closes when the keyboard focus leaves it, on a press anywhere outside it, on Escape anywhere in
 * the table, and on a second click on its summary.
 *
 * A hint is the exception: it is read whole where it is shown (the area grows to hold it, the
 * table moving down once when asked for), with a button that puts it away (`onDismiss`). So is an
 * exercise's verdict (`whole`): its end, "Press Undo to try again", is what the learner needs
 * next, and was cut at "more below" (the header's Undo stays where it was).
 * @param {{ message: string, rule?: string, statement?: string, citation?: string,
 *   lookUp?: (() => void) | null, hint?: boolean, whole?: boolean, onDismiss?: (() => void) | null }} said
 */
export function messageArea(said) {
  const text = h("p", { class: "prnb-message-text", dir: "auto" }, said.message || "");
  const hint = Boolean(said.hint && said.message);
  const whole = !hint && Boolean(said.whole && said.message);
  const box = h("div", { class: `prnb-message${hint ? " prnb-message-hint" : ""}${whole ? " prnb-message-whole" : ""}`,
    role: "status", "aria-live": "polite",
    tabindex: "-1" }, text);
  box.dataset.control = "status";
  if (hint) {
    // the legend of the hint's mark: a dashed edge is a choice the rules forbid, so the choice
    // the coach suggests has a look of its own (a newcomer read the two as one)
    box.appendChild(h("span", { class: "prnb-hint-legend", dir: "auto" }, say("The choice it suggests has a double outline.")));
  }
  if (hint && said.onDismiss) {
    const done = control(say("Done"), "dismiss-hint", true, said.onDismiss);
    done.setAttribute("aria-label", say("Put the hint away"));
    box.appendChild(done);
  }
  if (said.message && said.rule) {
    const body = h("div", { class: "prnb-why-body" },
      h("p", {}, say("Rule"), " ", h("code", {}, said.rule), said.statement ? `: ${said.statement}` : ""));
    if (said.citation) body.appendChild(h("p", { class: "prnb-cite" }, said.citation));
    if (said.lookUp) {
      const look = control(say("Look up this rule"), "lookup", true, said.lookUp);
      look.setAttribute("aria-label", say("Look up this rule ({rule}) in the rules browser", { rule: said.rule }));
      body.appendChild(look);
    }
    const summary = h("summary", {}, say("why / where in the books"));
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
export function closeFromOutside(more, summary) {
  const close = () => { more.open = false; };
  const onKey = (/** @type {KeyboardEvent} */ e) => {
    if (!more.isConnected) close();  // redrawn away while open: its listeners go with it
    if (e.key !== "Escape" || !more.open) return;
    const at = /** @type {Node} */ (e.target);
    const table = more.closest(".prnb");
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
    if (on) {
      document.addEventListener("keydown", onKey);
      document.addEventListener("pointerdown", onPress, true);
      document.addEventListener("pointerup", onRelease, true);
    } else {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPress, true);
      document.removeEventListener("pointerup", onRelease, true);
      pressing = false;
    }
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
 * Mark the control a hint points at (`hinted.target`, the action its choice carries), with an
 * outline that goes when the hint does (the next message or move redraws without it); several
 * buttons for one choice (two corn tiles face up) are all marked. Nothing is marked while looking
 * back at a past position.
 * @param {HTMLElement} root
 * @param {any} hinted the session's `hinted` ({} when the message is no hint)
 */
export function markHinted(root, hinted) {
  if (!hinted || !hinted.target) return;
  const wanted = canonical(hinted.target);
  for (const el of root.querySelectorAll("button[data-target]")) {
    const button = /** @type {HTMLElement} */ (el);
    if (button.dataset.target === wanted && !button.classList.contains("prnb-illegal")) button.classList.add("prnb-hinted");
  }
}

/**
 * A message too long for the reserved area scrolls inside it; then it is a Tab stop, so a
 * keyboard user can scroll it too (and it is one only then), and a "more below" mark shows that
 * the rest is there (the end of a message, "Press Undo to try again", is often what matters),
 * until it is scrolled to its end.
 * @param {HTMLElement} root
 */
export function scrollableMessages(root) {
  for (const text of root.querySelectorAll(".prnb-message-text")) {
    const el = /** @type {HTMLElement} */ (text);
    if (el.scrollHeight > el.clientHeight + 1) {
      el.tabIndex = 0;
      const box = el.parentElement;
      if (!box || box.querySelector(".prnb-more")) continue;
      const more = h("span", { class: "prnb-more", "aria-hidden": "true" }, say("more below ▾"));
      more.addEventListener("click", () => el.scrollBy({ top: el.clientHeight, behavior: "smooth" }));
      const atEnd = () => { more.hidden = el.scrollTop + el.clientHeight >= el.scrollHeight - 1; };
      el.addEventListener("scroll", atEnd);
      box.appendChild(more);
      atEnd();
    }
  }
}
