// The front end of the puertorico_nb widgets: one plain ES module, no build step, no imports.
//
// It draws what Python sends (the `view` trait is the view model) and sends requests back
// ({type: "act" | "explain" | "undo" | "redo" | "random" | "record" | "walkthrough"}). It never decides a rule: whether a
// choice is legal, and why not, arrives with the choice. All text from data is set with
// textContent or as attribute values; this file never parses strings as HTML.

/**
 * @typedef {{
 *   get: (name: string) => any,
 *   set: (name: string, value: any) => void,
 *   save_changes: () => void,
 *   send: (content: any) => void,
 *   on: (event: string, callback: (...args: any[]) => void) => void,
 *   off: (event?: string, callback?: (...args: any[]) => void) => void,
 * }} Model
 *
 * @typedef {{
 *   id: string, label: string, group: string, key: string, action: Record<string, any>,
 *   legal: boolean, rule: string, why: string, statement: string, citation: string
 * }} Choice
 *
 * @typedef {{
 *   prefix: string,
 *   describe: HTMLElement,
 *   hint?: HTMLElement,
 *   onChoose: ((choice: Choice) => void) | null,
 *   counter: { n: number },
 * }} DrawContext
 */

const TILE_NAMES = new Set(["corn", "indigo", "sugar", "tobacco", "coffee", "quarry", "forest"]);
const GROUP_TITLES = /** @type {Record<string, string>} */ ({
  plantation: "Plantations", building: "Buildings", good: "Goods", ship: "Ships",
  layout: "Colonist layouts", keep: "Barrels to keep", other: "Other choices", role: "Roles",
  pass: "", draft: "Draft", take: "From the colonist ship", guest: "Guest house",
  black_market: "Black market", forest: "Forest house", small_wharf: "Small wharf",
  royal_supplier: "Royal supplier", land_office: "Land office", return_plantation: "Hunting lodge",
});
let widgetCount = 0;
// A table's "Look up" link asks any rules browser on the page to open a rule's entry.
const SHOW_RULE = "prnb-show-rule";

/** @param {string} rule */
function showRule(rule) {
  globalThis.dispatchEvent(new CustomEvent(SHOW_RULE, { detail: { rule } }));
}

/**
 * Make an element. Strings among the children become text nodes; attribute values are set
 * with setAttribute, so nothing here is ever read as markup.
 * @param {string} tag
 * @param {Record<string, string | number | boolean | null | undefined>} [attrs]
 * @param {...(Node | string | number | null | undefined | false)} children
 * @returns {HTMLElement}
 */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") el.className = String(value);
    else el.setAttribute(name, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

/**
 * @param {Element} el
 * @param {Array<Node | string | number | null | undefined | false>} children
 */
function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.appendChild(typeof child === "string" || typeof child === "number"
      ? document.createTextNode(String(child)) : child);
  }
}

/** @param {string} name */
function pretty(name) {
  return String(name ?? "").replace(/_/g, " ");
}

/** @param {string | null | undefined} name */
function goodClass(name) {
  return name && TILE_NAMES.has(name) ? `prnb-good-${name}` : "prnb-tile-empty";
}

/**
 * @param {string} label
 * @param {string | number} value
 */
function stat(label, value) {
  return h("span", { class: "prnb-stat" }, `${label} `, h("b", {}, String(value)));
}

/**
 * Colonist circles: filled ones are manned (nobles first, then colonists), hollow ones empty.
 * @param {number} filled
 * @param {number} total
 * @param {number} [nobles]
 */
function circles(filled, total, nobles = 0) {
  if (!total) return null;  // the statue: no colonist space at all
  const colonists = Math.max(0, filled - nobles);
  const words = [nobles ? `${nobles} noble${nobles === 1 ? "" : "s"}` : "",
    colonists ? `${colonists} colonist${colonists === 1 ? "" : "s"}` : ""].filter(Boolean);
  words.push(words.length ? `${total - filled} empty` : "empty");
  const box = h("span", { class: "prnb-circles", role: "img",
    "aria-label": `${words.join(", ")} of ${total} circle${total === 1 ? "" : "s"}` });
  for (let k = 0; k < total; k++) {
    const cls = k < nobles ? "prnb-circle prnb-circle-noble"
      : k < filled ? "prnb-circle prnb-circle-manned" : "prnb-circle";
    box.appendChild(h("span", { class: cls }));
  }
  return box;
}

/**
 * A worker's token: a disc for a colonist, a diamond for a noble (the shape tells them apart,
 * and the words beside it say it too).
 * @param {"colonist" | "noble"} kind
 */
function marker(kind) {
  return h("span", { class: kind === "noble" ? "prnb-circle prnb-circle-noble" : "prnb-circle prnb-circle-manned",
    "aria-hidden": "true" });
}

/**
 * "● 2 colonists ◆ 1 noble": counts with their tokens (nobles only when the game has them).
 * @param {number} colonists
 * @param {number | null} [nobles]
 * @returns {Array<Node | string>}
 */
function workers(colonists, nobles = null) {
  const out = [marker("colonist"), h("b", {}, String(colonists)), ` colonist${colonists === 1 ? "" : "s"}`];
  if (nobles !== null && nobles !== undefined) {
    out.push(marker("noble"), h("b", {}, String(nobles)), ` noble${nobles === 1 ? "" : "s"}`);
  }
  return out;
}

// -- choices as buttons ----------------------------------------------------------------------

/**
 * A button for one choice. Illegal choices stay focusable (aria-disabled rather than
 * disabled) so a keyboard user can reach them and hear why they are not allowed.
 * @param {Choice} choice
 * @param {DrawContext} ctx
 * @param {string} cls
 * @param {Array<Node | string>} content
 */
function choiceButton(choice, ctx, cls, content) {
  const button = h("button", { type: "button", class: `${cls} ${choice.legal ? "prnb-legal" : "prnb-illegal"}` });
  append(button, content.length ? content : [choice.label]);
  button.dataset.choice = choice.id;
  const cite = choice.citation ? ` (${choice.citation})` : "";
  const text = choice.legal
    ? `Allowed [${choice.rule}]: ${choice.statement}${cite}`
    : `Not allowed: ${choice.why} [${choice.rule}]${cite}`;
  const id = `${ctx.prefix}-why-${ctx.counter.n++}`;
  ctx.describe.appendChild(h("span", { id }, text));
  button.setAttribute("aria-describedby", id);
  button.setAttribute("aria-label", choice.legal ? choice.label : `${choice.label} (not allowed)`);
  button.title = choice.legal ? `${choice.label} [${choice.rule}]` : `Not allowed: ${choice.why} [${choice.rule}]`;
  if (!choice.legal) button.setAttribute("aria-disabled", "true");
  // Sighted keyboard users get no tooltip: the reason line shows it on focus as on hover.
  const hint = ctx.hint;
  if (hint) {
    const show = () => { hint.textContent = text; };
    button.addEventListener("focus", show);
    button.addEventListener("mouseenter", show);
  }
  const choose = ctx.onChoose;
  if (choose) button.addEventListener("click", () => choose(choice));
  return button;
}

// -- the table -------------------------------------------------------------------------------

/**
 * Draw the whole table from a view model.
 * @param {any} vm the view model
 * @param {DrawContext} ctx
 * @returns {HTMLElement[]}
 */
function drawTable(vm, ctx) {
  if (!vm || !vm.players) return [h("p", { class: "prnb-muted" }, "No position to show.")];
  /** @type {Map<string, Choice>} choices drawn on the table itself, by group and key */
  const onTable = new Map();
  /** @type {Choice[]} */
  const inPanel = [];
  for (const choice of vm.actions || []) {
    const slot = `${choice.group}:${choice.key}`;
    if (["role", "plantation", "building", "draft"].includes(choice.group) && !onTable.has(slot)) onTable.set(slot, choice);
    else inPanel.push(choice);
  }
  /** @param {string} group @param {string} key */
  const tableChoice = (group, key) => onTable.get(`${group}:${key}`);
  return [
    header(vm),
    roles(vm, tableChoice, ctx),
    supply(vm, tableChoice, ctx),
    h("div", { class: "prnb-section prnb-row" }, plantations(vm, tableChoice, ctx), ships(vm), house(vm)),
    ...(vm.draft ? [draftBoard(vm, tableChoice, ctx)] : []),
    market(vm, tableChoice, ctx),
    players(vm),
  ].concat(vm.game_over ? [scoreTable(vm)] : []).concat(inPanel.length || vm.actions_note
    ? [actionsPanel(vm, inPanel, ctx)] : []);
}

/** @param {any} vm */
function header(vm) {
  const box = h("div", { class: "prnb-section prnb-header" },
    h("h3", {}, `Round ${vm.round} · ${vm.phase_title}`),
    h("span", { class: "prnb-badge prnb-badge-governor" }, `Governor: ${vm.players[vm.governor].name}`));
  if (vm.game_over) {
    const winners = (vm.winners || []).map((/** @type {number} */ w) => vm.players[w].name).join(", ");
    box.appendChild(h("span", { class: "prnb-badge prnb-badge-end" }, `Game over · won by ${winners}`));
  } else {
    box.appendChild(h("span", { class: "prnb-badge prnb-badge-act" }, `To act: ${vm.turn_name}`));
    if (vm.end_triggered) {
      box.appendChild(h("span", { class: "prnb-badge prnb-badge-end" },
        `Last round (${(vm.end_reasons || []).map(pretty).join(", ")})`));
    }
  }
  return box;
}

/**
 * @param {any} vm
 * @param {(group: string, key: string) => Choice | undefined} tableChoice
 * @param {DrawContext} ctx
 */
function roles(vm, tableChoice, ctx) {
  const row = h("div", { class: "prnb-roles" });
  const used = new Set();
  for (const role of vm.roles) {
    const taken = role.taken_by !== null && role.taken_by !== undefined;
    const content = [
      h("span", { class: "prnb-role-name" }, role.title,
        role.doubloons ? h("span", { class: "prnb-coin", title: "doubloons on the card" }, ` ${role.doubloons}`) : null),
      h("span", { class: "prnb-muted" }, taken ? `taken by ${role.taken_by_name}` : "free"),
    ];
    const cls = taken ? "prnb-role prnb-role-taken" : "prnb-role";
    const choice = used.has(role.name) ? undefined : tableChoice("role", role.name);
    if (choice) {
      used.add(role.name);
      row.appendChild(choiceButton(choice, ctx, `${cls} prnb-on-table`, content));
    } else {
      const card = h("div", { class: cls });
      append(card, content);
      row.appendChild(card);
    }
  }
  return h("div", { class: "prnb-section" }, h("h4", {}, "Roles"), row);
}

/**
 * @param {any} vm
 * @param {(group: string, key: string) => Choice | undefined} tableChoice
 * @param {DrawContext} ctx
 */
function supply(vm, tableChoice, ctx) {
  const box = h("div", { class: "prnb-section prnb-supply" });
  if (vm.nobles) {
    box.appendChild(h("span", { class: "prnb-stat prnb-workers" }, "Colonist ship", ...workers(vm.colonists.ship, vm.nobles.ship)));
    box.appendChild(h("span", { class: "prnb-stat prnb-workers" }, "Supply", ...workers(vm.colonists.supply, vm.nobles.supply)));
  } else {
    box.appendChild(stat("Colonist ship", vm.colonists.ship));
    box.appendChild(stat("Colonists in supply", vm.colonists.supply));
  }
  box.appendChild(stat("VP chips left", vm.vp_chips));
  const quarry = tableChoice("plantation", "quarry");
  if (quarry) {
    box.appendChild(choiceButton(quarry, ctx, "prnb-stat prnb-on-table",
      ["Quarries ", h("b", {}, String(vm.quarries))]));
  } else {
    box.appendChild(stat("Quarries", vm.quarries));
  }
  box.appendChild(stat("Plantation stack", vm.plantations.stack));
  const barrels = h("span", { class: "prnb-stat" }, "Barrels ");
  for (const [good, n] of Object.entries(vm.goods_supply)) {
    barrels.appendChild(h("span", { class: `prnb-barrel ${goodClass(good)}` }, `${good} ${n}`));
  }
  box.appendChild(barrels);
  return box;
}

/**
 * @param {any} vm
 * @param {(group: string, key: string) => Choice | undefined} tableChoice
 * @param {DrawContext} ctx
 */
function plantations(vm, tableChoice, ctx) {
  const row = h("div", { class: "prnb-row", style: "gap:4px" });
  const used = new Set();
  for (const tile of vm.plantations.face_up) {
    const choice = used.has(tile) ? undefined : tableChoice("plantation", tile);
    if (choice) {
      used.add(tile);
      row.appendChild(choiceButton(choice, ctx, `prnb-tile ${goodClass(tile)} prnb-on-table`, [tile]));
    } else {
      row.appendChild(h("span", { class: `prnb-tile ${goodClass(tile)}` }, tile));
    }
  }
  if (!vm.plantations.face_up.length) row.appendChild(h("span", { class: "prnb-muted" }, "none"));
  return h("div", { class: "prnb-panel" }, h("h4", {}, "Face-up plantations"), row);
}

/** @param {any} vm */
function ships(vm) {
  const list = h("div", { class: "prnb-ships" });
  for (const ship of vm.ships) {
    const holds = h("span", { class: "prnb-holds", "aria-hidden": "true" });
    for (let k = 0; k < ship.capacity; k++) {
      holds.appendChild(h("span", { class: k < ship.count ? `prnb-hold ${goodClass(ship.good)}` : "prnb-hold prnb-hold-empty" }));
    }
    const cargo = ship.good ? `${ship.count} ${ship.good}, ${ship.free} free` : "empty";
    list.appendChild(h("div", { class: "prnb-ship" },
      h("span", { class: "prnb-ship-name" }, `${ship.capacity}-ship`), holds,
      h("span", { class: "prnb-ship-text" }, cargo)));
  }
  return h("div", { class: "prnb-panel" }, h("h4", {}, "Cargo ships"), list);
}

/** @param {any} vm */
function house(vm) {
  const slots = h("div", { class: "prnb-house" });
  for (const good of vm.trading_house.goods) slots.appendChild(h("span", { class: `prnb-tile ${goodClass(good)}` }, good));
  for (let k = 0; k < vm.trading_house.free; k++) slots.appendChild(h("span", { class: "prnb-tile prnb-tile-empty" }, "empty"));
  return h("div", { class: "prnb-panel" }, h("h4", {}, "Trading house"), slots);
}

/**
 * @param {any} vm
 * @param {(group: string, key: string) => Choice | undefined} tableChoice
 * @param {DrawContext} ctx
 */
function market(vm, tableChoice, ctx) {
  /** @type {Map<number, any[]>} */
  const columns = new Map();
  for (const b of vm.buildings) {
    if (!columns.has(b.column)) columns.set(b.column, []);
    columns.get(b.column)?.push(b);
  }
  const who = vm.price_for !== null && vm.price_for !== undefined ? vm.players[vm.price_for].name : null;
  const grid = h("div", { class: "prnb-market" });
  for (const column of [...columns.keys()].sort((a, b) => a - b)) {
    const col = h("div", { class: "prnb-market-col" }, h("h4", {}, `Column ${column}`));
    for (const b of columns.get(column) || []) {
      let cls = `prnb-bcard prnb-kind-${b.kind === "production" ? "production" : "violet"}`;
      if (b.copies_left === 0) cls += " prnb-soldout";
      const content = [
        h("span", { class: "prnb-bcard-name" }, b.name),
        b.price === null || b.price === undefined ? h("span", {})
          : h("span", { class: "prnb-bcard-price", title: `price for ${who}` }, String(b.price)),
        h("span", { class: "prnb-bcard-meta" },
          b.good ? h("span", { class: `prnb-stripe ${goodClass(b.good)}` }) : null,
          `cost ${b.cost} · ${b.vp} VP · `, circles(0, b.circles) || "no circle", ` · ${b.copies_left} left`,
          b.large ? " · large" : ""),
      ];
      const choice = tableChoice("building", b.id);
      if (choice) {
        col.appendChild(choiceButton(choice, ctx, `${cls} prnb-on-table`, content));
      } else {
        const card = h("div", { class: cls });
        append(card, content);
        col.appendChild(card);
      }
    }
    grid.appendChild(col);
  }
  return h("div", { class: "prnb-section" }, h("h4", {}, who === null ? "Buildings" : `Buildings (price for ${who})`), grid);
}

/**
 * The New Buildings draft: for each cost, its free spaces on the supply board and every kind
 * that may go there. Kinds still in the box are buttons (legal picks, or aria-disabled with
 * the engine's reason); drafted kinds say who drafted them.
 * @param {any} vm
 * @param {(group: string, key: string) => Choice | undefined} tableChoice
 * @param {DrawContext} ctx
 */
function draftBoard(vm, tableChoice, ctx) {
  const d = vm.draft;
  const box = h("div", { class: "prnb-section prnb-draft", role: "group", "aria-label": "Building draft" },
    h("h4", {}, `Building draft: ${d.drafted} of ${d.spaces} spaces filled`));
  for (const g of d.groups) {
    const row = h("div", { class: "prnb-draft-kinds" });
    for (const k of g.kinds) {
      let cls = `prnb-bcard prnb-kind-${k.kind === "production" ? "production" : "violet"}`;
      if (k.large) cls += " prnb-bcard-large";
      if (k.drafted) cls += " prnb-drafted";
      const where = k.drafted ? (k.drafted_by_name ? `on the board (drafted by ${k.drafted_by_name})` : "on the board")
        : "in the box";
      const content = [
        h("span", { class: "prnb-bcard-name" }, k.name),
        h("span", { class: "prnb-bcard-price" }, String(k.cost)),
        h("span", { class: "prnb-bcard-meta" }, `${k.vp} VP · `, circles(0, k.circles) || "no circle",
          ` · ${k.copies} cop${k.copies === 1 ? "y" : "ies"} · ${where}`),
      ];
      const choice = k.drafted ? undefined : tableChoice("draft", k.id);
      if (choice) {
        row.appendChild(choiceButton(choice, ctx, `${cls} prnb-on-table`, content));
      } else {
        const card = h("div", { class: cls });
        append(card, content);
        row.appendChild(card);
      }
    }
    box.appendChild(h("div", { class: "prnb-draft-cost", role: "group", "aria-label": `Cost ${g.cost}` },
      h("h4", {}, `Cost ${g.cost} · ${g.free} of ${g.spaces} space${g.spaces === 1 ? "" : "s"} free`), row));
  }
  return box;
}

/** @param {any} vm */
function players(vm) {
  const boards = h("div", { class: "prnb-section prnb-players" });
  for (const p of vm.players) {
    const head = h("div", { class: "prnb-player-head" }, h("span", { class: "prnb-player-name" }, p.name));
    if (p.governor) head.appendChild(h("span", { class: "prnb-badge prnb-badge-governor" }, "Governor"));
    if (p.to_act) head.appendChild(h("span", { class: "prnb-badge prnb-badge-act" }, "To act"));
    if (p.chooser && vm.phase !== "role_choice" && vm.phase !== "game_over") {
      head.appendChild(h("span", { class: "prnb-badge prnb-badge-role" }, pretty(vm.phase)));
    }
    const goods = h("div", {});
    for (const [good, n] of Object.entries(p.goods)) {
      if (n) goods.appendChild(h("span", { class: `prnb-barrel ${goodClass(good)}` }, `${good} ${n}`));
    }
    if (!goods.childNodes.length) goods.appendChild(h("span", { class: "prnb-muted" }, "no goods"));
    const island = h("div", { class: "prnb-island", role: "group", "aria-label": `${p.name}'s island` });
    for (const t of p.island) {
      if (t.forest) {  // face down: a forest is never manned and has no circle
        island.appendChild(h("span", { class: "prnb-tile prnb-good-forest prnb-forest", title: "forest (face down)" },
          h("span", { class: "prnb-tree", "aria-hidden": "true" }), "forest"));
      } else {
        island.appendChild(h("span", { class: `prnb-tile ${goodClass(t.tile)}` }, `${t.tile} `,
          circles(t.manned ? 1 : 0, 1, t.nobles)));
      }
    }
    for (let k = p.island.length; k < p.island_spaces; k++) island.appendChild(h("span", { class: "prnb-tile prnb-tile-empty" }));
    const city = h("div", { class: "prnb-city", role: "group", "aria-label": `${p.name}'s city` });
    for (const b of p.city) {
      let cls = `prnb-building prnb-kind-${b.kind === "production" ? "production" : "violet"}`;
      if (b.large) cls += " prnb-large";
      city.appendChild(h("div", { class: cls }, h("span", {}, b.name), circles(b.workers, b.circles, b.nobles)));
    }
    for (let k = p.city_spaces_used; k < p.city_spaces; k++) city.appendChild(h("div", { class: "prnb-building prnb-building-empty" }));
    boards.appendChild(h("div", { class: p.to_act ? "prnb-player prnb-to-act" : "prnb-player" },
      head,
      h("div", { class: "prnb-player-stats" }, stat("Doubloons", p.doubloons), stat("VP chips", p.vp),
        ...(vm.nobles ? [h("span", { class: "prnb-stat prnb-workers" }, "Nobles", marker("noble"), h("b", {}, String(p.nobles))),
          h("span", { class: "prnb-stat prnb-workers" }, "San Juan", ...workers(p.san_juan, p.san_juan_nobles))]
          : [stat("San Juan", p.san_juan)]),
        p.forests ? stat("Forests", p.forests) : null),
      goods, island, city));
  }
  return boards;
}

/**
 * The choices not drawn on the table itself, grouped, with Pass last.
 * @param {any} vm
 * @param {Choice[]} choices
 * @param {DrawContext} ctx
 */
function actionsPanel(vm, choices, ctx) {
  const panel = h("div", { class: "prnb-section prnb-panel prnb-actions", role: "group",
    "aria-label": `Choices for ${vm.turn_name}` }, h("h4", {}, `${vm.turn_name}, your choice`));
  /** @type {Map<string, Choice[]>} */
  const groups = new Map();
  for (const c of choices) {
    if (!groups.has(c.group)) groups.set(c.group, []);
    groups.get(c.group)?.push(c);
  }
  const order = [...groups.keys()].sort((a, b) => (a === "pass" ? 1 : 0) - (b === "pass" ? 1 : 0));
  for (const group of order) {
    const row = h("div", { class: "prnb-choice-group" });
    if (GROUP_TITLES[group]) row.appendChild(h("span", { class: "prnb-muted" }, `${GROUP_TITLES[group]}:`));
    for (const c of groups.get(group) || []) row.appendChild(choiceButton(c, ctx, "prnb-choice", []));
    panel.appendChild(row);
  }
  if (vm.actions_note) panel.appendChild(h("p", { class: "prnb-muted" }, vm.actions_note));
  return panel;
}

/** @param {any} vm */
function scoreTable(vm) {
  const rows = vm.players.map((/** @type {any} */ p) => {
    const s = vm.scores.players[String(p.seat)];
    return { name: p.name, chips: s.chips, buildings: s.buildings, total: s.total, tie_break: s.tie_break,
      bonuses: Object.entries(s.bonuses).map(([b, n]) => ({ name: pretty(b), points: n })),
      winner: (vm.winners || []).includes(p.seat) };
  });
  return scoreSheet(rows, Boolean(vm.scores.final));
}

// -- the score sheet -------------------------------------------------------------------------

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
function scoreSheet(rows, final) {
  const table = h("table", { class: "prnb-scores" });
  const head = h("tr", {});
  // a game's rows say which parts make a total (chips, buildings, bonuses, a chapel...)
  const parts = rows.length && rows[0].parts ? rows[0].parts.map((/** @type {any} */ p) => [p.key, p.label])
    : [["chips", "VP chips"], ["buildings", "Buildings"], ["bonus", "Large-building bonuses"]];
  const tieBreak = rows.length && rows[0].tie_break_label ? rows[0].tie_break_label : "doubloons + barrels";
  const bonusOf = (/** @type {any} */ r) => r.bonuses.reduce((/** @type {number} */ a, /** @type {any} */ b) => a + b.points, 0);
  for (const title of ["Player", ...parts.map(([, label]) => label), "Total", `Tie-break (${tieBreak})`]) {
    head.appendChild(h("th", { scope: "col" }, title));
  }
  table.appendChild(h("thead", {}, head));
  const body = h("tbody", {});
  for (const r of rows) {
    const bonuses = r.bonuses.map((/** @type {any} */ b) => `${b.name} ${b.points}`).join(", ") || "–";
    const cells = parts.map(([key]) => h("td", {}, key === "bonus" ? bonuses : String(r[key] ?? 0)));
    body.appendChild(h("tr", { class: r.winner ? "prnb-winner" : null },
      h("td", { dir: "auto" }, r.name + (r.winner ? " (winner)" : "")), ...cells, h("td", {}, String(r.total)),
      h("td", {}, String(r.tie_break))));
  }
  table.appendChild(body);

  const barHeight = 22, gap = 8, left = 120, width = 300;
  const top = Math.max(1, ...rows.map((r) => r.total));
  const height = rows.length * (barHeight + gap) + gap;
  const chart = svg("svg", { class: "prnb-chart", role: "img", "aria-label": "score chart",
    width: left + width + 60, height, viewBox: `0 0 ${left + width + 60} ${height}` });
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
        rect.appendChild(svg("title", {}, `${part}: ${value}`));
        chart.appendChild(rect);
      }
      x += w;
    }
    chart.appendChild(svg("text", { x: (x + 4).toFixed(1), y: (y + barHeight * 0.7).toFixed(1) }, String(r.total)));
  });
  const swatches = ["prnb-bar-chips", "prnb-bar-buildings", "prnb-bar-bonus"];
  const legend = h("div", { class: "prnb-legend" },
    ...parts.map(([, label], k) => h("span", {}, h("span", { class: `prnb-swatch ${swatches[k % swatches.length]}` }), label)));
  return h("div", { class: "prnb-section" }, h("h4", {}, final ? "Final score" : "Score so far"), table, chart, legend);
}

// -- redrawing in place ----------------------------------------------------------------------

/**
 * Replace the children of `root` in one animation frame, keeping keyboard focus on the same
 * control when it still exists.
 * @param {HTMLElement} root
 * @param {() => Node[]} build
 */
function redrawer(root, build) {
  let pending = false;
  const draw = () => {
    pending = false;
    const active = /** @type {HTMLElement | null} */ (root.contains(document.activeElement) ? document.activeElement : null);
    const focusKey = active?.dataset?.choice ? `[data-choice="${CSS.escape(active.dataset.choice)}"]`
      : active?.dataset?.control ? `[data-control="${CSS.escape(active.dataset.control)}"]` : null;
    root.replaceChildren(...build());
    if (focusKey) {
      const again = /** @type {HTMLElement | null} */ (root.querySelector(focusKey));
      (again || root.querySelector("[data-control='status']"))?.focus?.();
    }
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

/**
 * @param {string} text
 * @param {string} control
 * @param {boolean} enabled
 * @param {() => void} onClick
 * @param {string} [why]
 */
function control(text, control, enabled, onClick, why) {
  const button = h("button", { type: "button", class: "prnb-control" }, text);
  button.dataset.control = control;
  if (!enabled) {
    button.setAttribute("aria-disabled", "true");
    if (why) button.title = why;
  }
  button.addEventListener("click", () => { if (button.getAttribute("aria-disabled") !== "true") onClick(); });
  return button;
}

/**
 * @param {Model} model
 * @param {HTMLElement} root
 */
function renderTable(model, root) {
  const ctxBase = { prefix: `prnb${++widgetCount}` };
  const build = () => {
    const vm = model.get("view");
    const describe = h("div", { class: "prnb-sr" });
    // aria-hidden: screen readers already hear the reason through aria-describedby
    const hint = h("p", { class: "prnb-hint", "aria-hidden": "true" },
      "Point at or focus a choice to see the rule that decides it.");
    /** @type {DrawContext} */
    const ctx = { ...ctxBase, describe, hint, counter: { n: 0 }, onChoose: (choice) => {
      if (choice.legal) model.send({ type: "act", action: choice.action, version: vm.version });
      else model.send({ type: "explain", action: choice.action });
    } };
    const message = h("div", { class: "prnb-message", role: "status", "aria-live": "polite", tabindex: "-1" },
      model.get("message") || "");
    message.dataset.control = "status";
    const rule = model.get("rule") || "";
    const lookUp = rule && document.querySelector(".prnb-rules")
      ? control(`Look up ${rule}`, "lookup", true, () => showRule(rule)) : null;
    lookUp?.setAttribute("aria-label", `Open the entry of rule ${rule} in the rules browser`);
    const hasChoices = (vm?.actions || []).some((/** @type {Choice} */ c) => c.legal);
    const controls = h("div", { class: "prnb-section prnb-controls" },
      control("Undo", "undo", model.get("can_undo"), () => model.send({ type: "undo" }), "nothing to undo"),
      control("Redo", "redo", model.get("can_redo"), () => model.send({ type: "redo" }), "nothing to redo"),
      control("Random legal choice", "random", hasChoices, () => model.send({ type: "random", version: vm.version }),
        "nothing to choose"),
      control("Record as ruling", "record", true, () => model.send({ type: "record" })));
    controls.lastElementChild?.setAttribute("aria-label", "Record this game as a ruling file");
    const history = model.get("history") || [];
    const log = h("details", { class: "prnb-section" }, h("summary", {}, "What happened"));
    const list = h("ol", {});
    for (const line of history) list.appendChild(h("li", {}, line));
    log.appendChild(list);
    const recorded = model.get("recorded") ? recording(model.get("recorded")) : null;
    return [message, ...(lookUp ? [lookUp] : []), controls, hint, ...drawTable(vm, ctx), log,
      ...(recorded ? [recorded] : []), describe];
  };
  const redraw = redrawer(root, build);
  redraw.now();
  const names = ["change:view", "change:message", "change:can_undo", "change:can_redo", "change:history",
    "change:rule", "change:recorded"];
  for (const name of names) model.on(name, redraw.later);
  return () => { for (const name of names) model.off(name, redraw.later); };
}

/**
 * The recorded ruling file: shown as text to copy, with buttons to copy and download it.
 * @param {string} text
 */
function recording(text) {
  const area = /** @type {HTMLTextAreaElement} */ (h("textarea", { class: "prnb-recorded", readonly: true,
    rows: 12, spellcheck: "false", "aria-label": "The recorded ruling file (YAML)" }));
  area.value = text;
  const copy = control("Copy", "copy-ruling", true, () => {
    navigator.clipboard?.writeText(text).catch(() => { area.select(); });
  });
  copy.setAttribute("aria-label", "Copy the ruling file");
  const download = control("Download ruling.yaml", "download-ruling", true, () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/yaml" }));
    const a = h("a", { href: url, download: "ruling.yaml" });
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
  download.setAttribute("aria-label", "Download the ruling file as ruling.yaml");
  return h("details", { class: "prnb-section prnb-recording", open: true },
    h("summary", {}, "Recorded ruling file"), area, h("div", { class: "prnb-controls" }, copy, download));
}

/**
 * @param {Model} model
 * @param {HTMLElement} root
 */
function renderWalkthrough(model, root) {
  const prefix = `prnb${++widgetCount}`;
  const go = (/** @type {number} */ step) => { model.set("step", step); model.save_changes(); };
  const build = () => {
    const frames = model.get("frames") || [];
    const step = model.get("step") || 0;
    const last = Math.max(0, frames.length - 1);
    const frame = frames[step] || { narration: "", rule: "", statement: "", citation: "", ok: true, kind: "" };
    const slider = /** @type {HTMLInputElement} */ (h("input", { type: "range", min: 0, max: last, value: step,
      "aria-label": "Step", "aria-valuetext": `step ${step} of ${last}` }));
    slider.dataset.control = "slider";
    slider.addEventListener("change", () => go(Number(slider.value)));
    const head = h("div", { class: "prnb-section" });
    if (model.get("title")) head.appendChild(h("h3", {}, model.get("title")));
    if (model.get("description")) head.appendChild(h("p", { class: "prnb-muted" }, model.get("description")));
    if (model.get("source")) head.appendChild(h("p", { class: "prnb-rule" }, `Source: ${model.get("source")}`));
    const controls = h("div", { class: "prnb-section prnb-controls" },
      control("◀ Back", "back", step > 0, () => go(step - 1), "this is the first step"),
      control("Next ▶", "next", step < last, () => go(step + 1), "this is the last step"),
      slider, h("span", {}, `Step ${step} of ${last}`));
    const rule = frame.rule
      ? h("div", { class: "prnb-rule" }, `Rule ${frame.rule}: ${frame.statement}${frame.citation ? ` (${frame.citation})` : ""}`)
      : null;
    const story = h("div", { class: `prnb-section prnb-panel ${frame.ok ? "" : "prnb-step-refused"}`, "aria-live": "polite" },
      h("div", { class: "prnb-narration" }, frame.narration), rule);
    const describe = h("div", { class: "prnb-sr" });
    const table = drawTable(model.get("view"), { prefix, describe, counter: { n: 0 }, onChoose: null });
    return [head, controls, story, ...table, describe];
  };
  const redraw = redrawer(root, build);
  redraw.now();
  const onKey = (/** @type {KeyboardEvent} */ e) => {
    if (e.target instanceof HTMLInputElement) return;
    const step = model.get("step") || 0;
    if (e.key === "ArrowRight") go(step + 1);
    else if (e.key === "ArrowLeft" && step > 0) go(step - 1);
  };
  root.addEventListener("keydown", onKey);
  const names = ["change:step", "change:view", "change:frames"];
  for (const name of names) model.on(name, redraw.later);
  return () => { for (const name of names) model.off(name, redraw.later); root.removeEventListener("keydown", onKey); };
}

/**
 * @param {Model} model
 * @param {HTMLElement} root
 */
function renderScores(model, root) {
  const redraw = redrawer(root, () => [scoreSheet(model.get("rows") || [], Boolean(model.get("final")))]);
  redraw.now();
  model.on("change:rows", redraw.later);
  model.on("change:final", redraw.later);
  return () => { model.off("change:rows", redraw.later); model.off("change:final", redraw.later); };
}

/**
 * The outcome of checking rulings: a summary and one row per ruling.
 * @param {Model} model
 * @param {HTMLElement} root
 */
function renderReport(model, root) {
  const short = (/** @type {any} */ value) => {
    if (value === null || value === undefined) return "";
    const text = typeof value === "string" ? value : JSON.stringify(value);
    return text.length > 160 ? `${text.slice(0, 159)}…` : text;
  };
  const build = () => {
    const report = model.get("report") || { rulings: [] };
    const table = h("table", { class: "prnb-scores" });
    const head = h("tr", {});
    for (const title of ["Result", "Ruling", "Failed step", "Expected", "Actual", "Rule", "Message"]) {
      head.appendChild(h("th", { scope: "col" }, title));
    }
    table.appendChild(h("thead", {}, head));
    const body = h("tbody", {});
    for (const r of report.rulings || []) {
      const status = r.passed ? "pass" : r.failed_step ? "FAIL" : "ERROR";
      const where = `${r.file}${r.index === null || r.index === undefined ? "" : ` #${r.index + 1}`}`;
      body.appendChild(h("tr", { class: r.passed ? null : "prnb-winner" },
        h("td", {}, status), h("td", {}, `${r.title || "(untitled)"} (${where})`),
        h("td", {}, r.failed_step ? String(r.failed_step) : ""), h("td", {}, short(r.expected)),
        h("td", {}, short(r.actual)), h("td", {}, r.rule || ""), h("td", {}, r.message || "")));
    }
    table.appendChild(body);
    return [h("div", { class: "prnb-section" },
      h("h4", {}, `Rulings: ${model.get("summary") || ""}`), table)];
  };
  const redraw = redrawer(root, build);
  redraw.now();
  model.on("change:report", redraw.later);
  return () => model.off("change:report", redraw.later);
}

/**
 * The rules browser: a search box, then one entry per matching rule (statement, citations, the
 * rulings and tutorial steps exercising it, with buttons that open a walkthrough). The search
 * box is drawn once, so typing is never interrupted; only the entries are redrawn.
 * @param {Model} model
 * @param {HTMLElement} root
 */
function renderRules(model, root) {
  const prefix = `prnb${++widgetCount}`;
  root.classList.add("prnb-rules");
  const input = /** @type {HTMLInputElement} */ (h("input", { type: "search", class: "prnb-search",
    placeholder: "words, a role, a building or a rule id", "aria-label": "Search the rules",
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
  const form = h("div", { class: "prnb-section prnb-controls", role: "search" },
    h("label", { for: `${prefix}-q` }, "Search the rules"), input);
  input.id = `${prefix}-q`;
  const status = h("div", { class: "prnb-muted", role: "status", "aria-live": "polite" });
  const list = h("div", { class: "prnb-rule-list" });
  root.append(h("h3", {}, "Rules"), form, status, list);

  /** @param {any} e */
  const entryOf = (e) => {
    const selected = model.get("selected") === e.id;
    const head = h("h4", { tabindex: "-1" }, h("code", {}, e.id),
      e.topic ? h("span", { class: "prnb-badge" }, e.topic) : null,
      e.outside_books ? h("span", { class: "prnb-badge" }, "our reading") : null);
    const cites = h("ul", { class: "prnb-citations", "aria-label": "Where the rulebooks say so" });
    for (const c of e.citations || []) cites.appendChild(h("li", {}, h("b", {}, c.book), `, section ${c.section}`));
    if (!(e.citations || []).length) cites.appendChild(h("li", {}, "Not stated in the rulebooks (our reading)."));
    const uses = h("ul", { class: "prnb-uses" });
    for (const r of e.rulings || []) {
      const steps = `step${r.steps.length > 1 ? "s" : ""} ${r.steps.join(", ")}`;
      const item = h("li", {}, h("code", {}, `${r.file} #${r.index + 1}`), ` ${r.title} (${steps}) `);
      if (r.game === "puerto_rico") {
        const open = control("Walk through", `walk-${e.id}-${r.file}-${r.index}`, true,
          () => model.send({ type: "walkthrough", rule: e.id, file: r.file, index: r.index }));
        open.setAttribute("aria-label", `Walk through ${r.title} (${r.file}, ruling ${r.index + 1})`);
        item.appendChild(open);
      }
      uses.appendChild(item);
    }
    for (const t of e.tutorials || []) {
      const item = h("li", {}, "Tutorial ", h("code", {}, t.notebook),
        `${t.heading ? `, “${t.heading}”` : ""} (cell ${t.cell}) `);
      if (t.example) {
        const open = control("Walk through its example", `walk-${e.id}-${t.notebook}-${t.cell}`, true,
          () => model.send({ type: "walkthrough", rule: e.id, example: t.example }));
        open.setAttribute("aria-label", `Walk through the example ${t.example[0]} of ${t.notebook}`);
        item.appendChild(open);
      }
      uses.appendChild(item);
    }
    const used = (e.rulings || []).length + (e.tutorials || []).length;
    const article = h("article", { class: `prnb-panel prnb-rule-entry${selected ? " prnb-selected" : ""}`,
      "aria-label": `Rule ${e.id}` }, head, h("p", {}, e.statement), cites,
      e.note ? h("p", { class: "prnb-rule" }, `Note: ${e.note}`) : null,
      h("details", { open: selected || null }, h("summary", {}, used
        ? `Exercised by ${(e.rulings || []).length} ruling(s) and ${(e.tutorials || []).length} tutorial step(s)`
        : "Not exercised by a shipped ruling or tutorial yet"), uses));
    article.dataset.rule = e.id;
    return article;
  };

  const build = () => {
    const results = model.get("results") || [];
    const total = model.get("total") || 0;
    const query = model.get("query") || "";
    if (document.activeElement !== input && input.value !== query) input.value = query;
    status.textContent = `${total} rule${total === 1 ? "" : "s"} match${total === 1 ? "es" : ""}`
      + (query ? ` “${query}”` : "") + (total > results.length ? `; showing the first ${results.length}` : "")
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
        target.scrollIntoView?.({ block: "nearest" });
        target.focus?.();
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
  const names = ["change:results", "change:total", "change:selected", "change:message"];
  for (const name of names) model.on(name, later);
  return () => {
    for (const name of names) model.off(name, later);
    globalThis.removeEventListener(SHOW_RULE, onShow);
    clearTimeout(typing);
  };
}

/**
 * anywidget's entry point.
 * @param {{ model: Model, el: HTMLElement }} context
 */
function render({ model, el }) {
  const root = h("div", { class: "prnb prnb-live" });
  el.appendChild(root);
  const kind = model.get("kind");
  const stop = kind === "walkthrough" ? renderWalkthrough(model, root)
    : kind === "scores" ? renderScores(model, root)
      : kind === "report" ? renderReport(model, root)
        : kind === "rules" ? renderRules(model, root)
          : renderTable(model, root);
  return () => { stop(); root.remove(); };
}

export default { render };
export { drawTable, scoreSheet };
