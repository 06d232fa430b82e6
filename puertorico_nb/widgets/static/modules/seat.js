// @ts-check
// A table shown at a classroom server (puertorico_nb.classroom), where each student's screen is
// one seat and the projector watches. The Python side says which (the `seat_mode` trait: empty on a
// one-screen table, which this module then leaves exactly as it was) and gives every word shown
// here, so nothing is written in English only in this file.
//
// - seat mode: a "You are Ana" badge; no Undo, Redo or Record (only the teacher takes moves back);
// - watch mode (the projector): no controls but the replay bar, large type (presenter mode);
// - a heartbeat: a `ping` every few seconds; when no `pong` has come back for twice that long, a
//   "Connection lost — reconnecting" banner counts down, then reloads the page once the server
//   answers again (its `probe` address): once, never onto a server still down (that reload lands on
//   the browser's error page, which reloads by itself later: a second reload). The seat link in
//   the address brings the seat back, also after the server restarted (a page left open would
//   otherwise stay on a dead connection without a word);
// - the story ("What happened") arrives as its new lines only, in a `story` message after each move
//   (the whole list on every move to every screen grew with the game): kept here in the model's
//   `story` (set on this page only: a classroom table has no such trait on the server, and the
//   tables never save their model), asked for whole at the start and after a lost connection;
// - the view, likewise: whole when the page opens (the `view` trait), then after each move only
//   what changed, a JSON Patch in a `view` message (puertorico_nb.classroom.patch) applied here to
//   the model's `view` (set on this page only), which draws the table again as a whole view would.

import { h } from "./dom.js";

/**
 * @typedef {{ mode?: string, badge?: string,
 *   heartbeat?: { every: number, lost_after: number, reload_after: number, probe?: string },
 *   words?: Record<string, string> }} SeatMode
 */

/**
 * `doc` with the JSON Patch `ops` applied (the operations puertorico_nb.classroom.patch makes:
 * add, remove, replace), as a new object: every object on a changed path is copied, the rest
 * shared, so the model sees a new view (and the old one is left as it was).
 * @param {any} doc
 * @param {{ op: string, path: string, value?: any }[]} ops
 * @returns {any}
 */
export function applyPatch(doc, ops) {
  let result = doc;
  for (const { op, path, value } of ops) {
    const keys = path.split("/").slice(1).map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"));
    if (!keys.length) { result = value; continue; }
    const copy = (/** @type {any} */ node) => (Array.isArray(node) ? [...node] : { ...node });
    result = copy(result);
    let parent = result;
    for (const key of keys.slice(0, -1)) {
      parent[key] = copy(parent[key]);
      parent = parent[key];
    }
    const last = keys[keys.length - 1];
    if (op === "remove") {
      if (Array.isArray(parent)) parent.splice(Number(last), 1); else delete parent[last];
    } else parent[last] = value;
  }
  return result;
}

/** @param {any} model @returns {SeatMode} */
function modeOf(model) {
  return model.get("seat_mode") || {};
}

/**
 * The table controls a classroom screen leaves out (their names, as in data-control).
 * @param {any} model
 * @returns {Set<string>}
 */
export function controlsLeftOut(model) {
  const mode = modeOf(model).mode;
  if (mode === "seat") return new Set(["undo", "redo", "record"]);
  if (mode === "watch") return new Set(["undo", "redo", "record", "hint", "presenter"]);
  return new Set();
}

/** Whether this table is a classroom's projector (watch mode: large type, no choices). */
export function watching(/** @type {any} */ model) {
  return modeOf(model).mode === "watch";
}

/**
 * Set up a classroom screen around `root` (inside `el`): the badge and the heartbeat banner sit
 * above the table, outside what each redraw replaces. A one-screen table gets nothing.
 * @param {any} model
 * @param {HTMLElement} el
 * @param {HTMLElement} root
 * @returns {() => void} stops the heartbeat
 */
export function seatMode(model, el, root) {
  const mode = modeOf(model);
  if (!mode.mode) return () => {};
  root.classList.add(mode.mode === "watch" ? "prnb-watch" : "prnb-seat");
  const words = mode.words || {};
  const badge = h("div", { class: "prnb-seat-badge", role: "status" }, mode.badge || "");
  const banner = h("div", { class: "prnb-connection", role: "alert", hidden: true });
  el.insertBefore(h("div", { class: "prnb prnb-seat-bar" }, badge, banner), root);
  // a seat the teacher gave to a bot: this screen only watches from now on
  const onMode = () => { badge.textContent = modeOf(model).badge || ""; };
  model.on("change:seat_mode", onMode);
  const askStory = () => {
    try { model.send({ type: "story" }); } catch { /* the socket is down: asked again once it is back */ }
  };
  const onStory = (/** @type {any} */ message) => {
    if (!message || message.type !== "story") return;
    /** @type {{ move: number, text: string }[]} */
    const lines = model.get("story") || [];
    const from = Number(message.from), before = message.before;
    const follows = from <= lines.length && (from === 0
      || (Array.isArray(before) && lines[from - 1].move === before[0] && lines[from - 1].text === before[1]));
    if (!follows) { askStory(); return; }  // a message lost on a dropped connection: the whole story again
    model.set("story", lines.slice(0, from).concat(message.lines || []));
  };
  model.on("msg:custom", onStory);
  askStory();
  const onView = (/** @type {any} */ message) => {
    if (!message || message.type !== "view") return;
    const view = model.get("view") || {};
    if (view.view_number !== message.from) {  // a patch lost on a dropped connection: the whole view again
      try { model.send({ type: "view" }); } catch { /* the socket is down: asked at the next patch */ }
      return;
    }
    model.set("view", applyPatch(view, message.ops || []));
  };
  model.on("msg:custom", onView);
  const beat = mode.heartbeat;
  if (!beat || !(beat.every > 0)) {
    return () => { model.off("change:seat_mode", onMode); model.off("msg:custom", onStory); model.off("msg:custom", onView); };
  }

  let lastPong = Date.now();
  /** @type {number | null} when the page reloads (ms since the epoch), once the connection is lost */
  let reloadAt = null;
  const onPong = () => {
    lastPong = Date.now();
    if (reloadAt !== null) { reloadAt = null; banner.hidden = true; askStory(); }
  };
  model.on("change:pong", onPong);
  const ping = () => {
    try { model.send({ type: "ping" }); } catch { /* the socket is down: the banner says so */ }
  };
  const reloadNow = () => globalThis.location.reload();
  let probing = false;
  /** Reload once the server answers its probe address (asked at most once at a time). */
  const reloadWhenBack = async () => {
    if (probing) return;
    probing = true;
    try {
      const answer = await fetch(beat.probe || "/healthz", { cache: "no-store" });
      if (answer.ok) { reloadNow(); return; }
    } catch { /* still down: asked again at the next check */ }
    probing = false;
  };
  const check = () => {
    const now = Date.now();
    if (reloadAt === null && now - lastPong > beat.lost_after) reloadAt = now + beat.reload_after;
    if (reloadAt === null) return;
    const seconds = Math.ceil((reloadAt - now) / 1000);
    // counting down, then (the server still silent) only the banner's first words until it answers
    const countdown = seconds > 0 ? (words.reload_in || "").replace("{seconds}", String(seconds)) : "";
    banner.replaceChildren(h("strong", {}, words.connection_lost || ""), " ", countdown, " ",
      h("button", { type: "button", class: "prnb-control", "data-control": "reload" }, words.reload_now || ""));
    banner.querySelector("button")?.addEventListener("click", reloadNow);
    banner.hidden = false;
    if (now >= reloadAt) reloadWhenBack();
  };
  ping();
  const pinging = setInterval(ping, beat.every);
  const checking = setInterval(check, 1000);
  return () => {
    clearInterval(pinging); clearInterval(checking);
    model.off("change:pong", onPong); model.off("change:seat_mode", onMode); model.off("msg:custom", onStory);
    model.off("msg:custom", onView);
  };
}
