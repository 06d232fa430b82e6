# %% [markdown]
# # The prospector
#
# *Before this: [the captain](07_captain.ipynb). Next: [every building](09_buildings.ipynb).*
#
# ## What you will be able to do
#
# - Say what the prospector gives you, and to whom.
# - Judge when a prospector with doubloons on it beats a role with an action.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb import Game
from puertorico_nb.course.puerto_rico import (ask, ask_allowed, book_example, example, picture, play, refused, rules,
                                    start, steps, varied, walkthrough, your_turn)

names = ["Leila", "Hugo", "Noor", "Finn"]

# %% [markdown]
# ## The rule in our words
#
# The prospector has no action at all. Whoever takes it gets one doubloon from the bank,
# plus any doubloons lying on the card. Nobody else does anything, and the next player
# chooses a role.

# %%
rules("prospector.privilege", "role.collect-doubloons")

# %%
ruling = book_example("prospector")
picture(start(ruling), names)

# %% [markdown]
# There is a prospector card only with more players; a small game leaves it in the box. With
# five players both prospector cards are in play, and both may be taken in the same round.

# %%
rules("setup.roles")

# %%
five = example("five_players_two_prospectors")
walkthrough(five)

# %% [markdown]
# ## The book's worked example
#
# The Icelandic, Norwegian and Korean books show it at the start of a round, with two doubloons
# left lying on the card.

# %%
walk = walkthrough(ruling, names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
steps(walk, why=['Doubloons have piled up on the prospector, so it pays Leila more than any action would.'])

# %% [markdown]
# ## Your turn
#
# Be Leila. Take the prospector, or any other free role.
# Choices that break a rule are greyed out: click one to hear which rule forbids it.
# The table then says whether your move is the book's, and why.

# %%
your_turn(ruling, 0, names=names,
          why="The doubloons lying on the prospector and its own doubloon pay more than any other role now.")

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but **one more doubloon** lies on the prospector. Predict Leila's purse, then answer.

# %%
faded = varied(ruling, roles={"prospector": lambda n: n + 1})
ask("With one doubloon more on the card, how many doubloons does Leila hold after taking it?", play(faded),
    "players.Leila.doubloons", names=names, why="role.collect-doubloons")

# %% [markdown]
# ## Check yourself

# %%
ask("After Leila takes the prospector, whose turn is it?", play(ruling), "turn", names=names, choices=names,
    why="turn.not-your-turn")

# %%
ask("How many doubloons are left on the prospector card?", play(ruling), "roles.prospector",
    why="role.collect-doubloons")

# %%
ask_allowed("In a three-player game, may the governor choose the prospector?", Game(players=3),
            {"player": 0, "choose_role": "prospector"}, names=names)

# %% [markdown]
# ## Common mistakes
#
# **"Everyone gets something from the prospector."** Nobody else acts: the next player simply chooses a role.

# %%
refused(play(ruling), {"player": 1, "pass": True}, names)

# %% [markdown]
# **"We always play with the prospector."** Not at a small table.

# %%
refused(Game(players=3), {"player": 0, "choose_role": "prospector"}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the captain](07_captain.ipynb). Next: [every building](09_buildings.ipynb).*
