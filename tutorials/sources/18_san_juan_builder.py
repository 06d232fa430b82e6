# %% [markdown]
# # San Juan: the builder
#
# *Before this: [San Juan in ten minutes](17_san_juan_the_game.ipynb). Next: [the producer](19_san_juan_producer.ipynb).*
#
# ## What you will be able to do
#
# - Work out what a building costs you, with the builder's privilege and your discounts.
# - Pay for it with the right number of cards from your hand.
# - Say why a discount larger than the price earns you nothing.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.san_juan import (ask, ask_allowed, ask_value, book_example, card_facts, cost,
                                           example, picture, play, refused, rules, steps, walkthrough,
                                           your_turn)

names = ["Ana", "Bo", "Cy"]

# %% [markdown]
# ## The rule in our words
#
# **Everyone may build.** When someone chooses the builder, each player, the chooser first and
# then clockwise, may build **one** building: lay a card from your hand face up in your city.
# You can only build a card you hold.

# %%
rules("sj.builder.one-building", "sj.builder.card-in-hand")

# %% [markdown]
# **Paying.** The cost is printed in the card's top corners. Pay it by discarding that many
# *other* cards from your hand, face down: the cards you pay with are gone, whatever they were.
# The points a building scores are printed at its foot.

# %%
rules("sj.builder.cost")
card_facts("indigo_plant", "sugar_mill", "tobacco_storage", "coffee_roaster", "silver_smelter")

# %% [markdown]
# **The privilege.** The player who chose the builder pays one card less. Some violet buildings
# lower the price too: the smithy for production buildings, the quarry for violet ones, the
# library doubles the privilege (the tutorial on the violet buildings has them all).

# %%
rules("sj.builder.privilege", "sj.smithy.discount", "sj.quarry.discount")

# %% [markdown]
# **Nothing below zero.** Discounts can bring a price down to nothing, never below it: what
# they would save beyond the printed cost is lost, and a player who builds nothing gets nothing
# for their discounts.
#
# **Each violet building once.** A city may hold any number of production buildings, even of one
# kind, but each violet building only once. A violet building starts to work after the builder
# phase in which it was built, never for its own construction.

# %%
rules("sj.builder.no-surplus", "sj.builder.violet-once", "sj.violet.from-next-phase")

# %% [markdown]
# ## The book's worked example: discounts worth more than the price
#
# The Dutch rulebook's builder notes (section *Bouwmeester*, the builder): Ana chose the builder.
# She owns a smithy and a library, and she builds a sugar mill. The library doubles her privilege,
# the smithy takes a card off a production building: together they come to more than the sugar
# mill costs. Step through it on the table, or read the steps below.

# %%
surplus = book_example("sanjuan_builder_surplus")
walk = walkthrough(surplus, names)
walk

# %%
steps(walk, why=["Ana holds a sugar mill, and as the builder she pays less for it than anyone.",
                 "Privilege twice over and the smithy take more off than the sugar mill costs: "
                 "she pays nothing, and the spare discount is simply lost."])

# %% [markdown]
# Bo and Cy hold no cards, so they cannot build and the phase ends.
#
# ## More worked examples: who pays what
#
# These are ours, not the book's. First, only the chooser has the privilege: Ana chose the
# builder but holds nothing, and Bo builds a tobacco storage at its full price.

# %%
full_price = example("sanjuan_builder_surplus", 2)
walk_full = walkthrough(full_price, names)
steps(walk_full)

# %% [markdown]
# And a builder who does not build keeps no discount for later:

# %%
nothing = example("sanjuan_builder_surplus", 1)
steps(walkthrough(nothing, names))

# %% [markdown]
# ## Your turn
#
# Be Ana in the book's example, just after choosing the builder. Build on the table: click a
# card in your hand to choose it, then follow the panel above your board (it says what to pay
# with). A choice that breaks a rule is greyed out: click it to hear which rule forbids it. The
# table tells you whether you made the book's move.

# %%
your_turn(surplus, 1, names=names,
          why="The book builds the sugar mill to show discounts worth more than the price: it costs her nothing.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but Ana has **no library** and builds the **well**, a violet building. Predict
# what it costs her, then answer.

# %%
import copy

faded = copy.deepcopy(surplus)
faded["setup"]["players"][0]["buildings"].remove("library")
no_library = play(faded, 1)
ask_value("Without the library, how many cards does the well cost Ana as the builder?",
          lambda: cost(no_library, 0, "well"), why="The builder pays one card less; the smithy only helps "
          "with production buildings, and the well is violet.",
          hint="Start from the well's printed cost and take off only what the builder's privilege takes off.")

# %% [markdown]
# ## Check yourself

# %%
ask("In the book's example, how many cards go to the discard pile?", play(surplus), "discard", count=True,
    why="sj.builder.no-surplus",
    hint="Work out what the building costs after its discounts: only that many cards go to the discard pile.")

# %%
bo_builds = play(full_price, 1)
ask_value("Ana chose the builder. How many cards does Bo pay for his tobacco storage?",
          lambda: cost(bo_builds, 1, "tobacco_storage"), why="sj.builder.privilege")

# %%
twice = play(example("sanjuan_builder_surplus", 3), 1)
picture(twice, ["Ana", "Bo"])

# %%
ask_allowed("Ana already owns a smithy and holds another. May she build it?", twice,
            {"player": 0, "build": "smithy"}, names=["Ana", "Bo"])

# %%
ask_allowed("She also owns an indigo plant. May she build the indigo plant she holds?", twice,
            {"player": 0, "build": "indigo_plant"}, names=["Ana", "Bo"], allowed_by="sj.builder.violet-once")

# %% [markdown]
# ## Common mistakes
#
# **"A discount bigger than the price pays me back."** A free building costs nothing: paying a
# card anyway is refused.

# %%
refused(play(surplus, 1), {"player": 0, "build": "sugar_mill", "pay": ["well"]}, names)

# %% [markdown]
# **"Everyone pays a card less in the builder phase."** Only the chooser does.

# %%
refused(bo_builds, {"player": 1, "build": "tobacco_storage", "pay": ["well", "archive"]}, names)

# %% [markdown]
# **"I build the statue I drew last round."** Only a card still in your hand can be built.

# %%
refused(play(surplus, 1), {"player": 0, "build": "statue"}, names)

# %% [markdown]
# **"Two of the same violet building score twice."** Each violet building only once per city.

# %%
refused(twice, {"player": 0, "build": "smithy"}, ["Ana", "Bo"])

# %% [markdown]
# ## Where next
#
# *Before this: [San Juan in ten minutes](17_san_juan_the_game.ipynb). Next: [the producer](19_san_juan_producer.ipynb).*
