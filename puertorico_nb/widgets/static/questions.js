// @ts-check
// The front end of a check-yourself question (puertorico_nb.widgets.questions.Question).
//
// It shows the prompt, a text box (or the choices as buttons) and the feedback Python sends
// back. It never holds the answer and never judges one: each answer goes to Python as
// {type: "answer", text}, and {type: "show"} asks for the answer after two wrong tries.
// Text from Python is set with textContent only. Its own words are said in the question's
// language (``words`` and ``language``, sent from Python).

import { h, languageTag, say, useWords } from "./modules/dom.js";

/** An id no other element of the page has: each widget may load its own copy of this module,
 * so a counter alone repeats across questions (and a label would name the wrong question). */
function uniqueId() {
  let id;
  do id = `prnb-q-${Math.random().toString(36).slice(2, 10)}`; while (document.getElementById(`${id}-prompt`));
  return id;
}

/** @param {{ model: any, el: HTMLElement }} ctx */
function render({ model, el }) {
  const id = uniqueId();
  useWords(model.get("words"), model.get("language"));  // the words drawn once below
  const root = h("div", { class: "prnb-question", role: "group", "aria-labelledby": `${id}-prompt`,
    lang: languageTag(model.get("language")) || null });
  const prompt = h("p", { class: "prnb-q-prompt", id: `${id}-prompt`, dir: "auto" });
  const feedback = h("p", { class: "prnb-q-feedback", role: "status", "aria-live": "polite", dir: "auto" });
  const show = h("button", { type: "button", class: "prnb-q-show" }, say("Show the answer"));
  // the question's own hint, before a wrong try (Python sends it as the feedback; no try counted)
  const hint = h("button", { type: "button", class: "prnb-q-hint" }, say("Hint"));
  const details = h("details", {}, h("summary", {}, say("The rule")));
  const ruleText = h("p", { dir: "auto" });
  details.append(ruleText);
  const answerArea = h("div", {});
  root.append(prompt, answerArea, feedback, hint, show, details);
  el.append(root);

  /** @param {string} text */
  const send = (text) => model.send({ type: "answer", text });
  show.addEventListener("click", () => model.send({ type: "show" }));
  hint.addEventListener("click", () => model.send({ type: "hint" }));

  const ownWords = () => useWords(model.get("words"), model.get("language"));  // another widget may have drawn since

  function drawAnswerArea() {
    ownWords();
    answerArea.replaceChildren();
    const choices = model.get("choices") || [];
    if (choices.length) {
      const row = h("div", { class: "prnb-q-choices" });
      for (const choice of choices) {
        const b = h("button", { type: "button", dir: "auto" }, String(choice));
        b.addEventListener("click", () => send(String(choice)));
        row.append(b);
      }
      answerArea.append(row);
    } else {
      const input = h("input", { type: "text", "aria-labelledby": `${id}-prompt`,
        placeholder: model.get("placeholder") || "", autocomplete: "off", spellcheck: "false" });
      const form = h("form", {}, input, h("button", { type: "submit" }, say("Check")));
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        send(/** @type {HTMLInputElement} */ (input).value);
      });
      // JupyterLab's keyboard shortcuts take Enter before a form sees it: answer on the key
      // itself, and keep the notebook's shortcuts out of the answer box.
      input.addEventListener("keydown", (event) => {
        event.stopPropagation();
        if (event.key === "Enter") {
          event.preventDefault();
          send(/** @type {HTMLInputElement} */ (input).value);
        }
      });
      answerArea.append(form);
    }
  }

  function draw() {
    ownWords();
    prompt.replaceChildren(h("strong", {}, say("Question:")), " ", String(model.get("prompt") || ""));
    feedback.textContent = model.get("feedback") || "";
    const status = model.get("status") || "open";
    root.className = `prnb-question prnb-q-${status}`;
    show.hidden = !model.get("can_show");
    hint.hidden = !model.get("has_hint") || status === "right" || status === "shown";
    const rule = model.get("rule") || "";
    const citation = model.get("citation") || "";
    details.hidden = !rule;
    ruleText.textContent = citation ? `${rule} (${citation})` : rule;
  }

  drawAnswerArea();
  draw();
  const redraw = () => draw();
  const events = ["change:prompt", "change:feedback", "change:status", "change:can_show", "change:has_hint", "change:rule",
    "change:citation"];
  for (const e of events) model.on(e, redraw);
  const rechoose = () => drawAnswerArea();
  model.on("change:choices", rechoose);
  model.on("change:placeholder", rechoose);
  return () => {
    for (const e of events) model.off(e, redraw);
    model.off("change:choices", rechoose);
    model.off("change:placeholder", rechoose);
  };
}

export default { render };
