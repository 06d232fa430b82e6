"""Babel's extraction method for the package's Python: the messages Babel's own Python extractor
finds (``translate``, ``translate_plural``, ``speak``, ``N_``... see babel.cfg) and the templates
of every ``Phrase(...)`` (``puertorico_nb.core.words``), which are the catalogue's keys as they
are written. A template with a ``count:`` field, in a ``Phrase`` or marked with ``N_`` (the front
ends' counted texts, widgets/page_words.py), is a plural entry (``Phrase.say`` and the front ends'
``say`` ask for the form its number needs), with the English template as both its singular and plural.

``make translations`` runs it (``tools/`` on the path, babel.cfg names it).
"""
from __future__ import annotations

import ast
import io
import string
from typing import IO, Any, Iterator

from babel.messages.extract import extract_python


def _counted(template: str) -> bool:
    return any(spec and spec.startswith("count:") for _, _, spec, _ in string.Formatter().parse(template))


def _phrase_templates(tree: ast.AST) -> Iterator[tuple[int, str]]:
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", None)
        if name not in ("Phrase", "Reason"):
            continue
        for argument in node.args[:2]:
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str) and argument.value:
                yield node.lineno, argument.value


def extract(fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple[Any, ...]]:
    source = fileobj.read()
    for lineno, function, message, comments in extract_python(io.BytesIO(source), keywords, comment_tags, options):
        if function == "N_" and isinstance(message, str) and _counted(message):
            yield lineno, "ngettext", (message, message), comments
        else:
            yield lineno, function, message, comments
    for lineno, template in _phrase_templates(ast.parse(source)):
        if _counted(template):
            yield lineno, "ngettext", (template, template), []
        else:
            yield lineno, "_", template, []
