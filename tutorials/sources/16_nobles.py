# %% [markdown]
# # The Nobles expansion
#
# *Before this: [the New Buildings expansion](15_new_buildings.ipynb). Next: nothing more. You are ready to play, and to settle rule questions yourself.*
#
# ## What you will be able to do
#
# - Take the noble from the colonist ship when it is worth more than a colonist.
# - Say what the nobles buildings do with a colonist, and what they do with a noble.
# - Count a noble's point at the end of the game.
#
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget

names = ['Amara', 'Lukas', 'Yuki']

# %% [markdown]
# ## The rule in our words
#
# The Nobles expansion puts nobles beside the colonists. At the start and at the end of every
# mayor phase one noble takes the place of one colonist on the colonist ship. While the ship
# is dealt, the player due the next worker may take the noble instead of a colonist. A noble
# works like a colonist on any space, and is worth a victory point at the end. Every colonist
# is in play, so running out of colonists ends nothing.

# %%
r = catalogue.get("nobles.ship-noble")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("nobles.take-noble")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("nobles.work-like-colonists")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("nobles.point-each")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("nobles.colonists-never-end")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# Here is the mayor phase of the book's example, just after Amara takes the mayor. The ship carries colonists (discs) and a noble (a diamond):

# %%
ruling = example("korean_nobles")
picture(play(ruling, 1), names)

# %% [markdown]
# ## The book's worked example: the mayor takes the noble
#
# Amara is the mayor. She takes the noble; the colonists go round the table without any more
# choice. When the phase ends, the ship is refilled, with a new noble on it.

# %%
print(ruling["title"])
print("Source:", ruling["source"])
walk = WalkthroughWidget(ruling, names=names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
why = ['Amara is mayor, so the first worker from the ship is hers, and with it the choice.', 'A noble works like a colonist and is a point at the end: Amara takes it. The colonists are dealt on without a choice.', 'Amara puts her noble on her corn plantation; her privilege colonist waits in San Juan.', 'Lukas mans his indigo.', 'Yuki mans her corn. The phase ends and the ship is refilled, one noble among the workers.']
reasons = iter(why)
for k, frame in enumerate(walk.frames[1:], 1):
    print(f"Step {k}: {frame['narration']}")
    if frame["kind"] == "act":
        print("    Why:", next(reasons))
assert next(reasons, None) is None, "one reason per move"
assert all(frame["ok"] for frame in walk.frames), "the engine agrees with the book at every step"

# %%
end = play(ruling)
print("Ship now:", facts(end)["colonist_ship"])
print("Amara owns", facts(end)["players"][0]["nobles"], "noble(s) and would score",
      end.score_breakdown()[0]["total"], "point(s) now, with no chips and no buildings.")

# %% [markdown]
# ### Buildings that care who sits there
#
# The Nobles buildings do one thing with a colonist and another with a noble. The book's
# examples, each checked by the engine:

# %%
r = catalogue.get("building.land-office")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.chapel")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.hunting-lodge")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.builders-office")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.royal-supplier")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.villa")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.jeweler")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.royal-garden")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %%
from puertorico_nb import check
from puertorico_nb.teaching import EXAMPLES
report = check([EXAMPLES / "korean_nobles.yaml"])
assert report.ok
print(report.summary())
chapel = example("korean_nobles", 2)
for seat in (1, 2):
    before, after = facts(start(chapel))["players"][seat], facts(play(chapel))["players"][seat]
    worker = start(chapel).state.players[seat].worker_on("chapel")
    print(f"{names[seat]}'s chapel with a {worker}: +{after['doubloons'] - before['doubloons']} doubloon(s), "
          f"+{after['vp'] - before['vp']} VP")

# %% [markdown]
# ## Your turn
#
# Be Amara, the mayor: take the noble or a colonist from the ship (the choices are in the panel under the players).
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
# Same table, but this time the ship carries **no noble**, only colonists. Is Amara still asked
# to choose between a noble and a colonist? Write `True` or `False`, then run both cells.

# %%
import copy
faded = copy.deepcopy(ruling)
faded["setup"]["colonist_ship"] = {"colonists": 3, "nobles": 0}
faded_game = play(faded, 1)
your_guess = ...   # True or False

# %%
answer = faded_game.is_legal({"player": 0, "take": "noble"}) or faded_game.is_legal({"player": 0, "take": "colonist"})
assert not answer and faded_game.phase == "mayor"   # the colonists were dealt at once
reveal(your_guess, answer)

# %% [markdown]
# ## Check yourself
#
# Answer in each cell, then run the cell below it.

# %% [markdown]
# **First:** with a noble on the builders' office, what does Yuki pay for the guild hall?

# %%
your_answer = ...   # a number

# %%
office = example("korean_nobles", 5)
answer = facts(start(office))["players"][2]["doubloons"] - facts(play(office))["players"][2]["doubloons"]
reveal(your_answer, answer)

# %% [markdown]
# **Second:** Lukas owns nobles, one of them on the jeweler. How many doubloons does the jeweler pay him?

# %%
your_answer = ...   # a number

# %%
jeweler = example("korean_nobles", 8)
answer = facts(play(jeweler))["players"][1]["doubloons"] - facts(start(jeweler))["players"][1]["doubloons"]
assert answer == facts(play(jeweler))["players"][1]["nobles"]   # one per noble owned
reveal(your_answer, answer)

# %% [markdown]
# **Third:** in the worked example, how many points is Amara's noble worth at the end?

# %%
your_answer = ...   # a number

# %%
answer = play(ruling).score_breakdown()[0]["total"] - play(ruling).score_breakdown()[0]["chips"]
reveal(your_answer, answer)

# %% [markdown]
# ## Common mistakes
#
# **"The mayor takes the noble, then another one."** There is one noble on the ship, and the choice is made once.

# %%
refused(play(ruling, 2), {"player": 0, "take": "noble"}, names)

# %% [markdown]
# **"A colonist on the land office may sell a plantation."** Buying is for a colonist, selling for a noble.

# %%
land = example("korean_nobles", 1)
refused(play(land, 1), {"player": 0, "land_office": "indigo"}, names)

# %% [markdown]
# **"The hunting lodge takes a quarry back."** Only a plantation or a forest.

# %%
refused(play(example("korean_nobles", 3), 4), {"player": 1, "return_plantation": "quarry"}, names)

# %% [markdown]
# **"The royal supplier takes a pair of corn."** The barrels must all be different goods.

# %%
refused(play(example("korean_nobles", 6), 1), {"player": 1, "royal_supplier": ["corn", "corn"]}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the New Buildings expansion](15_new_buildings.ipynb). Next: nothing more. You are ready to play, and to settle rule questions yourself.*
