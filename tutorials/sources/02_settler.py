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
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget

names = ['Sofia', 'Malik', 'Hana', 'Pedro']
hut = example("hacienda_hospice_construction_hut", 1)

# %% [markdown]
# ## The rule in our words
#
# In the settler phase each player, the settler first, may take **one** of the face-up
# plantations and lay it on an empty island space. The settler may take a **quarry**
# instead. At the end, the tiles nobody took are cleared away and a fresh row is turned up.

# %%
r = catalogue.get("settler.face-up-only")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("settler.one-tile")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("settler.quarry-privilege")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("settler.refill-row")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %%
ruling = example("hacienda_hospice_construction_hut")
picture(play(ruling, 1), names)

# %% [markdown]
# Some small buildings change this phase, while a colonist works in them:
#
# - the **hacienda** lets you first draw an unseen plantation from the stack, as an extra tile;
# - the **hospice** puts a colonist from the supply on the tile you take;
# - the **construction hut** lets you take a quarry even when you are not the settler.

# %%
r = catalogue.get("settler.hacienda-draw")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("settler.hospice-colonist")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.construction-hut")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# ## The book's worked example
#
# Sofia owns a working hacienda and a working hospice. She takes the settler.

# %%
print(ruling["title"])
print("Source:", ruling["source"])
walk = WalkthroughWidget(ruling, names=names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
why = ['Sofia has the most to gain from the settler: her hacienda and hospice only work in this phase.', 'The hacienda draw comes first, before the normal pick, and the tile arrives without a colonist.', 'Now her normal pick. Coffee is the most valuable tile, and the hospice puts a colonist on it.', 'Malik has no construction hut, so no quarry for him. He takes corn.', 'Hana takes indigo.', 'Pedro passes: taking a tile is never compulsory.']
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
# A second example: Sofia owns a hacienda and a **construction hut**. Be Sofia. Draw with the
# hacienda first, then take your tile: a quarry is allowed for her.
# Choices that break a rule are greyed out: click one to hear which rule forbids it.

# %%
table = TableWidget(game=play(hut, 1), names=names)
table

# %% [markdown]
# After you click, run the next cell. (If you have not clicked yet, it shows the book's move instead, on a copy.)

# %%
if len(table.game.log) > 1:
    print("You played:", table.history[-1])
else:
    print("No click yet. In the book:")
    act(play(hut, 1), moves(hut)[1], names)

# %% [markdown]
# ### A faded example: predict first
#
# The first example again, but Sofia's hospice has **no colonist**. Does the coffee still
# arrive with a colonist on it?

# %%
import copy
faded = copy.deepcopy(ruling)
faded["setup"]["players"][0]["city"] = [{"hacienda": 1}, "hospice"]
your_guess = ...   # True or False


# %%
def coffee_manned(r):
    return {"coffee": 1} in facts(play(r, 3))["players"][0]["island"]
answer = coffee_manned(faded)
assert answer != coffee_manned(ruling)   # only a manned hospice works
reveal(your_guess, answer)

# %% [markdown]
# ## Check yourself
#
# Answer in each cell, then run the cell below it.

# %% [markdown]
# **First:** in the first example, how many tiles lie on Sofia's island after her turn?

# %%
your_answer = ...   # a number

# %%
answer = len(facts(play(ruling, 3))["players"][0]["island"])
assert answer == len(facts(start(ruling))["players"][0]["island"]) + 2   # hacienda tile + normal pick
reveal(your_answer, answer)

# %% [markdown]
# **Second:** in the second example, may Hana take a quarry?

# %%
your_answer = ...   # True or False

# %%
answer = play(hut, 4).is_legal({"player": 2, "settle": "quarry"})
reveal(your_answer, answer)

# %% [markdown]
# **Third:** how many colonists leave the supply when Sofia takes her coffee in the first example?

# %%
your_answer = ...   # a number

# %%
answer = facts(play(ruling, 2))["supply"]["colonists"] - facts(play(ruling, 3))["supply"]["colonists"]
reveal(your_answer, answer)

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
