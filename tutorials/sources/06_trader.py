# %% [markdown]
# # The trader
#
# *Before this: [the craftsman](05_craftsman.ipynb). Next: [the captain](07_captain.ipynb).*
#
# ## What you will be able to do
#
# - Say what a barrel sells for, with the trader's extra doubloon.
# - Add what a small and a large market pay.
# - Say when an office lets you sell a good the trading house already holds.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.puerto_rico import (ask, book_example, example, picture, play, refused, rules, start, steps,
                                    varied, walkthrough, your_turn)

names = ["Zoe", "Ravi", "Elif", "Marco"]

# %% [markdown]
# ## The rule in our words
#
# In the trader phase each player, the trader first, may sell **one barrel** to the trading
# house. Each good has its price; the trader gets one doubloon more. The house takes only
# goods it does not hold yet, and has room for a handful of barrels.

# %%
rules("trader.own-the-good", "trader.price", "trader.privilege", "trader.distinct-goods", "trader.house-full")

# %%
ruling = book_example("office")
picture(play(ruling, 1), names)

# %% [markdown]
# A full house is emptied at the end of the phase. Markets add doubloons to every sale, and
# a manned **office** lets its owner sell a good that is already in the house.

# %%
rules("trader.clear-when-full", "trader.small-market", "trader.large-market", "trader.office")

# %% [markdown]
# ## The book's worked example: the small market
#
# The Icelandic and Norwegian books sell a single corn with a small market:

# %%
market = book_example("small_market")
walkthrough(market, names)

# %% [markdown]
# ## The book's worked example: the office
#
# The Icelandic and Korean books show two office owners selling tobacco to a house that
# already holds tobacco.

# %%
walk = walkthrough(ruling, names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
steps(walk, why=["The book's example starts with Zoe taking the trader; she holds no barrel, so she sells nothing.",
                 "Ravi's office lets him add tobacco although tobacco is already in the house.",
                 'Elif has an office too, so she sells tobacco as well.',
                 'Marco has no office, so no tobacco for him; corn is all he can sell. The house is then full.'])

# %% [markdown]
# ## Your turn
#
# Be Ravi. Sell a barrel, or pass.
# A choice the rules forbid at that moment is drawn faded, with a dashed edge (at times there is
# none); click it to read which rule forbids it.
# The table then says whether your move is the book's, and why.

# %%
your_turn(ruling, 1, names=names,
          why="Tobacco is the only good Ravi holds, and his office lets him sell it although the house already holds tobacco: a sale earns him doubloons, a pass earns nothing.")

# %% [markdown]
# ### A faded example: predict first
#
# The trader sells coffee with both markets. Now take away the **large market**. Predict the sale, then answer.

# %%
both = example("small_market", 2)
faded = varied(both, players={0: {"city": [{"small_market": 1}]}})
ask("Without the large market, how many doubloons does the trader's coffee bring?", play(faded), "players.0.doubloons",
    since=start(faded), why="trader.small-market")

# %% [markdown]
# ## Check yourself

# %%
ask("How many doubloons does Elif get for her tobacco?", play(ruling, 3), "players.Elif.doubloons",
    since=start(ruling), names=names, why="trader.office")

# %%
ask("How many barrels are in the trading house after the phase?", play(ruling), "trading_house", count=True,
    why="trader.clear-when-full")

# %%
idle = example("small_market", 3)
ask("A trader who sells nothing: how many doubloons does the privilege bring her?", play(idle),
    "players.0.doubloons", since=start(idle), why="trader.privilege",
    hint="The privilege is a doubloon more on the trader's own sale: look at what she sold.")

# %% [markdown]
# ## Common mistakes
#
# **"Tobacco is in the house, but I'll add mine."** Only with a working office.

# %%
refused(play(ruling, 3), {"player": 3, "sell": "tobacco"}, names)

# %% [markdown]
# **"The office opens a full house."** It does not. The Norwegian book's example: the moment
# the house is full, the trader phase ends, and Elif never gets her turn, office or not.

# %%
full = book_example("office_full_house")
steps(walkthrough(full, names), why=["The book's example starts with Zoe taking the trader; she holds no barrel, so "
                                     "she sells nothing.",
                                     "Ravi's office lets him sell a second tobacco. That fills the house, so the phase ends at once."])

# %% [markdown]
# **"I sell what I will produce later."** You sell a barrel you hold.

# %%
refused(play(ruling, 1), {"player": 1, "sell": "coffee"}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the craftsman](05_craftsman.ipynb). Next: [the captain](07_captain.ipynb).*
