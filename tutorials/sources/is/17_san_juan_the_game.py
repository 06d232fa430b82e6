# %% [markdown]
# # San Juan: spilaspilið á tíu mínútum
#
# *Á undan: [viðbótin með aðalsmönnunum](../16_nobles.ipynb) (á ensku), lok Puerto Rico-leiðarinnar. San Juan þarf ekkert af henni: þú mátt byrja hér. Næst: [byggingameistarinn í San Juan](../18_san_juan_builder.ipynb) (á ensku).*
#
# Þessi kennslustund er íslensk þýðing ensku kennslustundarinnar
# [San Juan: the card game in ten minutes](../17_san_juan_the_game.ipynb). Engin íslensk reglubók
# fjallar um San Juan, svo nöfnin eru okkar, og orð íslensku Puerto Rico-bókarinnar þar sem leikirnir
# deila hlut (íslenska orðasafnið, `docs/glossary/is.md`).
#
# ## Það sem þú munt geta
#
# - Sagt hvernig San Juan vinnst og hvers virði spil er á hendi, í borginni og á framleiðslustöð.
# - Raðað upp San Juan-borði fyrir tvo, fyrir þrjá eða fyrir fjóra.
# - Fylgt umferð: hver velur hlutverk, hver gerir í því og hvenær landstjóraspjaldið færist.
#
# Í vinnubók skaltu fyrst keyra hólfin í röð (Shift+Enter); sem forrit hefur síðan keyrt þau fyrir
# þig. Hvert borð og hver spurning svarar um leið og þú notar það, og hver tala sem þú sérð er
# reiknuð af vélinni. Reglurnar koma úr hollensku reglubókinni (*Puerto Rico het kaartspel*,
# spilinu sem kom út á ensku sem San Juan).

# %%
import puertorico_nb
from puertorico_nb import SanJuanGame
from puertorico_nb.course.san_juan import (ask, ask_allowed, ask_value, chosen_roles, coach_your_turn,
                                           coached, picture, refused, rules, setup_table, steps, walkthrough)

puertorico_nb.set_language("is")  # borðin, reglurnar og spurningarnar í þessari vinnubók tala íslensku
names = ["Ana", "Bo", "Cy"]
game = SanJuanGame(players=3, seed=7, governor=0)

# %% [markdown]
# ## Reglan með okkar orðum: að hverju þú stefnir
#
# San Juan er spilaspil Puerto Rico. Hver leikmaður byggir borg; þegar spilinu lýkur vinnur sá sem
# hefur flest **vinningsstig**. Nær öll stig koma frá **byggingum**: hver sýnir stig sín á spilinu,
# og stóru fjólubláu byggingarnar bæta fleiri við í lokin.
#
# Það eru engir peningar og engir vörukubbar: það eru aðeins **byggingaspil**, og spil er það sem
# staður þess gerir það að.
#
# - **Á hendi** er spil peningar: þú greiðir fyrir byggingu með því að kasta öðrum spilum.
# - **Upp í loft fyrir framan þig** er það bygging í borginni þinni.
# - **Á hvolfi á einni af framleiðslustöðvum þínum** er það vara sem bíður þess að vera seld fyrir
#   ný spil. Enginn lítur á framhlið hennar, ekki einu sinni eigandinn.

# %%
rules("sj.cards.one-card-many-uses", "sj.score.buildings")

# %% [markdown]
# **Hulin** bygging er bygging sem leikmaður hefur byggt aðra byggingu ofan á, með krananum (fjólublárri
# byggingu sem þú kynnist í kennslustundinni um fjólubláu byggingarnar): hún fer úr spilinu og gefur
# engin stig. Þar til einhver á krana telst hver bygging í borg.

# %% [markdown]
# Byggingar eru í tveimur litum. **Framleiðslustöðvar** (indígóplöntuvinnsla, sykurvinnsla,
# tóbaksgeymsla, kaffibrennsla, silfurbræðsla) framleiða vörur, og þú mátt eiga eins margar og þú vilt.
# **Fjólubláar byggingar** gera hver eitt fyrir eiganda sinn, eða gefa stig í lokin; hverja gerð aðeins
# einu sinni í borg.

# %%
rules("sj.builder.violet-once")

# %% [markdown]
# ## Hlutar borðsins
#
# Hér er borð fyrir þrjá, teiknað eins og Ana sér það. Finndu hvern hluta:
#
# - **hlutverkaspjöldin**: byggingameistari, framleiðandi, kaupmaður, ráðgjafi, gullgrafari;
# - **dráttarbunkinn** (á hvolfi) og **kastbunkinn** við hliðina: allt sem er greitt, selt eða fleygt
#   fer þangað á hvolfi;
# - **verslunarspjöldin**, stafli á hvolfi: kaupmaðurinn flettir einu upp til að ákveða verðin;
# - **borg** hvers leikmanns, sem byrjar með eina indígóplöntuvinnslu, og **hönd**: Ana sér sín eigin
#   spil, og hjá hinum aðeins hve mörg þeir hafa.

# %%
picture(game, names, seat=0)

# %%
rules("sj.info.hand-sizes", "sj.deck.discard-face-down", "sj.deck.reshuffle-discards")

# %% [markdown]
# Þegar dráttarbunkinn klárast er kastbunkinn stokkaður í nýjan. (Bókin segir aldrei hvað gerist ef
# báðir bunkar eru tómir; vélin dregur þá það sem til er. Það er okkar val þar sem bókin þegir, og borð
# getur valið annað í valkostum spilsins.)
#
# ## Uppröðun
#
# Spilið er fyrir tvo, fyrir þrjá eða fyrir fjóra. Dragðu um fyrsta **landstjórann** og gefðu honum
# landstjóraspjaldið. Leggðu út hlutverkaspjöldin og stokkaðu verslunarspjöldin á hvolfi. Hver
# leikmaður tekur **indígóplöntuvinnslu** úr spilunum og leggur hana upp í loft: það er borgin hans.
# Stokkaðu afganginn, gefðu hverjum leikmanni litla falda hönd, og restin er dráttarbunkinn. Opnaðu
# **Rule** í röð til að sjá auðkenni reglunnar.

# %%
setup_table()

# %%
rules("sj.setup.player-count", "sj.setup.governor-by-lot", "sj.setup.starting-city", "sj.setup.hand",
      "sj.setup.tiles")

# %% [markdown]
# Þegar þú kannt spilið býður bókin upp á **afbrigði**: hver leikmaður fær nokkur aukaspil, fleiri því
# síðar sem hann situr á eftir landstjóranum, og heldur aðeins jafnmörgum og venjuleg hönd. Vélin spilar
# það þegar borð kveikir á afbrigðinu í valkostum spilsins.

# %%
rules("sj.setup.variant-hands")

# %%
four = ["Ana", "Bo", "Cy", "Dee"]
variant = SanJuanGame(players=4, seed=7, governor=0, options={"variant_hands": True})
ask("Í afbrigðinu með fjórum leikmönnum og Önu sem landstjóra, hve mörg spil fær Dee áður en hún heldur einhverjum?",
    variant, "players.Dee.hand_size", names=four, why="sj.setup.variant-hands",
    hint="Teldu sæti Dee frá landstjóranum, Önu, og bættu því við fjögur spilin sem allir fá.")

# %% [markdown]
# ## Svona gengur umferð
#
# Landstjórinn velur hlutverk fyrstur; hlutverkaspjaldið liggur fyrir framan hann til loka umferðar,
# svo enginn annar getur tekið það. Síðan framkvæma allir hlutverkið einu sinni, **sá sem valdi
# fyrstur**, og sá sem valdi fær líka **fríðindi** hlutverksins (byggingameistarinn greiðir einu spili
# minna, framleiðandinn og kaupmaðurinn fást við einni vöru meira, ráðgjafinn sér fleiri spil, aðeins
# gullgrafarinn dregur). Þá velur leikmaðurinn vinstra megin við landstjórann eitt af hlutverkunum sem
# eftir eru, og svo koll af kolli uns allir hafa valið. Enginn má neita að velja hlutverk, en hver sem
# er má sleppa aðgerð, fríðindum eða sérvirkni byggingar, og leikmanni sem getur ekkert gert er sleppt.
#
# Þegar tveir spila eru þrjú hlutverk valin í hverri umferð: landstjórinn velur annað hlutverk á
# eftir hinum leikmanninum (kennslustundin um San Juan fyrir tvo leikmenn sýnir slíka umferð).

# %%
rules("sj.role.one-each", "sj.role.already-taken", "sj.round.chooser-first", "sj.action.pass-optional",
      "sj.round.skip-no-action", "sj.turn.not-your-turn", "sj.action.wrong-phase")

# %% [markdown]
# Þegar umferðinni lýkur fara hlutverkaspjöldin aftur á mitt borðið og landstjóraspjaldið færist eitt
# sæti til vinstri. Áður en nýi landstjórinn velur eru hendur bornar saman við **handarhámarkið**;
# kennslustundin um leikslok sýnir það.

# %%
rules("sj.round.governor-passes", "sj.round.hand-limit")

# %% [markdown]
# ## Dæmi skref fyrir skref: fyrsta umferðin, með ástæðum
#
# Hollenska bókin hefur ekkert dæmi um heila umferð, svo þetta er okkar: þjálfarinn (besta vélmenni
# verkefnisins) spilar fyrstu umferðina við borð Önu og segir hvers vegna hann leikur hvern leik.
# Farðu í gegnum hana á borðinu eða lestu skrefin hér fyrir neðan.

# %%
first_round = game.clone()
reasons = coached(first_round, names)
walk = walkthrough(first_round, names)
walk

# %%
steps(walk, why=reasons)

# %% [markdown]
# Hér er borðið eftir umferðina, teiknað eins og Bo sér það. Finndu landstjóraspjaldið: spurning hér fyrir neðan spyr hver hefur það núna.

# %%
picture(first_round, names, seat=1)

# %% [markdown]
# ## Þú átt leik
#
# Vertu Ana í byrjun spilsins: veldu hlutverk á borðinu (hlutverkaspjöldin eru hnappar) og framkvæmdu
# það. Hvaða hlutverk sem er er sanngjarnt fyrsta val; næstu kennslustundir segja hvað hvert þeirra
# gerir. Borðið ber val þitt saman við val þjálfarans og segir hvers vegna þjálfarinn valdi það. Bo og
# Cy eru vélmenni. Val sem brýtur reglu er grátt: smelltu á það til að heyra hvaða regla bannar það.

# %%
coach_your_turn(game, names)

# %% [markdown]
# ### Dæmi sem dofnar: spáðu fyrst
#
# Sama borð, en fyrir tvo. Spáðu fyrir um hve mörg hlutverk eru valin í hverri umferð og svaraðu svo.

# %%
pair = SanJuanGame(players=2, seed=7, governor=0)
coached(pair, ["Ana", "Bo"])  # þjálfarinn spilar fyrstu umferðina
ask_value("Hve mörg hlutverk eru valin í einni umferð þegar tveir spila?",
          lambda: len(chosen_roles(pair)), why="sj.role.two-players",
          hint="Teldu hve oft landstjórinn velur í umferð tveggja leikmanna, og svo hve oft Bo velur.")

# %% [markdown]
# ## Prófaðu sjálfan þig

# %%
ask("Hve mörg spil hefur Bo á hendi í byrjun?", game, "players.Bo.hand_size",
    names=names, why="sj.setup.hand",
    hint="Skoðaðu uppsetninguna: hve mörg hulin spil fær hver leikmaður?")

# %%
ask("Hver hefur landstjóraspjaldið eftir fyrstu umferðina?", first_round, "governor", names=names,
    choices=names, why="sj.round.governor-passes")

# %%
after_ana = game.clone()
after_ana.apply({"player": 0, "choose_role": "prospector"})
ask_allowed("Ana valdi gullgrafarann. Má Bo líka velja gullgrafarann síðar í sömu umferð?",
            after_ana, {"player": 1, "choose_role": "prospector"}, names=names)

# %% [markdown]
# ## Algeng mistök
#
# **„Ég veit hvaða hlutverk ég vil, svo ég tek það núna.“** Hlutverk eru valin í röð, frá landstjóranum.

# %%
refused(game, {"player": 1, "choose_role": "builder"}, names)

# %% [markdown]
# **„Ég vil helst ekki velja hlutverk í þetta sinn.“** Að velja er ekki valfrjálst: aðeins að gera.

# %%
refused(game, {"player": 0, "pass": True}, names)

# %% [markdown]
# **„Ég sleppi núna og geri í næstu lotu.“** Hver ákvörðun á sína stund: rétt eftir að Ana valdi
# gullgrafarann (aðeins sá sem valdi dregur) á Bo að velja hlutverk, ekki sleppa.

# %%
refused(after_ana, {"player": 1, "pass": True}, names)

# %% [markdown]
# ## Hvert næst
#
# *Á undan: [viðbótin með aðalsmönnunum](../16_nobles.ipynb) (á ensku), lok Puerto Rico-leiðarinnar. San Juan þarf ekkert af henni: þú mátt byrja hér. Næst: [byggingameistarinn í San Juan](../18_san_juan_builder.ipynb) (á ensku).*
