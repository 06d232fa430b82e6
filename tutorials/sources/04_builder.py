# %% [markdown]
# # The builder
#
# *Before this: [the mayor](03_mayor.ipynb). Next: [the craftsman](05_craftsman.ipynb).*
#
# ## What you will be able to do
#
# - Work out what a building costs you.
# - Say how much the builder's privilege and your quarries take off.
# - Say which buildings you may never buy.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.puerto_rico import (ask, ask_allowed, book_example, example, play, price_list, refused, rules,
                                    steps, varied, walkthrough, your_turn)

names = ["Clara", "Diego", "Yuki", "Samir"]

# %% [markdown]
# ## The rule in our words
#
# In the builder phase each player, the builder first, may buy one building. The builder
# pays one doubloon less. Each **manned quarry** takes one more doubloon off, but only as
# many quarries count as the building's **column** number. A price never goes below zero,
# and you must be able to pay it.

# %%
rules("builder.privilege-discount", "builder.quarry-discount", "builder.cost-floor", "builder.afford")

# %% [markdown]
# You may build once per phase, never a second copy of a building you own, and a large
# building needs a double city space. Most buildings come in more than one copy, and a
# building whose copies are all sold is gone.

# %%
rules("builder.one-per-phase", "builder.one-of-each", "builder.city-space", "builder.copies-left")

# %% [markdown]
# ## The book's worked example: the quarry price list
#
# The Icelandic book prints the prices for a player with three manned quarries. Diego and
# Yuki each own that many. Clara took the builder and passed. Here are Diego's prices, column
# by column, straight from the engine:

# %%
ruling = book_example("quarry_prices")
diego = play(ruling, 2)
price_list(diego, "Diego", names)

# %%
walk = walkthrough(ruling, names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
steps(walk, why=['Clara takes the builder. She has no money: with her privilege only a small indigo plant '
                 'or a small market would cost her nothing.',
                 'Building is never a duty, and in this example Clara passes.',
                 "Diego builds the construction hut for 1: it stands in column one, so only one of his three "
                 "quarries counts against its price of 2.",
                 "Yuki's quarries all count in column four, so the city hall fits her purse."])

# %% [markdown]
# ## Your turn
#
# Be Diego. The prices on the building cards are his. Buy something, or pass.
# A choice the rules forbid at that moment is drawn faded, with a dashed edge (at times there is
# none); click it to read which rule forbids it.
# The table then says whether your move is the book's, and why.

# %%
your_turn(ruling, 2, names=names,
          why="In the book's price list the construction hut costs Diego 1: it stands in column one, so only one "
              "of his three quarries counts. With 1 doubloon he could also take a small indigo plant or a small "
              "market for nothing, or a hacienda, a small sugar mill or an indigo plant for 1.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but Diego owns **one more manned quarry**. Predict his price for the office, then answer.

# %%
faded = varied(ruling, players={1: {"island": lambda tiles: tiles + [{"quarry": 1}]}})
ask("With one manned quarry more, what would Diego pay for the office?", play(faded, 2), "price.Diego.office",
    names=names, why="builder.quarry-discount")

# %% [markdown]
# ## Check yourself

# %%
ask("What does Yuki pay for the city hall?", play(ruling, 3), "price.Yuki.city_hall", names=names,
    why="builder.quarry-discount")

# %%
own = play(example("quarry_prices", 2), 1)
ask("The builder herself owns the same quarries. What does she pay for a harbor?", own, "price.0.harbor",
    why="Her quarries take off what the harbor's column allows, and the builder's privilege one doubloon more.")

# %%
ask_allowed("May Diego buy the office with the money he has?", diego, {"player": 1, "build": "office"},
            names=names, hint="Work out what the office costs Diego after his quarries, then compare it with the "
                              "doubloons he holds.")

# %% [markdown]
# ## Common mistakes
#
# **"All my quarries count."** Only as many as the column number.

# %%
refused(diego, {"player": 1, "build": "office"}, names)

# %% [markdown]
# **"A second small market makes more money."** You may own only one of each building.

# %%
twice = example("builder_rules", 0)
refused(play(twice, 1), {"player": 0, "build": "small_market"}, names)

# %% [markdown]
# **"A large building fits in my last space."** It needs a double space.

# %%
full = example("builder_rules", 1)
refused(play(full, 1), {"player": 0, "build": "guild_hall"}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the mayor](03_mayor.ipynb). Next: [the craftsman](05_craftsman.ipynb).*
