# %% [markdown]
# # The settler
#
# *Before this: [the round and the roles](01_round_and_roles.ipynb). Next: [the mayor](03_mayor.ipynb).*
#
# ## What you will be able to do
#
# - Take a plantation, or a quarry when you may.
# - Use a hacienda, a hospice and a construction hut.
# - Say what the row of plantations looks like after the phase.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.puerto_rico import (ask, ask_allowed, example, picture, play, refused, rules, steps, varied,
                                    walkthrough, your_turn)

names = ["Sofia", "Malik", "Hana", "Pedro"]
hut = example("hacienda_hospice_construction_hut", 1)

# %% [markdown]
# ## The rule in our words
#
# In the settler phase each player, the settler first, may take **one** of the face-up
# plantations and lay it on an empty island space. The settler may take a **quarry**
# instead, while quarries are left. A full island takes nothing more. At the end, the tiles
# nobody took are cleared away and a fresh row is turned up from the face-down stacks; when
# the stacks run out, the cleared tiles are shuffled into a new stack.

# %%
rules("settler.face-up-only", "settler.one-tile", "settler.quarry-privilege", "settler.quarry-supply",
      "settler.island-full", "settler.refill-row", "settler.reshuffle-discards")

# %%
ruling = example("hacienda_hospice_construction_hut")
picture(play(ruling, 1), names)

# %% [markdown]
# Some buildings change this phase. A **building** stands in a player's city, bought in the
# builder phase (tutorial four); it works only while a **colonist** stands on its circle, and
# colonists arrive with the mayor (the next tutorial). Here, three of them:
#
# - the **hacienda** lets you first draw an unseen plantation from the stack, as an extra tile;
# - the **hospice** puts a colonist from the supply on the tile you take;
# - the **construction hut** lets you take a quarry even when you are not the settler.

# %%
rules("building.hacienda", "settler.hacienda-draw", "building.hospice", "settler.hospice-colonist",
      "building.construction-hut")

# %% [markdown]
# ## A worked example
#
# No book plays out a whole settler phase, so this example is ours, built from what the
# Icelandic and Norwegian books say about the hacienda and the hospice. Sofia owns a working
# hacienda and a working hospice. She takes the settler.

# %%
walk = walkthrough(ruling, names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
steps(walk, why=['Sofia has the most to gain from the settler: her hacienda and hospice only work in this phase.',
                 'The hacienda draw comes first, before the normal pick, and the tile arrives without a colonist.',
                 'Now her normal pick. Coffee is the most valuable tile, and the hospice puts a colonist on it.',
                 'Malik has no construction hut, so no quarry for him. He takes corn.',
                 'Hana takes indigo.',
                 'Pedro passes: taking a tile is never compulsory.'])

# %% [markdown]
# ## Your turn
#
# A second example: Sofia owns a hacienda and a **construction hut**. Be Sofia, and make her two
# moves: draw with the hacienda first (its button, **Draw a hidden plantation**, is in the panel
# above the players), then take your tile: a quarry is allowed for her (click **Quarries** among
# the supply's counts, beside the colonist ship: when a quarry may be taken it is a button).
# A choice the rules forbid at that moment is drawn faded, with a dashed edge (at times there is
# none); click it to read which rule forbids it.
# Once you have taken your tile, the table says whether your two moves are the example's, and why.

# %%
your_turn(hut, 1, names=names, book_moves=2,
          why="The hacienda's draw must come before the normal pick, or it is lost for this phase; then the "
              "construction hut lets her take a quarry, which lowers the price of every building she buys.")

# %% [markdown]
# ### A faded example: predict first
#
# The first example again, but Sofia's hospice has **no colonist**. Predict, then answer.

# %%
faded = varied(ruling, players={0: {"city": [{"hacienda": 1}, "hospice"]}})
ask("With the hospice empty, how many colonists leave the supply when Sofia takes her coffee?",
    play(faded, 2), "supply.colonists", since=play(faded, 3), why="settler.hospice-colonist",
    hint="The hospice has no colonist here: think about when a building's ability works.")

# %% [markdown]
# ## Check yourself

# %%
ask("In the first example, how many tiles lie on Sofia's island after her turn?", play(ruling, 3),
    "players.Sofia.island", count=True, names=names, why="settler.hacienda-draw")

# %%
ask_allowed("In the second example, may Hana take a quarry?", play(hut, 4), {"player": 2, "settle": "quarry"},
            names=names)

# %%
ask("In the first example, how many colonists leave the supply when Sofia takes her coffee?",
    play(ruling, 2), "supply.colonists", since=play(ruling, 3), why="settler.hospice-colonist",
    hint="Sofia owns a manned hospice: see where the colonist on her new plantation comes from, and compare "
         "the supply before and after.")

# %% [markdown]
# ## Common mistakes
#
# **"The hacienda lets me draw twice."** One draw per phase.

# %%
refused(play(ruling, 2), {"player": 0, "settle": "hidden"}, names)

# %% [markdown]
# **"Anyone may take a quarry."** Only the settler, or the owner of a working construction hut.

# %%
refused(play(ruling, 3), {"player": 1, "settle": "quarry"}, names)

# %% [markdown]
# **"I'll take a tile from the stack instead."** Without a hacienda you pick from the face-up row.

# %%
refused(play(ruling, 3), {"player": 1, "settle": "hidden"}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the round and the roles](01_round_and_roles.ipynb). Next: [the mayor](03_mayor.ipynb).*
