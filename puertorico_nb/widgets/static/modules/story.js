// @ts-check
// Every move shown, for both tables: the bots' moves played out one at a time at the pace the
// teacher sets (pause, next, skip), the piece each move changed outlined and its sentence in the
// message area; the whole game in "What happened", by round and phase, to read or download as
// text; and a replay, back and forth through the game from its start, then back to the game.
//
// The Python side keeps the game and draws every position (`replay`: a past position's view,
// drawn for the seat the table is drawn for now, so a replay shows no hand the screen may not
// show); this module only asks for positions (`replay` / `live` requests) and keeps the pace, so
// the kernel never waits. While a past position is shown the table offers no choices.

import { h, say } from "./dom.js";
import { control, keepOpen } from "./controls.js";
import { presenterSwitch } from "./presenter.js";
import { controlsLeftOut } from "./seat.js";

/** @typedef {{ move: number, round: number, phase: string, seat: number | null, text: string }} StoryLine */

// each pace: its key, its words (said in the table's language when drawn), its milliseconds a move
const PACES = [["instant", "At once", 0], ["fast", "Fast (half a second a move)", 500],
  ["normal", "Normal (a second and a half a move)", 1500], ["slow", "Slow (three seconds a move)", 3000]];
const PACE_KEY = "prnb-pace";

/** The pace the teacher chose last on this browser (ms a move; 0: the bots' moves are not played out). */
function paceNow() {
  let chosen = "normal";
  try { chosen = globalThis.localStorage?.getItem(PACE_KEY) || chosen; } catch { /* storage off: the default */ }
  const found = PACES.find(([key]) => key === chosen) || PACES[2];
  return { key: String(found[0]), ms: Number(found[2]) };
}

/**
 * The story of the game as plain text, grouped by round and phase (the same text as the Python
 * side's `story_text`).
 * @param {StoryLine[]} lines
 */
export function storyText(lines) {
  const out = [];
  let round = null, phase = null;
  for (const line of lines) {
    if (line.round !== round) out.push("", say("Round {round}", { round: line.round }));
    if (line.round !== round || line.phase !== phase) out.push(`  ${line.phase}`);
    round = line.round;
    phase = line.phase;
    out.push(`    ${line.move + 1}. ${line.text}`);
  }
  while (out.length && out[0] === "") out.shift();
  return out.join("\n") + "\n";
}

/**
 * What a table's front end uses: the view to draw (a past position while one is shown), the
 * message, the bar of replay and pace controls, "What happened", and the outline of what changed.
 * @param {any} model
 * @param {() => void} redraw  redraws the table (later, in a frame)
 */
export function storyTeller(model, redraw) {
  const play = { on: false, paused: false, last: -1, serial: model.get("played")?.serial ?? null,
    /** @type {ReturnType<typeof setTimeout> | null} */ timer: null };
  /** @type {Map<string, string> | null} the pieces of the position drawn last, to see what changed */
  let drawnBefore = null;
  let drawnAt = -1;

  const replay = () => model.get("replay") || {};
  const looking = () => replay().at !== undefined;
  const stopTimer = () => { if (play.timer !== null) clearTimeout(play.timer); play.timer = null; };
  const ask = (/** @type {number} */ at) => model.send({ type: "replay", at });
  const backToGame = () => { stopTimer(); play.on = false; model.send({ type: "live" }); };

  // the bots' moves, one position at a time: each asked for once the one before is on screen
  const next = () => {
    stopTimer();
    const at = looking() ? replay().at + 1 : -1;
    if (!play.on) return;
    if (at > play.last) backToGame();
    else ask(at);
  };
  const onPlayed = () => {
    const played = model.get("played") || {};
    if (played.serial === play.serial) return;
    play.serial = played.serial;
    if (!paceNow().ms || played.last === undefined || played.last <= played.first) return;
    Object.assign(play, { on: true, paused: false, last: played.last });
    ask(played.first);
  };
  /** @type {Element | null} the table whose replay was just asked for from "What happened" */
  let bringBar = null;
  const onReplay = () => {
    redraw();
    if (bringBar && looking()) {
      // the replay was asked for below the table: the keyboard focus (and the view) go to its
      // steps above it, where the position and its sentence are
      const table = bringBar;
      bringBar = null;
      requestAnimationFrame(() => requestAnimationFrame(() => {
        const step = /** @type {HTMLElement | null} */ (table.querySelector(replay().at > 0
          ? '[data-control="replay-back"]' : '[data-control="replay-forward"]'));
        step?.focus();
        step?.scrollIntoView({ block: "nearest" });
      }));
    }
    stopTimer();
    if (play.on && !play.paused && looking()) play.timer = setTimeout(next, paceNow().ms || 1);
  };

  /** The teacher's choice of pace, remembered by the browser. */
  const paceChoice = () => {
    const pace = /** @type {HTMLSelectElement} */ (h("select", { "aria-label": say("Pace of the bots' moves") }));
    for (const [key, text] of PACES) pace.appendChild(h("option", { value: String(key), selected: key === paceNow().key }, say(String(text))));
    pace.dataset.control = "pace";
    pace.addEventListener("change", () => {
      try { globalThis.localStorage?.setItem(PACE_KEY, pace.value); } catch { /* storage off: this page only */ }
      if (play.on && !paceNow().ms) backToGame();
    });
    return h("label", { class: "prnb-pace" }, `${say("Bots' pace")} `, pace);
  };

  /** The controls above the table: while bots move, pause / next / skip; while looking back, the steps. */
  const bar = () => {
    const r = replay();
    const label = paceChoice();
    const moves = r.moves ?? 0;
    if (play.on && looking()) {
      const pause = control(play.paused ? say("Play on") : say("Pause"), "pause", true, () => {
        play.paused = !play.paused;
        if (play.paused) stopTimer(); else next();
        redraw();
      });
      // the keyboard focus goes here while the bots move (the choice pressed is gone): Enter pauses
      pause.dataset.next = "";
      return h("div", { class: "prnb-story-bar", role: "group", "aria-label": say("The bots' moves") },
        h("span", { class: "prnb-story-where" }, r.at === 0 ? say("The bots move: the start")
          : say("The bots move: move {at} of {last}", { at: r.at, last: play.last })),
        pause, control(say("Next move"), "next", true, () => { play.paused = true; stopTimer(); play.on = true; next(); }),
        control(say("Skip to the game"), "skip", true, backToGame), label);
    }
    if (looking()) {
      const at = r.at;
      const slider = /** @type {HTMLInputElement} */ (h("input", { type: "range", min: "0", max: String(moves), value: String(at),
        "aria-label": say("Position in the game (moves played)"), "aria-valuetext": say("{at} of {moves:count:move}", { at, moves }) }));
      slider.dataset.control = "position";
      slider.addEventListener("change", () => ask(Number(slider.value)));
      const where = at === 0 ? say("Replay: The start") : r.round
        ? say("Replay: Move {at} of {moves}, round {round}, {phase}", { at, moves, round: r.round, phase: r.phase })
        : say("Replay: Move {at} of {moves}", { at, moves });
      return h("div", { class: "prnb-story-bar prnb-looking-back", role: "group", "aria-label": say("Replay") },
        h("span", { class: "prnb-story-where" }, where),
        control(say("Start"), "replay-start", at > 0, () => ask(0), say("this is the start")),
        control(say("Back a move"), "replay-back", at > 0, () => ask(at - 1), say("this is the start")),
        control(say("Forward a move"), "replay-forward", at < moves, () => ask(at + 1), say("this is the last move")),
        control(say("Last move"), "replay-end", at < moves, () => ask(moves), say("this is the last move")),
        slider, control(say("Back to the game"), "live", true, backToGame));
    }
    // the game as it stands: the replay and the pace wait in "What happened" (no extra Tab stops
    // between a choice and the next on every move)
    return h("span", { class: "prnb-story-bar" });
  };

  /** "What happened": every move, grouped by round and phase, and a download of it as text. @param {Map<string, boolean>} opened */
  const log = (opened) => {
    /** @type {StoryLine[]} */
    const lines = model.get("story") || [];
    const box = keepOpen(opened, "log", h("details", { class: "prnb-section prnb-log" }, h("summary", {}, say("What happened"))));
    if (!box.hasAttribute("open") && !opened.get("log")) {
      // closed: drawn when opened (a long game's story is not laid out on every move)
      box.addEventListener("toggle", redraw, { once: true });
      return box;
    }
    const download = control(say("Download as text"), "download-story", lines.length > 0, () => {
      const url = URL.createObjectURL(new Blob([storyText(lines)], { type: "text/plain" }));
      const a = h("a", { href: url, download: "game.txt" });
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }, say("no move yet"));
    const moves = lines.length ? lines[lines.length - 1].move + 1 : 0;  // (the last move told)
    // the replay opens at the start of the game, as a replay does, to step forward from (its
    // "Last move" jumps to the position as it stands)
    const replayIt = control(say("Replay the game"), "replay", moves > 0, () => {
      play.on = false;
      bringBar = replayIt.closest(".prnb-live");
      ask(0);
    }, say("no move yet"));
    box.appendChild(h("div", { class: "prnb-controls" }, replayIt, download, paceChoice()));
    const rounds = h("div", { class: "prnb-story", tabindex: "0", role: "region", "aria-label": say("Every move of the game") });
    /** @type {HTMLElement | null} */
    let list = null;
    let round = null, phase = null;
    for (const line of lines) {
      if (line.round !== round) rounds.appendChild(h("h5", {}, say("Round {round}", { round: line.round })));
      if (line.round !== round || line.phase !== phase) {
        rounds.appendChild(h("h6", {}, line.phase));
        list = h("ol", { start: String(line.move + 1) });
        rounds.appendChild(list);
      }
      round = line.round;
      phase = line.phase;
      list?.appendChild(h("li", { dir: "auto", value: String(line.move + 1) }, line.text));
    }
    box.appendChild(rounds);
    return box;
  };

  /** @type {{ round: any, at: any }} the round of the live position drawn last; the version it began at */
  const rounds = { round: null, at: null };
  /**
   * A new round is said in the header (beside who acts, which the page keeps in view after a
   * move) from the first position of it drawn until the next move: a round that began among the
   * bots' moves, or with the person's own, was never said where it was seen.
   * @param {Node[]} drawn
   */
  const announceRound = (drawn) => {
    const vm = shown().view;
    if (!vm || vm.round === undefined || vm.game_over) return;
    if (rounds.round !== null && vm.round !== rounds.round) rounds.at = vm.version;
    rounds.round = vm.round;
    const head = drawn.find((el) => el instanceof Element && el.matches(".prnb-header"));
    if (rounds.at === null || rounds.at !== vm.version || !(head instanceof Element)) return;
    const title = head.querySelector("h3");
    const badge = h("span", { class: "prnb-badge prnb-badge-round", dir: "auto" }, say("Round {round} begins", { round: vm.round }));
    if (title) title.after(badge); else head.prepend(badge);
  };

  /**
   * After a draw: while stepping through the game one move at a time, outline what the move
   * changed (pieces whose own text or look differ from the position drawn before).
   * @param {Node[]} drawn  what the table's build made (before it is on the page)
   */
  const afterDraw = (drawn) => {
    if (!looking()) {  // the live table: nothing to compare (and no walk of the page on every click)
      drawnBefore = null;
      drawnAt = -1;
      announceRound(drawn);
      return;
    }
    const board = /** @type {Element[]} */ (drawn.filter((el) => el instanceof Element
      && !el.matches(".prnb-message, .prnb-story-bar, .prnb-log, .prnb-controls, .prnb-sr, .prnb-recording, .prnb-hint")));
    const pieces = new Map();
    board.forEach((el, k) => collect(el, `${k}`, pieces));
    const at = replay().at;
    if (drawnBefore && at === drawnAt + 1) {
      let marked = 0;
      for (const [key, [el, look]] of pieces) {
        if (marked >= 16) break;
        if (drawnBefore.get(key) !== look && !el.closest(".prnb-message, .prnb-controls")) {
          el.classList.add("prnb-changed");
          marked += 1;
        }
      }
    }
    drawnBefore = new Map([...pieces].map(([key, [, look]]) => [key, look]));
    drawnAt = at;
  };

  // a table whose bots moved before anyone else (a game of bots, or bots in the first seats) plays
  // those moves out when first drawn, unless something happened since
  const opening = model.get("played") || {};
  const told = model.get("story") || [];
  if (opening.opening && !looking() && told.length && told[told.length - 1].move + 1 === opening.last) {
    play.serial = null;
    setTimeout(onPlayed, 0);
  }

  // the position on screen while the bots' moves wait to be played out: the game as it stands
  // arrives first, then the first position to play out (asked for and sent back by the kernel);
  // drawing the game as it stands meanwhile showed its round, phase and message ahead of the moves
  /** @type {{ view: any, message: string } | null} */
  let held = null;
  const shown = () => {
    if (looking()) {
      held = null;
      return { view: replay().view || {}, message: replay().said || "" };
    }
    if (play.on && held) return held;
    const now = { view: model.get("view") || {}, message: model.get("message") || "" };
    held = now;
    return now;
  };

  const names = ["change:played", "change:replay", "change:story"];
  const handlers = [onPlayed, onReplay, redraw];
  names.forEach((name, k) => model.on(name, handlers[k]));
  return {
    /** the view to draw: the past position while one is shown (and the one on screen until the
     * bots' moves start to play out) */
    view: () => shown().view,
    looking,
    /** the message: a past position's move while one is shown */
    message: () => shown().message,
    bar, log, afterDraw,
    stop: () => { stopTimer(); names.forEach((name, k) => model.off(name, handlers[k])); },
  };
}

/** @type {WeakMap<object, { decision: string, said: string }>} */
const reasonsShown = new WeakMap();

/**
 * The Undo-off reason's text to keep room for, hidden, when the reason went away within the same
 * player's decision: a step of a move (the trader's good picked) makes Undo usable for that step,
 * and the line under the controls vanishing moved the choices 19 px up under the pointer. A new
 * decision (another player, phase or round) lets the room go.
 * @param {any} model
 * @param {string} said the reason shown now ("" if none)
 * @returns {string}
 */
function keptReason(model, said) {
  const view = model.get("view") || {};
  const decision = JSON.stringify([view.round, view.phase, view.turn]);
  const before = reasonsShown.get(model);
  if (said) {
    reasonsShown.set(model, { decision, said });
    return "";
  }
  if (before && before.decision === decision) return before.said;
  reasonsShown.delete(model);
  return "";
}

/**
 * A table's controls: Undo, Redo, Record as ruling, Hint, the presenter switch, then the bar of
 * the bots' moves or the replay. While a
 * past position is shown only the bar can be used (the others say to return to the game first).
 * @param {any} model
 * @param {{ looking: () => boolean, bar: () => HTMLElement }} story
 * @param {boolean} gameOver
 * @param {string} className
 * @param {string} prefix the table's id prefix (uniquePrefix)
 * @param {() => Record<string, any> | null} [selection] what the page has chosen and not sent yet
 *   (San Juan's card to build and the cards to pay with): a hint starts from it
 */
export function tableControls(model, story, gameOver, className, prefix, selection) {
  const looking = story.looking();
  const back = say("return to the game first");
  const leftOut = controlsLeftOut(model);  // a classroom screen's: see seat.js
  const undo = control(say("Undo"), "undo", !looking && model.get("can_undo"), () => model.send({ type: "undo" }),
    looking ? back : model.get("undo_why") || say("nothing to undo"));
  // why Undo is off when something hidden turned up since, said under the controls (not only in its tooltip)
  const why = !looking && !model.get("can_undo") && model.get("undo_why") && !leftOut.has("undo")
    ? model.get("undo_why") : "";
  // a whole sentence ("Undo is off: cards were drawn since."): the reason alone read as a loose
  // fragment
  const whySaid = why ? say("Undo is off: {why}.", { why }) : "";
  const kept = keptReason(model, whySaid);
  const undoWhy = whySaid ? h("span", { class: "prnb-undo-why", dir: "auto", title: whySaid }, whySaid)
    : kept ? h("span", { class: "prnb-undo-why prnb-undo-why-kept", "aria-hidden": "true" }, kept) : null;
  if (whySaid && undoWhy) {
    undoWhy.id = `${prefix}-undo-why`;
    undo.setAttribute("aria-describedby", undoWhy.id);
  }
  const controls = [
    undo,
    // a judged exercise after a wrong try: its start again, what lies face down shuffled anew
    // (Undo may be off: the try drew cards)
    ...(model.get("verdict") === "different"
      ? [control(say("Try again"), "try_again", !looking, () => model.send({ type: "try_again" }), back)] : []),
    control(say("Redo"), "redo", !looking && model.get("can_redo"), () => model.send({ type: "redo" }), looking ? back : say("nothing to redo")),
    control(say("Record as ruling"), "record", !looking, () => model.send({ type: "record" }), back),
    // the coach's move for the player to act, with its reason in words (said in the message area)
    control(say("Hint"), "hint", !looking && !gameOver, () => model.send({ type: "hint", selection: selection?.() ?? null }), looking ? back : say("the game is over")),
    presenterSwitch()].filter((button) => !leftOut.has(button.dataset.control || ""));
  // under the controls, on a line of its own (shared.css): beside Undo it squeezed them
  return h("div", { class: className }, ...controls, story.bar(), ...(undoWhy ? [undoWhy] : []));
}

/**
 * Every element with text of its own, keyed by where it sits (the data-choice or label that
 * names it, else its place among its siblings), with how it reads and looks.
 * @param {Element} el
 * @param {string} path
 * @param {Map<string, [Element, string]>} out
 */
function collect(el, path, out) {
  const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent || "").join("").trim();
  if (own) out.set(path, [el, `${own}|${el.className}`]);
  let k = 0;
  for (const child of el.children) {
    const name = /** @type {HTMLElement} */ (child).dataset?.choice || child.getAttribute("aria-label") || `${child.tagName}${k}`;
    collect(child, `${path}/${name}`, out);
    k += 1;
  }
}
