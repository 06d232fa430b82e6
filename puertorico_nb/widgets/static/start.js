// @ts-check
// The start page's choices before a game: players, each seat's name and who plays it (a person
// or a bot), the game's options and the seed. Drawn from the `form` the Python side describes
// (puertorico_nb.session.setup); Start sends every choice at once and the Python side checks them
// (a refusal comes back in `error`, the choices stay as typed). Once a game has started, the form
// folds to one line with a button to change the set-up. Text from data is set as text only.
// Its first choice is the language: the page is said again in it (the choices typed so far kept),
// and the table it starts speaks it.

import { h, languageTag, say, useWords } from "./modules/dom.js";
import { followPresenter } from "./modules/presenter.js";
import { focusQuietly } from "./modules/pieces.js";
import { revealChoices } from "./modules/reveal.js";

let forms = 0;  // each form on a page gets its own ids

/** @typedef {{value: string, label: string, hint: string}} Choice */
/** @typedef {{key: string, kind: string, label: string, default: any, choices?: Choice[], needs?: string}} Option */

/**
 * @param {{ model: any, el: HTMLElement }} ctx
 */
function render({ model, el }) {
  const id = `prnb-start-${++forms}`;
  const root = h("div", { class: "prnb-start" });
  el.appendChild(root);

  const draw = () => {
    root.replaceChildren();
    const language = model.get("language") || "";
    root.lang = languageTag(language);
    useWords(model.get("words"), language);
    const started = model.get("started");
    if (started) root.appendChild(drawStarted(started));
    else root.appendChild(drawForm());
  };

  const drawStarted = (/** @type {string} */ summary) => {
    const change = h("button", { type: "button", class: "prnb-start-change" }, say("Change the set-up"));
    change.addEventListener("click", () => model.send({ type: "change" }));
    return h("div", { class: "prnb-start-started" }, h("p", { dir: "auto" }, summary), change);
  };

  const drawForm = () => {
    const form = model.get("form");
    const values = model.get("values") || {};
    const players = values.players || form.default_players;
    const title = h("h2", { id: `${id}-title` }, say("A new game of {title}", { title: form.title }));
    const el = /** @type {HTMLFormElement} */ (h("form", { "aria-labelledby": `${id}-title`, novalidate: true }));
    el.appendChild(title);

    // the language the page and the table speak, each named in its own words (as the lite site's front page)
    const speaks = /** @type {HTMLSelectElement} */ (h("select", { id: `${id}-language` }));
    for (const c of form.languages || []) {
      speaks.appendChild(h("option", { value: c.value, lang: languageTag(c.value), selected: c.value === form.language }, c.label));
    }
    speaks.addEventListener("change", () => model.send({ type: "language", language: speaks.value, settings: chosen() }));
    el.appendChild(h("div", { class: "prnb-start-language" }, h("label", { for: `${id}-language` }, say("Language")), speaks));

    // players: one radio button per count
    const count = h("fieldset", { class: "prnb-start-players" }, h("legend", {}, say("Players")));
    // why the page opens on its count, and that it is a choice (a teacher reads it before Start)
    if (form.default_players_why) {
      count.appendChild(h("p", { class: "prnb-start-hint", id: `${id}-players-why` }, form.default_players_why));
      count.setAttribute("aria-describedby", `${id}-players-why`);
    }
    for (const n of form.players) {
      const radio = h("input", { type: "radio", name: `${id}-players`, id: `${id}-players-${n}`, value: String(n),
        checked: n === players });
      radio.addEventListener("change", () => showSeats(n));
      count.appendChild(h("span", { class: "prnb-start-choice" }, radio, h("label", { for: `${id}-players-${n}` }, String(n))));
    }
    el.appendChild(count);

    // seats: a name and who plays it
    const seats = h("fieldset", { class: "prnb-start-seats" }, h("legend", {}, say("Seats")));
    /** @type {HTMLElement[]} */
    const rows = [];
    const maxPlayers = Math.max(...form.players);
    for (let k = 0; k < maxPlayers; k++) {
      const name = h("input", { type: "text", id: `${id}-name-${k}`, maxlength: String(form.name_limit), autocomplete: "off",
        placeholder: form.default_names[k], value: (values.names || [])[k] || "" });
      const who = h("select", { id: `${id}-who-${k}` });
      const chosen = (values.seats || [])[k] || (k === 0 ? "person" : "coach");
      for (const c of form.seats) who.appendChild(h("option", { value: c.value, selected: c.value === chosen }, c.label));
      const row = h("div", { class: "prnb-start-seat" },
        h("label", { for: `${id}-name-${k}` }, say("Seat {number} name", { number: k + 1 })), name,
        h("label", { for: `${id}-who-${k}` }, say("Seat {number} played by", { number: k + 1 })), who);
      rows.push(row);
      seats.appendChild(row);
    }
    const showSeats = (/** @type {number} */ n) => rows.forEach((row, k) => { row.hidden = k >= n; });
    showSeats(players);
    el.appendChild(seats);

    // the game's options
    const options = h("fieldset", { class: "prnb-start-options" }, h("legend", {}, say("Options")));
    /** @type {Record<string, () => any>} */
    const read = {};
    /** @type {Array<() => void>} */
    const needs = [];
    const chosenOptions = values.options || {};
    for (const /** @type {Option} */ option of form.options) {
      const value = option.key in chosenOptions ? chosenOptions[option.key] : option.default;
      const oid = `${id}-option-${option.key}`;
      if (option.kind === "flag") {
        const box = /** @type {HTMLInputElement} */ (h("input", { type: "checkbox", id: oid, checked: Boolean(value) }));
        read[option.key] = () => box.checked;
        options.appendChild(h("div", { class: "prnb-start-option" }, box, h("label", { for: oid }, option.label)));
      } else if (option.kind === "set") {
        const group = h("fieldset", { class: "prnb-start-option" }, h("legend", {}, option.label));
        /** @type {HTMLInputElement[]} */
        const boxes = [];
        for (const c of option.choices || []) {
          const box = /** @type {HTMLInputElement} */ (h("input", { type: "checkbox", id: `${oid}-${c.value}`, value: c.value,
            checked: (value || []).includes(c.value) }));
          box.addEventListener("change", () => needs.forEach((update) => update()));
          boxes.push(box);
          group.appendChild(h("span", { class: "prnb-start-choice" }, box,
            h("label", { for: `${oid}-${c.value}`, title: c.hint || null }, c.label)));
        }
        read[option.key] = () => boxes.filter((b) => b.checked).map((b) => b.value);
        options.appendChild(group);
      } else {
        const select = /** @type {HTMLSelectElement} */ (h("select", { id: oid }));
        for (const c of option.choices || []) select.appendChild(h("option", { value: c.value, selected: c.value === value }, c.label));
        read[option.key] = () => select.value;
        options.appendChild(h("div", { class: "prnb-start-option" }, h("label", { for: oid }, option.label), select));
        if (option.needs) {
          const needed = option.needs;
          const update = () => {
            const on = read[needed] ? read[needed]() : true;
            select.disabled = Array.isArray(on) ? on.length === 0 : !on;
          };
          needs.push(update);
        }
      }
    }
    needs.forEach((update) => update());
    el.appendChild(options);

    // the seed: the same seed and choices deal the same game again
    const seed = h("input", { type: "text", id: `${id}-seed`, inputmode: "numeric", autocomplete: "off",
      "aria-describedby": `${id}-seed-hint`, value: values.seed || "" });
    el.appendChild(h("div", { class: "prnb-start-seed" }, h("label", { for: `${id}-seed` }, say("Seed")), seed,
      h("span", { id: `${id}-seed-hint`, class: "prnb-start-hint" },
        say("A whole number deals the same game again; leave it empty for a new game each time."))));

    const error = h("p", { class: "prnb-start-error", role: "alert", id: `${id}-error` }, model.get("error") || "");
    const start = h("button", { type: "submit", class: "prnb-start-go" }, say("Start the game"));
    el.appendChild(h("div", { class: "prnb-start-bar" }, error, start));
    // every choice as it stands: sent with Start, and kept when the page changes language
    const chosen = () => {
      const checked = /** @type {HTMLInputElement | null} */ (el.querySelector(`input[name="${id}-players"]:checked`));
      const n = checked ? Number(checked.value) : form.default_players;
      return {
        players: n,
        names: rows.slice(0, n).map((row) => /** @type {HTMLInputElement} */ (row.querySelector("input")).value),
        seats: rows.slice(0, n).map((row) => /** @type {HTMLSelectElement} */ (row.querySelector("select")).value),
        options: Object.fromEntries(Object.entries(read).map(([key, get]) => [key, get()])),
        seed: /** @type {HTMLInputElement} */ (seed).value,
      };
    };
    el.addEventListener("submit", (event) => {
      event.preventDefault();
      model.send({ type: "start", settings: chosen() });
    });
    return el;
  };

  // after Start, focus goes to the new table (drawn below this form, in the page's next box), and
  // the table takes the screen: the page scrolls to its top (the intro and this line above it),
  // its first decision in view. The focus opens no piece's card over the table.
  const focusTable = () => {
    let tries = 0;
    const look = () => {
      const tables = [...document.querySelectorAll(".prnb-live")];
      const after = tables.find((t) => root.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING);
      // the likeliest next choice, else the first legal one, else the table's first usable button
      const target = after && /** @type {HTMLElement | null} */ (after.querySelector("[data-next]:not([aria-disabled=true])")
        || after.querySelector("button.prnb-legal") || after.querySelector("button:not([aria-disabled=true])"));
      if (target && after) {
        focusQuietly(target);
        revealChoices(/** @type {HTMLElement} */ (after), true);
      } else if (++tries < 100) setTimeout(look, 100);
    };
    look();
  };

  const onStarted = () => {
    const focused = root.contains(document.activeElement);
    draw();
    if (model.get("started") && focused) focusTable();
    else if (!model.get("started")) {
      const first = /** @type {HTMLElement | null} */ (root.querySelector("input:checked, input, select"));
      if (focused && first) first.focus();
    }
  };
  const onError = () => {
    const error = root.querySelector(".prnb-start-error");
    if (error) error.textContent = model.get("error") || "";
  };
  draw();
  // presenter mode (switched on the table) enlarges the set-up line and the form too
  const stopPresenter = followPresenter(root);
  // the page said again in another language: focus stays on the language choice
  const onForm = () => {
    const focused = root.contains(document.activeElement);
    draw();
    if (focused) /** @type {HTMLElement | null} */ (root.querySelector(`#${id}-language`))?.focus();
  };
  model.on("change:started", onStarted);
  model.on("change:error", onError);
  model.on("change:form", onForm);
  return () => {
    model.off("change:started", onStarted);
    model.off("change:error", onError);
    model.off("change:form", onForm);
    stopPresenter();
    root.remove();
  };
}

export default { render };
