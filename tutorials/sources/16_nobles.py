# %% [markdown]
# # The Nobles expansion
#
# *Before this: [the New Buildings expansion](15_new_buildings.ipynb). Next: [San Juan, the card game](17_san_juan_the_game.ipynb), its own track.*
#
# ## What you will be able to do
#
# - Take the noble from the colonist ship when it is worth more than a colonist.
# - Say what the nobles buildings do with a colonist, and what they do with a noble.
# - Count a noble's point at the end of the game.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.puerto_rico import (ask, ask_allowed, example, picture, play, refused, rules, start, steps,
                                    varied, walkthrough, your_turn)

names = ["Amara", "Lukas", "Yuki"]

# %% [markdown]
# ## The rule in our words
#
# The Nobles expansion puts nobles beside the colonists. At the start and at the end of every
# mayor phase one noble takes the place of one colonist on the colonist ship. While the ship
# is dealt, the player due the next worker may take the noble instead of a colonist. A noble
# works like a colonist on any space, and is worth a victory point at the end. Every colonist
# is in play, so running out of colonists ends nothing.

# %%
rules("nobles.ship-noble", "nobles.take-noble", "nobles.work-like-colonists", "nobles.point-each", "nobles.colonists-never-end")

# %% [markdown]
# Here is a mayor phase, just after Amara takes the mayor. The ship carries colonists (discs) and a noble (a diamond):

# %%
ruling = example("korean_nobles")
picture(play(ruling, 1), names)

# %% [markdown]
# ## A worked example: the mayor takes the noble
#
# The Korean book states the rule without playing it out, so this example is ours. Amara is
# the mayor. She takes the noble; the colonists go round the table without any more
# choice. When the phase ends, the ship is refilled, with a new noble on it.

# %%
walk = walkthrough(ruling, names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
steps(walk, why=['Amara is mayor, so the first worker from the ship is hers, and with it the choice.',
                 'A noble works like a colonist and is a point at the end: Amara takes it. The colonists are dealt on without a choice.',
                 'Amara puts her noble on her corn plantation; her privilege colonist waits in San Juan.',
                 'Lukas mans his indigo.',
                 'Yuki mans her corn. The phase ends and the ship is refilled, one noble among the workers.'])

# %% [markdown]
# ### Buildings that care who sits there
#
# The Nobles buildings do one thing with a colonist and another with a noble:

# %%
rules("building.land-office", "building.chapel", "building.hunting-lodge", "building.builders-office", "building.royal-supplier", "building.villa", "building.jeweler", "building.royal-garden")

# %% [markdown]
# The chapel, for one: Lukas has a colonist on his, Yuki a noble. Step through the craftsman
# phase and watch what each earns.

# %%
chapel = example("korean_nobles", 2)
walkthrough(chapel, names)

# %% [markdown]
# ## Your turn
#
# Be Amara, the mayor: take the noble or a colonist from the ship (the choices are in the panel above the players).
# A choice the rules forbid at that moment is drawn faded, with a dashed edge (at times there is
# none); click it to read which rule forbids it.
# The table then says whether your move is the example's, and why.

# %%
your_turn(ruling, 1, names=names,
          why="A noble works like a colonist and is worth a point at the end, so Amara takes it.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but this time the ship carries **no noble**, only colonists. Is Amara still asked
# to choose between a noble and a colonist? Predict, then answer.

# %%
faded = varied(ruling, colonist_ship={"colonists": 3, "nobles": 0})
ask_allowed("With no noble on the ship, may Amara still choose to take a colonist?", play(faded, 1),
            {"player": 0, "take": "colonist"}, names=names)

# %% [markdown]
# ## Check yourself

# %%
office = example("korean_nobles", 5)
ask("With a noble on the builders' office, what does Yuki pay for the guild hall?", start(office),
    "players.Yuki.doubloons", since=play(office), names=names, why="building.builders-office")

# %%
jeweler = example("korean_nobles", 8)
ask("Lukas owns nobles, one of them on the jeweler. How many doubloons does the jeweler pay him?", play(jeweler),
    "players.Lukas.doubloons", since=start(jeweler), names=names, why="building.jeweler")

# %%
ask("In the worked example Amara has no chips and no buildings. What would her score be, with her noble?",
    play(ruling), "scores.Amara", names=names, why="nobles.point-each",
    hint="Her score adds her chips, her buildings' points and what each noble is worth: count her nobles.")

# %% [markdown]
# ## Common mistakes
#
# **"The mayor takes the noble, then another one."** There is one noble on the ship, and the choice is made once.

# %%
refused(play(ruling, 2), {"player": 0, "take": "noble"}, names)

# %% [markdown]
# **"A colonist on the land office may sell a plantation."** Buying is for a colonist, selling for a noble.

# %%
land = example("korean_nobles", 1)
refused(play(land, 1), {"player": 0, "land_office": "indigo"}, names)

# %% [markdown]
# **"The hunting lodge takes a quarry back."** Only a plantation or a forest.

# %%
refused(play(example("korean_nobles", 3), 4), {"player": 1, "return_plantation": "quarry"}, names)

# %% [markdown]
# **"The royal supplier takes a pair of corn."** The barrels must all be different goods.

# %%
refused(play(example("korean_nobles", 6), 1), {"player": 1, "royal_supplier": ["corn", "corn"]}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the New Buildings expansion](15_new_buildings.ipynb). Next: [San Juan, the card game](17_san_juan_the_game.ipynb), its own track.*
