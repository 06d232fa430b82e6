"""One name for each thing, the table's: a piece is labelled with the words the sentences about it
use, capitalised only where the label starts ("Small indigo plant", never a CSS capitalize's
"Small Indigo Plant" beside a hint's "small indigo plant"), and a cargo ship is the "5-ship" on
the choices as on the ships' panel and in the narration (a newcomer met "5-barrel ship" and
"5-ship" for one ship)."""
from __future__ import annotations

import re
from pathlib import Path

from puertorico_nb import Game, SanJuanGame
from puertorico_nb.games.puerto_rico.render.html import table_html
from puertorico_nb.games.puerto_rico.render.viewmodel import view_model
from puertorico_nb.games.san_juan.render.html import sanjuan_html

STATIC = Path(__file__).resolve().parents[2] / "puertorico_nb" / "widgets" / "static"


def test_no_stylesheet_capitalises_every_word_of_a_name():
    for sheet in STATIC.glob("*.css"):
        assert "text-transform: capitalize" not in sheet.read_text(encoding="utf-8"), sheet.name


def test_pictures_label_a_building_or_card_as_its_name_begins_a_sentence():
    picture = table_html(view_model(Game(players=3, seed=0)))
    assert '<span class="prnb-bcard-name">Small indigo plant</span>' in picture
    cards = sanjuan_html(SanJuanGame(players=2, seed=0, governor=0), seat=0)
    assert '<span class="prnb-card-name">Indigo plant</span>' in cards


def test_a_cargo_ship_is_the_n_ship_on_every_choice():
    game = Game(players=3, seed=0)
    state = game.state
    state.phase, state.turn, state.chooser, state.queue = "captain", 0, 0, [0, 1, 2]
    state.players[0].goods = [2, 1, 0, 0, 0]
    labels = [choice["label"] for choice in view_model(game)["actions"] if "ship" in choice["label"].lower()]
    assert labels and all(re.search(r"on the \d-ship\b", label) for label in labels if " on the " in label), labels
    assert not any("barrel ship" in label for label in labels), labels
