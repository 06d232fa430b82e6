# %% [markdown]
# # The captain
#
# *Before this: [the trader](06_trader.ipynb). Next: [the prospector](08_prospector.ipynb).*
#
# ## What you will be able to do
#
# - Decide which ship your barrels must go on.
# - Know when you must load, and when you may stop.
# - Say which barrels you keep when the ships sail, and what a harbor and a wharf add.
#
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget

names = ['Rosa', 'Tomás', 'Mei', 'Kofi']

# %% [markdown]
# ## The rule in our words
#
# When someone picks the captain, the players load barrels onto the cargo ships, in turn,
# starting with the captain. On your turn you pick **one kind of good** and put **as many
# barrels of it as fit** onto one ship.

# %%
r = catalogue.get("captain.one-good-per-turn")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("captain.load-as-many-as-fit")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# A ship carries one kind of good only. A good that already sails must join **that** ship,
# and no other. A good that is not at sea yet goes on the **empty ship that takes the most
# of your barrels**: not the one you like best.

# %%
r = catalogue.get("captain.one-kind-per-ship")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("captain.same-good-same-ship")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("captain.no-duplicate-good")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("captain.largest-empty-ship")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# Here is the table of the book's example, just after Rosa takes the captain. Look at the
# cargo ships in the middle: the middle ship already carries corn.

# %%
ruling = example("captain_worked_example")
game = play(ruling, 1)
picture(game, names)

# %% [markdown]
# Every barrel you ship earns a victory point. The captain earns one more point, with the
# first load only. You **must** load when you can; loading goes round the table until
# nobody can load any more.

# %%
r = catalogue.get("captain.vp-per-barrel")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("captain.privilege")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("captain.must-load-when-able")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("captain.loading-ends")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# ## The book's worked example, load by load
#
# The players go round the table until no barrel can move. Watch which ship each load
# goes to, and why.

# %%
print(ruling["title"])
print("Source:", ruling["source"])
walk = WalkthroughWidget(ruling, names=names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
why = ["Rosa holds the most barrels, so the captain's extra point is worth most to her.", "All of Rosa's sugar fits on the big empty ship and not on the small one, so the big ship it must be.", "Sugar already sails on the big ship, so Tomás's sugar may only join it, even with room for just one barrel.", 'Mei may choose any good she can load. She sends tobacco to the only empty ship left.', "Kofi's indigo fits nowhere: every ship carries another good. He can load corn, so he must.", "Rosa's corn joins the corn ship, which is now full.", "Tomás's tobacco joins Mei's on the small ship. Now nobody can load.", 'Mei has no warehouse, so she keeps one barrel; the other goes back to the supply.', 'Kofi keeps one indigo too. The full ships are emptied; the small one keeps its tobacco.']
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
# Rosa has loaded her sugar. It is Tomás's turn, and he holds sugar and tobacco. Choose his
# load on the table below (the choices are in the panel under the players). Choices that
# break a rule are greyed out: click one to hear which rule forbids it.

# %%
table = TableWidget(game=play(ruling, 2), names=names)
table

# %% [markdown]
# After you click, run the next cell. (If you have not clicked yet, it shows the book's move instead, on a copy.)

# %%
if len(table.game.log) > 2:
    print("You played:", table.history[-1])
    for ship in facts(table.game)["ships"]:
        print(ship)
else:
    print("No click yet. In the book, Tomás plays:")
    act(play(ruling, 2), moves(ruling)[2], names)

# %% [markdown]
# ### A faded example: predict first
#
# Same table, but now **every ship starts empty**. Rosa still holds her sugar. May she put
# it on the middle ship instead of the big one? Write `True` or `False`, then run both cells.

# %%
import copy
faded = copy.deepcopy(ruling)
faded["setup"]["ships"] = [{"capacity": 5}, {"capacity": 6}, {"capacity": 7}]
faded_game = play(faded, 1)

your_guess = ...   # True or False

# %%
answer = faded_game.is_legal({"player": 0, "ship": "sugar", "on": 6})
assert answer == faded_game.is_legal({"player": 0, "ship": "sugar", "on": 7})   # a tie: both or neither
reveal(your_guess, answer)

# %% [markdown]
# Both empty ships take all of her sugar, so neither takes more than the other, and she
# picks freely.
#
# ## Storage, and the ships sail
#
# When loading is over, you keep **one barrel** of your choice. A small warehouse keeps
# every barrel of one more kind, and a large warehouse does the same for a pair of kinds. The rest go back to the supply.
# Then every **full** ship is emptied; a ship with room left keeps its cargo for next time.

# %%
r = catalogue.get("captain.storage")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("captain.keep-maximal")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("captain.empty-full-ships")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %%
end = play(ruling)
for seat, name in enumerate(names):
    kept = {good: n for good, n in facts(end)["players"][seat]["goods"].items() if n}
    print(f"{name} keeps {kept or 'nothing'} and has {facts(end)['players'][seat]['vp']} VP")
print("Ships after sailing:", facts(end)["ships"])

# %% [markdown]
# ## Harbor and wharf
#
# A manned **harbor** gives its owner one more point for every load. A manned **wharf** is
# a private ship: once per captain phase, its owner ships every barrel of one good, any
# good, and scores a point per barrel. Here is the books' harbor example.

# %%
r = catalogue.get("captain.harbor")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("captain.wharf")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("captain.wharf-once")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %%
harbor = example("harbor_wharf")
print(harbor["description"])
WalkthroughWidget(harbor, names=names)

# %%
owner_before = facts(start(harbor))["players"][0]
owner_after = facts(play(harbor))["players"][0]
barrels = sum(owner_before["goods"].values())
loads = sum(1 for m in moves(harbor) if m.get("player") == 0 and "ship" in m)
print(f"Rosa shipped {barrels} barrels in {loads} loads and scored {owner_after['vp'] - owner_before['vp']} points.")
assert owner_after["vp"] - owner_before["vp"] == barrels + loads   # a point a barrel, a harbor point a load

# %% [markdown]
# ## Check yourself
#
# Answer each question in its cell, then run the cell below it.
#
# **First:** after Rosa's first load in the worked example, how many victory points does she have?

# %%
your_answer = ...   # a number

# %%
answer = facts(play(ruling, 2))["players"][0]["vp"]
sugar = facts(start(ruling))["players"][0]["goods"]["sugar"]
assert answer == sugar + 1     # one per barrel, plus the captain's point
reveal(your_answer, answer)

# %% [markdown]
# **Second:** when Kofi's turn first comes, which goods may he load? Give a set of names, like `{"corn"}`.

# %%
your_answer = ...   # a set of goods

# %%
kofi = play(ruling, 4)
answer = {a.value for a in kofi.legal_actions() if a.verb == "ship"}
assert "indigo" not in answer
reveal(your_answer, answer)

# %% [markdown]
# **Third:** in the harbor example, may Rosa pass once her tobacco is on the small ship and her sugar is still in hand?

# %%
your_answer = ...   # True or False

# %%
after_tobacco = play(harbor, 2)
answer = after_tobacco.is_legal({"player": 0, "pass": True})
assert answer != after_tobacco.is_legal({"player": 0, "ship": "sugar", "on": 6})   # pass only if you cannot load
reveal(your_answer, answer)

# %% [markdown]
# ## Common mistakes
#
# **"The captain picks the ship."** No: a new good goes on the empty ship that takes the most barrels.

# %%
refused(play(ruling, 1), {"player": 0, "ship": "sugar", "on": 5}, names)

# %% [markdown]
# **"I don't like any ship, so I pass."** Not while a cargo ship can take one of your barrels.

# %%
refused(play(ruling, 4), {"player": 3, "pass": True}, names)

# %% [markdown]
# **"My corn can start a second corn ship."** A good at sea may only join its own ship.

# %%
refused(play(ruling, 3), {"player": 2, "ship": "corn", "on": 5}, names)

# %% [markdown]
# **"The wharf works every turn."** Once per captain phase.

# %%
wharf_twice = example("harbor_wharf", 1)
refused(play(wharf_twice, 2), {"player": 0, "ship": "sugar", "on": "wharf"}, names)

# %% [markdown]
# **"I keep all my corn."** Without a warehouse you keep one barrel.

# %%
refused(play(ruling, 7), {"player": 2, "keep": {"corn": 2}}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the trader](06_trader.ipynb). Next: [the prospector](08_prospector.ipynb).*
