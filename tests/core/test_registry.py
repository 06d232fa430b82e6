"""The registry: one record per game, every part it names loads, and a new game plugs in by
registering its plugin module."""
import sys
import types
from dataclasses import FrozenInstanceError, fields, replace

import pytest

from puertorico_nb.core import registry
from puertorico_nb.core.protocol import Game
from puertorico_nb.core.registry import GameType, Ref

REFS = [f.name for f in fields(GameType) if f.type == "Ref"]


@pytest.mark.parametrize("name", registry.names())
def test_every_part_a_record_names_loads(name):
    record = registry.record(name)
    assert record.name == name and record.title and record.game.GAME_ID == name
    assert set(REFS) == {"render", "judgement", "hint", "hint_words", "rl", "session", "table", "your_turn", "walkthrough",
                         "course"}
    for field in REFS:
        assert getattr(record, field).load() is not None, field
    assert callable(record.judgement.load().coach_choice) and callable(record.hint.load())
    assert isinstance(record.table.load(), type) and isinstance(record.your_turn.load(), type)
    assert {rule.id for rule in record.rules} and min(record.players) >= 2


@pytest.mark.parametrize("name", registry.names())
def test_a_record_makes_games_of_every_player_count_it_names(name):
    record = registry.record(name)
    for players in record.players:
        game = record.new(players=players, seed=1)
        assert isinstance(game, Game) and game.players == players and registry.record_for(game) is record


def test_a_record_is_frozen_and_an_unknown_game_is_named():
    record = registry.record("san_juan")
    with pytest.raises(FrozenInstanceError):
        record.title = "Other"  # type: ignore[misc]
    with pytest.raises(KeyError, match="the games are: puerto_rico, san_juan"):
        registry.record("chess")
    with pytest.raises(TypeError, match="not a game of this package"):
        registry.record_for(object())
    with pytest.raises(ValueError):
        registry.register_game("not a name", "x")


def test_a_third_game_plugs_in_with_one_record(monkeypatch):
    san_juan = registry.record("san_juan")

    class Solitaire(san_juan.game):
        GAME_ID = "solitaire"

    plugin = types.ModuleType("solitaire_plugin")
    plugin.RECORD = replace(san_juan, name="solitaire", title="Solitaire", game=Solitaire)
    monkeypatch.setitem(sys.modules, "solitaire_plugin", plugin)
    monkeypatch.setattr(registry, "_PLUGINS", {**registry._PLUGINS})
    monkeypatch.setattr(registry, "_records", {})
    registry.register_game("solitaire", "solitaire_plugin")
    assert registry.names() == ["puerto_rico", "san_juan", "solitaire"]
    game = registry.load_game("solitaire", players=2, seed=0)
    assert registry.record_for(game).title == "Solitaire" and game.hint().action in game.legal_actions()


def test_a_plugin_whose_record_is_not_its_own_is_refused(monkeypatch):
    plugin = types.ModuleType("stray_plugin")
    plugin.RECORD = registry.record("san_juan")
    monkeypatch.setitem(sys.modules, "stray_plugin", plugin)
    monkeypatch.setattr(registry, "_PLUGINS", {**registry._PLUGINS})
    monkeypatch.setattr(registry, "_records", {})
    registry.register_game("stray", "stray_plugin")
    with pytest.raises(TypeError, match="stray_plugin.RECORD must be the GameType of 'stray'"):
        registry.record("stray")


def test_a_ref_names_what_is_missing():
    assert Ref("json").load().__name__ == "json"
    with pytest.raises(ModuleNotFoundError):
        Ref("puertorico_nb.no_such_module").load()
    with pytest.raises(AttributeError, match="no_such_name"):
        Ref("json:no_such_name").load()
