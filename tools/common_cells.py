"""Cells every tutorial opens and closes with."""
import textwrap

from nbtools import ORDER, code, links, md


def title(slug: str) -> str:
    return dict(ORDER)[slug]


def opening(slug: str, goals: list[str], names: list[str], extra_imports: str = ""):
    goals_md = "\n".join(f"- {g}" for g in goals)
    return [
        md(f"""
        # {title(slug)}

        {links(slug)}

        ## What you will be able to do

        {goals_md}

        Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.
        """),
        code("\n".join([
            "from puertorico_nb.core import catalogue",
            "from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal",
            "from puertorico_nb.rulings.position import build_game",
            "from puertorico_nb.widgets import TableWidget, WalkthroughWidget",
            *([extra_imports] if extra_imports else []),
            "",
            f"names = {names!r}",
        ])),
    ]


def rule_cell(*rule_ids: str):
    """Print rules from the catalogue: id, our statement, and the books' citation."""
    lines = "\n".join(
        f'r = catalogue.get("{rid}")\nprint(r.id, "-", r.statement)\nprint("   ", r.cite())' for rid in rule_ids)
    return code(lines)


def walk_cells(ruling_var: str, why: list[str]):
    """A walkthrough widget, then the steps in words with a reason for each move."""
    return [
        code(f"""
        print({ruling_var}["title"])
        print("Source:", {ruling_var}["source"])
        walk = WalkthroughWidget({ruling_var}, names=names)
        walk
        """),
        md("Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:"),
        code(f"""
        why = {why!r}
        reasons = iter(why)
        for k, frame in enumerate(walk.frames[1:], 1):
            print(f"Step {{k}}: {{frame['narration']}}")
            if frame["kind"] == "act":
                print("    Why:", next(reasons))
        assert next(reasons, None) is None, "one reason per move"
        assert all(frame["ok"] for frame in walk.frames), "the engine agrees with the book at every step"
        """),
    ]


def closing(slug: str):
    return [md(f"""
        ## Where next

        {links(slug)}
        """)]


def your_turn(ruling_var: str, count: int, intro: str, book_move: int | None = None):
    """A live table at the decision after `count` moves, and a cell that reports the learner's
    move (or, before any click, shows the book's move on a copy)."""
    book = count if book_move is None else book_move
    return [
        md(f"""
        ## Your turn

        {intro}
        Choices that break a rule are greyed out: click one to hear which rule forbids it.
        """),
        code(f"""
        table = TableWidget(game=play({ruling_var}, {count}), names=names)
        table
        """),
        md("After you click, run the next cell. (If you have not clicked yet, it shows the book's move instead, on a copy.)"),
        code(f"""
        if len(table.game.log) > {count}:
            print("You played:", table.history[-1])
        else:
            print("No click yet. In the book:")
            act(play({ruling_var}, {count}), moves({ruling_var})[{book}], names)
        """),
    ]


def question(prompt: str, placeholder: str, answer_code: str):
    """A check-yourself question: the learner's cell, then the engine's answer."""
    return [
        md(prompt),
        code(f"your_answer = ...   # {placeholder}"),
        code(textwrap.dedent(answer_code).strip() + "\nreveal(your_answer, answer)"),
    ]
