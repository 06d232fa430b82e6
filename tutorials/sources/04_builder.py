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
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget
from puertorico_nb.games.puerto_rico.roles import builder

names = ['Clara', 'Diego', 'Yuki', 'Samir']

# %% [markdown]
# ## The rule in our words
#
# In the builder phase each player, the builder first, may buy one building. The builder
# pays one doubloon less. Each **manned quarry** takes one more doubloon off, but only as
# many quarries count as the building's **column** number. A price never goes below zero,
# and you must be able to pay it.

# %%
r = catalogue.get("builder.privilege-discount")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("builder.quarry-discount")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("builder.cost-floor")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("builder.afford")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# You may build once per phase, never a second copy of a building you own, and a large
# building needs a double city space.

# %%
r = catalogue.get("builder.one-per-phase")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("builder.one-of-each")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("builder.city-space")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# ## The book's worked example: the quarry price list
#
# Diego and Yuki each own manned quarries. Clara took the builder and passed. Here are
# Diego's prices, column by column, straight from the engine:

# %%
ruling = example("quarry_prices")
diego = play(ruling, 2)
quarries = sum(1 for t in facts(diego)["players"][1]["island"] if t == {"quarry": 1})
print(f"Diego owns {quarries} manned quarries.")
for column in (1, 2, 3, 4):
    row = [b for b in diego.ruleset.buildings if b.column == column and b.id in diego.state.buildings_order]
    print(f"Column {column}: " + ", ".join(
        f"{b.id.replace('_', ' ')} {b.cost}->{builder.price(diego.ruleset, diego.state, 1, b.id)}" for b in row))

# %%
print(ruling["title"])
print("Source:", ruling["source"])
walk = WalkthroughWidget(ruling, names=names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
why = ['Clara takes the builder. She has no money, so her privilege does not help her this time.', 'Clara cannot afford anything, so she passes.', "Diego's doubloons buy only the construction hut: column one, so only one quarry counts.", "Yuki's quarries all count in column four, so the city hall fits her purse."]
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
# Be Diego. The prices on the building cards are his. Buy something, or pass.
# Choices that break a rule are greyed out: click one to hear which rule forbids it.

# %%
table = TableWidget(game=play(ruling, 2), names=names)
table

# %% [markdown]
# After you click, run the next cell. (If you have not clicked yet, it shows the book's move instead, on a copy.)

# %%
if len(table.game.log) > 2:
    print("You played:", table.history[-1])
else:
    print("No click yet. In the book:")
    act(play(ruling, 2), moves(ruling)[2], names)

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but Diego owns **one more manned quarry**. Does the office become cheaper for him?

# %%
import copy
faded = copy.deepcopy(ruling)
faded["setup"]["players"][1]["island"] = faded["setup"]["players"][1]["island"] + [{"quarry": 1}]
your_guess = ...   # True or False


# %%
def office_price(r):
    g = play(r, 2)
    return builder.price(g.ruleset, g.state, 1, "office")
answer = office_price(faded) < office_price(ruling)
assert office_price(ruling) == diego.ruleset.building("office").cost - diego.ruleset.building("office").column
reveal(your_guess, answer)

# %% [markdown]
# ## Check yourself
#
# Answer in each cell, then run the cell below it.

# %% [markdown]
# **First:** what does Yuki pay for the city hall?

# %%
your_answer = ...   # a number

# %%
yuki = play(ruling, 3)
answer = builder.price(yuki.ruleset, yuki.state, 2, "city_hall")
assert answer == yuki.ruleset.building("city_hall").cost - quarries   # all count in column four
reveal(your_answer, answer)

# %% [markdown]
# **Second:** the builder herself owns the same quarries. What does she pay for a harbor?

# %%
your_answer = ...   # a number

# %%
own = play(example("quarry_prices", 2), 1)
answer = builder.price(own.ruleset, own.state, 0, "harbor")
assert answer == own.ruleset.building("harbor").cost - quarries - 1   # quarries plus the privilege
reveal(your_answer, answer)

# %% [markdown]
# **Third:** may Diego buy the office with the money he has?

# %%
your_answer = ...   # True or False

# %%
answer = diego.is_legal({"player": 1, "build": "office"})
reveal(your_answer, answer)

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
