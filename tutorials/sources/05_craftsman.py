# %% [markdown]
# # The craftsman
#
# *Before this: [the builder](04_builder.ipynb). Next: [the trader](06_trader.ipynb).*
#
# ## What you will be able to do
#
# - Count the barrels a player produces.
# - Pick the craftsman's extra barrel.
# - Say what a factory pays.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.puerto_rico import (ask, ask_allowed, book_example, example, picture, play, refused, rules,
                                    start, steps, varied, walkthrough, your_turn)

names = ["Ines", "Felix", "Amara", "Lukas"]

# %% [markdown]
# ## The rule in our words
#
# In the craftsman phase everyone produces, the craftsman first. Corn needs only a manned
# corn plantation. Every other good needs **pairs**: a manned plantation *and* a manned
# circle in a building for that good. You get whichever count is smaller.

# %%
rules("craftsman.production", "craftsman.corn-needs-no-building", "building.production")

# %%
ruling = book_example("production")
picture(start(ruling), names)

# %% [markdown]
# After everyone has produced, the craftsman may take **one more barrel** of a good they
# just produced. If the supply runs short, barrels go round from the craftsman.

# %%
rules("craftsman.privilege-bonus", "craftsman.supply-shortage")

# %% [markdown]
# ## The book's worked example: production
#
# The Icelandic and Norwegian books count one player's production: manned plantations on one
# side, manned circles in the production buildings on the other.

# %%
walk = walkthrough(ruling, names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
steps(walk, why=['Ines produces more goods than anyone, so the craftsman suits her.',
                 'She produced corn, sugar and tobacco, so her extra barrel is one of those three (indigo and '
                 'coffee were not produced); tobacco fetches the most when sold (the trader, next, has the '
                 'prices), so she takes tobacco.'])

# %% [markdown]
# ### The factory
#
# A manned factory pays for the **number of kinds** you actually received this phase:
# nothing for one kind, then more for each kind, with a jump for all of them.

# %%
rules("craftsman.factory", "building.factory")

# %% [markdown]
# The Icelandic and Norwegian books give an example of the factory:

# %%
factory = book_example("factory")
walkthrough(factory, names)

# %%
ask("How many doubloons does Ines's factory pay her in that example?", play(factory), "players.Ines.doubloons",
    since=start(factory), names=names, why="building.factory",
    hint="Count the different kinds of goods Ines produced in that example, then read the factory's scale.")

# %% [markdown]
# ## Your turn
#
# Be Ines. Everyone has produced; choose your extra barrel, or pass.
# A choice the rules forbid at that moment is drawn faded, with a dashed edge (at times there is
# none); click it to read which rule forbids it.
# The table then says whether your move is the book's, and why.

# %%
your_turn(ruling, 1, names=names,
          why="Only a good she has just produced may be her extra barrel: corn, sugar or tobacco. Of the three, "
              "tobacco fetches the most when sold (the trader, next, has the prices).")

# %% [markdown]
# ### A faded example: predict first
#
# Same board, but a **second colonist** works in Ines's tobacco storage. Predict her tobacco, then answer.

# %%
faded = varied(ruling, players={0: {"city": [{"small_sugar_mill": 1}, {"sugar_mill": 3}, {"tobacco_storage": 2}]}})
ask("With two colonists in the tobacco storage, how many tobacco barrels does Ines make?", play(faded, 1),
    "players.Ines.goods.tobacco", names=names, why="building.production",
    hint="Pair each manned tobacco plantation of Ines's with a manned circle of her tobacco storage: every pair "
         "makes a barrel.")

# %% [markdown]
# ## Check yourself

# %%
ask("How many sugar barrels does Ines produce, before her extra barrel?", play(ruling, 1),
    "players.Ines.goods.sugar", names=names, why="building.production")

# %%
five = example("factory", 1)
ask("A factory owner receives every kind of good. How many doubloons does the factory pay?", play(five),
    "players.0.doubloons", since=start(five), why="building.factory",
    hint="Every kind of good is the top of the factory's scale: read what it pays there.")

# %% [markdown]
# **When the supply runs short.** Here the supply holds few sugar barrels, and everyone produces
# before the craftsman's extra barrel. The table after everyone has produced:

# %%
short = example("production", 1)
picture(play(short, 1), names)

# %%
ask_allowed("In that shortage example, may Ines now take sugar as her extra barrel?", play(short, 1),
            {"player": 0, "bonus": "sugar"}, names=names)

# %% [markdown]
# ## Common mistakes
#
# **"My extra barrel can be any good."** Only a good you just produced.

# %%
refused(play(ruling, 1), {"player": 0, "bonus": "indigo"}, names)

# %% [markdown]
# **"The craftsman takes the extra barrel first."** It comes after everyone has produced, so the supply may be gone.

# %%
refused(play(example("production", 1), 1), {"player": 0, "bonus": "sugar"}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the builder](04_builder.ipynb). Next: [the trader](06_trader.ipynb).*
