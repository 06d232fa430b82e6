# %% [markdown]
# # The round and the roles
#
# *Before this: nothing. This is where you start. Next: [the settler](02_settler.ipynb).*
#
# ## What you will be able to do
#
# - Choose a role and say what it gives you.
# - Say when a round ends, and who is governor next.
# - Spot a role that is not yours to take.
#
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget
from puertorico_nb import Game

names = ['Lena', 'Omar', 'Priya', 'Jonas']

# %% [markdown]
# ## The rule in our words
#
# Puerto Rico is played in rounds. In each round, starting with the **governor**, every player
# chooses one **role** card. Everyone then carries out that role, the chooser first, and the
# chooser gets a little extra: the role's **privilege**.
#
# Here is a new game for your table. Look for the role cards near the top, and the governor badge.

# %%
new_game = Game(players=4, seed=2)
picture(new_game, names)

# %%
r = catalogue.get("setup.roles")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("setup.doubloons")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("round.one-role-each")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# A role someone has taken stays with them until the round ends. Doubloons lying on a card
# go to whoever takes it.

# %%
r = catalogue.get("role.already-taken")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("role.collect-doubloons")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# When everyone has chosen, the round ends. Each role nobody chose gets a doubloon, which
# makes it tempting next round. Then the governor card moves to the next player, who
# picks first.

# %%
r = catalogue.get("round.unchosen-role-doubloon")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("round.governor-passes")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# ## The book's worked example
#
# It is the last pick of a round. Lena, Omar and Priya have chosen. Jonas picks last.

# %%
ruling = example("prospector", 1)
picture(start(ruling), names)

# %%
print(ruling["title"])
print("Source:", ruling["source"])
walk = WalkthroughWidget(ruling, names=names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
why = ['Jonas cannot take a role already chosen, and the prospector is free: it pays him a doubloon. His is the last pick, so the round ends.']
reasons = iter(why)
for k, frame in enumerate(walk.frames[1:], 1):
    print(f"Step {k}: {frame['narration']}")
    if frame["kind"] == "act":
        print("    Why:", next(reasons))
assert next(reasons, None) is None, "one reason per move"
assert all(frame["ok"] for frame in walk.frames), "the engine agrees with the book at every step"

# %%
before, after = facts(start(ruling)), facts(play(ruling))
for role, money in after["roles"].items():
    print(f"{role:11} {before['roles'][role]} -> {money} doubloons on the card")
print("Governor now:", names[after["governor"]])

# %% [markdown]
# ## Your turn
#
# Be Jonas. Choose any free role on the table below (the role cards are buttons).
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
# Same table, but Jonas picks the **trader** instead. Nobody has goods to sell, so the
# round ends at once. How many doubloons lie on the prospector card afterwards?

# %%
faded = start(ruling)
your_guess = ...   # a number

# %%
faded.apply({"player": 3, "choose_role": "trader"})
answer = facts(faded)["roles"]["prospector"]
assert answer == facts(start(ruling))["roles"]["prospector"] + 1   # unchosen: one more
reveal(your_guess, answer)

# %% [markdown]
# ## Check yourself
#
# Answer in each cell, then run the cell below it.

# %% [markdown]
# **First:** after the worked example, who is the governor?

# %%
your_answer = ...   # a name, like "Lena"

# %%
answer = names[facts(play(ruling))["governor"]]
assert answer != names[facts(start(ruling))["governor"]]
reveal(your_answer, answer)

# %% [markdown]
# **Second:** after the round, how many doubloons lie on the trader card?

# %%
your_answer = ...   # a number

# %%
answer = facts(play(ruling))["roles"]["trader"]
reveal(your_answer, answer)

# %% [markdown]
# **Third:** before Jonas picks, may Lena choose the captain?

# %%
your_answer = ...   # True or False

# %%
answer = start(ruling).is_legal({"player": 0, "choose_role": "captain"})
assert answer == (start(ruling).turn == 0)   # only the player whose turn it is
reveal(your_answer, answer)

# %% [markdown]
# ## Common mistakes
#
# **"The settler is the best role, so I take it again."** A role chosen this round is gone until the round ends.

# %%
refused(start(ruling), {"player": 3, "choose_role": "settler"}, names)

# %% [markdown]
# **"I know what I want, so I choose now."** Roles are chosen in turn, from the governor.

# %%
refused(start(ruling), {"player": 0, "choose_role": "captain"}, names)

# %% [markdown]
# ## Where next
#
# *Before this: nothing. This is where you start. Next: [the settler](02_settler.ipynb).*
