# %% [markdown]
# # Het spel in tien minuten
#
# *Hiervoor: niets. Hier begin je. Hierna: [de ronde en de rollen](../01_round_and_roles.ipynb) (in het Engels).*
#
# Deze les is de Nederlandse vertaling van de Engelse les
# [The game in ten minutes](../00_the_game.ipynb). Het Nederlandse regelboek is dat van het
# kaartspel; de namen voor Puerto Rico zijn de onze, met de woorden van het kaartspel waar beide
# spellen hetzelfde hebben
# (de Nederlandse woordenlijst, `docs/glossary/nl.md`).
#
# ## Wat je straks kunt
#
# - Zeggen waarmee je het spel wint, en de twee manieren om punten te verdienen.
# - Het eiland, de stad, de vrachtschepen, het handelshuis en de voorraad op de tafel aanwijzen.
# - Een spel opzetten voor twee, drie, vier of vijf spelers.
#
# In een notebook voer je eerst de cellen in volgorde uit (Shift+Enter); als app heeft de pagina
# dat al voor je gedaan. Elke tafel en elke vraag antwoordt zodra je haar gebruikt, en elk getal
# dat je ziet is door de engine uitgerekend.

# %%
import puertorico_nb
from puertorico_nb import Game
from puertorico_nb.course.puerto_rico import ask, ask_allowed, facts, picture, rules, setup_table

puertorico_nb.set_language("nl")  # de tafels, regels en vragen van dit notebook spreken Nederlands
names = ["Lena", "Omar", "Priya", "Jonas"]
table = Game(players=4, seed=2)

# %% [markdown]
# ## De regel in onze woorden: waar je naartoe werkt
#
# Elke speler bestuurt een kolonie op het eiland Puerto Rico, in de jaren dat schepen nog naar de
# Oude Wereld voeren. Als het spel eindigt, wint de speler met de meeste **punten**. Er zijn twee
# manieren om ze te verdienen:
#
# - **goederen verschepen**: tonnen maïs, indigo, suiker, tabak en koffie die op de vrachtschepen
#   worden geladen leveren punten op, één per ton;
# - **gebouwen**: elk gebouw in je stad is de punten waard die erop gedrukt staan, en de grote
#   gebouwen voegen er aan het einde nog meer aan toe.
#
# **Dublonen** (het geld) kopen gebouwen, maar een dublon is geen punt: aan het einde beslissen de
# dublonen en tonnen die je nog hebt alleen bij een gelijke stand.

# %%
rules("scoring.total", "scoring.tie-break")

# %% [markdown]
# ## De onderdelen van de tafel
#
# Hier is een tafel opgezet voor vier spelers. Zoek elk onderdeel op de afbeelding, van boven af:
#
# - **rollen**: de rollenkaarten; elke ronde neemt elke speler er één;
# - de **voorraad**: het **kolonistenschip** en de **kolonisten in de voorraad** (de mensen die op
#   je plantages en in je gebouwen gaan werken), de **puntenfiches**, de **steengroeven**, de
#   **stapel plantages** (gesloten) en de **tonnen** van elk goed;
# - de **open plantages**, de rij waaruit de kolonisator kiest;
# - de **vrachtschepen**, die goederen wegvoeren voor punten, en het **handelshuis**, dat tonnen
#   koopt voor dublonen;
# - de **gebouwen** die te koop zijn, in vier kolommen, elk met zijn prijs, zijn punten en zijn
#   cirkels (de plaatsen waar een kolonist werkt);
# - één bord per speler: de twee rijen kleine vakjes bovenaan zijn **het eiland**, twaalf vakken
#   voor plantages en steengroeven (waar de goederen groeien), en de grotere vakken eronder zijn
#   **de stad**, twaalf vakken voor gebouwen. Een kolonist op een cirkel laat een plantage of een
#   gebouw werken; **San Juan** telt de kolonisten die op een plaats wachten.

# %%
picture(table, names)

# %% [markdown]
# ## Zo verloopt een ronde
#
# De **gouverneur** kiest als eerste een rol, daarna de spelers links van hem, elk één rol. Een rol
# geeft iedereen een beurt om één soort ding te doen (koloniseren, bouwen, produceren, verkopen,
# verschepen...), wie haar koos als eerste, en wie koos krijgt een beetje extra, het **privilege**
# van de rol. Als iedereen heeft gekozen, eindigt de ronde en schuift de gouverneurkaart één plaats
# naar links. De volgende lessen behandelen de rollen één voor één.

# %%
rules("round.one-role-each", "turn.not-your-turn", "round.governor-passes")

# %% [markdown]
# ## Opzetten voor twee, drie, vier of vijf spelers
#
# Het spel is voor drie tot vijf spelers; het Koreaanse boek voegt een spel voor twee toe. Wat er
# verandert met het aantal spelers, lees je hieronder af uit pas opgezette spellen. Open de
# **Rule** van een rij om het nummer van de regel te zien.

# %%
rules("setup.player-count")

# %%
setup_table()

# %% [markdown]
# In woorden:
#
# - de **rollenkaarten**: zes met drie spelers, één goudzoeker meer met vier, beide goudzoekers met
#   vijf;
# - **dublonen**: elke speler begint met een paar, meer als er meer spelers zijn;
# - **de eerste plantage**: geteld vanaf de eerste gouverneur beginnen de eerste spelers met indigo
#   en de laatste met maïs;
# - **puntenfiches**, **kolonisten** (in de voorraad en een eerste lading op het schip) en
#   **vrachtschepen** groeien met het aantal spelers;
# - de rij **open plantages** telt altijd één tegel meer dan er spelers zijn;
# - al het andere begint in de voorraad: elk gebouw, de steengroeven, de tonnen en de andere
#   plantages, gesloten geschud.

# %%
rules("setup.roles", "setup.doubloons", "setup.starting-plantations", "setup.vp-chips", "setup.colonists",
      "setup.cargo-ships", "setup.face-up-plantations", "setup.supply")

# %% [markdown]
# ## Een uitgewerkt voorbeeld: de eerste keuze van het spel
#
# Geen regelboek loopt een eerste keuze door, dus dit voorbeeld is van ons. Lena is gouverneur,
# dus zij kiest als eerste. Elke rollenkaart is nog vrij, en er ligt nog op geen enkele een dublon.

# %%
picture(table, names)

# %%
rules("role.collect-doubloons", "role.already-taken")

# %% [markdown]
# ## Jouw beurt
#
# Wees Lena: kies een rol op de tafel (de rollenkaarten zijn knoppen). Elke rol is een goede
# eerste keuze; de volgende lessen zeggen wat elke rol doet. Wijs een kaart aan om te zien wat ze
# doet. Zodra Lena gekozen heeft, handelen de spelers om de beurt in de fase van haar rol (na de
# goudzoeker heeft niemand anders iets te doen), en pas daarna kiest Omar een rol. Lena's kaart
# krijgt dan een gestippelde rand en zegt wie haar nam: klik erop wanneer Omar kiest, en je hoort
# welke regel hem verbiedt haar ook te nemen.
#
# Hier speel je alle plaatsen zelf: na Lena kies en handel je ook voor Omar, Priya en Jonas, om de
# beurt (deze tafel heeft geen bots).

# %%
from puertorico_nb.widgets import TableWidget

TableWidget(game=Game(players=4, seed=2), names=names)

# %% [markdown]
# ### Een uitdunnend voorbeeld: eerst voorspellen
#
# Dezelfde tafel, nu voor **vijf** spelers. Hoeveel vrachtschepen zijn er?

# %%
five = Game(players=5, seed=2)
ask("Hoeveel vrachtschepen liggen er op tafel met vijf spelers?", five, "ships", count=True,
    why="setup.cargo-ships",
    hint="De opzettabel hierboven heeft een rij voor de vrachtschepen: tel de schepen in de kolom voor vijf spelers.")

# %% [markdown]
# ## Test jezelf

# %%
ask("Met hoeveel dublonen begint Omar met vier spelers?", table, "players.Omar.doubloons",
    why="setup.doubloons", names=names,
    hint="Elke speler begint met hetzelfde geld: lees de rij dublonen van de opzettabel, kolom voor vier spelers.")

# %%
ask("Wie kiest de eerste rol?", table, "governor", why="round.one-role-each", names=names,
    choices=names)

# %%
three = Game(players=3, seed=2)
ask("Hoeveel open plantages liggen er in de rij met drie spelers?", three, "plantations",
    count=True, why="setup.face-up-plantations",
    hint="De rij telt altijd één tegel meer dan er spelers zijn.")

# %% [markdown]
# ## Veelgemaakte fouten
#
# **"Ik weet welke rol ik wil, dus ik neem hem nu."** Rollen worden om de beurt gekozen, vanaf de
# gouverneur.

# %%
from puertorico_nb.course.puerto_rico import refused

refused(table, {"player": 1, "choose_role": "builder"}, names)

# %% [markdown]
# **"Dublonen tellen aan het einde mee."** Dat doen ze niet: alleen punten tellen, en dublonen
# (met tonnen) beslissen bij een gelijke stand. De les over het einde van het spel laat het
# scoreblad zien.

# %%
rules("scoring.tie-break")

# %% [markdown]
# ## Waar verder
#
# *Hiervoor: niets. Hier begin je. Hierna: [de ronde en de rollen](../01_round_and_roles.ipynb) (in het Engels).*
