# %% [markdown]
# # San Juan: the prospector
#
# *Before this: [the councillor](21_san_juan_councillor.ipynb). Next: [the violet buildings](23_san_juan_violet_buildings.ipynb).*
#
# ## What you will be able to do
#
# - Say who gains what when the prospector is chosen.
# - Work a gold mine: when it gives a card, and when it gives nothing.
# - Tell when the prospector is the best role to choose.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.san_juan import (ask, ask_allowed, book_example, example, picture, play, refused,
                                           rules, scene, steps, walkthrough, your_turn)

names = ["Ana", "Bo", "Cy"]

# %% [markdown]
# ## The rule in our words
#
# **Only the chooser gains.** The prospector is the one role with no action for everyone: the
# player who chooses it draws a card from the draw pile, and nobody else does anything. A
# library doubles the draw.

# %%
rules("sj.prospector.draw", "sj.library.double")

# %% [markdown]
# **The gold mine.** Whenever anyone chooses the prospector, each owner of a gold mine turns up
# the top cards of the draw pile, a small handful. If their costs are all different, the owner
# takes one of them into the hand and discards the rest; if any two cost the same, the owner
# gets nothing and all of them are discarded. The library never helps a gold mine.

# %%
rules("sj.gold-mine.reveal", "sj.gold-mine.keep", "sj.gold-mine.fail")

# %% [markdown]
# The book does not say in which order the prospector's card and the gold mines come. The
# engine lets the chooser draw first, then turns up the gold mines clockwise from the chooser;
# a table that reads the book otherwise can change that order in the game's options.

# %%
rules("sj.gold-mine.order")

# %% [markdown]
# ## The book's worked example: the gold mine
#
# The Dutch rulebook's gold mine section (*Goudgroeve*) has a pair of examples. In the first,
# Ana chooses the prospector and draws her card; then Bo's gold mine turns up a library, a
# prefecture, a smithy and a tobacco storage. The prefecture and the tobacco storage cost the
# same.

# %%
failed = book_example("sanjuan_gold_mine", 0)
walk = walkthrough(failed, names)
walk

# %%
steps(walk, why=["Ana chooses the prospector to draw a card nobody else gets; Bo's gold mine works anyway."])

# %% [markdown]
# In the second, the gold mine turns up a quarry, a smithy, a tobacco storage and a library:
# every cost differs, so Bo keeps one of them.

# %%
found = book_example("sanjuan_gold_mine", 1)
steps(walkthrough(found, names), why=["Ana chooses the prospector; Bo's gold mine turns up four different costs.",
                                      "Any of them may be kept; the library is the dearest building of the four."])

# %% [markdown]
# ## More worked examples
#
# These are ours. With gold mines in several cities, the chooser draws first, then each mine
# turns up its cards in turn, clockwise:

# %%
steps(walkthrough(example("sanjuan_gold_mine", 2), names))

# %% [markdown]
# And a library doubles Bo's prospector card only when Bo chose the prospector; it never helps
# his gold mine:

# %%
no_help = example("sanjuan_library", 9)
steps(walkthrough(no_help, names))

# %% [markdown]
# ## Your turn
#
# Ana is governor and chooses first. Her hand is empty, her indigo plant carries a good, and she
# owns a gold mine; Bo and Cy hold plenty of cards. Choose a role on the table. The table tells
# you whether you made the example's move (this position is ours).

# %%
empty_hand = scene({0: {"hand": [], "buildings": ["indigo_plant", "gold_mine"], "goods": ["indigo_plant"]},
                    1: {"hand": ["statue", "well", "smithy", "archive", "chapel"]},
                    2: {"hand": ["hero", "tower", "crane", "quarry", "carpenter"]}},
                   deck=["palace", "sugar_mill", "victory_column", "library", "tobacco_storage", "market_hall"],
                   acts=[{"player": 0, "choose_role": "prospector"}, {"player": 0, "keep": ["library"]}])
picture(play(empty_hand, 0), names, seat=0)

# %%
your_turn(empty_hand, 0, names=names,
          why="The prospector gives Ana a card and a turn of her gold mine, and Bo and Cy nothing. The builder "
              "and the producer would do nothing for her (no card to build with, no empty production building), "
              "the councillor helps Bo and Cy too, and her single good sells for little.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but the pile is stacked differently: the gold mine turns up a palace, a sugar
# mill, a victory column and a guild hall. Predict how many cards Ana holds once the prospector
# phase is over, then answer.

# %%
import copy

faded = copy.deepcopy(empty_hand)
faded["setup"]["deck"] = ["tower", "palace", "sugar_mill", "victory_column", "guild_hall", "market_hall"]
faded["steps"] = faded["steps"][:1]
ask("After choosing the prospector here, how many cards does Ana hold?", play(faded), "players.Ana.hand_size",
    names=names, why="The palace and the guild hall cost the same, so the gold mine gives nothing: Ana keeps "
    "only the prospector's card.")

# %% [markdown]
# ## Check yourself

# %%
ask("In the book's first gold mine example, how many cards go to the discard pile?", play(failed), "discard",
    count=True, why="sj.gold-mine.fail",
    hint="Look at the costs of the cards the gold mine turned up: did it find anything, and what happens to "
         "the cards then?")

# %%
ask("A prospector with a library: how many cards does Ana hold after choosing the prospector?",
    play(example("sanjuan_library", 4)), "players.Ana.hand_size", names=names, why="sj.library.double",
    hint="Count Ana's hand before, then add what the prospector's privilege draws when the library doubles it.")

# %%
ask_allowed("In the book's second example, may Bo keep a pair of the four cards his gold mine turned up?",
            play(found, 1), {"player": 1, "keep": ["quarry", "smithy"]}, names=names)

# %% [markdown]
# ## Common mistakes
#
# **"The gold mine keeps the pair I like."** One card, and only when every cost differs.

# %%
refused(play(found, 1), {"player": 1, "keep": ["quarry", "smithy"]}, names)

# %% [markdown]
# **"I keep a card from deeper in the pile."** Only one of the cards turned up.

# %%
refused(play(found, 1), {"player": 1, "keep": ["hero"]}, names)

# %% [markdown]
# **"My library doubles my gold mine."** It doubles a privilege of a role you chose, nothing else.

# %%
refused(play(no_help, 1), {"player": 1, "keep": ["library", "quarry"]}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the councillor](21_san_juan_councillor.ipynb). Next: [the violet buildings](23_san_juan_violet_buildings.ipynb).*
