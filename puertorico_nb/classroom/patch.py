"""What changed between two views, as a JSON Patch (RFC 6902): a screen is sent the changes of
its view after a move, not the whole view again (``views.SeatView``; the page applies them in
``modules/seat.js``, ``applyPatch``).

A Puerto Rico view is about 35 KB of JSON by the end of a game, and most of it (the buildings'
abilities, the roles' texts, the other players' islands) stays the same from one move to the
next: a move changes a player or two, the roles, the supply. The patch names only those parts.

Only three operations are made: ``add`` and ``remove`` of a mapping's key, and ``replace`` of a
value (a list whose length changed is replaced whole: the views' lists are short, and a
position-by-position diff of a shifted list would be longer than the list). Written here rather
than taken from a library because both ends need it: this side makes it in microseconds, and the
page applies these three operations in a dozen lines, with no JSON Patch package in the page.

>>> diff({"a": 1, "b": [1, 2], "c": {"d": 3}}, {"a": 1, "b": [1, 5], "c": {}, "e": "/"})
[{'op': 'replace', 'path': '/b/1', 'value': 5}, {'op': 'remove', 'path': '/c/d'}, {'op': 'add', 'path': '/e', 'value': '/'}]
>>> apply({"a": 1, "b": [1, 2], "c": {"d": 3}}, diff({"a": 1, "b": [1, 2], "c": {"d": 3}}, {"a": 2, "c/x": []}))
{'a': 2, 'c/x': []}
"""
from __future__ import annotations

import copy
from typing import Any


def diff(old: Any, new: Any, path: str = "") -> list[dict[str, Any]]:
    """The operations that turn `old` into `new` (both JSON-ready; [] if they are equal)."""
    if old == new:
        return []
    if isinstance(old, dict) and isinstance(new, dict):
        ops: list[dict[str, Any]] = []
        for key in old:
            if key not in new:
                ops.append({"op": "remove", "path": f"{path}/{_escape(key)}"})
            elif old[key] != new[key]:
                ops += diff(old[key], new[key], f"{path}/{_escape(key)}")
        ops += [{"op": "add", "path": f"{path}/{_escape(key)}", "value": new[key]} for key in new if key not in old]
        return ops
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [op for index, (before, after) in enumerate(zip(old, new))
                for op in diff(before, after, f"{path}/{index}")]
    return [{"op": "replace", "path": path, "value": new}]


def apply(document: Any, ops: list[dict[str, Any]]) -> Any:
    """`document` with `ops` (from ``diff``) applied, as a new document (`document` is left as it
    was). What the page does with a patch, for tests and the benchmark's simulated students."""
    result = copy.deepcopy(document)
    for op in ops:
        keys = [_unescape(part) for part in op["path"].split("/")[1:]]
        if not keys:
            result = copy.deepcopy(op["value"])
            continue
        parent = result
        for key in keys[:-1]:
            parent = parent[int(key) if isinstance(parent, list) else key]
        last: Any = int(keys[-1]) if isinstance(parent, list) else keys[-1]
        if op["op"] == "remove":
            del parent[last]
        else:
            parent[last] = copy.deepcopy(op["value"])
    return result


def _escape(key: str) -> str:
    return str(key).replace("~", "~0").replace("/", "~1")


def _unescape(part: str) -> str:
    return part.replace("~1", "/").replace("~0", "~")
