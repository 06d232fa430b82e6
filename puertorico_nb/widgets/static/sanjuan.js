// @ts-check
// The front end of the San Juan table and its walkthrough. Python joins it with the shared
// modules it imports into one module (widgets/bundle.py).
//
// It draws the `view` trait (the view model, already cut down by Python to what the viewing
// seat may see) and sends requests back: {type: "act" | "explain" | "undo" | "redo" | "random"
// | "show_hand" | "hide_hand"}. It never decides a rule: legality and reasons arrive with each
// choice, and the engine checks every action again. The only state kept here is a build in
// progress (the building and the cards to pay with); any other choice of several cards is made
// in the engine's own steps, one click each, so its verdict is the engine's as you go. All text from
// data is set with textContent or as attribute values; nothing is ever parsed as HTML.

import { capitalised, commaList, h, languageTag, say, sayTo, uniquePrefix, useWords } from "./modules/dom.js";
import { control } from "./modules/controls.js";
import { markHinted, messageArea } from "./modules/message.js";
import { storyTeller, tableControls } from "./modules/story.js";
import { arrowKeys } from "./modules/keyboard.js";
import { redrawer } from "./modules/redraw.js";
import { recording } from "./modules/recording.js";
import { followPresenter } from "./modules/presenter.js";
import { seatMode, watching } from "./modules/seat.js";
import { renderWalkthrough } from "./modules/walkthrough.js";
import { verdict, describedButton, choiceButton, actionsPanel, benefitsPanel, stat, header, withDeclines } from "./modules/choices.js";
import { infoLine, pieceButton } from "./modules/pieces.js";

/** @typedef {import("./modules/types.js").Model} Model */
/** @typedef {import("./modules/types.js").Choice} Choice */
/**
 * @typedef {{ id: string, name: string, cost: number, vp: number, kind: string, good: string | null,
 *   has_good?: boolean, good_words?: string, slot?: number }} Card
 *
 * @typedef {{ building: number | null, way: number, pay: number[], version: number, decision?: string,
 *   slots: number[], building_for?: string }} Selection
 *
 */
/** @typedef {import("./modules/choices.js").DrawContext} DrawContext */

const GOODS = new Set(["indigo", "sugar", "tobacco", "coffee", "silver"]);
const GROUP_TITLES = /** @type {Record<string, string>} */ ({
  role: "Roles", produce: "Produce", sell: "Sell", keep: "Keep", discard: "Discard", tuck: "Chapel",
  other: "Other choices", pass: "",
});

/**
 * A good's name in the table's language (the view model's ``names``).
 * @param {any} vm
 * @param {string} id indigo, silver...
 */
function goodName(vm, id) {
  return vm?.names?.[id] ?? id;
}

/** @param {Card} c */
function cardClass(c) {
  if (c.good && GOODS.has(c.good)) return `prnb-card prnb-good-${c.good}`;
  return c.kind === "violet" ? "prnb-card prnb-violet" : "prnb-card";
}

/**
 * The face of a card: its name, cost and points, and a face-down good lying on it.
 * @param {Card} c
 * @returns {Array<Node>}
 */
function cardFace(c) {
  return [
    h("span", { class: "prnb-card-name" }, capitalised(c.name)),
    h("span", { class: "prnb-card-meta" }, say("cost {cost} · {points} VP", { cost: c.cost, points: c.vp })),
    c.has_good ? h("span", { class: "prnb-goodcard" }, c.good_words || "") : null,
  ].filter((x) => x !== null).map((x) => /** @type {Node} */ (x));
}

/**
 * A card lying face up that is not a choice now: it tells what it does (pointed at, focused,
 * tapped).
 * @param {Card} c
 * @param {DrawContext} ctx
 * @param {string} key tells it apart across redraws
 */
function cardBox(c, ctx, key) {
  return pieceButton(ctx, cardClass(c), cardFace(c), ctx.abilities?.[c.id], key);
}

// -- parts of the table --------------------------------------------------------------------------

/**
 * @param {any} vm
 * @param {Map<string, Choice>} roleChoices
 * @param {DrawContext} ctx
 */
function roles(vm, roleChoices, ctx) {
  const row = h("div", { class: "prnb-roles", role: "group", "aria-label": say("Role cards") });
  row.dataset.nav = "roles";
  for (const role of vm.roles) {
    const taken = role.taken_by !== null && role.taken_by !== undefined;
    const content = [h("span", { class: "prnb-role-name" }, role.title),
      h("span", { class: "prnb-muted" }, role.privilege),
      h("span", {}, taken ? sayTo(role.taken_by_name, "taken by {name}", "taken by you") : say("free"))];
    const cls = taken ? "prnb-role prnb-role-taken" : "prnb-role";
    const choice = roleChoices.get(role.name);
    // what the role does for everyone (the game's line, with its rule), on hover, focus and tap,
    // whether or not it is a choice now, as on Puerto Rico's role cards
    const ability = vm.role_abilities?.[role.name];
    if (choice) {
      const plain = ability ? { ...choice, does: undefined } : choice;  // said once, by the ability
      row.appendChild(choiceButton(plain, ctx, `${cls} prnb-on-table`, content, undefined, undefined, ability));
    } else row.appendChild(pieceButton(ctx, cls, content, ability, `role-${role.name}`));
  }
  return h("div", { class: "prnb-section" }, h("h4", {}, say("Role cards")), row);
}

/** @param {any} vm */
function piles(vm) {
  const box = h("div", { class: "prnb-section prnb-piles" },
    stat(say("Draw pile"), vm.deck_size), stat(say("Discard pile"), vm.discard_size));
  if (vm.tile.up) {
    const prices = h("span", { class: "prnb-stat prnb-tile", role: "group", "aria-label": say("Trading-house tile") },
      `${say("Trading house")}: `);
    for (const p of vm.tile.prices) {
      prices.appendChild(h("span", { class: `prnb-price prnb-good-${GOODS.has(p.good) ? p.good : "none"}` },
        `${goodName(vm, p.good)} ${p.cards}`));
    }
    box.appendChild(prices);
  } else {
    box.appendChild(stat(say("Trading-house tiles face down"), vm.tile.face_down));
  }
  return box;
}

/**
 * @param {any} vm
 * @param {DrawContext} ctx
 */
function playerAreas(vm, ctx) {
  const boards = h("div", { class: "prnb-section prnb-players" });
  // seat order, whoever views (in hot seat the screen passes from hand to hand, and the boards
  // stay in place, as Puerto Rico's do); the viewer's hand is beside the choices (see drawTable)
  const order = [...vm.players].sort((a, b) => a.seat - b.seat);
  for (const p of order) {
    const head = h("div", { class: "prnb-player-head" }, h("span", { class: "prnb-player-name" }, p.name));
    if (p.viewer) head.appendChild(h("span", { class: "prnb-badge" }, say("You")));
    if (p.bot) head.appendChild(h("span", { class: "prnb-badge prnb-badge-bot" }, p.bot));  // a classroom's bot (its word from Python)
    if (p.governor) head.appendChild(h("span", { class: "prnb-badge prnb-badge-governor" }, say("Governor")));
    if (p.to_act) head.appendChild(h("span", { class: "prnb-badge prnb-badge-act" }, say("To act")));
    const stats = h("div", { class: "prnb-stats" },
      stat(say("Hand"), say("{count} of {limit}", { count: p.hand_size, limit: p.hand_limit })), stat(say("Buildings"), p.buildings_count),
      stat(say("Goods"), p.goods_count), stat(say("City VP"), p.city_vp));
    if (p.has_chapel) stats.appendChild(p.chapel === null ? h("span", { class: "prnb-stat" }, say("Chapel: hidden"))
      : stat(say("Chapel cards"), p.chapel));
    const city = h("div", { class: "prnb-cards prnb-city", role: "group", "aria-label": say("{name}'s city", { name: p.name }) });
    p.city.forEach((/** @type {Card} */ c, /** @type {number} */ k) => city.appendChild(cardBox(c, ctx, `city-${p.seat}-${k}`)));
    city.dataset.nav = `city-${p.seat}`;
    if (!p.city.length) city.appendChild(h("span", { class: "prnb-muted" }, say("no buildings")));
    const area = h("div", { class: `prnb-player${p.to_act ? " prnb-to-act" : ""}${p.hand ? " prnb-viewer" : ""}` }, head, stats);
    area.appendChild(city);
    if (p.covered.length) {
      area.appendChild(h("p", { class: "prnb-muted" },
        say("Covered by a crane: {cards}", { cards: commaList(p.covered.map((/** @type {Card} */ c) => c.name)) })));
    }
    boards.appendChild(area);
  }
  return boards;
}

/**
 * The viewer's hand. In the builder phase a card is chosen to build, then cards to pay with;
 * when cards must be discarded or kept from the hand they are toggled.
 * @param {any} vm
 * @param {any} p
 * @param {Selection} sel
 * @param {DrawContext} ctx
 * @param {() => void} redraw
 * @param {(action: Record<string, any>) => void} explain
 */
function hand(vm, p, sel, ctx, redraw, explain) {
  const row = h("div", { class: "prnb-cards prnb-hand", role: "group", "aria-label": say("{name}'s hand", { name: p.name }) });
  row.dataset.nav = "hand";
  const cards = /** @type {Card[]} */ (p.hand);
  const build = vm.build;
  const building = sel.building;
  // the price of the build under way, for where focus goes next (the next card to pay with)
  const chosen = build && building !== null ? build.find((/** @type {any} */ o) => o.id === cards[building]?.id) : null;
  const price = chosen ? chosen.ways[Math.min(sel.way, chosen.ways.length - 1)].price : 0;
  let marked = false;
  // the first card that is the likeliest next click gets data-next (focus goes there after a move)
  const mark = (/** @type {HTMLElement} */ b, /** @type {boolean} */ likely) => {
    if (likely && !marked) { b.dataset.next = ""; marked = true; }
    return b;
  };
  cards.forEach((c, k) => {
    const face = cardFace(c);
    if (build && building === null) {
      const option = build.find((/** @type {any} */ o) => o.id === c.id);
      const legal = Boolean(option && option.legal);
      row.appendChild(mark(describedButton(ctx, { label: say("Build {card}", { card: c.name }), legal, key: `hand-build-${k}`,
        target: { player: p.seat, build: c.id },
        text: option ? (legal ? say("Choose {card} to build; then choose the cards to pay with.", { card: c.name })
          : verdict(option)) : "", cls: `${cardClass(c)} prnb-on-table`, content: face, ability: ctx.abilities?.[c.id],
        onClick: () => {
          if (legal) { sel.building = k; sel.way = 0; sel.pay = []; redraw(); } else if (option) explain(option.attempt);
        } }), legal));
    } else if (build && building !== null) {
      const isBuilding = k === building;
      const pressed = sel.pay.includes(k);
      row.appendChild(mark(describedButton(ctx, { label: isBuilding ? say("{card}, the card to build (click to choose another)", { card: c.name })
        : say("Pay with {card}", { card: c.name }), legal: true, key: isBuilding ? `hand-building-${k}` : `hand-pay-${k}-${pressed ? 1 : 0}`,
        pressed: isBuilding ? null : pressed,
        text: isBuilding ? say("The building you chose; click it again to choose another card.")
          : say("Toggle this card as payment (it goes to the discard pile)."),
        cls: `${cardClass(c)} prnb-on-table${isBuilding ? " prnb-selected-build" : ""}${pressed ? " prnb-selected" : ""}`,
        content: isBuilding ? [...face, h("span", { class: "prnb-card-note prnb-build-mark" }, `▲ ${say("building this")}`)] : face,
        ability: ctx.abilities?.[c.id], onClick: () => {
          if (isBuilding) Object.assign(sel, { building: null, way: 0, pay: [] });
          else sel.pay = pressed ? sel.pay.filter((x) => x !== k) : sel.pay.concat([k]);
          redraw();
        } }), !isBuilding && !pressed && sel.pay.length < price));
    } else {
      row.appendChild(cardBox(c, ctx, `hand-${k}`));
    }
  });
  if (!cards.length) row.appendChild(h("span", { class: "prnb-muted" }, say("no cards in hand")));
  return h("div", { class: "prnb-hand-box" }, h("h4", {}, say("Your hand")), row);
}

/**
 * The builder's panel: the chosen building, the way to build it, the cards paid, Build, and the
 * table's other buttons for this decision (``extras``: Pass).
 * @param {any} vm
 * @param {Selection} sel
 * @param {DrawContext} ctx
 * @param {(action: Record<string, any>) => void} send
 * @param {() => void} redraw
 * @param {HTMLElement[]} extras
 */
function buildPanel(vm, sel, ctx, send, redraw, extras) {
  const me = vm.players[vm.seat];
  const panel = h("div", { class: "prnb-section prnb-panel prnb-build", role: "group", "aria-label": say("Build") });
  // the same four lines before and after a card is chosen (what, how, verdict, buttons), one
  // line each, so the hand below never moves under the pointer
  const how = h("div", { class: "prnb-choice-group prnb-how" }, h("span", { class: "prnb-muted" }, say("How:")));
  if (sel.building === null) {
    const any = vm.build.some((/** @type {any} */ o) => o.legal);
    how.appendChild(h("span", {}, any ? say("choose a card first") : "–"));
    panel.append(h("p", {}, any ? say("Builder: click a card in your hand to build it, or pass.")
      : say("Builder: you cannot afford any card in your hand; pass.")), how,
    h("p", { class: "prnb-verdict" }, any ? say("No card chosen yet.") : say("Nothing to build.")),
    h("div", { class: "prnb-choice-group" }, ...extras));
    return panel;
  }
  const card = me.hand[sel.building];
  const option = vm.build.find((/** @type {any} */ o) => o.id === card.id);
  const way = option.ways[Math.min(sel.way, option.ways.length - 1)];
  panel.appendChild(h("p", {}, way.price
    ? say("Build the {card} (printed cost {cost}): pay {price:count:card} from your hand.", { card: card.name, cost: card.cost, price: way.price })
    : say("Build the {card} (printed cost {cost}): it costs nothing here.", { card: card.name, cost: card.cost })));
  // the way always said in words: nothing is covered or spent from the black market unasked
  if (option.ways.length > 1) {
    const list = /** @type {HTMLSelectElement} */ (h("select", { class: "prnb-ways", "aria-label": say("How to build") }));
    list.dataset.control = "ways";
    option.ways.forEach((/** @type {any} */ w, /** @type {number} */ k) => {
      const item = /** @type {HTMLOptionElement} */ (h("option", { value: k }, w.label));
      item.selected = k === sel.way;
      list.appendChild(item);
    });
    list.addEventListener("change", () => { sel.way = Number(list.value); sel.pay = []; redraw(); });
    how.appendChild(list);
  } else {
    how.appendChild(h("span", {}, way.label));
  }
  panel.appendChild(how);
  const missing = way.price - sel.pay.length;
  const ready = missing === 0;
  const action = /** @type {Record<string, any>} */ ({ player: vm.seat, build: card.id,
    pay: sel.pay.map((k) => me.hand[k].id).sort() });
  if (way.over) action.over = way.over;
  if (way.goods && way.goods.length) action.goods = way.goods;
  for (const key of way.declined || (way.library ? [] : ["library"])) action[key] = false;
  const paid = sel.pay.length;
  const why = ready ? say("Build {card}, paying {paid:count:card}: build it, or change the cards.", { card: card.name, paid })
    : missing > 0 ? say("Choose {missing:count:more card} to pay with.", { missing })
      : say("Too many cards chosen: {card} costs {price} here, and {paid} are chosen.", { card: card.name, price: way.price, paid });
  panel.appendChild(h("p", { class: ready ? "prnb-verdict prnb-verdict-ok" : "prnb-verdict", "aria-live": "polite" }, why));
  // a hint to build this card (its target: the card, before the payment) marks this button once the
  // card is chosen here and the payment is ready
  const confirm = describedButton(ctx, { label: say("Build the {card}", { card: card.name }), legal: ready, key: "build-confirm", text: why,
    target: { player: vm.seat, build: card.id }, cls: "prnb-choice prnb-primary", onClick: () => { if (ready) send(action); else send({ ...action, explain: true }); } });
  if (ready) confirm.dataset.next = "";
  const controls = h("div", { class: "prnb-choice-group" }, confirm,
    describedButton(ctx, { label: say("Choose another card"), legal: true, key: "build-cancel", text: say("Start the build again"),
      cls: "prnb-choice", onClick: () => { sel.building = null; sel.pay = []; sel.way = 0; redraw(); } }), ...extras);
  panel.appendChild(controls);
  return panel;
}

/**
 * A choice of several cards (the producer's buildings, the trader's goods, the councillor's keep,
 * a discard, a starting hand, a build's payment), made by toggling cards one at a time. Each click
 * sends the engine's own step (pick the card, or put it back); the engine's verdict on confirming
 * the cards chosen so far is shown as you go, then Confirm (or Pass, where passing is allowed).
 * Where one card is chosen and one card at most may be, a click on another swaps them (two steps).
 * The engine knows which cards are chosen, not which copy of a card: the copies clicked are
 * remembered here (``sel.slots``) so the copy you clicked is the one shown as chosen.
 * @param {any} vm
 * @param {Selection} sel
 * @param {DrawContext} ctx
 * @param {(choice: Choice) => void} choose
 * @param {(steps: Record<string, any>[]) => void} steps
 */
function pickingPanel(vm, sel, ctx, choose, steps) {
  const pk = vm.picking;
  const most = pk.sizes.length ? pk.sizes[pk.sizes.length - 1] : 0;
  const decision = `${vm.turn}|${vm.phase}|${pk.verb}`;
  if (sel.decision !== decision) Object.assign(sel, { decision, slots: [] });
  // which copies show as chosen: for each card, as many as the engine says, the clicked ones first
  /** @type {Map<string, any[]>} */
  const byName = new Map();
  for (const it of pk.items) {
    if (!byName.has(it.id)) byName.set(it.id, []);
    byName.get(it.id)?.push(it);
  }
  /** @type {Map<number, boolean>} */
  const shown = new Map();
  /** @type {Map<string, {picked: any, free: any}>} */
  const stepsOf = new Map();
  for (const [name, copies] of byName) {
    const count = copies.filter((it) => it.picked).length;
    const order = [...copies].sort((a, b) => Number(!sel.slots.includes(a.slot)) - Number(!sel.slots.includes(b.slot)));
    order.forEach((it, k) => shown.set(it.slot, k < count));
    stepsOf.set(name, { picked: copies.find((it) => it.picked)?.step, free: copies.find((it) => !it.picked)?.step });
  }
  sel.slots = sel.slots.filter((slot) => shown.get(slot));
  const chosenNow = pk.items.filter((/** @type {any} */ it) => it.picked);
  const swapping = most === 1 && pk.chosen === 1 && chosenNow.length === 1;
  const row = h("div", { class: "prnb-cards prnb-picking-cards", role: "group", "aria-label": pk.title });
  row.dataset.nav = "picking";
  let next = null;
  for (const it of pk.items) {
    const picked = Boolean(shown.get(it.slot));
    const both = stepsOf.get(it.id);
    const step = (picked ? both?.picked : both?.free) || it.step;
    const toggle = step.action.pick !== undefined || step.action.unpick !== undefined;
    const face = cardFace(it);
    if (it.note) face.push(h("span", { class: "prnb-card-note" }, it.note));
    // one card at most, one chosen: a click on another puts the first back and chooses this one
    const swap = swapping && !picked && step.action.pick !== undefined && step.action.pick !== chosenNow[0].id;
    const legal = step.legal || swap;
    const text = swap ? say("Choose the {card} instead of the {other}.", { card: it.name, other: chosenNow[0].name }) : verdict(step);
    const b = describedButton(ctx, { label: step.label, legal, text, key: `pick-${it.slot}-${picked ? 1 : 0}`, target: step.action,
      pressed: toggle ? picked : null, cls: `${cardClass(it)} prnb-on-table${picked ? " prnb-selected" : ""}`,
      content: face, ability: ctx.abilities?.[it.id], onClick: () => {
        if (swap) {
          sel.slots = [it.slot];
          steps([chosenNow[0].step.action, step.action]);
          return;
        }
        if (legal && step.action.pick !== undefined) sel.slots = sel.slots.concat([it.slot]);
        if (legal && step.action.unpick !== undefined) sel.slots = sel.slots.filter((slot) => slot !== it.slot);
        choose(step);
      } });
    // the likeliest next click: another card while one more fits, else Confirm
    if (!next && pk.chosen < most && !picked && step.legal && step.action.pick !== undefined) {
      next = b;
      b.dataset.next = "";
    }
    row.appendChild(b);
  }
  if (!pk.items.length) row.appendChild(h("span", { class: "prnb-muted" }, say("nothing to choose from")));
  const confirm = describedButton(ctx, { label: pk.confirm_label, legal: pk.confirm.legal, text: verdict(pk.confirm),
    key: `confirm-${vm.version}`, target: pk.confirm.action, cls: "prnb-choice prnb-primary", onClick: () => choose(pk.confirm) });
  if (!next && pk.confirm.legal) confirm.dataset.next = "";
  const controls = h("div", { class: "prnb-choice-group", role: "group", "aria-label": say("Confirm or pass") }, confirm);
  controls.dataset.nav = "picking-end";
  if (pk.pass) controls.appendChild(choiceButton(pk.pass, ctx, "prnb-choice"));
  return h("div", { class: "prnb-section prnb-panel prnb-picking", role: "group", "aria-label": say("Choices for {name}", { name: vm.turn_name }) },
    h("h4", { dir: "auto" }, say("{name}: {title}", { name: vm.turn_name, title: pk.title })),
    h("p", { class: "prnb-muted" }, say("Click a card to choose it, click it again to put it back.")),
    row,
    h("p", { class: pk.confirm.legal ? "prnb-verdict prnb-verdict-ok" : "prnb-verdict", "aria-live": "polite" },
      pk.confirm.legal ? say("Chosen: {count}. {verdict}", { count: pk.chosen, verdict: pk.verdict }) : pk.verdict),
    controls);
}

/**
 * Cards lying open on the table: the councillor's draw (the viewer's only), a gold mine's four.
 * @param {string} title
 * @param {Card[]} cards
 * @param {Map<string, Choice>} keepChoices
 * @param {DrawContext} ctx
 */
function openCards(title, cards, keepChoices, ctx) {
  const row = h("div", { class: "prnb-cards", role: "group", "aria-label": title });
  row.dataset.nav = "open-cards";
  const used = new Set();
  for (const c of cards) {
    const choice = used.has(c.id) ? undefined : keepChoices.get(c.id);
    if (choice) {
      used.add(c.id);
      row.appendChild(choiceButton(choice, ctx, `${cardClass(c)} prnb-on-table`, cardFace(c), undefined, undefined,
        ctx.abilities?.[c.id]));
    } else row.appendChild(cardBox(c, ctx, `open-${c.id}-${row.childElementCount}`));
  }
  return h("div", { class: "prnb-section" }, h("h4", {}, title), row);
}

/** @param {any} vm */
function scores(vm) {
  const table = h("table", { class: "prnb-scores" });
  const head = h("tr", {});
  for (const t of [say("Player"), say("Buildings"), say("Chapel"), say("Bonuses"), say("Total"), say("Tie-break (hand + goods)")]) {
    head.appendChild(h("th", { scope: "col" }, t));
  }
  table.appendChild(h("thead", {}, head));
  const body = h("tbody", {});
  for (const p of vm.players) {
    const s = vm.scores.players[String(p.seat)];
    const cardName = (/** @type {string} */ id) => (p.city || []).find((/** @type {Card} */ c) => c.id === id)?.name ?? id.replace(/_/g, " ");
    const bonuses = Object.entries(s.bonuses).map(([b, n]) => `${cardName(b)} ${n}`);
    const win = (vm.winners || []).includes(p.seat);
    body.appendChild(h("tr", { class: win ? "prnb-winner" : null }, h("td", {}, win ? say("{name} (winner)", { name: p.name }) : p.name),
      h("td", {}, String(s.buildings)), h("td", {}, String(s.chapel)), h("td", {}, bonuses.length ? commaList(bonuses) : "–"),
      h("td", {}, String(s.total)), h("td", {}, String(s.tie_break))));
  }
  table.appendChild(body);
  return h("div", { class: "prnb-section" }, h("h4", {}, say("Final score")), table);
}

/**
 * The whole table.
 * @param {any} vm
 * @param {Selection} sel
 * @param {DrawContext} ctx
 * @param {{ choose: (choice: Choice) => void, send: (action: Record<string, any>) => void, redraw: () => void,
 *   steps: (actions: Record<string, any>[]) => void }} io
 * @param {Node[]} [side] what goes on top of the player's side (the message area, the info line)
 * @returns {HTMLElement[]}
 */
function drawTable(vm, sel, ctx, io, side = []) {
  if (!vm || !vm.players) return [h("p", { class: "prnb-muted" }, say("No position to show."))];
  ctx.abilities = vm.abilities || {};  // what each card face shown does, from the catalogue
  /** @type {Map<string, Choice>} */
  const roleChoices = new Map();
  /** @type {Map<string, Choice>} */
  const keepChoices = new Map();
  /** @type {Choice[]} */
  const rest = [];
  const singleKeep = vm.phase === "prospector";  // the gold mine's keep: one card, one click
  // a role without its privilege is the role's own card with a switch off (benefitsPanel): tutorial
  // 17 listed "Choose the prospector without its privilege" above the cards, and a click meant for
  // the prospector hit it first
  const declining = (vm.actions || []).some((/** @type {Choice} */ c) => c.base);
  for (const c of (vm.actions || []).filter((/** @type {Choice} */ c) => !c.base)) {
    if (c.group === "role" && !("library" in c.action) && !roleChoices.has(c.key)) roleChoices.set(c.key, c);
    else if (c.group === "keep" && singleKeep && c.action.keep.length === 1 && !keepChoices.has(c.action.keep[0])) {
      keepChoices.set(c.action.keep[0], c);
    } else rest.push(c);
  }
  const chose = vm.chooser_name && vm.phase !== "role_choice"
    ? [h("span", { class: "prnb-badge prnb-badge-role", dir: "auto" }, say("{name} chose the {role}", { name: vm.chooser_name,
      role: (vm.roles || []).find((/** @type {any} */ r) => r.name === vm.phase)?.title ?? vm.phase }))] : [];
  const head = header(vm, say("San Juan · round {round} · {phase}", { round: vm.round, phase: vm.phase_title }), chose);
  // the player's side (the message, their choices, their hand) and the shared board (the role
  // cards, the piles, every player's city in seat order): side by side on a wide table, so every
  // choice and the hand are in view at a classroom screen's size; stacked on a narrow one
  const decide = h("div", { class: "prnb-side prnb-decide" }, ...side);
  if (vm.revealed && vm.revealed.length) decide.appendChild(openCards(say("Gold mine: the four cards turned up"), vm.revealed, keepChoices, ctx));
  // the councillor's drawn cards are the picking panel's own when they are being chosen from
  const drawnInPanel = vm.picking && vm.picking.where === "drawn";
  if (vm.drawn && vm.drawn.length) {
    if (!drawnInPanel) decide.appendChild(openCards(say("Your councillor cards"), vm.drawn, keepChoices, ctx));
  } else if (vm.drawn_count) {
    // a hot-seat screen with every hand hidden: nobody is looking yet (the view model says so)
    decide.appendChild(h("p", { class: "prnb-muted prnb-section" }, vm.drawn_note
      || say("{name} is looking at {count:count:drawn card}.", { name: vm.turn_name, count: vm.drawn_count })));
  }
  if (vm.build) {
    // the builder's pass sits in the build panel, with the build itself: one panel for the decision
    const passes = rest.filter((c) => c.group === "pass").map((c) => choiceButton(c, ctx, "prnb-choice"));
    decide.appendChild(buildPanel(vm, sel, ctx, io.send, io.redraw, passes));
    rest.splice(0, rest.length, ...rest.filter((c) => c.group !== "pass"));
  }
  if (vm.picking) decide.appendChild(pickingPanel(vm, sel, ctx, io.choose, io.steps));
  if (rest.length || vm.actions_note) decide.appendChild(actionsPanel(vm, rest, ctx, GROUP_TITLES));
  if (declining && ctx.onChoose && ctx.declined) decide.appendChild(benefitsPanel(vm, ctx.declined, ctx.memory));
  const viewer = (vm.players || []).find((/** @type {any} */ p) => p.hand);
  if (viewer) decide.appendChild(hand(vm, viewer, sel, ctx, io.redraw, (action) => io.send({ ...action, explain: true })));
  const board = h("div", { class: "prnb-board" }, roles(vm, roleChoices, ctx), piles(vm), playerAreas(vm, ctx));
  const out = [head, h("div", { class: "prnb-layout" }, decide, board)];
  if (vm.game_over && vm.scores) out.push(scores(vm));
  return out;
}

/**
 * anywidget's entry point.
 * @param {{ model: Model, el: HTMLElement }} context
 */
function render({ model, el }) {
  const root = h("div", { class: "prnb prnb-sj prnb-live" });
  el.appendChild(root);
  const prefix = uniquePrefix("prnb-sj");
  if (model.get("kind") === "walkthrough") {
    // a step's table is drawn read-only: no choices are offered in a walkthrough
    const still = { choose: () => {}, send: () => {}, redraw: () => {}, steps: () => {} };
    const stop = renderWalkthrough(model, root, (view, describe) =>
      drawTable(view, { building: null, way: 0, pay: [], version: -1, slots: [] },
        { prefix, describe, counter: { n: 0 }, onChoose: null }, still));
    return () => { stop(); root.remove(); };
  }
  /** @type {Selection} */
  const sel = { building: null, way: 0, pay: [], version: -1, slots: [] };
  const said = { stale: false };
  /** @type {Map<string, boolean>} */
  const opened = new Map();  // which disclosures the user left open, kept across redraws
  /** @type {Set<string>} the benefits the player switched off (see benefitsPanel), for this decision */
  const declined = new Set();
  let decision = "";

  const build = () => {
    const vm = story.view();
    root.lang = languageTag(vm.language);  // the words below are in the table's language
    useWords(model.get("words"), vm.language);
    const looking = story.looking();
    // a build chosen card by card stays chosen while the decision and the hand are the same: a
    // table drawn again meanwhile (another click's answer, a slow kernel) never undoes a click
    const viewer = (vm.players || []).find((/** @type {any} */ p) => p.hand);
    const buildingFor = `${vm.turn}|${vm.phase}|${vm.round}|${(viewer?.hand || []).map((/** @type {Card} */ c) => c.id).join(",")}`;
    if (buildingFor !== sel.building_for) Object.assign(sel, { building: null, way: 0, pay: [], building_for: buildingFor });
    sel.version = vm.version;
    if (`${vm.turn}|${vm.phase}|${vm.round}` !== decision) {
      decision = `${vm.turn}|${vm.phase}|${vm.round}`;
      declined.clear();  // a new decision starts with every benefit taken
    }
    const describe = h("div", { class: "prnb-sr" });
    const send = (/** @type {Record<string, any>} */ action) => {
      if (action.explain) {
        const { explain, ...rest } = action;
        model.send({ type: "explain", action: rest });
      } else model.send({ type: "act", action, version: vm.version });
    };
    const choose = (/** @type {Choice} */ picked) => {
      const c = withDeclines(vm, picked, declined);
      if (c.legal) model.send({ type: "act", action: c.action, version: vm.version });
      else model.send({ type: "explain", action: c.action });
    };
    const info = infoLine(say("Point at, focus or tap a card to see what it does, and a choice to see what it does "
      + "or why it is not allowed."));
    /** @type {DrawContext} */
    const ctx = { prefix, describe, counter: { n: 0 }, onChoose: choose, info, declined, memory: opened };
    // several engine steps for one click (a swap): each drawn for the position the one before leaves
    const steps = (/** @type {Record<string, any>[]} */ actions) => {
      actions.forEach((action, k) => model.send({ type: "act", action, version: vm.version + k }));
    };
    // a message is about the last request: choosing other cards here clears it
    const hinted = looking || said.stale ? {} : model.get("hinted") || {};
    const message = messageArea(said.stale && !looking ? { message: "" } : { message: story.message(),
      rule: looking ? "" : model.get("rule") || "", statement: model.get("rule_statement") || "",
      citation: model.get("citation") || "", hint: Boolean(hinted.target), whole: !looking && Boolean(model.get("verdict")),
      onDismiss: () => model.send({ type: "dismiss" }) });
    // a card chosen to build stays in the page until Build: a hint asked meanwhile starts from it
    const chosen = () => {
      const hand = viewer?.hand || [];
      if (sel.building === null || !hand[sel.building]) return null;
      return { build: hand[sel.building].id, pay: sel.pay.filter((k) => hand[k]).map((k) => hand[k].id) };
    };
    const controls = tableControls(model, story, vm.game_over, "prnb-section prnb-controls", prefix, chosen);
    /** @type {HTMLElement[]} the top of the player's side */
    const side = [message, info.line];
    const waiting = !looking && vm.hotseat && (vm.seat === null || vm.seat === undefined) && !vm.game_over
      && vm.turn !== null && vm.turn !== undefined;
    if (!looking && vm.hotseat && !waiting && vm.seat !== null && vm.seat !== undefined) {
      controls.appendChild(control(say("Hide hand of {name}", { name: vm.seat_name }), "hide", true, () => model.send({ type: "hide_hand" })));
    }
    if (waiting) {
      const show = control(say("Show hand of {name}", { name: vm.turn_name }), "show", true, () => model.send({ type: "show_hand", seat: vm.turn }));
      show.classList.add("prnb-primary");
      show.dataset.next = "";  // where focus goes once a move hands the screen on
      side.push(h("div", { class: "prnb-section prnb-panel prnb-screen" },
        h("p", {}, say("Pass the screen to {name}. Everyone else, look away.", { name: vm.turn_name })), show));
    }
    const table = drawTable(vm, sel, ctx, { choose, send, steps, redraw: () => { said.stale = true; redraw.now(); } }, side);
    for (const part of table) markHinted(part, hinted);
    story.afterDraw(table);
    // the header row holds the controls (as at the Puerto Rico table): round, phase, who acts, then
    // Undo, Redo, ...; the message and the info line come right under it, on the player's side
    const head = table[0]?.classList.contains("prnb-header") ? table.shift() : null;
    /** @type {HTMLElement[]} */
    const out = [];
    if (head) {
      controls.classList.remove("prnb-section");
      head.appendChild(controls);
      out.push(head);
    } else out.push(controls, ...side);  // no position: nothing to put them beside
    out.push(...table);
    // "What happened" stays open or closed as the user left it, whatever is redrawn
    out.push(story.log(opened));
    if (model.get("recorded")) out.push(recording(model.get("recorded")));
    out.push(describe);
    return out;
  };

  const redraw = redrawer(root, build);
  const fresh = () => { said.stale = false; redraw.later(); };
  const story = storyTeller(model, fresh);
  redraw.now();
  const stopKeys = arrowKeys(root);
  const stopPresenter = followPresenter(root, redraw.later, watching(model));
  const stopSeat = seatMode(model, el, root);  // a classroom's seat or projector (nothing on one screen)
  const names = ["change:view", "change:message", "change:can_undo", "change:undo_why", "change:can_redo",
    "change:recorded", "change:rule", "change:hinted", "change:verdict"];
  for (const name of names) model.on(name, fresh);
  return () => {
    for (const name of names) model.off(name, fresh);
    story.stop(); stopKeys(); stopPresenter(); stopSeat(); root.remove();
  };
}

export default { render };
export { drawTable };

