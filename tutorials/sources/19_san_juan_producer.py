# %% [markdown]
# # San Juan: the producer
#
# *Before this: [the builder](18_san_juan_builder.ipynb). Next: [the trader](20_san_juan_trader.ipynb).*
#
# ## What you will be able to do
#
# - Say on which of your production buildings a good can be made, and how many.
# - Count the goods an aqueduct, a library or a well adds.
# - Explain why nobody, not even the owner, knows which card a good is.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.san_juan import (ask, ask_allowed, ask_value, book_example, example, largest,
                                           picture, play, refused, rules, scene, steps, walkthrough, your_turn)

names = ["Ana", "Bo", "Cy"]

# %% [markdown]
# ## The rule in our words
#
# **Making a good.** When someone chooses the producer, each player, the chooser first, may
# produce one good: take the top card of the draw pile *without looking at it* and lay it face
# down on one of your production buildings that has no good yet. The card is now a good of
# that building's kind: on a coffee roaster it is coffee, whatever its face shows.

# %%
rules("sj.producer.one-good", "sj.info.hand-sizes")

# %% [markdown]
# **One good per building.** A production building holds at most one good. A player with no
# empty production building cannot produce, and is passed over. Violet buildings never carry
# goods.

# %%
rules("sj.producer.empty-building", "sj.round.skip-no-action")

# %% [markdown]
# **The privilege.** The player who chose the producer may produce one more good, on another
# empty production building. An **aqueduct** lets its owner produce one more good than they
# otherwise could, whoever chose the role; a **library** doubles the chooser's privilege; a
# **well** draws its owner a card when they produce at least a pair of goods in one phase.

# %%
rules("sj.producer.privilege", "sj.aqueduct.extra-good", "sj.well.draw", "sj.library.double")

# %% [markdown]
# Here is a table where Ana has just chosen the producer. Her indigo plant already carries a
# good; her sugar mill and coffee roaster are empty. Bo owns an aqueduct and a well.

# %%
harvest = scene({0: {"hand": [], "buildings": ["indigo_plant", "sugar_mill", "coffee_roaster"], "goods": ["indigo_plant"]},
                 1: {"hand": ["smithy"], "buildings": ["indigo_plant", "sugar_mill", "aqueduct", "well"]},
                 2: {"hand": []}},
                deck=["statue", "hero", "palace", "chapel", "tower", "crane"],
                acts=[{"player": 0, "choose_role": "producer"},
                      {"player": 0, "produce": ["coffee_roaster", "sugar_mill"]},
                      {"player": 1, "produce": ["indigo_plant", "sugar_mill"]}])
picture(play(harvest, 1), names, seat=0)

# %% [markdown]
# ## The book's worked example: the aqueduct
#
# The Dutch rulebook's section on the aqueduct (*Aquaduct*) lists what its owner produces. Its
# first case: the owner is not the producer. Ana chooses the producer and makes one good on her
# only production building; Bo, who owns an aqueduct, may make a pair.

# %%
aqueduct = book_example("sanjuan_counts", 0)
walk = walkthrough(aqueduct, names)
walk

# %%
steps(walk, why=["Ana has an empty production building, and as the producer she acts first.",
                 "One good is all she can make: she has a single production building.",
                 "The aqueduct gives Bo one good more than the single good of a player who did not choose the role."])

# %% [markdown]
# The book's next cases: an owner who chose the producer adds the aqueduct's good to the
# privilege's, and with a library as well the privilege counts double.

# %%
steps(walkthrough(book_example("sanjuan_counts", 1), names))

# %%
steps(walkthrough(book_example("sanjuan_counts", 2), names))

# %% [markdown]
# ## Your turn
#
# Be Ana on the table above, just after choosing the producer. Produce on the table: click
# the buildings to produce on in the panel above your city (click one again to put it back), then
# confirm. A choice that breaks a rule is greyed out: click it to hear which
# rule forbids it. The table tells you whether you made the example's move (this position is
# ours, not the book's).

# %%
your_turn(harvest, 1, names=names,
          why="Both empty buildings take a good: the chooser makes a pair, and a coffee good sells for more "
              "than sugar later.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, after Ana has produced: now it is Bo's turn, with his aqueduct and his well.
# Predict how many goods he can make, then answer.

# %%
bo_turn = play(harvest, 2)
ask_value("How many goods can Bo make now?", lambda: largest(bo_turn, "produce"),
          why="Bo did not choose the producer, so he makes one good; his aqueduct adds one more.",
          hint="Start from what a player who did not choose the producer makes, then look for a building "
               "of Bo's that changes it.")

# %% [markdown]
# ## Check yourself

# %%
ask("After Bo makes his pair of goods, how many cards does he hold?", play(harvest), "players.Bo.hand_size",
    names=names, why="sj.well.draw",
    hint="Count Bo's hand before the phase: he made a pair of goods and owns a well, so what does the well add?")

# %%
ask_allowed("Ana's indigo plant already carries a good. As the producer, may she make another one on it?",
            play(harvest, 1), {"player": 0, "produce": ["indigo_plant"]}, names=names)

# %%
ask("In the book's first aqueduct case, how many goods lie on Bo's buildings at the end?", play(aqueduct),
    "players.Bo.goods", names=names, count=True, why="sj.aqueduct.extra-good")

# %% [markdown]
# ## Common mistakes
#
# **"My production building can hold a second good."** A building carries one good at most.

# %%
refused(play(harvest, 1), {"player": 0, "produce": ["indigo_plant", "sugar_mill"]}, names)

# %% [markdown]
# **"Everybody makes a pair in the producer phase."** Only the chooser, unless an aqueduct helps.

# %%
refused(play(aqueduct, 2), {"player": 1, "produce": ["indigo_plant", "sugar_mill", "tobacco_storage"]}, names)

# %% [markdown]
# **"I look at my goods to choose which to sell."** Nobody sees a good's face, not even its owner:
# what counts is the building it lies on. The table shows goods face down for that reason.
#
# **"I may produce during someone else's turn."** The phase goes clockwise from the chooser.

# %%
refused(play(harvest, 2), {"player": 2, "produce": ["indigo_plant"]}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the builder](18_san_juan_builder.ipynb). Next: [the trader](20_san_juan_trader.ipynb).*
