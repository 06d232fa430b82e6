# %% [markdown]
# # Play a full game against bots
#
# *Before this: [check a ruling yourself](11_check_a_ruling.ipynb). Next: [head to head: a pair of players](14_two_players.ipynb).*
#
# ## What you will be able to do
#
# - Follow a first round move by move, and say what each role did.
# - Play a whole game, for two to five players, against bots, without breaking a rule.
# - Read the score sheet at the end: where each player's points came from, and who won.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.puerto_rico import (ask, bot_game, coached_round, refused, rules, score_sheet_in_words, steps,
                                    walkthrough)
from puertorico_nb.widgets import NewGame, ScoreSheet, TableWidget

names = ["Sam", "Alma", "Pip", "Quin"]

# %% [markdown]
# ## The rule in our words
#
# Everything you have learnt is now on one table. In a round the governor chooses a role first,
# then each player to the left; in each role everyone acts in turn, the chooser first with the
# privilege. The game ends when the colonists, the victory-point chips or a city's spaces run
# out, after the round is played to its end; then the score sheet adds up the points.

# %%
rules("round.one-role-each", "end.finish-round", "scoring.total")

# %% [markdown]
# ## A worked example: a first round, narrated
#
# No book plays a whole round, so this one is played by the **coach**, the bot that plays
# sensibly and says why, seeded so it is the same every time. Step through it on the table,
# then read each move with the coach's reason; the rule that allowed it is one click away.

# %%
first, reasons = coached_round(players=4, seed=5, names=names)
walk = walkthrough(first, names)
walk

# %%
steps(walk, why=reasons)

# %% [markdown]
# ### A faded example: predict first
#
# The round is over. Predict who is governor now, then answer.

# %%
ask("After the first round, who is governor?", first, "governor", names=names, choices=names,
    why="round.governor-passes")

# %% [markdown]
# ## Your turn: a whole game
#
# Choose how many players sit at the table, two to five (two is the Korean book's game for a
# pair), and press **Start the game**. You sit in the first seat; the coach plays the other
# seats and moves as soon as it is their turn. Point at a choice to see what it does; a
# greyed-out choice says why it is not allowed, and **Undo** takes back your last decision
# (and the bots' moves after it), unless face-down plantations were turned up since: then the
# button stays off and says so. When the game ends, the score sheet appears under the table,
# added up in words.

# %%
NewGame(names=["You", "Alma", "Pip", "Quin", "Rosa"], seed=7)

# %% [markdown]
# ## Reading the score sheet
#
# Here is the end of a game the coach played to the finish for all four seats. Each player's points are the
# victory-point chips they earned by shipping, the points printed on their buildings, and the
# bonus of each manned large building. The most points wins; a tie goes to doubloons plus
# barrels.

# %%
finished = bot_game(players=4, seed=5)
ScoreSheet(finished, names=names)

# %%
score_sheet_in_words(finished, names)

# %% [markdown]
# ## Check yourself

# %%
ask("In that game, how many points did Pip earn in victory-point chips?", finished, "score_breakdown.Pip.chips",
    names=names, why="Chips are earned by shipping: a point for each barrel loaded, one more a captain phase "
                     "for the captain who chose the role, and one more a load with a manned harbor; the "
                     "sheet's first column adds them up.")

# %%
ask("How many points are printed on Quin's buildings?", finished, "score_breakdown.Quin.buildings", names=names,
    why="Every building scores the points printed on it at the end, manned or not: add up Quin's on the score sheet.")

# %%
ask("Who won?", finished, "winner", names=names, choices=names, why="scoring.tie-break")

# %% [markdown]
# ## Common mistakes
#
# **"I'll move for a bot."** Only the player whose turn it is may act.

# %%
fresh = TableWidget(players=4, seed=7, names=names, bots=[1, 2, 3])
refused(fresh.game, {"player": 1, "choose_role": "settler"}, names)

# %% [markdown]
# **"Doubloons are points."** They are not: at the end only victory points count, and
# doubloons (with barrels) break a tie.

# %%
rules("scoring.tie-break")

# %% [markdown]
# ## Where next
#
# *Before this: [check a ruling yourself](11_check_a_ruling.ipynb). Next: [head to head: a pair of players](14_two_players.ipynb).*
