"""What the robustness tests share: a fixed, derandomized hypothesis profile (the same examples
on every run, so CI never flakes and a failure reproduces), and generators of hostile input.

The examples per test are few on purpose: the whole folder runs in well under a minute on two
cores. ``ROBUSTNESS_SCALE=20 pytest tests/robustness`` runs a search twenty times deeper by hand.
"""
from __future__ import annotations

import os

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

SCALE = max(1, int(os.environ.get("ROBUSTNESS_SCALE") or 1))


def fuzz(examples: int = 25) -> settings:
    """Settings for one robustness test: derandomized, no deadline, no example database."""
    return settings(max_examples=examples * SCALE, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# unusual ways to write a number: superscripts, other scripts' digits, fractions, huge numbers
ODD_NUMBERS = ("²", "³", "٣", "۵", "७", "௫", "½", "Ⅻ", "１", "0" * 5000 + "1", "9" * 5000, "-1", "+1", "1_0",
               "0x1", "1e3", "𝟙")


def json_values(max_leaves: int = 12):
    """Any value JSON or YAML could hand over: scalars, lists and mappings, nested."""
    scalars = (st.none() | st.booleans() | st.integers(-2, 2) | st.integers()
               | st.floats(allow_nan=True) | st.text(max_size=8) | st.sampled_from(ODD_NUMBERS))
    return st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                        | st.dictionaries(st.text(max_size=6) | st.sampled_from(["player", "on", "pay"]),
                                          inner, max_size=4), max_leaves=max_leaves)


def nested(depth: int, leaf=0, kind: str = "list"):
    """A value nested `depth` levels deep (built by a loop: no recursion here)."""
    value = leaf
    for _ in range(depth):
        value = [value] if kind == "list" else {"a": value}
    return value


def action_mappings(verbs, seat_values=None):
    """Mappings shaped like actions of a game (a player and one verb), with hostile values."""
    seats = seat_values if seat_values is not None else (
        st.integers(0, 4) | st.booleans() | st.sampled_from([-1, 1.0, "0", None, 10**30]))
    return st.builds(lambda player, verb, value, extra: {"player": player, verb: value, **extra},
                     seats, st.sampled_from(sorted(verbs)), json_values(8),
                     st.dictionaries(st.sampled_from(["on", "via", "pay", "over", "goods", "library",
                                                      "hospice", "forest", "university", "black_market"]),
                                     json_values(4), max_size=2))


def action_texts(verbs):
    """Text-form actions built from unusual words: odd digits, verbs, names, key=value pairs."""
    word = (st.sampled_from(ODD_NUMBERS) | st.sampled_from(sorted(verbs)) | st.text(max_size=6)
            | st.sampled_from(["corn", "settler", "smithy", "on=7", "pay=a,b", "island=corn:1", "x:²", "a=²",
                               "black_market=vp:²", "san_juan=²+1", "keep", "-"]))
    return st.lists(word, min_size=1, max_size=5).map(" ".join)
