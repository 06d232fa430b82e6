"""RulingReport: the outcome of checking ruling files, as a widget.

A thin layer over the ruling runner's report: the front end draws ``report`` (the report's
contract-shaped ``to_dict()``) and the static fallback is the report's own ``_repr_html_``.
"""
from __future__ import annotations

from typing import Any

import traitlets

from ..core.language import check_language, current_language, using_language
from ..rulings.report import SUMMARY, said
from ._base import BaseWidget
from .page_words import page_words


class RulingReport(BaseWidget):
    """Check rulings (a path, a mapping or YAML text) or wrap a report already made:
    ``RulingReport("my_rulings/")`` shows one row per ruling, failures first to the eye. Its
    headings, summary and the checker's messages are said in ``language`` (default: the package's);
    each ruling's title, source and steps are the file's own words. ``to_json()`` keeps the
    contract's English."""

    kind = traitlets.Unicode("report").tag(sync=True)
    report = traitlets.Dict().tag(sync=True)
    summary = traitlets.Unicode("").tag(sync=True)
    language = traitlets.Unicode("").tag(sync=True)
    words = traitlets.Dict().tag(sync=True)  # the front end's own texts in that language (see page_words)

    def __init__(self, target_or_report: Any, language: str | None = None, **kwargs: Any) -> None:
        from ..rulings.report import CheckReport
        from ..rulings.runner import check

        result = target_or_report if isinstance(target_or_report, CheckReport) else check(target_or_report)
        self.result = result
        code = current_language() if language is None else check_language(language)
        summary = SUMMARY.say(passed=result.passed, failed=result.failed, errors=result.errors, language=code)
        report = _plain(result.to_dict())
        with using_language(code):  # the checker's words in the widget's language
            for entry, ruling in zip(report["rulings"], result.rulings):
                entry["message"] = said(ruling.message)
                for key in ("expected", "actual"):  # "legal", "refused because ...": the checker's words too
                    if isinstance(getattr(ruling, key), str):
                        entry[key] = said(getattr(ruling, key))
        super().__init__(report=report, summary=summary, language=code, words=page_words(code), **kwargs)

    def to_html(self) -> str:
        return self.result.to_html(self.language or None)

    def to_json(self, **kwargs: Any) -> str:
        return self.result.to_json(**kwargs)


def _plain(value: Any) -> Any:
    """JSON-ready: keys as strings, anything unusual as its text."""
    import json
    return json.loads(json.dumps(value, default=str))
