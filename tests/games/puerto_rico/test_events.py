"""Events: the engine's fast constructor makes the same values as the public class."""
from __future__ import annotations

from puertorico_nb.games.puerto_rico import Event, Game
from puertorico_nb.core.events import event


def test_the_engine_constructor_makes_a_real_event():
    made = event("vp", 2, "captain.privilege", {"points": 1})
    assert type(made) is Event
    assert made == Event("vp", 2, "captain.privilege", {"points": 1})
    assert (made.kind, made.player, made.rule, made.data) == ("vp", 2, "captain.privilege", {"points": 1})
    assert made.to_dict() == {"kind": "vp", "player": 2, "rule": "captain.privilege", "data": {"points": 1}}
    assert str(made) == "player 2: vp (points=1) [captain.privilege]"


def test_applied_actions_return_events_of_the_public_class():
    game = Game(4, seed=3)
    events = game.apply({"player": 0, "choose_role": "prospector"})
    assert events and all(type(e) is Event for e in events)
    assert events[0] == Event("choose_role", 0, "round.one-role-each", {"role": "prospector"})
