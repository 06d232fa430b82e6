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
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
import puertorico_nb
from puertorico_nb.core import catalogue
from puertorico_nb.rulings.position import build_game
from puertorico_nb.course.puerto_rico import after, ask, ask_value, book_example, rules
from puertorico_nb.widgets import RulingReport, TableWidget

names = ["Ada", "Bea", "Cem", "Dov"]

# %% [markdown]
# ## The rule in our words
#
# A **ruling** is a small test of one rule, written in YAML. It has a `setup` (only what
# differs from a fresh game), then `steps`: `act` (a move that must be allowed), `reject`
# (a move that must be refused, optionally `because` of a rule), and `expect` (what must
# be true now). The engine plays it and says which steps hold. Rule ids from the
# catalogue name what decided each step; search the catalogue by words:

# %%
rules(*(r.id for r in catalogue.search("prospector privilege", game="puerto_rico")))

# %% [markdown]
# ## The book's worked example, written as a ruling
#
# The Icelandic, Norwegian and Korean books say it with an example: choosing the prospector
# with doubloons on it pays them all, plus one. The package ships it as a ruling; here is
# where the books say it:

# %%
book_example("prospector")["source"]

# %% [markdown]
# Here is that example written by hand, shorter, as you would write it. A ruling file counts
# the seats from `0`, as the engine does: `0` is the first player in turn order (the governor
# at the start), `1` the next. The report speaks the same way, so its `player 0` is the first
# seat, not a player nobody has. Run it:

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
# Ada starts with no doubloons, chooses the trader herself and sells one coffee: how many
# doubloons does she hold then? Her privilege as the trader's chooser counts too.
# Put the number you believe in `your_number`, then run the cell. The report says PASS,
# or shows what the engine found instead. (Editing a cell needs the notebook in JupyterLab; in
# the app, play the position on the live table below instead.)

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
# Same position, but the large market has **no colonist**. Predict the doubloons, then answer.

# %%
no_colonist = build_game({"players": 4, "setup": {"players": {0: {
    "doubloons": 0, "goods": {"coffee": 1}, "city": [{"small_market": 1}, "large_market"]}}}})
sold = after(no_colonist, {"player": 0, "choose_role": "trader"}, {"player": 0, "sell": "coffee"})
ask("With nobody in the large market, how many doubloons does Ada hold after the sale, her privilege as "
    "the trader's chooser included?", sold, "players.Ada.doubloons",
    names=names, why="A building's ability works only while a colonist is in it, and the large market is empty here.")

# %% [markdown]
# ## Check yourself
#
# A ruling whose `expect` is wrong fails, and the report shows what was expected and what
# the engine found.

# %%
wrong = ruling.replace("doubloons: 6", "doubloons: 5")
ask_value("The same ruling expecting five doubloons instead: does it pass?", lambda: puertorico_nb.check(wrong).ok,
          why="An expect step compares the position with what it says; the prospector's owner holds six doubloons, "
              "so expecting five fails.", placeholder="yes or no",
          hint="Compare what the expect step now says with the doubloons the prospector's owner holds in the "
               "ruling above.")

# %%
from puertorico_nb.course.puerto_rico import EXAMPLES

ask_value("Run every ruling shipped with the package: do they all pass?", lambda: puertorico_nb.check(EXAMPLES).ok,
          why="The shipped rulings are the books' examples and rules, and the engine is tested against each one.",
          placeholder="yes or no",
          hint="Think of where the shipped rulings come from, and what the engine is tested against.")

# %% [markdown]
# ## Common mistakes
#
# **Writing `act` for a move the rules forbid.** The step fails and names the rule. Use `reject` instead.

# %%
bad = ruling.replace("- reject: {player: 1, choose_role: prospector}\n    because: turn",
                     "- act: {player: 1, choose_role: prospector}")
bad_report = puertorico_nb.check(bad)
print(bad_report)
assert not bad_report.ok and "turn.not-your-turn" in str(bad_report)

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
# The full format is in the reference notebook [the ruling format](../notebooks/ruling_format.ipynb),
# in the `notebooks` folder beside `tutorials` (open it in JupyterLab).

# %% [markdown]
# ## Where next
#
# *Before this: [game end and scoring](10_game_end_and_scoring.ipynb). Next: [play a full game against bots](12_play_against_bots.ipynb).*
