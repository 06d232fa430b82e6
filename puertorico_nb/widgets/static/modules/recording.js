// @ts-check
// A recorded ruling file, to copy or download.

import { h, say } from "./dom.js";
import { control } from "./controls.js";

/**
 * The recorded ruling file: shown as text to copy, with buttons to copy and download it.
 * @param {string} text
 */
export function recording(text) {
  const area = /** @type {HTMLTextAreaElement} */ (h("textarea", { class: "prnb-recorded", readonly: true,
    rows: 12, spellcheck: "false", "aria-label": say("The recorded ruling file (YAML)") }));
  area.value = text;
  const copy = control(say("Copy"), "copy-ruling", true, () => {
    navigator.clipboard?.writeText(text).catch(() => { area.select(); });
  });
  copy.setAttribute("aria-label", say("Copy the ruling file"));
  const download = control(say("Download ruling.yaml"), "download-ruling", true, () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/yaml" }));
    const a = h("a", { href: url, download: "ruling.yaml" });
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
  return h("details", { class: "prnb-section prnb-recording", open: true },
    h("summary", {}, say("Recorded ruling file")), area, h("div", { class: "prnb-controls" }, copy, download));
}
