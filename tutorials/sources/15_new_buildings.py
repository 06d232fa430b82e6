# %% [markdown]
# # The New Buildings expansion
#
# *Before this: [head to head: a pair of players](14_two_players.ipynb). Next: [the Nobles expansion](16_nobles.ipynb).*
#
# ## What you will be able to do
#
# - Draft the violet buildings a game is played with.
# - Work out a price with forests, and use a guest house's colonists when they help most.
# - Count what the specialty factory, the union hall and the cloister are worth.
#
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget
from puertorico_nb import Game
from puertorico_nb.games.puerto_rico.ruleset import Options
from puertorico_nb.games.puerto_rico.render.viewmodel import view_model

names = ['Hana', 'Joon', 'Priya']

# %% [markdown]
# ## The rule in our words
#
# The New Buildings expansion adds fourteen violet kinds. Before the first round you choose
# together which violet buildings this game is played with: from the start player on, each of
# you in turn puts one kind on a free space of the supply board **with the same cost**, until
# every space is filled. Each cost has its own number of spaces; what nobody chose goes back
# in the box. Production buildings are always there.

# %%
r = catalogue.get("setup.draft")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# Here is a draft just begun, for a pair of players. Look at the draft board: each cost says how many spaces are still free.

# %%
draft = Game(players=2, seed=3, expansions=("new_buildings",), options=Options(selection="draft"))
for kind in ["statue", "guest_house", "forest_house", "black_market", "small_market"]:
    act(draft, {"player": draft.turn, "draft": kind}, names)
picture(draft, names)

# %%
for group in view_model(draft)["draft"]["groups"]:
    print(f"cost {group['cost']:2}: {group['free']} of {group['spaces']} space(s) free, drafted {group['drafted']}")

# %% [markdown]
# ### Forests
#
# A manned **forest house** lets you lay the plantation you take as a settler face down:
# a forest. Nobody ever works a forest, and a quarry never becomes one. Every pair of
# forests takes a doubloon off any building, even when the forest house is empty, and
# beyond what the quarries' column allows.

# %%
r = catalogue.get("building.forest-house")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# ## The book's worked example: forests and quarries
#
# The builder owns a forest house, forests and manned quarries, and wants a large warehouse.

# %%
forests = example("korean_forest_house")
picture(play(forests, 1), names)

# %%
print(forests["title"])
print("Source:", forests["source"])
walk = WalkthroughWidget(forests, names=names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
why = ['Hana takes the builder herself: the privilege is one more doubloon off.', 'The quarries, the privilege and the forests together leave her a single doubloon to pay, and she has it.']
reasons = iter(why)
for k, frame in enumerate(walk.frames[1:], 1):
    print(f"Step {k}: {frame['narration']}")
    if frame["kind"] == "act":
        print("    Why:", next(reasons))
assert next(reasons, None) is None, "one reason per move"
assert all(frame["ok"] for frame in walk.frames), "the engine agrees with the book at every step"

# %%
before, after = facts(start(forests))["players"][0], facts(play(forests))["players"][0]
paid = before["doubloons"] - after["doubloons"]
print(f"Hana pays {paid} doubloon(s) for the large warehouse.")
assert paid == 1   # the book: "only 1 doubloon"

# %% [markdown]
# ### The guest house
#
# Colonists you put on a manned **guest house** in the mayor phase wait there. At the start,
# middle or end of any phase you may move one or both onto an empty space of yours, where
# they work at once and stay until the next mayor phase. The book's example: at the end of
# the captain phase a guest goes to the storehouse, so more barrels are kept; then the other
# goes to the library just as the trader begins, which doubles the trader's privilege.

# %%
r = catalogue.get("building.guest-house")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.storehouse")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.library")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %%
guests = example("korean_guest_house")

# %%
print(guests["title"])
print("Source:", guests["source"])
walk = WalkthroughWidget(guests, names=names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
why = ['Hana takes the captain. Both ships are full, so nobody can load and the barrels must be stored.', 'Joon would lose barrels, so a guest moves to the empty storehouse and works at once.', 'Now Joon keeps four of his five barrels: one as usual and three more for the storehouse.', 'Joon chooses the trader for his indigo.', 'The second guest goes to the library before he sells: the privilege counts twice.', 'The indigo sells for its price plus a doubled privilege.']
reasons = iter(why)
for k, frame in enumerate(walk.frames[1:], 1):
    print(f"Step {k}: {frame['narration']}")
    if frame["kind"] == "act":
        print("    Why:", next(reasons))
assert next(reasons, None) is None, "one reason per move"
assert all(frame["ok"] for frame in walk.frames), "the engine agrees with the book at every step"

# %% [markdown]
# ### The specialty factory, the union hall and the cloister
#
# The **specialty factory** pays one doubloon less than the barrels of the single good you
# produced most, corn not counted. The **union hall** gives a point for every pair of barrels
# of one good at your first captain turn, before loading. The **cloister** scores sets of
# identical island tiles at the end of the game; forests and quarries count.

# %%
r = catalogue.get("building.specialty-factory")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.union-hall")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("building.cloister")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %%
factory = example("korean_specialty_factory")
produced = {g: n for g, n in facts(play(factory))["players"][1]["goods"].items() if n}
print(factory["title"])
print("  Joon produces", produced, "and the specialty factory pays",
      facts(play(factory))["players"][1]["doubloons"], "doubloon(s).")
for k in (0, 1):
    union = example("korean_union_hall", k)
    print(union["title"])
    print("  barrels", {g: n for g, n in facts(start(union))["players"][1]["goods"].items() if n},
          "->", facts(play(union, 1))["players"][1]["vp"], "VP before any loading")
for k in (0, 1):
    cloister = example("korean_cloister", k)
    print(cloister["title"])
    print("  island", facts(start(cloister))["players"][0]["island"])
    print("  cloister points:", start(cloister).score_breakdown()[0]["bonuses"]["cloister"])

# %% [markdown]
# ## Your turn
#
# It is Joon's turn in the draft above. Pick a building for the board: the kinds whose cost has
# no free space left, and the kinds already drafted, are greyed out. Click one to hear why.

# %%
table = TableWidget(game=draft.clone(), names=names)
table

# %% [markdown]
# After you click, run the next cell. (If you have not clicked yet, it shows a legal pick instead, on a copy.)

# %%
if len(table.game.log) > len(draft.log):
    print("You played:", table.history[-1])
else:
    print("No click yet. For example:")
    act(draft.clone(), next(iter(draft.legal_actions())), names)
picks = {a.value for a in draft.legal_actions()}
assert "statue" not in picks and "aqueduct" not in picks   # drafted, and a full cost

# %% [markdown]
# ### A faded example: predict first
#
# The forest example again, but now Hana owns **a pair more** forests, with the same quarries.
# How much does the large warehouse cost her now?

# %%
import copy
faded = copy.deepcopy(forests)
faded["setup"]["players"][0]["island"] = ["forest", "forest"] + faded["setup"]["players"][0]["island"]
builder_turn = play(faded, 1)
your_guess = ...   # a number

# %%
answer = next(b["price"] for b in view_model(builder_turn)["buildings"] if b["id"] == "large_warehouse")
assert answer == max(0, next(b["price"] for b in view_model(play(forests, 1))["buildings"]
                             if b["id"] == "large_warehouse") - 1)   # a pair more: one less
reveal(your_guess, answer)

# %% [markdown]
# ## Check yourself
#
# Answer in each cell, then run the cell below it.

# %% [markdown]
# **First:** in the book's example, how many doubloons does the specialty factory pay?

# %%
your_answer = ...   # a number

# %%
answer = facts(play(factory))["players"][1]["doubloons"]
assert answer == max(n for g, n in produced.items() if g != "corn") - 1
reveal(your_answer, answer)

# %% [markdown]
# **Second:** in the book's second union-hall example, how many points does the union hall give?

# %%
your_answer = ...   # a number

# %%
answer = facts(play(example("korean_union_hall", 1), 1))["players"][1]["vp"]
reveal(your_answer, answer)

# %% [markdown]
# **Third:** the book's cloister example with a third corn instead of the coffee: how many cloister points?

# %%
your_answer = ...   # a number

# %%
answer = start(example("korean_cloister", 1)).score_breakdown()[0]["bonuses"]["cloister"]
assert answer > start(example("korean_cloister", 0)).score_breakdown()[0]["bonuses"]["cloister"]
reveal(your_answer, answer)

# %% [markdown]
# ## Common mistakes
#
# **"I draft the aqueduct onto a free space that costs more."** A building goes on a space of its own cost only.

# %%
refused(draft, {"player": draft.turn, "draft": "aqueduct"}, names)

# %% [markdown]
# **"A quarry can be a forest."** Only plantations are laid face down.

# %%
settle = example("korean_forest_house", 2)
refused(play(settle, 2), {"player": 1, "settle": "quarry", "forest": True}, names)

# %% [markdown]
# **"A guest may join a colonist on a full building."** Guests need an empty space of their owner's.

# %%
refused(start(example("korean_guest_house", 1)), {"player": 0, "guest": "storehouse"}, names)

# %% [markdown]
# **"The specialty factory's extra barrel may be anything."** The craftsman's extra barrel must be a good just produced.

# %%
refused(play(example("korean_specialty_factory", 1), 1), {"player": 0, "bonus": "coffee"}, names)

# %% [markdown]
# **"Someone can stand on the statue."** It has no circle at all.

# %%
statue = example("korean_new_buildings", 9)
refused(play(statue, 1), {"player": 0, "place": {"island": [{"corn": 1}], "city": [{"statue": 1}]}}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [head to head: a pair of players](14_two_players.ipynb). Next: [the Nobles expansion](16_nobles.ipynb).*
