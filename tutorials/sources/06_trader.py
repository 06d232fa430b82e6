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
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget

names = ['Zoe', 'Ravi', 'Elif', 'Marco']

# %% [markdown]
# ## The rule in our words
#
# In the trader phase each player, the trader first, may sell **one barrel** to the trading
# house. Each good has its price; the trader gets one doubloon more. The house takes only
# goods it does not hold yet, and has room for a handful of barrels.

# %%
r = catalogue.get("trader.own-the-good")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("trader.price")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("trader.privilege")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("trader.distinct-goods")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("trader.house-full")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %%
ruling = example("office")
picture(play(ruling, 1), names)

# %% [markdown]
# A full house is emptied at the end of the phase. Markets add doubloons to every sale, and
# a manned **office** lets its owner sell a good that is already in the house.

# %%
r = catalogue.get("trader.clear-when-full")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("trader.small-market")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("trader.large-market")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("trader.office")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# ## The book's worked example: the small market

# %%
market = example("small_market")
print(market["description"])
WalkthroughWidget(market, names=names)

# %% [markdown]
# ## The book's worked example: the office

# %%
print(ruling["title"])
print("Source:", ruling["source"])
walk = WalkthroughWidget(ruling, names=names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
why = ['Zoe has nothing to sell, but the trader keeps others from the richest sales.', "Ravi's office lets him add tobacco although tobacco is already in the house.", 'Elif has an office too, so she sells tobacco as well.', 'Marco has no office, so no tobacco for him; corn is all he can sell. The house is then full.']
reasons = iter(why)
for k, frame in enumerate(walk.frames[1:], 1):
    print(f"Step {k}: {frame['narration']}")
    if frame["kind"] == "act":
        print("    Why:", next(reasons))
assert next(reasons, None) is None, "one reason per move"
assert all(frame["ok"] for frame in walk.frames), "the engine agrees with the book at every step"

# %% [markdown]
# ## Your turn
#
# Be Ravi. Sell a barrel, or pass.
# Choices that break a rule are greyed out: click one to hear which rule forbids it.

# %%
table = TableWidget(game=play(ruling, 1), names=names)
table

# %% [markdown]
# After you click, run the next cell. (If you have not clicked yet, it shows the book's move instead, on a copy.)

# %%
if len(table.game.log) > 1:
    print("You played:", table.history[-1])
else:
    print("No click yet. In the book:")
    act(play(ruling, 1), moves(ruling)[1], names)

# %% [markdown]
# ### A faded example: predict first
#
# The trader sells coffee with both markets. Now take away the **large market**. How many doubloons does the sale bring?

# %%
import copy
both = example("small_market", 2)
faded = copy.deepcopy(both)
faded["setup"]["players"][0]["city"] = [{"small_market": 1}]
your_guess = ...   # a number


# %%
def takings(r):
    return facts(play(r))["players"][0]["doubloons"] - facts(start(r))["players"][0]["doubloons"]
answer = takings(faded)
assert takings(both) - answer == 2   # what the large market adds
reveal(your_guess, answer)

# %% [markdown]
# ## Check yourself
#
# Answer in each cell, then run the cell below it.

# %% [markdown]
# **First:** how many doubloons does Elif get for her tobacco?

# %%
your_answer = ...   # a number

# %%
answer = facts(play(ruling, 3))["players"][2]["doubloons"] - facts(start(ruling))["players"][2]["doubloons"]
reveal(your_answer, answer)

# %% [markdown]
# **Second:** how many barrels are in the trading house after the phase?

# %%
your_answer = ...   # a number

# %%
answer = len(facts(play(ruling))["trading_house"])
reveal(your_answer, answer)

# %% [markdown]
# **Third:** a trader who passes: do her doubloons stay the same?

# %%
your_answer = ...   # True or False

# %%
idle = example("small_market", 3)
answer = facts(play(idle))["players"][0]["doubloons"] == facts(start(idle))["players"][0]["doubloons"]
reveal(your_answer, answer)

# %% [markdown]
# ## Common mistakes
#
# **"Tobacco is in the house, but I'll add mine."** Only with a working office.

# %%
refused(play(ruling, 3), {"player": 3, "sell": "tobacco"}, names)

# %% [markdown]
# **"The office opens a full house."** It does not: when the house is full the phase is over.

# %%
full = example("office_full_house")
refused(play(full, 2), {"player": 2, "sell": "tobacco"}, names)

# %% [markdown]
# **"I sell what I will produce later."** You sell a barrel you hold.

# %%
refused(play(ruling, 1), {"player": 1, "sell": "coffee"}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the craftsman](05_craftsman.ipynb). Next: [the captain](07_captain.ipynb).*
