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
  store: "Barrels to keep, one good at a time", load: "Small wharf, one good at a time", confirm: "Confirm",
});
let widgetCount = 0;
// A table's "Look up" link asks any rules browser on the page to open a rule's entry.
const SHOW_RULE = "prnb-show-rule";

/** @param {string} rule */
function showRule(rule) {
  globalThis.dispatchEvent(new CustomEvent(SHOW_RULE, { detail: { rule } }));
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
 * What a choice does, or why it is refused, in plain words (the rule id and the books are
 * behind the message area's disclosure, not here).
 * @param {Choice} choice
 */
function reason(choice) {
  return choice.legal ? `${choice.label}.` : `Not allowed: ${choice.label}. ${sentence(choice.why)}`;
}

/** @param {string} text */
function sentence(text) {
  const s = String(text || "").trim();
  if (!s) return s;
  const t = s[0].toUpperCase() + s.slice(1);
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/**
 * A button for one choice. Illegal choices stay focusable (aria-disabled rather than
 * disabled) so a keyboard user can reach them and hear why they are not allowed. `slot` tells
 * apart two buttons for the same choice (two corn tiles face up are two buttons).
 * @param {Choice} choice
 * @param {DrawContext} ctx
 * @param {string} cls
 * @param {Array<Node | string>} content
 * @param {string | number} [slot]
 * @param {string} [label] what a screen reader hears, when not the choice's own label
 */
function choiceButton(choice, ctx, cls, content, slot, label) {
  const button = h("button", { type: "button", class: `${cls} ${choice.legal ? "prnb-legal" : "prnb-illegal"}` });
  append(button, content.length ? content : [choice.label]);
  button.dataset.choice = slot === undefined ? choice.id : `${choice.id}#${slot}`;
  const text = reason(choice);
  const id = `${ctx.prefix}-why-${ctx.counter.n++}`;
  ctx.describe.appendChild(h("span", { id }, text));
  button.setAttribute("aria-describedby", id);
  // The accessible name is the visible text (WCAG 2.5.3, label in name); what the choice does is
  // its description. Only a button with no text of its own (a mayor's circle) gets a name here.
  if (label) button.setAttribute("aria-label", label);
  button.title = text;
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
 * Draw the whole table from a view model: on a wide table, the acting player's side on the left
 * (the message, their choices, then the players' boards, theirs first) and the shared board on
 * the right (roles, supply, ships, market), so at a classroom screen's size every choice of the
 * player to act is in view at once. A narrow table stacks them with the choices first: the
 * message and the choices panel, then the board when the choices are on it (a role, a tile, a
 * building, a draft pick) and the players' boards after it, else the players' boards first (the
 * mayor's circles). Reading and Tab order follow the same order at every width.
 * @param {any} vm the view model
 * @param {DrawContext} ctx
 * @param {Node[]} [side] what goes on top of the players' side (the message area)
 * @returns {HTMLElement[]}
 */
function drawTable(vm, ctx, side = []) {
  if (!vm || !vm.players) return [h("p", { class: "prnb-muted" }, "No position to show.")];
  /** @type {Map<string, Choice>} choices drawn on the table itself, by group and key */
  const onTable = new Map();
  /** @type {Choice[]} a role's other forms (declining its privilege), drawn with the role cards */
  const roleVariants = [];
  /** @type {Choice[]} */
  const inPanel = [];
  for (const choice of vm.actions || []) {
    const slot = `${choice.group}:${choice.key}`;
    if (["role", "plantation", "building", "draft"].includes(choice.group) && !onTable.has(slot)) onTable.set(slot, choice);
    else if (choice.group === "role") roleVariants.push(choice);
    else inPanel.push(choice);
  }
  /** @param {string} group @param {string} key */
  const tableChoice = (group, key) => onTable.get(`${group}:${key}`);
  const board = h("div", { class: "prnb-board" },
    roles(vm, tableChoice, ctx, roleVariants),
    supply(vm, tableChoice, ctx),
    h("div", { class: "prnb-section prnb-row" }, plantations(vm, tableChoice, ctx), ships(vm), house(vm)),
    ...(vm.draft ? [draftBoard(vm, tableChoice, ctx)] : []),
    market(vm, tableChoice, ctx));
  const decide = h("div", { class: "prnb-side prnb-decide" }, ...side);
  if (vm.mayor && ctx.onChoose) decide.appendChild(mayorPanel(vm, ctx));
  if (vm.storage && ctx.onChoose) decide.appendChild(storagePanel(vm, ctx));
  if (inPanel.length) decide.appendChild(actionsPanel(vm, inPanel, ctx));
  const boards = players(vm, ctx);
  // the likeliest next choice, where focus goes after a move: the mayor's next empty circle (marked
  // in players), the captain's next barrel to keep or Confirm (in storagePanel), else the first
  // legal choice on the board (a role, a tile, a building), else the first in the panel
  if (!decide.querySelector("[data-next]") && !boards.querySelector("[data-next]")) {
    const first = board.querySelector("button.prnb-legal") || decide.querySelector(".prnb-actions button.prnb-legal");
    if (first instanceof HTMLElement) first.dataset.next = "";
  }
  const choicesOnBoard = board.querySelector("button.prnb-legal") !== null && !vm.mayor && !vm.storage;
  const parts = choicesOnBoard ? [decide, board, boards] : [decide, boards, board];
  return [header(vm), h("div", { class: "prnb-layout" }, ...parts.filter((part) => part.childNodes.length))]
    .concat(vm.game_over ? [scoreTable(vm)] : []);
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
function roles(vm, tableChoice, ctx, variants = []) {
  const row = h("div", { class: "prnb-roles", role: "group", "aria-label": "Roles" });
  row.dataset.nav = "roles";
  vm.roles.forEach((/** @type {any} */ role, /** @type {number} */ k) => {
    const taken = role.taken_by !== null && role.taken_by !== undefined;
    const content = [
      h("span", { class: "prnb-role-name" }, role.title,
        role.doubloons ? h("span", { class: "prnb-coin", title: "doubloons on the card" }, ` ${role.doubloons}`) : null),
      h("span", { class: "prnb-role-state", dir: "auto" }, taken ? `taken by ${role.taken_by_name}` : "free"),
    ];
    const cls = taken ? "prnb-role prnb-role-taken" : "prnb-role";
    // every card is its own button, even a second card of the same role (two prospectors)
    const choice = taken ? undefined : tableChoice("role", role.name);
    if (choice) {
      row.appendChild(choiceButton(choice, ctx, `${cls} prnb-on-table`, content, k));
    } else {
      const card = h("div", { class: cls });
      append(card, content);
      row.appendChild(card);
    }
  });
  // a role's other forms (the mayor without the extra colonist) come after every card: the
  // arrow keys reach them last, and Tab never lands on one before the cards
  for (const choice of variants) row.appendChild(choiceButton(choice, ctx, "prnb-choice prnb-role-variant", []));
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
  const row = h("div", { class: "prnb-row prnb-face-up", role: "group", "aria-label": "Face-up plantations" });
  row.dataset.nav = "plantations";
  vm.plantations.face_up.forEach((/** @type {string} */ tile, /** @type {number} */ k) => {
    // every face-up tile is its own button, two of a kind included
    const choice = tableChoice("plantation", tile);
    if (choice) {
      row.appendChild(choiceButton(choice, ctx, `prnb-tile ${goodClass(tile)} prnb-on-table`, [tile], k));
    } else {
      row.appendChild(h("span", { class: `prnb-tile ${goodClass(tile)}` }, tile));
    }
  });
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
  const grid = h("div", { class: "prnb-market", role: "group", "aria-label": "Buildings" });
  grid.dataset.nav = "buildings";
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
    row.dataset.nav = `draft-${g.cost}`;
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

/**
 * The players' boards, the player to act first. On the mayor's turn every circle of their board
 * is a button: an empty one puts a worker waiting in San Juan there, a filled one takes it back.
 * @param {any} vm
 * @param {DrawContext} ctx
 */
function players(vm, ctx) {
  const boards = h("div", { class: "prnb-section prnb-players" });
  const steps = vm.mayor && ctx.onChoose ? vm.mayor : null;
  const order = [...vm.players].sort((a, b) => Number(b.to_act) - Number(a.to_act));
  // after a step, focus goes to the next empty circle (the likeliest next click)
  let marked = false;
  const markNext = (/** @type {HTMLElement} */ button, /** @type {Choice} */ step) => {
    if (!marked && step.legal && step.action.put !== undefined) {
      button.dataset.next = "";
      marked = true;
    }
    return button;
  };
  for (const p of order) {
    const mine = steps && steps.seat === p.seat ? steps : null;
    const head = h("div", { class: "prnb-player-head" }, h("span", { class: "prnb-player-name", dir: "auto" }, p.name));
    if (p.governor) head.appendChild(h("span", { class: "prnb-badge prnb-badge-governor" }, "Governor"));
    if (p.to_act) head.appendChild(h("span", { class: "prnb-badge prnb-badge-act" }, "To act"));
    if (p.chooser && vm.phase !== "role_choice" && vm.phase !== "game_over") {
      head.appendChild(h("span", { class: "prnb-badge prnb-badge-role" }, `chose the ${pretty(vm.phase)}`));
    }
    const goods = h("div", {});
    for (const [good, n] of Object.entries(p.goods)) {
      if (n) goods.appendChild(h("span", { class: `prnb-barrel ${goodClass(good)}` }, `${good} ${n}`));
    }
    if (!goods.childNodes.length) goods.appendChild(h("span", { class: "prnb-muted" }, "no goods"));
    const island = h("div", { class: "prnb-island", role: "group", "aria-label": `${p.name}'s island` });
    if (mine) island.dataset.nav = "island";
    p.island.forEach((/** @type {any} */ t, /** @type {number} */ k) => {
      if (t.forest) {  // face down: a forest is never manned and has no circle
        island.appendChild(h("span", { class: "prnb-tile prnb-good-forest prnb-forest", title: "forest (face down)" },
          h("span", { class: "prnb-tree", "aria-hidden": "true" }), "forest"));
        return;
      }
      const step = mine ? mine.island[k] : null;
      if (step) {
        const where = `${t.tile === "quarry" ? "quarry" : `${t.tile} plantation`} ${k + 1}`;
        const what = t.manned ? `Take back the ${t.nobles ? "noble" : "colonist"} on the ${where}`
          : `Put a ${step.action.noble ? "noble" : "colonist"} on the ${where}`;
        island.appendChild(markNext(choiceButton(step, ctx, `prnb-tile ${goodClass(t.tile)} prnb-on-table prnb-step`,
          [h("span", { class: "prnb-tile-name" }, t.tile), circles(t.manned ? 1 : 0, 1, t.nobles)], `i${k}`, what), step));
      } else {
        island.appendChild(h("span", { class: `prnb-tile ${goodClass(t.tile)}` },
          h("span", { class: "prnb-tile-name" }, t.tile), circles(t.manned ? 1 : 0, 1, t.nobles)));
      }
    });
    for (let k = p.island.length; k < p.island_spaces; k++) island.appendChild(h("span", { class: "prnb-tile prnb-tile-empty" }));
    const city = h("div", { class: "prnb-city", role: "group", "aria-label": `${p.name}'s city` });
    if (mine) city.dataset.nav = "city";
    p.city.forEach((/** @type {any} */ b, /** @type {number} */ k) => {
      let cls = `prnb-building prnb-kind-${b.kind === "production" ? "production" : "violet"}`;
      if (b.large) cls += " prnb-large";
      const spaces = mine ? mine.city[k] : null;
      if (spaces && spaces.length) {
        const row = h("span", { class: "prnb-circles" });
        spaces.forEach((/** @type {Choice} */ step, /** @type {number} */ c) => {
          const filled = c < b.workers;
          const noble = c < b.nobles;
          const what = filled ? `Take back the ${noble ? "noble" : "colonist"} on the ${b.name} (circle ${c + 1})`
            : `Put a ${step.action.noble ? "noble" : "colonist"} on the ${b.name} (circle ${c + 1})`;
          row.appendChild(markNext(choiceButton(step, ctx, "prnb-circle-button prnb-on-table prnb-step",
            [h("span", { class: noble ? "prnb-circle prnb-circle-noble" : filled ? "prnb-circle prnb-circle-manned" : "prnb-circle",
              "aria-hidden": "true" })], `c${k}-${c}`, what), step));
        });
        city.appendChild(h("div", { class: cls }, h("span", {}, b.name), row));
      } else {
        city.appendChild(h("div", { class: cls }, h("span", {}, b.name), circles(b.workers, b.circles, b.nobles)));
      }
    });
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
 * The mayor's turn: how many workers still wait in San Juan, the game's verdict on the board as
 * it stands ("you must fill every circle you can: ..."), and Confirm.
 * @param {any} vm
 * @param {DrawContext} ctx
 */
function mayorPanel(vm, ctx) {
  const m = vm.mayor;
  const who = vm.players[m.seat].name;
  const waiting = [`${m.waiting} colonist${m.waiting === 1 ? "" : "s"}`];
  if (m.waiting_nobles !== null && m.waiting_nobles !== undefined) waiting.push(`${m.waiting_nobles} noble${m.waiting_nobles === 1 ? "" : "s"}`);
  const verdict = m.confirm.legal ? "This layout may stand: confirm it, or move more workers."
    : sentence(m.confirm.why);
  const confirm = choiceButton(m.confirm, ctx, "prnb-choice prnb-primary", ["Confirm the layout"]);
  if (m.confirm.legal && !(m.island.some((/** @type {any} */ s) => s && s.legal && s.action.put)
    || m.city.some((/** @type {Choice[]} */ cs) => cs.some((s) => s.legal && s.action.put)))) {
    confirm.dataset.next = "";
  }
  return h("div", { class: "prnb-section prnb-panel prnb-actions prnb-mayor", role: "group",
    "aria-label": `${who}'s colonists` },
  h("h4", { dir: "auto" }, `${who}, place your workers: click an empty circle to put one there, a filled one to take it back`),
  h("p", { class: "prnb-waiting" }, "Waiting in San Juan: ", h("b", {}, waiting.join(" and "))),
  h("p", { class: m.confirm.legal ? "prnb-verdict prnb-verdict-ok" : "prnb-verdict" }, verdict),
  h("div", { class: "prnb-choice-group" }, confirm));
}

/**
 * The captain's storage, once loading is over: each good the player to act holds, every barrel a
 * toggle (pressed: set aside to keep). A click sends the game's step for that barrel (keep the
 * barrels up to it, or take back those from it on), with the game's verdict; then the verdict on
 * the storage so far and Confirm. Focus after a step goes to Confirm when it may stand, else to
 * the first barrel that may still be kept.
 * @param {any} vm
 * @param {DrawContext} ctx
 */
function storagePanel(vm, ctx) {
  const st = vm.storage;
  const who = vm.players[st.seat].name;
  const barrels = h("div", { class: "prnb-storage-goods", role: "group", "aria-label": `${who}'s barrels` });
  barrels.dataset.nav = "storage";
  let next = st.confirm.legal;  // true once the focus target is chosen
  for (const g of st.goods) {
    const row = h("div", { class: "prnb-storage-good" }, h("span", { class: "prnb-storage-name" }, g.name));
    g.steps.forEach((/** @type {Choice} */ step, /** @type {number} */ k) => {
      const kept = k < g.aside;
      const button = choiceButton(step, ctx, `prnb-keg ${goodClass(g.good)} prnb-on-table prnb-step`,
        [h("span", { class: "prnb-keg-mark", "aria-hidden": "true" }, kept ? "✓" : "")],
        `${g.good}${k}`, `${g.name} barrel ${k + 1} of ${g.barrels}`);
      button.setAttribute("aria-pressed", kept ? "true" : "false");
      if (!next && k === g.aside && step.legal) {
        button.dataset.next = "";
        next = true;
      }
      row.appendChild(button);
    });
    row.appendChild(h("span", { class: "prnb-storage-count" },
      `${g.aside} of ${g.barrels} kept` + (g.back ? `, ${g.back} to go back` : "")));
    barrels.appendChild(row);
  }
  const verdict = st.confirm.legal ? "This storage may stand: confirm it, or change it first."
    : sentence(st.confirm.why);
  const confirm = choiceButton(st.confirm, ctx, "prnb-choice prnb-primary", ["Confirm the barrels kept"]);
  if (st.confirm.legal) confirm.dataset.next = "";
  return h("div", { class: "prnb-section prnb-panel prnb-actions prnb-storage", role: "group",
    "aria-label": `${who}'s storage` },
  h("h4", { dir: "auto" }, `${who}, choose the barrels to keep: click a barrel to keep it and those before it, a kept one to put it back`),
  h("p", { class: "prnb-waiting" }, "Your storage holds ", h("b", {}, st.holds), "."),
  barrels,
  h("p", { class: st.confirm.legal ? "prnb-verdict prnb-verdict-ok" : "prnb-verdict" }, verdict),
  h("div", { class: "prnb-choice-group" }, confirm));
}

/**
 * The choices not drawn on the table itself, grouped, with Pass last.
 * @param {any} vm
 * @param {Choice[]} choices
 * @param {DrawContext} ctx
 */
function actionsPanel(vm, choices, ctx) {
  const panel = h("div", { class: "prnb-section prnb-panel prnb-actions", role: "group",
    "aria-label": `Choices for ${vm.turn_name}` }, h("h4", { dir: "auto" }, `${vm.turn_name}, your choice`));
  /** @type {Map<string, Choice[]>} */
  const groups = new Map();
  for (const c of choices) {
    if (!groups.has(c.group)) groups.set(c.group, []);
    groups.get(c.group)?.push(c);
  }
  const order = [...groups.keys()].sort((a, b) => (a === "pass" ? 1 : 0) - (b === "pass" ? 1 : 0));
  for (const group of order) {
    const row = h("div", { class: "prnb-choice-group", role: "group", "aria-label": GROUP_TITLES[group] || "Pass" });
    row.dataset.nav = group;
    if (GROUP_TITLES[group]) row.appendChild(h("span", { class: "prnb-group-title" }, `${GROUP_TITLES[group]}:`));
    for (const c of groups.get(group) || []) row.appendChild(choiceButton(c, ctx, "prnb-choice", []));
    panel.appendChild(row);
  }
  if (vm.actions_note) panel.appendChild(h("p", {}, vm.actions_note));
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

/**
 * @param {Model} model
 * @param {HTMLElement} root
 */
function renderTable(model, root) {
  const ctxBase = { prefix: `prnb${++widgetCount}` };
  /** @type {Map<string, boolean>} the disclosures the user opened or closed ("What happened") */
  const opened = new Map();
  const build = () => {
    const vm = model.get("view");
    const describe = h("div", { class: "prnb-sr" });
    // aria-hidden: screen readers already hear the reason through aria-describedby
    const hint = h("p", { class: "prnb-hint", "aria-hidden": "true" },
      "Point at or focus a choice to see what it does, or why it is not allowed.");
    /** @type {DrawContext} */
    const ctx = { ...ctxBase, describe, hint, counter: { n: 0 }, onChoose: (choice) => {
      if (choice.legal) model.send({ type: "act", action: choice.action, version: vm.version });
      else model.send({ type: "explain", action: choice.action });
    } };
    const rule = model.get("rule") || "";
    const message = messageArea({ message: model.get("message") || "", rule,
      statement: model.get("rule_statement") || "", citation: model.get("citation") || "",
      lookUp: rule && document.querySelector(".prnb-rules") ? () => showRule(rule) : null });
    const controls = h("div", { class: "prnb-controls" },
      control("Undo", "undo", model.get("can_undo"), () => model.send({ type: "undo" }), "nothing to undo"),
      control("Redo", "redo", model.get("can_redo"), () => model.send({ type: "redo" }), "nothing to redo"),
      control("Record as ruling", "record", true, () => model.send({ type: "record" })),
      // the coach's move for the player to act, with its reason in words (said in the message area)
      control("Hint", "hint", !vm.game_over, () => model.send({ type: "hint" }), "the game is over"));
    const history = model.get("history") || [];
    const log = keepOpen(opened, "log", h("details", { class: "prnb-section prnb-log" }, h("summary", {}, "What happened")));
    const list = h("ol", {});
    for (const line of history) list.appendChild(h("li", { dir: "auto" }, line));
    log.appendChild(list);
    const recorded = model.get("recorded") ? recording(model.get("recorded")) : null;
    const table = drawTable(vm, ctx, [message, hint]);
    table[0].appendChild(controls);  // the header row: round, phase, who acts, then the controls
    return [...table, log, ...(recorded ? [recorded] : []), describe];
  };
  const redraw = redrawer(root, build);
  redraw.now();
  const stopKeys = arrowKeys(root);
  const names = ["change:view", "change:message", "change:can_undo", "change:can_redo", "change:history",
    "change:rule", "change:recorded"];
  for (const name of names) model.on(name, redraw.later);
  return () => { for (const name of names) model.off(name, redraw.later); stopKeys(); };
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
      ? h("details", { class: "prnb-why" }, h("summary", {}, "why / where in the books"),
        h("p", {}, "Rule ", h("code", {}, frame.rule), frame.statement ? `: ${frame.statement}` : ""),
        frame.citation ? h("p", { class: "prnb-cite" }, frame.citation) : null)
      : null;
    const story = h("div", { class: `prnb-section prnb-panel ${frame.ok ? "" : "prnb-step-refused"}`, "aria-live": "polite" },
      h("div", { class: "prnb-narration" }, frame.narration), rule);
    const describe = h("div", { class: "prnb-sr" });
    const table = drawTable(model.get("view"), { prefix, describe, counter: { n: 0 }, onChoose: null });
    return [head, controls, story, ...table, describe];
  };
  const redraw = redrawer(root, build);
  redraw.now();
  // The arrow keys step through the walkthrough wherever the focus is inside it, and stop here:
  // JupyterLab never sees them (it would move to another cell and take the focus away).
  root.tabIndex = 0;
  root.setAttribute("aria-label", "Walkthrough: the left and right arrow keys step back and forward");
  root.setAttribute("data-lm-suppress-shortcuts", "true");
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
      // every game's rulings walk through, each drawn by its own game's table
      const open = control("Walk through", `walk-${e.id}-${r.file}-${r.index}`, true,
        () => model.send({ type: "walkthrough", rule: e.id, file: r.file, index: r.index }));
      open.setAttribute("aria-label", `Walk through ${r.title} (${r.file}, ruling ${r.index + 1})`);
      item.appendChild(open);
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
        // the whole entry comes into view (its statement and citations, not just its heading)
        target.closest("article")?.scrollIntoView?.({ block: "nearest" });
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
