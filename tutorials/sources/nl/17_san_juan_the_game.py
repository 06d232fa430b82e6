# %% [markdown]
# # San Juan: het kaartspel in tien minuten
#
# *Hiervoor: [de uitbreiding met edelen](../16_nobles.ipynb) (in het Engels), het einde van het Puerto Rico-traject. San Juan heeft er niets van nodig: je mag hier beginnen. Hierna: [de bouwmeester van San Juan](../18_san_juan_builder.ipynb) (in het Engels).*
#
# Deze les is de Nederlandse vertaling van de Engelse les
# [San Juan: the card game in ten minutes](../17_san_juan_the_game.ipynb), met de namen van het
# Nederlandse regelboek van het kaartspel
# (de Nederlandse woordenlijst, `docs/glossary/nl.md`).
#
# ## Wat je straks kunt
#
# - Zeggen hoe je San Juan wint, en wat een kaart waard is in je hand, in je stad en op een
#   productiegebouw.
# - Een San Juan-tafel opzetten voor twee spelers, voor drie of voor vier.
# - Een ronde volgen: wie een rol kiest, wie erin handelt, en wanneer de gouverneurkaart doorgaat.
#
# In een notebook voer je eerst de cellen in volgorde uit (Shift+Enter); als app heeft de pagina
# dat al voor je gedaan. Elke tafel en elke vraag antwoordt zodra je haar gebruikt, en elk getal
# dat je ziet is door de engine uitgerekend. De regels komen uit het Nederlandse regelboek
# (*Puerto Rico het kaartspel*, in het Engels uitgegeven als San Juan).

# %%
import puertorico_nb
from puertorico_nb import SanJuanGame
from puertorico_nb.course.san_juan import (ask, ask_allowed, ask_value, chosen_roles, coach_your_turn,
                                           coached, picture, refused, rules, setup_table, steps, walkthrough)

puertorico_nb.set_language("nl")  # de tafels, regels en vragen van dit notebook spreken Nederlands
names = ["Ana", "Bo", "Cy"]
game = SanJuanGame(players=3, seed=7, governor=0)

# %% [markdown]
# ## De regel in onze woorden: waar je naartoe werkt
#
# San Juan is het kaartspel van Puerto Rico. Elke speler bouwt een stad; als het spel eindigt, wint
# de speler met de meeste **punten**. Bijna elk punt komt van **gebouwen**: elk toont zijn punten op
# de kaart, en de grote paarse gebouwen voegen er aan het einde nog meer aan toe.
#
# Er is geen geld en er zijn geen goederenblokjes: er zijn alleen **gebouwkaarten**, en een kaart is
# wat haar plaats van haar maakt.
#
# - **In je hand** is een kaart geld: je betaalt een gebouw door andere kaarten af te leggen.
# - **Open voor je** is ze een gebouw van je stad.
# - **Gesloten op een van je productiegebouwen** is ze een goed, dat wacht om verkocht te worden
#   voor nieuwe kaarten. Niemand kijkt naar haar voorkant, zelfs de eigenaar niet.

# %%
rules("sj.cards.one-card-many-uses", "sj.score.buildings")

# %% [markdown]
# Een **bedekt** gebouw is een gebouw waarover een speler met de kraan (een paars gebouw dat je in
# de les over de paarse gebouwen tegenkomt) een ander gebouw heeft gebouwd: het gaat uit het spel en
# levert geen punten op. Zolang niemand een kraan heeft, telt elk gebouw in een stad.

# %% [markdown]
# Gebouwen zijn er in twee kleuren. **Productiegebouwen** (indigoververij, suikermolen,
# tabaksfabriek, koffiebranderij, zilversmederij) maken goederen, en je mag er zoveel hebben als je
# wilt. **Paarse gebouwen** doen elk één ding voor hun eigenaar, of leveren aan het einde punten op;
# elke soort maar één keer in een stad.

# %%
rules("sj.builder.violet-once")

# %% [markdown]
# ## De onderdelen van de tafel
#
# Hier is een tafel voor drie, getekend zoals Ana haar ziet. Zoek elk onderdeel:
#
# - **de rollenkaarten**: bouwmeester, opzichter, handelaar, raadsheer, goudzoeker;
# - **de trekstapel** (gesloten) en **de aflegstapel** ernaast: alles wat betaald, verkocht of
#   weggegooid wordt, gaat daar gesloten heen;
# - **de handelshuiskaartjes**, een gesloten stapel: de handelaar draait er een om om de prijzen te
#   bepalen;
# - de **stad** van elke speler, die met één indigoververij begint, en zijn **hand**: Ana ziet haar
#   eigen kaarten, en van de anderen alleen hoeveel ze er hebben.

# %%
picture(game, names, seat=0)

# %%
rules("sj.info.hand-sizes", "sj.deck.discard-face-down", "sj.deck.reshuffle-discards")

# %% [markdown]
# Als de trekstapel op is, wordt de aflegstapel geschud tot een nieuwe. (Het boek zegt nergens wat er
# gebeurt als beide stapels leeg zijn; de engine trekt dan wat er is. Dat is onze keuze waar het boek
# zwijgt, en een tafel kan in de opties van het spel anders kiezen.)
#
# ## Opzetten
#
# Het spel is voor twee spelers, voor drie of voor vier. Kies de eerste **gouverneur** door loting
# en geef hem de gouverneurkaart. Leg de rollenkaarten uit en schud de handelshuiskaartjes gesloten.
# Elke speler haalt een **indigoververij** uit de kaarten en legt haar open neer: dat is zijn stad.
# Schud de rest, geef elke speler een kleine verborgen hand, en wat overblijft is de trekstapel. Open
# de **Rule** van een rij om het nummer van de regel te zien.

# %%
setup_table()

# %%
rules("sj.setup.player-count", "sj.setup.governor-by-lot", "sj.setup.starting-city", "sj.setup.hand",
      "sj.setup.tiles")

# %% [markdown]
# Als je het spel kent, biedt het boek een **variant** aan: elke speler krijgt een paar extra kaarten,
# meer naarmate hij later na de gouverneur zit, en houdt er maar zoveel als een gewone hand. De engine
# speelt die als een tafel de variant aanzet in de opties van het spel.

# %%
rules("sj.setup.variant-hands")

# %%
four = ["Ana", "Bo", "Cy", "Dee"]
variant = SanJuanGame(players=4, seed=7, governor=0, options={"variant_hands": True})
ask("Hoeveel kaarten krijgt Dee bij de variant met vier spelers en Ana als gouverneur, voordat ze er een paar houdt?",
    variant, "players.Dee.hand_size", names=four, why="sj.setup.variant-hands",
    hint="Tel de plaats van Dee vanaf de gouverneur, Ana, en tel die op bij de vier kaarten die iedereen krijgt.")

# %% [markdown]
# ## Zo verloopt een ronde
#
# De gouverneur kiest als eerste een rol; de rollenkaart blijft tot het einde van de ronde voor hem
# liggen, zodat niemand anders haar kan nemen. Daarna voert iedereen die rol één keer uit, **wie koos
# als eerste**, en wie koos krijgt ook het **privilege** van de rol (de bouwmeester betaalt een kaart
# minder, de opzichter en de handelaar behandelen een goed meer, de raadsheer ziet meer kaarten,
# alleen de goudzoeker trekt). Dan kiest de speler links van de gouverneur een van de overgebleven
# rollen, enzovoort tot iedereen heeft gekozen. Niemand mag weigeren een rol te kiezen, maar iedereen
# mag een actie, een privilege of de eigenschap van een gebouw laten schieten, en een speler die
# niets kan doen wordt overgeslagen.
#
# Met twee spelers telt een ronde drie rollen: de gouverneur kiest na de andere speler nog een
# tweede rol (de les over San Juan met twee spelers speelt zo'n ronde).

# %%
rules("sj.role.one-each", "sj.role.already-taken", "sj.round.chooser-first", "sj.action.pass-optional",
      "sj.round.skip-no-action", "sj.turn.not-your-turn", "sj.action.wrong-phase")

# %% [markdown]
# Als de ronde voorbij is, gaan de rollenkaarten terug naar het midden en schuift de gouverneurkaart
# één plaats naar links. Voordat de nieuwe gouverneur kiest, worden de handen getoetst aan de
# **handlimiet**; de les over het einde van het spel laat het zien.

# %%
rules("sj.round.governor-passes", "sj.round.hand-limit")

# %% [markdown]
# ## Een uitgewerkt voorbeeld: de eerste ronde, met redenen
#
# Het Nederlandse boek heeft geen voorbeeld van een hele ronde, dus dit is het onze: de coach (de
# beste bot van het project) speelt de eerste ronde aan Ana's tafel en zegt waarom hij elke zet doet.
# Loop hem door op de tafel, of lees de stappen hieronder.

# %%
first_round = game.clone()
reasons = coached(first_round, names)
walk = walkthrough(first_round, names)
walk

# %%
steps(walk, why=reasons)

# %% [markdown]
# Hier is de tafel na de ronde, getekend zoals Bo haar ziet. Zoek de gouverneurkaart: een vraag hieronder vraagt wie haar nu heeft.

# %%
picture(first_round, names, seat=1)

# %% [markdown]
# ## Jouw beurt
#
# Wees Ana aan het begin van het spel: kies een rol op de tafel (de rollenkaarten zijn knoppen) en
# voer haar uit. Elke rol is een redelijke eerste keuze; de volgende lessen zeggen wat elke rol doet.
# De tafel vergelijkt jouw keuze met die van de coach en zegt waarom de coach die koos. Bo en Cy zijn
# bots. Keuzes die een regel breken zijn grijs: klik erop om te horen welke regel ze verbiedt.

# %%
coach_your_turn(game, names)

# %% [markdown]
# ### Een uitdunnend voorbeeld: eerst voorspellen
#
# Dezelfde tafel, maar voor twee spelers. Voorspel hoeveel rollen er elke ronde gekozen worden en
# antwoord dan.

# %%
pair = SanJuanGame(players=2, seed=7, governor=0)
coached(pair, ["Ana", "Bo"])  # de coach speelt de eerste ronde
ask_value("Hoeveel rollen worden er met twee spelers in één ronde gekozen?",
          lambda: len(chosen_roles(pair)), why="sj.role.two-players",
          hint="Tel hoe vaak de gouverneur kiest in een ronde met twee spelers, en dan hoe vaak Bo kiest.")

# %% [markdown]
# ## Test jezelf

# %%
ask("Hoeveel kaarten heeft Bo aan het begin in zijn hand?", game, "players.Bo.hand_size",
    names=names, why="sj.setup.hand",
    hint="Kijk naar de opzet: hoeveel verborgen kaarten krijgt elke speler?")

# %%
ask("Wie heeft de gouverneurkaart na de eerste ronde?", first_round, "governor", names=names,
    choices=names, why="sj.round.governor-passes")

# %%
after_ana = game.clone()
after_ana.apply({"player": 0, "choose_role": "prospector"})
ask_allowed("Ana koos de goudzoeker. Mag Bo later in dezelfde ronde ook de goudzoeker kiezen?",
            after_ana, {"player": 1, "choose_role": "prospector"}, names=names)

# %% [markdown]
# ## Veelgemaakte fouten
#
# **"Ik weet welke rol ik wil, dus ik neem hem nu."** Rollen worden om de beurt gekozen, vanaf de
# gouverneur.

# %%
refused(game, {"player": 1, "choose_role": "builder"}, names)

# %% [markdown]
# **"Ik kies deze keer liever geen rol."** Kiezen is niet vrijblijvend: alleen handelen is dat.

# %%
refused(game, {"player": 0, "pass": True}, names)

# %% [markdown]
# **"Ik pas nu en handel in de volgende fase."** Elke beslissing hoort bij haar moment: vlak nadat Ana
# de goudzoeker koos (alleen wie koos trekt), moet Bo een rol kiezen, niet passen.

# %%
refused(after_ana, {"player": 1, "pass": True}, names)

# %% [markdown]
# ## Waar verder
#
# *Hiervoor: [de uitbreiding met edelen](../16_nobles.ipynb) (in het Engels), het einde van het Puerto Rico-traject. San Juan heeft er niets van nodig: je mag hier beginnen. Hierna: [de bouwmeester van San Juan](../18_san_juan_builder.ipynb) (in het Engels).*
