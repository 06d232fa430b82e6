# %% [markdown]
# # Game end and scoring
#
# *Before this: [every building](09_buildings.ipynb). Next: [check a ruling yourself](11_check_a_ruling.ipynb).*
#
# ## What you will be able to do
#
# - Say when the game ends, and why the round is still finished.
# - Add up a final score: chips, buildings, large-building bonuses.
# - Work out each large building's bonus, and break a tie.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb.course.puerto_rico import (allowed, ask, book_example, example, picture, play, refused, rules, steps,
                                    walkthrough, your_turn)
from puertorico_nb.widgets import ScoreSheet

names = ["Iris", "Kenji", "Lucía"]
four = ["Iris", "Kenji", "Lucía", "Omid"]

# %% [markdown]
# ## The rule in our words
#
# The game ends when the colonists run out, when someone fills their city, or when the
# victory-point chips run out. It never stops in the middle of a round: the round is
# finished first. Points earned after the chips have run out still count: they are written
# down.

# %%
rules("end.colonists-run-out", "end.city-full", "end.vp-chips-run-out", "end.finish-round",
      "end.vp-recorded-after-chips")

# %% [markdown]
# Your score is your chips, plus the points printed on your buildings, plus the bonus of
# each **manned** large building. The most points wins; a tie goes to doubloons plus barrels.

# %%
rules("scoring.total", "scoring.large-building-bonus-needs-colonist", "scoring.tie-break")

# %% [markdown]
# ## A worked example: the round is finished
#
# No book walks through a game's last round, so this example is ours. It is late in the game
# (the table says which round), and nobody but Lucía has a doubloon left. Lucía, third to
# choose, fills the last space of her city: the game will end, but not before Omid, the last
# to choose, has had his role.

# %%
ending = example("game_end_round_finishes", 0)
walk = walkthrough(ending, four)
walk

# %%
steps(walk, why=["Lucía means to build, and the builder's privilege takes a doubloon off her price.",
                 "The large warehouse fills the last space of her city: the game will end with this round.",
                 "The round is not over: Omid still chooses, and only then does the game end."])

# %%
ScoreSheet(play(ending), names=four)

# %% [markdown]
# ## The book's worked example: the guild hall
#
# The Icelandic and Norwegian books count the bonus of each large building with an example.
# The books give only Iris's city, so the other cities are left empty here; the others'
# chips stand for everything else they scored. Here is the guild hall's, played to the game's end: Lucía ships the last corn, the chips run
# out, and the round is over. Then the score sheet: chips, printed points, and the guild
# hall's bonus for Iris's production buildings.

# %%
ruling = book_example("scoring_guild_hall")
walkthrough(ruling, names)

# %%
ScoreSheet(play(ruling), names=names)

# %% [markdown]
# The other large buildings' examples end the same way; only Iris's large building changes.
# The customs house's example, with its score sheet:

# %%
ScoreSheet(play(book_example("scoring_customs_house")), names=names)

# %% [markdown]
# The city hall's example: a point more for each violet building in Iris's city.

# %%
ScoreSheet(play(book_example("scoring_city_hall")), names=names)

# %% [markdown]
# The residence's and the fortress's examples, as the table stands at the end. Count for
# yourself before the questions below: the residence scores by Iris's filled island spaces,
# the fortress by her colonists.

# %%
picture(play(book_example("scoring_residence")), names)

# %%
picture(play(book_example("scoring_fortress")), names)

# %% [markdown]
# ## Your turn
#
# Be Lucía, last to choose a role. Take the captain and load your corn: the game ends.
# A choice the rules forbid at that moment is drawn faded, with a dashed edge (at times there is
# none); click it to read which rule forbids it.
# The table then says whether your move is the book's, and why.

# %%
your_turn(ruling, 0, names=names,
          why="Loading her corn takes the last victory-point chips, which ends the game with this round.")

# %% [markdown]
# ### A faded example: predict first
#
# The city hall's example again, but **nobody works in it**. Predict its bonus, then answer.

# %%
faded = example("scoring_city_hall", 2)
ask("With nobody in the city hall, what is its bonus for Iris?", play(faded), "score_breakdown.Iris.bonus",
    names=names, why="scoring.large-building-bonus-needs-colonist")

# %% [markdown]
# ## Check yourself

# %%
ask("In the residence example, what is the residence's bonus for Iris's island?", play(book_example("scoring_residence")),
    "score_breakdown.Iris.bonus", names=names, why="building.residence",
    hint="Count Iris's occupied island spaces in the example (plantations and quarries, manned or not), then "
         "read the residence's scale.")

# %%
ask("In the fortress example, what is the fortress's bonus for Iris?", play(book_example("scoring_fortress")),
    "score_breakdown.Iris.bonus", names=names, why="building.fortress")

# %% [markdown]
# **A tie.** In this last example two players end on the same points. Only what decides it is
# on the table: each player's chips, one plantation, doubloons and barrels; their cities are
# left empty, so the chips are all their points. The table at the end:

# %%
tie = example("game_end_round_finishes", 2)
picture(play(tie), four)

# %%
ask("In that tie example, who wins?", play(tie), "winner", names=four, choices=four, why="scoring.tie-break")

# %% [markdown]
# ## Common mistakes
#
# **"The chips ran out, so we stop now."** The round goes on: the next player still chooses.

# %%
chips = example("game_end_round_finishes", 1)
allowed(play(chips, 2), {"player": 1, "choose_role": "prospector"}, four)

# %% [markdown]
# **"One more round."** Once the round is over, the game is over.

# %%
refused(play(ruling), {"player": 0, "choose_role": "settler"}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [every building](09_buildings.ipynb). Next: [check a ruling yourself](11_check_a_ruling.ipynb).*
