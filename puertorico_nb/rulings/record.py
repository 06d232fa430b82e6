"""Record a played game as a ruling file: its starting position as a full ``setup``, every move
as an ``act`` step, and an ``expect`` step of where the game ended.

A player builds a disputed position by clicking (or through the API), records it, and shares the
file; ``check`` then replays it anywhere and says whether the moves were legal and the ending is
what the rules make of them.

>>> from puertorico_nb.games.puerto_rico import Game
>>> game = Game(players=4, seed=5)
>>> _ = game.apply({"player": 0, "choose_role": "prospector"})
>>> ruling = to_ruling(game, title="A prospector's doubloon")
>>> [list(step) for step in ruling["steps"]]
[['act'], ['expect']]
>>> ruling["steps"][-1]["expect"]["players"][0]["doubloons"]
4
>>> from puertorico_nb.rulings.position import build_game
>>> build_game(ruling).state == game.start
True
"""
from __future__ import annotations

import re
from typing import Any

from ..core import registry
from ..core.errors import LoadError

__all__ = ["RecordError", "to_ruling", "to_yaml", "dump_yaml"]

class RecordError(ValueError):
    """The game cannot be written as a ruling (its start is not a position a setup can make)."""


def to_ruling(game: Any, title: str | None = None, *, description: str | None = None,
              source: str | None = None, verify: bool = True) -> dict:
    """The ruling that replays `game`: ``setup`` (every key, so the start is exact), one ``act``
    step per move of ``game.log`` and an ``expect`` of the final position.

    With ``verify`` (the default) the setup is rebuilt and compared with ``game.start``; a start
    the vocabulary cannot express (a draft, a game begun mid-phase) raises :class:`RecordError`.
    """
    try:
        position = registry.record_for(game).position
    except TypeError:
        raise RecordError(f"only a game of this package can be recorded, not a {type(game).__name__}") from None
    if title is not None and not isinstance(title, str):
        raise RecordError(f"a ruling's title is text, not {type(title).__name__}")
    ruling: dict[str, Any] = {
        "title": title or f"A recorded game of {game.players} players, {len(game.log)} moves",
    }
    if description:
        ruling["description"] = description
    if source:
        ruling["source"] = source
    ruling.update(position.recorded_header(game))
    seed = game.start.seed
    if isinstance(seed, int) and not isinstance(seed, bool):
        ruling["seed"] = seed
    elif seed is not None:
        raise RecordError(f"the game's seed {seed!r} is not a whole number, so a ruling cannot fix it")
    ruling["setup"] = _plain(position.recorded_setup(game))
    ruling["steps"] = [{"act": action.to_mapping()} for action in game.log]
    ruling["steps"].append({"expect": _plain(final_expect(game))})
    if verify:
        _verify(ruling, game)
    return ruling


def final_expect(game: Any) -> dict:
    """A compact but meaningful picture of the current position, in ``expect`` form: the keys the
    game's own ``position`` module names (enough to settle an argument, short enough to read)."""
    position = registry.record_for(game).position
    v = position.view(game)
    out: dict[str, Any] = {
        "players": {seat: {key: p[key] for key in position.RECORDED_PLAYER_KEYS} for seat, p in v["players"].items()},
    }
    for key in position.RECORDED_TOP_KEYS:
        out[key] = v[key]
    if v["game_over"]:
        out["game_over"] = True
        out["scores"] = v["scores"]
    return out


def _plain(value: Any) -> Any:
    """Lists and dicts of plain values, keys of seats kept as ints (YAML writes them bare)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _verify(ruling: dict, game: Any) -> None:
    from .position import SetupError, build_game

    phases = getattr(registry.record_for(game).position, "SETUP_PHASES", ("role_choice",))
    if game.start.phase not in phases:
        raise RecordError(
            f"the game started in round {game.start.round}, {game.start.phase}: a ruling's setup "
            "starts at a role choice, so this start cannot be written down")
    try:
        rebuilt = build_game(ruling)
    except (SetupError, LoadError) as e:
        raise RecordError(f"the recorded setup does not build: {e}") from None
    if rebuilt.state != game.start:
        before, after = game.start.to_dict(), rebuilt.state.to_dict()
        differ = sorted(k for k in before if before[k] != after.get(k))
        raise RecordError("the starting position cannot be written exactly as a setup "
                          f"(it differs in {', '.join(differ)})")


# -- writing it out ---------------------------------------------------------------------------
def dump_yaml(document: Any) -> str:
    """YAML that the ruling loader reads back to the same document: block style for the
    outline, flow style for small leaves, and every word that YAML 1.1 would turn into a
    boolean quoted (other tools, reading YAML 1.1, read these files too)."""
    import io

    from ruamel.yaml import YAML

    writer = YAML(typ="safe", pure=True)  # the pure writer, as in the browser (see loader.py)
    writer.width = 100
    writer.allow_unicode = True
    writer.brace_single_entry_mapping_in_flow_sequence = True  # [{capacity: 4}], not [capacity: 4]
    representer = writer.representer
    representer.sort_base_mapping_type_on_output = False  # keep the order the recorder chose

    def represent_dict(dumper, data):
        return dumper.represent_mapping("tag:yaml.org,2002:map", data, flow_style=_is_leafy(data))

    def represent_list(dumper, data):
        return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=_is_leafy(data))

    def represent_str(dumper, data):
        if _NEEDS_ESCAPES.search(data):  # written raw, a reader would take them for line breaks or lose them
            style = '"'
        else:
            style = "'" if data.lower() in _YAML11_BOOLEANS else None
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)

    representer.add_representer(dict, represent_dict)
    representer.add_representer(list, represent_list)
    representer.add_representer(str, represent_str)
    out = io.StringIO()
    writer.dump(document, out)
    # a long flow list is wrapped after its ", ": the space left at the line's end is dropped
    return re.sub(r", \n", ",\n", out.getvalue())


# Characters a YAML file cannot hold as they are (control characters, and the next-line and
# line/paragraph separators, which readers take for line breaks): written as escapes in double quotes.
_NEEDS_ESCAPES = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\ufeff]")

# Words YAML 1.1 readers (PyYAML's safe_load among them) take for booleans; YAML 1.2 does not.
_YAML11_BOOLEANS = frozenset({"y", "yes", "n", "no", "on", "off", "true", "false"})


def _is_leafy(data: Any) -> bool:
    """Flat values read best on one line (`[corn, sugar]`, `{corn: 0, sugar: 2}`), and so do
    short lists of them (`ships`, an island); a step keeps its `act:` / `expect:` on its own line."""
    def depth(v):
        if isinstance(v, dict):
            return 1 + max((depth(x) for x in v.values()), default=0)
        if isinstance(v, list):
            return 1 + max((depth(x) for x in v), default=0)
        return 0
    d = depth(data)
    if d <= 1:
        return True
    is_step = isinstance(data, dict) and bool(set(data) & {"act", "reject", "expect"})
    return d == 2 and not is_step and len(repr(data)) <= 80


def to_yaml(game: Any, title: str | None = None, **kwargs: Any) -> str:
    """:func:`to_ruling` written as YAML, with a comment saying how it was made."""
    ruling = to_ruling(game, title, **kwargs)
    return ("# Recorded with puertorico_nb: the setup, every move as an act step, and the final\n"
            "# position as an expect. Check it with: python -m puertorico_nb check FILE\n"
            + dump_yaml(ruling))
