// @ts-check
// A table's choices as buttons, for every game: what a choice does (or why it is refused) in plain
// words on the button's description, tooltip and the reason line; the choices panel; the header
// and the counts both tables draw.

import { h, append, canonical, say, sayTo, sentence } from "./dom.js";
import { describePiece, idleInfo, pointedByMove, refocusedOnRefusal, showInfo } from "./pieces.js";

/** @typedef {import("./types.js").Choice} Choice */
/** @typedef {import("./pieces.js").Ability} Ability */
/** @typedef {import("./pieces.js").InfoLine} InfoLine */
/**
 * @typedef {{
 *   prefix: string,
 *   describe: HTMLElement,
 *   info?: InfoLine,
 *   abilities?: Record<string, Ability>,
 *   onChoose: ((choice: Choice) => void) | null,
 *   counter: { n: number },
 *   memory?: Map<string, boolean>,
 *   redraw?: () => void,
 *   declined?: Set<string>,
 * }} DrawContext
 */

/**
 * What a choice does, or why it is refused, in plain words (the rule id and the books are
 * behind the message area's disclosure, not here).
 * @param {{ label?: string, legal: boolean, why?: string, does?: string }} choice
 */
export function verdict(choice) {
  const label = choice.label || say("This choice");
  if (!choice.legal) return say("Not allowed: {label}. {why}", { label, why: sentence(choice.why || "") }).trim();
  return choice.does ? say("{label}: {does}", { label, does: sentence(choice.does) }) : say("{label}.", { label });
}

/**
 * A button with its reason. Illegal choices stay focusable (aria-disabled rather than disabled)
 * so a keyboard user can reach them and hear why they are not allowed. The accessible name is the
 * visible text (WCAG 2.5.3, label in name); what it does is its description. Only a button with
 * no text of its own (a mayor's circle) is given a `name`.
 * @param {DrawContext} ctx
 * @param {{ text: string, key: string, cls: string, legal: boolean, label: string,
 *   content?: Array<Node | string>, name?: string, pressed?: boolean | null, onClick: () => void,
 *   ability?: Ability, target?: any }} o  `ability`: the piece it is (a building, a card), said after
 *   the reason; `target`: the action it stands for, by which a hint finds it (see markHinted)
 */
export function describedButton(ctx, o) {
  const button = h("button", { type: "button", class: `${o.cls} ${o.legal ? "prnb-legal" : "prnb-illegal"}` });
  append(button, o.content && o.content.length ? o.content : [o.label]);
  button.dataset.choice = o.key;
  if (o.target !== undefined) button.dataset.target = canonical(o.target);
  const id = `${ctx.prefix}-why-${ctx.counter.n++}`;
  ctx.describe.appendChild(h("span", { id }, o.text));
  button.setAttribute("aria-describedby", id);
  if (o.name) button.setAttribute("aria-label", o.name);
  button.title = o.text;
  if (!o.legal) button.setAttribute("aria-disabled", "true");
  if (o.pressed !== undefined && o.pressed !== null) button.setAttribute("aria-pressed", o.pressed ? "true" : "false");
  // Sighted keyboard users get no tooltip: the info line shows it on focus as on hover.
  // a legal choice that says only the piece's name ("Settler.") is said by the piece's line alone
  const nameOnly = o.ability && o.legal && o.text.toLowerCase() === `${o.ability.name.toLowerCase()}.`;
  if (o.ability) describePiece(button, ctx, o.ability, nameOnly ? undefined : o.text);
  else if (ctx.info) {
    const info = ctx.info;
    button.addEventListener("focus", () => { if (!refocusedOnRefusal(button)) showInfo(info, o.text, null, false, button); });
    button.addEventListener("mouseenter", (e) => { if (pointedByMove(e)) showInfo(info, o.text, null, true, button); });
    button.addEventListener("mouseleave", () => { if (!button.matches(":focus")) idleInfo(info, button); });
    button.addEventListener("blur", () => { if (!button.matches(":hover")) idleInfo(info, button); });
  }
  button.addEventListener("click", o.onClick);
  // a refused choice is answered in the message area: the info line does not say it again
  const info = ctx.info;
  if (!o.legal && info) button.addEventListener("click", () => idleInfo(info));
  return button;
}

/**
 * A button for one choice of the view model; a click asks for it (a refused one asks why). `slot`
 * tells apart two buttons for the same choice (two corn tiles face up are two buttons).
 * @param {Choice} choice
 * @param {DrawContext} ctx
 * @param {string} cls
 * @param {Array<Node | string>} [content] what the button shows (its label when empty)
 * @param {string | number} [slot]
 * @param {string} [name] what a screen reader hears, when the button has no text of its own
 * @param {Ability} [ability] the piece the choice is (a building to build, a card)
 */
export function choiceButton(choice, ctx, cls, content = [], slot, name, ability) {
  // a refusal says what was refused in words: the choice's label, else what the button says or is
  // called ("Not allowed: This choice." told nothing)
  const words = choice.label || name || content.map((part) => typeof part === "string" ? part : part.textContent || "").join("").trim();
  return describedButton(ctx, { text: verdict(words ? { ...choice, label: words } : choice), key: slot === undefined ? choice.id : `${choice.id}#${slot}`,
    cls, legal: choice.legal, label: choice.label, content, name, ability, target: choice.action,
    onClick: () => { ctx.onChoose?.(choice); } });
}

/**
 * The choices not drawn on the table itself, grouped (each group a row the arrow keys move in),
 * with Pass last.
 * @param {any} vm
 * @param {Choice[]} choices
 * @param {DrawContext} ctx
 * @param {Record<string, string>} titles each group's heading ("" for none)
 */
export function actionsPanel(vm, choices, ctx, titles) {
  const panel = h("div", { class: "prnb-section prnb-panel prnb-actions", role: "group",
    "aria-label": say("Choices for {name}", { name: vm.turn_name }) },
  h("h4", { dir: "auto" }, sayTo(vm.turn_name, "{name}, your choice", "Your choice")));
  /** @type {Map<string, Choice[]>} */
  const groups = new Map();
  for (const c of choices) {
    if (!groups.has(c.group)) groups.set(c.group, []);
    groups.get(c.group)?.push(c);
  }
  const order = [...groups.keys()].sort((a, b) => (a === "pass" ? 1 : 0) - (b === "pass" ? 1 : 0));
  for (const group of order) {
    // a group's title is one of the game's GROUP_TITLES, sent in the table's words like every say()
    const title = titles[group] ? say(titles[group]) : "";
    const row = h("div", { class: "prnb-choice-group", role: "group", "aria-label": title || say("Pass") });
    row.dataset.nav = group;
    if (title) row.appendChild(h("span", { class: "prnb-group-title" }, say("{title}:", { title })));
    for (const c of groups.get(group) || []) row.appendChild(choiceButton(c, ctx, "prnb-choice"));
    panel.appendChild(row);
  }
  if (vm.actions_note) panel.appendChild(h("p", {}, vm.actions_note));
  return panel;
}

/**
 * A count with its label ("Doubloons 3").
 * @param {string} label
 * @param {string | number} value
 */
export function stat(label, value) {
  return h("span", { class: "prnb-stat" }, `${label} `, h("b", {}, String(value)));
}

/**
 * The header row: round and phase, the governor, who acts (or who won), and a game's own badges.
 * @param {any} vm
 * @param {string} title
 * @param {Array<HTMLElement>} [badges] shown after who acts (the last round, who chose the role)
 */
export function header(vm, title, badges = []) {
  const names = vm.players.map((/** @type {any} */ p) => p.name);
  const box = h("div", { class: "prnb-section prnb-header" }, h("h3", {}, title),
    h("span", { class: "prnb-badge prnb-badge-governor", dir: "auto" }, say("Governor: {name}", { name: names[vm.governor] })));
  if (vm.game_over) {
    const won = (vm.winners || []).map((/** @type {number} */ w) => names[w]).join(", ");
    box.appendChild(h("span", { class: "prnb-badge prnb-badge-end", dir: "auto" }, say("Game over · won by {names}", { names: won })));
  } else if (vm.turn_name !== null && vm.turn_name !== undefined) {
    box.appendChild(h("span", { class: "prnb-badge prnb-badge-act", dir: "auto" }, say("To act: {name}", { name: vm.turn_name })));
  }
  append(box, badges);
  return box;
}

/**
 * The benefits the player to act may decline now (both tables), one switch each (on: take it, as the books
 * assume); a move chosen with a switch off is sent in its form without that benefit. A secondary
 * choice of the move, so folded away under its title until opened (a newcomer's first table showed
 * "Take the mayor's extra colonist" before the mayor was taught); it stays as the user left it,
 * and open while a switch is off, so a benefit declined is never hidden.
 * @param {any} vm
 * @param {Set<string>} declined the benefits switched off, kept across redraws
 * @param {Map<string, boolean>} [memory] the disclosures the user opened or closed
 */
export function benefitsPanel(vm, declined, memory) {
  const summary = h("summary", {}, say("Benefits you may decline"));
  summary.dataset.control = "benefits";
  const panel = /** @type {HTMLDetailsElement} */ (h("details", { class: "prnb-section prnb-panel prnb-benefits" }, summary));
  panel.open = declined.size > 0 || Boolean(memory?.get("benefits"));
  panel.addEventListener("toggle", () => memory?.set("benefits", panel.open));
  const group = h("div", { role: "group", "aria-label": say("Benefits you may decline") });
  for (const benefit of vm.benefits || []) {
    const box = /** @type {HTMLInputElement} */ (h("input", { type: "checkbox" }));
    box.checked = !declined.has(benefit.key);
    box.addEventListener("change", () => {
      if (box.checked) declined.delete(benefit.key); else declined.add(benefit.key);
    });
    group.appendChild(h("label", { class: "prnb-benefit", dir: "auto" }, box, " ", say("Take {what}", { what: benefit.what })));
  }
  group.appendChild(h("p", { class: "prnb-muted" }, say("Clear a box before your move to make it without that benefit.")));
  panel.appendChild(group);
  return panel;
}

/**
 * The form of `choice` to send: itself, or its form without the benefits switched off.
 * @param {any} vm
 * @param {Choice} choice
 * @param {Set<string>} declined
 */
export function withDeclines(vm, choice, declined) {
  const off = (choice.benefits || []).filter((key) => declined.has(key)).sort().join(",");
  if (!off) return choice;
  const form = (vm.actions || []).find((/** @type {Choice} */ c) => c.base === choice.id
    && [...(c.declines || [])].sort().join(",") === off);
  return form || choice;
}
