# %% [markdown]
# # Play a full game against bots
#
# *Before this: [check a ruling yourself](11_check_a_ruling.ipynb). Next: [the card game San Juan](13_san_juan.ipynb).*
#
# ## What you will be able to do
#
# - Play a whole game on the table against bots.
# - Take a move back, and ask why a choice is greyed out.
# - Read the final score sheet.
#
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget
from puertorico_nb import Game
from puertorico_nb.widgets import ScoreSheet

names = ['You', 'Bot Alma', 'Bot Pip', 'Bot Quin']

# %% [markdown]
# ## The rule in our words
#
# Everything you have learnt is now on one table. You sit in the first seat; the bots
# take the others and move at once when it is their turn. The engine enforces every rule:
# greyed-out choices say why, **Undo** takes back your last decision (and the bots'
# moves after it), and **Random legal choice** plays for you when you are stuck.

# %%
r = catalogue.get("round.one-role-each")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("turn.not-your-turn")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# ## Your turn: the game

# %%
table = TableWidget(players=4, seed=7, names=names, bots=[1, 2, 3])
table

# %% [markdown]
# Play as long as you like. Run the next cell whenever you want the score so far.

# %%
ScoreSheet(table.game, names=names)

# %% [markdown]
# ## A worked example: a whole game, fast
#
# To see a game to its end, here is a second table where random choices sit in your seat.

# %%
demo = TableWidget(players=4, seed=11, names=names, bots=[1, 2, 3])
while not demo.game.game_over:
    demo.random_move()
print(f"The game ended in round {demo.game.state.round}: {', '.join(demo.game.state.end_reasons)}")
ScoreSheet(demo.game, names=names)

# %% [markdown]
# ### A faded example: predict first
#
# A game is its start plus its log. Will replaying the demo's log from its start reach the same scores?

# %%
your_guess = ...   # True or False

# %%
again = Game.replay(demo.game.ruleset, demo.game.start, demo.game.log)
answer = again.scores() == demo.game.scores()
reveal(your_guess, answer)

# %% [markdown]
# ## Check yourself
#
# Answer in each cell, then run the cell below it.

# %% [markdown]
# **First:** who won the demo game?

# %%
your_answer = ...   # a name

# %%
answer = names[demo.game.winners()[0]]
reveal(your_answer, answer)

# %% [markdown]
# **Second:** how many points did the winner score?

# %%
your_answer = ...   # a number

# %%
answer = max(demo.game.scores().values())
assert answer == demo.game.scores()[demo.game.winners()[0]]
reveal(your_answer, answer)

# %% [markdown]
# ## Common mistakes
#
# **"I'll move for a bot."** Only the player whose turn it is may act.

# %%
fresh = TableWidget(players=4, seed=7, names=names, bots=[1, 2, 3])
assert fresh.act({"player": 1, "choose_role": "settler"}) is False
print(fresh.message)
refused(fresh.game, {"player": 1, "choose_role": "settler"}, names)

# %% [markdown]
# **"Undo takes back only the bots' moves."** It takes back your last decision, and the bots' moves after it.

# %%
fresh.act({"player": 0, "choose_role": "prospector"})
moved = len(fresh.game.log)
fresh.undo()
print(f"{moved} moves were on the log; after undo, {len(fresh.game.log)}.")
assert fresh.game.turn == 0 and not fresh.game.log

# %% [markdown]
# ## Where next
#
# *Before this: [check a ruling yourself](11_check_a_ruling.ipynb). Next: [the card game San Juan](13_san_juan.ipynb).*
