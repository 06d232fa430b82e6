# %% [markdown]
# # San Juan: the violet buildings
#
# *Before this: [the prospector](22_san_juan_prospector.ipynb). Next: [the end of a round, the end of the game, and scoring](24_san_juan_game_end.ipynb).*
#
# ## What you will be able to do
#
# - Find any violet building in its family, and say what it does for its owner.
# - Work out the price of a building with a smithy, a quarry, a black market or a crane.
# - Say when a carpenter or a poor house draws you a card.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.san_juan import (allowed, ask, ask_allowed, ask_value, book_example, cost, example,
                                           picture, play, refused, rules, steps, violet_families, walkthrough,
                                           your_turn)

names = ["Ana", "Bo", "Cy"]

# %% [markdown]
# ## The rule in our words: what every violet building shares
#
# A violet building does one thing for its owner (or, for the monuments and the large
# buildings, scores points). Each kind may stand only once in a city. It starts to work after
# the builder phase in which it was built, never for its own construction, and its owner may
# always choose not to use it.

# %%
rules("sj.builder.violet-once", "sj.violet.from-next-phase", "sj.action.pass-optional")

# %% [markdown]
# ## The families
#
# Grouped by what they help with. The producing, trading, councillor and prospector families
# were in the role tutorials; the points families come in the next tutorial. Open a row's
# **Rule** for its rule id.

# %%
violet_families()

# %% [markdown]
# ## Building for less
#
# - **Smithy**: a production building costs you a card less; a violet one, nothing less.
# - **Quarry**: a violet building costs you a card less; a production one, nothing less.
# - **Black market**: when you build, you may discard goods from your production buildings,
#   at most a pair, each paying one card of the price.
# - **Crane**: you may build on top of one of your own buildings and pay only the difference in
#   price. The covered building leaves the game (it is not discarded): it no longer works or
#   scores, and a good lying on it is discarded. You cannot cover the crane itself, nor a
#   building with another of its kind, and a violet building you covered may be built again.
# - **Library**: as the builder, your privilege counts twice.
#
# All these discounts add up, and as always they never go below nothing.

# %%
rules("sj.smithy.discount", "sj.quarry.discount", "sj.black-market.goods", "sj.crane.cover", "sj.crane.not-the-crane",
      "sj.crane.never-same-building", "sj.crane.good-discarded", "sj.crane.rebuild-covered")

# %% [markdown]
# ## The book's worked examples
#
# The Dutch rulebook gives an example for most violet buildings. **The quarry** (*Steengroeve*):
# Ana chooses the builder and owns a quarry; she builds a crane for nothing.

# %%
quarry = book_example("sanjuan_quarry")
walk = walkthrough(quarry, names)
walk

# %%
steps(walk, why=["As the builder Ana pays a card less, and her quarry takes off another for a violet building.",
                 "Privilege and quarry together cover the crane's whole price."])

# %% [markdown]
# **The black market** (*Zwarte markt*): Bo builds a library and pays part of its price with a
# pair of his goods, indigo and tobacco.

# %%
black_market = book_example("sanjuan_black_market")
steps(walkthrough(black_market, names),
      why=["Ana chooses the builder; Bo builds in his turn, at the printed price.",
           "Each good discarded through the black market pays one card of the library's price."])

# %% [markdown]
# **The crane** (*Kraan*), in the book's pair of examples: Bo builds a palace over his chapel
# and pays only the difference (the cards under the chapel still count), then, in another
# game, a statue over his coffee roaster for nothing, with no card paid back.

# %%
steps(walkthrough(book_example("sanjuan_crane", 0), names))

# %%
steps(walkthrough(book_example("sanjuan_crane", 1), names))

# %% [markdown]
# **The library with a quarry** (*Bibliotheek*, the book's second example): a builder owning
# both takes a large part off a violet building's price.

# %%
steps(walkthrough(book_example("sanjuan_library", 6), names))

# %% [markdown]
# ## Cards after building: the carpenter and the poor house
#
# - **Carpenter**: after you build a violet building and pay for it, draw a card. A production
#   building earns nothing, and neither does the carpenter's own construction.
# - **Poor house**: after you build (anything), if you hold no more than one card, draw a card.
#   With both, the carpenter's card comes first. A player who builds nothing gets nothing.
#
# These walkthroughs follow the book's notes (the positions are ours):

# %%
rules("sj.carpenter.draw", "sj.poor-house.draw")

# %%
steps(walkthrough(example("sanjuan_poor_house_carpenter", 0), names))

# %%
steps(walkthrough(example("sanjuan_poor_house_carpenter", 3), names))

# %% [markdown]
# ## Your turn
#
# Be Ana in the book's quarry example, just after choosing the builder. Build on the table. The
# table tells you whether you made the book's move.

# %%
your_turn(quarry, 1, names=names,
          why="The book builds the crane: the privilege and the quarry take off its whole price, and the crane "
              "makes later buildings cheaper.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but Ana has **no quarry** (her city is just the indigo plant). Predict what the
# crane costs her now, then answer.

# %%
import copy

faded = copy.deepcopy(quarry)
faded["setup"]["players"][0]["buildings"] = ["indigo_plant"]
ask_value("Without the quarry, how many cards does the crane cost Ana as the builder?",
          lambda: cost(play(faded, 1), 0, "crane"), why="sj.builder.privilege",
          hint="Start from the crane's printed cost and take off only what the builder's privilege takes off.")

# %% [markdown]
# ## Check yourself

# %%
ask_value("In the book's black market example, how many cards does Bo pay from his hand for the library?",
          lambda: cost(play(black_market, 1), 1, "library", goods=("indigo_plant", "tobacco_storage")),
          why="sj.black-market.goods")

# %%
both = example("sanjuan_poor_house_carpenter", 0)
ask("Ana owns a carpenter and a poor house and builds a chapel. How many cards does she hold afterwards?",
    play(both), "players.Ana.hand_size", names=names,
    why="The carpenter draws a card for a violet building; then the poor house draws one if at most one is left.",
    hint="Follow her hand step by step: what she pays for the chapel, then what each of her buildings does, in order.")

# %%
crane_rules = example("sanjuan_crane", 2)
picture(play(crane_rules, 1), names, seat=1)

# %%
ask_allowed("Bo owns a crane. May he build a library over the crane itself?", play(crane_rules, 1),
            {"player": 1, "build": "library", "over": "crane", "pay": ["well", "statue", "hero"]}, names=names)

# %% [markdown]
# ## Common mistakes
#
# **"The black market takes all my goods."** A pair at most.

# %%
limits = example("sanjuan_black_market", 1)
refused(play(limits, 1), {"player": 1, "build": "well", "goods": ["indigo_plant", "sugar_mill", "tobacco_storage"]},
        names)

# %% [markdown]
# **"A good the price no longer needs is refused."** It is allowed: the smithy costs Bo a single
# card, so one good covers it, and a second good lowers nothing more; the book does not forbid
# handing it in, and its discount is simply lost.

# %%
allowed(play(limits, 1), {"player": 1, "build": "smithy", "goods": ["indigo_plant", "sugar_mill"]}, names)

# %% [markdown]
# **"I crane a building over another of its kind."** Never the same building.

# %%
refused(play(crane_rules, 1), {"player": 1, "build": "indigo_plant", "over": "indigo_plant"}, names)

# %% [markdown]
# **"A covered violet building is gone for good."** It may be built again. Ana's crane once put her
# palace over her smithy; the covered smithy is out of the game, so she may build another smithy
# (here over the palace). Only the crane itself can never be covered.

# %%
steps(walkthrough(example("sanjuan_crane", 3), names))

# %% [markdown]
# ## Where next
#
# *Before this: [the prospector](22_san_juan_prospector.ipynb). Next: [the end of a round, the end of the game, and scoring](24_san_juan_game_end.ipynb).*
