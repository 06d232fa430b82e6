# %% [markdown]
# # The mayor
#
# *Before this: [the settler](02_settler.ipynb). Next: [the builder](04_builder.ipynb).*
#
# ## What you will be able to do
#
# - Say how many colonists each player receives.
# - Lay out your colonists so that no rule is broken.
# - Say how many colonists the ship brings next time.
#
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget

names = ['Nadia', 'Theo', 'Aiko', 'Bruno']

# %% [markdown]
# ## The rule in our words
#
# The mayor takes one extra colonist from the supply. Then the colonists on the ship are
# handed out **one at a time**, the mayor first and then clockwise, until the ship is empty.

# %%
r = catalogue.get("mayor.privilege-colonist")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("mayor.deal-ship")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %%
ruling = example("mayor_distribution")
picture(start(ruling), names)

# %% [markdown]
# Then every player lays out **all** their colonists afresh, old and new, one per circle.
# A colonist may wait in San Juan only while no circle on your board is empty.

# %%
r = catalogue.get("mayor.place-all-colonists")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("mayor.space-capacity")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("mayor.fill-before-san-juan")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# Last, the mayor refills the ship: one colonist for every **empty circle on buildings**
# (plantations do not count), but never fewer than there are players.

# %%
r = catalogue.get("mayor.refill-ship")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("mayor.colonist-shortage")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# ## The book's worked example: the distribution

# %%
print(ruling["title"])
print("Source:", ruling["source"])
walk = WalkthroughWidget(ruling, names=names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
why = ['Nadia takes the mayor: her extra colonist and the first one off the ship go to her.', 'Nadia fills both her circles. The colonist left over may now wait in San Juan.', 'Theo fills his plantation and one circle of his sugar mill.', 'Aiko has a single colonist. She staffs her corn, which produces without a building.', 'Bruno has only a plantation, so his colonist goes there.']
reasons = iter(why)
for k, frame in enumerate(walk.frames[1:], 1):
    print(f"Step {k}: {frame['narration']}")
    if frame["kind"] == "act":
        print("    Why:", next(reasons))
assert next(reasons, None) is None, "one reason per move"
assert all(frame["ok"] for frame in walk.frames), "the engine agrees with the book at every step"

# %%
dealt = facts(play(ruling, 1))
for seat, name in enumerate(names):
    print(f"{name} receives {dealt['players'][seat]['san_juan']} colonists")
print("Colonists on the ship for next time:", facts(play(ruling))["colonist_ship"])

# %% [markdown]
# ## Your turn
#
# Be Nadia: lay out your colonists. The layouts are listed under the table.
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
# Same table, but the ship brings **one more colonist**. Who receives it?

# %%
import copy
faded = copy.deepcopy(ruling)
faded["setup"]["colonist_ship"] += 1
your_guess = ...   # a name

# %%
more, usual = facts(play(faded, 1))["players"], facts(play(ruling, 1))["players"]
gainers = [names[s] for s in range(4) if more[s]["san_juan"] > usual[s]["san_juan"]]
assert len(gainers) == 1
answer = gainers[0]
reveal(your_guess, answer)

# %% [markdown]
# ## Check yourself
#
# Answer in each cell, then run the cell below it.

# %% [markdown]
# **First:** how many colonists does Nadia receive in all, the privilege included?

# %%
your_answer = ...   # a number

# %%
answer = facts(play(ruling, 1))["players"][0]["san_juan"]
reveal(your_answer, answer)

# %% [markdown]
# **Second:** how many colonists go on the ship at the end of the phase?

# %%
your_answer = ...   # a number

# %%
end = play(ruling)
empty = sum(end.ruleset.building(b).circles - w
            for p in end.state.players for b, w in zip(p.city, p.city_workers))
answer = facts(end)["colonist_ship"]
assert answer == max(empty, end.players)
reveal(your_answer, answer)

# %% [markdown]
# **Third:** may Nadia keep colonists waiting in San Juan and leave her plantation empty?

# %%
your_answer = ...   # True or False

# %%
answer = play(ruling, 1).is_legal(
    {"player": 0, "place": {"island": ["indigo"], "city": [{"small_indigo_plant": 1}], "san_juan": 2}})
reveal(your_answer, answer)

# %% [markdown]
# ## Common mistakes
#
# **"I'll keep colonists in San Juan for later."** Not while a circle is empty.

# %%
refused(play(ruling, 1), {"player": 0, "place": {"island": ["indigo"], "city": [{"small_indigo_plant": 1}], "san_juan": 2}}, names)

# %% [markdown]
# **"Everyone places at once."** Layouts go in turn, from the mayor.

# %%
refused(play(ruling, 1), {"player": 1, "place": {"island": [{"indigo": 1}], "city": [{"sugar_mill": 1}], "san_juan": 0}}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the settler](02_settler.ipynb). Next: [the builder](04_builder.ipynb).*
