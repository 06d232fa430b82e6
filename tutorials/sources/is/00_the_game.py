# %% [markdown]
# # Spilið á tíu mínútum
#
# *Á undan: ekkert. Hér byrjar þú. Næst: [umferðin og hlutverkin](../01_round_and_roles.ipynb) (á ensku).*
#
# Þessi kennslustund er íslensk þýðing ensku kennslustundarinnar
# [The game in ten minutes](../00_the_game.ipynb). Hlutverk, vörur og byggingar heita eins og í
# íslensku reglubókinni
# (íslenska orðasafnið, `docs/glossary/is.md`).
#
# ## Það sem þú munt geta
#
# - Sagt hvað vinnur spilið og hvaða tvær leiðir gefa vinningsstig.
# - Bent á eyjuna, borgina, vöruflutningaskipin, verslunina og bankann á borðinu.
# - Raðað upp spili fyrir tvo, þrjá, fjóra eða fimm leikmenn.
#
# Í vinnubók skaltu fyrst keyra hólfin í röð (Shift+Enter); sem forrit hefur síðan keyrt þau fyrir
# þig. Hvert borð og hver spurning svarar um leið og þú notar það, og hver tala sem þú sérð er
# reiknuð af vélinni.

# %%
import puertorico_nb
from puertorico_nb import Game
from puertorico_nb.course.puerto_rico import ask, ask_allowed, facts, picture, rules, setup_table

puertorico_nb.set_language("is")  # borðin, reglurnar og spurningarnar í þessari vinnubók tala íslensku
names = ["Lena", "Omar", "Priya", "Jonas"]
table = Game(players=4, seed=2)

# %% [markdown]
# ## Reglan með okkar orðum: að hverju þú stefnir
#
# Hver leikmaður rekur nýlendu á eyjunni Puerto Rico, á þeim árum þegar skip sigldu enn til gamla
# heimsins. Þegar spilinu lýkur vinnur sá leikmaður sem hefur flest **vinningsstig**. Tvær leiðir
# gefa þau:
#
# - **vöruflutningar**: tunnur af maís, indígói, sykri, tóbaki og kaffi sem losaðar eru um borð
#   í vöruflutningaskipin gefa stig, eitt fyrir hverja tunnu;
# - **byggingar**: hver bygging í borginni þinni er jafnmargra stiga virði og prentað er á hana,
#   og stóru byggingarnar bæta fleiri við í leikslok.
#
# **Doblúnur** (peningarnir) kaupa byggingar, en doblúna er ekki stig: í leikslok skera
# doblúnurnar og tunnurnar sem þú átt eftir aðeins úr jafntefli.

# %%
rules("scoring.total", "scoring.tie-break")

# %% [markdown]
# ## Hlutar borðsins
#
# Hér er borð sem raðað hefur verið upp fyrir fjóra leikmenn. Finndu hvern hluta á myndinni, ofan
# frá:
#
# - **hlutverk**: hlutverkaspjöldin; í hverri umferð tekur hver leikmaður eitt þeirra;
# - **bankinn**: **nýlenduskipið** og **nýlendubúarnir í bankanum** (fólkið sem mun vinna á
#   plantekrum þínum og byggingum), **vinningsstigaskildirnir**, **grjótnámurnar**,
#   **plantekrustaflinn** (á hvolfi) og **tunnurnar** af hverri vöru;
# - **plantekrurnar sem snúa upp**, röðin sem landneminn velur úr;
# - **vöruflutningaskipin**, sem flytja vörur burt fyrir stig, og **verslunin**, sem kaupir tunnur
#   fyrir doblúnur;
# - **byggingarnar** sem eru til sölu, í fjórum dálkum, hver með verð sitt, stig sín og hringi
#   sína (staðina þar sem nýlendubúi vinnur);
# - eitt leikmannsborð á mann: efstu tvær raðirnar af litlum reitum eru **eyjan**, tólf reitir
#   fyrir plantekrur og grjótnámur (þar sem vörurnar vaxa), og stærri reitirnir fyrir neðan eru
#   **borgin**, tólf reitir fyrir byggingar. Nýlendubúi á hring lætur plantekru eða byggingu vinna;
#   **San Juan** telur nýlendubúana sem bíða eftir reit.

# %%
picture(table, names)

# %% [markdown]
# ## Svona gengur umferð
#
# **Landstjórinn** velur hlutverk fyrstur, síðan leikmennirnir til vinstri, eitt hlutverk hver.
# Hlutverk gefur öllum leik til að gera eitt (nema land, byggja, framleiða, selja, flytja...),
# þeim fyrst sem valdi það, og sá sem valdi fær örlítið aukalega, **fríðindi** hlutverksins. Þegar
# allir hafa valið lýkur umferðinni og landstjóraspjaldið færist eitt sæti til vinstri. Næstu
# kennslustundir taka hlutverkin fyrir eitt í einu.

# %%
rules("round.one-role-each", "turn.not-your-turn", "round.governor-passes")

# %% [markdown]
# ## Uppröðun fyrir tvo, þrjá, fjóra eða fimm leikmenn
#
# Spilið er fyrir þrjá til fimm leikmenn; kóreska bókin bætir við spili fyrir tvo. Hvað breytist
# með fjölda leikmanna er lesið hér fyrir neðan úr nýuppröðuðum spilum. Opnaðu **Rule** í röð til
# að sjá auðkenni reglunnar.

# %%
rules("setup.player-count")

# %%
setup_table()

# %% [markdown]
# Með orðum:
#
# - **hlutverkaspjöldin**: sex þegar þrír spila, einn gullgrafari til viðbótar þegar fjórir spila, báðir
#   gullgrafararnir þegar fimm spila;
# - **doblúnur**: hver leikmaður byrjar með nokkrar, fleiri þegar leikmenn eru fleiri;
# - **fyrsta plantekran**: talið frá fyrsta landstjóranum byrja fyrstu leikmennirnir með indígó og
#   þeir síðustu með maís;
# - **vinningsstigaskildir**, **nýlendubúar** (í bankanum og fyrsti farmurinn á skipinu) og
#   **vöruflutningaskip** vaxa með fjölda leikmanna;
# - í röð **plantekra sem snúa upp** eru alltaf einni flís fleiri en leikmennirnir;
# - allt annað byrjar í bankanum: allar byggingar, grjótnámurnar, tunnurnar og hinar plantekrurnar,
#   stokkaðar á hvolfi.

# %%
rules("setup.roles", "setup.doubloons", "setup.starting-plantations", "setup.vp-chips", "setup.colonists",
      "setup.cargo-ships", "setup.face-up-plantations", "setup.supply")

# %% [markdown]
# ## Dæmi skref fyrir skref: fyrsta val spilsins
#
# Engin reglubók fer í gegnum fyrsta valið, svo þetta dæmi er okkar. Lena er landstjóri og velur
# því fyrst. Öll hlutverkaspjöldin eru enn laus og engin doblúna liggur enn á neinu þeirra.

# %%
picture(table, names)

# %%
rules("role.collect-doubloons", "role.already-taken")

# %% [markdown]
# ## Þú átt leik
#
# Vertu Lena: veldu hlutverk á borðinu (hlutverkaspjöldin eru hnappar). Hvaða hlutverk sem er er
# gott fyrsta val; næstu kennslustundir segja hvað hvert þeirra gerir. Beindu bendlinum að spjaldi
# til að sjá hvað það gerir. Þegar Lena hefur valið gera leikmennirnir, hver á eftir öðrum, það
# sem lota hlutverksins hennar leyfir (eftir gullgrafarann hefur enginn annar neitt að gera), og
# aðeins þá velur Omar sér hlutverk. Spjald Lenu er teiknað með brotalínu á brúninni og segir hver
# tók það: þegar Omar velur, smelltu á það til að heyra hvaða regla bannar honum að taka það líka.
#
# Hér leikur þú öll sætin: á eftir Lenu velur þú og leikur fyrir Omar, Priyu og Jonas líka, hvert
# á eftir öðru (á þessu borði eru engin vélmenni).

# %%
from puertorico_nb.widgets import TableWidget

TableWidget(game=Game(players=4, seed=2), names=names)

# %% [markdown]
# ### Dæmi sem dofnar: spáðu fyrst
#
# Sama borð fyrir **fimm** leikmenn í staðinn. Hve mörg vöruflutningaskip eru þar?

# %%
five = Game(players=5, seed=2)
ask("Hve mörg vöruflutningaskip eru á borðinu þegar fimm spila?", five, "ships", count=True,
    why="setup.cargo-ships",
    hint="Í uppröðunartöflunni hér að ofan er röð fyrir vöruflutningaskipin: teldu skipin í dálkinum fyrir fimm leikmenn.")

# %% [markdown]
# ## Prófaðu sjálfan þig

# %%
ask("Hve margar doblúnur byrjar Omar með þegar fjórir spila?", table, "players.Omar.doubloons",
    why="setup.doubloons", names=names,
    hint="Allir leikmenn byrja með sama fé: lestu doblúnuröð uppröðunartöflunnar, dálkinn fyrir fjóra leikmenn.")

# %%
ask("Hver velur fyrsta hlutverkið?", table, "governor", why="round.one-role-each", names=names,
    choices=names)

# %%
three = Game(players=3, seed=2)
ask("Hve margar plantekrur snúa upp í röðinni þegar þrír spila?", three, "plantations",
    count=True, why="setup.face-up-plantations",
    hint="Í röðinni eru alltaf einni flís fleiri en leikmennirnir.")

# %% [markdown]
# ## Algeng mistök
#
# **„Ég veit hvaða hlutverk ég vil, svo ég tek það núna.“** Hlutverk eru valin í röð, frá
# landstjóranum.

# %%
from puertorico_nb.course.puerto_rico import refused

refused(table, {"player": 1, "choose_role": "builder"}, names)

# %% [markdown]
# **„Doblúnur teljast í leikslok.“** Það gera þær ekki: aðeins vinningsstig teljast, og doblúnur
# (ásamt tunnum) skera úr jafntefli. Kennslustundin um leikslok sýnir stigablaðið.

# %%
rules("scoring.tie-break")

# %% [markdown]
# ## Hvert næst
#
# *Á undan: ekkert. Hér byrjar þú. Næst: [umferðin og hlutverkin](../01_round_and_roles.ipynb) (á ensku).*
