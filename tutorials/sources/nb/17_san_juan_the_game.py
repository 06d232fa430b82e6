# %% [markdown]
# # San Juan: kortspillet på ti minutter
#
# *Før dette: [utvidelsen med adelsmenn](../16_nobles.ipynb) (på engelsk), slutten på Puerto Rico-løypa. San Juan trenger ingenting av den: du kan begynne her. Neste: [byggherren i San Juan](../18_san_juan_builder.ipynb) (på engelsk).*
#
# Denne leksjonen er den norske oversettelsen av den engelske leksjonen
# [San Juan: the card game in ten minutes](../17_san_juan_the_game.ipynb). Ingen norsk regelbok
# dekker San Juan, så navnene er våre, med ordene fra den norske Puerto Rico-boka der spillene deler
# noe (den norske ordlisten, `docs/glossary/nb.md`).
#
# ## Dette vil du kunne
#
# - Si hvordan San Juan vinnes, og hva et kort er verdt på hånden, i byen og på et produksjonsbygg.
# - Sette opp et San Juan-bord for to spillere, for tre eller for fire.
# - Følge en runde: hvem som velger en rolle, hvem som handler i den, og når guvernørkortet går videre.
#
# I en notatbok kjører du først cellene i rekkefølge (Shift+Enter); som app har siden kjørt dem for
# deg. Hvert bord og hvert spørsmål svarer så snart du bruker det, og hvert tall du ser, er regnet
# ut av motoren. Reglene kommer fra den nederlandske regelboka (*Puerto Rico het kaartspel*, spillet
# som kom ut på engelsk som San Juan).

# %%
import puertorico_nb
from puertorico_nb import SanJuanGame
from puertorico_nb.course.san_juan import (ask, ask_allowed, ask_value, chosen_roles, coach_your_turn,
                                           coached, picture, refused, rules, setup_table, steps, walkthrough)

puertorico_nb.set_language("nb")  # bordene, reglene og spørsmålene i denne notatboka snakker norsk
names = ["Ana", "Bo", "Cy"]
game = SanJuanGame(players=3, seed=7, governor=0)

# %% [markdown]
# ## Regelen med våre ord: hva du prøver å oppnå
#
# San Juan er kortspillet til Puerto Rico. Hver spiller bygger en by; når spillet slutter, vinner
# spilleren med flest **seierspoeng**. Nesten hvert poeng kommer fra **bygg**: hvert viser poengene
# sine på kortet, og de store lilla byggene gir flere ved slutten.
#
# Det finnes ingen penger og ingen varebrikker: det finnes bare **byggekort**, og et kort er det
# plassen gjør det til.
#
# - **På hånden** er et kort penger: du betaler for et bygg ved å kaste andre kort.
# - **Med bildesiden opp foran deg** er det et bygg i byen din.
# - **Med bildesiden ned på et av produksjonsbyggene dine** er det en vare som venter på å bli solgt
#   for nye kort. Ingen ser på forsiden, ikke engang eieren.

# %%
rules("sj.cards.one-card-many-uses", "sj.score.buildings")

# %% [markdown]
# Et **dekket** bygg er et bygg en spiller har bygd et annet bygg oppå med kranen (et lilla bygg du
# møter i leksjonen om de lilla byggene): det går ut av spillet og gir ingen poeng. Inntil noen eier
# en kran, teller hvert bygg i en by.

# %% [markdown]
# Byggene finnes i to farger. **Produksjonsbygg** (indigofabrikk, sukkermølle, tobakkslager,
# kafferøsteri, sølvsmelteverk) lager varer, og du kan eie så mange du vil. **Lilla bygg** gjør hver
# én ting for eieren sin, eller gir poeng ved slutten; hver type bare én gang i en by.

# %%
rules("sj.builder.violet-once")

# %% [markdown]
# ## Delene av bordet
#
# Her er et bord for tre, tegnet slik Ana ser det. Finn hver del:
#
# - **rollekortene**: byggherre, produsent, handelsmann, rådmann, gullgraver;
# - **trekkbunken** (med bildesiden ned) og **vrakbunken** ved siden av: alt som betales, selges
#   eller kastes, havner der med bildesiden ned;
# - **handelshusbrikkene**, en bunke med bildesiden ned: handelsmannen snur én for å bestemme
#   prisene;
# - hver spillers **by**, som starter med én indigofabrikk, og **hånd**: Ana ser sine egne kort, og
#   hos de andre bare hvor mange de har.

# %%
picture(game, names, seat=0)

# %%
rules("sj.info.hand-sizes", "sj.deck.discard-face-down", "sj.deck.reshuffle-discards")

# %% [markdown]
# Når trekkbunken går tom, blandes vrakbunken til en ny. (Boka sier aldri hva som skjer hvis begge
# bunkene er tomme; motoren trekker da det som finnes. Det er vårt valg der boka tier, og et bord kan
# velge annerledes i spillets valg.)
#
# ## Oppsett
#
# Spillet er for to spillere, for tre eller for fire. Trekk lodd om den første **guvernøren** og gi
# ham guvernørkortet. Legg ut rollekortene og bland handelshusbrikkene med bildesiden ned. Hver
# spiller tar en **indigofabrikk** ut av kortene og legger den med bildesiden opp: det er byen hans.
# Bland resten, del ut en liten skjult hånd til hver spiller, og resten er trekkbunken. Åpne **Rule**
# på en rad for å se regelens id.

# %%
setup_table()

# %%
rules("sj.setup.player-count", "sj.setup.governor-by-lot", "sj.setup.starting-city", "sj.setup.hand",
      "sj.setup.tiles")

# %% [markdown]
# Når du kan spillet, tilbyr boka en **variant**: hver spiller får noen ekstra kort, flere jo senere
# han sitter etter guvernøren, og beholder bare så mange som en vanlig hånd. Motoren spiller den når
# et bord slår på varianten i spillets valg.

# %%
rules("sj.setup.variant-hands")

# %%
four = ["Ana", "Bo", "Cy", "Dee"]
variant = SanJuanGame(players=4, seed=7, governor=0, options={"variant_hands": True})
ask("Hvor mange kort får Dee i varianten med fire spillere og Ana som guvernør, før hun beholder noen?",
    variant, "players.Dee.hand_size", names=four, why="sj.setup.variant-hands",
    hint="Tell plassen til Dee fra guvernøren, Ana, og legg den til de fire kortene alle får.")

# %% [markdown]
# ## Slik går en runde
#
# Guvernøren velger en rolle først; rollekortet blir liggende foran ham til runden slutter, så ingen
# andre kan ta det. Deretter utfører alle den rollen én gang, **den som valgte, først**, og den som
# valgte, får også rollens **privilegium** (byggherren betaler ett kort mindre, produsenten og
# handelsmannen håndterer én vare mer, rådmannen ser flere kort, bare gullgraveren trekker). Så velger
# spilleren til venstre for guvernøren en av rollene som er igjen, og så videre til alle har valgt.
# Ingen kan nekte å velge en rolle, men hvem som helst kan la være å bruke en handling, et privilegium
# eller en spesialfunksjon, og en spiller som ikke kan handle, hoppes over.
#
# Med to spillere har en runde tre roller: guvernøren velger en rolle til etter den andre
# spilleren (leksjonen om San Juan for to spillere spiller en slik runde).

# %%
rules("sj.role.one-each", "sj.role.already-taken", "sj.round.chooser-first", "sj.action.pass-optional",
      "sj.round.skip-no-action", "sj.turn.not-your-turn", "sj.action.wrong-phase")

# %% [markdown]
# Når runden er over, går rollekortene tilbake til midten, og guvernørkortet flytter én plass til
# venstre. Før den nye guvernøren velger, sjekkes hendene mot **håndgrensen**; leksjonen om spillets
# slutt viser den.

# %%
rules("sj.round.governor-passes", "sj.round.hand-limit")

# %% [markdown]
# ## Et gjennomgått eksempel: den første runden, med grunner
#
# Den nederlandske boka har ikke noe eksempel på en hel runde, så dette er vårt: treneren (prosjektets
# beste robot) spiller den første runden ved Anas bord og sier hvorfor den gjør hvert trekk. Gå gjennom
# den på bordet, eller les stegene nedenfor.

# %%
first_round = game.clone()
reasons = coached(first_round, names)
walk = walkthrough(first_round, names)
walk

# %%
steps(walk, why=reasons)

# %% [markdown]
# Her er bordet etter runden, tegnet slik Bo ser det. Finn guvernørkortet: et spørsmål nedenfor spør hvem som har det nå.

# %%
picture(first_round, names, seat=1)

# %% [markdown]
# ## Din tur
#
# Vær Ana ved spillets start: velg en rolle på bordet (rollekortene er knapper), og utfør den. Hvilken
# som helst rolle er et rimelig første valg; de neste leksjonene sier hva hver av dem gjør. Bordet
# sammenligner valget ditt med trenerens og sier hvorfor treneren valgte det. Bo og Cy er roboter. Valg
# som bryter en regel, er grå: klikk på et for å høre hvilken regel som forbyr det.

# %%
coach_your_turn(game, names)

# %% [markdown]
# ### Et eksempel som blekner: gjett først
#
# Samme bord, men for to spillere. Gjett hvor mange roller som velges i hver runde, og svar så.

# %%
pair = SanJuanGame(players=2, seed=7, governor=0)
coached(pair, ["Ana", "Bo"])  # treneren spiller den første runden
ask_value("Hvor mange roller velges i én runde med to spillere?",
          lambda: len(chosen_roles(pair)), why="sj.role.two-players",
          hint="Tell hvor mange ganger guvernøren velger i en runde med to spillere, og så hvor mange ganger Bo velger.")

# %% [markdown]
# ## Sjekk deg selv

# %%
ask("Hvor mange kort har Bo på hånden ved starten?", game, "players.Bo.hand_size",
    names=names, why="sj.setup.hand",
    hint="Se på oppsettet: hvor mange skjulte kort får hver spiller?")

# %%
ask("Hvem har guvernørkortet etter den første runden?", first_round, "governor", names=names,
    choices=names, why="sj.round.governor-passes")

# %%
after_ana = game.clone()
after_ana.apply({"player": 0, "choose_role": "prospector"})
ask_allowed("Ana valgte gullgraveren. Kan Bo også velge gullgraveren senere i samme runde?",
            after_ana, {"player": 1, "choose_role": "prospector"}, names=names)

# %% [markdown]
# ## Vanlige feil
#
# **«Jeg vet hvilken rolle jeg vil ha, så jeg tar den nå.»** Rollene velges etter tur, fra guvernøren.

# %%
refused(game, {"player": 1, "choose_role": "builder"}, names)

# %% [markdown]
# **«Jeg vil helst ikke velge en rolle denne gangen.»** Å velge er ikke frivillig: bare å handle er det.

# %%
refused(game, {"player": 0, "pass": True}, names)

# %% [markdown]
# **«Jeg passer nå og handler i neste fase.»** Hver beslutning hører til sitt øyeblikk: rett etter at
# Ana valgte gullgraveren (bare den som valgte, trekker), er det Bos tur til å velge en rolle, ikke til
# å passe.

# %%
refused(after_ana, {"player": 1, "pass": True}, names)

# %% [markdown]
# ## Hvor videre
#
# *Før dette: [utvidelsen med adelsmenn](../16_nobles.ipynb) (på engelsk), slutten på Puerto Rico-løypa. San Juan trenger ingenting av den: du kan begynne her. Neste: [byggherren i San Juan](../18_san_juan_builder.ipynb) (på engelsk).*
