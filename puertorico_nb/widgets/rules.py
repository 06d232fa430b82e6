"""RulesBrowser: search the rule catalogue and walk through the rulings that exercise a rule.

The search panel (``RuleSearch``, drawn by the shared ES module) shows each matching rule with
its statement, its citations, the ruling files and tutorial steps that exercise it, and a button
per ruling that opens a :class:`WalkthroughWidget` on it below the panel. A table's "Look up"
link, shown beside a refusal, opens that rule's entry here.

>>> browser = RulesBrowser("captain.largest-empty-ship")
>>> [e["id"] for e in browser.results]
['captain.largest-empty-ship']
>>> entry = browser.results[0]
>>> entry["citations"][0]["book"]
'Icelandic rulebook'
>>> any(r["file"] == "captain_largest_ship.yaml" for r in entry["rulings"])
True
>>> walk = browser.open_walkthrough("captain.largest-empty-ship")
>>> walk.title
'A captain who loads twice still earns the extra point only once'

In another language (``language="ko"``, or the package's language) the search finds rules by that
language's words too, and each entry says its statement in it; switching it re-reads the entries:

>>> browser = RulesBrowser("선장", language="ko")
>>> browser.results[0]["id"], browser.results[0]["statement"].startswith("선장 과정에서")
('captain.must-load-when-able', True)
>>> browser.language = "nb"
>>> browser.results[0]["statement"].startswith("I kapteinfasen")
True
"""
from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

import ipywidgets
import traitlets

from ..core.actions import shown
from ..core.errors import GameError
from ..core.language import check_language, current_language, speak, using_language
from ..core.words import Reason
from ..rulings.report import said
from ..rulebook import entry, search_rules
from ._base import BaseWidget, with_picture
from .page_words import page_words
from .walkthrough import WalkthroughWidget

SHOWN = 40  # entries sent to the front end at once; the count says how many more match


class RuleSearch(BaseWidget):
    """The search panel: ``query`` in, ``results`` (rule entries) out."""

    kind = traitlets.Unicode("rules").tag(sync=True)
    FRONT_END_WRITES = frozenset({"query", "selected"})  # the search box and the chosen rule
    query = traitlets.Unicode("").tag(sync=True)
    results = traitlets.List(traitlets.Dict()).tag(sync=True)
    total = traitlets.Int(0).tag(sync=True)
    selected = traitlets.Unicode("").tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    language = traitlets.Unicode("").tag(sync=True)  # the entries' language code (set from the package's)
    words = traitlets.Dict().tag(sync=True)  # the front end's own texts in that language (see page_words)

    def __init__(self, query: str = "", index: Any = None, examples: Path | None = None,
                 language: str | None = None, **kwargs: Any) -> None:
        self._index = index
        self.examples = Path(examples) if examples is not None else None
        code = current_language() if language is None else check_language(language)
        super().__init__(query=query, language=code, **kwargs)
        self.observe(lambda change: self.refresh(), names=["query", "language"])
        self.refresh()

    @traitlets.validate("language")
    def _check_language(self, proposal) -> str:
        return check_language(proposal["value"])

    @property
    def index(self):
        if self._index is None:
            from ..rulings.exercises import shipped_index
            self._index = shipped_index()
        return self._index

    def refresh(self) -> None:
        self.words = page_words(self.language)
        found = search_rules(self.query, language=self.language)
        self.total = len(found)
        self.results = [entry(r, self.index, language=self.language) for r in found[:SHOWN]]

    def to_html(self) -> str:
        items = "".join(
            f"<li><code>{escape(e['id'])}</code>: {escape(e['statement'])} "
            f"<small>({escape('; '.join(c['book'] + ', ' + c['section'] for c in e['citations']))})</small></li>"
            for e in self.results)
        matches = f"{self.total} rule matches" if self.total == 1 else f"{self.total} rules match"
        query = f' “<span dir="auto">{escape(self.query)}</span>”' if self.query else ""
        lang = escape(self.language.replace("_", "-"))  # HTML's tag for the language: zh-Hans
        return f'<div class="prnb prnb-static" lang="{lang}"><p>{matches}{query}</p><ul>{items}</ul></div>'


class RulesBrowser(ipywidgets.VBox):
    """The search panel with a place below it for the walkthrough it opens."""

    def __init__(self, query: str = "", *, names: list[str] | None = None, index: Any = None,
                 examples: str | Path | None = None, language: str | None = None, **kwargs: Any) -> None:
        from ..rulings.exercises import EXAMPLES
        self.names = names
        self.examples = Path(examples) if examples is not None else EXAMPLES
        self.search = RuleSearch(query, index=index, examples=self.examples, language=language)
        self.stage = ipywidgets.VBox()
        self.walkthrough: WalkthroughWidget | None = None
        super().__init__(children=[self.search, self.stage], **kwargs)
        self.search.on_msg(self._on_msg)

    # -- the search, from Python ---------------------------------------------------------
    @property
    def query(self) -> str:
        return self.search.query

    @query.setter
    def query(self, value: str) -> None:
        self.search.query = value

    @property
    def results(self) -> list[dict]:
        return self.search.results

    @property
    def language(self) -> str:
        """The language of the entries (a code of ``core.language.LANGUAGES``); setting it re-reads them."""
        return self.search.language

    @language.setter
    def language(self, code: str) -> None:
        self.search.language = code

    @property
    def message(self) -> str:
        return self.search.message

    def show(self, rule_id: str) -> None:
        """Open one rule's entry (what a table's "Look up" link does)."""
        self.search.query = rule_id
        self.search.selected = rule_id

    def follow(self, table) -> "RulesBrowser":
        """Show the entry of every rule `table` names when it refuses or explains a move."""
        def on_rule(change) -> None:
            if change["new"]:
                self.show(change["new"])
        table.observe(on_rule, names=["rule"])
        return self

    # -- the static picture ---------------------------------------------------------------------
    def to_html(self) -> str:
        """The search panel's entries (and the walkthrough below it, when one is open) as HTML."""
        parts = [self.search.to_html()]
        if self.walkthrough is not None:
            parts.append(self.walkthrough.to_html())
        return "".join(parts)

    def _repr_html_(self) -> str:
        return self.to_html()

    def _repr_mimebundle_(self, **kwargs):
        return with_picture(super()._repr_mimebundle_(**kwargs), self.to_html)

    # -- walkthroughs ----------------------------------------------------------------------
    def _on_msg(self, widget, content, buffers) -> None:
        self.handle_message(content)

    def handle_message(self, content: Any) -> None:
        if not isinstance(content, dict) or content.get("type") != "walkthrough":
            self.search.message = speak("Ignored an unknown request: {request}", language=self.language,
                                        request=shown(content))
            return
        try:
            if content.get("example"):
                name, k = content["example"]
                self.open_walkthrough(file=f"{name}.yaml", index=int(k))
            else:
                self.open_walkthrough(content.get("rule"), file=content.get("file"),
                                      index=int(content.get("index") or 0))
        except Exception as e:  # noqa: BLE001 - said in the panel, never a traceback in the page
            with using_language(self.language):
                why = e.said() if isinstance(e, GameError) else said(e.args[0]) if len(e.args) == 1 else str(e)
                self.search.message = speak("Cannot open that walkthrough: {error}", error=why)

    def open_walkthrough(self, rule_id: str | None = None, file: str | None = None,
                         index: int = 0) -> WalkthroughWidget:
        """Open the walkthrough of a ruling below the panel: the ruling `index` of `file` (in the
        examples folder), or else the first ruling that exercises `rule_id`."""
        if file is None:
            found = next((e for e in (entry(r, self.search.index) for r in search_rules(rule_id or ""))
                          if e["id"] == rule_id), None)
            if found is None:
                raise LookupError(Reason("no rule {rule} in the catalogue", rule=repr(rule_id)))
            walkable = found["rulings"]  # every game's rulings walk through (each in its own table)
            if not walkable:
                raise LookupError(Reason("no shipped ruling exercises {rule}", rule=str(rule_id)))
            file, index = walkable[0]["file"], walkable[0]["index"]
        path = (self.examples / file).resolve()
        if self.examples.resolve() not in path.parents:
            raise LookupError(Reason("{file} is not one of the example rulings", file=str(file)))
        self.walkthrough = WalkthroughWidget(path, names=self.names, index=index, language=self.language)
        self.stage.children = [self.walkthrough]
        self.search.message = speak("Walkthrough of {where}: {title}", language=self.language,
                                    where=f"{file} #{index + 1}", title=self.walkthrough.title)
        return self.walkthrough
