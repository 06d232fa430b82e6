# %% [markdown]
# # The ruling-file format
#
# A ruling is a small, shareable test of one rule: a position, some moves, and what the
# rules say must happen. This notebook walks through every part of the format, running
# each piece. The tutorial [check a ruling yourself](../tutorials/11_check_a_ruling.ipynb)
# is the gentle introduction.

# %%
import json
import puertorico_nb
from puertorico_nb.rulings.loader import schema
from puertorico_nb.teaching import EXAMPLES

# %% [markdown]
# ## Shape
#
# YAML or JSON; a file holds one ruling (a mapping) or many (`rulings: [...]`). Top-level keys:

# %%
top = schema()
print(sorted(top.get("$defs", {}).keys())[:20])
print(json.dumps(top, indent=1)[:1500])

# %% [markdown]
# ## setup: only what differs from a fresh game
#
# Players are numbered from zero in seating order. A tile or building written as a name
# has no colonist; `{name: n}` has `n` colonists.

# %%
one = """
title: A manned small market adds a doubloon to a corn sale
players: 4
setup:
  governor: 0
  players:
    1: {doubloons: 0, goods: {corn: 1}, city: [{small_market: 1}]}
steps:
  - act: {player: 0, choose_role: trader}
  - act: {player: 1, sell: corn}
  - expect:
      trading_house: [corn]
      players: {1: {doubloons: 1, goods: {corn: 0}}}
"""
print(puertorico_nb.check(one))

# %% [markdown]
# ## steps: act, reject (with an optional `because`), expect
#
# `because` matches part of the rule id or the message, case-insensitively. `expect`
# compares only the keys written; `legal_includes` and `legal_excludes` ask about the
# player to act.

# %%
steps = """
title: The captain must use the ship that takes the most barrels
players: 4
setup:
  ships: [{capacity: 5}, {capacity: 6, corn: 3}, {capacity: 7}]
  players:
    0: {vp: 0, goods: {sugar: 6}}
steps:
  - act: {player: 0, choose_role: captain}
  - expect:
      legal_includes: [{ship: sugar, on: 7}]
      legal_excludes: [{ship: sugar, on: 5}]
  - reject: {player: 0, ship: sugar, on: 5}
    because: largest
  - act: {player: 0, ship: sugar, on: 7}
  - expect: {players: {0: {vp: 7}}}
"""
report = puertorico_nb.check(steps)
print(report)
assert report.ok

# %% [markdown]
# ## YAML 1.2 booleans: `on` stays a key

# %%
from puertorico_nb.rulings.loader import parse_yaml
print(parse_yaml("ship: sugar\non: 7"))

# %% [markdown]
# ## Reports: text, JSON, HTML

# %%
report = puertorico_nb.check(EXAMPLES / "captain_worked_example.yaml")
print(report.summary())
print(json.dumps(report.to_dict(), indent=1)[:800])
report

# %% [markdown]
# ## Exit status from the command line
#
# `python -m puertorico_nb check PATH` exits 0 when every ruling holds, 1 when a step
# fails, 2 when a file cannot be read or breaks the format.

# %%
import subprocess, sys
done = subprocess.run([sys.executable, "-m", "puertorico_nb", "check", str(EXAMPLES / "prospector.yaml")],
                      capture_output=True, text=True)
print(done.stdout)
assert done.returncode == 0
