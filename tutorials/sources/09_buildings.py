# %% [markdown]
# # Every building
#
# *Before this: [the prospector](08_prospector.ipynb). Next: [game end and scoring](10_game_end_and_scoring.ipynb).*
#
# ## What you will be able to do
#
# - Read any building card: cost, points, circles, column.
# - Say what each violet building does, and when.
# - Remember that a building works only while a colonist is in it.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb import Game
from puertorico_nb.rulings.position import build_game
from puertorico_nb.course.puerto_rico import (after, ask, ask_allowed, example, play, refused, rules, start, steps,
                                    walkthrough, your_turn)

names = ["Maya", "Oskar", "Ayla", "Dev"]

# %% [markdown]
# ## The rule in our words
#
# Every building does its job only while at least one colonist works in it. Production
# buildings turn plantation crops into barrels. Violet buildings bend a rule for their
# owner. Large buildings score extra at the end of the game.

# %%
rules("building.manned-only")

# %% [markdown]
# The buildings come in families. **Production buildings** (small and large indigo plants,
# sugar mills, the tobacco storage, the coffee roaster) turn crops into barrels: the craftsman
# tutorial showed how.

# %%
rules("building.production")

# %% [markdown]
# The **small violet buildings** bend a rule for their owner, each in one phase. Some you have
# met: the hacienda, the hospice and the construction hut (settler), the factory (craftsman),
# the markets and the office (trader), the harbor, the wharf and the warehouses (captain).

# %%
rules("building.small-market", "building.large-market", "building.office", "building.small-warehouse",
      "building.large-warehouse", "building.harbor", "building.wharf")

# %% [markdown]
# The **large buildings** take two city spaces, cost the most and score a bonus at the end of
# the game, if manned: the next tutorial counts them.

# %%
rules("building.guild-hall", "building.residence", "building.fortress", "building.customs-house",
      "building.city-hall")

# %% [markdown]
# ## A worked example: the university
#
# The university puts **one** colonist on the building you buy, however many circles it has.
# No book plays it out, so this example is ours, from what the Icelandic, Norwegian and Korean
# books say of the university.

# %%
rules("building.university", "builder.university-colonist")

# %%
ruling = example("university_single_colonist")

# %%
walk = walkthrough(ruling, names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
steps(walk, why=['Maya will build, and her university works in the builder phase.',
                 'The sugar mill arrives with one colonist from the supply; its other circles stay empty.'])

# %% [markdown]
# ## Your turn
#
# Be Maya. Buy a building and watch where the colonist lands.
# A choice the rules forbid at that moment is drawn faded, with a dashed edge (at times there is
# none); click it to read which rule forbids it.
# The table then says whether your move is the example's, and why.

# %%
your_turn(ruling, 1, names=names,
          why="A sugar mill has three circles, so the university's one colonist leaves two to fill, "
              "and it is the building the example shows.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but the colonist **supply is empty** and colonists wait on the ship. Predict, then answer.

# %%
faded = example("university_single_colonist", 1)
ask("With the supply empty, how many colonists leave the ship when Maya builds?", start(faded), "colonist_ship",
    since=play(faded), why="building.university")

# %% [markdown]
# ## Check yourself

# %%
ask("How many circles of the new sugar mill are manned?", play(ruling), "players.Maya.city.1.sugar_mill", names=names,
    why="builder.university-colonist",
    hint="Think of what the university puts on a new building, whatever the number of its circles.")

# %%
ask("What is a wharf's printed cost, before any discount?", Game(players=4), "building.wharf.cost",
    why="The building's card says its cost; quarries and the builder's privilege only lower what one player pays.")

# %%
idle_wharf = after(build_game({"players": 4, "setup": {"players": {1: {"goods": {"corn": 3}, "city": ["wharf"]}}}}),
                   {"player": 0, "choose_role": "captain"})
ask_allowed("Oskar owns a wharf with no colonist. May he ship corn on it?", idle_wharf,
            {"player": 1, "ship": "corn", "on": "wharf"}, names=names)

# %% [markdown]
# ## Common mistakes
#
# **"I own a wharf, so I use it."** Only while a colonist works in it.

# %%
refused(idle_wharf, {"player": 1, "ship": "corn", "on": "wharf"}, names)

# %% [markdown]
# **"My warehouse keeps my sugar."** Not an empty warehouse.

# %%
idle_store = build_game({"players": 4, "setup": {
    "ships": [{"capacity": 5, "corn": 1}, {"capacity": 6, "indigo": 1}, {"capacity": 7, "coffee": 1}],
    "players": {0: {"goods": {"sugar": 3}, "city": ["small_warehouse"]}}}})
idle_store.apply({"player": 0, "choose_role": "captain"})
refused(idle_store, {"player": 0, "keep": {"sugar": 3}}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the prospector](08_prospector.ipynb). Next: [game end and scoring](10_game_end_and_scoring.ipynb).*
