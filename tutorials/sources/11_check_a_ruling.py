# %% [markdown]
# # Check a ruling yourself
#
# *Before this: [game end and scoring](10_game_end_and_scoring.ipynb). Next: [play a full game against bots](12_play_against_bots.ipynb).*
#
# ## What you will be able to do
#
# - Write a ruling: a position, some moves, and what the rules say must happen.
# - Run it with `puertorico_nb.check` and read the report.
# - Settle a rule argument at your table for good.
#
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget
import puertorico_nb
from puertorico_nb.widgets import RulingReport

names = ['Ada', 'Bea', 'Cem', 'Dov']

# %% [markdown]
# ## The rule in our words
#
# A **ruling** is a small test of one rule, written in YAML. It has a `setup` (only what
# differs from a fresh game), then `steps`: `act` (a move that must be allowed), `reject`
# (a move that must be refused, optionally `because` of a rule), and `expect` (what must
# be true now). The engine plays it and says which steps hold. Rule ids from the
# catalogue name what decided each step; search the catalogue by words:

# %%
for r in catalogue.search("prospector privilege"):
    print(r.id, "-", r.statement)

# %% [markdown]
# ## The book's worked example, written as a ruling
#
# The book says: choosing the prospector with doubloons on it pays them all, plus one.
# Here is that example as a ruling. Run it:

# %%
ruling = """
title: The prospector pays what lies on it, plus one
players: 4
setup:
  roles: {prospector: 2}
  players:
    0: {doubloons: 3}
steps:
  - reject: {player: 1, choose_role: prospector}
    because: turn
  - act: {player: 0, choose_role: prospector}
  - expect:
      roles: {prospector: 0}
      players: {0: {doubloons: 6}}
"""
report = puertorico_nb.check(ruling)
print(report)
assert report.ok

# %% [markdown]
# The same report as a table you can show the class:

# %%
RulingReport(ruling)

# %% [markdown]
# ## Your turn
#
# Settle an argument: *"With both markets, what does a trader get for a coffee?"*
# Put the number you believe in `your_number`, then run the cell. The report says PASS,
# or shows what the engine found instead.

# %%
your_number = 0   # change this to your answer

mine = f"""
title: A trader with both markets sells coffee
players: 4
setup:
  players:
    0: {{doubloons: 0, goods: {{coffee: 1}}, city: [{{small_market: 1}}, {{large_market: 1}}]}}
steps:
  - act: {{player: 0, choose_role: trader}}
  - act: {{player: 0, sell: coffee}}
  - expect:
      players: {{0: {{doubloons: {your_number}}}}}
"""
report = puertorico_nb.check(mine)
print(report)

# %% [markdown]
# Not sure? Set up the ruling's position on a live table and play it by hand: choose the
# trader, then sell the coffee, and read the doubloons.

# %%
from puertorico_nb.rulings.loader import parse_yaml
table = TableWidget(game=build_game(parse_yaml(mine)), names=names)
table

# %% [markdown]
# ### A faded example: predict first
#
# Same position, but the large market has **no colonist**. Predict the doubloons, then run both cells.

# %%
faded_number = ...   # a number

# %%
engine = build_game({"players": 4, "setup": {"players": {0: {
    "doubloons": 0, "goods": {"coffee": 1}, "city": [{"small_market": 1}, "large_market"]}}}})
engine.apply({"player": 0, "choose_role": "trader"})
engine.apply({"player": 0, "sell": "coffee"})
answer = facts(engine)["players"][0]["doubloons"]
reveal(faded_number, answer)

# %% [markdown]
# ## Check yourself
#
# **First:** a ruling whose `expect` is wrong fails, and the report shows expected and
# actual. Does this one pass?

# %%
wrong = ruling.replace("doubloons: 6", "doubloons: 5")
wrong_report = puertorico_nb.check(wrong)
your_answer = ...   # True or False

# %%
answer = wrong_report.ok
assert wrong_report.failed == 1
reveal(your_answer, answer)
print(wrong_report)

# %% [markdown]
# **Second:** run every ruling shipped with the package. Do they all pass?

# %%
your_answer = ...   # True or False

# %%
from puertorico_nb.teaching import EXAMPLES
everything = puertorico_nb.check(EXAMPLES)
print(everything.summary())
answer = everything.ok
reveal(your_answer, answer)

# %% [markdown]
# ## Common mistakes
#
# **Writing `act` for a move the rules forbid.** The step fails and names the rule. Use `reject` instead.

# %%
bad = ruling.replace("- reject: {player: 1, choose_role: prospector}", "- act: {player: 1, choose_role: prospector}")
bad_report = puertorico_nb.check(bad)
print(bad_report)
assert not bad_report.ok
refused(start({"players": 4}), {"player": 1, "choose_role": "prospector"}, names)

# %% [markdown]
# **A misspelt key.** The ruling does not run at all, and the message names the key.

# %%
typo = ruling.replace("setup:", "setpu:")
typo_report = puertorico_nb.check(typo)
print(typo_report)
assert typo_report.errors == 1

# %% [markdown]
# From a terminal, the same check reads whole folders:
# `python -m puertorico_nb check my_rulings/` (exit status zero when every ruling holds).
# The full format is in the reference notebook [the ruling format](../notebooks/ruling_format.ipynb).

# %% [markdown]
# ## Where next
#
# *Before this: [game end and scoring](10_game_end_and_scoring.ipynb). Next: [play a full game against bots](12_play_against_bots.ipynb).*
