// @ts-check
// The score sheet: a table of points and a stacked bar chart, for any game whose rows say their parts.

import { commaList, h, languageTag, say, useWords } from "./dom.js";
import { redrawer } from "./redraw.js";

/** @typedef {import("./types.js").Model} Model */

const SVG = "http://www.w3.org/2000/svg";

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 * @param {string} [text]
 */
function svg(tag, attrs, text) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

/**
 * A table of points and a stacked bar chart.
 * @param {any[]} rows
 * @param {boolean} final
 */
export function scoreSheet(rows, final) {
  const table = h("table", { class: "prnb-scores" });
  const head = h("tr", {});
  // a game's rows say which parts make a total (chips, buildings, bonuses, a chapel...)
  /** @type {Array<[string, string]>} the key of each part in a row, and its heading */
  const parts = rows.length && rows[0].parts ? rows[0].parts.map((/** @type {any} */ p) => [p.key, p.label])
    : [["chips", say("VP chips")], ["buildings", say("Buildings")], ["bonus", say("Large-building bonuses")]];
  const tieBreak = rows.length && rows[0].tie_break_label ? rows[0].tie_break_label : say("doubloons + barrels");
  const bonusOf = (/** @type {any} */ r) => r.bonuses.reduce((/** @type {number} */ a, /** @type {any} */ b) => a + b.points, 0);
  for (const title of [say("Player"), ...parts.map(([, label]) => label), say("Total"), say("Tie-break ({what})", { what: tieBreak })]) {
    head.appendChild(h("th", { scope: "col" }, title));
  }
  table.appendChild(h("thead", {}, head));
  const body = h("tbody", {});
  for (const r of rows) {
    const bonuses = r.bonuses.length ? commaList(r.bonuses.map((/** @type {any} */ b) => `${b.name} ${b.points}`)) : "–";
    const cells = parts.map(([key]) => h("td", {}, key === "bonus" ? bonuses : String(r[key] ?? 0)));
    body.appendChild(h("tr", { class: r.winner ? "prnb-winner" : null },
      h("td", { dir: "auto" }, r.winner ? say("{name} (winner)", { name: r.name }) : r.name), ...cells, h("td", {}, String(r.total)),
      h("td", {}, String(r.tie_break))));
  }
  table.appendChild(body);

  const barHeight = 22, gap = 8, left = 120, width = 300;
  const top = Math.max(1, ...rows.map((r) => r.total));
  const height = rows.length * (barHeight + gap) + gap;
  const chart = svg("svg", { class: "prnb-chart", role: "img", "aria-label": say("Score chart"),
    width: left + width + 60, height, viewBox: `0 0 ${left + width + 60} ${height}` });
  const partLabels = new Map(parts);
  rows.forEach((r, k) => {
    const y = gap + k * (barHeight + gap);
    chart.appendChild(svg("text", { x: 0, y: (y + barHeight * 0.7).toFixed(1) }, String(r.name).slice(0, 16)));
    let x = left;
    const colours = ["prnb-bar-chips", "prnb-bar-buildings", "prnb-bar-bonus"];
    for (const [k, [part]] of parts.entries()) {
      const cls = colours[k % colours.length];
      const value = part === "bonus" ? bonusOf(r) : Number(r[part] ?? 0);
      const w = (width * value) / top;
      if (w > 0) {
        const rect = svg("rect", { class: cls, x: x.toFixed(1), y, width: w.toFixed(1), height: barHeight });
        rect.appendChild(svg("title", {}, `${partLabels.get(part) ?? part}: ${value}`));
        chart.appendChild(rect);
      }
      x += w;
    }
    chart.appendChild(svg("text", { x: (x + 4).toFixed(1), y: (y + barHeight * 0.7).toFixed(1) }, String(r.total)));
  });
  const swatches = ["prnb-bar-chips", "prnb-bar-buildings", "prnb-bar-bonus"];
  const legend = h("div", { class: "prnb-legend" },
    ...parts.map(([, label], k) => h("span", {}, h("span", { class: `prnb-swatch ${swatches[k % swatches.length]}` }), label)));
  return h("div", { class: "prnb-section" }, h("h4", {}, final ? say("Final score") : say("Score so far")), table, chart, legend);
}

/**
 * @param {Model} model
 * @param {HTMLElement} root
 */
export function renderScores(model, root) {
  const redraw = redrawer(root, () => {
    root.lang = languageTag(model.get("language"));
    useWords(model.get("words"), model.get("language"));
    return [scoreSheet(model.get("rows") || [], Boolean(model.get("final")))];
  });
  redraw.now();
  model.on("change:rows", redraw.later);
  model.on("change:final", redraw.later);
  return () => { model.off("change:rows", redraw.later); model.off("change:final", redraw.later); };
}
