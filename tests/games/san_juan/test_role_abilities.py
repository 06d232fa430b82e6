"""What each San Juan role card says it does (the table shows it on hover, focus and tap): for every
role of the game, the catalogue's statements of what it lets every player do and of its privilege."""
from __future__ import annotations

from puertorico_nb.games.san_juan import SanJuanGame
from puertorico_nb.games.san_juan.catalogue_rules import RULES
from puertorico_nb.core.language import using_language
from puertorico_nb.games.san_juan.render.viewmodel import sanjuan_view_model


def test_every_role_card_of_the_view_says_what_it_does():
    view = sanjuan_view_model(SanJuanGame(players=3, seed=1), seat=0)
    lines = view["role_abilities"]
    assert sorted(lines) == sorted(role["name"] for role in view["roles"])
    rules = {rule.id for rule in RULES}
    for role, line in lines.items():
        assert line["name"] == role and line["rule"] in rules and "Dutch rulebook" in line["citation"]
        assert line["text"].endswith(".") and line["facts"] == "role card"
    by_id = {rule.id: rule for rule in RULES}
    assert lines["builder"]["text"] == (f"{by_id['sj.builder.one-building'].statement} "
                                        f"{by_id['sj.builder.privilege'].statement}")
    with using_language("nl"):  # in the table's language, as the catalogue words it
        dutch = sanjuan_view_model(SanJuanGame(players=3, seed=1), seat=0)["role_abilities"]["trader"]
    assert dutch["text"] != lines["trader"]["text"] and dutch["facts"] != "role card"
