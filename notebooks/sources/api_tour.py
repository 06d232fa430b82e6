# %% [markdown]
# # A tour of the API
#
# The engine in a few cells: a game, its legal actions, applying and refusing moves,
# undo, saving and replaying, scores, the rule catalogue, and the widgets. The
# [tutorials](../tutorials/01_round_and_roles.ipynb) teach the game; this notebook shows the tools.

# %% [markdown]
# ## A game and its position

# %%
from puertorico_nb import Game, IllegalAction, MalformedAction, check
game = Game(players=4, seed=1)
print(repr(game))
print(game)

# %%
game   # the HTML picture of the table

# %% [markdown]
# ## Legal actions: a lazy view you can test with `in`

# %%
legal = game.legal_actions()
print(len(legal), "legal actions;", list(legal)[:3])
assert {"player": 0, "choose_role": "settler"} in legal
assert {"player": 1, "choose_role": "settler"} not in legal

# %% [markdown]
# ## Applying, refusing, explaining

# %%
events = game.apply({"player": 0, "choose_role": "prospector"})
print(events)
print(game.explain({"player": 0, "choose_role": "settler"}))
try:
    game.apply({"player": 0, "choose_role": "settler"})
except IllegalAction as e:
    print("IllegalAction:", e.rule_id, "-", e.why)
try:
    game.apply({"player": 1, "fly": "away"})
except MalformedAction as e:
    print("MalformedAction:", e)

# %% [markdown]
# ## Actions as text

# %%
from puertorico_nb import Action
a = Action.from_mapping({"player": 1, "ship": "corn", "on": 6})
print(a, "|", a.to_mapping())

# %% [markdown]
# ## Undo, redo, clone

# %%
before = game.state.players[0].doubloons
game.undo()
assert game.state.players[0].doubloons < before
game.redo()
copy = game.clone()
copy.apply({"player": 1, "choose_role": "builder"})
assert len(copy.log) == len(game.log) + 1

# %% [markdown]
# ## Saving and replaying: a game is its start plus its log

# %%
text = game.to_json()
again = Game.from_json(text)
assert again.state == game.state
print(len(text), "characters of JSON")

# %% [markdown]
# ## Scores and a whole game

# %%
import random
rng = random.Random(3)
full = Game(players=3, seed=3)
while not full.game_over:
    full.apply(full.legal_actions().random(rng))
print(full.scores(), "winner:", full.winners())
print(full.score_breakdown()[full.winners()[0]])

# %% [markdown]
# ## The rule catalogue

# %%
from puertorico_nb.core import catalogue
rule = catalogue.get("captain.largest-empty-ship")
print(rule)
print([r.id for r in catalogue.search("wharf")])

# %% [markdown]
# ## Rulings

# %%
report = check('''
title: Choosing the prospector earns a doubloon
steps:
  - act: {player: 0, choose_role: prospector}
  - expect: {players: {0: {doubloons: 4}}}
''')
print(report)
assert report.ok

# %% [markdown]
# ## Widgets (need the `widgets` extra)

# %%
from puertorico_nb.widgets import TableWidget, WalkthroughWidget, ScoreSheet, RulingReport
table = TableWidget(players=3, seed=2, names=["Ana", "Ben", "Caro"], bots=[1, 2])
table

# %%
assert table.act({"player": 0, "choose_role": "trader"})
print(table.message)
ScoreSheet(full, names=["Ana", "Ben", "Caro"])
