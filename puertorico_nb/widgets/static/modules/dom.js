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

/** @type {Record<string, string>} the words of the table being drawn: English text -> its translation */
let pageWords = {};

/**
 * Draw with these words from now on: a table's ``words`` (sent from Python, its language's
 * translation of every English text this front end writes; empty in English). Each table sets its
 * own before it draws, and a draw runs to its end before another begins.
 * @param {Record<string, string> | undefined} words
 */
export function useWords(words) {
  pageWords = words || {};
}

/**
 * An English text of this front end in the table's language, its {placeholders} filled:
 * ``say("Governor: {name}", { name })``. Every text given here is listed in Python
 * (puertorico_nb/widgets/page_words.py), which sends its translations; a test holds the two together.
 * @param {string} text
 * @param {Record<string, string | number>} [fields]
 * @returns {string}
 */
export function say(text, fields = {}) {
  const template = pageWords[text] || text;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in fields ? String(fields[name]) : whole));
}

/**
 * A language code of the package as an HTML ``lang`` value: zh_Hans -> zh-Hans ("" if none).
 * @param {string | undefined} code
 */
export function languageTag(code) {
  return String(code || "").replace(/_/g, "-");
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
