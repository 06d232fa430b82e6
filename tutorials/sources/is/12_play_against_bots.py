# %% [markdown]
# # Heilt spil við vélmenni
#
# *Á undan: [skoðaðu úrskurð sjálf(ur)](../11_check_a_ruling.ipynb) (á ensku). Næst: [maður á móti manni: spil fyrir tvo](../14_two_players.ipynb) (á ensku).*
#
# Þessi kennslustund er íslensk þýðing ensku kennslustundarinnar
# [Play a full game against bots](../12_play_against_bots.ipynb). Hlutverk, vörur og byggingar
# heita eins og í íslensku reglubókinni
# (íslenska orðasafnið, `docs/glossary/is.md`).
#
# ## Það sem þú munt geta
#
# - Fylgt fyrstu umferð leik fyrir leik og sagt hvað hvert hlutverk gerði.
# - Spilað heilt spil, fyrir tvo til fimm leikmenn, við vélmenni án þess að brjóta reglu.
# - Lesið stigablaðið í lokin: hvaðan stig hvers leikmanns komu og hver vann.
#
# Í vinnubók skaltu fyrst keyra hólfin í röð (Shift+Enter); sem forrit hefur síðan keyrt þau fyrir
# þig. Hvert borð og hver spurning svarar um leið og þú notar það, og hver tala sem þú sérð er
# reiknuð af vélinni.

# %%
import puertorico_nb
from puertorico_nb.course.puerto_rico import (ask, bot_game, coached_round, refused, rules, score_sheet_in_words, steps,
                                    walkthrough)
from puertorico_nb.widgets import NewGame, ScoreSheet, TableWidget

puertorico_nb.set_language("is")  # borðin, reglurnar og spurningarnar í þessari vinnubók tala íslensku
names = ["Sam", "Alma", "Pip", "Quin"]

# %% [markdown]
# ## Reglan með okkar orðum
#
# Allt sem þú hefur lært er nú á einu borði. Í umferð velur landstjórinn hlutverk fyrstur, síðan hver
# leikmaður til vinstri; í hverju hlutverki eiga allir leik í röð, sá sem valdi fyrstur, með fríðindunum.
# Spilinu lýkur þegar nýlendubúarnir, vinningsstigaskildirnir eða reitir einhverrar borgar klárast,
# eftir að umferðin hefur verið spiluð til enda; þá leggur stigablaðið stigin saman.

# %%
rules("round.one-role-each", "end.finish-round", "scoring.total")

# %% [markdown]
# ## Dæmi skref fyrir skref: fyrsta umferð með skýringum
#
# Engin bók spilar heila umferð, svo þessa umferð spilar **þjálfarinn**, vélmennið sem spilar af
# skynsemi og segir hvers vegna, með föstu fræi svo hún er eins í hvert sinn. Farðu í gegnum hana á
# borðinu og lestu svo hvern leik með ástæðu þjálfarans; reglan sem leyfði hann er einum smelli frá.

# %%
first, reasons = coached_round(players=4, seed=5, names=names)
walk = walkthrough(first, names)
walk

# %%
steps(walk, why=reasons)

# %% [markdown]
# ### Dæmi sem dofnar: spáðu fyrst
#
# Umferðinni er lokið. Spáðu fyrir um hver er landstjóri núna og svaraðu svo.

# %%
ask("Hver er landstjóri eftir fyrstu umferðina?", first, "governor", names=names, choices=names,
    why="round.governor-passes")

# %% [markdown]
# ## Þú átt leik: heilt spil
#
# Veldu hve margir leikmenn sitja við borðið, tveir til fimm (tveir er spil kóresku bókarinnar
# fyrir tvo), og ýttu á **Start the game**. Þú situr í fyrsta sætinu; þjálfarinn spilar hin sætin
# og leikur um leið og röðin kemur að þeim. Bentu á val til að sjá hvað það gerir; grátt val segir
# hvers vegna það er ekki leyft, og **Afturkalla** tekur aftur síðustu ákvörðun þína (og leiki vélmennanna
# eftir hana), nema plantekrum á hvolfi hafi verið flett upp síðan: þá er hnappurinn óvirkur og segir
# það. Þegar spilinu lýkur birtist stigablaðið undir borðinu, lagt saman í orðum.

# %%
NewGame(names=["Þú", "Alma", "Pip", "Quin", "Rosa"], seed=7)

# %% [markdown]
# ## Að lesa stigablaðið
#
# Hér eru lok spils sem þjálfarinn spilaði til enda fyrir öll fjögur sætin. Stig hvers leikmanns eru
# vinningsstigaskildirnir sem hann vann sér inn með vöruflutningum, stigin sem prentuð eru á
# byggingar hans og bónus hverrar mannaðrar stórrar byggingar. Flest stig vinna; jafntefli ráðast
# af doblúnum og tunnum.

# %%
finished = bot_game(players=4, seed=5)
ScoreSheet(finished, names=names)

# %%
score_sheet_in_words(finished, names)

# %% [markdown]
# ## Prófaðu sjálfan þig

# %%
ask("Hve mörg stig í vinningsstigaskjöldum vann Pip sér inn í því spili?", finished, "score_breakdown.Pip.chips",
    names=names, why="Skildir vinnast með vöruflutningum: stig fyrir hverja tunnu sem er losuð, eitt til "
                     "viðbótar í skipstjóralotu fyrir skipstjórann sem valdi hlutverkið, og eitt til viðbótar "
                     "fyrir hverja losun með mannaða höfn; fyrsti dálkur blaðsins leggur þau saman.")

# %%
ask("Hve mörg stig eru prentuð á byggingar Quin?", finished, "score_breakdown.Quin.buildings", names=names,
    why="Hver bygging gefur í lokin stigin sem prentuð eru á hana, mönnuð eða ekki: leggðu saman stig bygginga Quin á stigablaðinu.")

# %%
ask("Hver vann?", finished, "winner", names=names, choices=names, why="scoring.tie-break")

# %% [markdown]
# ## Algeng mistök
#
# **„Ég leik fyrir vélmenni.“** Aðeins sá leikmaður sem á leik má leika.

# %%
fresh = TableWidget(players=4, seed=7, names=names, bots=[1, 2, 3])
refused(fresh.game, {"player": 1, "choose_role": "settler"}, names)

# %% [markdown]
# **„Doblúnur eru stig.“** Þær eru það ekki: í lokin teljast aðeins vinningsstig, og doblúnur
# (ásamt tunnum) skera úr jafntefli.

# %%
rules("scoring.tie-break")

# %% [markdown]
# ## Hvert næst
#
# *Á undan: [skoðaðu úrskurð sjálf(ur)](../11_check_a_ruling.ipynb) (á ensku). Næst: [maður á móti manni: spil fyrir tvo](../14_two_players.ipynb) (á ensku).*
