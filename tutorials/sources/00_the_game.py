# %% [markdown]
# # The game in ten minutes
#
# *Before this: nothing. This is where you start. Next: [the round and the roles](01_round_and_roles.ipynb).*
#
# ## What you will be able to do
#
# - Say what wins the game, and the two ways to earn victory points.
# - Point at the island, the city, the cargo ships, the trading house and the supply on the table.
# - Set up a table for two, three, four or five players.
#
# In a notebook, run the cells in order first (Shift+Enter); as an app, the page has run them
# for you. Every table and question answers when you use it, and every number you see is
# worked out by the engine.

# %%
from puertorico_nb import Game
from puertorico_nb.course.puerto_rico import ask, ask_allowed, facts, picture, rules, setup_table

names = ["Lena", "Omar", "Priya", "Jonas"]
table = Game(players=4, seed=2)

# %% [markdown]
# ## The rule in our words: what you are trying to do
#
# Each player runs a colony on the island of Puerto Rico, in the years when ships still sailed
# to the Old World. When the game ends, the player with the most **victory points** wins.
# There are two ways to earn them:
#
# - **shipping goods**: barrels of corn, indigo, sugar, tobacco and coffee loaded onto the
#   cargo ships earn points, one for each barrel;
# - **buildings**: every building in your city is worth the points printed on it, and the
#   large buildings add more at the end.
#
# **Doubloons** (the money) buy buildings, but a doubloon is not a point: at the end, the
# doubloons and barrels you still hold only break a tie.

# %%
rules("scoring.total", "scoring.tie-break")

# %% [markdown]
# ## The parts of the table
#
# Here is a table set up for four players. Find each part in the picture, from the top:
#
# - **Roles**: the role cards; each round every player takes one of them;
# - the **supply**: the **colonist ship** and the **colonists in supply** (the people who will
#   work your plantations and buildings), the **VP chips** (victory points), the **quarries**,
#   the **plantation stack** (face down) and the **barrels** of each good;
# - the **face-up plantations**, the row the settler chooses from;
# - the **cargo ships**, which carry goods away for points, and the **trading house**, which
#   buys barrels for doubloons;
# - the **buildings** for sale, in four columns, each with its cost, its points and its
#   circles (the places where a colonist works);
# - one board per player: the two rows of small squares at the top are **the island**, twelve
#   spaces for plantations and quarries (where the goods grow), and the larger spaces below are
#   **the city**, twelve spaces for buildings. A colonist standing on a circle makes a
#   plantation or a building work; **San Juan** counts the colonists waiting for a space.

# %%
picture(table, names)

# %% [markdown]
# ## How a round runs
#
# The **governor** chooses a role first, then the players to the left, one role each. A role
# gives everyone a turn to do one kind of thing (settle, build, produce, sell, ship...), the
# one who chose it first, and the chooser gets a little extra, the role's **privilege**. When
# everyone has chosen, the round ends and the governor card moves one seat to the left. The
# next tutorials take the roles one at a time.

# %%
rules("round.one-role-each", "turn.not-your-turn", "round.governor-passes")

# %% [markdown]
# ## Setting up for two, three, four or five players
#
# The game is for three to five players; the Korean book adds a game for two. What changes with
# the number of players is read below from freshly set-up games. Open a row's **Rule** to see
# its rule id.

# %%
rules("setup.player-count")

# %%
setup_table()

# %% [markdown]
# In words:
#
# - the **role cards**: six with three players, one prospector more with four, both
#   prospectors with five;
# - **doubloons**: each player starts with a few, more when there are more players;
# - **the first plantation**: counting from the first governor, the first players start with
#   indigo and the last ones with corn;
# - **victory point chips**, **colonists** (in the supply and a first load on the ship) and
#   **cargo ships** grow with the number of players;
# - the row of **face-up plantations** always holds one more tile than there are players;
# - everything else starts in the supply: every building, the quarries, the barrels, and the
#   other plantations shuffled face down.

# %%
rules("setup.roles", "setup.doubloons", "setup.starting-plantations", "setup.vp-chips", "setup.colonists",
      "setup.cargo-ships", "setup.face-up-plantations", "setup.supply")

# %% [markdown]
# ## A worked example: the first pick of the game
#
# No rulebook walks through a first pick, so this one is ours. Lena is governor, so she chooses
# first. Every role card is still free, and no doubloon lies on any of them yet.

# %%
picture(table, names)

# %%
rules("role.collect-doubloons", "role.already-taken")

# %% [markdown]
# ## Your turn
#
# Be Lena: choose a role on the table (the role cards are buttons). Any role is a good first
# pick; the next tutorials say what each does. Point at a card to see what it does. Once Lena has
# chosen, the players act in her role's phase, each in turn (after the prospector nobody else has
# anything to do), and then it is Omar's turn to choose a role. Lena's card is drawn with a dashed
# edge and says who took it: when Omar chooses, click it to hear which rule stops him taking it too.
#
# You play every seat here: after Lena you choose and act for Omar, Priya and Jonas too, in turn
# (this table has no bots).

# %%
from puertorico_nb.widgets import TableWidget

TableWidget(game=Game(players=4, seed=2), names=names)

# %% [markdown]
# ### A faded example: predict first
#
# The same table for **five** players instead. How many cargo ships are there?

# %%
five = Game(players=5, seed=2)
ask("With five players, how many cargo ships are on the table?", five, "ships", count=True,
    why="setup.cargo-ships",
    hint="The set-up table above has a row for the cargo ships: count the ships in the five-player column.")

# %% [markdown]
# ## Check yourself

# %%
ask("With four players, how many doubloons does Omar start with?", table, "players.Omar.doubloons",
    why="setup.doubloons", names=names,
    hint="Every player starts with the same money: read the doubloons row of the set-up table, four-player column.")

# %%
ask("Who chooses the first role?", table, "governor", why="round.one-role-each", names=names,
    choices=names)

# %%
three = Game(players=3, seed=2)
ask("With three players, how many face-up plantations lie in the row?", three, "plantations",
    count=True, why="setup.face-up-plantations",
    hint="The row always holds one tile more than there are players.")

# %% [markdown]
# ## Common mistakes
#
# **"I know which role I want, so I take it now."** Roles are chosen in turn, from the governor.

# %%
from puertorico_nb.course.puerto_rico import refused

refused(table, {"player": 1, "choose_role": "builder"}, names)

# %% [markdown]
# **"Doubloons count at the end."** They do not: only victory points do, and doubloons (with
# barrels) break a tie. The tutorial on the game's end shows the score sheet.

# %%
rules("scoring.tie-break")

# %% [markdown]
# ## Where next
#
# *Before this: nothing. This is where you start. Next: [the round and the roles](01_round_and_roles.ipynb).*
