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
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget

names = ['Ines', 'Felix', 'Amara', 'Lukas']

# %% [markdown]
# ## The rule in our words
#
# In the craftsman phase everyone produces, the craftsman first. Corn needs only a manned
# corn plantation. Every other good needs **pairs**: a manned plantation *and* a manned
# circle in a building for that good. You get whichever count is smaller.

# %%
r = catalogue.get("craftsman.production")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("craftsman.corn-needs-no-building")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.production")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %%
ruling = example("production")
picture(start(ruling), names)

# %% [markdown]
# After everyone has produced, the craftsman may take **one more barrel** of a good they
# just produced. If the supply runs short, barrels go round from the craftsman.

# %%
r = catalogue.get("craftsman.privilege-bonus")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("craftsman.supply-shortage")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# ## The book's worked example: production

# %%
print(ruling["title"])
print("Source:", ruling["source"])
walk = WalkthroughWidget(ruling, names=names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
why = ['Ines produces more goods than anyone, so the craftsman suits her.', 'Sugar sells better than corn, and indigo was not produced, so sugar is her best extra barrel.']
reasons = iter(why)
for k, frame in enumerate(walk.frames[1:], 1):
    print(f"Step {k}: {frame['narration']}")
    if frame["kind"] == "act":
        print("    Why:", next(reasons))
assert next(reasons, None) is None, "one reason per move"
assert all(frame["ok"] for frame in walk.frames), "the engine agrees with the book at every step"

# %%
made = facts(play(ruling, 1))["players"][0]["goods"]
island = facts(start(ruling))["players"][0]["island"]
for good in ("corn", "sugar", "tobacco"):
    manned = sum(1 for t in island if t == {good: 1})
    print(f"{good:8} manned plantations {manned}, barrels made {made[good]}")

# %% [markdown]
# ### The factory
#
# A manned factory pays for the **number of kinds** you actually received this phase:
# nothing for one kind, then more for each kind, with a jump for all of them.

# %%
r = catalogue.get("craftsman.factory")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.factory")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %%
factory = example("factory")
print(factory["description"])
WalkthroughWidget(factory, names=names)

# %%
before, after = facts(start(factory))["players"][0], facts(play(factory))["players"][0]
kinds = sum(1 for n in after["goods"].values() if n)
print(f"Ines received {kinds} kinds and {after['doubloons'] - before['doubloons']} doubloons from her factory.")

# %% [markdown]
# ## Your turn
#
# Be Ines. Everyone has produced; choose your extra barrel, or pass.
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
# Same board, but a **second colonist** works in Ines's tobacco storage. How many tobacco barrels does she make?

# %%
import copy
faded = copy.deepcopy(ruling)
faded["setup"]["players"][0]["city"] = [{"small_sugar_mill": 1}, {"sugar_mill": 3}, {"tobacco_storage": 2}]
your_guess = ...   # a number

# %%
answer = facts(play(faded, 1))["players"][0]["goods"]["tobacco"]
tobacco_fields = sum(1 for t in facts(start(faded))["players"][0]["island"] if t == {"tobacco": 1})
assert answer == min(tobacco_fields, 2)   # pairs: plantations and storage circles
reveal(your_guess, answer)

# %% [markdown]
# ## Check yourself
#
# Answer in each cell, then run the cell below it.

# %% [markdown]
# **First:** how many sugar barrels does Ines produce, before her extra barrel?

# %%
your_answer = ...   # a number

# %%
answer = facts(play(ruling, 1))["players"][0]["goods"]["sugar"]
fields = sum(1 for t in facts(start(ruling))["players"][0]["island"] if t == {"sugar": 1})
assert answer == fields   # fewer fields than mill circles: the fields decide
reveal(your_answer, answer)

# %% [markdown]
# **Second:** a factory owner receives every kind of good. How many doubloons does the factory pay?

# %%
your_answer = ...   # a number

# %%
five = example("factory", 1)
answer = facts(play(five))["players"][0]["doubloons"] - facts(start(five))["players"][0]["doubloons"]
reveal(your_answer, answer)

# %% [markdown]
# **Third:** in the shortage example, may Ines take sugar as her extra barrel?

# %%
your_answer = ...   # True or False

# %%
short = example("production", 1)
answer = play(short, 1).is_legal({"player": 0, "bonus": "sugar"})
reveal(your_answer, answer)

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
