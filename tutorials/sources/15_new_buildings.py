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
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb import Game
from puertorico_nb.games.puerto_rico.ruleset import Options
from puertorico_nb.course.puerto_rico import (act, ask, book_example, example, picture, play, refused, rules, start,
                                    steps, varied, walkthrough)
from puertorico_nb.widgets import TableWidget

names = ["Hana", "Joon", "Priya"]

# %% [markdown]
# ## The rule in our words
#
# The New Buildings expansion adds fourteen violet kinds. Before the first round you choose
# together which violet buildings this game is played with: from the start player on, each of
# you in turn puts one kind on a free space of the supply board **with the same cost**, until
# every space is filled. Each cost has its own number of spaces; what nobody chose goes back
# in the box. Production buildings are always there.

# %%
rules("setup.draft")

# %% [markdown]
# Here is a draft just begun, for a pair of players. Look at the draft board: each cost says how many spaces are still free.

# %%
draft = Game(players=2, seed=3, expansions=("new_buildings",), options=Options(selection="draft"))
for kind in ["statue", "guest_house", "forest_house", "black_market", "small_market"]:
    act(draft, {"player": draft.turn, "draft": kind}, names)
picture(draft, names)

# %% [markdown]
# ### Forests
#
# A manned **forest house** lets you lay the plantation you take as a settler face down:
# a forest. Nobody ever works a forest, and a quarry never becomes one. Every pair of
# forests takes a doubloon off any building, even when the forest house is empty, and
# beyond what the quarries' column allows.

# %%
rules("building.forest-house")

# %% [markdown]
# ## The book's worked example: forests and quarries
#
# The Korean book's example: the builder owns a forest house, forests and manned quarries, and
# wants a large warehouse.

# %%
forests = book_example("korean_forest_house")
picture(play(forests, 1), names)

# %%
walk = walkthrough(forests, names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
steps(walk, why=['Hana takes the builder herself: the privilege is one more doubloon off.',
                 'The quarries, the privilege and the forests together leave her a single doubloon to pay, and she has it.'])

# %% [markdown]
# ### The guest house
#
# Colonists you put on a manned **guest house** in the mayor phase wait there. At the start,
# middle or end of any phase you may move one or both onto an empty space of yours, where
# they work at once and stay until the next mayor phase. The book's example: at the end of
# the captain phase a guest goes to the storehouse, so more barrels are kept; then the other
# goes to the library just as the trader begins, which doubles the trader's privilege.

# %%
rules("building.guest-house", "building.storehouse", "building.library")

# %%
guests = book_example("korean_guest_house")

# %%
walk = walkthrough(guests, names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
steps(walk, why=['Hana takes the captain. Both ships are full, so nobody can load and the barrels must be stored.',
                 'Joon would lose barrels, so a guest moves to the empty storehouse and works at once.',
                 'Now Joon keeps four of his five barrels: one as usual and three more for the storehouse.',
                 'Joon chooses the trader for his indigo.',
                 'The second guest goes to the library before he sells: the privilege counts twice.',
                 'The indigo sells for its price plus a doubled privilege.'])

# %% [markdown]
# ### The specialty factory, the union hall and the cloister
#
# The **specialty factory** pays one doubloon less than the barrels of the single good you
# produced most, corn not counted; when you are the craftsman, your extra barrel counts too.
# The **union hall** gives a point for every pair of barrels of one good at your first captain
# turn, before loading. The **cloister** scores sets of identical island tiles at the end of
# the game; forests and quarries count.

# %%
rules("building.specialty-factory", "building.union-hall", "building.cloister")

# %% [markdown]
# The Korean book's example of the specialty factory, then the craftsman's extra barrel
# counting for it:

# %%
factory = book_example("korean_specialty_factory")
walkthrough(factory, names)

# %%
extra = example("korean_specialty_factory", 1)
walkthrough(extra, names)

# %% [markdown]
# The Korean book's first example of the union hall, at Joon's first captain turn:

# %%
walkthrough(book_example("korean_union_hall"), names)

# %% [markdown]
# ### The other new buildings
#
# - The **aqueduct** adds one barrel to a manned large production building's output.
# - The **black market** lets a builder pay part of a price with a colonist, a barrel or a
#   victory point, one of each at most.
# - The **trading post** sells one barrel the trading house would refuse, without the markets.
# - The **church** pays points for later buildings.
# - The **small wharf** ships any mix of barrels once per captain phase.
# - The **lighthouse** pays its owner for loads.
#
# The rules say exactly when and how much:

# %%
rules("building.aqueduct", "building.black-market", "building.trading-post", "building.church",
      "building.small-wharf", "building.lighthouse")

# %% [markdown]
# ## Your turn
#
# It is Joon's turn in the draft above. Pick a building for the board: the kinds whose cost has
# no free space left, and the kinds already drafted, are greyed out. Click one to hear why. No
# book drafts a whole board, so there is no "right" pick here: any kind a space is left for.

# %%
table = TableWidget(game=draft.clone(), names=names)
table

# %% [markdown]
# ### A faded example: predict first
#
# The forest example again, but now Hana owns **a pair more** forests, with the same quarries.
# Predict her price for the large warehouse, then answer.

# %%
faded = varied(forests, players={0: {"island": lambda tiles: ["forest", "forest"] + tiles}})
ask("With a pair more forests, what does the large warehouse cost Hana?", play(faded, 1),
    "price.Hana.large_warehouse", names=names, why="building.forest-house")

# %% [markdown]
# ## Check yourself

# %%
ask("In the book's example, how many doubloons does the specialty factory pay Joon?", play(factory),
    "players.Joon.doubloons", names=names, why="building.specialty-factory")

# %%
ask("The book's second union-hall example: Joon holds four corn and two coffee at his first captain turn. "
    "How many points does his union hall give him?",
    play(book_example("korean_union_hall", 1), 1), "players.Joon.vp", names=names, why="building.union-hall")

# %%
ask("The book's cloister example with a third corn instead of the coffee: how many cloister points?",
    start(book_example("korean_cloister", 1)), "score_breakdown.Hana.bonuses.cloister", names=names,
    why="building.cloister",
    hint="Count Hana's sets of three identical island tiles once the coffee is a corn, then read the "
         "cloister's scale.")

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
