# %% [markdown]
# # San Juan: the trader
#
# *Before this: [the producer](19_san_juan_producer.ipynb). Next: [the councillor](21_san_juan_councillor.ipynb).*
#
# ## What you will be able to do
#
# - Read a trading-house tile and say what each of your goods will bring.
# - Choose which goods to sell, and how many you may sell.
# - Add the extra cards of a market stand and a market hall.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.san_juan import (ask, ask_allowed, ask_value, book_example, example, facts, largest,
                                           picture, play, refused, rules, steps, walkthrough, your_turn)

names = ["Ana", "Bo", "Cy"]

# %% [markdown]
# ## The rule in our words
#
# **The tile sets the prices.** Whoever chooses the trader first turns up the top
# trading-house tile. It shows, for each kind of good (indigo, sugar, tobacco, coffee, silver),
# how many cards one good of that kind brings. At the end of the phase the tile goes face down
# under the stack, so the tiles come round again in the same order.

# %%
rules("sj.trader.tile", "sj.trader.price")

# %% [markdown]
# **Selling.** Each player, the chooser first, may sell one good: take it off your production
# building, discard it unseen, and draw as many cards as the tile pays for that building's kind.
# You can only sell goods lying on your own buildings.

# %%
rules("sj.trader.one-sale", "sj.trader.own-good")

# %% [markdown]
# **The privilege.** The trader may sell one good more. A **trading post** lets its owner sell
# one more still, whoever chose the role; a **library** doubles the trader's privilege. A
# **market stand** draws its owner a card for selling at least a pair of goods, a **market hall**
# a card for selling anything at all (one card, however many goods).

# %%
rules("sj.trader.privilege", "sj.trading-post.extra-sale", "sj.market-stand.draw", "sj.market-hall.draw")

# %% [markdown]
# ## The book's worked example: a trader with a market stand and a trading post
#
# The Dutch rulebook's trader section (*Handelaar*) ends with this example. Ana chooses the
# trader. She owns a market stand and a trading post, and goods lie on her indigo plant,
# tobacco storage and silver smelter. (We add a good on a sugar mill too, so that she has a
# choice to make.) The book gives Ana's city only, so Bo and Cy have just their starting indigo
# plants. Step through it on the table, or read the steps below.

# %%
trader = book_example("sanjuan_trader")
walk = walkthrough(trader, names)
walk

# %%
steps(walk, why=["Ana has goods to sell, and as the trader she may sell one more than anyone.",
                 "The privilege and the trading post make three sales: tobacco and silver are her best-paid "
                 "goods on this tile, and indigo pays as much as sugar."])

# %% [markdown]
# Here is the tile she turned up, then the table after her sale. Each good brought what the tile
# pays for its kind, and the market stand added a card because she sold at least a pair.

# %%
picture(play(trader, 1), names, seat=0)

# %%
picture(play(trader), names, seat=0)

# %% [markdown]
# The book's market hall example sells a sugar and a coffee and draws one card more than the tile
# pays. (Its prices match none of the tiles, so our version keeps only its total.)

# %%
steps(walkthrough(book_example("sanjuan_trader", 2), names))

# %% [markdown]
# ## More worked examples
#
# These are ours. Bo did not choose the trader, but his trading post lets him sell a pair, and
# his market stand pays a card for it:

# %%
steps(walkthrough(example("sanjuan_trader", 1), names))

# %% [markdown]
# ## Your turn
#
# Be Ana in the book's example, just after she turned up the tile. Sell on the table: click
# the goods to sell in the panel above your city (click one again to put it back), then confirm. A choice that breaks a rule is greyed out: click it to hear which
# rule forbids it. The table tells you whether you made the book's move.

# %%
your_turn(trader, 1, names=names,
          why="Three sales are allowed; tobacco and silver pay best on this tile, and indigo and sugar pay the "
              "same, so the book's choice of indigo is as good as sugar.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but Ana has **no trading post**. Predict how many goods she may sell, then answer.

# %%
import copy

faded = copy.deepcopy(trader)
faded["setup"]["players"][0]["buildings"].remove("trading_post")
no_post = play(faded, 1)
ask_value("Without the trading post, how many goods may Ana sell?", lambda: largest(no_post, "sell"),
          why="The trader sells one good, and one more for the privilege; the trading post was the third sale.",
          hint="Ana chose the trader: count the sale everyone makes, then what her privilege allows.")

# %% [markdown]
# ## Check yourself

# %%
ask("After the book's sale, how many cards does Ana hold?", play(trader), "players.Ana.hand_size", names=names,
    why="Each good brings what the tile shows for its kind, and the market stand one card for a pair or more.")

# %%
ask("On the tile Ana turned up, how many cards does one silver bring?", play(trader, 1), "tile.4",
    why="sj.trader.price")

# %%
stranger = example("sanjuan_trader", 3)
ask_allowed("Ana's sugar mill carries no good. May she sell sugar?", play(stranger, 1),
            {"player": 0, "sell": ["sugar_mill"]}, names=["Ana", "Bo"])

# %% [markdown]
# ## Common mistakes
#
# **"The trader sells everything."** Even with the privilege and a trading post, sales are limited.

# %%
refused(play(trader, 1), {"player": 0, "sell": ["indigo_plant", "tobacco_storage", "silver_smelter", "sugar_mill"]},
        names)

# %% [markdown]
# **"I sell a good I do not have."** Only the goods on your own production buildings.

# %%
refused(play(stranger, 1), {"player": 0, "sell": ["sugar_mill"]}, ["Ana", "Bo"])

# %% [markdown]
# **"The market hall pays a card for every good."** One card for the whole sale: the book's
# market hall example above sells a pair and draws a single extra card.
#
# **"The tile goes back on top."** Where does the tile Ana turned up lie once the phase is over?


# %%
def where_the_tile_went():
    turned_up, stack = facts(play(trader, 1))["tile"], facts(play(trader))["tiles"]
    return "bottom" if stack[-1] == turned_up else "top"


ask_value("Once the phase is over, is Ana's tile on top of the stack or at the bottom?", where_the_tile_went,
          choices=["top", "bottom"], why="sj.trader.tile")

# %% [markdown]
# ## Where next
#
# *Before this: [the producer](19_san_juan_producer.ipynb). Next: [the councillor](21_san_juan_councillor.ipynb).*
