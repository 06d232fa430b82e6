// @ts-check
// Making elements: text from data becomes text nodes or attribute values, never markup.

/**
 * Make an element. Strings among the children become text nodes; attribute values are set
 * with setAttribute, so nothing here is ever read as markup.
 * @param {string} tag
 * @param {Record<string, string | number | boolean | null | undefined>} [attrs]
 * @param {...(Node | string | number | null | undefined | false)} children
 * @returns {HTMLElement}
 */
export function h(tag, attrs = {}, ...children) {
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
export function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.appendChild(typeof child === "string" || typeof child === "number"
      ? document.createTextNode(String(child)) : child);
  }
}

/**
 * A sentence from a phrase: a capital first letter and a full stop at the end.
 * @param {string} text
 */
export function sentence(text) {
  const s = String(text || "").trim();
  if (!s) return s;
  const t = s[0].toUpperCase() + s.slice(1);
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/**
 * A text's translation: a template, or for a counted text (one with a ``{n:count:...}`` field) its
 * form for each plural category of the language (Intl.PluralRules: "one", "other"...).
 * @typedef {string | Record<string, string>} Words
 */

/** @type {Record<string, Words>} the words of the table being drawn: English text -> its translation */
let pageWords = {};
/** @type {Intl.PluralRules | null} the plural categories of the table's language */
let pluralRules = null;

/**
 * Draw with these words from now on: a table's ``words`` (sent from Python, its language's
 * translation of every English text this front end writes; empty in English) and its language
 * (whose plural rule picks a counted text's form). Each table sets its own before it draws, and
 * a draw runs to its end before another begins.
 * @param {Record<string, Words> | undefined} words
 * @param {string} [language] the package's code (zh_Hans)
 */
export function useWords(words, language = "") {
  pageWords = words || {};
  pluralRules = null;
  try {
    pluralRules = new Intl.PluralRules(languageTag(language) || "en");
  } catch { /* a language the browser has no rules for: the "other" form */ }
}

/**
 * An English count with its noun, as a template's ``{n:count:colonist}`` or
 * ``{n:count:city:cities}`` says it: "1 colonist", "2 colonists", "2 cities".
 * @param {number} count
 * @param {string[]} forms the singular noun and, when not made with -s, the plural one
 */
function englishCount(count, forms) {
  return `${count} ${count === 1 ? forms[0] : forms[1] || `${forms[0]}s`}`;
}

/**
 * An English text of this front end in the table's language, its {placeholders} filled:
 * ``say("Governor: {name}", { name })``. A field written ``{n:count:colonist}`` is a number with
 * its noun; the translation of such a text has a form for each plural category of its language
 * and the number picks it. Every text given here is listed in Python
 * (puertorico_nb/widgets/page_words.py), which sends its translations; a test holds the two together.
 * @param {string} text
 * @param {Record<string, string | number>} [fields]
 * @returns {string}
 */
export function say(text, fields = {}) {
  const found = pageWords[text];
  let template = text;
  if (typeof found === "string") {
    template = found;
  } else if (found) {
    const counted = /\{(\w+):count:/.exec(text);
    const category = counted && pluralRules ? pluralRules.select(Number(fields[counted[1]])) : "other";
    template = found[category] ?? found.other ?? text;
  }
  const english = template === text;
  return template.replace(/\{(\w+)(?::([^}]*))?\}/g, (whole, name, spec) => {
    if (!(name in fields)) return whole;
    const value = fields[name];
    return english && spec && spec.startsWith("count:") ? englishCount(Number(value), spec.split(":").slice(1))
      : String(value);
  });
}

/**
 * Is this the name of the person reading (a seat named "You")?
 * @param {any} name
 */
export function isYou(name) {
  return String(name ?? "").trim().toLowerCase() === "you";
}

/**
 * A sentence addressed to a player: `youText` for the person reading (a seat named "You", as in
 * core/words.is_you: "You may build", never "You, you may build"), else `text` with their name.
 * @param {any} name
 * @param {string} text
 * @param {string} youText
 * @param {Record<string, any>} [fields]
 */
export function sayTo(name, text, youText, fields = {}) {
  return isYou(name) ? say(youText, fields) : say(text, { ...fields, name });
}

/**
 * Items one after another, "a, b, c", in the table's words for a list (as Python's ``comma_list``).
 * @param {string[]} items
 */
export function commaList(items) {
  return items.reduce((list, item) => say("{list}, {item}", { list, item }));
}

/**
 * A language code of the package as an HTML ``lang`` value: zh_Hans -> zh-Hans ("" if none).
 * @param {string | undefined} code
 */
export function languageTag(code) {
  return String(code || "").replace(/_/g, "-");
}

/**
 * A name as a label on the table starts: its first letter a capital, the rest as a sentence says
 * it ("Small indigo plant"), so the pieces and the sentences about them (hints, narration) use one
 * name (a CSS capitalize made "Small Indigo Plant" of it).
 * @param {string} name
 */
export function capitalised(name) {
  const text = String(name ?? "");
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * A value as text that is the same for equal values whatever the order of their keys (an action
 * sent by Python and the one a choice carries compare equal).
 * @param {any} value
 * @returns {string}
 */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** @param {string} name an id with underscores, in words */
export function pretty(name) {
  return String(name ?? "").replace(/_/g, " ");
}

/**
 * A prefix for the ids of one drawn widget, unique on the page. The count lives on the page's
 * global object, not in this module: a notebook page may load each widget's bundle as a module
 * of its own, and a count per module would give two tables the same ids.
 * @param {string} base
 * @returns {string}
 */
export function uniquePrefix(base) {
  const page = /** @type {{ __prnbWidgets?: number }} */ (/** @type {unknown} */ (globalThis));
  page.__prnbWidgets = (page.__prnbWidgets ?? 0) + 1;
  return `${base}${page.__prnbWidgets}`;
}
