// @ts-check
// Presenter mode, for a projector or an interactive whiteboard: large text, large targets, and the
// other players' boards folded to their summary line, so every choice stays in view. One switch
// for every table on the page, remembered by the browser (localStorage).

import { control } from "./controls.js";
import { say } from "./dom.js";

const KEY = "prnb-presenter";
const CHANGED = "prnb-presenter-changed";

/** Whether presenter mode is on in this browser. */
export function presenterOn() {
  try {
    return globalThis.localStorage?.getItem(KEY) === "on";
  } catch {
    return false;  // storage refused (a sandboxed page): off, and the switch still works for the page
  }
}

/** @param {boolean} on */
function remember(on) {
  try {
    globalThis.localStorage?.setItem(KEY, on ? "on" : "off");
  } catch {
    // storage refused: the page still switches, it is only not remembered
  }
  globalThis.dispatchEvent(new CustomEvent(CHANGED, { detail: { on } }));
}

/**
 * Keep `root` in presenter mode while it is on (its class prnb-presenter), following every switch
 * on the page and in other tabs of the browser.
 * @param {HTMLElement} root
 * @param {() => void} [redraw] called after a change (the switch's own state is redrawn)
 * @param {boolean} [always] on whatever the switch says (a classroom's projector)
 * @returns {() => void} stops following
 */
export function followPresenter(root, redraw, always = false) {
  let on = presenterOn();
  const apply = () => {
    root.classList.toggle("prnb-presenter", always || on);
    redraw?.();
  };
  const onChange = (/** @type {Event} */ e) => {
    const detail = /** @type {CustomEvent} */ (e).detail;
    on = detail ? Boolean(detail.on) : presenterOn();
    apply();
  };
  const onStorage = (/** @type {StorageEvent} */ e) => { if (e.key === KEY) onChange(new Event(CHANGED)); };
  root.classList.toggle("prnb-presenter", always || on);
  globalThis.addEventListener(CHANGED, onChange);
  globalThis.addEventListener("storage", onStorage);
  return () => {
    globalThis.removeEventListener(CHANGED, onChange);
    globalThis.removeEventListener("storage", onStorage);
  };
}

/** The switch: a toggle button among a table's controls. */
export function presenterSwitch() {
  const on = presenterOn();
  const button = control(say("Presenter mode"), "presenter", true, () => remember(!presenterOn()));
  button.setAttribute("aria-pressed", on ? "true" : "false");
  button.title = on ? say("Back to the normal size") : say("Large text and targets for a projector, remembered by this browser");
  return button;
}
