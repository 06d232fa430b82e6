"""What a newcomer read and could not tell from the tutorial's words (issue #23)."""
from __future__ import annotations

import re
from pathlib import Path

SOURCES = Path(__file__).resolve().parents[2] / "tutorials" / "sources"


def test_the_trader_questions_say_whether_the_privilege_counts():
    """Tutorial 11: the coffee answers (8, and 6 without a colonist) include the chooser's +1; a
    question that does not say so reads as the coffee's price alone."""
    text = (SOURCES / "11_check_a_ruling.py").read_text(encoding="utf-8")
    ask = re.search(r'ask\("With nobody in the large market,(.*?)", sold', text, re.S)
    assert ask and "privilege" in ask.group(1), "the faded twin must say whether the privilege counts"
    intro = text[text.index("Settle an argument"):text.index("your_number = 0")]
    assert "privilege" in intro and "counts" in intro


def test_the_first_table_says_the_learner_plays_every_seat():
    """Tutorial 00's first table has no bots: its "Your turn" says the learner plays Omar, Priya
    and Jonas too, in English and in each translation."""
    for source in [SOURCES / "00_the_game.py", *sorted(SOURCES.glob("*/00_the_game.py"))]:
        text = source.read_text(encoding="utf-8")
        cell = text[:text.index("from puertorico_nb.widgets import TableWidget")].rsplit("# %% [markdown]", 1)[-1]
        assert all(name in cell for name in ("Omar", "Priy", "Jonas")), source  # (Icelandic declines Priya)
