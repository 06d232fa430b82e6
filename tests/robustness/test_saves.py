"""Issue 16, points 2, 3 and 4: a saved game loads only when it is a position the game can hold
(every component conserved, every counter in range, the phase and seats the rules know); anything
else is a LoadError that names the field. A save that loads can be played, drawn and saved again."""
from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from puertorico_nb import Game, LoadError, SanJuanGame

from .strategies import fuzz, nested


def _played(game, moves: int, seed: int = 3):
    rng = random.Random(seed)
    for _ in range(moves):
        if game.game_over:
            break
        game.play_random(rng)
    return game


def _pr_save(moves=30, **kwargs) -> dict:
    return _played(Game(players=kwargs.pop("players", 3), seed=2, **kwargs), moves).to_dict()


def _sj_save(moves=30, players=3) -> dict:
    return _played(SanJuanGame(players=players, seed=2, governor=0), moves).to_dict()


def _as_start(save: dict, change) -> dict:
    """The save with `change` made to its position, written as both start and state, log empty:
    the position itself is then all that is judged."""
    state = copy.deepcopy(save["state"])
    change(state)
    return {**save, "start": state, "state": copy.deepcopy(state), "log": []}


def _set(path, value):
    def change(d):
        *head, last = path
        for key in head:
            d = d[key]
        d[last] = value
    return change


def _load_error(cls, data, *names) -> LoadError:
    with pytest.raises(LoadError) as info:
        cls.from_dict(data)
    message = str(info.value)
    for name in names:
        assert name in message, f"{name!r} not named in {message!r}"
    return info.value


def _usable(game) -> None:
    """What a loaded game must survive: listing its moves, drawing, scoring, saving again."""
    list(game.legal_actions())
    game._repr_html_()
    str(game)
    game.scores()
    again = type(game).from_json(game.to_json())
    assert again.state == game.state
    if not game.game_over:
        game.play_random(random.Random(0))


# -- point 2: Puerto Rico positions ----------------------------------------------------------------
@pytest.mark.parametrize("path, value, named", [
    (("colonist_supply",), 200, "colonist"),
    (("noble_supply",), 3, "noble"),
    (("players", 0, "goods", 0), 50, "corn"),
    (("players", 0, "doubloons"), -7, "doubloons"),
    (("turn",), 17, "turn"),
    (("governor",), 9, "governor"),
    (("phase",), "banana", "phase"),
    (("players", 1, "vp"), -1, "vp"),
    (("quarries",), 40, "quarr"),
    (("vp_supply",), "many", "vp_supply"),
    (("round",), 0, "round"),
    (("players", 0, "island", 0, 0), "banana", "island"),
    (("players", 0, "island", 0, 1), 5, "island"),
    (("players", 0, "island", 0, 2), 1, "noble"),
    (("players", 0, "city"), [["no_such_building", 0, 0]], "city"),
    (("ship_count", 0), 99, "ship"),
    (("ship_good", 0), 17, "ship"),
    (("trading_house",), [0, 0, 0, 0, 0], "trading_house"),
    (("role_taken", 0), 12, "role_taken"),
    (("stack",), ["banana"], "stack"),
    (("players_count",), 5, "players"),
    (("turn",), True, "turn"),
    (("seed",), [1], "seed"),
    (("chooser",), "x", "chooser"),
    (("queue",), [7], "queue"),
])
def test_a_damaged_puerto_rico_position_is_refused_naming_the_field(path, value, named):
    _load_error(Game, _as_start(_pr_save(), _set(path, value)), named)


def test_nobles_load_only_in_a_nobles_game():
    base = _pr_save()
    _load_error(Game, _as_start(base, _set(("players", 0, "san_juan_nobles"), 1)), "noble")
    with_nobles = _pr_save(expansions=("nobles",))
    assert Game.from_dict(with_nobles).state.noble_supply == with_nobles["state"]["noble_supply"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("expansions", [(), ("new_buildings",), ("nobles",)])
def test_sound_puerto_rico_saves_still_load(players, expansions):
    save = _pr_save(moves=80, players=players, expansions=expansions)
    assert Game.from_json(json.dumps(save)).state.to_dict() == save["state"]
    rewritten = _as_start(save, lambda d: None)
    assert Game.from_dict(rewritten).state.to_dict() == save["state"]


# -- point 3: loading raises LoadError, never an internal error -------------------------------------
@pytest.mark.parametrize("damage", [
    lambda s: s["start"]["players"].pop(),
    lambda s: s["start"].update(phase="x"),
    lambda s: s.update(log=["² pass"]),
    lambda s: s.update(log=[nested(20000, {"player": 0, "pass": True})]),
    lambda s: s.update(log=[nested(20000, 0, "dict")]),
    lambda s: s["start"].update(players=nested(20000)),
    lambda s: s.update(rules=nested(20000, 0, "dict")),
    lambda s: s.update(rules={"players": int("9" * 4000)}),
    lambda s: s["rules"].update(expansions=None),
    lambda s: s["rules"].update(options=[]),
    lambda s: s["start"].update(players=None),
    lambda s: s["start"].update(buildings_order=["x"]),
], ids=["player-dropped", "phase-x", "odd-digit-log", "deep-log", "deep-dict-log", "deep-players",
        "deep-rules", "huge-players", "expansions-none", "options-list", "players-none", "buildings-order"])
def test_loading_a_damaged_puerto_rico_save_raises_only_load_error(damage):
    save = _pr_save(moves=5)
    damage(save)
    with pytest.raises(LoadError):
        Game.from_dict(save)


# -- point 4: San Juan positions --------------------------------------------------------------------
@pytest.mark.parametrize("path, value, named", [
    (("tiles",), [], "tiles"),
    (("tiles", 0, 0), -3, "tiles"),
    (("tiles", 0), [1, 1], "tiles"),
    (("turn",), 9, "turn"),
    (("governor",), 7, "governor"),
    (("roles_taken",), ["junk", 0, 0, 0, 0], "roles_taken"),
    (("roles_taken", 0), 8, "roles_taken"),
    (("phase",), "banana", "phase"),
    (("round",), -2, "round"),
    (("queue",), [5], "queue"),
    (("chooser",), 6, "chooser"),
    (("picks",), -1, "picks"),
    (("shuffles",), "x", "shuffles"),
    (("turn",), True, "turn"),
    (("library_used",), [4], "library_used"),
    (("game_over",), "no", "game_over"),
])
def test_a_damaged_san_juan_position_is_refused_naming_the_field(path, value, named):
    _load_error(SanJuanGame, _as_start(_sj_save(), _set(path, value)), named)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sound_san_juan_saves_still_load(players):
    save = _sj_save(moves=120, players=players)
    assert SanJuanGame.from_json(json.dumps(save)).state.to_dict() == save["state"]
    assert SanJuanGame.from_dict(_as_start(save, lambda d: None)).state.to_dict() == save["state"]


# -- the property behind points 2 and 4: a save that loads is a game that works ----------------------
def _leaves(d, path=()):
    """Every (path, value) of a nested save position: the places one damage can go."""
    if isinstance(d, dict):
        for k, v in d.items():
            if k not in ("format", "version"):
                yield from _leaves(v, (*path, k))
    elif isinstance(d, list):
        for k, v in enumerate(d):
            yield from _leaves(v, (*path, k))
        yield path, d
    else:
        yield path, d


DAMAGE = st.sampled_from([-7, -1, 0, 1, 2, 3, 5, 9, 17, 200, 10**20, True, False, None, 1.5, "banana", "", [],
                          [0], {}, "corn", "settler", "smithy", "quarry", "builder", "role_choice", "game_over"])


@pytest.mark.parametrize("cls, make", [(Game, lambda moves: _pr_save(moves=moves)),
                                       (Game, lambda moves: _pr_save(moves=moves, expansions=("nobles",))),
                                       (SanJuanGame, lambda moves: _sj_save(moves=moves))],
                         ids=["puerto_rico", "puerto_rico_nobles", "san_juan"])
@fuzz(70)
@given(data=st.data())
def test_a_save_with_one_damaged_value_either_is_refused_or_plays(cls, make, data):
    save = make(data.draw(st.sampled_from([0, 9, 40, 130]), label="moves"))
    leaves = list(_leaves(save["state"]))
    path, _ = data.draw(st.sampled_from(leaves), label="where")
    if not path:
        return
    damaged = _as_start(save, _set(path, data.draw(DAMAGE, label="value")))
    try:
        game = cls.from_dict(damaged)
    except LoadError:
        return
    _usable(game)


# -- the other side: every position the shipped rulings stage saves and loads ----------------------
def _shipped_games():
    from pathlib import Path

    from puertorico_nb.core.errors import GameError
    from puertorico_nb.rulings import loader, position

    examples = Path(loader.__file__).with_name("examples")
    for source in loader.iter_sources([examples]):
        checked = loader.validate(source)
        for index, ruling in checked.rulings:
            game = position.build_game(ruling)
            for step in ruling.get("steps") or []:
                if "act" in step:
                    try:
                        game.apply(step["act"])
                    except GameError:
                        break
            yield f"{Path(source.name).name}#{index + 1}", game


def test_every_position_the_shipped_rulings_stage_saves_and_loads():
    count = 0
    for where, game in _shipped_games():
        loaded = type(game).from_json(game.to_json())
        assert loaded.state == game.state, where
        count += 1
    assert count > 150
