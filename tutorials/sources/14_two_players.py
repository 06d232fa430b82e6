# %% [markdown]
# # Head to head: a pair of players
#
# *Before this: [the card game San Juan](13_san_juan.ipynb). Next: [the New Buildings expansion](15_new_buildings.ipynb).*
#
# ## What you will be able to do
#
# - Set up Puerto Rico for a pair of players: what is left in the box, and what is on the table.
# - Say who chooses each role in a round, and where the leftover doubloon goes.
#
# Run each cell in order (Shift+Enter). Every number you see is worked out by the engine.

# %%
from puertorico_nb.core import catalogue
from puertorico_nb.teaching import example, start, play, moves, facts, picture, act, refused, allowed, reveal
from puertorico_nb.rulings.position import build_game
from puertorico_nb.widgets import TableWidget, WalkthroughWidget
from puertorico_nb import Game

names = ['Sina', 'Mateo']

# %% [markdown]
# ## The rule in our words
#
# With only a pair of players the table is smaller. Each of you starts with a little money,
# the governor with an indigo plantation and the other player with corn. Some plantations of
# each kind, some quarries and some barrels of each good stay in the box; fewer victory
# points and colonists are in play; only the smallest and the largest cargo ship sail; every
# violet building comes once, every production building twice. Only the Korean book
# has these rules.

# %%
r = catalogue.get("setup.two-players")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# Here is the table before the first role, straight from the engine:

# %%
ruling = example("korean_two_players")
table_now = start(ruling)
picture(table_now, names)

# %% [markdown]
# The engine's own numbers, set beside a game for more players so you can see what shrinks:

# %%
pair, bigger = facts(table_now), facts(Game(players=3))
for what, ours, theirs in [
    ("doubloons each", pair["players"][0]["doubloons"], bigger["players"][0]["doubloons"]),
    ("VP chips", pair["supply"]["vp"], bigger["supply"]["vp"]),
    ("colonists in the supply", pair["supply"]["colonists"], bigger["supply"]["colonists"]),
    ("colonists on the ship", pair["colonist_ship"], bigger["colonist_ship"]),
    ("quarries", pair["quarries"], bigger["quarries"]),
    ("cargo ships", [s["capacity"] for s in pair["ships"]], [s["capacity"] for s in bigger["ships"]]),
    ("role cards", len(pair["roles"]), len(bigger["roles"])),
    ("face-up plantations", len(pair["plantations"]), len(bigger["plantations"])),
]:
    print(f"{what:24} pair: {str(ours):10} three players: {theirs}")
print("Starting plantations:", {names[i]: p["island"] for i, p in pair["players"].items()})

# %% [markdown]
# ### Who chooses when
#
# The governor chooses first; then you take turns, again and again, until every role but
# one is taken: each of you carries out **several** roles a round, not just one. The role
# nobody chose gets a doubloon, and the governor card passes to the other player, who opens
# the next round.

# %%
r = catalogue.get("round.two-player-order")
print(r.id, "-", r.statement)
print("   ", r.cite())
r = catalogue.get("role.collect-doubloons")
print(r.id, "-", r.statement)
print("   ", r.cite())

# %% [markdown]
# ## The book's worked example: a round for a pair
#
# Nobody has money, barrels or colonists yet, so each phase is short. Watch whose turn it is
# after every role.

# %%
ruling = example("korean_two_players", 1)

# %%
print(ruling["title"])
print("Source:", ruling["source"])
walk = WalkthroughWidget(ruling, names=names)
walk

# %% [markdown]
# Use **Next ▶** or the arrow keys to step through it. Here are the same steps in words, each with the reason for the move:

# %%
why = ["Sina is governor, so she chooses first; with no money, the prospector's doubloon is the best she can get.", "Now it is Mateo's turn. Nobody has barrels, so the captain is a safe pick that helps nobody.", 'Back to Sina for her second role. The trader changes nothing for anyone, and that is fine.', "Mateo's second role. Without plantations nobody produces anything.", "Sina's third role is the builder; she has no money left to build with.", 'So she passes, and Mateo, who cannot pay for any building, is skipped.', "Mateo's third role is the settler.", 'He could take a plantation, but he passes.', 'Sina passes too. Six roles are done, so a doubloon goes on the mayor and the governor card passes.', 'Mateo is governor now and opens the round with the mayor, doubloon and all.']
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
# Be Sina: you have chosen the prospector and Mateo the captain. Choose your second role.
# Choices that break a rule are greyed out: click one to hear which rule forbids it.

# %%
table = TableWidget(game=play(ruling, 2), names=names)
table

# %% [markdown]
# After you click, run the next cell. (If you have not clicked yet, it shows the book's move instead, on a copy.)

# %%
if len(table.game.log) > 2:
    print("You played:", table.history[-1])
else:
    print("No click yet. In the book:")
    act(play(ruling, 2), moves(ruling)[2], names)

# %% [markdown]
# ### A faded example: predict first
#
# A new game, and this time **Mateo** is governor. He takes the prospector. Who chooses the
# next role? Write the name, then run both cells.

# %%
faded = Game(players=2, governor=1)
act(faded, {"player": 1, "choose_role": "prospector"}, names)
your_guess = ...   # a name

# %%
answer = names[faded.turn]
assert answer != names[faded.state.governor]   # the other player, as in the book's round
reveal(your_guess, answer)

# %% [markdown]
# ## Check yourself
#
# Answer in each cell, then run the cell below it.

# %% [markdown]
# **First:** how many victory-point chips are in play for a pair of players?

# %%
your_answer = ...   # a number

# %%
answer = facts(start(ruling))["supply"]["vp"]
assert answer < facts(Game(players=3))["supply"]["vp"]
reveal(your_answer, answer)

# %% [markdown]
# **Second:** how many roles does each of you choose in one round?

# %%
your_answer = ...   # a number

# %%
first_round = moves(ruling)[:9]
answer = sum(1 for m in first_round if m.get("player") == 0 and "choose_role" in m)
assert answer == sum(1 for m in first_round if m.get("player") == 1 and "choose_role" in m)
reveal(your_answer, answer)

# %% [markdown]
# **Third:** when the next round begins, how many doubloons lie on the mayor?

# %%
your_answer = ...   # a number

# %%
answer = facts(play(ruling, 9))["roles"]["mayor"]
assert facts(play(ruling, 9))["governor"] == 1   # and Mateo is governor now
reveal(your_answer, answer)

# %% [markdown]
# ## Common mistakes
#
# **"After my role it is my turn again."** No: you take turns, the governor first.

# %%
refused(play(ruling, 1), {"player": 0, "choose_role": "captain"}, names)

# %% [markdown]
# **"The governor opens every round."** The governor card passes at the end of each round.

# %%
refused(play(ruling, 9), {"player": 0, "choose_role": "mayor"}, names)

# %% [markdown]
# **"We sail the middle ship too."** A pair of players has only the smallest and the largest cargo ship.

# %%
captain_time = build_game({"players": 2, "setup": {"governor": 0, "players": {0: {"goods": {"corn": 3}}}}})
act(captain_time, {"player": 0, "choose_role": "captain"}, names)
print("Ships in this game:", [s["capacity"] for s in facts(captain_time)["ships"]])
refused(captain_time, {"player": 0, "ship": "corn", "on": 5}, names)

# %% [markdown]
# ## Where next
#
# *Before this: [the card game San Juan](13_san_juan.ipynb). Next: [the New Buildings expansion](15_new_buildings.ipynb).*
