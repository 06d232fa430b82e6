// @ts-check
// The rules browser, and the "Look up this rule" link a table sends it.

import { h, languageTag, say, useWords } from "./dom.js";
import { control } from "./controls.js";
import { redrawer } from "./redraw.js";

/** @typedef {import("./types.js").Model} Model */

let browsers = 0;
const SHOW_RULE = "prnb-show-rule";

/** @param {string} rule */
export function showRule(rule) {
  globalThis.dispatchEvent(new CustomEvent(SHOW_RULE, { detail: { rule } }));
}

/**
 * The rules browser: a search box, then one entry per matching rule (statement, citations, the
 * rulings and tutorial steps exercising it, with buttons that open a walkthrough). The search
 * box is drawn once, so typing is never interrupted; only the entries are redrawn.
 * @param {Model} model
 * @param {HTMLElement} root
 */
export function renderRules(model, root) {
  const prefix = `prnb-rules${++browsers}`;
  root.classList.add("prnb-rules");
  const input = /** @type {HTMLInputElement} */ (h("input", { type: "search", class: "prnb-search",
    placeholder: say("words, a role, a building or a rule id"), "aria-label": say("Search the rules"),
    value: model.get("query") || "" }));
  input.dataset.control = "query";
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let typing;
  const send = () => {
    if (input.value === (model.get("query") || "")) return;
    model.set("query", input.value);
    model.set("selected", "");
    model.save_changes();
  };
  input.addEventListener("input", () => { clearTimeout(typing); typing = setTimeout(send, 250); });
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") { clearTimeout(typing); send(); } });
  const label = h("label", { for: `${prefix}-q` }, say("Search the rules"));
  const form = h("div", { class: "prnb-section prnb-controls", role: "search" }, label, input);
  input.id = `${prefix}-q`;
  const status = h("div", { class: "prnb-muted", role: "status", "aria-live": "polite" });
  const list = h("div", { class: "prnb-rule-list" });
  const heading = h("h3", {}, say("Rules"));
  root.append(heading, form, status, list);

  /** @param {any} e */
  const entryOf = (e) => {
    const selected = model.get("selected") === e.id;
    const head = h("h4", { tabindex: "-1" }, h("code", {}, e.id),
      e.topic ? h("span", { class: "prnb-badge" }, e.topic) : null,
      e.outside_books ? h("span", { class: "prnb-badge" }, say("our reading")) : null);
    const cites = h("ul", { class: "prnb-citations", "aria-label": say("Where the rulebooks say so") });
    for (const c of e.citations || []) cites.appendChild(h("li", {}, h("b", {}, c.book), say(", section {section}", { section: c.section })));
    if (!(e.citations || []).length) cites.appendChild(h("li", {}, say("Not stated in the rulebooks (our reading).")));
    const uses = h("ul", { class: "prnb-uses" });
    for (const r of e.rulings || []) {
      const steps = r.steps.length > 1 ? say("steps {list}", { list: r.steps.join(", ") }) : say("step {list}", { list: r.steps.join(", ") });
      const item = h("li", {}, h("code", {}, `${r.file} #${r.index + 1}`), ` ${r.title} (${steps}) `);
      // every game's rulings walk through, each drawn by its own game's table
      const open = control(say("Walk through"), `walk-${e.id}-${r.file}-${r.index}`, true,
        () => model.send({ type: "walkthrough", rule: e.id, file: r.file, index: r.index }));
      open.setAttribute("aria-label", say("Walk through {title} ({file}, ruling {number})", { title: r.title, file: r.file, number: r.index + 1 }));
      item.appendChild(open);
      uses.appendChild(item);
    }
    for (const t of e.tutorials || []) {
      const item = h("li", {}, `${say("Tutorial")} `, h("code", {}, t.notebook),
        `${t.heading ? `, “${t.heading}”` : ""} ${say("(cell {cell})", { cell: t.cell })} `);
      if (t.example) {
        const open = control(say("Walk through its example"), `walk-${e.id}-${t.notebook}-${t.cell}`, true,
          () => model.send({ type: "walkthrough", rule: e.id, example: t.example }));
        open.setAttribute("aria-label", say("Walk through the example {example} of {notebook}", { example: t.example[0], notebook: t.notebook }));
        item.appendChild(open);
      }
      uses.appendChild(item);
    }
    const used = (e.rulings || []).length + (e.tutorials || []).length;
    const article = h("article", { class: `prnb-panel prnb-rule-entry${selected ? " prnb-selected" : ""}`,
      "aria-label": say("Rule {rule}", { rule: e.id }) }, head, h("p", {}, e.statement), cites,
      e.note ? h("p", { class: "prnb-rule" }, say("Note: {note}", { note: e.note })) : null,
      h("details", { open: selected || null }, h("summary", {}, used
        ? say("Exercised by {rulings} ruling(s) and {tutorials} tutorial step(s)", { rulings: (e.rulings || []).length, tutorials: (e.tutorials || []).length })
        : say("Not exercised by a shipped ruling or tutorial yet")), uses));
    article.dataset.rule = e.id;
    return article;
  };

  const build = () => {
    useWords(model.get("words"), model.get("language"));
    root.lang = languageTag(model.get("language"));
    // the parts drawn once (the search box is never redrawn while typing) take the words again
    heading.textContent = say("Rules");
    label.textContent = say("Search the rules");
    input.placeholder = say("words, a role, a building or a rule id");
    input.setAttribute("aria-label", say("Search the rules"));
    const results = model.get("results") || [];
    const total = model.get("total") || 0;
    const query = model.get("query") || "";
    if (document.activeElement !== input && input.value !== query) input.value = query;
    status.textContent = say("{total:count:rule matches:rules match}", { total })
      + (query ? ` “${query}”` : "") + (total > results.length ? say("; showing the first {count}", { count: results.length }) : "")
      + (model.get("message") ? `. ${model.get("message")}` : "");
    return results.map(entryOf);
  };
  const redraw = redrawer(list, build);
  // Focus moves to an entry only when someone asked for it here ("Look up"), never because a
  // table elsewhere refused a move: that would pull a keyboard user away from the table.
  let focusSelected = false;
  const draw = () => {
    redraw.now();
    const selected = model.get("selected");
    if (selected && focusSelected) {
      const target = /** @type {HTMLElement | null} */ (list.querySelector(`[data-rule="${CSS.escape(selected)}"] h4`));
      if (target) {
        focusSelected = false;
        // the whole entry comes into view (its statement and citations, not just its heading);
        // an entry taller than the list shows from its heading down
        const entry = target.closest("article");
        const block = entry && entry.getBoundingClientRect().height > list.clientHeight ? "start" : "nearest";
        entry?.scrollIntoView?.({ block });
        target.focus?.({ preventScroll: true });
      }
    }
  };
  let pending = false;
  const later = () => {
    if (pending) return;
    pending = true;
    (globalThis.requestAnimationFrame || ((/** @type {() => void} */ f) => setTimeout(f, 0)))(() => { pending = false; draw(); });
  };
  draw();
  const onShow = (/** @type {Event} */ event) => {
    const rule = /** @type {CustomEvent} */ (event).detail?.rule;
    if (!rule) return;
    input.value = rule;
    focusSelected = true;
    model.set("query", rule);
    model.set("selected", rule);
    model.save_changes();
    later();  // already shown (a linked table): still bring it into view
  };
  globalThis.addEventListener(SHOW_RULE, onShow);
  const names = ["change:results", "change:total", "change:selected", "change:message", "change:words"];
  for (const name of names) model.on(name, later);
  return () => {
    for (const name of names) model.off(name, later);
    globalThis.removeEventListener(SHOW_RULE, onShow);
    clearTimeout(typing);
  };
}
