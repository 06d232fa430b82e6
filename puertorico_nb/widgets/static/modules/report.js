// @ts-check
// The outcome of checking ruling files, one row per ruling.

import { h, languageTag, say, useWords } from "./dom.js";
import { redrawer } from "./redraw.js";

/** @typedef {import("./types.js").Model} Model */

/**
 * The outcome of checking rulings: a summary and one row per ruling.
 * @param {Model} model
 * @param {HTMLElement} root
 */
export function renderReport(model, root) {
  const short = (/** @type {any} */ value) => {
    if (value === null || value === undefined) return "";
    const text = typeof value === "string" ? value : JSON.stringify(value);
    return text.length > 160 ? `${text.slice(0, 159)}…` : text;
  };
  const build = () => {
    root.lang = languageTag(model.get("language"));
    useWords(model.get("words"), model.get("language"));
    const report = model.get("report") || { rulings: [] };
    const table = h("table", { class: "prnb-scores" });
    const head = h("tr", {});
    for (const title of [say("Result"), say("Ruling"), say("Failed step"), say("Expected"), say("Actual"), say("Rule"),
      say("Message")]) {
      head.appendChild(h("th", { scope: "col" }, title));
    }
    table.appendChild(h("thead", {}, head));
    const body = h("tbody", {});
    for (const r of report.rulings || []) {
      const status = r.passed ? say("PASS") : r.failed_step ? say("FAIL") : say("ERROR");
      const where = `${r.file}${r.index === null || r.index === undefined ? "" : ` #${r.index + 1}`}`;
      body.appendChild(h("tr", { class: r.passed ? null : "prnb-winner" },
        h("td", {}, status), h("td", { dir: "auto" }, say("{title} ({where})", { title: r.title || say("(untitled)"), where })),
        h("td", {}, r.failed_step ? String(r.failed_step) : ""), h("td", {}, short(r.expected)),
        h("td", {}, short(r.actual)), h("td", {}, r.rule || ""), h("td", {}, r.message || "")));
    }
    table.appendChild(body);
    return [h("div", { class: "prnb-section" },
      h("h4", {}, say("Rulings: {summary}", { summary: model.get("summary") || "" })), table)];
  };
  const redraw = redrawer(root, build);
  redraw.now();
  model.on("change:report", redraw.later);
  return () => model.off("change:report", redraw.later);
}
