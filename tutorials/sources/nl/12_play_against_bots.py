# %% [markdown]
# # Een heel spel tegen bots
#
# *Hiervoor: [controleer zelf een uitspraak](../11_check_a_ruling.ipynb) (in het Engels). Hierna: [met zijn tweeën](../14_two_players.ipynb) (in het Engels).*
#
# Deze les is de Nederlandse vertaling van de Engelse les
# [Play a full game against bots](../12_play_against_bots.ipynb), met de namen van de
# Nederlandse woordenlijst, `docs/glossary/nl.md`.
#
# ## Wat je straks kunt
#
# - Een eerste ronde zet voor zet volgen en zeggen wat elke rol deed.
# - Een heel spel spelen, voor twee tot vijf spelers, tegen bots, zonder een regel te breken.
# - Het scoreblad aan het einde lezen: waar de punten van elke speler vandaan kwamen, en wie won.
#
# In een notebook voer je eerst de cellen in volgorde uit (Shift+Enter); als app heeft de pagina
# dat al voor je gedaan. Elke tafel en elke vraag antwoordt zodra je haar gebruikt, en elk getal
# dat je ziet is door de engine uitgerekend.

# %%
import puertorico_nb
from puertorico_nb.course.puerto_rico import (ask, bot_game, coached_round, refused, rules, score_sheet_in_words, steps,
                                    walkthrough)
from puertorico_nb.widgets import NewGame, ScoreSheet, TableWidget

puertorico_nb.set_language("nl")  # de tafels, regels en vragen van dit notebook spreken Nederlands
names = ["Sam", "Alma", "Pip", "Quin"]

# %% [markdown]
# ## De regel in onze woorden
#
# Alles wat je geleerd hebt, ligt nu op één tafel. In een ronde kiest de gouverneur als eerste een
# rol, daarna elke speler links van hem; in elke rol handelt iedereen om de beurt, wie koos als
# eerste met het privilege. Het spel eindigt als de kolonisten, de puntenfiches of de vakken van
# een stad opraken, nadat de ronde is uitgespeeld; dan telt het scoreblad de punten op.

# %%
rules("round.one-role-each", "end.finish-round", "scoring.total")

# %% [markdown]
# ## Een uitgewerkt voorbeeld: een eerste ronde, verteld
#
# Geen boek speelt een hele ronde, dus deze wordt gespeeld door de **coach**, de bot die verstandig
# speelt en zegt waarom, met een vast zaadgetal zodat hij elke keer hetzelfde is. Loop hem door op
# de tafel en lees dan elke zet met de reden van de coach; de regel die hem toeliet is één klik
# verder.

# %%
first, reasons = coached_round(players=4, seed=5, names=names)
walk = walkthrough(first, names)
walk

# %%
steps(walk, why=reasons)

# %% [markdown]
# ### Een uitdunnend voorbeeld: eerst voorspellen
#
# De ronde is voorbij. Voorspel wie nu gouverneur is en antwoord dan.

# %%
ask("Wie is gouverneur na de eerste ronde?", first, "governor", names=names, choices=names,
    why="round.governor-passes")

# %% [markdown]
# ## Jouw beurt: een heel spel
#
# Kies hoeveel spelers aan tafel zitten, twee tot vijf (twee is het spel voor twee uit het
# Koreaanse boek), en druk op **Start the game**. Jij zit op de eerste plaats; de coach speelt de
# andere plaatsen en zet zodra ze aan de beurt zijn. Wijs een keuze aan om te zien wat ze doet; een
# grijze keuze zegt waarom ze niet mag, en **Ongedaan maken** neemt je laatste beslissing terug (en de zetten
# van de bots erna), tenzij er sindsdien gesloten plantages zijn opengelegd: dan blijft de knop uit
# en zegt hij dat. Als het spel eindigt, verschijnt het scoreblad onder de tafel, in woorden
# opgeteld.

# %%
NewGame(names=["Jij", "Alma", "Pip", "Quin", "Rosa"], seed=7)

# %% [markdown]
# ## Het scoreblad lezen
#
# Hier is het einde van een spel dat de coach voor alle vier de plaatsen heeft uitgespeeld. De
# punten van elke speler zijn de puntenfiches die hij met verschepen verdiende, de punten die op
# zijn gebouwen gedrukt staan, en de bonus van elk bezet groot gebouw. De meeste punten winnen; bij
# een gelijke stand beslissen dublonen plus tonnen.

# %%
finished = bot_game(players=4, seed=5)
ScoreSheet(finished, names=names)

# %%
score_sheet_in_words(finished, names)

# %% [markdown]
# ## Test jezelf

# %%
ask("Hoeveel punten verdiende Pip in dat spel aan puntenfiches?", finished, "score_breakdown.Pip.chips",
    names=names, why="Fiches verdien je met verschepen: een punt voor elke geladen ton, één meer per "
                     "kapiteinsfase voor de kapitein die de rol koos, en één meer per lading met een bezette "
                     "haven; de eerste kolom van het blad telt ze op.")

# %%
ask("Hoeveel punten staan er op de gebouwen van Quin gedrukt?", finished, "score_breakdown.Quin.buildings", names=names,
    why="Elk gebouw levert aan het einde de punten op die erop gedrukt staan, bezet of niet: tel die van Quin op het scoreblad op.")

# %%
ask("Wie won?", finished, "winner", names=names, choices=names, why="scoring.tie-break")

# %% [markdown]
# ## Veelgemaakte fouten
#
# **"Ik zet wel voor een bot."** Alleen de speler die aan de beurt is mag iets doen.

# %%
fresh = TableWidget(players=4, seed=7, names=names, bots=[1, 2, 3])
refused(fresh.game, {"player": 1, "choose_role": "settler"}, names)

# %% [markdown]
# **"Dublonen zijn punten."** Dat zijn ze niet: aan het einde tellen alleen punten, en dublonen
# (met tonnen) beslissen bij een gelijke stand.

# %%
rules("scoring.tie-break")

# %% [markdown]
# ## Waar verder
#
# *Hiervoor: [controleer zelf een uitspraak](../11_check_a_ruling.ipynb) (in het Engels). Hierna: [met zijn tweeën](../14_two_players.ipynb) (in het Engels).*
