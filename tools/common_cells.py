"""Cells every tutorial opens and closes with."""
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
        code(f"""
        from puertorico_nb.engine import catalogue
        from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
        from puertorico_nb.rulings.position import build_game
        from puertorico_nb.widgets import TableWidget, WalkthroughWidget
        {extra_imports}
        names = {names!r}
        """),
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
