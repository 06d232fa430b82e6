"""Whether the acting player's every choice is on screen, measured in the page as a person sees
it (the window, whatever scrolls inside it): each legal choice's box against the viewport, a
choice drawn twice (the builder's buildings in the panel and on the market) counted where the
panel has it, as the table's own modules/reveal.js counts them."""
from __future__ import annotations

OUT_OF_VIEW = """(selector) => {
  const byTarget = new Map(), found = [];
  for (const root of document.querySelectorAll(selector)) {
    for (const b of root.querySelectorAll('button.prnb-legal')) {
      const r = b.getBoundingClientRect();
      if (!r.width || !r.height) continue;
      const t = b.dataset.target;
      if (!t) { found.push(b); continue; }
      const was = byTarget.get(t);
      if (!was || (!was.closest('.prnb-actions') && b.closest('.prnb-actions'))) byTarget.set(t, b);
    }
  }
  return [...found, ...byTarget.values()].filter((b) => {
    const r = b.getBoundingClientRect();
    return r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth;
  }).map((b) => `${(b.getAttribute('aria-label') || b.textContent).slice(0, 40)}`
    + ` at y=${Math.round(b.getBoundingClientRect().top)}`);
}"""


def choices_out_of_view(page, selector: str = ".prnb-live") -> list[str]:
    """The legal choices of the tables matching `selector` that are not wholly in the window."""
    return page.evaluate(OUT_OF_VIEW, selector)


def settled_out_of_view(page, selector: str = ".prnb-live", timeout: int = 10_000) -> list[str]:
    """As `choices_out_of_view`, once the page has had the time to bring the choices in (a table
    just drawn scrolls them into view a few frames later): waits until none is out, or `timeout`
    ms, then says which are out."""
    import playwright.sync_api as playwright_api

    try:
        page.wait_for_function(f"(selector) => ({OUT_OF_VIEW})(selector).length === 0", arg=selector, timeout=timeout)
    except playwright_api.TimeoutError:
        pass  # the caller's assertion says which
    return choices_out_of_view(page, selector)
