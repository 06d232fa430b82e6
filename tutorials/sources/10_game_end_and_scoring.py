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
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget
from puertorico_nb.widgets import ScoreSheet

names = ['Iris', 'Kenji', 'Lucía']

# %% [markdown]
# ## The rule in our words
#
# The game ends when the colonists run out, when someone fills their city, or when the
# victory-point chips run out. It never stops in the middle of a round: the round is
# finished first.

# %%
r = catalogue.get("end.colonists-run-out")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("end.city-full")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("end.vp-chips-run-out")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("end.finish-round")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# Your score is your chips, plus the points printed on your buildings, plus the bonus of
# each **manned** large building. The most points wins; a tie goes to doubloons plus barrels.

# %%
r = catalogue.get("scoring.total")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("scoring.large-building-bonus-needs-colonist")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("scoring.tie-break")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# ## The book's worked example: the round is finished

# %%
ending = example("game_end_round_finishes", 0)
ending_names = ["Iris", "Kenji", "Lucía", "Omid"]
print(ending["description"])
walk = WalkthroughWidget(ending, names=ending_names)
walk

# %%
for k, frame in enumerate(walk.frames[1:], 1):
    print(f"Step {k}: {frame['narration']}")
end = play(ending)
assert end.game_over and not play(ending, 2).game_over
ScoreSheet(end, names=ending_names)

# %% [markdown]
# ## Every large building's example
#
# Each ruling below ends a game the same way: Lucía ships the last corn, the chips run out,
# and the round is over. Only Iris's large building changes.

# %%
large = ["guild_hall", "residence", "fortress", "customs_house", "city_hall"]
for building in large:
    r = example("scoring_" + building)
    final = play(r)
    iris = final.score_breakdown()[0]
    print(f"{building.replace('_', ' '):14} bonus {iris['bonus']:2}  total {iris['total']:2}  winner {names[final.winners()[0]]}")
    print("    ", catalogue.get("building." + building.replace("_", "-")).statement)

# %% [markdown]
# Step through the guild hall's example, and see its score sheet:

# %%
ruling = example("scoring_guild_hall")
WalkthroughWidget(ruling, names=names)

# %%
ScoreSheet(play(ruling), names=names)

# %% [markdown]
# ## Your turn
#
# Be Lucía, last to choose a role. Take the captain and load your corn: the game ends.
# Choices that break a rule are greyed out: click one to hear which rule forbids it.

# %%
table = TableWidget(game=play(ruling, 0), names=names)
table

# %% [markdown]
# After you click, run the next cell. (If you have not clicked yet, it shows the book's move instead, on a copy.)

# %%
if len(table.game.log) > 0:
    print("You played:", table.history[-1])
else:
    print("No click yet. In the book:")
    act(play(ruling, 0), moves(ruling)[0], names)

# %% [markdown]
# ### A faded example: predict first
#
# The city hall again, but **nobody works in it**. What is its bonus now?

# %%
faded = example("scoring_city_hall", 2)
your_guess = ...   # a number

# %%
answer = play(faded).score_breakdown()[0]["bonus"]
manned = play(example("scoring_city_hall", 0)).score_breakdown()[0]["bonus"]
assert answer < manned
reveal(your_guess, answer)

# %% [markdown]
# ## Check yourself
#
# Answer in each cell, then run the cell below it.

# %% [markdown]
# **First:** what is the residence's bonus for Iris's island?

# %%
your_answer = ...   # a number

# %%
answer = play(example("scoring_residence")).score_breakdown()[0]["bonus"]
reveal(your_answer, answer)

# %% [markdown]
# **Second:** how many colonists does Iris have on her board in the fortress example?

# %%
your_answer = ...   # a number

# %%
fort = play(example("scoring_fortress"))
answer = fort.state.players[0].colonists()
assert fort.score_breakdown()[0]["bonus"] == answer // 3   # a point per three colonists
reveal(your_answer, answer)

# %% [markdown]
# **Third:** in this example, players tie on points. Who wins?

# %%
your_answer = ...   # a name, like "Kenji"

# %%
tie = example("game_end_round_finishes", 2)
tie_names = ["Iris", "Kenji", "Lucía", "Omid"]
answer = tie_names[play(tie).winners()[0]]
reveal(your_answer, answer)

# %% [markdown]
# ## Common mistakes
#
# **"The chips ran out, so we stop now."** The round goes on: the next player still chooses.

# %%
chips = example("game_end_round_finishes", 1)
allowed(play(chips, 2), {"player": 1, "choose_role": "prospector"})

# %% [markdown]
# **"One more round."** Once the round is over, the game is over.

# %%
refused(play(ruling), {"player": 0, "choose_role": "settler"}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [every building](09_buildings.ipynb). Next: [check a ruling yourself](11_check_a_ruling.ipynb).*
