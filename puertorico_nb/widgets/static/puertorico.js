// @ts-check
// The front end of the Puerto Rico table, its walkthrough, and the game-neutral widgets (score
// sheet, ruling report, rules browser) that share its stylesheet. Python joins it with the shared
// modules it imports into one module (widgets/bundle.py).
//
// It draws what Python sends (the `view` trait is the view model) and sends requests back
// ({type: "act" | "explain" | "undo" | "redo" | "random" | "record" | "walkthrough"}). It never decides a rule: whether a
// choice is legal, and why not, arrives with the choice. All text from data is set with
// textContent or as attribute values; this file never parses strings as HTML.

import { capitalised, h, languageTag, say, sayTo, sentence, pretty, uniquePrefix, useWords } from "./modules/dom.js";
import { control } from "./modules/controls.js";
import { markHinted, messageArea } from "./modules/message.js";
import { storyTeller, tableControls } from "./modules/story.js";
import { arrowKeys } from "./modules/keyboard.js";
import { redrawer } from "./modules/redraw.js";
import { recording } from "./modules/recording.js";
import { followPresenter } from "./modules/presenter.js";
import { seatMode, watching } from "./modules/seat.js";
import { choiceButton, actionsPanel, benefitsPanel, stat, header, withDeclines } from "./modules/choices.js";
import { infoLine, pieceButton, showInfo } from "./modules/pieces.js";
import { renderWalkthrough } from "./modules/walkthrough.js";
import { scoreSheet, renderScores } from "./modules/scores.js";
import { renderReport } from "./modules/report.js";
import { renderRules, showRule } from "./modules/rules.js";

/** @typedef {import("./modules/types.js").Model} Model */
/** @typedef {import("./modules/types.js").Choice} Choice */
/** @typedef {import("./modules/choices.js").DrawContext} DrawContext */

const TILE_NAMES = new Set(["corn", "indigo", "sugar", "tobacco", "coffee", "quarry", "forest"]);
const GROUP_TITLES = /** @type {Record<string, string>} */ ({
  plantation: "Plantations", building: "Buildings", good: "Goods", ship: "Ships",
  layout: "Colonist layouts", keep: "Barrels to keep", other: "Other choices", role: "Roles",
  pass: "", draft: "Draft", take: "From the colonist ship", guest: "Guest house",
  black_market: "Black market", forest: "Forest house", small_wharf: "Small wharf",
  royal_supplier: "Royal supplier", land_office: "Land office", return_plantation: "Hunting lodge",
  store: "Barrels to keep, one good at a time", load: "Small wharf, one good at a time", confirm: "Confirm",
});
/**
 * A good's or tile's name in the table's language (the view model's ``names``).
 * @param {any} vm
 * @param {string} id corn, quarry, forest...
 */
function goodName(vm, id) {
  return vm.names?.[id] ?? pretty(id);
}

/** @param {string | null | undefined} name */
function goodClass(name) {
  return name && TILE_NAMES.has(name) ? `prnb-good-${name}` : "prnb-tile-empty";
}

/**
 * Colonist circles: filled ones are manned (nobles first, then colonists), hollow ones empty.
 * @param {number} filled
 * @param {number} total
 * @param {number} [nobles]
 */
function circles(filled, total, nobles = 0) {
  if (!total) return null;  // the statue: no colonist space at all
  const words = nobles ? say("{filled} of {total:count:circle} manned, {nobles} of them by nobles", { filled, total, nobles })
    : say("{filled} of {total:count:circle} manned", { filled, total });
  const box = h("span", { class: "prnb-circles", role: "img", "aria-label": words });
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
  const out = [marker("colonist"), h("b", {}, say("{count:count:colonist}", { count: colonists }))];
  if (nobles !== null && nobles !== undefined) {
    out.push(marker("noble"), h("b", {}, say("{count:count:noble}", { count: nobles })));
  }
  return out;
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
  if (!vm || !vm.players) return [h("p", { class: "prnb-muted" }, say("No position to show."))];
  /** @type {Map<string, Choice>} choices drawn on the table itself, by group and key */
  const onTable = new Map();
  /** @type {Choice[]} a role's other forms (declining its privilege), drawn with the role cards */
  const roleVariants = [];
  /** @type {Choice[]} */
  const inPanel = [];
  // a benefit declined (the university's colonist, the captain's point) is a switch beside the
  // choices, not a second button for every choice: its forms of a move are chosen on the click
  const declining = (vm.actions || []).some((/** @type {Choice} */ c) => c.base);
  for (const choice of (vm.actions || []).filter((/** @type {Choice} */ c) => !c.base)) {
    const slot = `${choice.group}:${choice.key}`;
    if (["role", "plantation", "building", "draft"].includes(choice.group) && !onTable.has(slot)) onTable.set(slot, choice);
    else if (choice.group === "role") roleVariants.push(choice);
    else inPanel.push(choice);
  }
  /** @type {Set<string>} the choices the board drew (every caller draws the choice it is given) */
  const drawn = new Set();
  /** @param {string} group @param {string} key */
  const tableChoice = (group, key) => {
    const choice = onTable.get(`${group}:${key}`);
    if (choice) drawn.add(`${group}:${key}`);
    return choice;
  };
  const roleCards = roles(vm, tableChoice, ctx, roleVariants);
  const supplies = supply(vm, tableChoice, ctx);
  const tiles = h("div", { class: "prnb-section prnb-row" }, plantations(vm, tableChoice, ctx), ships(vm), house(vm));
  // the role cards stay where they are in every phase (the row moving between phases lost a
  // class); on a narrow table the settler's choices (the face-up plantations, the quarry) are
  // drawn above them while they are the choice, so they stay in view (puertorico.css)
  const settling = [supplies, tiles].some((part) => part.querySelector("button.prnb-legal"));
  const board = h("div", { class: `prnb-board${settling ? " prnb-settling" : ""}` }, roleCards, supplies, tiles,
    ...(vm.draft ? [draftBoard(vm, tableChoice, ctx)] : []),
    market(vm, tableChoice, ctx));
  // a choice with no piece of its own on the board (the hacienda's hidden plantation) is a button
  // in the choices panel: every move the game lists has a control
  for (const [slot, choice] of onTable) if (!drawn.has(slot)) inPanel.push(choice);
  const decide = h("div", { class: "prnb-side prnb-decide" }, ...side);
  if (vm.mayor && ctx.onChoose) decide.appendChild(mayorPanel(vm, ctx));
  if (vm.storage && ctx.onChoose) decide.appendChild(storagePanel(vm, ctx));
  const buildable = ctx.onChoose ? (vm.actions || []).filter((/** @type {Choice} */ c) => c.group === "building" && c.legal && !c.base) : [];
  if (buildable.length) decide.appendChild(buildablePanel(vm, buildable, ctx));
  if (inPanel.length) decide.appendChild(actionsPanel(vm, inPanel, ctx, GROUP_TITLES));
  if (declining && ctx.onChoose && ctx.declined) decide.appendChild(benefitsPanel(vm, ctx.declined, ctx.memory));
  // the captain chooses a ship: the ships are drawn beside the choices too, so what each choice
  // loads onto is in view with it (the board's own ships may be far below on a narrow table)
  // (brought into view with the choices after a move: data-reveal, modules/reveal.js)
  if (inPanel.some((c) => c.group === "ship")) {
    const beside = ships(vm, say("Cargo ships (the captain's choices load onto them)"));
    beside.dataset.reveal = "";
    decide.appendChild(beside);
  }
  const boards = players(vm, ctx);
  // the likeliest next choice, where focus goes after a move: the mayor's next empty circle (marked
  // in players), the captain's next barrel to keep or Confirm (in storagePanel), else the first
  // legal choice on the board (a role, a tile, a building), else the first in the panel
  // (the settler's first face-up plantation before the quarry: the supply strip comes first on the
  // board, but a plantation is what a settler takes unless they own a construction hut)
  if (!decide.querySelector("[data-next]") && !boards.querySelector("[data-next]")) {
    const first = (settling && tiles.querySelector(".prnb-face-up button.prnb-legal")) || board.querySelector("button.prnb-legal")
      || decide.querySelector(".prnb-actions button.prnb-legal");
    if (first instanceof HTMLElement) first.dataset.next = "";
  }
  const choicesOnBoard = board.querySelector("button.prnb-legal") !== null && !vm.mayor && !vm.storage;
  const parts = choicesOnBoard ? [decide, board, boards] : [decide, boards, board];
  const lastRound = vm.end_triggered && !vm.game_over ? [h("span", { class: "prnb-badge prnb-badge-end" },
    say("Last round: {reasons}", { reasons: vm.end_words ?? (vm.end_reasons || []).map(pretty).join(", ") }))] : [];
  return [header(vm, say("Round {round} · {phase}", { round: vm.round, phase: vm.phase_title }), lastRound), h("div", { class: "prnb-layout" }, ...parts.filter((part) => part.childNodes.length))]
    .concat(vm.game_over ? [scoreTable(vm)] : []);
}

/**
 * @param {any} vm
 * @param {(group: string, key: string) => Choice | undefined} tableChoice
 * @param {DrawContext} ctx
 * @param {Choice[]} [variants]
 */
function roles(vm, tableChoice, ctx, variants = []) {
  const row = h("div", { class: "prnb-roles", role: "group", "aria-label": say("Roles") });
  row.dataset.nav = "roles";
  vm.roles.forEach((/** @type {any} */ role, /** @type {number} */ k) => {
    const taken = role.taken_by !== null && role.taken_by !== undefined;
    const content = [
      h("span", { class: "prnb-role-name" }, role.title,
        role.doubloons ? h("span", { class: "prnb-coin", title: say("{count:count:doubloon} on the card", { count: role.doubloons }) }, ` ${role.doubloons}`) : null),
      h("span", { class: "prnb-role-state", dir: "auto" }, taken ? sayTo(role.taken_by_name, "taken by {name}", "taken by you") : say("free")),
    ];
    const cls = taken ? "prnb-role prnb-role-taken" : "prnb-role";
    // every card is its own button, even a second card of the same role (two prospectors); a
    // taken card is a refused choice that says why (unless another card of that role is free)
    const offered = tableChoice("role", role.name);
    const choice = taken && offered && offered.legal ? undefined : offered;
    // what the role does (from the catalogue's privilege rule), on hover, focus and tap, whether
    // or not it is a choice now
    const ability = vm.role_abilities?.[role.name];
    if (choice) {
      const plain = ability ? { ...choice, does: undefined } : choice;  // said once, by the ability
      row.appendChild(choiceButton(plain, ctx, `${cls} prnb-on-table`, content, k, undefined, ability));
    } else {
      row.appendChild(pieceButton(ctx, cls, content, ability, `role-${k}`));
    }
  });
  // a role's other forms (the mayor without the extra colonist) come after every card: the
  // arrow keys reach them last, and Tab never lands on one before the cards
  for (const choice of variants) row.appendChild(choiceButton(choice, ctx, "prnb-choice prnb-role-variant"));
  return h("div", { class: "prnb-section prnb-role-cards" }, h("h4", {}, say("Roles")), row);
}

/**
 * @param {any} vm
 * @param {(group: string, key: string) => Choice | undefined} tableChoice
 * @param {DrawContext} ctx
 */
function supply(vm, tableChoice, ctx) {
  const box = h("div", { class: "prnb-section prnb-supply" });
  if (vm.nobles) {
    box.appendChild(h("span", { class: "prnb-stat prnb-workers" }, say("Colonist ship"), ...workers(vm.colonists.ship, vm.nobles.ship)));
    box.appendChild(h("span", { class: "prnb-stat prnb-workers" }, say("Supply"), ...workers(vm.colonists.supply, vm.nobles.supply)));
  } else {
    box.appendChild(stat(say("Colonist ship"), vm.colonists.ship));
    box.appendChild(stat(say("Colonists in supply"), vm.colonists.supply));
  }
  box.appendChild(stat(say("VP chips left"), vm.vp_chips));
  const quarry = tableChoice("plantation", "quarry");
  if (quarry) {
    box.appendChild(choiceButton(quarry, ctx, "prnb-stat prnb-on-table",
      [`${say("Quarries")} `, h("b", {}, String(vm.quarries))]));
  } else {
    box.appendChild(stat(say("Quarries"), vm.quarries));
  }
  box.appendChild(stat(say("Plantation stack"), vm.plantations.stack));
  const barrels = h("span", { class: "prnb-stat prnb-barrels" }, `${say("Barrels")} `);
  for (const [good, n] of Object.entries(vm.goods_supply)) {
    barrels.appendChild(h("span", { class: `prnb-barrel ${goodClass(good)}` }, `${goodName(vm, good)} ${n}`));
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
  const row = h("div", { class: "prnb-row prnb-face-up", role: "group", "aria-label": say("Face-up plantations") });
  row.dataset.nav = "plantations";
  vm.plantations.face_up.forEach((/** @type {string} */ tile, /** @type {number} */ k) => {
    // every face-up tile is its own button, two of a kind included
    const choice = tableChoice("plantation", tile);
    if (choice) {
      row.appendChild(choiceButton(choice, ctx, `prnb-tile ${goodClass(tile)} prnb-on-table`, [goodName(vm, tile)], k));
    } else {
      row.appendChild(h("span", { class: `prnb-tile ${goodClass(tile)}` }, goodName(vm, tile)));
    }
  });
  if (!vm.plantations.face_up.length) row.appendChild(h("span", { class: "prnb-muted" }, say("none")));
  return h("div", { class: "prnb-panel" }, h("h4", {}, say("Face-up plantations")), row);
}

/**
 * @param {any} vm
 * @param {string} [title]
 */
function ships(vm, title = say("Cargo ships")) {
  const list = h("div", { class: "prnb-ships" });
  for (const ship of vm.ships) {
    const holds = h("span", { class: "prnb-holds", "aria-hidden": "true" });
    for (let k = 0; k < ship.capacity; k++) {
      holds.appendChild(h("span", { class: k < ship.count ? `prnb-hold ${goodClass(ship.good)}` : "prnb-hold prnb-hold-empty" }));
    }
    const cargo = ship.good ? say("{count} {good}, {free} free", { count: ship.count, good: goodName(vm, ship.good), free: ship.free })
      : say("empty");
    list.appendChild(h("div", { class: "prnb-ship" },
      h("span", { class: "prnb-ship-name" }, say("{capacity}-ship", { capacity: ship.capacity })), holds,
      h("span", { class: "prnb-ship-text" }, cargo)));
  }
  return h("div", { class: "prnb-panel" }, h("h4", {}, title), list);
}

/** @param {any} vm */
function house(vm) {
  const slots = h("div", { class: "prnb-house" });
  for (const good of vm.trading_house.goods) slots.appendChild(h("span", { class: `prnb-tile ${goodClass(good)}` }, goodName(vm, good)));
  for (let k = 0; k < vm.trading_house.free; k++) slots.appendChild(h("span", { class: "prnb-tile prnb-tile-empty" }, say("empty")));
  return h("div", { class: "prnb-panel" }, h("h4", {}, say("Trading house")), slots);
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
  const who = vm.price_for_words ?? (vm.price_for !== null && vm.price_for !== undefined ? vm.players[vm.price_for].name : null);
  const grid = h("div", { class: "prnb-market", role: "group", "aria-label": say("Buildings") });
  grid.dataset.nav = "buildings";
  for (const column of [...columns.keys()].sort((a, b) => a - b)) {
    const col = h("div", { class: "prnb-market-col" }, h("h4", {}, say("Column {column}", { column })));
    for (const b of columns.get(column) || []) {
      let cls = `prnb-bcard prnb-kind-${b.kind === "production" ? "production" : "violet"}`;
      if (b.copies_left === 0) cls += " prnb-soldout";
      const content = [
        h("span", { class: "prnb-bcard-name" }, capitalised(b.name)),
        b.price === null || b.price === undefined ? h("span", {})
          : h("span", { class: "prnb-bcard-price", title: say("price for {name}", { name: who ?? "" }) }, String(b.price)),
        h("span", { class: "prnb-bcard-meta" },
          b.good ? h("span", { class: `prnb-stripe ${goodClass(b.good)}` }) : null,
          `${say("cost {cost} · {points} VP", { cost: b.cost, points: b.vp })} · `, circles(0, b.circles) || say("no circle"),
          ` · ${say("{count} left", { count: b.copies_left })}`, b.large ? ` · ${say("large")}` : ""),
      ];
      const choice = tableChoice("building", b.id);
      const ability = vm.abilities?.[b.id];
      if (choice) {
        col.appendChild(choiceButton(choice, ctx, `${cls} prnb-on-table`, content, undefined, undefined, ability));
      } else {
        col.appendChild(pieceButton(ctx, cls, content, ability, `market-${b.id}`));
      }
    }
    grid.appendChild(col);
  }
  return h("div", { class: "prnb-section prnb-market-section" }, h("h4", {}, who === null ? say("Buildings") : say("Buildings (price for {name})", { name: who })), grid);
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
  const box = h("div", { class: "prnb-section prnb-draft", role: "group", "aria-label": say("Building draft") },
    h("h4", {}, say("Building draft: {drafted} of {spaces} spaces filled", { drafted: d.drafted, spaces: d.spaces })));
  for (const g of d.groups) {
    const row = h("div", { class: "prnb-draft-kinds" });
    row.dataset.nav = `draft-${g.cost}`;
    for (const k of g.kinds) {
      let cls = `prnb-bcard prnb-kind-${k.kind === "production" ? "production" : "violet"}`;
      if (k.large) cls += " prnb-bcard-large";
      if (k.drafted) cls += " prnb-drafted";
      const where = k.drafted ? (k.drafted_by_name ? say("on the board (drafted by {name})", { name: k.drafted_by_name })
        : say("on the board")) : say("in the box");
      const content = [
        h("span", { class: "prnb-bcard-name" }, capitalised(k.name)),
        h("span", { class: "prnb-bcard-price" }, String(k.cost)),
        h("span", { class: "prnb-bcard-meta" }, `${say("{points} VP", { points: k.vp })} · `, circles(0, k.circles) || say("no circle"),
          ` · ${say("{count:count:copy:copies}", { count: k.copies })} · ${where}`),
      ];
      const choice = k.drafted ? undefined : tableChoice("draft", k.id);
      if (choice) {
        row.appendChild(choiceButton(choice, ctx, `${cls} prnb-on-table`, content, undefined, undefined, vm.abilities?.[k.id]));
      } else {
        row.appendChild(pieceButton(ctx, cls, content, vm.abilities?.[k.id], `draft-${k.id}`));
      }
    }
    box.appendChild(h("div", { class: "prnb-draft-cost", role: "group", "aria-label": say("Cost {cost}", { cost: g.cost }) },
      h("h4", {}, say("Cost {cost} · {free} of {spaces:count:space} free", { cost: g.cost, free: g.free, spaces: g.spaces })), row));
  }
  return box;
}

/**
 * The players' boards, in seat order (seats stay in place, live and in a replay: a class keeps
 * track of whose board is whose), the player to act outlined. On the mayor's turn every circle of
 * their board is a button: an empty one puts a worker waiting in San Juan there, a filled one
 * takes it back; the other boards fold to their summary line meanwhile, so the mayor's board is
 * in view wherever it sits.
 * @param {any} vm
 * @param {DrawContext} ctx
 */
function players(vm, ctx) {
  const boards = h("div", { class: "prnb-section prnb-players" });
  const steps = vm.mayor && ctx.onChoose ? vm.mayor : null;
  const order = [...vm.players].sort((a, b) => a.seat - b.seat);
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
    if (p.bot) head.appendChild(h("span", { class: "prnb-badge prnb-badge-bot" }, p.bot));  // a classroom's bot (its word from Python)
    if (p.governor) head.appendChild(h("span", { class: "prnb-badge prnb-badge-governor" }, say("Governor")));
    if (p.to_act) head.appendChild(h("span", { class: "prnb-badge prnb-badge-act" }, say("To act")));
    if (p.chooser && vm.phase !== "role_choice" && vm.phase !== "game_over") {
      const role = (vm.roles || []).find((/** @type {any} */ r) => r.name === vm.phase);
      head.appendChild(h("span", { class: "prnb-badge prnb-badge-role" }, say("chose the {role}", { role: role ? role.title : pretty(vm.phase) })));
    }
    const goods = h("div", {});
    for (const [good, n] of Object.entries(p.goods)) {
      if (n) goods.appendChild(h("span", { class: `prnb-barrel ${goodClass(good)}` }, `${goodName(vm, good)} ${n}`));
    }
    if (!goods.childNodes.length) goods.appendChild(h("span", { class: "prnb-muted" }, say("no goods")));
    const island = h("div", { class: "prnb-island", role: "group", "aria-label": say("{name}'s island", { name: p.name }) });
    if (mine) island.dataset.nav = "island";
    p.island.forEach((/** @type {any} */ t, /** @type {number} */ k) => {
      if (t.forest) {  // face down: a forest is never manned and has no circle
        island.appendChild(h("span", { class: "prnb-tile prnb-good-forest prnb-forest", title: say("forest (face down)") },
          h("span", { class: "prnb-tree", "aria-hidden": "true" }), goodName(vm, "forest")));
        return;
      }
      const step = mine ? (placeNobles(ctx, mine) && mine.noble_island[k]) || mine.island[k] : null;
      if (step) {
        const place = t.tile === "quarry" ? say("quarry {number}", { number: k + 1 })
          : say("{good} plantation {number}", { good: goodName(vm, t.tile), number: k + 1 });
        const what = mayorStep(Boolean(t.manned), Boolean(t.manned ? t.nobles : step.action.noble), place);
        island.appendChild(markNext(choiceButton(step, ctx, `prnb-tile ${goodClass(t.tile)} prnb-on-table prnb-step`,
          [h("span", { class: "prnb-tile-name" }, goodName(vm, t.tile)), circles(t.manned ? 1 : 0, 1, t.nobles) || ""], `i${k}`, what), step));
      } else {
        island.appendChild(h("span", { class: `prnb-tile ${goodClass(t.tile)}` },
          h("span", { class: "prnb-tile-name" }, goodName(vm, t.tile)), circles(t.manned ? 1 : 0, 1, t.nobles)));
      }
    });
    for (let k = p.island.length; k < p.island_spaces; k++) island.appendChild(h("span", { class: "prnb-tile prnb-tile-empty" }));
    const city = h("div", { class: "prnb-city", role: "group", "aria-label": say("{name}'s city", { name: p.name }) });
    city.dataset.nav = mine ? "city" : `city-${p.seat}`;
    p.city.forEach((/** @type {any} */ b, /** @type {number} */ k) => {
      let cls = `prnb-building prnb-kind-${b.kind === "production" ? "production" : "violet"}`;
      if (b.large) cls += " prnb-large";
      const spaces = mine ? mine.city[k] : null;
      if (spaces && spaces.length) {
        const row = h("span", { class: "prnb-circles" });
        spaces.forEach((/** @type {Choice} */ colonistStep, /** @type {number} */ c) => {
          const step = (placeNobles(ctx, mine) && mine.noble_city[k][c]) || colonistStep;
          const filled = c < b.workers;
          const noble = c < b.nobles;
          const place = say("{building} (circle {number})", { building: b.name, number: c + 1 });
          const what = mayorStep(filled, filled ? noble : Boolean(step.action.noble), place);
          row.appendChild(markNext(choiceButton(step, ctx, "prnb-circle-button prnb-on-table prnb-step",
            [h("span", { class: noble ? "prnb-circle prnb-circle-noble" : filled ? "prnb-circle prnb-circle-manned" : "prnb-circle",
              "aria-hidden": "true" })], `c${k}-${c}`, what), step));
        });
        city.appendChild(h("div", { class: cls }, buildingName(ctx, vm, p, b, k), row));
      } else {
        city.appendChild(h("div", { class: cls }, buildingName(ctx, vm, p, b, k), circles(b.workers, b.circles, b.nobles)));
      }
    });
    for (let k = p.city_spaces_used; k < p.city_spaces; k++) city.appendChild(h("div", { class: "prnb-building prnb-building-empty" }));
    // the mayor arranges only their own board: a click on another player's says so
    const info = ctx.info;
    const folded = Boolean(steps && !mine);
    const board = h("div", { class: `prnb-player${p.to_act ? " prnb-to-act" : ""}${folded ? " prnb-folded" : ""}` },
      head,
      h("div", { class: "prnb-player-stats" }, stat(say("Doubloons"), p.doubloons), stat(say("VP chips"), p.vp_shown ?? p.vp),
        ...(vm.nobles ? [h("span", { class: "prnb-stat prnb-workers" }, say("Nobles"), marker("noble"), h("b", {}, String(p.nobles))),
          h("span", { class: "prnb-stat prnb-workers" }, say("San Juan"), ...workers(p.san_juan, p.san_juan_nobles))]
          // the colonists waiting on the board's San Juan space, said as colonists (a bare "San Juan 0"
          // was read as a score)
          : [h("span", { class: "prnb-stat prnb-workers" }, say("San Juan"), ...workers(p.san_juan))]),
        p.forests ? stat(say("Forests"), p.forests) : null),
      goods, island, city);
    if (folded && info) {
      const elsewhere = say("Only {name} places workers now; this is {owner}'s board.", { name: vm.players[steps.seat].name, owner: p.name });
      board.addEventListener("click", (e) => {
        if (!(/** @type {HTMLElement} */ (e.target)).closest("button")) showInfo(info, elsewhere, null, false);
      });
    }
    boards.appendChild(board);
  }
  return boards;
}

/**
 * The builder's choice where it is read first: every building they may build now, by name and
 * price, beside the message (the market on the board, further down on a classroom screen, shows
 * them too, with the ones they may not build). Focus goes to the first after a move.
 * @param {any} vm
 * @param {Choice[]} buildable
 * @param {DrawContext} ctx
 */
function buildablePanel(vm, buildable, ctx) {
  const byId = new Map((vm.buildings || []).map((/** @type {any} */ b) => [b.id, b]));
  const row = h("div", { class: "prnb-choice-group prnb-buildable", role: "group", "aria-label": say("Buildings you may build") });
  row.dataset.nav = "buildable";
  for (const choice of buildable) {
    const b = byId.get(choice.key);
    const content = b ? [h("span", { class: "prnb-bcard-name" }, capitalised(b.name)), ` ${b.price ?? b.cost}`] : [];
    // what the building does, as on the market's card: pointed at, focused or tapped
    const button = choiceButton(choice, ctx, `prnb-choice prnb-kind-${b && b.kind === "production" ? "production" : "violet"}`,
      content, "panel", undefined, vm.abilities?.[choice.key]);
    row.appendChild(button);
  }
  /** @type {HTMLElement} */ (row.firstChild).dataset.next = "";
  return h("div", { class: "prnb-section prnb-panel prnb-actions", role: "group", "aria-label": say("What {name} may build", { name: vm.turn_name }) },
    h("h4", { dir: "auto" }, sayTo(vm.turn_name, "{name}, you may build (name and price):", "You may build (name and price):")), row);
}

/**
 * What a click on one of the mayor's circles does, in words.
 * @param {boolean} manned the circle is filled: the click takes its worker back
 * @param {boolean} noble the worker is (or would be) a noble
 * @param {string} place the tile or the building's circle, in words
 */
function mayorStep(manned, noble, place) {
  if (manned) return noble ? say("Take back the noble on the {place}", { place }) : say("Take back the colonist on the {place}", { place });
  return noble ? say("Put a noble on the {place}", { place }) : say("Put a colonist on the {place}", { place });
}

/**
 * Whether the mayor's empty circles put a noble (the player chose so, with colonists and nobles
 * both waiting) rather than a colonist.
 * @param {DrawContext} ctx
 * @param {any} mayor the view model's mayor steps
 */
function placeNobles(ctx, mayor) {
  return Boolean(mayor.noble_island && ctx.memory?.get("place-nobles"));
}

/**
 * A building's name in a player's city: it tells what the building does (pointed at, focused or
 * tapped); its circles beside it stay the mayor's buttons.
 * @param {DrawContext} ctx
 * @param {any} vm
 * @param {any} player
 * @param {any} building
 * @param {number} k its place in the city
 */
function buildingName(ctx, vm, player, building, k) {
  return pieceButton(ctx, "prnb-building-name", [capitalised(building.name)], vm.abilities?.[building.id], `city-${player.seat}-${k}`);
}

/**
 * The mayor's turn: how many workers still wait in San Juan, the game's verdict on the board as
 * it stands ("you must fill every circle you can: ..."), and Confirm.
 * @param {any} vm
 * @param {DrawContext} ctx
 */
function mayorPanel(vm, ctx) {
  const m = vm.mayor;
  // colonists and nobles both waiting: which of them an empty circle gets is the player's choice
  const which = m.noble_island ? h("div", { class: "prnb-choice-group", role: "group", "aria-label": say("Worker to place") },
    h("span", { class: "prnb-group-title" }, say("Place:")),
    ...[false, true].map((nobles) => {
      const button = control(nobles ? say("a noble") : say("a colonist"), nobles ? "place-nobles" : "place-colonists", true, () => {
        ctx.memory?.set("place-nobles", nobles);
        ctx.redraw?.();
      });
      button.prepend(marker(nobles ? "noble" : "colonist"), " ");
      button.setAttribute("aria-pressed", placeNobles(ctx, m) === nobles ? "true" : "false");
      return button;
    })) : null;
  const who = vm.players[m.seat].name;
  const waiting = [say("{count:count:colonist}", { count: m.waiting })];
  if (m.waiting_nobles !== null && m.waiting_nobles !== undefined) waiting.push(say("{count:count:noble}", { count: m.waiting_nobles }));
  const verdict = m.confirm.legal ? say("This layout may stand: confirm it, or move more workers.")
    : sentence(m.confirm.why);
  // refused, it says so by its own words ("Not allowed: Confirm the layout. ...", not "Confirm")
  const confirm = choiceButton({ ...m.confirm, label: say("Confirm the layout") }, ctx, "prnb-choice prnb-primary", [say("Confirm the layout")]);
  if (m.confirm.legal && !(m.island.some((/** @type {any} */ s) => s && s.legal && s.action.put)
    || m.city.some((/** @type {Choice[]} */ cs) => cs.some((s) => s.legal && s.action.put)))) {
    confirm.dataset.next = "";
  }
  return h("div", { class: "prnb-section prnb-panel prnb-actions prnb-mayor", role: "group",
    "aria-label": say("{name}'s colonists", { name: who }) },
  h("h4", { dir: "auto" }, sayTo(who, "{name}, place your workers: click an empty circle to put one there, a filled one to take it back",
    "Place your workers: click an empty circle to put one there, a filled one to take it back")),
  h("p", { class: "prnb-waiting" }, `${say("Waiting in San Juan:")} `, h("b", {}, waiting.length > 1 ? say("{list}, {item}", { list: waiting[0], item: waiting[1] }) : waiting[0])),
  which,
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
  const barrels = h("div", { class: "prnb-storage-goods", role: "group", "aria-label": say("{name}'s barrels", { name: who }) });
  barrels.dataset.nav = "storage";
  let next = st.confirm.legal;  // true once the focus target is chosen
  for (const g of st.goods) {
    const row = h("div", { class: "prnb-storage-good" }, h("span", { class: "prnb-storage-name" }, g.name));
    g.steps.forEach((/** @type {Choice} */ step, /** @type {number} */ k) => {
      const kept = k < g.aside;
      const button = choiceButton(step, ctx, `prnb-keg ${goodClass(g.good)} prnb-on-table prnb-step`,
        [h("span", { class: "prnb-keg-mark", "aria-hidden": "true" }, kept ? "✓" : "")],
        `${g.good}${k}`, say("{good} barrel {number} of {count}", { good: g.name, number: k + 1, count: g.barrels }));
      button.setAttribute("aria-pressed", kept ? "true" : "false");
      if (!next && k === g.aside && step.legal) {
        button.dataset.next = "";
        next = true;
      }
      row.appendChild(button);
    });
    row.appendChild(h("span", { class: "prnb-storage-count" },
      g.back ? say("{kept} of {count} kept, {back} to go back", { kept: g.aside, count: g.barrels, back: g.back })
        : say("{kept} of {count} kept", { kept: g.aside, count: g.barrels })));
    barrels.appendChild(row);
  }
  const verdict = st.confirm.legal ? say("This storage may stand: confirm it, or change it first.")
    : sentence(st.confirm.why);
  const confirm = choiceButton({ ...st.confirm, label: say("Confirm the barrels kept") }, ctx, "prnb-choice prnb-primary",
    [say("Confirm the barrels kept")]);
  if (st.confirm.legal) confirm.dataset.next = "";
  return h("div", { class: "prnb-section prnb-panel prnb-actions prnb-storage", role: "group",
    "aria-label": say("{name}'s storage", { name: who }) },
  h("h4", { dir: "auto" }, sayTo(who, "{name}, choose the barrels to keep: click a barrel to keep it and those before it, a kept one to put it back",
    "Choose the barrels to keep: click a barrel to keep it and those before it, a kept one to put it back")),
  h("p", { class: "prnb-waiting" }, say("Your storage holds {holds}.", { holds: st.holds })),
  barrels,
  h("p", { class: st.confirm.legal ? "prnb-verdict prnb-verdict-ok" : "prnb-verdict" }, verdict),
  h("div", { class: "prnb-choice-group" }, confirm));
}

/** @param {any} vm */
function scoreTable(vm) {
  const buildingNames = new Map((vm.buildings || []).map((/** @type {any} */ b) => [b.id, b.name]));
  const rows = vm.players.map((/** @type {any} */ p) => {
    const s = vm.scores.players[String(p.seat)];
    return { name: p.name, chips: s.chips, buildings: s.buildings, total: s.total, tie_break: s.tie_break,
      bonuses: Object.entries(s.bonuses).map(([b, n]) => ({ name: buildingNames.get(b) ?? pretty(b), points: n })),
      winner: (vm.winners || []).includes(p.seat) };
  });
  return scoreSheet(rows, Boolean(vm.scores.final));
}


/**
 * @param {Model} model
 * @param {HTMLElement} root
 */
function renderTable(model, root) {
  const ctxBase = { prefix: uniquePrefix("prnb") };
  /** @type {Set<string>} the benefits the player switched off (see benefitsPanel), for this decision */
  const declined = new Set();
  let decision = "";
  /** @type {Map<string, boolean>} the disclosures the user opened or closed ("What happened") */
  const opened = new Map();
  const build = () => {
    const vm = story.view();
    root.lang = languageTag(vm.language);  // the words below are in the table's language
    useWords(model.get("words"), vm.language);
    const describe = h("div", { class: "prnb-sr" });
    // its text is aria-hidden: screen readers already hear each reason through aria-describedby
    const info = infoLine(say("Point at, focus or tap a choice to see what it does or why it is not allowed, "
      + "and a building to see what it does."));
    if (`${vm.turn}|${vm.phase}|${vm.round}` !== decision) {
      decision = `${vm.turn}|${vm.phase}|${vm.round}`;
      declined.clear();  // a new decision starts with every benefit taken
    }
    /** @type {DrawContext} */
    const ctx = { ...ctxBase, describe, info, counter: { n: 0 }, memory: opened, redraw: () => redraw.now(), declined,
      onChoose: (/** @type {Choice} */ picked) => {
        const choice = withDeclines(vm, picked, declined);
        if (choice.legal) model.send({ type: "act", action: choice.action, version: vm.version });
        else model.send({ type: "explain", action: choice.action });
      } };
    const rule = story.looking() ? "" : model.get("rule") || "";
    const hinted = story.looking() ? {} : model.get("hinted") || {};
    const message = messageArea({ message: story.message(), rule,
      statement: model.get("rule_statement") || "", citation: model.get("citation") || "",
      lookUp: rule && document.querySelector(".prnb-rules") ? () => showRule(rule) : null,
      hint: Boolean(hinted.target), whole: !story.looking() && Boolean(model.get("verdict")),
      onDismiss: () => model.send({ type: "dismiss" }) });
    const controls = tableControls(model, story, vm.game_over, "prnb-controls", ctxBase.prefix);
    const recorded = model.get("recorded") ? recording(model.get("recorded")) : null;
    const table = drawTable(vm, ctx, [message, info.line]);
    for (const part of table) markHinted(part, hinted);
    table[0].appendChild(controls);  // the header row: round, phase, who acts, then the controls
    story.afterDraw(table);
    return [...table, story.log(opened), ...(recorded ? [recorded] : []), describe];
  };
  const redraw = redrawer(root, build);
  const story = storyTeller(model, () => redraw.later());
  redraw.now();
  const stopKeys = arrowKeys(root);
  const stopPresenter = followPresenter(root, redraw.later, watching(model));
  const names = ["change:view", "change:message", "change:can_undo", "change:undo_why", "change:can_redo",
    "change:rule", "change:recorded", "change:hinted", "change:verdict"];
  for (const name of names) model.on(name, redraw.later);
  return () => { for (const name of names) model.off(name, redraw.later); story.stop(); stopKeys(); stopPresenter(); };
}

/**
 * anywidget's entry point.
 * @param {{ model: Model, el: HTMLElement }} context
 */
function render({ model, el }) {
  const root = h("div", { class: "prnb prnb-pr prnb-live" });
  el.appendChild(root);
  const kind = model.get("kind");
  const prefix = uniquePrefix("prnb");
  const stop = kind === "walkthrough" ? renderWalkthrough(model, root, (view, describe) =>
    drawTable(view, { prefix, describe, counter: { n: 0 }, onChoose: null }))
    : kind === "scores" ? renderScores(model, root)
      : kind === "report" ? renderReport(model, root)
        : kind === "rules" ? renderRules(model, root)
          : renderTable(model, root);
  const stopSeat = seatMode(model, el, root);  // a classroom's seat or projector (nothing on one screen)
  return () => { stop(); stopSeat(); root.remove(); };
}

export default { render };
export { drawTable, scoreSheet };


