"""Print the package's tree, one line per module: its dotted path and the first sentence of its
docstring (shortened to a line). docs/code-shape.md shows its output between two markers.

    python tools/module_tree.py            # the tree, as Markdown
    python tools/module_tree.py --write    # the tree put in docs/code-shape.md, in place of the old one
"""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "puertorico_nb"
DOC = ROOT / "docs" / "code-shape.md"
WIDTH = 100  # the most characters of a docstring shown on a module's line
START, END = "<!-- module tree: tools/module_tree.py -->", "<!-- end of module tree -->"


def first_sentence(docstring: str | None) -> str:
    """The docstring's first sentence, on one line, cut at a word near WIDTH characters (and
without a leading "Name: ", the module's subject, already on the line)."""
    if not docstring:
        return "(no docstring)"
    paragraph = " ".join(docstring.strip().split("\n\n")[0].split())
    paragraph = re.sub(r"^[\w.`]+: ", "", paragraph)  # "Game: the public face ..." names its subject first
    paragraph = paragraph.replace("``", "`")
    paragraph = paragraph[:1].upper() + paragraph[1:]
    match = re.search(r"\.(\s|$)", paragraph)
    sentence = paragraph[:match.start()] if match else paragraph
    if len(sentence) <= WIDTH:
        return sentence
    return sentence[:WIDTH].rsplit(" ", 1)[0] + " …"


def modules(package: Path = PACKAGE) -> list[tuple[str, str]]:
    """(dotted module name, first sentence of its docstring) for every module, in tree order."""
    out = []
    for path in sorted(package.rglob("*.py"), key=lambda p: p.relative_to(package).parts):
        parts = path.relative_to(package.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out.append((name, first_sentence(ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))))))
    return out


def tree() -> str:
    """The tree as a Markdown code block, indented by depth."""
    lines = [f"{'  ' * name.count('.')}{name.rsplit('.', 1)[-1]:<{28 - 2 * name.count('.')}} {what}"
             for name, what in modules()]
    return "```text\n" + "\n".join(lines) + "\n```"


def main(argv: list[str]) -> int:
    text = tree()
    if "--write" not in argv:
        print(text)
        return 0
    written = DOC.read_text(encoding="utf-8")
    if START not in written or END not in written:
        print(f"{DOC.relative_to(ROOT)} has no markers {START} ... {END}")
        return 1
    head, rest = written.split(START, 1)
    DOC.write_text(f"{head}{START}\n{text}\n{END}{rest.split(END, 1)[1]}", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
