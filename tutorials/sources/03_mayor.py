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
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.puerto_rico import (ask, ask_allowed, book_example, facts, picture, play, refused, rules,
                                    start, steps, varied, walkthrough, your_turn)

names = ["Nadia", "Theo", "Aiko", "Bruno"]

# %% [markdown]
# ## The rule in our words
#
# A **colonist** makes a plantation, a quarry or a building work: each has one circle (a
# building may have more), and a colonist stands on a circle. The mayor brings new colonists.
#
# The mayor **may** first take one extra colonist from the supply: the books make it a choice,
# and the table has a switch for it beside the choices, **Take the mayor's extra colonist**, on
# unless you clear it before choosing the mayor. Then the colonists on the ship are handed out
# **one at a time**, the mayor first and then clockwise, until the ship is empty.

# %%
rules("mayor.privilege-colonist", "mayor.deal-ship")

# %%
ruling = book_example("mayor_distribution")
picture(start(ruling), names)

# %% [markdown]
# Then every player lays out **all** their colonists afresh, old and new, one per circle.
# A colonist may wait in San Juan only while no circle on your board is empty.
#
# Everyone lays out their colonists **at the same time**: the books ask players to go in turn
# order, from the mayor, only when one player's layout depends on another's. The table here
# asks each player in turn, from the mayor, which comes to the same thing.

# %%
rules("mayor.place-all-colonists", "mayor.space-capacity", "mayor.fill-before-san-juan")

# %% [markdown]
# Last, the mayor refills the ship: one colonist for every **empty circle on buildings**
# (plantations do not count), but never fewer than there are players.

# %%
rules("mayor.refill-ship", "mayor.colonist-shortage")

# %% [markdown]
# ## The book's worked example: the distribution
#
# The Icelandic and Norwegian books deal out the ship for four players: six colonists, and
# Nadia takes the mayor.

# %%
walk = walkthrough(ruling, names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
steps(walk, why=['Nadia takes the mayor: her extra colonist and the first one off the ship go to her.',
                 'Nadia fills both her circles. The colonist left over may now wait in San Juan.',
                 'Theo fills his plantation and one circle of his sugar mill.',
                 'Aiko has a single colonist. She staffs her corn, which produces without a building.',
                 'Bruno has only a plantation, so his colonist goes there.'])

# %% [markdown]
# ## Your turn
#
# Be Nadia: lay out your colonists. On her board, click an empty circle to put a colonist
# there (a filled one takes it back), then press **Confirm the layout** in the panel above her
# board. Point at a choice to see what it does, or why it is not allowed. The table then says
# whether your layout is the book's, and why.

# %%
your_turn(ruling, 1, names=names,
          why="Her indigo plantation and her indigo plant work as a pair and make indigo; with both circles "
              "filled, the colonist left over may wait in San Juan.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but the ship brings **one more colonist**. Predict how many colonists Theo
# receives now, then answer.

# %%
faded = varied(ruling, colonist_ship=lambda n: n + 1)
ask("With one colonist more on the ship, how many does Theo receive?", play(faded, 1), "players.Theo.san_juan",
    names=names, why="mayor.deal-ship")

# %% [markdown]
# ## Check yourself

# %%
ask("How many colonists does Nadia receive in all, her privilege included?", play(ruling, 1),
    "players.Nadia.san_juan", names=names, why="mayor.deal-ship")

# %%
ask("How many colonists go on the ship at the end of the phase?", play(ruling), "colonist_ship",
    why="mayor.refill-ship")

# %%
ask_allowed("May Nadia keep colonists waiting in San Juan and leave her plantation empty?", play(ruling, 1),
            {"player": 0, "place": {"island": ["indigo"], "city": [{"small_indigo_plant": 1}], "san_juan": 2}},
            names=names)

# %%
ask_allowed("May Nadia take the mayor and leave the extra colonist in the supply?", start(ruling),
            {"player": 0, "choose_role": "mayor", "privilege": False}, names=names)

# %% [markdown]
# ## Common mistakes
#
# **"I'll keep colonists in San Juan for later."** Not while a circle is empty.

# %%
refused(play(ruling, 1), {"player": 0, "place": {"island": ["indigo"], "city": [{"small_indigo_plant": 1}], "san_juan": 2}}, names)

# %% [markdown]
# **"Two colonists on my indigo plantation make twice the indigo."** A plantation has one circle.

# %%
refused(play(ruling, 1), {"player": 0, "place": {"island": [{"indigo": 2}], "city": [{"small_indigo_plant": 1}], "san_juan": 0}}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the settler](02_settler.ipynb). Next: [the builder](04_builder.ipynb).*
