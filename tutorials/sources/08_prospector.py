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
from puertorico_nb.course.puerto_rico import (after, ask, ask_allowed, coached_rounds, example, picture, refused, rules,
                                    steps, walkthrough, your_turn_at)

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
third_round = coached_rounds(2, seed=6, governor=2, never=("prospector",))
picture(third_round, names)

# %% [markdown]
# There is a prospector card only with more players; a small game leaves it in the box. With
# five players both prospector cards are in play, and both may be taken in the same round.

# %%
rules("setup.roles")

# %%
five = example("five_players_two_prospectors")
walkthrough(five)

# %% [markdown]
# ## A worked example
#
# The Icelandic, Norwegian and Korean books show it at the start of a round, with two doubloons
# left lying on the card. Here it is in a real game, the table above: the third round of a game
# the coach played, where nobody chose the prospector in the first two rounds. Leila is governor.

# %%
prospector_pick = after(third_round, {"player": 0, "choose_role": "prospector"})
walk = walkthrough(prospector_pick, names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
steps(walk, why=["Doubloons have piled up on the prospector: three for one pick, with its privilege, where no "
                 "other card carries more than one."])

# %% [markdown]
# ## Your turn
#
# Be Leila. Take the prospector, or any other free role.
# A choice the rules forbid at that moment is drawn faded, with a dashed edge (at times there is
# none); click it to read which rule forbids it.
# The table then says whether your move is the example's, and why.

# %%
your_turn_at(third_round, {"player": 0, "choose_role": "prospector"}, names=names,
             why="Three doubloons for one pick: the two lying on the prospector and its own one, where no other "
                 "card carries more than one.")

# %% [markdown]
# ### A faded example: predict first
#
# Another game of the coach's, where nobody took the prospector for **three** rounds: Leila is
# governor of the fourth. Read her purse and the card on the table, predict her purse after
# she takes the prospector, then answer.

# %%
fourth_round = coached_rounds(3, seed=6, governor=1, never=("prospector",))
picture(fourth_round, names)

# %%
ask("In that fourth round, how many doubloons does Leila hold after taking the prospector?",
    after(fourth_round, {"player": 0, "choose_role": "prospector"}), "players.Leila.doubloons", names=names,
    why="role.collect-doubloons")

# %% [markdown]
# ## Check yourself

# %%
ask("After Leila takes the prospector, whose turn is it?", prospector_pick, "turn", names=names, choices=names,
    why="turn.not-your-turn")

# %%
ask("How many doubloons are left on the prospector card?", prospector_pick, "roles.prospector",
    why="role.collect-doubloons")

# %%
ask_allowed("In a three-player game, may the governor choose the prospector?", Game(players=3),
            {"player": 0, "choose_role": "prospector"}, names=names)

# %% [markdown]
# ## Common mistakes
#
# **"Everyone gets something from the prospector."** Nobody else acts: the next player simply chooses a role.

# %%
refused(prospector_pick, {"player": 1, "pass": True}, names)

# %% [markdown]
# **"We always play with the prospector."** Not at a small table.

# %%
refused(Game(players=3), {"player": 0, "choose_role": "prospector"}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the captain](07_captain.ipynb). Next: [every building](09_buildings.ipynb).*
