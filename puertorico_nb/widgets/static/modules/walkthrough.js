// @ts-check
// Stepping through a ruling or a game, for every game: back, next, a slider, the step's narration
// and the rule behind it, and the table after the step, drawn read-only by the game's own module.

import { h, languageTag, say, useWords } from "./dom.js";
import { control } from "./controls.js";
import { notebookKeys } from "./keyboard.js";
import { redrawer } from "./redraw.js";

/** @typedef {import("./types.js").Model} Model */

/**
 * @param {Model} model
 * @param {HTMLElement} root
 * @param {(view: any, describe: HTMLElement) => Node[]} drawView the game's table for a view model,
 *   with no choices (`describe` collects the buttons' descriptions, if any)
 * @returns {() => void} stops listening
 */
export function renderWalkthrough(model, root, drawView) {
  const go = (/** @type {number} */ step) => { model.set("step", step); model.save_changes(); };
  const build = () => {
    root.lang = languageTag(model.get("language"));  // the steps and the table are in its language
    useWords(model.get("words"), model.get("language"));
    const frames = model.get("frames") || [];
    const step = model.get("step") || 0;
    const last = Math.max(0, frames.length - 1);
    const frame = frames[step] || { narration: "", rule: "", statement: "", citation: "", ok: true, kind: "" };
    const slider = /** @type {HTMLInputElement} */ (h("input", { type: "range", min: 0, max: last, value: step,
      "aria-label": say("Step"), "aria-valuetext": say("step {step} of {last}", { step, last }) }));
    slider.dataset.control = "slider";
    slider.addEventListener("change", () => go(Number(slider.value)));
    const head = h("div", { class: "prnb-section" });
    if (model.get("title")) head.appendChild(h("h3", { dir: "auto" }, model.get("title")));
    if (model.get("description")) head.appendChild(h("p", { class: "prnb-muted", dir: "auto" }, model.get("description")));
    if (model.get("source")) head.appendChild(h("p", { class: "prnb-rule", dir: "auto" }, say("Source: {source}", { source: model.get("source") })));
    const controls = h("div", { class: "prnb-section prnb-controls" },
      control(say("◀ Back"), "back", step > 0, () => go(step - 1), say("this is the first step")),
      control(say("Next ▶"), "next", step < last, () => go(step + 1), say("this is the last step")),
      slider, h("span", {}, say("Step {step} of {last}", { step, last })));
    const rule = frame.rule
      ? h("details", { class: "prnb-why" }, h("summary", {}, say("why / where in the books")),
        h("p", {}, say("Rule"), " ", h("code", {}, frame.rule)),
        frame.statement ? h("p", { dir: "auto" }, frame.statement) : null,
        frame.citation ? h("p", { class: "prnb-cite", dir: "auto" }, frame.citation) : null)
      : null;
    const story = h("div", { class: `prnb-section prnb-panel ${frame.ok ? "" : "prnb-step-refused"}`, "aria-live": "polite" },
      h("div", { class: "prnb-narration", dir: "auto" }, frame.ok ? frame.narration : `✗ ${frame.narration}`), rule);
    const describe = h("div", { class: "prnb-sr" });
    return [head, controls, story, ...drawView(model.get("view") || {}, describe), describe];
  };
  // The table after the step is a picture: its pieces are no Tab stops (80 presses went by them),
  // and a piece still tells what it does when pointed at; the live tables are where they are keys.
  const redraw = redrawer(root, () => {
    const drawn = build();
    for (const part of drawn) {
      if (part instanceof HTMLElement && !part.classList.contains("prnb-controls")) {
        for (const group of part.querySelectorAll("[data-nav]")) group.removeAttribute("data-nav");
        for (const stop of part.querySelectorAll("button, [tabindex]")) {
          if (!stop.closest("details")) /** @type {HTMLElement} */ (stop).tabIndex = -1;
        }
      }
    }
    return drawn;
  });
  redraw.now();
  // The arrow keys step through the walkthrough wherever the focus is inside it, and stop here:
  // JupyterLab never sees them (it would move to another cell and take the focus away). With
  // Alt, Ctrl or Meta they are the browser's and the system's, untouched.
  root.tabIndex = 0;
  root.setAttribute("aria-label", say("Walkthrough: the left and right arrow keys step back and forward"));
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  notebookKeys();
  const onKey = (/** @type {KeyboardEvent} */ e) => {
    if (e.target instanceof HTMLInputElement || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    e.preventDefault();
    e.stopPropagation();
    const step = model.get("step") || 0;
    const last = Math.max(0, (model.get("frames") || []).length - 1);
    if (e.key === "ArrowRight" && step < last) go(step + 1);
    else if (e.key === "ArrowLeft" && step > 0) go(step - 1);
  };
  root.addEventListener("keydown", onKey);
  const names = ["change:step", "change:view", "change:frames"];
  for (const name of names) model.on(name, redraw.later);
  return () => { for (const name of names) model.off(name, redraw.later); root.removeEventListener("keydown", onKey); };
}
