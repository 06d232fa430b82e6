// @ts-check
// What each piece does (a Puerto Rico building, a San Juan card): one short line from the rule
// catalogue, sent by the view model (`abilities`), with its cost, points and circles. Shown in the
// table's info line when a piece is pointed at, focused or tapped, and said to screen readers as the
// piece's description; the rule behind it sits in the line's "why / where in the books". Only what
// the view model shows has a line: a hidden card has none.

import { h, say } from "./dom.js";
import { closeFromOutside } from "./message.js";

/**
 * @typedef {{ name: string, facts: string, text: string, rule: string, statement: string, citation: string }} Ability
 * @typedef {{ line: HTMLElement, text: HTMLElement, why: HTMLDetailsElement, body: HTMLElement, card: HTMLElement,
 *   idle: string, owner: HTMLElement | null }} InfoLine
 */

/** @param {Ability} ability its name and facts ("Small market (cost 1 · 1 VP · 1 circle).") */
function pieceName(ability) {
  const name = ability.name ? ability.name[0].toUpperCase() + ability.name.slice(1) : "";
  return `${name} (${ability.facts}).`;
}

/** @param {Ability} ability */
export function abilityWords(ability) {
  return `${pieceName(ability)} ${ability.text}`;
}

/**
 * The info line under the message: what a choice does or why not (pointed at or focused), and
 * what a piece does, with the rule behind it. Always the same height, so nothing below it moves.
 * @param {string} idle what it says before anything is pointed at
 * @returns {InfoLine}
 */
export function infoLine(idle) {
  const text = h("p", { class: "prnb-hint-text", "aria-hidden": "true" }, idle);
  const body = h("div", { class: "prnb-why-body" });
  const why = /** @type {HTMLDetailsElement} */ (h("details", { class: "prnb-info-why", hidden: true },
    h("summary", {}, say("why / where in the books")), body));
  const summary = /** @type {HTMLElement} */ (why.querySelector("summary"));
  summary.dataset.control = "info-why";
  closeFromOutside(why, summary);
  const card = pieceCard();
  const line = h("div", { class: "prnb-hint" }, text, why, card);
  return { line, text, why, body, card, idle, owner: null };
}

/**
 * The info line back to what it says when nothing is pointed at, if it still speaks of `el` (or
 * whatever it speaks of, without `el`): a piece the pointer or the focus has left must not go on
 * being described (a newcomer read an old piece's text under another one), and a refused click is
 * answered in the message area, so the line does not say the refusal a second time.
 * @param {InfoLine} info
 * @param {HTMLElement} [el]
 */
export function idleInfo(info, el) {
  if (el && info.owner !== el) return;
  if (info.why.open) return;  // the rule's disclosure is being read
  info.text.textContent = info.idle;
  info.why.hidden = true;
  info.owner = null;
}

/**
 * The card beside a piece: what the piece pointed at, focused or tapped does, whole (its name,
 * cost, points and circles, its ability, what choosing it would do, and where the books say so),
 * next to the piece wherever the page is scrolled. A popover, so it is drawn above the page and
 * nothing clips it (a notebook's cell, Voila's page, the info line's two lines); it lets the
 * pointer through to the pieces under it, follows its piece when the page scrolls, and goes on
 * Escape, when the focus or the pointer leaves its piece, or on a press elsewhere. Screen readers
 * hear the same words as the piece's description, so it is hidden from them.
 */
function pieceCard() {
  return h("div", { class: "prnb-piece-card", popover: "manual", "aria-hidden": "true", hidden: true });
}

/** @type {{ card: HTMLElement, piece: HTMLElement, stop: () => void } | null} the card shown now */
let shown = null;
/** The page itself is moving the focus (a redraw after a move, the start page handing over to
 * its new table), not the person: kept on the window, as each widget's module has its own copy of
 * this one and the start page focuses the table's pieces. */
const page = /** @type {{ prnbSettling?: boolean }} */ (globalThis);

/**
 * Focus `el` as the table does after a move (the likeliest next choice): its info line follows,
 * but no card opens over the choices around it; the user's own Tab, arrow key, tap or pointer does.
 * The page does not scroll to it (modules/reveal.js brings the whole decision into view).
 * @param {HTMLElement} el
 */
export function focusQuietly(el) {
  page.prnbSettling = true;
  try {
    el.focus({ preventScroll: true });
  } finally {
    page.prnbSettling = false;
  }
}

/**
 * Whether the focus just put on `el` is the table's own after a redraw onto a refused choice: its
 * refusal is in the message area already (the click that asked why), so the info line keeps quiet.
 * @param {HTMLElement} el
 */
export function refocusedOnRefusal(el) {
  return Boolean(page.prnbSettling) && el.classList.contains("prnb-illegal");
}

/** Hide the card shown now (if any). */
export function hideCard() {
  if (!shown) return;
  const { card, stop } = shown;
  shown = null;
  stop();
  if (card.isConnected && card.matches(":popover-open")) card.hidePopover();
  card.hidden = true;
}

/**
 * What the card must leave uncovered beside `piece`: the choices the keyboard reaches from it (the
 * one before and after it in its group, which the arrow keys reach, and the next Tab stop of the
 * table); a card over them hid the next choice a teacher was about to read out.
 * @param {HTMLElement} piece
 * @returns {DOMRect[]}
 */
function keptClear(piece) {
  const group = piece.closest("[data-nav]");
  const around = group ? [...group.querySelectorAll("button")].filter((b) => b.closest("[data-nav]") === group) : [];
  const at = around.indexOf(/** @type {HTMLButtonElement} */ (piece));
  /** @type {Array<Element | undefined>} */
  const near = at >= 0 ? [around[at - 1], around[at + 1]] : [];
  const table = piece.closest(".prnb");
  if (table) {
    const stops = /** @type {HTMLElement[]} */ ([...table.querySelectorAll("button, summary, select, input, [tabindex]")])
      .filter((el) => el.tabIndex >= 0 && el.getBoundingClientRect().height > 0);
    const next = stops.find((el) => piece.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && !piece.contains(el));
    near.push(next);
  }
  return near.flatMap((el) => el && el !== piece ? [el.getBoundingClientRect()] : []);
}

/**
 * Put `card` beside `piece`, always wholly inside the window: on its right, else its left, else
 * under or over it, the first of these that covers none of the choices the keyboard reaches next
 * (keptClear), else the one that covers least of them.
 * @param {HTMLElement} card
 * @param {HTMLElement} piece
 */
function place(card, piece) {
  const at = piece.getBoundingClientRect();
  const width = card.offsetWidth, height = card.offsetHeight, gap = 6, edge = 4;
  const [roomX, roomY] = [globalThis.innerWidth, globalThis.innerHeight];
  const clamp = (/** @type {number} */ v, /** @type {number} */ lo, /** @type {number} */ hi) => Math.max(lo, Math.min(v, hi));
  const beside = clamp(at.top, edge, roomY - height - edge);
  const across = clamp(at.left, edge, roomX - width - edge);
  /** @type {Array<[number, number]>} left and top of each place, in the order they are tried */
  const places = [];
  if (at.right + gap + width <= roomX - edge) places.push([at.right + gap, beside]);
  if (at.left - gap - width >= edge) places.push([at.left - gap - width, beside]);
  if (at.bottom + gap + height <= roomY - edge) places.push([across, at.bottom + gap]);
  places.push([across, clamp(at.top - gap - height, edge, roomY - height - edge)]);
  // else beside its whole group (a row of choices: the builder's panel, the role cards)
  const group = piece.closest("[data-nav]")?.getBoundingClientRect();
  if (group) {
    if (group.right + gap + width <= roomX - edge) places.push([group.right + gap, beside]);
    if (group.left - gap - width >= edge) places.push([group.left - gap - width, beside]);
    if (group.bottom + gap + height <= roomY - edge) places.push([across, group.bottom + gap]);
    if (group.top - gap - height >= edge) places.push([across, group.top - gap - height]);
  }
  const clear = keptClear(piece);
  const covered = (/** @type {[number, number]} */ [left, top]) => clear.reduce((sum, r) =>
    sum + Math.max(0, Math.min(left + width, r.right) - Math.max(left, r.left))
      * Math.max(0, Math.min(top + height, r.bottom) - Math.max(top, r.top)), 0);
  let best = places[0], least = covered(best);
  for (const spot of places.slice(1)) {
    if (!least) break;
    const over = covered(spot);
    if (over < least) [best, least] = [spot, over];
  }
  card.style.left = `${Math.round(best[0])}px`;
  card.style.top = `${Math.round(best[1])}px`;
}

/**
 * Show the card of `ability` beside `piece`, with what choosing it would do (`reason`).
 * @param {InfoLine} info
 * @param {HTMLElement} piece
 * @param {Ability} ability
 * @param {string} [reason]
 */
function showCard(info, piece, ability, reason) {
  const card = info.card;
  if (!card.isConnected || !piece.isConnected) return;
  hideCard();
  const name = ability.name ? ability.name[0].toUpperCase() + ability.name.slice(1) : "";
  card.replaceChildren(h("p", { class: "prnb-piece-card-name", dir: "auto" }, h("b", {}, name), ` (${ability.facts})`),
    h("p", { dir: "auto" }, ability.text),
    ...(reason ? [h("p", { class: "prnb-piece-card-reason", dir: "auto" }, reason)] : []),
    h("p", { class: "prnb-cite", dir: "auto" }, ability.citation));
  card.hidden = false;
  if (typeof card.showPopover === "function") card.showPopover();
  place(card, piece);
  const follow = () => { if (piece.isConnected) place(card, piece); else hideCard(); };
  const onKey = (/** @type {KeyboardEvent} */ e) => { if (e.key === "Escape") hideCard(); };
  const onPress = (/** @type {PointerEvent} */ e) => { if (!piece.contains(/** @type {Node} */ (e.target))) hideCard(); };
  // one card at a time, the latest pointed at or focused: the focus moving to anything else, or
  // the pointer moved onto another control, puts this one away (a card opened by the pointer
  // stayed while the keyboard went on)
  const elsewhere = (/** @type {Event} */ e) => {
    const to = /** @type {Element | null} */ (e.target instanceof Element ? e.target : null);
    if (!to || piece.contains(to)) return;
    if (e.type === "mouseover" && (!pointedByMove(/** @type {MouseEvent} */ (e)) || !to.closest("button, summary, select, input"))) return;
    hideCard();
  };
  document.addEventListener("scroll", follow, true);
  document.addEventListener("keydown", onKey, true);
  document.addEventListener("pointerdown", onPress, true);
  document.addEventListener("focusin", elsewhere, true);
  document.addEventListener("mouseover", elsewhere, true);
  shown = { card, piece, stop: () => {
    document.removeEventListener("scroll", follow, true);
    document.removeEventListener("keydown", onKey, true);
    document.removeEventListener("pointerdown", onPress, true);
    document.removeEventListener("focusin", elsewhere, true);
    document.removeEventListener("mouseover", elsewhere, true);
  } };
}

/**
 * Hide the card when `piece` loses the focus or the pointer (unless it keeps the other).
 * @param {HTMLElement} piece
 */
function leaving(piece) {
  return () => {
    if (shown?.piece !== piece) return;
    if (piece.matches(":focus") || piece.matches(":hover")) return;
    hideCard();
  };
}

/** @type {{ x: number, y: number } | null} where the pointer last pressed, until it moves */
let pressedAt = null;
globalThis.document?.addEventListener("mousedown", (e) => { pressedAt = { x: e.clientX, y: e.clientY }; }, true);
globalThis.document?.addEventListener("mousemove", (e) => {
  if (pressedAt && (e.clientX !== pressedAt.x || e.clientY !== pressedAt.y)) pressedAt = null;
}, true);

/**
 * Whether a pointer entering a piece was moved there by the person. A click redraws the table, and
 * the browser then says the pointer "entered" the new piece under it without a move: the role card
 * just chosen, refused now, which read as a refusal of the legal click ("Not allowed: Captain. The
 * captain has already been chosen this round." right after choosing the captain).
 * @param {MouseEvent} e
 */
export function pointedByMove(e) {
  return !pressedAt || e.clientX !== pressedAt.x || e.clientY !== pressedAt.y;
}

/**
 * Show `words` in the info line, and the rule behind a piece (none for a choice's reason). While
 * the rule's disclosure is open, pointing elsewhere changes nothing (the pointer crosses other
 * pieces on its way to it).
 * @param {InfoLine} info
 * @param {string} words
 * @param {Ability | null} ability
 * @param {boolean} pointed a pointer over it (not a focus or a tap)
 * @param {HTMLElement | null} [owner] the element the words are about (see idleInfo)
 */
export function showInfo(info, words, ability, pointed, owner = null) {
  if (pointed && info.why.open) return;
  info.text.textContent = words;
  info.owner = owner;
  info.why.open = false;
  info.why.hidden = !ability;
  if (ability) {
    info.body.replaceChildren(h("p", {}, say("Rule"), " ", h("code", {}, ability.rule), `: ${ability.statement}`),
      h("p", { class: "prnb-cite" }, ability.citation));
  }
}

/**
 * Make `el` (a piece, a button or not) tell what it does: its description for screen readers, its
 * tooltip, and the info line on pointer, focus and tap.
 * @param {HTMLElement} el
 * @param {{ prefix: string, describe: HTMLElement, counter: { n: number }, info?: InfoLine }} ctx
 * @param {Ability | undefined} ability
 * @param {string} [reason] what choosing it would do (a choice's own reason), said first
 */
export function describePiece(el, ctx, ability, reason) {
  if (!ability) return el;
  const words = abilityWords(ability);
  const id = `${ctx.prefix}-what-${ctx.counter.n++}`;
  ctx.describe.appendChild(h("span", { id }, words));
  const described = el.getAttribute("aria-describedby");
  el.setAttribute("aria-describedby", described ? `${described} ${id}` : id);
  el.title = reason ? `${reason}\n${words}` : words;
  el.dataset.piece = ability.name;
  const info = ctx.info;
  if (info) {
    // the info line says what choosing it does, or which piece it is; what the piece does is on
    // its card, whole (both in the info line were cut at two lines)
    const said = reason || pieceName(ability);
    el.addEventListener("mouseenter", (e) => {
      if (!pointedByMove(e)) return;
      showInfo(info, said, ability, true, el);
      showCard(info, el, ability, reason);
    });
    el.addEventListener("focus", () => {
      if (refocusedOnRefusal(el)) return;
      showInfo(info, said, ability, false, el);
      if (!page.prnbSettling) showCard(info, el, ability, reason);
    });
    el.addEventListener("click", () => { showInfo(info, said, ability, false, el); showCard(info, el, ability, reason); });
    el.addEventListener("mouseleave", leaving(el));
    el.addEventListener("blur", leaving(el));
    el.addEventListener("mouseleave", () => { if (!el.matches(":focus")) idleInfo(info, el); });
    el.addEventListener("blur", () => { if (!el.matches(":hover")) idleInfo(info, el); });
  }
  return el;
}

/**
 * A piece that is not a choice now, as a button that only tells what it does (a tap on a touch
 * screen, Enter on a keyboard): in the Tab order of its group through the arrow keys.
 * @param {{ prefix: string, describe: HTMLElement, counter: { n: number }, info?: InfoLine }} ctx
 * @param {string} cls
 * @param {Array<Node | string>} content
 * @param {Ability | undefined} ability
 * @param {string} key tells it apart across redraws (keeps the focus on it)
 */
export function pieceButton(ctx, cls, content, ability, key) {
  if (!ability) {
    const box = h("div", { class: cls });
    for (const part of content) box.append(part);
    return box;
  }
  const button = h("button", { type: "button", class: `${cls} prnb-piece` });
  for (const part of content) button.append(part);
  button.dataset.control = `piece-${key}`;
  return describePiece(button, ctx, ability);
}
