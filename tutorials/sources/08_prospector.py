# %% [markdown]
# # The prospector
#
# *Before this: [the captain](07_captain.ipynb). Next: [every building](09_buildings.ipynb).*
#
# ## What you will be able to do
#
# - Say what the prospector gives you, and to whom.
# - Judge when a prospector with doubloons on it beats a role with an action.
#
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget
from puertorico_nb import Game

names = ['Leila', 'Hugo', 'Noor', 'Finn']

# %% [markdown]
# ## The rule in our words
#
# The prospector has no action at all. Whoever takes it gets one doubloon from the bank,
# plus any doubloons lying on the card. Nobody else does anything, and the next player
# chooses a role.

# %%
r = catalogue.get("prospector.privilege")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("role.collect-doubloons")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %%
ruling = example("prospector")
picture(start(ruling), names)

# %% [markdown]
# There is a prospector card only with more players; a small game leaves it in the box.

# %%
r = catalogue.get("setup.roles")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# ## The book's worked example

# %%
print(ruling["title"])
print("Source:", ruling["source"])
walk = WalkthroughWidget(ruling, names=names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
why = ['Doubloons have piled up on the prospector, so it pays Leila more than any action would.']
reasons = iter(why)
for k, frame in enumerate(walk.frames[1:], 1):
    print(f"Step {k}: {frame['narration']}")
    if frame["kind"] == "act":
        print("    Why:", next(reasons))
assert next(reasons, None) is None, "one reason per move"
assert all(frame["ok"] for frame in walk.frames), "the engine agrees with the book at every step"

# %%
before, after = facts(start(ruling)), facts(play(ruling))
print(f"Leila: {before['players'][0]['doubloons']} -> {after['players'][0]['doubloons']} doubloons")
print(f"Hugo:  {before['players'][1]['doubloons']} -> {after['players'][1]['doubloons']} doubloons")

# %% [markdown]
# ## Your turn
#
# Be Leila. Take the prospector, or any other free role.
# Choices that break a rule are greyed out: click one to hear which rule forbids it.

# %%
table = TableWidget(game=play(ruling, 0), names=names)
table

# %% [markdown]
# After you click, run the next cell. (If you have not clicked yet, it shows the book's move instead, on a copy.)

# %%
if len(table.game.log) > 0:
    print("You played:", table.history[-1])
else:
    print("No click yet. In the book:")
    act(play(ruling, 0), moves(ruling)[0], names)

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but **one more doubloon** lies on the prospector. How many doubloons does Leila hold after taking it?

# %%
import copy
faded = copy.deepcopy(ruling)
faded["setup"]["roles"]["prospector"] += 1
your_guess = ...   # a number

# %%
answer = facts(play(faded))["players"][0]["doubloons"]
assert answer == facts(play(ruling))["players"][0]["doubloons"] + 1
reveal(your_guess, answer)

# %% [markdown]
# ## Check yourself
#
# Answer in each cell, then run the cell below it.

# %% [markdown]
# **First:** after Leila takes the prospector, whose turn is it?

# %%
your_answer = ...   # a name

# %%
answer = names[play(ruling).turn]
reveal(your_answer, answer)

# %% [markdown]
# **Second:** how many doubloons are left on the prospector card?

# %%
your_answer = ...   # a number

# %%
answer = facts(play(ruling))["roles"]["prospector"]
reveal(your_answer, answer)

# %% [markdown]
# **Third:** in the smallest game, may the governor choose the prospector?

# %%
your_answer = ...   # True or False

# %%
answer = Game(players=3).is_legal({"player": 0, "choose_role": "prospector"})
reveal(your_answer, answer)

# %% [markdown]
# ## Common mistakes
#
# **"Everyone gets something from the prospector."** Nobody else acts: the next player simply chooses a role.

# %%
refused(play(ruling), {"player": 1, "pass": True}, names)

# %% [markdown]
# **"We always play with the prospector."** Not at a small table.

# %%
refused(Game(players=3), {"player": 0, "choose_role": "prospector"}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the captain](07_captain.ipynb). Next: [every building](09_buildings.ipynb).*
