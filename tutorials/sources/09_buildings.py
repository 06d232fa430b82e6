# %% [markdown]
# # Every building
#
# *Before this: [the prospector](08_prospector.ipynb). Next: [game end and scoring](10_game_end_and_scoring.ipynb).*
#
# ## What you will be able to do
#
# - Read any building card: cost, points, circles, column.
# - Say what each violet building does, and when.
# - Remember that a building works only while a colonist is in it.
#
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget
from puertorico_nb import Game, check
from puertorico_nb.teaching import EXAMPLES

names = ['Maya', 'Oskar', 'Ayla', 'Dev']

# %% [markdown]
# ## The rule in our words
#
# Every building does its job only while at least one colonist works in it. Production
# buildings turn plantation crops into barrels. Violet buildings bend a rule for their
# owner. Large buildings score extra at the end of the game.

# %%
r = catalogue.get("building.manned-only")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# Here is every building in the game, straight from the engine's table, with what it does:

# %%
game = Game(players=4)
for b in game.ruleset.buildings:
    if b.id not in game.state.buildings_order:
        continue
    rule = catalogue.get("building." + b.id.replace("_", "-"))
    does = rule.statement.split(": ", 1)[-1] if rule else f"makes {b.good} from its plantations (see the craftsman)"
    print(f"{b.id.replace('_', ' '):19} cost {b.cost:2}  {b.vp} VP  column {b.column}  circles {b.circles}  {does}")

# %% [markdown]
# Each violet building's worked example is a ruling file that ships with this package.
# The engine checks them all:

# %%
files = ["small_market", "office", "office_full_house", "factory", "hacienda_hospice_construction_hut",
         "captain_storage", "harbor_wharf", "wharf_once_any_good", "university_single_colonist"]
report = check([EXAMPLES / f"{name}.yaml" for name in files])
assert report.ok
print(report.summary())

# %% [markdown]
# ## The book's worked example: the university
#
# The university puts **one** colonist on the building you buy, however many circles it has.

# %%
r = catalogue.get("building.university")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("builder.university-colonist")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %%
ruling = example("university_single_colonist")

# %%
print(ruling["title"])
print("Source:", ruling["source"])
walk = WalkthroughWidget(ruling, names=names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
why = ['Maya will build, and her university works in the builder phase.', 'The sugar mill arrives with one colonist from the supply; its other circles stay empty.']
reasons = iter(why)
for k, frame in enumerate(walk.frames[1:], 1):
    print(f"Step {k}: {frame['narration']}")
    if frame["kind"] == "act":
        print("    Why:", next(reasons))
assert next(reasons, None) is None, "one reason per move"
assert all(frame["ok"] for frame in walk.frames), "the engine agrees with the book at every step"

# %% [markdown]
# ## Your turn
#
# Be Maya. Buy a building and watch where the colonist lands.
# Choices that break a rule are greyed out: click one to hear which rule forbids it.

# %%
table = TableWidget(game=play(ruling, 1), names=names)
table

# %% [markdown]
# After you click, run the next cell. (If you have not clicked yet, it shows the book's move instead, on a copy.)

# %%
if len(table.game.log) > 1:
    print("You played:", table.history[-1])
else:
    print("No click yet. In the book:")
    act(play(ruling, 1), moves(ruling)[1], names)

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but the colonist **supply is empty** and colonists wait on the ship. Does the new building still get a colonist?

# %%
faded = example("university_single_colonist", 1)
your_guess = ...   # True or False

# %%
answer = {"sugar_mill": 1} in facts(play(faded))["players"][0]["city"]
ship_before, ship_after = facts(start(faded))["colonist_ship"], facts(play(faded))["colonist_ship"]
assert answer == (ship_after < ship_before)   # the colonist came from the ship
reveal(your_guess, answer)

# %% [markdown]
# ## Check yourself
#
# Answer in each cell, then run the cell below it.

# %% [markdown]
# **First:** how many circles of the new sugar mill are manned?

# %%
your_answer = ...   # a number

# %%
city = facts(play(ruling))["players"][0]["city"]
answer = next(list(s.values())[0] for s in city if isinstance(s, dict) and "sugar_mill" in s)
reveal(your_answer, answer)

# %% [markdown]
# **Second:** which building costs the most in the third column?

# %%
your_answer = ...   # a building id, like "harbor"

# %%
column = [b for b in game.ruleset.buildings if b.column == 3 and b.id in game.state.buildings_order]
answer = max(column, key=lambda b: b.cost).id
reveal(your_answer, answer)

# %% [markdown]
# **Third:** a wharf with no colonist: may its owner ship corn on it?

# %%
your_answer = ...   # True or False

# %%
idle_wharf = build_game({"players": 4, "setup": {"players": {1: {"goods": {"corn": 3}, "city": ["wharf"]}}}})
idle_wharf.apply({"player": 0, "choose_role": "captain"})
answer = idle_wharf.is_legal({"player": 1, "ship": "corn", "on": "wharf"})
reveal(your_answer, answer)

# %% [markdown]
# ## Common mistakes
#
# **"I own a wharf, so I use it."** Only while a colonist works in it.

# %%
refused(idle_wharf, {"player": 1, "ship": "corn", "on": "wharf"}, names)

# %% [markdown]
# **"My warehouse keeps my sugar."** Not an empty warehouse.

# %%
idle_store = build_game({"players": 4, "setup": {
    "ships": [{"capacity": 5, "corn": 1}, {"capacity": 6, "indigo": 1}, {"capacity": 7, "coffee": 1}],
    "players": {0: {"goods": {"sugar": 3}, "city": ["small_warehouse"]}}}})
idle_store.apply({"player": 0, "choose_role": "captain"})
refused(idle_store, {"player": 0, "keep": {"sugar": 3}}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the prospector](08_prospector.ipynb). Next: [game end and scoring](10_game_end_and_scoring.ipynb).*
