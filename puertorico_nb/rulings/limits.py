"""How much a ruling file may hold: its size in bytes, how deep its values nest, how many values it
holds once YAML aliases are expanded, and how many digits a number has.

The limits are checked in two places that do not depend on the parser: the size on the bytes
before parsing, the rest on the parsed values before the schema sees them. A few hundred bytes of
nested aliases (a "billion laughs") parse to a small graph of shared lists that expands to
billions of values; ``measure`` counts the expansion without making it, so such a file is refused
at once. The size limit can be raised (``check --max-file-size``); the value limit grows with it.

>>> measure({"steps": [{"act": {"player": 0, "pass": True}}]}, Limits())
>>> shared = ["lol"] * 10
>>> for _ in range(8):
...     shared = [shared] * 10
>>> measure({"steps": shared}, Limits())
Traceback (most recent call last):
...
puertorico_nb.rulings.limits.TooLarge: it holds 1111111 values once its aliases are expanded; the limit is ...
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

DEFAULT_MAX_BYTES = 5 * 1024 * 1024  # far above any ruling file or recorded game
MAX_DEPTH = 100  # the deepest ruling vocabulary nests about a dozen levels
BYTES_PER_VALUE = 25  # the value limit follows the size limit: a value takes at least a few bytes
MAX_DIGITS = 100  # no count in a game comes near; a seed has twenty digits at most
FLAG = "--max-file-size"


class TooLarge(ValueError):
    """A document beyond a limit; the message says which, and how to raise it where that can be
    done."""


@dataclass(frozen=True)
class Limits:
    max_bytes: int = DEFAULT_MAX_BYTES
    max_depth: int = MAX_DEPTH

    @property
    def max_values(self) -> int:
        return max(self.max_bytes // BYTES_PER_VALUE, 10_000)


DEFAULT = Limits()


def parse_size(text: str) -> int:
    """Bytes from a size such as 5000, 64k, 20M or 1G (powers of 1024); ValueError otherwise."""
    match = re.fullmatch(r"\s*(\d{1,15})\s*([kKmMgG]?)[bB]?\s*", text)
    if not match:
        raise ValueError(f"{text!r} is not a size: write bytes, or a number with k, M or G (e.g. 20M)")
    number, unit = match.groups()
    return int(number) * 1024 ** " kmg".index(unit.lower() or " ")


def check_size(size: int, limits: Limits) -> None:
    """Refuse `size` bytes beyond the limit."""
    if size > limits.max_bytes:
        raise TooLarge(f"it is {_bytes(size)}; the limit is {_bytes(limits.max_bytes)} (raise it with {FLAG})")


def _bytes(n: int) -> str:
    for unit, size in (("GB", 1024 ** 3), ("MB", 1024 ** 2), ("kB", 1024)):
        if n >= size:
            return f"{n / size:.1f} {unit}"
    return f"{n} bytes"


def measure(document: Any, limits: Limits) -> None:
    """Refuse a document nested deeper than the limit, holding more values than the limit once
    shared parts (YAML aliases) are counted as often as they appear, referring to itself, or
    holding a number of more than MAX_DIGITS digits. Walks with its own stack (no recursion), and
    counts a shared part once: a billion laughs is measured in microseconds."""
    sizes: dict[int, int] = {}  # id of a list or mapping already counted -> its values, expanded
    depths: dict[int, int] = {}
    open_ids: set[int] = set()  # on the current path: met again, it refers to itself
    stack: list[tuple[Any, bool]] = [(document, False)]
    while stack:
        value, done = stack.pop()
        if isinstance(value, (list, dict)):
            key = id(value)
            children = list(value.values()) + list(value) if isinstance(value, dict) else value
            if done:
                open_ids.discard(key)
                sizes[key] = 1 + sum(_size(c, sizes) for c in children)
                depths[key] = 1 + max((depths.get(id(c), 0) for c in children), default=0)
                if depths[key] > limits.max_depth:
                    raise TooLarge(f"it nests {depths[key]} levels deep; the limit is {limits.max_depth}")
                if sizes[key] > limits.max_values:
                    raise TooLarge(f"it holds {sizes[key]} values once its aliases are expanded; the limit is "
                                   f"{limits.max_values} (raise it with {FLAG})")
                continue
            if key in sizes:
                continue
            if key in open_ids:
                raise TooLarge("it refers to itself (an alias inside the value it names)")
            if len(open_ids) >= limits.max_depth:
                raise TooLarge(f"it nests more than {limits.max_depth} levels deep")
            open_ids.add(key)
            stack.append((value, True))
            stack.extend((c, False) for c in children if isinstance(c, (list, dict, int)))
        elif isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > MAX_DIGITS * 3.33:
            raise TooLarge(f"it holds a number of about {int(value.bit_length() * 0.30103)} digits; "
                           f"numbers in ruling files have at most {MAX_DIGITS}")


def _size(value: Any, sizes: dict[int, int]) -> int:
    return sizes.get(id(value), 1) if isinstance(value, (list, dict)) else 1
