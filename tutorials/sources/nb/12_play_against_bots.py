# %% [markdown]
# # Et helt spill mot roboter
#
# *Før dette: [sjekk en kjennelse selv](../11_check_a_ruling.ipynb) (på engelsk). Neste: [to mot hverandre](../14_two_players.ipynb) (på engelsk).*
#
# Denne leksjonen er den norske oversettelsen av den engelske leksjonen
# [Play a full game against bots](../12_play_against_bots.ipynb). Roller, varer og bygg heter det
# samme som i den norske regelboka
# (den norske ordlisten, `docs/glossary/nb.md`).
#
# ## Dette vil du kunne
#
# - Følge en første runde trekk for trekk og si hva hver rolle gjorde.
# - Spille et helt spill, for to til fem spillere, mot roboter, uten å bryte en regel.
# - Lese poengarket ved slutten: hvor hver spillers poeng kom fra, og hvem som vant.
#
# I en notatbok kjører du først cellene i rekkefølge (Shift+Enter); som app har siden kjørt dem for
# deg. Hvert bord og hvert spørsmål svarer så snart du bruker det, og hvert tall du ser, er regnet
# ut av motoren.

# %%
import puertorico_nb
from puertorico_nb.course.puerto_rico import (ask, bot_game, coached_round, refused, rules, score_sheet_in_words, steps,
                                    walkthrough)
from puertorico_nb.widgets import NewGame, ScoreSheet, TableWidget

puertorico_nb.set_language("nb")  # bordene, reglene og spørsmålene i denne notatboka snakker norsk
names = ["Sam", "Alma", "Pip", "Quin"]

# %% [markdown]
# ## Regelen med våre ord
#
# Alt du har lært, ligger nå på ett bord. I en runde velger guvernøren en rolle først, så hver
# spiller til venstre; i hver rolle handler alle etter tur, den som valgte først, med privilegiet.
# Spillet slutter når kolonistene, seierspoengbrikkene eller feltene i en by går tomme, etter at
# runden er spilt ferdig; så legger poengarket sammen poengene.

# %%
rules("round.one-role-each", "end.finish-round", "scoring.total")

# %% [markdown]
# ## Et gjennomgått eksempel: en første runde, fortalt
#
# Ingen bok spiller en hel runde, så denne spilles av **treneren**, roboten som spiller fornuftig
# og sier hvorfor, med et fast frø så den blir lik hver gang. Gå gjennom den på bordet, og les så
# hvert trekk med trenerens grunn; regelen som tillot det, er ett klikk unna.

# %%
first, reasons = coached_round(players=4, seed=5, names=names)
walk = walkthrough(first, names)
walk

# %%
steps(walk, why=reasons)

# %% [markdown]
# ### Et eksempel som blekner: gjett først
#
# Runden er over. Gjett hvem som er guvernør nå, og svar så.

# %%
ask("Hvem er guvernør etter den første runden?", first, "governor", names=names, choices=names,
    why="round.governor-passes")

# %% [markdown]
# ## Din tur: et helt spill
#
# Velg hvor mange spillere som sitter ved bordet, to til fem (to er den koreanske bokas spill for
# to), og trykk **Start the game**. Du sitter på den første plassen; treneren spiller de andre
# plassene og trekker så snart det er deres tur. Pek på et valg for å se hva det gjør; et grått
# valg sier hvorfor det ikke er tillatt, og **Angre** tar tilbake din siste beslutning (og robotenes
# trekk etter den), med mindre plantasjer med bildesiden ned er snudd siden: da er knappen av og
# sier det. Når spillet slutter, vises poengarket under bordet, lagt sammen med ord.

# %%
NewGame(names=["Du", "Alma", "Pip", "Quin", "Rosa"], seed=7)

# %% [markdown]
# ## Å lese poengarket
#
# Her er slutten på et spill treneren spilte ferdig for alle fire plassene. Hver spillers poeng er
# seierspoengbrikkene han tjente ved å skipe, poengene som står trykt på byggene hans, og bonusen
# for hvert bemannet stort bygg. Flest poeng vinner; ved likhet avgjør dubloner pluss tønner.

# %%
finished = bot_game(players=4, seed=5)
ScoreSheet(finished, names=names)

# %%
score_sheet_in_words(finished, names)

# %% [markdown]
# ## Sjekk deg selv

# %%
ask("Hvor mange poeng i seierspoengbrikker tjente Pip i det spillet?", finished, "score_breakdown.Pip.chips",
    names=names, why="Brikker tjenes ved å skipe: et poeng for hver tønne som lastes, ett til per "
                     "kapteinfase for kapteinen som valgte rollen, og ett til per lasting med en bemannet "
                     "havn; arkets første kolonne legger dem sammen.")

# %%
ask("Hvor mange poeng står trykt på Quins bygg?", finished, "score_breakdown.Quin.buildings", names=names,
    why="Hvert bygg gir ved slutten poengene som står trykt på det, bemannet eller ikke: legg sammen Quins på poengarket.")

# %%
ask("Hvem vant?", finished, "winner", names=names, choices=names, why="scoring.tie-break")

# %% [markdown]
# ## Vanlige feil
#
# **«Jeg trekker for en robot.»** Bare spilleren som har tur, kan handle.

# %%
fresh = TableWidget(players=4, seed=7, names=names, bots=[1, 2, 3])
refused(fresh.game, {"player": 1, "choose_role": "settler"}, names)

# %% [markdown]
# **«Dubloner er poeng.»** Det er de ikke: ved slutten teller bare seierspoeng, og dubloner (med
# tønner) avgjør ved likhet.

# %%
rules("scoring.tie-break")

# %% [markdown]
# ## Hvor videre
#
# *Før dette: [sjekk en kjennelse selv](../11_check_a_ruling.ipynb) (på engelsk). Neste: [to mot hverandre](../14_two_players.ipynb) (på engelsk).*
