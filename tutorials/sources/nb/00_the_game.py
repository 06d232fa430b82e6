# %% [markdown]
# # Spillet på ti minutter
#
# *Før dette: ingenting. Her begynner du. Neste: [runden og rollene](../01_round_and_roles.ipynb) (på engelsk).*
#
# Denne leksjonen er den norske oversettelsen av den engelske leksjonen
# [The game in ten minutes](../00_the_game.ipynb). Roller, varer og bygg heter det samme som i den
# norske regelboka
# (den norske ordlisten, `docs/glossary/nb.md`).
#
# ## Dette vil du kunne
#
# - Si hva som vinner spillet, og de to måtene å tjene seierspoeng på.
# - Peke på øya, byen, lasteskipene, handelshuset og forrådet på bordet.
# - Sette opp et spill for to, tre, fire eller fem spillere.
#
# I en notatbok kjører du først cellene i rekkefølge (Shift+Enter); som app har siden kjørt dem for
# deg. Hvert bord og hvert spørsmål svarer så snart du bruker det, og hvert tall du ser, er regnet
# ut av motoren.

# %%
import puertorico_nb
from puertorico_nb import Game
from puertorico_nb.course.puerto_rico import ask, ask_allowed, facts, picture, rules, setup_table

puertorico_nb.set_language("nb")  # bordene, reglene og spørsmålene i denne notatboka snakker norsk
names = ["Lena", "Omar", "Priya", "Jonas"]
table = Game(players=4, seed=2)

# %% [markdown]
# ## Regelen med våre ord: hva du prøver å oppnå
#
# Hver spiller driver en koloni på øya Puerto Rico, i årene da skip fortsatt seilte til den gamle
# verden. Når spillet slutter, vinner spilleren med flest **seierspoeng**. Det er to måter å tjene
# dem på:
#
# - **skipe varer**: tønner med mais, indigo, sukker, tobakk og kaffe som lastes på lasteskipene,
#   gir poeng, ett for hver tønne;
# - **bygg**: hvert bygg i byen din er verdt poengene som står trykt på det, og de store byggene
#   gir flere ved slutten.
#
# **Dubloner** (pengene) kjøper bygg, men en dublon er ikke et poeng: ved slutten avgjør dublonene
# og tønnene du fortsatt har, bare ved likhet.

# %%
rules("scoring.total", "scoring.tie-break")

# %% [markdown]
# ## Delene av bordet
#
# Her er et bord satt opp for fire spillere. Finn hver del på bildet, ovenfra:
#
# - **roller**: rollekortene; hver runde tar hver spiller ett av dem;
# - **forrådet**: **kolonistskipet** og **kolonistene i forsyningen** (folkene som skal arbeide på
#   plantasjene og i byggene dine), **seierspoengbrikkene**, **steinbruddene**, **plantasjebunken**
#   (med bildesiden ned) og **tønnene** av hver vare;
# - **plantasjene med bildesiden opp**, rekken nybyggeren velger fra;
# - **lasteskipene**, som frakter varer bort for poeng, og **handelshuset**, som kjøper tønner for
#   dubloner;
# - **byggene** som er til salgs, i fire kolonner, hvert med sin pris, sine poeng og sine sirkler
#   (stedene der en kolonist arbeider);
# - ett brett per spiller: de to radene med små felt øverst er **øya**, tolv felt for plantasjer og
#   steinbrudd (der varene vokser), og de større feltene under er **byen**, tolv felt for bygg. En
#   kolonist på en sirkel får en plantasje eller et bygg til å virke; **San Juan** teller kolonistene
#   som venter på en plass.

# %%
picture(table, names)

# %% [markdown]
# ## Slik går en runde
#
# **Guvernøren** velger en rolle først, deretter spillerne til venstre, én rolle hver. En rolle gir
# alle en tur til å gjøre én slags ting (bosette, bygge, produsere, selge, skipe...), den som valgte
# den først, og den som valgte, får litt ekstra, rollens **privilegium**. Når alle har valgt, slutter
# runden, og guvernørkortet flytter én plass til venstre. De neste leksjonene tar rollene én om
# gangen.

# %%
rules("round.one-role-each", "turn.not-your-turn", "round.governor-passes")

# %% [markdown]
# ## Oppsett for to, tre, fire eller fem spillere
#
# Spillet er for tre til fem spillere; den koreanske boka legger til et spill for to. Hva som endrer
# seg med antall spillere, leses nedenfor fra nylig oppsatte spill. Åpne **Rule** på en rad for å se
# regelens id.

# %%
rules("setup.player-count")

# %%
setup_table()

# %% [markdown]
# Med ord:
#
# - **rollekortene**: seks med tre spillere, én gullgraver til med fire, begge gullgraverne med fem;
# - **dubloner**: hver spiller starter med noen få, flere når det er flere spillere;
# - **den første plantasjen**: talt fra den første guvernøren starter de første spillerne med indigo
#   og de siste med mais;
# - **seierspoengbrikker**, **kolonister** (i forsyningen og en første last på skipet) og
#   **lasteskip** øker med antall spillere;
# - rekken av **plantasjer med bildesiden opp** har alltid én brikke mer enn det er spillere;
# - alt annet starter i forrådet: hvert bygg, steinbruddene, tønnene og de andre plantasjene,
#   blandet med bildesiden ned.

# %%
rules("setup.roles", "setup.doubloons", "setup.starting-plantations", "setup.vp-chips", "setup.colonists",
      "setup.cargo-ships", "setup.face-up-plantations", "setup.supply")

# %% [markdown]
# ## Et gjennomgått eksempel: spillets første valg
#
# Ingen regelbok går gjennom et første valg, så dette eksempelet er vårt. Lena er guvernør, så hun
# velger først. Alle rollekortene er fortsatt ledige, og det ligger ennå ingen dublon på noen av dem.

# %%
picture(table, names)

# %%
rules("role.collect-doubloons", "role.already-taken")

# %% [markdown]
# ## Din tur
#
# Vær Lena: velg en rolle på bordet (rollekortene er knapper). Hvilken som helst rolle er et godt
# første valg; de neste leksjonene sier hva hver av dem gjør. Pek på et kort for å se hva det
# gjør. Når Lena har valgt, handler spillerne etter tur i fasen til rollen hennes (etter
# gullgraveren har ingen andre noe å gjøre), og først da er det Omars tur til å velge en rolle.
# Kortet til Lena tegnes da med stiplet kant og viser hvem som tok det: klikk på det når Omar
# velger, så hører du hvilken regel som hindrer ham i å ta det også.
#
# Her spiller du alle plassene: etter Lena velger og handler du også for Omar, Priya og Jonas, etter
# tur (dette bordet har ingen roboter).

# %%
from puertorico_nb.widgets import TableWidget

TableWidget(game=Game(players=4, seed=2), names=names)

# %% [markdown]
# ### Et eksempel som blekner: gjett først
#
# Det samme bordet for **fem** spillere i stedet. Hvor mange lasteskip er det?

# %%
five = Game(players=5, seed=2)
ask("Hvor mange lasteskip er det på bordet med fem spillere?", five, "ships", count=True,
    why="setup.cargo-ships",
    hint="Oppsettabellen ovenfor har en rad for lasteskipene: tell skipene i kolonnen for fem spillere.")

# %% [markdown]
# ## Sjekk deg selv

# %%
ask("Hvor mange dubloner starter Omar med når fire spiller?", table, "players.Omar.doubloons",
    why="setup.doubloons", names=names,
    hint="Alle spillerne starter med de samme pengene: les dublonraden i oppsettabellen, kolonnen for fire spillere.")

# %%
ask("Hvem velger den første rollen?", table, "governor", why="round.one-role-each", names=names,
    choices=names)

# %%
three = Game(players=3, seed=2)
ask("Hvor mange plantasjer med bildesiden opp ligger i rekken med tre spillere?", three, "plantations",
    count=True, why="setup.face-up-plantations",
    hint="Rekken har alltid én brikke mer enn det er spillere.")

# %% [markdown]
# ## Vanlige feil
#
# **«Jeg vet hvilken rolle jeg vil ha, så jeg tar den nå.»** Rollene velges etter tur, fra
# guvernøren.

# %%
from puertorico_nb.course.puerto_rico import refused

refused(table, {"player": 1, "choose_role": "builder"}, names)

# %% [markdown]
# **«Dubloner teller ved slutten.»** Det gjør de ikke: bare seierspoeng teller, og dubloner (med
# tønner) avgjør ved likhet. Leksjonen om spillets slutt viser poengarket.

# %%
rules("scoring.tie-break")

# %% [markdown]
# ## Hvor videre
#
# *Før dette: ingenting. Her begynner du. Neste: [runden og rollene](../01_round_and_roles.ipynb) (på engelsk).*
